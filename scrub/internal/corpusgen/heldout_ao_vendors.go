package main

import (
	"fmt"
	"strings"
)

// haoVendorKey is one kind of credential with a label a person would write next to it.
type haoVendorKey struct {
	label string
	env   string
	gen   func() string
}

var haoVendorKeys = []haoVendorKey{
	{"AWS secret access key", "AWS_SECRET_ACCESS_KEY", haoAWSSecret},
	{"GitHub token", "GITHUB_TOKEN", haoGHToken},
	{"GitHub fine-grained PAT", "GH_PAT", haoGHPat},
	{"GitLab PAT", "GITLAB_TOKEN", haoGLToken},
	{"Slack bot token", "SLACK_BOT_TOKEN", haoSlackBot},
	{"Slack webhook", "SLACK_WEBHOOK_URL", haoSlackHook},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", haoTelegram},
	{"Discord webhook", "DISCORD_WEBHOOK", haoDiscordHook},
	{"Stripe key", "STRIPE_SECRET_KEY", haoStripeSK},
	{"Google API key", "GOOGLE_API_KEY", haoGoogleKey},
	{"SendGrid key", "SENDGRID_API_KEY", haoSendgrid},
	{"OpenAI key", "OPENAI_API_KEY", haoOpenAI},
	{"Anthropic key", "ANTHROPIC_API_KEY", haoAnthropic},
	{"npm token", "NPM_TOKEN", haoNpm},
	{"Hugging Face token", "HF_TOKEN", haoHF},
	{"GCP OAuth client secret", "GOOGLE_CLIENT_SECRET", func() string { return "GOCSPX-" + haoR(b64url, 28) }},
	{"Azure client secret", "AZURE_CLIENT_SECRET", func() string { return haoR(alnum, 3) + haoR(digits, 1) + "Q~" + haoR(alnum+"-_.~", 34) }},
	{"Azure storage key", "AZURE_STORAGE_KEY", func() string { return haoR(haoB64, 86) + "==" }},
	{"Twilio auth token", "TWILIO_AUTH_TOKEN", func() string { return haoR(hexs, 32) }},
	{"Mailgun key", "MAILGUN_API_KEY", func() string { return "key-" + haoR(hexs, 32) }},
	{"Shopify admin token", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + haoR(hexs, 32) }},
	{"DigitalOcean token", "DO_TOKEN", func() string { return "dop_v1_" + haoR(hexs, 64) }},
	{"Datadog API key", "DD_API_KEY", func() string { return haoR(hexs, 32) }},
	{"Vault token", "VAULT_TOKEN", func() string { return "hvs." + haoR(alnum, 24) }},
	{"Atlassian API token", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + haoR(b64url, 180) + "=" + haoR(upper+digits, 8) }},
	{"PyPI token", "PYPI_TOKEN", func() string { return "pypi-AgEIcHlwaS5vcmc" + haoR(b64url, 60) }},
	{"Postman API key", "POSTMAN_API_KEY", func() string { return "PMAK-" + haoR(hexs, 24) + "-" + haoR(hexs, 34) }},
	{"Linear API key", "LINEAR_API_KEY", func() string { return "lin_api_" + haoR(alnum, 40) }},
	{"Cloudflare API token", "CF_API_TOKEN", func() string { return haoR(b64url, 40) }},
	{"Grafana service account token", "GRAFANA_TOKEN", func() string { return "glsa_" + haoR(alnum, 32) + "_" + haoR(hexs, 8) }},
	{"New Relic key", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + haoR(upper+digits, 27) }},
	{"Square token", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + haoR(b64url, 60) }},
	{"Okta API token", "OKTA_API_TOKEN", func() string { return "00" + haoR(b64url, 40) }},
	{"Heroku API key", "HEROKU_API_KEY", haoUUID},
	{"Mailchimp key", "MAILCHIMP_API_KEY", func() string { return haoR(hexs, 32) + "-us" + haoDigits(2) }},
	{"Doppler token", "DOPPLER_TOKEN", func() string { return "dp.st.prd." + haoR(alnum, 43) }},
}

func haoCloudVendorSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		vk := haoVendorKeys[i%len(haoVendorKeys)]
		k := vk.gen()
		var s Sample
		switch rng.IntN(12) {
		case 0:
			s = haoSec("vendor-key", "chat", fmt.Sprintf("here's the %s for the test tenant: %s", vk.label, k), k)
		case 1:
			s = haoKeep(haoSec("vendor-key", "env", fmt.Sprintf("NODE_ENV=production\nPORT=%d\n%s=%s\nLOG_LEVEL=info", haoN(3000, 9000), vk.env, k), k), "LOG_LEVEL=info")
		case 2:
			s = haoSec("vendor-key", "report", fmt.Sprintf("- **Finding:** hardcoded %s in `src/config/%s.ts`\n- **Value:** `%s`\n- **Status:** verified live on %s", vk.label, strings.ToLower(strings.Fields(vk.label)[0]), k, haoDate()), k)
		case 3:
			s = haoSec("vendor-key", "yaml", fmt.Sprintf("env:\n  - name: %s\n    value: \"%s\"\n  - name: REGION\n    value: eu-west-1", vk.env, k), k)
		case 4:
			s = haoSec("vendor-key", "shell", fmt.Sprintf("$ export %s='%s'\n$ ./run_scan.sh --target %s", vk.env, k, haoDomain()), k)
		case 5:
			s = haoSec("vendor-key", "python", fmt.Sprintf("# TODO move to secrets manager\n%s = \"%s\"\n\ndef client():\n    return Client(api_key=%s)", vk.env, k, vk.env), k)
		case 6:
			s = haoSec("vendor-key", "trufflehog", fmt.Sprintf("✅ Found verified result 🐷🔑\nDetector Type: %s\nRaw result: %s\nRepository: https://github.com/%s/%s\nTimestamp: %s %s +0000", strings.Fields(vk.label)[0], k, haoPick("acme-dev", "initech-oss", "globex-labs"), haoPick("infra", "website", "mobile-app"), haoDate(), haoTime()), k)
		case 7:
			s = haoSec("vendor-key", "notes", fmt.Sprintf("Retest %s\n\n* %s still works: %s\n* client said it was rotated — it was not", haoDate(), vk.label, k), k)
		case 8:
			s = haoSec("vendor-key", "json", fmt.Sprintf("{\n  \"service\": \"%s\",\n  \"credentials\": {\n    \"key\": \"%s\"\n  },\n  \"timeout\": 30\n}", strings.ToLower(strings.Fields(vk.label)[0]), k), k)
		case 9:
			s = haoSec("vendor-key", "diff", fmt.Sprintf("diff --git a/settings.py b/settings.py\n--- a/settings.py\n+++ b/settings.py\n@@ -12,3 +12,3 @@\n-%s = os.environ[\"%s\"]\n+%s = \"%s\"  # quick fix for demo", vk.env, vk.env, vk.env, k), k)
		case 10:
			s = haoSec("vendor-key", "csv", fmt.Sprintf("id,source,type,secret,verified\n%d,github,%s,%s,true", haoN(1, 500), strings.ReplaceAll(vk.label, " ", "_"), k), k)
		default:
			s = haoSec("vendor-key", "chat", fmt.Sprintf("%s: ça marche avec cette clé %s → %s", haoFirst(), vk.label, k), k)
		}
		out = append(out, s)
	}
	// a handful of whole-cloud bundles
	for i := 0; i < 8; i++ {
		k := haoAWSKeyID()
		sk := haoAWSSecret()
		switch i % 4 {
		case 0:
			st := "IQoJb3JpZ2luX2Vj" + haoR(haoB64, 300)
			out = append(out, haoSec("aws", "json", fmt.Sprintf("$ curl http://169.254.169.254/latest/meta-data/iam/security-credentials/ec2-role\n{\n  \"Code\" : \"Success\",\n  \"Type\" : \"AWS-HMAC\",\n  \"AccessKeyId\" : \"%s\",\n  \"SecretAccessKey\" : \"%s\",\n  \"Token\" : \"%s\",\n  \"Expiration\" : \"%sT18:00:00Z\"\n}", k, sk, st, haoDate()), k, sk, st))
		case 1:
			out = append(out, haoKeep(haoSec("aws", "ini", fmt.Sprintf("[default]\nregion = us-east-1\noutput = json\n\n[pentest]\naws_access_key_id = %s\naws_secret_access_key = %s", k, sk), k, sk), "region = us-east-1"))
		case 2:
			ak := haoR(haoB64, 86) + "=="
			acct := haoPick("prodstore", "acmelogs", "backupsa") + haoR(digits, 3)
			out = append(out, haoSec("azure", "conn-string", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n}", acct, ak), ak))
		default:
			sig := haoR(alnum, 43) + "%3D"
			out = append(out, haoSec("azure", "url", fmt.Sprintf("SAS URL from the misconfigured storage:\nhttps://%s.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&spr=https&sig=%s", haoPick("acmeexports", "hrfiles"), sig), sig))
		}
	}
	return out
}
