package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for the blind parts heldout-g and heldout-h, written for issue 46 from the
// vendors' documented formats, before either part was run through the scrubber and without
// reading its rules. A bvSecret is one credential: its value, the environment name people give
// it, and the substrings that must not survive (a URL's password, a key block's body lines).

type bvSecret struct {
	vendor string
	env    string
	value  string
	parts  []string
}

func bvB64(n int) string { return base64.StdEncoding.EncodeToString(randBytes(n)) }

func bvB64URL(n int) string { return base64.RawURLEncoding.EncodeToString(randBytes(n)) }

// bvPEMLines is a key body: base64 of random bytes, wrapped at width.
func bvPEMLines(head string, n, width int) []string {
	body := head + base64.StdEncoding.EncodeToString(randBytes(n))
	var lines []string
	for len(body) > width {
		lines = append(lines, body[:width])
		body = body[width:]
	}
	return append(lines, body)
}

// bvPrivateKey is a whole key block and its body lines.
func bvPrivateKey() (string, []string) {
	switch rng.IntN(5) {
	case 0:
		lines := bvPEMLines("MIIEowIBAAKCAQEA", 420+rng.IntN(400), 64)
		return "-----BEGIN RSA PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END RSA PRIVATE KEY-----", lines
	case 1:
		lines := bvPEMLines("MHcCAQEEI", 110, 64)
		return "-----BEGIN EC PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END EC PRIVATE KEY-----", lines
	case 2:
		lines := bvPEMLines("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 300, 70)
		return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", lines
	case 3:
		lines := bvPEMLines("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 500+rng.IntN(300), 64)
		return "-----BEGIN PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END PRIVATE KEY-----", lines
	default:
		lines := bvPEMLines("MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI", 400, 64)
		return "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END ENCRYPTED PRIVATE KEY-----", lines
	}
}

func bvSnowflake() string { return fmt.Sprintf("%d%s", 1+rng.IntN(1), rnd(digits, 17+rng.IntN(2))) }

// bvDiscordBot is a bot token: the bot's id in base64, a timestamp, an HMAC.
func bvDiscordBot() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(bvSnowflake()))
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

// bvPassword is what people choose: words and digits, keyboard noise, generated strings.
func bvPassword() string {
	words := []string{"Falcon", "river", "Orange", "tiger", "Maple", "copper", "Nebula", "winter", "Quartz", "lemon", "Harbor", "pixel"}
	switch rng.IntN(7) {
	case 0:
		return pick(words) + pick(words) + rnd(digits, 2+rng.IntN(3)) + pick([]string{"!", "#", "$", "@", ""})
	case 1:
		return rnd(alnum, 12+rng.IntN(10))
	case 2:
		return rnd(alnum+"!@#%^&*", 14+rng.IntN(6))
	case 3:
		return strings.ToLower(pick(words)) + "-" + strings.ToLower(pick(words)) + "-" + strings.ToLower(pick(words)) + "-" + rnd(digits, 1+rng.IntN(2))
	case 4:
		return pick([]string{"Qx", "Zk", "Vr", "Jm"}) + rnd(digits, 3) + pick([]string{"@", "%", "&"}) + rnd(lower, 4) + rnd(upper, 2)
	case 5:
		return pick(words) + "_" + fmt.Sprint(2019+rng.IntN(8)) + pick([]string{"!", "?", "."})
	default:
		return rnd(lower+digits, 10+rng.IntN(8))
	}
}

var bvUsers = []string{"admin", "root", "deploy", "app_rw", "svc-etl", "jenkins", "grafana", "postgres", "ubuntu", "backup_op", "reporter", "mqadmin"}

var bvHosts = []string{"db-prod-01.internal", "10.20.3.14", "pg.eu-west-1.rds.amazonaws.com", "mysql.svc.cluster.local", "cache-2.acme.lan", "mongo.corp.example.org"}

// bvVendors are the token formats, each as its vendor documents it.
var bvVendors = []func() bvSecret{
	func() bvSecret {
		v := "AKIA" + rnd(b32, 16)
		return bvSecret{"aws-key-id", "AWS_ACCESS_KEY_ID", v, one(v)}
	},
	func() bvSecret {
		v := rnd(alnum+"/+", 40)
		return bvSecret{"aws-secret", "AWS_SECRET_ACCESS_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "AIza" + rnd(b64url, 35)
		return bvSecret{"gcp-api-key", "GOOGLE_MAPS_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := bvB64(64)
		return bvSecret{"azure-storage-key", "AZURE_STORAGE_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_.~-", 34)
		return bvSecret{"azure-client-secret", "AZURE_CLIENT_SECRET", v, one(v)}
	},
	func() bvSecret {
		v := pick([]string{"ghp_", "gho_", "ghs_", "ghu_"}) + rnd(alnum, 36)
		return bvSecret{"github-token", "GITHUB_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
		return bvSecret{"github-fine-grained", "GH_PAT", v, one(v)}
	},
	func() bvSecret {
		v := pick([]string{"glpat-", "gldt-", "glrt-"}) + rnd(b64url, 20)
		return bvSecret{"gitlab-token", "GITLAB_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "xoxb-" + rnd(digits, 11) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
		return bvSecret{"slack-bot", "SLACK_BOT_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
		return bvSecret{"slack-app", "SLACK_APP_TOKEN", v, one(v)}
	},
	func() bvSecret {
		p := "T" + rnd(upper+digits, 8) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
		return bvSecret{"slack-webhook", "SLACK_WEBHOOK", "https://hooks.slack.com/services/" + p, one(p)}
	},
	func() bvSecret {
		v := pick([]string{"sk_live_", "rk_live_"}) + "51" + rnd(alnum, 22+rng.IntN(75))
		return bvSecret{"stripe-key", "STRIPE_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "whsec_" + rnd(alnum, 32)
		return bvSecret{"stripe-webhook", "STRIPE_WEBHOOK_SECRET", v, one(v)}
	},
	func() bvSecret {
		v := "SK" + rnd(hexs, 32)
		return bvSecret{"twilio-api-key", "TWILIO_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(hexs, 32)
		return bvSecret{"twilio-auth-token", "TWILIO_AUTH_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
		return bvSecret{"sendgrid", "SENDGRID_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
		return bvSecret{"mailgun", "MAILGUN_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(hexs, 32) + "-us" + fmt.Sprint(1+rng.IntN(21))
		return bvSecret{"mailchimp", "MAILCHIMP_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "sk-proj-" + rnd(b64url, 58) + "T3BlbkFJ" + rnd(b64url, 58)
		return bvSecret{"openai", "OPENAI_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "sk-svcacct-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74)
		return bvSecret{"openai-service", "OPENAI_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
		return bvSecret{"anthropic", "ANTHROPIC_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "hf_" + rnd(upper+lower, 34)
		return bvSecret{"huggingface", "HF_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := fmt.Sprint(100000000+rng.IntN(899999999)) + ":AA" + rnd(b64url, 33)
		return bvSecret{"telegram", "TELEGRAM_BOT_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := bvDiscordBot()
		return bvSecret{"discord-bot", "DISCORD_TOKEN", v, one(v)}
	},
	func() bvSecret {
		p := rnd(b64url, 68)
		return bvSecret{"discord-webhook", "DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/" + bvSnowflake() + "/" + p, one(p)}
	},
	func() bvSecret {
		v := "npm_" + rnd(alnum, 36)
		return bvSecret{"npm", "NPM_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "pypi-AgEIcHlwaS5vcmcCJ" + rnd(b64url, 130+rng.IntN(40))
		return bvSecret{"pypi", "PYPI_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := pick([]string{"shpat_", "shpss_", "shpca_"}) + rnd(hexs, 32)
		return bvSecret{"shopify", "SHOPIFY_ACCESS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "dop_v1_" + rnd(hexs, 64)
		return bvSecret{"digitalocean", "DIGITALOCEAN_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "dp.st." + pick([]string{"prd", "dev", "stg"}) + "." + rnd(alnum, 40)
		return bvSecret{"doppler", "DOPPLER_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34)
		return bvSecret{"postman", "POSTMAN_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "lin_api_" + rnd(alnum, 40)
		return bvSecret{"linear", "LINEAR_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "ntn_" + rnd(digits, 11) + rnd(alnum, 35)
		return bvSecret{"notion", "NOTION_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8)
		return bvSecret{"grafana", "GRAFANA_SA_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "NRAK-" + rnd(upper+digits, 27)
		return bvSecret{"newrelic", "NEW_RELIC_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(hexs, 32)
		return bvSecret{"datadog", "DD_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "hvs." + rnd(b64url, 24+rng.IntN(70))
		return bvSecret{"vault", "VAULT_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "dapi" + rnd(hexs, 32)
		return bvSecret{"databricks", "DATABRICKS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
		return bvSecret{"age", "SOPS_AGE_KEY", v, one(v)}
	},
	func() bvSecret {
		v := rnd(b64url, 40)
		return bvSecret{"cloudflare", "CLOUDFLARE_API_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "pul-" + rnd(hexs, 40)
		return bvSecret{"pulumi", "PULUMI_ACCESS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67)
		return bvSecret{"terraform-cloud", "TFE_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "sbp_" + rnd(hexs, 40)
		return bvSecret{"supabase", "SUPABASE_ACCESS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "dckr_pat_" + rnd(b64url, 27)
		return bvSecret{"dockerhub", "DOCKERHUB_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "00" + rnd(b64url, 40)
		return bvSecret{"okta", "OKTA_API_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "sntryu_" + rnd(hexs, 64)
		return bvSecret{"sentry", "SENTRY_AUTH_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "bkua_" + rnd(hexs, 40)
		return bvSecret{"buildkite", "BUILDKITE_API_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "AKCp" + rnd(alnum, 69)
		return bvSecret{"artifactory", "ARTIFACTORY_API_KEY", v, one(v)}
	},
	func() bvSecret {
		v := "EAAA" + rnd(b64url, 60)
		return bvSecret{"square", "SQUARE_ACCESS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + rnd(upper+digits, 8)
		return bvSecret{"atlassian", "JIRA_API_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := bvJWT()
		return bvSecret{"jwt", "ACCESS_TOKEN", v, one(v)}
	},
	func() bvSecret {
		v := rnd(hexs, 40)
		return bvSecret{"circleci", "CIRCLECI_TOKEN", v, one(v)}
	},
}

func bvJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(pick([]string{`{"alg":"RS256","kid":"` + rnd(hexs, 16) + `","typ":"JWT"}`, `{"typ":"JWT","alg":"HS512"}`})))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"iss":"https://auth.%s.io/","sub":"%s","aud":"api","iat":%d,"scope":"read write"}`, rnd(lower, 5), rnd(alnum, 12), 1760000000+rng.IntN(9999999))))
	return h + "." + p + "." + bvB64URL(pick([]int{32, 64, 256}))
}

// bvURL is a connection string with a password in its userinfo.
func bvURL() (string, string) {
	pw := bvPassword()
	esc := strings.NewReplacer("@", "%40", "#", "%23", "%", "%25", "^", "%5E", "&", "%26", "/", "%2F", "?", "%3F").Replace(pw)
	u, h := pick(bvUsers), pick(bvHosts)
	switch rng.IntN(8) {
	case 0:
		return fmt.Sprintf("postgresql://%s:%s@%s:5432/%s?sslmode=require", u, esc, h, pick([]string{"orders", "crm", "analytics"})), esc
	case 1:
		return fmt.Sprintf("mysql://%s:%s@%s:3306/%s", u, esc, h, pick([]string{"shop", "wp", "legacy"})), esc
	case 2:
		return fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority", u, esc, rnd(lower+digits, 5), pick([]string{"events", "users"})), esc
	case 3:
		return fmt.Sprintf("redis://:%s@%s:6379/2", esc, h), esc
	case 4:
		return fmt.Sprintf("amqps://%s:%s@%s:5671/%%2F", u, esc, h), esc
	case 5:
		return fmt.Sprintf("https://%s:%s@nexus.acme.dev/repository/pypi/simple", u, esc), esc
	case 6:
		return fmt.Sprintf("sqlserver://%s:%s@%s:1433?database=erp", u, esc, h), esc
	default:
		return fmt.Sprintf("ftp://%s:%s@files.%s.com/outgoing/", u, esc, rnd(lower, 6)), esc
	}
}

// bvServiceAccount is a GCP service-account key file, pretty-printed as gcloud writes it.
func bvServiceAccount() (string, []string) {
	id := rnd(hexs, 40)
	lines := bvPEMLines("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 900, 64)
	proj := pick([]string{"acme-prod", "data-lake-42", "billing-eu", "ml-sandbox"}) + "-" + rnd(digits, 6)
	sa := pick([]string{"etl-runner", "ci-deployer", "looker"})
	text := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_email": "%s@%s.iam.gserviceaccount.com",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, proj, id, strings.Join(lines, `\n`), sa, proj, rnd(digits, 21))
	return text, append([]string{id}, lines...)
}

// Look-alikes shared by both parts: values that read as random and are no credential.

func bvSHA() string { return rnd(hexs, 40) }
func bvUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-a" + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func bvSemver() string {
	return fmt.Sprintf("%d.%d.%d", rng.IntN(4), rng.IntN(30), rng.IntN(40))
}

func bvPublicKey() string {
	switch rng.IntN(3) {
	case 0:
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " " + pick([]string{"ines@thinkpad", "ci@runner-7", "marc@mbp"})
	case 1:
		return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 380) + "= deploy@bastion"
	default:
		return "-----BEGIN PUBLIC KEY-----\n" + strings.Join(bvPEMLines("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 240, 64), "\n") + "\n-----END PUBLIC KEY-----"
	}
}

func bvCertificate() string {
	return "-----BEGIN CERTIFICATE-----\n" + strings.Join(bvPEMLines("MIIDdzCCAl+gAwIBAgIE", 700, 64), "\n") + "\n-----END CERTIFICATE-----"
}

func bvPNG() string {
	return base64.StdEncoding.EncodeToString(append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), randBytes(120+rng.IntN(200))...))
}
