package main

import (
	"fmt"
	"strings"
)

// Owner portals, extranets, channel managers and authorities' portals: logins, client
// secrets, API keys, session cookies, magic links, 2FA seeds and recovery codes.

func hchPortalGens() []hchGen {
	return []hchGen{
		{6, hchOwnerPortalMail}, {5, hchExtranetChat}, {5, hchGuestyEnv}, {5, hchHostawayCurl},
		{5, hchSmoobuPy}, {4, hchLodgifyShell}, {5, hchBeds24JSON}, {4, hchRentalsUnitedXML},
		{4, hchPriceLabsYAML}, {5, hchAlloggiatiIT}, {5, hchTaxisnetEL}, {4, hchViberCohostEL},
		{5, hchCookieBug}, {5, hchMagicLink}, {5, hchTOTPSeed}, {3, hchRecoveryCodes},
		{4, hchPMSConnString}, {4, hchLicenceKey}, {4, hchRossIT},
	}
}

func hchOwnerPortalMail() Sample {
	n := hchP(hchNameEN(), hchNameIT(), hchNameLat())
	email, pw, co := hchEmail(n), hchPw(), hchCo()
	t := fmt.Sprintf("Subject: Your owner portal account\n\nDear %s,\n\nyour account on https://owners.%s.com is ready.\nUsername: %s\nTemporary password: %s\n\nYou will be asked to choose a new password at first login. Monthly statements appear under Reports.\n\nKind regards,\nOwner Relations",
		n, co, email, pw)
	return hchS("portal-password", "mail", t, []string{pw}, email, "owners."+co+".com")
}

func hchExtranetChat() Sample {
	u, pw := hchUser(), hchPw()
	plat := hchP("the Booking.com extranet", "the Airbnb co-host account", "Vrbo", "Expedia Partner Central")
	a, b := hchNameIT(), hchNameEN()
	t := fmt.Sprintf("%s: can you update the prices for August on %s? I'm at the notary all morning\n%s: sure, send me the access\n%s: user %s password %s – please don't change anything else 🙏",
		a, plat, b, a, u, pw)
	return hchS("extranet-password", "chat", t, []string{pw}, "user "+u)
}

func hchGuestyEnv() Sample {
	id, sec := rnd(alnum, 20), rnd(b64url, 64)
	t := fmt.Sprintf("# guesty sync – do not commit\nGUESTY_BASE_URL=https://open-api.guesty.com/v1\nGUESTY_CLIENT_ID=0oa%s\nGUESTY_CLIENT_SECRET=%s\nSYNC_INTERVAL_MIN=%d",
		id, sec, pick([]int{5, 10, 15}))
	return hchS("oauth-client-secret", "env", t, []string{sec}, "0oa"+id)
}

func hchHostawayCurl() Sample {
	acct, sec := fmt.Sprint(hchN(10000, 99999)), hchHex(64)
	t := fmt.Sprintf("$ curl -s -X POST https://api.hostaway.com/v1/accessTokens \\\n    -H 'Content-type: application/x-www-form-urlencoded' \\\n    -d 'grant_type=client_credentials&client_id=%s&client_secret=%s&scope=general'\n{\"token_type\":\"Bearer\",\"expires_in\":15897600,",
		acct, sec)
	return hchS("oauth-client-secret", "shell", t, []string{sec}, "client_id="+acct)
}

func hchSmoobuPy() Sample {
	key := rnd(alnum, hchN(36, 44))
	t := fmt.Sprintf("import requests\n\nSMOOBU_KEY = \"%s\"\n\ndef reservations(apartment_id):\n    r = requests.get(\n        \"https://login.smoobu.com/api/reservations\",\n        headers={\"Api-Key\": SMOOBU_KEY, \"Cache-Control\": \"no-cache\"},\n        params={\"apartmentId\": apartment_id},\n    )\n    return r.json()[\"bookings\"]",
		key)
	return hchS("channel-manager-key", "code", t, []string{key})
}

func hchLodgifyShell() Sample {
	key := rnd(b64url, hchN(40, 48)) + "=="
	pid := fmt.Sprint(hchN(100000, 999999))
	t := fmt.Sprintf("curl 'https://api.lodgify.com/v2/reservations/bookings?propertyId=%s' \\\n  -H 'X-ApiKey: %s' \\\n  -H 'accept: application/json' | jq '.items[].arrival'",
		pid, key)
	return hchS("channel-manager-key", "shell", t, []string{key}, "propertyId="+pid)
}

func hchBeds24JSON() Sample {
	ak, pk := rnd(alnum, hchN(16, 24)), rnd(alnum, hchN(16, 24))
	t := fmt.Sprintf("{\n  \"authentication\": {\n    \"apiKey\": \"%s\",\n    \"propKey\": \"%s\"\n  },\n  \"arrivalFrom\": \"%s\",\n  \"includeInvoice\": true\n}",
		ak, pk, strings.ReplaceAll(hchDate(), "-", ""))
	return hchS("channel-manager-key", "json", t, []string{ak, pk})
}

func hchRentalsUnitedXML() Sample {
	u, pw := hchEmail(hchNameLat()), hchPw()
	pw = strings.NewReplacer("&", "9", "<", "8", "\"", "7").Replace(pw)
	t := fmt.Sprintf("<Pull_ListReservations_RQ>\n  <Authentication>\n    <UserName>%s</UserName>\n    <Password>%s</Password>\n  </Authentication>\n  <DateFrom>%s</DateFrom>\n  <DateTo>%s</DateTo>\n</Pull_ListReservations_RQ>",
		u, pw, hchDate(), hchDate())
	return hchS("channel-manager-password", "code", t, []string{pw}, u)
}

func hchPriceLabsYAML() Sample {
	key := rnd(alnum, hchN(30, 40))
	t := fmt.Sprintf("pricing:\n  provider: pricelabs\n  api_key: %s\n  listings:\n    - %s\n    - %s\n  min_price_eur: %d",
		key, hchDig(8), hchDig(8), hchN(60, 140))
	return hchS("pricing-api-key", "yaml", t, []string{key})
}

func hchAlloggiatiIT() Sample {
	u := strings.ToUpper(rnd(upper, 6) + hchDig(4))
	pw, w := hchPw(), rnd(upper+digits, hchN(8, 10))
	t := fmt.Sprintf("Per le schedine degli ospiti: Alloggiati Web, utente %s, password %s, e il codice WSKey del servizio web è %s. La password scade ogni 3 mesi, quando la cambi scrivila nel gruppo.",
		u, pw, w)
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, ", e il codice WSKey del servizio web è "+w, "", 1)
		return hchS("authority-portal-password", "chat", t, []string{pw}, u)
	}
	return hchS("authority-portal-password", "chat", t, []string{pw, w}, u)
}

func hchTaxisnetEL() Sample {
	u, pw := strings.ToLower(hchNameLat())+hchDig(hchN(2, 4)), hchPw()
	t := fmt.Sprintf("Για να κάνεις την εγγραφή στο Μητρώο Ακινήτων Βραχυχρόνιας Διαμονής θα χρειαστείς τους κωδικούς taxisnet του ιδιοκτήτη:\nΌνομα χρήστη: %s\nΣυνθηματικό: %s\nΜην τους στείλεις σε κανέναν άλλον.",
		u, pw)
	return hchS("gov-portal-password", "chat", t, []string{pw}, u)
}

func hchViberCohostEL() Sample {
	e, pw := hchEmail(hchNameLat()), hchPw()
	t := fmt.Sprintf("[Viber] %s: Καλέ μου, σου στέλνω τα στοιχεία για το Airbnb να απαντάς εσύ στους επισκέπτες τον Αύγουστο.\nemail: %s\nκωδικός: %s\nΑν σου ζητήσει κωδικό επιβεβαίωσης πάρε με τηλέφωνο.",
		hchNameEL(), e, pw)
	return hchS("platform-password", "chat", t, []string{pw}, e)
}

func hchCookieBug() Sample {
	sess := rnd(lower+digits, 32)
	co := hchCo()
	t := fmt.Sprintf("Bug: owner statement PDF 500s\n\nSteps: log in as owner, open Reports > %s, click Download.\nRequest:\nGET /owners/statements/%d.pdf HTTP/1.1\nHost: portal.%s.com\nCookie: sessionid=%s; lang=%s\n\nResponse: 500 Internal Server Error",
		hchP("June", "July", "Q2"), hchN(1000, 9999), co, sess, hchP("it", "el", "en"))
	return hchS("session-cookie", "ticket", t, []string{sess}, "portal."+co+".com")
}

func hchMagicLink() Sample {
	tok := rnd(b64url, hchN(32, 48))
	co := hchCo()
	t := fmt.Sprintf("Hi %s,\n\nclick to sign in to your owner dashboard (link valid 15 minutes):\nhttps://owners.%s.com/auth/magic?token=%s\n\nIf you didn't request this, ignore this e-mail.",
		hchNameEN(), co, tok)
	return hchS("login-link-token", "mail", t, []string{tok}, "owners."+co+".com")
}

func hchTOTPSeed() Sample {
	seed := rnd(b32, pick([]int{16, 32}))
	e := hchEmail(hchNameLat())
	if rng.IntN(2) == 0 {
		t := fmt.Sprintf("2FA for the shared %s account (so both of us can log in):\nseed %s\nadd it in Google Authenticator > enter setup key, time based.",
			hchP("Airbnb", "Booking", "Guesty", "Hostaway"), seed)
		return hchS("totp-seed", "notes", t, []string{seed})
	}
	t := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6",
		hchP("Smoobu", "Lodgify", "Hospitable"), e, seed, hchP("Smoobu", "Lodgify", "Hospitable"))
	return hchS("totp-seed", "notes", "QR for the office phone:\n"+t, []string{seed}, e)
}

func hchRecoveryCodes() Sample {
	c1, c2, c3 := hchDig(4)+" "+hchDig(4), hchDig(4)+" "+hchDig(4), hchDig(4)+" "+hchDig(4)
	t := fmt.Sprintf("Backup codes – Google account of %s (reviews + Sheets)\nKeep in the office safe. Each code works once.\n\n1. %s\n2. %s\n3. %s\n\n(the other 7 are used)",
		hchProp(), c1, c2, c3)
	return hchS("recovery-code", "notes", t, []string{c1, c2, c3})
}

func hchPMSConnString() Sample {
	u, pw, h := "pms_"+hchP("app", "sync", "ro", "owner"), rnd(alnum, hchN(14, 24)), "db"+hchDig(1)+"."+hchCo()+".internal"
	t := fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/bookings?sslmode=require\nREDIS_URL=redis://%s:6379/0\nTZ=Europe/%s",
		u, pw, h, h, hchP("Rome", "Athens"))
	return hchS("db-password", "env", t, []string{pw}, u, h)
}

func hchLicenceKey() Sample {
	parts := []string{}
	for i := 0; i < 5; i++ {
		parts = append(parts, rnd(upper+digits, 5))
	}
	k := strings.Join(parts, "-")
	t := fmt.Sprintf("Hi, we renewed the %s licence for the front desk PC. Licence key: %s (3 seats). Invoice no. INV-%d attached.",
		hchP("KeyManager Pro", "HotelDesk PMS", "LockSuite Enterprise", "RoomCard Encoder"), k, hchN(10000, 99999))
	return hchS("license-key", "mail", t, []string{k})
}

func hchRossIT() Sample {
	u, pw := strings.ToLower(hchNameIT())+"."+hchP("casavacanze", "affitti", "cav"), hchPw()
	t := fmt.Sprintf("Promemoria ISTAT / Ross1000\n- struttura: %s\n- login: %s\n- pw: %s\n- invio movimenti entro il 5 del mese",
		hchProp(), u, pw)
	return hchS("authority-portal-password", "notes", t, []string{pw}, u)
}
