package main

// heldout-cn is a blind held-out corpus part: construction, architecture and engineering firms
// (Autodesk BIM 360/APS and Procore keys, licence servers and CAD licence codes, site cameras and
// drones, site office and container padlock codes, plotters, handover documents and RFIs) in
// English, French and Arabic, plus variants of four shapes (Discord bot tokens, "login is user /
// pw", keys split across two lines, private_key_id in prose). It was written without reading the
// scrubber's rules, its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hcnGen struct {
	n int
	f func() Sample
}

func heldoutCN() []Sample {
	var gens []hcnGen
	gens = append(gens, hcnVendorGens()...)
	gens = append(gens, hcnSiteGens()...)
	gens = append(gens, hcnDocGens()...)
	gens = append(gens, hcnMoreGens()...)
	gens = append(gens, hcnShapeGens()...)
	gens = append(gens, hcnTrapGens()...)
	gens = append(gens, hcnTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, g.f())
		}
	}
	for _, s := range out {
		hcnCheck(s)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hcnCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cn: nil secrets in " + s.Category)
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic("heldout-cn: empty field in sample " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cn: secret %q not in text (%s)\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cn: keep %q not in text (%s)\n%s", k, s.Category, s.Text))
		}
		for _, ks := range hcnSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hcnSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-cn: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hcnSpans(text, sub string) [][2]int {
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

// hcnS builds a sample with secrets; keep strings follow.
func hcnS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hcnT builds a trap.
func hcnT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcnL(xs ...string) []string { return xs }

func hcnN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcnB64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// hcnLang picks en, fr or ar.
func hcnLang() string { return pick([]string{"en", "en", "fr", "ar"}) }

var hcnWords = []string{"Crane", "Rebar", "Beton", "Chantier", "Tower", "Lisboa", "Falcon", "Marina",
	"Dune", "Cedar", "Granite", "Atlas", "Palmier", "Sahara", "Bercy", "Orion", "Cobalt", "Vitruve",
	"Jasmin", "Kestrel", "Nimbus", "Basalt", "Oasis", "Lintel", "Gantry", "Mistral", "Zenith"}

var hcnLowWords = []string{"horse", "staple", "battery", "crane", "rebar", "sunset", "window", "gravel",
	"pylon", "mortar", "falcon", "desert", "harbour", "olive", "copper", "plaster", "ladder", "lintel",
	"citron", "pierre", "sable", "maison", "toit", "nuage", "qamar", "nakhla", "bahr", "jabal"}

// hcnPw returns a human or generated password; it starts with a letter and avoids quotes,
// backslashes, spaces, colons, slashes and '@' so it stays intact in URLs and configs.
func hcnPw() string {
	sym := "!#$%&*?-_.+=~"
	switch rng.IntN(7) {
	case 0:
		return pick(hcnWords) + string(sym[rng.IntN(len(sym))]) + fmt.Sprint(hcnN(2019, 2027))
	case 1:
		return pick(hcnLowWords) + "-" + pick(hcnLowWords) + "-" + fmt.Sprint(hcnN(1, 99))
	case 2:
		return rnd(upper+lower, 1) + rnd(alnum+"!#$%*-_", hcnN(11, 19))
	case 3:
		return pick(hcnWords) + pick(hcnWords) + fmt.Sprint(hcnN(10, 999)) + string(sym[rng.IntN(4)])
	case 4:
		return rnd(upper, 1) + rnd(lower, hcnN(4, 7)) + rnd(digits, hcnN(2, 4)) + string(sym[rng.IntN(len(sym))]) + rnd(alnum, hcnN(2, 5))
	case 5:
		return pick(hcnLowWords) + pick([]string{".", "_", "+"}) + pick(hcnLowWords) + pick([]string{".", "_", "+"}) + pick(hcnLowWords) + fmt.Sprint(hcnN(2, 9))
	default:
		return rnd(alnum, hcnN(14, 24))
	}
}

// hcnURLPw is a password safe inside a URL's userinfo.
func hcnURLPw() string {
	if rng.IntN(2) == 0 {
		return rnd(upper+lower, 1) + rnd(alnum, hcnN(12, 22))
	}
	return pick(hcnWords) + pick([]string{"-", "_", "."}) + rnd(alnum, hcnN(5, 9))
}

// hcnPin returns n digits that do not look like a year.
func hcnPin(n int) string {
	for {
		p := rnd(digits, n)
		if n == 4 && (strings.HasPrefix(p, "19") || strings.HasPrefix(p, "20")) {
			continue
		}
		if strings.Count(p, p[:1]) == n {
			continue
		}
		return p
	}
}

func hcnHex(n int) string { return rnd(hexs, n) }

func hcnUUID() string {
	return hcnHex(8) + "-" + hcnHex(4) + "-4" + hcnHex(3) + "-" + pick([]string{"8", "9", "a", "b"}) + hcnHex(3) + "-" + hcnHex(12)
}

// hcnFixIP returns a 4-octet private address.
func hcnFixIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", hcnN(0, 60), hcnN(0, 60), hcnN(2, 250))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", hcnN(0, 60), hcnN(2, 250))
	default:
		return fmt.Sprintf("172.16.%d.%d", hcnN(0, 60), hcnN(2, 250))
	}
}

func hcnJWT() string {
	hdr := fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, pick([]string{"RS256", "ES256", "HS256"}), rnd(alnum, hcnN(8, 24)))
	pl := fmt.Sprintf(`{"scope":["data:read","data:write"],"client_id":"%s","aud":"%s","exp":%d,"userid":"%s"}`,
		rnd(alnum, 32), pick([]string{"https://autodesk.com", "https://api.procore.com", "aps"}), 1735000000+rng.IntN(60000000), rnd(upper+digits, 12))
	return hcnB64(hdr) + "." + hcnB64(pl) + "." + rnd(b64url, pick([]int{43, 86, 342}))
}

var hcnNamesEN = []string{"Dave Hollis", "Priya Nair", "Tom Whitaker", "Sarah O'Neill", "Raj Patel", "Emma Clarke", "Liam Byrne", "Grace Mensah", "Ben Carter", "Olivia Hart"}
var hcnNamesFR = []string{"Julien Morel", "Camille Roux", "Sébastien Girard", "Nadia Benali", "Thomas Lefèvre", "Claire Dubois", "Mehdi Haddad", "Élodie Martin", "Yannick Perrin"}
var hcnNamesAR = []string{"محمد العتيبي", "كريم حداد", "سارة الزهراني", "عمر الفارسي", "ليلى منصور", "يوسف الخطيب", "هالة عبد الله", "خالد النعيمي"}
var hcnNamesLatinAR = []string{"Karim Haddad", "Omar Al-Farsi", "Youssef Khatib", "Layla Mansour", "Khalid Al Nuaimi", "Hala Abdallah", "Faisal Qureshi"}

func hcnName(lang string) string {
	switch lang {
	case "fr":
		return pick(hcnNamesFR)
	case "ar":
		return pick(append(hcnNamesAR, hcnNamesLatinAR...))
	}
	return pick(hcnNamesEN)
}

func hcnFirst(lang string) string {
	return strings.Fields(hcnName(lang))[0]
}

var hcnProjectsEN = []string{"Riverside Tower", "Block C Residential", "Northgate Depot", "St Anne's School Extension", "Harbour Quay Phase 2", "Kingsway Office Refurb", "Meridian Logistics Hub"}
var hcnProjectsFR = []string{"Les Jardins de Bercy – Lot 4", "Résidence Les Tilleuls", "Gare de Pont-Cardinet", "Collège Jean-Moulin", "ZAC Confluence îlot B", "Hôpital Nord – extension"}
var hcnProjectsAR = []string{"برج الواحة", "مستشفى النور – التوسعة", "مجمع الريان السكني", "Marina Gate Phase 2", "Al Noor Hospital Extension", "مدرسة الفجر", "Jeddah Corniche Towers"}

func hcnProject(lang string) string {
	switch lang {
	case "fr":
		return pick(hcnProjectsFR)
	case "ar":
		return pick(hcnProjectsAR)
	}
	return pick(hcnProjectsEN)
}

func hcnJob() string {
	return pick([]string{"P", "J", "", "CN-"}) + fmt.Sprint(hcnN(21, 26)) + rnd(digits, 3)
}

func hcnDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcnN(1, 12), hcnN(1, 28))
}

func hcnDateFR() string {
	return fmt.Sprintf("%02d/%02d/2025", hcnN(1, 28), hcnN(1, 12))
}

func hcnTime() string { return fmt.Sprintf("%02d:%02d", hcnN(6, 19), hcnN(0, 59)) }

func hcnHost() string {
	return pick([]string{"licsrv", "bim", "nas", "plot", "cad", "site", "nvr", "files", "rev"}) +
		pick([]string{"-", "", "0"}) + fmt.Sprint(hcnN(1, 9)) + pick([]string{".corp.local", ".ad.example-eng.com", "", ".lan", ".hq.internal"})
}

func hcnUser() string {
	return pick([]string{"admin", "sitecam", "plotadmin", "svc_bim", "procore-sync", "chantier", "root", "supervisor", "operateur", "drone.ops", "siteoffice", "k.haddad", "jmorel", "bim.manager"})
}

func hcnEmail(lang string) string {
	n := strings.ToLower(strings.Fields(pick(append(append([]string{}, hcnNamesEN...), hcnNamesLatinAR...)))[0])
	if lang == "fr" {
		n = pick([]string{"j.morel", "c.roux", "s.girard", "n.benali", "t.lefevre", "e.martin"})
	}
	n = strings.ReplaceAll(n, "'", "")
	return n + "@" + pick([]string{"hollisbuild.co.uk", "atelier-vitruve.fr", "alnoor-eng.ae", "meridian-ce.com", "bet-structure.fr", "gulfdesign.sa"})
}

func hcnLicKey() string {
	groups := hcnN(4, 5)
	n := pick([]int{4, 5, 5, 6})
	parts := make([]string, groups)
	for i := range parts {
		parts[i] = rnd(upper+digits, n)
	}
	return strings.Join(parts, "-")
}

func hcnSSID() string {
	return pick([]string{"CHANTIER-", "SITE-", "BASE-VIE-", "SiteOffice_", "CABIN-", "موقع-"}) + rnd(upper+digits, hcnN(2, 5))
}

// hcnPair picks one {format, template} pair so the format matches the text.
func hcnPair(pairs ...[2]string) (string, string) {
	p := pick(pairs)
	return p[0], p[1]
}
