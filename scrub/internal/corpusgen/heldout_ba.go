package main

// heldout_ba.go: a blind held-out part written without reading the scrubber's rules. Its people
// write mostly in South and Southeast Asian languages mixed with English (Hinglish, Taglish,
// Banglish, Manglish...), in small offices, shops, cyber cafés, call centres, government
// e-services and start-ups. This file holds the entry point, the sample helpers and the value
// generators; the other heldout_ba_*.go files hold the generators of texts.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutBA() []Sample {
	var out []Sample
	out = append(out, hbaDiscord()...)
	out = append(out, hbaLoginPairs()...)
	out = append(out, hbaSplitKeys()...)
	out = append(out, hbaKeyIDs()...)
	out = append(out, hbaVendorKeys()...)
	out = append(out, hbaProse()...)
	out = append(out, hbaConfigs()...)
	out = append(out, hbaCode()...)
	out = append(out, hbaTrapsLocal()...)
	out = append(out, hbaTrapsTech()...)
	out = append(out, hbaTrapsProse()...)
	// no text twice: a repeated text gets a surrounding of its own
	seen := map[string]bool{}
	for i := range out {
		for seen[out[i].Text] {
			out[i].Text = hbaWrap(out[i].Text, len(out[i].Secrets)+len(out[i].Keep) == 0)
		}
		seen[out[i].Text] = true
	}
	return out
}

var hbaTrailers = []string{"thanks!", "ok noted 👍", "ঠিক আছে", "sige po", "ok ạ", "รับทราบครับ", "theek hai bhai",
	"baik, terima kasih", "சரி", "ٹھیک ہے", "ဟုတ်ကဲ့", "noted, will check tomorrow", "ok lah", "cảm ơn anh"}

// hbaWrap gives a text a different surrounding: a chat header, a reply under it, or a quote.
// Quoting, which changes every line, is only for traps.
func hbaWrap(t string, quote bool) string {
	n := 3
	if !quote {
		n = 2
	}
	switch rng.IntN(n) {
	case 0:
		return "[" + hbaClock() + "] " + pick(hbaFirst) + ": " + t
	case 1:
		return t + "\n" + pick(hbaTrailers)
	default:
		return pick(hbaFirst) + " wrote:\n> " + strings.ReplaceAll(t, "\n", "\n> ")
	}
}

// hbaSec builds a sample with secrets; every secret must be a substring of the text.
func hbaSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ba: secret %q not in text %q", s, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hbaTrap builds a sample that must come back unchanged.
func hbaTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hbaKeep adds substrings that must survive beside the secrets.
func hbaKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ba: keep %q not in text %q", k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				panic(fmt.Sprintf("heldout-ba: keep %q overlaps secret %q", k, sec))
			}
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

// hbaFill replaces {KEY} markers in a template.
func hbaFill(t string, kv ...string) string {
	for i := 0; i+1 < len(kv); i += 2 {
		t = strings.ReplaceAll(t, "{"+kv[i]+"}", kv[i+1])
	}
	return t
}

func hbaN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbaDigits(n int) string {
	return string("123456789"[rng.IntN(9)]) + rnd(digits, n-1)
}

var hbaFirst = []string{"Ravi", "Priya", "Anjali", "Suresh", "Rahul", "Fatima", "Imran", "Ayesha", "Rakib", "Tanvir",
	"Nusrat", "Karthik", "Lakshmi", "Murugan", "Minh", "Lan", "Tuấn", "Huong", "Somchai", "Nattapong", "Ploy",
	"Juan", "Maricel", "Jun-jun", "Aling Nena", "Siti", "Ahmad", "Nurul", "Aung", "Thandar", "Zaw", "Deepa",
	"Arjun", "Bilal", "Sana", "Pooja", "Vikram", "Chen Wei", "Kavya", "Rohan", "Jomar", "Kim Anh"}

var hbaPlaces = []string{"Andheri", "Pune", "Lucknow", "Dhaka", "Chattogram", "Chennai", "Madurai", "Karachi", "Lahore",
	"Hà Nội", "Sài Gòn", "Đà Nẵng", "Bangkok", "Chiang Mai", "Quezon City", "Cebu", "Davao", "Kuala Lumpur",
	"Johor Bahru", "Penang", "Yangon", "Mandalay", "Kochi", "Indore", "Sylhet", "Surabaya"}

var hbaShops = []string{"Sharma Medical Store", "Laxmi Kirana", "Cyber Zone Internet Café", "Rahman Telecom",
	"Murugan Xerox & Print", "Quán Cà Phê Mộc", "Tiệm Điện Thoại Minh Phát", "ร้านข้าวมันไก่ป้าแดง", "Aling Nena's Sari-sari",
	"Kedai Runcit Pak Ali", "Shwe Mobile", "Green Valley Call Centre", "Desi Bites Cloud Kitchen", "Balaji Travels",
	"Sunrise CSC Kendra", "Jolly Laundry Hub", "Tech Saathi Pvt Ltd", "PayKaro Labs", "Kampung Digital Sdn Bhd"}

var hbaPwWords = []string{"Mumbai", "Ganesh", "Priya", "Kolkata", "Lahore", "Dhaka", "Manila", "Saigon", "Bangkok",
	"Jaipur", "tiger", "mango", "chai", "Biryani", "Krishna", "mahal", "pogi", "Dosa", "cricket", "Dhoni", "Virat",
	"Shakib", "Pinoy", "sawasdee", "durian", "Lemak", "Yangon", "shwe", "Rasgulla", "jollibee", "Pho", "Sunny",
	"laddu", "Tamil", "Bismillah", "Jaihind", "bahay", "Halo", "Sultan", "Rajni", "Mandalay", "Ketupat", "Sari"}

var hbaSyms = []string{"@", "#", "$", "!", "_", "&", "*", "."}

// hbaHumanPw returns a human-chosen password: words, digits and a symbol.
func hbaHumanPw() string {
	w := pick(hbaPwWords)
	w2 := pick(hbaPwWords)
	switch rng.IntN(8) {
	case 0:
		return w + pick(hbaSyms) + fmt.Sprint(hbaN(1985, 2025))
	case 1:
		return strings.ToLower(w) + fmt.Sprint(hbaN(100, 9999)) + pick(hbaSyms)
	case 2:
		return w + pick(hbaSyms) + strings.ToLower(w2) + fmt.Sprint(hbaN(1, 99))
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "i", "1", "e", "3", "s", "$")
		return r.Replace(strings.ToLower(w)) + fmt.Sprint(hbaN(10, 999))
	case 4:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + strings.ToLower(w2) + "#" + fmt.Sprint(hbaN(1, 31))
	case 5:
		return w + "_" + rnd(digits, 4)
	case 6:
		return "Shop" + pick(hbaSyms) + fmt.Sprint(hbaN(100, 999)) + strings.ToLower(w)
	default:
		return strings.ToLower(w) + strings.ToLower(w2) + fmt.Sprint(hbaN(1, 12)) + pick(hbaSyms)
	}
}

// hbaRandPw returns a generated password.
func hbaRandPw() string {
	n := hbaN(10, 20)
	p := rnd(alnum, n-2) + rnd("!@#%^*-_+=", 1) + rnd(digits, 1)
	return p
}

func hbaPw() string {
	if rng.IntN(3) == 0 {
		return hbaRandPw()
	}
	return hbaHumanPw()
}

var hbaUsers = []string{"admin", "root", "cashier01", "anita.sharma", "superadmin", "frontdesk", "manager", "staff",
	"kiosk3", "ops", "nguyenvana", "juan.delacruz", "somchai.k", "accounts@balajitravels.in", "csc_operator",
	"ravi.k", "support", "tally_user", "sa", "owner", "biller2", "ahmad.f", "aungzaw"}

func hbaUser() string {
	if rng.IntN(6) == 0 {
		return hbaPhoneLocalBare()
	}
	return pick(hbaUsers)
}

func hbaPhoneLocalBare() string { return string("6789"[rng.IntN(4)]) + rnd(digits, 9) }

// hbaPhone returns a phone number of one of the region's countries.
func hbaPhone() string {
	switch rng.IntN(8) {
	case 0:
		return "+91 " + string("6789"[rng.IntN(4)]) + rnd(digits, 4) + " " + rnd(digits, 5)
	case 1:
		return "+63 9" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 4)
	case 2:
		return "+84 9" + rnd(digits, 1) + " " + rnd(digits, 3) + " " + rnd(digits, 4)
	case 3:
		return "+66 8" + rnd(digits, 1) + " " + rnd(digits, 3) + " " + rnd(digits, 4)
	case 4:
		return "+60 1" + rnd(digits, 1) + "-" + rnd(digits, 3) + " " + rnd(digits, 4)
	case 5:
		return "+880 1" + string("3456789"[rng.IntN(7)]) + rnd(digits, 2) + "-" + rnd(digits, 6)
	case 6:
		return "0" + string("3"[0]) + rnd(digits, 2) + "-" + rnd(digits, 7)
	default:
		return "09" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	}
}

func hbaSnowflake() string { return hbaDigits(hbaN(17, 19)) }

// hbaDiscordToken: base64 of the bot's user id, a dot, 6 chars, a dot, 27 or 38 chars.
func hbaDiscordToken() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hbaSnowflake()))
	tail := 27
	if rng.IntN(2) == 0 {
		tail = 38
	}
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, tail)
}

func hbaHex(n int) string { return rnd(hexs, n) }

func hbaUUID() string {
	return hbaHex(8) + "-" + hbaHex(4) + "-4" + hbaHex(3) + "-" + string("89ab"[rng.IntN(4)]) + hbaHex(3) + "-" + hbaHex(12)
}

func hbaB64(n int) string { return rnd(alnum+"+/", n) }

func hbaJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`,
		hbaDigits(6), pick(hbaFirst), 1700000000+rng.IntN(40000000), 1750000000+rng.IntN(40000000))))
	return h + "." + p + "." + rnd(b64url, 43)
}

// hbaPEMBody returns the base64 lines of a private key (without the markers).
func hbaPEMBody(prefix string, lines int) string {
	var b strings.Builder
	width := 64
	if len(prefix) >= 64 {
		width = 70 // OpenSSH wraps at 70
	}
	first := prefix + hbaB64(width-len(prefix))
	b.WriteString(first)
	for i := 1; i < lines; i++ {
		b.WriteString("\n")
		b.WriteString(hbaB64(width))
	}
	b.WriteString("\n")
	b.WriteString(hbaB64(hbaN(20, 60)) + pick([]string{"", "=", "=="}))
	return b.String()
}

func hbaAWSID() string {
	return pick([]string{"AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hbaAWSSecret() string { return hbaB64(40) }

func hbaBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

func hbaB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hbaTime returns a log-style timestamp.
func hbaTime() string {
	return fmt.Sprintf("2024-%02d-%02d %02d:%02d:%02d", hbaN(1, 12), hbaN(1, 28), hbaN(0, 23), hbaN(0, 59), hbaN(0, 59))
}

func hbaClock() string { return fmt.Sprintf("%02d:%02d", hbaN(7, 23), hbaN(0, 59)) }
