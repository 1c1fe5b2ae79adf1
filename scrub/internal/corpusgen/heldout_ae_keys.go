package main

import "fmt"

// haeVendor is one kind of API key: the env var people put it in and a generator of values.
type haeVendor struct {
	env  string
	name string
	gen  func() string
}

var haeVendors = []haeVendor{
	{"OPENAI_API_KEY", "OpenAI", haeOpenAI},
	{"ANTHROPIC_API_KEY", "Anthropic", haeAnthropic},
	{"GITHUB_PERSONAL_ACCESS_TOKEN", "GitHub", func() string {
		if haeChance(0.5) {
			return haeGhp()
		}
		return haeGhFine()
	}},
	{"GITLAB_TOKEN", "GitLab", haeGlpat},
	{"SLACK_BOT_TOKEN", "Slack", haeSlackBot},
	{"BRAVE_API_KEY", "Brave Search", func() string { return "BSA" + rnd(alnum, 27) }},
	{"STRIPE_SECRET_KEY", "Stripe", haeStripe},
	{"SENDGRID_API_KEY", "SendGrid", func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }},
	{"HF_TOKEN", "Hugging Face", func() string { return "hf_" + rnd(upper+lower, 34) }},
	{"NOTION_TOKEN", "Notion", func() string { return "ntn_" + rnd(digits, 11) + rnd(alnum, 35) }},
	{"LINEAR_API_KEY", "Linear", func() string { return "lin_api_" + rnd(alnum, 40) }},
	{"SUPABASE_SERVICE_ROLE_KEY", "Supabase", haeJWT},
	{"AWS_SECRET_ACCESS_KEY", "AWS", haeAWSSecret},
	{"GOOGLE_API_KEY", "Google", haeGoogleKey},
	{"NPM_TOKEN", "npm", func() string { return "npm_" + rnd(alnum, 36) }},
	{"PERPLEXITY_API_KEY", "Perplexity", func() string { return "pplx-" + rnd(alnum, 48) }},
	{"TAVILY_API_KEY", "Tavily", func() string { return "tvly-" + pick([]string{"dev-", "prod-", ""}) + rnd(alnum, 32) }},
	{"FIRECRAWL_API_KEY", "Firecrawl", func() string { return "fc-" + haeHex(32) }},
	{"SENTRY_AUTH_TOKEN", "Sentry", func() string { return "sntryu_" + haeHex(64) }},
	{"CLOUDFLARE_API_TOKEN", "Cloudflare", func() string { return rnd(b64url, 40) }},
	{"GROQ_API_KEY", "Groq", func() string { return "gsk_" + rnd(alnum, 52) }},
	{"REPLICATE_API_TOKEN", "Replicate", func() string { return "r8_" + rnd(alnum, 37) }},
	{"PINECONE_API_KEY", "Pinecone", func() string { return "pcsk_" + rnd(alnum, 5) + "_" + rnd(alnum, 63) }},
	{"DIGITALOCEAN_TOKEN", "DigitalOcean", func() string { return "dop_v1_" + haeHex(64) }},
	{"POSTMAN_API_KEY", "Postman", func() string { return "PMAK-" + haeHex(24) + "-" + haeHex(34) }},
	{"JIRA_API_TOKEN", "Atlassian", func() string { return "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + rnd(upper+digits, 8) }},
	{"FIGMA_ACCESS_TOKEN", "Figma", func() string { return "figd_" + rnd(b64url, 40) }},
	{"TS_AUTHKEY", "Tailscale", func() string { return "tskey-auth-k" + rnd(alnum, 11) + "CNTRL-" + rnd(alnum, 33) }},
	{"DOPPLER_TOKEN", "Doppler", func() string { return "dp.st.prd." + rnd(alnum, 40) }},
	{"VAULT_TOKEN", "Vault", func() string { return "hvs.CAESI" + rnd(b64url, 86) }},
	{"TWILIO_AUTH_TOKEN", "Twilio", func() string { return haeHex(32) }},
	{"SHOPIFY_ACCESS_TOKEN", "Shopify", func() string { return "shpat_" + haeHex(32) }},
	{"MAILGUN_API_KEY", "Mailgun", func() string { return "key-" + haeHex(32) }},
	{"DD_API_KEY", "Datadog", func() string { return haeHex(32) }},
	{"AIRTABLE_API_KEY", "Airtable", func() string { return "pat" + rnd(alnum, 14) + "." + haeHex(64) }},
	{"GRAFANA_SERVICE_ACCOUNT_TOKEN", "Grafana", func() string { return "glsa_" + rnd(alnum, 32) + "_" + haeHex(8) }},
	{"NEW_RELIC_API_KEY", "New Relic", func() string { return "NRAK-" + rnd(upper+digits, 27) }},
	{"RESEND_API_KEY", "Resend", func() string { return "re_" + rnd(alnum, 8) + "_" + rnd(alnum, 24) }},
	{"MISTRAL_API_KEY", "Mistral", func() string { return rnd(alnum, 32) }},
	{"XAI_API_KEY", "xAI", func() string { return "xai-" + rnd(alnum, 80) }},
	{"DEEPSEEK_API_KEY", "DeepSeek", func() string { return "sk-" + haeHex(32) }},
	{"GEMINI_API_KEY", "Gemini", haeGoogleKey},
	{"TF_TOKEN_app_terraform_io", "Terraform Cloud", func() string { return rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67) }},
	{"PYPI_TOKEN", "PyPI", func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, 120) }},
	{"HEROKU_API_KEY", "Heroku", func() string { return "HRKU-AA" + rnd(b64url, 58) }},
	{"TELEGRAM_BOT_TOKEN", "Telegram", haeTelegram},
	{"DISCORD_WEBHOOK_URL", "Discord webhook", haeDiscordHook},
	{"SLACK_WEBHOOK_URL", "Slack webhook", haeSlackHook},
	{"DATABASE_URL", "Postgres", func() string {
		return fmt.Sprintf("postgresql://%s:%s@%s:5432/%s", pick(haeUsers), haePwURL(), pick(haeHosts), pick([]string{"app", "prod", "analytics", "main"}))
	}},
	{"ALGOLIA_ADMIN_KEY", "Algolia", func() string { return haeHex(32) }},
	{"OKTA_API_TOKEN", "Okta", func() string { return "00" + rnd(b64url, 40) }},
	{"SQUARE_ACCESS_TOKEN", "Square", func() string { return "EAAA" + rnd(b64url, 60) }},
}

func haeVendor1() (string, string, string) {
	v := pick(haeVendors)
	return v.env, v.name, v.gen()
}
