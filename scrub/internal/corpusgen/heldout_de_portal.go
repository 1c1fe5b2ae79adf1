package main

import (
	"fmt"
	"strings"
)

// Operator portals and IoT SIM platforms: logins, API keys and tokens.

func hdePortalGens() []hdeGen {
	return []hdeGen{
		{hdePortalLogin, 9}, {hdeTwilioEnv, 7}, {hdeTwilioKey, 5}, {hdeSoracom, 4}, {hdeOneNCE, 6},
		{hdeEmnify, 6}, {hdeHologram, 5}, {hdeAwsIot, 4}, {hdeTotp, 6}, {hdeRecovery, 3},
		{hdeCookie, 5}, {hdeMagicLink, 6}, {hdeSmpp, 6}, {hdeOAuthYaml, 6}, {hdeStripe, 4},
		{hdeTelegram, 5}, {hdePortalMail, 6}, {hdeMapsKey, 4},
	}
}

func hdePortalLogin() Sample {
	pw := hdePass()
	user := hdeUser()
	host := hdeHost()
	text := hdePick(
		fmt.Sprintf("%s: Zugang zum Geschäftskundenportal (%s): Benutzer %s, Passwort %s. Bitte nach dem ersten Login ändern.", hdeFirst(), host, user, pw),
		fmt.Sprintf("%s: can you check the SIM status in the portal? https://%s/login\nuser: %s\npass: %s", hdeFirst(), host, user, pw),
		fmt.Sprintf("Operator portal %s\n  username  %s\n  password  %s\n  2FA       SMS to the NOC phone", host, user, pw),
		fmt.Sprintf("%s: portal de %s → usuario %s, contraseña %s", hdeFirst(), hdeOp(), user, pw),
	)
	return hdeS("portal-password", hdePick("chat", "note"), text, []string{pw}, user)
}

func hdeTwilioEnv() Sample {
	sid := "AC" + hdeRnd(hdeHexLc, 32)
	tok := hdeRnd(hdeHexLc, 32)
	fleet := "HF" + hdeRnd(hdeHexLc, 32)
	text := fmt.Sprintf("# super-sim-fleet-manager/.env\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FLEET_SID=%s\nPOLL_INTERVAL=300\nLOG_LEVEL=info\n", sid, tok, fleet)
	return hdeS("twilio-auth-token", "env", text, []string{tok}, sid, fleet)
}

func hdeTwilioKey() Sample {
	sk := "SK" + hdeRnd(hdeHexLc, 32)
	sec := hdeRnd(hdeAlnum, 32)
	text := fmt.Sprintf("Created a Twilio API key for the SIM usage exporter.\nSID: %s\nSecret: %s\n(the secret is only shown once, so it's here until we move it to the vault)", sk, sec)
	return hdeS("twilio-api-secret", "note", text, []string{sec}, sk)
}

func hdeSoracom() Sample {
	kid := "keyId-" + hdeRnd(hdeAlnum, 32)
	sec := "secret-" + hdeRnd(hdeAlnum, 64)
	op := "OP" + hdeRnd(hdeDig, 10)
	text := hdePick(
		fmt.Sprintf("$ cat ~/.soracom/prod.json\n{\n  \"coverageType\": \"g\",\n  \"authKeyId\": \"%s\",\n  \"authKey\": \"%s\",\n  \"operatorId\": \"%s\"\n}", kid, sec, op),
		fmt.Sprintf("soracom configure --profile fleet\n--> auth key id: %s\n--> auth key: %s\n# operator %s, coverage global", kid, sec, op),
	)
	return hdeS("soracom-auth-key", "shell", text, []string{kid, sec}, op)
}

func hdeOneNCE() Sample {
	cid := hdeUser() + "@" + hdeDomain()
	sec := hdeRnd(hdeAlnum, hdeN(24, 40))
	text := hdePick(
		fmt.Sprintf("import requests\n\n# 1NCE management API\nCLIENT_ID = \"%s\"\nCLIENT_SECRET = \"%s\"\n\nr = requests.post(\"https://api.1nce.com/management-api/oauth/token\",\n    auth=(CLIENT_ID, CLIENT_SECRET), json={\"grant_type\": \"client_credentials\"})\nprint(r.json()[\"access_token\"][:8])", cid, sec),
		fmt.Sprintf("1NCE API Zugang für das Monitoring:\nclient_id: %s\nclient_secret: %s\nToken gilt 1h, Skript holt sich selbst einen neuen.", cid, sec),
	)
	return hdeS("oauth-client-secret", hdePick("python", "note"), text, []string{sec}, cid)
}

func hdeEmnify() Sample {
	tok := hdeJWT()
	text := hdePick(
		fmt.Sprintf("EMNIFY_APPLICATION_TOKEN=%s\nEMNIFY_ORG=%s\nALERT_MAIL=noc@%s", tok, hdeRnd(hdeDig, 6), hdeDomain()),
		fmt.Sprintf("curl -s https://cdn.emnify.net/api/v1/authenticate -H 'Content-Type: application/json' -d '{\"application_token\": \"%s\"}'", tok),
		fmt.Sprintf("$ curl -H \"Authorization: Bearer %s\" https://cdn.emnify.net/api/v1/endpoint?page=1\n[{\"id\": %d, \"name\": \"tracker-%s\", \"status\": {\"description\": \"Enabled\"}}]", tok, hdeN(1000000, 9999999), hdeRnd(hdeDig, 4)),
	)
	return hdeS("iot-platform-token", hdePick("env", "shell"), text, []string{tok})
}

func hdeHologram() Sample {
	key := hdeRnd(hdeAlnum, 32)
	dev := fmt.Sprint(hdeN(100000, 999999))
	text := hdePick(
		fmt.Sprintf("curl -s -u apikey:%s \"https://dashboard.hologram.io/api/1/devices/%s\" | jq .data.links.cellular", key, dev),
		fmt.Sprintf("Hologram API key for the asset trackers (device %s and the rest of the org): %s", dev, key),
	)
	return hdeS("iot-platform-api-key", hdePick("shell", "chat"), text, []string{key}, dev)
}

func hdeAwsIot() Sample {
	id, sec := hdeAWSID(), hdeAWSSecret()
	text := hdePick(
		fmt.Sprintf("[sim-fleet]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1\n", id, sec),
		fmt.Sprintf("Für den Lambda-Job, der die SIM-Datenvolumen nach IoT Core schreibt:\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_REGION=eu-west-1", id, sec),
	)
	return hdeS("aws-access-key", hdePick("ini", "env"), text, []string{id, sec})
}

func hdeTotp() Sample {
	seed := hdeRnd(hdeB32, []int{16, 26, 32}[rng.IntN(3)])
	user := hdeUser()
	host := hdeHost()
	text := hdePick(
		fmt.Sprintf("2FA für den Portal-Sammelaccount (%s), falls der YubiKey weg ist:\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6", host, strings.ReplaceAll(hdeOp(), " ", ""), user, seed, strings.ReplaceAll(hdeOp(), " ", "")),
		fmt.Sprintf("shared NOC account %s on %s - TOTP seed: %s (add it to the team authenticator)", user, host, seed),
	)
	return hdeS("totp-seed", hdePick("note", "chat"), text, []string{seed}, user)
}

func hdeRecovery() Sample {
	n := hdeN(2, 3)
	var codes []string
	for i := 0; i < n; i++ {
		codes = append(codes, hdeRnd(hdeLow+hdeDig, 5)+"-"+hdeRnd(hdeLow+hdeDig, 5))
	}
	host := hdeHost()
	text := fmt.Sprintf("Backup codes for the %s admin account (%s)\nkept here for the weekend on-call, each works once:\n\n%s\n", hdeOp(), host, strings.Join(codes, "\n"))
	return hdeS("recovery-code", "note", text, codes, host)
}

func hdeCookie() Sample {
	sess := hdeRnd(hdeHexUc, 32)
	host := hdeHost()
	name := hdePick("JSESSIONID", "PHPSESSID", "portal_session", "SESSION")
	if name != "JSESSIONID" {
		sess = hdeRnd(hdeLow+hdeDig, hdeN(26, 40))
	}
	text := fmt.Sprintf("curl 'https://%s/b2b/sims/export?format=csv&status=ACTIVE' \\\n  -H 'Accept: text/csv' \\\n  -H 'Cookie: %s=%s; lang=de' \\\n  -o sims.csv", host, name, sess)
	return hdeS("session-cookie", "shell", text, []string{sess}, host)
}

func hdeMagicLink() Sample {
	tok := hdeRnd(hdeB64u, hdeN(32, 48))
	host := hdeHost()
	text := hdePick(
		fmt.Sprintf("Subject: Ihr Anmeldelink\n\nKlicken Sie innerhalb von 15 Minuten auf den Link, um sich bei Mein %s anzumelden:\n\nhttps://%s/auth/magic?token=%s\n\nSie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail.", hdeOp(), host, tok),
		fmt.Sprintf("%s: das Portal schickt mir nur einen Login-Link, kannst du schnell rein? https://%s/login/verify/%s", hdeFirst(), host, tok),
	)
	return hdeS("login-link-token", hdePick("mail", "chat"), text, []string{tok}, host)
}

func hdeSmpp() Sample {
	pw := hdeRnd(hdeAlnum, hdeN(6, 8))
	sys := hdePick("noc_alert", "fleetsms", "m2mgw", "otpsend") + fmt.Sprint(hdeN(1, 9))
	host := "smsc." + hdeDomain()
	text := hdePick(
		fmt.Sprintf("[smpp]\nhost = %s\nport = 2775\nsystem_id = %s\npassword = %s\nsystem_type = \nbind = transceiver\n", host, sys, pw),
		fmt.Sprintf("smpp:\n  host: %s\n  port: 2775\n  system_id: %s\n  password: \"%s\"\n  enquire_link_interval: 30s\n", host, sys, pw),
	)
	return hdeS("smpp-password", hdePick("ini", "yaml"), text, []string{pw}, host, sys)
}

func hdeOAuthYaml() Sample {
	cid := hdeUUID()
	sec := hdeRnd(hdeB64u, hdeN(30, 44))
	text := fmt.Sprintf("operator_api:\n  base_url: https://%s/b2b/v2\n  token_url: https://%s/oauth2/token\n  client_id: %s\n  client_secret: %s\n  scopes: [sim.read, sim.write, usage.read]\n", hdeHost(), hdeHost(), cid, sec)
	return hdeS("oauth-client-secret", "yaml", text, []string{sec}, cid)
}

func hdeStripe() Sample {
	sk := hdePick("sk_live_", "rk_live_") + hdeRnd(hdeAlnum, hdeN(24, 99))
	pk := "pk_live_" + hdeRnd(hdeAlnum, hdeN(24, 99))
	text := fmt.Sprintf("# travel-esim-shop settings\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nESIM_PROVIDER=%s\n", pk, sk, strings.ToLower(strings.Fields(hdeOp())[0]))
	return hdeS("stripe-secret-key", "env", text, []string{sk}, pk)
}

func hdeTelegram() Sample {
	tok := fmt.Sprint(hdeN(100000000, 7999999999)) + ":AA" + hdeRnd(hdeB64u, 33)
	chat := "-100" + hdeRnd(hdeDig, 10)
	text := hdePick(
		fmt.Sprintf("SIM-Alarm-Bot (meldet gesperrte Karten):\nBOT_TOKEN=%s\nCHAT_ID=%s", tok, chat),
		fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%s -d text=\"SIM quota 90%%\"", tok, chat),
	)
	return hdeS("telegram-bot-token", hdePick("env", "shell"), text, []string{tok}, chat)
}

func hdePortalMail() Sample {
	pw := hdePass()
	to := hdeName()
	first := strings.Fields(to)[0]
	user := hdeUserOf(to)
	text := hdePick(
		fmt.Sprintf("Hallo %s,\n\nfür dich wurde ein Zugang zum IoT-SIM-Portal angelegt.\n\nBenutzername: %s\nInitialpasswort: %s\n\nBeim ersten Login musst du ein neues Passwort vergeben.\n\nViele Grüße\n%s", first, user, pw, hdeName()),
		fmt.Sprintf("Hi %s,\n\nyour account on the %s connectivity portal is ready.\nUsername: %s\nTemporary password: %s\n\nCheers,\n%s", first, hdeOp(), user, pw, hdeName()),
	)
	return hdeS("portal-password", "mail", text, []string{pw}, user)
}

func hdeMapsKey() Sample {
	key := "AIza" + hdeRnd(hdeB64u, 35)
	text := fmt.Sprintf("# site-geocoder/settings.py (server side, geocodes new cell sites)\nGEOCODING_API_KEY = \"%s\"\nSITE_DB = \"sites.sqlite\"\nBATCH = %d\n", key, hdeN(50, 500))
	return hdeS("google-api-key", "python", text, []string{key})
}
