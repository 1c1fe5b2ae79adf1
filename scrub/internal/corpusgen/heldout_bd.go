package main

// heldout-bd: a blind held-out part written without reading the scrubber's rules. Its character
// leans towards ERP and CRM consultants and integrators: SAP, Salesforce, Dynamics 365, NetSuite,
// Odoo, Workday, ServiceNow, middleware (MuleSoft, Boomi, SAP CPI), EDI/SFTP partners, cutovers.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hbdGen struct {
	n int
	f func() Sample
}

func heldoutBD() []Sample {
	var gens []hbdGen
	gens = append(gens, hbdShapeGens()...)
	gens = append(gens, hbdERPGens()...)
	gens = append(gens, hbdGeneralGens()...)
	gens = append(gens, hbdGeneral2Gens()...)
	gens = append(gens, hbdTrapGens()...)
	gens = append(gens, hbdTrap2Gens()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			for try := 0; try < 40; try++ {
				s := g.f()
				if seen[s.Text] && strings.HasPrefix(s.Format, "chat") {
					s.Text = fmt.Sprintf("[%s] %s: %s", hbdTime()[:5], hbdName(), s.Text)
				}
				if !seen[s.Text] {
					seen[s.Text] = true
					out = append(out, s)
					break
				}
			}
		}
	}
	return out
}

// hbdS builds a sample and checks that every secret and keep is an exact substring.
func hbdS(cat, format, text string, secrets ...string) Sample {
	return hbdSK(cat, format, text, nil, secrets...)
}

func hbdSK(cat, format, text string, keep []string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-bd: secret %q not in text %q", s, text))
		}
	}
	for _, k := range keep {
		if k == "" || !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-bd: keep %q not in text %q", k, text))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) || strings.Contains(s, k) {
				panic(fmt.Sprintf("heldout-bd: keep %q overlaps secret %q", k, s))
			}
		}
	}
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbdT builds a trap.
func hbdT(cat, format, text string) Sample { return hbdS(cat, format, text) }

func hbdR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbdP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }
func hbdI(lo, hi int) int   { return lo + rng.IntN(hi-lo+1) }
func hbdHex(n int) string   { return hbdR(hexs, n) }
func hbdD(n int) string     { return hbdR(digits, n) }

func hbdUUID() string {
	h := hbdHex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + hbdP("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

func hbdBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hbdB64(n int) string    { return base64.StdEncoding.EncodeToString(hbdBytes(n)) }
func hbdB64URL(n int) string { return base64.RawURLEncoding.EncodeToString(hbdBytes(n)) }

// hbdMix returns random alnum text that surely has an upper, a lower and a digit.
func hbdMix(n int) string {
	for {
		s := hbdR(alnum, n)
		if strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, digits) {
			return s
		}
	}
}

var hbdWords = []string{"Kaffee", "Winter", "Otter", "Basis", "Golive", "Walross", "Tulpe", "Falcon",
	"Maple", "Harbor", "Quartz", "Lemon", "Tiger", "Sonne", "Berlin", "Madrid", "Pepper", "Rocket",
	"Cobalt", "Velvet", "Nimbus", "Ledger", "Cutover", "Pinguin", "Saturn", "Bamboo", "Marmot",
	"Juniper", "Orca", "Fjord", "Cactus", "Paprika", "Lagune", "Granit", "Zebra", "Mango"}

const hbdSyms = "!#$%&*+=@^_~"

// hbdHumanPW is a password a person would choose: words, digits, a symbol or two.
func hbdHumanPW() string {
	w := hbdWords[rng.IntN(len(hbdWords))]
	w2 := hbdWords[rng.IntN(len(hbdWords))]
	s := string(hbdSyms[rng.IntN(len(hbdSyms))])
	switch rng.IntN(7) {
	case 0:
		return w + hbdD(hbdI(2, 4)) + s
	case 1:
		return strings.ToLower(w) + s + w2 + hbdD(2)
	case 2:
		return w + s + hbdD(3) + strings.ToLower(w2)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + s + hbdD(2)
	case 4:
		return strings.ToLower(w) + "-" + w2 + "-" + strings.ToLower(hbdWords[rng.IntN(len(hbdWords))]) + "-" + hbdD(2)
	case 5:
		return "Q" + hbdP("1", "2", "3", "4") + strings.ToLower(w) + s + hbdD(4)
	default:
		return w + w2 + s + hbdD(2)
	}
}

// hbdRandPW is a generated password with symbols.
func hbdRandPW() string {
	for {
		s := hbdR(alnum, 1) + hbdR(alnum+hbdSyms, hbdI(11, 19))
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) {
			return s
		}
	}
}

func hbdPW() string {
	if rng.IntN(2) == 0 {
		return hbdHumanPW()
	}
	return hbdRandPW()
}

// hbdURLPW is a password safe inside a URL's user-info.
func hbdURLPW() string {
	if rng.IntN(2) == 0 {
		w := hbdWords[rng.IntN(len(hbdWords))]
		return w + hbdP("-", "_", ".", "~") + hbdD(hbdI(3, 5)) + hbdP("x", "Q", "z!", "")
	}
	return hbdMix(hbdI(14, 24))
}

var hbdFirst = []string{"anna", "jonas", "maria", "li", "priya", "tom", "sven", "lucia", "kenji", "olga", "ahmed", "claire", "diego", "fatima", "marco", "nina"}
var hbdLast = []string{"mueller", "schmidt", "garcia", "chen", "sharma", "novak", "rossi", "tanaka", "dubois", "kowalski", "okafor", "jensen", "silva", "weber"}

func hbdUser() string {
	f := hbdFirst[rng.IntN(len(hbdFirst))]
	l := hbdLast[rng.IntN(len(hbdLast))]
	switch rng.IntN(6) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return strings.ToUpper(f[:1] + l)
	case 3:
		return hbdP("RFC_", "SVC_", "INT_", "BATCH_") + hbdP("CRM", "BW", "PI", "EWM", "ARIBA", "HR") + hbdD(2)
	case 4:
		return hbdP("svc-", "int-", "api-") + hbdP("boomi", "mule", "cpi", "sn", "wd", "edi")
	default:
		return hbdP("admin", "Administrator", "SAP*", "DDIC", "SYSTEM", "root", "integration")
	}
}

func hbdName() string {
	f := hbdFirst[rng.IntN(len(hbdFirst))]
	return strings.ToUpper(f[:1]) + f[1:]
}

var hbdCos = []string{"contoso", "fabrikam", "northwind", "acme", "globex", "initech", "tailspin", "wingtip"}

func hbdCo() string { return hbdCos[rng.IntN(len(hbdCos))] }

func hbdHost() string {
	return hbdP("sap-prd-", "s4h-qas-", "hana", "ecc-app", "bw-db", "po-", "odoo-", "edi-gw") +
		hbdD(2) + "." + hbdP("corp.", "int.", "") + hbdCo() + hbdP(".com", ".example", ".local", ".net")
}

func hbdSID() string    { return hbdP("PRD", "QAS", "DEV", "S4P", "S4Q", "BWP", "ECP", "CRP", "SBX") }
func hbdClient() string { return hbdP("100", "200", "300", "400", "800", "010", "110") }

func hbdDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", hbdI(22, 26), hbdI(1, 12), hbdI(1, 28))
}

func hbdTime() string { return fmt.Sprintf("%02d:%02d:%02d", hbdI(0, 23), hbdI(0, 59), hbdI(0, 59)) }

// hbdOrdinary returns an ordinary line for multi-line samples and Keep lists.
func hbdOrdinary() string {
	return hbdP(
		"Cutover window: Saturday 22:00 CET to Sunday 06:00 CET",
		"Hypercare starts Monday, daily stand-up at 09:15",
		"Open item: vendor master migration still 37 records short",
		"Transport DEVK9"+hbdD(5)+" must go before the config transport",
		"Please confirm the company code mapping by Friday",
		"Next sync with the integration team is on Thursday",
		"Mock load 3 finished with 12 errors in the BP conversion",
		"Ticket INC"+hbdD(7)+" is still waiting on the customer",
		"Reminder: freeze on changes to the pricing procedure",
		"Go-live checklist item 14 is done",
		"The SFTP partner expects files before 05:00 UTC",
		"Sales org 1000 and distribution channel 10 only",
	)
}
