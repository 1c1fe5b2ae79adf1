package main

// heldout-ao: a blind part written without reading the scrubber's rules. It leans towards
// offensive security: penetration-test reports, red-team notes, CTF writeups, bug-bounty
// findings, cracking and dumping tool output, proxy logs. Secrets are random values made up
// here; traps are the look-alikes such work is full of (IOC hashes, CVE ids, redactions,
// payloads, scans, public keys, flag formats without content).

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAO() []Sample {
	var out []Sample
	// the four required shapes
	out = append(out, haoDiscordSamples(28)...)
	out = append(out, haoLoginPairSamples(32)...)
	out = append(out, haoSplitSamples(28)...)
	out = append(out, haoKeyIDSamples(26)...)
	// offensive tooling output and reports
	out = append(out, haoPentestSamples(64)...)
	out = append(out, haoProxySamples(24)...)
	// everything else people paste
	out = append(out, haoCloudVendorSamples(46)...)
	out = append(out, haoCommandSamples(28)...)
	out = append(out, haoConfigSamples(24)...)
	out = append(out, haoProseSamples(30)...)
	// traps
	out = append(out, haoPentestTraps(110)...)
	out = append(out, haoGeneralTraps(120)...)
	out = append(out, haoCodeTraps(110)...)
	// a text seen twice gets a lead line of its own (a path, a speaker, an engagement id)
	seen := map[string]bool{}
	for i := range out {
		for seen[out[i].Text] {
			out[i].Text = haoLead(out[i].Format) + out[i].Text
		}
		seen[out[i].Text] = true
	}
	return out
}

// haoLead is a first line that fits the format.
func haoLead(format string) string {
	path := haoPick("src", "app", "tools", "lib", "scripts", "internal") + "/" + haoPick("auth", "login", "creds", "config", "client", "scan") + haoPick("", "_util", "er", "2")
	switch format {
	case "python", "hcl", "yaml", "env", "shell", "toml", "ini", "ci":
		return fmt.Sprintf("# %s (line %d)\n", path, haoN(1, 400))
	case "go", "js", "rust", "java", "html":
		return fmt.Sprintf("// %s:%d\n", path, haoN(1, 400))
	case "powershell":
		return fmt.Sprintf("# run on %s\n", haoHost())
	case "cmd":
		return fmt.Sprintf("REM %s\n", haoHost())
	case "chat":
		return fmt.Sprintf("[%s] %s: ", haoTime()[:5], haoFirst())
	case "notes", "report", "markdown", "writeup":
		return fmt.Sprintf("Engagement %s-%d (%s)\n", haoPick("ACME", "INITECH", "GLOBEX", "CTF"), haoN(100, 999), haoDate())
	}
	return fmt.Sprintf("--- pasted from %s, %s ---\n", haoHost(), haoDate())
}

// ---- sample builders ----

func haoSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ao: secret %q not in %s/%s text %q", s, cat, format, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func haoKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ao: keep %q not in %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-ao: keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func haoTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// ---- random helpers ----

func haoR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func haoPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func haoN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func haoChance(pct int) bool { return rng.IntN(100) < pct }

func haoDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + haoR(digits, n-1)
}

const haoB64 = alnum + "+/"

var haoWords = []string{
	"tiger", "harbor", "falcon", "maple", "orbit", "copper", "velvet", "summit", "raven",
	"cobalt", "willow", "ember", "glacier", "pepper", "lantern", "meadow", "thunder", "sparrow",
	"biscuit", "canyon", "marble", "pixel", "quartz", "saffron", "tundra", "violet", "walnut",
	"zephyr", "anchor", "badger", "cactus", "dolphin", "juniper", "kettle", "lobster", "mango",
	"nebula", "otter", "pumpkin", "rocket", "sunset", "tornado", "umbrella", "waffle", "yeti",
}

var haoSeasons = []string{"Summer", "Winter", "Spring", "Autumn", "Fall", "January", "March", "October", "Welcome", "Company", "Password", "Changeme", "Monday"}

func haoCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// haoHumanPw is a password a person chose: words, digits, a symbol.
func haoHumanPw() string {
	w := haoWords[rng.IntN(len(haoWords))]
	w2 := haoWords[rng.IntN(len(haoWords))]
	switch rng.IntN(8) {
	case 0:
		return haoCap(w) + haoPick("!", "#", "$", "@", "*") + haoDigits(4)
	case 1:
		return haoSeasons[rng.IntN(len(haoSeasons))] + haoPick("2023", "2024", "2025", "2026", "24", "25") + haoPick("!", "!!", "#", "$", "")
	case 2:
		return w + "-" + w2 + "-" + haoWords[rng.IntN(len(haoWords))] + haoDigits(2)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return haoCap(r.Replace(w+w2)) + haoDigits(2)
	case 4:
		return haoCap(w) + haoCap(w2) + haoDigits(3) + haoPick("!", "?", "&", "%")
	case 5:
		return haoPick("Corp", "Acme", "Globex", "Initech", "Contoso") + haoPick("@", "#", "_") + haoDigits(4) + haoPick("!", "")
	case 6:
		return haoCap(w) + "." + haoCap(w2) + "." + haoDigits(2)
	default:
		return haoR(lower, 2) + haoCap(w) + haoDigits(3) + haoPick("$", "^", "~")
	}
}

// haoRandPw is a generated password.
func haoRandPw() string {
	n := haoN(14, 24)
	for {
		p := haoR(alnum+"!#%^*-_+=.?", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func haoPw() string {
	if haoChance(55) {
		return haoHumanPw()
	}
	return haoRandPw()
}

// haoURLPw is safe inside a URL's user info.
func haoURLPw() string {
	if haoChance(50) {
		return haoCap(haoWords[rng.IntN(len(haoWords))]) + haoDigits(4) + haoPick("_", "-", ".", "~")
	}
	return haoR(alnum, haoN(16, 28))
}

func haoUser() string {
	return haoPick("admin", "root", "administrator", "svc_backup", "sqladmin", "jdoe", "m.kowalski",
		"deploy", "ops", "postgres", "sa", "operator", "helpdesk", "svc-jenkins", "t.nguyen", "webmaster", "ubnt", "pi", "oracle", "tomcat")
}

func haoFirst() string {
	return haoPick("Alice", "Bob", "Priya", "Jonas", "Mei", "Omar", "Sofia", "Lukas", "Aiko", "Diego", "Fatima", "Ivan", "Chen", "Noor", "Tomasz", "Elena")
}

func haoIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), 1+rng.IntN(253))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rng.IntN(255), 1+rng.IntN(253))
	default:
		return fmt.Sprintf("172.%d.%d.%d", 16+rng.IntN(16), rng.IntN(255), 1+rng.IntN(253))
	}
}

func haoHost() string {
	return haoPick("dc01", "dc02", "fs01", "sql-prod-02", "jenkins", "gitlab", "vpn-gw", "mail", "intranet", "backup01", "ws-0142", "esxi03", "web-stg", "k8s-master") +
		haoPick(".corp.local", ".internal", ".acme.lan", ".megacorp.com", ".target.htb", "")
}

func haoDomain() string {
	return haoPick("acme-corp.com", "target.example", "megacorp.io", "initech.net", "globex.co", "victim-app.dev", "shop.contoso.com", "api.fintrack.app")
}

func haoDate() string {
	return fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28))
}

func haoTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func haoUUID() string {
	return haoR(hexs, 8) + "-" + haoR(hexs, 4) + "-4" + haoR(hexs, 3) + "-" + haoPick("8", "9", "a", "b") + haoR(hexs, 3) + "-" + haoR(hexs, 12)
}

// ---- token generators ----

func haoDiscordToken() string {
	id := haoDigits(haoN(17, 19))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	if haoChance(50) {
		return first + ".G" + haoR(b64url, 5) + "." + haoR(b64url, 38)
	}
	return first + "." + haoR(b64url, 6) + "." + haoR(b64url, haoN(27, 30))
}

func haoAWSKeyID() string  { return haoPick("AKIA", "AKIA", "ASIA") + haoR(upper+"234567", 16) }
func haoAWSSecret() string { return haoR(haoB64, 40) }
func haoGHToken() string   { return haoPick("ghp_", "gho_", "ghs_", "ghu_") + haoR(alnum, 36) }
func haoGHPat() string     { return "github_pat_11" + haoR(upper+digits, 20) + "_" + haoR(alnum, 59) }
func haoGLToken() string   { return "glpat-" + haoR(b64url, 20) }
func haoSlackBot() string {
	return haoPick("xoxb-", "xoxp-") + haoDigits(11) + "-" + haoDigits(12) + "-" + haoR(alnum, 24)
}
func haoSlackHook() string {
	return "https://hooks.slack.com/services/T" + haoR(upper+digits, 10) + "/B" + haoR(upper+digits, 10) + "/" + haoR(alnum, 24)
}
func haoTelegram() string { return haoDigits(10) + ":AA" + haoR(b64url, 33) }
func haoStripeSK() string {
	return haoPick("sk_live_", "rk_live_", "sk_test_") + haoR(alnum, haoN(24, 99))
}
func haoGoogleKey() string { return "AIza" + haoR(b64url, 35) }
func haoSendgrid() string  { return "SG." + haoR(b64url, 22) + "." + haoR(b64url, 43) }
func haoOpenAI() string    { return "sk-proj-" + haoR(b64url, 48) + "T3BlbkFJ" + haoR(b64url, 48) }
func haoAnthropic() string { return "sk-ant-api03-" + haoR(b64url, 93) + "AA" }
func haoNpm() string       { return "npm_" + haoR(alnum, 36) }
func haoHF() string        { return "hf_" + haoR(alnum, 34) }
func haoDiscordHook() string {
	return "https://discord.com/api/webhooks/" + haoDigits(19) + "/" + haoR(b64url, 68)
}

func haoB64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func haoB64s(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func haoJWT() string {
	h := haoB64u(haoPick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+haoR(hexs, 16)+`"}`, `{"typ":"JWT","alg":"ES256"}`))
	p := haoB64u(fmt.Sprintf(`{"sub":"%d","name":"%s","role":"%s","iat":%d,"exp":%d}`, haoN(1000, 99999), haoFirst(), haoPick("admin", "user", "support", "billing"), 1735000000+rng.IntN(9000000), 1745000000+rng.IntN(9000000)))
	return h + "." + p + "." + haoR(b64url, haoN(43, 86))
}

func haoNTLM() string { return haoR(hexs, 32) }

func haoPEMBody(lines int) string {
	var b strings.Builder
	b.WriteString("MII" + haoPick("E", "J", "G") + haoR(haoB64, 61) + "\n")
	for i := 1; i < lines; i++ {
		b.WriteString(haoR(haoB64, 64) + "\n")
	}
	b.WriteString(haoR(haoB64, haoN(10, 60)) + "=")
	return b.String()
}

func haoPEM(kind string) string {
	return "-----BEGIN " + kind + "-----\n" + haoPEMBody(haoN(5, 9)) + "\n-----END " + kind + "-----"
}

func haoOpenSSHKey() string {
	var b strings.Builder
	b.WriteString("-----BEGIN OPENSSH PRIVATE KEY-----\n")
	b.WriteString("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n")
	for i := 0; i < 3; i++ {
		b.WriteString(haoR(haoB64, 70) + "\n")
	}
	b.WriteString(haoR(haoB64, 32) + "=\n-----END OPENSSH PRIVATE KEY-----")
	return b.String()
}

func haoKerbTicket() string {
	return "doIF" + haoR(haoB64, haoN(180, 260)) + haoPick("=", "==", "")
}
