package main

import "strings"

// Code, logs, stack traces, diffs, PEM and SSH private keys, JWTs.

func hamCodeSamples(n int) []Sample {
	type gen func() (format, text string, secrets []string, keep []string)
	gens := []gen{
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "python", "import psycopg2\n\nconn = psycopg2.connect(\n    host=\"" + hamHost() + "\",\n    dbname=\"fristen\",\n    user=\"fristen_app\",\n    password=\"" + p + "\",\n)", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := hamSendGrid()
			return "python", "# TODO: move to env before go-live\nSENDGRID_KEY = '" + k + "'\nsg = SendGridAPIClient(SENDGRID_KEY)", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "java", "DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://" + hamHost() + "/eakte\")\n    .username(\"eakte\")\n    .password(\"" + p + "\")\n    .build();", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := hamStripeKey()
			return "javascript", "const stripe = require('stripe')('" + k + "');\n\nasync function donate(amountCents) {\n  return stripe.paymentIntents.create({ amount: amountCents, currency: 'eur' });\n}", []string{k}, []string{"currency: 'eur'"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "csharp", "var client = new SmtpClient(\"mail.stadt-hildesheim.de\", 587)\n{\n    Credentials = new NetworkCredential(\"wahlamt\", \"" + p + "\"),\n    EnableSsl = true\n};", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := hamGCPKey()
			return "go", "const mapsKey = \"" + k + "\" // geocoding for polling stations\n\nfunc geocode(addr string) (*Location, error) {\n\treturn lookup(addr, mapsKey)\n}", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "php", "$pdo = new PDO('mysql:host=localhost;dbname=civicrm', 'civicrm', '" + p + "');", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "ruby", "ActiveRecord::Base.establish_connection(\n  adapter: 'postgresql',\n  database: 'grants',\n  username: 'grants',\n  password: '" + p + "'\n)", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "sql", "CREATE USER wahl_ro WITH PASSWORD '" + p + "';\nGRANT SELECT ON ALL TABLES IN SCHEMA ergebnisse TO wahl_ro;", []string{p}, []string{"GRANT SELECT ON ALL TABLES IN SCHEMA ergebnisse TO wahl_ro;"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "sql", "ALTER LOGIN [ramicro] WITH PASSWORD = N'" + p + "';", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			old, nw := hamPassword(), hamPassword()
			return "diff", "--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@ DATABASES = {\n         'NAME': 'eakte',\n         'USER': 'eakte',\n-        'PASSWORD': '" + old + "',\n+        'PASSWORD': '" + nw + "',\n         'HOST': 'db',", []string{old, nw}, []string{"'NAME': 'eakte',"}
		},
		func() (string, string, []string, []string) {
			tok := hamSlackToken()
			return "diff", "diff --git a/.env b/.env\nindex 3f2a1c9..8be04d2 100644\n--- a/.env\n+++ b/.env\n@@ -1,3 +1,4 @@\n APP_NAME=fristen-bot\n+SLACK_TOKEN=" + tok + "\n LOG_LEVEL=info", []string{tok}, []string{"APP_NAME=fristen-bot"}
		},
		func() (string, string, []string, []string) {
			p := hamURLPassword()
			return "stacktrace", "Traceback (most recent call last):\n  File \"/srv/grants/sync.py\", line 41, in <module>\n    engine = create_engine(\"postgresql://grants:" + p + "@db-grants:5432/grants\")\n  File \"/usr/lib/python3/site-packages/sqlalchemy/engine/create.py\", line 522, in create_engine\nsqlalchemy.exc.OperationalError: could not connect to server", []string{p}, []string{"sqlalchemy.exc.OperationalError: could not connect to server"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "stacktrace", "org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"eakte\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat de.justiz.eakte.Db.open(Db.java:58)  // props: user=eakte password=" + p, []string{p}, nil
		},
		func() (string, string, []string, []string) {
			j := hamJWT()
			return "log", "2024-05-0" + hamDigits(1) + "T10:22:41Z DEBUG portal-api incoming request path=/v1/filings auth=\"Bearer " + j + "\" ip=10.0.3.17", []string{j}, nil
		},
		func() (string, string, []string, []string) {
			j := hamJWT()
			return "chat", "here's my session token from the e-filing portal, can you decode it? " + j, []string{j}, nil
		},
		func() (string, string, []string, []string) {
			j := hamJWT()
			return "http", "POST /api/v1/submissions HTTP/2\nHost: portal.justiz.example\nAuthorization: Bearer " + j + "\nContent-Type: application/xml", []string{j}, []string{"Content-Type: application/xml"}
		},
		func() (string, string, []string, []string) {
			body := hamPEMBody(8, "MIIEpAIBAAKCAQEA")
			txt := "-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END RSA PRIVATE KEY-----"
			return "pem", "Schlüssel für die XJustiz-Signatur (Test):\n" + txt, body, nil
		},
		func() (string, string, []string, []string) {
			body := hamPEMBody(6, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC")
			txt := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
			return "json", "{\n  \"type\": \"service_account\",\n  \"private_key\": \"" + txt + "\",\n  \"client_email\": \"akte-ocr@stadt-eakte-prod.iam.gserviceaccount.com\"\n}", body, nil
		},
		func() (string, string, []string, []string) {
			body := hamPEMBody(5, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
			txt := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
			return "notes", "deploy key for the wahl-auswertung repo (ed25519):\n" + txt + "\nfingerprint SHA256:" + hamRnd(hamB64, 43), body, nil
		},
		func() (string, string, []string, []string) {
			body := hamPEMBody(7, "MHcCAQEEI")
			txt := "-----BEGIN EC PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END EC PRIVATE KEY-----"
			return "email", "Bonjour,\n\nci-joint la clé privée du certificat RPVA de test :\n\n" + txt + "\n\nCordialement", body, nil
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "log", "Mar 12 03:14:07 wahl-srv01 app[2231]: connecting to ldap as svc_wahl with password '" + p + "'\nMar 12 03:14:07 wahl-srv01 app[2231]: bind ok", []string{p}, []string{"bind ok"}
		},
		func() (string, string, []string, []string) {
			p := hamPassword()
			return "log", "[2024-08-19 16:40:02] production.ERROR: SQLSTATE[HY000] [1045] Access denied (connection: mysql, DSN: mysql://civicrm:" + p + "@127.0.0.1/civicrm)", []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := hamAnthropic()
			return "python", "client = anthropic.Anthropic(api_key=\"" + k + "\")\nsummary = client.messages.create(model=MODEL, max_tokens=800, messages=msgs)", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			k := hamTelegramToken()
			return "python", "bot = telebot.TeleBot(\"" + k + "\")\n\n@bot.message_handler(commands=['frist'])\ndef frist(msg):\n    bot.reply_to(msg, naechste_frist())", []string{k}, nil
		},
		func() (string, string, []string, []string) {
			sec := hamAzureClientSecret()
			return "powershell", "$body = @{\n  client_id     = '" + hamUUID() + "'\n  client_secret = '" + sec + "'\n  scope         = 'https://graph.microsoft.com/.default'\n  grant_type    = 'client_credentials'\n}", []string{sec}, nil
		},
		func() (string, string, []string, []string) {
			p := hamHumanPassword()
			return "vba", "Set conn = CreateObject(\"ADODB.Connection\")\nconn.Open \"Provider=SQLOLEDB;Data Source=" + hamHost() + ";Initial Catalog=Mandanten;User ID=excel;Password=" + p + ";\"", []string{p}, nil
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		f, t, s, k := gens[i%len(gens)]()
		out = append(out, hamSample("code-secret", f, t, s, k...))
	}
	return out
}

func hamUUID() string {
	return hamHex(8) + "-" + hamHex(4) + "-4" + hamHex(3) + "-" + hamPick("8", "9", "a", "b") + hamHex(3) + "-" + hamHex(12)
}
