package main

// heldout-as: a blind part written without reading the scrubber's rules, leaning towards
// schools, teachers and school-district IT.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAS() []Sample {
	var out []Sample
	add := func(n int, f func() Sample) {
		for i := 0; i < n; i++ {
			out = append(out, f())
		}
	}
	// the four required shapes
	add(36, hasDiscordSample)
	add(46, hasLoginPairSample)
	add(34, hasSplitKeySample)
	add(32, hasKeyIDSample)
	// everything else with secrets
	add(52, hasProsePwSample)
	add(30, hasShortCodeSample)
	add(44, hasConfigSample)
	add(34, hasCommandSample)
	add(34, hasCodeSample)
	add(30, hasVendorSample)
	// traps
	add(60, hasTrapSchoolSample)
	add(60, hasTrapIDSample)
	add(56, hasTrapTalkSample)
	add(56, hasTrapConfigSample)
	add(56, hasTrapCodeSample)
	add(52, hasTrapLookalikeSample)
	for _, s := range out {
		for _, x := range s.Secrets {
			if x == "" || !strings.Contains(s.Text, x) {
				panic(fmt.Sprintf("heldout-as: secret %q not in %q", x, s.Text))
			}
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-as: keep %q not in %q", k, s.Text))
			}
		}
	}
	return out
}

// ---- small helpers ----

func hasR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hasP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hasN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hasCoin() bool { return rng.IntN(2) == 0 }

func hasSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hasTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hasWithKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hasUpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ---- people, places, schools ----

var hasFirst = []string{"maria", "james", "aisha", "tomasz", "keiko", "diego", "fatima", "liam", "priya", "olga", "kwame", "sofia", "chen", "noah", "leila", "mateo", "hannah", "yusuf", "grace", "ivan"}
var hasLast = []string{"garcia", "okafor", "nguyen", "kowalski", "tanaka", "silva", "haddad", "murphy", "patel", "ivanova", "mensah", "rossi", "wang", "johnson", "karimi", "lopez", "schmidt", "demir", "obrien", "petrov"}
var hasSchools = []string{"Lincoln Elementary", "Riverside Middle", "Oak Hill High", "Westbrook Academy", "Maple Grove K-8", "Eastview High School", "Cedar Creek Elementary", "Harbor View Middle", "St. Brigid's Primary", "Northgate Secondary"}
var hasDistricts = []string{"bvsd", "lakeshore-usd", "cedarisd", "nmsd", "pinevalley", "k12-harbor", "rcsd", "westfield-schools", "gcps", "mapleton"}
var hasWords = []string{"panther", "eagles", "maple", "harbor", "crayon", "lighthouse", "pencil", "falcon", "summer", "recess", "mustang", "orchard", "bluebird", "compass", "robotics", "chemistry", "algebra", "library", "gopher", "thunder", "cardinal", "sunflower", "dolphin", "wildcats", "chalkboard", "notebook", "tornado", "pinecone"}

func hasName() string { return hasP(hasFirst...) }

func hasFull() string { return hasUpperFirst(hasName()) + " " + hasUpperFirst(hasP(hasLast...)) }

func hasDomain() string {
	return hasP(hasDistricts...) + hasP(".k12.us", ".org", ".edu", ".net", ".school.nz", ".sch.uk")
}

func hasEmail() string {
	return hasName() + "." + hasP(hasLast...) + "@" + hasDomain()
}

func hasUser() string {
	return hasP("admin", "administrator", "root", "sysadmin", hasName()+"."+hasP(hasLast...),
		string(hasName()[0])+hasP(hasLast...), "svc_roster", "svc-sis-sync", "techadmin", "libadmin",
		"teacher"+fmt.Sprint(hasN(1, 40)), "proctor", "sub"+fmt.Sprint(hasN(100, 999)), "itadmin", "copier", "scanner")
}

func hasSchool() string { return hasP(hasSchools...) }

func hasHost() string {
	return hasP("sis", "lms", "moodle", "canvas", "papercut", "destiny", "print01", "dc01", "nas02", "wlc", "fw-core", "proxy", "ldap", "grafana", "roster") +
		"." + hasDomain()
}

// ---- passwords ----

var hasSyms = "!@#$%&*?-_=+."

func hasHumanPw() string {
	w := hasP(hasWords...)
	w2 := hasP(hasWords...)
	y := fmt.Sprint(hasN(2015, 2027))
	switch rng.IntN(9) {
	case 0:
		return hasUpperFirst(w) + y + string(hasSyms[rng.IntN(5)])
	case 1:
		return w + string(hasSyms[rng.IntN(len(hasSyms))]) + fmt.Sprint(hasN(10, 9999))
	case 2:
		return hasUpperFirst(w) + "-" + hasUpperFirst(w2) + "-" + fmt.Sprint(hasN(10, 99))
	case 3:
		r := strings.NewReplacer("o", "0", "a", "@", "e", "3", "i", "1", "s", "$")
		return hasUpperFirst(r.Replace(w)) + fmt.Sprint(hasN(1, 99)) + "!"
	case 4:
		return hasP("Mrs", "Mr", "Ms", "Coach") + hasUpperFirst(hasP(hasLast...)) + fmt.Sprint(hasN(1, 999)) + hasP("!", "#", "")
	case 5:
		return hasUpperFirst(w) + hasUpperFirst(w2) + "#" + fmt.Sprint(hasN(1, 99))
	case 6:
		return hasP("Welcome", "Spring", "Fall", "Winter", "Summer", "Back2School", "Go") + hasP("", "_", "@") + y + hasP("!", "$", "#")
	case 7:
		return hasUpperFirst(w) + "." + w2 + "." + fmt.Sprint(hasN(100, 999))
	default:
		return hasUpperFirst(w) + fmt.Sprint(hasN(100, 9999)) + hasP("!", "?", "%", "&", "*")
	}
}

func hasRandPw(n int) string {
	return hasR(upper+lower, 1) + hasR(alnum+"!@#$%^&*-_=+?", n-2) + hasR(digits, 1)
}

func hasURLPw() string {
	if hasCoin() {
		return hasR(alnum, 1) + hasR(alnum+"-_.~", hasN(12, 22))
	}
	return hasUpperFirst(hasP(hasWords...)) + fmt.Sprint(hasN(10, 9999)) + hasP("", "_x", "-ok")
}

func hasAnyPw() string {
	if rng.IntN(5) < 3 {
		return hasHumanPw()
	}
	return hasRandPw(hasN(12, 20))
}

// ---- tokens ----

func hasDiscordTok() string {
	id := fmt.Sprint(hasN(1, 9)) + hasR(digits, hasN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hasR(b64url, 6) + "." + hasR(b64url, hasP2(27, 38))
}

func hasP2(a, b int) int {
	if hasCoin() {
		return a
	}
	return b
}

func hasAWSID() string     { return hasP("AKIA", "ASIA") + hasR(upper+"234567", 16) }
func hasAWSSecret() string { return hasR(alnum+"/+", 40) }
func hasGHP() string       { return hasP("ghp_", "gho_", "ghs_", "ghu_") + hasR(alnum, 36) }
func hasGHFine() string    { return "github_pat_" + hasR(alnum, 22) + "_" + hasR(alnum, 59) }
func hasGlpat() string     { return "glpat-" + hasR(alnum+"-_", 20) }
func hasSlackTok() string {
	return hasP("xoxb-", "xoxp-") + fmt.Sprint(hasN(1, 9)) + hasR(digits, hasN(9, 11)) + "-" + fmt.Sprint(hasN(1, 9)) + hasR(digits, hasN(9, 12)) + "-" + hasR(alnum, 24)
}
func hasSlackHookTail() (string, string) {
	t := hasR(alnum, 24)
	return "https://hooks.slack.com/services/T" + hasR(upper+digits, 8) + "/B" + hasR(upper+digits, 10) + "/" + t, t
}
func hasTelegram() string {
	return fmt.Sprint(hasN(1, 7)) + hasR(digits, hasN(8, 9)) + ":AA" + hasR(b64url, 33)
}
func hasDiscordHook() (string, string) {
	t := hasR(b64url, 68)
	return "https://discord.com/api/webhooks/" + fmt.Sprint(hasN(1, 9)) + hasR(digits, 18) + "/" + t, t
}
func hasStripe() string {
	return hasP("sk_live_", "rk_live_", "sk_live_51") + hasR(alnum, hasP2(24, 96))
}
func hasGCPKey() string       { return "AIza" + hasR(b64url, 35) }
func hasGoogleSecret() string { return "GOCSPX-" + hasR(b64url, 28) }
func hasAzureSecret() string {
	return hasR(alnum, 3) + fmt.Sprint(hasN(1, 9)) + "Q~" + hasR(alnum+"-_.~", 34)
}
func hasAzureStorageKey() string {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}
func hasHex(n int) string { return hasR(hexs, n) }
func hasCanvas() string   { return fmt.Sprint(hasN(1, 25000)) + "~" + hasR(alnum, 64) }
func hasUUID() string {
	return hasHex(8) + "-" + hasHex(4) + "-4" + hasHex(3) + "-" + hasP("8", "9", "a", "b") + hasHex(3) + "-" + hasHex(12)
}
func hasJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(hasP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+hasHex(8)+`"}`)))
	pl := fmt.Sprintf(`{"sub":"%d","email":"%s","role":"%s","iat":%d}`, hasN(10000, 99999), hasEmail(), hasP("teacher", "admin", "student", "proctor"), hasN(1700000000, 1760000000))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(pl)) + "." + hasR(b64url, 43)
}
func hasB32(n int) string      { return hasR(b32, n) }
func hasB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hasPEMBody(lines int) []string {
	var out []string
	first := hasP("MIIEowIBAAKCAQEA", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "MIIEpAIBAAKCAQEA")
	out = append(out, first+hasR(alnum+"+/", 64-len(first)))
	for i := 1; i < lines-1; i++ {
		out = append(out, hasR(alnum+"+/", 64))
	}
	out = append(out, hasR(alnum+"+/", hasN(24, 60))+hasP("=", "==", ""))
	return out
}

func hasPEM() (string, []string) {
	kind := hasP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	body := hasPEMBody(hasN(4, 9))
	return "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----", body
}

func hasOpenSSH() (string, []string) {
	body := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
	var secrets []string
	for i := 0; i < hasN(3, 5); i++ {
		l := hasR(alnum+"+/", 70)
		body = append(body, l)
		secrets = append(secrets, l)
	}
	last := hasR(alnum+"+/", 20) + "="
	body = append(body, last)
	return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", secrets
}

// hasVendorTok returns a vendor name and a token in that vendor's shape.
func hasVendorTok() (string, string) {
	switch rng.IntN(22) {
	case 0:
		return "SendGrid", "SG." + hasR(b64url, 22) + "." + hasR(b64url, 43)
	case 1:
		return "Mailgun", "key-" + hasHex(32)
	case 2:
		return "OpenAI", "sk-proj-" + hasR(b64url, hasN(48, 80))
	case 3:
		return "Anthropic", "sk-ant-api03-" + hasR(b64url, 93) + "AA"
	case 4:
		return "npm", "npm_" + hasR(alnum, 36)
	case 5:
		return "PyPI", "pypi-AgEIcHlwaS5vcmc" + hasR(b64url, hasN(50, 70))
	case 6:
		return "Hugging Face", "hf_" + hasR(upper+lower, 34)
	case 7:
		return "DigitalOcean", "dop_v1_" + hasHex(64)
	case 8:
		return "Shopify", "shpat_" + hasHex(32)
	case 9:
		return "Airtable", "pat" + hasR(alnum, 14) + "." + hasHex(64)
	case 10:
		return "Postman", "PMAK-" + hasHex(24) + "-" + hasHex(34)
	case 11:
		return "Linear", "lin_api_" + hasR(alnum, 40)
	case 12:
		return "Vault", "hvs." + hasR(b64url, hasN(24, 90))
	case 13:
		return "Doppler", "dp.st.prd." + hasR(alnum, 40)
	case 14:
		return "New Relic", "NRAK-" + hasR(upper+digits, 27)
	case 15:
		return "Grafana", "glsa_" + hasR(alnum, 32) + "_" + hasHex(8)
	case 16:
		return "Notion", "ntn_" + hasR(alnum, 46)
	case 17:
		return "GitLab", hasGlpat()
	case 18:
		return "GitHub", hasGHP()
	case 19:
		return "Stripe", hasStripe()
	case 20:
		return "Mapbox", "sk.eyJ1Ijoi" + hasR(b64url, 40) + "." + hasR(b64url, 22)
	default:
		return "Atlassian", "ATATT3xFfGF0" + hasR(b64url, 170) + "=" + hasHex(8)
	}
}

// hasEduTok returns an ed-tech product name, what its secret is called, and a secret in its shape.
func hasEduTok() (string, string, string) {
	switch rng.IntN(9) {
	case 0:
		return "Canvas", "access token", hasCanvas()
	case 1:
		return "Moodle", "web service token", hasHex(32)
	case 2:
		return "Clever", "district app token", hasHex(40)
	case 3:
		return "ClassLink OneRoster", "client secret", hasHex(24)
	case 4:
		return "PowerSchool", "plugin client secret", hasUUID()
	case 5:
		return "Infinite Campus", "OneRoster secret", hasR(alnum, 32)
	case 6:
		return "Schoology", "consumer secret", hasHex(32)
	case 7:
		return "Microsoft 365 (Entra app)", "client secret", hasAzureSecret()
	default:
		return "Google Workspace", "OAuth client secret", hasGoogleSecret()
	}
}
