package main

// Part heldout-da: a blind held-out corpus part set in newsrooms and publishers (CMS logins,
// wire-service and social-media API keys, paywall and newsletter platforms, shared desk
// accounts, embargoed material and photo desks), plus variants of four recurring shapes
// (Discord bot tokens, "login is user / pw" prose, keys split over two lines and a service
// account's private_key_id in prose). It was written without reading the scrubber's rules,
// its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

type hdaGen struct {
	n int
	f func() Sample
}

func heldoutDA() []Sample {
	var gens []hdaGen
	gens = append(gens, hdaCMSGens()...)
	gens = append(gens, hdaWireGens()...)
	gens = append(gens, hdaPayGens()...)
	gens = append(gens, hdaOpsGens()...)
	gens = append(gens, hdaShapeGens()...)
	gens = append(gens, hdaTrapGens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, g.f())
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hdaCheck(s)
	}
	return out
}

// hdaCheck panics when a sample is malformed.
func hdaCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-da: nil secrets in " + s.Category)
	}
	var spans [][2]int
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-da: secret %q not in text (%s):\n%s", sec, s.Category, s.Text))
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], sec)
			if i < 0 {
				break
			}
			spans = append(spans, [2]int{off + i, off + i + len(sec)})
			off += i + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-da: keep %q not in text (%s):\n%s", k, s.Category, s.Text))
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, sp := range spans {
				if a < sp[1] && sp[0] < b {
					panic(fmt.Sprintf("heldout-da: keep %q overlaps a secret (%s):\n%s", k, s.Category, s.Text))
				}
			}
			off += i + 1
		}
	}
}

// hdaS builds a sample with secrets; hdaT builds a trap.
// Keep strings a template variant does not print are dropped.
func hdaS(cat, format, text string, secrets []string, keep ...string) Sample {
	var k []string
	for _, x := range keep {
		if x != "" && strings.Contains(text, x) {
			k = append(k, x)
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: k}
}

func hdaT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdaL(xs ...string) []string { return xs }

func hdaN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdaP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hdaC(pct int) bool { return rng.IntN(100) < pct }

func hdaHex(n int) string { return rnd(hexs, n) }

func hdaDig(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hdaUUID() string {
	return hdaHex(8) + "-" + hdaHex(4) + "-4" + hdaHex(3) + "-" + hdaP("8", "9", "a", "b") + hdaHex(3) + "-" + hdaHex(12)
}

type hdaOutlet struct{ name, dom, short string }

var hdaOutlets = []hdaOutlet{
	{"The Northfield Courier", "northfieldcourier.com", "courier"},
	{"Harbor Ledger", "harborledger.com", "ledger"},
	{"Daily Meridian", "dailymeridian.co.uk", "meridian"},
	{"Westbrook Gazette", "westbrookgazette.com", "gazette"},
	{"Rheinische Abendpost", "abendpost-rhein.de", "abendpost"},
	{"El Faro del Sur", "elfarodelsur.es", "elfaro"},
	{"Le Quotidien du Nord", "quotidien-nord.fr", "qdn"},
	{"Tidewater Times", "tidewatertimes.net", "tidewater"},
	{"Kestrel Media", "kestrelmedia.io", "kestrel"},
	{"Baltic Wire", "balticwire.eu", "bwire"},
	{"Correio da Manhã Norte", "correionorte.pt", "correio"},
	{"Het Avondblad", "avondblad.nl", "avondblad"},
	{"Pine Valley Post", "pinevalleypost.org", "pvpost"},
	{"Metro Dispatch", "metrodispatch.com", "dispatch"},
}

func hdaOut() hdaOutlet { return pick(hdaOutlets) }

var hdaFirsts = []string{"Maria", "Tomás", "Jonas", "Aisha", "Priya", "Sven", "Chloé", "Kwame", "Lena",
	"Ravi", "Emma", "Diego", "Yuki", "Fatima", "Oskar", "Niamh", "Marco", "Sara", "Dev", "Ines",
	"Hannah", "Olu", "Mateus", "Greta", "Pieter", "Julien", "Carmen", "Ben", "Zoe", "Tariq"}
var hdaLasts = []string{"Okafor", "Lindqvist", "Moreau", "Brennan", "Schulz", "Ferreira", "Novak",
	"Haddad", "Kowalski", "Sato", "Ramírez", "Byrne", "de Vries", "Costa", "Mensah", "Iyer",
	"Walsh", "Keller", "Duarte", "Nakamura"}

func hdaFirst() string { return pick(hdaFirsts) }

func hdaPerson() string { return hdaFirst() + " " + pick(hdaLasts) }

func hdaUser() string {
	f := strings.ToLower(strings.NewReplacer("á", "a", "é", "e", "ó", "o", "í", "i").Replace(hdaFirst()))
	l := strings.ToLower(strings.NewReplacer("á", "a", "í", "i", " ", "").Replace(pick(hdaLasts)))
	switch rng.IntN(4) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + "_" + l[:3]
	}
	return l + hdaDig(2)
}

func hdaDeskAcct() string {
	return hdaP("nightdesk", "webdesk", "photodesk", "sportsdesk", "desk-shared", "newsdesk",
		"social-team", "breaking", "wire-editor", "copydesk", "metro.desk", "audience")
}

var hdaWords = []string{"Lisboa", "Headline", "Deadline", "Frontpage", "Kicker", "Byline", "Tabloid",
	"Broadsheet", "Redaktion", "Inkwell", "Sunrise", "Harbour", "Tigris", "Marmalade", "Copper",
	"Velvet", "Granite", "Falcon", "Nordlicht", "Printemps", "Verano", "Galley", "Linotype",
	"Masthead", "Scoop", "Lede", "Dateline", "Gutter", "Widow", "Pica", "Quill", "Magnolia"}

var hdaLowWords = []string{"correct", "horse", "battery", "staple", "purple", "river", "ink", "paper",
	"press", "night", "owl", "lamp", "kettle", "tram", "cobalt", "otter", "maple", "ferry", "pilot",
	"orbit", "ember", "cactus", "violin", "saffron"}

const hdaSym = "!#%*+?@=.-_"

// hdaPw returns a password a person would plausibly choose or a manager would generate.
func hdaPw() string {
	w := pick(hdaWords)
	switch rng.IntN(7) {
	case 0:
		return w + rnd("!#@%*?", 1) + fmt.Sprint(hdaN(2015, 2026))
	case 1:
		return pick(hdaLowWords) + "-" + pick(hdaLowWords) + "-" + rnd(digits, hdaN(1, 3))
	case 2:
		return w + rnd(digits, hdaN(2, 4)) + rnd("!?#*", 1)
	case 3:
		return rnd(upper+lower, 1) + rnd(alnum+hdaSym, hdaN(11, 19)) + rnd(digits, 1)
	case 4:
		return w + "." + pick(hdaWords) + "." + rnd(digits, 2)
	case 5:
		r := strings.NewReplacer("a", "@", "e", "3", "o", "0", "i", "1")
		return r.Replace(w) + rnd(digits, hdaN(1, 3)) + rnd("!$", 1)
	}
	return pick(hdaLowWords) + pick(hdaWords) + rnd(digits, 2) + rnd("!#%", 1)
}

// hdaPwURL is a password safe to place in a URL without escaping.
func hdaPwURL() string {
	if hdaC(50) {
		return pick(hdaWords) + rnd(digits, hdaN(2, 4)) + pick(hdaWords)
	}
	return rnd(upper+lower, 1) + rnd(alnum, hdaN(13, 23)) + rnd("-_.", 1) + rnd(alnum, hdaN(2, 5))
}

func hdaCode(n int) string { return rnd(digits, n) }

func hdaSlackBot() string {
	return "xoxb-" + hdaDig(hdaN(10, 12)) + "-" + hdaDig(13) + "-" + rnd(alnum, 24)
}

func hdaSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdaN(8, 10)) + "/B" +
		rnd(upper+digits, hdaN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdaDiscordHook() string {
	return "https://" + hdaP("discord.com", "discordapp.com") + "/api/webhooks/" + hdaDig(hdaN(18, 19)) + "/" + rnd(b64url, 68)
}

func hdaTeamsHook(org string) string {
	return "https://" + org + ".webhook.office.com/webhookb2/" + hdaUUID() + "@" + hdaUUID() +
		"/IncomingWebhook/" + hdaHex(32) + "/" + hdaUUID()
}

func hdaZapier() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdaDig(hdaN(6, 8)) + "/" + rnd(lower+digits, 6) + "/"
}

func hdaStripe(prefix string) string {
	if hdaC(50) {
		return prefix + "_live_" + rnd(alnum, 24)
	}
	return prefix + "_live_51" + rnd(alnum, 97)
}

func hdaAKIA(p string) string { return p + rnd(upper+"234567", 16) }

func hdaAWSSecret() string { return rnd(alnum+"/+", 40) }

func hdaAIza() string { return "AIza" + rnd(b64url, 35) }

func hdaSG() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hdaMailchimp() string { return hdaHex(32) + "-us" + fmt.Sprint(hdaN(1, 21)) }

func hdaTwBearer() string {
	return strings.Repeat("A", 21) + rnd(alnum, 8) + "AAAAAA" + rnd(alnum, 10) + "%2B" +
		rnd(alnum, 14) + "%3D" + rnd(alnum, 50)
}

func hdaEAA() string { return "EAA" + hdaP("B", "G", "J", "I") + rnd(alnum, hdaN(150, 190)) }

func hdaTelegram() string { return hdaDig(hdaN(9, 10)) + ":AA" + rnd(b64url, 33) }

func hdaBskyApp() string {
	return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
}

func hdaOpenAI() string { return "sk-proj-" + rnd(b64url, 64) + "T3BlbkFJ" + rnd(b64url, 64) }

func hdaAnthropic() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }

func hdaGhp() string {
	if hdaC(60) {
		return "ghp_" + rnd(alnum, 36)
	}
	return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
}

func hdaJWT() string {
	h := hdaP("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJIUzI1NiJ9")
	return h + ".eyJ" + rnd(b64url, hdaN(60, 140)) + "." + rnd(b64url, 43)
}

func hdaTOTP() string {
	s := rnd(b32, pick([]int{16, 32}))
	if hdaC(30) {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hdaWPAppPw() string {
	var g []string
	for i := 0; i < 6; i++ {
		g = append(g, rnd(alnum, 4))
	}
	return strings.Join(g, " ")
}

func hdaLicence() string {
	var g []string
	n := hdaN(4, 6)
	for i := 0; i < n; i++ {
		g = append(g, rnd(upper+digits, 5))
	}
	return strings.Join(g, "-")
}

// hdaPEM returns a private key block; its body lines are the base64 of a key.
func hdaPEM(kind string) string {
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	n := hdaN(6, 10)
	for i := 0; i < n; i++ {
		b.WriteString(rnd(alnum+"+/", 64) + "\n")
	}
	b.WriteString(rnd(alnum+"+/", hdaN(20, 60)) + "=\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}

func hdaDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hdaN(1, 12), hdaN(1, 28))
}

func hdaClock() string { return fmt.Sprintf("%02d:%02d", hdaN(0, 23), hdaN(0, 59)) }

func hdaStamp() string { return hdaDate() + "T" + hdaClock() + fmt.Sprintf(":%02dZ", hdaN(0, 59)) }
