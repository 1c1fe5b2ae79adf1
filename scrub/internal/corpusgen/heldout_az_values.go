package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-az: credentials in their real shapes, random each time.

func hazDiscordToken() string {
	id := fmt.Sprint(hazN(1, 9)) + hazR(digits, hazN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hazR(b64url, 6) + "." + hazR(b64url, hazP2(27, 38))
}

func hazP2(a, b int) int {
	if hazChance(0.5) {
		return a
	}
	return b
}

func hazDiscordWebhook() (string, string) {
	tok := hazR(b64url, 68)
	return fmt.Sprintf("https://%s/api/webhooks/%s/%s", hazP("discord.com", "discordapp.com", "canary.discord.com"), "1"+hazR(digits, 18), tok), tok
}

var hazWords = []string{"Sunflower", "cupertino", "Macintosh", "bluefish", "Orchard", "harbor", "Falcon", "maple", "Granite", "pixel", "Tundra", "Velvet", "copper", "Saffron", "Nimbus", "otter", "Quokka", "Lantern", "Juniper", "marble", "Kestrel", "walnut", "Sierra", "mojave", "Yosemite", "catalina"}

func hazLeet(s string) string {
	r := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
	return r.Replace(s)
}

func hazHumanPW() string {
	w, w2 := hazP(hazWords...), hazP(hazWords...)
	switch rng.IntN(9) {
	case 0:
		return w + "!" + hazR(digits, 4)
	case 1:
		return w + hazR(digits, 2) + hazP("!", "#", "$", "?", "*")
	case 2:
		return hazLeet(w) + "-" + hazR(digits, 3)
	case 3:
		return hazCap(w) + "_" + hazCap(w2) + hazR(digits, 2)
	case 4:
		return strings.ToLower(w) + "." + strings.ToLower(w2) + "." + hazR(digits, 2)
	case 5:
		return hazP("Spring", "Summer", "Autumn", "Winter", "Fruehling") + "20" + hazR(digits, 2) + hazP("!", "?", "#")
	case 6:
		return "iLove" + hazCap(w) + hazR(digits, 2)
	case 7:
		return hazCap(w) + "&" + strings.ToLower(w2) + hazR(digits, 3)
	}
	return hazCap(hazLeet(w)) + hazR(digits, 1) + hazP("!", "@", "%")
}

func hazRandPW(n int) string {
	return hazR(alnum, 1) + hazR(alnum+hazPWSym, n-2) + hazR(alnum, 1)
}

func hazPW() string {
	if hazChance(0.6) {
		return hazHumanPW()
	}
	return hazRandPW(hazN(12, 24))
}

// hazURLPW is a password that needs no escaping inside a URL.
func hazURLPW() string {
	if hazChance(0.5) {
		return hazP(hazWords...) + hazR(digits, hazN(2, 4)) + hazP("", "-", "_", ".") + hazR(alnum, 3)
	}
	return hazR(alnum, hazN(14, 28))
}

func hazAppSpecificPW() string {
	return hazR(lower, 4) + "-" + hazR(lower, 4) + "-" + hazR(lower, 4) + "-" + hazR(lower, 4)
}

func hazFileVaultKey() string {
	parts := make([]string, 6)
	for i := range parts {
		parts[i] = hazR(hazUpDig, 4)
	}
	return strings.Join(parts, "-")
}

func hazAWSKeyID() string {
	return hazP("AKIA", "AKIA", "ASIA") + hazR("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hazAWSSecret() string { return hazR(hazB64Std, 40) }
func hazGHToken() string   { return hazP("ghp_", "gho_", "ghs_", "ghu_") + hazR(alnum, 36) }
func hazGHFine() string    { return "github_pat_11" + hazR(hazUpDig, 20) + "_" + hazR(alnum, 59) }
func hazGLToken() string   { return "glpat-" + hazR(b64url, 20) }
func hazStripeSK() string {
	return hazP("sk_live_", "rk_live_", "sk_live_51") + hazR(alnum, hazN(24, 99))
}
func hazStripeWh() string { return "whsec_" + hazR(alnum, 32) }
func hazSlackBot() string {
	return "xoxb-" + hazR(digits, 12) + "-" + hazR(digits, 13) + "-" + hazR(alnum, 24)
}
func hazTelegram() string     { return fmt.Sprint(hazN(100000000, 7999999999)) + ":AA" + hazR(b64url, 33) }
func hazNpm() string          { return "npm_" + hazR(alnum, 36) }
func hazOpenAI() string       { return "sk-proj-" + hazR(b64url, 48) + "T3BlbkFJ" + hazR(b64url, 48) }
func hazAnthropic() string    { return "sk-ant-api03-" + hazR(b64url, 93) + "AA" }
func hazGoogleKey() string    { return "AIza" + hazR(b64url, 35) }
func hazSendgrid() string     { return "SG." + hazR(b64url, 22) + "." + hazR(b64url, 43) }
func hazAzureKey() string     { return hazR(hazB64Std, 86) + "==" }
func hazAzureClient() string  { return hazR(alnum, 3) + hazR(digits, 1) + "Q~" + hazR(alnum+"~_.-", 34) }
func hazSentry() string       { return "sntrys_" + hazR(b64url, 120) }
func hazMailgun() string      { return "key-" + hazR(hexs, 32) }
func hazDatadog() string      { return hazR(hexs, 32) }
func hazTwilioAuth() string   { return hazR(hexs, 32) }
func hazFirebaseCI() string   { return "1//0" + hazR(b64url, 99) }
func hazBitrise() string      { return hazR(b64url, 86) }
func hazJamfSecret() string   { return hazR(alnum+"-_", 64) }
func hazMosyle() string       { return hazR(alnum, 40) }
func hazShopify() string      { return "shpat_" + hazR(hexs, 32) }
func hazHF() string           { return "hf_" + hazR(alnum, 34) }
func hazLinear() string       { return "lin_api_" + hazR(alnum, 40) }
func hazPostman() string      { return "PMAK-" + hazR(hexs, 24) + "-" + hazR(hexs, 34) }
func hazDO() string           { return "dop_v1_" + hazR(hexs, 64) }
func hazRevenueCatSK() string { return "sk_" + hazR(alnum, 32) }

func hazJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + hazP("HS256", "RS256", "ES256") + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, hazR(digits, 9), 1700000000+hazN(0, 9999999), 1800000000+hazN(0, 9999999), hazP("admin", "read write", "mdm.api", "ci"))))
	return h + "." + p + "." + hazR(b64url, 43)
}

// hazASCJWT is an App Store Connect API token (ES256, kid of a key, iss an issuer id).
func hazASCJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"ES256","kid":"` + hazR(hazUpDig, 10) + `","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, hazUUID(), 1730000000+hazN(0, 999999), 1730001200+hazN(0, 999999))))
	return h + "." + p + "." + hazR(b64url, 86)
}

// hazPEM returns a private key block and its body lines.
func hazPEM(kind string) (string, []string) {
	var label, body string
	switch kind {
	case "p8":
		label = "PRIVATE KEY"
		body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + hazR(hazB64Std, 136)
	case "rsa":
		label = "RSA PRIVATE KEY"
		body = "MIIEow" + hazP("IBAAKCAQEA", "IBAAKCAQEAx", "IBAAKCAQEAr") + hazR(hazB64Std, 300+hazN(0, 40))
	case "ec":
		label = "EC PRIVATE KEY"
		body = "MHcCAQEEI" + hazR(hazB64Std, 111)
	case "ssh":
		label = "OPENSSH PRIVATE KEY"
		body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + "QyNTUxOQAAACB" + hazR(hazB64Std, 300)
	default:
		label = "PRIVATE KEY"
		body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + hazR(hazB64Std, 320+hazN(0, 60))
	}
	width := 64
	if kind == "ssh" {
		width = 70
	}
	var lines []string
	for len(body) > width {
		lines = append(lines, body[:width])
		body = body[width:]
	}
	lines = append(lines, body+hazP("", "=", "=="))
	text := "-----BEGIN " + label + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + label + "-----"
	return text, hazLong(lines)
}

// hazLong keeps the lines long enough to be told apart from ordinary text.
func hazLong(lines []string) []string {
	var out []string
	for _, l := range lines {
		if len(l) >= 12 {
			out = append(out, l)
		}
	}
	return out
}

func hazB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hazHost() string {
	return hazP("buildmac-0"+hazR("123456789", 1)+".local", "ci-mac"+hazR(digits, 2)+".acme.internal", "jamf.acme.dev", "acme.jamfcloud.com", "nas-"+hazR(lower, 3)+".office.lan", "mdm.example-corp.com", "db-"+hazR(lower, 4)+".internal")
}

func hazUser() string {
	return hazP("admin", "root", "jamfadmin", "localadmin", "ci", "buildbot", "ops", "deploy", "svc-mdm", "macadmin", "qa.tester@acme.dev", "release@acme.dev", "jane.doe", "kandji-api")
}

func hazEmail() string {
	return hazP("dev", "release", "ios-ci", "jane.doe", "m.rossi", "k.tanaka", "app-review") + "@" + hazP("acme.dev", "example.com", "studio-nine.io", "fruitbat.app")
}

func hazBundleID() string {
	return "com." + hazP("acme", "fruitbat", "studionine", "northwind", "contoso") + "." + hazP("ios", "mac", "app", "tv") + hazP("", ".widget", ".share", ".notifications", ".watchkitapp", ".intents")
}
