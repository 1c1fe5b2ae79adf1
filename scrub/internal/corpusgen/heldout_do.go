// Part heldout-do: a blind held-out corpus part themed on car dealers and repair workshops
// (dealer management systems, diagnostic tool and OEM portal logins, immobiliser and radio
// codes, key programming, parts suppliers' accounts), plus variants of four shared shapes
// (Discord bot tokens, "login is user / password", tokens split over two lines and service
// account private_key_ids in prose). It was written without reading the scrubber's rules, its
// tests or any other corpus part.

package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutDO() []Sample {
	var out []Sample
	add := func(n int, fs []func() Sample) {
		for _, f := range fs {
			for i := 0; i < n; i++ {
				out = append(out, hdoGen(f))
			}
		}
	}
	add(6, hdoDMSSecrets())
	add(5, hdoDMSTraps())
	add(6, hdoDiagSecrets())
	add(5, hdoDiagTraps())
	add(6, hdoCodeSecrets())
	add(5, hdoCodeTraps())
	add(6, hdoPartsSecrets())
	add(5, hdoPartsTraps())
	add(5, hdoShapeSecrets())
	add(4, hdoShapeTraps())
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	hdoValidate(out)
	return out
}

// hdoGen draws a sample again (a few times) when a random secret happens to occur twice in
// its text or inside a keep string, so that no secret value collides with ordinary text.
func hdoGen(f func() Sample) Sample {
	for try := 0; ; try++ {
		s := f()
		ok := true
		for _, sec := range s.Secrets {
			if len(hdoSpans(s.Text, sec)) > 1 {
				ok = false
			}
			for _, k := range s.Keep {
				if strings.Contains(k, sec) || strings.Contains(sec, k) {
					ok = false
				}
			}
		}
		if ok || try == 20 {
			return s
		}
	}
}

// hdoValidate panics when a secret or keep string is missing from its text or a keep string
// overlaps a secret.
func hdoValidate(xs []Sample) {
	for n, s := range xs {
		if s.Secrets == nil {
			panic(fmt.Sprintf("heldout-do sample %d (%s): nil secrets", n, s.Category))
		}
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-do sample %d (%s): secret %q not in text:\n%s", n, s.Category, sec, s.Text))
			}
		}
		if len(s.Secrets) == 0 && len(s.Keep) > 0 {
			panic(fmt.Sprintf("heldout-do sample %d (%s): keep on a trap", n, s.Category))
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-do sample %d (%s): keep %q not in text:\n%s", n, s.Category, k, s.Text))
			}
			for _, ki := range hdoSpans(s.Text, k) {
				for _, sec := range s.Secrets {
					for _, si := range hdoSpans(s.Text, sec) {
						if ki < si+len(sec) && si < ki+len(k) {
							panic(fmt.Sprintf("heldout-do sample %d (%s): keep %q overlaps secret %q", n, s.Category, k, sec))
						}
					}
				}
			}
		}
	}
}

func hdoSpans(text, sub string) []int {
	var at []int
	for i := 0; i+len(sub) <= len(text); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		at = append(at, i+j)
		i += j + 1
	}
	return at
}

// hdoS builds a sample with secrets; hdoT a trap.
func hdoS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdoT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdoOne(xs ...string) string { return pick(xs) }

// hdoAlt picks one of several texts together with its format.
func hdoAlt(formats []string, texts ...string) (string, string) {
	i := rng.IntN(len(texts))
	return formats[i], texts[i]
}

func hdoN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdoDigits(n int) string { return string(digits[1+rng.IntN(9)]) + rnd(digits, n-1) }

func hdoUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hdoOne("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

var hdoFirst = []string{"Dave", "Sam", "Priya", "Marco", "Jens", "Lukas", "Aisha", "Tom", "Kevin", "Nadia", "Olu", "Gemma", "Rafael", "Sophie", "Bartek", "Chloé", "Hannes", "Darren", "Yusuf", "Mia", "Kofi", "Ines", "Callum", "Wojtek"}

var hdoLast = []string{"Miller", "Brenner", "Okafor", "Rossi", "Kowalski", "Dupont", "Hughes", "Schäfer", "Patel", "Novak", "García", "Evans", "de Vries", "Lindqvist", "Murphy", "Tanaka"}

var hdoDealers = []string{"Hartley Motors", "Autohaus Brenner", "Riverside Ford", "Garage Dupont", "Northgate VW", "Kingsway Toyota", "Talleres Ruiz", "Autobedrijf Visser", "Pennine Hyundai", "Eastside Auto Repair", "Lakeshore Chevrolet", "M&K Motor Works", "Autohaus Seidl", "Coastline Kia", "Brookfield BMW", "Castle Garage"}

var hdoCities = []string{"Leeds", "Bremen", "Lyon", "Porto", "Utrecht", "Sheffield", "Graz", "Valencia", "Dayton", "Cork", "Gdańsk", "Aarhus"}

func hdoName() string { return pick(hdoFirst) }

func hdoFull() string { return pick(hdoFirst) + " " + pick(hdoLast) }

func hdoUser() string {
	f := strings.ToLower(pick(hdoFirst))
	l := strings.ToLower(strings.NewReplacer(" ", "", "ä", "a", "í", "i", "é", "e").Replace(pick(hdoLast)))
	switch rng.IntN(5) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return fmt.Sprintf("tech%02d", hdoN(1, 30))
	case 3:
		return strings.ToUpper(f[:1]+l[:3]) + hdoDigits(2)
	default:
		return f + hdoDigits(2)
	}
}

func hdoSlug(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer(" ", "", "&", "", "é", "e", "ä", "a").Replace(s)
	return s
}

func hdoDomain(dealer string) string {
	return hdoSlug(dealer) + hdoOne(".co.uk", ".de", ".com", ".fr", ".nl", ".es")
}

func hdoMail(dealer string) string {
	return strings.ToLower(pick(hdoFirst)) + "@" + hdoDomain(dealer)
}

func hdoIP() string { return fmt.Sprintf("10.%d.%d.%d", hdoN(0, 40), hdoN(0, 254), hdoN(2, 250)) }

func hdoDate() string {
	return fmt.Sprintf("%04d-%02d-%02d", hdoN(2023, 2026), hdoN(1, 12), hdoN(1, 28))
}

func hdoClock() string { return fmt.Sprintf("%02d:%02d", hdoN(7, 18), hdoN(0, 59)) }

const hdoVINChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

func hdoVIN() string {
	return pick([]string{"WVW", "WBA", "WDD", "1FA", "1G1", "JTD", "KMH", "VF1", "SAJ", "ZFA", "YV1", "TMB", "3FA", "5YJ"}) +
		rnd(hdoVINChars, 6) + rnd(digits, 1) + rnd(hdoVINChars, 2) + rnd(digits, 5)
}

var hdoCars = [][2]string{{"VW", "Golf"}, {"Ford", "Focus"}, {"Toyota", "Yaris"}, {"Kia", "Sportage"}, {"BMW", "320d"}, {"Audi", "A3"}, {"Skoda", "Octavia"}, {"Vauxhall", "Corsa"}, {"Renault", "Clio"}, {"Hyundai", "Tucson"}, {"Mercedes", "C220d"}, {"Honda", "Civic"}, {"Nissan", "Qashqai"}, {"Peugeot", "208"}, {"Chevrolet", "Silverado"}, {"Jeep", "Compass"}}

func hdoCar() [2]string { return pick(hdoCars) }

func hdoCarName() string { c := hdoCar(); return c[0] + " " + c[1] }

func hdoRO() string {
	return hdoOne("RO ", "RO#", "WO-", "Job ", "Auftrag ", "OR ") + hdoDigits(hdoN(5, 6))
}

func hdoPlate() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(upper, 2) + rnd(digits, 2) + " " + rnd(upper, 3)
	case 1:
		return rnd(upper, hdoN(1, 2)) + "-" + rnd(upper, 2) + " " + hdoDigits(hdoN(2, 4))
	default:
		return rnd(upper, 2) + "-" + rnd(digits, 3) + "-" + rnd(upper, 2)
	}
}

func hdoPartNo() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(digits, 1) + rnd(upper, 1) + rnd(digits, 1) + " " + rnd(digits, 3) + " " + rnd(digits, 3) + " " + rnd(upper, 1)
	case 1:
		return rnd(digits, 5) + "-" + rnd(digits, 5)
	case 2:
		return rnd(digits, 8) + rnd(upper, 2)
	default:
		return "A" + rnd(digits, 3) + " " + rnd(digits, 3) + " " + rnd(digits, 2) + " " + rnd(digits, 2)
	}
}

func hdoDTC() string {
	return hdoOne("P", "P", "U", "B", "C") + hdoOne("0", "1", "2") + rnd(digits, 3) + hdoOne("", "", "-00", "-1C")
}

var hdoWords = []string{"Turbo", "Piston", "Diesel", "Camshaft", "Gearbox", "Lisboa", "Bremen", "Monza", "Silverstone", "Falcon", "Sunset", "Harbour", "Biscuit", "Werkstatt", "Schrauber", "Bougie", "Garage", "Spanner", "Clutch", "Radiator", "Marmite", "Tortuga", "Koala", "Nordschleife", "Sprocket", "Mango", "Brake", "Cobalt"}

var hdoLowWords = []string{"horse", "battery", "staple", "oil", "wrench", "tyre", "lemon", "piston", "gasket", "hammer", "ramp", "rotor", "sparrow", "garage", "valve", "amber", "tulip", "nitro"}

const hdoSym = "!#$%*@?.-_+"

// hdoPw makes a password as people make them, or as a password manager does.
func hdoPw() string {
	w := pick(hdoWords)
	switch rng.IntN(8) {
	case 0:
		return w + string(hdoSym[rng.IntN(4)]) + fmt.Sprint(hdoN(2019, 2026))
	case 1:
		return pick(hdoLowWords) + "-" + pick(hdoLowWords) + "-" + fmt.Sprint(hdoN(1, 99))
	case 2:
		r := strings.NewReplacer("e", "3", "a", "4", "o", "0", "i", "1", "s", "5")
		return r.Replace(w) + string(hdoSym[rng.IntN(len(hdoSym))]) + rnd(digits, 2)
	case 3:
		return rnd(alnum+"!#%*@", hdoN(14, 22))
	case 4:
		return w + rnd(digits, hdoN(3, 4))
	case 5:
		return w + pick(hdoWords) + rnd(digits, 2) + string(hdoSym[rng.IntN(3)])
	case 6:
		return strings.ToLower(w) + rnd(digits, hdoN(2, 4)) + hdoOne("!", "?", "#", "")
	default:
		return rnd(upper, 1) + rnd(lower, hdoN(3, 5)) + hdoOne(".", "_", "&", "%") + rnd(lower, 4) + rnd(digits, 2)
	}
}

// hdoYQ quotes a value for YAML when a bare scalar would change its meaning.
func hdoYQ(v string) string {
	if strings.ContainsAny(v, "#:@!%*&?{}[],'\"") {
		return "\"" + v + "\""
	}
	return v
}

func hdoB64(n int) string { return rnd(alnum+"+/", n) }

func hdoAKID() string {
	return hdoOne("AKIA", "AKIA", "ASIA") + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func hdoAWSSecret() string { return rnd(alnum+"+/", 40) }

func hdoStripe() string {
	return hdoOne("sk_live_", "sk_live_51", "rk_live_51") + rnd(alnum, hdoN(24, 96))
}

func hdoSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hdoSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdoN(8, 10)) + "/B" + rnd(upper+digits, hdoN(8, 10)) + "/" + rnd(alnum, 24)
}

func hdoGhp() string { return "ghp_" + rnd(alnum, 36) }

func hdoJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(hdoOne(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+rnd(hexs, 8)+`"}`)))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","dlr":"%s","iat":%d,"exp":%d}`, hdoUser(), rnd(digits, 5), 1700000000+rng.IntN(9e7), 1790000000+rng.IntN(9e7))))
	return h + "." + p + "." + rnd(b64url, 43)
}

func hdoLicence() string {
	g := hdoN(4, 5)
	parts := make([]string, g)
	for i := range parts {
		parts[i] = rnd(upper+digits, hdoN(4, 5))
	}
	return strings.Join(parts, "-")
}

func hdoTOTP() string {
	return rnd(b32, pick([]int{16, 26, 32}))
}

func hdoRecovery() string {
	return hdoOne(rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4), rnd(digits, 8), rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5))
}

func hdoPEM(kind string) string {
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	for i := 0; i < hdoN(5, 9); i++ {
		b.WriteString(hdoB64(64) + "\n")
	}
	b.WriteString(hdoB64(hdoN(20, 60)) + "=\n-----END " + kind + "-----")
	return b.String()
}

func hdoSig() string {
	return hdoOne("\n\nCheers,\n"+hdoName(), "\n\nThanks\n"+hdoFull()+"\nService Manager", "\n\n-- \n"+hdoFull()+" | "+pick(hdoDealers), "\n\nta", "")
}
