// heldout-br is a blind held-out corpus part: the memory of a personal assistant for one
// household and its family (home Wi-Fi and router, gate, alarm and safe codes, bank and card
// PINs, shared streaming and shopping accounts, the children's portals and consoles, elderly
// parents' logins, smart-home hubs and cameras), with many ordinary notes and near-miss traps.
// It was written without reading the scrubber's rules, its tests or any other corpus part.

package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbrGen is one text template and how many samples to draw from it.
type hbrGen struct {
	f func() Sample
	n int
}

func heldoutBR() []Sample {
	groups := [][]hbrGen{hbrNetGens, hbrCodeGens, hbrAcctGens, hbrTechGens, hbrShapeGens, hbrTrapGens, hbrTrap2Gens, hbrMoreGens}
	var out []Sample
	for _, g := range groups {
		for _, x := range g {
			for i := 0; i < x.n; i++ {
				s := x.f()
				hbrCheck(s)
				out = append(out, s)
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hbrCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-br: nil Secrets in " + s.Category)
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic("heldout-br: empty field in " + s.Category + " " + s.Text)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-br: %s: secret %q not in text %q", s.Category, x, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-br: %s: keep %q not in text %q", s.Category, k, s.Text))
		}
		for _, x := range s.Secrets {
			if hbrOverlap(s.Text, k, x) {
				panic(fmt.Sprintf("heldout-br: %s: keep %q overlaps secret %q", s.Category, k, x))
			}
		}
	}
}

func hbrIdx(text, sub string) []int {
	var r []int
	for i := 0; i <= len(text); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		r = append(r, i+j)
		i += j + 1
	}
	return r
}

func hbrOverlap(text, a, b string) bool {
	for _, i := range hbrIdx(text, a) {
		for _, j := range hbrIdx(text, b) {
			if i < j+len(b) && j < i+len(a) {
				return true
			}
		}
	}
	return false
}

// hbrS builds a sample with secrets; hbrT a trap; hbrK adds keep strings.
func hbrS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbrT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbrK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hbrN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbrDig(n int) string { return rnd(digits, n) }

func hbrCoin() bool { return rng.IntN(2) == 0 }

func hbrP(pct int) bool { return rng.IntN(100) < pct }

func hbrCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

var (
	hbrFirst   = []string{"Ana", "Bruno", "Carla", "Diego", "Elena", "Felipe", "Gabi", "Hugo", "Inês", "João", "Kate", "Liam", "Maya", "Noah", "Olivia", "Pedro", "Rita", "Sam", "Tom", "Zoe", "Lucas", "Sofia", "Miguel", "Bia", "Emma", "Leo", "Marta", "Rafa"}
	hbrKidsN   = []string{"Lucas", "Sofia", "Mia", "Theo", "Laura", "Davi", "Alice", "Ben", "Clara", "Enzo", "Lily", "Max", "Nina", "Oscar"}
	hbrSurname = []string{"Silva", "Oliveira", "Costa", "Martins", "Becker", "Novak", "Murphy", "Okafor", "Lindqvist", "Moreau", "Santos", "Ferreira", "Kowalski", "Almeida", "Pereira"}
	hbrPets    = []string{"Bella", "Max", "Luna", "Thor", "Mel", "Pipoca", "Rex", "Nina", "Biscuit", "Toby", "Pacoca", "Snoopy", "Frida", "Bolt"}
	hbrWords   = []string{"maple", "river", "lantern", "copper", "violet", "harbor", "pepper", "falcon", "meadow", "cactus", "orbit", "velvet", "pickle", "thunder", "walnut", "comet", "marble", "tulip", "canyon", "mango", "saffron", "pebble", "willow", "ember", "puzzle", "hazel", "jungle", "koala", "lemon", "nectar", "otter", "quartz", "raven", "sunny", "tango", "waffle", "zebra", "garden", "horse", "battery", "staple", "correct", "piano", "rocket", "castle", "forest", "island", "banana", "cookie", "dragon"}
	hbrCities  = []string{"Lisboa", "Porto", "Recife", "Curitiba", "Salvador", "Madrid", "Berlin", "Dublin", "Napoli", "Toronto", "Sevilla", "Bahia", "Floripa", "Manaus", "Oslo", "Coimbra"}
	hbrPtWords = []string{"Saudade", "Feijoada", "Cafezinho", "Brigadeiro", "Mangueira", "Flamengo", "Palmeiras", "Corinthians", "Jabuticaba", "Goiabada", "Paçoquinha", "Carnaval"}
	hbrSyms    = "!@#$%&*?."
	hbrWhoF    = []string{"mom", "Mum", "my mother", "grandma", "Vovó", "Oma", "Aunt Rosa", "my mother-in-law"}
	hbrWho     = []string{"mom", "dad", "Mum", "my mother", "my dad", "grandma", "Vovó", "Vovô", "Oma", "Aunt Rosa", "my father-in-law"}
)

func hbrSym() string { return string(hbrSyms[rng.IntN(len(hbrSyms))]) }

func hbrLeet(w string) string {
	r := strings.NewReplacer("o", "0", "e", "3", "a", "@", "i", "1", "s", "$")
	if hbrCoin() {
		r = strings.NewReplacer("o", "0", "e", "3")
	}
	return r.Replace(w)
}

// hbrPw is a password as people invent them, or as a manager generates them.
func hbrPw() string {
	switch rng.IntN(10) {
	case 0:
		return pick(hbrCities) + hbrSym() + fmt.Sprint(hbrN(1990, 2025))
	case 1:
		return pick(hbrWords) + "-" + pick(hbrWords) + "-" + hbrDig(hbrN(1, 3))
	case 2:
		return pick(hbrPets) + fmt.Sprint(hbrN(2005, 2024)) + hbrSym()
	case 3:
		return rnd(alnum+"!@#$%^&*+=", hbrN(14, 22))
	case 4:
		return hbrCap(hbrLeet(pick(hbrWords))) + hbrSym() + hbrDig(2)
	case 5:
		return hbrCap(pick(hbrWords)) + hbrCap(pick(hbrWords)) + hbrCap(pick(hbrWords)) + hbrDig(2)
	case 6:
		return strings.ToLower(pick(hbrKidsN)) + "_" + fmt.Sprint(hbrN(2008, 2020)) + hbrSym()
	case 7:
		return strings.ReplaceAll(pick(hbrPtWords), "ç", "c") + "@" + hbrDig(3)
	case 8:
		return rnd(lower, 4) + hbrDig(2) + rnd(upper, 2) + hbrSym() + rnd(lower, 3)
	default:
		return rnd(alnum, 4) + "-" + rnd(alnum, 4) + "-" + rnd(alnum, 4) + "-" + rnd(alnum, 4)
	}
}

// hbrWifi is a Wi-Fi key: invented, or the router's printed default.
func hbrWifi() string {
	switch rng.IntN(7) {
	case 0:
		return hbrDig(20)
	case 1:
		return rnd(lower+digits, hbrN(10, 14))
	case 2:
		return rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
	case 3:
		return hbrCap(pick(hbrWords)) + pick(hbrPets) + hbrDig(4)
	default:
		return hbrPw()
	}
}

func hbrSSID() string {
	switch rng.IntN(8) {
	case 0:
		return pick(hbrSurname) + "_Home"
	case 1:
		return "NETGEAR" + hbrDig(2)
	case 2:
		return "Vodafone-" + rnd("0123456789ABCDEF", 4)
	case 3:
		return "FRITZ!Box 7590 " + rnd(upper, 2)
	case 4:
		return "TP-Link_" + rnd("0123456789ABCDEF", 4)
	case 5:
		return "casa-" + strings.ToLower(pick(hbrSurname))
	case 6:
		return pick([]string{"Pretty Fly for a WiFi", "FBI Surveillance Van", "Bill Wi the Science Fi", "LAN Solo"})
	default:
		return "MEO-" + rnd("0123456789ABCDEF", 6)
	}
}

func hbrIP() string {
	return fmt.Sprintf("192.168.%d.%d", pick([]int{0, 1, 1, 2, 178, 50}), hbrN(2, 250))
}

func hbrMAC() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = rnd("0123456789ABCDEF", 2)
	}
	return strings.Join(p, ":")
}

func hbrPhone() string {
	switch rng.IntN(5) {
	case 0:
		return "+55 11 9" + hbrDig(4) + "-" + hbrDig(4)
	case 1:
		return fmt.Sprintf("+1 (%s) 555-%s", hbrDig(3), hbrDig(4))
	case 2:
		return "07700 900" + hbrDig(3)
	case 3:
		return "+351 91" + hbrDig(1) + " " + hbrDig(3) + " " + hbrDig(3)
	default:
		return "+49 151 " + hbrDig(8)
	}
}

func hbrDate() string {
	m := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	return fmt.Sprintf("%d %s", hbrN(1, 28), pick(m))
}

func hbrTime() string { return fmt.Sprintf("%d:%02d", hbrN(7, 19), pick([]int{0, 15, 30, 45})) }

func hbrUser(first string) string {
	f := strings.NewReplacer("ã", "a", "ê", "e", "é", "e", "í", "i", "ó", "o", "ç", "c").Replace(strings.ToLower(first))
	switch rng.IntN(4) {
	case 0:
		return f + "." + strings.ToLower(pick(hbrSurname))
	case 1:
		return f + hbrDig(2)
	case 2:
		return f + "_" + strings.ToLower(pick(hbrSurname))[:3]
	default:
		return f
	}
}

func hbrMail(first string) string {
	return hbrUser(first) + "@" + pick([]string{"gmail.com", "outlook.com", "icloud.com", "yahoo.com.br", "gmx.de", "sapo.pt", "hotmail.com"})
}

func hbrUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hbrB64(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func hbrJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	iat := hbrN(1690000000, 1760000000)
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, rnd(hexs, 32), iat, iat+315360000)))
	return h + "." + p + "." + rnd(b64url, 43)
}

// hbrSnow is a Discord-style snowflake id.
func hbrSnow() string { return fmt.Sprint(hbrN(1, 9)) + hbrDig(hbrN(16, 18)) }

// hbrDiscordTok is a Discord bot token: base64 of the bot's id, a timestamp part, an HMAC part.
func hbrDiscordTok() string {
	id := fmt.Sprint(pick([]int{1, 4, 5, 6, 7, 8, 9})) + hbrDig(hbrN(16, 18))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

// hbrTail is a short signature or date that people add at the end of a note.
func hbrTail() string {
	switch rng.IntN(5) {
	case 0:
		return " (" + hbrDate() + ")"
	case 1:
		return " – " + pick(hbrFirst)
	case 2:
		return "\n\nadded " + hbrDate() + " " + hbrTime()
	case 3:
		return " /" + strings.ToLower(pick(hbrFirst))[:1]
	default:
		return " " + pick([]string{"👍", "🙏", "ok?", "!!", "😅"}) + " " + hbrDate()
	}
}

func hbrAmazonOrder() string { return fmt.Sprintf("%d-%s-%s", hbrN(111, 114), hbrDig(7), hbrDig(7)) }
