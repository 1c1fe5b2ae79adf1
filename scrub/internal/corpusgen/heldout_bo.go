// heldout-bo is a blind held-out corpus part: households, students, shops, support centres and
// dev teams in India, Pakistan, Bangladesh, Indonesia, Vietnam, Thailand and the Philippines
// sharing wallet PINs, Wi-Fi keys, payment-gateway keys and logins in chats, tickets, configs and
// logs, in English as written there, Hinglish, Taglish, Hindi, Indonesian, Vietnamese, Thai and
// Tagalog, with traps of the same shapes. It was written without reading the scrubber's rules,
// its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hboT is one template and how many samples to draw from it.
type hboT struct {
	n int
	f func() Sample
}

func heldoutBO() []Sample {
	hboSeen = map[string]bool{}
	var ts []hboT
	ts = append(ts, hboHomeTs()...)
	ts = append(ts, hboPayTs()...)
	ts = append(ts, hboOpsTs()...)
	ts = append(ts, hboShapeTs()...)
	ts = append(ts, hboMoreTs()...)
	ts = append(ts, hboTrapHomeTs()...)
	ts = append(ts, hboTrapOpsTs()...)
	var out []Sample
	for _, t := range ts {
		for i := 0; i < t.n; i++ {
			out = append(out, hboGen(t.f))
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		if msg := hboProblem(s); msg != "" {
			panic(fmt.Sprintf("heldout-bo: %s: %s\n%s", s.Category, msg, s.Text))
		}
	}
	return out
}

var hboSeen = map[string]bool{}

// hboGen draws from f until the sample has no accidental collision (a short secret that also
// occurs elsewhere in the text, a keep that touches a secret).
func hboGen(f func() Sample) Sample {
	var s Sample
	for try := 0; try < 60; try++ {
		s = f()
		if s.Secrets == nil {
			s.Secrets = []string{}
		}
		if hboProblem(s) == "" && !hboSeen[s.Text] {
			hboSeen[s.Text] = true
			return s
		}
	}
	panic(fmt.Sprintf("heldout-bo: %s: %s (or a repeated text)\n%s", s.Category, hboProblem(s), s.Text))
}

func hboProblem(s Sample) string {
	if s.Secrets == nil {
		return "nil secrets"
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		return "keep on a trap"
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			return fmt.Sprintf("secret %q not in text", sec)
		}
		if len(sec) < 10 && strings.Count(s.Text, sec) != 1 {
			return fmt.Sprintf("short secret %q occurs more than once", sec)
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			return fmt.Sprintf("keep %q not in text", k)
		}
		for _, ks := range hboSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hboSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						return fmt.Sprintf("keep %q overlaps secret %q", k, sec)
					}
				}
			}
		}
	}
	return ""
}

func hboSpans(text, sub string) [][2]int {
	var sp [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return sp
		}
		sp = append(sp, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// hboS builds a sample with secrets; hboTrap one without.
func hboS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: append([]string{}, secrets...)}
}

func hboTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func (s Sample) hboKeep(k ...string) Sample {
	s.Keep = append(s.Keep, k...)
	return s
}

func hboOf(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hboP(p float64) bool { return rng.Float64() < p }

func hboN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hboD is n random digits, the first not zero.
func hboD(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hboPIN(n int) string {
	for {
		p := rnd(digits, n)
		if !strings.Contains("0123456789", p) && strings.Count(p, p[:1]) != n && p[:2] != "19" && p[:2] != "20" {
			return p
		}
	}
}

func hboTime() string { return fmt.Sprintf("%d:%02d", hboN(7, 22), rng.IntN(60)) }

func hboDate() string {
	return fmt.Sprintf("%02d/%02d/%d", hboN(1, 28), hboN(1, 12), hboN(2023, 2025))
}

func hboISO() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d", hboN(2023, 2025), hboN(1, 12), hboN(1, 28),
		rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func hboUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hboOf("8", "9", "a", "b") +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hboCase(s string) string {
	switch rng.IntN(3) {
	case 0:
		return strings.ToLower(s)
	case 1:
		return strings.ToUpper(s[:1]) + strings.ToLower(s[1:])
	}
	return s
}

// hboWords are the bases people build passwords from, by region.
var hboWords = map[string][]string{
	"in": {"ganesh", "mumbai", "krishna", "Jaihind", "pune", "rahul", "chennai", "sachin", "Dhoni", "bangalore", "omsairam", "Priya", "kolkata", "mahadev"},
	"pk": {"lahore", "karachi", "Pakistan", "ayesha", "Hamza", "peshawar", "zindagi", "babar", "Faisal"},
	"bd": {"dhaka", "Sylhet", "padma", "tanvir", "Nusrat", "ilish", "shonar", "Bangla"},
	"id": {"sayang", "Jakarta", "bandung", "indomie", "Rizky", "surabaya", "bismillah", "Garuda", "kopiku", "putri"},
	"vn": {"matkhau", "hanoi", "Saigon", "anhyeuem", "phobo", "Minh", "danang", "hoangsa", "Trang"},
	"th": {"krungthep", "Somtam", "chiangmai", "ploy", "Siam", "tomyum", "nong", "Bangkok"},
	"ph": {"mahalkita", "Manila", "jollibee", "iloveyou", "Cebu", "Paolo", "kristine", "pinoy", "Davao", "adobo"},
}

var hboRegions = []string{"in", "pk", "bd", "id", "vn", "th", "ph"}

// hboPW is a password a person made up, in the style of the region.
func hboPW(region string) string {
	w := hboCase(pick(hboWords[region]))
	switch rng.IntN(7) {
	case 0:
		return w + hboOf("@", "#", "_", "!", ".") + hboD(hboN(3, 4))
	case 1:
		return w + hboD(hboN(2, 4)) + hboOf("!", "@", "#", "$")
	case 2:
		w2 := pick(hboWords[pick(hboRegions)])
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + hboD(hboN(1, 2))
	case 3:
		return strings.ToUpper(w[:1]) + w[1:] + hboOf("@", "#", "*") + hboOf("123", "786", "143", "1234", "88", "99") + rnd(digits, hboN(0, 2))
	case 4:
		return hboStrong(hboN(10, 16))
	case 5:
		return w + hboOf("2022", "2023", "2024", "2025", "2567") + hboOf("", "!", "@", "#")
	}
	return strings.ToLower(w) + hboOf("_", ".", "") + rnd(lower, 2) + hboD(hboN(3, 5))
}

// hboStrong is a generated password.
func hboStrong(n int) string {
	for {
		p := rnd(alnum+"!@#%^*_-+=", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

// hboURLPW is a password safe inside a URL.
func hboURLPW() string {
	if hboP(0.5) {
		return rnd(alnum, hboN(12, 24))
	}
	return hboCase(pick(hboWords[pick(hboRegions)])) + rnd(alnum, hboN(3, 6)) + hboD(2)
}

var hboNames = map[string][]string{
	"in": {"Rahul", "Priya", "Ankit", "Sneha", "Vikram", "Pooja", "Arjun", "Neha", "Rohan", "Kavya", "Aditya", "Divya", "Sanjay", "Meera", "Karthik", "Lakshmi", "Suresh", "Anjali", "Manoj", "Deepika"},
	"pk": {"Ali", "Ayesha", "Hamza", "Fatima", "Bilal", "Zainab", "Usman", "Hira", "Faisal", "Sana"},
	"bd": {"Rafiq", "Nusrat", "Tanvir", "Sabrina", "Arif", "Farhana", "Shakil", "Tahmina"},
	"id": {"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Rina", "Fajar", "Indah", "Wahyu", "Ayu"},
	"vn": {"Minh", "Linh", "Huy", "Trang", "Tuấn", "Hương", "Nam", "Thảo", "Đức", "Mai"},
	"th": {"Somchai", "Nattapong", "Siriporn", "Kanya", "Preecha", "Ploy", "Anan", "Waraporn"},
	"ph": {"Juan", "Maricel", "Jomar", "Kristine", "Paolo", "Jhun", "Rowena", "Mark", "Joy", "Carlo"},
}

func hboName(region string) string { return pick(hboNames[region]) }

func hboUser(region string) string {
	n := strings.ToLower(hboName(region))
	n = strings.NewReplacer("ả", "a", "ấ", "a", "ư", "u", "ơ", "o", "đ", "d").Replace(n)
	if hboP(0.4) {
		return n + rnd(digits, hboN(2, 4))
	}
	return n + hboOf(".", "_", "") + strings.ToLower(pick(hboWords[pick(hboRegions)])[:hboN(2, 4)]) + rnd(digits, hboN(0, 3))
}

// hboTwo is two different names from a region.
func hboTwo(region string) (string, string) {
	a := hboName(region)
	for {
		if b := hboName(region); b != a {
			return a, b
		}
	}
}

func hboMail(region string) string {
	return hboUser(region) + "@" + hboOf("gmail.com", "yahoo.com", "outlook.com", "rediffmail.com", "ymail.com")
}

func hboPhone(region string) string {
	switch region {
	case "in":
		return "+91 " + hboOf("98", "97", "88", "70", "63") + rnd(digits, 3) + " " + rnd(digits, 5)
	case "pk":
		return "03" + hboOf("00", "12", "21", "33", "45") + "-" + rnd(digits, 7)
	case "bd":
		return "01" + hboOf("7", "8", "9", "5", "3") + rnd(digits, 2) + "-" + rnd(digits, 6)
	case "id":
		return "08" + hboOf("12", "13", "21", "57", "77") + "-" + rnd(digits, 4) + "-" + rnd(digits, 4)
	case "vn":
		return "09" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	case "th":
		return "08" + rnd(digits, 1) + "-" + rnd(digits, 3) + "-" + rnd(digits, 4)
	}
	return "09" + hboOf("17", "18", "27", "56", "99") + " " + rnd(digits, 3) + " " + rnd(digits, 4)
}

// hboSSID is a home or shop Wi-Fi network name.
func hboSSID(region string) string {
	return hboOf("JioFiber-", "Airtel_", "IndiHome-", "FPT_", "VIETTEL_", "TRUE_", "AIS_", "PLDTHOMEFIBR", "Globe_", "ZTE-", "TP-Link_", "Tenda_") +
		hboOf(rnd(upper+digits, 4), strings.ToLower(hboName(region)), hboOf("Lt2", "5G", "Home", "Shop", "Kos", "Office"))
}

// hboWifi is a Wi-Fi key a person set.
func hboWifi(region string) string {
	switch rng.IntN(4) {
	case 0:
		return hboD(hboN(8, 10))
	case 1:
		return rnd(lower+digits, hboN(8, 12))
	}
	return hboPW(region)
}

// hboChat renders lines as an exported chat: lines alternate "who", "message".
func hboChat(style string, lines ...string) string {
	var b strings.Builder
	h, m := hboN(8, 21), rng.IntN(50)
	day := hboDate()
	for i := 0; i+1 < len(lines); i += 2 {
		m += hboN(1, 4)
		if m > 59 {
			h, m = h+1, m-60
		}
		who, msg := lines[i], lines[i+1]
		switch style {
		case "wa":
			hh, ap := h, "AM"
			if h >= 12 {
				ap = "PM"
				if h > 12 {
					hh = h - 12
				}
			}
			fmt.Fprintf(&b, "[%s, %d:%02d:%02d %s] %s: %s\n", day[:6]+day[8:], hh, m, rng.IntN(60), ap, who, msg)
		case "wa2":
			fmt.Fprintf(&b, "%s, %02d:%02d - %s: %s\n", day, h, m, who, msg)
		case "line":
			fmt.Fprintf(&b, "%02d:%02d\t%s\t%s\n", h, m, who, msg)
		case "tg":
			fmt.Fprintf(&b, "%s, [%s %02d:%02d]\n%s\n\n", who, day, h, m, msg)
		default:
			fmt.Fprintf(&b, "%s: %s\n", who, msg)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

func hboB64(n int) string { return rnd(alnum+"+/", n) }

// hboPEMBody is the base64 body of a key block, 64 characters a line.
func hboPEMBody(prefix string, lines int) string {
	var ls []string
	for i := 0; i < lines; i++ {
		ls = append(ls, hboB64(64))
	}
	ls[0] = prefix + ls[0][len(prefix):]
	ls = append(ls, hboB64(hboN(8, 60))+hboOf("", "=", "=="))
	return strings.Join(ls, "\n")
}

// hboSnowflake is a Discord id.
func hboSnowflake() string { return hboOf("1", "7", "8", "9") + rnd(digits, hboN(16, 18)) }

func hboDiscordToken() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(hboSnowflake()))
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

const hboFence = "```"

func hboStd64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hboSay renders one message as a line of a chat, by someone from region.
func hboSay(region, msg string) string {
	return hboChat(hboOf("wa", "wa2", "line", "plain", "tg"), hboName(region), msg)
}

// hboSayOf picks one (region, message) pair and renders it with hboSay.
func hboSayOf(pairs ...string) string {
	i := rng.IntN(len(pairs)/2) * 2
	return hboSay(pairs[i], pairs[i+1])
}
