package main

// heldout_ak*.go: a held-out part written blind (the scrubber's rules were never read and the
// scrubber never run while writing it). Its character leans towards telecom, VoIP and
// contact-centre people: PBX configs, SIP trunks, phone provisioning files, SMS gateways, CRM
// and helpdesk keys, agents' shift notes in several languages, and the phone numbers, call ids
// and CDR fields that must not be mistaken for secrets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hakGen struct {
	n int
	f func() Sample
}

func heldoutAK() []Sample {
	gens := []hakGen{
		// the four required shapes
		{30, hakDiscordToken},
		{32, hakLoginPair},
		{28, hakSplitKey},
		{28, hakKeyID},
		// telecom configs and provisioning
		{28, hakSipConf},
		{14, hakProvisioning},
		{11, hakVoicemailPin},
		{14, hakSmsVendor},
		{14, hakCrmKey},
		{5, hakWhatsApp},
		// everything else a person pastes
		{12, hakCloudKey},
		{10, hakGitToken},
		{8, hakChatToken},
		{6, hakPaymentKey},
		{8, hakDbURL},
		{5, hakJWT},
		{7, hakPEM},
		{8, hakBasicAuth},
		{12, hakShellCmd},
		{8, hakEnvFile},
		{5, hakK8sSecret},
		{6, hakTotp},
		{5, hakRecovery},
		{8, hakWifiDoor},
		{8, hakCodeSecret},
		{26, hakForeignPassword},
		{14, hakPasswordProse},
		// traps
		{36, hakTrapPhone},
		{28, hakTrapSip},
		{22, hakTrapProvFile},
		{22, hakTrapCDR},
		{28, hakTrapIDs},
		{24, hakTrapPlaceholder},
		{24, hakTrapPasswordTalk},
		{20, hakTrapMenuPath},
		{24, hakTrapPublic},
		{22, hakTrapCode},
		{28, hakTrapForeign},
		{20, hakTrapLogs},
		{22, hakTrapTables},
		{22, hakTrapMisc},
	}
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			// a short secret that also occurs elsewhere in the text (a PIN inside a phone
			// number) would make the sample unfair: draw again.
			for try := 0; try < 30 && (hakAmbiguous(s) || seen[s.Text]); try++ {
				s = g.f()
			}
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	return out
}

func hakAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if strings.Count(s.Text, sec) > 1 {
			return true
		}
	}
	return false
}

// ---- sample builders ----

func hakS(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ak: secret %q not in text %q", s, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hakKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ak: keep %q not in text %q", k, s.Text))
		}
	}
	s.Keep = keep
	return s
}

func hakT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// ---- random helpers ----

func hakR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hakP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hakN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hakDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + hakR(digits, n-1)
}

const hakB64 = upper + lower + digits + "+/"

// ---- values ----

var hakWords = []string{"sunflower", "mango", "tigre", "falcon", "dragon", "bahay", "lobster",
	"ocean", "kamote", "saudade", "pizza", "rocket", "winter", "mariposa", "gatito", "chai",
	"monsoon", "bukas", "pelota", "yellow", "copper", "orchid", "bulaklak", "sertao", "jaguar",
	"tomato", "galaxy", "cobalt", "pingpong", "azucar", "rosa", "ilaw", "kaju", "panda"}

// hakHumanPw is a password a person chose: words, digits, a symbol.
func hakHumanPw() string {
	w := hakP(hakWords...)
	w2 := hakP(hakWords...)
	cap := strings.ToUpper(w[:1]) + w[1:]
	d := fmt.Sprint(hakN(1, 2029))
	sym := hakP("!", "@", "#", "$", "*", "_", "-", ".", "&", "%")
	switch rng.IntN(7) {
	case 0:
		return cap + sym + d
	case 1:
		return w + d + sym
	case 2:
		return cap + strings.ToUpper(w2[:1]) + w2[1:] + d
	case 3:
		return strings.ReplaceAll(strings.ReplaceAll(cap, "a", "@"), "o", "0") + d
	case 4:
		return d + w + sym + w2
	case 5:
		return cap + "_" + w2 + sym + fmt.Sprint(hakN(10, 99))
	default:
		return strings.ToUpper(w) + sym + fmt.Sprint(hakN(100, 999))
	}
}

// hakRandPw is a generated password.
func hakRandPw() string {
	n := hakN(12, 24)
	for {
		p := hakR(alnum+"!@#%^*-_=+", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hakPw() string {
	if rng.IntN(2) == 0 {
		return hakHumanPw()
	}
	return hakRandPw()
}

// hakSipSecret is the kind of secret a PBX generates for an extension.
func hakSipSecret() string {
	switch rng.IntN(3) {
	case 0:
		return hakR(hexs, 32)
	case 1:
		return hakR(alnum, 16)
	default:
		return hakHumanPw()
	}
}

func hakPin(n int) string { return hakR(digits, n) }

func hakDiscordTok() string {
	first := hakP("1", "4", "5", "6", "7", "8", "9")
	id := first + hakR(digits, hakN(16, 18))
	enc := base64.RawStdEncoding.EncodeToString([]byte(id))
	return enc + "." + hakR(b64url, 6) + "." + hakR(b64url, hakN(27, 38))
}

func hakAWSID() string     { return hakP("AKIA", "ASIA") + hakR(upper+"234567", 16) }
func hakAWSSecret() string { return hakR(alnum+"+/", 40) }
func hakGCPKey() string    { return "AIza" + hakR(b64url, 35) }
func hakHex(n int) string  { return hakR(hexs, n) }
func hakUUID() string {
	return hakHex(8) + "-" + hakHex(4) + "-4" + hakHex(3) + "-" + hakP("8", "9", "a", "b") + hakHex(3) + "-" + hakHex(12)
}
func hakTwilioToken() string { return hakHex(32) }
func hakTwilioSID() string   { return "AC" + hakHex(32) }
func hakSlackBot() string {
	return "xoxb-" + hakDigits(12) + "-" + hakDigits(13) + "-" + hakR(alnum, 24)
}
func hakTelegram() string {
	return hakDigits(hakN(9, 10)) + ":AA" + hakR(b64url, 33)
}
func hakDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hakDigits(19) + "/" + hakR(b64url, 68)
}
func hakStripe() string { return hakP("sk_live_", "rk_live_") + hakR(alnum, hakN(24, 99)) }
func hakGitHub() string {
	switch rng.IntN(3) {
	case 0:
		return "ghp_" + hakR(alnum, 36)
	case 1:
		return "github_pat_11" + hakR(upper+digits, 20) + "_" + hakR(alnum, 59)
	default:
		return "glpat-" + hakR(b64url, 20)
	}
}
func hakSendgrid() string { return "SG." + hakR(b64url, 22) + "." + hakR(b64url, 43) }
func hakHubspot() string  { return "pat-" + hakP("na1", "eu1") + "-" + hakUUID() }
func hakMetaToken() string {
	return "EAA" + hakR(alnum, hakN(150, 200))
}
func hakB32(n int) string { return hakR(b32, n) }

func hakJWTValue() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","name":"agent %d","iat":%d,"exp":%d}`, hakDigits(7), hakN(1, 400), 1700000000+rng.IntN(9000000), 1710000000+rng.IntN(9000000))
	p := base64.RawURLEncoding.EncodeToString([]byte(body))
	return h + "." + p + "." + hakR(b64url, 43)
}

func hakBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

func hakB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// ---- people, places, numbers ----

func hakUser() string {
	return hakP("admin", "root", "pbxadmin", "supervisor", "ops", "tech", "asterisk", "freepbx",
		"agente01", "jmendoza", "rsilva", "priya.k", "dela.cruz", "callcenter", "noc", "voip",
		"sysadmin", "mcastro", "installer", "support")
}

func hakName() string {
	return hakP("Ana", "Carlos", "Priya", "Joana", "Rahul", "Maricel", "Diego", "Lucas", "Beatriz",
		"Arjun", "Jun", "Camila", "Tomás", "Rosa", "Neha", "Paolo", "Sam", "Marta", "Kenji", "Olu")
}

func hakHost() string {
	return hakP("pbx01.acme-contact.net", "sip.trunkly.io", "10.20.0.15", "voip.example.org",
		"freepbx.local", "192.168.10.2", "3cx.helpline.com.br", "sbc-east.callnet.in",
		"asterisk-prod-2", "pbx.kalye.ph", "172.16.4.40", "gw1.telco-mx.com")
}

func hakPhone() string {
	switch rng.IntN(7) {
	case 0:
		return fmt.Sprintf("+1 (%d) 555-%04d", hakN(201, 989), rng.IntN(10000))
	case 1:
		return fmt.Sprintf("+55 11 9%04d-%04d", rng.IntN(10000), rng.IntN(10000))
	case 2:
		return fmt.Sprintf("+91 %05d %05d", hakN(70000, 99999), rng.IntN(100000))
	case 3:
		return fmt.Sprintf("+63 917 %03d %04d", rng.IntN(1000), rng.IntN(10000))
	case 4:
		return fmt.Sprintf("+52 55 %04d %04d", rng.IntN(10000), rng.IntN(10000))
	case 5:
		return fmt.Sprintf("+44 20 7946 %04d", rng.IntN(10000))
	default:
		return fmt.Sprintf("1-800-%03d-%04d", hakN(200, 999), rng.IntN(10000))
	}
}

func hakExt() string { return fmt.Sprint(hakN(100, 8999)) }

func hakMAC() string { return hakHex(12) }

func hakDate() string {
	return fmt.Sprintf("2024-%02d-%02d", hakN(1, 12), hakN(1, 28))
}

func hakTime() string { return fmt.Sprintf("%02d:%02d:%02d", hakN(0, 23), rng.IntN(60), rng.IntN(60)) }

func hakTicket() string {
	return hakP("INC", "TKT-", "ZD#", "FD-", "CS", "SR-", "CHG") + fmt.Sprint(hakN(1000, 999999))
}

// hakURLPw is a password that can sit in a URL's userinfo without escaping.
func hakURLPw() string {
	return strings.NewReplacer("@", "!", "#", "*", "%", "-", "&", "_", "/", ".", "+", "~", "=", "_", "^", "!").Replace(hakPw())
}
