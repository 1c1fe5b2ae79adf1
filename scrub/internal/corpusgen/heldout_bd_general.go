package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// General secrets a consultant pastes: cloud keys, Git host tokens, chat tokens, payment keys,
// database URLs, JWTs, PEM and SSH keys.

func hbdGeneralGens() []hbdGen {
	return []hbdGen{
		{8, hbdAWS}, {5, hbdGCP}, {6, hbdAzure}, {8, hbdGitTok}, {5, hbdSlack},
		{4, hbdTelegram}, {4, hbdDiscordHook}, {7, hbdPayment}, {7, hbdDBURL}, {5, hbdJWT},
		{5, hbdPEM}, {4, hbdSSH},
	}
}

func hbdAKID() string   { return hbdP("AKIA", "ASIA") + hbdR(upper+"234567", 16) }
func hbdAWSSec() string { return hbdR(alnum+"+/", 40) }
func hbdGHP() string    { return hbdP("ghp_", "gho_", "ghs_", "ghu_") + hbdMix(36) }
func hbdGLPat() string  { return "glpat-" + hbdR(alnum+"-_", 20) }
func hbdStripe() string { return hbdP("sk_live_", "rk_live_", "sk_test_") + hbdMix(hbdP(24, 99)) }
func hbdSlackTok() string {
	return hbdP("xoxb-", "xoxp-") + hbdD(12) + "-" + hbdD(13) + "-" + hbdMix(24)
}

func hbdAWS() Sample {
	id, sec := hbdAKID(), hbdAWSSec()
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "ini", fmt.Sprintf("[sap-backup]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec)
	case 1:
		f, text = "env", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=edi-archive-prod", id, sec)
	case 2:
		f, text = "chat", fmt.Sprintf("keys for the HANA backint bucket: %s / %s", id, sec)
	case 3:
		f, text = "python", fmt.Sprintf("s3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n)\ns3.upload_file('IDOC_%s.xml', 'edi-archive', 'in/')", id, sec, hbdD(16))
	case 4:
		f, text = "terraform", fmt.Sprintf("provider \"aws\" {\n  region     = \"us-east-1\"\n  access_key = \"%s\"\n  secret_key = \"%s\"\n}", id, sec)
	case 5:
		f, text = "notes", fmt.Sprintf("%s\nAWS IAM user sap-s3-sync\n  Access key: %s\n  Secret: %s", ord, id, sec)
		return hbdSK("aws-key", f, text, []string{ord}, id, sec)
	default:
		f, text = "chat-de", fmt.Sprintf("Zugriffsschlüssel %s, geheimer Schlüssel %s – bitte nach dem Test löschen", id, sec)
	}
	return hbdS("aws-key", f, text, id, sec)
}

func hbdGCP() Sample {
	k := "AIza" + hbdR(b64url, 35)
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "url", fmt.Sprintf("https://maps.googleapis.com/maps/api/geocode/json?address=Walldorf&key=%s", k)
	case 1:
		f, text = "abap", fmt.Sprintf("DATA(lv_url) = |https://translation.googleapis.com/language/translate/v2?key=%s|.\ncl_http_client=>create_by_url( EXPORTING url = lv_url IMPORTING client = lo_client ).", k)
	case 2:
		body := hbdPEMBody(6)
		esc := strings.ReplaceAll(body, "\n", "\\n")
		f, text = "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"erp-bridge-%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"loader@erp-bridge.iam.gserviceaccount.com\"\n}", hbdD(4), esc)
		return hbdS("gcp-key", f, text, esc)
	default:
		f, text = "chat", fmt.Sprintf("GCP API key for address validation in the S/4 BP screen: %s", k)
	}
	return hbdS("gcp-key", f, text, k)
}

func hbdAzure() Sample {
	acct := hbdCo() + "edi" + hbdD(2)
	key := hbdB64(64)
	var text, f string
	switch rng.IntN(5) {
	case 0:
		f, text = "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key)
	case 1:
		sig := strings.NewReplacer("/", "%2F", "+", "%2B", "=", "%3D").Replace(hbdB64(32))
		f, text = "url", fmt.Sprintf("https://%s.blob.core.windows.net/invoices?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-03-01T00:00:00Z&st=2025-03-01T00:00:00Z&spr=https&sig=%s", acct, sig)
		return hbdS("azure-key", f, text, sig)
	case 2:
		s := hbdAzSecret()
		f, text = "shell", fmt.Sprintf("az login --service-principal -u %s -p '%s' --tenant %s", hbdUUID(), s, hbdUUID())
		return hbdS("azure-key", f, text, s)
	case 3:
		pat := hbdR("abcdefghijklmnopqrstuvwxyz234567", 52)
		f, text = "chat", fmt.Sprintf("Azure DevOps PAT for the pipeline that imports the D365 packages: %s", pat)
		return hbdS("azure-key", f, text, pat)
	default:
		f, text = "json", fmt.Sprintf("{\n  \"IsEncrypted\": false,\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s\",\n    \"FUNCTIONS_WORKER_RUNTIME\": \"dotnet\"\n  }\n}", acct, key)
	}
	return hbdS("azure-key", f, text, key)
}

func hbdGitTok() Sample {
	var t string
	switch rng.IntN(4) {
	case 0:
		t = hbdGHP()
	case 1:
		t = "github_pat_" + hbdMix(22) + "_" + hbdMix(59)
	case 2:
		t = hbdGLPat()
	default:
		t = "ATBB" + hbdMix(28) + strings.ToUpper(hbdHex(8))
	}
	var text, f string
	switch rng.IntN(6) {
	case 0:
		f, text = "shell", fmt.Sprintf("git clone https://oauth2:%s@gitlab.%s.com/erp/abap-gitrepo.git", t, hbdCo())
	case 1:
		f, text = "chat", fmt.Sprintf("abapGit needs a token for pushing, use %s", t)
	case 2:
		f, text = "yaml", fmt.Sprintf("jobs:\n  deploy:\n    steps:\n      - run: gh release create v%d.%d.%d\n        env:\n          GH_TOKEN: %s", hbdI(1, 4), hbdI(0, 20), hbdI(0, 9), t)
	case 3:
		f, text = "ini", fmt.Sprintf("[remote \"origin\"]\n\turl = https://x-token-auth:%s@bitbucket.org/%s/cpi-flows.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*", t, hbdCo())
	case 4:
		f, text = "notes-es", fmt.Sprintf("Token de acceso personal (caduca en 30 días): %s", t)
	default:
		f, text = "env", fmt.Sprintf("GITHUB_TOKEN=%s\nREPO=%s/sap-btp-cap", t, hbdCo())
	}
	return hbdS("git-token", f, text, t)
}

func hbdSlack() Sample {
	t := hbdSlackTok()
	hook := "https://hooks.slack.com/services/T" + hbdR(upper+digits, 8) + "/B" + hbdR(upper+digits, 10) + "/" + hbdMix(24)
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "chat", fmt.Sprintf("slack bot token for the IDoc alerts app: %s", t)
	case 1:
		f, text = "json", fmt.Sprintf("{\"channel\": \"#sap-alerts\", \"webhook\": \"%s\"}", hook)
		return hbdS("slack-token", f, text, hook[strings.LastIndex(hook, "/")+1:])
	case 2:
		f, text = "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Job ZFI_CLOSE failed\"}' %s", hook)
		return hbdS("slack-token", f, text, hook[strings.LastIndex(hook, "/")+1:])
	default:
		f, text = "python", fmt.Sprintf("from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"#cutover\", text=\"Mock 3 done\")", t)
	}
	return hbdS("slack-token", f, text, t)
}

func hbdTelegram() Sample {
	t := hbdD(hbdI(9, 10)) + ":AA" + hbdR(b64url, 33)
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f, text = "shell", fmt.Sprintf("curl \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=Backup+OK\"", t, hbdD(10))
	case 1:
		f, text = "chat-ru", fmt.Sprintf("токен бота для уведомлений о заказах: %s", t)
	default:
		f, text = "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=%s", t, hbdD(9))
	}
	return hbdS("telegram-token", f, text, t)
}

func hbdDiscordHook() Sample {
	tok := hbdR(b64url, 68)
	hook := "https://discord.com/api/webhooks/" + hbdD(18) + "/" + tok
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f, text = "chat", fmt.Sprintf("webhook for #golive-status: %s", hook)
	case 1:
		f, text = "python", fmt.Sprintf("requests.post(\"%s\", json={\"content\": \"Cutover step 42 complete\"})", hook)
	default:
		f, text = "yaml", fmt.Sprintf("notify:\n  discord_webhook: \"%s\"\n  mention_role: basis-oncall", hook)
	}
	return hbdS("discord-webhook", f, text, tok)
}

func hbdPayment() Sample {
	var t, what string
	switch rng.IntN(6) {
	case 0, 1:
		t, what = hbdStripe(), "Stripe"
	case 2:
		t, what = "whsec_"+hbdMix(32), "Stripe webhook signing secret"
	case 3:
		t, what = "E"+hbdR(b64url, 79), "PayPal client secret"
	case 4:
		t, what = "EAAA"+hbdR(b64url, 60), "Square access token"
	default:
		t, what = hbdHex(32), "Braintree private key"
	}
	var text, f string
	c := rng.IntN(5)
	if c == 2 && what != "Stripe" {
		c = 0
	}
	switch c {
	case 0:
		f, text = "chat", fmt.Sprintf("%s key for the webshop -> S/4 order sync: %s", what, t)
	case 1:
		f, text = "env", fmt.Sprintf("PAYMENT_PROVIDER=%s\nPAYMENT_SECRET=%s\nCURRENCY=EUR", strings.ToLower(strings.Fields(what)[0]), t)
	case 2:
		f, text = "php", fmt.Sprintf("<?php\n\\Stripe\\Stripe::setApiKey('%s');\n$intent = \\Stripe\\PaymentIntent::create(['amount' => 4200, 'currency' => 'eur']);", t)
	case 3:
		f, text = "notes-de", fmt.Sprintf("Zahlungsanbieter %s – geheimer Schlüssel: %s (nur Produktion)", what, t)
	default:
		f, text = "json", fmt.Sprintf("{\n  \"provider\": \"%s\",\n  \"secret\": \"%s\",\n  \"capture\": true\n}", what, t)
	}
	return hbdS("payment-key", f, text, t)
}

func hbdDBURL() Sample {
	p := hbdURLPW()
	u := hbdP("erp_ro", "odoo", "postgres", "mule", "reporting", "sa")
	h := hbdHost()
	var text, f string
	switch rng.IntN(7) {
	case 0:
		f, text = "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/odoo_prod?sslmode=require", u, p, h)
	case 1:
		f, text = "chat", fmt.Sprintf("staging mongo: mongodb+srv://%s:%s@cluster0.%s.mongodb.net/orders", u, p, hbdR(lower+digits, 5))
	case 2:
		f, text = "yaml", fmt.Sprintf("cache:\n  url: redis://:%s@%s:6379/0\n  ttl: 300", p, h)
	case 3:
		f, text = "properties", fmt.Sprintf("spring.datasource.url=jdbc:sqlserver://%s:1433;databaseName=BOOMI_STAGE;user=%s;password=%s;encrypt=true", h, u, p)
	case 4:
		f, text = "shell", fmt.Sprintf("sqlplus %s/%s@//%s:1521/ERPPDB", strings.ToUpper(u), p, h)
	case 5:
		f, text = "json", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Staging\": \"Server=%s;Database=D365Stage;User Id=%s;Password=%s;TrustServerCertificate=True\"\n}", h, u, p)
	default:
		f, text = "url", fmt.Sprintf("mysql://%s:%s@%s:3306/magento", u, p, h)
	}
	return hbdS("database-url", f, text, p)
}

func hbdJWTTok() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","typ":"JWT","kid":"` + hbdHex(8) + `"}`))
	pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iss":"https://%s.authentication.eu10.hana.ondemand.com","exp":%d,"scope":["openid","uaa.resource"]}`, hbdUUID(), hbdCo(), 1700000000+rng.IntN(90000000))))
	return h + "." + pl + "." + hbdB64URL(hbdP(64, 128, 256))
}

func hbdJWT() Sample {
	t := hbdJWTTok()
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "http", fmt.Sprintf("GET /sap/opu/odata4/sap/api_salesorder/srvd_a2x/sap/salesorder/0001/SalesOrder HTTP/1.1\nHost: %s\nAuthorization: Bearer %s", hbdHost(), t)
	case 1:
		f, text = "log", fmt.Sprintf("%sT%sZ WARN  approuter token refresh failed, old token=%s", hbdDate(), hbdTime(), t)
	case 2:
		f, text = "chat", fmt.Sprintf("this is the token I got from XSUAA, can you check the scopes? %s", t)
	default:
		f, text = "http", fmt.Sprintf("Cookie: JSESSIONID=%s; access_token=%s", strings.ToUpper(hbdHex(32)), t)
	}
	return hbdS("jwt", f, text, t)
}

func hbdPEMBody(lines int) string {
	var b []string
	for i := 0; i < lines; i++ {
		b = append(b, base64.StdEncoding.EncodeToString(hbdBytes(48)))
	}
	b = append(b, base64.StdEncoding.EncodeToString(hbdBytes(hbdI(6, 40))))
	return strings.Join(b, "\n")
}

func hbdPEM() Sample {
	kind := hbdP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	body := hbdPEMBody(hbdI(3, 12))
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	ord := hbdOrdinary()
	var text, f string
	switch rng.IntN(4) {
	case 0:
		f, text = "chat", fmt.Sprintf("key for the AS2 signing cert, the partner needs the cert only, not this:\n%s", block)
	case 1:
		f, text = "notes", fmt.Sprintf("%s\nSSO client key (STRUST export):\n%s\nPassword for the PSE is in the vault.", ord, block)
		return hbdSK("private-key", f, text, []string{ord}, body)
	case 2:
		f, text = "yaml", fmt.Sprintf("tls:\n  key: |\n    %s", strings.ReplaceAll(block, "\n", "\n    "))
		return hbdS("private-key", f, text, strings.ReplaceAll(body, "\n", "\n    "))
	default:
		f, text = "diff", fmt.Sprintf("+++ b/certs/cpi-client.key\n@@ -0,0 +1,%d @@\n+%s", strings.Count(block, "\n")+1, strings.ReplaceAll(block, "\n", "\n+"))
		return hbdS("private-key", f, text, strings.ReplaceAll(body, "\n", "\n+"))
	}
	return hbdS("private-key", f, text, body)
}

func hbdSSH() Sample {
	body := hbdPEMBody(hbdI(4, 6))
	p := hbdPW()
	var text, f string
	switch rng.IntN(3) {
	case 0:
		f, text = "runbook", fmt.Sprintf("EDI partner key (id_ed25519), put it in ~/.ssh on the PI host:\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----", body)
		return hbdS("ssh-key", f, text, body)
	case 1:
		f, text = "shell", fmt.Sprintf("sshpass -p '%s' ssh %sadm@%s 'sapcontrol -nr 00 -function GetProcessList'", p, strings.ToLower(hbdSID()), hbdHost())
	default:
		f, text = "chat", fmt.Sprintf("passphrase for the deploy key is %s", p)
	}
	return hbdS("ssh-key", f, text, p)
}
