package main

// heldout-de is a blind held-out corpus part about mobile network operators and SIM
// management: eSIM profiles, PIN and PUK codes, operator portals, field engineers' SIM cards
// and IoT SIM platforms. It was written without reading the scrubber's rules, its tests or
// any other corpus part.

import (
	"fmt"
	"strings"
)

type hdeGen struct {
	fn func() Sample
	n  int
}

// heldoutDE builds the part: every generator runs n times, each sample is checked.
func heldoutDE() []Sample {
	var gens []hdeGen
	gens = append(gens, hdeSimGens()...)
	gens = append(gens, hdeKeyGens()...)
	gens = append(gens, hdePortalGens()...)
	gens = append(gens, hdeFieldGens()...)
	gens = append(gens, hdeOpsGens()...)
	gens = append(gens, hdeShapeGens()...)
	gens = append(gens, hdeTrapGens()...)
	gens = append(gens, hdeTrapGens2()...)
	seen := map[string]bool{}
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			var s Sample
			var err error
			for try := 0; ; try++ {
				s = g.fn()
				err = hdeCheck(s)
				if err == nil && seen[s.Text] {
					err = fmt.Errorf("duplicate text")
				}
				if err == nil || try > 60 {
					break
				}
			}
			if err != nil {
				panic(fmt.Sprintf("heldout-de %s/%s: %v\n%s", s.Category, s.Format, err, s.Text))
			}
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hdeIsAlnum(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// hdeCheck reports a secret or keep that is missing, a keep that overlaps a secret, or a
// secret glued to a longer word (so that a short code does not hide inside another number).
func hdeCheck(s Sample) error {
	if s.Secrets == nil {
		return fmt.Errorf("nil secrets")
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			return fmt.Errorf("secret %q not in text", sec)
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], sec)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(sec)
			if a > 0 && hdeIsAlnum(sec[0]) && hdeIsAlnum(s.Text[a-1]) {
				return fmt.Errorf("secret %q glued before", sec)
			}
			if b < len(s.Text) && hdeIsAlnum(sec[len(sec)-1]) && hdeIsAlnum(s.Text[b]) {
				return fmt.Errorf("secret %q glued after", sec)
			}
			spans = append(spans, span{a, b})
			off = a + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			return fmt.Errorf("keep %q not in text", k)
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					return fmt.Errorf("keep %q overlaps a secret", k)
				}
			}
			off = a + 1
		}
	}
	return nil
}

// hdeS makes a sample with secrets; hdeT makes a trap.
func hdeS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: hdeFormat(text, format), Text: text, Secrets: secrets, Keep: keep}
}

func hdeT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: hdeFormat(text, format), Text: text, Secrets: []string{}}
}

// hdeFormat corrects a generator's format from the text's first line where it is obvious,
// since several generators pick a wording and a format independently.
func hdeFormat(text, given string) string {
	first, _, _ := strings.Cut(text, "\n")
	switch {
	case strings.HasPrefix(first, "Subject:"):
		return "mail"
	case hdeHasAnyPrefix(first, "$ ", "curl ", "git clone", "mosquitto_sub", "sudo ", "root@", "(venv)", "lab@", "minicom", "picocom", "soracom ", "AT+"):
		return "shell"
	case hdeHasAnyPrefix(first, "Hi ", "Hi,", "Hallo ", "Hello ", "Dear ", "Please "):
		if strings.Contains(text, ",\n\n") {
			return "mail"
		}
	case strings.HasPrefix(first, "config interface"):
		return "config"
	case strings.HasPrefix(first, "[") && strings.HasSuffix(first, "]") && !strings.Contains(first, " "):
		return "ini"
	case strings.HasSuffix(first, ":") && !strings.Contains(first, " ") && strings.Contains(text, "\n  "):
		return "yaml"
	}
	if len(first) > 20 && first[:2] == "20" && first[4] == '-' && first[10] == 'T' {
		return "log"
	}
	if eq := strings.Index(first, "="); eq > 0 && strings.Trim(first[:eq], hdeUp+"_") == "" {
		return "env"
	}
	if strings.HasPrefix(first, "client = ") || strings.HasPrefix(first, "import ") {
		return "python"
	}
	if name, _, ok := strings.Cut(first, ": "); ok && len(name) < 12 && !strings.Contains(name, " ") && name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) != name {
		for _, n := range hdeNames {
			if strings.HasPrefix(n, name+" ") {
				return "chat"
			}
		}
	}
	prose := strings.Count(first, " ") >= 3 && !strings.Contains(first, "=") &&
		!hdeHasAnyPrefix(first, "#", "|", "$", "-", "[", "<", "{", "//", "curl", "commit", "POST ", "*")
	switch given {
	case "mail":
		return "note"
	case "env", "ini", "yaml", "python", "config", "markdown", "shell", "json", "diff":
		if prose {
			return "note"
		}
	}
	return given
}

func hdeHasAnyPrefix(s string, ps ...string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

const (
	hdeDig   = "0123456789"
	hdeHexLc = "0123456789abcdef"
	hdeHexUc = "0123456789ABCDEF"
	hdeLow   = "abcdefghijklmnopqrstuvwxyz"
	hdeUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hdeAlnum = hdeLow + hdeUp + hdeDig
	hdeB64u  = hdeAlnum + "-_"
	hdeB64   = hdeAlnum + "+/"
	hdeB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func hdeN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdeRnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

func hdePick[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hdeCoin() bool { return rng.IntN(2) == 0 }

// hdeCode is a numeric code of n digits that is not a trivial run like 1111 or 1234.
func hdeCode(n int) string {
	for {
		c := hdeRnd(hdeDig, n)
		if strings.Count(c, c[:1]) < n-1 && !strings.Contains("01234567890", c) && !strings.Contains("98765432109", c) {
			return c
		}
	}
}

func hdePIN() string { return hdeCode(hdeN(4, 8)) }
func hdePUK() string { return hdeCode(8) }

var hdeWords = []string{"Funkmast", "Antenne", "Lisboa", "Sommer", "Nordsee", "kestrel", "orbit",
	"Trafo", "Brenner", "Mailand", "harbour", "falcon", "Zugspitze", "Tornado", "margarita",
	"Kastanie", "pelican", "Dachbox", "sunrise", "Bergamo", "Rheinblick", "copper", "Seehund",
	"Paprika", "Wolke", "granite", "Kobalt", "tulipan", "Marmelade", "Leuchtturm", "Hafen", "ocelot"}

// hdePass is a password of the kinds people invent or generators print; no quotes, spaces,
// '@', ':', '/', '#' or '%', so it fits URLs and configs.
func hdePass() string {
	switch rng.IntN(6) {
	case 0:
		return hdePick(hdeWords...) + hdePick("!", "?", "$", "*", "&", "+", ".") + fmt.Sprint(hdeN(1990, 2026))
	case 1:
		return strings.ToLower(hdePick(hdeWords...)) + "-" + strings.ToLower(hdePick(hdeWords...)) + "-" + fmt.Sprint(hdeN(2, 99))
	case 2:
		return hdeRnd(hdeAlnum, hdeN(12, 22))
	case 3:
		return hdeRnd(hdeAlnum+"!$*+-_.", hdeN(14, 24)) + hdeRnd(hdeDig, 1)
	case 4:
		return hdePick(hdeWords...) + hdeRnd(hdeDig, hdeN(2, 4)) + hdePick("!", "$", "_", "*")
	default:
		return hdeRnd(hdeUp, 1) + hdeRnd(hdeLow, hdeN(4, 7)) + hdePick(".", "_", "!", "-") + hdeRnd(hdeDig, hdeN(3, 5)) + hdeRnd(hdeUp+hdeLow, hdeN(2, 4))
	}
}

var hdeNames = []string{"Jana Köhler", "Mehmet Yıldız", "Lucía Ortega", "Tomasz Nowak", "Amara Okafor",
	"Pieter de Vries", "Sofia Rossi", "Lars Eriksen", "Inês Barros", "Kofi Mensah", "Priya Nair",
	"Jonas Weber", "Anke Brandt", "Rafael Duarte", "Elif Demir", "Marek Kowalski", "Chloé Martin",
	"Svenja Hoffmann", "Tariq Haddad", "Nora Lindqvist", "Diego Salas", "Hanna Vogel"}

func hdeName() string  { return hdePick(hdeNames...) }
func hdeFirst() string { return strings.Fields(hdeName())[0] }

func hdeUser() string { return hdeUserOf(hdeName()) }

func hdeUserOf(name string) string {
	n := strings.Fields(name)
	f := strings.ToLower(n[0])
	l := strings.ToLower(n[len(n)-1])
	r := strings.NewReplacer("ö", "o", "ı", "i", "í", "i", "ê", "e", "é", "e", "ü", "u")
	f, l = r.Replace(f), r.Replace(l)
	return hdePick(f+"."+l, f[:1]+l, l+"_"+f[:1], "fe-"+f, f+fmt.Sprint(hdeN(1, 99)), "noc."+l)
}

var hdeOps = []string{"NordTel", "Funkwerk Mobil", "Orbis Connect", "Altavia Móvil", "Vireo Telecom",
	"Kestrel Mobile", "TelAlpin", "Brightwave", "Mobilis Rhein", "Baltica GSM"}

func hdeOp() string { return hdePick(hdeOps...) }

func hdeDomain() string {
	return hdePick("nordtel.de", "funkwerk-mobil.de", "orbis-connect.com", "altavia.es", "vireo-telecom.eu",
		"kestrelmobile.co.uk", "telalpin.at", "brightwave.io", "mobilis-rhein.de", "baltica-gsm.pl")
}

func hdeHost() string {
	return hdePick("portal", "selfcare", "iot", "b2b", "smdp", "prov", "hss-prov-0"+fmt.Sprint(hdeN(1, 4)),
		"oss", "noc", "sim-admin", "api") + "." + hdeDomain()
}

func hdeSMDP() string {
	return hdePick("smdp.", "rsp.", "sm-dp-plus.", "consumer.rsp.", "smdpplus.") + hdeDomain()
}

func hdeICCID() string {
	return "89" + hdePick("49", "43", "34", "44", "48", "31", "351", "33") + hdeRnd(hdeDig, hdeN(14, 15))
}

func hdeIMSI() string {
	return hdePick("26201", "26202", "26203", "23201", "21407", "23430", "26006", "20404", "00101") + hdeRnd(hdeDig, 10)
}

func hdeIMEI() string { return hdePick("35", "86", "01", "49") + hdeRnd(hdeDig, 13) }
func hdeEID() string  { return "89049032" + hdeRnd(hdeDig, 24) }
func hdeUUID() string {
	return hdeRnd(hdeHexLc, 8) + "-" + hdeRnd(hdeHexLc, 4) + "-4" + hdeRnd(hdeHexLc, 3) + "-" + hdePick("8", "9", "a", "b") + hdeRnd(hdeHexLc, 3) + "-" + hdeRnd(hdeHexLc, 12)
}
func hdeTicket() string {
	return hdePick("INC", "CHG", "SIM-", "NOC-", "TT#", "REQ") + hdeRnd(hdeDig, hdeN(5, 7))
}

func hdeMSISDN() string {
	switch rng.IntN(4) {
	case 0:
		return "+49 15" + hdeRnd(hdeDig, 1) + " " + hdeRnd(hdeDig, 7)
	case 1:
		return "+34 6" + hdeRnd(hdeDig, 2) + " " + hdeRnd(hdeDig, 3) + " " + hdeRnd(hdeDig, 3)
	case 2:
		return "01" + hdePick("51", "60", "71", "76") + "-" + hdeRnd(hdeDig, 7)
	default:
		return "+44 7" + hdeRnd(hdeDig, 3) + " " + hdeRnd(hdeDig, 6)
	}
}

func hdeDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hdeN(1, 12), hdeN(1, 28))
}

func hdeTime() string {
	return fmt.Sprintf("%02d:%02d", hdeN(6, 22), hdeN(0, 59))
}

func hdeStamp() string {
	return hdeDate() + "T" + hdeTime() + fmt.Sprintf(":%02d.%03dZ", hdeN(0, 59), hdeN(0, 999))
}

func hdeSite() string {
	return hdePick("FRA", "MUC", "HAM", "BER", "KOE", "STR", "DUS", "LEJ", "MAD", "BCN", "VIE", "GDN") + hdePick("-", "_", "") + hdeRnd(hdeDig, hdeN(3, 5))
}

func hdeJWT() string {
	h := hdePick("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9", "eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ")
	return h + ".eyJ" + hdeRnd(hdeB64u, hdeN(60, 140)) + "." + hdeRnd(hdeB64u, hdeN(43, 86))
}

func hdeAWSID() string { return hdePick("AKIA", "ASIA") + hdeRnd(hdeUp+"234567", 16) }
func hdeAWSSecret() string {
	return hdeRnd(hdeAlnum+"+/", 40)
}

// hdePEM is a private key block with random body lines.
func hdePEM() string {
	i := rng.IntN(3)
	kind := []string{"RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"}[i]
	lines := hdeN(4, 8)
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	head := []string{"MIIEpAIBAAKCAQEA", "MHcCAQEEI", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[i]
	if i == 1 {
		lines = 1
	}
	b.WriteString(head + hdeRnd(hdeB64, 64-len(head)) + "\n")
	for i := 0; i < lines; i++ {
		b.WriteString(hdeRnd(hdeB64, 64) + "\n")
	}
	b.WriteString(hdeRnd(hdeB64, hdeN(8, 60)) + "=\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String()
}
