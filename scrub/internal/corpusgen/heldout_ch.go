package main

// Part heldout-ch: a blind held-out corpus part about property managers, landlords and
// short-term rental hosts (lockbox and smart-lock codes, gate and alarm codes, guest Wi-Fi,
// owner portals, channel managers' API keys, check-in messages, cleaner handovers, SMS
// threads and spreadsheets of units) in English, Italian and Greek. It was written without
// reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hchGen is one text template and how many samples it makes.
type hchGen struct {
	n int
	f func() Sample
}

func heldoutCH() []Sample {
	var gens []hchGen
	gens = append(gens, hchLockGens()...)
	gens = append(gens, hchWifiGens()...)
	gens = append(gens, hchPortalGens()...)
	gens = append(gens, hchVendorGens()...)
	gens = append(gens, hchSheetGens()...)
	gens = append(gens, hchShapeGens()...)
	gens = append(gens, hchTrapGens()...)
	gens = append(gens, hchTrap2Gens()...)
	gens = append(gens, hchTrap3Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, hchMake(g.f))
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hchMake calls f until its sample is clean: a secret that is not in its text or a keep that
// is not in its text panics; chance collisions (a short code that also occurs elsewhere, a
// keep that overlaps a secret, a short code glued to a longer number) make it try again
// with new random values.
func hchMake(f func() Sample) Sample {
	var why string
	for try := 0; try < 60; try++ {
		s := f()
		if s.Secrets == nil {
			panic("heldout-ch: nil secrets in " + s.Category)
		}
		for _, x := range s.Secrets {
			if x == "" || !strings.Contains(s.Text, x) {
				panic(fmt.Sprintf("heldout-ch: secret %q not in text of %s:\n%s", x, s.Category, s.Text))
			}
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-ch: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
			}
		}
		why = hchClash(s)
		if why == "" {
			return s
		}
	}
	panic("heldout-ch: cannot make a clean sample: " + why)
}

func hchSpans(text, sub string) [][2]int {
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

func hchAlnum(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func hchClash(s Sample) string {
	for i, x := range s.Secrets {
		sp := hchSpans(s.Text, x)
		if len(x) <= 8 && len(sp) != 1 {
			return "short secret occurs more than once: " + x
		}
		for _, p := range sp {
			if len(x) > 12 {
				break
			}
			if p[0] > 0 && hchAlnum(s.Text[p[0]-1]) && hchAlnum(x[0]) {
				return "secret glued to text before: " + x
			}
			if p[1] < len(s.Text) && hchAlnum(s.Text[p[1]]) && hchAlnum(x[len(x)-1]) {
				return "secret glued to text after: " + x
			}
		}
		for j, y := range s.Secrets {
			if i != j && strings.Contains(y, x) {
				return "secret inside another: " + x
			}
		}
		for _, k := range s.Keep {
			for _, kp := range hchSpans(s.Text, k) {
				for _, p := range sp {
					if kp[0] < p[1] && p[0] < kp[1] {
						return "keep " + k + " overlaps secret " + x
					}
				}
			}
		}
	}
	return ""
}

// hchS builds a sample with secrets; hchT builds a trap.
func hchS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hchT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hchP(xs ...string) string { return pick(xs) }

func hchN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hchDig(n int) string { return rnd(digits, n) }

// hchCode is a keypad, lockbox or alarm code: 4 to 6 digits, mostly 4.
func hchCode() string {
	return hchDig(pick([]int{4, 4, 4, 4, 5, 6, 6}))
}

func hchHex(n int) string { return rnd(hexs, n) }

var hchWords = []string{"Lisboa", "limoncello", "Thalassa", "girasole", "Mykonos", "seaview",
	"Olive", "portofino", "kalimera", "Nonna", "Santorini", "bougainvillea", "Azzurro", "ktima",
	"Pelican", "gelsomino", "Meltemi", "volcano", "Aegean", "trastevere", "Cicala", "caretta",
	"Fiore", "koukla", "Marina", "sunset", "Pistacchio", "Ionio", "lemontree", "Oleandro",
	"Vespa", "fragola", "Kerkyra", "dolcevita", "Naxos", "terrazza", "Gatto", "pelargonia"}

var hchWords2 = []string{"horse", "staple", "battery", "blue", "door", "sun", "lemon", "salt",
	"wave", "stone", "fig", "boat", "cloud", "olive", "honey", "goat", "anchor", "tomato"}

// hchHumanPw is a password a person invented.
func hchHumanPw() string {
	w := pick(hchWords)
	switch rng.IntN(6) {
	case 0:
		return w + hchP("#", "!", "@", "_", "$", "*", ".") + hchP("2023", "2024", "2025", "19", "88", "07", hchDig(2), hchDig(4))
	case 1:
		return pick(hchWords2) + "-" + pick(hchWords2) + "-" + hchDig(1)
	case 2:
		return strings.ToUpper(w[:1]) + w[1:] + hchDig(hchN(2, 4)) + hchP("!", "?", "#", "")
	case 3:
		return w + "_" + pick(hchWords2) + hchDig(2)
	case 4:
		return hchDig(2) + w + hchP("!", "!!", "$", "&")
	default:
		return strings.ToUpper(w[:1]) + w[1:] + "." + strings.ToUpper(pick(hchWords2)[:1]) + pick(hchWords2)[1:] + hchDig(1)
	}
}

// hchStrongPw is a generated password.
func hchStrongPw() string {
	n := hchN(12, 22)
	b := []byte(rnd(alnum, n))
	for k := 0; k < hchN(1, 3); k++ {
		b[rng.IntN(n-2)+1] = "!#%&*+-=?@^_~"[rng.IntN(13)]
	}
	return string(b)
}

func hchPw() string {
	if rng.IntN(2) == 0 {
		return hchHumanPw()
	}
	return hchStrongPw()
}

// hchWifi is a guest network key.
func hchWifi() string {
	switch rng.IntN(5) {
	case 0:
		return rnd(alnum, hchN(10, 16))
	case 1:
		return strings.ToLower(pick(hchWords)) + pick(hchWords2) + hchDig(hchN(2, 4))
	case 2:
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	case 3:
		return rnd(upper+digits, hchN(10, 13))
	default:
		return hchHumanPw()
	}
}

func hchSSID() string {
	return hchP("Casa", "Villa", "Studio", "Loft", "Spiti", "Maisonette", "Apt") + hchP("_", "-", " ") +
		hchP("Limoni", "Thalassa", "Navigli", "Plaka", "Oia", "Ortigia", "Trastevere", "Chania", "Brera", "Lindos", "Monti", "Psirri") +
		hchP("", "_Guest", "-5G", " Guest", "_2.4", "")
}

var hchProps = []string{"Casa Limoni", "Villa Thalassa", "Studio Navigli", "Plaka Loft",
	"Oia Cave House", "Ortigia Suite", "Trastevere Attic", "Chania Old Port Flat", "Brera Nest",
	"Lindos Blue Door", "Monti Apartment", "Psirri Rooftop", "Dimora del Sole", "Kalimera Suites",
	"Harbour View 2B", "Rose Cottage", "Via Roma 12 int. 4", "Odos Adrianou 31"}

func hchProp() string { return pick(hchProps) }

var hchNamesEN = []string{"Sarah", "Tom", "Priya", "Dan", "Emma", "Oliver", "Hannah", "Jake", "Megan", "Liam"}
var hchNamesIT = []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo", "Elena", "Davide"}
var hchNamesEL = []string{"Γιώργος", "Μαρία", "Νίκος", "Ελένη", "Κώστας", "Δήμητρα", "Γιάννης", "Κατερίνα", "Σοφία", "Παναγιώτης"}
var hchNamesLat = []string{"Giorgos", "Maria", "Nikos", "Eleni", "Kostas", "Dimitra", "Yannis", "Katerina", "Sofia", "Panos"}

func hchNameEN() string  { return pick(hchNamesEN) }
func hchNameIT() string  { return pick(hchNamesIT) }
func hchNameEL() string  { return pick(hchNamesEL) }
func hchNameLat() string { return pick(hchNamesLat) }

func hchUnit() string {
	return hchP("1A", "2B", "3C", "4", "5", "7", "12", "A1", "A3", "B2", "Int. 6", "Top floor", "G2", "3F")
}

func hchDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hchN(1, 12), hchN(1, 28))
}

func hchDM() string {
	return fmt.Sprintf("%02d/%02d", hchN(1, 28), hchN(1, 12))
}

func hchTime() string {
	return fmt.Sprintf("%02d:%02d", hchN(7, 22), 5*rng.IntN(12))
}

func hchPhone() string {
	switch rng.IntN(3) {
	case 0:
		return "+39 3" + hchDig(2) + " " + hchDig(3) + " " + hchDig(4)
	case 1:
		return "+30 69" + hchDig(1) + " " + hchDig(3) + " " + hchDig(4)
	default:
		return "+44 7" + hchDig(3) + " " + hchDig(6)
	}
}

func hchEmail(name string) string {
	n := strings.ToLower(name)
	if n == "" || n[0] > 'z' {
		n = strings.ToLower(hchNameLat())
	}
	return n + hchP(".", "_", "") + hchP("host", "rentals", "casa", "villas", hchDig(2)) + "@" +
		hchP("gmail.com", "outlook.com", "libero.it", "yahoo.gr", "otenet.gr", "icloud.com")
}

func hchUser() string {
	return hchP("admin", "host", "owner", "manager", "cleaning", "front", "ops") + hchP("", "_"+strings.ToLower(hchNameLat()), hchDig(2), ".casa")
}

func hchCo() string {
	return hchP("sunstays", "casavacanze", "aegeanhomes", "keynest", "limonirentals", "bluedoorstays", "hostcare", "villagest")
}

func hchUUID() string {
	return hchHex(8) + "-" + hchHex(4) + "-4" + hchHex(3) + "-" + hchP("8", "9", "a", "b") + hchHex(3) + "-" + hchHex(12)
}

func hchB64(n int) string { return rnd(alnum+"+/", n) }

func hchJWT() string {
	head := hchP("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9")
	return head + ".eyJ" + rnd(b64url, hchN(40, 90)) + "." + rnd(b64url, 43)
}
