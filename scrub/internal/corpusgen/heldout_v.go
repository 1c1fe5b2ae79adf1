package main

// heldout_v*.go: a blind held-out part, written without reading the scrubber's rules or
// running it. Its own character leans towards how non-developers and mixed teams write:
// household and family accounts, home routers, streaming and banking logins, office tools,
// HR and support tickets, chat in many languages, notes apps, password-manager exports and
// spreadsheets, beside the usual developer pastes (configs, code, shell, logs).
//
// Every identifier in these files starts with "hv" so as not to collide with other parts.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutV() []Sample {
	var out []Sample
	gens := []func() []Sample{
		hvDiscordSamples,
		hvLoginPairSamples,
		hvSplitKeySamples,
		hvKeyIDSamples,
		hvProseSamples,
		hvHouseholdSamples,
		hvLangSamples,
		hvManagerExportSamples,
		hvCodesSamples,
		hvConfigSamples,
		hvShellSamples,
		hvConnSamples,
		hvVendorSamples,
		hvCodeSamples,
		hvLogSamples,
		hvTrapsWords,
		hvTrapsIDs,
		hvTrapsPlaceholders,
		hvTrapsCode,
		hvTrapsHome,
	}
	for _, g := range gens {
		out = append(out, g()...)
	}
	seen := map[string]bool{}
	var kept []Sample
	for _, s := range out {
		if seen[s.Text] {
			continue
		}
		seen[s.Text] = true
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-v: secret %q not in text %q", sec, s.Text))
			}
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-v: keep %q not in text %q", k, s.Text))
			}
			for _, sec := range s.Secrets {
				if strings.Contains(k, sec) || strings.Contains(sec, k) {
					panic(fmt.Sprintf("heldout-v: keep %q overlaps secret %q", k, sec))
				}
			}
		}
		kept = append(kept, s)
	}
	return kept
}

// ---- sample builders ----

func hvSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hvTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hvKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

// ---- random helpers ----

func hvP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hvI(xs ...int) int { return xs[rng.IntN(len(xs))] }

func hvN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hvS(n int, set string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(set[rng.IntN(len(set))])
	}
	return b.String()
}

func hvHex(n int) string    { return hvS(n, hexs) }
func hvDigits(n int) string { return hvS(1, "123456789") + hvS(n-1, digits) }

func hvB64(n int) string { return hvS(n, alnum+"+/") }

func hvUUID() string {
	return hvHex(8) + "-" + hvHex(4) + "-4" + hvHex(3) + "-" + hvP("8", "9", "a", "b") + hvHex(3) + "-" + hvHex(12)
}

func hvCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// hvOnce reports whether sub occurs exactly once in text (used for short secrets such as
// PINs, which must not appear by accident elsewhere).
func hvOnce(text, sub string) bool { return strings.Count(text, sub) == 1 }

// ---- vocabulary ----

var hvFirst = []string{"Anna", "Marco", "Priya", "Kenji", "Fatima", "Lukas", "Sofia", "Mateo", "Aisha",
	"Olga", "Wei", "Chloé", "Tomasz", "Ingrid", "Diego", "Yuki", "Noor", "Emeka", "Hannah", "Raj",
	"Grace", "Jonas", "Leila", "Pedro", "Mia", "Ahmed", "Elena", "Sven", "Zanele", "Thu", "Bernadette",
	"Kwame", "Isabel", "Dmitri", "Maeve", "Oskar", "Lucía", "Hiro", "Nadia", "Colm"}

func hvName() string { return hvP(hvFirst...) }

func hvUser() string {
	n := strings.ToLower(hvP("anna", "marco", "priya", "kenji", "fatima", "lukas", "sofia", "mateo", "olga",
		"tomasz", "ingrid", "diego", "hannah", "raj", "grace", "jonas", "leila", "pedro", "elena", "sven"))
	switch rng.IntN(6) {
	case 0:
		return n
	case 1:
		return n + "." + hvP("schmidt", "rossi", "patel", "tanaka", "haddad", "novak", "garcia", "okafor", "berg", "nguyen")
	case 2:
		return n + hvDigits(2)
	case 3:
		return hvP("admin", "root", "administrator", "office", "frontdesk", "family", "reception")
	case 4:
		return n[:1] + hvP("schmidt", "rossi", "patel", "tanaka", "haddad", "novak")
	default:
		return n + "@" + hvP("gmail.com", "outlook.com", "yahoo.com", "gmx.de", "icloud.com", "web.de", "hotmail.fr")
	}
}

var hvWords = []string{"sunflower", "Bailey", "pepper", "Maverick", "Lakers", "rosebud", "Dragon", "Oliver",
	"princess", "monkey", "Barcelona", "Tigger", "coffee", "Biscuit", "Luna", "Charlie", "Paris",
	"summer", "Winter", "Purple", "Ocean", "London", "Chelsea", "football", "Harley", "Shadow",
	"Cookie", "Nala", "Milo", "mango", "Hamburg", "Sakura", "Camila", "Dublin", "Toronto", "rainbow",
	"Snoopy", "Pumpkin", "Gizmo", "Zeus", "Bella", "Rocky", "Mittens", "Kathmandu", "Marbella",
	"Sunshine", "Waffles", "Blossom", "Juventus", "Galaxy"}

// hvHumanPw returns a human-chosen password. safe restricts symbols to ones that need no
// quoting in URLs, CSV cells and shell words.
func hvHumanPw(safe bool) string {
	sym := hvP("!", "#", "@", "$", "%", "&", "*", "?", "!!")
	if safe {
		sym = hvP("-", "_", ".", "")
	}
	w1, w2 := hvP(hvWords...), hvP(hvWords...)
	year := fmt.Sprint(hvN(1955, 2024))
	var pw string
	switch rng.IntN(8) {
	case 0:
		pw = hvCap(w1) + year + sym
	case 1:
		pw = strings.ToLower(w1) + hvDigits(hvN(2, 3)) + sym
	case 2:
		pw = hvCap(w1) + sym + hvCap(w2) + hvDigits(2)
	case 3:
		pw = strings.ToLower(w1) + "-" + strings.ToLower(w2) + "-" + strings.ToLower(hvP(hvWords...)) + "-" + hvS(1, digits)
	case 4:
		r := strings.NewReplacer("o", "0", "a", "@", "e", "3", "i", "1", "s", "$")
		if safe {
			r = strings.NewReplacer("o", "0", "e", "3", "i", "1")
		}
		pw = r.Replace(hvCap(strings.ToLower(w1))) + hvDigits(2) + sym
	case 5:
		pw = hvName() + year[2:] + sym + hvS(1, digits)
	case 6:
		pw = hvCap(w1) + hvCap(w2) + sym + hvS(1, digits)
	default:
		pw = strings.ToUpper(w1[:1]) + strings.ToLower(w1[1:]) + "_" + year + hvS(1, upper)
	}
	pw = strings.NewReplacer("é", "e", "í", "i").Replace(pw)
	for len(pw) < 8 {
		pw += hvS(1, digits)
	}
	return pw
}

// hvRandPw returns a generator-style password.
func hvRandPw(n int, safe bool) string {
	syms := "!@#%&*?+=^"
	if safe {
		syms = "-_."
	}
	body := []byte(hvS(n-3, alnum))
	body = append(body, hvS(1, digits)[0], hvS(1, syms)[0], hvS(1, upper)[0])
	rng.Shuffle(len(body), func(i, j int) { body[i], body[j] = body[j], body[i] })
	return string(body)
}

// hvPw returns either kind, mostly human-chosen.
func hvPw(safe bool) string {
	if rng.IntN(3) == 0 {
		return hvRandPw(hvN(12, 20), safe)
	}
	return hvHumanPw(safe)
}

// ---- credential values ----

func hvSnowflake() string { return hvS(1, "123456789") + hvS(hvN(16, 18), digits) }

func hvDiscordToken() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(hvSnowflake()))
	return id + "." + hvS(6, b64url) + "." + hvS(hvI(27, 38, 38), b64url)
}

func hvAWSID() string     { return hvP("AKIA", "ASIA") + hvS(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") }
func hvAWSSecret() string { return hvS(40, alnum+"+/") }
func hvGCPKey() string    { return "AIza" + hvS(35, b64url) }
func hvAzureKey() string  { return hvS(86, alnum+"+/") + "==" }
func hvAzureClientSecret() string {
	return hvS(3, alnum) + hvS(1, digits) + "Q~" + hvS(34, alnum+"_.~-")
}
func hvGHToken() string {
	switch rng.IntN(4) {
	case 0:
		return "github_pat_" + hvS(22, alnum) + "_" + hvS(59, alnum)
	case 1:
		return "gho_" + hvS(36, alnum)
	default:
		return "ghp_" + hvS(36, alnum)
	}
}
func hvGLToken() string { return "glpat-" + hvS(20, b64url) }
func hvSlackToken() string {
	return hvP("xoxb-", "xoxp-") + hvDigits(hvN(10, 13)) + "-" + hvDigits(hvN(10, 13)) + "-" + hvS(24, alnum)
}
func hvSlackHookTail() string { return hvS(24, alnum) }
func hvSlackHook() (url, secret string) {
	secret = hvSlackHookTail()
	return "https://hooks.slack.com/services/T" + hvS(8, upper+digits) + "/B" + hvS(10, upper+digits) + "/" + secret, secret
}
func hvTelegramToken() string { return hvDigits(hvN(8, 10)) + ":AA" + hvS(33, b64url) }
func hvDiscordHook() (url, secret string) {
	secret = hvS(68, b64url)
	return "https://" + hvP("discord.com", "discordapp.com") + "/api/webhooks/" + hvSnowflake() + "/" + secret, secret
}
func hvStripeKey() string {
	return hvP("sk_live_", "rk_live_", "sk_test_") + hvP("51", "4e") + hvS(hvI(24, 97), alnum)
}
func hvSendGrid() string  { return "SG." + hvS(22, b64url) + "." + hvS(43, b64url) }
func hvOpenAI() string    { return "sk-proj-" + hvS(48, b64url) + "T3BlbkFJ" + hvS(48, b64url) }
func hvAnthropic() string { return "sk-ant-api03-" + hvS(93, b64url) + "AA" }
func hvJWT() string {
	payload := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`, hvDigits(7), hvName(), 1700000000+rng.IntN(9000000), 1710000000+rng.IntN(9000000))
	hdr := hvP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+hvHex(8)+`"}`)
	enc := base64.RawURLEncoding
	return enc.EncodeToString([]byte(hdr)) + "." + enc.EncodeToString([]byte(payload)) + "." + hvS(43, b64url)
}

// hvPEM returns a PEM private key block and the secrets to label in it (first and last
// body lines, so a scrubber that only cuts part of the block is caught).
func hvPEM(kind string) (block string, secrets []string) {
	label := map[string]string{"rsa": "RSA PRIVATE KEY", "pkcs8": "PRIVATE KEY", "ec": "EC PRIVATE KEY", "openssh": "OPENSSH PRIVATE KEY"}[kind]
	n := hvN(5, 9)
	lines := make([]string, n)
	for i := range lines {
		w := 64
		if kind == "openssh" {
			w = 70
		}
		lines[i] = hvB64(w)
	}
	switch kind {
	case "rsa":
		lines[0] = "MIIEpAIBAAKCAQEA" + lines[0][16:]
	case "pkcs8":
		lines[0] = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + lines[0][32:]
	case "ec":
		lines[0] = "MHcCAQEEI" + lines[0][9:]
	case "openssh":
		lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + lines[0][70:]
	}
	last := hvB64(hvN(20, 60)) + hvP("", "=", "==")
	lines = append(lines, last)
	block = "-----BEGIN " + label + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + label + "-----"
	return block, []string{lines[0], lines[n/2], last}
}

func hvTOTP() string { return hvS(hvI(16, 32), b32) }

func hvB64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
