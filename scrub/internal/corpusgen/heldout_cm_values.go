package main

import (
	"fmt"
	"strings"
)

// Random values for part heldout-cm: names, venues, passwords, codes and vendor-format tokens.

var hcmWords = []string{
	"lisboa", "paella", "terraza", "saigon", "mariscos", "brioche", "espresso", "tortilla",
	"hanoi", "bambu", "olivo", "azahar", "canela", "pimienta", "mango", "cilantro", "basil",
	"croissant", "linguine", "sardina", "gazpacho", "churros", "lemongrass", "tamarind",
	"pho", "banhmi", "comtam", "nuocmam", "sangria", "rioja", "albahaca", "merengue",
	"harbour", "copper", "kettle", "lantern", "juniper", "saffron", "paprika", "oyster",
	"lotus", "dragonfruit", "jasmine", "sencha", "picanha", "boqueron", "txakoli", "flan",
}

var hcmStaffNames = []string{
	"Marta", "Javi", "Lucía", "Minh", "Thảo", "Tuấn", "Hương", "Dani", "Carmen", "Pablo",
	"Sam", "Chloe", "Tom", "Priya", "Linh", "Quang", "Nerea", "Iker", "Sofía", "Raúl",
	"Oliver", "Hannah", "Duc", "Mai", "Khánh", "Alba", "Rocío", "Ben", "Aisha", "Giulia",
}

var hcmVenues = []string{
	"Casa Olivo", "Café Bambú", "Phở Hà Nội 36", "The Copper Kettle", "Hotel Miramar",
	"Hostal La Plaza", "Bistro Lumière", "Saigon Corner", "La Taberna del Puerto",
	"Nhà Hàng Sen Vàng", "Riverside Hotel Đà Nẵng", "El Rincón de Azahar", "Harbour Grill",
	"Juniper & Lime", "Bánh Mì Bà Ba", "Hotel Canela Sevilla", "Lantern Rooms", "Cà Phê Gió",
}

var hcmVenueSlugs = []string{
	"casaolivo", "cafebambu", "pho36", "copperkettle", "hotelmiramar", "hostallaplaza",
	"bistrolumiere", "saigoncorner", "tabernapuerto", "senvang", "riversidedn", "rinconazahar",
	"harbourgrill", "juniperlime", "banhmibaba", "hotelcanela", "lanternrooms", "caphegio",
}

const hcmSyms = "!#$@*%&.?+"

func hcmPick(xs []string) string { return xs[rng.IntN(len(xs))] }

func hcmN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcmCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hcmStaff() string { return hcmPick(hcmStaffNames) }

func hcmVenue() string { return hcmPick(hcmVenues) }

func hcmSlug() string { return hcmPick(hcmVenueSlugs) }

// hcmPassword is a password a person invents, in one of several styles.
func hcmPassword() string {
	w := hcmPick(hcmWords)
	switch rng.IntN(6) {
	case 0:
		return hcmCap(w) + string(hcmSyms[rng.IntN(len(hcmSyms))]) + fmt.Sprint(hcmN(2018, 2026))
	case 1:
		sep := pick([]string{"-", "_", "."})
		return w + sep + hcmPick(hcmWords) + sep + fmt.Sprint(hcmN(1, 99))
	case 2:
		return rnd(upper, 1) + rnd(lower+digits, hcmN(6, 10)) + string(hcmSyms[rng.IntN(len(hcmSyms))]) + rnd(digits, 2)
	case 3:
		r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
		return hcmCap(r.Replace(w)) + rnd(digits, hcmN(2, 4)) + string("!#*@"[rng.IntN(4)])
	case 4:
		return hcmCap(w) + hcmCap(hcmPick(hcmWords)) + rnd(digits, hcmN(2, 3)) + string(hcmSyms[rng.IntN(len(hcmSyms))])
	default:
		return rnd(alnum, hcmN(10, 16)) + rnd(digits, 1)
	}
}

// hcmCode is a numeric code (door, safe, void, manager, alarm).
func hcmCode() string { return rnd("123456789", 1) + rnd(digits, hcmN(3, 5)) }

func hcmPIN4() string { return rnd("123456789", 1) + rnd(digits, 3) }

func hcmWifiKey() string {
	switch rng.IntN(4) {
	case 0:
		return hcmCap(hcmPick(hcmWords)) + rnd(digits, hcmN(3, 4)) + string("!#*"[rng.IntN(3)])
	case 1:
		return hcmPick(hcmWords) + pick([]string{"-", "_", ""}) + hcmPick(hcmWords) + rnd(digits, 2)
	case 2:
		return rnd(alnum, hcmN(12, 20))
	default:
		return hcmPassword()
	}
}

func hcmUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcmB64(n int) string { return rnd(alnum+"+/", n) }

func hcmJWT() string {
	h := pick([]string{"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9"})
	return h + ".eyJ" + rnd(b64url, hcmN(60, 140)) + "." + rnd(b64url, 43)
}

func hcmAWSID() string {
	return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16)
}

func hcmAWSSecret() string { return rnd(alnum+"+/", 40) }

func hcmStripeSK() string {
	return pick([]string{"sk_live_", "sk_live_", "rk_live_", "sk_test_"}) + rnd(alnum, hcmN(24, 99))
}

func hcmSquare() string { return "EAAA" + rnd(b64url, 60) }

func hcmSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hcmTwilioTok() string { return rnd(hexs, 32) }

func hcmGhp() string { return "ghp_" + rnd(alnum, 36) }

func hcmShopify() string { return pick([]string{"shpat_", "shpss_"}) + rnd(hexs, 32) }

func hcmMailchimp() string { return rnd(hexs, 32) + "-us" + fmt.Sprint(hcmN(1, 21)) }

func hcmTelegram() string { return fmt.Sprint(hcmN(1000000000, 7999999999)) + ":AA" + rnd(b64url, 33) }

func hcmOpenAI() string { return "sk-proj-" + rnd(b64url, hcmN(48, 64)) }

func hcmSlackBot() string {
	return "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}

func hcmSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
}

func hcmDiscordHook() string {
	return "https://discord.com/api/webhooks/" + rnd("123456789", 1) + rnd(digits, 18) + "/" + rnd(b64url, 68)
}

func hcmTeamsHook() string {
	return "https://" + hcmSlug() + ".webhook.office.com/webhookb2/" + hcmUUID() + "@" + hcmUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcmUUID()
}

func hcmZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + rnd(digits, 7) + "/" + rnd(lower+digits, 7) + "/"
}

func hcmDiscordBot() string {
	return rnd("MNO", 1) + rnd(b64url, hcmN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hcmN(27, 38))
}

func hcmTOTP() string { return rnd(b32, pick([]int{16, 26, 32})) }

func hcmLicence() string {
	n := hcmN(4, 5)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = rnd(upper+digits, 5)
	}
	return strings.Join(parts, "-")
}

func hcmRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(lower+digits, 4) + "-" + rnd(lower+digits, 4)
	case 1:
		return rnd(digits, 8)
	default:
		return rnd(upper+digits, 5) + "-" + rnd(upper+digits, 5)
	}
}

func hcmPhone() string {
	switch rng.IntN(3) {
	case 0:
		return "+34 6" + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	case 1:
		return "+84 9" + rnd(digits, 1) + " " + rnd(digits, 3) + " " + rnd(digits, 4)
	default:
		return "+44 7" + rnd(digits, 3) + " " + rnd(digits, 6)
	}
}

func hcmDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcmN(1, 12), hcmN(1, 28))
}

func hcmClock() string { return fmt.Sprintf("%02d:%02d", hcmN(6, 23), 5*rng.IntN(12)) }

func hcmEmailOf(name string) string {
	r := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ả", "a", "ấ", "a", "ư", "u", "ơ", "o", "ă", "a", "ô", "o", "ú", "u")
	return strings.ToLower(r.Replace(name)) + "@" + hcmSlug() + pick([]string{".com", ".es", ".vn", ".co.uk"})
}

func hcmPEMBody() []string {
	lines := make([]string, hcmN(4, 7))
	for i := range lines {
		lines[i] = hcmB64(64)
	}
	lines[0] = "MII" + lines[0][3:]
	lines[len(lines)-1] = hcmB64(hcmN(20, 60)) + pick([]string{"=", "==", ""})
	return lines
}
