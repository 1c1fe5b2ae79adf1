package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Random values for heldout-dj: people, companies, passwords, codes and vendor tokens.

const (
	hdjUp   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hdjLo   = "abcdefghijklmnopqrstuvwxyz"
	hdjDg   = "0123456789"
	hdjHx   = "0123456789abcdef"
	hdjAN   = hdjUp + hdjLo + hdjDg
	hdjB64  = hdjAN + "+/"
	hdjB64U = hdjAN + "-_"
	hdjB32  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hdjSym  = "!#%&*+-=?@_."
)

func hdjN(a, b int) int { return a + rng.IntN(b-a+1) }

func hdjPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hdjChance(pct int) bool { return rng.IntN(100) < pct }

func hdjRnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

func hdjDigits(n int) string { return hdjRnd("123456789", 1) + hdjRnd(hdjDg, n-1) }

func hdjHex(n int) string { return hdjRnd(hdjHx, n) }

func hdjUUID() string {
	return hdjHex(8) + "-" + hdjHex(4) + "-4" + hdjHex(3) + "-" + hdjPick("8", "9", "a", "b") + hdjHex(3) + "-" + hdjHex(12)
}

var hdjAscii = strings.NewReplacer(
	"ä", "a", "ö", "o", "õ", "o", "ü", "u", "š", "s", "ž", "z", "ā", "a", "ē", "e", "ī", "i",
	"ū", "u", "č", "c", "ģ", "g", "ķ", "k", "ļ", "l", "ņ", "n", "ą", "a", "ę", "e", "ė", "e",
	"į", "i", "ų", "u", "å", "a", "Ä", "A", "Ö", "O", "Õ", "O", "Ü", "U", "Š", "S", "Ž", "Z",
	"Ā", "A", "Ē", "E", "Ī", "I", "Ū", "U", "Č", "C", "Ą", "A", "Ę", "E", "Ė", "E", "Į", "I",
	"Ų", "U", "Ļ", "L", "Ņ", "N", "Ķ", "K", "Ģ", "G")

var hdjNames = map[string][][2]string{
	"fi": {{"Mikko", "Virtanen"}, {"Anna", "Korhonen"}, {"Juha", "Mäkinen"}, {"Laura", "Nieminen"}, {"Timo", "Mäkelä"}, {"Sanna", "Hämäläinen"}, {"Jukka", "Laine"}, {"Heidi", "Heikkinen"}, {"Ville", "Koskinen"}, {"Riikka", "Järvinen"}, {"Petri", "Lehtonen"}, {"Elina", "Salonen"}, {"Antti", "Lahtinen"}, {"Noora", "Saarinen"}},
	"ee": {{"Mari", "Tamm"}, {"Kadri", "Saar"}, {"Liis", "Sepp"}, {"Triin", "Mägi"}, {"Kristjan", "Kask"}, {"Martin", "Kukk"}, {"Rasmus", "Rebane"}, {"Siim", "Ilves"}, {"Kaido", "Pärn"}, {"Maarja", "Koppel"}, {"Piret", "Lepik"}, {"Tõnu", "Oja"}, {"Margus", "Kuusk"}, {"Evelin", "Vaher"}},
	"lv": {{"Jānis", "Bērziņš"}, {"Andris", "Kalniņš"}, {"Mārtiņš", "Ozoliņš"}, {"Kristaps", "Jansons"}, {"Edgars", "Zariņš"}, {"Ilze", "Liepiņa"}, {"Inese", "Krūmiņa"}, {"Līga", "Ozola"}, {"Dace", "Balode"}, {"Kristīne", "Vītola"}, {"Raivis", "Vītols"}, {"Agnese", "Kļaviņa"}},
	"lt": {{"Jonas", "Kazlauskas"}, {"Tomas", "Petrauskas"}, {"Mantas", "Jankauskas"}, {"Lukas", "Stankevičius"}, {"Rūta", "Vasiliauskienė"}, {"Ieva", "Žukauskaitė"}, {"Eglė", "Butkutė"}, {"Giedrius", "Paulauskas"}, {"Aistė", "Urbonaitė"}, {"Darius", "Kavaliauskas"}, {"Justina", "Balčiūnaitė"}, {"Vytautas", "Rimkus"}},
}

type hdjPerson struct{ First, Last, Full, User string }

func hdjWho(c string) hdjPerson {
	n := hdjNames[c][rng.IntN(len(hdjNames[c]))]
	f := strings.ToLower(hdjAscii.Replace(n[0]))
	l := strings.ToLower(hdjAscii.Replace(n[1]))
	var u string
	switch rng.IntN(5) {
	case 0:
		u = f[:1] + l
	case 1:
		u = f + "." + l
	case 2:
		u = l + f[:1]
	case 3:
		u = f + "." + l[:1]
	default:
		u = f + "_" + l
	}
	return hdjPerson{n[0], n[1], n[0] + " " + n[1], u}
}

type hdjOrg struct{ Name, Domain string }

var hdjOrgs = map[string][]hdjOrg{
	"fi": {{"Tilitoimisto Lahtinen Oy", "tilitoimistolahtinen.fi"}, {"Rakennus Kallio Oy", "rakennuskallio.fi"}, {"Pohjolan Logistiikka Oy", "pohjolanlogistiikka.fi"}, {"Kahvila Aalto Ky", "kahvila-aalto.fi"}, {"Saimaan Sähkö Oy", "saimaansahko.fi"}},
	"ee": {{"Põhjala Raamatupidamine OÜ", "pohjalarp.ee"}, {"Tartu Tarkvara OÜ", "tartutarkvara.ee"}, {"Pärnu Puit AS", "parnupuit.ee"}, {"Kalev Konsult OÜ", "kalevkonsult.ee"}, {"Saare Kalatööstus AS", "saarekala.ee"}},
	"lv": {{"SIA Rīgas Grāmatvedība", "rigasgramatvediba.lv"}, {"SIA Baltic Koks", "baltickoks.lv"}, {"SIA Daugavas Loģistika", "daugavaslogistika.lv"}, {"AS Kurzemes Piens", "kurzemespiens.lv"}, {"SIA Vidzemes Būve", "vidzemesbuve.lv"}},
	"lt": {{"UAB Vilniaus apskaita", "vilniausapskaita.lt"}, {"UAB Kauno logistika", "kaunologistika.lt"}, {"UAB Baltijos medis", "baltijosmedis.lt"}, {"MB Šiaurės sprendimai", "siauressprendimai.lt"}, {"UAB Nemuno statyba", "nemunostatyba.lt"}},
}

func hdjCo(c string) hdjOrg { return hdjOrgs[c][rng.IntN(len(hdjOrgs[c]))] }

func hdjCountry() string { return hdjPick("fi", "ee", "lv", "lt") }

var hdjWords = map[string][]string{
	"fi": {"Kesä", "Talvi", "Sauna", "Järvi", "Kahvi", "Lumi", "Revontuli", "Mökki", "Kissa", "Pulla", "Metsä", "Kuusi", "Aurinko", "Hirvi"},
	"ee": {"Suvi", "Talv", "Meri", "Saun", "Kohv", "Lumi", "Mets", "Kass", "Päike", "Õun", "Kuusk", "Rand", "Kilu", "Jaanipäev"},
	"lv": {"Vasara", "Ziema", "Jura", "Pirts", "Kafija", "Sniegs", "Mezs", "Kakis", "Saule", "Dzintars", "Liepa", "Jāņi", "Rudzi"},
	"lt": {"Vasara", "Ziema", "Jura", "Pirtis", "Kava", "Sniegas", "Miskas", "Katinas", "Saule", "Gintaras", "Liepa", "Ąžuolas", "Cepelinas"},
}

var hdjCities = map[string][]string{
	"fi": {"Helsinki", "Tampere", "Turku", "Oulu", "Espoo", "Jyväskylä", "Kuopio", "Vaasa"},
	"ee": {"Tallinn", "Tartu", "Pärnu", "Narva", "Viljandi", "Rakvere", "Kuressaare", "Haapsalu"},
	"lv": {"Riga", "Liepaja", "Jelgava", "Ventspils", "Daugavpils", "Valmiera", "Cesis", "Jurmala"},
	"lt": {"Vilnius", "Kaunas", "Klaipeda", "Siauliai", "Panevezys", "Alytus", "Palanga", "Trakai"},
}

func hdjSym1() string { return string(hdjSym[rng.IntN(len(hdjSym))]) }

// hdjPw is a password a person in country c might choose or be given.
func hdjPw(c string) string {
	w, ci := hdjWords[c], hdjCities[c]
	year := fmt.Sprint(hdjN(2019, 2026))
	switch rng.IntN(8) {
	case 0:
		return hdjPick(w...) + year + hdjSym1()
	case 1:
		return hdjPick(ci...) + hdjPick("#", "!", "_", "@", "-") + year
	case 2:
		return strings.ToLower(hdjPick(w...)) + "-" + strings.ToLower(hdjPick(w...)) + "-" + strings.ToLower(hdjPick(ci...)) + "-" + hdjRnd(hdjDg, hdjN(1, 3))
	case 3:
		return hdjRnd(hdjUp+hdjLo, 1) + hdjRnd(hdjAN+hdjSym, hdjN(11, 19))
	case 4:
		return hdjPick(w...) + hdjRnd(hdjDg, hdjN(2, 4)) + hdjPick(w...) + hdjSym1()
	case 5:
		return strings.ToLower(hdjPick(w...)) + "_" + hdjRnd(hdjDg, 4) + "_" + hdjRnd(hdjUp, hdjN(1, 3))
	case 6:
		l := strings.NewReplacer("a", "4", "e", "3", "i", "1", "o", "0").Replace(hdjAscii.Replace(hdjPick(ci...)))
		return l + hdjPick("!", "?", "#") + hdjRnd(hdjDg, 2)
	default:
		return hdjRnd(hdjUp, 1) + hdjRnd(hdjLo, hdjN(3, 5)) + hdjRnd(hdjDg, hdjN(3, 5)) + hdjRnd(hdjUp+hdjLo, hdjN(2, 4)) + hdjSym1()
	}
}

// hdjPwURL is a password safe to put in a URL or connection string unescaped.
func hdjPwURL(c string) string {
	switch rng.IntN(3) {
	case 0:
		return hdjAscii.Replace(hdjPick(hdjWords[c]...)) + hdjRnd(hdjDg, hdjN(2, 4)) + hdjPick("_", "-", ".", "") + hdjRnd(hdjAN, hdjN(3, 6))
	case 1:
		return hdjRnd(hdjLo, 1) + hdjRnd(hdjAN, hdjN(15, 27))
	default:
		return hdjRnd(hdjUp, 1) + hdjRnd(hdjAN+"-_.", hdjN(11, 17)) + hdjRnd(hdjDg, 1)
	}
}

// hdjCode is a door, alarm, safe or locker code of n digits.
func hdjCode(n int) string { return hdjRnd(hdjDg, n) }

func hdjAWSID() string { return hdjPick("AKIA", "AKIA", "ASIA") + hdjRnd(hdjUp+"234567", 16) }
func hdjAWSSecret() string {
	return hdjRnd(hdjB64, 40)
}
func hdjGHP() string { return hdjPick("ghp_", "gho_", "ghs_") + hdjRnd(hdjAN, 36) }
func hdjGHFine() string {
	return "github_pat_11" + hdjRnd(hdjUp+hdjDg, 20) + "_" + hdjRnd(hdjAN, 59)
}
func hdjGLPAT() string { return "glpat-" + hdjRnd(hdjAN+"-_", 20) }
func hdjSlackBot() string {
	return hdjPick("xoxb-", "xoxp-") + hdjDigits(hdjN(11, 13)) + "-" + hdjDigits(hdjN(12, 13)) + "-" + hdjRnd(hdjAN, 24)
}
func hdjSlackHook() string {
	return "https://hooks.slack.com/services/T" + hdjRnd(hdjUp+hdjDg, hdjN(8, 10)) + "/B" + hdjRnd(hdjUp+hdjDg, hdjN(8, 10)) + "/" + hdjRnd(hdjAN, 24)
}
func hdjSnowflake() string { return "1" + hdjRnd(hdjDg, hdjN(17, 18)) }
func hdjDiscordHook() string {
	return "https://" + hdjPick("discord.com", "discordapp.com") + "/api/webhooks/" + hdjSnowflake() + "/" + hdjRnd(hdjB64U, 68)
}
func hdjTeamsHook() string {
	return "https://" + hdjRnd(hdjLo, hdjN(6, 10)) + ".webhook.office.com/webhookb2/" + hdjUUID() + "@" + hdjUUID() + "/IncomingWebhook/" + hdjHex(32) + "/" + hdjUUID() + "/V2" + hdjRnd(hdjB64U, 43)
}
func hdjZapier() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdjDigits(hdjN(7, 8)) + "/" + hdjRnd(hdjLo+hdjDg, 7) + "/"
}
func hdjStripe() string {
	return hdjPick("sk_live_", "sk_live_", "rk_live_") + "51" + hdjRnd(hdjAN, hdjN(40, 97))
}
func hdjSendGrid() string { return "SG." + hdjRnd(hdjB64U, 22) + "." + hdjRnd(hdjB64U, 43) }
func hdjOpenAI() string   { return "sk-proj-" + hdjRnd(hdjB64U, hdjN(56, 120)) }
func hdjAnthropic() string {
	return "sk-ant-api03-" + hdjRnd(hdjB64U, 93) + "AA"
}
func hdjTelegram() string {
	return hdjDigits(hdjN(9, 10)) + ":AA" + hdjRnd(hdjB64U, 33)
}
func hdjGoogleKey() string { return "AIza" + hdjRnd(hdjB64U, 35) }
func hdjAzureKey() string  { return hdjRnd(hdjB64, 86) + "==" }
func hdjMailgun() string   { return "key-" + hdjHex(32) }
func hdjNpm() string       { return "npm_" + hdjRnd(hdjAN, 36) }
func hdjAtlassian() string {
	return "ATATT3xFfGF0" + hdjRnd(hdjB64U, hdjN(150, 170)) + "=" + hdjRnd("0123456789ABCDEF", 8)
}
func hdjDOToken() string { return "dop_v1_" + hdjHex(64) }
func hdjShopify() string { return "shpat_" + hdjHex(32) }
func hdjHetzner() string { return hdjRnd(hdjAN, 64) }
func hdjB64Key(n int) string {
	return hdjRnd(hdjB64, n)
}

// hdjTOTP is a base32 TOTP seed, sometimes grouped by four as apps show it.
func hdjTOTP() string {
	s := hdjRnd(hdjB32, hdjPick16or32())
	if hdjChance(40) {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hdjPick16or32() int {
	if hdjChance(50) {
		return 16
	}
	return 32
}

// hdjRecovery returns n backup codes of one style.
func hdjRecovery(n int) []string {
	style := rng.IntN(3)
	var out []string
	for i := 0; i < n; i++ {
		switch style {
		case 0:
			out = append(out, hdjRnd(hdjLo+hdjDg, 4)+"-"+hdjRnd(hdjLo+hdjDg, 4))
		case 1:
			out = append(out, hdjRnd(hdjDg, 4)+" "+hdjRnd(hdjDg, 4))
		default:
			out = append(out, hdjRnd(hdjUp+hdjDg, 5)+"-"+hdjRnd(hdjUp+hdjDg, 5))
		}
	}
	return out
}

func hdjLicence() string {
	var g []string
	for i := 0; i < 5; i++ {
		g = append(g, hdjRnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5))
	}
	return strings.Join(g, "-")
}

func hdjJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hdjPick("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		hdjDigits(hdjN(5, 9)), 1700000000+rng.IntN(60000000), 1760000000+rng.IntN(60000000), hdjPick("invoices:read", "api", "accounting", "payroll"))))
	return h + "." + p + "." + hdjRnd(hdjB64U, 43)
}

func hdjDiscordBot() string {
	uid := hdjSnowflake()
	if hdjChance(50) {
		uid = hdjPick("2", "3", "4", "5", "6", "7", "8", "9") + hdjRnd(hdjDg, 17)
	}
	id := base64.RawURLEncoding.EncodeToString([]byte(uid))
	return id + "." + hdjRnd(hdjUp+hdjLo, 1) + hdjRnd(hdjB64U, 5) + "." + hdjRnd(hdjB64U, hdjPick27or38())
}

func hdjPick27or38() int {
	if hdjChance(60) {
		return 27
	}
	return 38
}

// hdjKeyLines returns the body lines of a private key and its PEM kind.
func hdjKeyLines() (string, []string) {
	if hdjChance(30) {
		lines := []string{"b3BlbnNzaC1rZXktdjEAAAAA" + hdjRnd(hdjB64, 46)}
		for i := 0; i < 3; i++ {
			lines = append(lines, hdjRnd(hdjB64, 70))
		}
		lines = append(lines, hdjRnd(hdjB64, hdjN(20, 40))+"=")
		return "OPENSSH PRIVATE KEY", lines
	}
	return "EC PRIVATE KEY", []string{"MHcCAQEEI" + hdjRnd(hdjB64, 55), hdjRnd(hdjB64, 64), hdjRnd(hdjB64, 24) + "=="}
}

// Identifiers that are not secrets (for keeps and traps).

func hdjIBAN(c string) string {
	switch c {
	case "fi":
		return "FI" + hdjRnd(hdjDg, 2) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 2)
	case "ee":
		return "EE" + hdjRnd(hdjDg, 2) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4)
	case "lv":
		return "LV" + hdjRnd(hdjDg, 2) + hdjPick("HABA", "UNLA", "PARX", "RIKO") + hdjRnd(hdjDg, 13)
	}
	return "LT" + hdjRnd(hdjDg, 2) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4) + " " + hdjRnd(hdjDg, 4)
}

func hdjRegCode(c string) string {
	switch c {
	case "fi":
		return hdjRnd(hdjDg, 7) + "-" + hdjRnd(hdjDg, 1)
	case "ee":
		return hdjPick("1", "8") + hdjRnd(hdjDg, 7)
	case "lv":
		return "4" + hdjRnd(hdjDg, 10)
	}
	return "30" + hdjRnd(hdjDg, 7)
}

func hdjVAT(c string) string {
	switch c {
	case "fi":
		return "FI" + hdjRnd(hdjDg, 8)
	case "ee":
		return "EE10" + hdjRnd(hdjDg, 7)
	case "lv":
		return "LV4" + hdjRnd(hdjDg, 10)
	}
	return "LT1" + hdjRnd(hdjDg, 8)
}

func hdjPhone(c string) string {
	switch c {
	case "fi":
		return "+358 4" + hdjRnd("0145", 1) + " " + hdjRnd(hdjDg, 3) + " " + hdjRnd(hdjDg, 4)
	case "ee":
		return "+372 5" + hdjRnd(hdjDg, 3) + " " + hdjRnd(hdjDg, 4)
	case "lv":
		return "+371 2" + hdjRnd(hdjDg, 3) + " " + hdjRnd(hdjDg, 4)
	}
	return "+370 6" + hdjRnd(hdjDg, 2) + " " + hdjRnd(hdjDg, 5)
}

func hdjDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdjN(2023, 2026), hdjN(1, 12), hdjN(1, 28))
}

func hdjClock() string { return fmt.Sprintf("%02d:%02d", hdjN(7, 18), hdjN(0, 59)) }

func hdjIP() string { return fmt.Sprintf("10.%d.%d.%d", hdjN(0, 40), hdjN(0, 254), hdjN(2, 250)) }

// hdjSay is a chat line's prefix (time and first name) in one of a few client styles, or none.
func hdjSay(c string) string {
	who := hdjWho(c).First
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("%s %s: ", hdjClock(), who)
	case 1:
		return fmt.Sprintf("[%s] %s: ", hdjClock(), who)
	case 2:
		return fmt.Sprintf("%s, %s\n", who, hdjClock())
	}
	return ""
}
