package main

import (
	"fmt"
	"strings"
)

// hblVendor is a SaaS key: what people call it, the variable it lives in, and a maker.
type hblVendor struct {
	label string
	env   string
	make  func() string
}

var hblVendors = []hblVendor{
	{"Notion integration token", "NOTION_TOKEN", func() string { return "secret_" + hblR(hblAlnum, 43) }},
	{"Notion API key", "NOTION_API_KEY", func() string { return "ntn_" + hblR("0123456789", 11) + hblR(hblAlnum, 35) }},
	{"Airtable PAT", "AIRTABLE_TOKEN", func() string { return "pat" + hblR(hblAlnum, 14) + "." + hblR(hblHex, 64) }},
	{"Airtable API key", "AIRTABLE_API_KEY", func() string { return "key" + hblR(hblAlnum, 14) }},
	{"HubSpot private app token", "HUBSPOT_ACCESS_TOKEN", func() string {
		return "pat-" + hblP("na1", "eu1", "na2") + "-" + hblR(hblHex, 8) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 12)
	}},
	{"Pipedrive API token", "PIPEDRIVE_API_TOKEN", func() string { return hblR(hblHex, 40) }},
	{"Stripe secret key", "STRIPE_SECRET_KEY", func() string { return "sk_live_" + hblR(hblAlnum, hblN(24, 99)) }},
	{"Stripe restricted key", "STRIPE_RK", func() string { return "rk_live_" + hblR(hblAlnum, 99) }},
	{"Stripe webhook signing secret", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + hblR(hblAlnum, 32) }},
	{"Stripe test key", "STRIPE_KEY", func() string { return "sk_test_" + hblR(hblAlnum, 99) }},
	{"Slack bot token", "SLACK_BOT_TOKEN", func() string {
		return "xoxb-" + hblDigits(12) + "-" + hblDigits(13) + "-" + hblR(hblAlnum, 24)
	}},
	{"Slack user token", "SLACK_USER_TOKEN", func() string {
		return "xoxp-" + hblDigits(12) + "-" + hblDigits(12) + "-" + hblDigits(13) + "-" + hblR(hblHex, 32)
	}},
	{"Slack app-level token", "SLACK_APP_TOKEN", func() string {
		return "xapp-1-A" + hblR(hblUpAl, 10) + "-" + hblDigits(13) + "-" + hblR(hblHex, 64)
	}},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", func() string { return hblDigits(10) + ":AA" + hblR(hblB64u, 33) }},
	{"GitHub token", "GITHUB_TOKEN", func() string { return hblP("ghp_", "gho_", "ghs_") + hblR(hblAlnum, 36) }},
	{"GitLab token", "GITLAB_TOKEN", func() string { return "glpat-" + hblR(hblB64u, 20) }},
	{"SendGrid key", "SENDGRID_API_KEY", func() string { return "SG." + hblR(hblB64u, 22) + "." + hblR(hblB64u, 43) }},
	{"Mailchimp API key", "MAILCHIMP_API_KEY", func() string { return hblR(hblHex, 32) + "-us" + fmt.Sprint(hblN(1, 21)) }},
	{"Brevo API key", "BREVO_API_KEY", func() string { return "xkeysib-" + hblR(hblHex, 64) + "-" + hblR(hblAlnum, 16) }},
	{"Mailgun key", "MAILGUN_API_KEY", func() string { return "key-" + hblR(hblHex, 32) }},
	{"Twilio auth token", "TWILIO_AUTH_TOKEN", func() string { return hblR(hblHex, 32) }},
	{"OpenAI key", "OPENAI_API_KEY", func() string { return "sk-proj-" + hblR(hblB64u, 48) + "T3BlbkFJ" + hblR(hblB64u, 48) }},
	{"Anthropic key", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + hblR(hblB64u, 93) + "AA" }},
	{"Shopify admin token", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + hblR(hblHex, 32) }},
	{"Linear API key", "LINEAR_API_KEY", func() string { return "lin_api_" + hblR(hblAlnum, 40) }},
	{"Typeform token", "TYPEFORM_TOKEN", func() string { return "tfp_" + hblR(hblAlnum, 44) + "_" + hblR(hblAlnum, 14) }},
	{"Intercom access token", "INTERCOM_TOKEN", func() string { return "dG9rOj" + hblR(hblB64s, 54) + "=" }},
	{"Calendly personal token", "CALENDLY_TOKEN", func() string {
		return "eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ." + hblR(hblB64u, 180) + "." + hblR(hblB64u, 86)
	}},
	{"Postmark server token", "POSTMARK_SERVER_TOKEN", func() string {
		return hblR(hblHex, 8) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 4) + "-" + hblR(hblHex, 12)
	}},
	{"Webflow API token", "WEBFLOW_TOKEN", func() string { return hblR(hblHex, 64) }},
	{"Pinecone API key", "PINECONE_API_KEY", func() string { return "pcsk_" + hblR(hblAlnum, 5) + "_" + hblR(hblAlnum, 64) }},
	{"Figma token", "FIGMA_TOKEN", func() string { return "figd_" + hblR(hblB64u, 40) }},
	{"Asana PAT", "ASANA_PAT", func() string { return "2/" + hblDigits(16) + "/" + hblDigits(16) + ":" + hblR(hblHex, 32) }},
	{"Zendesk API token", "ZENDESK_API_TOKEN", func() string { return hblR(hblAlnum, 40) }},
	{"Segment access token", "SEGMENT_TOKEN", func() string { return "sgp_" + hblR(hblAlnum, 64) }},
	{"npm token", "NPM_TOKEN", func() string { return "npm_" + hblR(hblAlnum, 36) }},
	{"Vercel token", "VERCEL_TOKEN", func() string { return hblR(hblAlnum, 24) }},
	{"Supabase service role key", "SUPABASE_SERVICE_ROLE_KEY", func() string {
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6I" + hblR(hblB64u, 40) + "In0." + hblR(hblB64u, 43)
	}},
}

// hblVendorContexts put a vendor key into a surrounding; they return format and text.
var hblVendorContexts = []func(v hblVendor, k string) (string, string){
	func(v hblVendor, k string) (string, string) { return "env", v.env + "=" + k },
	func(v hblVendor, k string) (string, string) {
		return "env", "# " + strings.ToLower(v.label) + "\n" + v.env + "=\"" + k + "\"\nNODE_ENV=production\n"
	},
	func(v hblVendor, k string) (string, string) { return "chat", "here's the " + v.label + ": " + k },
	func(v hblVendor, k string) (string, string) {
		return "chat", "@" + hblLowerName() + " I put the " + v.label + " in the Zap but it says unauthorized?? `" + k + "`"
	},
	func(v hblVendor, k string) (string, string) {
		return "notes", "Onboarding checklist — " + hblName() + "\n[x] laptop\n[x] Google Workspace account\n[ ] " + v.label + ": " + k + "\n[ ] add to #sales"
	},
	func(v hblVendor, k string) (string, string) {
		return "python", "import os\n\n" + strings.ToLower(v.env) + " = os.getenv(\"" + v.env + "\", \"" + k + "\")\n"
	},
	func(v hblVendor, k string) (string, string) {
		return "js", "const client = createClient({\n  apiKey: process.env." + v.env + " || '" + k + "',\n  timeout: 10_000,\n});\n"
	},
	func(v hblVendor, k string) (string, string) {
		return "email", "Hi " + hblName() + ",\n\nAs discussed on the call, the " + v.label + " for the integration is:\n" + k + "\n\nLet me know once the sync is running.\n\nCheers,\n" + hblName()
	},
	func(v hblVendor, k string) (string, string) {
		return "yaml", "integrations:\n  " + strings.ToLower(strings.Split(v.label, " ")[0]) + ":\n    api_key: " + k + "\n    sync_interval: 15m\n"
	},
	func(v hblVendor, k string) (string, string) {
		return "ticket", "SUP-" + hblDigits(4) + " — integration failing\nCustomer shared their " + v.label + " (" + k + ") so we could debug. Please rotate after."
	},
	func(v hblVendor, k string) (string, string) {
		return "chat", "nuevo " + v.label + " para el CRM: " + k + " (el anterior ya lo revoqué)"
	},
	func(v hblVendor, k string) (string, string) {
		return "toml", "[" + strings.ToLower(strings.Split(v.label, " ")[0]) + "]\ntoken = \"" + k + "\"\nworkspace = \"" + hblCompany() + "\"\n"
	},
	func(v hblVendor, k string) (string, string) {
		return "notes", "Meeting notes " + fmt.Sprintf("%02d/%02d", hblN(1, 28), hblN(1, 12)) + " (ops sync)\n- renewals due Friday\n- " + v.label + " moved to 1Password, current value " + k + "\n- next: clean up Zapier"
	},
	func(v hblVendor, k string) (string, string) {
		return "chat", v.label + " → " + k + "\nne le mets pas dans Notion stp"
	},
	func(v hblVendor, k string) (string, string) {
		return "shell", "export " + v.env + "='" + k + "'\nnpm run sync:contacts"
	},
	func(v hblVendor, k string) (string, string) {
		return "markdown", "| Integration | Key | Owner |\n|---|---|---|\n| " + v.label + " | `" + k + "` | " + hblName() + " |\n"
	},
	func(v hblVendor, k string) (string, string) {
		return "chat", v.label + "は " + k + " です。Slackには貼らないでください。"
	},
	func(v hblVendor, k string) (string, string) {
		return "log", "level=error msg=\"request rejected\" vendor=" + strings.ToLower(strings.Split(v.label, " ")[0]) + " auth=\"" + k + "\" status=401"
	},
}

func hblSaaSSamples() []Sample {
	var out []Sample
	for i := 0; i < 44; i++ {
		v := hblVendors[i%len(hblVendors)]
		k := v.make()
		c := hblVendorContexts[rng.IntN(len(hblVendorContexts))]
		format, text := c(v, k)
		s := hblSec("saas-key", format, text, k)
		if strings.Contains(text, "renewals due Friday") {
			s = hblKeep(s, "- renewals due Friday")
		}
		if strings.Contains(text, "npm run sync:contacts") {
			s = hblKeep(s, "npm run sync:contacts")
		}
		out = append(out, s)
	}
	// Webhook URLs of no-code tools carry their secret in the path.
	for i := 0; i < 16; i++ {
		var url, secret, tool string
		switch i % 4 {
		case 0:
			tool = "Zapier"
			secret = hblDigits(7) + "/" + hblR(hblLowAl, 7)
			url = "https://hooks.zapier.com/hooks/catch/" + secret + "/"
		case 1:
			tool = "Make"
			secret = hblR("abcdefghijklmnopqrstuvwxyz0123456789", 32)
			url = "https://hook." + hblP("eu1", "eu2", "us1") + ".make.com/" + secret
		case 2:
			tool = "Slack"
			secret = "T" + hblR(hblUpAl, 10) + "/B" + hblR(hblUpAl, 10) + "/" + hblR(hblAlnum, 24)
			url = "https://hooks.slack.com/services/" + secret
		default:
			tool = "Discord"
			url, secret = hblDiscordWebhook()
		}
		var format, text string
		switch rng.IntN(7) {
		case 0:
			format, text = "chat", "new "+tool+" webhook for the lead form: "+url
		case 1:
			format, text = "notes", "Typeform → "+tool+"\nwebhook: "+url+"\ntrigger: new submission\nowner: "+hblName()
		case 2:
			format, text = "shell", "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deal won 🎉\"}' "+url
		case 3:
			format, text = "env", "WEBHOOK_URL="+url+"\nRETRIES=3"
		case 4:
			format, text = "js", "await fetch('"+url+"', { method: 'POST', body: JSON.stringify(payload) });"
		case 5:
			format, text = "chat", "webhook do "+tool+" pro Pipedrive: "+url+" (não compartilhar)"
		default:
			format, text = "json", "{\n  \"name\": \"won-deals\",\n  \"url\": \""+url+"\",\n  \"active\": true\n}"
		}
		out = append(out, hblSec("webhook-url", format, text, secret))
	}
	return out
}
