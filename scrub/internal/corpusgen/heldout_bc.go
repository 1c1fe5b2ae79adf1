package main

// heldout_bc*.go: a blind held-out part with a motor-trade flavour (dealerships, repair garages,
// body shops, car rental). Written without reading the scrubber's rules or running it; values
// come from generators so each run of the same seed gives the same corpus.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbcGen makes one sample; hbcPlan says how many of each to make.
type hbcGen func() Sample

type hbcPlanItem struct {
	n   int
	gen hbcGen
}

func heldoutBC() []Sample {
	var plan []hbcPlanItem
	plan = append(plan, hbcFocusPlan()...)
	plan = append(plan, hbcProsePlan()...)
	plan = append(plan, hbcConfigPlan()...)
	plan = append(plan, hbcCodePlan()...)
	plan = append(plan, hbcTrapPlan()...)
	plan = append(plan, hbcTrapPlan2()...)
	var out []Sample
	seen := map[string]bool{}
	for _, it := range plan {
		made, tries := 0, 0
		for made < it.n && tries < it.n*6 {
			tries++
			s := it.gen()
			if seen[s.Text] {
				continue
			}
			for _, sec := range s.Secrets {
				if sec == "" || !strings.Contains(s.Text, sec) {
					panic(fmt.Sprintf("heldout-bc: secret %q not in text %q", sec, s.Text))
				}
			}
			for _, k := range s.Keep {
				if !strings.Contains(s.Text, k) {
					panic(fmt.Sprintf("heldout-bc: keep %q not in text %q", k, s.Text))
				}
			}
			if s.Secrets == nil {
				s.Secrets = []string{}
			}
			seen[s.Text] = true
			out = append(out, s)
			made++
		}
	}
	return out
}

// ---- small helpers ----

func hbcR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbcP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbcIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbcD(n int) string { return hbcR(digits, n) }

func hbcSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbcTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbcKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func hbcCoin() bool { return rng.IntN(2) == 0 }

// ---- motor-trade vocabulary ----

func hbcPerson() string {
	return hbcP("Dave", "Priya", "Marco", "Jürgen", "Sanne", "Tomasz", "Aisha", "Kevin", "Lucía", "Bram",
		"Yuki", "Olu", "Fatima", "Gareth", "Ines", "Raj", "Chloé", "Mehmet", "Nadia", "Sven", "Tariq", "Beth")
}

func hbcDealer() string {
	return hbcP("Northgate Motors", "Riverside VW", "Autohaus Becker", "Castle Toyota", "Parkway BMW", "Harbour Ford",
		"Garage Dupont", "Kwik Body Repairs", "Millbrook Hyundai", "SpeedyRent Airport", "Van Dijk Autobedrijf",
		"Eastside Collision Center", "Lakeview Chevrolet", "Concesionario Sol", "Autoservis Novák")
}

func hbcSystem() string {
	return hbcP("CDK Drive", "Reynolds ERA", "Keyloop", "Dealertrack", "RouteOne", "ODIS", "ISTA", "Techstream",
		"Xentry", "GeKo", "partslink24", "ETKA", "Autodata", "Alldata", "Mitchell1", "TIS2Web", "FDRS", "the OEM dealer portal",
		"the key cabinet", "the Geotab fleet portal", "the parts catalogue", "the F&I portal", "the Autel tablet")
}

func hbcUser() string {
	return hbcP("admin", "service01", "svc.adv", "parts", "jbecker", "ws_tech3", "sales.mgr", "Administrator", "fleetops",
		"bodyshop", "d.meyer", "tech04", "rental-desk", "fi_manager", "root", "werkstatt", "dms_api", "warranty")
}

func hbcHost() string {
	return hbcP("dms01.northgate.local", "10.20.0.15", "cdk-gw.dealer.lan", "192.168.10.2", "parts-db", "odis-srv",
		"ws-laptop-07", "fleet.speedyrent.internal", "sql-dms.becker.local", "172.16.4.30")
}

func hbcWord() string {
	return hbcP("Mustang", "Golf", "Kombi", "Turbo", "Brembo", "Hemi", "Torque", "Piston", "Camshaft", "Werkstatt",
		"Sprinter", "Carrera", "Diesel", "Clutch", "Gearbox", "Corolla", "Transit", "Bulli", "Astra", "Sunny", "Falcon",
		"Garage", "Pitstop", "Redline", "Spanner", "Lambo", "Kolben", "Bougie", "Motor", "Chevy")
}

// hbcHumanPw is a human-chosen password: a word with digits and symbols.
func hbcHumanPw() string {
	w := hbcWord()
	switch rng.IntN(8) {
	case 0:
		return w + hbcP("2019", "2024", "2025", "88", "77", "123", "01") + hbcP("!", "#", "$", "!!", "?")
	case 1:
		return strings.ToLower(w) + hbcP("-", "_", ".") + hbcWord() + hbcD(2)
	case 2:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + hbcD(hbcIn(2, 4))
	case 3:
		return hbcP("Summer", "Winter", "Herbst", "Fruehling", "Sommer", "Invierno") + hbcP("2024", "2025", "2026") + hbcP("!", "#", "*")
	case 4:
		return w + "#" + hbcD(3) + strings.ToLower(hbcWord())
	case 5:
		return hbcR(upper, 1) + hbcR(lower, 5) + hbcD(2) + hbcP("!", "&", "%", "+")
	case 6:
		return strings.ToUpper(w[:1]) + hbcR(lower+digits, 7) + hbcP("!", "$", ".")
	default:
		return w + hbcP("&", "+", "=") + hbcWord() + hbcD(1)
	}
}

// hbcRandPw is a random generated password.
func hbcRandPw() string {
	switch rng.IntN(3) {
	case 0:
		return hbcR(alnum, hbcIn(12, 20))
	case 1:
		return hbcR(alnum+"!#%&*+-=?@^_", hbcIn(14, 24))
	default:
		return hbcR(lower, 4) + "-" + hbcR(lower+digits, 4) + "-" + hbcR(lower, 4) + "-" + hbcR(lower+digits, 4)
	}
}

func hbcAnyPw() string {
	if hbcCoin() {
		return hbcHumanPw()
	}
	return hbcRandPw()
}

// ---- credential shapes ----

func hbcDiscordToken() string {
	id := hbcR("123456789", 1) + hbcD(hbcIn(16, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	third := hbcR(b64url, 27)
	if hbcCoin() {
		third = hbcR(b64url, 38)
	}
	return first + "." + hbcR(upper+lower, 1) + hbcR(b64url, 5) + "." + third
}

func hbcAWSKeyID() string { return hbcP("AKIA", "ASIA") + hbcR(upper+"234567", 16) }

func hbcAWSSecret() string { return hbcR(alnum+"+/", 40) }

func hbcGHToken() string {
	switch rng.IntN(4) {
	case 0:
		return "ghp_" + hbcR(alnum, 36)
	case 1:
		return "github_pat_11" + hbcR(upper+digits, 20) + "0" + hbcR(alnum, 1) + "_" + hbcR(alnum, 59)
	case 2:
		return "glpat-" + hbcR(alnum+"-_", 20)
	default:
		return "gho_" + hbcR(alnum, 36)
	}
}

func hbcSlackBot() string {
	return "xoxb-" + hbcD(hbcIn(10, 13)) + "-" + hbcD(13) + "-" + hbcR(alnum, 24)
}

func hbcTelegram() string { return hbcD(hbcIn(9, 10)) + ":AA" + hbcR(b64url, 33) }

func hbcStripeSecret() string {
	return hbcP("sk_live_", "rk_live_", "sk_test_") + "51" + hbcR(alnum, hbcIn(60, 97))
}

func hbcJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","dealer":"%s","iat":%d}`, hbcD(6), hbcR(upper, 3)+hbcD(3), 1700000000+rng.IntN(90000000))))
	return h + "." + p + "." + hbcR(b64url, 43)
}

func hbcHex(n int) string { return hbcR(hexs, n) }

func hbcB32(n int) string { return hbcR(b32, n) }

func hbcUUID() string {
	return hbcHex(8) + "-" + hbcHex(4) + "-4" + hbcHex(3) + "-" + hbcP("8", "9", "a", "b") + hbcHex(3) + "-" + hbcHex(12)
}

func hbcPEMBody(lines int) string {
	var b strings.Builder
	for i := 0; i < lines; i++ {
		b.WriteString(hbcR(alnum+"+/", 64))
		b.WriteString("\n")
	}
	b.WriteString(hbcR(alnum+"+/", hbcIn(20, 60)) + hbcP("", "=", "=="))
	return b.String()
}

// hbcSaaS returns a vendor API key, a variable name for it and a vendor label.
func hbcSaaS() (key, name, vendor string) {
	switch rng.IntN(16) {
	case 0:
		return "SG." + hbcR(b64url, 22) + "." + hbcR(b64url, 43), "SENDGRID_API_KEY", "SendGrid"
	case 1:
		return "SK" + hbcHex(32), "TWILIO_API_KEY_SECRET", "Twilio"
	case 2:
		return "key-" + hbcHex(32), "MAILGUN_API_KEY", "Mailgun"
	case 3:
		return "shpat_" + hbcHex(32), "SHOPIFY_ADMIN_TOKEN", "Shopify"
	case 4:
		return "npm_" + hbcR(alnum, 36), "NPM_TOKEN", "npm"
	case 5:
		return "hf_" + hbcR(alnum, 34), "HF_TOKEN", "Hugging Face"
	case 6:
		return "sk-proj-" + hbcR(b64url, 48) + "T3BlbkFJ" + hbcR(b64url, 48), "OPENAI_API_KEY", "OpenAI"
	case 7:
		return "sk-ant-api03-" + hbcR(b64url, 93) + "AA", "ANTHROPIC_API_KEY", "Anthropic"
	case 8:
		return "dop_v1_" + hbcHex(64), "DO_TOKEN", "DigitalOcean"
	case 9:
		return "lin_api_" + hbcR(alnum, 40), "LINEAR_API_KEY", "Linear"
	case 10:
		return "ntn_" + hbcD(11) + hbcR(alnum, 35), "NOTION_TOKEN", "Notion"
	case 11:
		return "ATATT3xFfGF0" + hbcR(b64url, 180) + "=" + hbcHex(8), "JIRA_API_TOKEN", "Atlassian"
	case 12:
		return hbcHex(32), "DD_API_KEY", "Datadog"
	case 13:
		return "samsara_api_" + hbcR(alnum, 30), "SAMSARA_API_TOKEN", "Samsara"
	case 14:
		return "pypi-AgEIcHlwaS5vcmc" + hbcR(b64url, 60), "PYPI_TOKEN", "PyPI"
	default:
		return "00" + hbcR(alnum+"-_", 40), "OKTA_API_TOKEN", "Okta"
	}
}

// hbcAnyToken is a mix of vendor tokens for generic places.
func hbcAnyToken() string {
	switch rng.IntN(7) {
	case 0:
		return hbcGHToken()
	case 1:
		return hbcSlackBot()
	case 2:
		return hbcStripeSecret()
	case 3:
		return hbcAWSKeyID()
	case 4:
		return hbcDiscordToken()
	default:
		k, _, _ := hbcSaaS()
		return k
	}
}

// ---- harmless look-alikes used by traps ----

func hbcVIN() string {
	const set = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	wmi := hbcP("WVW", "WBA", "JTD", "1FA", "VF1", "SAL", "ZFA", "KMH", "YV1", "WDD", "3VW", "TMB")
	return wmi + hbcR(set, 5) + hbcR("0123456789X", 1) + hbcR("LMNPRST", 1) + hbcR(set, 1) + hbcD(6)
}

func hbcPlate() string {
	switch rng.IntN(5) {
	case 0:
		return hbcR("ABCDEFGHKLMNOPRSVWY", 2) + hbcD(2) + " " + hbcR("ABCDEFGHJKLMNOPRSTUVWXYZ", 3)
	case 1:
		return hbcP("M", "B", "HH", "K", "S", "F") + "-" + hbcR(upper, 2) + " " + fmt.Sprint(hbcIn(1, 9999))
	case 2:
		return hbcR(upper, 2) + "-" + hbcD(3) + "-" + hbcR(upper, 2)
	case 3:
		return hbcD(1) + hbcR(upper, 3) + hbcD(3)
	default:
		return hbcR(upper, 2) + "-" + hbcD(3) + "-" + hbcR(upper, 1)
	}
}

func hbcPartNo() string {
	switch rng.IntN(5) {
	case 0:
		return hbcD(1) + hbcR(upper, 1) + hbcD(1) + " " + hbcD(3) + " " + hbcD(3) + " " + hbcR("ABCDEF", 1)
	case 1:
		return hbcD(2) + " " + hbcD(2) + " " + hbcD(1) + " " + hbcD(3) + " " + hbcD(3)
	case 2:
		return hbcD(5) + "-" + hbcR(upper+digits, 5)
	case 3:
		return hbcR(upper, 2) + "-" + hbcD(3) + hbcR(upper, 1)
	default:
		return "A" + hbcD(3) + " " + hbcD(3) + " " + hbcD(2) + " " + hbcD(2)
	}
}

func hbcDTC() string {
	return hbcP("P0420", "P0300", "P0171", "U0100", "B1318", "C0035", "P2002", "P0401", "P0128", "P0507", "U0121", "P20EE", "P0455")
}

func hbcRO() string {
	return hbcP("RO ", "RO#", "Job card ", "JC-", "WIP ", "Auftrag ") + hbcD(hbcIn(5, 7))
}

func hbcPaint() string {
	return hbcP("LY9T", "LC9X", "475", "1G3", "040", "A96", "UM", "0C0C", "NH-731P", "416", "300", "PM7", "LA7W", "218")
}
