package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for real-world credential shapes and for the
// transport-world names around them.

var havCompanies = []string{"Northwind Air", "Bluefin Shipping", "Keelhaul Lines", "Cascadia Rail",
	"Ridgeback Freight", "Skyline Regional", "Polar Cargo", "Meridian Ferries", "Ironhorse Logistics",
	"Aurora Airways", "Tidewater Bulk", "Redline Haulage"}

var havDomains = []string{"northwind-air.net", "bluefin-shipping.com", "keelhaul.io", "cascadiarail.org",
	"ridgeback-freight.com", "skyline-regional.aero", "polarcargo.no", "meridianferries.gr",
	"ironhorse-log.de", "aurora-airways.com", "tidewater-bulk.sg", "redline-haulage.co.uk"}

var havHostStems = []string{"amos-db01", "trax-app02", "crewsched", "acars-gw", "sita-relay", "efb-sync",
	"ecdis-pc", "vsat-modem", "pcs-api", "ais-feed", "eld-bridge", "dispatch", "tcms-laptop",
	"gate-ctrl", "mro-reports", "fuel-ops", "loadsheet", "ops-vault", "wx-brief", "cargo-edi"}

var havPeople = []string{"Ingrid", "Tomás", "Priya", "Kwame", "Mei", "Olu", "Sven", "Aylin", "Rafael",
	"Noor", "Dmitri", "Hana", "Jo", "Marek", "Fatima", "Luca", "Siobhan", "Kenji", "Ana", "Bruno"}

var havUsers = []string{"admin", "ops", "crewops", "mxc", "dispatch", "bridge", "master", "chief.eng",
	"ecdis", "root", "service", "efbadmin", "maint", "tcms", "svc_acars", "portops", "fleet",
	"j.okafor", "m.lindqvist", "pilot", "captain", "ground", "eld_admin", "readonly"}

var havWords = []string{"Runway", "Cessna", "Harbor", "Kestrel", "Pilot", "Anchor", "Falcon", "Meridian",
	"Bosun", "Rudder", "Gantry", "Tailwind", "Ballast", "Caboose", "Airbus", "Dynamo", "Compass",
	"Seagull", "Trawler", "Piston", "Hangar", "Beacon", "Albatross", "Lighthouse", "Junction"}

var havSymbols = []string{"!", "#", "@", "$", "%", "&", "*", "+", "_", "-"}

func havHost() string {
	return havP(havHostStems) + "." + havP([]string{"ops", "mro", "fleet", "ship", "int", "prod"}) + "." + havP(havDomains)
}

func havIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", havP([]int{10, 172, 192}), havN(250), havN(250), 1+havN(250))
}

// havHumanPW is a password a person would choose.
func havHumanPW() string {
	w := havP(havWords)
	switch havN(7) {
	case 0:
		return w + fmt.Sprint(havBetween(10, 99)) + havP(havSymbols)
	case 1:
		return w + havP(havSymbols) + fmt.Sprint(havBetween(1990, 2026))
	case 2:
		return strings.ToLower(w) + havP(havSymbols) + havP(havWords) + fmt.Sprint(havN(10))
	case 3:
		return w + fmt.Sprint(havBetween(100, 999)) + havP([]string{"!", "!!", "#", "$"})
	case 4:
		return strings.Replace(strings.Replace(w, "a", "@", 1), "o", "0", 1) + fmt.Sprint(havBetween(1, 99)) + havP(havSymbols)
	case 5:
		return havP(havWords) + "-" + strings.ToLower(havP(havWords)) + "-" + fmt.Sprint(havBetween(10, 99))
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + havP(havSymbols) + havP(havWords) + havP(havSymbols)
	}
}

// havRandPW is a generated password.
func havRandPW() string {
	n := havBetween(12, 20)
	set := alnum + "!#%*+-_=@"
	for {
		s := havR(set, n)
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

func havPW() string {
	if havChance(55) {
		return havHumanPW()
	}
	return havRandPW()
}

// havURLPW avoids characters that would need percent-encoding in a URL.
func havURLPW() string {
	if havChance(50) {
		return havP(havWords) + fmt.Sprint(havBetween(10, 9999)) + havP([]string{"", "_", "-", "."}) + havR(lower, 3)
	}
	return havR(alnum, havBetween(14, 24))
}

func havAWSKeyID() string  { return havP([]string{"AKIA", "ASIA"}) + havR(upper+"234567", 16) }
func havAWSSecret() string { return havR(alnum+"+/", 40) }
func havGCPKey() string    { return "AIza" + havR(b64url, 35) }
func havHex(n int) string  { return havR(hexs, n) }

func havAzureKey() string { return havR(havB64, 86) + "==" }
func havAzureClientSecret() string {
	return havR(alnum, 3) + "8Q~" + havR(alnum+"-_.~", 34)
}

func havGitHub() string {
	switch havN(4) {
	case 0:
		return "ghp_" + havR(alnum, 36)
	case 1:
		return "github_pat_11" + havR(upper+digits, 20) + "_" + havR(alnum, 59)
	case 2:
		return "gho_" + havR(alnum, 36)
	default:
		return "ghs_" + havR(alnum, 36)
	}
}

func havGitLab() string { return "glpat-" + havR(b64url, 20) }

func havSlackBot() string {
	return havP([]string{"xoxb", "xoxp"}) + "-" + havR(digits, 12) + "-" + havR(digits, 13) + "-" + havR(alnum, 24)
}

func havSlackHook() string {
	return "https://hooks.slack.com/services/T" + havR(upper+digits, 10) + "/B" + havR(upper+digits, 10) + "/" + havR(alnum, 24)
}

func havTelegram() string {
	return fmt.Sprint(havBetween(100000000, 7999999999)) + ":AA" + havR(b64url, 33)
}

// havDiscordBot: base64 of a snowflake user id, a dot, 6 chars, a dot, 27+ chars.
func havDiscordBot() string {
	id := fmt.Sprint(havBetween(1, 9)) + havR(digits, havBetween(16, 18))
	enc := base64.RawStdEncoding.EncodeToString([]byte(id))
	tail := havR(b64url, havP([]int{27, 27, 38}))
	return enc + "." + havR(b64url, 6) + "." + tail
}

func havDiscordHook() string {
	return "https://" + havP([]string{"discord.com", "discordapp.com"}) + "/api/webhooks/" + havR(digits, 19) + "/" + havR(b64url, 68)
}

func havStripe() string {
	return havP([]string{"sk_live_", "rk_live_", "sk_test_"}) + havR(alnum, havP([]int{24, 34, 99}))
}

func havJWT() string {
	hdr := havP([]string{"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9"})
	payload := fmt.Sprintf(`{"sub":"%s","iss":"https://auth.%s","exp":%d,"scope":"%s"}`, havP(havUsers), havP(havDomains),
		havBetween(1700000000, 1900000000), havP([]string{"ops.read", "mx.write", "crew.sched", "eld.sync"}))
	p := base64.RawURLEncoding.EncodeToString([]byte(payload))
	return hdr + "." + p + "." + havR(b64url, 43)
}

// havPEMBody returns base64 lines of a private key body.
func havPEMBody(first string, lines int) string {
	ls := []string{first + havR(havB64, 64-len(first))}
	for i := 1; i < lines; i++ {
		ls = append(ls, havR(havB64, 64))
	}
	ls = append(ls, havR(havB64, havBetween(8, 60))+havP([]string{"", "=", "=="}))
	return strings.Join(ls, "\n")
}

// havPEM returns a whole private key block and its body.
func havPEM() (string, string) {
	kind := havP([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
	first := "MIIEow"
	switch kind {
	case "PRIVATE KEY":
		first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
	case "EC PRIVATE KEY":
		first = "MHcCAQEEI"
	case "OPENSSH PRIVATE KEY":
		first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA"
	}
	n := havBetween(4, 9)
	if kind == "EC PRIVATE KEY" {
		n = 2
	}
	body := havPEMBody(first, n)
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

func havTOTP() string {
	s := havR(b32, havP([]int{16, 26, 32}))
	return s
}

func havRecoveryCodes(n int) []string {
	out := make([]string, n)
	style := havN(3)
	for i := range out {
		switch style {
		case 0:
			out[i] = havR(havLowerDigits, 5) + "-" + havR(havLowerDigits, 5)
		case 1:
			out[i] = havR(digits, 4) + " " + havR(digits, 4)
		default:
			out[i] = havR(upper+digits, 4) + "-" + havR(upper+digits, 4) + "-" + havR(upper+digits, 4)
		}
	}
	return out
}

// havVendorKey returns (vendor label, env var name, value) for a SaaS API key.
func havVendorKey() (string, string, string) {
	switch havN(22) {
	case 0:
		return "SendGrid", "SENDGRID_API_KEY", "SG." + havR(b64url, 22) + "." + havR(b64url, 43)
	case 1:
		return "Twilio", "TWILIO_AUTH_TOKEN", havHex(32)
	case 2:
		return "Mailgun", "MAILGUN_API_KEY", "key-" + havHex(32)
	case 3:
		return "Datadog", "DD_API_KEY", havHex(32)
	case 4:
		return "npm", "NPM_TOKEN", "npm_" + havR(alnum, 36)
	case 5:
		return "OpenAI", "OPENAI_API_KEY", "sk-proj-" + havR(b64url, 48) + "T3BlbkFJ" + havR(b64url, 48)
	case 6:
		return "Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + havR(b64url, 93) + "AA"
	case 7:
		return "Hugging Face", "HF_TOKEN", "hf_" + havR(alnum, 34)
	case 8:
		return "Shopify", "SHOPIFY_ACCESS_TOKEN", "shpat_" + havHex(32)
	case 9:
		return "Atlassian", "JIRA_API_TOKEN", "ATATT3xFfGF0" + havR(b64url, 170) + "=" + havHex(8)
	case 10:
		return "Samsara", "SAMSARA_API_TOKEN", "samsara_api_" + havR(alnum, 30)
	case 11:
		return "Mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + havR(alnum, 22) + "." + havR(b64url, 22)
	case 12:
		return "Postman", "POSTMAN_API_KEY", "PMAK-" + havHex(24) + "-" + havHex(34)
	case 13:
		return "DigitalOcean", "DIGITALOCEAN_TOKEN", "dop_v1_" + havHex(64)
	case 14:
		return "Linear", "LINEAR_API_KEY", "lin_api_" + havR(alnum, 40)
	case 15:
		return "Notion", "NOTION_TOKEN", "ntn_" + havR(digits, 11) + havR(alnum, 35)
	case 16:
		return "Vault", "VAULT_TOKEN", "hvs." + havR(b64url, 24)
	case 17:
		return "New Relic", "NEW_RELIC_API_KEY", "NRAK-" + havR(upper+digits, 27)
	case 18:
		return "Square", "SQUARE_ACCESS_TOKEN", "EAAA" + havR(b64url, 60)
	case 19:
		return "PagerDuty", "PAGERDUTY_TOKEN", "u+" + havR(alnum, 18)
	case 20:
		return "Geotab", "GEOTAB_SESSION_ID", havR(alnum, 22)
	default:
		return "Okta", "OKTA_API_TOKEN", "00" + havR(alnum+"-_", 40)
	}
}

// havAnyKey returns (label, value) of a high-entropy token of any kind.
func havAnyKey() (string, string) {
	switch havN(9) {
	case 0:
		return "AWS secret access key", havAWSSecret()
	case 1:
		return "GitHub token", havGitHub()
	case 2:
		return "GitLab token", havGitLab()
	case 3:
		return "Slack bot token", havSlackBot()
	case 4:
		return "Stripe key", havStripe()
	case 5:
		return "Google API key", havGCPKey()
	case 6:
		return "Azure storage key", havAzureKey()
	case 7:
		return "Telegram bot token", havTelegram()
	default:
		v, _, k := havVendorKey()
		return v + " key", k
	}
}

func havDate() string {
	return fmt.Sprintf("2025-%02d-%02d", havBetween(1, 12), havBetween(1, 28))
}

func havTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", havN(24), havN(60), havN(60))
}

func havStamp() string { return havDate() + "T" + havTime() + "Z" }
