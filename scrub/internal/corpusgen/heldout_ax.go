package main

// heldout-ax: a blind part written without reading the scrubber's rules. Its character is the
// freelancer and virtual assistant who keeps many clients' accounts: translators, writers,
// bookkeepers and VAs pasting logins, hosting panels, invoicing tools and password-manager
// exports into an agent's memory, with traps of invoices, rates, word counts and meeting ids.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAX() []Sample {
	var out []Sample
	seen := map[string]bool{}
	haxRun := func(n int, gen func() Sample) {
		for i := 0; i < n; i++ {
			s := gen()
			for try := 0; seen[s.Text] && try < 30; try++ {
				s = gen()
			}
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	// The four shapes the brief asks for first.
	haxRun(30, haxDiscordToken)
	haxRun(32, haxLoginPair)
	haxRun(28, haxSplitKey)
	haxRun(26, haxKeyID)
	// Passwords and codes in prose.
	haxRun(30, haxPasswordProse)
	haxRun(26, haxForeignPassword)
	haxRun(12, haxWifi)
	haxRun(12, haxPinCode)
	haxRun(10, haxTotpRecovery)
	haxRun(12, haxVaultExport)
	haxRun(8, haxAppPassword)
	haxRun(12, haxMiscSecret)
	// Vendor keys, URLs and config files.
	haxRun(32, haxVendorKey)
	haxRun(18, haxDBURL)
	haxRun(16, haxCommandLine)
	haxRun(20, haxConfigFile)
	haxRun(14, haxCodeSecret)
	haxRun(10, haxPemKey)
	haxRun(8, haxJWT)
	haxRun(8, haxBasicAuth)
	haxRun(6, haxK8sSecret)
	// Traps.
	haxRun(40, haxTrapFreelance)
	haxRun(30, haxTrapVault)
	haxRun(30, haxTrapIDs)
	haxRun(26, haxTrapHashes)
	haxRun(22, haxTrapPublic)
	haxRun(26, haxTrapPlaceholder)
	haxRun(24, haxTrapPolicy)
	haxRun(22, haxTrapPaths)
	haxRun(24, haxTrapCode)
	haxRun(20, haxTrapForeign)
	haxRun(20, haxTrapTables)
	haxRun(16, haxTrapLoginNoPw)
	haxRun(20, haxTrapMisc)
	haxRun(20, haxTrapLogs)
	return out
}

// haxS builds a sample; no secrets makes it a trap.
func haxS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// haxK adds substrings that must survive.
func haxK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func haxRnd(set string, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(set[rng.IntN(len(set))])
	}
	return b.String()
}

func haxPick[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func haxChance(p float64) bool { return rng.Float64() < p }

func haxNum(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func haxB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func haxHex(n int) string { return haxRnd(hexs, n) }

func haxUUID() string {
	return haxHex(8) + "-" + haxHex(4) + "-4" + haxHex(3) + "-" + haxPick("8", "9", "a", "b") + haxHex(3) + "-" + haxHex(12)
}

var haxFirst = []string{"Ana", "Bilal", "Chloe", "Dmitri", "Esra", "Farah", "Greta", "Hiro", "Ines", "Jonas", "Kemi", "Lucia", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tomasz", "Uma", "Valentina", "Wei", "Yusuf", "Zofia", "Marisol", "Aiko", "Femi"}

var haxClients = []string{"Bloom Bakery", "Okafor Legal", "Nordlicht GmbH", "Casa Amarela", "Sakura Dental", "Patel & Sons", "Green Fern Yoga", "Lumen Studio", "Riverbend Realty", "Maison Dupont", "Atlas Tours", "Kettle & Crumb", "Blue Heron Books", "Vila Verde Imóveis", "Studio Marangoni", "Hanami Tea House", "Northpeak Coaching", "Linden Accounting"}

var haxServices = []string{"WordPress", "Shopify", "Instagram", "Facebook", "LinkedIn", "Mailchimp", "GoDaddy", "Bluehost", "SiteGround", "Xero", "FreshBooks", "Wave", "QuickBooks", "Canva", "Gmail", "Outlook", "cPanel", "Squarespace", "Wix", "Hostinger", "Namecheap", "Pinterest", "TikTok", "Etsy", "Zoho Mail", "Dropbox", "Calendly", "Later", "Buffer", "Hootsuite", "Upwork", "Fiverr", "PayPal", "Stripe dashboard", "Substack", "Kajabi", "Teachable"}

var haxWords = []string{"sunflower", "bakery", "purple", "tiger", "maple", "ocean", "koala", "mango", "river", "falcon", "lemon", "cobalt", "pepper", "velvet", "willow", "harbor", "cactus", "biscuit", "panda", "marble", "thunder", "saffron", "jasmine", "olive", "copper", "lisbon", "kyoto", "nairobi", "berlin", "croissant", "meadow", "pixel", "dolphin", "cinnamon", "orchid", "lantern"}

func haxCap(w string) string { return strings.ToUpper(w[:1]) + w[1:] }

func haxSlug(client string) string {
	s := strings.ToLower(client)
	s = strings.NewReplacer(" & ", "", " ", "", "ó", "o", "é", "e").Replace(s)
	return s
}

func haxDomain(client string) string {
	return haxSlug(client) + haxPick(".com", ".co.uk", ".de", ".com.br", ".fr", ".io", ".es", ".jp", ".ca")
}

func haxEmail(client string) string {
	return haxPick("info", "hello", "admin", "office", "contact", strings.ToLower(haxPick(haxFirst...))) + "@" + haxDomain(client)
}

func haxUser(client string) string {
	switch rng.IntN(4) {
	case 0:
		return haxEmail(client)
	case 1:
		return "admin"
	case 2:
		return haxSlug(client)
	default:
		return strings.ToLower(haxPick(haxFirst...)) + "_" + haxSlug(client)[:4]
	}
}

// haxHumanPw makes a password a person would choose: words, digits and a symbol.
func haxHumanPw() string {
	w1, w2 := haxPick(haxWords...), haxPick(haxWords...)
	sym := haxPick("!", "@", "#", "$", "%", "&", "*", "?", ".", "-", "_", "+")
	switch rng.IntN(7) {
	case 0:
		return haxCap(w1) + fmt.Sprint(haxNum(1990, 2025)) + sym
	case 1:
		return w1 + sym + fmt.Sprint(haxNum(10, 9999))
	case 2:
		return haxCap(w1) + haxCap(w2) + sym + fmt.Sprint(haxNum(1, 99))
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return haxCap(r.Replace(w1)) + fmt.Sprint(haxNum(1, 999)) + sym
	case 4:
		return w1 + "-" + w2 + "-" + haxPick(haxWords...) + "-" + fmt.Sprint(haxNum(1, 99))
	case 5:
		return haxCap(w1) + "." + haxCap(w2) + "." + fmt.Sprint(haxNum(10, 99))
	default:
		return haxCap(w1) + fmt.Sprint(haxNum(100, 999)) + sym + strings.ToUpper(w2[:2])
	}
}

// haxRandPw makes a generated password, starting with a letter.
func haxRandPw() string {
	n := haxNum(12, 22)
	return haxRnd(upper+lower, 1) + haxRnd(alnum+alnum+"!@#%^&*-_=+?", n-1)
}

func haxPw() string {
	if haxChance(0.55) {
		return haxHumanPw()
	}
	return haxRandPw()
}

// haxFiller gives an ordinary line to stand beside a secret.
func haxFiller() string {
	c := haxPick(haxClients...)
	return haxPick(
		"Invoice for "+c+" goes out on the 1st.",
		"Next call with "+c+" is Thursday at 10:00 CET.",
		"Blog post draft due Friday, about 1,200 words.",
		"Remember: "+c+" pays in EUR, net 30.",
		"Rate for this project is $45/hour, max 20 hours.",
		"Send the translated brochure to "+haxPick(haxFirst...)+" for review.",
		"Weekly report: 14 posts scheduled, 3 stories, 1 reel.",
		"Time logged this week: 12.5 h on "+c+".",
		"Do not post on Sundays, the client asked.",
		"Brand colours are #2E7D32 and #F9A825.",
	)
}

func haxB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

var haxCounters = map[string]int{}

// haxCycle walks through n cases in turn so each template shows up.
func haxCycle(key string, n int) int {
	i := haxCounters[key]
	haxCounters[key] = i + 1
	return i % n
}
