// heldout-dv is a blind held-out corpus part: musicians, podcasters and event organisers
// (distribution and streaming dashboards, podcast hosts, ticketing, livestream keys, venue
// Wi-Fi, merch stores), plus variants of four shared shapes (Discord bot tokens, "login is
// user / password" prose, keys split over two lines, private_key_id in prose). It was written
// without reading the scrubber's rules, its tests or any other corpus part.

package main

import (
	"fmt"
	"strings"
)

// hdvGen is one generator and how many samples it makes.
type hdvGen struct {
	n int
	f func() Sample
}

func heldoutDV() []Sample {
	var gens []hdvGen
	gens = append(gens, hdvStreamGens()...)
	gens = append(gens, hdvDistGens()...)
	gens = append(gens, hdvPodGens()...)
	gens = append(gens, hdvTicketGens()...)
	gens = append(gens, hdvVenueGens()...)
	gens = append(gens, hdvMoreGens()...)
	gens = append(gens, hdvShapeGens()...)
	gens = append(gens, hdvTrapGens()...)
	gens = append(gens, hdvTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, g.f())
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for i, s := range out {
		hdvCheck(i, s)
	}
	return out
}

// hdvCheck panics when a label does not fit its text.
func hdvCheck(i int, s Sample) {
	if s.Secrets == nil {
		panic(fmt.Sprintf("heldout-dv sample %d (%s): nil secrets", i, s.Category))
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic(fmt.Sprintf("heldout-dv sample %d: empty field", i))
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dv sample %d (%s): secret %q not in text:\n%s", i, s.Category, sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dv sample %d (%s): keep %q not in text:\n%s", i, s.Category, k, s.Text))
		}
		for _, ka := range hdvSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, sa := range hdvSpans(s.Text, sec) {
					if ka[0] < sa[1] && sa[0] < ka[1] {
						panic(fmt.Sprintf("heldout-dv sample %d (%s): keep %q overlaps secret %q", i, s.Category, k, sec))
					}
				}
			}
		}
	}
}

// hdvSpans lists every [start,end) where sub occurs in text, overlapping ones included.
func hdvSpans(text, sub string) [][2]int {
	var r [][2]int
	for off := 0; ; {
		j := strings.Index(text[off:], sub)
		if j < 0 {
			return r
		}
		r = append(r, [2]int{off + j, off + j + len(sub)})
		off += j + 1
	}
}

// hdvS makes a sample with secrets; hdvT makes a trap.
func hdvS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdvT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdvL(xs ...string) []string { return xs }

func hdvN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdvF(format string, a ...any) string { return fmt.Sprintf(format, a...) }

var (
	hdvFirst = []string{"Marta", "Jonas", "Aoife", "Tomás", "Priya", "Kwame", "Lena", "Mateo",
		"Yuki", "Sven", "Chloé", "Dario", "Ines", "Olu", "Freya", "Rafa", "Noor", "Bea", "Kai",
		"Ingrid", "Luca", "Mei", "Declan", "Zofia", "Amara", "Theo", "Camille", "Jules", "Nadia", "Pim"}
	hdvBands = []string{"The Velvet Lanterns", "Salt Marsh", "Neon Harbour", "Kite Theory",
		"Los Planetas Menores", "Paper Moth", "Midnight Tram", "Brass Foxes", "Lumen Choir",
		"Ghost Orchard", "Dust & Diesel", "Violet Static", "Hollow Pines", "Sonic Allotment", "Fjord Radio"}
	hdvPods = []string{"Late Night Liner Notes", "The B-Side Hour", "Gear Talk Weekly",
		"Backstage Pass", "Crate Diggers", "The Setlist", "Tour Van Diaries", "Low End Theory Pod",
		"Mixdown Monday", "Green Room Chats", "Two Mics One Cable"}
	hdvVenues = []string{"The Lantern Rooms", "Kulturhaus Mitte", "Sala Apolo", "Paradiso Noord",
		"The Crooked Billet", "Vega Lille Sal", "Le Petit Bain", "Roundhouse Studio 2",
		"Melkweg Oude Zaal", "Whelan's Upstairs", "Brudenell Games Room", "Festsaal Kreuzberg"}
	hdvCities = []string{"Leeds", "Berlin", "Barcelona", "Amsterdam", "Dublin", "Copenhagen",
		"Paris", "Lisbon", "Glasgow", "Hamburg", "Lyon", "Porto", "Bristol", "Utrecht", "Malmö"}
	hdvWords = []string{"tambourine", "Lisboa", "bassline", "Marmalade", "velvet", "Fender",
		"Kestrel", "jukebox", "Harbour", "moshpit", "Reverb", "saxophone", "Gibson", "midnight",
		"Tromso", "encore", "Setlist", "vinyl", "Pelican", "Sunburst", "Rhodes", "Mellotron",
		"Kazoo", "Dynamo", "orchid", "falsetto", "Glasto", "ukulele", "Banjo", "cassette"}
	hdvMonths = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
)

func hdvName() string  { return pick(hdvFirst) }
func hdvBand() string  { return pick(hdvBands) }
func hdvPod() string   { return pick(hdvPods) }
func hdvVenue() string { return pick(hdvVenues) }
func hdvCity() string  { return pick(hdvCities) }

// hdvSlug turns a name into a lower-case handle.
func hdvSlug(s string) string {
	s = strings.ToLower(s)
	r := strings.NewReplacer(" ", pick([]string{"", "-"}), ".", "", "&", "and", "'", "", "é", "e", "á", "a", "ö", "o")
	return r.Replace(s)
}

func hdvUser() string {
	n := strings.ToLower(pick(hdvFirst))
	n = strings.NewReplacer("é", "e", "á", "a").Replace(n)
	switch rng.IntN(4) {
	case 0:
		return n
	case 1:
		return n + "." + strings.ToLower(rnd(lower, hdvN(4, 7)))
	case 2:
		return n + rnd(digits, 2)
	}
	return pick([]string{"admin", "bandmgr", "tourmgr", "merch", "foh", "booking", "studio", "stream"})
}

func hdvDate() string {
	d := hdvN(1, 28)
	m := rng.IntN(12)
	switch rng.IntN(3) {
	case 0:
		return hdvF("%d %s", d, hdvMonths[m])
	case 1:
		return hdvF("2025-%02d-%02d", m+1, d)
	}
	return hdvF("%d/%d", d, m+1)
}

// hdvPass is a password a person would invent.
func hdvPass() string {
	w := pick(hdvWords)
	w2 := pick(hdvWords)
	sym := pick([]string{"#", "!", "@", "$", "&", "*", "%", "?"})
	switch rng.IntN(9) {
	case 0:
		return w + sym + hdvF("%d", 2015+rng.IntN(12))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + hdvF("%d", rng.IntN(100))
	case 2:
		return strings.NewReplacer("a", "4", "e", "3", "i", "1", "o", "0").Replace(w) + sym + rnd(digits, hdvN(2, 3))
	case 3:
		return rnd(alnum+"!@#$%&*", hdvN(12, 20))
	case 4:
		return hdvCap(w) + "." + hdvCap(w2) + "." + rnd(digits, 2)
	case 5:
		return strings.ToLower(w) + "_" + strings.ToLower(w2) + sym
	case 6:
		return hdvCap(w) + hdvCap(w2) + rnd(digits, hdvN(2, 4))
	case 7:
		return rnd(lower, 4) + rnd(digits, 2) + sym + rnd(upper, 3) + rnd(lower, 3)
	}
	return hdvF("%s%s%s", rnd(upper, 1), rnd(lower+digits, hdvN(8, 12)), sym)
}

// hdvWifi is a Wi-Fi key: invented phrase or router default.
func hdvWifi() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	case 1:
		return rnd(upper+digits, hdvN(10, 16))
	case 2:
		return strings.ToLower(pick(hdvWords)) + strings.ToLower(pick(hdvWords)) + rnd(digits, hdvN(2, 4))
	}
	return hdvPass()
}

// hdvPIN is a keypad code of n digits that does not start with 19 or 20, so it never
// reads like a year.
func hdvPIN(n int) string {
	for {
		p := rnd(digits, n)
		if !strings.HasPrefix(p, "19") && !strings.HasPrefix(p, "20") && p[0] != '0' {
			return p
		}
	}
}

func hdvUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hdvB64(n int) string { return rnd(alnum+"+/", n) }

// hdvPEMBody is the base64 body of a PEM block: full lines of 64 and a short last one.
func hdvPEMBody(lines int, sep string) string {
	var ls []string
	ls = append(ls, pick([]string{"MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "MIIEpAIBAAKCAQEA", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"})+hdvB64(64))
	ls[0] = ls[0][:64]
	for i := 1; i < lines; i++ {
		ls = append(ls, hdvB64(64))
	}
	ls = append(ls, hdvB64(hdvN(12, 40))+pick([]string{"=", "==", ""}))
	return strings.Join(ls, sep)
}

func hdvIP() string {
	switch rng.IntN(3) {
	case 0:
		return hdvF("10.%d.%d.%d", rng.IntN(255), rng.IntN(255), 1+rng.IntN(250))
	case 1:
		return hdvF("172.%d.%d.%d", hdvN(16, 31), rng.IntN(255), 1+rng.IntN(250))
	}
	return hdvF("192.168.%d.%d", rng.IntN(255), 1+rng.IntN(250))
}

func hdvPhone() string {
	return pick([]string{"+44 7", "+49 15", "+34 6", "+31 6", "+353 8", "+33 6"}) + rnd(digits, 3) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
}

func hdvCap(w string) string { return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) }
