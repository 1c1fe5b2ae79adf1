package main

// heldout-w: a blind part written without reading the scrubber's rules. Its theme is the
// working week of a small company as an AI agent's memory would see it: a support desk, a
// freelancer, a sysadmin, a data scientist and a family organiser saving notes, pasted
// terminal output, forwarded e-mails, config snippets and messages in several languages.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutW() []Sample {
	var out []Sample
	out = append(out, hwFocus()...)
	out = append(out, hwProse()...)
	out = append(out, hwConfig()...)
	out = append(out, hwCode()...)
	out = append(out, hwTraps()...)
	out = append(out, hwTraps2()...)
	return out
}

var hwSeen = map[string]bool{}

// hwRun calls g until it has n valid, distinct samples.
func hwRun(n int, g func() Sample) []Sample {
	var out []Sample
	for tries := 0; len(out) < n; tries++ {
		if tries > n*50 {
			panic("heldout-w: generator keeps failing")
		}
		s := g()
		if hwValid(s) && !hwSeen[s.Text] {
			hwSeen[s.Text] = true
			out = append(out, s)
		}
	}
	return out
}

// hwValid: every secret and keep is a substring; short secrets occur once; keeps hold no secret.
func hwValid(s Sample) bool {
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			return false
		}
		if len(x) < 10 && strings.Count(s.Text, x) != 1 {
			return false
		}
		for _, k := range s.Keep {
			if strings.Contains(k, x) || strings.Contains(x, k) {
				return false
			}
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			return false
		}
	}
	return true
}

func hwS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hwK(s Sample, keep ...string) Sample { s.Keep = keep; return s }

func hwT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hwR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hwP[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func hwN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hwF(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// ---- people, places, things ----

var hwPeople = []string{"Priya", "Tomasz", "Inès", "Kenji", "Lucía", "Ahmed", "Olu", "Mara", "Jonas", "Sofia", "Dmitri", "Aiko", "Ravi", "Fatima", "Björn", "Chloé", "Mateo", "Grace"}
var hwUsers = []string{"admin", "root", "ops", "support", "priya.k", "tomasz", "deploy", "svc_backup", "grace.h", "jonas", "administrator", "pi", "ubuntu", "mara@lindqvist.family", "billing@brightdesk.io"}
var hwHosts = []string{"nas.home.lan", "pve01.office.local", "db-prod-2.internal", "10.0.4.17", "192.168.1.1", "mail.brightdesk.io", "grafana.brightdesk.io", "ci.brightdesk.io", "backup01", "fileserver.lindqvist.family", "sql-eu-west.brightdesk.io", "172.16.30.5"}
var hwDays = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}
var hwWords = []string{"Sunflower", "Maple", "Otter", "Pumpkin", "Kestrel", "Biscuit", "Juniper", "Lighthouse", "Marmalade", "Falcon", "Tangerine", "Walrus", "Snowdrop", "Copper", "Harbor", "Meadow", "Pepper", "Quokka", "Rainier", "Saffron", "Bluebell", "Cactus", "Dolphin", "Ember"}
var hwSmall = []string{"horse", "battery", "staple", "purple", "monkey", "dishwasher", "tractor", "violin", "cobalt", "lantern", "pickle", "glacier", "orbit", "tulip", "wombat"}
var hwSyms = []string{"!", "#", "$", "%", "&", "*", "?", "@", "+", "="}

// ---- passwords ----

func hwHumanPass() string {
	w := hwP(hwWords)
	switch rng.IntN(6) {
	case 0:
		return w + hwR(digits, hwN(2, 4)) + hwP(hwSyms)
	case 1:
		return hwP(hwSyms) + w + hwP(hwWords) + hwR(digits, 2)
	case 2:
		return hwP(hwSmall) + "-" + hwP(hwSmall) + "-" + hwP(hwSmall) + "-" + hwR(digits, 2)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + hwR(digits, 3)
	case 4:
		return w + "." + hwP(hwWords) + hwP(hwSyms) + hwR(digits, 2)
	default:
		return strings.ToLower(w) + hwP([]string{"19", "20"}) + hwR(digits, 2) + hwP(hwSyms) + hwP(hwSmall)
	}
}

func hwRandPass() string {
	return hwR(upper, 1) + hwR(alnum+"!#%&*+-=?^_", hwN(10, 18)) + hwR(digits, 1) + hwR(lower, 1)
}

func hwPass() string {
	if rng.IntN(2) == 0 {
		return hwHumanPass()
	}
	return hwRandPass()
}

// hwURLPass is safe inside a URL's user-info.
func hwURLPass() string {
	if rng.IntN(2) == 0 {
		return hwP(hwWords) + hwR(digits, 3) + hwP([]string{"_", "-", "."}) + hwR(alnum, 4)
	}
	return hwR(alnum, hwN(14, 24))
}

// ---- tokens ----

func hwDiscordBot() string {
	id := hwP([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}) + hwR(digits, hwN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hwR(b64url, 6) + "." + hwR(b64url, hwN(27, 38))
}

func hwAWSID() string     { return hwP([]string{"AKIA", "ASIA"}) + hwR(upper+"234567", 16) }
func hwAWSSecret() string { return hwR(alnum+"/+", 40) }
func hwGCPKey() string    { return "AIza" + hwR(b64url, 35) }
func hwAzureKey() string {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}
func hwAzureSecret() string { return hwR(alnum, 3) + "8Q~" + hwR(alnum+"_-.~", 31) }
func hwGitHub() string {
	switch rng.IntN(3) {
	case 0:
		return "ghp_" + hwR(alnum, 36)
	case 1:
		return "github_pat_11" + hwR(upper+digits, 20) + "_" + hwR(alnum, 59)
	}
	return hwP([]string{"gho_", "ghs_", "ghu_"}) + hwR(alnum, 36)
}
func hwGitLab() string { return "glpat-" + hwR(b64url, 20) }
func hwSlack() string {
	return hwP([]string{"xoxb-", "xoxp-"}) + hwR(digits, 12) + "-" + hwR(digits, 13) + "-" + hwR(alnum, 24)
}
func hwSlackHook() string {
	return "https://hooks.slack.com/services/T" + hwR(upper+digits, 8) + "/B" + hwR(upper+digits, 10) + "/" + hwR(alnum, 24)
}
func hwTelegram() string { return hwR(digits, hwN(9, 10)) + ":AA" + hwR(b64url, 33) }
func hwDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hwR(digits, 19) + "/" + hwR(b64url, 68)
}
func hwStripe() string {
	return hwP([]string{"sk_live_", "rk_live_", "sk_test_"}) + hwR(alnum, hwN(24, 99))
}
func hwWhsec() string { return "whsec_" + hwR(alnum, 32) }
func hwJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(hwF(`{"sub":"%s","iat":%d,"role":"%s"}`, hwR(digits, 6), 1700000000+rng.IntN(90000000), hwP([]string{"admin", "agent", "service"}))))
	return h + "." + p + "." + hwR(b64url, 43)
}

var hwSaaS = []func() (string, string){
	func() (string, string) { return "SG." + hwR(b64url, 22) + "." + hwR(b64url, 43), "SendGrid" },
	func() (string, string) { return "sk-proj-" + hwR(b64url, 48) + "T3BlbkFJ" + hwR(b64url, 20), "OpenAI" },
	func() (string, string) { return "sk-ant-api03-" + hwR(b64url, 93) + "AA", "Anthropic" },
	func() (string, string) { return "hf_" + hwR(alnum, 34), "Hugging Face" },
	func() (string, string) { return "npm_" + hwR(alnum, 36), "npm" },
	func() (string, string) { return "pypi-AgEIcHlwaS5vcmc" + hwR(b64url, 60), "PyPI" },
	func() (string, string) { return "shpat_" + hwR(hexs, 32), "Shopify" },
	func() (string, string) { return "lin_api_" + hwR(alnum, 40), "Linear" },
	func() (string, string) { return "PMAK-" + hwR(hexs, 24) + "-" + hwR(hexs, 34), "Postman" },
	func() (string, string) { return "dop_v1_" + hwR(hexs, 64), "DigitalOcean" },
	func() (string, string) { return "ntn_" + hwR(alnum, 46), "Notion" },
	func() (string, string) { return "pat" + hwR(alnum, 14) + "." + hwR(hexs, 64), "Airtable" },
	func() (string, string) { return "ATATT3xFfGF0" + hwR(b64url, 180) + "=" + hwR(hexs, 8), "Atlassian" },
	func() (string, string) { return "hvs." + hwR(b64url, 90), "Vault" },
	func() (string, string) { return "glsa_" + hwR(alnum, 32) + "_" + hwR(hexs, 8), "Grafana" },
	func() (string, string) { return "figd_" + hwR(b64url, 40), "Figma" },
	func() (string, string) { return "GOCSPX-" + hwR(b64url, 28), "Google OAuth" },
	func() (string, string) { return "key-" + hwR(hexs, 32), "Mailgun" },
	func() (string, string) { return "SK" + hwR(hexs, 32), "Twilio" },
	func() (string, string) { return "sk." + hwR(b64url, 60) + "." + hwR(b64url, 22), "Mapbox" },
	func() (string, string) { return "dp.st." + hwR(alnum, 43), "Doppler" },
	func() (string, string) { return "xkeysib-" + hwR(hexs, 64) + "-" + hwR(alnum, 16), "Brevo" },
	func() (string, string) { return hwR(hexs, 32), "Datadog" },
	func() (string, string) { return "sl.B" + hwR(b64url, 135), "Dropbox" },
	func() (string, string) { return "1//0" + hwR(b64url, 99), "Google refresh" },
}

func hwSaaSKey() (string, string) { return hwP(hwSaaS)() }

// hwAnyToken is any long bearer-style secret with its vendor name.
func hwAnyToken() (string, string) {
	switch rng.IntN(9) {
	case 0:
		return hwGitHub(), "GitHub"
	case 1:
		return hwGitLab(), "GitLab"
	case 2:
		return hwSlack(), "Slack"
	case 3:
		return hwStripe(), "Stripe"
	case 4:
		return hwDiscordBot(), "Discord"
	case 5:
		return hwTelegram(), "Telegram"
	default:
		return hwSaaSKey()
	}
}

func hwB64Block(n int) string { return hwR(alnum+"+/", n) }

// hwPEM returns a private key block and two of its body lines.
func hwPEM() (string, []string) {
	kind := hwP([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	n := hwN(4, 9)
	var lines []string
	for i := 0; i < n; i++ {
		lines = append(lines, hwB64Block(64))
	}
	if kind == "OPENSSH PRIVATE KEY" {
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + hwB64Block(46)
		for i := 1; i < n; i++ {
			lines[i] = hwB64Block(70)
		}
	}
	lines = append(lines, hwB64Block(hwN(8, 40))+"==")
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, []string{lines[1], lines[n-1]}
}

func hwTOTP() string { return hwR(b32, hwP([]int{16, 26, 32})) }

func hwRecovery() []string {
	var cs []string
	f := rng.IntN(3)
	for i := 0; i < hwN(4, 8); i++ {
		switch f {
		case 0:
			cs = append(cs, hwR(lower+digits, 5)+"-"+hwR(lower+digits, 5))
		case 1:
			cs = append(cs, hwR(digits, 4)+" "+hwR(digits, 4))
		default:
			cs = append(cs, hwR(upper+digits, 4)+"-"+hwR(upper+digits, 4)+"-"+hwR(upper+digits, 4))
		}
	}
	return cs
}

func hwHex(n int) string { return hwR(hexs, n) }
func hwUUID() string {
	return hwHex(8) + "-" + hwHex(4) + "-4" + hwHex(3) + "-" + hwP([]string{"8", "9", "a", "b"}) + hwHex(3) + "-" + hwHex(12)
}
func hwWiFi() string     { return hwPass() }
func hwPIN(n int) string { return hwR("123456789", 1) + hwR(digits, n-1) }
func hwSAEmail() string {
	return hwP([]string{"etl-runner", "sheets-sync", "backup-bot", "ci-deployer", "bq-reader"}) + "@" + hwP([]string{"brightdesk-prod", "lindqvist-home", "ds-sandbox-4471", "invoicer-app"}) + ".iam.gserviceaccount.com"
}
func hwDate() string { return hwF("2025-%02d-%02d", hwN(1, 12), hwN(1, 28)) }
func hwTicket() string {
	return hwP([]string{"SUP-", "OPS-", "INC-", "#", "BD-"}) + hwR(digits, hwN(3, 5))
}
func hwTime() string         { return hwF("%02d:%02d", hwN(7, 19), hwN(0, 59)) }
func hwLogTS() string        { return hwDate() + "T" + hwTime() + hwF(":%02d.%03dZ", hwN(0, 59), hwN(0, 999)) }
func hwPerson() string       { return hwP(hwPeople) }
func hwHost() string         { return hwP(hwHosts) }
func hwUser() string         { return hwP(hwUsers) }
func hwDay() string          { return hwP(hwDays) }
func hwSplitAt(s string) int { return len(s)/2 + hwN(-len(s)/6, len(s)/6) }
