package main

// heldout_ap_vendors.go: vendor keys and tokens (cloud, Git hosts, chat, payment, SaaS,
// health-IT APIs) embedded in many surroundings.

import (
	"fmt"
	"strings"
)

type hapVendor struct {
	label string // how a person names it
	env   string // the variable people put it in
	gen   func() (full, secret string)
}

func hapSame(f func() string) func() (string, string) {
	return func() (string, string) { v := f(); return v, v }
}

var hapVendors = []hapVendor{
	{"Google Healthcare API key", "GOOGLE_API_KEY", hapSame(func() string { return "AIza" + hapR(hapB64u, 35) })},
	{"Google OAuth client secret", "GOOGLE_CLIENT_SECRET", hapSame(func() string { return "GOCSPX-" + hapR(hapB64u, 28) })},
	{"Azure AD client secret", "AZURE_CLIENT_SECRET", hapSame(func() string {
		return hapR(hapAlnum, 3) + hapR(hapDig, 1) + "Q~" + hapR(hapAlnum+"~._-", 33) + hapR(hapAlnum, 1)
	})},
	{"GitHub token", "GITHUB_TOKEN", hapSame(func() string { return "ghp_" + hapR(hapAlnum, 36) })},
	{"GitHub fine-grained token", "GH_PAT", hapSame(func() string { return "github_pat_11" + hapR(hapUp+hapDig, 20) + "_" + hapR(hapAlnum, 59) })},
	{"GitLab deploy token", "GITLAB_TOKEN", hapSame(func() string { return "glpat-" + hapR(hapB64u, 20) })},
	{"Bitbucket app password", "BITBUCKET_APP_PASSWORD", hapSame(func() string { return "ATBB" + hapR(hapAlnum, 32) })},
	{"Slack bot token", "SLACK_BOT_TOKEN", hapSame(func() string {
		return "xoxb-" + hapR(hapDig, 12) + "-" + hapR(hapDig, 13) + "-" + hapR(hapAlnum, 24)
	})},
	{"Slack user token", "SLACK_USER_TOKEN", hapSame(func() string {
		return "xoxp-" + hapR(hapDig, 12) + "-" + hapR(hapDig, 12) + "-" + hapR(hapDig, 13) + "-" + hapR(hapHex, 32)
	})},
	{"Slack webhook", "SLACK_WEBHOOK_URL", func() (string, string) {
		sec := hapR(hapAlnum, 24)
		return "https://hooks.slack.com/services/T" + hapR(hapUp+hapDig, 10) + "/B" + hapR(hapUp+hapDig, 10) + "/" + sec, sec
	}},
	{"Telegram bot token", "TELEGRAM_BOT_TOKEN", hapSame(func() string { return fmt.Sprint(hapN(100000000, 7999999999)) + ":AA" + hapR(hapB64u, 33) })},
	{"Discord webhook", "DISCORD_WEBHOOK", func() (string, string) {
		sec := hapR(hapB64u, 68)
		return "https://discord.com/api/webhooks/" + hapR(hapDig, 19) + "/" + sec, sec
	}},
	{"Stripe secret key", "STRIPE_SECRET_KEY", hapSame(func() string { return "sk_live_51" + hapR(hapAlnum, 97) })},
	{"Stripe restricted key", "STRIPE_RK", hapSame(func() string { return "rk_live_51" + hapR(hapAlnum, 60) })},
	{"Stripe webhook signing secret", "STRIPE_WEBHOOK_SECRET", hapSame(func() string { return "whsec_" + hapR(hapAlnum, 32) })},
	{"Twilio auth token", "TWILIO_AUTH_TOKEN", hapSame(func() string { return hapR(hapHex, 32) })},
	{"SendGrid key", "SENDGRID_API_KEY", hapSame(func() string { return "SG." + hapR(hapB64u, 22) + "." + hapR(hapB64u, 43) })},
	{"OpenAI key", "OPENAI_API_KEY", hapSame(func() string { return "sk-proj-" + hapR(hapB64u, 48) + "T3BlbkFJ" + hapR(hapB64u, 48) })},
	{"Anthropic key", "ANTHROPIC_API_KEY", hapSame(func() string { return "sk-ant-api03-" + hapR(hapB64u, 93) + "AA" })},
	{"npm token", "NPM_TOKEN", hapSame(func() string { return "npm_" + hapR(hapAlnum, 36) })},
	{"PyPI token", "PYPI_TOKEN", hapSame(func() string { return "pypi-AgEIcHlwaS5vcmc" + hapR(hapB64u, 70) })},
	{"Datadog API key", "DD_API_KEY", hapSame(func() string { return hapR(hapHex, 32) })},
	{"Mailgun key", "MAILGUN_API_KEY", hapSame(func() string { return "key-" + hapR(hapHex, 32) })},
	{"Okta API token", "OKTA_API_TOKEN", hapSame(func() string { return "00" + hapR(hapB64u, 40) })},
	{"Auth0 client secret", "AUTH0_CLIENT_SECRET", hapSame(func() string { return hapR(hapB64u, 64) })},
	{"REDCap API token", "REDCAP_API_TOKEN", hapSame(func() string { return hapR(hapHexU, 32) })},
	{"Epic FHIR client secret", "EPIC_CLIENT_SECRET", hapSame(func() string { return hapR(hapB64, 86) + "==" })},
	{"Cerner system account secret", "CERNER_CLIENT_SECRET", hapSame(func() string { return hapR(hapB64u, 32) })},
	{"Hugging Face token", "HF_TOKEN", hapSame(func() string { return "hf_" + hapR(hapUp+hapLo, 34) })},
	{"Vault token", "VAULT_TOKEN", hapSame(func() string { return "hvs." + hapR(hapB64u, 24) })},
	{"Postman API key", "POSTMAN_API_KEY", hapSame(func() string { return "PMAK-" + hapR(hapHex, 24) + "-" + hapR(hapHex, 34) })},
	{"Sentry auth token", "SENTRY_AUTH_TOKEN", hapSame(func() string { return "sntryu_" + hapR(hapHex, 64) })},
	{"Atlassian API token", "JIRA_API_TOKEN", hapSame(func() string { return "ATATT3xFfGF0" + hapR(hapB64u, 170) + "=" + hapR(hapHexU, 8) })},
	{"Zoom telehealth client secret", "ZOOM_CLIENT_SECRET", hapSame(func() string { return hapR(hapAlnum, 32) })},
	{"Surescripts API key", "SURESCRIPTS_API_KEY", hapSame(func() string { return hapR(hapAlnum, 40) })},
	{"New Relic key", "NEW_RELIC_API_KEY", hapSame(func() string { return "NRAK-" + hapR(hapUp+hapDig, 27) })},
	{"DigitalOcean token", "DIGITALOCEAN_TOKEN", hapSame(func() string { return "dop_v1_" + hapR(hapHex, 64) })},
	{"Cloudflare API token", "CLOUDFLARE_API_TOKEN", hapSame(func() string { return hapR(hapB64u, 40) })},
	{"Mapbox secret token", "MAPBOX_SECRET_TOKEN", hapSame(func() string {
		return "sk.eyJ1Ijoi" + hapR(hapB64u, 20) + "IiwiYSI6I" + hapR(hapB64u, 30) + "." + hapR(hapB64u, 22)
	})},
	{"Azure storage key", "AZURE_STORAGE_CONNECTION_STRING", func() (string, string) {
		k := hapR(hapB64, 86) + "=="
		return "DefaultEndpointsProtocol=https;AccountName=" + hapP("rbhdicom", "mvlabarchive", "ngtelehealth") + "prd;AccountKey=" + k + ";EndpointSuffix=core.windows.net", k
	}},
	{"Linear API key", "LINEAR_API_KEY", hapSame(func() string { return "lin_api_" + hapR(hapAlnum, 40) })},
}

// hapEmbed puts value under env/label in one of many surroundings.
func hapEmbed(v hapVendor, full string) (string, string, []string) {
	low := strings.ToLower(v.env)
	switch rng.IntN(20) {
	case 0:
		k := fmt.Sprintf("APP_ENV=%s", hapP("production", "staging", "validation"))
		return fmt.Sprintf("%s\n%s=%s\nFHIR_BASE=https://%s/r4\n", k, v.env, full, hapPL(hapHosts)), "env", []string{k}
	case 1:
		return fmt.Sprintf("%s:\n  %s: %s\n  timeout_s: %d\n", hapP("integrations", "secrets", "telehealth", "lab"), low, full, hapN(5, 60)), "yaml", nil
	case 2:
		return fmt.Sprintf("{\"%s\": \"%s\", \"retries\": %d}", low, full, hapN(1, 5)), "json", nil
	case 3:
		return fmt.Sprintf("here's the %s for the %s integration: %s", v.label, hapPL(hapSystems), full), "chat", nil
	case 4:
		return fmt.Sprintf("export %s=%s\n", v.env, full), "shell", nil
	case 5:
		return fmt.Sprintf("import os\n\n%s = os.getenv(\"%s\", \"%s\")\n", low, v.env, full), "python", nil
	case 6:
		return fmt.Sprintf("const %s = '%s'; // %s\n", hapCamel(low), full, v.label), "javascript", nil
	case 7:
		ln := "ini section last edited by " + hapPL(hapNames)
		return fmt.Sprintf("; %s\n[%s]\n%s = %s\n", ln, hapP("api", "remote", "vendor"), low, full), "ini", []string{ln}
	case 8:
		return fmt.Sprintf("%s=%s\nspring.datasource.url=jdbc:postgresql://%s:5432/lis\n", strings.ReplaceAll(low, "_", "."), full, hapPL(hapHosts)), "properties", nil
	case 9:
		return fmt.Sprintf("<configuration>\n  <property name=\"%s\">%s</property>\n</configuration>", low, full), "xml", nil
	case 10:
		return fmt.Sprintf("    environment:\n      %s: \"%s\"\n      TZ: America/Chicago\n", v.env, full), "docker-compose", nil
	case 11:
		return fmt.Sprintf("        env:\n        - name: %s\n          value: \"%s\"\n", v.env, full), "kubernetes", nil
	case 12:
		return fmt.Sprintf("PS C:\\> $env:%s = \"%s\"\nPS C:\\> .\\Send-Results.ps1", v.env, full), "powershell", nil
	case 13:
		return fmt.Sprintf("la clé %s pour %s : %s", v.label, hapPL(hapHospitals), full), "chat-fr", nil
	case 14:
		return fmt.Sprintf("%s: %s — bitte in KeePass übernehmen und hier löschen", v.label, full), "chat-de", nil
	case 15:
		return fmt.Sprintf("%s INFO config loaded %s=%s source=file", hapTS(), low, full), "log", nil
	case 16:
		return fmt.Sprintf("variable \"%s\" {\n  default = \"%s\"\n}", low, full), "terraform", nil
	case 17:
		return fmt.Sprintf("%sの%sは %s です。", hapPL(hapHospitals), v.label, full), "chat-ja", nil
	case 18:
		return fmt.Sprintf("[%s]\n%s = \"%s\"\n", hapP("vendor", "notify", "cloud"), low, full), "toml", nil
	default:
		line := fmt.Sprintf("Go-live for %s moved to %s.", hapPL(hapSystems), hapP("Monday", "the 14th", "next sprint"))
		return fmt.Sprintf("Standup notes\n- %s\n- %s is %s (rotate after go-live)\n", line, v.label, full), "notes", []string{line}
	}
}

func hapCamel(s string) string {
	parts := strings.Split(s, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

func hapTS() string {
	return fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d,%03d", hapN(1, 12), hapN(1, 28), hapN(0, 23), hapN(0, 59), hapN(0, 59), hapN(0, 999))
}

func hapVendorKeys(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		if i%12 == 11 {
			out = append(out, hapAWS())
			continue
		}
		v := hapVendors[i%len(hapVendors)]
		full, sec := v.gen()
		text, format, keep := hapEmbed(v, full)
		s := hapSec("vendor-key", format, text, sec)
		if keep != nil {
			s = hapKeep(s, keep...)
		}
		out = append(out, s)
	}
	return out
}

func hapAWS() Sample {
	id := hapP("AKIA", "AKIA", "ASIA") + hapR(hapUp+"234567", 16)
	sec := hapR(hapB64, 40)
	switch rng.IntN(5) {
	case 0:
		return hapSec("cloud-aws", "ini", fmt.Sprintf("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\n", hapP("default", "pacs-archive", "lab-exports"), id, sec), id, sec)
	case 1:
		return hapSec("cloud-aws", "chat", fmt.Sprintf("S3 bucket for the DICOM archive: key %s secret %s", id, sec), id, sec)
	case 2:
		return hapSec("cloud-aws", "env", fmt.Sprintf("AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-central-1", id, sec), id, sec)
	case 3:
		return hapSec("cloud-aws", "python", fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)", id, sec), id, sec)
	default:
		return hapSec("cloud-aws", "csv", fmt.Sprintf("User name,Access key ID,Secret access key\nsvc-orthanc-backup,%s,%s\n", id, sec), id, sec)
	}
}
