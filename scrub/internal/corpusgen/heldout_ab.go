package main

// heldout_ab*.go: a blind held-out part leaning towards data science, ML and data engineering
// (notebooks, tracebacks, Airflow, dbt, warehouses, Spark and Kafka, model hubs, LLM APIs,
// vector databases). Written by an author who read neither the scrubber's rules nor the other
// parts; every value comes from a generator, never from a fixed list of secrets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAB() []Sample {
	var out []Sample
	out = append(out, habDiscord(28)...)
	out = append(out, habLoginPairs(36)...)
	out = append(out, habSplitKeys(28)...)
	out = append(out, habKeyIDs(28)...)
	out = append(out, habMLSecrets()...)
	out = append(out, habDataSecrets()...)
	out = append(out, habMiscSecrets()...)
	out = append(out, habProseSecrets()...)
	out = append(out, habMLTraps()...)
	out = append(out, habTraps()...)
	out = append(out, habTraps2()...)
	return out
}

const habSym = "!@#$%&*-_+=?"

func habR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func habP[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

// habN is a random int in [lo, hi].
func habN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func habHex(n int) string { return habR(hexs, n) }

func habDigits(n int) string { return habR("123456789", 1) + habR(digits, n-1) }

// habS builds a sample and checks that every secret and kept string is in the text.
func habS(cat, format, text string, secrets []string, keep ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ab %s: secret %q not in text %q", cat, s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-ab %s: keep %q not in text", cat, k))
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func habT(cat, format, text string) Sample { return habS(cat, format, text, nil) }

func habUUID() string {
	return habHex(8) + "-" + habHex(4) + "-4" + habHex(3) + "-" + habP([]string{"8", "9", "a", "b"}) + habHex(3) + "-" + habHex(12)
}

var habWords = []string{"sunflower", "kestrel", "marzipan", "tensor", "walrus", "orchid", "gradient", "pickle",
	"lantern", "harbor", "quokka", "saffron", "meteor", "basalt", "juniper", "cobalt", "puffin", "velvet",
	"ember", "glacier", "nimbus", "pretzel", "falcon", "mango", "tundra", "zephyr", "cactus", "otter",
	"biscuit", "cascade", "dynamo", "fjord", "granite", "hazel", "igloo", "jasper", "koala", "lychee"}

// habHumanPw is a password a person would choose: words, digits and a symbol or two.
func habHumanPw() string {
	w := habP(habWords)
	W := strings.ToUpper(w[:1]) + w[1:]
	w2 := habP(habWords)
	switch rng.IntN(7) {
	case 0:
		return W + habR("!#$%&*?", 1) + habR(digits, habN(2, 4))
	case 1:
		return w + "." + w2 + "." + habR(digits, 2)
	case 2:
		return W + habR(digits, 2) + strings.ToUpper(w2[:1]) + w2[1:] + habR("!?", 1)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(W) + habR(digits, habN(1, 3))
	case 4:
		return habR(digits, 4) + "-" + W + "-" + w2
	case 5:
		return W + "_" + strings.ToUpper(w2) + habR(digits, 2) + "#"
	default:
		return w + habR(digits, 3) + habR("!@#$", 1) + W
	}
}

// habRandPw is a generated password; url keeps it free of characters that would break a URL.
func habRandPw(n int, url bool) string {
	if url {
		return habR(alnum, n-2) + habR("-_.~", 1) + habR(alnum, 1)
	}
	s := []byte(habR(alnum, n))
	for range habN(1, 3) {
		s[rng.IntN(n)] = habSym[rng.IntN(len(habSym))]
	}
	return string(s)
}

func habPw() string {
	if rng.IntN(2) == 0 {
		return habHumanPw()
	}
	return habRandPw(habN(12, 22), false)
}

func habURLPw() string {
	if rng.IntN(2) == 0 {
		w := habP(habWords)
		return strings.ToUpper(w[:1]) + w[1:] + habR(digits, 3) + habR("-_.", 1) + habP(habWords)
	}
	return habRandPw(habN(14, 24), true)
}

var habUsers = []string{"admin", "root", "ubuntu", "airflow", "jovyan", "mlflow", "analytics_ro", "svc_etl",
	"dbt_user", "grafana", "postgres", "elastic", "minio", "pi", "sa", "superset", "metabase", "labeler",
	"ds_team", "spark", "kafka-admin", "feature_store", "nina.k", "j.ortega", "wandb-ci", "retool"}

// value generators of real-world formats.

func habSnowflake() string { return habDigits(habN(17, 19)) }

func habDiscordToken() string {
	return base64.RawStdEncoding.EncodeToString([]byte(habSnowflake())) + "." + habR(b64url, 6) + "." + habR(b64url, habN(27, 38))
}

func habAWSKeyID() string  { return habP([]string{"AKIA", "ASIA"}) + habR(upper+"234567", 16) }
func habAWSSecret() string { return habR(alnum+"+/", 40) }
func habGCPKey() string    { return "AIza" + habR(b64url, 35) }
func habAzureKey() string  { return base64.StdEncoding.EncodeToString([]byte(habR(alnum+"!#%&", 64))) }
func habAzureClientSecret() string {
	return habR(alnum, 3) + habR(digits, 1) + "Q~" + habR(alnum+"-_.~", 34)
}
func habGHP() string   { return habP([]string{"ghp_", "gho_", "ghs_", "ghu_"}) + habR(alnum, 36) }
func habGHPat() string { return "github_pat_11" + habR(upper+digits, 20) + "_" + habR(alnum, 59) }
func habGlpat() string { return "glpat-" + habR(b64url, 20) }
func habSlackBot() string {
	return "xoxb-" + habDigits(habN(10, 13)) + "-" + habDigits(habN(10, 13)) + "-" + habR(alnum, 24)
}
func habSlackUser() string {
	return "xoxp-" + habDigits(11) + "-" + habDigits(11) + "-" + habDigits(13) + "-" + habHex(32)
}
func habSlackHookPath() (string, string) {
	tok := habR(alnum, 24)
	return "T" + habR(upper+digits, 10) + "/B" + habR(upper+digits, 10) + "/" + tok, tok
}
func habTelegram() string    { return habDigits(habN(9, 10)) + ":AA" + habR(b64url, 33) }
func habDiscordHook() string { return habR(b64url, 68) }
func habStripe() string {
	return habP([]string{"sk_live_", "rk_live_", "sk_test_"}) + "51" + habR(alnum, habN(60, 95))
}
func habOpenAI() string {
	switch rng.IntN(3) {
	case 0:
		return "sk-" + habR(alnum, 20) + "T3BlbkFJ" + habR(alnum, 20)
	case 1:
		return "sk-svcacct-" + habR(b64url, 70) + "T3BlbkFJ" + habR(b64url, 70)
	}
	return "sk-proj-" + habR(b64url, 74) + "T3BlbkFJ" + habR(b64url, 74)
}
func habAnthropic() string { return "sk-ant-api03-" + habR(b64url, 93) + "AA" }
func habCohere() string    { return habR(alnum, 40) }
func habMistral() string   { return habR(alnum, 32) }
func habGroq() string      { return "gsk_" + habR(alnum, 52) }
func habReplicate() string { return "r8_" + habR(alnum, 37) }
func habHF() string        { return "hf_" + habR(upper+lower, 34) }
func habWandb() string     { return habHex(40) }
func habDatabricks() string {
	return "dapi" + habHex(32) + habP([]string{"", "-2", "-3"})
}
func habPinecone() string {
	if rng.IntN(2) == 0 {
		return habUUID()
	}
	return "pcsk_" + habR(alnum, 6) + "_" + habR(alnum, 62)
}
func habPerplexity() string { return "pplx-" + habR(alnum, 48) }
func habTogether() string   { return habHex(64) }
func habSendGrid() string   { return "SG." + habR(b64url, 22) + "." + habR(b64url, 43) }
func habNpm() string        { return "npm_" + habR(alnum, 36) }
func habPyPI() string       { return "pypi-AgEIcHlwaS5vcmc" + habR(b64url, habN(120, 160)) }
func habVault() string      { return "hvs." + habR(b64url, 90) }
func habJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + habP([]string{"HS256", "RS256", "ES256"}) + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`,
		habP(habUsers), 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(60000000), habP([]string{"service_role", "reader", "admin", "pipeline"}))))
	return h + "." + p + "." + habR(b64url, 43)
}
func habTOTP() string { return habR(b32, habP([]int{16, 26, 32})) }

// habPEM returns a private key block and its body lines (the secret part).
func habPEM(kind string, sep string) (string, []string) {
	var lines []string
	first := habP([]string{"MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", "MIIEpAIBAAKCAQEA", "MHcCAQEEI"})
	body := first + habR(alnum+"+/", 64*habN(5, 9)-len(first)+habN(8, 40))
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body+"==")
	return "-----BEGIN " + kind + "-----" + sep + strings.Join(lines, sep) + sep + "-----END " + kind + "-----", lines
}

// habSplit cuts a token into two pieces, each long enough to be recognisably part of it.
func habSplit(t string) (string, string) {
	k := len(t) * habN(40, 70) / 100
	if len(t)-k < 10 {
		k = len(t) - 10
	}
	return t[:k], t[k:]
}

func habDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", habN(22, 25), habN(1, 12), habN(1, 28))
}

func habTime() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", habDate(), habN(0, 23), habN(0, 59), habN(0, 59))
}

func habHost() string {
	return habP([]string{"warehouse", "feature-store", "mlflow", "airflow", "jupyter", "label-studio", "minio", "trino", "superset", "vector"}) +
		habP([]string{"-prod", "-stg", "-dev", "", "-01"}) + "." + habP([]string{"internal.acme.io", "corp.example.com", "data.lan", "ml.example.org"})
}

func habIP() string { return fmt.Sprintf("10.%d.%d.%d", habN(0, 40), habN(0, 254), habN(2, 254)) }

var habNames = []string{"ana", "li.wei", "omar", "priya", "jonas", "mei", "tomás", "sven", "aiko", "fatima"}

// habSurround puts a text in one of many ordinary surroundings: a chat line, a quote, a dated
// note, a fenced block, an e-mail reply.
func habSurround(text string) string {
	switch rng.IntN(7) {
	case 0:
		return fmt.Sprintf("[%02d:%02d] %s: %s", habN(7, 22), habN(0, 59), habP(habNames), text)
	case 1:
		return "> " + strings.ReplaceAll(text, "\n", "\n> ") + "\n\n" + habP([]string{"+1", "agreed", "ok, doing that now", "where is this from?", "thx"})
	case 2:
		return fmt.Sprintf("notes %s\n%s", habDate(), text)
	case 3:
		return "```\n" + text + "\n```"
	case 4:
		return fmt.Sprintf("Re: %s\n\n%s\n\n-- \n%s", habP([]string{"onboarding", "pipeline cleanup", "Q3 retro", "access request"}), text, habP(habNames))
	case 5:
		return fmt.Sprintf("%s (copied from the %s wiki page)", text, habP([]string{"onboarding", "runbook", "security", "platform"}))
	}
	return fmt.Sprintf("%s said in #%s:\n%s", habP(habNames), habP([]string{"ml-platform", "data-eng", "help-infra", "random"}), text)
}

// habUnique surrounds a repeated text until it is new.
func habUnique(seen map[string]bool, text string) string {
	for seen[text] {
		text = habSurround(text)
	}
	seen[text] = true
	return text
}
