package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Random value makers for the heldout-dm part. Every value is drawn from the shared rng.

func hdmP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hdmN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdmDig(n int) string { return rnd(digits, n) }

func hdmHex(n int) string { return rnd(hexs, n) }

// hdmLocalDigits rewrites ASCII digits as Persian or Arabic-Indic digits.
func hdmLocalDigits(s string, persian bool) string {
	fa := []rune("۰۱۲۳۴۵۶۷۸۹")
	ar := []rune("٠١٢٣٤٥٦٧٨٩")
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			if persian {
				b.WriteRune(fa[r-'0'])
			} else {
				b.WriteRune(ar[r-'0'])
			}
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var hdmWords = []string{
	"Ankara", "Istanbul", "Izmir", "Trabzon", "Kadikoy", "Galata", "Bosphorus", "Simit",
	"Tahran", "Shiraz", "Esfahan", "Tabriz", "Golnar", "Persepolis", "Bahar", "Anar",
	"Riyadh", "Jeddah", "Dubai", "Amman", "Petra", "Nile", "Habibi", "Yalla", "Sabah",
	"Haifa", "Eilat", "Yafo", "Shalom", "Negev", "Kinneret", "Falafel", "Zeytin", "Lale",
	"Fenerbahce", "Galatasaray", "Besiktas", "Maccabi", "Hapoel", "Esteghlal", "AlHilal",
	"Zamalek", "Pistachio", "Baklava", "Kunafa", "Sumac", "Cedar", "Gazelle", "Simurgh",
}

var hdmTrWords = []string{
	"Güneş", "Çiçek", "Ağaç", "Üsküdar", "Beşiktaş", "Gölbaşı", "Şeker", "Yıldız",
	"Kuşadası", "Çaykur", "Öğretmen", "Işık", "Fıstık", "Boğaziçi",
}

var hdmLowerWords = []string{
	"zeytin", "lale", "anar", "bahar", "yasemin", "shalom", "kinneret", "cedar", "sahara",
	"kebab", "sumac", "delfin", "kaktus", "lighthouse", "tulip", "cay", "qahwa", "nargile",
	"horse", "battery", "staple", "dolphin", "orange", "rimon", "tapuz", "narenj", "golab",
}

var hdmYears = []string{"2023", "2024", "2025", "2026", "1402", "1403", "1404", "5784", "5785", "1445", "1446", "34", "06", "35", "98", "99", "77"}

const hdmSyms = "!@#$%*.?_-+="

func hdmCase(w string) string {
	switch rng.IntN(4) {
	case 0:
		return strings.ToLower(w)
	case 1:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:])
	default:
		return w
	}
}

// hdmPw is a password as people really choose them: words, years, symbols, or random.
func hdmPw() string {
	sym := string(hdmSyms[rng.IntN(len(hdmSyms))])
	switch rng.IntN(8) {
	case 0:
		return hdmCase(pick(hdmWords)) + sym + pick(hdmYears)
	case 1:
		return pick(hdmWords) + hdmDig(hdmN(2, 4)) + sym
	case 2, 3:
		return hdmStrong(hdmN(10, 18))
	case 4:
		return pick(hdmLowerWords) + hdmP("-", ".", "_") + pick(hdmLowerWords) + hdmP("-", ".", "_") + hdmDig(hdmN(1, 3))
	case 5:
		return pick(hdmTrWords) + sym + pick(hdmYears)
	case 6:
		w := strings.NewReplacer("a", "@", "o", "0", "i", "1", "e", "3", "s", "$").Replace(pick(hdmWords))
		return w + hdmDig(hdmN(2, 4))
	default:
		return pick(hdmYears) + sym + pick(hdmWords) + hdmP("", "!", "#", "*")
	}
}

// hdmStrong is a generated password of n characters.
func hdmStrong(n int) string {
	s := []byte(rnd(alnum, n))
	for i := 0; i < 1+rng.IntN(3); i++ {
		s[rng.IntN(n)] = hdmSyms[rng.IntN(len(hdmSyms))]
	}
	s[rng.IntN(n)] = digits[rng.IntN(10)]
	return string(s)
}

// hdmURLPw is a password safe inside a URL.
func hdmURLPw() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(alnum, hdmN(12, 24))
	case 1:
		return pick(hdmWords) + hdmP("_", "-", ".") + hdmDig(hdmN(2, 5))
	default:
		return rnd(alnum+"-_", hdmN(16, 32))
	}
}

// hdmWifi is a Wi-Fi key.
func hdmWifi() string {
	switch rng.IntN(5) {
	case 0:
		return hdmDig(hdmN(8, 12))
	case 1:
		return pick(hdmWords) + hdmP("Ofis", "Office", "Guest", "Misafir", "Dafter", "Misrad", "Maktab") + hdmDig(hdmN(2, 4))
	case 2:
		return rnd(alnum, hdmN(10, 16))
	case 3:
		return pick(hdmLowerWords) + pick(hdmLowerWords) + hdmDig(hdmN(2, 4)) + hdmP("!", "", "#")
	default:
		return hdmPw()
	}
}

func hdmCode(lo, hi int) string { return hdmDig(hdmN(lo, hi)) }

var (
	hdmTrFirst = []string{"mehmet", "ayse", "emre", "zeynep", "burak", "elif", "hakan", "selin", "murat", "gokhan", "deniz", "cem"}
	hdmTrLast  = []string{"yilmaz", "demir", "kaya", "celik", "sahin", "aydin", "ozturk", "arslan", "dogan", "kilic", "aksoy", "korkmaz"}
	hdmArFirst = []string{"ahmed", "fatima", "omar", "layla", "khalid", "mona", "yousef", "reem", "sultan", "noura", "faisal", "huda"}
	hdmArLast  = []string{"alharbi", "alzahrani", "haddad", "nasser", "alotaibi", "saeed", "mansour", "alqahtani", "khoury", "aldosari"}
	hdmHeFirst = []string{"yossi", "noa", "avi", "tamar", "eyal", "michal", "ronit", "dudi", "shira", "itay", "moran", "ofer"}
	hdmHeLast  = []string{"cohen", "levi", "mizrahi", "friedman", "peretz", "biton", "azulay", "katz", "shapira", "dahan"}
	hdmFaFirst = []string{"reza", "sara", "ali", "maryam", "hamid", "niloofar", "amir", "zahra", "mehdi", "parisa", "babak", "shirin"}
	hdmFaLast  = []string{"ahmadi", "mohammadi", "hosseini", "rezaei", "karimi", "jafari", "tehrani", "moradi", "sadeghi", "rahimi"}
)

// hdmUser is a Latin login name for someone from lang ("tr", "ar", "he", "fa").
func hdmUser(lang string) string {
	var f, l []string
	switch lang {
	case "tr":
		f, l = hdmTrFirst, hdmTrLast
	case "ar":
		f, l = hdmArFirst, hdmArLast
	case "he":
		f, l = hdmHeFirst, hdmHeLast
	default:
		f, l = hdmFaFirst, hdmFaLast
	}
	a, b := pick(f), pick(l)
	switch rng.IntN(4) {
	case 0:
		return a + "." + b
	case 1:
		return a[:1] + b
	case 2:
		return a + "_" + b[:1]
	default:
		return a + b[:1] + hdmDig(2)
	}
}

var (
	hdmTrNames = []string{"Mehmet Bey", "Ayşe Hanım", "Emre", "Zeynep", "Burak", "Elif Hanım", "Hakan abi", "Selin", "Murat Bey", "Gökhan"}
	hdmArNames = []string{"أحمد", "فاطمة", "عمر", "ليلى", "خالد", "منى", "يوسف", "ريم", "أبو فيصل", "م. سلطان"}
	hdmHeNames = []string{"יוסי", "נועה", "אבי", "תמר", "אייל", "מיכל", "רונית", "דודי", "שירה", "איתי"}
	hdmFaNames = []string{"رضا", "سارا", "علی", "مریم", "آقای کریمی", "نیلوفر", "امیر", "خانم جعفری", "مهدی", "پریسا"}
)

func hdmHost(lang string) string {
	switch lang {
	case "tr":
		return hdmP("srv-ist-dc01.corp.local", "mail.sirket.com.tr", "erp.holding.local", "10.34.1."+fmt.Sprint(hdmN(2, 250)), "db-ank-02.bankcorp.local", "vpn.ornekas.com.tr")
	case "ar":
		return hdmP("db01.riyadh.internal", "mail.company.sa", "erp.dubai-office.ae", "10.20.5."+fmt.Sprint(hdmN(2, 250)), "vpn.amman-branch.jo", "srv-jed-app3")
	case "he":
		return hdmP("vpn.misrad.co.il", "srv-tlv-fs01", "db.haifa.local", "192.168.10."+fmt.Sprint(hdmN(2, 250)), "erp-prod.beersheva.local", "mail.hevra.co.il")
	default:
		return hdmP("erp.tehran-office.ir", "mail.sherkat.ir", "srv-mashhad-01", "172.16.4."+fmt.Sprint(hdmN(2, 250)), "db.isfahan.local", "vpn.daftar.ir")
	}
}

// hdmLicence is a 5x5 product key.
func hdmLicence() string {
	const set = "BCDFGHJKMPQRTVWXY2346789"
	parts := make([]string, 5)
	for i := range parts {
		parts[i] = rnd(set, 5)
	}
	return strings.Join(parts, "-")
}

func hdmUUID() string {
	return hdmHex(8) + "-" + hdmHex(4) + "-4" + hdmHex(3) + "-" + hdmP("8", "9", "a", "b") + hdmHex(3) + "-" + hdmHex(12)
}

func hdmAWSID() string     { return hdmP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hdmAWSSecret() string { return rnd(alnum+"/+", 40) }
func hdmAliID() string     { return "LTAI" + rnd(alnum, hdmN(12, 20)) }
func hdmTencentID() string { return "AKID" + rnd(alnum, 32) }
func hdmGHToken() string {
	if rng.IntN(3) == 0 {
		return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	return hdmP("ghp_", "gho_", "ghs_") + rnd(alnum, 36)
}
func hdmSlackBot() string {
	return hdmP("xoxb-", "xoxp-") + hdmDig(hdmN(10, 12)) + "-" + hdmDig(13) + "-" + rnd(alnum, 24)
}
func hdmStripe() string    { return hdmP("sk_live_", "rk_live_") + rnd(alnum, hdmN(24, 60)) }
func hdmGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func hdmSendgrid() string  { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hdmOpenAI() string    { return "sk-proj-" + rnd(b64url, hdmN(48, 80)) }
func hdmTelegram() string  { return hdmDig(hdmN(9, 10)) + ":AA" + rnd(b64url, 33) }
func hdmGitlab() string    { return "glpat-" + rnd(b64url, 20) }
func hdmNpm() string       { return "npm_" + rnd(alnum, 36) }
func hdmTOTP() string      { return rnd(b32, hdmP16or32()) }
func hdmP16or32() int {
	if rng.IntN(2) == 0 {
		return 16
	}
	return 32
}
func hdmAzureKey() string { return rnd(alnum+"+/", 86) + "==" }

func hdmJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hdmP("HS256", "RS256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, hdmDig(hdmN(5, 9)), 1760000000+rng.IntN(9000000), 1770000000+rng.IntN(9000000))))
	return h + "." + p + "." + rnd(b64url, 43)
}

func hdmDiscordToken() string {
	id := string(digits[1+rng.IntN(9)]) + hdmDig(hdmN(16, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, hdmP27or38())
}
func hdmP27or38() int {
	if rng.IntN(3) == 0 {
		return 27
	}
	return 38
}

func hdmSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hdmN(8, 10)) + "/B" + rnd(upper+digits, hdmN(8, 10)) + "/" + rnd(alnum, 24)
}
func hdmDiscordHook() string {
	return "https://discord.com/api/webhooks/" + hdmDig(19) + "/" + rnd(b64url, 68)
}
func hdmTeamsHook() string {
	return "https://" + hdmP("contoso", "holdingas", "alnoor", "hevra") + ".webhook.office.com/webhookb2/" + hdmUUID() + "@" + hdmUUID() + "/IncomingWebhook/" + hdmHex(32) + "/" + hdmUUID() + "/V2" + rnd(b64url, 40)
}

// hdmKeyBody is the base64 body of a private key, n lines; openssh picks the OpenSSH layout.
func hdmKeyBody(n int, openssh bool) string {
	w, head := 64, "MIIE"+hdmP("pA", "oA", "ow")+"IBAAKCAQEA"
	if openssh {
		w, head = 70, "b3BlbnNzaC1rZXktdjEAAAAA"
	}
	lines := make([]string, n)
	for i := range lines {
		lines[i] = rnd(alnum+"+/", w)
	}
	lines[0] = head + lines[0][len(head):]
	lines[n-1] = rnd(alnum+"+/", hdmN(20, 60)) + hdmP("=", "==", "")
	return strings.Join(lines, "\n")
}

func hdmRecovery(style int) string {
	switch style {
	case 0:
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	case 1:
		return hdmDig(4) + " " + hdmDig(4)
	default:
		return rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
	}
}

// Public values for traps and keeps.
func hdmIBAN(lang string) string {
	switch lang {
	case "tr":
		return "TR" + hdmDig(2) + " " + hdmDig(4) + " " + hdmDig(4) + " " + hdmDig(4) + " " + hdmDig(4) + " " + hdmDig(4) + " " + hdmDig(2)
	case "he":
		return "IL" + hdmDig(21)
	case "ar":
		return "SA" + hdmDig(22)
	default:
		return "IR" + hdmDig(24)
	}
}
func hdmSHA() string { return hdmHex(40) }
func hdmPhone() string {
	return hdmP("+90 5", "+966 5", "+972 5", "+98 91") + hdmDig(2) + " " + hdmDig(3) + " " + hdmDig(4)
}
func hdmTicket() string {
	return hdmP("INC", "REQ", "IT-", "TKT-", "HD") + hdmDig(hdmN(5, 7))
}

// hdmABA is two different speakers as a, b, a, for a chat's Sprintf arguments.
func hdmABA(names []string) []any {
	a, b := hdmAB(names)
	return []any{a, b, a}
}

func hdmAB(names []string) (string, string) {
	a, b := pick(names), pick(names)
	for b == a {
		b = pick(names)
	}
	return a, b
}
