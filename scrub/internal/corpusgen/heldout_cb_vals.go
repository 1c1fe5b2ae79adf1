package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-cb: people, offices, ids and credentials.

var hcbFirsts = []string{"Anna", "Ben", "Chloe", "Dev", "Emma", "Farid", "Grace", "Hannah", "Ivan", "Jasmine",
	"Karen", "Liam", "Maria", "Nadia", "Oliver", "Priya", "Quentin", "Rosa", "Sanjay", "Tom", "Ursula", "Viktor",
	"Wendy", "Yusuf", "Zoe", "Marta", "Joost", "Sophie", "Lukas", "Aoife", "Kwame", "Mei", "Pedro", "Ines"}

var hcbLasts = []string{"Adams", "Bauer", "Clarke", "Dubois", "Evans", "Fischer", "Garcia", "Hughes", "Iyer",
	"Jansen", "Kowalski", "Lopez", "Murphy", "Nowak", "O'Brien", "Patel", "Quinn", "Rossi", "Smith", "Turner",
	"Van Dijk", "Walsh", "Young", "Zhang", "Moreau", "Okafor", "Lindqvist", "Haddad", "Costa", "Brennan"}

var hcbOrgs = []string{"Harbour Dental", "Greenfield Logistics", "Albion Estates", "Northway Legal", "Mosaic Travel",
	"Brightside Accounting", "Keller & Sons", "Lumen Architects", "Riverside Clinic", "Oakridge Insurance",
	"Bluepeak Recruitment", "Fenwick Property", "Coastline Charity Trust", "Maple Lane School"}

var hcbDomains = []string{"harbourdental.co.uk", "greenfield-log.com", "albion-estates.com", "northwaylegal.com",
	"mosaictravel.eu", "brightside-acc.com", "kellersons.de", "lumen-arch.nl", "riversideclinic.org",
	"oakridge-ins.com", "bluepeak.io", "fenwickproperty.co.uk", "coastlinetrust.org", "maplelane.sch.uk"}

var hcbWords = []string{"Lisboa", "Marmalade", "Tulip", "Falcon", "Bristol", "Pumpkin", "Sunflower", "Biscuit",
	"Penguin", "Rosemary", "Tigger", "Harbour", "Chelsea", "Arsenal", "Barcelona", "Winter", "Summer", "Autumn",
	"Spring", "Mango", "Poppy", "Buster", "Lighthouse", "Kestrel", "Copper", "Juniper", "Waffle", "Nimbus",
	"Oslo", "Gouda", "Paprika", "Cricket", "Dolphin", "Everest", "Bramble", "Toffee", "Willow", "Monkey"}

var hcbLowerWords = []string{"correct", "horse", "battery", "staple", "orange", "window", "river", "pencil",
	"garden", "silver", "coffee", "rabbit", "purple", "castle", "pepper", "violin", "cactus", "meadow", "anchor",
	"banjo", "lemon", "tiger", "ocean", "rocket", "maple", "pickle", "thunder", "velvet", "walnut", "zebra"}

func hcbFirst() string { return pick(hcbFirsts) }
func hcbLast() string  { return pick(hcbLasts) }

func hcbOrgDomain() (string, string) {
	i := rng.IntN(len(hcbOrgs))
	return hcbOrgs[i], hcbDomains[i]
}

// hcbUser gives a login name for a person in one of the styles offices use.
func hcbUser(first, last string) string {
	l := strings.ToLower(strings.NewReplacer("'", "", " ", "").Replace(last))
	f := strings.ToLower(first)
	switch rng.IntN(5) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return l + f[:1]
	case 3:
		return f + l[:1]
	}
	return f[:1] + "." + l
}

func hcbMail(first, last, domain string) string {
	l := strings.ToLower(strings.NewReplacer("'", "", " ", "").Replace(last))
	return strings.ToLower(first) + "." + l + "@" + domain
}

func hcbNum(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcbDigits(n int) string {
	s := rnd(digits, n)
	if s[0] == '0' {
		s = string(digits[1+rng.IntN(9)]) + s[1:]
	}
	return s
}

func hcbTicket() string {
	return pick([]string{"INC", "REQ", "RITM", "HD-", "TCK-", "SR"}) + hcbDigits(hcbNum(5, 7))
}

func hcbGUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hcbIP() string {
	if rng.IntN(3) == 0 {
		return fmt.Sprintf("10.%d.%d.%d", rng.IntN(250)+1, rng.IntN(250), rng.IntN(250)+2)
	}
	return pick([]string{"192.168.", "172.16."}) + fmt.Sprintf("%d.%d", rng.IntN(250)+1, rng.IntN(250)+2)
}

func hcbDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcbNum(1, 12), hcbNum(1, 28))
}

// hcbMin is the clock of the sample being written; heldoutCB sets it before each sample and
// hcbClock moves it forward, so times within one chat or log run in order.
var hcbMin int

func hcbClock() string {
	hcbMin += rng.IntN(6)
	return fmt.Sprintf("%02d:%02d", (hcbMin/60)%24, hcbMin%60)
}

func hcbHost(prefix string) string {
	return prefix + pick([]string{"-", ""}) + pick([]string{"lon", "man", "ams", "ber", "hq", "fl3", "dub"}) +
		fmt.Sprintf("%02d", hcbNum(1, 40))
}

func hcbUpperFirst(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hcbPw is a password a person made up.
func hcbPw() string {
	w := pick(hcbWords)
	sym := pick([]string{"!", "#", "@", "$", "&", "*", "?", "%"})
	year := fmt.Sprint(hcbNum(1975, 2026))
	switch rng.IntN(9) {
	case 0:
		return w + sym + year
	case 1:
		return w + year + sym
	case 2:
		return pick(hcbLowerWords) + "-" + pick(hcbLowerWords) + "-" + fmt.Sprint(hcbNum(1, 99))
	case 3:
		return strings.NewReplacer("a", "@", "o", "0", "e", "3").Replace(w) + fmt.Sprint(hcbNum(10, 99)) + sym
	case 4:
		return hcbUpperFirst(pick(hcbLowerWords)) + sym + hcbUpperFirst(pick(hcbLowerWords)) + fmt.Sprint(hcbNum(1, 9))
	case 5:
		return w + "_" + pick(hcbWords) + fmt.Sprint(hcbNum(1, 999))
	case 6:
		return strings.ToLower(w) + fmt.Sprint(hcbNum(100, 9999)) + strings.ToUpper(rnd(lower, 2))
	case 7:
		return hcbRandPw(hcbNum(10, 16))
	}
	return pick(hcbLowerWords) + "." + pick(hcbLowerWords) + "." + pick(hcbLowerWords) + fmt.Sprint(hcbNum(1, 9))
}

// hcbRandPw is a generated password: letters, digits and symbols, each class present.
func hcbRandPw(n int) string {
	syms := "!#$%&*+-=?@^_"
	b := []byte(rnd(alnum+syms, n-3) + rnd(upper, 1) + rnd(digits, 1) + rnd(syms, 1))
	rng.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
	if b[0] == '-' || b[0] == '=' {
		b[0] = 'K'
	}
	return string(b)
}

// hcbTempPw is a temporary password a helpdesk hands out.
func hcbTempPw() string {
	switch rng.IntN(4) {
	case 0:
		return pick([]string{"Welcome", "Temp", "Start", "Reset", "Change"}) + "-" + hcbDigits(4) + "-" + rnd(upper, 1) + rnd(lower, 1)
	case 1:
		return hcbUpperFirst(pick(hcbLowerWords)) + hcbDigits(2) + pick([]string{"!", "?", "#"}) + hcbUpperFirst(pick(hcbLowerWords))
	case 2:
		return rnd(upper, 1) + rnd(lower, 3) + hcbDigits(4) + pick([]string{"!", "$", "%"})
	}
	return hcbRandPw(12)
}

func hcbPIN(n int) string { return hcbDigits(n) }

func hcbB64(n int) string {
	return rnd(alnum+"+/", n)
}

func hcbB64Raw(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return base64.StdEncoding.EncodeToString(b)
}

// Vendor-format credentials.

func hcbGhp() string    { return "ghp_" + rnd(alnum, 36) }
func hcbGlpat() string  { return "glpat-" + rnd(alnum+"-_", 20) }
func hcbStripe() string { return pick([]string{"sk_live_", "rk_live_"}) + rnd(alnum, hcbNum(24, 99)) }
func hcbAKIA() string   { return pick([]string{"AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hcbAWSSecret() string {
	return rnd(alnum+"+/", 40)
}
func hcbLTAI() string      { return "LTAI" + rnd(alnum, hcbNum(20, 22)) }
func hcbAKID() string      { return "AKID" + rnd(alnum, 32) }
func hcbGoogleKey() string { return "AIzaSy" + rnd(b64url, 33) }
func hcbOpenAI() string {
	return "sk-proj-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74)
}
func hcbSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hcbMailchimp() string {
	return rnd(hexs, 32) + "-us" + fmt.Sprint(hcbNum(1, 21))
}
func hcbSlackBot() string {
	return "xoxb-" + hcbDigits(hcbNum(10, 13)) + "-" + hcbDigits(hcbNum(10, 13)) + "-" + rnd(alnum, 24)
}
func hcbSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcbNum(8, 10)) + "/B" +
		rnd(upper+digits, hcbNum(8, 10)) + "/" + rnd(alnum, 24)
}
func hcbTeamsHook(org string) string {
	o := strings.ToLower(strings.Fields(org)[0])
	return "https://" + o + ".webhook.office.com/webhookb2/" + hcbGUID() + "@" + hcbGUID() +
		"/IncomingWebhook/" + rnd(hexs, 32) + "/" + hcbGUID() + pick([]string{"", "/V2" + rnd(b64url, 40)})
}
func hcbZapHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hcbDigits(hcbNum(6, 8)) + "/" + rnd(lower+digits, hcbNum(6, 7)) + "/"
}
func hcbFlowURL() string {
	return "https://prod-" + fmt.Sprintf("%02d", hcbNum(1, 99)) + "." + pick([]string{"westeurope", "uksouth", "northeurope"}) +
		".logic.azure.com:443/workflows/" + rnd(hexs, 32) + "/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=" +
		rnd(b64url, 43)
}
func hcbJWT() string {
	h := pick([]string{"eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsImtpZCI6I",
		"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"})
	if strings.HasSuffix(h, "I") {
		h += rnd(b64url, 30)
	}
	return h + ".eyJ" + rnd(b64url, hcbNum(120, 260)) + "." + rnd(b64url, hcbNum(43, 86))
}
func hcbAtlassian() string {
	return "ATATT3xFfGF0" + rnd(b64url, 170) + "=" + strings.ToUpper(rnd(hexs, 8))
}
func hcbEntraSecret() string {
	return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_~.-", 34)
}
func hcbAzureKey() string { return hcbB64Raw(64) }
func hcbShopify() string  { return "shpat_" + rnd(hexs, 32) }
func hcbHubSpot() string  { return "pat-" + pick([]string{"na1", "eu1"}) + "-" + hcbGUID() }
func hcbAirtable() string { return "pat" + rnd(alnum, 14) + "." + rnd(hexs, 64) }
func hcbNotion() string {
	return pick([]string{"secret_" + rnd(alnum, 43), "ntn_" + rnd(digits, 11) + rnd(alnum, 35)})
}
func hcbGoogleRefresh() string {
	return "1//0" + rnd(alnum, 1) + rnd(b64url, 99)
}
func hcbGoogleAccess() string { return "ya29." + rnd(b64url, hcbNum(150, 200)) }
func hcbDropbox() string      { return "sl." + rnd(b64url, 136) }

// hcbProductKey is a 25-character software licence key in five groups.
func hcbProductKey() string {
	set := "BCDFGHJKMPQRTVWXY2346789"
	g := []string{}
	for range 5 {
		g = append(g, rnd(set, 5))
	}
	return strings.Join(g, "-")
}

func hcbAdobeSerial() string {
	g := []string{"1" + hcbDigits(3)}
	for range 5 {
		g = append(g, rnd(digits, 4))
	}
	return strings.Join(g, "-")
}

func hcbBitLocker() string {
	g := []string{}
	for range 8 {
		g = append(g, fmt.Sprintf("%06d", rng.IntN(1000000)))
	}
	return strings.Join(g, "-")
}

func hcbAppPw() string { // Google or Apple app-specific password
	if rng.IntN(2) == 0 {
		return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
	}
	return rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4) + "-" + rnd(lower, 4)
}

func hcbTOTPSeed(grouped bool) string {
	if !grouped {
		return rnd(b32, pick([]int{16, 32}))
	}
	g := []string{}
	for range 8 {
		g = append(g, rnd(strings.ToLower(b32), 4))
	}
	return strings.Join(g, " ")
}

func hcbBackupCode() string {
	switch rng.IntN(3) {
	case 0:
		return hcbDigits(4) + " " + rnd(digits, 4)
	case 1:
		return rnd(hexs, 5) + "-" + rnd(hexs, 5)
	}
	return hcbDigits(8)
}

// hcbDiscordBot is a bot token: base64 of the bot's numeric id, a timestamp part and an HMAC part.
func hcbDiscordBot() string {
	id := hcbDigits(hcbNum(18, 19))
	p1 := base64.RawURLEncoding.EncodeToString([]byte(id))
	return p1 + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcbHex40() string { return rnd(hexs, 40) }
