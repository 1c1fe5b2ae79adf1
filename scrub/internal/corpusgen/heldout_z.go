package main

// heldout_z.go and its siblings heldout_z_*.go are a held-out part written blind: its author
// never read the scrubber's rules nor ran the scrubber. It leans towards household life and
// non-technical people: dictated text, text messages, shopping, banks, schools, clinics,
// routers, alarm codes, lockers, and traps full of numbers that are not secrets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutZ() []Sample {
	var out []Sample
	// the four shapes asked for first
	out = append(out, hzDiscord(32)...)
	out = append(out, hzLoginPairs(36)...)
	out = append(out, hzSplitKeys(30)...)
	out = append(out, hzKeyIDs(28)...)
	// everything else with a secret
	out = append(out, hzProsePw(44)...)
	out = append(out, hzHome(36)...)
	out = append(out, hzCloud(28)...)
	out = append(out, hzTokens(40)...)
	out = append(out, hzConfigs(34)...)
	out = append(out, hzShell(26)...)
	out = append(out, hzCrypto(22)...)
	out = append(out, hzCode(16)...)
	// traps
	out = append(out, hzTrapNumbers(70)...)
	out = append(out, hzTrapHashes(48)...)
	out = append(out, hzTrapPublic(30)...)
	out = append(out, hzTrapPlaces(42)...)
	out = append(out, hzTrapTalk(60)...)
	out = append(out, hzTrapCode(40)...)
	out = append(out, hzTrapLogin(50)...)
	return out
}

// hzS builds a sample with secrets; it panics when a secret or a kept piece is not in the text.
func hzS(cat, format, text string, secrets []string, keep ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-z: secret %q not in %q", s, text))
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-z: keep %q not in %q", k, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hzT builds a trap: text that must come back unchanged.
func hzT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hzN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hzChance(p float64) bool { return rng.Float64() < p }

func hzDigits(n int) string {
	s := rnd("123456789", 1)
	return s + rnd(digits, n-1)
}

var hzFirst = []string{"Maria", "Linda", "Tom", "Aisha", "Kenji", "Olga", "Pedro", "Sofia", "Rahul",
	"Grace", "Mehmet", "Chloe", "Tobias", "Fatima", "Ingrid", "Diego", "Nadia", "Hannah", "Wei",
	"Priya", "Jamal", "Elena", "Bruno", "Yuki", "Sam", "Beth", "Omar", "Lucia", "Pat", "Agnes"}

var hzPets = []string{"biscuit", "luna", "max", "bella", "charlie", "daisy", "rocky", "coco", "milo",
	"pepper", "shadow", "ginger", "oscar", "rosie", "teddy", "maple", "buster", "sunny", "mochi"}

var hzWords = []string{"sunflower", "pancake", "blueberry", "tigers", "rainbow", "summer", "harbor",
	"dragon", "butterfly", "liverpool", "yankees", "chocolate", "grandma", "starlight", "garden",
	"princess", "football", "cowboys", "maplewood", "violet", "thunder", "ocean", "cookie", "lakers"}

var hzSyms = []string{"!", "@", "#", "$", "*", "&", "?", "!!", "#1", "."}

// hzHumanPw is a password a person chose: words, names, years, symbols, leetspeak.
func hzHumanPw() string {
	cap := func(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
	year := fmt.Sprint(hzN(1948, 2024))
	switch rng.IntN(9) {
	case 0:
		return cap(pick(hzPets)) + year + pick(hzSyms)
	case 1:
		return pick(hzWords) + pick(hzSyms) + fmt.Sprint(hzN(10, 999))
	case 2:
		return cap(pick(hzWords)) + cap(pick(hzPets)) + fmt.Sprint(hzN(1, 99))
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return cap(r.Replace(pick(hzWords))) + fmt.Sprint(hzN(1, 99))
	case 4:
		return pick(hzPets) + "-" + pick(hzWords) + "-" + fmt.Sprint(hzN(10, 99))
	case 5:
		return cap(pick(hzWords)) + "&" + cap(pick(hzPets)) + year[2:]
	case 6:
		return strings.ToLower(pick(hzFirst)) + year + pick(hzSyms)
	case 7:
		return cap(pick(hzPets)) + "_" + cap(pick(hzWords)) + "#" + fmt.Sprint(hzN(2, 9))
	default:
		return "I" + pick([]string{"love", "Heart", "miss"}) + cap(pick(hzPets)) + fmt.Sprint(hzN(1, 9)) + pick(hzSyms)
	}
}

// hzRandPw is a generated password (password manager or the admin handed it out).
func hzRandPw() string {
	for {
		p := rnd(alnum+"!#$*-_=+?@", hzN(12, 20))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hzPw() string {
	if hzChance(0.55) {
		return hzHumanPw()
	}
	return hzRandPw()
}

func hzB64(n int) string { return rnd(alnum+"+/", n) }

func hzUser() string {
	switch rng.IntN(4) {
	case 0:
		return pick([]string{"admin", "Admin", "root", "user", "administrator", "owner"})
	case 1:
		return strings.ToLower(pick(hzFirst)) + fmt.Sprint(hzN(1, 99))
	case 2:
		return strings.ToLower(pick(hzFirst)) + "." + strings.ToLower(pick([]string{"smith", "garcia", "nguyen", "muller", "rossi", "kowalski", "tanaka", "obrien"}))
	default:
		return strings.ToLower(pick(hzFirst)) + pick([]string{"@gmail.com", "@yahoo.com", "@outlook.com", "@icloud.com", "@gmx.de", "@orange.fr"})
	}
}

func hzEmail() string {
	return strings.ToLower(pick(hzFirst)) + "." + strings.ToLower(pick(hzFirst)) + pick([]string{"@gmail.com", "@hotmail.com", "@school.edu", "@clinic.org", "@web.de"})
}

// hzDiscordTok is a Discord bot token: base64 of a snowflake id, a timestamp part, an hmac part.
func hzDiscordTok() string {
	id := hzDigits(hzN(17, 19))
	first := strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(id)), "=")
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 27, 38}))
}

func hzJWT() string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(hexs, 8) + `"}`})))
	p := enc.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`, hzDigits(8), pick(hzFirst), 1700000000+rng.IntN(9999999), 1720000000+rng.IntN(9999999))))
	return h + "." + p + "." + rnd(b64url, 43)
}

func hzDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hzN(2021, 2025), hzN(1, 12), hzN(1, 28))
}

func hzTime() string { return fmt.Sprintf("%02d:%02d:%02d", hzN(0, 23), hzN(0, 59), hzN(0, 59)) }
