package main

// heldout-cq: a blind held-out part about African startups and fintech teams (M-Pesa Daraja,
// Paystack, Flutterwave, Chipper, MTN MoMo, Africa's Talking, USSD gateways, agents' PINs,
// WhatsApp support chats) in English, Swahili, French and Nigerian Pidgin, plus variants of
// four shapes (Discord bot tokens, "login is user / pw", keys split over two lines, and a
// service account's private_key_id in prose). It was written without reading the scrubber's
// rules, its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hcqGen makes n samples with f.
type hcqGen struct {
	n int
	f func() Sample
}

func heldoutCQ() []Sample {
	var gens []hcqGen
	gens = append(gens, hcqMpesaGens()...)
	gens = append(gens, hcqPayGens()...)
	gens = append(gens, hcqMomoGens()...)
	gens = append(gens, hcqChatGens()...)
	gens = append(gens, hcqInfraGens()...)
	gens = append(gens, hcqShapeGens()...)
	gens = append(gens, hcqTrapGens()...)
	gens = append(gens, hcqTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, hcqMake(g.f))
		}
	}
	return out
}

// hcqMake draws a sample until its short secrets are unambiguous, then checks it.
func hcqMake(f func() Sample) Sample {
	for try := 0; try < 50; try++ {
		s := f()
		if hcqAmbiguous(s) {
			continue
		}
		hcqCheck(s)
		return s
	}
	panic("heldout-cq: could not draw an unambiguous sample")
}

// hcqAmbiguous reports a short secret that occurs more than once in its text.
func hcqAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) != 1 {
			return true
		}
	}
	return false
}

func hcqCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cq: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cq: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cq: keep %q not in text (%s)", k, s.Category))
		}
		for _, ks := range hcqSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hcqSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-cq: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hcqSpans(text, sub string) [][2]int {
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

// hcqSec builds a sample with secrets; hcqTrap one without.
func hcqSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcqTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcqP(xs ...string) string { return pick(xs) }

func hcqN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcqF(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// hcqNum is n digits without a leading zero.
func hcqNum(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

type hcqCompany struct{ name, domain, slug string }

var hcqCompanies = []hcqCompany{
	{"LipaSasa", "lipasasa.co.ke", "lipasasa"},
	{"KudiBox", "kudibox.ng", "kudibox"},
	{"Chama Digital", "chamadigital.co.ke", "chama"},
	{"WakalaHub", "wakalahub.co.tz", "wakalahub"},
	{"OwoRapid", "oworapid.com.ng", "oworapid"},
	{"SikaWallet", "sikawallet.com.gh", "sika"},
	{"FasoCash", "fasocash.bf", "fasocash"},
	{"TumaPesa", "tumapesa.ug", "tumapesa"},
	{"Akiba Labs", "akibalabs.io", "akiba"},
	{"Naira Nest", "nairanest.ng", "nairanest"},
	{"DakarPay", "dakarpay.sn", "dakarpay"},
	{"BodaCredit", "bodacredit.co.ke", "bodacredit"},
	{"Imali Rails", "imalirails.rw", "imali"},
	{"Teranga Fin", "terangafin.sn", "teranga"},
}

var hcqFirst = []string{"Wanjiru", "Otieno", "Achieng", "Kamau", "Chinedu", "Ngozi", "Tunde",
	"Aisha", "Kwame", "Ama", "Fatou", "Moussa", "Aminata", "Ibrahim", "Halima", "Baraka",
	"Zawadi", "Emeka", "Funmi", "Segun", "Kofi", "Esi", "Mariam", "Juma", "Neema", "Ousmane",
	"Awa", "Yaw", "Bola", "Chiamaka", "Mwangi", "Nafula", "Kiprono", "Amani", "Rehema",
	"Ifeoma", "Olumide", "Abdou", "Seynabou", "Thabo", "Lerato", "Musa", "Adaeze", "Kemi"}

var hcqLast = []string{"Mwangi", "Okafor", "Adeyemi", "Mensah", "Diallo", "Ndiaye", "Otieno",
	"Kariuki", "Onyango", "Balogun", "Boateng", "Traore", "Kamara", "Nyambura", "Mutua",
	"Eze", "Asante", "Sow", "Uwimana", "Habimana", "Okello", "Nwosu"}

func hcqCo() hcqCompany { return pick(hcqCompanies) }
func hcqName() string   { return pick(hcqFirst) }
func hcqFull() string   { return pick(hcqFirst) + " " + pick(hcqLast) }
func hcqUser() string {
	return strings.ToLower(pick(hcqFirst)) + hcqP(".", "_", "") + strings.ToLower(pick(hcqLast))[:hcqN(1, 3)]
}
func hcqEmail(co hcqCompany) string { return hcqUser() + "@" + co.domain }
func hcqHost(co hcqCompany) string {
	return hcqP("api", "db-prod", "core", "pay", "ussd", "gw", "ledger", "stk") + hcqP("", "-01", "-2", ".int") + "." + co.domain
}

// hcqPhone is a mobile number of one of the theme's countries.
func hcqPhone() string {
	switch rng.IntN(5) {
	case 0:
		return hcqP("+2547", "07", "2547") + rnd(digits, 8)
	case 1:
		return hcqP("+234 80", "080", "+23490") + rnd(digits, 8)
	case 2:
		return hcqP("+233 24", "024") + rnd(digits, 7)
	case 3:
		return hcqP("+256 77", "+25578") + rnd(digits, 7)
	}
	return "+221 77 " + rnd(digits, 3) + " " + rnd(digits, 2) + " " + rnd(digits, 2)
}

var hcqPwWords = []string{"Mombasa", "Jollof", "Kilimanjaro", "Simba", "Ugali", "Suya",
	"Tusker", "Baobab", "Kente", "Zanzibar", "Lekki", "Makossa", "Thieboudienne", "Chapati",
	"Danfo", "Matatu", "Kigali", "Accra", "Mandazi", "Nyama", "Wahala", "Harambee", "Sawa",
	"Pilau", "Akara", "Fufu", "Boda", "Teranga", "Yassa", "Karibu"}

// hcqPw is a password a person would make up, or a generated one.
func hcqPw() string {
	w := pick(hcqPwWords)
	switch rng.IntN(8) {
	case 0:
		return w + hcqP("#", "@", "!", "$", "&") + hcqP("2023", "2024", "2025", "26", rnd(digits, 3))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hcqPwWords)) + "-" + rnd(digits, hcqN(1, 3))
	case 2:
		r := strings.NewReplacer("a", "@", "o", "0", "i", "1", "e", "3", "s", "$")
		return r.Replace(w) + rnd(digits, 2) + hcqP("!", "?", "*")
	case 3:
		return rnd(alnum+"!@#%^*-_", hcqN(12, 20))
	case 4:
		return w + strings.ToUpper(rnd(lower, 2)) + rnd(digits, 4)
	case 5:
		return hcqP("Abeg", "Sharp", "Pole", "Haraka", "Toh", "Chai") + hcqP("_", ".", "") + w + rnd(digits, 2) + hcqP("!", "#", "")
	case 6:
		return rnd(upper, 1) + rnd(lower, hcqN(4, 7)) + rnd(digits, hcqN(2, 4)) + hcqP("%", "+", "=", "~")
	}
	return rnd(alnum, hcqN(10, 16))
}

func hcqUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcqP("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcqB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hcqB64URL(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hcqDate() string {
	return hcqF("2025-%02d-%02d", hcqN(1, 12), hcqN(1, 28))
}

func hcqTime() string { return hcqF("%02d:%02d", hcqN(7, 22), hcqN(0, 59)) }

// hcqJWT is a signed token with a plausible payload.
func hcqJWT() string {
	h := hcqB64URL(hcqP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT"}`, `{"typ":"JWT","alg":"HS512"}`))
	p := hcqB64URL(hcqF(`{"sub":"%s","iat":17%s,"exp":17%s,"scope":"%s"}`, hcqNum(8), rnd(digits, 8), rnd(digits, 8), hcqP("payments", "wallet:read wallet:write", "ussd", "agent")))
	return h + "." + p + "." + rnd(b64url, 43)
}

// hcqMpesaReceipt is a transaction code as M-Pesa SMS print it.
func hcqMpesaReceipt() string {
	return hcqP("S", "T", "R", "Q") + rnd(upper, 2) + rnd(upper+digits, 7)
}
