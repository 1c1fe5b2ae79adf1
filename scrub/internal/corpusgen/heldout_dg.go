package main

// heldout-dg is a blind held-out corpus part on Salesforce, HubSpot and CRM administration:
// connected apps, integration users, security tokens, sandboxes, Data Loader and ETL configs,
// plus new variants of four shared shapes (Discord bot tokens, "login is user / pw", keys split
// over two lines, private_key_id in prose). It was written without reading the scrubber's rules,
// its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hdgGen is one template and how many samples it yields.
type hdgGen struct {
	n int
	f func() Sample
}

func heldoutDG() []Sample {
	var out []Sample
	groups := [][]hdgGen{hdgSFGens, hdgCRMGens, hdgETLGens, hdgShapeGens, hdgTrapGens, hdgTrapGens2}
	for _, g := range groups {
		for _, t := range g {
			for i := 0; i < t.n; i++ {
				s := t.f()
				hdgCheck(s)
				out = append(out, s)
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hdgCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dg: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dg: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dg: keep %q not in text (%s)", k, s.Category))
		}
		for _, sec := range s.Secrets {
			if hdgOverlaps(s.Text, k, sec) {
				panic(fmt.Sprintf("heldout-dg: keep %q overlaps secret %q (%s)", k, sec, s.Category))
			}
		}
	}
}

// hdgOverlaps reports whether any occurrence of a overlaps any occurrence of b in text.
func hdgOverlaps(text, a, b string) bool {
	for i := 0; i+len(a) <= len(text); i++ {
		if text[i:i+len(a)] != a {
			continue
		}
		for j := 0; j+len(b) <= len(text); j++ {
			if text[j:j+len(b)] == b && i < j+len(b) && j < i+len(a) {
				return true
			}
		}
	}
	return false
}

func hdgMk(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdgTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

const (
	hdgDigits = "0123456789"
	hdgHexL   = "0123456789abcdef"
	hdgHexU   = "0123456789ABCDEF"
	hdgAlnum  = upper + lower + hdgDigits
	hdgB64u   = hdgAlnum + "-_"
	hdgB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func hdgRnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

func hdgPick(xs ...string) string { return xs[rng.IntN(len(xs))] }
func hdgIn(lo, hi int) int        { return lo + rng.IntN(hi-lo+1) }
func hdgP(pct int) bool           { return rng.IntN(100) < pct }
func hdgNum(lo, hi int) string    { return fmt.Sprint(hdgIn(lo, hi)) }

var hdgFirst = []string{"Priya", "Marco", "Sinead", "Tomasz", "Aiko", "Lukas", "Fatima", "Diego",
	"Hannah", "Olu", "Mei", "Jonas", "Chloé", "Rafael", "Ingrid", "Kwame", "Sofia", "Ben", "Anaïs",
	"Ravi", "Greta", "Mateo", "Yusuf", "Elif", "Noah", "Camille", "Joost", "Bea"}

var hdgCos = []string{"acme", "northwind", "globex", "initech", "brightpath", "helio", "orbis",
	"kestrel", "tidewater", "lumen", "parcelly", "vantara", "bluefjord", "quillco", "meridia"}

func hdgName() string { return hdgFirst[rng.IntN(len(hdgFirst))] }
func hdgCo() string   { return hdgCos[rng.IntN(len(hdgCos))] }

func hdgLower(s string) string {
	return strings.NewReplacer("é", "e", "ï", "i").Replace(strings.ToLower(s))
}

func hdgMyDomain(co string) string {
	return co + hdgPick("", "-crm", "2", "-prod", "inc") + ".my.salesforce.com"
}

func hdgSandboxHost(co, sbx string) string { return co + "--" + sbx + ".sandbox.my.salesforce.com" }
func hdgSandbox() string {
	return hdgPick("uat", "qa", "dev", "partial", "fullcopy", "stage", "hotfix", "sit")
}

func hdgSFUser(co string) string {
	u := hdgPick("integration", "svc.dataloader", "api.user", "etl-sync", "mulesoft.int", "hubspot.sync",
		"boomi", "sf-admin", "informatica")
	return u + "@" + co + hdgPick(".com", ".io", ".de", ".co.uk") + hdgPick("", "", ".uat", ".qa", ".dev")
}

func hdgEmail(co string) string {
	return hdgLower(hdgName()) + hdgPick(".", "_", "") + hdgPick("k", "m", "r", "s", "t") + "@" + co + ".com"
}

func hdgOrgID() string { return "00D" + hdgRnd(hdgAlnum, 2) + "00000" + hdgRnd(upper+hdgDigits, 5) }
func hdgRecID(prefix string) string {
	id := prefix + hdgRnd(hdgAlnum, 2) + "0000" + hdgRnd(hdgAlnum, 6)
	if hdgP(50) {
		id += hdgRnd(upper+"012345", 3)
	}
	return id
}

func hdgSFToken() string     { return hdgRnd(hdgAlnum, hdgIn(24, 25)) }
func hdgSFRefresh() string   { return "5Aep861" + hdgRnd(hdgAlnum+"._", hdgIn(76, 84)) }
func hdgConsumerKey() string { return "3MVG9" + hdgRnd(hdgAlnum+"._", hdgIn(78, 82)) }
func hdgSFAccess(org string) string {
	return org + "!" + hdgPick("AQ", "AR", "AQE") + hdgRnd(hdgAlnum+"._", hdgIn(92, 108))
}

func hdgConsumerSecret() string {
	if hdgP(70) {
		return hdgRnd(hdgHexU, 64)
	}
	return hdgRnd("123456789", 1) + hdgRnd(hdgDigits, 18)
}

var hdgWords = []string{"Lisboa", "Trailhead", "Ohana", "Pipeline", "Quokka", "Marmalade", "Tundra",
	"Kilimanjaro", "Sunflower", "Vortex", "Bluebird", "Cascade", "Lighthouse", "Saffron", "Granite",
	"Nebula", "Pomelo", "Harbor", "Juniper", "Falcon", "Astro", "Codey", "Bergamot", "Zanzibar"}
var hdgLowWords = []string{"correct", "horse", "battery", "otter", "maple", "copper", "lantern", "river",
	"quiet", "velvet", "mango", "orbit", "pepper", "glacier", "tulip", "cobalt", "walnut", "fjord"}

// hdgPassword is a password a person would invent or a generator would emit.
func hdgPassword() string {
	switch rng.IntN(5) {
	case 0:
		return hdgWords[rng.IntN(len(hdgWords))] + hdgPick("#", "!", "@", "$", "_", "") + hdgNum(2019, 2026)
	case 1:
		return hdgLowWords[rng.IntN(len(hdgLowWords))] + "-" + hdgLowWords[rng.IntN(len(hdgLowWords))] +
			"-" + hdgNum(1, 99)
	case 2:
		return hdgRnd(upper, 1) + hdgRnd(lower+hdgDigits, hdgIn(6, 9)) + hdgRnd("!%*#?", 1) + hdgRnd(hdgDigits, 2)
	case 3:
		return hdgRnd(hdgAlnum, hdgIn(5, 8)) + hdgRnd("!#%^*-_+=", 1) + hdgRnd(hdgAlnum, hdgIn(6, 10)) +
			hdgRnd("!#%*", 1)
	}
	return hdgPick("Sommer", "Winter", "Herbst", "Verano", "Primavera", "Lato") + hdgNum(20, 26) +
		hdgPick("!", "?", "#", "..") + hdgRnd(lower, 2)
}

// hdgURLPass is a password safe inside a URL or connection string.
func hdgURLPass() string {
	if hdgP(40) {
		return hdgWords[rng.IntN(len(hdgWords))] + hdgPick("_", "-", ".") + hdgNum(100, 9999)
	}
	return hdgRnd(hdgAlnum, hdgIn(12, 22))
}

func hdgUUID() string {
	return hdgRnd(hdgHexL, 8) + "-" + hdgRnd(hdgHexL, 4) + "-4" + hdgRnd(hdgHexL, 3) + "-" +
		hdgPick("8", "9", "a", "b") + hdgRnd(hdgHexL, 3) + "-" + hdgRnd(hdgHexL, 12)
}

func hdgHSPat() string {
	return "pat-" + hdgPick("na1", "na1", "eu1", "na2", "ap1") + "-" + hdgUUID()
}

func hdgAWSID() string     { return hdgPick("AKIA", "AKIA", "ASIA") + hdgRnd(upper+"234567", 16) }
func hdgAWSSecret() string { return hdgRnd(hdgAlnum+"+/", 40) }

func hdgSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdgRnd(upper+hdgDigits, hdgIn(8, 10)) + "/B" +
		hdgRnd(upper+hdgDigits, hdgIn(8, 10)) + "/" + hdgRnd(hdgAlnum, 24)
}

func hdgTeamsHook(co string) string {
	return "https://" + co + ".webhook.office.com/webhookb2/" + hdgUUID() + "@" + hdgUUID() +
		"/IncomingWebhook/" + hdgRnd(hdgHexL, 32) + "/" + hdgUUID()
}

func hdgZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdgNum(1000000, 19999999) + "/" + hdgRnd(lower+hdgDigits, hdgIn(6, 7)) + "/"
}

func hdgZohoToken() string { return "1000." + hdgRnd(hdgHexL, 32) + "." + hdgRnd(hdgHexL, 32) }
func hdgZohoClientID() string {
	return "1000." + hdgRnd(upper+hdgDigits, 30)
}

func hdgAzureSecret() string {
	return hdgRnd(hdgAlnum, 3) + hdgRnd(hdgDigits, 1) + "Q~" + hdgRnd(hdgAlnum+"_.-~", 34)
}

func hdgMailchimp() string { return hdgRnd(hdgHexL, 32) + "-us" + hdgNum(1, 21) }
func hdgStripe() string    { return hdgPick("sk_live_51", "rk_live_51") + hdgRnd(hdgAlnum, hdgIn(90, 97)) }
func hdgGHP() string       { return hdgPick("ghp_", "github_pat_11") + hdgRnd(hdgAlnum, 36) }

func hdgIntercom() string {
	return base64.StdEncoding.EncodeToString([]byte("tok:" + hdgUUID() + ":1:0"))
}

func hdgLicense() string {
	parts := make([]string, hdgIn(4, 5))
	for i := range parts {
		parts[i] = hdgRnd(upper+"23456789", hdgPick5())
	}
	return strings.Join(parts, "-")
}

func hdgPick5() int { return []int{4, 5, 5}[rng.IntN(3)] }

func hdgTOTP() string {
	if hdgP(50) {
		return hdgRnd(hdgB32, 32)
	}
	g := make([]string, 8)
	for i := range g {
		g[i] = hdgRnd("abcdefghijklmnopqrstuvwxyz234567", 4)
	}
	return strings.Join(g, " ")
}

// hdgPEM returns a private key block.
func hdgPEM() string {
	kind := hdgPick("PRIVATE KEY", "RSA PRIVATE KEY")
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	first := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
	if kind == "RSA PRIVATE KEY" {
		first = "MIIEpAIBAAKCAQEA"
	}
	b.WriteString(first + hdgRnd(hdgAlnum+"+/", 64-len(first)) + "\n")
	for i := 0; i < hdgIn(5, 9); i++ {
		b.WriteString(hdgRnd(hdgAlnum+"+/", 64) + "\n")
	}
	b.WriteString(hdgRnd(hdgAlnum+"+/", hdgIn(20, 60)) + "==\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}

// hdgCert returns a public certificate block (not secret).
func hdgCert() string {
	var b strings.Builder
	b.WriteString("-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + hdgRnd(hdgAlnum+"+/", 44) + "\n")
	for i := 0; i < hdgIn(4, 7); i++ {
		b.WriteString(hdgRnd(hdgAlnum+"+/", 64) + "\n")
	}
	b.WriteString(hdgRnd(hdgAlnum+"+/", hdgIn(20, 60)) + "=\n-----END CERTIFICATE-----")
	return b.String()
}

func hdgDiscordToken() string {
	id := hdgPick("1", "4", "7", "8", "9") + hdgRnd(hdgDigits, hdgIn(16, 18))
	first := strings.TrimRight(base64.RawURLEncoding.EncodeToString([]byte(id)), "=")
	return first + "." + hdgRnd(hdgB64u, 6) + "." + hdgRnd(hdgB64u, hdgIn(27, 38))
}

func hdgDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdgIn(2023, 2026), hdgIn(1, 12), hdgIn(1, 28))
}

func hdgTime() string { return fmt.Sprintf("%02d:%02d", hdgIn(7, 19), hdgIn(0, 59)) }
func hdgIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", hdgIn(20, 213), hdgIn(0, 255), hdgIn(0, 255), hdgIn(1, 254))
}

func hdgTicket() string {
	return hdgPick("CRM", "SFDC", "OPS", "REVOPS", "HS", "INT") + "-" + hdgNum(100, 9999)
}

func hdgTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hdgMaybeTok returns a security token (and it as the secret list) or, when the IP is trusted
// and no token is needed, alt and no secret.
func hdgMaybeTok(alt string) (string, []string) {
	if hdgP(50) {
		t := hdgSFToken()
		return t, []string{t}
	}
	return alt, nil
}
