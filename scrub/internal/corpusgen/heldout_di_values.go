package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-di: people, places, and credentials in their real formats.

var hdiFirst = []string{"Maria", "Jan", "Ingrid", "Tomasz", "Aisha", "Priya", "Chen", "Olu", "Fatima",
	"Luis", "Margaret", "Harold", "Doris", "Bernd", "Elodie", "Kasia", "Rui", "Sanne", "Dev", "Grace",
	"Mehmet", "Noor", "Pat", "Siobhan", "Kwame", "Lena", "Marco", "Yuki", "Beatriz", "Tom"}

var hdiLast = []string{"Okafor", "Nowak", "Schmidt", "Fernandes", "Patel", "Lindqvist", "O'Brien",
	"Moreau", "Kowalczyk", "Haddad", "Nguyen", "Jansen", "Rossi", "Murphy", "Yilmaz", "Silva"}

var hdiRel = []string{"Mum", "Dad", "Grandma", "Grandpa", "Oma", "Opa", "Nan", "Auntie Rose",
	"Uncle Pete", "Babcia", "Vovó", "Mamie", "Papa"}

var hdiWords = []string{"Biscuit", "Rosie", "Daisy", "Lisboa", "Marmalade", "Sunflower", "Bluebell",
	"Krakow", "Ostsee", "Tulip", "Pepper", "Juniper", "Harbour", "Maple", "Winston", "Cocoa",
	"Sevilla", "Heather", "Porto", "Brighton", "Lavender", "Clover", "Bramble", "Nugget", "Poppy",
	"Galway", "Rhubarb", "Pretzel", "Kestrel", "Willow"}

var hdiLowWords = []string{"correct", "horse", "kettle", "garden", "piano", "river", "orange",
	"window", "lemon", "tiger", "autumn", "violet", "cloud", "anchor", "pickle", "saddle", "copper",
	"meadow", "rocket", "falcon", "walnut", "harbor", "teapot", "marble"}

// hdiName is a first name.
func hdiName() string { return hdiP(hdiFirst...) }

// hdiFull is a full name.
func hdiFull() string { return hdiName() + " " + hdiP(hdiLast...) }

// hdiUser is a login user name or e-mail.
func hdiUser() string {
	f := strings.ToLower(hdiName())
	l := strings.ToLower(strings.ReplaceAll(hdiP(hdiLast...), "'", ""))
	switch rng.IntN(5) {
	case 0:
		return f + "." + l + "@" + hdiP("gmail.com", "outlook.com", "web.de", "yahoo.co.uk", "icloud.com", "orange.fr")
	case 1:
		return f + l[:1] + fmt.Sprint(hdiN(10, 99))
	case 2:
		return l + "." + f
	case 3:
		return f[:1] + l + fmt.Sprint(hdiN(1940, 1999))
	default:
		return f + "_" + l + "@" + hdiP("gmx.net", "hotmail.com", "proton.me", "live.nl")
	}
}

// hdiPW is a password a person made up.
func hdiPW() string {
	w := hdiP(hdiWords...)
	switch rng.IntN(8) {
	case 0:
		return w + hdiP("#", "!", "@", "$", "*", "&") + fmt.Sprint(hdiN(1950, 2025))
	case 1:
		return hdiP(hdiLowWords...) + "-" + hdiP(hdiLowWords...) + "-" + fmt.Sprint(hdiN(1, 99))
	case 2:
		return w + fmt.Sprint(hdiN(10, 9999)) + hdiP("!", "!!", "#", "")
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + fmt.Sprint(hdiN(1, 99))
	case 4:
		return hdiR(hdiAlnum, hdiN(10, 16)) + hdiP("!", "%", "#", "")
	case 5:
		return hdiP(hdiLowWords...) + hdiP(hdiWords...) + "_" + fmt.Sprint(hdiN(10, 99))
	case 6:
		return strings.ToLower(w) + "." + hdiP(hdiLowWords...) + "." + hdiR(hdiDigits, 3)
	default:
		return hdiR(upper, 1) + hdiR(lower, hdiN(4, 7)) + hdiR(hdiDigits, hdiN(2, 4)) + hdiP("#", "!", "+", "=")
	}
}

// hdiStrongPW is a generated password, as a password manager would make it.
func hdiStrongPW() string {
	return hdiR(hdiAlnum+"!#%*+-_=", hdiN(16, 28))
}

// hdiPin is an n-digit code.
func hdiPin(n int) string {
	s := hdiR(hdiDigits, n)
	for s == strings.Repeat(s[:1], n) {
		s = hdiR(hdiDigits, n)
	}
	return s
}

// hdiDoorCode is a key safe or door keypad code.
func hdiDoorCode() string {
	switch rng.IntN(5) {
	case 0:
		return hdiPin(4) + "#"
	case 1:
		return hdiR("ABC", 1) + hdiPin(4)
	case 2:
		return hdiPin(6)
	default:
		return hdiPin(hdiN(4, 5))
	}
}

// hdiWifi is a Wi-Fi key.
func hdiWifi() string {
	switch rng.IntN(4) {
	case 0:
		return hdiR(hdiLowNum, 4) + "-" + hdiR(hdiLowNum, 4) + "-" + hdiR(hdiLowNum, 4)
	case 1:
		return hdiR("ABCDEFGHJKLMNPQRTUVWXY346789", hdiN(10, 12))
	case 2:
		return hdiR(hdiHex, hdiN(10, 16))
	default:
		return hdiPW()
	}
}

// hdiWifiName is a network name.
func hdiWifiName() string {
	return hdiP("BT-", "Vodafone-", "FRITZ!Box 7590 ", "TP-Link_", "SKY", "Livebox-", "VM") + hdiR(hdiUpNum, 4)
}

func hdiUUID() string {
	return hdiR(hdiHex, 8) + "-" + hdiR(hdiHex, 4) + "-4" + hdiR(hdiHex, 3) + "-" + hdiR("89ab", 1) + hdiR(hdiHex, 3) + "-" + hdiR(hdiHex, 12)
}

func hdiAWSID() string     { return hdiP("AKIA", "AKIA", "ASIA") + hdiR(upper+"234567", 16) }
func hdiAWSSecret() string { return hdiR(hdiAlnum+"/+", 40) }
func hdiStripe() string    { return hdiP("sk_live_", "rk_live_") + hdiR(hdiAlnum, hdiN(24, 40)) }
func hdiStripeWH() string  { return "whsec_" + hdiR(hdiAlnum, 32) }
func hdiSendGrid() string  { return "SG." + hdiR(hdiB64URL, 22) + "." + hdiR(hdiB64URL, 43) }
func hdiTwilio() string    { return hdiR(hdiHex, 32) }
func hdiGitHub() string    { return "ghp_" + hdiR(hdiAlnum, 36) }
func hdiMailgun() string   { return "key-" + hdiR(hdiHex, 32) }
func hdiOpenAI() string    { return "sk-proj-" + hdiR(hdiB64URL, hdiN(48, 64)) }
func hdiHexKey(n int) string {
	return hdiR(hdiHex, n)
}
func hdiSlackBot() string {
	return hdiP("xoxb-", "xoxp-") + hdiR(hdiDigits, hdiN(10, 12)) + "-" + hdiR(hdiDigits, hdiN(10, 13)) + "-" + hdiR(hdiAlnum, 24)
}
func hdiSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdiR(hdiUpNum, hdiN(8, 10)) + "/B" + hdiR(hdiUpNum, hdiN(8, 10)) + "/" + hdiR(hdiAlnum, 24)
}
func hdiTeamsHook() string {
	return "https://" + hdiP("stmarys", "caringhands", "homecare4u", "ostwind-pflege") + ".webhook.office.com/webhookb2/" + hdiUUID() + "@" + hdiUUID() + "/IncomingWebhook/" + hdiR(hdiHex, 32) + "/" + hdiUUID()
}
func hdiZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdiR(hdiDigits, hdiN(7, 8)) + "/" + hdiR(hdiLowNum, hdiN(6, 7)) + "/"
}
func hdiSnowflake() string { return hdiR("123", 1) + hdiR(hdiDigits, hdiN(16, 18)) }

// hdiDiscordBot is a Discord bot token: base64 of the bot's id, a timestamp part, an HMAC part.
func hdiDiscordBot() string {
	id := hdiSnowflake()
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + hdiR(hdiB64URL, 6) + "." + hdiR(hdiB64URL, hdiN(27, 38))
}

// hdiJWT is a signed token with a plausible header and payload.
func hdiJWT() string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(`{"alg":"` + hdiP("HS256", "RS256") + `","typ":"JWT"}`))
	p := enc.EncodeToString([]byte(fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d}`, hdiR(hdiHex, 32), hdiR(hdiLowNum, 10), hdiN(1700000000, 1760000000))))
	return h + "." + p + "." + hdiR(hdiB64URL, 43)
}

// hdiTOTP is a base32 authenticator seed, sometimes grouped in fours the way sites show it.
func hdiTOTP() string {
	s := hdiR(hdiB32, 16)
	if hdiCoin() {
		s += hdiR(hdiB32, 16)
	}
	if hdiCoin() {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			parts = append(parts, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(parts, " ")
	}
	return s
}

// hdiRecovery is one backup code.
func hdiRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return hdiR(hdiLowNum, 5) + "-" + hdiR(hdiLowNum, 5)
	case 1:
		return hdiR(hdiDigits, 4) + " " + hdiR(hdiDigits, 4)
	default:
		return hdiR(hdiUpNum, 4) + "-" + hdiR(hdiUpNum, 4) + "-" + hdiR(hdiUpNum, 4)
	}
}

// hdiLicence is a product key.
func hdiLicence() string {
	var g []string
	for i := 0; i < 5; i++ {
		g = append(g, hdiR("BCDFGHJKMPQRTVWXY2346789", 5))
	}
	return strings.Join(g, "-")
}

// hdiNSToken is a Nightscout access token: subject name plus 16 hex.
func hdiNSToken() string {
	return hdiP("follower", "careportal", "school", "grandma", "nurse", "readable", "loop") + "-" + hdiR(hdiHex, 16)
}

// hdiNSSecret is a Nightscout API_SECRET (12 characters or more).
func hdiNSSecret() string {
	if hdiCoin() {
		return hdiR(hdiAlnum, hdiN(12, 20))
	}
	return hdiP(hdiLowWords...) + hdiP(hdiWords...) + hdiR(hdiDigits, hdiN(3, 5))
}

// hdiSecretish is an OAuth client secret or similar random key.
func hdiSecretish() string {
	switch rng.IntN(3) {
	case 0:
		return hdiR(hdiAlnum, hdiN(32, 48))
	case 1:
		return hdiR(hdiB64URL, hdiN(40, 64))
	default:
		return hdiR(hdiAlnum, 3) + "8Q~" + hdiR(hdiAlnum+"_.-~", 34)
	}
}

// hdiPEMBody is the base64 body of a private key, in 64-character lines.
func hdiPEMBody() string {
	n := hdiN(4, 8)
	var lines []string
	first := "MII" + hdiP("E", "Ev", "Ep")
	lines = append(lines, first+hdiR(hdiB64, 64-len(first)))
	for i := 1; i < n; i++ {
		lines = append(lines, hdiR(hdiB64, 64))
	}
	lines = append(lines, hdiR(hdiB64, hdiN(20, 60))+hdiP("=", "==", ""))
	return strings.Join(lines, "\n")
}

// hdiHost is a host name around care software.
func hdiHost() string {
	return hdiP("portal", "api", "fhir", "db", "ns", "mongo", "sync") + "." + hdiP("carehub.local", "stmarys-hc.org", "pflege-ost.de", "famcare.io", "homehealth.net", "clinic-nord.eu")
}

// hdiNSHost is a Nightscout site.
func hdiNSHost() string {
	return strings.ToLower(hdiName()) + hdiP("-ns", "cgm", "sugars", "-t1d", "ns") + "." + hdiP("herokuapp.com", "fly.dev", "ns.10be.de", "nightscoutpro.com", "t1pal.com")
}

// hdiDate is a short date.
func hdiDate() string {
	return fmt.Sprintf("%02d/%02d/%d", hdiN(1, 28), hdiN(1, 12), hdiN(2023, 2025))
}

// hdiTime is a clock time.
func hdiTime() string { return fmt.Sprintf("%02d:%02d", hdiN(6, 22), hdiN(0, 59)) }

// hdiMember is an insurance member id.
func hdiMember() string {
	return hdiP("W", "XJH", "A", "MBR", "H") + hdiR(hdiDigits, hdiN(8, 10))
}

// hdiRx is a prescription number.
func hdiRx() string { return hdiR(hdiDigits, 7) + "-" + hdiR(hdiDigits, 2) }

// hdiMed is a medicine with a dose.
func hdiMed() string {
	return hdiP("metformin 500mg", "amlodipine 5mg", "donepezil 10mg", "levothyroxine 50mcg",
		"furosemide 40mg", "apixaban 5mg", "sertraline 50mg", "paracetamol 1g", "Lantus 18 units",
		"omeprazole 20mg", "ramipril 2.5mg", "memantine 10mg")
}
