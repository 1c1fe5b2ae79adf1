package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps about operator portals, IoT platforms and operations: ids, references, masks.

func hdeTrapGens2() []hdeGen {
	return []hdeGen{
		{hdeTPortalUser, 6}, {hdeTTwilioRef, 5}, {hdeTTwilioSid, 4}, {hdeTSoracomList, 5},
		{hdeTOneNCERef, 5}, {hdeTEmnifyOut, 5}, {hdeTHologramOut, 4}, {hdeTAwsArn, 5},
		{hdeT2FATalk, 4}, {hdeTCookieNoSess, 4}, {hdeTLoginNoToken, 4}, {hdeTSmppLog, 5},
		{hdeTOAuthRef, 5}, {hdeTStripePk, 4}, {hdeTTelegramIds, 4}, {hdeTWebhookRef, 6},
		{hdeTDbNoPass, 6}, {hdeTRadiusRef, 4}, {hdeTApnPublic, 5}, {hdeTCertBlock, 5},
		{hdeTGitRefs, 4}, {hdeTK8sRef, 5}, {hdeTRedactedLog, 6}, {hdeTChangeme, 4},
		{hdeTPwPolicy, 5}, {hdeTLogoB64, 4}, {hdeTShopLog, 6}, {hdeTBilling, 5},
	}
}

func hdeTPortalUser() Sample {
	return hdePick(
		hdeT("trap-portal-user", "chat", fmt.Sprintf("%s: dein Zugang zum Geschäftskundenportal (https://%s) ist angelegt, Benutzer %s. Das Passwort kommt per SMS.", hdeFirst(), hdeHost(), hdeUser())),
		hdeT("trap-portal-user", "note", fmt.Sprintf("Operator portal %s\n  username  %s\n  password  in 1Password, vault \"Carrier Portals\"\n  2FA       SMS to the NOC phone", hdeHost(), hdeUser())),
		hdeT("trap-portal-user", "mail", fmt.Sprintf("Hi %s,\n\nyour account on the %s connectivity portal is ready.\nUsername: %s\nYou will get a separate e-mail with a link to set your password.\n\nCheers,\n%s", hdeFirst(), hdeOp(), hdeUser(), hdeName())),
	)
}

func hdeTTwilioRef() Sample {
	return hdeT("trap-secret-reference", "env", fmt.Sprintf("# super-sim-fleet-manager/.env.example\nTWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FLEET_SID=HF%s\nPOLL_INTERVAL=300\n", hdeRnd(hdeHexLc, 32), hdeRnd(hdeHexLc, 32)))
}

func hdeTTwilioSid() Sample {
	return hdeT("trap-api-key-sid", "chat", fmt.Sprintf("%s: I revoked API key SK%s and created a new one for the exporter, the secret went straight into Vault (path kv/sim-exporter/twilio)", hdeFirst(), hdeRnd(hdeHexLc, 32)))
}

func hdeTSoracomList() Sample {
	return hdeT("trap-iot-platform-ids", "shell", fmt.Sprintf("$ soracom sims list --profile fleet | jq '.[] | {simId, status, groupId}'\n{\n  \"simId\": \"%s\",\n  \"status\": \"active\",\n  \"groupId\": \"%s\"\n}\n{\n  \"simId\": \"%s\",\n  \"status\": \"suspended\",\n  \"groupId\": \"%s\"\n}", "8981"+hdeRnd(hdeDig, 15), hdeUUID(), "8981"+hdeRnd(hdeDig, 15), hdeUUID()))
}

func hdeTOneNCERef() Sample {
	return hdeT("trap-secret-reference", "yaml", fmt.Sprintf("onence:\n  token_url: https://api.1nce.com/management-api/oauth/token\n  client_id: %s@%s\n  client_secret: \"{{ secrets.ONENCE_CLIENT_SECRET }}\"\n", hdeUser(), hdeDomain()))
}

func hdeTEmnifyOut() Sample {
	return hdeT("trap-iot-platform-ids", "json", fmt.Sprintf("[\n  {\"id\": %d, \"name\": \"tracker-%s\", \"ip_address\": \"100.%d.%d.%d\", \"sim\": {\"iccid\": \"%s\", \"imsi\": \"%s\"}, \"status\": {\"description\": \"Enabled\"}}\n]", hdeN(1000000, 9999999), hdeRnd(hdeDig, 4), hdeN(64, 127), hdeN(0, 255), hdeN(1, 254), hdeICCID(), hdeIMSI()))
}

func hdeTHologramOut() Sample {
	return hdeT("trap-iot-platform-ids", "shell", fmt.Sprintf("$ hologram devices list\nDEVICE  NAME              LINK    STATE  LAST SEEN\n%d  cold-chain-%03d    %d  LIVE   %s\n%d  cold-chain-%03d    %d  PAUSED %s", hdeN(100000, 999999), hdeN(1, 300), hdeN(1000000, 9999999), hdeDate(), hdeN(100000, 999999), hdeN(1, 300), hdeN(1000000, 9999999), hdeDate()))
}

func hdeTAwsArn() Sample {
	acct := hdeRnd(hdeDig, 12)
	return hdePick(
		hdeT("trap-aws-ids", "note", fmt.Sprintf("IoT Core thing for each tracker: arn:aws:iot:eu-central-1:%s:thing/tracker-%s, role arn:aws:iam::%s:role/sim-usage-writer (assumed via OIDC, no static keys).", acct, hdeRnd(hdeDig, 4), acct)),
		hdeT("trap-aws-ids", "ini", fmt.Sprintf("[profile sim-fleet]\nsso_start_url = https://%s.awsapps.com/start\nsso_account_id = %s\nsso_role_name = SimFleetOps\nregion = eu-central-1\n", strings.ToLower(strings.Fields(hdeOp())[0]), acct)),
	)
}

func hdeT2FATalk() Sample {
	return hdeT("trap-2fa-talk", "chat", fmt.Sprintf("%s: 2FA is now mandatory on %s. Scan the QR code shown after login with your authenticator app; shared accounts get a hardware key.", hdeFirst(), hdeHost()))
}

func hdeTCookieNoSess() Sample {
	return hdeT("trap-cookie", "shell", fmt.Sprintf("curl 'https://%s/tariffs/iot?country=DE' \\\n  -H 'Accept: application/json' \\\n  -H 'Cookie: lang=de; consent=analytics:0,marketing:0; region=eu' \\\n  -o tariffs.json", hdeHost()))
}

func hdeTLoginNoToken() Sample {
	return hdeT("trap-login-link", "mail", fmt.Sprintf("Subject: Ihr Anmeldelink ist abgelaufen\n\nDer Link war nur 15 Minuten gültig. Fordern Sie unter https://%s/login einen neuen an.\n\nIhr %s-Team", hdeHost(), hdeOp()))
}

func hdeTSmppLog() Sample {
	return hdeT("trap-smpp-log", "log", fmt.Sprintf("%s INFO smpp: connecting to smsc.%s:2775\n%s INFO smpp: bind_transceiver system_id=%s system_type=\"\" -> ESME_ROK\n%s INFO smpp: enquire_link every 30s, window=%d", hdeStamp(), hdeDomain(), hdeStamp(), hdePick("noc_alert", "fleetsms", "m2mgw")+fmt.Sprint(hdeN(1, 9)), hdeStamp(), hdeN(5, 50)))
}

func hdeTOAuthRef() Sample {
	return hdeT("trap-secret-reference", "yaml", fmt.Sprintf("operator_api:\n  base_url: https://%s/b2b/v2\n  client_id: %s\n  client_secret: vault:secret/data/operator-api#client_secret\n  scopes: [sim.read, usage.read]\n", hdeHost(), hdeUUID()))
}

func hdeTStripePk() Sample {
	return hdeT("trap-publishable-key", "html", fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  // checkout for travel eSIM bundles\n  const stripe = Stripe('pk_live_%s');\n</script>", hdeRnd(hdeAlnum, hdeN(24, 99))))
}

func hdeTTelegramIds() Sample {
	return hdeT("trap-bot-ids", "chat", fmt.Sprintf("%s: der SIM-Alarm-Bot heißt @%s_sim_alarm_bot und postet in die Gruppe %s. Token liegt im Vault unter bots/telegram.", hdeFirst(), strings.ToLower(strings.Fields(hdeOp())[0]), "-100"+hdeRnd(hdeDig, 10)))
}

func hdeTWebhookRef() Sample {
	return hdePick(
		hdeT("trap-webhook-ref", "yaml", fmt.Sprintf("alerts:\n  sim_quota:\n    threshold_pct: %d\n    notify:\n      slack_webhook: ${SLACK_SIM_ALERTS_WEBHOOK}\n      channel: \"#sim-fleet\"\n", hdeN(70, 95))),
		hdeT("trap-webhook-ref", "chat", fmt.Sprintf("%s: see the thread here https://%s.slack.com/archives/C%s/p%s – the webhook itself is in Secret Manager as slack-sim-alerts", hdeFirst(), strings.ToLower(strings.Fields(hdeOp())[0]), hdeRnd(hdeUp+hdeDig, 10), hdeRnd(hdeDig, 16))),
		hdeT("trap-webhook-ref", "powershell", "# "+hdeSite()+" report job\n$TeamsHook = $env:TEAMS_ESIM_WEBHOOK\n$body = @{ text = \"eSIM download failures: $failures\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $TeamsHook -Method Post -Body $body"),
	)
}

func hdeTDbNoPass() Sample {
	host := hdePick("pg-sim-01", "db-inventory", "oss-pg") + "." + hdeDomain()
	return hdePick(
		hdeT("trap-db-no-password", "env", fmt.Sprintf("DATABASE_URL=postgresql://siminv@%s:5432/sim_inventory?sslmode=verify-full\n# password comes from ~/.pgpass\n", host)),
		hdeT("trap-db-no-password", "log", fmt.Sprintf("%s ERROR could not connect to %s:5432 user=siminv db=sim_inventory err=\"password authentication failed\"", hdeStamp(), host)),
		hdeT("trap-db-no-password", "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:oracle:thin:@//hlr-gw.%s:1521/HLRPROV\n    username: prov_app\n    password: ${HLR_DB_PASSWORD}\n", hdeDomain())),
	)
}

func hdeTRadiusRef() Sample {
	return hdeT("trap-secret-reference", "config", fmt.Sprintf("client pgw-%d {\n\tipaddr = 10.%d.%d.%d\n\tsecret = $ENV{RADIUS_PGW_SECRET}\n\tnas_type = other\n}", hdeN(1, 4), hdeN(0, 255), hdeN(0, 255), hdeN(1, 254)))
}

func hdeTApnPublic() Sample {
	return hdePick(
		hdeT("trap-apn-public", "wiki", fmt.Sprintf("APN-Einstellungen für die Datenkarten: APN `%s`, Authentifizierung keine, Benutzername und Passwort leer lassen.", hdePick("internet.m2m", "iot.1nce.net", "em", "web.vodafone.de"))),
		hdeT("trap-apn-public", "config", fmt.Sprintf("config interface 'wan'\n\toption proto 'qmi'\n\toption device '/dev/cdc-wdm0'\n\toption apn '%s'\n\toption auth 'none'\n\toption pdptype 'ipv4v6'", hdePick("internet.m2m", "iot.1nce.net", "em"))),
	)
}

func hdeTCertBlock() Sample {
	var b strings.Builder
	b.WriteString("-----BEGIN CERTIFICATE-----\nMIIC" + hdeRnd(hdeB64, 60) + "\n")
	for i := 0; i < hdeN(4, 7); i++ {
		b.WriteString(hdeRnd(hdeB64, 64) + "\n")
	}
	b.WriteString(hdeRnd(hdeB64, hdeN(10, 50)) + "==\n-----END CERTIFICATE-----")
	return hdeT("trap-certificate", hdePick("note", "shell"), fmt.Sprintf("SM-DP+ root CI certificate to add to the trust store (public):\n\n%s", b.String()))
}

func hdeTGitRefs() Sample {
	return hdeT("trap-git-refs", "commit", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    sim-sync: retry ES2+ calls on 503\n\n    Refs: %s, reverts %s", hdeRnd(hdeHexLc, 40), hdeName(), hdeUser(), hdeDomain(), hdeDate(), hdeTicket(), hdeRnd(hdeHexLc, 12)))
}

func hdeTK8sRef() Sample {
	return hdeT("trap-secret-reference", "yaml", fmt.Sprintf("      containers:\n        - name: sim-activation\n          image: registry.%s/bss/sim-activation@sha256:%s\n          env:\n            - name: OPERATOR_API_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: sim-activation-svc\n                  key: OPERATOR_API_PASSWORD\n", hdeDomain(), hdeRnd(hdeHexLc, 64)))
}

func hdeTRedactedLog() Sample {
	return hdePick(
		hdeT("trap-redacted", "log", fmt.Sprintf("%s DEBUG http-client > GET https://%s/api/v2/sims?status=SUSPENDED\n%s DEBUG http-client > Authorization: Bearer [REDACTED]\n%s DEBUG http-client < 200 OK request_id=%s", hdeStamp(), hdeHost(), hdeStamp(), hdeStamp(), hdeRnd(hdeHexLc, 32))),
		hdeT("trap-redacted", "env", "# "+hdeOp()+" fleet, copy from "+hdeDate()+"\nTWILIO_AUTH_TOKEN=********************************\nSORACOM_AUTH_KEY=secret-xxxxxxxxxxxxxxxxxxxxxxxx\nEMNIFY_APPLICATION_TOKEN=<your-application-token>\n"),
		hdeT("trap-redacted", "yaml", "smpp:\n  host: smsc."+hdeDomain()+"\n  system_id: <system-id>\n  password: \"<password>\"\n"),
	)
}

func hdeTChangeme() Sample {
	return hdeT("trap-placeholder", "config", "# "+hdePick("sim_sync", "esim_bridge", "usage_export", "ota_push")+"/config.example.ini – copy to config.ini and replace every value marked CHANGE\n[operator]\nbase_url = https://portal.example.com/api\napi_key = changeme\n[db]\npassword = changeme\n")
}

func hdeTPwPolicy() Sample {
	return hdePick(
		hdeT("trap-password-talk", "wiki", "Passwortregeln "+hdeHost()+": mindestens "+fmt.Sprint(hdeN(10, 16))+" Zeichen, Groß- und Kleinbuchstaben, eine Ziffer; die letzten 5 Passwörter dürfen nicht wiederverwendet werden. Nach 5 Fehlversuchen wird der Account 30 Minuten gesperrt."),
		hdeT("trap-password-talk", "chat", fmt.Sprintf("%s: I reset your password on the IoT portal, check your inbox for the link. It expires in an hour.", hdeFirst())),
		hdeT("trap-password-talk", "ticket", fmt.Sprintf("%s\nUser %s locked out of the SIM portal after 5 failed logins. Unlocked, user will set a new password via self-service.", hdeTicket(), hdeUser())),
	)
}

func hdeTLogoB64() Sample {
	raw := make([]byte, hdeN(60, 120))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	png := "iVBORw0KGgoAAAANSUhEUgAA" + base64.StdEncoding.EncodeToString(raw)
	return hdeT("trap-base64-image", "json", fmt.Sprintf("{\n  \"operator\": \"%s\",\n  \"logo\": \"data:image/png;base64,%s\",\n  \"color\": \"#%s\"\n}", hdeOp(), png, hdeRnd(hdeHexLc, 6)))
}

func hdeTShopLog() Sample {
	return hdeT("trap-request-ids", "log", fmt.Sprintf("%s INFO  esim-shop order=%s customer=%s bundle=EU-%dGB request_id=%s\n%s INFO  esim-shop payment ok intent=pi_%s\n%s INFO  esim-shop profile reserved iccid=%s trace=%s", hdeStamp(), hdeUUID(), hdeRnd(hdeDig, 8), hdePick(1, 3, 5, 10, 20), hdeRnd(hdeHexLc, 32), hdeStamp(), hdeRnd(hdeAlnum, 24), hdeStamp(), hdeICCID(), hdeRnd(hdeHexLc, 16)))
}

func hdeTBilling() Sample {
	return hdeT("trap-billing", "mail", fmt.Sprintf("Hallo %s,\n\ndie Rechnung %s für %d IoT-SIMs (Kundennummer %s) ist fällig. Bitte überweisen an IBAN DE%s, BIC %s.\n\nViele Grüße\nBuchhaltung %s", hdeFirst(), "RE-"+hdeRnd(hdeDig, 8), hdeN(10, 900), hdeRnd(hdeDig, 10), hdeRnd(hdeDig, 20), hdePick("COBADEFFXXX", "DEUTDEFFXXX", "GENODEF1S04"), hdeOp()))
}
