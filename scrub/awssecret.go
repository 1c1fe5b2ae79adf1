package scrub

import (
	"encoding/base64"
	"strings"
)

// bareAWSSecrets finds AWS secret access keys standing alone: exactly 40 base64 characters
// between non-base64 characters, mixed case with digits and random-looking. Git SHAs are
// lower-case hex and never qualify; longer base64 (images, certificates) is not 40 long.
func bareAWSSecrets(text string) []Span {
	var out []Span
	isB64 := func(c byte) bool {
		return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '/' || c == '+'
	}
	for i := 0; i < len(text); {
		if !isB64(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isB64(text[j]) {
			j++
		}
		// (A reCAPTCHA site key, public, is 6L and 38 characters.)
		// Nor is a run that goes on in base64url (a JWK's kid: 40 characters, "-", more).
		if j-i == 40 && (j == len(text) || text[j] != '=') && (i == 0 || text[i-1] != '_' && text[i-1] != '-') &&
			!(j+1 < len(text) && (text[j] == '_' || text[j] == '-') && isAlnum(text[j+1:j+2])) && !inURL(text, i) && !idWords[prevWord(asciiLower(text[max(0, i-24):i]), min(i, 24))] &&
			!strings.HasPrefix(text[i:j], "6L") && !blockTail(text, i) {
			if tok := text[i:j]; looksRandom(tok) && hasUpperLowerDigit(tok) && entropy(tok) >= 4.2 && !base64OfText(tok) {
				out = append(out, Span{Start: i, End: j, Rule: "aws-secret-key"})
			}
		}
		i = j
	}
	return out
}

// blockTail: the run at i opens a line under a full line of base64 (a PEM block's 64
// characters): the block's last line, which the block's own rule judges (a public key's is public).
func blockTail(text string, i int) bool {
	if i == 0 || text[i-1] != '\n' {
		return false
	}
	ps := strings.LastIndexByte(text[:i-1], '\n') + 1
	prev := strings.TrimRight(text[ps:i-1], "\r")
	return len(prev) >= 60 && strings.Trim(prev, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") == ""
}

// idWords name what follows as an identifier: "upload id q7oMe…", "request id …", "etag …".
var idWords = setOf(`id ids identifier uuid guid hash etag digest checksum nonce upload request trace span
	object commit revision build run job`)

// inURL reports whether offset i is past the scheme of a URL in the same word: a path such as
// …gazette.com/gcdn/presto/2019/07/16/PGRB/fa8d60a1 has AWS's length and alphabet. (A key in a
// URL's user info is the URI rule's.)
func inURL(text string, i int) bool {
	s := i
	for s > 0 && i-s < 256 && text[s-1] > ' ' && text[s-1] != '"' && text[s-1] != '\'' {
		s--
	}
	return strings.Contains(text[s:i], "://")
}

// base64OfText: v decodes to words, as a ConfigMap's binaryData or an encoded banner does
// ("YmFubmVyOiBhdXRob3JpemVk…" is "banner: authorized…"); a key decodes to random bytes.
func base64OfText(v string) bool {
	dec, err := base64.StdEncoding.DecodeString(v[:len(v)/4*4])
	if err != nil || len(dec) == 0 {
		return false
	}
	spaces := 0
	for _, c := range dec {
		if c < ' ' && c != '\n' && c != '\t' || c > '~' {
			return false
		}
		if c == ' ' {
			spaces++
		}
	}
	return spaces > 0 || dec[0] == '{' && dec[len(dec)-1] == '}' // JSON without blanks: {"ro":760065,…}
}

// basicLogins finds a Basic login written out as its base64, after the word "basic" on its line
// ("basic auth header SU5UX0VX…"): a token that decodes to user:password.
func basicLogins(text, lower string) []Span {
	var out []Span
	for off := 0; ; {
		b := strings.Index(lower[off:], "basic")
		if b < 0 {
			return out
		}
		b += off
		off = b + 5
		le := lineEnd(text, b)
		for p := off; p < le; {
			for p < le && !isB64Byte(text[p]) {
				p++
			}
			e := p
			for e < le && (isB64Byte(text[e]) || text[e] == '=') {
				e++
			}
			if v := text[p:e]; len(v) >= 12 && len(v)%4 == 0 && basicPair(v) {
				out = append(out, Span{Start: p, End: e, Rule: "basic-auth"})
			}
			p = e
		}
	}
}

func isB64Byte(c byte) bool { return isLetter(c) || isDigit(c) || c == '+' || c == '/' }

// basicPair: v is base64 of user:password, printable, without blanks.
func basicPair(v string) bool {
	dec, err := base64.StdEncoding.DecodeString(v)
	c := strings.IndexByte(string(dec), ':')
	if err != nil || c <= 0 || len(dec)-c-1 < 3 {
		return false
	}
	for _, ch := range dec {
		if ch <= ' ' || ch > '~' {
			return false
		}
	}
	return true
}
