package main

// Vendor keys pasted in many surroundings: payments and point of sale, shipping, ERP and
// e-commerce, delivery, chat, Git hosts, clouds and SaaS.

import (
	"fmt"
	"strings"
)

type hanVendor struct {
	name, env, host string
	gen             func() string
}

var hanVendors = []hanVendor{
	{"Square", "SQUARE_ACCESS_TOKEN", "connect.squareup.com", func() string { return "EAAA" + hanRnd(b64url, 60) }},
	{"Square", "SQUARE_APPLICATION_SECRET", "connect.squareup.com", func() string { return "sq0csp-" + hanRnd(b64url, 43) }},
	{"SumUp", "SUMUP_API_KEY", "api.sumup.com", func() string { return "sup_sk_" + hanRnd(alnum, 32) }},
	{"Stripe", "STRIPE_SECRET_KEY", "api.stripe.com", func() string { return "sk_live_51" + hanRnd(alnum, 97) }},
	{"Stripe", "STRIPE_RESTRICTED_KEY", "api.stripe.com", func() string { return "rk_live_51" + hanRnd(alnum, 97) }},
	{"Stripe", "STRIPE_WEBHOOK_SECRET", "api.stripe.com", func() string { return "whsec_" + hanRnd(alnum, 32) }},
	{"PayPal", "PAYPAL_CLIENT_SECRET", "api-m.paypal.com", func() string { return "E" + hanRnd(b64url, 79) }},
	{"Adyen", "ADYEN_API_KEY", "checkout-live.adyenpayments.com", func() string { return "AQE" + hanRnd(alnum, 3) + "mfx" + hanRnd(alnum+"+/", 70) + "=" }},
	{"Mollie", "MOLLIE_API_KEY", "api.mollie.com", func() string { return "live_" + hanRnd(alnum, 30) }},
	{"Braintree", "BRAINTREE_ACCESS_TOKEN", "api.braintreegateway.com", func() string {
		return "access_token$production$" + hanRnd(lower+digits, 16) + "$" + hanRnd(hanUUIDHex, 32)
	}},
	{"Lightspeed", "LIGHTSPEED_PERSONAL_TOKEN", "ourshop.retail.lightspeed.app", func() string { return hanRnd(b64url, 40) }},
	{"Toast", "TOAST_CLIENT_SECRET", "ws-api.toasttab.com", func() string { return hanRnd(b64url, 64) }},
	{"Shopify", "SHOPIFY_ADMIN_TOKEN", "ourshop.myshopify.com", func() string { return "shpat_" + hanRnd(hanUUIDHex, 32) }},
	{"Shopify", "SHOPIFY_API_SECRET", "ourshop.myshopify.com", func() string { return "shpss_" + hanRnd(hanUUIDHex, 32) }},
	{"WooCommerce", "WC_CONSUMER_SECRET", "shop.example.com", func() string { return "cs_" + hanRnd(hanUUIDHex, 40) }},
	{"Shopware", "SHOPWARE_SECRET_ACCESS_KEY", "shop.example.de", func() string { return hanRnd(alnum, 56) }},
	{"Odoo", "ODOO_API_KEY", "erp.example.com", func() string { return hanRnd(hanUUIDHex, 40) }},
	{"NetSuite", "NETSUITE_TOKEN_SECRET", "1234567.suitetalk.api.netsuite.com", func() string { return hanRnd(hanUUIDHex, 64) }},
	{"EasyPost", "EASYPOST_API_KEY", "api.easypost.com", func() string { return "EZAK" + hanRnd(alnum, 54) }},
	{"Shippo", "SHIPPO_API_TOKEN", "api.goshippo.com", func() string { return "shippo_live_" + hanRnd(hanUUIDHex, 40) }},
	{"UPS", "UPS_CLIENT_SECRET", "onlinetools.ups.com", func() string { return hanRnd(alnum, 64) }},
	{"FedEx", "FEDEX_SECRET_KEY", "apis.fedex.com", func() string { return hanRnd(hanUUIDHex, 32) }},
	{"DHL", "DHL_API_SECRET", "api-eu.dhl.com", func() string { return hanRnd(alnum, 16) }},
	{"Sendcloud", "SENDCLOUD_SECRET_KEY", "panel.sendcloud.sc", func() string { return hanRnd(hanUUIDHex, 32) }},
	{"Uber Eats", "UBER_EATS_CLIENT_SECRET", "api.uber.com", func() string { return hanRnd(b64url, 40) }},
	{"Mews", "MEWS_ACCESS_TOKEN", "api.mews.com", func() string {
		return strings.ToUpper(hanRnd(hanUUIDHex, 32)) + "-" + strings.ToUpper(hanRnd(hanUUIDHex, 31))
	}},
	{"GitHub", "GITHUB_TOKEN", "api.github.com", func() string { return "ghp_" + hanRnd(alnum, 36) }},
	{"GitLab", "GITLAB_TOKEN", "gitlab.com", func() string { return "glpat-" + hanRnd(b64url, 20) }},
	{"Bitbucket", "BITBUCKET_APP_PASSWORD", "api.bitbucket.org", func() string { return "ATBB" + hanRnd(alnum, 24) + hanRnd(upper+digits, 8) }},
	{"Slack", "SLACK_BOT_TOKEN", "slack.com", func() string {
		return "xoxb-" + hanRnd(digits, 12) + "-" + hanRnd(digits, 13) + "-" + hanRnd(alnum, 24)
	}},
	{"Telegram", "TELEGRAM_BOT_TOKEN", "api.telegram.org", func() string { return hanRnd(digits, 10) + ":AA" + hanRnd(b64url, 33) }},
	{"SendGrid", "SENDGRID_API_KEY", "api.sendgrid.com", func() string { return "SG." + hanRnd(b64url, 22) + "." + hanRnd(b64url, 43) }},
	{"Mailgun", "MAILGUN_API_KEY", "api.eu.mailgun.net", func() string { return "key-" + hanRnd(hanUUIDHex, 32) }},
	{"Twilio", "TWILIO_AUTH_TOKEN", "api.twilio.com", func() string { return hanRnd(hanUUIDHex, 32) }},
	{"OpenAI", "OPENAI_API_KEY", "api.openai.com", func() string { return "sk-proj-" + hanRnd(b64url, 48) + "T3BlbkFJ" + hanRnd(b64url, 48) }},
	{"Anthropic", "ANTHROPIC_API_KEY", "api.anthropic.com", func() string { return "sk-ant-api03-" + hanRnd(b64url, 93) + "AA" }},
	{"Datadog", "DD_API_KEY", "api.datadoghq.eu", func() string { return hanRnd(hanUUIDHex, 32) }},
	{"New Relic", "NEW_RELIC_API_KEY", "api.newrelic.com", func() string { return "NRAK-" + hanRnd(upper+digits, 27) }},
	{"HubSpot", "HUBSPOT_TOKEN", "api.hubapi.com", func() string { return "pat-eu1-" + hanUUID() }},
	{"Notion", "NOTION_TOKEN", "api.notion.com", func() string { return "ntn_" + hanRnd(alnum, 46) }},
	{"npm", "NPM_TOKEN", "registry.npmjs.org", func() string { return "npm_" + hanRnd(alnum, 36) }},
	{"Docker Hub", "DOCKERHUB_TOKEN", "hub.docker.com", func() string { return "dckr_pat_" + hanRnd(b64url, 27) }},
	{"DigitalOcean", "DIGITALOCEAN_TOKEN", "api.digitalocean.com", func() string { return "dop_v1_" + hanRnd(hanUUIDHex, 64) }},
	{"Mapbox", "MAPBOX_SECRET_TOKEN", "api.mapbox.com", func() string { return "sk.eyJ1Ijoi" + hanRnd(b64url, 50) + "." + hanRnd(b64url, 22) }},
	{"Zendesk", "ZENDESK_API_TOKEN", "ourshop.zendesk.com", func() string { return hanRnd(alnum, 40) }},
	{"Algolia", "ALGOLIA_ADMIN_KEY", "algolia.net", func() string { return hanRnd(hanUUIDHex, 32) }},
	{"Google Maps", "GOOGLE_MAPS_API_KEY", "maps.googleapis.com", func() string { return "AIza" + hanRnd(b64url, 35) }},
	{"Azure AD", "AZURE_CLIENT_SECRET", "login.microsoftonline.com", func() string { return hanRnd(alnum, 3) + "8Q~" + hanRnd(alnum+"_~.-", 34) }},
	{"Cloudflare", "CF_API_TOKEN", "api.cloudflare.com", func() string { return hanRnd(b64url, 40) }},
	{"PyPI", "PYPI_TOKEN", "upload.pypi.org", func() string { return "pypi-AgEIcHlwaS5vcmc" + hanRnd(b64url, 70) }},
}

func hanCamel(env string) string {
	parts := strings.Split(strings.ToLower(env), "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

// hanVendorNext walks the vendor list in order so that every vendor appears at least once.
var hanVendorNext int

func hanVendorSample() Sample {
	v := hanVendors[hanVendorNext%len(hanVendors)]
	hanVendorNext++
	val := v.gen()
	p := hanPerson()
	cat := "vendor-" + strings.ToLower(strings.ReplaceAll(v.name, " ", "-"))
	sec := []string{val}
	switch rng.IntN(20) {
	case 0:
		return hanS(cat, "env", fmt.Sprintf("# %s\n%s=%s\nLOG_LEVEL=info\nSTORE_ID=%d", v.name, v.env, val, hanN(1, 300)), sec, "LOG_LEVEL=info")
	case 1:
		return hanS(cat, "yaml", fmt.Sprintf("%s:\n  base_url: https://%s\n  api_key: %s\n  timeout_s: 30", strings.ToLower(strings.ReplaceAll(v.name, " ", "_")), v.host, val), sec, "  timeout_s: 30")
	case 2:
		return hanS(cat, "json", fmt.Sprintf("{\"provider\": \"%s\", \"credentials\": {\"secret\": \"%s\"}, \"sandbox\": false}", v.name, val), sec)
	case 3:
		return hanS(cat, "shell", fmt.Sprintf("$ export %s='%s'\n$ python sync_orders.py --since yesterday", v.env, val), sec, "$ python sync_orders.py --since yesterday")
	case 4:
		return hanS(cat, "chat", fmt.Sprintf("[%s] %s: new %s key for the %s is %s, old one revoked", hanTime(), p, v.name, hanStore(), val), sec)
	case 5:
		return hanS(cat, "ticket", fmt.Sprintf("Ticket OPS-%d: %s integration failing after rotation.\nUpdated key: %s\nPlease restart the worker on pos-gw-%02d.", hanN(1000, 9999), v.name, val, hanN(1, 12)), sec)
	case 6:
		return hanS(cat, "python", fmt.Sprintf("import requests\n\nHEADERS = {\"Authorization\": \"Bearer %s\"}\nresp = requests.get(\"https://%s/v1/orders\", headers=HEADERS, timeout=10)", val, v.host), sec)
	case 7:
		return hanS(cat, "javascript", fmt.Sprintf("// %s client\nconst %s = \"%s\";\nexport const client = createClient({ apiKey: %s });", v.name, hanCamel(v.env), val, hanCamel(v.env)), sec)
	case 8:
		return hanS(cat, "shell", fmt.Sprintf("curl -s https://%s/v2/shipments -H \"Authorization: Bearer %s\" -H 'Content-Type: application/json' -d @label.json", v.host, val), sec)
	case 9:
		return hanS(cat, "php", fmt.Sprintf("<?php\n// wp-config.php additions for the %s plugin\ndefine('%s', '%s');\ndefine('WP_DEBUG', false);", v.name, v.env, val), sec, "define('WP_DEBUG', false);")
	case 10:
		return hanS(cat, "toml", fmt.Sprintf("[integrations.%s]\nenabled = true\ntoken = \"%s\"", strings.ToLower(strings.ReplaceAll(v.name, " ", "_")), val), sec)
	case 11:
		return hanS(cat, "compose", fmt.Sprintf("services:\n  order-sync:\n    image: ghcr.io/ourshop/order-sync:1.8\n    environment:\n      - %s=%s\n      - TZ=Europe/Madrid", v.env, val), sec, "      - TZ=Europe/Madrid")
	case 12:
		return hanS(cat, "markdown", fmt.Sprintf("## %s\n\n**Key:** `%s`\n\nUsed by the nightly stock export.", v.name, val), sec, "Used by the nightly stock export.")
	case 13:
		return hanS(cat, "spanish", fmt.Sprintf("%s: te paso la clave de %s para la tienda online: %s", p, v.name, val), sec)
	case 14:
		return hanS(cat, "italian", fmt.Sprintf("%s: ecco la chiave API di %s per il gestionale → %s", p, v.name, val), sec)
	case 15:
		return hanS(cat, "turkish", fmt.Sprintf("%s: %s API anahtarı: %s (depo entegrasyonu için)", p, v.name, val), sec)
	case 16:
		return hanS(cat, "polish", fmt.Sprintf("%s: klucz API %s do integracji z magazynem: %s", p, v.name, val), sec)
	case 17:
		return hanS(cat, "arabic", fmt.Sprintf("%s: مفتاح %s الجديد هو %s", p, v.name, val), sec)
	case 18:
		return hanS(cat, "log", fmt.Sprintf("%s WARN http: POST https://%s/v1/labels failed status=401 api_key=%s retry=2", hanStamp(), v.host, val), sec)
	default:
		return hanS(cat, "powershell", fmt.Sprintf("PS C:\\pos> $env:%s = \"%s\"\nPS C:\\pos> .\\ExportZReport.ps1", v.env, val), sec)
	}
}

// hanPairKeySample pastes an id and a secret together; both are labelled.
func hanPairKeySample() Sample {
	switch rng.IntN(5) {
	case 0:
		id, sec := "AKIA"+hanRnd(upper+digits, 16), hanRnd(alnum+"/+", 40)
		return hanS("aws-keys", "ini", fmt.Sprintf("[label-printing]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1", id, sec), []string{id, sec}, "region = eu-west-1")
	case 1:
		id, sec := "ck_"+hanRnd(hanUUIDHex, 40), "cs_"+hanRnd(hanUUIDHex, 40)
		return hanS("vendor-woocommerce", "chat", fmt.Sprintf("%s: WooCommerce REST keys for the POS sync — consumer key %s, consumer secret %s", hanPerson(), id, sec), []string{id, sec})
	case 2:
		id, sec := "ASIA"+hanRnd(upper+digits, 16), hanRnd(alnum+"/+", 40)
		tok := "IQoJb3JpZ2luX2Vj" + hanRnd(alnum+"/+", 120)
		return hanS("aws-keys", "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s\naws s3 ls s3://ourshop-invoices/", id, sec, tok), []string{id, sec, tok}, "aws s3 ls s3://ourshop-invoices/")
	case 3:
		ck, cs := hanRnd(hanUUIDHex, 64), hanRnd(hanUUIDHex, 64)
		return hanS("vendor-netsuite", "note", fmt.Sprintf("NetSuite TBA (sandbox 2)\nconsumer key: %s\nconsumer secret: %s\nrole: Integration - Orders", ck, cs), []string{ck, cs}, "role: Integration - Orders")
	default:
		id, sec := "SWIA"+hanRnd(upper+digits, 22), hanRnd(alnum, 56)
		return hanS("vendor-shopware", "spanish", fmt.Sprintf("Integración Shopware para el ERP:\nID de acceso: %s\nClave de acceso secreta: %s", id, sec), []string{id, sec})
	}
}

func hanDiscordWebhookSample() Sample {
	id := hanOne("1", "9") + hanRnd(digits, 18)
	tok := hanRnd(b64url, 68)
	url := "https://discord.com/api/webhooks/" + id + "/" + tok
	switch rng.IntN(4) {
	case 0:
		return hanS("discord-webhook", "env", fmt.Sprintf("LOW_STOCK_WEBHOOK=%s\nLOW_STOCK_THRESHOLD=5", url), []string{tok}, "LOW_STOCK_THRESHOLD=5")
	case 1:
		return hanS("discord-webhook", "chat", fmt.Sprintf("%s: hook for #pedidos is %s", hanPerson(), url), []string{tok})
	case 2:
		return hanS("discord-webhook", "shell", fmt.Sprintf("curl -H 'Content-Type: application/json' -d '{\"content\":\"Z-report done\"}' %s", url), []string{tok})
	default:
		tg := hanRnd(digits, 10) + ":AA" + hanRnd(b64url, 33)
		return hanS("telegram-token", "python", fmt.Sprintf("# courier alerts\nbot = telebot.TeleBot(\"%s\")\nbot.send_message(CHAT_ID, \"Order ready for pickup\")", tg), []string{tg})
	}
}
