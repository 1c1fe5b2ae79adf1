package main

import (
	"fmt"
	"strings"
)

type hatKey struct {
	what, env string
	gen       func() string
}

var hatKeys = []hatKey{
	{"AWS secret access key", "AWS_SECRET_ACCESS_KEY", func() string { return hatR(alnum+"+/", 40) }},
	{"GCP API key", "GOOGLE_API_KEY", func() string { return "AIza" + hatR(b64url, 35) }},
	{"Google OAuth client secret", "GOOGLE_CLIENT_SECRET", func() string { return "GOCSPX-" + hatR(b64url, 28) }},
	{"Azure AD client secret", "AZURE_CLIENT_SECRET", func() string {
		return hatR(alnum, 3) + hatR(digits, 1) + "Q~" + hatR(alnum+"_~.-", 33) + hatR(alnum, 1)
	}},
	{"GitHub token", "GITHUB_TOKEN", func() string { return hatP("ghp_", "gho_", "ghs_") + hatR(alnum, 36) }},
	{"GitLab token", "GITLAB_TOKEN", func() string { return "glpat-" + hatR(b64url, 20) }},
	{"Bitbucket app password", "BITBUCKET_APP_PASSWORD", func() string { return "ATBB" + hatR(alnum, 24) + hatR("ABCDEF0123456789", 8) }},
	{"Slack bot token", "SLACK_BOT_TOKEN", func() string { return "xoxb-" + hatDig(12) + "-" + hatDig(13) + "-" + hatR(alnum, 24) }},
	{"Slack webhook", "SLACK_WEBHOOK_URL", func() string {
		return "https://hooks.slack.com/services/T" + hatR(upper+digits, 8) + "/B" + hatR(upper+digits, 10) + "/" + hatR(alnum, 24)
	}},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", func() string { return hatDig(hatN(9, 10)) + ":AA" + hatR(b64url, 33) }},
	{"Discord webhook", "DISCORD_WEBHOOK", func() string {
		return "https://discord.com/api/webhooks/" + hatSnowflake() + "/" + hatR(b64url, 68)
	}},
	{"Stripe secret key", "STRIPE_SECRET_KEY", func() string { return hatP("sk_live_", "rk_live_") + hatR(alnum, hatN(24, 99)) }},
	{"Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + hatR(alnum, 32) }},
	{"Square access token", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + hatR(b64url, 60) }},
	{"Braintree access token", "BRAINTREE_TOKEN", func() string {
		return "access_token$production$" + hatR(lower+digits, 16) + "$" + hatHex(32)
	}},
	{"SendGrid API key", "SENDGRID_API_KEY", func() string { return "SG." + hatR(b64url, 22) + "." + hatR(b64url, 43) }},
	{"Mailgun key", "MAILGUN_API_KEY", func() string { return "key-" + hatHex(32) }},
	{"Twilio auth token", "TWILIO_AUTH_TOKEN", func() string { return hatHex(32) }},
	{"Mailchimp API key", "MAILCHIMP_API_KEY", func() string { return hatHex(32) + "-us" + fmt.Sprint(hatN(2, 21)) }},
	{"OpenAI key", "OPENAI_API_KEY", func() string { return "sk-proj-" + hatR(b64url, 74) + "T3BlbkFJ" + hatR(b64url, 74) }},
	{"Anthropic key", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + hatR(b64url, 93) + "AA" }},
	{"HubSpot private app token", "HUBSPOT_TOKEN", func() string { return "pat-na1-" + hatUUID() }},
	{"Shopify admin token", "SHOPIFY_ADMIN_TOKEN", func() string { return "shpat_" + hatHex(32) }},
	{"npm token", "NPM_TOKEN", func() string { return "npm_" + hatR(alnum, 36) }},
	{"DigitalOcean token", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + hatHex(64) }},
	{"Datadog API key", "DD_API_KEY", func() string { return hatHex(32) }},
	{"New Relic key", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + hatR(upper+digits, 27) }},
	{"Atlassian API token", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + hatR(b64url, 170) + "=" + hatHex(8) }},
	{"Buildium client secret", "BUILDIUM_CLIENT_SECRET", func() string { return hatR(alnum+"+/", 43) + "=" }},
	{"AppFolio API client secret", "APPFOLIO_CLIENT_SECRET", func() string { return hatHex(40) }},
	{"Kisi API key", "KISI_API_KEY", func() string { return hatHex(32) }},
	{"Brivo API key", "BRIVO_API_KEY", func() string { return hatR(lower+digits, 24) }},
	{"Latch partner secret", "LATCH_CLIENT_SECRET", func() string { return hatR(alnum, 48) }},
	{"Yardi interface password", "YARDI_INTERFACE_PASSWORD", func() string { return hatRandPw() }},
}

func hatVendorKeys(b *hatBag) {
	b.run(42, func() {
		k := hatKeys[rng.IntN(len(hatKeys))]
		v := k.gen()
		lowerEnv := strings.ToLower(k.env)
		n := hatP(hatNames...)
		c := rng.IntN(13)
		if strings.HasPrefix(v, "https://") && (c == 5 || c == 7 || c == 8) {
			c = 0
		}
		switch c {
		case 0:
			keep := "LOG_LEVEL=warn"
			b.add("vendor-key", "env", fmt.Sprintf("# %s\n%s\n%s=%s\n", hatP(hatProps...), keep, k.env, v), []string{v}, keep)
		case 1:
			b.add("vendor-key", "yaml", fmt.Sprintf("integrations:\n  %s:\n    enabled: true\n    %s: \"%s\"\n", strings.Split(lowerEnv, "_")[0], lowerEnv, v), []string{v}, "enabled: true")
		case 2:
			b.add("vendor-key", "chat", fmt.Sprintf("[%s] %s: %s for the owner-statements job → %s", hatTime(), n, k.what, v), []string{v})
		case 3:
			b.add("vendor-key", "python", fmt.Sprintf("import os\n\n%s = os.environ.get(\"%s\", \"%s\")\n\ndef sync_units(property_id):\n    ...", k.env, k.env, v), []string{v}, "def sync_units(property_id):")
		case 4:
			b.add("vendor-key", "javascript", fmt.Sprintf("// TODO: move to secrets manager before go-live\nconst config = {\n  %s: '%s',\n  region: 'us-east-1',\n};\nmodule.exports = config;", hatCamel(k.env), v), []string{v}, "region: 'us-east-1',")
		case 5:
			b.add("vendor-key", "csharp", fmt.Sprintf("var client = new HttpClient();\nclient.DefaultRequestHeaders.Add(\"X-Api-Key\", \"%s\");\nvar units = await client.GetFromJsonAsync<Unit[]>(\"/api/units\");", v), []string{v})
		case 6:
			b.add("vendor-key", "note", fmt.Sprintf("%s (prod) for the leasing site: %s — %s has the admin account.", k.what, v, n), []string{v})
		case 7:
			b.add("vendor-key", "log", fmt.Sprintf("%s ERROR sync: 401 from upstream\n%s DEBUG sync: request headers {\"Authorization\": \"Bearer %s\"}\n%s INFO  sync: retry in 30s", hatStamp(), hatStamp(), v, hatStamp()), []string{v}, "sync: retry in 30s")
		case 8:
			b.add("vendor-key", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/pm/sync.py\", line %d, in <module>\n    client = Client(api_key=\"%s\")\n  File \"/srv/pm/client.py\", line 12, in __init__\n    raise AuthError(\"invalid key\")\npm.client.AuthError: invalid key", hatN(20, 300), v), []string{v}, "pm.client.AuthError: invalid key")
		case 9:
			b.add("vendor-key", "diff", fmt.Sprintf("--- a/config/settings.toml\n+++ b/config/settings.toml\n@@ -3,4 +3,4 @@\n [%s]\n-%s = \"\"\n+%s = \"%s\"\n timeout = 30", strings.Split(lowerEnv, "_")[0], lowerEnv, lowerEnv, v), []string{v}, " timeout = 30")
		case 10:
			b.add("vendor-key", "chat-i18n", hatP(
				"La clé "+k.what+" pour le site des annonces : "+v,
				"Der "+k.what+" für das Mieterportal ist "+v,
				"La clave de "+k.what+" del portal de propietarios es "+v,
				k.what+" 的密钥："+v,
				k.what+" のキーはこれです: "+v,
			), []string{v})
		case 11:
			b.add("vendor-key", "markdown", fmt.Sprintf("## Integrations\n\n| Service | Key |\n|---|---|\n| %s | `%s` |\n| Weather | none |\n", k.what, v), []string{v}, "| Weather | none |")
		default:
			b.add("vendor-key", "ruby", fmt.Sprintf("Rails.application.configure do\n  config.x.%s = \"%s\"\n  config.time_zone = \"Central Time (US & Canada)\"\nend", lowerEnv, v), []string{v}, "config.time_zone = \"Central Time (US & Canada)\"")
		}
	})

	// AWS key pairs and Azure storage strings, which come in twos.
	b.run(12, func() {
		id, sec := "AKIA"+hatR(b32, 16), hatR(alnum+"+/", 40)
		switch rng.IntN(4) {
		case 0:
			b.add("aws-keypair", "ini", fmt.Sprintf("[lease-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-west-2", id, sec), []string{id, sec}, "region = us-west-2")
		case 1:
			b.add("aws-keypair", "chat", fmt.Sprintf("for the photo uploads bucket use %s / %s (IAM user listings-uploader)", id, sec), []string{id, sec})
		case 2:
			acct := hatP("harborleases", "meridiandocs", "cedarscans")
			ak := hatR(alnum+"+/", 86) + "=="
			b.add("azure-storage", "config", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, ak), []string{ak})
		default:
			sas := "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T23:59:59Z&st=2024-01-01T00:00:00Z&spr=https&sig=" + hatR(alnum, 43) + "%3D"
			sig := sas[strings.Index(sas, "sig=")+4:]
			b.add("azure-sas", "url", fmt.Sprintf("floor plans: https://%s.blob.core.windows.net/plans/L3.pdf?%s", hatP("harborleases", "meridiandocs"), sas), []string{sig})
		}
	})
}

func hatCamel(env string) string {
	parts := strings.Split(strings.ToLower(env), "_")
	for i := 1; i < len(parts); i++ {
		parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
	}
	return strings.Join(parts, "")
}
