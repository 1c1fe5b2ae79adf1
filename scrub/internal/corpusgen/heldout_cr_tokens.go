package main

import (
	"fmt"
	"strings"
)

// Value generators for heldout-cr: passwords people invent and vendor tokens in their formats.

var hcrWordsIT = []string{"Girasole", "Tramonto", "Limone", "Amalfi", "Sposi", "Cipresso", "Lanterna", "Gelsomino", "Ulivo", "Farfalla", "Biscotto", "Fiordaliso", "Positano", "Vespa"}
var hcrWordsPT = []string{"Saudade", "Lisboa", "Azulejo", "Sardinha", "Gaivota", "Marés", "Alfama", "Cascais", "Pastel", "Oceano", "Andorinha", "Laranja", "Fado", "Sintra"}
var hcrWordsEN = []string{"Bluebell", "Foxglove", "Shutter", "Aperture", "Confetti", "Meadow", "Lantern", "Magnolia", "Harbour", "Peony", "Kodak", "Polaroid", "Sunset", "Juniper"}
var hcrSyms = []string{"!", "#", "@", "$", "*", "&", "?", "%", "_", "+"}

func hcrWord() string {
	w := pick([][]string{hcrWordsIT, hcrWordsPT, hcrWordsEN})
	return hcrASCII(pick(w))
}

// hcrPw is a password a person invented, in one of many styles.
func hcrPw() string {
	w := hcrWord()
	switch rng.IntN(9) {
	case 0:
		return w + pick(hcrSyms) + fmt.Sprint(hcrN(2015, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(hcrWord()) + "-" + fmt.Sprint(hcrN(1, 99))
	case 2:
		return rnd(alnum, hcrN(10, 16)) + pick(hcrSyms) + rnd(digits, 1)
	case 3:
		r := strings.NewReplacer("o", "0", "a", "4", "e", "3", "i", "1")
		return r.Replace(w) + pick(hcrSyms) + rnd(digits, hcrN(2, 3))
	case 4:
		return w + fmt.Sprintf("%02d%02d", hcrN(1, 28), hcrN(1, 12)) + pick(hcrSyms)
	case 5:
		return rnd(upper, 1) + rnd(lower, hcrN(4, 7)) + pick(hcrSyms) + rnd(digits, hcrN(3, 4)) + rnd(upper, 1)
	case 6:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + strings.ToLower(hcrWord()) + rnd(digits, 2) + pick(hcrSyms)
	case 7:
		return rnd(alnum+"!#$%&*", hcrN(14, 20))
	}
	return strings.ToLower(w) + pick(hcrSyms) + strings.ToUpper(rnd(lower, 3)) + rnd(digits, 2)
}

// hcrGalleryPw is the kind of password a photographer puts on a client gallery.
func hcrGalleryPw(a, b string) string {
	a, b = strings.ToLower(hcrASCII(a)), strings.ToLower(hcrASCII(b))
	switch rng.IntN(6) {
	case 0:
		return a + hcrOne("-", "&", "e", "") + b + fmt.Sprint(hcrN(2024, 2026))
	case 1:
		return a + b + fmt.Sprintf("%02d%02d", hcrN(1, 28), hcrN(4, 10))
	case 2:
		return strings.ToLower(hcrWord()) + rnd(digits, hcrN(3, 4))
	case 3:
		return rnd(lower+digits, hcrN(8, 10))
	case 4:
		return hcrOne("sposi", "casamento", "wedding", "nozze", "boda") + "-" + a + "-" + rnd(digits, 2)
	}
	return strings.ToUpper(a[:1]) + a[1:] + pick(hcrSyms) + strings.ToUpper(b[:1]) + b[1:] + rnd(digits, 2)
}

func hcrWifiKey() string {
	switch rng.IntN(4) {
	case 0:
		return rnd(lower+digits, hcrN(12, 16))
	case 1:
		return hcrWord() + hcrWord() + rnd(digits, hcrN(2, 4))
	case 2:
		return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	}
	return hcrPw()
}

func hcrCode(n int) string { return rnd(digits, n) }

// Vendor formats.
func hcrStripeSK() string {
	return hcrOne("sk_live_", "sk_live_", "rk_live_") + rnd(alnum, hcrN(24, 99))
}
func hcrStripePK() string { return "pk_live_" + rnd(alnum, hcrN(24, 99)) }
func hcrAWSID() string    { return hcrOne("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hcrAWSSecret() string {
	return rnd(alnum+"/+", 40)
}
func hcrGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func hcrSendgrid() string  { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcrMailchimp() string { return rnd(hexs, 32) + "-us" + fmt.Sprint(hcrN(1, 21)) }
func hcrSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcrN(8, 10)) + "/B" + rnd(upper+digits, hcrN(8, 10)) + "/" + rnd(alnum, 24)
}
func hcrDiscordHook() string {
	return "https://" + hcrOne("discord.com", "discordapp.com") + "/api/webhooks/" + rnd("123456789", 1) + rnd(digits, hcrN(17, 18)) + "/" + rnd(b64url, 68)
}
func hcrZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + rnd(digits, hcrN(6, 8)) + "/" + rnd(lower+digits, 6) + "/"
}
func hcrDiscordBot() string {
	return rnd("MNO", 1) + rnd(b64url, hcrN(23, 25)) + "." + rnd(b64url, 6) + "." + rnd(b64url, hcrN(27, 38))
}
func hcrGhp() string       { return "ghp_" + rnd(alnum, 36) }
func hcrDropbox() string   { return "sl." + rnd(b64url, hcrN(130, 150)) }
func hcrIGToken() string   { return "IGQV" + rnd("JW", 1) + rnd(b64url, hcrN(140, 180)) }
func hcrFBToken() string   { return "EAA" + rnd(alnum, hcrN(150, 190)) }
func hcrPinterest() string { return "pina_" + rnd(upper+digits, hcrN(80, 100)) }
func hcrGOCSPX() string    { return "GOCSPX-" + rnd(b64url, 28) }
func hcrShopify() string   { return "shpat_" + rnd(hexs, 32) }
func hcrOpenAI() string    { return "sk-proj-" + rnd(b64url, hcrN(48, 80)) }
func hcrB2ID() string      { return "005" + rnd(hexs, 22) }
func hcrB2Key() string     { return "K005" + rnd(alnum, 27) }
func hcrJWT() string {
	return "eyJ" + rnd(b64url, hcrN(30, 40)) + ".eyJ" + rnd(b64url, hcrN(60, 110)) + "." + rnd(b64url, 43)
}
func hcrTOTP() string {
	n := pick([]int{16, 26, 32})
	return rnd(b32, n)
}
func hcrSpacedTOTP() string {
	var parts []string
	for i := 0; i < 8; i++ {
		parts = append(parts, strings.ToLower(rnd(b32, 4)))
	}
	return strings.Join(parts, " ")
}
func hcrBackup() string { return hcrBackupOf(rng.IntN(3)) }

func hcrBackupOf(style int) string {
	switch style {
	case 0:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	case 1:
		return rnd(digits, 8)
	}
	return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
}
func hcrUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}
func hcrLicence() string {
	var p []string
	n, w := hcrN(4, 6), hcrN(4, 5)
	for i := 0; i < n; i++ {
		p = append(p, rnd(upper+digits, w))
	}
	return strings.Join(p, "-")
}
func hcrPEMBody(n int) []string {
	var ls []string
	for i := 0; i < n; i++ {
		ls = append(ls, rnd(alnum+"+/", 64))
	}
	ls = append(ls, rnd(alnum+"+/", hcrN(10, 60))+hcrOne("=", "==", ""))
	return ls
}
