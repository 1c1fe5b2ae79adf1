package main

// Part heldout-df: a blind held-out corpus part themed on libraries and academic publishing
// (journal submission systems, EZproxy and library logins, discovery and catalogue APIs,
// repository admins), plus new variants of four shapes (Discord bot tokens, "login is user / pw"
// prose, keys split across two lines, service accounts' private_key_id in prose). It was written
// without reading the scrubber's rules, its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hdfGen is one template with the number of samples it contributes.
type hdfGen struct {
	n int
	f func() Sample
}

func heldoutDF() []Sample {
	var gens []hdfGen
	gens = append(gens, hdfLibGens()...)
	gens = append(gens, hdfSubGens()...)
	gens = append(gens, hdfDiscGens()...)
	gens = append(gens, hdfRepoGens()...)
	gens = append(gens, hdfShapeGens()...)
	gens = append(gens, hdfMiscGens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for hdfAmbiguous(s) {
				s = g.f()
			}
			hdfCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hdfAmbiguous reports a short secret that also occurs elsewhere in its text (a code that
// happens to equal part of a date or phone number); such a sample is drawn again.
func hdfAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) > 1 {
			return true
		}
	}
	return false
}

// hdfCheck panics when a label does not fit its text.
func hdfCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-df: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-df: secret %q not in text (%s)\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-df: keep %q not in text (%s)\n%s", k, s.Category, s.Text))
		}
		for _, ks := range hdfSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hdfSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-df: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hdfSpans(text, sub string) [][2]int {
	var r [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return r
		}
		r = append(r, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// hdfS builds a sample with secrets; hdfT a trap.
func hdfS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdfT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

const (
	hdfUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hdfLo    = "abcdefghijklmnopqrstuvwxyz"
	hdfDig   = "0123456789"
	hdfHexL  = "0123456789abcdef"
	hdfHexU  = "0123456789ABCDEF"
	hdfAlnum = hdfUp + hdfLo + hdfDig
	hdfB64U  = hdfAlnum + "-_"
	hdfB64S  = hdfAlnum + "+/"
	hdfB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hdfLoDig = hdfLo + hdfDig
)

func hdfR(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

// hdfN returns an int in [lo, hi].
func hdfN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdfP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hdfHex(n int) string { return hdfR(hdfHexL, n) }

func hdfD(n int) string { return hdfR(hdfDig, n) }

func hdfUUID() string {
	return hdfHex(8) + "-" + hdfHex(4) + "-4" + hdfHex(3) + "-" + hdfP("8", "9", "a", "b") + hdfHex(3) + "-" + hdfHex(12)
}

var hdfWordsCap = []string{"Bodleian", "Alexandria", "Marginalia", "Incunabula", "Folio", "Vellum",
	"Codex", "Lisboa", "Leiden", "Uppsala", "Gutenberg", "Dewey", "Colophon", "Palimpsest", "Quarto",
	"Octavo", "Errata", "Sunflower", "Kestrel", "Harbour", "Tortoise", "Pelican", "Granite", "Coimbra",
	"Bologna", "Salamanca", "Heron", "Juniper", "Minerva", "Athena", "Tintenfass", "Biblioteca"}

var hdfWordsLo = []string{"correct", "horse", "battery", "staple", "paper", "lamp", "river", "quiet",
	"shelf", "index", "amber", "otter", "cobalt", "thistle", "cedar", "harbor", "violet", "atlas",
	"spine", "gloss", "reader", "stack", "inkwell", "binder", "marble", "copper", "meadow", "lantern"}

// hdfPw is a password a person would choose or a generator would print. It avoids quotes,
// backslashes, spaces, '&', '<', '|', ',' and ':' so it fits every layout used here.
func hdfPw() string {
	sym := hdfP("!", "#", "$", "%", "*", "-", "_", "=", "+", "?", ".", "@", "^", "~")
	switch rng.IntN(6) {
	case 0:
		return hdfP(hdfWordsCap...) + sym + fmt.Sprint(hdfN(1980, 2026))
	case 1:
		return hdfP(hdfWordsLo...) + hdfP("-", ".", "_") + hdfP(hdfWordsLo...) + hdfP("-", ".", "_") + hdfD(hdfN(1, 3))
	case 2:
		return hdfR(hdfAlnum+"!#$%*-_=+?@^~", hdfN(12, 22))
	case 3:
		w := hdfP(hdfWordsCap...)
		w = strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w[:1]) + strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1").Replace(w[1:])
		return w + hdfD(hdfN(2, 4)) + sym
	case 4:
		return hdfP(hdfWordsCap...) + hdfP(hdfWordsCap...) + hdfD(hdfN(1, 4))
	default:
		return hdfR(hdfAlnum, hdfN(10, 16))
	}
}

// hdfPwU is a password safe inside a URL's userinfo or a query string.
func hdfPwU() string {
	switch rng.IntN(3) {
	case 0:
		return hdfP(hdfWordsCap...) + hdfP("-", "_", ".", "~") + fmt.Sprint(hdfN(10, 2026))
	case 1:
		return hdfR(hdfAlnum, hdfN(12, 24))
	default:
		return hdfP(hdfWordsLo...) + "-" + hdfP(hdfWordsLo...) + "-" + hdfD(hdfN(2, 4))
	}
}

func hdfB64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// hdfJWT returns a signed-looking JWT with the given claims.
func hdfJWT(claims string) string {
	h := hdfP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"HS512"}`, `{"typ":"JWT","alg":"RS256"}`)
	sigLen := 43
	if strings.Contains(h, "512") {
		sigLen = 86
	} else if strings.Contains(h, "RS") {
		sigLen = 342
	}
	return hdfB64u(h) + "." + hdfB64u(claims) + "." + hdfR(hdfB64U, sigLen)
}

var hdfFirst = []string{"Anna", "Jonas", "Priya", "Mateo", "Sofie", "Kwame", "Irina", "Tomás", "Hannah",
	"Yuki", "Lars", "Fatima", "Chloé", "Oluwaseun", "Marta", "Dieter", "Aisha", "Pieter", "Grace", "Rahul",
	"Ines", "Bjorn", "Nadia", "Sean", "Lucía", "Wei", "Elif", "Joost", "Maren", "Thabo"}

var hdfLast = []string{"Müller", "Okafor", "Lindqvist", "Fernandes", "Novak", "Haddad", "Kowalski",
	"van Dijk", "Tanaka", "O'Brien", "Rossi", "Nguyen", "Schmidt", "Mensah", "Silva", "Petrov", "Eriksen",
	"Dubois", "Kaplan", "Moreau", "Janssen", "Costa", "Brennan", "Yilmaz", "Horvat", "Sato"}

// hdfWho returns a first name, a last name and a login derived from them.
func hdfWho() (string, string, string) {
	f, l := hdfP(hdfFirst...), hdfP(hdfLast...)
	lf := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ü", "u", "ö", "o", "'", "", " ", "").Replace(strings.ToLower(f))
	ll := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ü", "u", "ö", "o", "'", "", " ", "").Replace(strings.ToLower(l))
	var u string
	switch rng.IntN(4) {
	case 0:
		u = lf[:1] + ll
	case 1:
		u = lf + "." + ll
	case 2:
		u = ll + lf[:1] + hdfD(2)
	default:
		u = lf + ll[:1]
	}
	return f, l, u
}

type hdfInst struct{ name, dom, code string }

var hdfInsts = []hdfInst{
	{"University of Eastmoor", "eastmoor.ac.uk", "EASTM"},
	{"Riverside State University", "rsu.edu", "RSU"},
	{"Universität Hohenfeld", "uni-hohenfeld.de", "UHF"},
	{"Universidad de Valdoria", "uvaldoria.es", "UVAL"},
	{"Northgate College", "northgate.edu", "NGC"},
	{"Université de Belrive", "univ-belrive.fr", "UBEL"},
	{"Hogeschool Westland", "hswestland.nl", "HSW"},
	{"Lakeshore Public Library", "lakeshorelibrary.org", "LKPL"},
	{"Universidade do Planalto", "uplanalto.pt", "UPL"},
	{"Kestrel Institute of Technology", "kit-research.org", "KIT"},
	{"Carrow City Libraries", "carrowlibraries.org.uk", "CCL"},
	{"Uppvik University Library", "ub.uppvik.se", "UPV"},
}

func hdfOrg() hdfInst { return hdfInsts[rng.IntN(len(hdfInsts))] }

var hdfJournals = []string{"Journal of Historical Cartography", "Annals of Soil Microbiology",
	"Nordic Review of Library Science", "Revista de Estudios Ibéricos", "Quarterly Journal of Applied Linguistics",
	"Marine Ecology Letters", "Zeitschrift für Buchwissenschaft", "Open Philology", "Journal of Urban Hydrology",
	"Cahiers d'Histoire Moderne", "Computational Musicology", "Journal of Medieval Manuscripts"}

func hdfJournal() (string, string) {
	j := hdfP(hdfJournals...)
	var ab strings.Builder
	for _, w := range strings.Fields(j) {
		if len(w) > 3 {
			ab.WriteString(strings.ToLower(w[:1]))
		}
	}
	return j, ab.String()
}

func hdfDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdfN(2022, 2026), hdfN(1, 12), hdfN(1, 28))
}

func hdfClock() string { return fmt.Sprintf("%02d:%02d", hdfN(7, 19), hdfN(0, 59)) }

// hdfClocks returns n increasing times of day, for chat transcripts and logs.
func hdfClocks(n int) []string {
	m := hdfN(7*60, 17*60)
	var r []string
	for i := 0; i < n; i++ {
		r = append(r, fmt.Sprintf("%02d:%02d", m/60, m%60))
		m += hdfN(0, 9)
	}
	return r
}

func hdfStamp() string {
	return fmt.Sprintf("%sT%s:%02dZ", hdfDate(), hdfClock(), hdfN(0, 59))
}

func hdfIP() string {
	return fmt.Sprintf("%s.%d.%d.%d", hdfP("10", "172", "192", "141", "130", "193"), hdfN(0, 254), hdfN(0, 254), hdfN(1, 254))
}

// hdfPEM returns a private key block and its body lines.
func hdfPEM() (string, string) {
	kind := hdfP("PRIVATE KEY", "RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY")
	n := hdfN(5, 12)
	if kind == "EC PRIVATE KEY" {
		n = 3
	}
	var lines []string
	for i := 0; i < n; i++ {
		lines = append(lines, hdfR(hdfB64S, 64))
	}
	head := map[string]string{"PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
		"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA", "EC PRIVATE KEY": "MHcCAQEEI"}[kind]
	lines[0] = head + lines[0][len(head):]
	lines = append(lines, hdfR(hdfB64S, hdfN(8, 60))+hdfP("", "=", "=="))
	body := strings.Join(lines, "\n")
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

// hdfBarcode is a library card or item barcode (an identifier, not a secret).
func hdfBarcode() string { return hdfP("2", "3") + hdfD(13) }

func hdfGreet(name string) string {
	return hdfP("Hi "+name+",", "Hello "+name+",", "Hej "+name+",", "Hallo "+name+",", "Dear "+name+",", name+" -", "Hola "+name+",")
}

func hdfSign(f, l string) string {
	return hdfP("Thanks,\n", "Best,\n", "Cheers,\n", "Regards,\n", "Danke & Gruß\n", "-- \n", "Saludos,\n") + f + " " + l
}

// hdfWrap puts a short text into a random chat or mail frame, so fixed wordings vary.
func hdfWrap(t string) string {
	f := hdfP(hdfFirst...)
	switch rng.IntN(5) {
	case 0:
		return "[" + hdfClock() + "] " + f + ": " + t
	case 1:
		return f + ": " + t
	case 2:
		return t + "\n-- " + f
	case 3:
		return hdfP("Re: ", "Fwd: ", "AW: ") + hdfP("access question", "systems update", "reminder", "new staff", "repo admin") + "\n\n" + t + "\n\n" + f
	default:
		return t + " " + hdfP("👍", "🙏", "!!", "("+hdfDate()+")", "thx", "cheers")
	}
}

// hdfCfgWrap prefixes a config snippet with a line saying where it came from.
func hdfCfgWrap(t string) string {
	switch rng.IntN(3) {
	case 0:
		return hdfP("# ", "; ", "// ") + hdfP("from ", "copied from ", "staging: ", "prod: ", "as deployed on ") + hdfRepoHost() + "\n" + t
	case 1:
		return hdfP("Here's the snippet:\n", "current version ("+hdfDate()+"):\n", "Is this OK to commit?\n\n") + t
	default:
		return t + hdfP("\n", "\n# reviewed "+hdfDate()+"\n", "\n("+hdfP(hdfFirst...)+")\n")
	}
}
