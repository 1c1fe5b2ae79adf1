package main

// heldout_ba_vendors.go: keys of cloud, git, chat, payment and SaaS vendors, global and local
// (UPI gateways, GCash/PayMongo, MoMo, Midtrans, LINE, Zalo, SMS gateways), in chats, configs
// and code.

import (
	"fmt"
	"strings"
)

type hbaVendor struct {
	name, env string
	url       bool
	gen       func() string
}

var hbaVendors = []hbaVendor{
	{"Google API key", "GOOGLE_API_KEY", false, func() string { return "AIza" + rnd(b64url, 35) }},
	{"GitHub token", "GITHUB_TOKEN", false, func() string { return "ghp_" + rnd(alnum, 36) }},
	{"GitHub OAuth token", "GH_OAUTH_TOKEN", false, func() string { return "gho_" + rnd(alnum, 36) }},
	{"GitLab token", "GITLAB_TOKEN", false, func() string { return "glpat-" + rnd(b64url, 20) }},
	{"Bitbucket app password", "BITBUCKET_APP_PASSWORD", false, func() string { return "ATBB" + rnd(alnum, 32) }},
	{"Slack bot token", "SLACK_BOT_TOKEN", false, func() string {
		return "xoxb-" + hbaDigits(11) + "-" + hbaDigits(13) + "-" + rnd(alnum, 24)
	}},
	{"Slack user token", "SLACK_USER_TOKEN", false, func() string {
		return "xoxp-" + hbaDigits(11) + "-" + hbaDigits(11) + "-" + hbaDigits(13) + "-" + hbaHex(32)
	}},
	{"Slack webhook", "SLACK_WEBHOOK_URL", true, func() string {
		return "https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
	}},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", false, func() string { return hbaDigits(10) + ":AA" + rnd(b64url, 33) }},
	{"Discord webhook", "DISCORD_WEBHOOK_URL", true, func() string {
		return "https://discord.com/api/webhooks/" + hbaDigits(19) + "/" + rnd(b64url, 68)
	}},
	{"Stripe secret key", "STRIPE_SECRET_KEY", false, func() string { return "sk_live_" + rnd(alnum, 24) }},
	{"Stripe restricted key", "STRIPE_RESTRICTED_KEY", false, func() string { return "rk_live_" + rnd(alnum, 24) }},
	{"Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", false, func() string { return "whsec_" + rnd(alnum, 32) }},
	{"PayMongo secret key", "PAYMONGO_SECRET_KEY", false, func() string { return "sk_live_" + rnd(alnum, 24) }},
	{"Xendit secret key", "XENDIT_SECRET_KEY", false, func() string { return "xnd_production_" + rnd(alnum, 50) }},
	{"Midtrans server key", "MIDTRANS_SERVER_KEY", false, func() string { return "Mid-server-" + rnd(b64url, 24) }},
	{"Cashfree secret key", "CASHFREE_SECRET_KEY", false, func() string { return "cfsk_ma_prod_" + hbaHex(32) + "_" + hbaHex(8) }},
	{"LINE Notify token", "LINE_NOTIFY_TOKEN", false, func() string { return rnd(alnum, 43) }},
	{"Zalo OA access token", "ZALO_OA_ACCESS_TOKEN", false, func() string { return rnd(b64url, 130) }},
	{"SendGrid API key", "SENDGRID_API_KEY", false, func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }},
	{"Mailgun API key", "MAILGUN_API_KEY", false, func() string { return "key-" + hbaHex(32) }},
	{"MSG91 authkey", "MSG91_AUTH_KEY", false, func() string { return hbaDigits(6) + "A" + rnd(alnum, 17) }},
	{"Fast2SMS API key", "FAST2SMS_API_KEY", false, func() string { return rnd(alnum, 80) }},
	{"Semaphore API key", "SEMAPHORE_API_KEY", false, func() string { return hbaHex(32) }},
	{"OpenAI API key", "OPENAI_API_KEY", false, func() string { return "sk-proj-" + rnd(b64url, 48) + "T3BlbkFJ" + rnd(b64url, 48) }},
	{"Anthropic API key", "ANTHROPIC_API_KEY", false, func() string { return "sk-ant-api03-" + rnd(b64url, 93) + "-" + rnd(b64url, 6) + "AA" }},
	{"Hugging Face token", "HF_TOKEN", false, func() string { return "hf_" + rnd(upper+lower, 34) }},
	{"npm token", "NPM_TOKEN", false, func() string { return "npm_" + rnd(alnum, 36) }},
	{"PyPI token", "PYPI_TOKEN", false, func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 64) }},
	{"Shopify access token", "SHOPIFY_ACCESS_TOKEN", false, func() string { return "shpat_" + hbaHex(32) }},
	{"DigitalOcean token", "DIGITALOCEAN_TOKEN", false, func() string { return "dop_v1_" + hbaHex(64) }},
	{"Cloudflare API token", "CLOUDFLARE_API_TOKEN", false, func() string { return rnd(b64url, 40) }},
	{"Mapbox secret token", "MAPBOX_SECRET_TOKEN", false, func() string { return "sk.eyJ1Ijoi" + rnd(b64url, 50) + "." + rnd(b64url, 22) }},
	{"FCM server key", "FCM_SERVER_KEY", false, func() string { return "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134) }},
	{"Airtable token", "AIRTABLE_TOKEN", false, func() string { return "pat" + rnd(alnum, 14) + "." + hbaHex(64) }},
	{"Notion integration secret", "NOTION_TOKEN", false, func() string { return "secret_" + rnd(alnum, 43) }},
	{"Gupshup API key", "GUPSHUP_API_KEY", false, func() string { return rnd("abcdefghijklmnopqrstuvwxyz0123456789", 32) }},
}

var hbaVendorTpl = []struct{ format, text string }{
	{"chat", "{N}: here's the {NAME} for prod → {V}"},
	{"chat", "bhai {NAME} bhej raha hu: {V} — isko .env mein daal de"},
	{"chat", "Pa-save naman ng {NAME} natin: {V} salamat!"},
	{"chat", "{NAME} mới: {V} nhớ cập nhật lên server nhé"},
	{"chat", "{NAME} ใหม่คือ {V} อัปเดตบนเซิร์ฟเวอร์ด้วยนะครับ"},
	{"chat", "{NAME} baru: {V}, tolong update kat server"},
	{"chat", "নতুন {NAME}: {V}"},
	{"chat", "Sir, {NAME} idhu dhaan: {V} — nalaikku rotate pannidalam"},
	{"chat", "نیا {NAME}: {V}"},
	{"chat", "{NAME} အသစ် - {V}"},
	{"env", "APP_ENV=production\nAPP_URL=https://{DOMAIN}\n{ENV}={V}\nLOG_LEVEL=info"},
	{"json", "{\n  \"service\": \"{NAME}\",\n  \"{LENV}\": \"{V}\",\n  \"timeout\": 30\n}"},
	{"yaml", "integrations:\n  {LENV}: {V}\n  retries: 3"},
	{"shell", "export {ENV}='{V}'"},
	{"python", "{LENV} = os.getenv(\"{ENV}\", \"{V}\")"},
	{"javascript", "const apiKey = process.env.{ENV} || '{V}';"},
	{"php", "define('{ENV}', '{V}');"},
	{"log", "{D} DEBUG outgoing request headers={'Authorization': 'Bearer {V}', 'Accept': 'application/json'}"},
	{"notes", "Standup {DATE}\n- {N}: SMS gateway migration done\n- {NAME} rotated, new one: {V}\n- next: UPI autopay testing"},
	{"ticket", "Ticket #{I}: build failing on CI. Variable {ENV} was empty, set it to {V} and re-ran."},
	{"yaml", "env:\n  {ENV}: {V}  # TODO move to secrets\nsteps:\n  - run: npm ci"},
	{"yaml", "services:\n  app:\n    image: {SHOPSLUG}/app:latest\n    environment:\n      - {ENV}={V}"},
	{"kotlin", "private const val API_KEY = \"{V}\""},
	{"markdown", "## Setup\n1. Clone the repo\n2. Put `{ENV}={V}` in `.env`\n3. Run `npm start`"},
	{"chat", "yaar kal raat {NAME} leak ho gaya group mein ({V}), abhi revoke kar raha hu"},
	{"email", "Dear {N},\n\nPlease find the {NAME} for the {SHOP} integration below.\n\n{V}\n\nBest regards,\nIT Desk"},
}

var hbaDomains = []string{"paykaro.in", "desibites.co.in", "sarisari.ph", "momo-bridge.vn", "thaipos.co.th",
	"kedai.my", "shwemobile.com.mm", "cscportal.gov.in.example", "jollylaundry.ph", "balajitravels.in"}

func hbaVendorKeys() []Sample {
	var out []Sample
	for i := 0; i < 62; i++ {
		v := hbaVendors[i%len(hbaVendors)]
		t := hbaVendorTpl[rng.IntN(len(hbaVendorTpl))]
		for v.url && (strings.Contains(t.text, "Bearer") || strings.Contains(t.text, "API_KEY")) {
			t = hbaVendorTpl[rng.IntN(len(hbaVendorTpl))]
		}
		val := v.gen()
		shop := pick(hbaShops)
		slug := strings.ToLower(strings.Fields(shop)[0])
		slug = strings.Trim(slug, "'")
		text := hbaFill(t.text, "NAME", v.name, "ENV", v.env, "LENV", strings.ToLower(v.env), "V", val,
			"N", pick(hbaFirst), "D", hbaTime(), "DATE", fmt.Sprintf("%d/%d", hbaN(1, 28), hbaN(1, 12)),
			"I", fmt.Sprint(hbaN(1000, 9999)), "DOMAIN", pick(hbaDomains), "SHOP", shop, "SHOPSLUG", "paykaro")
		s := hbaSec("vendor-key", t.format, text, val)
		s.Category = "vendor-key-" + strings.ToLower(strings.ReplaceAll(v.name, " ", "-"))
		switch {
		case strings.Contains(text, "- next: UPI autopay testing"):
			s = hbaKeep(s, "- next: UPI autopay testing")
		case strings.Contains(text, "3. Run `npm start`"):
			s = hbaKeep(s, "3. Run `npm start`")
		case strings.Contains(text, "LOG_LEVEL=info") && i%2 == 0:
			s = hbaKeep(s, "LOG_LEVEL=info")
		}
		out = append(out, s)
	}
	out = append(out, hbaVendorPairs()...)
	return out
}

// hbaVendorPairs: vendors whose credential is an id (public or not) with a secret.
func hbaVendorPairs() []Sample {
	var out []Sample
	for i := 0; i < 24; i++ {
		n := pick(hbaFirst)
		switch i % 10 {
		case 0:
			id, sec := hbaAWSID(), hbaAWSSecret()
			text := pick([]string{
				"[default]\naws_access_key_id = " + id + "\naws_secret_access_key = " + sec + "\nregion = ap-south-1",
				"bhai S3 upload ke liye keys: access key " + id + " secret " + sec + " (region Mumbai ap-south-1)",
				"export AWS_ACCESS_KEY_ID=" + id + "\nexport AWS_SECRET_ACCESS_KEY=" + sec + "\nexport AWS_DEFAULT_REGION=ap-southeast-1",
				"Access key ID,Secret access key\n" + id + "," + sec,
			})
			out = append(out, hbaSec("cloud-aws-keypair", "mixed", text, id, sec))
		case 1:
			kid, ksec := "rzp_live_"+rnd(alnum, 14), rnd(alnum, 24)
			text := pick([]string{
				"RAZORPAY_KEY_ID=" + kid + "\nRAZORPAY_KEY_SECRET=" + ksec + "\nRAZORPAY_WEBHOOK_SECRET=" + "",
				"Razorpay live keys aa gaye 🎉\nKey Id: " + kid + "\nKey Secret: " + ksec + "\nsecret sirf backend mein rakhna",
				"client = razorpay.Client(auth=(\"" + kid + "\", \"" + ksec + "\"))",
			})
			text = strings.TrimSuffix(text, "RAZORPAY_WEBHOOK_SECRET=")
			text = strings.TrimSuffix(text, "\n")
			out = append(out, hbaSec("payment-razorpay", "mixed", text, ksec))
		case 2:
			acc, sec := rnd(alnum, 16), rnd(alnum, 32)
			text := pick([]string{
				"MoMo sandbox → production:\npartnerCode: MOMO" + rnd(upper+digits, 8) + "\naccessKey: " + acc + "\nsecretKey: " + sec,
				"Anh ơi, key MoMo production: accessKey=" + acc + " secretKey=" + sec + " em gửi qua Zalo rồi ạ",
			})
			out = append(out, hbaSec("payment-momo", "mixed", text, acc, sec))
		case 3:
			sid, tok := "AC"+hbaHex(32), hbaHex(32)
			text := pick([]string{
				"TWILIO_ACCOUNT_SID=" + sid + "\nTWILIO_AUTH_TOKEN=" + tok + "\nTWILIO_FROM=+1 415 555 0134",
				"client = Client(\"" + sid + "\", \"" + tok + "\")  # OTP sms for call centre",
			})
			out = append(out, hbaSec("sms-twilio", "mixed", text, tok))
		case 4:
			cid, csec := rnd(b64url, 80), rnd(b64url, 80)
			text := "PayPal live app (" + n + "):\nClient ID: " + cid + "\nSecret: " + csec
			out = append(out, hbaSec("payment-paypal", "note", text, csec))
		case 5:
			tenant, client := hbaUUID(), hbaUUID()
			sec := rnd(alnum, 3) + "8Q~" + rnd(b64url+"~.", 34)
			text := pick([]string{
				"AZURE_TENANT_ID=" + tenant + "\nAZURE_CLIENT_ID=" + client + "\nAZURE_CLIENT_SECRET=" + sec,
				"app registration done ✅ tenant " + tenant + ", client " + client + ", secret value " + sec + " (expires in 6 months)",
			})
			out = append(out, hbaSec("cloud-azure-client-secret", "mixed", text, sec))
		case 6:
			acct, key := "st"+rnd("abcdefghijklmnopqrstuvwxyz0123456789", 10), hbaB64(86)+"=="
			text := "DefaultEndpointsProtocol=https;AccountName=" + acct + ";AccountKey=" + key + ";EndpointSuffix=core.windows.net"
			if rng.IntN(2) == 0 {
				text = "\"ConnectionStrings\": {\n  \"Blob\": \"" + text + "\"\n}"
			}
			out = append(out, hbaSec("cloud-azure-storage", "mixed", text, key))
		case 7:
			mid, salt := "M"+rnd(upper+digits, 12), hbaUUID()
			text := pick([]string{
				"PhonePe PG creds\nmerchantId: " + mid + "\nsaltKey: " + salt + "\nsaltIndex: 1",
				"phonepe ka salt key " + salt + " hai aur merchant id " + mid + ", index 1",
			})
			out = append(out, hbaSec("payment-phonepe-salt", "mixed", text, salt))
		case 8:
			mid, mkey := rnd(upper+lower, 6)+hbaDigits(14), rnd(alnum+"@#&_", 16)
			text := pick([]string{
				"PAYTM_MID=" + mid + "\nPAYTM_MERCHANT_KEY=" + mkey + "\nPAYTM_WEBSITE=DEFAULT",
				"Paytm se mail aaya: MID " + mid + ", Merchant Key " + mkey + " — live mode",
			})
			out = append(out, hbaSec("payment-paytm", "mixed", text, mkey))
		default:
			chID, chSec, tok := hbaDigits(10), hbaHex(32), hbaB64(171)+"="
			text := pick([]string{
				"LINE_CHANNEL_ID=" + chID + "\nLINE_CHANNEL_SECRET=" + chSec + "\nLINE_CHANNEL_ACCESS_TOKEN=" + tok,
				"LINE OA ร้านเรา\nChannel ID: " + chID + "\nChannel secret: " + chSec + "\nChannel access token: " + tok,
			})
			out = append(out, hbaSec("chat-line-channel", "mixed", text, chSec, tok))
		}
	}
	return out
}
