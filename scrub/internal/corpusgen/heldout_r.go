package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// The blind part "heldout-r": written by an author who read neither the rules, their tests, the
// docs about them, nor any other part's generators, so that its figure measures recall and false
// positives on text nobody tuned on. heldout_r.go holds the value generators and the assembly;
// the _prose, _config, _files and _traps files hold the surroundings, each in its own wording.

// hrCase makes samples of one category: the text, the substrings that must go and the ordinary
// substrings next to them that must stay.
type hrCase struct {
	cat, format string
	n           int
	gen         func() (string, []string, []string)
}

// hrTrap makes look-alikes that must come back unchanged.
type hrTrap struct {
	cat, format string
	n           int
	gen         func() string
}

func hrS(xs ...string) []string { return xs }

func hrBetween(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hrCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hrWords are the words people build passwords from, in several languages.
var hrWords = []string{
	"sommer", "kaffee", "banane", "tiger", "dragon", "sunflower", "marseille", "pinguin", "bolacha",
	"girasol", "chocolate", "falcon", "aurora", "paloma", "koala", "zebra", "lavanda", "biscotto",
	"wolke", "kasztan", "sakura", "yildiz", "medved", "hamster", "monkey", "rainbow", "oktober",
	"gatito", "pomodoro", "vlinder", "kotek", "lumiere", "rosmarin", "jaguar", "matahari", "tortuga",
}

var hrSyms = []string{"!", "#", "%", "&", "*", "+", "-", "=", "?", "@", "^", "_", ".", "~"}

// hrHuman is a password a person chose: words, a year or a few digits, a symbol.
func hrHuman() string {
	p := hrHumanRaw()
	for len(p) < 8 {
		p += rnd(digits, 1)
	}
	return p
}

func hrHumanRaw() string {
	w, w2 := pick(hrWords), pick(hrWords)
	switch rng.IntN(7) {
	case 0:
		return hrCap(w) + fmt.Sprint(2019+rng.IntN(8)) + pick(hrSyms)
	case 1:
		return hrCap(w) + pick(hrSyms) + rnd(digits, 2) + hrCap(w2)
	case 2:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return hrCap(r.Replace(w)) + rnd(digits, 2+rng.IntN(2))
	case 3:
		return w + "." + w2 + rnd(digits, 2)
	case 4:
		return hrCap(w) + rnd(digits, 3) + pick(hrSyms) + pick(hrSyms)
	case 5:
		return pick(hrSyms) + hrCap(w) + "_" + hrCap(w2) + rnd(digits, 1)
	default:
		return strings.ToUpper(w[:2]) + w[2:] + "-" + rnd(digits, 4)
	}
}

// hrRandomPw is what a password manager makes.
func hrRandomPw() string {
	n := hrBetween(12, 26)
	b := []byte(rnd(alnum, n))
	for range 1 + rng.IntN(3) {
		b[rng.IntN(n)] = "!#%&*+-=?@^_.~"[rng.IntN(14)]
	}
	return string(b)
}

// hrURLPw is a password safe inside a URL's userinfo without escaping.
func hrURLPw() string {
	if rng.IntN(2) == 0 {
		return rnd(alnum, hrBetween(14, 28))
	}
	r := strings.NewReplacer("@", "", "#", "", "?", "", "%", "", "&", "", "+", "", "=", "", "^", "")
	p := r.Replace(hrHuman())
	if len(p) < 8 {
		p += rnd(digits, 4)
	}
	return p
}

func hrPw() string {
	if rng.IntN(2) == 0 {
		return hrHuman()
	}
	return hrRandomPw()
}

// hrPassphrase is several words with separators, sometimes spaces.
func hrPassphrase() string {
	sep := pick([]string{"-", " ", ".", "_"})
	var ws []string
	for range 4 + rng.IntN(2) {
		ws = append(ws, pick(hrWords))
	}
	if rng.IntN(2) == 0 {
		ws = append(ws, rnd(digits, 2))
	}
	return strings.Join(ws, sep)
}

func hrPIN() string {
	n := pick([]int{4, 4, 5, 6, 6, 8})
	return rnd("123456789", 1) + rnd(digits, n-1)
}

func hrUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hrJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(pick([]string{`{"alg":"RS256","typ":"JWT","kid":"` + rnd(hexs, 8) + `"}`, `{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"ES256"}`})))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"iss":"https://auth.%s.io","sub":"%s","aud":"api","iat":%d,"exp":%d,"scope":"%s"}`,
		pick([]string{"acme", "nordwind", "kumo"}), hrUUID(), 1760000000+rng.IntN(9999999), 1790000000+rng.IntN(9999999), pick([]string{"read write", "admin", "orders:read"}))))
	return h + "." + p + "." + rnd(b64url, pick([]int{43, 86, 342}))
}

// hrVendor is a token with a recognisable shape and the variable it usually lives in.
type hrVendor struct {
	name, key string
	gen       func() string
}

var hrVendors = []hrVendor{
	{"github", "GITHUB_TOKEN", func() string { return pick([]string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}) + rnd(alnum, 36) }},
	{"github", "GH_PAT", func() string { return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59) }},
	{"gitlab", "GITLAB_TOKEN", func() string { return pick([]string{"glpat-", "gldt-", "glrt-"}) + rnd(b64url, 20) }},
	{"npm", "NPM_TOKEN", func() string { return "npm_" + rnd(alnum, 36) }},
	{"pypi", "PYPI_API_TOKEN", func() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, hrBetween(120, 170)) }},
	{"dockerhub", "DOCKERHUB_TOKEN", func() string { return "dckr_pat_" + rnd(b64url, 27) }},
	{"huggingface", "HF_TOKEN", func() string { return "hf_" + rnd(alnum, 34) }},
	{"digitalocean", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + rnd(hexs, 64) }},
	{"shopify", "SHOPIFY_ACCESS_TOKEN", func() string { return pick([]string{"shpat_", "shpca_", "shppa_"}) + rnd(hexs, 32) }},
	{"atlassian", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + rnd(upper+digits, 8) }},
	{"newrelic", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + rnd(upper+digits, 27) }},
	{"sentry", "SENTRY_AUTH_TOKEN", func() string { return "sntryu_" + rnd(hexs, 64) }},
	{"linear", "LINEAR_API_KEY", func() string { return "lin_api_" + rnd(alnum, 40) }},
	{"notion", "NOTION_TOKEN", func() string { return "ntn_" + rnd(digits, 12) + rnd(alnum, 34) }},
	{"telegram", "TELEGRAM_BOT_TOKEN", func() string { return rnd("123456789", 1) + rnd(digits, 9) + ":AA" + rnd(b64url, 33) }},
	{"discord", "DISCORD_BOT_TOKEN", func() string {
		return "M" + rnd("TjzI", 1) + rnd(alnum, 24) + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
	}},
	{"twilio", "TWILIO_AUTH_TOKEN", func() string { return rnd(hexs, 32) }},
	{"sendgrid", "SENDGRID_API_KEY", func() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }},
	{"mailgun", "MAILGUN_API_KEY", func() string { return "key-" + rnd(hexs, 32) }},
	{"mailchimp", "MAILCHIMP_API_KEY", func() string { return rnd(hexs, 32) + "-us" + fmt.Sprint(1+rng.IntN(21)) }},
	{"datadog", "DD_API_KEY", func() string { return rnd(hexs, 32) }},
	{"datadog", "DD_APP_KEY", func() string { return rnd(hexs, 40) }},
	{"postman", "POSTMAN_API_KEY", func() string { return "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34) }},
	{"terraform", "TF_TOKEN_app_terraform_io", func() string { return rnd(alnum, 14) + ".atlasv1." + rnd(alnum, 67) }},
	{"doppler", "DOPPLER_TOKEN", func() string { return "dp.st.prd." + rnd(alnum, 43) }},
	{"pulumi", "PULUMI_ACCESS_TOKEN", func() string { return "pul-" + rnd(hexs, 40) }},
	{"grafana", "GRAFANA_TOKEN", func() string { return "glsa_" + rnd(alnum, 32) + "_" + rnd(hexs, 8) }},
	{"supabase", "SUPABASE_ACCESS_TOKEN", func() string { return "sbp_" + rnd(hexs, 40) }},
	{"databricks", "DATABRICKS_TOKEN", func() string { return "dapi" + rnd(hexs, 32) }},
	{"age", "SOPS_AGE_KEY", func() string { return "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58) }},
	{"stripe", "STRIPE_SECRET_KEY", func() string { return pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, pick([]int{24, 99})) }},
	{"stripe", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + rnd(alnum, 32) }},
	{"openai", "OPENAI_API_KEY", func() string {
		return pick([]string{"sk-proj-", "sk-svcacct-"}) + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74)
	}},
	{"anthropic", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }},
	{"google", "GOOGLE_API_KEY", func() string { return "AIza" + rnd(b64url, 35) }},
	{"slack", "SLACK_BOT_TOKEN", func() string {
		return "xoxb-" + rnd(digits, 13) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
	}},
	{"slack", "SLACK_APP_TOKEN", func() string {
		return "xapp-1-A" + rnd(upper+digits, 10) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 64)
	}},
	{"vault", "VAULT_TOKEN", func() string { return "hvs.CAES" + rnd(b64url, 86) }},
	{"aws", "AWS_SECRET_ACCESS_KEY", func() string { return rnd(alnum+"+/", 40) }},
	{"azure", "AZURE_CLIENT_SECRET", func() string { return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"-_.~", 34) }},
	{"cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return rnd(b64url, 40) }},
	{"heroku", "HEROKU_API_KEY", hrUUID},
	{"alibaba", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", func() string { return rnd(alnum, 30) }},
	{"okta", "OKTA_API_TOKEN", func() string { return "00" + rnd(b64url, 40) }},
	{"vercel", "VERCEL_TOKEN", func() string { return rnd(alnum, 24) }},
	{"planetscale", "PLANETSCALE_SERVICE_TOKEN", func() string { return "pscale_tkn_" + rnd(b64url, 43) }},
	{"netlify", "NETLIFY_AUTH_TOKEN", func() string { return "nfp_" + rnd(alnum, 36) }},
	{"figma", "FIGMA_TOKEN", func() string { return "figd_" + rnd(b64url, 40) }},
	{"resend", "RESEND_API_KEY", func() string { return "re_" + rnd(alnum, 8) + "_" + rnd(alnum, 24) }},
	{"replicate", "REPLICATE_API_TOKEN", func() string { return "r8_" + rnd(alnum, 37) }},
	{"groq", "GROQ_API_KEY", func() string { return "gsk_" + rnd(alnum, 52) }},
	{"mistral", "MISTRAL_API_KEY", func() string { return rnd(alnum, 32) }},
	{"airtable", "AIRTABLE_TOKEN", func() string { return "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64) }},
	{"jwt", "AUTH_TOKEN", hrJWT},
	{"django", "DJANGO_SECRET_KEY", func() string { return "django-insecure-" + rnd(lower+digits+"!@#%^&*(-_=+)", 50) }},
	{"rails", "RAILS_MASTER_KEY", func() string { return rnd(hexs, 32) }},
	{"generic", "SESSION_SECRET", func() string { return rnd(b64url, 48) }},
	{"generic", "ENCRYPTION_KEY", func() string { return base64.StdEncoding.EncodeToString([]byte(rnd(alnum+"!#$%", 32))) }},
}

func hrVendorPick() hrVendor { return pick(hrVendors) }

func heldoutR() []Sample {
	var out []Sample
	var groups [][]hrCase
	groups = append(groups, hrProseCases(), hrConfigCases(), hrFileCases())
	for _, g := range groups {
		for _, c := range g {
			for range c.n {
				text, secrets, keep := c.gen()
				out = append(out, Sample{Category: c.cat, Format: c.format, Text: text, Secrets: secrets, Keep: keep})
			}
		}
	}
	for _, t := range hrTraps() {
		for range t.n {
			out = append(out, Sample{Category: "trap:" + t.cat, Format: t.format, Text: t.gen()})
		}
	}
	return out
}

func hrB64Std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
