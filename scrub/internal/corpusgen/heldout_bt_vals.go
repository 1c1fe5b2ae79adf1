package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Random values for heldout-bt: secrets in their vendors' formats, and the ordinary names,
// hosts and ids around them.

func hbtN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbtBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hbtB64(n int) string       { return base64.StdEncoding.EncodeToString(hbtBytes(n)) }
func hbtB64Str(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
func hbtHex(n int) string       { return rnd(hexs, n) }

func hbtCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

var hbtWords = []string{
	"lisboa", "kiwi", "falcon", "oranje", "moonlight", "tiramisu", "bergen", "quokka", "mango",
	"zebra", "nordlys", "cascada", "pelican", "sakura", "hafen", "brioche", "granite", "walrus",
	"paprika", "tundra", "lantern", "saffron", "cobalt", "meerkat", "porto", "juniper", "banjo",
	"otter", "pistache", "fjord", "koala", "marmelada", "zephyr", "biscuit", "nebula", "cactus",
}

// hbtPw is a password a person picked or a generator made.
func hbtPw() string {
	w := pick(hbtWords)
	switch rng.IntN(7) {
	case 0:
		return hbtCap(w) + pick([]string{"#", "!", "@", "$", "%", "&", "*"}) + fmt.Sprint(hbtN(1990, 2026))
	case 1:
		sep := pick([]string{"-", "_", "."})
		return w + sep + pick(hbtWords) + sep + fmt.Sprint(hbtN(1, 99))
	case 2:
		return rnd(alnum, hbtN(5, 8)) + pick([]string{"!", "#", "%", "*", "+", "=", "?", "@", "^"}) + rnd(alnum, hbtN(6, 12))
	case 3:
		return hbtCap(w) + fmt.Sprint(hbtN(10, 9999)) + pick([]string{"!", "?", "!!", "$", ""})
	case 4:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return hbtCap(r.Replace(w)) + pick([]string{"&", "#", "_"}) + fmt.Sprint(hbtN(1, 99))
	case 5:
		return hbtCap(w) + hbtCap(pick(hbtWords)) + hbtCap(pick(hbtWords)) + fmt.Sprint(hbtN(1, 99))
	default:
		return rnd(alnum, hbtN(16, 28))
	}
}

// hbtPwURL is a password that can sit in a URL without escaping.
func hbtPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum, hbtN(16, 32))
	case 1:
		return hbtCap(pick(hbtWords)) + rnd(digits, hbtN(2, 4)) + pick([]string{"-", "_", "."}) + rnd(alnum, hbtN(4, 8))
	default:
		return rnd(alnum, hbtN(6, 10)) + "-" + rnd(alnum, hbtN(6, 10)) + "~" + rnd(digits, 2)
	}
}

func hbtPIN(n int) string { return rnd(digits, n) }

func hbtUser() string {
	return pick([]string{"app_rw", "svc_billing", "deploy", "postgres", "maria.k", "ci-bot",
		"api_user", "ledger", "analytics_ro", "root", "admin", "tomasz", "webapp", "etl_loader",
		"orders_svc", "grafana", "jenkins", "priya", "backend", "readonly"})
}

func hbtDev() string {
	return pick([]string{"Ana", "Jonas", "Priya", "Mateo", "Sven", "Aiko", "Lukas", "Fatima",
		"Chen", "Olu", "Marta", "Diego", "Noor", "Kasia", "Ben", "Ines"})
}

func hbtProject() string {
	return pick([]string{"ledger-api", "checkout-web", "orbit-worker", "atlas", "tinyhooks",
		"payroll-svc", "docsite", "rag-indexer", "shipit", "inventory-go", "notify-rs",
		"billing-core", "mobile-bff", "pricing-engine", "crm-sync", "admin-portal"})
}

func hbtHost() string {
	env := pick([]string{"staging", "prod", "dev", "qa", "eu", "us"})
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("%s-%s.c%s.%s.rds.amazonaws.com", pick([]string{"pg", "db", "mysql", "core"}), env,
			rnd(lower+digits, 12), pick([]string{"eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2"}))
	case 1:
		return fmt.Sprintf("%s-db.internal", env)
	case 2:
		return fmt.Sprintf("%s.%s.svc.cluster.local", pick([]string{"postgres", "redis", "mongo", "mysql"}), env)
	case 3:
		return fmt.Sprintf("10.%d.%d.%d", hbtN(0, 40), hbtN(0, 255), hbtN(2, 250))
	case 4:
		return fmt.Sprintf("ep-%s-%s-%s.%s.aws.neon.tech", pick(hbtWords), pick(hbtWords), rnd(lower+digits, 8),
			pick([]string{"eu-central-1", "us-east-2"}))
	default:
		return fmt.Sprintf("db%d.%s.%s.net", hbtN(1, 9), env, pick([]string{"acme", "lumen", "brightfox", "kodo"}))
	}
}

func hbtEmail() string {
	return strings.ToLower(hbtDev()) + pick([]string{".", "_", ""}) + pick([]string{"silva", "berg", "nowak",
		"sato", "okafor", "meyer", "rossi", "khan", "lopez"}) + "@" + pick([]string{"acme.io", "brightfox.dev",
		"kodo.com", "lumen.co", "example.org", "fastmail.com"})
}

func hbtPath() string {
	return pick([]string{"/Users/", "/home/"}) + strings.ToLower(hbtDev()) + pick([]string{"/code/", "/src/", "/work/", "/dev/"}) + hbtProject()
}

func hbtUUID() string {
	return hbtHex(8) + "-" + hbtHex(4) + "-4" + hbtHex(3) + "-" + pick([]string{"8", "9", "a", "b"}) + hbtHex(3) + "-" + hbtHex(12)
}

func hbtJWT() string {
	hdr := pick([]string{"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij" + rnd(b64url, 10) + "In0",
		"eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9"})
	payload := fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d,"exp":%d}`, hbtUUID(),
		pick([]string{"service_role", "authenticated", "admin", "api"}), 1700000000+rng.IntN(60000000), 1900000000+rng.IntN(90000000))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + rnd(b64url, 43)
}

func hbtGhp() string  { return "ghp_" + rnd(alnum, 36) }
func hbtGho() string  { return "gho_" + rnd(alnum, 36) }
func hbtGhs() string  { return "ghs_" + rnd(alnum, 36) }
func hbtGhFG() string { return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59) }
func hbtGh() string   { return pick([]func() string{hbtGhp, hbtGhFG, hbtGho})() }
func hbtGlpat() string {
	return "glpat-" + rnd(b64url, 20)
}
func hbtOpenAI() string {
	if rng.IntN(4) == 0 {
		return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20)
	}
	return "sk-" + pick([]string{"proj-", "svcacct-", "proj-"}) + rnd(b64url, hbtN(58, 74)) + "T3BlbkFJ" + rnd(b64url, hbtN(58, 74))
}
func hbtAnthropic() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }
func hbtStripe() string {
	p := pick([]string{"sk_live_", "rk_live_"})
	if rng.IntN(3) == 0 {
		return p + rnd(alnum, 24)
	}
	return p + "51" + rnd(alnum, hbtN(95, 99))
}
func hbtStripePK() string { return "pk_live_51" + rnd(alnum, hbtN(95, 99)) }
func hbtWhsec() string    { return "whsec_" + rnd(alnum, 32) }
func hbtSlack() string {
	return pick([]string{"xoxb-", "xoxp-"}) + rnd(digits, hbtN(10, 13)) + "-" + rnd(digits, hbtN(10, 13)) + "-" + rnd(alnum, 24)
}
func hbtAKIA() string {
	return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hbtAWSSec() string   { return rnd(alnum+"+/", 40) }
func hbtAWSSess() string  { return "IQoJb3JpZ2luX2Vj" + rnd(alnum+"+/", hbtN(180, 260)) }
func hbtGemini() string   { return "AIzaSy" + rnd(b64url, 33) }
func hbtYa29() string     { return "ya29." + rnd(b64url, hbtN(150, 210)) }
func hbtSG() string       { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hbtHF() string       { return "hf_" + rnd(alnum, 34) }
func hbtNpm() string      { return "npm_" + rnd(alnum, 36) }
func hbtPypi() string     { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, hbtN(120, 160)) }
func hbtCrates() string   { return "cio" + rnd(alnum, 32) }
func hbtVault() string    { return "hvs.CAESI" + rnd(b64url, hbtN(80, 90)) }
func hbtDO() string       { return "dop_v1_" + hbtHex(64) }
func hbtLinear() string   { return "lin_api_" + rnd(alnum, 40) }
func hbtNotion() string   { return "ntn_" + rnd(digits, 11) + rnd(alnum, 35) }
func hbtShopify() string  { return "shpat_" + hbtHex(32) }
func hbtPostman() string  { return "PMAK-" + hbtHex(24) + "-" + hbtHex(34) }
func hbtTelegram() string { return rnd(digits, hbtN(9, 10)) + ":AA" + rnd(b64url, 33) }
func hbtFigma() string    { return "figd_" + rnd(b64url, 40) }
func hbtGroq() string     { return "gsk_" + rnd(alnum, 52) }
func hbtReplicate() string {
	return "r8_" + rnd(alnum, 37)
}
func hbtLangsmith() string { return "lsv2_pt_" + hbtHex(32) + "_" + hbtHex(10) }
func hbtTavily() string    { return "tvly-" + pick([]string{"dev-", "prod-", ""}) + rnd(alnum, 32) }
func hbtResend() string    { return "re_" + rnd(alnum, 8) + "_" + rnd(alnum, 24) }
func hbtGrafana() string   { return "glsa_" + rnd(alnum, 32) + "_" + hbtHex(8) }
func hbtFly() string       { return "fo1_" + rnd(b64url, 43) }
func hbtNetlify() string   { return "nfp_" + rnd(alnum, 36) }
func hbtDoppler() string {
	return "dp.st." + pick([]string{"dev", "stg", "prd"}) + "." + rnd(alnum, 40)
}
func hbtAge() string       { return "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58) }
func hbtWG() string        { return hbtB64(32) }
func hbtTOTP() string      { return rnd(b32, pick([]int{16, 26, 32})) }
func hbtSentryTok() string { return "sntryu_" + hbtHex(64) }
func hbtPinecone() string  { return "pcsk_" + rnd(alnum, 6) + "_" + rnd(alnum, 62) }
func hbtLicense() string {
	g := hbtN(4, 6)
	parts := make([]string, g)
	for i := range parts {
		parts[i] = rnd(upper+digits, 5)
	}
	return strings.Join(parts, "-")
}
func hbtRecovery(style int) string {
	switch style {
	case 0:
		return rnd(hexs, 5) + "-" + rnd(hexs, 5)
	case 1:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	default:
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	}
}
func hbtSessionVal() string {
	if rng.IntN(2) == 0 {
		return "s%3A" + rnd(b64url, 32) + "." + rnd(alnum+"%", 44)
	}
	return rnd(lower+digits, 32)
}

// hbtKeyLines is the base64 body of a private key, one entry per line.
func hbtKeyLines(openssh bool) []string {
	n := hbtN(4, 8)
	lines := make([]string, n)
	for i := range lines {
		w := 64
		if openssh {
			w = 70
		}
		if i == n-1 {
			w = hbtN(12, w-4)
		}
		lines[i] = rnd(alnum+"+/", w)
	}
	if openssh {
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
	} else {
		lines[0] = "MII" + pick([]string{"E", "Ev", "Ep"}) + lines[0][3+1:]
	}
	return lines
}

type hbtVendor struct {
	env, name string
	gen       func() string
}

var hbtVendors = []hbtVendor{
	{"OPENAI_API_KEY", "OpenAI", hbtOpenAI},
	{"ANTHROPIC_API_KEY", "Anthropic", hbtAnthropic},
	{"STRIPE_SECRET_KEY", "Stripe", hbtStripe},
	{"GITHUB_TOKEN", "GitHub", hbtGh},
	{"GITLAB_TOKEN", "GitLab", hbtGlpat},
	{"SLACK_BOT_TOKEN", "Slack", hbtSlack},
	{"SENDGRID_API_KEY", "SendGrid", hbtSG},
	{"HF_TOKEN", "Hugging Face", hbtHF},
	{"NPM_TOKEN", "npm", hbtNpm},
	{"GEMINI_API_KEY", "Gemini", hbtGemini},
	{"LINEAR_API_KEY", "Linear", hbtLinear},
	{"NOTION_TOKEN", "Notion", hbtNotion},
	{"DIGITALOCEAN_TOKEN", "DigitalOcean", hbtDO},
	{"SHOPIFY_ACCESS_TOKEN", "Shopify", hbtShopify},
	{"POSTMAN_API_KEY", "Postman", hbtPostman},
	{"GROQ_API_KEY", "Groq", hbtGroq},
	{"REPLICATE_API_TOKEN", "Replicate", hbtReplicate},
	{"LANGSMITH_API_KEY", "LangSmith", hbtLangsmith},
	{"TAVILY_API_KEY", "Tavily", hbtTavily},
	{"RESEND_API_KEY", "Resend", hbtResend},
	{"GRAFANA_SA_TOKEN", "Grafana", hbtGrafana},
	{"FLY_API_TOKEN", "Fly.io", hbtFly},
	{"NETLIFY_AUTH_TOKEN", "Netlify", hbtNetlify},
	{"DOPPLER_TOKEN", "Doppler", hbtDoppler},
	{"SENTRY_AUTH_TOKEN", "Sentry", hbtSentryTok},
	{"PINECONE_API_KEY", "Pinecone", hbtPinecone},
	{"VAULT_TOKEN", "Vault", hbtVault},
	{"FIGMA_TOKEN", "Figma", hbtFigma},
}

func hbtVendorPick() hbtVendor { return pick(hbtVendors) }

// hbtNonSecretEnv is an ordinary env line (name=value) that is not a credential.
func hbtNonSecretEnv() string {
	return pick([]string{
		"NODE_ENV=" + pick([]string{"production", "development", "test"}),
		"AWS_REGION=" + pick([]string{"eu-west-1", "us-east-1", "eu-central-1"}),
		"LOG_LEVEL=" + pick([]string{"debug", "info", "warn"}),
		"PORT=" + fmt.Sprint(hbtN(3000, 9099)),
		"TZ=" + pick([]string{"UTC", "Europe/Berlin", "America/Sao_Paulo"}),
		"PYTHONUNBUFFERED=1",
		"RUST_LOG=" + pick([]string{"info", "debug,hyper=warn", "tower_http=trace"}),
		"GOFLAGS=-mod=mod",
		"FEATURE_NEW_CHECKOUT=" + pick([]string{"true", "false"}),
		"SENTRY_ENVIRONMENT=" + pick([]string{"staging", "production"}),
		"OTEL_SERVICE_NAME=" + hbtProject(),
		"HOME=/home/" + strings.ToLower(hbtDev()),
	})
}
