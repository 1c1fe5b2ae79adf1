package main

// Part heldout-ae: a blind part, written without reading the scrubber's rules or running it.
// It leans towards what AI coding agents see and write: MCP client configs, agent transcripts
// with tool calls, agent memory notes, CLAUDE.md/AGENTS.md files, diffs, CI files; and traps of
// tool-call ids, trace ids, lockfile hashes, model names and placeholders.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type haeGen struct {
	n   int
	gen func() Sample
}

func heldoutAE() []Sample {
	gens := []haeGen{}
	gens = append(gens, haeFourGens()...)
	gens = append(gens, haeAgentGens()...)
	gens = append(gens, haeMiscGens()...)
	gens = append(gens, haeProseGens()...)
	gens = append(gens, haeTrapGens()...)
	gens = append(gens, haeTrapGens2()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.gen()
			for try := 0; seen[s.Text] && try < 20; try++ {
				s = g.gen()
			}
			if seen[s.Text] {
				continue
			}
			seen[s.Text] = true
			haeCheck(s)
			out = append(out, s)
		}
	}
	return out
}

func haeCheck(s Sample) {
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-ae: secret %q not in text %q", sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ae: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-ae: keep %q overlaps secret %q", k, sec))
			}
		}
	}
}

// haeS builds a sample with secrets; haeT a trap.
func haeS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func haeT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func haeKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func haeIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func haeChance(p float64) bool { return rng.Float64() < p }

// ---- value generators ----

var haeWords = []string{"sunflower", "marmalade", "octopus", "quartz", "falcon", "harbor", "juniper",
	"pepper", "lantern", "meadow", "copper", "walrus", "tango", "biscuit", "nebula", "cobalt",
	"river", "maple", "pickle", "orchid", "zephyr", "gravel", "saffron", "tundra", "mango",
	"violet", "sparrow", "cactus", "velvet", "thunder", "bamboo", "kettle", "pirate", "summer",
	"winter", "dragon", "monkey", "banana", "rocket", "coffee", "bluebird", "granite"}

var haeNames = []string{"alice", "bob", "priya", "chen", "marta", "jonas", "aisha", "diego", "yuki",
	"olga", "tom", "fatima", "lars", "nadia", "sam", "kenji", "ines", "raj", "lena", "omar"}

var haeUsers = []string{"admin", "root", "deploy", "ubuntu", "postgres", "svc_backup", "ops",
	"jenkins", "ci-bot", "grafana", "pi", "administrator", "operator", "support", "app_user",
	"reporting", "etl", "dev", "qa-team", "sa"}

var haeHosts = []string{"db-prod-01.internal", "staging.acme.io", "10.0.4.17", "192.168.1.1",
	"pg.eu-west-1.rds.amazonaws.com", "redis.cache.local", "nas.home.lan", "build02.corp.example.com",
	"mongo-2.cluster.local", "api.internal.example.net", "172.16.8.40", "vpn.example.org"}

func haeCap(w string) string {
	r := []rune(w)
	if len(r) == 0 {
		return w
	}
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}

func haeLowFirst(w string) string {
	r := []rune(w)
	if len(r) == 0 {
		return w
	}
	return strings.ToLower(string(r[:1])) + string(r[1:])
}

// haePwHuman is a password a person chose: words, digits and a symbol or two.
func haePwHuman() string {
	w := pick(haeWords)
	w2 := pick(haeWords)
	d := fmt.Sprint(haeIn(1, 9999))
	y := fmt.Sprint(haeIn(1985, 2025))
	sym := string("!#$%&*?+=~"[rng.IntN(10)])
	switch rng.IntN(8) {
	case 0:
		return haeCap(w) + y + sym
	case 1:
		return w + sym + haeCap(w2) + d
	case 2:
		return strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(haeCap(w)) + sym + d
	case 3:
		return w + "-" + w2 + "-" + pick(haeWords) + "-" + d
	case 4:
		return haeCap(w) + "." + haeCap(w2) + "." + d
	case 5:
		return strings.ToUpper(w[:2]) + w[2:] + d + sym + sym
	case 6:
		return haeCap(w) + haeCap(w2) + sym + y[2:]
	default:
		return w + d + haeCap(w2) + sym
	}
}

// haePwRandom is a generated password (password manager style) without quote or backslash.
func haePwRandom() string {
	n := haeIn(14, 24)
	for {
		p := rnd(alnum+"!#%^&*()-_=+[]{};:,.<>?~", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

// haePwURL is safe inside a URL userinfo part and in shell without quoting.
func haePwURL() string {
	if haeChance(0.5) {
		w := pick(haeWords)
		return haeCap(w) + fmt.Sprint(haeIn(10, 9999)) + pick([]string{"", "_", "-", "."}) + pick(haeWords)
	}
	return rnd(alnum, haeIn(16, 28))
}

func haePw() string {
	if haeChance(0.55) {
		return haePwHuman()
	}
	return haePwRandom()
}

func haeSnowflake() string {
	return fmt.Sprint(haeIn(1, 9)) + rnd(digits, haeIn(16, 18))
}

func haeDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(haeSnowflake()))
	tail := 27
	if haeChance(0.4) {
		tail = 38
	}
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, tail)
}

func haeHex(n int) string { return rnd(hexs, n) }

func haeAWSKeyID() string { return pick([]string{"AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func haeAWSSecret() string {
	return rnd(alnum+"/+", 40)
}
func haeGhp() string { return pick([]string{"ghp_", "gho_", "ghs_", "ghu_"}) + rnd(alnum, 36) }
func haeGhFine() string {
	return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
}
func haeGlpat() string { return "glpat-" + rnd(b64url, 20) }
func haeSlackBot() string {
	return pick([]string{"xoxb-", "xoxp-", "xoxe.xoxp-1-"}) + fmt.Sprint(haeIn(1000000000, 9999999999)) + "-" +
		fmt.Sprint(haeIn(1000000000000, 9999999999999)) + "-" + rnd(alnum, 24)
}
func haeSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
}
func haeTelegram() string {
	return fmt.Sprint(haeIn(100000000, 8999999999)) + ":AA" + rnd(b64url, 33)
}
func haeDiscordHook() string {
	return "https://discord.com/api/webhooks/" + haeSnowflake() + "/" + rnd(b64url, 68)
}
func haeStripe() string {
	return pick([]string{"sk_live_", "rk_live_", "sk_test_"}) + "51" + rnd(alnum, haeIn(60, 97))
}
func haeOpenAI() string {
	if haeChance(0.5) {
		return "sk-proj-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74)
	}
	return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20)
}
func haeAnthropic() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }
func haeGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func haeJWT() string {
	alg := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"` + haeHex(8) + `","typ":"JWT"}`, `{"typ":"JWT","alg":"ES256"}`})
	payload := fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d,"exp":%d}`, pick(haeNames)+"@example.com",
		pick([]string{"service_role", "admin", "user", "anon_writer"}), haeIn(1700000000, 1760000000), haeIn(1760000000, 1900000000))
	e := base64.RawURLEncoding
	return e.EncodeToString([]byte(alg)) + "." + e.EncodeToString([]byte(payload)) + "." + rnd(b64url, 43)
}

func haeB64Body(nbytes int) []string {
	raw := make([]byte, nbytes)
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	s := base64.StdEncoding.EncodeToString(raw)
	var lines []string
	for len(s) > 64 {
		lines = append(lines, s[:64])
		s = s[64:]
	}
	return append(lines, s)
}

// haePEM returns the full block and its body (the secret).
func haePEM() (string, string) {
	kind := pick([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	n := haeIn(120, 600)
	body := haeB64Body(n)
	if kind == "OPENSSH PRIVATE KEY" {
		body[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + body[0][24:]
	}
	if kind == "RSA PRIVATE KEY" {
		body[0] = "MIIE" + body[0][4:]
	}
	b := strings.Join(body, "\n")
	return "-----BEGIN " + kind + "-----\n" + b + "\n-----END " + kind + "-----", b
}

func haeB32(n int) string { return rnd(b32, n) }

func haeUUID() string {
	h := haeHex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[rng.IntN(4)]) + h[17:20] + "-" + h[20:]
}

func haeDate() string {
	return fmt.Sprintf("2025-%02d-%02d", haeIn(1, 12), haeIn(1, 28))
}

func haeTime() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", haeDate(), haeIn(0, 23), haeIn(0, 59), haeIn(0, 59), haeIn(0, 999))
}
