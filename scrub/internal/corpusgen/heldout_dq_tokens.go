package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Vendor-format credentials and the public values that look like them.

func hdqBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hdqAWSID() string     { return pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd(upper+"234567", 16) }
func hdqAWSSecret() string { return rnd(alnum+"/+", 40) }
func hdqStripe() string {
	return pick([]string{"sk_live_", "sk_live_", "rk_live_"}) + rnd(alnum, 24+rng.IntN(76))
}
func hdqStripePub() string { return "pk_live_" + rnd(alnum, 24+rng.IntN(76)) }
func hdqGH() string {
	if rng.IntN(3) == 0 {
		return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	}
	return "ghp_" + rnd(alnum, 36)
}
func hdqSlackBot() string {
	return pick([]string{"xoxb-", "xoxp-"}) + rnd(digits, 10+rng.IntN(3)) + "-" + rnd(digits, 12+rng.IntN(2)) + "-" + rnd(alnum, 24)
}
func hdqSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 8+rng.IntN(3)) + "/" + rnd(alnum, 24)
}
func hdqTeamsHook() string {
	t := strings.ToLower(pick(hdqLasts)) + pick([]string{"law", "legal", "llp"})
	return "https://" + t + ".webhook.office.com/webhookb2/" + hdqUUID() + "@" + hdqUUID() + "/IncomingWebhook/" + rnd(hexs, 32) + "/" + hdqUUID()
}
func hdqZapierHook() string {
	return "https://hooks.zapier.com/hooks/catch/" + hdqPIN(7+rng.IntN(2)) + "/" + rnd(lower+digits, 6+rng.IntN(2)) + "/"
}
func hdqSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }
func hdqOpenAI() string {
	return "sk-proj-" + rnd(b64url, 20+rng.IntN(60)) + "T3BlbkFJ" + rnd(b64url, 20+rng.IntN(60))
}
func hdqAnthropic() string { return "sk-ant-api03-" + rnd(b64url, 93) + "AA" }
func hdqGoogleKey() string { return "AIza" + rnd(b64url, 35) }
func hdqMSSecret() string {
	return rnd(alnum, 3) + pick([]string{"7Q~", "8Q~"}) + rnd(alnum+"_.-~", 34)
}
func hdqDropbox() string { return "sl." + rnd(b64url, 130+rng.IntN(20)) }
func hdqAzureKey() string {
	return base64.StdEncoding.EncodeToString(hdqBytes(64))
}
func hdqB64(n int) string { return base64.StdEncoding.EncodeToString(hdqBytes(n)) }
func hdqTOTP() string {
	s := rnd(b32, pick([]int{16, 16, 32, 26}))
	if rng.IntN(3) == 0 {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			e := min(i+4, len(s))
			parts = append(parts, strings.ToLower(s[i:e]))
		}
		return strings.Join(parts, " ")
	}
	return s
}

// hdqJWT builds a signed-looking token with real base64url JSON header and claims.
func hdqJWT(iss string) string {
	enc := base64.RawURLEncoding
	alg := pick([]string{"RS256", "HS256", "ES256", "PS256"})
	h := fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, alg, rnd(alnum, 8+rng.IntN(12)))
	p := fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, iss, rnd(lower+digits, 12),
		1735000000+rng.IntN(40000000), 1775000000+rng.IntN(40000000), pick([]string{"filing.write", "documents.read", "matters.all", "api"}))
	sig := 43
	if alg == "RS256" || alg == "PS256" {
		sig = 342
	} else if alg == "ES256" {
		sig = 86
	}
	return enc.EncodeToString([]byte(h)) + "." + enc.EncodeToString([]byte(p)) + "." + rnd(b64url, sig)
}

// hdqDiscordToken: base64 of the bot's numeric id, a timestamp part and an HMAC part.
func hdqDiscordToken() string {
	id := hdqPIN(18 + rng.IntN(2))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38, 38}))
}

func hdqLicence() string {
	n := 4 + rng.IntN(3)
	w := 4 + rng.IntN(2)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", w)
	}
	return strings.Join(parts, "-")
}

// hdqPEM returns a private key block and its body (the lines between the markers).
func hdqPEM(kind string) (block, body string) {
	nb := map[string]int{"RSA PRIVATE KEY": 1190, "PRIVATE KEY": 1210, "EC PRIVATE KEY": 112, "OPENSSH PRIVATE KEY": 380}[kind]
	prefix := map[string]string{"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ",
		"EC PRIVATE KEY": "MHcCAQEEI", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}[kind]
	raw := prefix + hdqB64(nb)
	raw = strings.TrimRight(raw, "=")
	if len(raw)%4 != 0 {
		raw += strings.Repeat("=", 4-len(raw)%4)
	}
	width := 64
	if kind == "OPENSSH PRIVATE KEY" {
		width = 70
	}
	var lines []string
	for i := 0; i < len(raw); i += width {
		lines = append(lines, raw[i:min(i+width, len(raw))])
	}
	body = strings.Join(lines, "\n")
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

// hdqPubPEM is a public key or certificate block (not a secret).
func hdqPubPEM() string {
	kind := pick([]string{"PUBLIC KEY", "CERTIFICATE", "PUBLIC KEY"})
	raw := hdqB64(200 + rng.IntN(500))
	var lines []string
	for i := 0; i < len(raw); i += 64 {
		lines = append(lines, raw[i:min(i+64, len(raw))])
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
}

func hdqSession() (name, value string) {
	switch rng.IntN(5) {
	case 0:
		return "PHPSESSID", rnd(lower+digits, 26)
	case 1:
		return "ASP.NET_SessionId", rnd(lower+digits, 24)
	case 2:
		return ".AspNetCore.Session", "CfDJ8" + rnd(b64url, 120+rng.IntN(60))
	case 3:
		return "JSESSIONID", strings.ToUpper(rnd(hexs, 32))
	}
	return "connect.sid", "s%3A" + rnd(b64url, 32) + "." + rnd(b64url, 43)
}

func hdqRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(digits, 4) + "-" + rnd(digits, 4)
	case 1:
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	}
	return rnd(digits, 8)
}
