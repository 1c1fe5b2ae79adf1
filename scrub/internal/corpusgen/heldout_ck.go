package main

// Part heldout-ck: a blind held-out corpus part themed on bookkeepers, accountants and tax
// advisers for small businesses (online banking and tax portal logins, PINs and TANs,
// accounting software API keys, payroll portals, onboarding mails, credential spreadsheets,
// year-end notes) in English, German and Swedish. It was written without reading the
// scrubber's rules, its tests or any other corpus part.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hckTpl func() Sample

// hckS builds a sample with secrets; hckT builds a trap.
func hckS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hckT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hckN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hckCoin() bool { return rng.IntN(2) == 0 }

var hckDEFirst = []string{"Sabine", "Jörg", "Petra", "Thomas", "Anke", "Mehmet", "Claudia", "Uwe", "Katrin", "Stefan", "Birgit", "Lukas"}
var hckDELast = []string{"Krüger", "Hofmann", "Schäfer", "Wagner", "Becker", "Yilmaz", "Neumann", "Braun", "Zimmermann", "Hartmann", "Vogel", "Lorenz"}
var hckSVFirst = []string{"Karin", "Anders", "Maria", "Johan", "Elin", "Mikael", "Sofia", "Lars", "Ingrid", "Oskar", "Linnea", "Per"}
var hckSVLast = []string{"Lindqvist", "Andersson", "Johansson", "Berg", "Nyström", "Holm", "Sandberg", "Ek", "Lundgren", "Wikström", "Forsberg", "Dahl"}
var hckENFirst = []string{"Tom", "Rachel", "Priya", "Gareth", "Helen", "Marcus", "Siobhan", "Dave", "Fiona", "Amir", "Claire", "Neil"}
var hckENLast = []string{"Fletcher", "Okafor", "Patel", "Hughes", "Whitmore", "Reid", "Doyle", "Barnes", "McLeod", "Khan", "Turner", "Osborne"}

var hckDEFirm = []string{"Bäckerei Hofmann GmbH", "Elektro Wagner e.K.", "Praxis Dr. Neumann", "Schreinerei Vogel", "Café Lorenz UG", "Autohaus Braun GmbH & Co. KG", "Blumen Becker", "Hartmann Logistik GmbH", "Zahnarztpraxis Yilmaz"}
var hckSVFirm = []string{"Lindqvist Bygg AB", "Café Solrosen HB", "Berg & Holm Redovisning", "Nyström Måleri AB", "Sandbergs Frisör", "Eks Elektriska AB", "Dahl Transport AB", "Wikström Design"}
var hckENFirm = []string{"Fletcher Plumbing Ltd", "Okafor & Reid LLP", "Green Door Bakery", "Hughes Joinery", "Whitmore Dental Ltd", "Barnes Coffee Co.", "Patel Pharmacy", "Northside Gym Ltd", "Doyle Electrical"}

// hckWho returns a first name, last name and firm for a language ("de", "sv" or "en").
func hckWho(lang string) (string, string, string) {
	switch lang {
	case "de":
		return pick(hckDEFirst), pick(hckDELast), pick(hckDEFirm)
	case "sv":
		return pick(hckSVFirst), pick(hckSVLast), pick(hckSVFirm)
	}
	return pick(hckENFirst), pick(hckENLast), pick(hckENFirm)
}

func hckLang() string { return pick([]string{"de", "sv", "en"}) }

func hckASCII(s string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss", "å", "a", "Å", "A", ". ", "", " ", "")
	return r.Replace(s)
}

// hckUser makes a login name from a person's name.
func hckUser(first, last string) string {
	f, l := strings.ToLower(hckASCII(first)), strings.ToLower(hckASCII(last))
	switch rng.IntN(5) {
	case 0:
		return f[:1] + "." + l
	case 1:
		return f + "." + l
	case 2:
		return l + fmt.Sprint(hckN(1, 99))
	case 3:
		return f[:1] + l
	}
	return strings.ToUpper(l[:1]) + l[1:] + "_" + f[:1]
}

func hckMail(first, last, domain string) string {
	return strings.ToLower(hckASCII(first)) + "." + strings.ToLower(hckASCII(last)) + "@" + domain
}

var hckWords = []string{"Lisboa", "sommar", "Kaffee", "orange", "Wolke", "falken", "harbour", "Tanne", "granit", "pepper", "Sonne", "mariner", "Hafen", "blåbär", "kestrel", "Linde", "strand", "otter", "Birke", "vinter", "copper", "Möwe", "lantern", "Tiger"}
var hckSyms = []string{"!", "#", "$", "%", "&", "*", "?", "+", "@", "."}

// hckPw returns an invented password in one of several human styles.
func hckPw() string {
	w := pick(hckWords)
	switch rng.IntN(7) {
	case 0:
		return strings.ToUpper(w[:1]) + w[1:] + pick(hckSyms) + fmt.Sprint(hckN(2015, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hckWords)) + "-" + fmt.Sprint(hckN(1, 99))
	case 2:
		return rnd(alnum, hckN(10, 16)) + pick(hckSyms)
	case 3:
		return rnd(upper, 1) + rnd(lower, hckN(3, 5)) + rnd(digits, hckN(2, 4)) + pick(hckSyms) + rnd(alnum, hckN(2, 4))
	case 4:
		return strings.ToUpper(w) + fmt.Sprint(hckN(10, 99)) + pick(hckSyms)
	case 5:
		return rnd(alnum+"!#%&*", hckN(14, 22))
	}
	return strings.ToUpper(w[:1]) + w[1:] + "_" + strings.ToLower(pick(hckWords)) + fmt.Sprint(hckN(1, 9))
}

func hckPIN(lo, hi int) string { return rnd(digits, hckN(lo, hi)) }

func hckUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hckJWT() string {
	return "eyJ" + rnd(b64url, hckN(30, 44)) + ".eyJ" + rnd(b64url, hckN(90, 180)) + "." + rnd(b64url, hckN(43, 86))
}

func hckIBAN(lang string) string {
	switch lang {
	case "de":
		return "DE" + rnd(digits, 2) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2)
	case "sv":
		return "SE" + rnd(digits, 2) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4)
	}
	return "GB" + rnd(digits, 2) + " " + pick([]string{"BARC", "LOYD", "NWBK", "HBUK"}) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2)
}

// hckDiscord returns a Discord-style bot token whose first part is the base64 of a snowflake.
func hckDiscord() string {
	id := fmt.Sprint(hckN(1, 9)) + rnd(digits, hckN(17, 18))
	if id[0] >= '2' && id[0] <= '6' {
		id = "1" + id[1:]
	}
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hckPEM(kind string, lines int) (string, string) {
	var body []string
	for i := 0; i < lines; i++ {
		body = append(body, rnd(alnum+"+/", 64))
	}
	body = append(body, rnd(alnum+"+/", hckN(20, 60))+pick([]string{"=", "==", ""}))
	b := strings.Join(body, "\n")
	return "-----BEGIN " + kind + "-----\n" + b + "\n-----END " + kind + "-----", b
}

func hckDate() string {
	return fmt.Sprintf("%02d.%02d.%d", hckN(1, 28), hckN(1, 12), hckN(2023, 2026))
}

func hckISO() string {
	return fmt.Sprintf("%d-%02d-%02d", hckN(2023, 2026), hckN(1, 12), hckN(1, 28))
}

func hckRun(ts []hckTpl, n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		out = append(out, ts[i%len(ts)]())
	}
	return out
}

func heldoutCK() []Sample {
	var secret, trap []hckTpl
	secret = append(secret, hckBankSecrets...)
	secret = append(secret, hckAppSecrets...)
	secret = append(secret, hckNoteSecrets...)
	trap = append(trap, hckBankTraps...)
	trap = append(trap, hckAppTraps...)
	trap = append(trap, hckNoteTraps...)
	var out []Sample
	out = append(out, hckRun(secret, 410)...)
	out = append(out, hckRun(trap, 250)...)
	out = append(out, hckRun(hckShapeSecrets, 36)...)
	out = append(out, hckRun(hckShapeTraps, 24)...)
	// interleave deterministically so the file does not read as blocks
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hckCheck(s)
	}
	return out
}

func hckCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-ck: nil secrets in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-ck: secret %q not in text of %s", x, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ck: keep %q not in text of %s", k, s.Category))
		}
		for _, x := range s.Secrets {
			if strings.Contains(x, k) || strings.Contains(k, x) {
				panic(fmt.Sprintf("heldout-ck: keep %q overlaps secret %q in %s", k, x, s.Category))
			}
			for i := 0; i+len(k) <= len(s.Text); i++ {
				if !strings.HasPrefix(s.Text[i:], k) {
					continue
				}
				for j := 0; j+len(x) <= len(s.Text); j++ {
					if strings.HasPrefix(s.Text[j:], x) && i < j+len(x) && j < i+len(k) {
						panic(fmt.Sprintf("heldout-ck: keep %q overlaps secret %q in %s", k, x, s.Category))
					}
				}
			}
		}
	}
}
