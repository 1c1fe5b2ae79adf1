package main

// heldout-ad: a blind part written without reading the scrubber's rules.
// Its character: web agencies, freelancers and small online shops —
// WordPress, WooCommerce, Shopify, Magento, PrestaShop, hosting hand-overs,
// transactional mail, payment providers, Laravel/Django/Rails/Node projects.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAD() []Sample {
	var out []Sample
	out = append(out, hadShapes()...)
	out = append(out, hadShapeTraps()...)
	out = append(out, hadProse()...)
	out = append(out, hadConfigs()...)
	out = append(out, hadCode()...)
	out = append(out, hadKeys()...)
	out = append(out, hadTraps()...)
	out = append(out, hadTraps2()...)
	return hadUnique(out)
}

// hadUnique gives a repeated text a fresh surrounding, so no text repeats.
func hadUnique(in []Sample) []Sample {
	seen := map[string]bool{}
	for i := range in {
		for tries := 0; seen[in[i].Text] && tries < 20; tries++ {
			in[i].Text = hadCtx(in[i].Text)
		}
		seen[in[i].Text] = true
	}
	return in
}

// hadCtx wraps text in an ordinary surrounding: who pasted it, from where, when.
func hadCtx(t string) string {
	switch rng.IntN(8) {
	case 0:
		return hadName() + " " + hadP("wrote", "pasted", "shared", "schreef", "a écrit") + " (" + hadDate() + "):\n" + t
	case 1:
		return hadP("from the repo of ", "snippet from ", "copied from the docs of ", "as seen on ") + hadDomain() + ":\n\n" + t
	case 2:
		return t + "\n\n" + hadP("does this look right?", "thoughts?", "ok for review", "merged in "+hadHexN(7), "-- "+hadName())
	case 3:
		return "```\n" + t + "\n```"
	case 4:
		return hadP("Card", "Task", "Issue", "Note") + fmt.Sprintf(" #%d — ", hadN(10, 9999)) + hadP("cleanup", "review", "docs", "onboarding") + "\n" + t
	case 5:
		return "> " + strings.ReplaceAll(t, "\n", "\n> ") + "\n\n" + hadP("Agreed.", "Thanks!", "Will do.", "👍")
	case 6:
		return "[" + hadDate() + " " + hadTime()[:5] + "] " + hadName() + ": " + t
	default:
		return hadP("Re: ", "Fwd: ", "") + hadP("hand-over ", "question about ", "setup of ") + hadDomain() + "\n\n" + t
	}
}

// hadS builds a sample; secrets may be empty (a trap).
func hadS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hadKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hadRep(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, f())
	}
	return out
}

// hadCyc walks every case once before it repeats any, so each template shows up.
func hadCyc(c *int, n int) int {
	v := *c % n
	*c++
	return v
}

func hadP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hadN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hadR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

const (
	hadUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hadLo    = "abcdefghijklmnopqrstuvwxyz"
	hadDig   = "0123456789"
	hadAln   = hadUp + hadLo + hadDig
	hadB64u  = hadAln + "-_"
	hadB64   = hadAln + "+/"
	hadHex   = "0123456789abcdef"
	hadHexU  = "0123456789ABCDEF"
	hadB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hadSym   = "!#$%*?.-_+=@^&"
	hadUrlOK = hadAln + "-_.~!*"
)

var hadFirst = []string{"Sanne", "Joost", "Marta", "Lucas", "Priya", "Tom", "Inès", "Kofi", "Hanna", "Diego", "Mila", "Bram", "Sofia", "Yuki", "Noah", "Fatima", "Ole", "Chloé", "Ravi", "Eva"}
var hadShops = []string{"bakkerij-devries", "lunaceramics", "thebikeshed", "bloemenhuis-roos", "atelier-mira", "kaffeeroesterei-nord", "oakandash", "petitfour", "surfshack-ericeira", "tinytoyshop", "greenleaf-tea", "vinyl-corner", "boulangerie-lemaire", "studio-fjord", "casa-olivo"}
var hadTLD = []string{".nl", ".com", ".de", ".fr", ".be", ".co.uk", ".pt", ".es", ".shop", ".store", ".it", ".se"}

func hadName() string { return hadP(hadFirst...) }

func hadDomain() string { return hadP(hadShops...) + hadP(hadTLD...) }

func hadUser() string {
	return hadP("admin", "shopadmin", "webmaster", "beheer", "wpadmin", "info", "deploy", "ftpuser", "root", "sanne", "joost_dev", "marta.k", "agency", "klant01", "owner", "manager", "support", "dev")
}

func hadWords() string {
	return hadP("Zomer", "Bakery", "Lisbon", "Tulip", "Koffie", "Marmot", "Sunflower", "Pixel", "Harbor", "Maple", "Kiwi", "Olive", "Falcon", "Granite", "Velvet", "Noodle", "Cactus", "Biscuit", "Lantern", "Walrus", "Croissant", "Fjord", "Pepper", "Mango", "Rocket", "Amsel", "Gecko", "Papaya")
}

// hadPwHuman is a human-chosen password: words, digits, a symbol.
func hadPwHuman() string {
	sym := hadP("!", "?", "#", "$", "%", "*", "&", "@", "+", ".")
	year := fmt.Sprint(hadN(1985, 2026))
	switch rng.IntN(7) {
	case 0:
		return hadWords() + year + sym
	case 1:
		return hadWords() + sym + hadWords() + fmt.Sprint(hadN(10, 99))
	case 2:
		return strings.ToLower(hadWords()) + "-" + strings.ToLower(hadWords()) + "-" + fmt.Sprint(hadN(2, 999))
	case 3:
		w := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$").Replace(strings.ToLower(hadWords()))
		return strings.ToUpper(w[:1]) + w[1:] + fmt.Sprint(hadN(1, 9999)) + sym
	case 4:
		return hadWords() + hadWords() + fmt.Sprint(hadN(1, 99)) + sym
	case 5:
		return sym + hadWords() + "_" + year
	default:
		return hadWords() + "." + hadWords() + "." + fmt.Sprint(hadN(100, 9999))
	}
}

// hadPwRand is a generator-made password.
func hadPwRand() string {
	for {
		p := hadR(hadAln+hadSym, hadN(12, 24))
		if strings.ContainsAny(p, hadDig) && strings.ContainsAny(p, hadLo) && strings.ContainsAny(p, hadUp) {
			return p
		}
	}
}

// hadPwSafe: a password without characters that break URLs, YAML or shell quoting.
func hadPwSafe() string {
	if rng.IntN(2) == 0 {
		return strings.NewReplacer("@", "9", "#", "7", "$", "5", "%", "3", "&", "8", "+", "4", ".", "6").Replace(hadPwHuman())
	}
	for {
		p := hadR(hadAln+"-_", hadN(14, 28))
		if strings.ContainsAny(p, hadDig) && strings.ContainsAny(p, hadLo) && strings.ContainsAny(p, hadUp) {
			return p
		}
	}
}

func hadPw() string {
	if rng.IntN(5) < 3 {
		return hadPwHuman()
	}
	return hadPwRand()
}

func hadSnowflake() string { return fmt.Sprint(hadN(1, 9)) + hadR(hadDig, hadN(16, 18)) }

func hadDiscord() string {
	id := hadSnowflake()
	p1 := base64.RawStdEncoding.EncodeToString([]byte(id))
	return p1 + "." + hadR(hadB64u, 6) + "." + hadR(hadB64u, hadPick(27, 38))
}

func hadAWSID() string     { return hadP("AKIA", "ASIA") + hadR(hadUp+"234567", 16) }
func hadAWSSecret() string { return hadR(hadB64, 40) }
func hadGCPKey() string    { return "AIza" + hadR(hadB64u, 35) }
func hadGhp() string       { return hadP("ghp_", "gho_", "ghs_", "ghu_") + hadR(hadAln, 36) }
func hadGhFine() string {
	return "github_pat_11" + hadR(hadUp+hadDig, 20) + "_" + hadR(hadAln, 59)
}
func hadGlpat() string { return "glpat-" + hadR(hadB64u, 20) }
func hadSlack() string {
	return hadP("xoxb-", "xoxp-") + hadR(hadDig, hadN(10, 13)) + "-" + hadR(hadDig, hadN(10, 13)) + "-" + hadR(hadAln, 24)
}
func hadSlackHook() string {
	return "https://hooks.slack.com/services/T" + hadR(hadUp+hadDig, 8) + "/B" + hadR(hadUp+hadDig, 10) + "/" + hadR(hadAln, 24)
}
func hadTelegram() string {
	return fmt.Sprint(hadN(1, 7)) + hadR(hadDig, hadN(8, 9)) + ":AA" + hadR(hadB64u, 33)
}
func hadDiscordHookSecret() string { return hadR(hadB64u, 68) }
func hadStripeSK() string {
	return hadP("sk_live_", "sk_live_", "rk_live_", "sk_test_") + hadR(hadAln, hadPick(24, 99))
}
func hadStripeWh() string { return "whsec_" + hadR(hadAln, 32) }
func hadMollie() string   { return hadP("live_", "test_") + hadR(hadAln, 30) }
func hadSquare() string   { return "EAAA" + hadR(hadB64u, 60) }
func hadShopify() string  { return hadP("shpat_", "shpss_", "shpca_", "shppa_") + hadR(hadHex, 32) }
func hadMailgun() string  { return "key-" + hadR(hadHex, 32) }
func hadSendgrid() string { return "SG." + hadR(hadB64u, 22) + "." + hadR(hadB64u, 43) }
func hadBrevo() string    { return "xkeysib-" + hadR(hadHex, 64) + "-" + hadR(hadAln, 16) }
func hadMailchimp() string {
	return hadR(hadHex, 32) + "-us" + fmt.Sprint(hadN(1, 21))
}
func hadUUID() string {
	return hadR(hadHex, 8) + "-" + hadR(hadHex, 4) + "-4" + hadR(hadHex, 3) + "-" + hadP("8", "9", "a", "b") + hadR(hadHex, 3) + "-" + hadR(hadHex, 12)
}
func hadCfToken() string  { return hadR(hadB64u, 40) }
func hadCfGlobal() string { return hadR(hadHex, 37) }
func hadNetlify() string  { return "nfp_" + hadR(hadAln, 36) }
func hadVercel() string   { return hadR(hadAln, 24) }
func hadWooCK() string    { return "ck_" + hadR(hadHex, 40) }
func hadWooCS() string    { return "cs_" + hadR(hadHex, 40) }
func hadLaravel() string {
	return "base64:" + base64.StdEncoding.EncodeToString([]byte(hadR(hadAln+hadSym, 32)))
}
func hadDjango() string    { return "django-insecure-" + hadR(hadLo+hadDig+"!@#$%^&*(-_=+)", 50) }
func hadHexN(n int) string { return hadR(hadHex, n) }
func hadNpm() string       { return "npm_" + hadR(hadAln, 36) }
func hadPaypalSecret() string {
	return "E" + hadR(hadB64u, 79)
}
func hadTOTP() string { return hadR(hadB32, hadPick(16, 32)) }

// hadPick picks from any slice.
func hadPick[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hadJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hadP("HS256", "RS256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, hadN(1, 99999), hadName(), hadN(1700000000, 1760000000), hadN(1760000000, 1790000000))))
	return h + "." + p + "." + hadR(hadB64u, 43)
}

// hadPEMBody returns lines of base64 that look like a key body.
func hadPEMBody(lines int) string {
	var b strings.Builder
	for i := 0; i < lines; i++ {
		if i > 0 {
			b.WriteString("\n")
		}
		n := 64
		if i == lines-1 {
			n = hadN(20, 60)
		}
		b.WriteString(hadR(hadB64, n))
	}
	return b.String()
}

func hadBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

func hadDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hadN(2023, 2026), hadN(1, 12), hadN(1, 28))
}

func hadTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hadN(0, 23), hadN(0, 59), hadN(0, 59))
}
