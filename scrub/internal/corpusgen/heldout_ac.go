package main

// heldout_ac*.go is a blind held-out part: written by an author who read neither the scrubber's
// rules nor any other part of the corpus, from real-world credential formats and the way network
// engineers, security people and home-lab owners write. heldout_ac.go holds the entry point and
// the value generators; the other heldout_ac_*.go files hold the text generators.

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// hacGen is one text generator and how many samples it contributes.
type hacGen struct {
	n int
	f func() Sample
}

func heldoutAC() []Sample {
	var gens []hacGen
	gens = append(gens, hacShapeGens()...)
	gens = append(gens, hacNetGens()...)
	gens = append(gens, hacMiscGens()...)
	gens = append(gens, hacProseGens()...)
	gens = append(gens, hacTrapGens()...)
	gens = append(gens, hacTrapGens2()...)
	gens = append(gens, hacTrapGens3()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for range g.n {
			// Draw again when a generator repeats a text it already gave.
			for try := 0; try < 40; try++ {
				s := g.f()
				if seen[s.Text] {
					continue
				}
				seen[s.Text] = true
				if s.Secrets == nil {
					s.Secrets = []string{}
				}
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// hacS builds a sample with secrets; hacT builds a trap.
func hacS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hacT(cat, format, text string) Sample {
	return Sample{Category: "trap-" + cat, Format: format, Text: text, Secrets: []string{}}
}

func hacK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hacRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hacPick[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hacChance(p float64) bool { return rng.Float64() < p }

const (
	hacB64   = upper + lower + digits + "+/"
	hacSyms  = "!@#$%^*-_.+=?"
	hacUSyms = "-_.~!"
)

var hacWords = []string{
	"Falcon", "Orchid", "Granite", "Harbor", "Tundra", "Maple", "Cobalt", "Pixel", "Viking",
	"Mango", "Lantern", "Pelican", "Quartz", "Rocket", "Saffron", "Thistle", "Walrus", "Zephyr",
	"Basalt", "Cactus", "Dolphin", "Ember", "Fjord", "Glacier", "Hazel", "Indigo", "Jasper",
	"Kestrel", "Lynx", "Meadow", "Nimbus", "Otter", "Puffin", "Raven", "Sierra", "Timber",
	"Umber", "Velvet", "Willow", "Yonder", "Bramble", "Copper", "Drizzle", "Nebula", "Sprocket",
}

var hacSeasons = []string{"Summer", "Winter", "Spring", "Autumn", "Fruehling", "Herbst", "Verano", "Invierno", "Lente", "Sommar"}

// hacHumanPw is a password a person picked: words, digits, a symbol.
func hacHumanPw() string {
	w1, w2 := hacPick(hacWords...), hacPick(hacWords...)
	switch rng.IntN(8) {
	case 0:
		return w1 + fmt.Sprint(rng.IntN(9000)+100) + hacPick("!", "#", "$", "?", "*")
	case 1:
		return hacPick(hacSeasons...) + fmt.Sprint(2019+rng.IntN(7)) + hacPick("!", "!!", "#", "@")
	case 2:
		return strings.ToLower(w1) + hacPick("-", "_", ".") + strings.ToLower(w2) + hacPick("-", "_", ".") + fmt.Sprint(rng.IntN(99)+1)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w1) + r.Replace(strings.ToLower(w2)) + fmt.Sprint(rng.IntN(90)+10)
	case 4:
		return w1 + w2 + fmt.Sprint(rng.IntN(900)+100) + hacPick("!", "%", "&", "+")
	case 5:
		return hacPick("Home", "Lab", "Net", "Fw", "Core", "Edge") + hacPick("@", "#", "!") + fmt.Sprint(rng.IntN(9000)+1000) + strings.ToLower(w1)
	case 6:
		return strings.ToLower(w1) + fmt.Sprint(rng.IntN(9)+1) + strings.ToUpper(w2[:3]) + hacPick("!", "?", "*")
	default:
		return w1 + "_" + hacPick("Lab", "Rack", "VPN", "Wifi", "Nas") + "_" + fmt.Sprint(2000+rng.IntN(26))
	}
}

// hacRandPw is a generated password.
func hacRandPw(n int) string {
	for {
		p := hacRnd(alnum+hacSyms, n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hacPw() string {
	if hacChance(0.55) {
		return hacHumanPw()
	}
	return hacRandPw(12 + rng.IntN(10))
}

// hacURLPw is a password safe to place in a URL's userinfo.
func hacURLPw() string {
	if hacChance(0.5) {
		return hacPick(hacWords...) + fmt.Sprint(rng.IntN(9000)+1000) + hacPick("-", "_", ".", "~", "") + strings.ToLower(hacPick(hacWords...))
	}
	for {
		p := hacRnd(alnum+hacUSyms, 14+rng.IntN(10))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

// hacPlainPw is a password with letters and digits only (for syntaxes that choke on symbols).
func hacPlainPw() string {
	if hacChance(0.5) {
		return hacPick(hacWords...) + strings.ToLower(hacPick(hacWords...)) + fmt.Sprint(rng.IntN(9000)+1000)
	}
	return hacRnd(alnum, 14+rng.IntN(8)) + fmt.Sprint(rng.IntN(10))
}

func hacHex(n int) string { return hacRnd(hexs, n) }

func hacUUID() string {
	return hacHex(8) + "-" + hacHex(4) + "-4" + hacHex(3) + "-" + hacPick("8", "9", "a", "b") + hacHex(3) + "-" + hacHex(12)
}

func hacB64Bytes(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hacB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hacHexBytes(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return hex.EncodeToString(b)
}

// Network surroundings.

func hacIP() string {
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), 1+rng.IntN(253))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rng.IntN(255), 1+rng.IntN(253))
	case 2:
		return fmt.Sprintf("172.%d.%d.%d", 16+rng.IntN(16), rng.IntN(255), 1+rng.IntN(253))
	default:
		return fmt.Sprintf("%s.%d", hacPick("203.0.113", "198.51.100", "192.0.2"), 1+rng.IntN(253))
	}
}

func hacHost() string {
	return hacPick("core-sw", "fw-edge-", "rtr", "pve", "nas", "ap-", "vpn-gw", "dc", "esx", "tn-", "ha-", "leaf", "spine") +
		fmt.Sprintf("%02d", 1+rng.IntN(20)) + hacPick("", ".lab.lan", ".corp.example.com", ".home.arpa", ".int.example.net")
}

func hacDomain() string {
	return hacPick("example.com", "corp.example.net", "lab.local", "home.arpa", "acme-widgets.io", "contoso.local")
}

func hacPerson() string {
	return hacPick("dana", "mikko", "priya", "jonas", "aiko", "carlos", "fatima", "liam", "sven", "noor", "tomasz", "mei", "olu", "ines")
}

func hacUser() string {
	return hacPick("admin", "root", "ubnt", "pi", "netadmin", "administrator", "svc_backup", "operator", "cisco", "noc", "labadmin", "truenas_admin", "ansible")
}

func hacDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", 22+rng.IntN(4), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hacTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func hacIface() string {
	return hacPick("GigabitEthernet0/", "TenGigabitEthernet1/0/", "ge-0/0/", "ether", "port", "xe-0/1/") + fmt.Sprint(1+rng.IntN(24))
}

func hacMAC(sep string) string {
	parts := make([]string, 6)
	for i := range parts {
		parts[i] = hacHex(2)
	}
	if hacChance(0.4) {
		return strings.ToUpper(strings.Join(parts, sep))
	}
	return strings.Join(parts, sep)
}

// Tokens of real formats.

func hacDiscordToken() string {
	id := fmt.Sprint(1+rng.IntN(9)) + hacRnd(digits, 16+rng.IntN(3))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hacRnd(b64url, 6) + "." + hacRnd(b64url, 27+rng.IntN(12))
}

func hacAWSKeyID() string  { return hacPick("AKIA", "ASIA") + hacRnd(upper+"234567", 16) }
func hacAWSSecret() string { return hacRnd(alnum+"/+", 40) }
func hacGCPKey() string    { return "AIza" + hacRnd(b64url, 35) }
func hacAzureKey() string  { return hacRnd(hacB64, 86) + "==" }
func hacAzureClientSecret() string {
	return hacRnd(alnum, 3) + hacRnd(digits, 1) + "Q~" + hacRnd(alnum+"-_.~", 34)
}
func hacGitHubPAT() string { return hacPick("ghp_", "gho_", "ghs_") + hacRnd(alnum, 36) }
func hacGitHubFine() string {
	return "github_pat_11" + hacRnd(upper+digits, 20) + "_" + hacRnd(alnum, 59)
}
func hacGitLab() string { return "glpat-" + hacRnd(b64url, 20) }
func hacSlackBot() string {
	return hacPick("xoxb-", "xoxp-") + hacRnd(digits, 12) + "-" + hacRnd(digits, 13) + "-" + hacRnd(alnum, 24)
}
func hacSlackHook() string {
	return "https://hooks.slack.com/services/T" + hacRnd(upper+digits, 8) + "/B" + hacRnd(upper+digits, 10) + "/" + hacRnd(alnum, 24)
}
func hacTelegram() string {
	return fmt.Sprint(1+rng.IntN(9)) + hacRnd(digits, 8+rng.IntN(2)) + ":AA" + hacRnd(b64url, 33)
}
func hacDiscordHook() string {
	return "https://discord.com/api/webhooks/1" + hacRnd(digits, 18) + "/" + hacRnd(b64url, 68)
}
func hacStripe() string {
	return hacPick("sk_live_", "rk_live_", "sk_test_") + hacRnd(alnum, 24+rng.IntN(76))
}
func hacJWT() string {
	payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, hacPerson(), 1700000000+rng.IntN(90000000), 1800000000+rng.IntN(90000000), hacPick("admin", "read", "api", "homeassistant"))
	return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + hacRnd(b64url, 43)
}
func hacSendGrid() string { return "SG." + hacRnd(b64url, 22) + "." + hacRnd(b64url, 43) }
func hacOpenAI() string {
	return "sk-proj-" + hacRnd(b64url, 74) + "T3BlbkFJ" + hacRnd(b64url, 74)
}
func hacAnthropic() string { return "sk-ant-api03-" + hacRnd(b64url, 93) + "AA" }
func hacNpm() string       { return "npm_" + hacRnd(alnum, 36) }
func hacHF() string        { return "hf_" + hacRnd(alnum, 34) }
func hacDO() string        { return "dop_v1_" + hacHex(64) }
func hacVaultToken() string {
	return "hvs." + hacRnd(b64url, 24+rng.IntN(70))
}
func hacTailscale() string {
	return "tskey-auth-k" + hacRnd(alnum, 10) + "CNTRL-" + hacRnd(alnum, 33)
}
func hacTrueNAS() string    { return fmt.Sprint(1+rng.IntN(9)) + "-" + hacRnd(alnum, 64) }
func hacShopify() string    { return "shpat_" + hacHex(32) }
func hacTwilio() string     { return "SK" + hacHex(32) }
func hacMailgun() string    { return "key-" + hacHex(32) }
func hacDatadog() string    { return hacHex(32) }
func hacPostman() string    { return "PMAK-" + hacHex(24) + "-" + hacHex(34) }
func hacGrafana() string    { return "glsa_" + hacRnd(alnum, 32) + "_" + hacHex(8) }
func hacTOTP() string       { return hacRnd(b32, hacPick(16, 32)) }
func hacCloudflare() string { return hacRnd(b64url, 40) }
func hacWGKey() string      { return hacB64Bytes(32) }

func hacPEMBody(lines int) string {
	var b strings.Builder
	b.WriteString("MII" + hacPick("E", "J", "G") + hacRnd(hacB64, 61) + "\n")
	for i := 1; i < lines; i++ {
		b.WriteString(hacRnd(hacB64, 64) + "\n")
	}
	b.WriteString(hacRnd(hacB64, 20+rng.IntN(40)) + "=")
	return b.String()
}

func hacSSHBody(lines int) string {
	var b strings.Builder
	b.WriteString("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA" + hacRnd(hacB64, 14) + "\n")
	for i := 1; i < lines; i++ {
		b.WriteString(hacRnd(hacB64, 70) + "\n")
	}
	b.WriteString(hacRnd(hacB64, 30) + "==")
	return b.String()
}

// hacRecovery is one recovery code in a common style.
func hacRecovery(style int) string {
	switch style {
	case 0:
		return hacRnd(lower+digits, 5) + "-" + hacRnd(lower+digits, 5)
	case 1:
		return hacRnd(digits, 4) + " " + hacRnd(digits, 4)
	default:
		return hacRnd(upper+digits, 4) + "-" + hacRnd(upper+digits, 4) + "-" + hacRnd(upper+digits, 4)
	}
}

// hacSplit cuts a token in two at a point that leaves both halves long.
func hacSplit(tok string) (string, string) {
	lo := len(tok) / 3
	at := lo + rng.IntN(len(tok)-2*lo+1)
	return tok[:at], tok[at:]
}
