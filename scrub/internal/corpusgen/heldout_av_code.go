package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Code, logs, stack traces, diffs, tables, JWTs, PEM and SSH keys, chat tokens.

func havCodeSamples() []Sample {
	var out []Sample
	out = append(out, havRepeat(14, havCodeKey)...)
	out = append(out, havRepeat(10, havLogLeak)...)
	out = append(out, havRepeat(6, havDiffLeak)...)
	out = append(out, havRepeat(10, havChatTokens)...)
	out = append(out, havRepeat(7, havJWTSample)...)
	out = append(out, havRepeat(8, havKeyBlock)...)
	out = append(out, havRepeat(7, havBasicAuth)...)
	out = append(out, havRepeat(5, havPayment)...)
	return out
}

func havCodeKey() Sample {
	_, key := havAnyKey()
	pw := havPW()
	cat := "code-secret"
	switch havN(10) {
	case 0:
		return havSec(cat, "python", fmt.Sprintf("import requests\n\nAPI_KEY = \"%s\"\n\ndef fetch_notams(icao):\n    r = requests.get(f\"https://api.%s/notam/{icao}\", headers={\"X-API-Key\": API_KEY})\n    return r.json()", key, havP(havDomains)), key)
	case 1:
		return havSec(cat, "go", fmt.Sprintf("const samsaraToken = \"%s\"\n\nfunc newClient() *http.Client {\n\treturn &http.Client{Timeout: 10 * time.Second}\n}", key), key)
	case 2:
		return havSec(cat, "java", fmt.Sprintf("DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://%s/amos\")\n    .username(\"amos_ro\")\n    .password(\"%s\")\n    .build();", havHost(), pw), pw)
	case 3:
		return havSec(cat, "csharp", fmt.Sprintf("var client = new SitaClient(\n    endpoint: \"https://%s\",\n    apiKey: \"%s\");", havHost(), key), key)
	case 4:
		return havSec(cat, "javascript", fmt.Sprintf("const geotab = new GeotabApi({\n  credentials: { database: 'redline', userName: 'eld_admin@%s', password: '%s' },\n  path: 'my.geotab.com'\n});", havP(havDomains), pw), pw)
	case 5:
		return havSec(cat, "php", fmt.Sprintf("<?php\ndefine('PCS_USER', 'portops');\ndefine('PCS_PASS', '%s');\n$client = new PcsClient(PCS_USER, PCS_PASS);", pw), pw)
	case 6:
		id, sk := havAWSKeyID(), havAWSSecret()
		return havSec(cat, "ruby", fmt.Sprintf("Aws.config.update(\n  region: 'us-east-1',\n  credentials: Aws::Credentials.new('%s', '%s')\n)", id, sk), id, sk)
	case 7:
		return havSec(cat, "rust", fmt.Sprintf("let token = \"%s\";\nlet client = reqwest::Client::new();\nlet resp = client.get(url).bearer_auth(token).send().await?;", key), key)
	case 8:
		return havSec(cat, "powershell", fmt.Sprintf("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('OPS\\tcms', $pw)\nEnter-PSSession -ComputerName TCMS-LT-%02d -Credential $cred", pw, havN(40)), pw)
	default:
		return havSec(cat, "kotlin", fmt.Sprintf("object EfbConfig {\n    const val SYNC_URL = \"https://%s/sync\"\n    const val SYNC_TOKEN = \"%s\"\n}", havHost(), key), key)
	}
}

func havLogLeak() Sample {
	pw := havURLPW()
	u := havP(havUsers)
	h := havHost()
	cat := "log-leak"
	switch havN(6) {
	case 0:
		return havSec(cat, "log", fmt.Sprintf("%s ERROR pool: could not connect to postgres://%s:%s@%s:5432/crew: connection refused\n%s INFO  pool: retrying in 5s", havStamp(), u, pw, h, havStamp()), pw)
	case 1:
		tok := havJWT()
		return havSec(cat, "log", fmt.Sprintf("%s DEBUG http: > GET /v1/flights/%s%d/legs HTTP/1.1\n> Host: %s\n> Authorization: Bearer %s\n< HTTP/1.1 200 OK", havStamp(), havP([]string{"BA", "LH", "KL", "SK", "AY"}), havBetween(1, 2999), h, tok), tok)
	case 2:
		return havSec(cat, "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/acars/ingest.py\", line 88, in connect\n    conn = pika.BlockingConnection(pika.URLParameters(\"amqp://%s:%s@%s:5672/\"))\npika.exceptions.AMQPConnectionError: (Connection refused)", u, pw, h), pw)
	case 3:
		_, key := havAnyKey()
		return havSec(cat, "log", fmt.Sprintf("[%s] WARN  request failed url=https://%s/api/positions?api_key=%s status=429 retry_after=30", havTime(), h, key), key)
	case 4:
		return havSec(cat, "stacktrace", fmt.Sprintf("java.sql.SQLException: Access denied for user '%s'@'%s' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n\tat com.trax.sync.Main.main(Main.java:42)\nCaused by: config dump {url=jdbc:mysql://%s/trax, user=%s, password=%s}", u, havIP(), h, u, pw), pw)
	default:
		k := havGCPKey()
		return havSec(cat, "log", fmt.Sprintf("%s INFO  wx-brief: GET https://maps.googleapis.com/maps/api/geocode/json?address=EGLL&key=%s -> 200 (143 ms)", havStamp(), k), k)
	}
}

func havDiffLeak() Sample {
	_, key := havAnyKey()
	pw := havPW()
	if havChance(50) {
		return havSec("diff-leak", "diff", fmt.Sprintf("diff --git a/config/acars.yml b/config/acars.yml\n--- a/config/acars.yml\n+++ b/config/acars.yml\n@@ -3,4 +3,4 @@ gateway:\n   host: %s\n   port: 8443\n-  token: ${ACARS_TOKEN}\n+  token: %s\n   retries: 3", havHost(), key), key)
	}
	return havSec("diff-leak", "diff", fmt.Sprintf("--- a/.env.example\n+++ b/.env.example\n@@ -1,3 +1,3 @@\n ECDIS_HOST=%s\n-ECDIS_PASSWORD=changeme\n+ECDIS_PASSWORD=%s\n ECDIS_USER=bridge", havIP(), pw), pw)
}

func havChatTokens() Sample {
	cat := "chat-token"
	switch havN(6) {
	case 0:
		t := havSlackBot()
		return havSec(cat, "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#ops-irops", t), t)
	case 1:
		u := havSlackHook()
		return havSec(cat, "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Gate B%d change for %s%d\"}' %s", havBetween(1, 40), havP([]string{"BA", "EI", "U2", "FR"}), havBetween(100, 999), u), u)
	case 2:
		t := havTelegram()
		return havSec(cat, "code", fmt.Sprintf("bot = telebot.TeleBot(\"%s\")\n\n@bot.message_handler(commands=['eta'])\ndef eta(msg):\n    bot.reply_to(msg, vessel_eta(msg.text))", t), t)
	case 3:
		u := havDiscordHook()
		return havSec(cat, "chat", fmt.Sprintf("webhook for the #berth-alerts channel: %s", u), u)
	case 4:
		t := havTelegram()
		return havSec(cat, "chat", fmt.Sprintf("Telegram-бот для диспетчеров: токен %s", t), t)
	default:
		u := havDiscordHook()
		return havSec(cat, "yaml", fmt.Sprintf("alerts:\n  discord_webhook: %s\n  min_severity: warning", u), u)
	}
}

func havJWTSample() Sample {
	t := havJWT()
	switch havN(4) {
	case 0:
		return havSec("jwt", "chat", fmt.Sprintf("here's my session token from the crew app, it expires tonight: %s", t), t)
	case 1:
		return havSec("jwt", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://%s/api/pairings/today", t, havHost()), t)
	case 2:
		return havSec("jwt", "json", fmt.Sprintf("{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600}", t), t)
	default:
		return havSec("jwt", "note", fmt.Sprintf("Postman env: {{baseUrl}} = https://%s\nauth = %s", havHost(), t), t)
	}
}

func havKeyBlock() Sample {
	block, body := havPEM()
	switch havN(5) {
	case 0:
		return havSec("private-key", "note", fmt.Sprintf("deploy key for the ECDIS update server:\n%s", block), body)
	case 1:
		s := havSec("private-key", "chat", fmt.Sprintf("%s: can you check if this is the right one for the SFTP to the port authority?\n```\n%s\n```\nthanks", havP(havPeople), block), body)
		return havWithKeep(s, "thanks")
	case 2:
		ind := strings.ReplaceAll(block, "\n", "\n    ")
		indBody := strings.ReplaceAll(body, "\n", "\n    ")
		return havSec("private-key", "yaml", fmt.Sprintf("tls:\n  cert_file: /etc/acars/gw.crt\n  key: |\n    %s", ind), indBody)
	case 3:
		lines := strings.Split(body, "\n")
		return havSec("private-key", "shell", fmt.Sprintf("$ cat ~/.ssh/id_rsa\n%s", block), lines...)
	default:
		return havSec("private-key", "ticket", fmt.Sprintf("OPS-%d: attached key for the EDI partner (%s), please install on cargo-edi01.\n\n%s", havBetween(1000, 9999), havP(havCompanies), block), body)
	}
}

func havBasicAuth() Sample {
	u, pw := havP(havUsers), havURLPW()
	enc := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
	switch havN(4) {
	case 0:
		return havSec("basic-auth", "http", fmt.Sprintf("GET /ais/v1/vessels?bbox=3.9,51.8,4.6,52.1 HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json", havHost(), enc), enc)
	case 1:
		return havSec("basic-auth", "chat", fmt.Sprintf("open https://%s:%s@%s/dashboard — works in Chrome", u, pw, havHost()), pw)
	case 2:
		return havSec("basic-auth", "shell", fmt.Sprintf("curl -H 'Authorization: Basic %s' https://%s/api/trucks/positions", enc, havHost()), enc)
	default:
		return havSec("basic-auth", "config", fmt.Sprintf("upstream_url: https://%s:%s@%s/typeb", u, pw, havHost()), pw)
	}
}

func havPayment() Sample {
	k := havStripe()
	switch havN(3) {
	case 0:
		pub := "STRIPE_PUBLISHABLE_KEY=pk_live_" + havR(alnum, 24)
		return havWithKeep(havSec("payment-key", "env", fmt.Sprintf("STRIPE_SECRET_KEY=%s\n%s", k, pub), k), pub)
	case 1:
		return havSec("payment-key", "code", fmt.Sprintf("stripe.api_key = \"%s\"\ncharge = stripe.PaymentIntent.create(amount=4500, currency=\"eur\", description=\"excess baggage\")", k), k)
	default:
		return havSec("payment-key", "chat", fmt.Sprintf("use %s for the crew-meal voucher backend, it's the live one", k), k)
	}
}
