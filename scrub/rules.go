package scrub

import (
	"regexp"
	"strings"
	"unicode"
)

// ownRules closes gitleaks' known gaps: credentials in URIs, passwords stated in prose, private
// key blocks (also truncated ones), JWTs, Authorization headers and recall's own tokens.
type ownRules struct{}

type rule struct {
	id    string
	re    *regexp.Regexp
	group int // the capture group that is the secret; 0 for the whole match
	// accept, when set, vets the secret (and the whole match) to drop look-alikes.
	accept func(secret string, m []string) bool
}

var rules = []rule{
	{
		id: "private-key",
		re: regexp.MustCompile(`-----BEGIN[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----[\s\S]*?-----END[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----`),
	},
	{
		// A key block pasted without its END line: the BEGIN line and the base64 lines after it.
		id: "private-key",
		re: regexp.MustCompile(`-----BEGIN[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----(?:\r?\n[A-Za-z0-9+/=:, -]{0,100})*`),
	},
	{
		id:    "uri-credentials",
		re:    regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/?#@\[\]"'<>]{1,128}:([^\s@/?#"'<>]{1,256})@[A-Za-z0-9\[]`),
		group: 1,
	},
	{
		id: "jwt",
		re: regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`),
	},
	{
		id:    "authorization-header",
		re:    regexp.MustCompile(`(?i)\bauthorization["']?\s*[:=]\s*["']?(?:bearer|basic|token|digest|apikey)?\s*([A-Za-z0-9._~+/-]{8,}=*)`),
		group: 1,
	},
	{
		// "Bearer <token>" outside a header: the token must look like one, not like prose.
		id:     "bearer-token",
		re:     regexp.MustCompile(`\b(?:[Bb]earer|BEARER|[Bb]asic|BASIC)\s+([A-Za-z0-9._~+/-]{16,}=*)`),
		group:  1,
		accept: func(s string, _ []string) bool { return looksRandom(s) },
	},
	{
		id:    "recall-token",
		re:    regexp.MustCompile(`\brcl_[A-Za-z0-9_-]{43}\b`),
		group: 0,
	},
	{
		// key = value and key: value: the value is a secret whatever it looks like.
		id:     "password",
		re:     regexp.MustCompile(`(?i)\b(?:password|passwd|passphrase|pwd|pw|pass ?code|pin ?code|db_pass|passwort|mot de passe)["']?\s*(?::=|=>|[:=])\s*["'\x60]?([^\s"'\x60,;]{3,128})`),
		group:  1,
		accept: func(s string, _ []string) bool { return !isCommonWord(s) },
	},
	{
		// "my password for the staging db is S3cret!": prose, so the value must look like a
		// password (a digit, a symbol, or mixed case), not like an English word.
		id:     "password",
		re:     regexp.MustCompile(`(?i)\b(?:password|passwd|passphrase|pwd|pw|pass ?code|pin)(?:\s+[\w.@/-]+){0,4}?\s+(?:is|was|=|:|to|as)\s+["'\x60]?([^\s"'\x60,;]{3,128})`),
		group:  1,
		accept: func(s string, _ []string) bool { return looksLikePassword(s) },
	},
}

func (ownRules) Find(text string) []Span {
	var out []Span
	for _, r := range rules {
		for _, idx := range r.re.FindAllStringSubmatchIndex(text, -1) {
			start, end := idx[2*r.group], idx[2*r.group+1]
			if start < 0 {
				continue
			}
			secret := strings.TrimRight(text[start:end], ".)")
			end = start + len(secret)
			if r.accept != nil && !r.accept(secret, nil) {
				continue
			}
			out = append(out, Span{Start: start, End: end, Rule: r.id})
		}
	}
	return out
}

// looksLikePassword accepts a value stated in prose when it has a digit, a symbol or mixed case.
func looksLikePassword(s string) bool {
	if strings.HasPrefix(s, markerPrefix) || isCommonWord(s) {
		return false
	}
	var lower, digit, symbol bool
	upper := 0
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper++
		case unicode.IsDigit(r):
			digit = true
		default:
			symbol = true
		}
	}
	// "Kubernetes" is a capitalised word; "hUnter" or "CorrectHorse" is mixed case.
	mixed := lower && (upper > 1 || upper == 1 && !unicode.IsUpper(rune(s[0])))
	return digit || symbol || mixed
}

// looksRandom accepts a token-like string: long, with digits or mixed case.
func looksRandom(s string) bool {
	var lower, upper, digit int
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r):
			upper++
		case unicode.IsDigit(r):
			digit++
		}
	}
	return digit > 0 && (lower > 0 || upper > 0) || lower > 0 && upper > 1
}

var commonWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the a an is was are be been in on of for to and or not no yes
		set unset stored kept saved rotated required optional missing empty blank hidden masked
		wrong incorrect correct invalid valid expired changed reset same different unknown none
		null nil true false here there below above same this that it its your my our their
		protected encrypted hashed managed needed used given sent shown listed defined configured
		field fields column value values variable env environment file vault manager policy
		length strength complexity prompt dialog form reset-flow`) {
		commonWords[w] = true
	}
}

func isCommonWord(s string) bool { return commonWords[strings.ToLower(s)] }
