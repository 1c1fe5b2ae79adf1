package main

import (
	"encoding/base64"
	"fmt"
)

// Operations around SIM platforms: webhooks, databases, RADIUS, APNs, CI and service configs.

func hdeOpsGens() []hdeGen {
	return []hdeGen{
		{hdeSlackHook, 6}, {hdeTeamsHook, 4}, {hdeDiscordHook, 4}, {hdeDbConn, 7}, {hdeDatasource, 5},
		{hdeRadius, 6}, {hdeApnCreds, 6}, {hdeSmdpKey, 5}, {hdeGithubTok, 5}, {hdeK8sSecret, 5},
		{hdeBearerLog, 6}, {hdeDiffKey, 5}, {hdeJwtSigning, 4}, {hdeRedis, 4}, {hdeMqtt, 5},
		{hdeSendgrid, 4}, {hdeEncKey, 5},
	}
}

func hdeSlackURL() string {
	return "https://hooks.slack.com/services/T" + hdeRnd(hdeUp+hdeDig, hdeN(8, 10)) + "/B" + hdeRnd(hdeUp+hdeDig, hdeN(8, 10)) + "/" + hdeRnd(hdeAlnum, 24)
}

func hdeSlackHook() Sample {
	u := hdeSlackURL()
	text := hdePick(
		fmt.Sprintf("alerts:\n  sim_quota:\n    threshold_pct: %d\n    notify:\n      slack_webhook: %s\n      channel: \"#sim-fleet\"\n", hdeN(70, 95), u),
		fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"%d SIMs over quota\"}' %s", hdeN(2, 80), u),
		fmt.Sprintf("%s: hier der Webhook für den #sim-alarme Kanal: %s", hdeFirst(), u),
	)
	return hdeS("slack-webhook", hdePick("yaml", "shell", "chat"), text, []string{u})
}

func hdeTeamsHook() Sample {
	u := "https://" + hdePick("nordtel", "funkwerkmobil", "orbisconnect") + ".webhook.office.com/webhookb2/" + hdeUUID() + "@" + hdeUUID() + "/IncomingWebhook/" + hdeRnd(hdeHexLc, 32) + "/" + hdeUUID()
	text := fmt.Sprintf("$TeamsHook = \"%s\"\n$body = @{ text = \"eSIM download failures: $failures\" } | ConvertTo-Json\nInvoke-RestMethod -Uri $TeamsHook -Method Post -Body $body -ContentType 'application/json'", u)
	return hdeS("teams-webhook", "powershell", text, []string{u})
}

func hdeDiscordHook() Sample {
	u := "https://discord.com/api/webhooks/" + fmt.Sprint(hdeN(1, 9)) + hdeRnd(hdeDig, 18) + "/" + hdeRnd(hdeB64u, 68)
	text := hdePick(
		fmt.Sprintf("DISCORD_WEBHOOK_URL=%s\n# posts when a field SIM gets blocked", u),
		fmt.Sprintf("%s: webhook for the #outages channel on our community server: %s", hdeFirst(), u),
	)
	return hdeS("discord-webhook", hdePick("env", "chat"), text, []string{u})
}

func hdeDbConn() Sample {
	pw := hdePass()
	user := hdePick("siminv", "sim_ro", "provisioning", "esim_app", "oss_report")
	host := hdePick("pg-sim-01", "db-inventory", "esim-db.prod", "oss-pg") + "." + hdeDomain()
	dsn := hdePick("postgresql://", "postgres://", "mysql://") + user + ":" + pw + "@" + host + ":" + hdePick("5432", "6432", "3306") + "/" + hdePick("sim_inventory", "esim", "oss")
	text := hdePick(
		fmt.Sprintf("DATABASE_URL=%s\nWORKERS=4", dsn),
		fmt.Sprintf("%s: kannst du mal schauen warum der Export hängt? psql \"%s\" -c 'select status, count(*) from sims group by 1'", hdeFirst(), dsn),
		fmt.Sprintf("%s ERROR could not connect to %s\n  dsn=%s\n  err=timeout after 10s", hdeStamp(), host, dsn),
	)
	return hdeS("db-password", hdePick("env", "chat", "log"), text, []string{pw}, host, user)
}

func hdeDatasource() Sample {
	pw := hdePass()
	host := "hlr-gw." + hdeDomain()
	text := hdePick(
		fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:oracle:thin:@//%s:1521/HLRPROV\n    username: prov_app\n    password: '%s'\n  jpa:\n    open-in-view: false\n", host, pw),
		fmt.Sprintf("[hlr_gateway]\nurl = https://%s/ws/provisioning\nuser = prov_app\npassword = %s\ntimeout = 15\n", host, pw),
	)
	return hdeS("db-password", hdePick("yaml", "ini"), text, []string{pw}, host)
}

func hdeRadius() Sample {
	sec := hdeRnd(hdeAlnum, hdeN(16, 32))
	ip := fmt.Sprintf("10.%d.%d.%d", hdeN(0, 255), hdeN(0, 255), hdeN(1, 254))
	apn := hdePick("corp.", "fleet.", "scada.") + hdeDomain()
	text := fmt.Sprintf("# /etc/freeradius/3.0/clients.conf\n# GGSN/PGW for private APN %s\nclient pgw-%d {\n\tipaddr = %s\n\tsecret = %s\n\tnas_type = other\n}", apn, hdeN(1, 4), ip, sec)
	return hdeS("radius-secret", "config", text, []string{sec}, ip, apn)
}

func hdeApnCreds() Sample {
	pw := hdeRnd(hdeAlnum, hdeN(10, 16))
	apn := hdePick("corp.", "fleet.", "scada.") + hdeDomain()
	user := hdePick("meter", "tracker", "kiosk", "atm") + hdeRnd(hdeDig, 4)
	text := hdePick(
		fmt.Sprintf("Privater APN für die Zähler-Gateways:\nAPN: %s\nAuth: CHAP\nBenutzer: %s\nPasswort: %s\n(jede Karte hat eigene Zugangsdaten, die aus dem RADIUS)", apn, user, pw),
		fmt.Sprintf("config interface 'wan'\n\toption proto 'qmi'\n\toption device '/dev/cdc-wdm0'\n\toption apn '%s'\n\toption auth 'chap'\n\toption username '%s'\n\toption password '%s'", apn, user, pw),
	)
	return hdeS("apn-password", hdePick("note", "config"), text, []string{pw}, apn, user)
}

func hdeSmdpKey() Sample {
	pem := hdePEM()
	text := hdePick(
		"ES2+ client cert for the SM-DP+ (mTLS), key below, cert is in the ticket:\n\n"+pem,
		fmt.Sprintf("$ cat certs/es2plus-client.key\n%s\n$ openssl x509 -in certs/es2plus-client.crt -noout -subject\nsubject=CN = es2plus.%s", pem, hdeDomain()),
	)
	return hdeS("private-key", hdePick("note", "shell"), text, []string{pem})
}

func hdeGithubTok() Sample {
	tok := hdePick("ghp_", "github_pat_") + hdeRnd(hdeAlnum, 36)
	if tok[:4] == "gith" {
		tok = "github_pat_" + hdeRnd(hdeAlnum, 22) + "_" + hdeRnd(hdeAlnum, 59)
	}
	text := hdePick(
		fmt.Sprintf("git clone https://%s@github.com/%s/sim-provisioning-tools.git", tok, hdePick("nordtel-oss", "iot-core-team", "esim-lab")),
		fmt.Sprintf("%s: the CI needs a token to pull the pySim fork, use mine for now: %s", hdeFirst(), tok),
	)
	return hdeS("github-token", hdePick("shell", "chat"), text, []string{tok})
}

func hdeK8sSecret() Sample {
	pw := hdePass()
	text := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: sim-activation-svc\n  namespace: %s\ntype: Opaque\nstringData:\n  OPERATOR_API_USER: svc-activation\n  OPERATOR_API_PASSWORD: \"%s\"\n", hdePick("iot", "esim", "bss"), pw)
	return hdeS("api-password", "yaml", text, []string{pw}, "svc-activation")
}

func hdeBearerLog() Sample {
	tok := hdePick(hdeJWT(), hdeRnd(hdeAlnum, 40))
	host := hdeHost()
	text := fmt.Sprintf("%s DEBUG http-client > GET https://%s/api/v2/sims?status=SUSPENDED\n%s DEBUG http-client > Authorization: Bearer %s\n%s DEBUG http-client < 200 OK (%d ms)\n%s INFO  sync: %d suspended SIMs", hdeStamp(), host, hdeStamp(), tok, hdeStamp(), hdeN(40, 900), hdeStamp(), hdeN(0, 300))
	return hdeS("bearer-token", "log", text, []string{tok}, host)
}

func hdeDiffKey() Sample {
	key := hdeRnd(hdeAlnum, hdeN(32, 40))
	text := fmt.Sprintf("commit: move operator API key to env\n\n--- a/sim_sync/config.py\n+++ b/sim_sync/config.py\n@@ -3,7 +3,7 @@ import os\n \n BASE_URL = \"https://%s/api\"\n-API_KEY = \"%s\"\n+API_KEY = os.environ[\"OPERATOR_API_KEY\"]\n TIMEOUT = 20\n", hdeHost(), key)
	return hdeS("api-key", "diff", text, []string{key}, "OPERATOR_API_KEY")
}

func hdeJwtSigning() Sample {
	sec := hdeRnd(hdeAlnum+"-_", hdeN(32, 64))
	text := fmt.Sprintf("[auth]\n# signs the activation links the eSIM shop mails out\njwt_signing_secret = %s\njwt_ttl = 900\nissuer = shop.%s\n", sec, hdeDomain())
	return hdeS("signing-secret", "toml", text, []string{sec})
}

func hdeRedis() Sample {
	pw := hdeRnd(hdeAlnum, hdeN(20, 32))
	host := "redis-events." + hdeDomain()
	text := fmt.Sprintf("SIM_EVENT_QUEUE=rediss://default:%s@%s:6380/0\nSIM_EVENT_TOPIC=sim.lifecycle", pw, host)
	return hdeS("db-password", "env", text, []string{pw}, host)
}

func hdeMqtt() Sample {
	pw := hdePass()
	user := "tracker-fleet"
	host := "mqtt." + hdeDomain()
	text := hdePick(
		fmt.Sprintf("mosquitto_sub -h %s -p 8883 -u %s -P '%s' -t 'fleet/+/sim/status' -v", host, user, pw),
		fmt.Sprintf("mqtt:\n  broker: ssl://%s:8883\n  username: %s\n  password: %s\n  topic: fleet/+/sim/status\n", host, user, pw),
	)
	return hdeS("mqtt-password", hdePick("shell", "yaml"), text, []string{pw}, host, user)
}

func hdeSendgrid() Sample {
	key := "SG." + hdeRnd(hdeB64u, 22) + "." + hdeRnd(hdeB64u, 43)
	text := fmt.Sprintf("# mails the eSIM QR code to customers\nSENDGRID_API_KEY=%s\nMAIL_FROM=esim@%s", key, hdeDomain())
	return hdeS("sendgrid-api-key", "env", text, []string{key})
}

func hdeEncKey() Sample {
	raw := make([]byte, 32)
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	key := base64.StdEncoding.EncodeToString(raw)
	text := hdePick(
		fmt.Sprintf("# Ki/OPc are stored encrypted at rest (AES-256-GCM)\nKI_ENCRYPTION_KEY=%s\nKI_KEY_VERSION=%d", key, hdeN(1, 6)),
		fmt.Sprintf("%s: neuer Master-Key für die Ki-Verschlüsselung in der SIM-DB: %s – alter bleibt bis zur Migration aktiv", hdeFirst(), key),
	)
	return hdeS("encryption-key", hdePick("env", "chat"), text, []string{key})
}
