// Part heldout-dk: a blind held-out corpus part themed on mobile app developers (iOS and
// Android signing, App Store Connect and Play Console keys, Firebase and push services,
// TestFlight notes, CI for mobile builds). It was written without reading the scrubber's
// rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hdkGen is one generator and how many samples it contributes.
type hdkGen struct {
	f func() Sample
	n int
}

func heldoutDK() []Sample {
	var out []Sample
	for _, g := range hdkPlan() {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hdkCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hdkPlan() []hdkGen {
	var p []hdkGen
	p = append(p, hdkIOSGens()...)
	p = append(p, hdkAndroidGens()...)
	p = append(p, hdkPushGens()...)
	p = append(p, hdkCIGens()...)
	p = append(p, hdkMiscGens()...)
	p = append(p, hdkShapeGens()...)
	p = append(p, hdkTrapGens()...)
	p = append(p, hdkTrapGens2()...)
	return p
}

// hdkCheck panics when a secret or keep is missing from the text or a keep overlaps a secret.
func hdkCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dk: nil secrets in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-dk: secret %q not in text (%s)\n%s", x, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dk: keep %q not in text (%s)\n%s", k, s.Category, s.Text))
		}
		for _, ki := range hdkIdx(s.Text, k) {
			for _, x := range s.Secrets {
				for _, xi := range hdkIdx(s.Text, x) {
					if ki < xi+len(x) && xi < ki+len(k) {
						panic(fmt.Sprintf("heldout-dk: keep %q overlaps secret %q (%s)", k, x, s.Category))
					}
				}
			}
		}
	}
}

func hdkIdx(s, sub string) []int {
	var r []int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return r
		}
		r = append(r, i+j)
		i += j + 1
	}
}

func hdkSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: hdkUniq(secrets), Keep: keep}
}

// hdkIn keeps only the candidates that occur in text (for templates that vary).
func hdkIn(text string, ks ...string) []string {
	var out []string
	for _, k := range ks {
		if strings.Contains(text, k) {
			out = append(out, k)
		}
	}
	return out
}

func hdkTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdkUniq(xs []string) []string {
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

func hdkP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hdkPT picks one of (text, format) pairs.
func hdkPT(opts ...string) (string, string) {
	i := rng.IntN(len(opts) / 2)
	return opts[2*i], opts[2*i+1]
}

func hdkN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

const hdkB64 = alnum + "+/"

// hdkCtx is the cast of one sample: an app, its company and the people working on it.
type hdkCtx struct {
	app, slug, co, domain, bundle, team, who, who2, user, email, pkg string
}

var hdkFirst = []string{"Priya", "Jonas", "Mateus", "Aiko", "Oluwaseun", "Zofia", "Ahmed",
	"Camille", "Lars", "Mei", "Diego", "Ingrid", "Tomás", "Yuki", "Fatima", "Nikolai", "Hannah",
	"Rahul", "Sven", "Léa", "Kwame", "Chiara", "Bence", "Sofía", "Marta", "Emeka", "Noor", "Felix"}

var hdkAppNames = []string{"Pocketly", "FitTrack", "Koala Bank", "Tramway", "Nookbook", "Petpal",
	"Ridewise", "Harvest Cart", "Mindful Minutes", "Parkly", "Tandem Notes", "Ferrycheck",
	"Brewlog", "Spendsy", "Cyclo", "Lumen Reader", "Goodnest", "Trailmix", "Medibuddy", "Snacktime"}

var hdkCos = []string{"acme", "northwind", "brightlabs", "kiwisoft", "fjordapps", "mangomobile",
	"bluepeak", "tinyforge", "orbitstudio", "papercrane"}

var hdkTLD = []string{".io", ".com", ".dev", ".app", ".no", ".de", ".com.br", ".co"}

func hdkNew() hdkCtx {
	var c hdkCtx
	c.app = pick(hdkAppNames)
	c.slug = strings.ToLower(strings.ReplaceAll(c.app, " ", ""))
	c.co = pick(hdkCos)
	c.domain = c.co + pick(hdkTLD)
	c.bundle = "com." + c.co + "." + c.slug
	c.pkg = c.bundle
	c.team = rnd(upper+digits, 10)
	c.who = pick(hdkFirst)
	c.who2 = pick(hdkFirst)
	for c.who2 == c.who {
		c.who2 = pick(hdkFirst)
	}
	c.user = strings.ToLower(strings.NewReplacer("á", "a", "é", "e", "í", "i").Replace(c.who))
	c.email = c.user + "@" + c.domain
	return c
}

var hdkWordsCap = []string{"Lisboa", "Otter", "Kestrel", "Mango", "Falcon", "Nebula", "Tramway",
	"Pistachio", "Gdansk", "Harbor", "Quokka", "Saffron", "Tundra", "Zephyr", "Marmot", "Cobalt",
	"Walnut", "Orchid", "Bergen", "Ember", "Andromeda", "Kraken", "Pelican", "Tokyo", "Fjord"}

var hdkWordsLow = []string{"correct", "horse", "battery", "staple", "purple", "monkey", "glacier",
	"violin", "cactus", "pepper", "rocket", "lantern", "meadow", "copper", "biscuit", "walrus",
	"tofu", "sailboat", "granite", "mosaic", "pretzel", "thunder", "olive", "compass"}

// hdkPw is a password as people invent them or as a generator makes them.
func hdkPw() string {
	syms := "#!@%&*.?+"
	sym := func() string { return string(syms[rng.IntN(len(syms))]) }
	switch rng.IntN(7) {
	case 0:
		return pick(hdkWordsCap) + sym() + fmt.Sprint(2015+rng.IntN(12))
	case 1:
		n := hdkN(3, 4)
		w := make([]string, n)
		for i := range w {
			w[i] = pick(hdkWordsLow)
		}
		return strings.Join(w, hdkP("-", ".", "_")) + hdkP("-", "") + rnd(digits, hdkN(1, 2))
	case 2:
		return rnd(alnum+"!@#%^&*-_=", hdkN(16, 26))
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5")
		return r.Replace(pick(hdkWordsCap)) + sym() + r.Replace(hdkCap(pick(hdkWordsLow)))
	case 4:
		return strings.ToLower(pick(hdkWordsCap)) + rnd(digits, hdkN(2, 4)) + pick(hdkWordsCap) + sym()
	case 5:
		return rnd(alnum, hdkN(12, 20))
	default:
		return pick(hdkWordsCap) + pick(hdkWordsCap) + rnd(digits, 2) + sym() + sym()
	}
}

func hdkCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hdkPwSame is the key password: most people reuse the store password.
func hdkPwSame(sp string) string {
	if rng.IntN(4) > 0 {
		return sp
	}
	return hdkPw()
}

func hdkASP() string { // Apple app-specific password
	return rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4)
}

func hdkUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hdkP("8", "9", "a", "b") +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hdkDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", hdkN(23, 26), hdkN(1, 12), hdkN(1, 28))
}

func hdkClock() string { return fmt.Sprintf("%02d:%02d", hdkN(7, 22), rng.IntN(60)) }

func hdkVer() string { return fmt.Sprintf("%d.%d.%d", hdkN(1, 9), hdkN(0, 30), hdkN(0, 12)) }

func hdkBuild() string { return fmt.Sprint(hdkN(100, 9999)) }

// hdkPEM returns the body lines of a base64 PEM block with the given prefix.
func hdkPEM(prefix string, lines int, last int) []string {
	var out []string
	first := prefix + rnd(hdkB64, 64-len(prefix))
	out = append(out, first)
	for i := 1; i < lines; i++ {
		out = append(out, rnd(hdkB64, 64))
	}
	if last > 0 {
		out = append(out, rnd(hdkB64, last-1)+"=")
	}
	return out
}

// hdkP8 is the body of an App Store Connect / APNs .p8 key (EC P-256, PKCS#8).
func hdkP8() []string {
	return []string{
		"MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rnd(hdkB64, 16),
		rnd(hdkB64, 64), rnd(hdkB64, 64), rnd(hdkB64, 8),
	}
}

// hdkRSA is the body of an RSA PKCS#8 private key (shortened).
func hdkRSA() []string {
	return hdkPEM("MIIEv"+hdkP("QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
		"gIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"), hdkN(5, 9), hdkN(20, 60))
}

func hdkB64Enc(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hdkB64URL(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// hdkJWT builds a signed-looking JWT from a header and a payload.
func hdkJWT(header, payload string, sig int) string {
	return hdkB64URL(header) + "." + hdkB64URL(payload) + "." + rnd(b64url, sig)
}

func hdkASCJWT(keyID, issuer string) string {
	iat := 1700000000 + rng.IntN(90000000)
	return hdkJWT(`{"alg":"ES256","kid":"`+keyID+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, issuer, iat, iat+1200), 86)
}

func hdkGhp() string { return "ghp_" + rnd(alnum, 36) }

func hdkSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdkN(8, 10)) + "/B" +
		rnd(upper+digits, hdkN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdkSnowflake() string {
	if rng.IntN(2) == 0 {
		return "1" + fmt.Sprint(hdkN(0, 3)) + rnd(digits, 17)
	}
	return fmt.Sprint(hdkN(2, 9)) + rnd(digits, 17)
}

func hdkDiscordHook() string {
	return "https://" + hdkP("discord.com", "discordapp.com") + "/api/webhooks/" + hdkSnowflake() +
		"/" + rnd(b64url, 68)
}

// hdkMapboxSK is a Mapbox secret (downloads) token.
func hdkMapbox(prefix, user string) string {
	return prefix + "." + hdkB64URL(`{"u":"`+user+`","a":"`+rnd(lower+digits, 25)+`"}`) + "." + rnd(b64url, 22)
}

// hdkFCMLegacy is a legacy FCM server key.
func hdkFCMLegacy() string {
	return "AAAA" + rnd(alnum+"-_", 7) + ":APA91b" + rnd(b64url, 134)
}

// hdkGRefresh is a Google refresh token as firebase login:ci prints it.
func hdkGRefresh() string { return "1//0" + rnd(alnum, 1) + rnd(b64url, hdkN(95, 100)) }

func hdkCodes(n, digitsPer int, sep string) []string {
	out := make([]string, n)
	for i := range out {
		if sep == "" {
			out[i] = rnd(digits, digitsPer)
		} else {
			out[i] = rnd(digits, digitsPer/2) + sep + rnd(digits, digitsPer-digitsPer/2)
		}
	}
	return out
}

func hdkFingerprint(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = rnd("0123456789ABCDEF", 2)
	}
	return strings.Join(p, ":")
}
