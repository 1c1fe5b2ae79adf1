package main

// heldout-bg: a blind part written without reading the scrubber's rules. It leans towards
// people in German, Dutch, Swedish, Norwegian, Danish, Finnish and Icelandic offices,
// municipalities, schools, clubs and IT service providers.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbgS is one sample under construction.
type hbgS struct {
	cat, format, text string
	secrets, keep     []string
}

func hbgSec(cat, format, text string, secrets ...string) hbgS {
	return hbgS{cat: cat, format: format, text: text, secrets: secrets}
}

func hbgTrap(cat, format, text string) hbgS {
	return hbgS{cat: cat, format: format, text: text}
}

// k adds substrings that must survive.
func (s hbgS) k(keep ...string) hbgS {
	s.keep = append(s.keep, keep...)
	return s
}

// hbgValid checks that every secret and kept string is in the text, that short secrets occur
// once only (so a date or a number elsewhere never carries the same digits), and that kept
// strings and secrets do not overlap.
func hbgValid(s hbgS) bool {
	if s.text == "" {
		return false
	}
	for _, x := range s.secrets {
		if x == "" || !strings.Contains(s.text, x) {
			return false
		}
		if len(x) < 12 && strings.Count(s.text, x) != 1 {
			return false
		}
	}
	for _, kp := range s.keep {
		if kp == "" || !strings.Contains(s.text, kp) {
			return false
		}
		for _, x := range s.secrets {
			if strings.Contains(kp, x) || strings.Contains(x, kp) {
				return false
			}
		}
	}
	return true
}

type hbgOut struct {
	samples []Sample
	seen    map[string]bool
}

// run draws n valid samples from gen.
func (o *hbgOut) run(n int, gen func() hbgS) {
	made := 0
	for tries := 0; made < n; tries++ {
		if tries > n*50 {
			panic(fmt.Sprintf("heldout-bg: generator keeps failing after %d samples", made))
		}
		s := gen()
		if !hbgValid(s) || o.seen[s.text] {
			continue
		}
		o.seen[s.text] = true
		sec := s.secrets
		if sec == nil {
			sec = []string{}
		}
		o.samples = append(o.samples, Sample{Category: s.cat, Format: s.format, Text: s.text, Secrets: sec, Keep: s.keep})
		made++
	}
}

func heldoutBG() []Sample {
	o := &hbgOut{seen: map[string]bool{}}
	hbgFour(o)
	hbgProse(o)
	hbgLocal(o)
	hbgConfig(o)
	hbgVendors(o)
	hbgCode(o)
	hbgTraps(o)
	hbgTraps2(o)
	hbgTraps3(o)
	return o.samples
}

// ---- random helpers ----

func hbgR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbgP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbgN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbgHex(n int) string { return hbgR(hexs, n) }

func hbgUHex(n int) string { return strings.ToUpper(hbgR(hexs, n)) }

const hbgB64 = upper + lower + digits + "+/"

func hbgUUID() string {
	return hbgHex(8) + "-" + hbgHex(4) + "-4" + hbgHex(3) + "-" + hbgP("8", "9", "a", "b") + hbgHex(3) + "-" + hbgHex(12)
}

func hbgDigitsN(n int) string { return string("123456789"[rng.IntN(9)]) + hbgR(digits, n-1) }

func hbgDate() string {
	d, m, y := hbgN(1, 28), hbgN(1, 12), hbgN(2022, 2026)
	switch rng.IntN(5) {
	case 0:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case 3:
		return fmt.Sprintf("%d.%d.%d", d, m, y)
	default:
		return fmt.Sprintf("%d. %s %d", d, hbgP("Januar", "März", "mei", "juni", "oktober", "marraskuuta", "apríl", "december"), y)
	}
}

func hbgISOTime() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d", hbgN(2023, 2026), hbgN(1, 12), hbgN(1, 28), hbgN(0, 23), hbgN(0, 59), hbgN(0, 59))
}

func hbgClock() string { return fmt.Sprintf("%02d:%s", hbgN(7, 18), hbgP("00", "15", "30", "45")) }

// ---- people, places, organisations ----

func hbgFirst() string {
	return hbgP("Jürgen", "Sabine", "Lukas", "Anke", "Pieter", "Femke", "Sanne", "Bram", "Åsa", "Björn", "Linnea", "Oskar",
		"Ingrid", "Kjetil", "Solveig", "Magnus", "Mette", "Søren", "Freja", "Jens", "Aino", "Juha", "Päivi", "Mikko",
		"Guðrún", "Sigurður", "Helga", "Þórður", "Katrin", "Dirk", "Wiebke", "Henrik")
}

func hbgLast() string {
	return hbgP("Müller", "Schmidt", "Wagner", "Becker", "de Vries", "Jansen", "van Dijk", "Bakker", "Svensson", "Lindqvist",
		"Andersson", "Nilsson", "Hansen", "Johansen", "Haugen", "Berg", "Nielsen", "Jørgensen", "Christensen", "Virtanen",
		"Korhonen", "Mäkinen", "Jónsdóttir", "Sigurðsson", "Hoffmann", "Krüger")
}

func hbgUser() string {
	f := strings.ToLower(hbgASCII(hbgFirst()))
	l := strings.ToLower(strings.ReplaceAll(hbgASCII(hbgLast()), " ", ""))
	switch rng.IntN(6) {
	case 0:
		return f + "." + l
	case 1:
		return string(f[0]) + l
	case 2:
		return f + "_" + l[:3]
	case 3:
		return hbgP("admin", "Administrator", "root", "sekretariat", "kontor", "verwaltung", "beheer", "hausmeister", "it-drift", "tekniikka")
	case 4:
		return l + hbgR(digits, 2)
	default:
		return f
	}
}

func hbgASCII(s string) string {
	r := strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "Ü", "Ue", "Ö", "Oe", "Ä", "Ae", "å", "aa", "Å", "Aa",
		"ø", "oe", "Ø", "Oe", "æ", "ae", "Æ", "Ae", "ð", "d", "Ð", "D", "þ", "th", "Þ", "Th", "é", "e", "á", "a", "í", "i", "ó", "o", "ú", "u")
	return r.Replace(s)
}

func hbgOrg() string {
	return hbgP("Müller Haustechnik GmbH", "Bäckerei Schulte KG", "Gemeinde Neuenkirchen", "Gemeente Zwolle", "Stichting Jeugdwerk Delft",
		"Sundsvalls kommun", "Kvarnby IK", "Bergen kommune", "Haugen Regnskap AS", "Aarhus Kommune", "Brøndby Tennisklub",
		"Tampereen kaupunki", "Kauppahuone Virtanen Oy", "Reykjavíkurborg", "Grunnskóli Hafnarfjarðar", "Gymnasium am Markt",
		"Steuerberatung Krüger & Partner", "Autohaus Becker", "Tandartspraktijk Bakker", "Vårdcentralen Lindängen")
}

func hbgDomain() string {
	return hbgP("mueller-haustechnik.de", "baeckerei-schulte.de", "neuenkirchen.de", "zwolle.nl", "jeugdwerk-delft.nl",
		"sundsvall.se", "kvarnbyik.se", "bergen.kommune.no", "haugen-regnskap.no", "aarhus.dk", "brondby-tennis.dk",
		"tampere.fi", "virtanen.fi", "reykjavik.is", "hafnarfjordur.is", "gym-am-markt.de", "stb-krueger.de", "autohaus-becker.de")
}

func hbgHost() string {
	return hbgP("fs01", "nas", "dc02", "srv-app1", "db-prod", "mail", "vpn", "git", "nextcloud", "intranet", "druck01", "backup") + "." + hbgP("intern.", "lan.", "kontor.", "", "ad.") + hbgDomain()
}

// ---- passwords ----

func hbgWord() string {
	return hbgP("Sommer", "Winter", "Kaffee", "Fussball", "Hund", "Fjord", "Kanelbulle", "Fika", "Hygge", "Sauna", "Sisu",
		"Tulpe", "Fiets", "Stroopwafel", "Lakrids", "Elch", "Alesund", "Kissa", "Hestur", "Eldfjall", "Glogg", "Midsommar",
		"Bratwurst", "Schalke", "Ajax", "Hammarby", "Rosenborg", "Brondby", "Valur", "Nordsee", "Ostsee", "Mandelkuchen",
		"Regenschirm", "Zeeland", "Kottbullar", "Troll", "Lofoten", "Tivoli", "Muumi", "Revontulet", "Geysir", "Hekla",
		"Dackel", "Leuchtturm", "Windmolen", "Skärgård", "Smørbrød", "Päärynä", "Kjøttkake", "Pølse", "Þoka")
}

func hbgSym() string { return hbgP("!", "#", "?", "*", "+", "%", "&", "=", "_", "-", ".", "@") }

// hbgHumanPW is a password a person made up: words, a year or a number, a symbol.
func hbgHumanPW() string {
	w := hbgWord()
	y := hbgP(fmt.Sprint(hbgN(2019, 2026)), fmt.Sprint(hbgN(10, 99)), fmt.Sprint(hbgN(100, 999)))
	var p string
	switch rng.IntN(8) {
	case 0:
		p = w + y + hbgSym()
	case 1:
		p = w + hbgSym() + y
	case 2:
		p = hbgWord() + hbgWord() + y
	case 3:
		p = strings.NewReplacer("o", "0", "e", "3", "a", "@", "i", "1").Replace(w) + hbgSym() + y
	case 4:
		p = strings.ToLower(w) + "_" + strings.ToLower(hbgWord()) + y
	case 5:
		p = hbgSym() + w + y + hbgSym()
	case 6:
		p = w + "-" + hbgWord() + "-" + hbgWord()
	default:
		p = w + y + hbgSym() + hbgSym()
	}
	if len(p) < 9 {
		p += hbgR(digits, 9-len(p))
	}
	return p
}

const hbgPWSet = alnum + "!#%*+-=?_.@&"

// hbgRandPW is a generated password, safe inside quotes and shells' double quotes.
func hbgRandPW() string {
	p := hbgR(hbgPWSet, hbgN(14, 24))
	return p[:3] + hbgR(digits, 1) + hbgR("!#%*+-=?_", 1) + p[3:]
}

// hbgURLPW is a password safe inside a URL's userinfo.
func hbgURLPW() string {
	if rng.IntN(2) == 0 {
		return hbgR(alnum, hbgN(14, 26))
	}
	return hbgR(alnum, hbgN(5, 8)) + hbgP("-", "_", ".", "~") + hbgR(alnum, hbgN(6, 12))
}

func hbgPW() string {
	if rng.IntN(2) == 0 {
		return hbgHumanPW()
	}
	return hbgRandPW()
}

// ---- tokens ----

func hbgDiscord() string {
	id := hbgP("1", "7", "8", "9") + hbgR(digits, hbgN(17, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hbgR(b64url, 6) + "." + hbgR(b64url, hbgInt(27, 38))
}

func hbgInt(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hbgGH() string     { return "ghp_" + hbgR(alnum, 36) }
func hbgGLPAT() string  { return "glpat-" + hbgR(b64url, 20) }
func hbgAWSID() string  { return hbgP("AKIA", "ASIA") + hbgR(upper+"234567", 16) }
func hbgAWSSec() string { return hbgR(alnum+"+/", 40) }
func hbgGAPI() string   { return "AIza" + hbgR(b64url, 35) }
func hbgSlackB() string {
	return "xoxb-" + hbgDigitsN(12) + "-" + hbgDigitsN(13) + "-" + hbgR(alnum, 24)
}
func hbgTelegram() string { return hbgDigitsN(hbgN(9, 10)) + ":AA" + hbgR(b64url, 33) }
func hbgStripe() string   { return hbgP("sk_live_", "rk_live_") + "51" + hbgR(alnum, 96) }
func hbgAzKey() string    { return hbgR(hbgB64, 86) + "==" }
func hbgAzSecret() string { return hbgR(alnum, 3) + hbgDigitsN(1) + "Q~" + hbgR(alnum+"-_.~", 34) }
func hbgSendGrid() string { return "SG." + hbgR(b64url, 22) + "." + hbgR(b64url, 43) }
func hbgOpenAI() string   { return "sk-proj-" + hbgR(b64url, 156) }
func hbgHetzner() string  { return hbgR(alnum, 64) }
func hbgSnowflake() string {
	return hbgP("1", "7", "8", "9") + hbgR(digits, 17)
}

func hbgJWT() string {
	sub := hbgUser()
	payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`, sub, 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(9000000), hbgP("admin", "user", "service"))
	return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + hbgR(b64url, 43)
}

// hbgPEMBody is the base64 body of a key, wrapped at 64 columns.
func hbgPEMBody(lines int) string {
	var b strings.Builder
	b.WriteString("MII" + hbgP("E", "J", "C") + hbgR(hbgB64, 61))
	for i := 1; i < lines; i++ {
		b.WriteString("\n" + hbgR(hbgB64, 64))
	}
	b.WriteString("\n" + hbgR(hbgB64, hbgN(12, 40)) + hbgP("", "=", "=="))
	return b.String()
}
