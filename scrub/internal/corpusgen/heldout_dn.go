// heldout-dn is a blind held-out corpus part on email marketing and newsletter senders: ESP API
// keys, SMTP relays, list and automation tools, DKIM and domain setup, and agencies sharing
// client logins, plus new variants of four shared shapes (Discord bot tokens, "login is user /
// pw" prose, keys split across two lines, private_key_id in prose). It was written without
// reading the scrubber's rules, its tests or any other corpus part.

package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutDN() []Sample {
	var out []Sample
	add := func(list []func() Sample, n int) {
		for i := 0; i < n; i++ {
			out = append(out, list[i%len(list)]())
		}
	}
	var sec, trap []func() Sample
	sec = append(sec, hdnESPTemplates...)
	sec = append(sec, hdnIntegTemplates...)
	sec = append(sec, hdnSMTPTemplates...)
	sec = append(sec, hdnAgencyTemplates...)
	sec = append(sec, hdnDNSTemplates...)
	trap = append(trap, hdnTrapTemplates...)
	trap = append(trap, hdnDecoyTemplates...)
	add(sec, 410)
	add(hdnShapeSecretTemplates, 36)
	add(trap, 262)
	add(hdnShapeTrapTemplates, 26)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hdnCheck(s)
	}
	return out
}

func hdnCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dn: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-dn: keep in a trap: " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dn: secret %q not in text (%s):\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dn: keep %q not in text (%s):\n%s", k, s.Category, s.Text))
		}
		for _, ks := range hdnSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hdnSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-dn: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hdnSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// hdnS builds a sample with secrets; hdnT builds a trap.
func hdnS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdnT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdnL(xs ...string) []string { return xs }

func hdnP(xs ...string) string { return pick(xs) }

func hdnN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdnCoin() bool { return rng.IntN(2) == 0 }

var hdnFirstNames = []string{"Priya", "Tom", "Lena", "Marco", "Aisha", "Jonas", "Chloé", "Diego",
	"Hannah", "Kwame", "Sofia", "Ravi", "Mia", "Lukas", "Nadia", "Oliver", "Yuki", "Fatima", "Sam",
	"Ines", "Bram", "Zoe", "Mateo", "Elif", "Grace", "Tariq", "Maud", "Pedro", "Ana", "Niamh"}

var hdnBrands = []string{"Brightleaf Coffee", "Northwind Outfitters", "Kettle & Crumb",
	"Lumen Yoga", "Harbor Bikes", "Fernwood Books", "Saltmarsh Studio", "Pinecrest Dental",
	"Oakridge Realty", "Copperline Tea", "Bluebird Bakery", "Tidewater Surf", "Maple & Moss",
	"Atlas Running Club", "Quill Stationery", "Verdant Plant Co", "Solstice Skincare",
	"Ironclad Fitness", "Little Fox Toys", "Garnet Wines", "Polar Pet Supply", "Hollow Creek Farm"}

var hdnAgencies = []string{"Inkwell Digital", "Pigeon Post", "Brightwave Media", "Sendwise",
	"Open Rate Co", "Click & Co", "Letterbox Lab", "Mailroom Collective", "Subject Line Studio"}

var hdnWords = []string{"Lisboa", "harbor", "Maple", "orbit", "Falcon", "copper", "Tulip",
	"granite", "Velvet", "nimbus", "Pepper", "lantern", "Sunset", "cobalt", "Mango", "thistle",
	"Juniper", "kestrel", "Quartz", "saffron", "Nordic", "pebble", "Otter", "walnut", "Cactus"}

func hdnName() string { return pick(hdnFirstNames) }

func hdnSlug(s string) string {
	s = strings.ToLower(s)
	s = strings.ReplaceAll(s, " & ", "-and-")
	s = strings.ReplaceAll(s, " ", "-")
	return s
}

// hdnClient returns a client brand and its domain.
func hdnClient() (string, string) {
	b := pick(hdnBrands)
	slug := hdnSlug(b)
	if hdnCoin() {
		slug = strings.ReplaceAll(slug, "-", "")
	}
	return b, slug + hdnP(".com", ".com", ".co", ".io", ".de", ".co.uk", ".shop", ".nl")
}

func hdnSendDomain(domain string) string {
	return hdnP("mg.", "mail.", "news.", "em.", "send.", "e.", "mkt.") + domain
}

func hdnMail(domain string) string {
	if hdnCoin() {
		return hdnP("marketing", "newsletter", "hello", "news", "ops", "crm", "team") + "@" + domain
	}
	return strings.ToLower(strings.ReplaceAll(hdnName(), "é", "e")) + "@" + domain
}

func hdnDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdnN(2023, 2025), hdnN(1, 12), hdnN(1, 28))
}

func hdnClock() string { return fmt.Sprintf("%02d:%02d", hdnN(7, 19), hdnN(0, 59)) }

func hdnTicket() string {
	return hdnP("MKT", "OPS", "CRM", "EMAIL", "SUP", "AGY") + "-" + fmt.Sprint(hdnN(100, 4999))
}

// Secret value generators, in their vendors' formats.

func hdnSG() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hdnMailgunKey() string {
	if rng.IntN(3) == 0 {
		return "key-" + rnd(hexs, 32)
	}
	return rnd(hexs, 32) + "-" + rnd(hexs, 8) + "-" + rnd(hexs, 8)
}

func hdnMailchimpKey() string { return rnd(hexs, 32) + "-us" + fmt.Sprint(hdnN(1, 21)) }

func hdnMandrill() string { return "md-" + rnd(b64url, 22) }

func hdnUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" +
		hdnP("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hdnBrevo() string { return "xkeysib-" + rnd(hexs, 64) + "-" + rnd(alnum, 16) }

func hdnBrevoSMTP() string { return "xsmtpsib-" + rnd(hexs, 64) + "-" + rnd(alnum, 16) }

func hdnResend() string { return "re_" + rnd(alnum, 8) + "_" + rnd(alnum, 24) }

func hdnKlaviyo() string { return "pk_" + rnd(hexs, 34) }

func hdnAKIA() string { return "AKIA" + rnd(upper+"234567", 16) }

func hdnAWSSecret() string {
	n := hdnN(3, 12)
	return rnd(alnum, n) + hdnP("/", "+") + rnd(alnum+"+/", 39-n)
}

func hdnSESSMTP() string { return "B" + rnd(alnum+"+/", 43) }

func hdnHubspot() string { return "pat-" + hdnP("na1", "eu1", "na2") + "-" + hdnUUID() }

func hdnGhostAdmin() string { return rnd(hexs, 24) + ":" + rnd(hexs, 64) }

func hdnJWT() string {
	hdr := hdnP("eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9")
	return hdr + ".eyJ" + rnd(b64url, hdnN(90, 180)) + "." + rnd(b64url, hdnN(43, 86))
}

func hdnAppPw() string {
	return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
}

func hdnTOTP() string {
	if hdnCoin() {
		return rnd(b32, 32)
	}
	var g []string
	for i := 0; i < 8; i++ {
		g = append(g, strings.ToLower(rnd(b32, 4)))
	}
	return strings.Join(g, " ")
}

func hdnCodes(n int) []string {
	var out []string
	style := rng.IntN(3)
	for i := 0; i < n; i++ {
		switch style {
		case 0:
			out = append(out, rnd(digits, 4)+"-"+rnd(digits, 4))
		case 1:
			out = append(out, strings.ToLower(rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5)))
		default:
			out = append(out, rnd(upper+digits, 10))
		}
	}
	return out
}

func hdnSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdnN(8, 10)) + "/B" +
		rnd(upper+digits, hdnN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdnDiscordHook() string {
	return "https://discord.com/api/webhooks/1" + rnd(digits, 18) + "/" + rnd(b64url, 68)
}

func hdnZapierHook() string {
	return fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hdnN(1000000, 19999999), rnd(lower+digits, hdnN(6, 7)))
}

func hdnTeamsHook(org string) string {
	return "https://" + org + ".webhook.office.com/webhookb2/" + hdnUUID() + "@" + hdnUUID() +
		"/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdnUUID()
}

func hdnMakeHook() string {
	return "https://hook." + hdnP("eu1", "eu2", "us1") + ".make.com/" + rnd(lower+digits, 32)
}

func hdnCFToken() string { return rnd(b64url, 40) }

func hdnB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hdnPEM() string {
	kind := hdnP("RSA PRIVATE KEY", "PRIVATE KEY")
	head := "MIICXAIBAAKBgQ"
	lines := 13
	if kind == "PRIVATE KEY" {
		head = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
		lines = 25
	} else if hdnCoin() {
		head = "MIIEowIBAAKCAQEA"
		lines = 25
	}
	body := head + rnd(alnum+"+/", 64*lines-len(head)-hdnN(8, 40))
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	for len(body) > 64 {
		b.WriteString(body[:64] + "\n")
		body = body[64:]
	}
	b.WriteString(body + hdnP("", "=", "==") + "\n-----END " + kind + "-----")
	return b.String()
}

// hdnDKIMPub is the public p= value of a DKIM record.
func hdnDKIMPub() string {
	if hdnCoin() {
		return "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ" + rnd(alnum+"+/", 178) + "IDAQAB"
	}
	return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(alnum+"+/", 348) + "IDAQAB"
}

func hdnDiscordBot() string {
	id := fmt.Sprint(hdnN(1, 9)) + rnd(digits, hdnN(17, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, hdnP2(27, 38))
}

func hdnP2(a, b int) int {
	if hdnCoin() {
		return a
	}
	return b
}

func hdnCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hdnPw is a password a person would invent or a generator would make.
func hdnPw() string {
	w := pick(hdnWords)
	switch rng.IntN(8) {
	case 0:
		return hdnCap(w) + hdnP("#", "!", "@", "$", "&", "*") + fmt.Sprint(hdnN(2017, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hdnWords)) + "-" + fmt.Sprint(hdnN(1, 99))
	case 2:
		return rnd(alnum, 1) + rnd(alnum+"!#%*+?@^", hdnN(12, 18)) + rnd(alnum, 1)
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5")
		return hdnCap(r.Replace(strings.ToLower(w))) + "!" + rnd(digits, 2)
	case 4:
		return hdnCap(w) + "." + hdnCap(strings.ToLower(pick(hdnWords))) + "." + hdnCap(strings.ToLower(pick(hdnWords))) + rnd(digits, 1)
	case 5:
		return hdnP("News", "Mail", "Promo", "Drip", "Blast") + hdnCap(strings.ToLower(w)) + rnd(digits, hdnN(2, 4)) + hdnP("!", "%", "#")
	case 6:
		return rnd(alnum, hdnN(8, 12)) + hdnP("!", "%", "&", "+") + rnd(alnum, hdnN(4, 6))
	}
	return strings.ToLower(w) + rnd(digits, 3) + hdnCap(strings.ToLower(pick(hdnWords))) + hdnP("!", "#", "*")
}

// hdnPwURL is a password that can sit in a URL without escaping.
func hdnPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum, hdnN(16, 28))
	case 1:
		return hdnCap(strings.ToLower(pick(hdnWords))) + "-" + rnd(alnum, hdnN(6, 10)) + "_" + rnd(digits, 2)
	}
	return rnd(alnum+"-_.", hdnN(14, 22)) + rnd(alnum, 2)
}

func hdnPIN(n int) string { return fmt.Sprint(hdnN(1, 9)) + rnd(digits, n-1) }
