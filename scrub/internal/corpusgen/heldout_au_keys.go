package main

// heldout_au_keys.go: cloud keys, Git host tokens, payment gateways (Mercado Pago, PagSeguro,
// Paystack, Flutterwave, Midtrans, iyzico, Stripe, M-Pesa Daraja) and SaaS API keys (SMS
// gateways, e-mail, AI, hosting), each in many surroundings.

import (
	"fmt"
	"strings"
)

type hauVendor struct {
	label string // category
	what  string // how a person names it
	env   string // the variable it lives in
	gen   func() string
}

var hauPaymentVendors = []hauVendor{
	{"mercadopago", "access token do Mercado Pago", "MP_ACCESS_TOKEN", hauMPAccess},
	{"mercadopago", "token de prueba de Mercado Pago", "MERCADOPAGO_ACCESS_TOKEN", func() string {
		return "TEST-" + hauDigits(16) + "-" + hauRnd(digits, 6) + "-" + hauRnd(hexs, 32) + "-" + hauDigits(9)
	}},
	{"pagseguro", "token do PagSeguro", "PAGSEGURO_TOKEN", func() string { return hauRnd("0123456789ABCDEF", 32) }},
	{"paystack", "Paystack secret key", "PAYSTACK_SECRET_KEY", func() string { return hauPick("sk_live_", "sk_test_") + hauRnd(hexs, 40) }},
	{"flutterwave", "Flutterwave secret key", "FLW_SECRET_KEY", func() string { return "FLWSECK-" + hauRnd(hexs, 32) + "-X" }},
	{"flutterwave", "clé de chiffrement Flutterwave", "FLW_ENCRYPTION_KEY", func() string { return "FLWSECK" + hauPick("", "_TEST") + hauRnd(hexs, 12) }},
	{"midtrans", "server key Midtrans", "MIDTRANS_SERVER_KEY", func() string { return hauPick("Mid-server-", "SB-Mid-server-") + hauRnd(b64url, 24) }},
	{"iyzico", "iyzico secret key", "IYZICO_SECRET_KEY", func() string { return hauPick("", "sandbox-") + hauRnd(alnum, 32) }},
	{"stripe", "Stripe secret key", "STRIPE_SECRET_KEY", func() string { return "sk_live_51" + hauRnd(alnum, 97) }},
	{"stripe", "Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + hauRnd(alnum, 32) }},
	{"daraja", "Daraja consumer secret", "MPESA_CONSUMER_SECRET", func() string { return hauRnd(alnum, 64) }},
	{"daraja", "M-Pesa passkey", "MPESA_PASSKEY", func() string { return hauRnd(hexs, 64) }},
	{"xendit", "Xendit secret key", "XENDIT_SECRET_KEY", func() string { return "xnd_production_" + hauRnd(alnum, 60) }},
	{"razorpay", "Razorpay key secret", "RAZORPAY_KEY_SECRET", func() string { return hauRnd(alnum, 24) }},
}

var hauSaaSVendors = []hauVendor{
	{"twilio", "Twilio auth token", "TWILIO_AUTH_TOKEN", func() string { return hauRnd(hexs, 32) }},
	{"africastalking", "Africa's Talking API key", "AT_API_KEY", func() string { return "atsk_" + hauRnd(hexs, 64) }},
	{"termii", "Termii API key", "TERMII_API_KEY", func() string { return "TL" + hauRnd(alnum, 58) }},
	{"infobip", "Infobip API key", "INFOBIP_API_KEY", func() string { return hauRnd(hexs, 32) + "-" + hauUUID() }},
	{"vonage", "Vonage API secret", "VONAGE_API_SECRET", func() string { return hauRnd(alnum, 16) }},
	{"sendgrid", "SendGrid API key", "SENDGRID_API_KEY", func() string { return "SG." + hauRnd(b64url, 22) + "." + hauRnd(b64url, 43) }},
	{"mailgun", "Mailgun key", "MAILGUN_API_KEY", func() string { return "key-" + hauRnd(hexs, 32) }},
	{"brevo", "chave da Brevo (Sendinblue)", "BREVO_API_KEY", func() string { return "xkeysib-" + hauRnd(hexs, 64) + "-" + hauRnd(alnum, 16) }},
	{"openai", "OpenAI key", "OPENAI_API_KEY", func() string { return "sk-proj-" + hauRnd(b64url, 48) + "T3BlbkFJ" + hauRnd(b64url, 48) }},
	{"anthropic", "Anthropic key", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + hauRnd(b64url, 93) + "AA" }},
	{"huggingface", "token Hugging Face", "HF_TOKEN", func() string { return "hf_" + hauRnd(alnum, 34) }},
	{"shopify", "Shopify admin token", "SHOPIFY_ADMIN_TOKEN", func() string { return "shpat_" + hauRnd(hexs, 32) }},
	{"npm", "npm token", "NPM_TOKEN", func() string { return "npm_" + hauRnd(alnum, 36) }},
	{"cloudflare", "token Cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return hauRnd(b64url, 40) }},
	{"digitalocean", "DigitalOcean token", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + hauRnd(hexs, 64) }},
	{"notion", "Notion integration secret", "NOTION_TOKEN", func() string { return "ntn_" + hauRnd(alnum, 46) }},
	{"airtable", "token do Airtable", "AIRTABLE_TOKEN", func() string { return "pat" + hauRnd(alnum, 14) + "." + hauRnd(hexs, 64) }},
	{"sentry", "Sentry auth token", "SENTRY_AUTH_TOKEN", func() string { return "sntrys_" + hauRnd(b64url, 70) }},
	{"fcm", "FCM server key", "FCM_SERVER_KEY", func() string { return "AAAA" + hauRnd(b64url, 7) + ":APA91b" + hauRnd(b64url, 134) }},
	{"mapbox", "token secreto Mapbox", "MAPBOX_SECRET_TOKEN", func() string {
		return "sk.eyJ1Ijoi" + hauRnd(b64url, 20) + "IsImEiOiJ" + hauRnd(b64url, 20) + "In0." + hauRnd(b64url, 22)
	}},
}

// hauVendorSample puts one vendor secret in one of many surroundings.
func hauVendorSample(v hauVendor) Sample {
	s, n := v.gen(), hauName()
	cat := "apikey-" + v.label
	switch rng.IntN(16) {
	case 0:
		return hauSec(cat, "env", fmt.Sprintf("%s=%s", v.env, s), s)
	case 1:
		return hauSec(cat, "env", fmt.Sprintf("# %s\nAPP_ENV=production\n%s=\"%s\"\nLOG_LEVEL=info", v.what, v.env, s), s).hauKeep("LOG_LEVEL=info")
	case 2:
		return hauSec(cat, "chat", fmt.Sprintf("%s: a %s é %s", n, v.what, s), s)
	case 3:
		return hauSec(cat, "chat", fmt.Sprintf("%s: te paso la %s: %s", n, v.what, s), s)
	case 4:
		return hauSec(cat, "chat", fmt.Sprintf("%s: voilà la %s pour le site des dons → %s", n, v.what, s), s)
	case 5:
		return hauSec(cat, "chat", fmt.Sprintf("%s: %s ni %s, tumia kwa sandbox kwanza", n, v.what, s), s)
	case 6:
		return hauSec(cat, "chat", fmt.Sprintf("%s: %s şu: %s", n, v.what, s), s)
	case 7:
		return hauSec(cat, "chat", fmt.Sprintf("%s: ini %s buat integrasi toko: %s", n, v.what, s), s)
	case 8:
		return hauSec(cat, "yaml", fmt.Sprintf("%s:\n  environment: production\n  %s: %s\n  timeout_s: 30", v.label, strings.ToLower(v.env), s), s).hauKeep("timeout_s: 30")
	case 9:
		return hauSec(cat, "json", fmt.Sprintf("{\"provider\": \"%s\", \"%s\": \"%s\", \"currency\": \"%s\"}", v.label, hauCamel(v.env), s, hauPick("BRL", "KES", "NGN", "IDR", "TRY", "MXN", "XOF")), s)
	case 10:
		return hauSec(cat, "php", fmt.Sprintf("<?php\n// integração %s\ndefine('%s', '%s');\n$moeda = 'BRL';", v.label, v.env, s), s).hauKeep("$moeda = 'BRL';")
	case 11:
		return hauSec(cat, "python", fmt.Sprintf("import requests\n\n%s = \"%s\"\nresp = requests.get(URL, headers={\"Authorization\": f\"Bearer {%s}\"}, timeout=15)", v.env, s, v.env), s)
	case 12:
		return hauSec(cat, "javascript", fmt.Sprintf("// %s\nconst %s = '%s';\nmodule.exports = { %s };", v.what, hauCamel(v.env), s, hauCamel(v.env)), s)
	case 13:
		return hauSec(cat, "shell", fmt.Sprintf("$ export %s=%s\n$ npm run deploy", v.env, s), s).hauKeep("$ npm run deploy")
	case 14:
		return hauSec(cat, "chat", fmt.Sprintf("%s: مفتاح %s: %s", n, v.label, s), s)
	default:
		return hauSec(cat, "meeting-notes", fmt.Sprintf("Pendências %s\n- %s\n- %s de produção: %s (trocar depois do lançamento)", hauDate(), hauFiller(), v.what, s), s)
	}
}

func hauCamel(env string) string {
	parts := strings.Split(strings.ToLower(env), "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

func hauPaymentSamples() []Sample {
	var out []Sample
	for _, v := range hauPaymentVendors {
		out = append(out, hauVendorSample(v), hauVendorSample(v))
	}
	out = append(out, hauRep(10, hauPaymentPairOne)...)
	return out
}

func hauSaaSSamples() []Sample {
	var out []Sample
	for _, v := range hauSaaSVendors {
		out = append(out, hauVendorSample(v))
	}
	for i := 0; i < 4; i++ {
		out = append(out, hauVendorSample(hauSaaSVendors[rng.IntN(len(hauSaaSVendors))]))
	}
	return out
}

// hauPaymentPairOne: a public key and a secret key side by side; only the secret is labelled.
func hauPaymentPairOne() Sample {
	switch rng.IntN(6) {
	case 0:
		pk, sk := "pk_live_"+hauRnd(hexs, 40), "sk_live_"+hauRnd(hexs, 40)
		return hauSec("apikey-paystack", "env", fmt.Sprintf("PAYSTACK_PUBLIC_KEY=%s\nPAYSTACK_SECRET_KEY=%s", pk, sk), sk).hauKeep("PAYSTACK_PUBLIC_KEY=" + pk)
	case 1:
		pk, sk := "FLWPUBK-"+hauRnd(hexs, 32)+"-X", "FLWSECK-"+hauRnd(hexs, 32)+"-X"
		return hauSec("apikey-flutterwave", "note", fmt.Sprintf("Flutterwave (compte de l'ONG)\nclé publique : %s\nclé secrète : %s", pk, sk), sk).hauKeep(pk)
	case 2:
		ck, sk := "Mid-client-"+hauRnd(b64url, 16), "Mid-server-"+hauRnd(b64url, 24)
		return hauSec("apikey-midtrans", "env", fmt.Sprintf("MIDTRANS_CLIENT_KEY=%s\nMIDTRANS_SERVER_KEY=%s\nMIDTRANS_IS_PRODUCTION=true", ck, sk), sk).hauKeep("MIDTRANS_IS_PRODUCTION=true")
	case 3:
		pk, at := "APP_USR-"+hauUUID(), hauMPAccess()
		return hauSec("apikey-mercadopago", "chat", fmt.Sprintf("%s: Public key: %s\nAccess token: %s", hauName(), pk, at), at).hauKeep(pk)
	case 4:
		ck, cs := hauRnd(alnum, 48), hauRnd(alnum, 64)
		return hauSec("apikey-daraja", "env", fmt.Sprintf("MPESA_ENV=production\nMPESA_SHORTCODE=%s\nMPESA_CONSUMER_KEY=%s\nMPESA_CONSUMER_SECRET=%s\nMPESA_CALLBACK_URL=https://%s/mpesa/callback", hauRnd(digits, 6), ck, cs, hauHost()), ck, cs).hauKeep("MPESA_ENV=production")
	default:
		ak, sk := hauPick("", "sandbox-")+hauRnd(alnum, 32), hauPick("", "sandbox-")+hauRnd(alnum, 32)
		return hauSec("apikey-iyzico", "java", fmt.Sprintf("Options options = new Options();\noptions.setApiKey(\"%s\");\noptions.setSecretKey(\"%s\");\noptions.setBaseUrl(\"https://api.iyzipay.com\");", ak, sk), ak, sk).hauKeep("options.setBaseUrl(\"https://api.iyzipay.com\");")
	}
}

func hauCloudOne() Sample {
	n := hauName()
	switch rng.IntN(16) {
	case 0, 1:
		id, sk := "AKIA"+hauRnd(upper+"234567", 16), hauB64(40)
		return hauSec("aws-keys", "ini", fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = sa-east-1", hauPick("default", "radio", "backup"), id, sk), id, sk).hauKeep("region = sa-east-1")
	case 2:
		id, sk := "AKIA"+hauRnd(upper+"234567", 16), hauB64(40)
		return hauSec("aws-keys", "chat", fmt.Sprintf("%s: chaves do S3 dos podcasts\naccess key: %s\nsecret: %s", n, id, sk), id, sk)
	case 3:
		id, sk := "AKIA"+hauRnd(upper+"234567", 16), hauB64(40)
		return hauSec("aws-keys", "shell", fmt.Sprintf("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ aws s3 sync ./audios s3://radio-podcasts/%d/", id, sk, 2024+rng.IntN(2)), id, sk)
	case 4:
		id, sk := "AKIA"+hauRnd(upper+"234567", 16), hauB64(40)
		return hauSec("aws-keys", "note", fmt.Sprintf("Clés IAM de l'utilisateur sms-sender : %s / %s (région eu-west-3)", id, sk), id, sk)
	case 5:
		k := "AIza" + hauRnd(b64url, 35)
		return hauSec("gcp-apikey", "javascript", fmt.Sprintf("const firebaseConfig = {\n  apiKey: \"%s\",\n  projectId: \"rumah-baca-%s\",\n};", k, hauRnd(digits, 4)), k)
	case 6:
		k := "AIza" + hauRnd(b64url, 35)
		return hauSec("gcp-apikey", "chat", fmt.Sprintf("%s: key de Maps pro mapa de ocorrências: %s", n, k), k)
	case 7:
		k := "AIza" + hauRnd(b64url, 35)
		return hauSec("gcp-apikey", "shell", fmt.Sprintf("curl \"https://translation.googleapis.com/language/translate/v2?key=%s&q=habari&target=fr\"", k), k)
	case 8, 9:
		k := hauB64(86) + "=="
		acct := hauPick("radiomarestorage", "ongsemillasbk", "espoirmedia", "mtaanifiles")
		return hauSec("azure-storage", "connstring", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, k), k)
	case 10:
		s := hauRnd(alnum, 3) + hauRnd(digits, 1) + "Q~" + hauRnd(alnum+"_.~-", 34)
		return hauSec("azure-client-secret", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hauUUID(), hauUUID(), s), s)
	case 11:
		s := hauRnd(alnum, 3) + hauRnd(digits, 1) + "Q~" + hauRnd(alnum+"_.~-", 34)
		return hauSec("azure-client-secret", "chat", fmt.Sprintf("%s: o client secret do app registration do portal é %s, expira em 6 meses", n, s), s)
	case 12:
		sig := hauRnd(alnum, 40) + "%2B" + hauRnd(alnum, 3) + "%3D"
		return hauSec("azure-sas", "url", fmt.Sprintf("https://espoirmedia.blob.core.windows.net/audios?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T00:00:00Z&spr=https&sig=%s", sig), sig)
	case 13:
		t := "ghp_" + hauRnd(alnum, 36)
		return hauSec("github-token", "shell", fmt.Sprintf("git clone https://%s@github.com/%s/site-radio.git", t, hauPick("radiomare", "ongsemillas", "kibera-news")), t)
	case 14:
		t := "github_pat_" + hauRnd(alnum, 22) + "_" + hauRnd(alnum, 59)
		return hauSec("github-token", "chat", fmt.Sprintf("%s: token fino do GitHub pro Actions do site: %s", n, t), t)
	default:
		t := hauPick("glpat-"+hauRnd(b64url, 20), "gho_"+hauRnd(alnum, 36), "ATBB"+hauRnd(alnum, 32))
		return hauSec("git-token", "note", fmt.Sprintf("token do repositório (deploy da rádio): %s\n%s", t, hauFiller()), t)
	}
}

func hauCloudSamples() []Sample { return hauRep(28, hauCloudOne) }
