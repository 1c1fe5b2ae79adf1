package main

// heldout_an*.go is a blind held-out part, written without reading the scrubber's rules or
// running it. Its character is retail, hospitality and logistics: point-of-sale back offices,
// hotel property-management systems and lock encoders, guest Wi-Fi, warehouse scanners and label
// printers, shipping APIs, ERP and e-commerce back ends, delivery platforms, and shift handover
// notes in several languages. Every identifier starts with "han" so it cannot clash with others.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldoutAN builds the part: about 360 samples with secrets and 340 traps.
func heldoutAN() []Sample {
	var out []Sample
	add := func(n int, f func() Sample) {
		for i := 0; i < n; i++ {
			out = append(out, f())
		}
	}
	// The four shapes the brief names.
	add(30, hanDiscordSample)
	add(40, hanLoginPairSample)
	add(30, hanSplitKeySample)
	add(28, hanKeyIDSample)
	// Vendors, cloud, chat, payments, shipping, ERP.
	add(70, hanVendorSample)
	add(10, hanPairKeySample)
	add(6, hanDiscordWebhookSample)
	// Config, URLs, commands, keys.
	add(16, hanDBURLSample)
	add(8, hanConnStringSample)
	add(8, hanEnvFileSample)
	add(7, hanK8sSecretSample)
	add(20, hanShellSample)
	add(8, hanJWTSample)
	add(10, hanPEMSample)
	add(12, hanBasicAuthSample)
	// Prose and people.
	add(30, hanProsePwSample)
	add(10, hanHandoverSample)
	add(10, hanWifiSample)
	add(14, hanPinSample)
	add(7, hanTOTPSample)
	add(5, hanRecoverySample)

	// Traps.
	add(14, hanTrapGitSHA)
	add(12, hanTrapChecksum)
	add(14, hanTrapUUID)
	add(10, hanTrapVersion)
	add(10, hanTrapDigest)
	add(10, hanTrapBase64)
	add(12, hanTrapPublicKey)
	add(14, hanTrapPublishable)
	add(20, hanTrapPlaceholder)
	add(12, hanTrapMenuPath)
	add(10, hanTrapPathURL)
	add(12, hanTrapIdentity)
	add(26, hanTrapPolicyTalk)
	add(10, hanTrapTicketDatePhone)
	add(20, hanTrapTracking)
	add(18, hanTrapBarcode)
	add(16, hanTrapBooking)
	add(10, hanTrapPromo)
	add(10, hanTrapTerminal)
	add(18, hanTrapCode)
	add(12, hanTrapPromptCommand)
	add(14, hanTrapHandover)
	add(10, hanTrapTable)
	add(10, hanTrapLogs)
	add(6, hanTrapWifiOpen)
	add(10, hanTrapDiff)

	for _, s := range out {
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-an: secret %q not in text %q", sec, s.Text))
			}
		}
		for _, k := range s.Keep {
			if !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-an: keep %q not in text %q", k, s.Text))
			}
		}
	}
	return out
}

// ---- small helpers ----

func hanRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hanOne(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hanN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hanS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hanTrap(cat, format, text string) Sample { return hanS(cat, format, text, nil) }

// hanUnique regenerates a short secret until it occurs exactly once in the text the builder
// returns, so a PIN never also appears as part of a time or a room number.
func hanUnique(gen func() string, build func(string) string) (string, string) {
	for {
		v := gen()
		t := build(v)
		if strings.Count(t, v) == 1 {
			return v, t
		}
	}
}

const hanUUIDHex = "0123456789abcdef"

func hanUUID() string {
	return hanRnd(hanUUIDHex, 8) + "-" + hanRnd(hanUUIDHex, 4) + "-4" + hanRnd(hanUUIDHex, 3) + "-" +
		hanOne("8", "9", "a", "b") + hanRnd(hanUUIDHex, 3) + "-" + hanRnd(hanUUIDHex, 12)
}

func hanTime() string { return fmt.Sprintf("%02d:%02d", hanN(6, 23), hanN(0, 59)) }

func hanDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hanN(1, 12), hanN(1, 28))
}

func hanStamp() string {
	return fmt.Sprintf("%sT%s:%02d.%03dZ", hanDate(), hanTime(), hanN(0, 59), hanN(0, 999))
}

var hanPeople = []string{"ana", "marco", "mehmet", "kasia", "layla", "javier", "giulia", "emre", "piotr", "omar",
	"sofia", "tomasz", "elif", "lucia", "youssef", "priya", "dan", "chloe", "ahmet", "agnieszka"}

func hanPerson() string { return hanOne(hanPeople...) }

var hanStores = []string{"Via Roma store", "Calle Mayor shop", "Kadıköy branch", "Gdańsk outlet", "Dubai Mall kiosk",
	"airport café", "warehouse B", "hotel lobby bar", "Seaside Hotel front desk", "downtown bakery",
	"Leeds DC", "Málaga pop-up", "Izmir depot", "Kraków hub", "rooftop restaurant"}

func hanStore() string { return hanOne(hanStores...) }

var hanUsers = []string{"admin", "manager", "frontdesk", "kasa1", "pos-admin", "jgarcia", "m.rossi", "a.yilmaz",
	"k.nowak", "warehouse", "store042", "nightaudit", "supervisor", "root", "reception", "ops@harborhotel.example",
	"magazzino", "recepcion", "depo01", "kierownik"}

func hanUser() string { return hanOne(hanUsers...) }

var hanWords = []string{"Almacen", "Bodega", "Mostrador", "Cassa", "Scontrino", "Magazyn", "Kasa", "Depo", "Lale",
	"Palmera", "Girasole", "Bursztyn", "Recepcion", "Marina", "Olivo", "Kestane", "Sosna", "Lobby", "Pallet",
	"Forklift", "Harbor", "Sunrise", "Tulip", "Cedar", "Pistachio", "Kirsche", "Azahar", "Limone", "Wisla",
	"Bosphorus", "Espresso", "Baklava", "Pierogi", "Paella", "Gelato", "Dock", "Courier", "Suitcase"}

func hanLeet(w string) string {
	r := strings.NewReplacer("a", "@", "e", "3", "o", "0", "i", "1", "s", "$")
	return r.Replace(w)
}

func hanHumanPw() string {
	w := hanOne(hanWords...)
	w2 := strings.ToLower(hanOne(hanWords...))
	switch rng.IntN(8) {
	case 0:
		return w + hanRnd(digits, hanN(2, 4)) + hanRnd("!#$%&*@?", 1)
	case 1:
		return w + hanRnd("!#$%&*@", 1) + hanRnd(digits, 4)
	case 2:
		return strings.ToLower(w) + "." + w2 + hanRnd(digits, 2)
	case 3:
		return hanLeet(w) + hanRnd(digits, 2) + "!"
	case 4:
		return w + "_" + hanOne("2023", "2024", "2025", "2026") + hanRnd("!#$*", 1)
	case 5:
		return w + hanOne("Kasa", "Shop", "Hotel", "Depot", "Store") + hanRnd(digits, 3)
	case 6:
		return hanRnd(digits, 2) + w + hanRnd("#$%&", 1) + w2
	default:
		return strings.ToLower(w) + "-" + w2 + "-" + hanRnd(digits, 2)
	}
}

func hanRandPw() string {
	return hanRnd(alnum, hanN(6, 10)) + hanRnd("!#$%&*@^-_", 1) + hanRnd(alnum, hanN(4, 8))
}

func hanPw() string {
	if rng.IntN(5) < 3 {
		return hanHumanPw()
	}
	return hanRandPw()
}

func hanB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hanB64Lines(nLines, width int) []string {
	lines := make([]string, nLines)
	for i := range lines {
		lines[i] = hanRnd(alnum+"+/", width)
	}
	return lines
}

// hanWrap splits a long value at a random point leaving at least min characters on each side.
func hanWrap(v string, min int) (string, string) {
	if len(v) < 2*min {
		min = len(v) / 2
	}
	cut := hanN(min, len(v)-min)
	return v[:cut], v[cut:]
}
