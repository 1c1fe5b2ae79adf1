package main

// Cloud keys, Git host and chat tokens, payment keys, database URLs and the like, in config
// files of many syntaxes, shell sessions and prose.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hbhConfigGens() []hbhGen {
	return []hbhGen{
		{18, hbhCloudSample},
		{12, hbhGitTokenSample},
		{14, hbhChatTokenSample},
		{16, hbhPaymentSample},
		{16, hbhDBURLSample},
		{8, hbhJWTSample},
		{10, hbhPEMSample},
		{14, hbhVendorSample},
		{10, hbhBasicAuthSample},
		{10, hbhDotenvSample},
		{8, hbhK8sSample},
		{14, hbhCLISample},
	}
}

func hbhCloudSample() Sample {
	c := "cloud-key"
	switch rng.IntN(10) {
	case 0:
		k, s := hbhAWSKey(), hbhAWSSecret()
		return hbhS(c, "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = me-south-1", k, s), k, s)
	case 1:
		k, s := hbhAWSKey(), hbhAWSSecret()
		return hbhS(c, "chat", fmt.Sprintf("AWS anahtarları: %s / %s , bucket eu-central-1'de", k, s), k, s)
	case 2:
		k, s := hbhAWSKey(), hbhAWSSecret()
		keep := "aws s3 ls s3://bank-reports-archive/"
		return hbhK(c, "shell", fmt.Sprintf("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ %s", k, s, keep), []string{keep}, k, s)
	case 3:
		k := hbhGCPKey()
		return hbhS(c, "chat", fmt.Sprintf("مفتاح Google Cloud للترجمة: %s (مقيد على الخادم فقط)", k), k)
	case 4:
		k := hbhGCPKey()
		return hbhS(c, "python", fmt.Sprintf("from googleapiclient.discovery import build\nyt = build('youtube', 'v3', developerKey='%s')", k), k)
	case 5:
		key := hbhAzureKey()
		acct := hbhPick([]string{"bankdocs", "telcocdr", "unistorage", "shopmedia"}) + hbhRnd(digits, 2)
		return hbhS(c, "config", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key), key)
	case 6:
		s := hbhAzureClientSecret()
		return hbhS(c, "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hbhUUIDv4(), hbhUUIDv4(), s), s)
	case 7:
		s := hbhAzureClientSecret()
		return hbhS(c, "chat", fmt.Sprintf("סוד האפליקציה ב-Azure AD: %s , פג תוקף בעוד 6 חודשים", s), s)
	case 8:
		sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(hbhAzureKey()[:43] + "=")
		url := fmt.Sprintf("https://%s.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-03-01T00:00:00Z&sig=%s", hbhPick([]string{"telcocdr", "bankdocs"}), sig)
		return hbhS(c, "chat", "Rapor linki (SAS): "+url, sig)
	default:
		k, s := hbhAWSKey(), hbhAWSSecret()
		return hbhS(c, "notes", fmt.Sprintf("Κλειδιά AWS για το backup:\nAccess key: %s\nSecret: %s", k, s), k, s)
	}
}

func hbhUUIDv4() string {
	return hbhHex(8) + "-" + hbhHex(4) + "-4" + hbhHex(3) + "-" + hbhRnd("89ab", 1) + hbhHex(3) + "-" + hbhHex(12)
}

func hbhGitTokenSample() Sample {
	c := "git-token"
	switch rng.IntN(8) {
	case 0:
		t := hbhGitHub()
		return hbhS(c, "shell", fmt.Sprintf("git clone https://%s@github.com/yazilimevi/muhasebe.git", t), t)
	case 1:
		t := hbhGitLab()
		return hbhS(c, "chat", fmt.Sprintf("توکن گیت‌لب برای CI: %s", t), t)
	case 2:
		t := hbhGitHub()
		return hbhS(c, "yaml", fmt.Sprintf("env:\n  GH_TOKEN: %s\n  NODE_VERSION: 20", t), t)
	case 3:
		t := hbhBitbucket()
		return hbhS(c, "chat", fmt.Sprintf("Bitbucket app password: %s (sadece repo okuma)", t), t)
	case 4:
		t := hbhGitLab()
		return hbhS(c, "shell", fmt.Sprintf("curl --header \"PRIVATE-TOKEN: %s\" https://gitlab.yazilim.com.tr/api/v4/projects", t), t)
	case 5:
		t := hbhGitHub()
		return hbhS(c, "ini", fmt.Sprintf("[remote \"origin\"]\n\turl = https://oauth2:%s@github.com/telco-ke/billing.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*", t), t)
	case 6:
		t := hbhGitHub()
		return hbhS(c, "chat", fmt.Sprintf("Το PAT για το GitHub Actions: %s", t), t)
	default:
		t := hbhGitLab()
		return hbhS(c, "notes", fmt.Sprintf("runner kayıt: gitlab-runner register --url https://gitlab.com --token %s", t), t)
	}
}

func hbhChatTokenSample() Sample {
	c := "chat-token"
	switch rng.IntN(8) {
	case 0:
		t := hbhTelegram()
		return hbhS(c, "chat", fmt.Sprintf("توكن بوت تيليجرام من BotFather: %s", t), t)
	case 1:
		t := hbhTelegram()
		return hbhS(c, "python", fmt.Sprintf("from telegram.ext import Application\napp = Application.builder().token(\"%s\").build()", t), t)
	case 2:
		t := hbhTelegram()
		return hbhS(c, "shell", fmt.Sprintf("curl -s https://api.telegram.org/bot%s/sendMessage -d chat_id=-100%s -d text=\"Yedekleme tamam\"", t, hbhNum(10)), t)
	case 3:
		t := hbhSlackBot()
		return hbhS(c, "env", fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#noc-alerts", t), t)
	case 4:
		h := hbhSlackHook()
		return hbhS(c, "chat", fmt.Sprintf("Slack webhook για τα alerts: %s", h), h)
	case 5:
		u, s := hbhDiscordHook()
		return hbhS(c, "chat", fmt.Sprintf("webhook ya Discord kwa arifa: %s", u), s)
	case 6:
		u, s := hbhDiscordHook()
		return hbhS(c, "yaml", fmt.Sprintf("notifiers:\n  - type: discord\n    url: %s", u), s)
	default:
		t := hbhTelegram()
		return hbhS(c, "chat", fmt.Sprintf("הבוט בטלגרם: %s", t), t)
	}
}

func hbhPaymentSample() Sample {
	c := "payment-key"
	switch rng.IntN(10) {
	case 0:
		k := hbhStripe()
		return hbhS(c, "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=pk_live_%s\nSTRIPE_SECRET_KEY=%s", hbhRnd(alnum, 40), k), k)
	case 1:
		ck, cs := hbhRnd(alnum, 48), hbhRnd(alnum, 64)
		return hbhS(c, "chat", fmt.Sprintf("Daraja (M-Pesa) credentials:\nConsumer Key: %s\nConsumer Secret: %s", ck, cs), ck, cs)
	case 2:
		pk := hbhHex(64)
		return hbhS(c, "env", fmt.Sprintf("MPESA_SHORTCODE=174379\nMPESA_PASSKEY=%s\nMPESA_ENV=production", pk), pk)
	case 3:
		k, s := "sandbox-"+hbhRnd(alnum, 32), "sandbox-"+hbhRnd(alnum, 32)
		return hbhS(c, "php", fmt.Sprintf("$options = new \\Iyzipay\\Options();\n$options->setApiKey(\"%s\");\n$options->setSecretKey(\"%s\");\n$options->setBaseUrl(\"https://sandbox-api.iyzipay.com\");", k, s), k, s)
	case 4:
		mk, ms := hbhRnd(alnum, 16), hbhRnd(alnum, 16)
		return hbhS(c, "chat", fmt.Sprintf("PayTR mağaza bilgileri: merchant_id %s, merchant_key %s, merchant_salt %s", hbhNum(6), mk, ms), mk, ms)
	case 5:
		k, _, _ := hbhVendorKeyOf(9)
		return hbhS(c, "chat", fmt.Sprintf("Flutterwave secret key ya duka: %s", k), k)
	case 6:
		k := "sk_live_" + hbhHex(40)
		return hbhS(c, "js", fmt.Sprintf("const paystack = require('paystack')('%s');", k), k)
	case 7:
		k := "sk_live_" + hbhRnd(alnum, 24)
		return hbhS(c, "chat", fmt.Sprintf("مفتاح Tap Payments السري: %s", k), k)
	case 8:
		t := base64.StdEncoding.EncodeToString([]byte(hbhHex(24) + "|" + hbhRnd(alnum, 20)))
		return hbhS(c, "notes", fmt.Sprintf("HyperPay entityId: 8ac7a4c%s\nAuthorization: Bearer %s", hbhHex(25), t), t)
	default:
		k := hbhStripe()
		return hbhS(c, "chat", fmt.Sprintf("Stripe secret key: %s — sakın frontend'e koyma", k), k)
	}
}

// hbhVendorKeyOf draws vendor keys until it gets the wanted kind.
func hbhVendorKeyOf(kind int) (string, string, string) {
	if kind == 9 {
		return "FLWSECK-" + hbhHex(32) + "-X", "Flutterwave", "FLW_SECRET_KEY"
	}
	return hbhVendorKey()
}

func hbhDBURLSample() Sample {
	u := hbhPick([]string{"app", "postgres", "bank_ro", "billing", "moodle", "erp_user", "sa", "root", "odoo"})
	pw := hbhURLPw()
	host := hbhPick(hbhHosts)
	db := hbhPick([]string{"muhasebe", "billing", "lms", "orders", "crm", "hr"})
	c := "db-url"
	switch rng.IntN(12) {
	case 0:
		return hbhS(c, "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require", u, pw, host, db), pw)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("رابط قاعدة البيانات: mysql://%s:%s@%s:3306/%s", u, pw, host, db), pw)
	case 2:
		return hbhS(c, "yaml", fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s", host, db, u, pw), pw)
	case 3:
		return hbhS(c, "config", fmt.Sprintf("Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;", host, db, u, pw), pw)
	case 4:
		return hbhS(c, "chat", fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s", u, pw, hbhRnd(lower+digits, 5), db), pw)
	case 5:
		return hbhS(c, "python", fmt.Sprintf("engine = create_engine(\"postgresql+psycopg2://%s:%s@%s/%s\")", u, pw, host, db), pw)
	case 6:
		return hbhS(c, "chat", fmt.Sprintf("redis://default:%s@%s:6379/0 — το cache του eshop", pw, host), pw)
	case 7:
		return hbhS(c, "php", fmt.Sprintf("define('DB_HOST', '%s');\ndefine('DB_USER', '%s');\ndefine('DB_PASSWORD', '%s');\ndefine('DB_NAME', '%s');", host, u, pw, db), pw)
	case 8:
		return hbhS(c, "ini", fmt.Sprintf("[database]\nhost = %s\nuser = %s\npassword = %s\nname = %s", host, u, pw, db), pw)
	case 9:
		return hbhS(c, "chat", fmt.Sprintf("amqp://%s:%s@%s:5672/ kuyruk bağlantısı", u, pw, host), pw)
	case 10:
		return hbhS(c, "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Core\" connectionString=\"Data Source=%s;Initial Catalog=%s;User ID=%s;Password=%s\" />\n</connectionStrings>", host, db, u, pw), pw)
	default:
		return hbhS(c, "chat", fmt.Sprintf("חיבור ל-DB: postgresql://%s:%s@%s/%s", u, pw, host, db), pw)
	}
}

func hbhJWTSample() Sample {
	t := hbhJWT()
	c := "jwt"
	switch rng.IntN(5) {
	case 0:
		return hbhS(c, "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.bank.local/v2/accounts", t), t)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("توكن الدخول للاختبار: %s", t), t)
	case 2:
		return hbhS(c, "log", fmt.Sprintf("WARN  [http] 401 from upstream, token=%s user=teller-%s", t, hbhNum(3)), t)
	case 3:
		return hbhS(c, "http", fmt.Sprintf("GET /api/ogrenci/notlar HTTP/1.1\nHost: obs.univ.edu.tr\nAuthorization: Bearer %s\nAccept: application/json", t), t)
	default:
		return hbhS(c, "chat", fmt.Sprintf("access token (ισχύει 1 ώρα): %s", t), t)
	}
}

func hbhPEMSample() Sample {
	c := "private-key"
	switch rng.IntN(5) {
	case 0:
		b, body := hbhPEM("RSA PRIVATE KEY")
		return hbhS(c, "chat", "المفتاح الخاص للشهادة:\n"+b, body)
	case 1:
		b, body := hbhPEM("OPENSSH PRIVATE KEY")
		keep := "Host bastion"
		return hbhK(c, "notes", fmt.Sprintf("%s\n  HostName 10.0.3.9\n  User deploy\n\nkey (id_ed25519):\n%s", keep, b), []string{keep}, body)
	case 2:
		b, body := hbhPEM("PRIVATE KEY")
		return hbhS(c, "chat", "sunucu sertifikasının private key'i:\n"+b+"\nnginx'e koy", body)
	case 3:
		b, body := hbhPEM("EC PRIVATE KEY")
		return hbhS(c, "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(b, "\n", "\n    "), strings.ReplaceAll(body, "\n", "\n    "))
	default:
		b, body := hbhPEM("OPENSSH PRIVATE KEY")
		return hbhS(c, "chat", "המפתח לשרת הגיבוי:\n"+b, body)
	}
}

func hbhVendorSample() Sample {
	k, vendor, env := hbhVendorKey()
	c := "saas-key"
	switch rng.IntN(8) {
	case 0:
		return hbhS(c, "env", fmt.Sprintf("%s=%s", env, k), k)
	case 1:
		return hbhS(c, "chat", fmt.Sprintf("مفتاح %s: %s", vendor, k), k)
	case 2:
		return hbhS(c, "chat", fmt.Sprintf("%s API anahtarı %s", vendor, k), k)
	case 3:
		return hbhS(c, "python", fmt.Sprintf("import os\nos.environ[\"%s\"] = \"%s\"", env, k), k)
	case 4:
		return hbhS(c, "chat", fmt.Sprintf("ufunguo wa %s ni %s", vendor, k), k)
	case 5:
		return hbhS(c, "yaml", fmt.Sprintf("integrations:\n  %s:\n    api_key: %s\n    enabled: true", strings.ToLower(strings.ReplaceAll(vendor, " ", "_")), k), k)
	case 6:
		return hbhS(c, "chat", fmt.Sprintf("κλειδί %s: %s", vendor, k), k)
	default:
		return hbhS(c, "chat", fmt.Sprintf("کلید %s رو اینجا می‌ذارم: %s", vendor, k), k)
	}
}

func hbhBasicAuthSample() Sample {
	u := hbhPick(hbhUsers)
	pw := hbhURLPw()
	c := "basic-auth"
	switch rng.IntN(6) {
	case 0:
		return hbhS(c, "chat", fmt.Sprintf("staging: https://%s:%s@staging.dukkan.com.tr/", u, pw), pw)
	case 1:
		b := hbhBasic(u, pw)
		return hbhS(c, "http", fmt.Sprintf("POST /soap/SmsService HTTP/1.1\nHost: sms.telco.co.ke\nAuthorization: Basic %s\nContent-Type: text/xml", b), b)
	case 2:
		b := hbhBasic(u, pw)
		return hbhS(c, "nginx", fmt.Sprintf("location /erp/ {\n    proxy_pass http://10.0.0.12:8069;\n    proxy_set_header Authorization \"Basic %s\";\n}", b), b)
	case 3:
		return hbhS(c, "chat", fmt.Sprintf("Jenkins: http://%s:%s@ci.internal:8080/job/build/", u, pw), pw)
	case 4:
		return hbhS(c, "yaml", fmt.Sprintf("proxy: http://%s:%s@proxy.bank.local:3128", u, pw), pw)
	default:
		b := hbhBasic(u, pw)
		return hbhS(c, "chat", fmt.Sprintf("هدر احراز هویت: Authorization: Basic %s", b), b)
	}
}

func hbhDotenvSample() Sample {
	dbpw := hbhURLPw()
	secret := hbhRnd(alnum, 48)
	mail := hbhPw()
	keep := "APP_LOCALE=" + hbhPick([]string{"ar", "he", "fa", "tr", "el", "sw", "am"})
	c := "dotenv"
	switch rng.IntN(3) {
	case 0:
		return hbhK(c, "env", fmt.Sprintf("APP_NAME=Dukkan\n%s\nAPP_KEY=base64:%s=\nDB_HOST=127.0.0.1\nDB_PASSWORD=%s\nMAIL_PASSWORD=\"%s\"", keep, secret[:43], dbpw, mail), []string{keep}, secret[:43], dbpw, mail)
	case 1:
		return hbhK(c, "env", fmt.Sprintf("# production\n%s\nSECRET_KEY=%s\nPOSTGRES_PASSWORD=%s\nDEBUG=False", keep, secret, dbpw), []string{keep}, secret, dbpw)
	default:
		return hbhK(c, "env", fmt.Sprintf("%s\nJWT_SECRET=%s\nSMTP_USER=noreply@univ.edu.gr\nSMTP_PASS=%s", keep, secret, mail), []string{keep}, secret, mail)
	}
}

func hbhK8sSample() Sample {
	pw := hbhURLPw()
	tok := hbhRnd(alnum, 32)
	bpw := base64.StdEncoding.EncodeToString([]byte(pw))
	btok := base64.StdEncoding.EncodeToString([]byte(tok))
	name := hbhPick([]string{"billing-db", "mpesa-callback", "lms-secrets", "core-banking"})
	if hbhCoin() {
		return hbhS("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: prod\ntype: Opaque\ndata:\n  username: YXBw\n  password: %s\n  api-token: %s", name, bpw, btok), bpw, btok)
	}
	return hbhS("k8s-secret", "shell", fmt.Sprintf("kubectl create secret generic %s --from-literal=password='%s' --from-literal=token=%s -n prod", name, pw, tok), pw, tok)
}

func hbhCLISample() Sample {
	pw := hbhURLPw()
	u := hbhPick(hbhUsers)
	c := "cli-password"
	switch rng.IntN(9) {
	case 0:
		return hbhS(c, "shell", fmt.Sprintf("docker login -u %s -p %s registry.yazilim.com.tr", u, pw), pw)
	case 1:
		return hbhS(c, "shell", fmt.Sprintf("mysql -u %s -p%s -h %s muhasebe", u, pw, hbhPick(hbhHosts)), pw)
	case 2:
		return hbhS(c, "shell", fmt.Sprintf("curl -u %s:%s https://nexus.bank.local/repository/maven-releases/", u, pw), pw)
	case 3:
		return hbhS(c, "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s", pw, u, hbhPick(hbhHosts)), pw)
	case 4:
		return hbhS(c, "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d billing", pw, hbhPick(hbhHosts), u), pw)
	case 5:
		return hbhS(c, "shell", fmt.Sprintf("redis-cli -h 10.1.1.5 -a %s --no-auth-warning", pw), pw)
	case 6:
		return hbhS(c, "shell", fmt.Sprintf("echo '%s' | docker login ghcr.io -u %s --password-stdin", pw, u), pw)
	case 7:
		return hbhS(c, "shell", fmt.Sprintf("mongosh \"mongodb://%s@%s:27017\" --password %s", u, hbhPick(hbhHosts), pw), pw)
	default:
		keep := "sudo systemctl restart odoo"
		return hbhK(c, "shell", fmt.Sprintf("# sunucuda\nnet use Z: \\\\fs01\\muhasebe /user:BANKA\\%s %s\n%s", u, pw, keep), []string{keep}, pw)
	}
}
