package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for heldout-u: real formats, random fillings.

func uSnowflake() string { return fmt.Sprint(uN(1, 9)) + uR(digits, uN(16, 18)) }

// uDiscordTok is a Discord bot token: the bot's user id in base64 (so it starts with M, N or O),
// a dot, six characters, a dot, and the HMAC part.
func uDiscordTok() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(uSnowflake()))
	return id + "." + "G" + uR(b64url, 5) + "." + uR(b64url, uP(27, 38))
}

func uAKIA() string    { return "AKIA" + uR(uAWS32, 16) }
func uASIA() string    { return "ASIA" + uR(uAWS32, 16) }
func uAWSSec() string  { return uR(uB64, 40) }
func uAWSSess() string { return "IQoJb3JpZ2luX2Vj" + uR(uB64, uN(180, 260)) }
func uAIza() string    { return "AIza" + uR(b64url, 35) }
func uGOCSPX() string  { return "GOCSPX-" + uR(b64url, 28) }
func uYa29() string    { return "ya29.a0" + uR(b64url, uN(120, 170)) }
func uAzKey() string   { return uR(uB64, 86) + "==" }
func uAzSecret() string {
	return uR(alnum, 3) + uR(digits, 1) + "Q~" + uR(alnum+"_.~-", 34)
}
func uAzSAS() string { return uR(alnum, uN(40, 44)) + "%3D" }
func uADOPat() string {
	return uR(uLowD, 52)
}

func uGHP() string { return uP("ghp_", "gho_", "ghu_", "ghs_") + uR(alnum, 36) }
func uGHFine() string {
	return "github_pat_11" + uR(uUpD, 20) + "_" + uR(alnum, 59)
}
func uGLPat() string { return uP("glpat-", "glpat-", "gldt-", "glrt-") + uR(b64url, 20) }
func uBBApp() string { return "ATBB" + uR(alnum, 32) }

func uSlackBot() string {
	return "xoxb-" + uR(digits, uN(11, 13)) + "-" + uR(digits, 13) + "-" + uR(alnum, 24)
}
func uSlackUser() string {
	return "xoxp-" + uR(digits, 12) + "-" + uR(digits, 12) + "-" + uR(digits, 13) + "-" + uHex(32)
}
func uSlackApp() string {
	return "xapp-1-A" + uR(uUpD, 10) + "-" + uR(digits, 13) + "-" + uHex(64)
}
func uSlackHook() (url, secret string) {
	secret = uR(alnum, 24)
	return "https://hooks.slack.com/services/T" + uR(uUpD, uN(8, 10)) + "/B" + uR(uUpD, uN(8, 10)) + "/" + secret, secret
}
func uTelegram() string {
	return fmt.Sprint(uN(1, 7)) + uR(digits, uN(8, 9)) + ":AA" + uR(b64url, 33)
}
func uDiscordHook() (url, secret string) {
	secret = uR(b64url, 68)
	return "https://" + uP("discord.com", "discordapp.com", "ptb.discord.com") + "/api/webhooks/" + uSnowflake() + "/" + secret, secret
}

func uStripeSK() string {
	if uCoin() {
		return uP("sk_live_", "rk_live_") + uR(alnum, 24)
	}
	return uP("sk_live_51", "rk_live_51") + uR(alnum, 97)
}
func uWhsec() string { return "whsec_" + uR(alnum, 32) }

func uJWT() string {
	h := uP(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+uR(alnum, 12)+`"}`, `{"typ":"JWT","alg":"ES256"}`)
	p := uP(
		fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, uN(1000, 99999), uTitle(uName()), uN(1700000000, 1760000000), uN(1760000000, 1800000000)),
		fmt.Sprintf(`{"iss":"https://auth.%s.example","aud":"api","scope":"read write","sub":"%s","exp":%d}`, uL(uWords), uUUID(), uN(1760000000, 1800000000)),
		fmt.Sprintf(`{"role":"service_role","iss":"supabase","ref":"%s","iat":%d}`, uR(lower, 20), uN(1700000000, 1760000000)),
		fmt.Sprintf(`{"user_id":%d,"email":"%s@corp.example","is_admin":true}`, uN(1, 5000), uName()))
	enc := base64.RawURLEncoding
	sig := uR(b64url, 43)
	if strings.Contains(h, "RS256") {
		sig = uR(b64url, 342)
	} else if strings.Contains(h, "ES256") {
		sig = uR(b64url, 86)
	}
	return enc.EncodeToString([]byte(h)) + "." + enc.EncodeToString([]byte(p)) + "." + sig
}

// uPEM returns a private key block and its body lines (the parts to label).
func uPEM() (string, []string) {
	var head, prefix string
	var n int
	switch rng.IntN(4) {
	case 0:
		head, prefix, n = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", uN(10, 25)
	case 1:
		head, prefix, n = "EC PRIVATE KEY", "MHcCAQEEI", 3
	case 2:
		head, prefix, n = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", uN(8, 26)
	default:
		head, prefix, n = "ENCRYPTED PRIVATE KEY", "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI", uN(6, 12)
	}
	body := prefix + uR(uB64, 64*n-len(prefix)-uN(4, 30))
	if n > 3 {
		body += "=="
	}
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	if len(body) >= 8 {
		lines = append(lines, body)
	} else {
		lines[len(lines)-1] += body
	}
	return "-----BEGIN " + head + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + head + "-----", lines
}

// uOpenSSH returns an OpenSSH private key and its random lines (the first line is the same in
// every unencrypted key, so it is not labelled).
func uOpenSSH() (string, []string) {
	first := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
	rest := "QyNTUxOQAAACD" + uR(uB64, 70*3+uN(10, 40)-13)
	var lines []string
	for len(rest) > 70 {
		lines = append(lines, rest[:70])
		rest = rest[70:]
	}
	lines = append(lines, rest)
	return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + first + "\n" + strings.Join(lines, "\n") + "\n-----END OPENSSH PRIVATE KEY-----", lines
}

// uVendor is a SaaS key: the vendor, its usual variable name, a value.
type uVendor struct{ name, env, val string }

func uVendorKey() uVendor {
	switch rng.IntN(40) {
	case 0:
		return uVendor{"OpenAI", "OPENAI_API_KEY", "sk-proj-" + uR(b64url, 74) + "T3BlbkFJ" + uR(b64url, 74)}
	case 1:
		return uVendor{"Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + uR(b64url, 93) + "AA"}
	case 2:
		return uVendor{"Hugging Face", "HF_TOKEN", "hf_" + uR(upper+lower, 34)}
	case 3:
		return uVendor{"SendGrid", "SENDGRID_API_KEY", "SG." + uR(b64url, 22) + "." + uR(b64url, 43)}
	case 4:
		return uVendor{"Mailgun", "MAILGUN_API_KEY", "key-" + uHex(32)}
	case 5:
		return uVendor{"Mailchimp", "MAILCHIMP_API_KEY", uHex(32) + "-us" + fmt.Sprint(uN(1, 21))}
	case 6:
		return uVendor{"Twilio", "TWILIO_AUTH_TOKEN", uHex(32)}
	case 7:
		return uVendor{"Datadog", "DD_API_KEY", uHex(32)}
	case 8:
		return uVendor{"Datadog", "DD_APP_KEY", uHex(40)}
	case 9:
		return uVendor{"New Relic", "NEW_RELIC_API_KEY", "NRAK-" + uR(uUpD, 27)}
	case 10:
		return uVendor{"Shopify", "SHOPIFY_ACCESS_TOKEN", "shpat_" + uHex(32)}
	case 11:
		return uVendor{"DigitalOcean", "DIGITALOCEAN_TOKEN", "dop_v1_" + uHex(64)}
	case 12:
		return uVendor{"Vault", "VAULT_TOKEN", "hvs." + uR(b64url, uP(24, 91))}
	case 13:
		return uVendor{"Doppler", "DOPPLER_TOKEN", "dp.st.prd." + uR(alnum, 43)}
	case 14:
		return uVendor{"Linear", "LINEAR_API_KEY", "lin_api_" + uR(alnum, 40)}
	case 15:
		return uVendor{"Notion", "NOTION_TOKEN", uP("ntn_"+uR(alnum, 46), "secret_"+uR(alnum, 43))}
	case 16:
		return uVendor{"Postman", "POSTMAN_API_KEY", "PMAK-" + uHex(24) + "-" + uHex(34)}
	case 17:
		return uVendor{"Grafana", "GRAFANA_TOKEN", "glsa_" + uR(alnum, 32) + "_" + uHex(8)}
	case 18:
		return uVendor{"Terraform Cloud", "TFE_TOKEN", uR(alnum, 14) + ".atlasv1." + uR(alnum, 67)}
	case 19:
		return uVendor{"Pulumi", "PULUMI_ACCESS_TOKEN", "pul-" + uHex(40)}
	case 20:
		return uVendor{"Cloudflare", "CLOUDFLARE_API_TOKEN", uR(b64url, 40)}
	case 21:
		return uVendor{"Mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1IjoiI" + uR(alnum, 30) + "." + uR(b64url, 22)}
	case 22:
		return uVendor{"Okta", "OKTA_API_TOKEN", "00" + uR(b64url, 40)}
	case 23:
		return uVendor{"Docker Hub", "DOCKERHUB_TOKEN", "dckr_pat_" + uR(b64url, 27)}
	case 24:
		return uVendor{"npm", "NPM_TOKEN", "npm_" + uR(alnum, 36)}
	case 25:
		return uVendor{"PyPI", "PYPI_API_TOKEN", "pypi-AgEIcHlwaS5vcmcCJ" + uR(b64url, uN(100, 140))}
	case 26:
		return uVendor{"Figma", "FIGMA_TOKEN", "figd_" + uR(b64url, 40)}
	case 27:
		return uVendor{"Airtable", "AIRTABLE_TOKEN", "pat" + uR(alnum, 14) + "." + uHex(64)}
	case 28:
		return uVendor{"Atlassian", "JIRA_API_TOKEN", "ATATT3xFfGF0" + uR(b64url, 170) + "=" + uR("0123456789ABCDEF", 8)}
	case 29:
		return uVendor{"Sentry", "SENTRY_AUTH_TOKEN", "sntryu_" + uHex(64)}
	case 30:
		return uVendor{"Supabase", "SUPABASE_ACCESS_TOKEN", "sbp_" + uHex(40)}
	case 31:
		return uVendor{"Netlify", "NETLIFY_AUTH_TOKEN", "nfp_" + uR(alnum, 36)}
	case 32:
		return uVendor{"age", "SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + uR(uBech, 58)}
	case 33:
		return uVendor{"Algolia", "ALGOLIA_ADMIN_KEY", uHex(32)}
	case 34:
		return uVendor{"Databricks", "DATABRICKS_TOKEN", "dapi" + uHex(32)}
	case 35:
		return uVendor{"Replicate", "REPLICATE_API_TOKEN", "r8_" + uR(alnum, 37)}
	case 36:
		return uVendor{"Groq", "GROQ_API_KEY", "gsk_" + uR(alnum, 52)}
	case 37:
		return uVendor{"Buildkite", "BUILDKITE_API_TOKEN", "bkua_" + uHex(40)}
	case 38:
		return uVendor{"Resend", "RESEND_API_KEY", "re_" + uR(alnum, 8) + "_" + uR(alnum, 24)}
	default:
		return uVendor{"LaunchDarkly", "LD_SDK_KEY", "sdk-" + uUUID()}
	}
}

// uAnyToken is any long machine token, for places where the family does not matter.
func uAnyToken() string {
	switch rng.IntN(8) {
	case 0:
		return uGHP()
	case 1:
		return uGLPat()
	case 2:
		return uSlackBot()
	case 3:
		return uStripeSK()
	case 4:
		return uAzSecret()
	case 5:
		return uAIza()
	default:
		return uVendorKey().val
	}
}

// uSplit cuts a long token in two, both halves long enough to matter.
func uSplit(tok string) (string, string) {
	lo, hi := 10, len(tok)-12
	if hi < lo {
		hi = lo
	}
	i := uN(lo, hi)
	return tok[:i], tok[i:]
}

func uB64s(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func uTOTPSeed() string { return uR(uAWS32, uP(16, 32)) }

func uGroup(s string, n int, sep string) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	return strings.Join(append(parts, s), sep)
}
