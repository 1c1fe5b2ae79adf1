package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbgLocal writes secrets of local services: DATEV, ELSTER, BankID, DigiD, MitID, Vipps,
// Swish, Mollie for iDEAL, Tink, Íslykill.
func hbgLocal(o *hbgOut) {
	o.run(24, hbgLocalSample)
}

func hbgLocalSample() hbgS {
	pw := hbgPW()
	u := hbgUser()
	pin4 := fmt.Sprintf("%04d", hbgN(1000, 9999))
	pin5 := fmt.Sprintf("%05d", hbgN(10000, 99999))
	pin6 := fmt.Sprintf("%06d", hbgN(100000, 999999))
	switch rng.IntN(18) {
	case 0:
		return hbgSec("local-service", "chat", fmt.Sprintf("DATEV-Passwort (Benutzer %s): %s – bitte nicht an die Aushilfe geben", u, pw), pw)
	case 1:
		return hbgSec("local-service", "notes", fmt.Sprintf("DATEV SmartCard Kanzlei Krüger\nPIN: %s\nPUK liegt im Tresor, Fach 3", pin6), pin6).k("PUK liegt im Tresor, Fach 3")
	case 2:
		return hbgSec("local-service", "chat", fmt.Sprintf("Die ELSTER-Zertifikatsdatei liegt unter S:\\Steuern\\elster_%d.pfx, das Passwort dazu ist %s", hbgN(2020, 2025), pw), pw)
	case 3:
		return hbgSec("local-service", "chat", fmt.Sprintf("Mein BankID-säkerhetskod är %s, kan du signera deklarationen åt mig?", pin6), pin6)
	case 4:
		return hbgSec("local-service", "chat", fmt.Sprintf("BankID: personlig passord %s, engangskode fra appen", pw), pw)
	case 5:
		return hbgSec("local-service", "chat", fmt.Sprintf("DigiD gebruikersnaam %s, wachtwoord %s (voor de belastingaangifte van oma)", u, pw), pw)
	case 6:
		return hbgSec("local-service", "chat", fmt.Sprintf("pincode van de DigiD-app is %s", pin5), pin5)
	case 7:
		return hbgSec("local-service", "chat", fmt.Sprintf("MitID: bruger-ID %s og adgangskode %s. Appen spørger om pinkode %s.", u, pw, pin4), pw, pin4)
	case 8:
		return hbgSec("local-service", "chat", fmt.Sprintf("Vipps-PIN-en til klubbkontoen er %s", pin4), pin4)
	case 9:
		cs := hbgR(b64url, 40)
		sk := hbgHex(32)
		return hbgSec("local-service", "env", fmt.Sprintf("VIPPS_CLIENT_ID=%s\nVIPPS_CLIENT_SECRET=%s\nVIPPS_SUBSCRIPTION_KEY=%s\nVIPPS_MSN=%d", hbgUUID(), cs, sk, hbgN(100000, 999999)), cs, sk)
	case 10:
		return hbgSec("local-service", "chat", fmt.Sprintf("Swish-certifikatet (Swish_Merchant_%s.p12) har lösenordet %s", hbgDigitsN(10), pw), pw)
	case 11:
		k := "live_" + hbgR(alnum, 30)
		return hbgSec("local-service", "php", fmt.Sprintf("$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"%s\");\n// iDEAL-betalingen voor de webshop", k), k).k("// iDEAL-betalingen voor de webshop")
	case 12:
		cs := hbgHex(32)
		return hbgSec("local-service", "yaml", fmt.Sprintf("tink:\n  client_id: %s\n  client_secret: %s\n  market: SE\n  locale: sv_SE", hbgHex(32), cs), cs).k("  market: SE")
	case 13:
		return hbgSec("local-service", "chat", fmt.Sprintf("Íslykillinn minn er %s ef þú þarft að skoða skattframtalið", pw), pw)
	case 14:
		return hbgSec("local-service", "chat", fmt.Sprintf("Verkkopankin tunnukset: käyttäjätunnus %s, salasana %s", hbgDigitsN(8), pw), pw)
	case 15:
		k := hbgR(alnum, 32)
		return hbgSec("local-service", "chat", fmt.Sprintf("lexoffice API-Key für den Shop-Import: %s", k), k)
	case 16:
		k := hbgHex(32)
		return hbgSec("local-service", "shell", fmt.Sprintf("curl -H \"Authorization: %s\" https://my.sevdesk.de/api/v1/Invoice?limit=10", k), k)
	default:
		j := hbgJWT()
		return hbgSec("local-service", "http", fmt.Sprintf("GET /3/customers HTTP/1.1\nHost: api.fortnox.se\nAuthorization: Bearer %s\nAccept: application/json", j), j)
	}
}

// hbgVendors writes cloud keys, Git host tokens, chat tokens, payment keys, JWTs and SaaS keys.
func hbgVendors(o *hbgOut) {
	o.run(44, hbgVendorSample)
	o.run(16, hbgSaaS)
}

func hbgVendorSample() hbgS {
	switch rng.IntN(30) {
	case 0:
		id, sec := hbgAWSID(), hbgAWSSec()
		return hbgSec("aws", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec), id, sec).k("region = eu-central-1")
	case 1:
		id, sec := hbgAWSID(), hbgAWSSec()
		return hbgSec("aws", "chat", fmt.Sprintf("S3-Backup der Gemeinde: Access Key %s, Secret %s (Bucket %s-backup)", id, sec, strings.Split(hbgDomain(), ".")[0]), id, sec)
	case 2:
		id, sec := hbgAWSID(), hbgAWSSec()
		return hbgSec("aws", "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n    region_name=\"eu-north-1\",\n)", id, sec), id, sec)
	case 3:
		k := hbgGAPI()
		return hbgSec("gcp", "chat", fmt.Sprintf("Geocoding-Key für die Abfallkalender-App (serverseitig, nicht einschränkbar): %s", k), k)
	case 4:
		k := hbgAzKey()
		acct := "st" + hbgR(lower, 8)
		return hbgSec("azure", "connstr", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
	case 5:
		s := hbgAzSecret()
		return hbgSec("azure", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hbgUUID(), hbgUUID(), s), s)
	case 6:
		s := hbgAzSecret()
		return hbgSec("azure", "chat", fmt.Sprintf("App-Registrierung \"Intune-Sync\": Geheimniswert %s (läuft %s ab)", s, hbgDate()), s)
	case 7:
		sig := strings.ReplaceAll(hbgR(hbgB64, 43)+"=", "+", "%2B")
		sig = strings.ReplaceAll(sig, "/", "%2F")
		sig = strings.ReplaceAll(sig, "=", "%3D")
		return hbgSec("azure", "url", fmt.Sprintf("https://st%s.blob.core.windows.net/export/bericht.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T23:00:00Z&sig=%s", hbgR(lower, 8), sig), sig)
	case 8:
		t := hbgGH()
		return hbgSec("github", "shell", fmt.Sprintf("git clone https://%s@github.com/%s/schulportal.git", t, hbgP("gym-am-markt", "kvarnbyik", "bergen-it")), t)
	case 9:
		t := hbgGLPAT()
		return hbgSec("gitlab", "chat", fmt.Sprintf("Project Access Token für den Runner: %s (Scope read_repository)", t), t)
	case 10:
		t := "ATBB" + hbgR(alnum, 32)
		return hbgSec("bitbucket", "chat", fmt.Sprintf("Bitbucket-App-Passwort für den Jenkins-User: %s", t), t)
	case 11:
		t := "github_pat_11" + hbgR(upper+digits, 20) + "_" + hbgR(alnum, 59)
		return hbgSec("github", "yaml", fmt.Sprintf("renovate:\n  platform: github\n  token: %s\n  onboarding: false", t), t).k("  platform: github")
	case 12:
		t := hbgSlackB()
		return hbgSec("slack", "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#drift-alarme", t), t).k("SLACK_CHANNEL=#drift-alarme")
	case 13:
		p := "T" + hbgR(upper+digits, 8) + "/B" + hbgR(upper+digits, 10) + "/" + hbgR(alnum, 24)
		return hbgSec("slack", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Backup fertig\"}' https://hooks.slack.com/services/%s", p), p)
	case 14:
		t := hbgTelegram()
		return hbgSec("telegram", "chat", fmt.Sprintf("Telegram-Bot für die Heizungsüberwachung: %s, Chat-ID -100%s", t, hbgDigitsN(10)), t)
	case 15:
		t := hbgTelegram()
		return hbgSec("telegram", "python", fmt.Sprintf("BOT_TOKEN = \"%s\"\nCHAT_ID = %s\nrequests.get(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\", params={\"chat_id\": CHAT_ID, \"text\": \"Pumpe aus\"})", t, hbgDigitsN(9)), t)
	case 16:
		w := hbgR(b64url, 68)
		return hbgSec("discord-webhook", "chat", fmt.Sprintf("Webhook für den #ergebnisse-Kanal: https://discord.com/api/webhooks/%s/%s", hbgSnowflake(), w), w)
	case 17:
		k := hbgStripe()
		return hbgSec("stripe", "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=pk_live_51%s\nSTRIPE_SECRET_KEY=%s", hbgR(alnum, 60), k), k)
	case 18:
		k := "whsec_" + hbgR(alnum, 32)
		return hbgSec("stripe", "chat", fmt.Sprintf("Webhook-Signing-Secret für den Vereinsshop: %s", k), k)
	case 19:
		k := "AQE" + hbgR(alnum, 20) + "+" + hbgR(alnum+"+/", 60) + "=-" + hbgR(alnum+"+/~", 40)
		return hbgSec("adyen", "properties", fmt.Sprintf("adyen.environment=LIVE\nadyen.apiKey=%s\nadyen.merchantAccount=WinkelNLECOM", k), k).k("adyen.merchantAccount=WinkelNLECOM")
	case 20:
		pw := hbgR(alnum+"_", 24)
		uid := "K" + hbgDigitsN(6) + "_" + hbgR(lower+digits, 12)
		return hbgSec("klarna", "shell", fmt.Sprintf("curl -u %s:%s https://api.klarna.com/ordermanagement/v1/orders/%s", uid, pw, hbgUUID()), pw)
	case 21:
		j := hbgJWT()
		return hbgSec("jwt", "http", fmt.Sprintf("POST /api/v1/antraege HTTP/1.1\nHost: portal.%s\nAuthorization: Bearer %s\nContent-Type: application/json", hbgDomain(), j), j)
	case 22:
		j := hbgJWT()
		return hbgSec("jwt", "chat", fmt.Sprintf("Hier ist mein Token aus dem Browser, vielleicht hilft's beim Debuggen: %s", j), j)
	case 23:
		k := hbgSendGrid()
		return hbgSec("sendgrid", "env", fmt.Sprintf("MAIL_MAILER=smtp\nMAIL_HOST=smtp.sendgrid.net\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=%s", k), k).k("MAIL_HOST=smtp.sendgrid.net")
	case 24:
		k := "key-" + hbgHex(32)
		return hbgSec("mailgun", "chat", fmt.Sprintf("Mailgun (EU-Region) API key: %s", k), k)
	case 25:
		sid := "AC" + hbgHex(32)
		tok := hbgHex(32)
		return hbgSec("twilio", "python", fmt.Sprintf("account_sid = \"%s\"\nauth_token = \"%s\"\nclient = Client(account_sid, auth_token)", sid, tok), tok)
	case 26:
		k := hbgOpenAI()
		return hbgSec("openai", "chat", fmt.Sprintf("Für den KI-Pilot im Bürgerbüro nutzt du bitte diesen Key: %s", k), k)
	case 27:
		k := "sk-ant-api03-" + hbgR(b64url, 93) + "AA"
		return hbgSec("anthropic", "env", fmt.Sprintf("ANTHROPIC_API_KEY=%s\nMODEL=claude-sonnet", k), k)
	case 28:
		k := hbgHex(32)
		return hbgSec("datadog", "yaml", fmt.Sprintf("datadog:\n  site: datadoghq.eu\n  apiKey: %s\n  logs:\n    enabled: true", k), k).k("  site: datadoghq.eu")
	default:
		k := "sntryu_" + hbgHex(64)
		return hbgSec("sentry", "shell", fmt.Sprintf("export SENTRY_AUTH_TOKEN=%s\nsentry-cli releases new \"ouderportaal@%d.%d.0\"", k, hbgN(1, 4), hbgN(0, 30)), k).k("sentry-cli releases new")
	}
}

// hbgSaaS writes keys of more vendors and hosters, several of them from the north.
func hbgSaaS() hbgS {
	switch rng.IntN(14) {
	case 0:
		k := "npm_" + hbgR(alnum, 36)
		return hbgSec("npm", "npmrc", fmt.Sprintf("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s", k), k).k("registry=https://registry.npmjs.org/")
	case 1:
		k := "pypi-AgEIcHlwaS5vcmc" + hbgR(b64url, 120)
		return hbgSec("pypi", "ini", fmt.Sprintf("[pypi]\n  username = __token__\n  password = %s", k), k)
	case 2:
		k := "shpat_" + hbgHex(32)
		return hbgSec("shopify", "chat", fmt.Sprintf("Admin-API-Token für den Hofladen-Shop: %s", k), k)
	case 3:
		k := hbgHetzner()
		return hbgSec("hetzner", "shell", fmt.Sprintf("export HCLOUD_TOKEN=%s\nhcloud server list", k), k).k("hcloud server list")
	case 4:
		k := "dop_v1_" + hbgHex(64)
		return hbgSec("digitalocean", "tf", fmt.Sprintf("provider \"digitalocean\" {\n  token = \"%s\"\n}", k), k)
	case 5:
		k := "ATATT3xFfGF0" + hbgR(b64url, 180) + "=" + hbgUHex(8)
		return hbgSec("atlassian", "chat", fmt.Sprintf("API-Token für Jira (user %s@%s): %s", hbgUser(), hbgDomain(), k), k)
	case 6:
		k := "ntn_" + hbgR(digits, 11) + hbgR(alnum, 35)
		return hbgSec("notion", "env", fmt.Sprintf("NOTION_TOKEN=%s\nNOTION_DB=%s", k, hbgHex(32)), k)
	case 7:
		k := "NRAK-" + hbgR(upper+digits, 27)
		return hbgSec("newrelic", "chat", fmt.Sprintf("New Relic User Key: %s", k), k)
	case 8:
		k := "pat-eu1-" + hbgUUID()
		return hbgSec("hubspot", "chat", fmt.Sprintf("HubSpot Private App Token (CRM-Sync): %s", k), k)
	case 9:
		k := "glsa_" + hbgR(alnum, 32) + "_" + hbgHex(8)
		return hbgSec("grafana", "env", fmt.Sprintf("GRAFANA_URL=https://grafana.%s\nGRAFANA_SA_TOKEN=%s", hbgDomain(), k), k)
	case 10:
		ast := hbgUUID()
		agt := hbgR(alnum, 43)
		return hbgSec("e-conomic", "http", fmt.Sprintf("GET https://restapi.e-conomic.com/customers\nX-AppSecretToken: %s\nX-AgreementGrantToken: %s", ast, agt), ast, agt)
	case 11:
		k := base64.StdEncoding.EncodeToString([]byte(hbgR(alnum, 30)))
		return hbgSec("ionos", "chat", fmt.Sprintf("IONOS DNS-API: Präfix %s, Secret %s", hbgHex(32), k), k)
	case 12:
		k := "lin_api_" + hbgR(alnum, 40)
		return hbgSec("linear", "chat", fmt.Sprintf("linear key for the webhook relay → %s", k), k)
	default:
		k := "figd_" + hbgR(b64url, 40)
		return hbgSec("figma", "chat", fmt.Sprintf("Figma-Token für den Export der Vorlagen: %s", k), k)
	}
}
