package main

import (
	"fmt"
	"strings"
)

// Dealer management systems: logins, integration keys, connection strings, feeds.

var hdoDMSNames = []string{"CDK Drive", "Reynolds ERA-IGNITE", "Dealertrack DMS", "Keyloop Autoline", "Pinewood DMS", "incadea", "Tekion ARC", "DealerSocket", "Kerridge K8", "Autosoft", "PBS", "Dragon2000"}

func hdoDMSSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			d := pick(hdoDealers)
			u, pw, host := hdoOne("dms_sync", "dmsreader", "svc_inventory", "etl"), rnd(alnum, hdoN(16, 28)), "db"+hdoDigits(2)+"."+hdoSlug(d)+".local"
			t := fmt.Sprintf("# %s inventory sync\nNODE_ENV=production\nPORT=8080\nDMS_DB_URL=postgres://%s:%s@%s:5432/dms_%s\nFEED_INTERVAL_MIN=%d\nLOG_LEVEL=info\n", d, u, pw, host, hdoOne("prod", "live", "main"), hdoN(5, 60))
			return hdoS("db-password", "env", t, []string{pw}, u, host)
		},
		func() Sample {
			cid, sec := hdoUUID(), rnd(alnum+"-_", hdoN(32, 40))
			t := fmt.Sprintf("fortellis:\n  environment: %s\n  client_id: %s\n  client_secret: %s\n  subscription_id: %s\n  scopes:\n    - repair-orders.read\n    - appointments.write\n", hdoOne("production", "prod"), cid, hdoYQ(sec), hdoUUID())
			return hdoS("oauth-client-secret", "yaml", t, []string{sec}, cid)
		},
		func() Sample {
			u, pw := strings.ToUpper(rnd(upper, 3))+hdoDigits(2), hdoPw()
			n := hdoName()
			t := fmt.Sprintf("Handover – front counter (%s)\n\n- Loan cars: 3 out, keys for %s in the cabinet\n- %s login for the service desk: user %s pw %s\n- Courtesy bus leaves %s sharp\n- Don't close %s until the warranty claim is submitted", hdoDate(), hdoPlate(), pick(hdoDMSNames), u, pw, hdoClock(), hdoRO())
			_ = n
			return hdoS("dms-password", "note", t, []string{pw}, u)
		},
		func() Sample {
			n, pw := hdoName(), hdoPw()
			t := fmt.Sprintf("%s: %s starts on the service desk monday\n%s: ok, set her up in %s?\n%s: done, temp password is %s , it'll ask her to change it first time\n%s: 👍", hdoName(), n, hdoName(), pick(hdoDMSNames), hdoName(), pw, hdoName())
			return hdoS("dms-password", "chat", t, []string{pw}, n)
		},
		func() Sample {
			d, u, pw := pick(hdoDealers), hdoUser(), rnd(alnum, hdoN(10, 14))
			t := fmt.Sprintf("Subject: Case %s – password reset\n\nDear %s team,\n\nAs requested we have reset the %s account %s. The new password is:\n\n    %s\n\nPlease log in within 72 hours and choose your own password.\n\nKind regards,\n%s Customer Support", hdoDigits(8), d, pick(hdoDMSNames), u, pw, hdoOne("Keyloop", "CDK Global", "Pinewood", "Reynolds"))
			return hdoS("dms-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			pw := hdoPw()
			srv := hdoOne("SQL01\\DMS", "dms-sql.local,1433", hdoIP())
			t := fmt.Sprintf("<connectionStrings>\n  <add name=\"DmsDb\" connectionString=\"Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", srv, hdoOne("Incadea", "PinewoodDMS", "AutolineRO"), hdoOne("sa", "dmsapp", "reporting"), pw)
			return hdoS("db-password", "xml", strings.ReplaceAll(t, "&", "&amp;"), []string{strings.ReplaceAll(pw, "&", "&amp;")}, srv)
		},
		func() Sample {
			d := pick(hdoDealers)
			host, u, pw := "sftp."+hdoOne("autotrader", "carsnet", "mobile-feeds", "dealerfeeds")+".com", hdoSlug(d)+hdoDigits(3), hdoPw()
			t := fmt.Sprintf("{\n  \"feed\": \"used-stock\",\n  \"dealer\": \"%s\",\n  \"schedule\": \"0 */2 * * *\",\n  \"sftp\": {\n    \"host\": \"%s\",\n    \"port\": 22,\n    \"username\": \"%s\",\n    \"password\": \"%s\",\n    \"path\": \"/incoming/stock.csv\"\n  }\n}", d, host, u, pw)
			return hdoS("sftp-password", "json", t, []string{pw}, host, u)
		},
		func() Sample {
			j, ro := hdoJWT(), hdoDigits(6)
			t := fmt.Sprintf("$ curl -s https://api.%s.com/v2/repair-orders/%s \\\n    -H \"Authorization: Bearer %s\" | jq .status\n\"%s\"", hdoOne("tekion", "dealer-hub", "dmsconnect"), ro, j, hdoOne("OPEN", "WAITING_PARTS", "CLOSED"))
			return hdoS("bearer-token", "shell", t, []string{j}, ro)
		},
		func() Sample {
			k := rnd(hexs, 32)
			t := fmt.Sprintf("import requests\n\nDS_BASE = \"https://api.dealersocket.com/v1\"\nDS_API_KEY = \"%s\"  # TODO move to env\n\ndef leads_since(ts):\n    r = requests.get(f\"{DS_BASE}/leads\", params={\"since\": ts},\n                     headers={\"X-Api-Key\": DS_API_KEY}, timeout=20)\n    r.raise_for_status()\n    return r.json()[\"items\"]\n", k)
			return hdoS("dms-api-key", "code", t, []string{k})
		},
		func() Sample {
			u, pw := hdoUser(), hdoPw()
			t := fmt.Sprintf("%sT%s:%02d.%03dZ WARN  dms-sync  auth failed host=%s user=%s password=%s attempt=%d\n%sT%s:%02d.%03dZ INFO  dms-sync  retrying in 30s", hdoDate(), hdoClock(), hdoN(0, 59), hdoN(0, 999), hdoIP(), u, pw, hdoN(1, 3), hdoDate(), hdoClock(), hdoN(0, 59), hdoN(0, 999))
			return hdoS("dms-password", "log", t, []string{pw}, "user="+u)
		},
		func() Sample {
			cs, rt := rnd(alnum, hdoN(32, 44)), rnd(b64url, hdoN(40, 64))
			t := fmt.Sprintf("Ticket #%s – Tekion → CRM bridge stopped syncing\n\nLooks like the refresh token expired. Got a new pair from the partner portal:\n\nclient_secret=%s\nrefresh_token=%s\n\nPatched the prod config by hand, needs a proper deploy tomorrow. Affected ROs: %s, %s", hdoDigits(5), cs, rt, hdoRO(), hdoRO())
			return hdoS("oauth-client-secret", "ticket", t, []string{cs, rt})
		},
		func() Sample {
			u, pw1, pw2 := hdoUser(), hdoPw(), rnd(alnum, 16)
			mail := "noreply@" + hdoDomain(pick(hdoDealers))
			t := fmt.Sprintf("; ServiceReminder.ini\n[DMS]\nServer=%s\nUser=%s\nPassword=%s\n\n[SMTP]\nHost=smtp.office365.com\nPort=587\nFrom=%s\nPassword=%s\n", hdoIP(), u, pw1, mail, pw2)
			return hdoS("dms-password", "ini", t, []string{pw1, pw2}, u, mail)
		},
		func() Sample {
			pw := hdoPw()
			t := fmt.Sprintf("Go-live call – %s migration (%s)\nAttendees: %s, %s, %s (vendor)\n\n* Data conversion: %d ROs, %d customers, parts history 3 yrs\n* Shared admin account dmsadmin / %s for cut-over weekend only -> rotate Monday\n* Training for parts dept Thurs\n* Open: labour rates for EV jobs", pick(hdoDMSNames), hdoDate(), hdoName(), hdoName(), hdoName(), hdoN(20000, 90000), hdoN(5000, 30000), pw)
			return hdoS("dms-password", "meeting-notes", t, []string{pw}, "dmsadmin")
		},
		func() Sample {
			p1, p2 := hdoPw(), hdoPw()
			u1, u2 := hdoUser(), hdoUser()
			t := fmt.Sprintf("## Service dept logins\n\n| System | User | Password | Notes |\n|---|---|---|---|\n| %s | %s | %s | service desk PC 2 |\n| Warranty portal | %s | %s | expires every 90d |\n| Courtesy car booking | — | SSO | |\n", pick(hdoDMSNames), u1, p1, u2, p2)
			return hdoS("dms-password", "markdown", t, []string{p1, p2}, u1, u2)
		},
		func() Sample {
			k := hdoPEM(hdoOne("RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY"))
			t := fmt.Sprintf("this is the key the OEM gave us for the parts-price SFTP drop, put it on the new feed box as ~/.ssh/oem_feed and chmod 600:\n\n%s\n\nhost is %s, user %s", k, "ftp."+hdoOne("oemparts", "pricing-feed", "dealerconnect")+".net", hdoDigits(5))
			return hdoS("private-key", "chat", t, []string{k})
		},
		func() Sample {
			id, sec := hdoAKID(), hdoAWSSecret()
			t := fmt.Sprintf("[default]\nregion = eu-west-2\n\n[%s-backup]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n", hdoSlug(pick(hdoDealers)), id, sec)
			return hdoS("aws-access-key", "ini", t, []string{id, sec})
		},
		func() Sample {
			pw := hdoPw()
			var_ := hdoOne("DMS_PASS", "AUTOLINE_PWD", "dmsPassword")
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    move dms credentials out of settings.py\n\ndiff --git a/settings.py b/settings.py\n@@ -12,7 +12,7 @@ DMS_HOST = \"%s\"\n DMS_USER = \"%s\"\n-%s = \"%s\"\n+%s = os.environ[\"%s\"]\n", rnd(hexs, 40), hdoFull(), hdoMail(pick(hdoDealers)), hdoIP(), hdoUser(), var_, pw, var_, strings.ToUpper(var_))
			return hdoS("dms-password", "diff", t, []string{pw})
		},
		func() Sample {
			sid := rnd(hexs+"ABCDEF", 32)
			t := fmt.Sprintf("copied as curl from the browser, the parts screen hangs after this:\n\ncurl 'https://%s.dealer-portal.net/ro/parts?ro=%s' \\\n  -H 'Cookie: JSESSIONID=%s; dealerCode=%s; lang=en' \\\n  -H 'Accept: application/json'", hdoOne("eu1", "na2", "uk3"), hdoDigits(6), sid, hdoDigits(5))
			return hdoS("session-cookie", "shell", t, []string{sid})
		},
	}
}

func hdoDMSTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			t := fmt.Sprintf("# %s inventory sync – copy to .env and fill in\nNODE_ENV=production\nDMS_DB_URL=postgres://${DMS_DB_USER}:${DMS_DB_PASSWORD}@db01.local:5432/dms\nFORTELLIS_CLIENT_SECRET=${FORTELLIS_CLIENT_SECRET}\nFEED_INTERVAL_MIN=%d\n", pick(hdoDealers), hdoN(5, 60))
			return hdoT("trap-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("fortellis:\n  environment: production\n  client_id: %s\n  client_secret: {{ vault \"secret/data/dms/fortellis\" \"client_secret\" }}\n  subscription_id: %s\n", hdoUUID(), hdoUUID())
			return hdoT("trap-reference", "yaml", t)
		},
		func() Sample {
			n := hdoName()
			t := hdoOne(
				fmt.Sprintf("%s: I've reset %s's %s password, she'll get the temp one by text\n%s: cheers. can you also give her parts lookup access?", hdoName(), n, pick(hdoDMSNames), hdoName()),
				fmt.Sprintf("%s locked herself out of %s again 🙄 unlocked it, she knows her password, just fat-fingered it 3 times", n, pick(hdoDMSNames)),
			)
			return hdoT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%sT%s:%02dZ WARN  dms-sync  auth failed host=%s user=%s password=*** request_id=%s\n%sT%s:%02dZ INFO  dms-sync  trace=%s ro=%s status=retry", hdoDate(), hdoClock(), hdoN(0, 59), hdoIP(), hdoUser(), rnd(hexs, 24), hdoDate(), hdoClock(), hdoN(0, 59), rnd(hexs, 32), hdoDigits(6))
			return hdoT("trap-masked", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("connectionString=\"Server=%s;Database=Incadea;User Id=dmsapp;Password=********;TrustServerCertificate=True\"\n\n^ that's what the support tool shows, real one is in the key vault (kv-%s-prod)", hdoIP(), hdoSlug(pick(hdoDealers)))
			return hdoT("trap-masked", "config", t)
		},
		func() Sample {
			t := fmt.Sprintf("## Service dept logins\n\n| System | User | Password |\n|---|---|---|\n| %s | %s | in 1Password → \"Service desk\" |\n| Warranty portal | %s | ask %s |\n| Courtesy car booking | — | SSO |\n", pick(hdoDMSNames), hdoUser(), hdoUser(), hdoName())
			return hdoT("trap-reference", "markdown", t)
		},
		func() Sample {
			var b strings.Builder
			b.WriteString("stock_no,vin,make,model,reg,days_in_stock,price\n")
			for i := 0; i < hdoN(3, 6); i++ {
				c := hdoCar()
				b.WriteString(fmt.Sprintf("%s%s,%s,%s,%s,%s,%d,%d\n", rnd(upper, 1), hdoDigits(5), hdoVIN(), c[0], c[1], hdoPlate(), hdoN(1, 120), hdoN(6000, 40000)))
			}
			return hdoT("trap-vin", "csv", b.String())
		},
		func() Sample {
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    rotate DMS service account; read password from secrets manager\n\n    The old credential was revoked by %s on the vendor side.\n    Refs: %s", rnd(hexs, 40), hdoFull(), hdoMail(pick(hdoDealers)), hdoDate(), hdoOne("Keyloop", "CDK", "Pinewood"), "INC"+hdoDigits(7))
			return hdoT("trap-commit-sha", "commit", t)
		},
		func() Sample {
			t := fmt.Sprintf("Subject: %s password policy from %s\n\nHi all,\n\nFrom next month the DMS will enforce: at least 12 characters, one number, one symbol, changed every 90 days, and you can't reuse your last 5. If you get locked out ring the helpdesk on %s. Please don't write passwords on post-its on the monitor (you know who you are).%s", pick(hdoDMSNames), hdoDate(), "0"+hdoDigits(10), hdoSig())
			return hdoT("trap-password-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"request_id\": \"%s\",\n  \"dealer_id\": \"%s\",\n  \"token_type\": \"Bearer\",\n  \"access_token\": \"[REDACTED]\",\n  \"expires_in\": 3600,\n  \"scope\": \"repair-orders.read\"\n}", hdoUUID(), hdoDigits(6))
			return hdoT("trap-masked", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ export DMS_TOKEN=$(./get-token.sh --dealer %s)\n$ curl -s https://api.%s.com/v2/repair-orders/%s -H \"Authorization: Bearer $DMS_TOKEN\" | jq .status\n\"%s\"", hdoDigits(5), hdoOne("tekion", "dmsconnect"), hdoDigits(6), hdoOne("OPEN", "CLOSED"))
			return hdoT("trap-reference", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("### Authentication\n\nAll calls need a token from `/oauth/token`:\n\n```\ncurl -X POST https://api.%s.com/oauth/token \\\n  -d client_id=<client-id> -d client_secret=<client-secret> -d grant_type=client_credentials\n```\n\nThen send `Authorization: Bearer <access_token>`. Tokens live %d minutes.", hdoOne("keyloop", "dmsconnect", "fortellis"), pick([]int{15, 30, 60}))
			return hdoT("trap-placeholder", "markdown", t)
		},
		func() Sample {
			var b strings.Builder
			for i := 0; i < hdoN(3, 5); i++ {
				b.WriteString(fmt.Sprintf("%sT%s:%02dZ audit user=%s action=%s ip=%s session=%s\n", hdoDate(), hdoClock(), hdoN(0, 59), hdoUser(), hdoOne("password_change", "login_ok", "login_failed", "account_unlock", "mfa_enrolled"), hdoIP(), rnd(hexs, 12)))
			}
			return hdoT("trap-log", "log", b.String())
		},
	}
}
