package main

// heldout_aq*.go: a blind held-out part (heldout-aq), written without reading the scrubber's
// rules or running it. It leans towards marketing, media and publishing teams: ad platforms,
// email and CRM tools, analytics, CMS, DAM and stock-photo accounts, newsletter and podcast
// hosts, agency hand-over documents and shared-login spreadsheets. Every value is generated.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAQ() []Sample {
	var out []Sample
	out = append(out, haqDiscordSamples()...)
	out = append(out, haqLoginPairSamples()...)
	out = append(out, haqSplitSamples()...)
	out = append(out, haqKeyIDSamples()...)
	out = append(out, haqMktProseSamples()...)
	out = append(out, haqMktConfigSamples()...)
	out = append(out, haqMktCodeSamples()...)
	out = append(out, haqHandoverSamples()...)
	out = append(out, haqGeneralSamples()...)
	out = append(out, haqPasswordProseSamples()...)
	out = append(out, haqShellSamples()...)
	out = append(out, haqTrapIDSamples()...)
	out = append(out, haqTrapMktSamples()...)
	out = append(out, haqTrapProseSamples()...)
	out = append(out, haqTrapCodeSamples()...)
	// drop exact repeats, which the small fixed wordings of a few traps can produce.
	seen := map[string]bool{}
	uniq := out[:0]
	for _, s := range out {
		if !seen[s.Text] {
			seen[s.Text] = true
			uniq = append(uniq, s)
		}
	}
	return uniq
}

// ---- small helpers ----

func haqRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func haqPick[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func haqBetween(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func haqSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func haqSecKeep(cat, format, text string, keep []string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func haqTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func haqDigitsN(n int) string {
	return string("123456789"[rng.IntN(9)]) + haqRnd(digits, n-1)
}

func haqUUID() string {
	return haqRnd(hexs, 8) + "-" + haqRnd(hexs, 4) + "-4" + haqRnd(hexs, 3) + "-" +
		string("89ab"[rng.IntN(4)]) + haqRnd(hexs, 3) + "-" + haqRnd(hexs, 12)
}

func haqB64Std(n int) string { return haqRnd(alnum+"+/", n) }

// ---- people, places, products ----

var haqFirstNames = []string{"Maya", "Jonas", "Priya", "Tom", "Léa", "Kenji", "Sofia", "Omar",
	"Hannah", "Diego", "Aiko", "Lukas", "Chloé", "Ravi", "Zoe", "Mateus", "Ines", "Felix", "Noor", "Sam"}

var haqUsers = []string{"marketing@", "social@", "admin", "mktg-team", "brand.ops", "agency_handover",
	"content-desk", "newsroom", "podcast", "growth", "editor", "campaigns", "studio", "media.buyer"}

var haqDomains = []string{"brightlane.agency", "northwind-media.com", "papercrane.pub", "fablehouse.co",
	"lumenpress.io", "tidewater-news.org", "oakandink.com", "redkite.studio", "halcyon-books.de", "vantage-mktg.fr"}

var haqTools = []string{"Mailchimp", "SendGrid", "Brevo", "HubSpot", "Klaviyo", "Hootsuite", "Buffer",
	"Later", "Sprout Social", "Contentful", "Sanity", "Strapi", "Ghost", "Canva", "Shutterstock",
	"Getty Images", "Adobe Stock", "Bynder", "Brandfolder", "Substack", "beehiiv", "ConvertKit",
	"Buzzsprout", "Transistor", "Libsyn", "Mixpanel", "Segment", "Semrush", "Ahrefs", "WordPress"}

func haqUser() string {
	u := haqPick(haqUsers)
	if strings.HasSuffix(u, "@") {
		return u + haqPick(haqDomains)
	}
	return u
}

func haqEmail() string {
	return strings.ToLower(haqPick([]string{"maya", "jonas", "priya", "tom", "lea", "kenji", "sofia", "omar", "hannah", "diego"})) +
		haqPick([]string{".", "_", ""}) + haqPick([]string{"k", "m", "r", "brand", "social", "ops"}) + "@" + haqPick(haqDomains)
}

var haqWords = []string{"Sunflower", "harbor", "Copper", "velvet", "Maple", "orbit", "Pixel", "mango",
	"Lantern", "cobalt", "Falcon", "tundra", "Brioche", "saffron", "Nebula", "pepper", "Marigold",
	"zephyr", "Quartz", "walnut", "Campaign", "headline", "Press", "podcast", "Gazette", "inkwell"}

// haqHumanPass is a password a person chose: words, digits and a symbol or two.
func haqHumanPass() string {
	w1, w2 := haqPick(haqWords), haqPick(haqWords)
	sym := string("!@#$%&*?+-_."[rng.IntN(12)])
	yr := haqPick([]string{"2019", "2021", "2023", "2024", "2025", "77", "42", "09", "365", "11"})
	switch rng.IntN(6) {
	case 0:
		return w1 + sym + yr
	case 1:
		return strings.ToLower(w1) + "-" + strings.ToLower(w2) + "-" + haqRnd(digits, 2)
	case 2:
		return strings.ToUpper(w1[:1]) + strings.ToLower(w1[1:]) + yr + sym
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(strings.ToLower(w1)) + haqTitle(w2) + haqRnd(digits, 1)
	case 4:
		return w1 + w2 + sym + haqRnd(digits, 3)
	default:
		return strings.ToLower(w2) + sym + strings.ToUpper(w1[:2]) + yr
	}
}

// haqRandPass is a generated password, as a password manager would make it.
func haqRandPass() string {
	n := haqBetween(12, 22)
	for {
		p := haqRnd(alnum+"!#%&*+-=?@^_", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

func haqPass() string {
	if rng.IntN(2) == 0 {
		return haqHumanPass()
	}
	return haqRandPass()
}

// ---- secret generators ----

func haqDiscordToken() string {
	id := haqPick([]string{"1", "2", "4", "5", "6", "7", "8", "9"}) + haqRnd(digits, haqBetween(16, 18))
	enc := base64.RawStdEncoding.EncodeToString([]byte(id))
	return enc + "." + haqRnd(b64url, 6) + "." + haqRnd(b64url, haqPick([]int{27, 38}))
}

func haqDiscordWebhook() string {
	return "https://discord.com/api/webhooks/" + haqDigitsN(19) + "/" + haqRnd(b64url, 68)
}

func haqSlackBot() string {
	return haqPick([]string{"xoxb-", "xoxp-"}) + haqDigitsN(haqBetween(11, 13)) + "-" + haqDigitsN(13) + "-" + haqRnd(alnum, 24)
}

func haqSlackHookPath() string {
	return "T" + haqRnd(upper+digits, 9) + "/B" + haqRnd(upper+digits, 10) + "/" + haqRnd(alnum, 24)
}

func haqTelegram() string { return haqDigitsN(10) + ":AA" + haqRnd(b64url, 33) }

func haqAWSID() string     { return haqPick([]string{"AKIA", "ASIA"}) + haqRnd(upper+"234567", 16) }
func haqAWSSecret() string { return haqB64Std(40) }
func haqGCPKey() string    { return "AIza" + haqRnd(b64url, 35) }
func haqGitHub() string    { return haqPick([]string{"ghp_", "gho_", "ghs_"}) + haqRnd(alnum, 36) }
func haqGitLab() string    { return "glpat-" + haqRnd(b64url, 20) }
func haqFineGH() string    { return "github_pat_11" + haqRnd(upper+digits, 20) + "_" + haqRnd(alnum, 59) }

func haqAzureSecret() string {
	return haqRnd(alnum, 3) + haqRnd(digits, 1) + "Q~" + haqRnd(alnum+"-_.~", 34)
}

func haqAzureAccountKey() string { return haqB64Std(86) + "==" }

func haqStripe() string {
	return haqPick([]string{"sk_live_", "rk_live_", "sk_test_"}) + haqRnd(alnum, haqPick([]int{24, 99}))
}

func haqSendGrid() string { return "SG." + haqRnd(b64url, 22) + "." + haqRnd(b64url, 43) }
func haqMailchimp() string {
	return haqRnd(hexs, 32) + "-us" + haqPick([]string{"6", "14", "19", "21", "2"})
}
func haqBrevo() string   { return "xkeysib-" + haqRnd(hexs, 64) + "-" + haqRnd(alnum, 16) }
func haqHubSpot() string { return "pat-" + haqPick([]string{"na1", "eu1", "na2"}) + "-" + haqUUID() }
func haqKlaviyo() string { return "pk_" + haqRnd(hexs, 34) }
func haqAdsDevToken() string {
	return haqRnd(alnum, 8) + haqRnd(alnum+"-_", 14)
}
func haqGoogleRefresh() string {
	return "1//0" + haqRnd(alnum, 1) + haqRnd(b64url, 99)
}
func haqGoogleClientSecret() string { return "GOCSPX-" + haqRnd(b64url, 28) }
func haqMetaToken() string {
	return "EAA" + haqPick([]string{"G", "B", "J", "I"}) + haqRnd(alnum, haqBetween(150, 200))
}
func haqTikTok() string   { return haqRnd(hexs, 40) }
func haqLinkedIn() string { return "AQV" + haqRnd(b64url, haqBetween(140, 180)) }
func haqGA4Secret() string {
	return haqRnd(alnum, 4) + haqRnd(alnum+"-_", 18)
}
func haqMixpanelSecret() string { return haqRnd(hexs, 32) }
func haqSegment() string        { return haqRnd(alnum, 32) }
func haqContentful() string     { return "CFPAT-" + haqRnd(b64url, 43) }
func haqContentfulCDA() string  { return haqRnd(b64url, 43) }
func haqSanity() string         { return "sk" + haqRnd(alnum, haqBetween(170, 182)) }
func haqStrapi() string         { return haqRnd(hexs, 256) }
func haqGhostAdmin() string     { return haqRnd(hexs, 24) + ":" + haqRnd(hexs, 64) }
func haqBuzzsprout() string     { return haqRnd(hexs, 32) }
func haqTransistor() string     { return haqRnd(alnum, 22) }
func haqShutterstock() string {
	return "v2/" + haqRnd(b64url, 40) + "/" + haqRnd(digits, 9) + "/" + haqRnd(b64url, 60)
}
func haqCloudinary() string {
	return "cloudinary://" + haqDigitsN(15) + ":" + haqRnd(b64url, 27) + "@" + haqPick([]string{"papercrane", "brightlane", "redkite-media"})
}
func haqTOTP() string { return haqRnd(b32, haqPick([]int{16, 32})) }

func haqJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d,"exp":%d}`,
		haqDigitsN(8), haqPick([]string{"editor", "admin", "publisher", "service"}), 1700000000+rng.IntN(9000000), 1760000000+rng.IntN(9000000))))
	return h + "." + p + "." + haqRnd(b64url, 43)
}

func haqPEM(kind string) string {
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	for i := 0; i < haqBetween(5, 9); i++ {
		b.WriteString(haqB64Std(64) + "\n")
	}
	b.WriteString(haqB64Std(haqBetween(20, 60)) + "=\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}

func haqTitle(w string) string { return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) }
