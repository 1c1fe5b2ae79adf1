package main

// heldout_aa*.go: a blind held-out part, written without reading the scrubber's rules or any
// other part. Its texts lean towards regulated industries (a clinic's EHR and lab systems, a
// bank's back office and payment operations, an insurer's claims tools, a law firm's case
// management, government portals) and the IT people who serve them. Every sample comes from a
// generator of random values, wordings and surroundings; nothing is a fixed string repeated.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAA() []Sample {
	var out []Sample
	for _, f := range []func() []Sample{
		// the four shapes asked for by name
		haaDiscord, haaLoginPairs, haaSplitKeys, haaKeyIDs,
		// everything else a person might paste
		haaCloud, haaGitChat, haaPayments, haaSaaS, haaDBURLs, haaAuthHeaders, haaPEMs,
		haaProsePw, haaSmallSecrets, haaShellEnv,
		// traps
		haaTrapsRegulated, haaTrapsMessages, haaTrapsTech, haaTrapsPublic, haaTrapsPlaceholders,
		haaTrapsTalk, haaTrapsCode,
	} {
		out = append(out, f()...)
	}
	return out
}

// ---- small helpers ----

func haaR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func haaP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func haaAny[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func haaN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// haaCycle calls the templates in turn, n times in all, so each one is used.
func haaCycle(n int, tpls []func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, tpls[i%len(tpls)]())
	}
	return out
}

func haaSec(cat, format, text string, secrets []string, keep ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-aa: secret %q not in %q", s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-aa: keep %q not in %q", k, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func haaTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// ---- people, places, systems ----

var haaNames = []string{"Maria", "Tomasz", "Aisha", "Kenji", "Lucía", "Olu", "Priya", "Sven", "Fatima",
	"Jonas", "Mei", "Rafael", "Ingrid", "Dmitri", "Chloé", "Hamid", "Sakura", "Noah", "Zainab", "Pieter",
	"Grace", "Mateus", "Leila", "Björn", "Anh", "Carmen", "Yusuf", "Elena", "Ravi", "Siobhan"}

func haaName() string { return haaAny(haaNames) }

var haaOrgs = []string{"Lakeside Family Clinic", "St. Brigid Hospital", "Northbridge Savings Bank",
	"Harborline Mutual", "Kessler & Oduya LLP", "Valley Imaging Center", "Crescent Credit Union",
	"Meridian Health Lab", "Pinecrest Insurance", "the county records office", "Rivermouth Dental",
	"Alder Street Pharmacy", "Castellan Trust Bank", "the state benefits portal team"}

func haaOrg() string { return haaAny(haaOrgs) }

func haaHost() string {
	return haaP("ehr", "lis", "pacs", "claims", "ledger", "swift", "sepa", "edisc", "fhir", "hl7",
		"portal", "billing", "ris", "dms", "mirth", "cards") +
		haaP("-db", "-app", "-gw", "-sftp", "-prod", "-01", "-02", "") + haaP("", fmt.Sprint(haaN(1, 9))) +
		"." + haaP("clinic.local", "meridianlab.internal", "harborline.net", "northbridge.corp",
		"kessler-oduya.law", "stbrigid.org", "countyclerk.gov", "crescentcu.lan", "pinecrest.ins")
}

func haaIP4() string {
	return fmt.Sprintf("%s.%d.%d.%d", haaP("10", "172", "192"), haaN(0, 254), haaN(0, 254), haaN(1, 254))
}

var haaUsers = []string{"admin", "svc_lis", "hl7feed", "claims_ro", "jdoe", "m.kowalski", "root", "sa",
	"fhir_client", "swiftops", "edisc_export", "backup", "reportuser", "nurse.station3", "portal_admin",
	"pharm_tech2", "ledger_batch", "a.okafor", "radiology", "frontdesk"}

func haaUser() string { return haaAny(haaUsers) }

func haaDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", haaN(22, 25), haaN(1, 12), haaN(1, 28))
}

func haaTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d%s", haaDate(), haaN(0, 23), haaN(0, 59), haaN(0, 59), haaP("Z", fmt.Sprintf(".%03dZ", haaN(0, 999)), "+01:00", "Z"))
}

func haaTime() string { return fmt.Sprintf("%02d:%02d", haaN(7, 19), haaN(0, 59)) }

func haaTicket() string {
	return haaP("INC", "CHG", "HD", "SR", "RITM", "SEC", "AUD") + haaP("-", "", "#") + fmt.Sprint(haaN(1000, 999999))
}

// ---- passwords ----

var haaWords = []string{"Harbor", "Tulip", "Stetho", "Pharma", "Ledger", "Falcon", "Maple", "Otter",
	"Cobalt", "Summit", "Lantern", "Saffron", "Biscuit", "Glacier", "Meadow", "Pelican", "Quartz",
	"Violet", "Orchard", "Nimbus", "Juniper", "Ember", "Marble", "Willow", "Comet", "Mango", "Badger"}

func haaLeet(s string) string {
	return strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(s)
}

func haaHumanPw() string {
	w, w2 := haaAny(haaWords), haaAny(haaWords)
	y := haaP("2019", "2021", "2023", "2024", "2025", "88", "77", "42", "19", "7", "365", "12", "99")
	s := haaP("!", "#", "$", "@", "*", "?", "!!", "&", "%")
	switch rng.IntN(8) {
	case 0:
		return w + y + s
	case 1:
		return w + s + w2 + y
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + y
	case 3:
		return haaLeet(w+w2) + y
	case 4:
		return w + "_" + y + s
	case 5:
		return w[:1] + strings.ToLower(w2) + y + s + haaR(digits, 2)
	case 6:
		return w + "." + w2 + "." + y
	default:
		return haaP("Spring", "Summer", "Autumn", "Winter", "Monday", "Welcome", "January", "Clinic", "Claims") + y + s
	}
}

func haaRandPw() string { return haaR(alnum, 1) + haaR(alnum+"!#%*-_=+?^", haaN(10, 18)) }

func haaPw() string {
	if rng.IntN(3) == 0 {
		return haaRandPw()
	}
	return haaHumanPw()
}

// haaURLPw: a password that can sit in a URL or a shell word without quoting.
func haaURLPw() string {
	if rng.IntN(2) == 0 {
		return haaR(alnum, 1) + haaR(alnum+"-_.", haaN(11, 20))
	}
	return haaAny(haaWords) + haaP("-", ".", "_") + strings.ToLower(haaAny(haaWords)) + haaR(digits, haaN(2, 4))
}

// ---- real-format secrets ----

func haaSnow() string { return fmt.Sprint(haaN(1, 9)) + haaR(digits, haaN(16, 18)) }

func haaAWSID() string { return haaP("AKIA", "ASIA", "AKIA") + haaR(b32, 16) }

func haaAWSSecret() string { return haaR(alnum+"/+", 40) }

func haaGCPKey() string { return "AIza" + haaR(b64url, 35) }

func haaAzureKey() string { return haaR(alnum+"/+", 86) + "==" }

func haaAzureClientSecret() string {
	return haaR(alnum, 3) + haaR(digits, 1) + "Q~" + haaR(alnum+"_.-~", 34)
}

func haaGitHub() string {
	switch rng.IntN(4) {
	case 0:
		return "github_pat_" + haaR(alnum, 22) + "_" + haaR(alnum, 59)
	default:
		return haaP("ghp_", "gho_", "ghs_", "ghu_") + haaR(alnum, 36)
	}
}

func haaGitLab() string { return "glpat-" + haaR(alnum+"-_", 20) }

func haaSlack() string {
	return haaP("xoxb-", "xoxp-") + haaR(digits, haaN(11, 13)) + "-" + haaR(digits, 13) + "-" + haaR(alnum, 24)
}

func haaTelegram() string {
	return haaR("123456789", 1) + haaR(digits, haaN(8, 9)) + ":AA" + haaR(b64url, 33)
}

func haaStripe() string {
	return haaP("sk_live_", "rk_live_", "sk_live_") + haaR(alnum, haaAny([]int{24, 34, 99}))
}

func haaSendGrid() string { return "SG." + haaR(b64url, 22) + "." + haaR(b64url, 43) }

func haaHex(n int) string { return haaR(hexs, n) }

func haaUUID() string {
	return haaHex(8) + "-" + haaHex(4) + "-4" + haaHex(3) + "-" + haaP("8", "9", "a", "b") + haaHex(3) + "-" + haaHex(12)
}

func haaTOTP() string { return haaR(b32, haaAny([]int{16, 26, 32})) }

func haaDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(haaSnow()))
	return id + "." + haaR(b64url, 6) + "." + haaR(b64url, haaAny([]int{27, 38}))
}

func haaJWT() string {
	enc := base64.RawURLEncoding
	h := `{"alg":"HS256","typ":"JWT"}`
	sig := 43
	if rng.IntN(2) == 0 {
		h = `{"alg":"RS256","typ":"JWT","kid":"` + haaHex(16) + `"}`
		sig = 342
	}
	p := fmt.Sprintf(`{"sub":"%s","iss":"https://%s","scope":"%s","iat":%d,"exp":%d}`, haaUser(), haaHost(),
		haaP("patient/*.read", "claims:write", "payments", "openid profile", "system/Observation.read"),
		1700000000+haaN(0, 60000000), 1760000000+haaN(0, 9000000))
	return enc.EncodeToString([]byte(h)) + "." + enc.EncodeToString([]byte(p)) + "." + haaR(b64url, sig)
}

// haaPEM returns a private key block and its body (the part that must not survive).
func haaPEM() (block, body string) {
	kind := haaP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	prefix, lines := "MIIEpAIBAAKCAQEA", haaN(6, 12)
	switch kind {
	case "PRIVATE KEY":
		prefix = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
	case "EC PRIVATE KEY":
		prefix, lines = "MHcCAQEEI", 3
	case "OPENSSH PRIVATE KEY":
		prefix, lines = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", haaN(5, 7)
	case "ENCRYPTED PRIVATE KEY":
		prefix = "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"
	}
	width := 64
	if kind == "OPENSSH PRIVATE KEY" {
		width = 70
	}
	var b []string
	for i := 0; i < lines; i++ {
		switch {
		case i == 0:
			b = append(b, prefix+haaR(alnum+"+/", width-len(prefix)))
		case i == lines-1:
			b = append(b, haaR(alnum+"+/", haaN(20, width-4))+haaP("", "=", "=="))
		default:
			b = append(b, haaR(alnum+"+/", width))
		}
	}
	body = strings.Join(b, "\n")
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

// haaSplit cuts a token in two, both halves long enough to matter.
func haaSplit(tok string) (string, string) {
	cut := len(tok)/2 + haaN(-len(tok)/6, len(tok)/6)
	return tok[:cut], tok[cut:]
}
