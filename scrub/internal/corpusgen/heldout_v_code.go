package main

import (
	"fmt"
	"strings"
)

// SaaS and cloud tokens in many surroundings, and code in several languages.

type hvVendor struct {
	name, env string
	gen       func() string
}

var hvVendors = []hvVendor{
	{"AWS access key", "AWS_ACCESS_KEY_ID", hvAWSID},
	{"Google Maps key", "GOOGLE_MAPS_API_KEY", hvGCPKey},
	{"GitHub token", "GITHUB_TOKEN", hvGHToken},
	{"GitLab token", "GITLAB_TOKEN", hvGLToken},
	{"Slack bot token", "SLACK_BOT_TOKEN", hvSlackToken},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", hvTelegramToken},
	{"Stripe key", "STRIPE_SECRET_KEY", hvStripeKey},
	{"Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + hvS(32, alnum) }},
	{"SendGrid key", "SENDGRID_API_KEY", hvSendGrid},
	{"Mailchimp key", "MAILCHIMP_API_KEY", func() string { return hvHex(32) + "-us" + fmt.Sprint(hvN(1, 21)) }},
	{"OpenAI key", "OPENAI_API_KEY", hvOpenAI},
	{"Anthropic key", "ANTHROPIC_API_KEY", hvAnthropic},
	{"Shopify admin token", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + hvHex(32) }},
	{"Notion integration secret", "NOTION_TOKEN", func() string { return hvP("secret_"+hvS(43, alnum), "ntn_"+hvS(46, alnum)) }},
	{"Airtable token", "AIRTABLE_TOKEN", func() string { return "pat" + hvS(14, alnum) + "." + hvHex(64) }},
	{"Atlassian API token", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + hvS(170, b64url) + "=" + strings.ToUpper(hvHex(8)) }},
	{"HubSpot private app token", "HUBSPOT_TOKEN", func() string { return "pat-" + hvP("na1", "eu1") + "-" + hvUUID() }},
	{"Mapbox secret token", "MAPBOX_SECRET", func() string { return "sk.eyJ1Ijoi" + hvS(40, b64url) + "." + hvS(22, b64url) }},
	{"Square access token", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + hvS(60, b64url) }},
	{"Dropbox token", "DROPBOX_TOKEN", func() string { return "sl." + hvS(hvN(130, 140), b64url) }},
	{"Linear key", "LINEAR_API_KEY", func() string { return "lin_api_" + hvS(40, alnum) }},
	{"Postman key", "POSTMAN_API_KEY", func() string { return "PMAK-" + hvHex(24) + "-" + hvHex(34) }},
	{"DigitalOcean token", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + hvHex(64) }},
	{"Figma token", "FIGMA_TOKEN", func() string { return "figd_" + hvS(40, b64url) }},
	{"Cloudflare API token", "CF_API_TOKEN", func() string { return hvS(40, b64url) }},
	{"Datadog API key", "DD_API_KEY", func() string { return hvHex(32) }},
	{"New Relic key", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + hvS(27, upper+digits) }},
	{"Hugging Face token", "HF_TOKEN", func() string { return "hf_" + hvS(34, alnum) }},
	{"Brevo key", "BREVO_API_KEY", func() string { return "xkeysib-" + hvHex(64) + "-" + hvS(16, alnum) }},
	{"Braintree token", "BRAINTREE_ACCESS_TOKEN", func() string { return "access_token$production$" + hvS(16, lower+digits) + "$" + hvHex(32) }},
	{"Netlify token", "NETLIFY_AUTH_TOKEN", func() string { return "nfp_" + hvS(36, alnum) }},
	{"Twilio auth token", "TWILIO_AUTH_TOKEN", func() string { return hvHex(32) }},
	{"Google refresh token", "GOOGLE_REFRESH_TOKEN", func() string { return "1//0" + hvS(hvN(95, 105), b64url) }},
	{"Azure storage key", "AZURE_STORAGE_KEY", hvAzureKey},
	{"Sentry auth token", "SENTRY_AUTH_TOKEN", func() string { return "sntrys_" + hvS(hvN(120, 140), alnum) }},
}

func hvVendorSamples() []Sample {
	var out []Sample
	for i := range hvVendors {
		v := hvVendors[i]
		tok := v.gen()
		name := hvName()
		var s Sample
		switch rng.IntN(9) {
		case 0:
			s = hvSec("vendor-token", "chat", fmt.Sprintf("%s: here's the %s for the website thing: %s", name, v.name, tok), tok)
		case 1:
			s = hvSec("vendor-token", "env", fmt.Sprintf("NODE_ENV=production\n%s=%s\nTZ=Europe/Berlin", v.env, tok), tok)
			s = hvKeep(s, "TZ=Europe/Berlin")
		case 2:
			s = hvSec("vendor-token", "email", fmt.Sprintf("Hi %s,\n\nas discussed, the %s for the shop is below.\n\n%s\n\nThe agency will need it by Friday.\n\nCheers,\n%s", hvName(), v.name, tok, name), tok)
			s = hvKeep(s, "The agency will need it by Friday.")
		case 3:
			s = hvSec("vendor-token", "json", fmt.Sprintf("{\n  \"service\": \"%s\",\n  \"%s\": \"%s\",\n  \"retries\": 3\n}", strings.ToLower(strings.Fields(v.name)[0]), strings.ToLower(v.env), tok), tok)
		case 4:
			s = hvSec("vendor-token", "notes", fmt.Sprintf("%s\n%s\n(created %s, owner: %s)", v.name, tok, hvP("March", "last week", "at onboarding"), name), tok)
			s = hvKeep(s, "owner: "+name+")")
		case 5:
			s = hvSec("vendor-token", "ticket", fmt.Sprintf("Ticket %s-%d: integration stopped syncing.\nCustomer pasted their %s: %s\nNext step: ask them to rotate it.", hvP("SUP", "HELP", "IT"), hvN(100, 9999), v.name, tok), tok)
			s = hvKeep(s, "Next step: ask them to rotate it.")
		case 6:
			s = hvSec("vendor-token", "python", fmt.Sprintf("import os\n\n%s = os.environ.get(\"%s\", \"%s\")", v.env, v.env, tok), tok)
		case 7:
			s = hvSec("vendor-token", "chat-pt", fmt.Sprintf("segue a chave do %s: %s (não coloca no grupo)", v.name, tok), tok)
		default:
			s = hvSec("vendor-token", "yaml", fmt.Sprintf("integrations:\n  %s:\n    enabled: true\n    token: \"%s\"", strings.ToLower(strings.ReplaceAll(v.name, " ", "_")), tok), tok)
			s = hvKeep(s, "    enabled: true")
		}
		out = append(out, s)
	}
	// webhooks, where the secret is the last path part
	for i := 0; i < 6; i++ {
		var url, sec string
		if i%2 == 0 {
			url, sec = hvSlackHook()
		} else {
			url, sec = hvDiscordHook()
		}
		var s Sample
		switch i % 4 {
		case 0, 1:
			s = hvSec("webhook", "chat", fmt.Sprintf("post the rota reminders to %s every Monday 8:00", url), sec)
		case 2:
			s = hvSec("webhook", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"backup finished\"}' %s", url), sec)
		default:
			s = hvSec("webhook", "yaml", fmt.Sprintf("notify:\n  url: %s\n  on_failure: true", url), sec)
		}
		out = append(out, s)
	}
	return out
}

func hvCodeSamples() []Sample {
	var out []Sample
	for i := 0; i < 28; i++ {
		pw := hvPw(true)
		user := hvP("admin", "reports", "shop", strings.ToLower(hvP("anna", "sven", "mateo"))+"@"+hvP("gmail.com", "example.org"))
		var s Sample
		switch i % 22 {
		case 0:
			s = hvSec("code-password", "python", fmt.Sprintf("r = requests.get(\"https://nas.local:5001/api/photos\", auth=(\"%s\", \"%s\"), verify=False)\nprint(r.status_code)", user, pw), pw)
		case 1:
			app := hvS(4, lower) + " " + hvS(4, lower) + " " + hvS(4, lower) + " " + hvS(4, lower)
			s = hvSec("code-password", "python", fmt.Sprintf("with smtplib.SMTP_SSL(\"smtp.gmail.com\", 465) as server:\n    server.login(\"%s\", \"%s\")  # app password\n    server.send_message(msg)", hvP("club.newsletter@gmail.com", "oma.hilde@gmail.com"), app), app)
		case 2:
			tok := hvS(40, alnum)
			s = hvSec("code-token", "javascript", fmt.Sprintf("const res = await fetch('https://api.%s.com/v1/bookings', {\n  headers: { Authorization: 'Bearer %s' },\n});", hvP("calendly", "salonbook", "treatwell"), tok), tok)
		case 3:
			tok := hvGLToken()
			s = hvSec("code-token", "go", fmt.Sprintf("const gitlabToken = \"%s\"\n\nfunc client() *gitlab.Client {\n\tc, _ := gitlab.NewClient(gitlabToken)\n\treturn c\n}", tok), tok)
			s = hvKeep(s, "func client() *gitlab.Client {")
		case 4:
			s = hvSec("code-password", "java", fmt.Sprintf("Connection c = DriverManager.getConnection(\n    \"jdbc:postgresql://%s/school\", \"%s\", \"%s\");", hvHost(), user, pw), pw)
		case 5:
			s = hvSec("code-password", "csharp", fmt.Sprintf("var client = new SmtpClient(\"smtp.office365.com\", 587) {\n    Credentials = new NetworkCredential(\"%s\", \"%s\"),\n    EnableSsl = true\n};", user, pw), pw)
		case 6:
			s = hvSec("code-password", "php", fmt.Sprintf("$pdo = new PDO('mysql:host=localhost;dbname=shop', '%s', '%s');", user, pw), pw)
		case 7:
			tok := "hf_" + hvS(34, alnum)
			s = hvSec("code-token", "rust", fmt.Sprintf("let token = \"%s\";\nlet client = reqwest::Client::new();", tok), tok)
		case 8:
			s = hvSec("code-password", "kotlin", fmt.Sprintf("object Config {\n    const val USER = \"%s\"\n    const val PASSWORD = \"%s\"\n}", user, pw), pw)
		case 9:
			key := hvGCPKey()
			s = hvSec("code-token", "swift", fmt.Sprintf("let placesKey = \"%s\"\nGMSPlacesClient.provideAPIKey(placesKey)", key), key)
		case 10:
			u := hvP("reporting", "metabase", "powerbi", "bookkeeper")
			s = hvSec("sql-password", "sql", fmt.Sprintf("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON shop.* TO '%s'@'%%';", u, pw, u), pw)
		case 11:
			s = hvSec("sql-password", "sql", fmt.Sprintf("ALTER ROLE %s WITH LOGIN PASSWORD '%s';", hvP("grafana", "readonly", "app"), pw), pw)
		case 12:
			s = hvSec("vba-password", "vba", fmt.Sprintf("Sub UnlockBudget()\n    Worksheets(\"Budget %d\").Unprotect Password:=\"%s\"\n    Range(\"B2:M40\").Locked = False\nEnd Sub", hvN(2022, 2025), pw), pw)
		case 13:
			key := hvS(39, b64url)
			s = hvSec("code-token", "apps-script", fmt.Sprintf("// Google Apps Script bound to the sign-up sheet\nconst API_KEY = '%s';\nfunction onFormSubmit(e) {\n  sendWelcomeMail(e.values[1]);\n}", key), key)
			s = hvKeep(s, "function onFormSubmit(e) {")
		case 14:
			s = hvSec("code-password", "bash", fmt.Sprintf("#!/bin/bash\nNAS=192.168.1.20\nPASSWORD=\"%s\"\nrsync -av ~/Pictures/ \"admin@$NAS:/volume1/photo/\"", pw), pw)
			s = hvKeep(s, "NAS=192.168.1.20")
		case 15:
			block, secs := hvPEM(hvP("rsa", "openssh", "ec"))
			s = hvSec("pem-key", "chat", fmt.Sprintf("%s: this is the key for the web server, put it in ~/.ssh/\n%s", hvName(), block), secs...)
		case 16:
			block, secs := hvPEM("pkcs8")
			s = hvSec("pem-key", "readme", fmt.Sprintf("## Signing\n\nThe signing key (dev only):\n\n```\n%s\n```\n\nRun `make sign` afterwards.", block), secs...)
			s = hvKeep(s, "Run `make sign` afterwards.")
		case 17:
			jwt := hvJWT()
			s = hvSec("jwt", "javascript", fmt.Sprintf("localStorage.setItem('authToken', '%s');\nwindow.location.href = '/dashboard';", jwt), jwt)
		case 18:
			jwt := hvJWT()
			s = hvSec("jwt", "http", fmt.Sprintf("GET /api/v1/me HTTP/1.1\nHost: portal.%s.com\nAuthorization: Bearer %s\nAccept: application/json", hvP("insurance", "gym", "school"), jwt), jwt)
			s = hvKeep(s, "Accept: application/json")
		case 19:
			p := hvPw(true)
			s = hvSec("code-password", "arduino", fmt.Sprintf("const char* ssid = \"%s\";\nconst char* password = \"%s\";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}", hvSSID(), p), p)
			s = hvKeep(s, "  WiFi.begin(ssid, password);")
		case 20:
			s = hvSec("code-password", "autohotkey", fmt.Sprintf("^!p::\nSend, %s{Enter}\nreturn", pw), pw)
		default:
			s = hvSec("code-password", "powershell", fmt.Sprintf("$User = \"%s\"\n$Password = \"%s\"\nSend-MailMessage -SmtpServer smtp.office365.com -UseSsl -Credential (New-Object PSCredential($User,(ConvertTo-SecureString $Password -AsPlainText -Force)))", user, pw), pw)
		}
		out = append(out, s)
	}
	return out
}
