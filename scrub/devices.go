package scrub

import (
	"regexp"
	"strings"
)

// deviceRules read the credentials in the configuration formats of devices and services,
// where a key's name alone says little: OpenWrt's wireless "option key", a Windows WLAN
// profile's keyMaterial, a Cisco SNMP community, Go's MySQL DSN, Docker's registry config in
// base64, and the token in a webhook's URL path. A service account's key id (below) is
// likewise told by the account named beside it.
var deviceRules = []rule{
	{
		// HPE's iLO ships with its Administrator password on the server's pull tag: eight
		// capitals and digits ("iLO Administrator (tag): 32O82MHL").
		id:       "password",
		keywords: []string{"administrator"},
		re:       regexp.MustCompile(`(?i:\bilo\b|\bhpe\b|\btag\b)[^\n]{0,40}?\bAdministrator\b[^\n:]{0,12}?[:\s]\s*([A-Z0-9]{8})\b`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !allDigits(s) && !commonProse[strings.ToLower(s)] }, // not DISABLED
	},
	{
		// BitLocker's recovery password: eight groups of six digits, on a line about recovery.
		id:       "recovery-code",
		keywords: []string{"bitlocker", "recovery", "wiederherstellung", "récupération", "recuperación", "recuperação", "herstel", "回復", "복구", "восстановлен"},
		re:       regexp.MustCompile(`\b\d{6}(?:-\d{6}){7}\b`),
	},
	{
		id:       "password",
		keywords: []string{"option key"},
		re:       regexp.MustCompile(`\boption\s+key\s+['"]?([^'"\s]{8,63})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !IsPlaceholder(s) && !isReference(s) },
	},
	{
		id:       "password",
		keywords: []string{"keymaterial"},
		re:       regexp.MustCompile(`<keyMaterial>([^<\n]{8,64})</keyMaterial>`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !IsPlaceholder(s) },
	},
	{
		// The well-known communities public and private are defaults, not secrets.
		id:       "snmp-community",
		keywords: []string{"community"},
		re:       regexp.MustCompile(`(?i)\bsnmp-server\s+community\s+(\S+)`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return !IsPlaceholder(s) && !strings.EqualFold(s, "public") && !strings.EqualFold(s, "private")
		},
	},
	{
		id:       "snmp-community",
		keywords: []string{"snmp"},
		re:       regexp.MustCompile(`\bsnmp(?:walk|get|bulkwalk|bulkget|set|table|trap)\b[^\n|;&]*?\s-c\s*(\S+)`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return !IsPlaceholder(s) && !strings.EqualFold(s, "public") && !strings.EqualFold(s, "private")
		},
	},
	{
		// user:password@tcp(host:port)/db, as go-sql-driver/mysql writes a DSN; the password may
		// hold an @ (the driver splits at the last).
		id:       "uri-credentials",
		keywords: []string{"@tcp(", "@unix("},
		re:       regexp.MustCompile(`[A-Za-z0-9_.-]{1,64}:([^\s"'/]{1,128}?)@(?:tcp|unix)\(`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !IsPlaceholder(s) && !isReference(s) },
	},
	{
		// {"auths": …} in base64: a registry's credentials, whatever key holds them.
		id:       "docker-config",
		keywords: []string{"eyjhdxrocyi6"},
		re:       regexp.MustCompile(`\beyJhdXRocyI6[A-Za-z0-9+/]{16,}={0,2}`),
	},
	{
		// The token in a webhook's path: /hooks/<token>, /integration/<key>/enqueue.
		id:       "webhook-token",
		keywords: []string{"/hooks/", "/webhook/", "/webhooks/", "/integration/", "/integrations/"},
		re:       regexp.MustCompile(`(?i)https?://[^\s/]+(?:/[^\s/]+)*?/(?:hooks|webhooks?|integrations?)/([A-Za-z0-9_-]{20,128})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return looksRandom(s) && !hexGroupsDashed(s) && !wordy(s) },
	},
	{
		// A one-time link's token in its path: /login/magic/<token>, /reset/<token>, /invite/<token>.
		id:       "login-link-token",
		keywords: []string{"/magic/", "/reset/", "/verify/", "/activate/", "/invite/", "/confirm/", "/signin/", "/sso/", "/magic-link/", "/passwordless/", "login/link/", "auth/link/", "signin/link/", "login/token/", "reset-password/", "password-reset/", "reset_password/"},
		// The token may follow the account's number: Shopify's /account/reset/<id>/<hex>-<time>.
		re:    regexp.MustCompile(`(?i)https?://[^\s/]+(?:/[^\s/]+)*?/(?:magic|reset|verify|activate|invite|confirm|signin|sso|magic-link|passwordless|login/link|auth/link|signin/link|login/token|reset-password|password-reset|reset_password)/(?:[0-9]{1,20}/)?([A-Za-z0-9_-]{24,200})`),
		group: 1,
		accept: func(s string, _ []string) bool {
			return (hasUpperLowerDigit(s) && entropy(s) >= 4.0 || hexToken(s)) && !hexGroupsDashed(s)
		},
	},
	{
		// Windows' autologon in the registry: reg add … /v DefaultPassword … /d <password>.
		id:       "password",
		keywords: []string{"defaultpassword", "autologon"},
		re:       regexp.MustCompile(`(?i)\breg(?:\.exe)?\s+add\b[^\n]*?/v\s+"?\w*Password"?[^\n]*?\s/d\s+"?([^\s"]{3,128})`),
		group:    1,
	},
}

// serviceAccountKeyIDs finds a service account key's 40-hex id where the text names the service
// account (…iam.gserviceaccount.com) or Google's library reports its key refused: after "key id"
// or in a KEY_ID column, it stands beside the key it names and is redacted with it (as
// "private_key_id" is).
func serviceAccountKeyIDs(text, lower string, h *hits) []Span {
	out := keyIDLines(text, lower, h)
	if !strings.Contains(lower, "gserviceaccount.com") && !strings.Contains(lower, "service account") && !strings.Contains(lower, "google.auth") {
		return out
	}
	for off := 0; off < len(lower); {
		i := strings.Index(lower[off:], "key")
		if i < 0 {
			break
		}
		i += off
		off = i + 3
		if !strings.HasPrefix(lower[i+3:], " id") && !strings.HasPrefix(lower[i+3:], "_id") &&
			!(i+44 <= len(lower) && lower[i+3] == ' ' && allHex(lower[i+4:i+44])) {
			continue // "key id …", "KEY_ID" over a column, or "Key 6ed3…" itself
		}
		// The id follows on the line, or heads a column whose rows hold it.
		out = append(out, hexIDs(text, lower, i, min(len(text), i+600))...)
	}
	return out
}

// hexIDs returns the runs of 40 hex digits that start in [from, to), stand apart from word bytes
// and hold a lower-case a-f, as a key id is written.
func hexIDs(text, lower string, from, to int) []Span {
	var out []Span
	for p := from; p < to; p++ {
		if !isHexLower(lower[p]) || p > 0 && isWordByte(text[p-1]) {
			continue
		}
		e := p
		for e < len(text) && isHexLower(lower[e]) {
			e++
		}
		if e-p == 40 && (e == len(text) || !isWordByte(text[e])) && strings.ContainsAny(text[p:e], "abcdef") &&
			!containsAny(lower[max(0, p-16):p], hashNames) { // a PGP key's fingerprint, a file's sha1
			out = append(out, Span{Start: p, End: e, Rule: "secret-assignment"})
		}
		p = e
	}
	return out
}

// serviceAccountWords name a service account, or its key's id field, in prose of many languages.
var serviceAccountWords = []string{"private_key_id", "service account", "サービスアカウント", "서비스 계정",
	"servis hesab", "conta de serviço", "cuenta de servicio", "compte de service", "dienstkonto", "konto usługi",
	"konta usługi", "сервисн", "служебн", "服务账号", "服务帐号", "服務帳戶", "account di servizio", "servisní účet",
	"serviceaccount", "tài khoản dịch vụ", "akun layanan", "sa key", "firebase admin", "key id", "key_id", "keyid"}

// serviceAccountCues near a key id say whose key it is.
var serviceAccountCues = []string{" sa ", "sa key", "service account", "service_account", "gserviceaccount", "private_key_id", "secret manager",
	"service-account", "firebase"}

var serviceAccountIDs = patternIDs(serviceAccountWords)

// revisionWords name a version control system's hash: commit 6713d9ce….
var revisionWords = setOf(`commit sha sha1 revision rev merge`)

// keyIDLines finds 40-hex ids on the lines that name a service account or its key's id field:
// "servis hesabı anahtar kimliği: 57af…", "private_key_id サービスアカウント：5fb0…".
func keyIDLines(text, lower string, h *hits) []Span {
	if !h.any(serviceAccountIDs) {
		return nil
	}
	var out []Span
	for _, w := range serviceAccountWords {
		for off := 0; ; {
			i := strings.Index(lower[off:], w)
			if i < 0 {
				break
			}
			i += off
			ls, le := strings.LastIndexByte(text[:i], '\n')+1, lineEnd(text, i)
			off = le
			if w == "key id" || w == "key_id" || w == "keyid" {
				// A key id alone is a service account's only beside one (a JWK's is public).
				near := lower[max(0, ls-200):min(len(lower), le+200)]
				if !containsAny(near, serviceAccountCues) {
					continue
				}
			}
			if w == "private_key_id" && le < len(text) && len(hexIDs(text, lower, ls, le)) == 0 {
				le = lineEnd(text, le+1) // jq .private_key_id key.json, and its output below
			}
			for _, sp := range hexIDs(text, lower, ls, le) {
				// A lower-case id, not a hash's upper case; nor a commit named as one.
				if !strings.ContainsAny(text[sp.Start:sp.End], "ABCDEF") && !revisionWords[prevWord(lower, sp.Start)] &&
					!commitBefore(text[max(0, sp.Start-12):sp.Start]) {
					out = append(out, sp)
				}
			}
		}
	}
	return out
}

// hashNames call a run of hex a digest, not a key's id.
var hashNames = []string{"fingerprint", "sha1", "sha-1", "sha256", "checksum", "digest", "hash", "commit"}
