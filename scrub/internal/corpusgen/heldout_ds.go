// Part heldout-ds: a blind held-out corpus part for the credential scrubber. Its theme is
// museums, galleries, theatres and concert venues: ticketing and box-office systems,
// collection databases, AV and lighting control desks, donor CRMs and building access,
// plus new variants of four shapes (Discord bot tokens, "the login is user / pw", keys
// split over two lines, a service account's private_key_id in prose), with traps of the
// same shapes. It was written blind: without reading the scrubber's rules, its tests or
// any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hdsGen is one template and how many samples to draw from it.
type hdsGen struct {
	n int
	f func() Sample
}

func heldoutDS() []Sample {
	groups := [][]hdsGen{
		hdsBoxGens(), hdsBoxTrapGens(),
		hdsCollGens(), hdsCollTrapGens(),
		hdsAvGens(), hdsAvTrapGens(),
		hdsCrmGens(), hdsCrmTrapGens(),
		hdsBldgGens(), hdsBldgTrapGens(),
		hdsOpsGens(), hdsOpsTrapGens(),
		hdsShapeGens(),
	}
	var out []Sample
	for _, g := range groups {
		for _, gen := range g {
			for i := 0; i < gen.n; i++ {
				s := gen.f()
				hdsCheck(s)
				out = append(out, s)
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hdsCheck panics when a sample is mislabelled: a secret or keep missing from its text, or a
// keep overlapping a secret.
func hdsCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-ds: nil Secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-ds: secret %q not in %s text:\n%s", sec, s.Category, s.Text))
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
			panic(fmt.Sprintf("heldout-ds: keep %q not in %s text:\n%s", k, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-ds: keep %q overlaps a secret in %s", k, s.Category))
				}
			}
			i += j + 1
		}
	}
}

// hdsS builds a sample with secrets; hdsT builds a trap.
func hdsS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdsT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var (
	hdsFirst = []string{"Priya", "Tomás", "Ingrid", "Kwame", "Sofia", "Mehmet", "Aoife", "Jonas",
		"Lucía", "Dmitri", "Chloé", "Ravi", "Hannah", "Matteo", "Yuki", "Seun", "Margit", "Pieter",
		"Beatriz", "Finn", "Agnieszka", "Olu", "Camille", "Ben", "Rosa", "Lars"}
	hdsLast = []string{"Okafor", "Lindqvist", "Ferreira", "Novak", "Brennan", "Haddad", "Moreau",
		"Schulz", "Tanaka", "Rossi", "Kowalski", "Van Dijk", "Osei", "Petrov", "García", "Walsh"}
	hdsVenues = []struct{ name, dom string }{
		{"Kunsthalle Nord", "kunsthalle-nord.de"}, {"Harbourside Concert Hall", "harbourside-hall.org.uk"},
		{"Teatro Alcázar", "teatroalcazar.es"}, {"Musée du Marais", "musee-marais.fr"},
		{"Old Mill Arts Centre", "oldmillarts.org"}, {"Stadtmuseum Ostend", "stadtmuseum-ostend.be"},
		{"Paradiso Zaal", "paradisozaal.nl"}, {"River Gallery", "rivergallery.ie"},
		{"Northern Lyric Theatre", "northernlyric.co.uk"}, {"Museo della Seta", "museodellaseta.it"},
		{"Tramshed Music Hall", "tramshed-hall.com"}, {"Glass House Gallery", "glasshousegallery.org"},
	}
	hdsShows = []string{"Carmen", "The Tempest", "Rothko: Late Works", "Hamlet", "Winter Gala",
		"Nabucco", "Bauhaus 1919", "Giselle", "Silk Roads", "A Doll's House", "Mahler 5",
		"Kahlo in Paris", "The Seagull", "Jazz Brunch", "Fidelio", "Dutch Masters"}
	hdsCapWords = []string{"Fidelio", "Carmen", "Tosca", "Lisboa", "Vermeer", "Rothko", "Hamlet",
		"Nabucco", "Giselle", "Coppelia", "Matisse", "Kahlo", "Bauhaus", "Figaro", "Ophelia",
		"Prospero", "Turandot", "Medusa", "Nocturne", "Aida", "Rigoletto", "Monet", "Escher"}
	hdsLowWords = []string{"horse", "battery", "velvet", "curtain", "foyer", "gallery", "marble",
		"cello", "lantern", "plinth", "encore", "balcony", "sonata", "crimson", "gilded", "easel",
		"tuba", "chorus", "attic", "violet", "copper", "harbour", "oboe", "fresco"}
)

const hdsSym = "!#%*+-.?@_~"

func hdsN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdsName() string   { return pick(hdsFirst) + " " + pick(hdsLast) }
func hdsFirstN() string { return pick(hdsFirst) }
func hdsYear() string   { return fmt.Sprint(hdsN(2019, 2026)) }
func hdsDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdsN(2023, 2026), hdsN(1, 12), hdsN(1, 28))
}
func hdsTime() string { return fmt.Sprintf("%02d:%02d", hdsN(7, 23), hdsN(0, 59)) }
func hdsIP() string   { return fmt.Sprintf("10.%d.%d.%d", hdsN(0, 40), hdsN(0, 254), hdsN(2, 250)) }
func hdsSymc() string { return string(hdsSym[rng.IntN(len(hdsSym))]) }
func hdsUser() string {
	f := strings.ToLower(pick(hdsFirst))
	f = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o").Replace(f)
	return f + pick([]string{".", "_", ""}) + strings.ToLower(strings.ReplaceAll(pick(hdsLast), " ", ""))[:3]
}

func hdsUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// hdsPw is a password as people invent them, in several styles.
func hdsPw() string {
	switch rng.IntN(9) {
	case 0:
		return pick(hdsCapWords) + hdsSymc() + hdsYear()
	case 1:
		return pick(hdsLowWords) + "-" + pick(hdsLowWords) + "-" + fmt.Sprint(hdsN(1, 99))
	case 2:
		return pick(hdsCapWords) + rnd(digits, hdsN(2, 4)) + hdsSymc()
	case 3:
		return rnd(upper, 1) + rnd(alnum+hdsSym, hdsN(11, 17))
	case 4:
		w := strings.NewReplacer("o", "0", "e", "3", "a", "@", "i", "1", "s", "$").Replace(pick(hdsCapWords))
		return w + hdsSymc() + rnd(digits, 2)
	case 5:
		return pick(hdsCapWords) + "." + hdsCap(pick(hdsLowWords)) + rnd(digits, 2)
	case 6:
		return pick(hdsLowWords) + pick(hdsLowWords) + rnd(digits, hdsN(2, 3))
	case 7:
		return rnd(alnum, hdsN(14, 22))
	default:
		return hdsCap(pick(hdsLowWords)) + "_" + pick(hdsCapWords) + "!" + rnd(digits, 1)
	}
}

// hdsPwURL is a password safe to put in a URL's userinfo.
func hdsPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return pick(hdsCapWords) + rnd(digits, 3) + pick([]string{"-", "_", ".", "!", "~"}) + rnd(lower, 3)
	case 1:
		return rnd(alnum+"-_.", hdsN(14, 24))
	default:
		return pick(hdsLowWords) + "-" + pick(hdsLowWords) + "-" + rnd(digits, 2)
	}
}

func hdsPin(lo, hi int) string { return rnd(digits, hdsN(lo, hi)) }

func hdsB64(n int) string { return rnd(alnum+"+/", n) }

func hdsJWT() string {
	hdr := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(alnum, 8) + `"}`})
	body := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, rnd(digits, 6),
		1700000000+rng.IntN(90000000), 1790000000+rng.IntN(9000000), pick([]string{"orders", "scan", "crm.read", "admin"}))
	e := base64.RawURLEncoding
	return e.EncodeToString([]byte(hdr)) + "." + e.EncodeToString([]byte(body)) + "." + rnd(b64url, 43)
}

func hdsAKID() string { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hdsVenue() (string, string) {
	v := pick(hdsVenues)
	return v.name, v.dom
}

func hdsASCII(s string) string {
	return strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u").Replace(s)
}

func hdsCap(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
