package main

// heldout_bh*.go: a blind held-out part. Its people write mostly in Arabic, Hebrew, Persian,
// Turkish, Greek, Swahili and Amharic (software houses, banks, telecoms, universities, small
// shops and families across the Middle East, Turkey, Greece and East Africa). Written without
// reading the scrubber's rules or any other held-out part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hbhGen struct {
	n int
	f func() Sample
}

func heldoutBH() []Sample {
	var out []Sample
	groups := [][]hbhGen{
		hbhFourGens(),
		hbhProseGens(),
		hbhConfigGens(),
		hbhCodeGens(),
		hbhTrapGens(),
		hbhTrapGens2(),
	}
	for _, g := range groups {
		for _, x := range g {
			for i := 0; i < x.n; i++ {
				out = append(out, x.f())
			}
		}
	}
	return out
}

// ---- small helpers ----

func hbhRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbhPick[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

// hbhIn returns a number in [a, b].
func hbhIn(a, b int) int { return a + rng.IntN(b-a+1) }

func hbhCoin() bool { return rng.IntN(2) == 0 }

// hbhNum returns n digits without a leading zero.
func hbhNum(n int) string { return hbhRnd("123456789", 1) + hbhRnd(digits, n-1) }

func hbhSwapDigits(s string, zero rune) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(zero + (r - '0'))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// hbhAr writes ASCII digits as Eastern Arabic digits, hbhFa as Persian ones.
func hbhAr(s string) string { return hbhSwapDigits(s, '٠') }
func hbhFa(s string) string { return hbhSwapDigits(s, '۰') }

func hbhS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbhK(cat, format, text string, keep []string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbhT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbhTK(cat, format, text string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}, Keep: keep}
}

// ---- people, places, machines ----

var hbhUsers = []string{"admin", "root", "telecomadmin", "superadmin", "support", "muhasebe",
	"ops", "it.destek", "mudur", "ali.yilmaz", "m.cohen", "dawit.t", "wanjiku", "reza.k",
	"nikos", "fatma", "yossi", "a.alharbi", "kasir1", "depo", "operator", "backup", "deploy",
	"sa", "postgres", "webmaster", "huduma", "ayse.demir", "eleni.p", "hamid"}

var hbhHosts = []string{"erp.internal", "db01.bank.local", "10.20.0.14", "192.168.1.1",
	"pos.dukkan.lan", "mail.uni-athens.gr.local", "crm.telco.co.ke", "172.16.5.20",
	"nas.ev.lan", "gitlab.yazilim.com.tr", "vpn.office.ae", "10.0.8.3", "srv-ankara-02",
	"api.duka.co.tz", "moodle.univ.edu.jo", "192.168.0.254"}

var hbhDevices = []string{"router", "modem", "Huawei HG8245H", "ZTE F660", "MikroTik", "TP-Link",
	"Hikvision NVR", "Dahua DVR", "Fortigate", "the POS terminal", "the switch in the server room",
	"UniFi controller", "the Synology", "Zyxel VMG", "the printer", "Ubiquiti AP"}

// ---- secret values ----

var hbhPwWords = []string{"Galatasaray", "Fenerbahce", "Besiktas", "Istanbul", "Ankara",
	"Karadeniz", "Yildiz", "Habibi", "Falcon", "Sahara", "Yerushalayim", "Shalom", "Tehran",
	"Shiraz", "Golnar", "Kalimera", "Olympos", "Thalassa", "Simba", "Kilimanjaro", "Jambo",
	"Selam", "Lalibela", "Bunna", "Nairobi", "Mombasa", "Petra", "Zaytoun", "Yasmin", "Anemos",
	"Kartal", "Aslan", "Tembo", "Hakuna", "Baklava", "Kunafa", "Mashallah", "Yalla", "Efes",
	"Sabah", "Nur", "Derya", "Elif", "Noor", "Omid", "Parisa", "Dimitra", "Haifa", "Eilat",
	"Zanzibar", "Axum", "Gondar", "Amani", "Baraka"}

func hbhHumanPw() string {
	w := hbhPick(hbhPwWords)
	sym := hbhRnd("!@#$%*.&?+_", 1)
	switch rng.IntN(6) {
	case 0:
		return w + hbhPick([]string{"1905", "1907", "1903", "34", "06", "2024", "2016", "123", "1453", "1967", "2013"}) + sym
	case 1:
		return w + sym + hbhNum(hbhIn(2, 4))
	case 2:
		return strings.ToLower(w) + hbhNum(hbhIn(3, 5)) + sym
	case 3:
		return sym + w + hbhNum(2) + hbhPick(hbhPwWords)
	case 4:
		return w + "_" + hbhPick(hbhPwWords) + hbhNum(2)
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "." + hbhNum(4) + sym
	}
}

const hbhPwSet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^*-_+=?"

// hbhRandPw is a generated password: it always has a digit and a symbol.
func hbhRandPw() string {
	return hbhRnd(alnum, hbhIn(3, 6)) + hbhRnd("!@#$%^*-_+=?", 1) + hbhRnd(hbhPwSet, hbhIn(5, 12)) + hbhRnd(digits, 1) + hbhRnd(alnum, 2)
}

func hbhPw() string {
	if hbhCoin() {
		return hbhHumanPw()
	}
	return hbhRandPw()
}

// hbhURLPw is a password safe to put in a URL's userinfo as is.
func hbhURLPw() string {
	return hbhRnd(alnum, hbhIn(4, 8)) + hbhRnd("-_.~", 1) + hbhRnd(alnum+"-_", hbhIn(6, 14)) + hbhRnd(digits, 1)
}

func hbhDiscord() string {
	id := hbhNum(hbhIn(17, 19))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hbhRnd(b64url, 6) + "." + hbhRnd(b64url, hbhIn(27, 38))
}

func hbhAWSKey() string { return hbhPick([]string{"AKIA", "AKIA", "ASIA"}) + hbhRnd(b32, 16) }
func hbhAWSSecret() string {
	return hbhRnd(alnum, 12) + hbhRnd("+/", 1) + hbhRnd(alnum+"+/", 27)
}
func hbhGCPKey() string   { return "AIza" + hbhRnd(b64url, 35) }
func hbhHex(n int) string { return hbhRnd(hexs, n) }
func hbhAzureKey() string {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}
func hbhAzureClientSecret() string {
	return hbhRnd(alnum, 3) + hbhRnd(digits, 1) + "Q~" + hbhRnd(alnum+"_.~-", 34)
}
func hbhGitHub() string {
	switch rng.IntN(4) {
	case 0:
		return "github_pat_11" + hbhRnd(upper+digits, 20) + "_" + hbhRnd(alnum, 59)
	case 1:
		return "gho_" + hbhRnd(alnum, 36)
	default:
		return "ghp_" + hbhRnd(alnum, 36)
	}
}
func hbhGitLab() string    { return "glpat-" + hbhRnd(alnum+"-_", 20) }
func hbhBitbucket() string { return "ATBB" + hbhRnd(alnum, 32) + hbhRnd(upper+digits, 8) }
func hbhSlackBot() string {
	return hbhPick([]string{"xoxb-", "xoxp-"}) + hbhNum(11) + "-" + hbhNum(13) + "-" + hbhRnd(alnum, 24)
}
func hbhSlackHook() string {
	return "https://hooks.slack.com/services/T" + hbhRnd(upper+digits, 10) + "/B" + hbhRnd(upper+digits, 10) + "/" + hbhRnd(alnum, 24)
}
func hbhTelegram() string {
	return hbhNum(hbhIn(9, 10)) + ":AA" + hbhRnd(b64url, 33)
}
func hbhDiscordHook() (url, secretPart string) {
	secretPart = hbhRnd(b64url, 68)
	return "https://discord.com/api/webhooks/" + hbhNum(19) + "/" + secretPart, secretPart
}
func hbhStripe() string {
	return hbhPick([]string{"sk_live_", "rk_live_", "sk_live_51"}) + hbhRnd(alnum, hbhIn(24, 90))
}
func hbhJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d,"role":"%s"}`,
		hbhNum(7), hbhPick([]string{"Ahmet", "Noa", "Dariush", "Eleni", "Juma", "Tigist", "Salma"}),
		1710000000+rng.IntN(9000000), 1720000000+rng.IntN(9000000), hbhPick([]string{"admin", "teller", "agent", "student"}))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + hbhRnd(b64url, 43)
}
func hbhB32(n int) string { return hbhRnd(b32, n) }
func hbhOpenAI() string {
	return "sk-proj-" + hbhRnd(b64url, 48) + "T3BlbkFJ" + hbhRnd(b64url, 48)
}
func hbhAnthropic() string { return "sk-ant-api03-" + hbhRnd(b64url, 93) + "AA" }

// hbhPEM returns a PEM block and its base64 body (the secret part).
func hbhPEM(kind string) (block, body string) {
	raw := make([]byte, hbhIn(300, 700))
	for i := range raw {
		raw[i] = byte(rng.IntN(256))
	}
	if kind == "OPENSSH PRIVATE KEY" {
		raw = append([]byte("openssh-key-v1\x00\x00\x00\x00\x04none"), raw...)
	} else {
		// a DER SEQUENCE header, so the body opens with "MII" as real ones do
		raw = append([]byte{0x30, 0x82, byte(len(raw) >> 8), byte(len(raw))}, raw...)
	}
	enc := base64.StdEncoding.EncodeToString(raw)
	var lines []string
	w := 64
	if kind == "OPENSSH PRIVATE KEY" {
		w = 70
	}
	for len(enc) > w {
		lines = append(lines, enc[:w])
		enc = enc[w:]
	}
	lines = append(lines, enc)
	body = strings.Join(lines, "\n")
	block = "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	return block, body
}

func hbhBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

// hbhVendorKey returns a SaaS key, its vendor and an env name.
func hbhVendorKey() (key, vendor, env string) {
	switch rng.IntN(14) {
	case 0:
		return "SG." + hbhRnd(b64url, 22) + "." + hbhRnd(b64url, 43), "SendGrid", "SENDGRID_API_KEY"
	case 1:
		return "key-" + hbhHex(32), "Mailgun", "MAILGUN_API_KEY"
	case 2:
		return "SK" + hbhHex(32), "Twilio", "TWILIO_API_KEY_SECRET"
	case 3:
		return hbhOpenAI(), "OpenAI", "OPENAI_API_KEY"
	case 4:
		return hbhAnthropic(), "Anthropic", "ANTHROPIC_API_KEY"
	case 5:
		return "npm_" + hbhRnd(alnum, 36), "npm", "NPM_TOKEN"
	case 6:
		return "hf_" + hbhRnd(upper+lower, 34), "Hugging Face", "HF_TOKEN"
	case 7:
		return "shpat_" + hbhHex(32), "Shopify", "SHOPIFY_ACCESS_TOKEN"
	case 8:
		return "dop_v1_" + hbhHex(64), "DigitalOcean", "DIGITALOCEAN_TOKEN"
	case 9:
		return "FLWSECK-" + hbhHex(32) + "-X", "Flutterwave", "FLW_SECRET_KEY"
	case 10:
		return "sk_live_" + hbhHex(40), "Paystack", "PAYSTACK_SECRET_KEY"
	case 11:
		return "lin_api_" + hbhRnd(alnum, 40), "Linear", "LINEAR_API_KEY"
	case 12:
		return "pypi-AgEIcHlwaS5vcmc" + hbhRnd(b64url, 60), "PyPI", "PYPI_TOKEN"
	default:
		return "xkeysib-" + hbhHex(64) + "-" + hbhRnd(alnum, 16), "Brevo", "BREVO_API_KEY"
	}
}

// hbhRecovery returns n recovery codes of one style.
func hbhRecovery(n int) []string {
	style := rng.IntN(3)
	out := make([]string, n)
	for i := range out {
		switch style {
		case 0:
			out[i] = hbhHex(5) + "-" + hbhHex(5)
		case 1:
			out[i] = hbhRnd("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + hbhRnd("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + hbhRnd("abcdefghjkmnpqrstuvwxyz23456789", 4)
		default:
			out[i] = hbhRnd(upper+digits, 8)
		}
	}
	return out
}
