package main

// Part heldout-dt: a blind held-out corpus part themed on veterinary clinics, pet groomers and
// animal shelters (practice management software, lab and imaging portals, microchip
// registries, pharmacy suppliers, booking apps). It was written without reading the
// scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strconv"
	"strings"
)

// hdtGen makes one labelled sample.
type hdtGen func() Sample

func heldoutDT() []Sample {
	var out []Sample
	secretRounds := []struct {
		gens []hdtGen
		n    int
	}{
		{hdtClinicGens(), 6},
		{hdtDevGens(), 6},
		{hdtShapeSecretGens(), 4},
		{hdtTrapGens(), 5},
		{hdtShapeTrapGens(), 3},
	}
	for _, r := range secretRounds {
		for i := 0; i < r.n; i++ {
			for _, g := range r.gens {
				out = append(out, hdtCheck(g))
			}
		}
	}
	return out
}

// hdtCheck draws a sample, redrawing when a random value happens to collide with other text,
// and panics when the sample is still malformed.
func hdtCheck(g hdtGen) Sample {
	var s Sample
	var err string
	for try := 0; try < 30; try++ {
		s = g()
		err = hdtProblem(s)
		if err == "" {
			return s
		}
		if strings.HasPrefix(err, "bug:") {
			break
		}
	}
	panic(fmt.Sprintf("heldout-dt: %s\n%s: %q", err, s.Category, s.Text))
}

func hdtProblem(s Sample) string {
	if s.Secrets == nil {
		return "bug: nil secrets"
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		return "bug: empty field"
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			return "bug: secret not in text: " + sec
		}
		if len(sec) < 9 && strings.Count(s.Text, sec) > 1 {
			return "short secret occurs twice: " + sec
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			return "bug: keep not in text: " + k
		}
		for _, sec := range s.Secrets {
			if hdtOverlap(s.Text, k, sec) {
				return "keep overlaps secret: " + k + " / " + sec
			}
		}
	}
	return ""
}

func hdtOverlap(text, a, b string) bool {
	for i := 0; i <= len(text)-len(a); i++ {
		if text[i:i+len(a)] != a {
			continue
		}
		for j := 0; j <= len(text)-len(b); j++ {
			if text[j:j+len(b)] == b && i < j+len(b) && j < i+len(a) {
				return true
			}
		}
	}
	return false
}

// hdtS builds a sample with secrets; hdtT a trap.
func hdtS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdtT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdtN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdtCoin() bool { return rng.IntN(2) == 0 }

func hdtItoa(n int) string { return strconv.Itoa(n) }

var (
	hdtPets = []string{"Biscuit", "Luna", "Mochi", "Pepper", "Bella", "Ziggy", "Nala", "Oreo",
		"Rufus", "Maple", "Tater", "Pickles", "Waffles", "Bramble", "Juniper", "Koda", "Marlowe",
		"Peanut", "Clover", "Fergus", "Sushi", "Dottie", "Bruno", "Hazel", "Pistachio", "Otis"}
	hdtFirst = []string{"Priya", "Tomás", "Maren", "Jess", "Dev", "Aoife", "Kwame", "Lena",
		"Marco", "Hannah", "Yusuf", "Carla", "Ben", "Sofia", "Rory", "Ines", "Greta", "Omar",
		"Tamsin", "Luis", "Nadia", "Pieter", "Chloé", "Sam"}
	hdtLast = []string{"Okafor", "Lindqvist", "Morales", "Baptiste", "Nguyen", "Fitzgerald",
		"Hartmann", "Adeyemi", "Kowalski", "Duarte", "Brennan", "Van Dijk", "Sato", "Rahman"}
	hdtClinics = []string{"Riverside Animal Hospital", "Happy Tails Grooming", "Northside Humane Society",
		"Cedar Creek Veterinary", "Paws & Bubbles", "Harbour Vets", "Maple Lane Cat Clinic",
		"Second Chance Animal Rescue", "Tierarztpraxis am Park", "Clínica Veterinaria Sol",
		"Dierenkliniek De Linde", "Willow Bend Equine", "Bark Avenue Spa", "County Animal Shelter"}
	hdtCities = []string{"Lisboa", "Galway", "Denver", "Utrecht", "Porto", "Leeds", "Austin",
		"Bergen", "Sevilla", "Dundee", "Tucson", "Ghent", "Kraków", "Halifax"}
	hdtWords = []string{"kennel", "whisker", "collar", "tabby", "beagle", "leash", "paddock",
		"tortie", "spaniel", "harness", "catnip", "ferret", "biscuit", "shampoo", "clipper",
		"meadow", "rescue", "puppy", "otter", "thistle", "copper", "lantern", "pebble"}
	hdtSyms = []string{"#", "!", "@", "$", "_", ".", "&", "*", "%"}
)

func hdtPet() string { return pick(hdtPets) }

func hdtPerson() string { return pick(hdtFirst) + " " + pick(hdtLast) }

func hdtClinic() string { return pick(hdtClinics) }

func hdtSlugOf(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func hdtDomain() string {
	return pick([]string{"riversidevet", "happytailsgrooming", "northsidehumane", "cedarcreekvet",
		"pawsandbubbles", "harbourvets", "maplelanecats", "secondchancerescue", "willowbendequine",
		"barkavenuespa", "countyshelter"}) + pick([]string{".com", ".org", ".co.uk", ".ie", ".net"})
}

func hdtUser() string {
	f := strings.ToLower(pick([]string{"priya", "tomas", "maren", "jess", "dev", "aoife", "kwame",
		"lena", "marco", "hannah", "yusuf", "carla", "ben", "sofia", "rory", "greta", "omar"}))
	switch rng.IntN(5) {
	case 0:
		return f
	case 1:
		return f + "." + strings.ToLower(strings.ReplaceAll(pick(hdtLast), " ", ""))
	case 2:
		return pick([]string{"frontdesk", "reception", "techstation", "kennel", "surgery", "groomer"}) + hdtItoa(hdtN(1, 4))
	case 3:
		return "dr." + strings.ToLower(strings.ReplaceAll(pick(hdtLast), " ", ""))
	}
	return f[:1] + strings.ToLower(strings.ReplaceAll(pick(hdtLast), " ", ""))
}

func hdtEmail() string { return hdtUser() + "@" + hdtDomain() }

// hdtPassword returns a password of one of several human or generated styles.
func hdtPassword() string {
	switch rng.IntN(9) {
	case 0:
		return hdtPet() + pick(hdtSyms) + hdtItoa(2015+rng.IntN(12))
	case 1:
		return pick(hdtWords) + "-" + pick(hdtWords) + "-" + rnd(digits, hdtN(1, 3))
	case 2:
		return rnd(alnum, 3) + rnd(alnum+"!#%&*+=?@", hdtN(9, 16))
	case 3:
		return pick(hdtCities) + pick(hdtSyms) + rnd(digits, hdtN(2, 4))
	case 4:
		return pick([]string{"Gr00m3r", "K3nn3l", "P4wpr1nt", "Wh1sk3rs", "V3tT3ch", "Sp4yN3ut", "C4tL4dy"}) + rnd(digits, 2) + pick(hdtSyms)
	case 5:
		w := pick(hdtWords)
		return strings.ToUpper(w[:1]) + w[1:] + strings.ToUpper(pick(hdtWords)[:1]) + rnd(lower, 3) + rnd(digits, 2) + "!"
	case 6:
		return strings.ToLower(hdtPet()) + "&" + strings.ToLower(hdtPet()) + hdtItoa(hdtN(1, 99))
	case 7:
		return rnd(upper, 1) + rnd(lower, hdtN(5, 8)) + rnd(digits, 3) + pick(hdtSyms) + rnd(upper+digits, 2)
	}
	return pick(hdtWords) + pick(hdtSyms) + pick(hdtWords) + pick(hdtSyms) + rnd(digits, 4)
}

func hdtPIN(lo, hi int) string {
	s := rnd(digits, hdtN(lo, hi))
	for s[0] == '0' && hdtCoin() {
		s = rnd("123456789", 1) + s[1:]
	}
	return s
}

func hdtWifiKey() string {
	switch rng.IntN(4) {
	case 0:
		return pick([]string{"PawsAndClaws", "WagTime", "FurFree", "VetWifi", "Purrfect", "Barkside"}) + "-" + rnd(digits, 4)
	case 1:
		return rnd(alnum, hdtN(12, 20))
	case 2:
		return pick(hdtWords) + pick(hdtWords) + rnd(digits, 3) + pick(hdtSyms)
	}
	return strings.ToLower(hdtPet()) + "-" + pick(hdtWords) + "-" + pick(hdtWords) + "-" + rnd(digits, 2)
}

func hdtB64(n int) string { return rnd(alnum+"+/", n) }

func hdtUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hdtDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", hdtN(23, 26), hdtN(1, 12), hdtN(1, 28))
}

func hdtTime() string { return fmt.Sprintf("%02d:%02d", hdtN(7, 19), rng.IntN(60)) }

func hdtStamp() string {
	return hdtDate() + "T" + hdtTime() + fmt.Sprintf(":%02d.%03dZ", rng.IntN(60), rng.IntN(1000))
}

func hdtChip() string { return pick([]string{"985", "956", "900", "941", "977"}) + rnd(digits, 12) }

func hdtPhone() string {
	return pick([]string{"+1 303 ", "+44 113 ", "+353 91 ", "+31 30 ", "(720) "}) + rnd(digits, 3) + " " + rnd(digits, 4)
}

// Vendor token shapes.

func hdtStripeSK() string {
	return pick([]string{"sk_live_", "sk_live_", "rk_live_"}) + rnd(alnum, hdtN(24, 99))
}
func hdtWhsec() string     { return "whsec_" + rnd(alnum, 32) }
func hdtTwilioTok() string { return rnd(hexs, 32) }
func hdtSendGrid() string  { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hdtMailchimp() string { return rnd(hexs, 32) + "-us" + hdtItoa(hdtN(2, 21)) }
func hdtSquare() string    { return "EAAA" + rnd(b64url, 60) }
func hdtAWSID() string     { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hdtAWSSecret() string { return rnd(alnum+"/+", 40) }
func hdtGoogleKey() string { return "AIzaSy" + rnd(b64url, 33) }
func hdtGitHub() string {
	if hdtCoin() {
		return "ghp_" + rnd(alnum, 36)
	}
	return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
}
func hdtSlackBot() string {
	return pick([]string{"xoxb-", "xoxp-"}) + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}
func hdtSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
}
func hdtDiscordHook() string {
	return "https://" + pick([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" + rnd(digits, 19) + "/" + rnd(b64url, 68)
}
func hdtTeamsHook() string {
	return "https://" + pick([]string{"riversidevet", "northsidehumane", "cedarcreekvet"}) + ".webhook.office.com/webhookb2/" + hdtUUID() + "@" + hdtUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdtUUID()
}
func hdtZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + rnd(digits, 7) + "/" + rnd(lower+digits, 7) + "/"
}
func hdtJWT() string {
	return "eyJhbGciOiJ" + pick([]string{"IUzI1NiIsInR5cCI6IkpXVCJ9", "SUzI1NiIsInR5cCI6IkpXVCJ9", "IUzI1NiJ9"}) + "." +
		"eyJ" + rnd(b64url, hdtN(60, 140)) + "." + rnd(b64url, 43)
}
func hdtOpenAI() string { return "sk-proj-" + rnd(b64url, hdtN(48, 120)) }
func hdtGCPKeyID() string {
	return rnd(hexs, 40)
}
func hdtTOTP() string {
	s := rnd(b32, pick([]int{16, 32}))
	if hdtCoin() {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			parts = append(parts, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(parts, " ")
	}
	return s
}
func hdtRecovery(style int) string {
	if style == 0 {
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	}
	return rnd(digits, 4) + " " + rnd(digits, 4)
}
func hdtPEMBody() string {
	var lines []string
	n := hdtN(4, 7)
	for i := 0; i < n; i++ {
		lines = append(lines, hdtB64(64))
	}
	lines = append(lines, hdtB64(hdtN(12, 60))+pick([]string{"", "=", "=="}))
	return strings.Join(lines, "\n")
}
func hdtGoogleSecret() string { return "GOCSPX-" + rnd(b64url, 28) }
func hdtShopify() string      { return "shpat_" + rnd(hexs, 32) }
func hdtMailgun() string      { return "key-" + rnd(hexs, 32) }
func hdtDiscordBot() string {
	return pick([]string{"MT", "Mj", "Mz", "NT", "Nz", "ND", "Nj", "OD", "OT"}) + rnd(upper+lower+digits, pick([]int{22, 24})) + "." +
		rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}
