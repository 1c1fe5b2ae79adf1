package main

// heldout_be*.go: a blind held-out part with a travel-trade flavour (GDS terminals, booking
// engines, channel managers, OTA extranets, tour operators). Written without reading the
// scrubber's rules and without running it.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	hbeUpper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hbeLower = "abcdefghijklmnopqrstuvwxyz"
	hbeDig   = "0123456789"
	hbeAlnum = hbeUpper + hbeLower + hbeDig
	hbeB64u  = hbeAlnum + "-_"
	hbeB64   = hbeAlnum + "+/"
	hbeHex   = "0123456789abcdef"
	hbeB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hbeUpDig = hbeUpper + hbeDig
)

func heldoutBE() []Sample {
	var out []Sample
	out = append(out, hbeDiscordSamples()...)
	out = append(out, hbeLoginPairSamples()...)
	out = append(out, hbeSplitSamples()...)
	out = append(out, hbeKeyIDSamples()...)
	out = append(out, hbeProseSamples()...)
	out = append(out, hbeConfigSamples()...)
	out = append(out, hbeCodeSamples()...)
	out = append(out, hbeTrapSamplesA()...)
	out = append(out, hbeTrapSamplesB()...)
	out = append(out, hbeTrapSamplesC()...)
	return out
}

func hbeR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbeN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbeP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbeF(format string, a ...any) string { return fmt.Sprintf(format, a...) }

func hbeSec(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-be: secret %q not in text %q", s, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbeKeep(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-be: keep %q not in text %q", k, s.Text))
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

func hbeTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// ---- value generators ----

func hbeDiscordToken() string {
	first := hbeP("1", "1", "1", "2", "4", "5", "7", "8", "9")
	id := first + hbeR(hbeDig, hbeN(16, 18))
	enc := base64.RawURLEncoding.EncodeToString([]byte(id))
	return enc + "." + hbeR(hbeB64u, 6) + "." + hbeR(hbeB64u, hbeN(27, 38))
}

func hbeDiscordWebhook() (url, tok string) {
	tok = hbeR(hbeB64u, 68)
	return "https://" + hbeP("discord.com", "discordapp.com", "ptb.discord.com") + "/api/webhooks/1" + hbeR(hbeDig, 18) + "/" + tok, tok
}

var hbeWords = []string{"Sunset", "Palma", "Lagoon", "Tiramisu", "Bosphorus", "Kilimanjaro", "Fjord",
	"Santorini", "Marrakech", "Havana", "Compass", "Passport", "Safari", "Gondola", "Pyramid",
	"Caravan", "Zanzibar", "Bergamo", "Tucan", "Orchid", "Granada", "Lisboa", "Monsoon", "Atlas",
	"Bamboo", "Cusco", "Dolomiti", "Edelweiss", "Flamingo", "Galway"}

// hbeHumanPw is a password a person picked: a word, digits, maybe a symbol.
func hbeHumanPw() string {
	w := hbeWords[rng.IntN(len(hbeWords))]
	switch rng.IntN(6) {
	case 0:
		return w + hbeR(hbeDig, 2) + hbeP("!", "#", "$", "*", "?")
	case 1:
		return strings.ToLower(w) + "_" + hbeR(hbeDig, 4)
	case 2:
		return hbeP("!", "@", "") + w + hbeP("2023", "2024", "2025", "2026") + hbeP("!", "$", "%")
	case 3:
		w2 := hbeWords[rng.IntN(len(hbeWords))]
		return w + "-" + strings.ToLower(w2) + "-" + hbeR(hbeDig, 2)
	case 4:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "@" + hbeR(hbeDig, 3) + hbeR(hbeUpper, 1)
	default:
		return strings.NewReplacer("a", "4", "e", "3", "o", "0").Replace(w) + hbeR(hbeDig, 2) + "&"
	}
}

// hbeRandPw is a generated password from a manager.
func hbeRandPw() string {
	return hbeR(hbeAlnum, hbeN(4, 6)) + hbeP("!", "#", "%", "^", "*", "~", "=") + hbeR(hbeAlnum, hbeN(6, 10)) + hbeP("$", "@", "&", "+") + hbeR(hbeAlnum, hbeN(2, 4))
}

func hbePw() string {
	if rng.IntN(2) == 0 {
		return hbeHumanPw()
	}
	return hbeRandPw()
}

func hbeAWSID() string { return hbeP("AKIA", "ASIA") + hbeR(hbeUpper+"234567", 16) }
func hbeAWSSecret() string {
	return hbeR(hbeAlnum, 12) + hbeP("/", "+") + hbeR(hbeAlnum, 15) + hbeP("/", "+", "a") + hbeR(hbeAlnum, 11)
}
func hbeGHP() string   { return hbeP("ghp_", "gho_", "ghs_") + hbeR(hbeAlnum, 36) }
func hbeGLPat() string { return "glpat-" + hbeR(hbeB64u, 20) }
func hbeSlack() string {
	return hbeP("xoxb-", "xoxp-") + hbeR(hbeDig, 11) + "-" + hbeR(hbeDig, 13) + "-" + hbeR(hbeAlnum, 24)
}
func hbeTgBot() string {
	return hbeR("123456789", 1) + hbeR(hbeDig, hbeN(8, 9)) + ":AA" + hbeR(hbeB64u, 33)
}
func hbeStripe() string {
	return hbeP("sk_live_", "rk_live_", "sk_test_") + hbeR(hbeAlnum, hbeN(24, 40))
}
func hbeGoogleKey() string {
	return "AIza" + hbeR(hbeB64u, 35)
}
func hbeSendGrid() string { return "SG." + hbeR(hbeB64u, 22) + "." + hbeR(hbeB64u, 43) }
func hbeOpenAI() string {
	return hbeP("sk-proj-", "sk-") + hbeR(hbeB64u, 20) + "T3BlbkFJ" + hbeR(hbeB64u, 20)
}
func hbeAnthropic() string { return "sk-ant-api03-" + hbeR(hbeB64u, 93) + "AA" }
func hbeNpm() string       { return "npm_" + hbeR(hbeAlnum, 36) }
func hbeShopify() string   { return hbeP("shpat_", "shpss_") + hbeR(hbeHex, 32) }
func hbeTwilioSK() string  { return "SK" + hbeR(hbeHex, 32) }
func hbeAzureSecret() string {
	return hbeR(hbeAlnum, 3) + "8Q~" + hbeR(hbeAlnum+"._~-", 34)
}
func hbeAzureAccountKey() string { return hbeR(hbeB64, 86) + "==" }
func hbeDuffel() string          { return hbeP("duffel_live_", "duffel_test_") + hbeR(hbeB64u, 43) }
func hbeHex32() string           { return hbeR(hbeHex, 32) }
func hbeHex40() string           { return hbeR(hbeHex, 40) }

func hbeJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hbeP("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(hbeF(`{"sub":"%s","iat":%d,"scope":"%s"}`,
		hbeP("agent-"+hbeR(hbeDig, 5), "ota-sync", "b2b:"+hbeR(hbeLower, 6)), 1700000000+rng.IntN(90000000), hbeP("bookings:write", "rates:read", "admin"))))
	return h + "." + p + "." + hbeR(hbeB64u, 43)
}

func hbeTOTP() string { return hbeR(hbeB32, hbeP16or32()) }
func hbeP16or32() int {
	if rng.IntN(2) == 0 {
		return 16
	}
	return 32
}

// hbePEM returns a private key block and two of its body lines to label.
func hbePEM() (block, l1, l2 string) {
	kind := hbeP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
	n := hbeN(4, 9)
	lines := make([]string, n)
	for i := range lines {
		lines[i] = hbeR(hbeB64, 64)
	}
	if kind == "OPENSSH PRIVATE KEY" {
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"[:64]
		lines[1] = hbeR(hbeB64, 64)
	} else if kind == "RSA PRIVATE KEY" {
		lines[0] = "MIIEpAIBAAKCAQEA" + hbeR(hbeB64, 48)
	} else if kind == "PRIVATE KEY" {
		lines[0] = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + hbeR(hbeB64, 14)
	}
	lines[n-1] = hbeR(hbeB64, hbeN(20, 60)) + hbeP("", "=", "==")
	block = "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, lines[1], lines[n-1]
}

func hbeB64of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// ---- travel vocabulary ----

var hbeHotels = []string{"Hotel Miramar Palma", "Riad Dar Zitoun", "Grand Hotel Bellevue", "Pousada do Castelo",
	"Hostal La Encina", "Ryokan Hanaya", "Hotel Adlon Vista", "Casa Azul Boutique", "The Harbour Lodge", "Villa Olea"}
var hbeCities = []string{"FRA", "MAD", "LIS", "CDG", "IST", "NRT", "JFK", "DXB", "BCN", "FCO", "VIE", "ATH", "CPT", "GRU"}
var hbeNames = []string{"Marta", "Jonas", "Aylin", "Kenji", "Sofia", "Raúl", "Chloé", "Dimitri", "Priya", "Tomasz", "Leila", "Ben"}
var hbeAgencies = []string{"Sol y Mar Viajes", "Nordic Fjord Tours", "Atlas Travel GmbH", "Blue Lagoon DMC", "Anatolia Tours",
	"Sakura Journeys", "Kiwi Trails", "Safari Link Ltd", "Via Roma Incoming", "Andes Explorer"}
var hbeSystems = []string{"SiteMinder", "Cloudbeds", "Booking.com extranet", "Expedia Partner Central", "Amadeus Selling Platform",
	"Sabre Red 360", "Travelport Smartpoint", "Hotelbeds B2B", "Rail Europe B2B portal", "Trenitalia agency portal",
	"VFS Global partner portal", "Allianz Travel agent portal", "RateGain", "TravelClick", "Lodgify", "Mews"}

func hbeName() string   { return hbeNames[rng.IntN(len(hbeNames))] }
func hbeHotel() string  { return hbeHotels[rng.IntN(len(hbeHotels))] }
func hbeCity() string   { return hbeCities[rng.IntN(len(hbeCities))] }
func hbeSystem() string { return hbeSystems[rng.IntN(len(hbeSystems))] }
func hbeAgency() string { return hbeAgencies[rng.IntN(len(hbeAgencies))] }
func hbeUser() string {
	return hbeP("admin", "reservas", "frontdesk", "ops."+strings.ToLower(hbeName()), "agent"+hbeR(hbeDig, 3),
		"revenue", "b2b_"+hbeR(hbeLower, 4), strings.ToLower(hbeName())+"@"+hbeP("solymar.es", "atlas-travel.de", "kiwitrails.nz"), "NITEAUDIT", "groups")
}
func hbePNR() string {
	return hbeR("BCDFGHJKLMNPQRSTVWXYZ", 1) + hbeR("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
}
func hbeETkt() string {
	return hbeP("220", "125", "057", "074", "176", "235", "001", "016") + hbeR(hbeDig, 10)
}
func hbeDate() string {
	return hbeF("%02d%s", hbeN(1, 28), hbeP("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"))
}
