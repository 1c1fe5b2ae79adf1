package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

var hciFirst = []string{"anna", "piotr", "kasia", "tomek", "marta", "jakub", "ola", "michal", "ewa", "bartek",
	"john", "sarah", "mike", "priya", "wei", "diego", "emma", "lukas", "agnieszka", "pawel", "zofia", "kuba",
	"nina", "oskar", "dominika", "rafal", "hannah", "tariq"}
var hciLast = []string{"kowalski", "nowak", "wisniewska", "wojcik", "lewandowski", "zielinska", "smith", "patel",
	"garcia", "mueller", "chen", "dabrowski", "kaminska", "jones", "szymanski", "mazur", "krawczyk", "okafor",
	"baker", "pietrzak"}
var hciWordsEN = []string{"falcon", "harbor", "maple", "copper", "orbit", "pepper", "velvet", "tundra", "cactus",
	"meadow", "rocket", "lantern", "walrus", "biscuit", "pixel", "granite", "mango", "zephyr", "otter", "quartz",
	"saffron", "glacier", "hazel", "comet"}
var hciWordsPL = []string{"Krakow", "Wisla", "pierogi", "Zubr", "kielbasa", "Gdansk", "sernik", "Tatry", "bigos",
	"Mazury", "szarlotka", "Sopot", "Torun", "kopytka", "Wawel", "Bałtyk", "żurek", "Łódź", "Rysy", "pączek"}
var hciCities = []string{"Lisboa", "Porto", "Berlin", "Oslo", "Praha", "Wroclaw", "Poznan", "Dublin", "Madrid",
	"Riga", "Vilnius", "Malaga", "Bergen", "Lublin"}
var hciSeasons = []string{"Wiosna", "Lato", "Jesien", "Zima", "Spring", "Summer", "Autumn", "Winter"}
var hciProducts = []string{"shop", "checkout", "portal", "crm", "billing", "mobile-api", "booking", "payments", "loyalty", "helpdesk"}
var hciEnvs = []string{"staging", "uat", "qa", "preprod", "test", "qa2", "sit"}
var hciBrowsers = []string{"chrome", "firefox", "safari", "edge", "webkit"}
var hciDevices = []string{"iPhone 15", "iPhone 13 mini", "Pixel 8", "Galaxy S23", "iPad Air", "Pixel 6a", "Galaxy A54", "Xiaomi 13"}

const hciSymSet = "!#%*+-.=?@^_~"

func hciCap(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

func hciLeet(s string) string {
	r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "5")
	if hciCoin() {
		r = strings.NewReplacer("a", "4", "o", "0", "e", "3")
	}
	return r.Replace(s)
}

// hciPw is a password as people in QA teams set them: invented, seasonal, leet or random.
func hciPw() string {
	sym := string(hciSymSet[rng.IntN(len(hciSymSet))])
	switch rng.IntN(9) {
	case 0:
		return hciP(hciCities...) + sym + fmt.Sprint(hciR(2018, 2026))
	case 1:
		return pick(hciWordsEN) + hciP("-", ".", "_") + pick(hciWordsEN) + hciP("-", ".", "_") + fmt.Sprint(hciR(1, 99))
	case 2:
		return hciP("Test", "Qa", "QA", "Tester", "Auto", "E2e") + hciCap(pick(hciWordsEN)) + fmt.Sprint(hciR(10, 9999)) + sym
	case 3:
		return hciCap(hciLeet(pick(hciWordsEN))) + fmt.Sprint(hciR(10, 999)) + sym
	case 4:
		return rnd(upper+lower, 1) + rnd(alnum+hciSymSet, hciR(11, 19))
	case 5:
		return hciCap(pick(hciWordsEN)) + fmt.Sprint(hciR(10, 99)) + hciCap(pick(hciWordsEN)) + hciP("", sym)
	case 6:
		return hciP(hciSeasons...) + fmt.Sprint(hciR(2019, 2026)) + sym + rnd(digits, hciR(0, 2))
	case 7:
		return hciCap(pick(hciWordsPL)) + sym + rnd(digits, hciR(2, 4)) + rnd(upper, hciR(0, 2))
	default:
		return rnd(alnum, hciR(14, 24))
	}
}

// hciPwURL is safe inside a URL's user info.
func hciPwURL() string {
	if hciCoin() {
		return rnd(alnum, hciR(12, 20))
	}
	return rnd(upper+lower, 1) + rnd(alnum, hciR(4, 8)) + hciP("-", "_", ".", "~") + rnd(alnum, hciR(4, 9))
}

func hciName() string { return pick(hciFirst) + "." + pick(hciLast) }

func hciDomain() string {
	return hciP("acme-shop.com", "kwiatex.pl", "fintrail.io", "bookly.eu", "northwind-qa.com", "travelo.pl", "medisoft.de", "parcelo.com")
}

func hciEmail() string {
	switch rng.IntN(3) {
	case 0:
		return hciName() + "@" + hciDomain()
	case 1:
		return "qa+" + pick(hciProducts) + fmt.Sprint(hciR(1, 99)) + "@" + hciDomain()
	default:
		return "test." + pick(hciWordsEN) + fmt.Sprint(hciR(1, 999)) + "@" + hciP("mailinator.com", "example.com", hciDomain())
	}
}

func hciUser() string {
	switch rng.IntN(4) {
	case 0:
		return hciP("qa_", "test_", "e2e_", "auto_") + hciP("admin", "user", "viewer", "buyer", "manager", "agent") + fmt.Sprint(hciR(1, 99))
	case 1:
		return pick(hciFirst) + "." + pick(hciLast)
	case 2:
		return hciP("qa-bot", "svc-e2e", "tester", "autotest") + fmt.Sprint(hciR(1, 40))
	default:
		return pick(hciFirst) + rnd(digits, 2)
	}
}

func hciHost() string {
	return pick(hciEnvs) + hciP(".", "-") + pick(hciProducts) + "." + hciDomain()
}

func hciURL() string { return "https://" + hciHost() }

func hciUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hciP("8", "9", "a", "b") + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hciTicket() string {
	return hciP("QA", "BUG", "SHOP", "CHK", "MOB", "PAY", "TEST") + "-" + fmt.Sprint(hciR(101, 9999))
}

func hciDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", hciR(24, 26), hciR(1, 12), hciR(1, 28))
}

func hciTime() string { return fmt.Sprintf("%02d:%02d:%02d", hciR(0, 23), hciR(0, 59), hciR(0, 59)) }

// hciClock returns a clock that ticks forward a few seconds to minutes per call.
func hciClock() func() string {
	t := hciR(6*3600, 20*3600)
	return func() string {
		t += hciR(1, 240)
		return fmt.Sprintf("%02d:%02d:%02d", t/3600%24, t/60%60, t%60)
	}
}

func hciVer() string { return fmt.Sprintf("%d.%d.%d", hciR(1, 9), hciR(0, 30), hciR(0, 99)) }

func hciBuildNo() string { return fmt.Sprint(hciR(120, 9800)) }

// Vendor-shaped values.

func hciBSUser() string {
	l := pick(hciLast)
	return pick(hciFirst) + l[:min(len(l), hciR(3, 5))] + "_" + rnd(alnum, hciR(6, 8))
}
func hciBSKey() string { return rnd(alnum, 20) }
func hciSauceUser() string {
	return hciP("oauth-", "sso-", "") + pick(hciFirst) + "." + pick(hciLast) + hciP("-"+rnd(hexs, 5), "")
}
func hciSauceKey() string { return hciUUID() }
func hciLTKey() string {
	if hciCoin() {
		return "LT_" + rnd(alnum, 47)
	}
	return rnd(alnum, 50)
}
func hciPMAK() string   { return "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34) }
func hciGHP() string    { return "ghp_" + rnd(alnum, 36) }
func hciGHPat() string  { return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59) }
func hciGlpat() string  { return "glpat-" + rnd(alnum+"-_", 20) }
func hciNpm() string    { return "npm_" + rnd(alnum, 36) }
func hciSonar() string  { return hciP("squ_", "sqp_", "sqa_") + rnd(hexs, 40) }
func hciPercy() string  { return hciP("web_", "") + rnd(hexs, 64) }
func hciApplit() string { return rnd(alnum, hciR(40, 46)) + hciP("110", "") }
func hciTOTP() string   { return rnd(b32, pick([]int{16, 32, 32, 26})) }
func hciSession() string {
	if hciCoin() {
		return rnd(hexs, hciR(32, 48))
	}
	return rnd(b64url, hciR(32, 64))
}
func hciSlackBot() string {
	return hciP("xoxb-", "xoxp-") + rnd(digits, hciR(11, 12)) + "-" + rnd(digits, hciR(12, 13)) + "-" + rnd(alnum, 24)
}
func hciSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hciR(8, 10)) + "/B" + rnd(upper+digits, hciR(9, 10)) + "/" + rnd(alnum, 24)
}
func hciSnowflake() string { return rnd("123456789", 1) + rnd(digits, hciR(16, 18)) }
func hciDiscordHook() string {
	return "https://" + hciP("discord.com", "discordapp.com") + "/api/webhooks/" + hciSnowflake() + "/" + rnd(b64url, 68)
}
func hciTeamsHook() string {
	return "https://" + pick(hciWordsEN) + rnd(digits, 2) + ".webhook.office.com/webhookb2/" + hciUUID() + "@" + hciUUID() +
		"/IncomingWebhook/" + rnd(hexs, 32) + "/" + hciUUID()
}
func hciAKIA() string      { return hciP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }
func hciAWSSecret() string { return rnd(alnum+"+/", 40) }
func hciStripeSK() string {
	if hciCoin() {
		return hciP("sk_test_", "rk_test_") + rnd(alnum, 24)
	}
	return "sk_test_51" + rnd(alnum, 97)
}
func hciStripePK() string   { return "pk_test_51" + rnd(alnum, 97) }
func hciFirebase() string   { return "1//0" + rnd(alnum, 1) + rnd(b64url, hciR(95, 100)) }
func hciJenkinsTok() string { return "11" + rnd(hexs, 32) }
func hciAtlassian() string {
	return "ATATT3xFfGF0" + rnd(alnum+"-_", 180) + "=" + rnd("0123456789ABCDEF", 8)
}
func hciDiscordBot() string {
	p1 := base64.RawURLEncoding.EncodeToString([]byte(hciSnowflake()))
	return p1 + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

// hciJWT builds a realistic signed JWT for a test user.
func hciJWT(sub string) string {
	alg := hciP("HS256", "RS256")
	h := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	iat := hciR(1735000000, 1790000000)
	p := fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d,"exp":%d}`, sub, hciP("qa", "tester", "admin", "customer"), iat, iat+pick([]int{900, 3600, 86400}))
	sigLen := 43
	if alg == "RS256" {
		sigLen = 342
	}
	return base64.RawURLEncoding.EncodeToString([]byte(h)) + "." + base64.RawURLEncoding.EncodeToString([]byte(p)) + "." + rnd(b64url, sigLen)
}

func hciPIN(n int) string { return rnd("123456789", 1) + rnd(digits, n-1) }

func hciWifi() string {
	switch rng.IntN(3) {
	case 0:
		return hciCap(pick(hciWordsEN)) + hciP("", "-", "_") + hciCap(pick(hciWordsEN)) + rnd(digits, hciR(2, 4))
	case 1:
		return rnd(alnum, hciR(12, 20))
	default:
		return hciCap(pick(hciWordsPL)) + rnd(digits, 4) + hciP("!", "#", "")
	}
}
