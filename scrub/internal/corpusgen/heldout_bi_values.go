package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-bi: shapes of real credentials, with random content.

const hbiSym = "!#%&*+=?@^_-"

var hbiWords = []string{"Nairobi", "Library", "Sunflower", "Harvest", "Mopti", "Tractor", "River",
	"Baobab", "Kestrel", "Lantern", "Ballot", "Granary", "Juniper", "Monsoon", "Savanna", "Orchard",
	"Pelican", "Compass", "Marigold", "Tamarind", "Bibliothek", "Rathaus", "Acacia", "Zebra", "Kilimanjaro",
	"Cedar", "Falcon", "Meridian", "Saffron", "Willow", "Gazelle", "Sahel", "Anchor", "Wombat"}

// hbiHumanPw is a password a person chose: words, digits, a symbol.
func hbiHumanPw() string {
	w := hbiPickL(hbiWords)
	switch rng.IntN(7) {
	case 0:
		return w + fmt.Sprint(hbiIn(1990, 2026)) + string(hbiSym[rng.IntN(4)])
	case 1:
		return w + string("#@!$"[rng.IntN(4)]) + fmt.Sprint(hbiIn(10, 9999))
	case 2:
		return strings.ToLower(w) + "-" + strings.ToLower(hbiPickL(hbiWords)) + "-" + fmt.Sprint(hbiIn(2, 99))
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + fmt.Sprint(hbiIn(1, 99)) + "!"
	case 4:
		return w + hbiPickL(hbiWords) + fmt.Sprint(hbiIn(1, 999))
	case 5:
		return w + "_" + fmt.Sprint(hbiIn(100, 99999)) + string("!?*"[rng.IntN(3)])
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "." + fmt.Sprint(hbiIn(2019, 2026)) + "." + hbiRnd(upper, 2)
	}
}

// hbiRandPw is a generated password (password manager style).
func hbiRandPw() string {
	n := hbiIn(12, 22)
	for {
		p := hbiRnd(alnum+"!#%*+=?@^_-", n)
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, upper) && strings.ContainsAny(p, lower) {
			return p
		}
	}
}

func hbiPw() string {
	if hbiChance(0.55) {
		return hbiHumanPw()
	}
	return hbiRandPw()
}

func hbiHex(n int) string { return hbiRnd(hexs, n) }

func hbiSnowflake() string { return fmt.Sprint(100000000000000000 + rng.Int64N(1250000000000000000)) }

// hbiDiscord is a Discord bot token: base64(user id) . 6 chars . 27+ chars.
func hbiDiscord() string {
	id := base64.RawStdEncoding.EncodeToString([]byte(hbiSnowflake()))
	return id + "." + hbiRnd(b64url, 6) + "." + hbiRnd(b64url, hbiPickInt(27, 38, 38, 32))
}

func hbiPickInt(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hbiDiscordHook() (string, string) {
	tok := hbiRnd(b64url, 68)
	return "https://discord.com/api/webhooks/" + hbiSnowflake() + "/" + tok, tok
}

func hbiAWSID() string {
	return hbiPick("AKIA", "AKIA", "ASIA") + hbiRnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func hbiAWSSecret() string { return hbiRnd(alnum+"+/", 40) }
func hbiGCPKey() string    { return "AIza" + hbiRnd(b64url, 35) }

func hbiAzureKey() string { return hbiRnd(alnum+"+/", 86) + "==" }

func hbiAzureClientSecret() string { return hbiRnd(alnum, 3) + "8Q~" + hbiRnd(alnum+"-_.~", 34) }

func hbiGHP() string { return hbiPick("ghp_", "gho_", "ghs_") + hbiRnd(alnum, 36) }

func hbiGHPat() string { return "github_pat_" + hbiRnd(alnum, 22) + "_" + hbiRnd(alnum, 59) }

func hbiGitLab() string { return "glpat-" + hbiRnd(alnum+"-_", 20) }

func hbiSlackBot() string {
	return hbiPick("xoxb-", "xoxp-") + fmt.Sprint(hbiIn(1000000000, 9999999999)) + "-" + fmt.Sprint(hbiIn(1000000000, 9999999999)) + "-" + hbiRnd(alnum, 24)
}

func hbiSlackHook() (string, string) {
	p := "T" + hbiRnd(upper+digits, 10) + "/B" + hbiRnd(upper+digits, 10) + "/" + hbiRnd(alnum, 24)
	return "https://hooks.slack.com/services/" + p, p
}

func hbiTelegram() string {
	return fmt.Sprint(hbiIn(100000000, 7999999999)) + ":AA" + hbiRnd(b64url, 33)
}

func hbiStripe() string { return hbiPick("sk_live_", "rk_live_") + hbiRnd(alnum, hbiPickInt(24, 99)) }

func hbiTwilio() string { return "SK" + hbiHex(32) }

func hbiSendGrid() string { return "SG." + hbiRnd(b64url, 22) + "." + hbiRnd(b64url, 43) }

func hbiKobo() string { return hbiHex(40) }

func hbiDHIS2() string {
	return "d2pat_" + hbiRnd(alnum, 32) + fmt.Sprint(hbiIn(1000000000, 4294967295))
}

func hbiODK() string { return hbiRnd(alnum+"!$", 64) }

func hbiOpenAI() string {
	return hbiPick("sk-proj-", "sk-") + hbiRnd(b64url, 48)
}

func hbiHF() string { return "hf_" + hbiRnd(alnum, 34) }

func hbiNpm() string { return "npm_" + hbiRnd(alnum, 36) }

func hbiVault() string { return "hvs." + hbiRnd(b64url, 24) }

func hbiDockerPAT() string { return "dckr_pat_" + hbiRnd(b64url, 27) }

func hbiTOTP() string { return hbiRnd(b32, hbiPickInt(16, 32, 32)) }

func hbiB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hbiJWT is a signed token with a plausible payload.
func hbiJWT() string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(hbiPick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+hbiHex(8)+`"}`)))
	p := enc.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","iss":"https://%s","iat":%d,"exp":%d,"role":"%s"}`,
		hbiPickL(hbiUsers), hbiPickL(hbiHosts), 1700000000+hbiIn(0, 60000000), 1760000000+hbiIn(0, 9000000), hbiPick("clerk", "enumerator", "admin", "auditor"))))
	return h + "." + p + "." + hbiRnd(b64url, hbiPickInt(43, 86))
}

// hbiPEMLines is a key body of n base64 lines of 64 characters.
func hbiPEMLines(first string, n int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = hbiRnd(alnum+"+/", 64)
	}
	if first != "" {
		lines[0] = first + lines[0][len(first):]
	}
	lines[n-1] = lines[n-1][:hbiIn(20, 60)] + hbiPick("", "=", "==")
	return lines
}

func hbiRecovery() []string {
	n := hbiPickInt(6, 8, 10)
	out := make([]string, n)
	style := rng.IntN(3)
	for i := range out {
		switch style {
		case 0:
			out[i] = hbiRnd(hexs, 5) + "-" + hbiRnd(hexs, 5)
		case 1:
			out[i] = hbiRnd(digits, 4) + " " + hbiRnd(digits, 4)
		default:
			out[i] = hbiRnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + hbiRnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + hbiRnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
		}
	}
	return out
}

// hbiVendorKey returns a vendor label and a key in its real shape.
func hbiVendorKey() (string, string) {
	switch rng.IntN(17) {
	case 0:
		return "GitHub token", hbiGHP()
	case 1:
		return "GitHub fine-grained token", hbiGHPat()
	case 2:
		return "GitLab token", hbiGitLab()
	case 3:
		return "Slack bot token", hbiSlackBot()
	case 4:
		return "Telegram bot token", hbiTelegram()
	case 5:
		return "Stripe secret key", hbiStripe()
	case 6:
		return "Twilio API key", hbiTwilio()
	case 7:
		return "SendGrid key", hbiSendGrid()
	case 8:
		return "Kobo API token", hbiKobo()
	case 9:
		return "DHIS2 personal access token", hbiDHIS2()
	case 10:
		return "OpenAI key", hbiOpenAI()
	case 11:
		return "Hugging Face token", hbiHF()
	case 12:
		return "npm token", hbiNpm()
	case 13:
		return "Vault token", hbiVault()
	case 14:
		return "Docker Hub token", hbiDockerPAT()
	case 15:
		return "Google API key", hbiGCPKey()
	default:
		return "Mailgun key", "key-" + hbiHex(32)
	}
}
