// heldout-cx is a blind held-out corpus part: password-manager exports and migrations (browser
// and vault CSV/JSON exports, KeePass XML, people moving passwords between tools, dedupe and
// cleanup notes), plus variants of four shapes (Discord bot tokens, "login is user / pw" prose,
// keys split across two lines, service-account private_key_id in prose). It was written without
// reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hcxGen is one text template and how many samples it makes.
type hcxGen struct {
	n int
	f func() Sample
}

func heldoutCX() []Sample {
	var gens []hcxGen
	gens = append(gens, hcxCSVGens()...)
	gens = append(gens, hcxJSONGens()...)
	gens = append(gens, hcxChatGens()...)
	gens = append(gens, hcxOpsGens()...)
	gens = append(gens, hcxTrapGens()...)
	gens = append(gens, hcxShapeGens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hcxCheck(s)
			out = append(out, s)
		}
	}
	return out
}

func hcxSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: hcxUniq(secrets), Keep: hcxUniq(keep)}
}

// hcxIfIn keeps the candidate secrets that made it into the text.
func hcxIfIn(text string, xs ...string) []string {
	out := []string{}
	for _, x := range xs {
		if strings.Contains(text, x) {
			out = append(out, x)
		}
	}
	return out
}

func hcxTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcxUniq(xs []string) []string {
	if xs == nil {
		return nil
	}
	out := []string{}
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func hcxSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; i <= len(text)-len(sub); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
	return out
}

func hcxCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cx: nil Secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-cx: trap with keep in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cx: secret %q not in %s/%s text:\n%s", sec, s.Category, s.Format, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cx: keep %q not in %s/%s text:\n%s", k, s.Category, s.Format, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, a := range hcxSpans(s.Text, k) {
				for _, b := range hcxSpans(s.Text, sec) {
					if a[0] < b[1] && b[0] < a[1] {
						panic(fmt.Sprintf("heldout-cx: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

// --- small random helpers ---

// hcxTwoSome is how many rows an export snippet shows: mostly one, sometimes two.
func hcxTwoSome() int {
	if hcxP(25) {
		return 2
	}
	return 1
}

func hcxN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcxP(pct int) bool { return rng.IntN(100) < pct }

func hcxOne(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hcxCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hcxDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", hcxN(19, 25), hcxN(1, 12), hcxN(1, 28))
}

func hcxTime() string {
	return fmt.Sprintf("%s %02d:%02d", hcxDate(), hcxN(7, 22), hcxN(0, 59))
}

func hcxISO() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", hcxDate(), hcxN(0, 23), hcxN(0, 59), hcxN(0, 59), hcxN(0, 999))
}

func hcxUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcxOne("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcxEpochMs() string { return fmt.Sprintf("%d%03d", hcxN(1580000000, 1760000000), hcxN(0, 999)) }

// --- people, sites, tools ---

type hcxPerson struct{ First, Last, Display string }

var hcxFirsts = []string{"ana", "joao", "priya", "lukas", "mei", "fatima", "tomasz", "ingrid", "kenji", "olu", "sven", "chloe", "mateo", "aisha", "dmitri", "nora", "rahul", "elif", "bea", "marco", "yuki", "hannah", "pablo", "sara", "noah", "lena"}
var hcxLasts = []string{"silva", "kowalski", "nakamura", "okafor", "larsen", "moreau", "garcia", "schmidt", "haddad", "novak", "rossi", "chen", "patel", "andersson", "dubois", "fischer", "mensah", "ortega"}
var hcxMailDoms = []string{"gmail.com", "outlook.com", "proton.me", "fastmail.com", "icloud.com", "posteo.de", "yahoo.co.uk", "web.de", "gmx.net", "hey.com"}
var hcxOrgDoms = []string{"kestrel-labs.com", "brightfield.io", "nordwind.de", "acme-logistics.com", "studio-lumen.fr", "halcyon.health", "tidewater.coop", "pinecrest-dental.com"}

func hcxWho() hcxPerson {
	f, l := pick(hcxFirsts), pick(hcxLasts)
	return hcxPerson{f, l, hcxCap(f) + " " + hcxCap(l)}
}

func hcxMail(p hcxPerson) string {
	switch rng.IntN(4) {
	case 0:
		return p.First + "." + p.Last + "@" + pick(hcxMailDoms)
	case 1:
		return p.First + p.Last[:1] + fmt.Sprint(hcxN(70, 99)) + "@" + pick(hcxMailDoms)
	case 2:
		return p.First + "@" + pick(hcxOrgDoms)
	}
	return p.First[:1] + p.Last + "@" + pick(hcxOrgDoms)
}

func hcxHandle(p hcxPerson) string {
	return hcxOne(p.First+"_"+p.Last, p.First+p.Last[:1], p.First[:1]+p.Last, p.First+fmt.Sprint(hcxN(1, 99)), p.First+"."+p.Last)
}

func hcxLogin(p hcxPerson) string {
	if hcxP(55) {
		return hcxMail(p)
	}
	return hcxHandle(p)
}

type hcxSite struct{ Name, URL, Host string }

var hcxSites = []hcxSite{
	{"GitHub", "https://github.com/login", "github.com"},
	{"Netflix", "https://www.netflix.com/login", "www.netflix.com"},
	{"Amazon", "https://www.amazon.de/ap/signin", "www.amazon.de"},
	{"PayPal", "https://www.paypal.com/signin", "www.paypal.com"},
	{"Google", "https://accounts.google.com/", "accounts.google.com"},
	{"Dropbox", "https://www.dropbox.com/login", "www.dropbox.com"},
	{"Spotify", "https://accounts.spotify.com/login", "accounts.spotify.com"},
	{"Hetzner", "https://accounts.hetzner.com/login", "accounts.hetzner.com"},
	{"Namecheap", "https://www.namecheap.com/myaccount/login/", "www.namecheap.com"},
	{"Steam", "https://store.steampowered.com/login/", "store.steampowered.com"},
	{"Reddit", "https://www.reddit.com/login/", "www.reddit.com"},
	{"Booking.com", "https://account.booking.com/sign-in", "account.booking.com"},
	{"Figma", "https://www.figma.com/login", "www.figma.com"},
	{"Notion", "https://www.notion.so/login", "www.notion.so"},
	{"FRITZ!Box", "http://192.168.178.1/", "192.168.178.1"},
	{"Synology DSM", "https://nas.home.arpa:5001/", "nas.home.arpa"},
	{"Proxmox", "https://pve.lan:8006/", "pve.lan"},
	{"Jira", "https://kestrel-labs.atlassian.net/", "kestrel-labs.atlassian.net"},
	{"DB Navigator", "https://www.bahn.de/", "www.bahn.de"},
	{"Nubank", "https://app.nubank.com.br/", "app.nubank.com.br"},
	{"ING", "https://mijn.ing.nl/login/", "mijn.ing.nl"},
	{"Zoom", "https://zoom.us/signin", "zoom.us"},
	{"Twitch", "https://www.twitch.tv/login", "www.twitch.tv"},
	{"eBay", "https://signin.ebay.com/", "signin.ebay.com"},
	{"Wise", "https://wise.com/login", "wise.com"},
	{"UniFi", "https://unifi.ui.com/", "unifi.ui.com"},
	{"OVHcloud", "https://www.ovh.com/auth/", "www.ovh.com"},
	{"Mastodon", "https://mastodon.social/auth/sign_in", "mastodon.social"},
	{"Webmail", "https://mail.nordwind.de/", "mail.nordwind.de"},
	{"Grafana", "https://grafana.brightfield.io/login", "grafana.brightfield.io"},
}

func hcxSiteR() hcxSite { return pick(hcxSites) }

var hcxManagers = []string{"Bitwarden", "1Password", "KeePassXC", "LastPass", "Dashlane", "Proton Pass", "Enpass", "NordPass", "Keeper", "Apple Passwords", "Vaultwarden", "KeePass"}
var hcxBrowsers = []string{"Chrome", "Firefox", "Edge", "Safari", "Brave", "Vivaldi", "Opera"}

// --- passwords people make and tools generate ---

var hcxWords = []string{"harbor", "lantern", "maple", "orbit", "velvet", "cactus", "pepper", "glacier", "falcon", "meadow", "copper", "tundra", "biscuit", "saffron", "marble", "willow", "rocket", "banjo", "quartz", "ember", "nimbus", "pickle", "otter", "juniper", "cobalt", "mango", "zephyr", "pixel", "walrus", "thistle", "horse", "staple", "battery", "sunset"}
var hcxCities = []string{"Lisboa", "Porto", "Krakow", "Bergen", "Osaka", "Lagos", "Malmo", "Sevilla", "Tallinn", "Recife", "Gdansk", "Kyoto", "Munchen", "Valencia", "Dublin", "Nairobi"}
var hcxPets = []string{"Bolt", "Mochi", "Rex", "Luna", "Pippa", "Simba", "Nala", "Oscar", "Kiwi", "Bruno", "Biscuit", "Frida"}

const hcxSym = "!#$%*+-.=?@^_~"

func hcxLeet(w string) string {
	r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1")
	if hcxP(50) {
		r = strings.NewReplacer("o", "0", "s", "$")
	}
	return hcxCap(r.Replace(w))
}

// hcxHumanPw is a password a person invented.
func hcxHumanPw() string {
	s1 := string(hcxSym[rng.IntN(len(hcxSym))])
	switch rng.IntN(8) {
	case 0:
		return pick(hcxCities) + s1 + fmt.Sprint(hcxN(1985, 2025))
	case 1:
		return pick(hcxWords) + "-" + pick(hcxWords) + "-" + fmt.Sprint(hcxN(1, 99))
	case 2:
		return pick(hcxPets) + fmt.Sprint(hcxN(1, 2024)) + s1
	case 3:
		return hcxLeet(pick(hcxWords)) + s1 + fmt.Sprint(hcxN(10, 99))
	case 4:
		return hcxCap(pick(hcxFirsts)) + fmt.Sprintf("%02d%02d", hcxN(1, 28), hcxN(1, 12)) + s1
	case 5:
		return hcxCap(pick(hcxWords)) + hcxCap(pick(hcxWords)) + fmt.Sprint(hcxN(1, 9)) + s1
	case 6:
		return pick(hcxWords) + s1 + pick(hcxWords) + fmt.Sprint(hcxN(10, 999))
	}
	return strings.ToUpper(pick(hcxCities)[:1]) + strings.ToLower(pick(hcxCities)[1:]) + fmt.Sprint(hcxN(100, 9999)) + s1 + s1
}

// hcxGenPw is a generated password.
func hcxGenPw() string {
	n := hcxN(14, 32)
	set := alnum
	if hcxP(70) {
		set = alnum + hcxSym + "23456789"
	}
	for {
		p := rnd(set, n)
		if strings.ContainsAny(p, digits) {
			return p
		}
	}
}

// hcxPhrase is a passphrase in the style of a vault generator.
func hcxPhrase() string {
	n := hcxN(3, 5)
	sep := hcxOne("-", ".", "_", "-", "~")
	ws := make([]string, n)
	capz := hcxP(50)
	for i := range ws {
		ws[i] = pick(hcxWords)
		if capz {
			ws[i] = hcxCap(ws[i])
		}
	}
	if hcxP(60) {
		ws[rng.IntN(n)] += fmt.Sprint(hcxN(0, 9))
	}
	return strings.Join(ws, sep)
}

// hcxAppleStylePw is a Safari/iCloud Keychain strong password.
func hcxAppleStylePw() string {
	const cons = "bcdfghjkmnpqrstvwxyz"
	g := func() string { return rnd(cons+"aeiou", 6) }
	parts := []string{g(), g(), g()}
	i := rng.IntN(3)
	j := rng.IntN(6)
	b := []byte(parts[i])
	b[j] = strings.ToUpper(string(b[j]))[0]
	parts[i] = string(b)
	k := (i + 1) % 3
	b = []byte(parts[k])
	b[rng.IntN(6)] = digits[rng.IntN(10)]
	parts[k] = string(b)
	return strings.Join(parts, "-")
}

func hcxPw() string {
	switch rng.IntN(20) {
	case 0, 1, 2, 3, 4, 5, 6:
		return hcxHumanPw()
	case 7, 8, 9, 10, 11, 12:
		return hcxGenPw()
	case 13, 14, 15:
		return hcxPhrase()
	}
	return hcxAppleStylePw()
}

func hcxDigitsN(n int) string {
	s := rnd(digits, n)
	if s[0] == '0' && hcxP(70) {
		s = fmt.Sprint(hcxN(1, 9)) + s[1:]
	}
	return s
}

// --- tokens and keys in vendor formats ---

func hcxGhp() string {
	if hcxP(30) {
		return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	return hcxOne("ghp_", "gho_", "ghp_") + rnd(alnum, 36)
}
func hcxGlpat() string   { return "glpat-" + rnd(b64url, 20) }
func hcxAKIA() string    { return hcxOne("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcxAWSSec() string  { return rnd(alnum+"/+", 40) }
func hcxLTAI() string    { return "LTAI" + rnd(alnum, hcxN(20, 22)) }
func hcxAKID() string    { return "AKID" + rnd(alnum, 32) }
func hcxStripe() string  { return hcxOne("sk_live_", "rk_live_", "sk_live_") + rnd(alnum, hcxN(24, 60)) }
func hcxOpenAI() string  { return "sk-proj-" + rnd(b64url, hcxN(60, 120)) }
func hcxNpm() string     { return "npm_" + rnd(alnum, 36) }
func hcxSG() string      { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcxHF() string      { return "hf_" + rnd(upper+lower, 34) }
func hcxDO() string      { return "dop_v1_" + rnd(hexs, 64) }
func hcxGAPI() string    { return "AIza" + rnd(b64url, 35) }
func hcxAnthro() string  { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }
func hcxTgBot() string   { return hcxDigitsN(hcxN(9, 10)) + ":AA" + rnd(b64url, 33) }
func hcxShopify() string { return hcxOne("shpat_", "shpss_") + rnd(hexs, 32) }
func hcxSlackTok() string {
	return hcxOne("xoxb-", "xoxp-") + hcxDigitsN(hcxN(10, 13)) + "-" + hcxDigitsN(hcxN(10, 13)) + "-" + rnd(alnum, 24)
}
func hcxSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcxN(8, 10)) + "/B" + rnd(upper+digits, hcxN(9, 11)) + "/" + rnd(alnum, 24)
}
func hcxDiscordHook() string {
	return "https://" + hcxOne("discord.com", "discordapp.com") + "/api/webhooks/" + hcxDigitsN(hcxN(18, 19)) + "/" + rnd(b64url, 68)
}
func hcxTeamsHook() string {
	return "https://" + hcxOne("kestrellabs", "brightfield", "nordwind") + ".webhook.office.com/webhookb2/" + hcxUUID() + "@" + hcxUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcxUUID()
}
func hcxZapHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hcxDigitsN(hcxN(6, 8)) + "/" + rnd(lower+digits, 6) + "/"
}
func hcxTOTP() string {
	if hcxP(25) {
		var g []string
		for i := 0; i < 8; i++ {
			g = append(g, rnd(strings.ToLower(b32), 4))
		}
		return strings.Join(g, " ")
	}
	return rnd(b32, hcxOne16or32())
}
func hcxOne16or32() int {
	if hcxP(50) {
		return 16
	}
	return 32
}
func hcxTOTPraw() string { return rnd(b32, hcxOne16or32()) }
func hcxBWSession() string {
	return rnd(alnum+"+/", 86) + "=="
}
func hcx1PSecretKey() string {
	const s = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
	return "A3-" + rnd(s, 6) + "-" + rnd(s, 6) + "-" + rnd(s, 5) + "-" + rnd(s, 5) + "-" + rnd(s, 5) + "-" + rnd(s, 5)
}
func hcxGHRecovery() string { return rnd(hexs, 5) + "-" + rnd(hexs, 5) }
func hcxGoogleBackup() string {
	return hcxDigitsN(4) + " " + rnd(digits, 4)
}
func hcxAppleRecovery() string {
	const s = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	g := make([]string, 7)
	for i := range g {
		g[i] = rnd(s, 4)
	}
	return strings.Join(g, "-")
}
func hcxBWRecovery() string { return rnd(upper+digits, 32) }
func hcxLicense() string {
	const s = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	n := hcxN(4, 5)
	g := make([]string, n)
	for i := range g {
		g[i] = rnd(s, 5)
	}
	return strings.Join(g, "-")
}
func hcxSAKeyID() string { return rnd(hexs, 40) }
func hcxJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"ES256","kid":"` + rnd(lower+digits, 26) + `","typ":"JWT"}`))
	return h + "." + rnd(b64url, hcxN(180, 320)) + "." + rnd(b64url, 86)
}
func hcxDiscordBot() string {
	id := fmt.Sprint(hcxN(1, 9)) + rnd(digits, hcxN(16, 18))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hcxOne27or38())
}
func hcxOne27or38() int {
	if hcxP(50) {
		return 27
	}
	return 38
}

// hcxPrivKey returns a PEM/OpenSSH private key block and its body (the lines between the
// markers), joined by sep ("\n" for real lines, `\n` for a JSON string).
func hcxPrivKey(sep string) (block, body string) {
	kind := hcxOne("OPENSSH", "RSA", "EC", "")
	var lines []string
	switch kind {
	case "OPENSSH":
		lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+rnd(alnum+"+/", 2))
		for i, n := 0, hcxN(3, 5); i < n; i++ {
			lines = append(lines, rnd(alnum+"+/", 70))
		}
		lines = append(lines, rnd(alnum+"+/", hcxN(8, 40))+"=")
	case "RSA":
		lines = append(lines, "MIIEo"+hcxOne("g", "w")+"IBAAKCAQEA"+rnd(alnum+"+/", 48))
		for i, n := 0, hcxN(4, 7); i < n; i++ {
			lines = append(lines, rnd(alnum+"+/", 64))
		}
		lines = append(lines, rnd(alnum+"+/", hcxN(12, 60))+"==")
	case "EC":
		lines = append(lines, "MHcCAQEEI"+rnd(alnum+"+/", 55), rnd(alnum+"+/", 64), rnd(alnum+"+/", 36)+"==")
	default:
		lines = append(lines, "MIIEv"+hcxOne("Q", "g", "A")+"IBADANBgkqhkiG9w0BAQEFAASC"+rnd(alnum+"+/", 38))
		for i, n := 0, hcxN(4, 7); i < n; i++ {
			lines = append(lines, rnd(alnum+"+/", 64))
		}
		lines = append(lines, rnd(alnum+"+/", hcxN(12, 60))+"=")
	}
	label := "PRIVATE KEY"
	if kind != "" {
		label = kind + " PRIVATE KEY"
	}
	body = strings.Join(lines, sep)
	block = "-----BEGIN " + label + "-----" + sep + body + sep + "-----END " + label + "-----"
	return block, body
}

// hcxPubKey is an SSH public key line (not a secret).
func hcxPubKey(comment string) string {
	if hcxP(60) {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " " + comment
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 200) + "= " + comment
}

// hcxCSVQ quotes a CSV field when it needs it.
func hcxCSVQ(s string) string {
	if strings.ContainsAny(s, ",\"\n") {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

func hcxJoinCSV(fields ...string) string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = hcxCSVQ(f)
	}
	return strings.Join(out, ",")
}

func hcxLines(ls ...string) string { return strings.Join(ls, "\n") }
