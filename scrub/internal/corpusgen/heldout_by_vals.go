package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-by (healthcare IT). Every value is drawn from rng.

func hbyPick(xs ...string) string { return pick(xs) }

func hbyN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbyChance(p int) bool { return rng.IntN(100) < p }

var hbyFirst = []string{"Maria", "James", "Aisha", "Tom", "Priya", "Kevin", "Lucia", "Omar", "Grace", "Dmitri",
	"Fatima", "Sean", "Mei", "Carlos", "Nadia", "Ben", "Ingrid", "Kwame", "Rosa", "Hiroshi", "Chloe", "Raj",
	"Elena", "Marcus", "Yusuf", "Hannah", "Pedro", "Sofia", "Liam", "Anja"}

var hbyLast = []string{"Okafor", "Nguyen", "Schmidt", "Alvarez", "Patel", "O'Brien", "Kowalski", "Haddad",
	"Lindqvist", "Mensah", "Rossi", "Tanaka", "Fischer", "Moreau", "Silva", "Kaur", "Brennan", "Novak",
	"Adeyemi", "Larsen", "Costa", "Weber", "Yilmaz", "Dubois", "Reyes"}

var hbyOrgs = []string{"St. Brigid Medical Center", "Lakeview Regional", "Northgate Family Clinic",
	"Harbor Valley Health", "Mercy Ridge Hospital", "Pinecrest Children's", "Riverside Imaging",
	"Eastbay Lab Services", "Summit Orthopedics", "Kingsbridge Community Hospital"}

var hbyDomains = []string{"stbrigid.org", "lakeviewregional.org", "northgateclinic.com", "hvhealth.org",
	"mercyridge.org", "pinecrestkids.org", "riversideimaging.net", "eastbaylab.com", "summitortho.com",
	"kingsbridgehosp.org"}

var hbyUnits = []string{"4 West", "5N Med/Surg", "ICU", "PICU", "NICU", "ED", "L&D", "Oncology Infusion",
	"Cath Lab", "PACU", "3 East Telemetry", "Behavioral Health", "Dialysis", "OR 2", "Radiology Reading Room"}

var hbyWords = []string{"Cardio", "Welcome", "Spring", "Summer", "Mercy", "Harbor", "Falcon", "Tiger",
	"Lisboa", "Pharm", "Nightshift", "Radiology", "Brigid", "Pinecrest", "Maple", "Winter", "Orchid",
	"Bluebird", "Lakeview", "Hospital", "Scrubs", "Pulse", "Stetho", "Kestrel", "Pancake", "Mustang"}

var hbyLowerWords = []string{"correct", "horse", "battery", "staple", "river", "kettle", "maple", "otter",
	"granite", "violet", "lantern", "pepper", "harbor", "copper", "meadow", "falcon", "tulip", "cobalt",
	"saffron", "walnut", "pebble", "thunder", "velvet", "canyon"}

func hbyName() string { return pick(hbyFirst) + " " + pick(hbyLast) }

func hbyFirstN() string { return pick(hbyFirst) }

func hbyUser() string {
	f := strings.ToLower(pick(hbyFirst))
	l := strings.ToLower(strings.ReplaceAll(pick(hbyLast), "'", ""))
	switch rng.IntN(5) {
	case 0:
		return f[:1] + l
	case 1:
		return f + "." + l
	case 2:
		return l + f[:1] + rnd(digits, 1)
	case 3:
		return "rn_" + f[:1] + l
	default:
		return f + "_" + l[:3]
	}
}

func hbySvc() string {
	return pick([]string{"svc_", "svc-", "sa_", "int_", ""}) + pick([]string{"mirth", "epicprint", "pacsarchive",
		"fhirbridge", "labif", "rxgateway", "cerner_ops", "oemr", "dicomrouter", "portalmail", "hl7feed",
		"kronos", "pyxis_sync", "lisbatch"}) + pick([]string{"", "01", "_prd", "2", "_tst"})
}

func hbyDomain() string { return pick(hbyDomains) }

func hbyHost() string {
	return pick([]string{"epic-prd-db", "cerner-app", "mirth", "pacs-arch", "orthanc", "lis-if", "fhir-gw",
		"oemr-web", "rx-gw", "citrix-sf", "vna", "dcm-router", "hl7-eng", "sql-clin"}) +
		fmt.Sprintf("%02d", hbyN(1, 12)) + "." + pick([]string{"corp.local", "clin.local", "hosp.internal",
		"ad." + hbyDomain(), hbyDomain()})
}

func hbyIP() string {
	return fmt.Sprintf("10.%d.%d.%d", hbyN(1, 250), hbyN(0, 254), hbyN(2, 250))
}

func hbyMRN() string {
	switch rng.IntN(3) {
	case 0:
		return "E" + rnd(digits, 7)
	case 1:
		return rnd(digits, 8)
	default:
		return fmt.Sprintf("%03d-%02d-%02d", hbyN(100, 999), hbyN(10, 99), hbyN(10, 99))
	}
}

func hbyDate() string {
	return fmt.Sprintf("%04d-%02d-%02d", hbyN(2022, 2025), hbyN(1, 12), hbyN(1, 28))
}

func hbyUSDate() string { return fmt.Sprintf("%d/%d/%d", hbyN(1, 12), hbyN(1, 28), hbyN(2023, 2025)) }

func hbyDOB() string {
	return fmt.Sprintf("%02d/%02d/%04d", hbyN(1, 12), hbyN(1, 28), hbyN(1931, 2019))
}

func hbyTime() string { return fmt.Sprintf("%02d:%02d", hbyN(0, 23), hbyN(0, 59)) }

func hbyTicket() string {
	return pick([]string{"INC", "RITM", "CHG", "TASK", "SR-", "HD-"}) + rnd(digits, hbyN(6, 8))
}

func hbyUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hbyYear() string { return fmt.Sprint(hbyN(2019, 2026)) }

// hbyPw makes a password as people in a hospital pick them, or a generated one.
// sym chooses a symbol set: "any", "url" (safe in URLs and shells) or "plain".
func hbyPwSet(sym string) string {
	syms := "!@#$%*&?+=-_."
	switch sym {
	case "url":
		syms = "!*-_.~"
	case "plain":
		syms = "!*-_."
	}
	i := rng.IntN(len(syms))
	s := syms[i : i+1]
	switch rng.IntN(8) {
	case 0:
		return pick(hbyWords) + s + hbyYear()
	case 1:
		return pick(hbyWords) + rnd(digits, hbyN(1, 3)) + s
	case 2:
		return pick(hbyLowerWords) + "-" + pick(hbyLowerWords) + "-" + rnd(digits, 1)
	case 3:
		return pick(hbyLowerWords) + "." + pick(hbyLowerWords) + "." + pick(hbyLowerWords) + "." + rnd(digits, 2)
	case 4:
		return rnd(alnum, hbyN(4, 7)) + s + rnd(alnum, hbyN(5, 10))
	case 5:
		w := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(pick(hbyWords))
		return w + s + rnd(digits, 2)
	case 6:
		return strings.ToUpper(rnd(lower, 1)) + rnd(lower, hbyN(4, 6)) + s + rnd(digits, hbyN(3, 4)) + rnd(upper, 1)
	default:
		return rnd(alnum, hbyN(14, 22))
	}
}

func hbyPw() string    { return hbyPwSet("any") }
func hbyPwURL() string { return hbyPwSet("url") }
func hbyPwPl() string  { return hbyPwSet("plain") }

func hbyPIN(n int) string {
	for {
		p := rnd(digits, n)
		if n < 3 || p[0] != p[1] || p[1] != p[2] {
			return p
		}
	}
}

func hbyGhp() string   { return "ghp_" + rnd(alnum, 36) }
func hbyGlpat() string { return "glpat-" + rnd(b64url, 20) }
func hbySlackBot() string {
	return "xoxb-" + rnd(digits, hbyN(10, 13)) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}
func hbyStripe() string   { return "sk_live_" + rnd(alnum, hbyN(24, 99)) }
func hbySendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hbyAwsID() string    { return pick([]string{"AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hbyAwsSec() string   { return rnd(alnum+"+/", 40) }
func hbyAzSec() string    { return rnd(alnum, 3) + "8Q~" + rnd(alnum+"-_.~", 34) }
func hbyAzKey() string    { return rnd(alnum+"+/", 86) + "==" }
func hbyOpenAI() string   { return "sk-proj-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74) }
func hbyAnthropic() string {
	return "sk-ant-api03-" + rnd(b64url, 93) + "AA"
}
func hbyNpm() string { return "npm_" + rnd(alnum, 36) }
func hbyTwTok() string {
	return rnd(hexs, 32)
}
func hbyB64(n int) string { return rnd(alnum+"+/", n) }

func hbyJWT() string {
	alg := pick([]string{"RS256", "HS256", "RS384", "ES256"})
	h := `{"alg":"` + alg + `","typ":"JWT"}`
	if hbyChance(40) {
		h = `{"alg":"` + alg + `","kid":"` + rnd(alnum, 8) + `","typ":"JWT"}`
	}
	hd := base64.RawURLEncoding.EncodeToString([]byte(h))
	p := fmt.Sprintf(`{"sub":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`, rnd(alnum, 10),
		pick([]string{"fhir", "https://fhir." + hbyDomain() + "/R4", "portal", "mirth-api"}),
		1700000000+rng.IntN(60000000), 1760000000+rng.IntN(9000000),
		pick([]string{"system/*.read", "patient/*.read launch", "user/Observation.read", "openid profile"}))
	pd := base64.RawURLEncoding.EncodeToString([]byte(p))
	return hd + "." + pd + "." + rnd(b64url, pick([]int{43, 86, 342}))
}

func hbyLicence() string {
	var g []string
	n := hbyN(4, 5)
	for i := 0; i < n; i++ {
		g = append(g, rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5))
	}
	return strings.Join(g, "-")
}

func hbyRecovery(n int) []string {
	var out []string
	style := rng.IntN(3)
	for i := 0; i < n; i++ {
		switch style {
		case 0:
			out = append(out, rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4))
		case 1:
			out = append(out, rnd(digits, 8))
		default:
			out = append(out, rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)+"-"+rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5))
		}
	}
	return out
}

// hbyPEM returns the body lines of a private key (no BEGIN/END lines).
func hbyPEM() string {
	n := hbyN(5, 12)
	var ls []string
	ls = append(ls, pick([]string{"MIIEv", "MIIEp", "MIIJQ", "MC4CA"})+rnd(alnum+"+/", 59))
	for i := 1; i < n; i++ {
		ls = append(ls, rnd(alnum+"+/", 64))
	}
	ls = append(ls, rnd(alnum+"+/", hbyN(8, 60))+pick([]string{"=", "==", ""}))
	return strings.Join(ls, "\n")
}

func hbyPEMKind() string {
	return pick([]string{"PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"})
}

func hbyDiscord() string {
	id := pick([]string{"1", "1", "4", "9", "8"}) + rnd(digits, hbyN(16, 18))
	if id[0] == '8' {
		id = "1" + id[1:]
	}
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, hbyN(27, 38))
}

func hbySha1() string   { return rnd(hexs, 40) }
func hbySha256() string { return rnd(hexs, 64) }

func hbyAE() string {
	return pick([]string{"EPICRAD", "PACS_ARCH", "CT01_GE", "MR_SIEMENS2", "US_ED", "ORTHANC", "VNA_QR",
		"MODWL", "CR_PORTABLE", "DCMROUTER", "NM_CAM1", "MAMMO_SEL"})
}

func hbyGreet() string {
	return pick([]string{"Hi", "Hey", "Hi all", "Morning", "Hello", "hey team", "Hi " + hbyFirstN(), "Good evening"})
}

func hbySign() string {
	n := hbyName()
	return pick([]string{"Thanks,\n" + n, "Cheers, " + n, "-- " + n + "\nClinical Applications", "Best,\n" + n +
		"\nIT Service Desk", "Regards\n" + n, "thx\n" + strings.Fields(n)[0]})
}

// hbyClock hands out increasing times on one day, for chats and logs.
type hbyClock struct {
	date string
	min  int
}

func hbyNewClock() *hbyClock { return &hbyClock{date: hbyDate(), min: hbyN(0, 1300)} }

func (c *hbyClock) T() string {
	c.min += hbyN(0, 9)
	return fmt.Sprintf("%02d:%02d", (c.min/60)%24, c.min%60)
}
