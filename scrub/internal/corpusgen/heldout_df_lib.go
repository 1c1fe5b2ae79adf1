package main

import (
	"fmt"
	"strings"
)

// EZproxy, library logins, SIP2, staff access codes.

func hdfLibGens() []hdfGen {
	return []hdfGen{
		{6, hdfEzUserTxt},
		{5, hdfEzTicket},
		{5, hdfEzLDAP},
		{5, hdfEzChatAdmin},
		{5, hdfEzHostedMail},
		{6, hdfPatronPIN},
		{5, hdfSIPConfig},
		{5, hdfSIPLog},
		{5, hdfKohaConf},
		{5, hdfStaffWifi},
		{6, hdfDoorCodes},
		{4, hdfAlarmMail},
		{5, hdfLibAppsSecret},
		{5, hdfProxyURLCreds},
		{5, hdfEzCookie},
		{5, hdfILLiadKey},
		{4, hdfKioskAdmin},
		{4, hdfLockerCombo},
		{4, hdfOpenAthensKey},
		// traps
		{6, hdfTrapEzConfig},
		{5, hdfTrapEzUserTxt},
		{6, hdfTrapPatronChat},
		{4, hdfTrapPINPolicy},
		{5, hdfTrapSIPLog},
		{5, hdfTrapEzLog},
		{5, hdfTrapWifiTalk},
		{4, hdfTrapDoorTalk},
		{5, hdfTrapIdPMeta},
		{4, hdfTrapLibAppsEnv},
		{4, hdfTrapILLiad},
	}
}

func hdfEzUserTxt() Sample {
	o := hdfOrg()
	_, _, u1 := hdfWho()
	p1, p2 := hdfPw(), hdfPw()
	u2 := hdfP("ezadmin", "libsys", "proxyadmin", "erm-admin")
	t := fmt.Sprintf(`# user.txt -- %s EZproxy
# local accounts first, then fall through to %s
%s:%s:admin
%s:%s
%s

::CGI=https://login.%s/ezproxy/cgi?url=^R
`, o.name, hdfP("CAS", "Shibboleth", "LDAP"), u2, p1, u1, p2, hdfP("", "# ---", "# keep this file out of git!!"), o.dom)
	return hdfS("ezproxy-password", "config", t, []string{p1, p2}, u2+":", "::CGI=https://login."+o.dom)
}

func hdfEzTicket() Sample {
	o := hdfOrg()
	key := hdfP(hdfR(hdfAlnum, hdfN(16, 32)), hdfPw(), hdfHex(32))
	alg := hdfP("MD5", "SHA256", "SHA512")
	t := fmt.Sprintf(`::Ticket
TimeValid %d
%s %s
Expired; Deny expired.html
/Ticket
`, hdfN(5, 30), alg, key)
	intro := hdfP(
		"The ticket auth stanza from the EZproxy box (the %s key is shared with the portal team):\n\n",
		"user.txt excerpt for the %s portal SSO -- the secret has to match on both sides\n\n",
		"Copying the %s ticket block here so we don't lose it during the migration:\n\n")
	return hdfS("ezproxy-ticket-key", "config", fmt.Sprintf(intro, o.code)+t, []string{key}, "TimeValid")
}

func hdfEzLDAP() Sample {
	o := hdfOrg()
	pw := hdfPw()
	dc := strings.ReplaceAll(strings.Split(o.dom, ".")[0], "-", "")
	tld := o.dom[strings.LastIndex(o.dom, ".")+1:]
	t := fmt.Sprintf(`::LDAP
BindUser cn=svc-ezproxy,ou=service,dc=%s,dc=%s
BindPassword %s
URL ldaps://ldap.%s/ou=people,dc=%s,dc=%s?uid?sub?(objectClass=person)
IfUnauthenticated; Stop
/LDAP
`, dc, tld, pw, o.dom, dc, tld)
	return hdfS("ldap-bind-password", "config", t, []string{pw}, "cn=svc-ezproxy", "ldap."+o.dom)
}

func hdfEzChatAdmin() Sample {
	o := hdfOrg()
	f, _, _ := hdfWho()
	user := hdfP("ezadmin", "admin", "proxy-admin", "libit")
	pw := hdfPw()
	url := "https://login.ezproxy." + o.dom + "/admin"
	c := hdfClocks(3)
	t := hdfP(
		fmt.Sprintf("[%s] %s: the EZproxy admin page is %s\n[%s] %s: user %s, pass %s -- dont share outside the e-resources channel pls\n[%s] %s: 👍 got in, restarting now",
			c[0], f, url, c[1], f, user, pw, c[2], hdfP(hdfFirst...)),
		fmt.Sprintf("%s: can someone restart ezproxy? %s\n%s: sure, whats the admin pw again\n%s: username %s, password is %s",
			hdfP(hdfFirst...), url, f, hdfP(hdfFirst...), user, pw),
		fmt.Sprintf("%s  ezproxy admin for the weekend: %s  (%s / pw: %s)", f, url, user, pw))
	return hdfS("ezproxy-password", "chat", t, []string{pw}, url)
}

func hdfEzHostedMail() Sample {
	o := hdfOrg()
	f, l, _ := hdfWho()
	user := strings.ToLower(o.code) + "_admin"
	pw := hdfR(hdfAlnum+"!#$%", hdfN(10, 14))
	t := fmt.Sprintf(`Subject: Your hosted EZproxy administrator account

%s

Your hosted EZproxy instance for %s is now live at https://%s.idm.oclc.org.

Administrator username: %s
Temporary password: %s

You will be asked to change this password the first time you sign in. Configuration
changes can be made through the Config Editor under "Administration".

%s
`, hdfGreet(f), o.name, strings.ToLower(o.code), user, pw, hdfSign("Hosted Services", "Support"))
	_ = l
	return hdfS("ezproxy-password", "mail", t, []string{pw}, user, strings.ToLower(o.code)+".idm.oclc.org")
}

func hdfPatronPIN() Sample {
	bc := hdfBarcode()
	pin := hdfD(hdfP(4, 4, 4, 5, 6))
	o := hdfOrg()
	t := hdfP(
		fmt.Sprintf("User: I can't get into my library account at %s. Card number %s, PIN %s. It says invalid credentials, can you check whats wrong?", o.name, bc, pin),
		fmt.Sprintf("Remember for later: my %s library card is %s and the PIN is %s (needed for the e-book app and the self-checkout).", o.code, bc, pin),
		fmt.Sprintf("Hola, mi carné de la biblioteca es %s y el PIN %s, pero no me deja entrar al catálogo. ¿Me ayudas a escribir un correo a la biblioteca?", bc, pin),
		fmt.Sprintf("Note to self (library): barcode %s\nPIN: %s\nrenew by the 14th or fines start", bc, pin))
	return hdfS("library-pin", "chat", t, []string{pin}, bc)
}

func hdfSIPConfig() Sample {
	pw := hdfPw()
	id := hdfP("selfcheck", "sip_3m", "bibliotheca", "sipuser", "kiosk01")
	t := fmt.Sprintf(`<acsconfig xmlns="http://openncip.org/acs-config/1.0/">
  <error-detect enabled="true" />
  <server-params min_servers='1' min_spare_servers='0' />
  <listeners>
    <service port="127.0.0.1:6001/tcp" transport="RAW" protocol="SIP/2.00" timeout="60" />
  </listeners>
  <accounts>
    <login id="%s" password="%s" delimiter="|" error-detect="enabled" institution="%s" />
  </accounts>
  <institutions>
    <institution id="%s" implementation="ILS" parms="">
      <policy checkin="true" renewal="true" checkout="true" status_update="false" offline="false" timeout="100" retries="5" />
    </institution>
  </institutions>
</acsconfig>
`, id, pw, hdfP("MAIN", "CPL", "NORTH"), hdfP("MAIN", "CPL", "NORTH"))
	return hdfS("sip2-password", "xml", t, []string{pw}, `login id="`+id+`"`)
}

func hdfSIPLog() Sample {
	user := hdfP("sc01", "selfchk", "kiosk", "sipuser")
	pw := hdfR(hdfAlnum, hdfN(8, 14))
	loc := hdfP("MAIN", "BR2", "LAW")
	c := hdfClocks(4)
	t := fmt.Sprintf(`%s %s connection from %s
%s  -> 9300CN%s|CO%s|CP%s|AY0AZ%s
%s  <- 941AY0AZFDFC
%s  -> 9900302.00AY1AZFCA3
`, hdfDate(), c[0], hdfIP(), c[1], user, pw, loc, hdfR(hdfHexU, 4), c[2], c[3])
	intro := hdfP("self-check in the atrium keeps dropping, here's the SIP trace (login is the 93 line):\n\n",
		"Ticket #"+hdfD(5)+": SIP2 login fails after ILS upgrade\n\nRaw trace:\n",
		"self-check login trace (93 = login request, CN = SIP user, CO = its password):\n")
	return hdfS("sip2-password", "log", intro+t, []string{pw}, "9300CN"+user+"|CO")
}

func hdfKohaConf() Sample {
	pw := hdfPw()
	db := "koha_" + hdfP("library", "main", "consortium", "lkpl")
	t := fmt.Sprintf(`<config>
 <db_scheme>mysql</db_scheme>
 <database>%s</database>
 <hostname>%s</hostname>
 <port>3306</port>
 <user>%s</user>
 <pass>%s</pass>
 <tls>no</tls>
 <biblioserver>biblios</biblioserver>
 <memcached_servers>127.0.0.1:11211</memcached_servers>
</config>`, db, hdfP("localhost", "db01.internal", "10.0.4.12"), db, pw)
	intro := hdfP("", "From /etc/koha/sites/library/koha-conf.xml:\n\n", "koha-conf.xml after the restore, can you see why zebra won't start?\n")
	return hdfS("db-password", "xml", intro+t, []string{pw}, "<user>"+db+"</user>")
}

func hdfStaffWifi() Sample {
	ssid := hdfP("LIB-STAFF", "Bibliothek-Intern", "UB_Staff", "CCL-Backoffice", "biblio-personal")
	key := hdfP(hdfPw(), hdfR(hdfAlnum, hdfN(12, 20)), hdfP(hdfWordsLo...)+hdfP(hdfWordsLo...)+hdfD(3))
	t := hdfP(
		fmt.Sprintf("Handover for the evening shift:\n- returns trolley 3 still needs shelving\n- staff wifi: %s, key %s (NOT the public one)\n- printer jam on level 2 reported to IT", ssid, key),
		fmt.Sprintf("Neue Kolleg:innen: WLAN für Mitarbeitende ist %s, Passwort: %s. Das Gäste-WLAN bitte nicht für den Dienst-PC benutzen.", ssid, key),
		fmt.Sprintf("| Network | Who | Key |\n|---|---|---|\n| eduroam | everyone | your own uni login |\n| %s | staff laptops | `%s` |", ssid, key),
		fmt.Sprintf("wifi for the scanners in the digitisation lab is %s / %s", ssid, key))
	return hdfS("wifi-key", "note", t, []string{key}, ssid)
}

func hdfDoorCodes() Sample {
	c1, c2 := hdfD(hdfN(4, 6)), hdfD(hdfN(4, 6))
	f, l, _ := hdfWho()
	t := hdfP(
		fmt.Sprintf("%s\n\nWelcome to Special Collections! A few things for Monday:\n\n1. Staff entrance is round the back by the bins.\n2. Keypad for the reading room: %s#\n3. The vault (rare books, level -1) code is %s -- only with one of us present.\n\n%s",
			hdfGreet(hdfP(hdfFirst...)), c1, c2, hdfSign(f, l)),
		fmt.Sprintf("Meeting notes %s — Archives team\n* New door codes from facilities: stacks %s, strongroom %s\n* Fire drill moved to Thursday\n* Digitisation backlog: 312 boxes", hdfDate(), c1, c2),
		fmt.Sprintf("codes changed today!! compact shelving room %s, map room %s", c1, c2))
	return hdfS("door-code", "note", t, []string{c1, c2})
}

func hdfAlarmMail() Sample {
	code := hdfD(hdfN(4, 6))
	br := hdfP("Westfield branch", "Harbour Road branch", "Mobile library depot", "Zweigstelle Nord")
	f, l, _ := hdfWho()
	t := fmt.Sprintf(`Subject: Locking up at %s this week

%s

You're closing on Saturday. Last one out: lights off at the panel behind the issue desk,
then set the alarm -- code %s then OFF/SET, you have 30 seconds to get out the side door.
If it goes off by mistake, call the monitoring company on 0800 %s and give the site name.

%s
`, br, hdfGreet(hdfP(hdfFirst...)), code, hdfD(6), hdfSign(f, l))
	return hdfS("alarm-code", "mail", t, []string{code}, br)
}

func hdfLibAppsSecret() Sample {
	id := fmt.Sprint(hdfN(100, 999))
	sec := hdfHex(32)
	t := hdfP(
		fmt.Sprintf("LIBAPPS_SITE_ID=%s\nLIBAPPS_CLIENT_ID=%s\nLIBAPPS_CLIENT_SECRET=%s\nLIBCAL_CALENDAR=%s\n", hdfD(4), id, sec, hdfD(5)),
		fmt.Sprintf(`import requests

TOKEN_URL = "https://%s.libcal.com/1.1/oauth/token"
resp = requests.post(TOKEN_URL, data={
    "client_id": "%s",
    "client_secret": "%s",
    "grant_type": "client_credentials",
})
token = resp.json()["access_token"]
`, hdfP("lib", "eastmoor", "rsu", "northgate"), id, sec))
	keep := "LIBAPPS_CLIENT_ID=" + id
	if !strings.Contains(t, keep) {
		keep = `"client_id": "` + id + `"`
	}
	return hdfS("oauth-client-secret", "code", t, []string{sec}, keep)
}

func hdfProxyURLCreds() Sample {
	o := hdfOrg()
	_, _, u := hdfWho()
	pw := hdfPwU()
	host := "ezproxy." + o.dom
	t := hdfP(
		fmt.Sprintf("$ wget --user=%s --password='%s' 'https://%s/login?url=https://www.jstor.org/stable/%s'\n--%s--  https://%s/login?url=...\nHTTP request sent, awaiting response... 302 Found", u, pw, host, hdfD(8), hdfDate()+" "+hdfClock(), host),
		fmt.Sprintf("harvest:\n  proxy: https://%s:%s@%s:2048\n  targets:\n    - https://onlinelibrary.wiley.com/toc/%s/current\n", u, pw, host, hdfD(8)),
		fmt.Sprintf("export https_proxy=http://%s:%s@%s:3128\npython fetch_toc.py --journal %s", u, pw, host, hdfD(4)+"-"+hdfD(4)))
	return hdfS("proxy-password", "shell", t, []string{pw}, host)
}

func hdfEzCookie() Sample {
	o := hdfOrg()
	sid := hdfR(hdfAlnum, hdfN(15, 22))
	t := fmt.Sprintf(`curl -s -o /dev/null -w '%%{http_code}\n' \
  -H 'Cookie: ezproxy=%s; ezproxyl=%s' \
  'https://www-sciencedirect-com.ezproxy.%s/science/article/pii/S%s'
`, sid, sid, o.dom, hdfD(16))
	intro := hdfP("Still getting 403 through the proxy even with a fresh session:\n\n", "repro (my session cookie, expires tonight):\n", "")
	return hdfS("session-cookie", "shell", intro+t, []string{sid}, "ezproxy."+o.dom)
}

func hdfILLiadKey() Sample {
	key := hdfUUID()
	o := hdfOrg()
	t := hdfP(
		fmt.Sprintf("GET /ILLiadWebPlatform/Transaction/%s HTTP/1.1\nHost: illiad.%s\nApiKey: %s\nAccept: application/json\n", hdfD(6), o.dom, key),
		fmt.Sprintf("# ILLiad web platform\nILLIAD_BASE = \"https://illiad.%s/ILLiadWebPlatform\"\nILLIAD_API_KEY = \"%s\"\n", o.dom, key))
	return hdfS("api-key", "http", t, []string{key}, "illiad."+o.dom)
}

func hdfKioskAdmin() Sample {
	pw := hdfPw()
	n := hdfN(3, 12)
	t := hdfP(
		fmt.Sprintf("Catalogue kiosks (OPAC-01 .. OPAC-%02d)\n- auto-login as opac-kiosk\n- local admin: .\\libadmin  pw: %s\n- Deep Freeze thawed only on patch Tuesday", n, pw),
		fmt.Sprintf("IT ticket: OPAC-%02d stuck on Windows update. Local admin account is libadmin, password %s -- please thaw Deep Freeze before patching.", n, pw))
	return hdfS("local-admin-password", "ticket", t, []string{pw}, "OPAC-")
}

func hdfLockerCombo() Sample {
	combo := fmt.Sprintf("%d-%d-%d", hdfN(1, 39), hdfN(1, 39), hdfN(1, 39))
	nr := fmt.Sprint(hdfN(10, 120))
	t := hdfP(
		fmt.Sprintf("The laptop-loan locker is no. %s, combination %s. Chargers are in the drawer underneath.", nr, combo),
		fmt.Sprintf("Carrel locker %s (your study space for the semester) — combination lock set to %s. Please don't share it.", nr, combo))
	return hdfS("locker-code", "note", t, []string{combo}, "locker")
}

func hdfOpenAthensKey() Sample {
	key := hdfR(hdfLoDig, 8) + "-" + hdfR(hdfLoDig, 4) + "-" + hdfR(hdfLoDig, 4) + "-" + hdfR(hdfLoDig, 4) + "-" + hdfR(hdfLoDig, 12)
	org := hdfD(8)
	t := fmt.Sprintf(`openathens:
  organisation_id: "%s"
  admin_api_url: https://admin.openathens.net/api/v1/%s.%s/
  api_key: "%s"   # Admin API key, create-accounts scope
`, org, hdfP("example", "eastmoor", "rsu"), hdfP("ac.uk", "edu", "org"), key)
	return hdfS("api-key", "yaml", t, []string{key}, org)
}

// ---- traps ----

func hdfTrapEzConfig() Sample {
	o := hdfOrg()
	db := hdfP([]string{"Web of Science", "www.webofscience.com", "webofscience.com", "access.clarivate.com"},
		[]string{"Scopus", "www.scopus.com", "scopus.com", "id.elsevier.com"},
		[]string{"ProQuest Central", "www.proquest.com", "proquest.com", "login.proquest.com"},
		[]string{"Project MUSE", "muse.jhu.edu", "muse.jhu.edu", "muse.jhu.edu"})
	t := fmt.Sprintf(`LoginPort 80
LoginPortSSL 443
Option ForceHTTPSLogin
HttpsHyphens +*.ezproxy.%s
MaxLifetime %s
MaxSessions %d

Title %s
URL https://%s
DJ %s
HJ %s

Title JSTOR
URL https://www.jstor.org
DJ jstor.org
`, o.dom, hdfP("120", "480", "600"), hdfN(200, 2000), db[0], db[1], db[2], db[3])
	return hdfT("trap-config", "config", t)
}

func hdfTrapEzUserTxt() Sample {
	o := hdfOrg()
	t := fmt.Sprintf(`# user.txt -- authentication is fully delegated now, no local passwords
::Shibboleth
IDP20 https://idp.%s/idp/shibboleth
/Shibboleth

::CGI=https://login.%s/ezproxy/cgi?url=^R

# IncludeFile groups.txt
`, o.dom, o.dom)
	if rng.IntN(2) == 0 {
		t += "# admin accounts: see the \"EZproxy\" vault in 1Password\n"
	}
	return hdfT("trap-config", "config", t)
}

func hdfTrapPatronChat() Sample {
	bc := hdfBarcode()
	t := hdfP(
		fmt.Sprintf("User: my library card %s stopped working for the databases, and I forgot my PIN. How do I reset it?", bc),
		fmt.Sprintf("Patron %s called: PIN reset done at the desk, told her to choose a new one at first login. Fines cleared (€%d.%02d).", bc, hdfN(1, 9), hdfN(0, 99)),
		fmt.Sprintf("Mi número de carné es %s, ¿me podéis renovar los préstamos? Ya no recuerdo el PIN.", bc),
		fmt.Sprintf("Item %s returned damaged (water), patron %s notified, replacement cost quoted.", hdfBarcode(), bc))
	return hdfT("trap-barcode", "chat", t)
}

func hdfTrapPINPolicy() Sample {
	t := hdfP(
		"Your library PIN must be 4 to 6 digits and cannot be your birth year. If you forget it, use the 'Forgot PIN' link on the catalogue login page and a reset link will be sent to the email on your account.",
		"FAQ: Why does the self-check ask for a PIN? — Since March the self-check machines ask for your card and your 4-digit PIN. Staff can reset it at the desk with photo ID.",
		"Das Passwort für Ihr Bibliothekskonto muss mindestens 8 Zeichen lang sein. Beim ersten Login werden Sie aufgefordert, das Start-Passwort (Ihr Geburtsdatum) zu ändern.")
	return hdfT("trap-password-talk", "wiki", hdfWrap(t))
}

func hdfTrapSIPLog() Sample {
	bc, item := hdfBarcode(), hdfBarcode()
	t := fmt.Sprintf(`%s  -> 11YN%s    %sAOMAIN|AA%s|AB%s|AC|AY2AZ%s
%s  <- 121NNY%s    %sAOMAIN|AA%s|AB%s|AJ%s|AH%s|AY2AZ%s
%s  -> 9900302.00AY3AZFCA2
`, hdfClock(), strings.ReplaceAll(hdfDate(), "-", ""), hdfD(6), bc, item, hdfR(hdfHexU, 4),
		hdfClock(), strings.ReplaceAll(hdfDate(), "-", ""), hdfD(6), bc, item, hdfP("The history of cartography", "Soil microbiology : an introduction", "Der Buchdruck im 15. Jahrhundert"), hdfDate(), hdfR(hdfHexU, 4), hdfClock())
	return hdfT("trap-sip2-log", "log", t)
}

func hdfTrapEzLog() Sample {
	var b strings.Builder
	for i := 0; i < hdfN(3, 6); i++ {
		_, _, u := hdfWho()
		fmt.Fprintf(&b, "%s - %s [%s] \"GET https://www.jstor.org:443/stable/pdf/%s.pdf HTTP/1.1\" 200 %d\n", hdfIP(), u, hdfDate()+":"+hdfClock()+":00 +0000", hdfD(8), hdfN(20000, 900000))
	}
	return hdfT("trap-log", "log", "ezproxy.log (last lines):\n"+b.String())
}

func hdfTrapWifiTalk() Sample {
	t := hdfP(
		"Staff wifi password changed again today, it's on the sticker inside the back-office cupboard. Don't post it here please.",
		"Q: what's the wifi for the reading room? A: eduroam with your own university login, or LIB-GUEST which needs no password (captive portal, accept the terms).",
		"WLAN-Schlüssel für das Digitalisierungslabor bitte bei der IT erfragen (Tel. 4411), nicht per Mail verschicken.")
	return hdfT("trap-wifi-talk", "chat", hdfWrap(t))
}

func hdfTrapDoorTalk() Sample {
	t := hdfP(
		fmt.Sprintf("The strongroom code was changed on %s. Irina will give it to you in person on your first day.", hdfDate()),
		"Reminder: never write the vault code on the sign-in sheet. If you've forgotten it, ask the duty archivist.",
		fmt.Sprintf("Facilities ticket FAC-%s: keypad at the stacks door (room B.%03d) is beeping, battery low.", hdfD(5), hdfN(1, 199)))
	return hdfT("trap-door-talk", "note", hdfWrap(t))
}

func hdfTrapIdPMeta() Sample {
	o := hdfOrg()
	var lines []string
	for i := 0; i < hdfN(4, 8); i++ {
		lines = append(lines, hdfR(hdfB64S, 64))
	}
	t := fmt.Sprintf(`<EntityDescriptor entityID="https://ezproxy.%s/shibboleth">
  <SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>
MIID%s
%s
      </ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </KeyDescriptor>
    <AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://ezproxy.%s/Shibboleth.sso/SAML2/POST" index="1"/>
  </SPSSODescriptor>
</EntityDescriptor>`, o.dom, hdfR(hdfB64S, 60), strings.Join(lines, "\n"), o.dom)
	return hdfT("trap-certificate", "xml", t)
}

func hdfTrapLibAppsEnv() Sample {
	t := hdfP(
		fmt.Sprintf("LIBAPPS_SITE_ID=%s\nLIBAPPS_CLIENT_ID=%d\nLIBAPPS_CLIENT_SECRET=${LIBAPPS_CLIENT_SECRET}\n", hdfD(4), hdfN(100, 999)),
		fmt.Sprintf("libcal:\n  client_id: %d\n  client_secret: \"{{ vault('kv/library/libcal', 'client_secret') }}\"\n", hdfN(100, 999)),
		fmt.Sprintf("# .env.example -- copy to .env and fill in\nLIBAPPS_CLIENT_ID=%d\nLIBAPPS_CLIENT_SECRET=<your-client-secret>\n", hdfN(100, 999)))
	return hdfT("trap-placeholder", "env", t)
}

func hdfTrapILLiad() Sample {
	t := fmt.Sprintf("ILL request TN %s for %s: \"%s\" (OCLC #%s), lender string %s, due %s. Patron notified by email.",
		hdfD(6), hdfP(hdfFirst...), hdfP("Medieval Bookbinding Structures", "Urban Water Systems", "Fungal Ecology"), hdfD(9), strings.Join([]string{hdfR(hdfUp, 3), hdfR(hdfUp, 3), hdfR(hdfUp, 3)}, ","), hdfDate())
	return hdfT("trap-ticket-number", "note", t)
}
