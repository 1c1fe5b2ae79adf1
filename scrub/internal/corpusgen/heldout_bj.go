package main

// heldout_bj.go: a blind held-out part written without reading the scrubber's rules, leaning
// towards managed service providers, hosting companies and data-centre technicians. This file
// holds the entry point, the shared pools and the value generators; the samples live in
// heldout_bj_shapes.go, heldout_bj_msp.go, heldout_bj_general.go and heldout_bj_traps*.go.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hbjGen struct {
	n int
	f func() Sample
}

func heldoutBJ() []Sample {
	gens := []hbjGen{}
	gens = append(gens, hbjShapeGens()...)
	gens = append(gens, hbjMSPGens()...)
	gens = append(gens, hbjGeneralGens()...)
	gens = append(gens, hbjTrapGens()...)
	gens = append(gens, hbjTrapGens2()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for range g.n {
			s := g.f()
			for tries := 0; (!hbjOK(s) || seen[s.Text]) && tries < 50; tries++ {
				s = g.f()
			}
			seen[s.Text] = true
			if s.Secrets == nil {
				s.Secrets = []string{}
			}
			for _, x := range s.Secrets {
				if x == "" || !strings.Contains(s.Text, x) {
					panic(fmt.Sprintf("heldout-bj: secret %q not in text of %s/%s:\n%s", x, s.Category, s.Format, s.Text))
				}
			}
			for _, k := range s.Keep {
				if k == "" || !strings.Contains(s.Text, k) {
					panic(fmt.Sprintf("heldout-bj: keep %q not in text", k))
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// hbjOK rejects a sample whose short secret also occurs elsewhere in its text (a door code
// equal to a year in a date), or whose Keep holds a secret.
func hbjOK(s Sample) bool {
	for _, x := range s.Secrets {
		if len(x) < 10 && strings.Count(s.Text, x) != 1 {
			return false
		}
		for _, k := range s.Keep {
			if strings.Contains(k, x) {
				return false
			}
		}
	}
	return true
}

// hbjSpeaker puts a chat line in the mouth of someone, as chat exports and pastes do.
func hbjSpeaker(format, text string) string {
	if !strings.HasPrefix(format, "chat") || strings.Contains(text, "\n") || hbjCoin(40) {
		return text
	}
	return hbjFill(hbjP("[{TIME}] {TECH}: ", "{TECH}: ", "<{TECH}> ", "{TECH} ({TIME}): ", "{TECH} — ")) + text
}

// ---- small helpers ----

func hbjR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbjI(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbjP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbjPL(xs []string) string { return xs[rng.IntN(len(xs))] }

func hbjCoin(pct int) bool { return rng.IntN(100) < pct }

func hbjDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + hbjR(digits, n-1)
}

// hbjSec builds a sample with secrets; hbjTrap builds a trap.
func hbjSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbjTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var hbjCredWords = []string{"pass", "pw", "pwd", "user", "login", "key", "token", "secret", "code", "pin",
	"kenn", "mot de", "contrase", "senha", "hasło", "пароль", "パスワード", "密码", "psk", "auth", "cred", "cert", "admin", "root"}

// hbjKeep adds up to n ordinary lines (no secret, no credential word) of a multi-line text to Keep.
func hbjKeep(s Sample, n int) Sample {
	for _, ln := range strings.Split(s.Text, "\n") {
		if len(s.Keep) >= n {
			break
		}
		t := strings.TrimSpace(ln)
		if len(t) < 14 {
			continue
		}
		bad := false
		low := strings.ToLower(t)
		for _, w := range hbjCredWords {
			if strings.Contains(low, w) {
				bad = true
				break
			}
		}
		for _, x := range s.Secrets {
			if strings.Contains(t, x) || strings.Contains(x, t) {
				bad = true
			}
		}
		if !bad && hbjCoin(70) {
			s.Keep = append(s.Keep, t)
		}
	}
	return s
}

// ---- pools ----

var hbjClients = []string{"Acme Dental", "Northwind Freight", "Bergmann Steuerberatung", "Pinecrest Veterinary",
	"Harbor & Vale LLP", "Kowalski Budownictwo", "Lumière Optique", "St. Brendan's Parish", "Tanaka Shoji",
	"Oakridge Academy", "Fjord Marine AS", "Casa Verde Imobiliária", "Redwood Physio", "Blue Heron Hotel",
	"Mehta & Rao CAs", "Van Dijk Installatie", "Sunrise Bakery", "Atlas Surveying", "Greenleaf Pharmacy",
	"Kilimanjaro Coffee", "Nordlicht Architekten", "Ridgeway Motors", "Alpine Ortho", "Castellano Abogados",
	"Maple Street Clinic", "Quayside Brewing", "Sørensen Revision", "Hollis Insurance"}

var hbjTechs = []string{"Dave", "Priya", "Marco", "Sven", "Aisha", "Tomasz", "Kenji", "Lucía", "Femi", "Noor",
	"Jonas", "Chloé", "Raj", "Bea", "Olek", "Mateo", "Hannah", "Yusuf", "Ingrid", "Wei", "Siobhan", "Andrés"}

var hbjRoles = []string{"esx01", "esx02", "dc01", "dc02", "fs01", "nas01", "bkp01", "sql01", "rds01", "fw01",
	"sw-core01", "sw-acc02", "pve01", "pve02", "hv01", "vcsa", "idrac-esx01", "ilo-hv01", "ups01", "veeam01"}

var hbjWords = []string{"Summer", "Winter", "Autumn", "Falcon", "Harbor", "Maple", "Granite", "Copper", "Tiger",
	"Coffee", "Dragon", "Welcome", "Kodiak", "Atlas", "Nimbus", "Pelican", "Otter", "Rocket", "Cactus", "Viking",
	"Bluebird", "Lantern", "Sparrow", "Thunder", "Walnut", "Zephyr", "Meadow", "Orchid", "Badger", "Compass",
	"Gecko", "Saturn", "Juniper", "Marble", "Puffin", "Raven", "Tundra", "Voltage"}

func hbjClient() string { return hbjPL(hbjClients) }

func hbjSlug(c string) string {
	f := strings.Fields(strings.ToLower(c))[0]
	var b strings.Builder
	for _, r := range f {
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	if b.Len() < 3 {
		return "cust"
	}
	return b.String()
}

func hbjHost(slug string) string {
	p := slug
	if len(p) > 4 && hbjCoin(50) {
		p = p[:3]
	}
	h := p + "-" + hbjPL(hbjRoles)
	if hbjCoin(25) {
		h = strings.ToUpper(h)
	}
	return h
}

func hbjIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", hbjI(0, 60), hbjI(0, 254), hbjI(2, 250))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", hbjI(0, 20), hbjI(2, 250))
	}
	return fmt.Sprintf("172.%d.%d.%d", hbjI(16, 31), hbjI(0, 254), hbjI(2, 250))
}

func hbjDate() string {
	y, m, d := hbjI(2023, 2025), hbjI(1, 12), hbjI(1, 28)
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 1:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 2:
		return fmt.Sprintf("%d/%d/%d", m, d, y)
	}
	mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	return fmt.Sprintf("%d %s %d", d, mon[m-1], y)
}

func hbjTicket() string {
	switch rng.IntN(4) {
	case 0:
		return "#" + hbjDigits(6)
	case 1:
		return fmt.Sprintf("T%d%02d%02d.%04d", hbjI(2023, 2025), hbjI(1, 12), hbjI(1, 28), hbjI(1, 300))
	case 2:
		return "SR-" + hbjDigits(5)
	}
	return "INC" + hbjR(digits, 7)
}

// hbjFill replaces the shared placeholders with one consistent random context; kv adds more pairs.
func hbjFill(t string, kv ...string) string {
	c := hbjClient()
	slug := hbjSlug(c)
	t1 := hbjPL(hbjTechs)
	t2 := hbjPL(hbjTechs)
	for t2 == t1 {
		t2 = hbjPL(hbjTechs)
	}
	base := []string{"{CLIENT}", c, "{SLUG}", slug, "{TECH}", t1, "{TECH2}", t2,
		"{HOST}", hbjHost(slug), "{HOST2}", hbjHost(slug), "{IP}", hbjIP(), "{IP2}", hbjIP(),
		"{DATE}", hbjDate(), "{TICKET}", hbjTicket(), "{DOMAIN}", slug + hbjP(".com", ".co.uk", ".de", ".local", ".net", ".fr", ".nl"),
		"{RACK}", fmt.Sprintf("R%02d-U%02d", hbjI(1, 24), hbjI(1, 42)), "{TIME}", fmt.Sprintf("%02d:%02d", hbjI(6, 22), hbjI(0, 59)),
		"{LTIME}", fmt.Sprintf("%02d:%02d:%02d.%03d", hbjI(0, 23), hbjI(0, 59), hbjI(0, 59), hbjI(0, 999))}
	return strings.NewReplacer(append(kv, base...)...).Replace(t)
}

// ---- passwords ----

const hbjSym = "!@#$%&*?-_+="

func hbjLeet(w string) string {
	r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
	if hbjCoin(50) {
		r = strings.NewReplacer("a", "@", "o", "0", "e", "3")
	}
	return r.Replace(w)
}

func hbjHumanPw() string {
	w := hbjPL(hbjWords)
	w2 := hbjPL(hbjWords)
	sym := string(hbjSym[rng.IntN(len(hbjSym))])
	switch rng.IntN(8) {
	case 0:
		return w + fmt.Sprint(hbjI(2018, 2026)) + sym
	case 1:
		return w + sym + w2 + hbjR(digits, 2)
	case 2:
		return strings.ToUpper(w[:1]) + hbjLeet(strings.ToLower(w[1:])) + hbjR(digits, hbjI(2, 4)) + sym
	case 3:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + strings.ToLower(hbjPL(hbjWords)) + hbjR(digits, 1)
	case 4:
		c := hbjSlug(hbjClient())
		return strings.ToUpper(c[:1]) + c[1:] + "@" + fmt.Sprint(hbjI(2019, 2025)) + hbjP("", "!", "#")
	case 5:
		return hbjR(digits, 2) + w + w2 + sym
	case 6:
		return strings.ToLower(w) + "." + strings.ToLower(w2) + "." + hbjR(digits, 3)
	}
	return hbjLeet(w) + sym + hbjLeet(strings.ToLower(w2)) + hbjR(digits, 2)
}

func hbjRandPw(n int) string {
	set := alnum + "!@#%^&*-_+=?"
	for {
		p := hbjR(set, n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hbjPw() string {
	if hbjCoin(55) {
		return hbjHumanPw()
	}
	return hbjRandPw(hbjI(10, 20))
}

// hbjPwURL is a password safe inside a URL or an unquoted shell word.
func hbjPwURL() string {
	if hbjCoin(50) {
		return hbjPL(hbjWords) + hbjR(digits, hbjI(2, 4)) + hbjP("", "_", "-", ".") + strings.ToLower(hbjPL(hbjWords))
	}
	for {
		p := hbjR(alnum+"-_.", hbjI(12, 24))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

// ---- tokens ----

func hbjB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hbjUUID() string {
	return hbjR(hexs, 8) + "-" + hbjR(hexs, 4) + "-4" + hbjR(hexs, 3) + "-" + hbjP("8", "9", "a", "b") + hbjR(hexs, 3) + "-" + hbjR(hexs, 12)
}

func hbjSnowflake() string { return hbjDigits(hbjI(17, 19)) }

func hbjDiscordTok() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(hbjSnowflake()))
	return id + "." + hbjP("G", "X", "Y", "Z") + hbjR(b64url, 5) + "." + hbjR(b64url, hbjI(27, 38))
}

func hbjAWSID() string     { return "AKIA" + hbjR(upper+"234567", 16) }
func hbjAWSSecret() string { return hbjR(alnum+"+/", 40) }
func hbjGHP() string {
	switch rng.IntN(4) {
	case 0:
		return "github_pat_" + hbjR(alnum, 22) + "_" + hbjR(alnum, 59)
	case 1:
		return "glpat-" + hbjR(b64url, 20)
	}
	return "ghp_" + hbjR(alnum, 36)
}
func hbjSlackBot() string {
	return hbjP("xoxb-", "xoxp-") + hbjDigits(11) + "-" + hbjDigits(13) + "-" + hbjR(alnum, 24)
}
func hbjTelegram() string { return hbjDigits(10) + ":AA" + hbjR(b64url, 33) }
func hbjStripe() string {
	return hbjP("sk_live_", "rk_live_", "sk_live_") + hbjR(alnum, []int{24, 99}[rng.IntN(2)])
}
func hbjJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hbjP("HS256", "RS256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","tenant":"%s","iat":%d,"exp":%d}`,
		hbjUUID(), hbjSlug(hbjClient()), 1700000000+rng.IntN(50000000), 1760000000+rng.IntN(50000000))))
	return h + "." + p + "." + hbjR(b64url, 43)
}

// hbjTokenAny returns a long vendor-style token for the split-line shape.
func hbjTokenAny() (string, string) {
	switch rng.IntN(12) {
	case 0:
		return "GitHub token", "ghp_" + hbjR(alnum, 36)
	case 1:
		return "Slack bot token", hbjSlackBot()
	case 2:
		return "AWS secret key", hbjAWSSecret()
	case 3:
		return "Stripe key", "sk_live_" + hbjR(alnum, 99)
	case 4:
		return "NinjaOne client secret", hbjR(b64url, 52)
	case 5:
		return "IT Glue API key", "ITG." + hbjR(hexs, 32) + "." + hbjR(b64url, 40)
	case 6:
		return "DigitalOcean token", "dop_v1_" + hbjR(hexs, 64)
	case 7:
		return "Azure storage key", hbjB64(64)
	case 8:
		return "JWT", hbjJWT()
	case 9:
		return "Porkbun secret", "sk1_" + hbjR(hexs, 64)
	case 10:
		return "Discord bot token", hbjDiscordTok()
	}
	return "Hetzner API token", hbjR(alnum, 64)
}

func hbjPEMBody(first string, lines int) string {
	w := 64
	if len(first) >= 64 {
		w = 70 // OpenSSH wraps at 70
	}
	var b strings.Builder
	b.WriteString(first + hbjR(alnum+"+/", w-len(first)))
	for i := 1; i < lines; i++ {
		b.WriteString("\n" + hbjR(alnum+"+/", w))
	}
	b.WriteString("\n" + hbjR(alnum+"+/", hbjI(8, 60)) + hbjP("", "=", "=="))
	return b.String()
}

func hbjTOTP(n int) string { return hbjR(b32, n) }
