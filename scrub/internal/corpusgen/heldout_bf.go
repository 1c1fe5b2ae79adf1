package main

// heldout_bf.go: the blind part heldout-bf, written without reading the scrubber's rules and
// without running it. Its flavour is insurance: brokers, claims adjusters, underwriters and
// actuaries, their policy admin systems, rating APIs, bordereaux and SFTP drops.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutBF() []Sample {
	var out []Sample
	groups := [][]Sample{
		hbfShapes(),
		hbfProse(),
		hbfConfigs(),
		hbfCode(),
		hbfTraps(),
		hbfTraps2(),
	}
	seen := map[string]bool{}
	for _, g := range groups {
		for _, s := range g {
			if !seen[s.Text] {
				seen[s.Text] = true
				out = append(out, s)
			}
		}
	}
	for i, s := range out {
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-bf sample %d (%s): secret %q not in text", i, s.Category, sec))
			}
		}
		for _, k := range s.Keep {
			if !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-bf sample %d (%s): keep %q not in text", i, s.Category, k))
			}
		}
		if out[i].Secrets == nil {
			out[i].Secrets = []string{}
		}
	}
	return out
}

// hbfS builds a sample; with no secrets it is a trap.
func hbfS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hbfK adds keep substrings to a sample.
func hbfK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

// hbfRep calls f n times.
func hbfRep(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, f())
	}
	return out
}

func hbfR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbfP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbfN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbfDig(n int) string { return hbfR("123456789", 1) + hbfR(digits, n-1) }

func hbfHex(n int) string { return hbfR(hexs, n) }

func hbfUUID() string {
	return hbfHex(8) + "-" + hbfHex(4) + "-4" + hbfHex(3) + "-" + hbfP("8", "9", "a", "b") + hbfHex(3) + "-" + hbfHex(12)
}

// hbfAlnumD is a random alphanumeric string that surely holds a digit and both cases.
func hbfAlnumD(n int) string {
	for {
		s := hbfR(alnum, n)
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

var hbfWords = []string{"Bluefin", "Copper", "Maple", "Raven", "Saffron", "Tundra", "Willow", "Cobalt",
	"Juniper", "Hailstone", "Marigold", "Pelican", "Granite", "Harbor", "Quartz", "Lantern", "Orchid",
	"Falcon", "Sequoia", "Thistle", "Walrus", "Zephyr", "Nutmeg", "Basalt", "Cricket", "Mistral"}

// hbfHumanPw is a password a person picked: words, digits, a symbol.
func hbfHumanPw() string {
	w := hbfWords[rng.IntN(len(hbfWords))]
	w2 := strings.ToLower(hbfWords[rng.IntN(len(hbfWords))])
	switch rng.IntN(7) {
	case 0:
		return w + hbfR(digits, 4) + hbfP("!", "#", "$", "*", "@")
	case 1:
		return w + hbfP("#", "@", "&", "_", "-") + hbfR(digits, 2) + w2
	case 2:
		return hbfP("Summer", "Winter", "Spring", "Autumn") + hbfP("2023", "2024", "2025", "2026") + hbfP("!", "$", "#", "!!")
	case 3:
		return strings.ToLower(w) + "." + w2 + "." + hbfR(digits, 2)
	case 4:
		return strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w) + hbfR(digits, 3) + "!"
	case 5:
		return w + w2 + hbfR(digits, 2) + "%"
	default:
		return hbfR(upper, 1) + hbfR(lower, 4) + hbfP("!", "?", "#") + hbfR(digits, 3) + hbfR(lower, 2)
	}
}

// hbfRandPw is a generated password.
func hbfRandPw() string {
	for {
		s := hbfR(alnum+"!@#$%^&*-_+=", hbfN(12, 22))
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, lower) && !strings.ContainsAny(s[len(s)-1:], "-_=") {
			return s
		}
	}
}

func hbfPw() string {
	if rng.IntN(2) == 0 {
		return hbfHumanPw()
	}
	return hbfRandPw()
}

func hbfUser() string {
	return hbfP("admin", "jmorales", "uw_admin", "claims.svc", "svc-guidewire", "broker01", "adjuster.kim",
		"pnovak", "actuary_ro", "rating_api", "dcadmin", "bdx_upload", "tpa-feed", "lschmidt", "akowalski",
		"root", "sa", "etl_user", "reins_sftp", "mga.portal", "cc_integration", "hpatel")
}

func hbfHost() string {
	return hbfP("pc-prod.northbridge-mutual.com", "gw-cc-uat.acmecarrier.internal", "rating.harborline-ins.net",
		"sftp.reinsure-partner.co.uk", "dcsrv02.corp.local", "policyadmin.meridianspecialty.com",
		"bdx.lloydsbroker.example.co.uk", "claimsdb01.prod.internal", "10.40.12.7", "uwdata-prd.cluster-cz81.us-east-1.rds.amazonaws.com",
		"duckcreek-qa.bluestone-ins.com", "actuarial-sql.ad.pinecrest.local")
}

func hbfName() string {
	return hbfP("Priya", "Marco", "Dana", "Tomasz", "Aisha", "Kenji", "Lucía", "Oren", "Fatima", "Grace", "Henrik", "Nkechi", "Ravi", "Sofia", "Declan")
}

// --- credential values ---

func hbfDiscordTok() string {
	id := hbfP("1", "2", "3", "4", "5", "6", "7", "8", "9") + hbfR(digits, hbfN(16, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + hbfR(b64url, 6) + "." + hbfR(b64url, []int{27, 38}[rng.IntN(2)])
}

func hbfAWSID() string  { return hbfP("AKIA", "ASIA") + hbfR(upper+"234567", 16) }
func hbfAWSSec() string { return hbfAlnumD(38) + hbfR("/+", 1) + hbfR(alnum, 1) }
func hbfGCPKey() string { return "AIza" + hbfR(b64url, 35) }
func hbfAzKey() string  { return hbfR(alnum+"+/", 86) + "==" }
func hbfAzSec() string  { return hbfR(alnum, 3) + "8Q~" + hbfR(alnum+"~._-", 30) + hbfR(alnum, 1) }
func hbfGHP() string    { return "ghp_" + hbfAlnumD(36) }
func hbfGHFine() string { return "github_pat_11" + hbfR(upper+digits, 20) + "_" + hbfR(alnum, 59) }
func hbfGLPat() string  { return "glpat-" + hbfR(alnum+"-_", 20) }
func hbfSlackB() string { return "xoxb-" + hbfDig(12) + "-" + hbfDig(13) + "-" + hbfAlnumD(24) }
func hbfSlackP() string {
	return "xoxp-" + hbfDig(12) + "-" + hbfDig(12) + "-" + hbfDig(13) + "-" + hbfHex(32)
}
func hbfTgBot() string   { return hbfDig(10) + ":AA" + hbfR(b64url, 33) }
func hbfStripe() string  { return hbfP("sk_live_", "rk_live_") + "51" + hbfAlnumD(96) }
func hbfSG() string      { return "SG." + hbfR(b64url, 22) + "." + hbfR(b64url, 43) }
func hbfTwilio() string  { return hbfHex(32) }
func hbfOpenAI() string  { return "sk-proj-" + hbfR(b64url, 48) + "T3BlbkFJ" + hbfR(b64url, 48) }
func hbfAnthr() string   { return "sk-ant-api03-" + hbfR(b64url, 93) + "AA" }
func hbfNpm() string     { return "npm_" + hbfAlnumD(36) }
func hbfShopify() string { return "shpat_" + hbfHex(32) }
func hbfAtlas() string   { return "ATATT3xFfGF0" + hbfR(b64url, 180) + "=" + hbfHex(8) }
func hbfPostman() string { return "PMAK-" + hbfHex(24) + "-" + hbfHex(34) }
func hbfDDog() string    { return hbfHex(32) }
func hbfNR() string      { return "NRAK-" + hbfR(upper+digits, 27) }
func hbfHubspot() string { return "pat-na1-" + hbfUUID() }
func hbfMailgun() string { return "key-" + hbfHex(32) }
func hbfSquare() string  { return "EAAA" + hbfR(b64url, 60) }
func hbfDoToken() string { return "dop_v1_" + hbfHex(64) }
func hbfTOTP() string    { return hbfR(b32, []int{16, 32}[rng.IntN(2)]) }

func hbfDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hbfDig(19) + "/" + hbfR(b64url, 68)
}

func hbfSlackHook() string {
	return "https://hooks.slack.com/services/T" + hbfR(upper+digits, 10) + "/B" + hbfR(upper+digits, 10) + "/" + hbfAlnumD(24)
}

func hbfB64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hbfJWT() string {
	h := hbfB64url(`{"alg":"` + hbfP("HS256", "RS256") + `","typ":"JWT"}`)
	p := hbfB64url(fmt.Sprintf(`{"sub":"%s","iss":"%s","role":"%s","exp":%d}`, hbfUser(), hbfP("https://auth.brokerhub.io", "ratingsvc", "guidewire-pc"), hbfP("underwriter", "adjuster", "broker", "admin"), 1760000000+rng.IntN(90000000)))
	return h + "." + p + "." + hbfR(b64url, 43)
}

// hbfPEM is a private key block; kind is "RSA ", "EC ", "" or "OPENSSH ".
func hbfPEM(kind string) string {
	n := hbfN(5, 9)
	if kind == "EC " {
		n = 3
	}
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "PRIVATE KEY-----\n")
	if kind == "OPENSSH " {
		b.WriteString("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n")
		n = 4
	} else if kind == "RSA " {
		b.WriteString("MIIEo" + hbfP("g", "w") + "IBAAKCAQEA" + hbfR(alnum+"+/", 49) + "\n")
	} else if kind == "" {
		b.WriteString("MIIEv" + hbfP("Q", "g") + "IBADANBgkqhkiG9w0BAQEFAASC" + hbfR(alnum+"+/", 38) + "\n")
	}
	for i := 0; i < n; i++ {
		b.WriteString(hbfR(alnum+"+/", 64) + "\n")
	}
	b.WriteString(hbfR(alnum+"+/", hbfN(12, 40)) + "=\n")
	b.WriteString("-----END " + kind + "PRIVATE KEY-----")
	return b.String()
}

func hbfBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

func hbfB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hbfSHA() string { return hbfHex(40) }

// hbfVendorKey returns a vendor API key with the name a person would give it.
func hbfVendorKey() (string, string) {
	switch rng.IntN(16) {
	case 0:
		return hbfSG(), "SendGrid"
	case 1:
		return hbfOpenAI(), "OpenAI"
	case 2:
		return hbfAnthr(), "Anthropic"
	case 3:
		return hbfShopify(), "Shopify"
	case 4:
		return hbfAtlas(), "Jira"
	case 5:
		return hbfPostman(), "Postman"
	case 6:
		return hbfNR(), "New Relic"
	case 7:
		return hbfHubspot(), "HubSpot"
	case 8:
		return hbfMailgun(), "Mailgun"
	case 9:
		return hbfSquare(), "Square"
	case 10:
		return hbfDoToken(), "DigitalOcean"
	case 11:
		return hbfNpm(), "npm"
	case 12:
		return hbfGLPat(), "GitLab"
	case 13:
		return hbfGHP(), "GitHub"
	case 14:
		return hbfStripe(), "Stripe"
	default:
		return hbfGCPKey(), "Google Maps"
	}
}

// hbfAnyToken is any long random-looking credential for wrapping and pasting.
func hbfAnyToken() (string, string) {
	switch rng.IntN(8) {
	case 0:
		return hbfGHFine(), "GitHub fine-grained token"
	case 1:
		return hbfJWT(), "bearer token"
	case 2:
		return hbfAzKey(), "storage account key"
	case 3:
		return hbfSlackP(), "Slack user token"
	case 4:
		return hbfOpenAI(), "OpenAI key"
	case 5:
		return hbfStripe(), "Stripe restricted key"
	case 6:
		return hbfAtlas(), "Atlassian API token"
	default:
		return hbfR(alnum, 64), "rating engine API key"
	}
}
