// Part heldout-co: a blind held-out corpus part themed on penetration testers' and red
// teams' reports and notes (credentials found during engagements, tool output, findings
// tables, remediation notes), plus variants of four shared shapes (Discord bot tokens,
// "the login is user / pw" prose, keys split across two lines, private_key_id in prose).
// It was written without reading the scrubber's rules, its tests or any other corpus part.
// Password hashes are left out on purpose.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hcoGen func() Sample

// heldoutCO builds the part: each template list is walked round-robin so every template
// is used, then the samples are shuffled with the shared rng and checked.
func heldoutCO() []Sample {
	var out []Sample
	add := func(ts []hcoGen, n int) {
		for i := 0; i < n; i++ {
			out = append(out, ts[i%len(ts)]())
		}
	}
	add(hcoToolSecrets(), 128)
	add(hcoLootSecrets(), 130)
	add(hcoReportSecrets(), 134)
	add(hcoShapeSecrets(), 44)
	add(hcoShapeTraps(), 18)
	add(hcoTrapsA(), 140)
	add(hcoTrapsB(), 130)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hcoCheck(s)
	}
	return out
}

func hcoCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-co: nil secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-co: secret %q not in text (%s)", sec, s.Category))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(sec)})
			i += j + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-co: keep %q not in text (%s)", k, s.Category))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-co: keep %q overlaps a secret (%s)", k, s.Category))
				}
			}
			i += j + 1
		}
	}
}

func hcoS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcoTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcoPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hcoN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

const hcoB64 = alnum + "+/"

var (
	hcoFirst   = []string{"james", "maria", "tom", "anna", "li", "priya", "omar", "sofia", "lukas", "emma", "noah", "chloe", "raj", "ines", "david", "kate", "marco", "yuki", "olga", "ben"}
	hcoLast    = []string{"smith", "garcia", "nguyen", "kowalski", "patel", "muller", "rossi", "okafor", "jensen", "brown", "silva", "tanaka", "novak", "hughes", "fischer", "khan", "moreau", "walsh"}
	hcoSvc     = []string{"svc_backup", "svc_sql", "svc-web", "svc_print", "svc_veeam", "sa_scan", "svc_adsync", "svc.jenkins", "svc_sccm", "svc_iis", "svc_monitor", "svc-ldap", "svc_ftp"}
	hcoDomains = []string{"CORP", "ACMEINT", "NWIND", "CONTOSO", "HQ", "FABRIKAM", "GLOBEX", "INITECH", "UMBRELLA", "STARK"}
	hcoClients = []string{"Northwind Traders", "Globex Ltd", "Initech", "Contoso Health", "Fabrikam Bank", "Umbrella Logistics", "Stark Retail", "Vandelay Imports", "Wayne Freight", "Soylent Foods"}
	hcoHosts   = []string{"DC01", "DC02", "FS01", "SQL01", "WEB02", "EXCH01", "APP03", "JUMP01", "BKP01", "PRN01", "WSUS01", "CA01", "FILE02", "HV01"}
	hcoTesters = []string{"dan", "mira", "kev", "sam", "jo", "ash", "rita", "felix", "nina", "pete"}
)

func hcoUser() string {
	f, l := pick(hcoFirst), pick(hcoLast)
	switch rng.IntN(4) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return l + f[:1]
	}
	return pick(hcoSvc)
}

func hcoDom() string { return pick(hcoDomains) }

func hcoFQDN(d string) string {
	return strings.ToLower(d) + hcoPick(".local", ".internal", ".corp", ".lan", ".ad")
}

func hcoIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(60), rng.IntN(255), 2+rng.IntN(250))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", 16+rng.IntN(15), rng.IntN(255), 2+rng.IntN(250))
	}
	return fmt.Sprintf("192.168.%d.%d", rng.IntN(255), 2+rng.IntN(250))
}

func hcoHost() string { return pick(hcoHosts) }

func hcoDate() string {
	return fmt.Sprintf("202%d-%02d-%02d", 3+rng.IntN(3), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hcoTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

// hcoPw is a password a person chose: seasons, places, passphrases, leet, keyboard walks,
// or a generated one.
func hcoPw() string {
	y := hcoPick("2019", "2020", "2021", "2022", "2023", "2024", "2025", "21", "23", "24")
	sym := hcoPick("!", "#", "@", "$", "!!", "*", "?", ".", "%")
	words := []string{"Dragon", "Falcon", "Sunshine", "Liverpool", "Marina", "Holiday", "Lisboa", "Berlin", "Madrid", "Kiwi", "Maple", "Harbor", "Orion", "Phoenix", "Rocket", "Coffee", "Pickles", "Buster", "Shadow", "Bluebird", "Granada", "Tulip", "Viking", "Zebra", "Mustang"}
	bits := []string{"horse", "battery", "staple", "river", "stone", "cloud", "lemon", "candle", "tiger", "pepper", "window", "garden", "copper", "rabbit", "violet", "piano", "lantern", "walnut"}
	switch rng.IntN(9) {
	case 0:
		return hcoPick("Summer", "Winter", "Spring", "Autumn", "Fall") + y + sym
	case 1:
		return pick(words) + sym + y
	case 2:
		return pick(words) + rnd(digits, hcoN(2, 4)) + sym
	case 3:
		sep := hcoPick("-", ".", "_", "")
		return pick(bits) + sep + pick(bits) + sep + rnd(digits, hcoN(1, 2))
	case 4:
		return hcoPick("P@ssw0rd", "W3lc0me", "Adm1n", "Passw0rd", "Ch@ngeMe", "L3tme1n") + rnd(digits, hcoN(1, 4)) + hcoPick("", sym)
	case 5:
		return rnd(alnum+"!#%&*@", hcoN(10, 18))
	case 6:
		return hcoPick("Qwerty", "1qaz2wsx", "Zxcvbn", "Asdf", "Qazwsx") + rnd(digits, hcoN(1, 3)) + hcoPick("!", "#", "!QAZ", "")
	case 7:
		return pick(words) + pick(words) + rnd(digits, 2)
	}
	return rnd(upper, 1) + rnd(lower, hcoN(4, 7)) + hcoPick("_", "#", "+") + rnd(digits, hcoN(3, 6))
}

// hcoDefPw is a vendor-default-looking password that still worked.
func hcoDefPw() string {
	switch rng.IntN(4) {
	case 0:
		return hcoPick("Tomcat", "Jenkins", "Grafana", "Zabbix", "Rabbit", "Kibana") + hcoPick("!", "@", "") + rnd(digits, hcoN(2, 4))
	case 1:
		return hcoPick("calvin", "s3cret", "changeit", "manager", "ubnt", "raspberry") + rnd(digits, hcoN(1, 3))
	case 2:
		return "Admin" + hcoPick("@", "#", "") + rnd(digits, hcoN(3, 4))
	}
	return rnd(lower+digits, hcoN(6, 9))
}

func hcoAWSID() string    { return hcoPick("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcoAWSKey() string   { return rnd(alnum+"+/", 40) }
func hcoGHP() string      { return hcoPick("ghp_", "gho_", "ghs_") + rnd(alnum, 36) }
func hcoGHPat() string    { return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59) }
func hcoGlpat() string    { return "glpat-" + rnd(b64url, 20) }
func hcoNpm() string      { return "npm_" + rnd(alnum, 36) }
func hcoSG() string       { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcoStripe() string   { return hcoPick("sk_live_", "rk_live_") + rnd(alnum, hcoN(24, 99)) }
func hcoHex(n int) string { return rnd(hexs, n) }
func hcoHexU(n int) string {
	return strings.ToUpper(rnd(hexs, n))
}
func hcoSlackTok() string {
	return hcoPick("xoxb-", "xoxp-") + rnd(digits, hcoN(10, 13)) + "-" + rnd(digits, hcoN(10, 13)) + "-" + rnd(alnum, 24)
}
func hcoSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcoN(8, 10)) + "/B" + rnd(upper+digits, hcoN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcoTeamsHook() string {
	return "https://" + strings.ToLower(pick(hcoClients)[:4]) + ".webhook.office.com/webhookb2/" + hcoUUID() + "@" + hcoUUID() + "/IncomingWebhook/" + hcoHex(32) + "/" + hcoUUID()
}
func hcoUUID() string {
	return hcoHex(8) + "-" + hcoHex(4) + "-4" + hcoHex(3) + "-" + hcoPick("8", "9", "a", "b") + hcoHex(3) + "-" + hcoHex(12)
}
func hcoAzKey() string  { return rnd(hcoB64, 86) + "==" }
func hcoOpenAI() string { return "sk-proj-" + rnd(b64url, hcoN(48, 64)) + "T3BlbkFJ" + rnd(b64url, 20) }
func hcoDiscordBot() string {
	return hcoPick("M", "N", "O") + rnd(b64url[:52]+digits, hcoN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hcoN(27, 38))
}

func hcoB64Enc(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hcoJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hcoPick("HS256", "RS256", "HS512") + `","typ":"JWT"}`))
	body := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`, hcoUser(), 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(9000000), hcoPick("admin", "user", "service", "support"))
	return hdr + "." + base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + rnd(b64url, 43)
}

// hcoKeyBody is the body of an OpenSSH or RSA private key, lines joined by \n.
func hcoKeyBody() (begin, body, end string) {
	var lines []string
	if rng.IntN(2) == 0 {
		lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+rnd(hcoB64, 70-len("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")))
		for i := 0; i < 3; i++ {
			lines = append(lines, rnd(hcoB64, 70))
		}
		lines = append(lines, rnd(hcoB64, hcoN(8, 40))+"=")
		return "-----BEGIN OPENSSH PRIVATE KEY-----", strings.Join(lines, "\n"), "-----END OPENSSH PRIVATE KEY-----"
	}
	lines = append(lines, "MIIE"+hcoPick("pA", "ow", "og")+"IBAAKCAQEA"+rnd(hcoB64, 48))
	for i := 0; i < hcoN(5, 9); i++ {
		lines = append(lines, rnd(hcoB64, 64))
	}
	lines = append(lines, rnd(hcoB64, hcoN(20, 60))+"==")
	return "-----BEGIN RSA PRIVATE KEY-----", strings.Join(lines, "\n"), "-----END RSA PRIVATE KEY-----"
}

func hcoCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// hcoClk is a clock for one sample, so times in a log or chat go forward.
type hcoClk struct {
	day string
	sec int
}

func hcoNewClk() *hcoClk { return &hcoClk{hcoDate(), 7*3600 + rng.IntN(10*3600)} }

func (c *hcoClk) hcoNext() string {
	c.sec += 1 + rng.IntN(300)
	return fmt.Sprintf("%02d:%02d:%02d", (c.sec/3600)%24, (c.sec/60)%60, c.sec%60)
}

func (c *hcoClk) hcoHM() string { return c.hcoNext()[:5] }
