package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-cl: people, places, vehicles and the credentials of the theme.

var hclNamesEN = []string{"Dave", "Sarah", "Mike", "Priya", "Tom", "Jess", "Carlos", "Linda", "Kevin", "Rachel", "Omar", "Beth"}
var hclNamesPL = []string{"Marek", "Kasia", "Tomek", "Agnieszka", "Paweł", "Ola", "Krzysiek", "Magda", "Janusz", "Ewa", "Bartek", "Gosia"}
var hclNamesTR = []string{"Mehmet", "Ayşe", "Emre", "Zeynep", "Murat", "Elif", "Hakan", "Burak", "Selin", "Okan", "Fatma", "Serkan"}
var hclSurnames = []string{"Nowak", "Kowalski", "Wiśniewska", "Yılmaz", "Demir", "Kaya", "Şahin", "Miller", "Garcia", "Patel", "Brooks", "Zieliński", "Öztürk", "Lewandowski"}

func hclName(lang string) string {
	switch lang {
	case "pl":
		return pick(hclNamesPL)
	case "tr":
		return pick(hclNamesTR)
	}
	return pick(hclNamesEN)
}

func hclLang() string { return hclP("en", "en", "pl", "tr") }

func hclSite(lang string) string {
	switch lang {
	case "pl":
		return hclP("DC Poznań", "magazyn Stryków", "hub Gliwice", "cross-dock Łódź", "WRO2", "Sosnowiec DC", "Błonie")
	case "tr":
		return hclP("Tuzla depo", "Gebze DC", "Hadımköy aktarma", "Ankara Sincan depo", "İzmir Kemalpaşa", "Çorlu hub")
	}
	return hclP("Reno DC", "DC3 Columbus", "Memphis hub", "Dallas cross-dock", "Feltham DC", "Rotterdam WH2", "Atlanta FC", "Coventry DC")
}

func hclCompany() string {
	return hclP("northfreight", "balticlog", "anadolulojistik", "acme-3pl", "vistula-cargo", "bosphorus-express", "ridgeline-fleet", "kargoline", "polcargo", "harbourway")
}

func hclUser() string {
	switch rng.IntN(6) {
	case 0:
		return strings.ToLower(hclP("j", "m", "a", "k", "e", "s")) + strings.ToLower(hclP("kowalski", "nowak", "yilmaz", "demir", "miller", "patel", "sahin"))
	case 1:
		return hclP("dispatch", "scan_op", "wms_sup", "yard", "dock", "picker") + fmt.Sprintf("%02d", hclN(1, 40))
	case 2:
		return hclP("edi_", "sftp_", "api_") + hclCompany()
	case 3:
		return strings.ToLower(hclP("mehmet", "ayse", "marek", "kasia", "tom", "priya")) + "." + strings.ToLower(hclP("kaya", "ozturk", "nowak", "brooks", "zielinski"))
	case 4:
		return hclP("depo", "magazyn", "forklift", "rampa") + hclR(digits, 2)
	}
	return hclP("supervisor", "teamlead", "shift_b", "nightshift")
}

func hclHost() string {
	c := hclCompany()
	tld := hclP(".com", ".pl", ".com.tr", ".co.uk", ".eu")
	return hclP("sftp.", "edi.", "ftp.", "files.", "as2.", "mft.") + c + tld
}

func hclWords() []string {
	return []string{"Forklift", "Magazyn", "Rampa", "Paleta", "Kamyon", "Depo", "Dispatch", "Trailer", "Naczepa", "Tır", "Kurye", "Pallet", "Yard", "Dock", "Bosphorus", "Warta", "Gdynia", "Lisboa", "Mersin", "Anadolu", "Kierowca", "Reefer", "Wisla", "Ankara"}
}

// hclHumanPw is a password a person invents.
func hclHumanPw() string {
	w := pick(hclWords())
	switch rng.IntN(7) {
	case 0:
		return w + hclP("#", "!", "@", "$", ".") + fmt.Sprint(hclN(2019, 2026))
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(pick(hclWords())) + "-" + hclR(digits, 1)
	case 2:
		return w + hclR(digits, hclN(2, 4)) + hclP("!", "?", "*", "!!")
	case 3:
		return hclP("Zima", "Lato", "Kis", "Yaz", "Winter", "Spring") + hclR(digits, 2) + hclP("#", "_", "!") + strings.ToLower(w)
	case 4:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "." + hclR(digits, 3) + hclP("A", "x", "Q", "z")
	case 5:
		return hclP("Haslo", "Sifre", "Pass", "Has") + hclP("_", "", "-") + strings.ToLower(w) + hclR(digits, 2)
	}
	return strings.ToLower(w) + hclR(digits, 2) + strings.ToUpper(pick(hclWords())[:2]) + hclP("%", "&", "+")
}

// hclRandPw is a generated password.
func hclRandPw() string {
	n := hclN(12, 22)
	b := []byte(hclR(alnum, n))
	for i := 0; i < hclN(1, 3); i++ {
		b[1+rng.IntN(n-1)] = hclP("!", "#", "%", "&", "*", "?", "-", "_", "^", "~")[0]
	}
	return string(b)
}

func hclPw() string {
	if hclChance(55) {
		return hclHumanPw()
	}
	return hclRandPw()
}

func hclPin(n int) string {
	s := hclR(digits, n)
	for s[0] == '0' && hclChance(50) {
		s = hclR(digits, n)
	}
	return s
}

func hclDoorCode() string {
	switch rng.IntN(5) {
	case 0:
		return hclPin(4) + "#"
	case 1:
		return "*" + hclPin(hclN(4, 6))
	case 2:
		return hclPin(6)
	}
	return hclPin(hclN(4, 5))
}

func hclB64(n int) string { return hclR(alnum+"+/", n) }

func hclHex(n int) string { return hclR(hexs, n) }

func hclUUID() string {
	return hclHex(8) + "-" + hclHex(4) + "-4" + hclHex(3) + "-" + hclP("8", "9", "a", "b") + hclHex(3) + "-" + hclHex(12)
}

func hclPlate(lang string) string {
	switch lang {
	case "pl":
		return hclP("PO", "WPI", "EL", "SK", "DW", "GD") + " " + hclR(digits, 1) + hclR(upper, 1) + hclR(digits, 3)
	case "tr":
		return hclP("34", "41", "06", "35", "16") + " " + hclR(upper, hclN(2, 3)) + " " + hclR(digits, 3)
	}
	return hclR(upper, 2) + hclR(digits, 2) + " " + hclR(upper, 3)
}

func hclTrailer() string { return hclP("TRL-", "NCZ", "T", "DORSE-") + hclR(digits, hclN(3, 5)) }

func hclDock() string { return fmt.Sprint(hclN(1, 48)) }

// Vendor credentials.

func hclDHLKey() string      { return hclR(alnum, 32) }
func hclDHLSecret() string   { return hclR(alnum, 16) }
func hclFedexSecret() string { return hclHex(32) }
func hclUPSSecret() string   { return hclR(alnum, 64) }
func hclP44Secret() string   { return hclR(alnum, hclN(36, 44)) }
func hclSamsara() string     { return "samsara_api_" + hclR(alnum, 30) }
func hclGmapsKey() string    { return "AIza" + hclR(b64url, 35) }
func hclHereKey() string     { return hclR(b64url, 43) }
func hclShippo() string      { return "shippo_live_" + hclHex(40) }
func hclEasyPost() string    { return "EZAK" + hclHex(54) }
func hclTwilioTok() string   { return hclHex(32) }
func hclTwilioSID() string   { return "AC" + hclHex(32) }
func hclGHToken() string     { return "ghp_" + hclR(alnum, 36) }
func hclAWSKeyID() string    { return hclP("AKIA", "AKIA", "ASIA") + hclR(upper+"234567", 16) }
func hclAWSSecret() string   { return hclR(alnum+"+/", 40) }
func hclLTAI() string        { return "LTAI" + hclR(alnum, hclN(20, 24)) }
func hclSendgrid() string    { return "SG." + hclR(b64url, 22) + "." + hclR(b64url, 43) }
func hclGeotabSess() string  { return hclR(b64url, 22) }
func hclSASKey() string      { return hclB64(43) + "=" }

func hclMapbox(kind string) string {
	user := hclCompany()
	payload := fmt.Sprintf(`{"u":"%s","a":"cl%s"}`, user, hclR(lower+digits, 23))
	return kind + "." + base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + hclR(b64url, 22)
}

func hclSlackHook() string {
	return "https://hooks.slack.com/services/T" + hclR(upper+digits, hclN(8, 10)) + "/B" + hclR(upper+digits, hclN(8, 10)) + "/" + hclR(alnum, 24)
}

func hclTeamsHook() string {
	return "https://" + hclCompany() + ".webhook.office.com/webhookb2/" + hclUUID() + "@" + hclUUID() + "/IncomingWebhook/" + hclHex(32) + "/" + hclUUID()
}

func hclDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hclPin(hclN(18, 19)) + "/" + hclR(b64url, 68)
}

func hclZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hclPin(hclN(6, 8)) + "/" + hclR(lower+digits, hclN(6, 7)) + "/"
}

func hclDiscordBot() string {
	id := hclPin(hclN(17, 19))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + hclR(b64url, 6) + "." + hclR(b64url, pick([]int{27, 38}))
}

func hclTOTP() string { return hclR(b32, pick([]int{16, 32, 26})) }

func hclLicence() string {
	parts := make([]string, hclN(4, 5))
	for i := range parts {
		parts[i] = hclR(upper+digits, 5)
	}
	return strings.Join(parts, "-")
}

func hclSSHBody() []string {
	lines := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
	for i := 0; i < hclN(3, 5); i++ {
		lines = append(lines, hclB64(70))
	}
	lines = append(lines, hclB64(hclN(20, 60)))
	return lines
}

func hclWifiKey() string {
	if hclChance(50) {
		return hclHumanPw()
	}
	return hclR(alnum, hclN(12, 20))
}

// Non-secret identifiers used by traps and as keep strings.

func hclDHLWaybill() string { return hclPin(10) }
func hclFedexTrack() string { return hclPin(12) }
func hclUPSTrack() string   { return "1Z" + hclR(upper+digits, 6) + hclR(digits, 10) }
func hclSeal() string       { return hclP("", "PL", "TR", "SL") + hclPin(hclN(7, 9)) }
func hclSSCC() string       { return "00" + hclR(digits, 18) }
func hclVIN() string        { return hclR("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17) }
func hclPO() string         { return hclP("PO-", "ZAM/", "SIP-", "PO") + hclR(digits, hclN(5, 8)) }
func hclSHA() string        { return hclHex(40) }

func hclTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
