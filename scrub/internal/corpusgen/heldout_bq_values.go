package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-bq. Every call draws fresh values from the shared rng.

var hbqCapWords = []string{"Maple", "Falcon", "Lisboa", "Granada", "Physics", "Otter", "Harbor",
	"Quokka", "Biscuit", "Tulip", "Comet", "Walnut", "Pelican", "Juniper", "Saturn", "Marmot",
	"Cobalt", "Sparrow", "Willow", "Kestrel", "Dublin", "Nairobi", "Osaka", "Toledo", "Bergen",
	"Geneva", "Mosaic", "Pretzel", "Velvet", "Canyon", "Hedgehog", "Darwin", "Newton", "Curie",
	"Pancake", "Lighthouse", "Mango", "Badger", "Zebra", "Tortilla", "Bramble", "Galway"}

var hbqLowWords = []string{"correct", "horse", "staple", "battery", "river", "lantern", "pencil",
	"chalk", "meadow", "orbit", "violet", "thunder", "cactus", "ember", "glacier", "pepper",
	"harbor", "quiet", "rocket", "saddle", "tundra", "walrus", "yellow", "zephyr", "biscuit",
	"crayon", "locker", "marble", "noodle", "pocket", "ribbon", "sunset", "teapot", "window"}

var hbqFirst = []string{"Anna", "Ben", "Chloe", "Dev", "Emeka", "Fatima", "Grace", "Hiro", "Ines",
	"Jonas", "Kavya", "Liam", "Maria", "Nils", "Olu", "Priya", "Quentin", "Rosa", "Sam", "Tomás",
	"Uma", "Victor", "Wen", "Yusuf", "Zoe", "Aoife", "Bogdan", "Carmen", "Dmitri", "Elif"}

var hbqLast = []string{"Patel", "Okafor", "Schmidt", "Nguyen", "García", "O'Brien", "Kowalski",
	"Haddad", "Lindqvist", "Mensah", "Tanaka", "Moreau", "Rossi", "Khan", "Murphy", "Silva",
	"Andersen", "Novak", "Fischer", "Ibrahim", "Costa", "Brennan", "Yilmaz", "Dubois"}

var hbqDomains = []string{"northfield.edu", "kingsbridge.ac.uk", "uni-hafenstadt.de",
	"riverside-usd.org", "lycee-voltaire.fr", "mapleton.k12.mn.us", "st-aidans.sch.uk",
	"colegio-sanmarcos.es", "westbrook.edu", "ucm-lakeside.edu", "tu-felsberg.de", "hogeschool-delta.nl"}

var hbqCourses = []string{"BIO 101", "CHEM 210", "MATH 1340", "HIST 222", "PHYS 2B", "CS 161",
	"ECON 101", "ENGL 112", "STAT 230", "PSYC 100", "Year 9 Science", "Year 11 Maths", "7B English",
	"AP Calculus", "IB Chemistry HL", "Grade 5 homeroom", "Spanish II", "Art & Design 10"}

func hbqName() string   { return pick(hbqFirst) + " " + pick(hbqLast) }
func hbqFirstN() string { return pick(hbqFirst) }
func hbqDomain() string { return pick(hbqDomains) }

// hbqUser is a campus login name like jpatel3 or mokafor.
func hbqUser() string {
	f := strings.ToLower(pick(hbqFirst)[:1])
	l := strings.ToLower(pick([]string{"patel", "okafor", "schmidt", "nguyen", "garcia", "obrien",
		"kowalski", "haddad", "lindqvist", "mensah", "tanaka", "moreau", "rossi", "khan", "murphy",
		"silva", "novak", "fischer", "costa", "yilmaz"}))
	switch rng.IntN(4) {
	case 0:
		return f + l
	case 1:
		return f + l + fmt.Sprint(rng.IntN(90)+2)
	case 2:
		return l + "." + f
	default:
		return rnd(lower, 2+rng.IntN(2)) + fmt.Sprint(rng.IntN(900)+100)
	}
}

func hbqNum(n int) string {
	s := rnd("123456789", 1) + rnd(digits, n-1)
	return s
}

var hbqSyms = "!#$%&*+-=?^_.~"

// hbqPw is a password a person would set or be given.
func hbqPw() string {
	switch rng.IntN(8) {
	case 0:
		return pick(hbqCapWords) + rnd("#!$@*&", 1) + fmt.Sprint(2015+rng.IntN(12))
	case 1:
		return pick(hbqLowWords) + "-" + pick(hbqLowWords) + "-" + fmt.Sprint(rng.IntN(99)+1)
	case 2:
		return rnd(upper+lower, 1) + rnd(alnum+hbqSyms, 11+rng.IntN(9))
	case 3:
		return pick(hbqCapWords) + fmt.Sprint(rng.IntN(900)+10) + rnd("!?#$", 1)
	case 4:
		return pick(hbqCapWords) + pick(hbqCapWords) + fmt.Sprint(rng.IntN(90)+10)
	case 5:
		return pick([]string{"Spring", "Summer", "Autumn", "Winter", "Fall", "Herbst", "Otono"}) +
			fmt.Sprint(2019+rng.IntN(8)) + rnd("!#*", 1+rng.IntN(2))
	case 6:
		return rnd(upper, 1) + rnd(lower, 3+rng.IntN(3)) + rnd(digits, 2+rng.IntN(3)) + rnd(hbqSyms, 1) + rnd(alnum, 2+rng.IntN(4))
	default:
		return pick(hbqLowWords) + rnd(digits, 1) + pick(hbqCapWords) + rnd("!$%", 1)
	}
}

// hbqPwPlain avoids characters that mean something in URLs, INI or shell.
func hbqPwPlain() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(upper+lower, 1) + rnd(alnum, 13+rng.IntN(10))
	case 1:
		return pick(hbqCapWords) + "_" + pick(hbqCapWords) + fmt.Sprint(rng.IntN(900)+100)
	default:
		return rnd(lower, 4) + rnd(digits, 2) + rnd(upper, 3) + rnd(alnum+"-_", 6+rng.IntN(6))
	}
}

// hbqTempPw looks like an IT-issued initial password.
func hbqTempPw() string {
	switch rng.IntN(3) {
	case 0:
		return rnd("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rnd("23456789", 4) + rnd("abcdefghjkmnpqrstuvwxyz", 3)
	case 1:
		return pick(hbqCapWords) + "." + rnd(digits, 4)
	default:
		return rnd("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rnd("abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rnd("abcdefghjkmnpqrstuvwxyz23456789", 4)
	}
}

func hbqPIN(n int) string { return rnd(digits, n) }

func hbqWifiKey() string {
	switch rng.IntN(3) {
	case 0:
		return pick(hbqCapWords) + pick(hbqCapWords) + rnd(digits, 2+rng.IntN(3)) + rnd("!#", rng.IntN(2))
	case 1:
		return rnd(alnum, 12+rng.IntN(14))
	default:
		return pick(hbqLowWords) + "-" + pick(hbqLowWords) + "-" + pick(hbqLowWords) + rnd(digits, 1)
	}
}

func hbqCanvasToken() string {
	return fmt.Sprint(pick([]int{1, 2, 7, 9, 10, 11, 15, 21, 1234, 3613, 7349, 13})) + "~" + rnd(alnum, 64)
}

func hbqGOCSPX() string      { return "GOCSPX-" + rnd(b64url, 28) }
func hbqGhp() string         { return "ghp_" + rnd(alnum, 36) }
func hbqGlpat() string       { return "glpat-" + rnd(b64url, 20) }
func hbqHF() string          { return "hf_" + rnd(upper+lower, 34) }
func hbqStripe() string      { return "sk_live_" + rnd(alnum, 24+rng.IntN(75)) }
func hbqStripePub() string   { return "pk_live_" + rnd(alnum, 24+rng.IntN(75)) }
func hbqSendGrid() string    { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hbqOpenAI() string      { return "sk-proj-" + rnd(b64url, 48+rng.IntN(60)) }
func hbqAnthropic() string   { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }
func hbqAWSID() string       { return "AKIA" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func hbqAWSSecret() string   { return rnd(alnum+"+/", 40) }
func hbqEntraSecret() string { return rnd(alnum, 3) + rnd(digits, 1) + "Q~" + rnd(alnum+"_-.~", 34) }
func hbqUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + rnd("89ab", 1) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}
func hbqSlackBot() string {
	return pick([]string{"xoxb-", "xoxp-"}) + hbqNum(10+rng.IntN(3)) + "-" + hbqNum(12+rng.IntN(2)) + "-" + rnd(alnum, 24)
}
func hbqSession() string  { return rnd(lower+digits, 26) }
func hbqB32(n int) string { return rnd(b32, n) }
func hbqGmailApp() string {
	return rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4) + " " + rnd(lower, 4)
}
func hbqGlobus() string { return rnd(alnum+"+/", 43) + "=" }
func hbqGoogleRefresh() string {
	return "1//0" + rnd(alnum, 1) + rnd(b64url, 98)
}
func hbqYa29() string { return "ya29." + rnd(b64url, 120+rng.IntN(60)) }
func hbqLicence() string {
	g := func() string { return rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) }
	return g() + "-" + g() + "-" + g() + "-" + g() + "-" + g()
}
func hbqHex(n int) string { return rnd(hexs, n) }

// hbqSnowflake is a Discord id.
func hbqSnowflake() string {
	return rnd("123456789", 1) + rnd(digits, 16+rng.IntN(3))
}

// hbqDiscordBot builds a bot token: base64 of the bot's id, a timestamp part and an HMAC part.
func hbqDiscordBot() string {
	id := hbqSnowflake()
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, 27+rng.IntN(12))
}

func hbqDiscordHookToken() string { return rnd(b64url, 68) }

func hbqJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(pick([]string{
		`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(alnum, 8) + `"}`,
		`{"typ":"JWT","alg":"HS512"}`})))
	body := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`,
		hbqNum(7), 1700000000+rng.IntN(90000000), 1790000000+rng.IntN(9000000), pick([]string{"student", "teacher", "admin", "ta"}))))
	return hdr + "." + body + "." + rnd(b64url, 43)
}

// hbqPEMBody returns n lines of 64 base64 characters (the last shorter).
func hbqPEMBody(n int, prefix string) string {
	var lines []string
	for i := 0; i < n; i++ {
		w := 64
		if i == n-1 {
			w = 20 + rng.IntN(40)
		}
		l := rnd(alnum+"+/", w)
		if i == 0 && prefix != "" {
			l = prefix + l[len(prefix):]
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n")
}

func hbqSSHPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43)
}

func hbqIP() string {
	return fmt.Sprintf("10.%d.%d.%d", rng.IntN(250)+1, rng.IntN(250), rng.IntN(250)+2)
}

func hbqDate() string {
	return fmt.Sprintf("2025-%02d-%02d", rng.IntN(12)+1, rng.IntN(28)+1)
}

func hbqTime() string { return fmt.Sprintf("%02d:%02d", 7+rng.IntN(11), rng.IntN(60)) }

func hbqStudentID() string { return pick([]string{"S", "", "U", "2025"}) + hbqNum(6+rng.IntN(2)) }

func hbqRoom() string {
	return pick([]string{"B", "C", "Sci-", "Rm ", "A", "Lab "}) + fmt.Sprint(rng.IntN(300)+1)
}
