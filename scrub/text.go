package scrub

import "strings"

// Byte and string helpers the rules share: hex runs, ASCII lower case, sets of substrings.

// hexGroups: one to four hex digits between colons, and nothing else.
func hexGroups(s string) bool {
	for g := range strings.SplitSeq(s, ":") {
		if len(g) == 0 || len(g) > 4 || !allHex(g) {
			return false
		}
	}
	return true
}

func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; !isDigit(s[i]) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// asciiLower lower-cases ASCII letters only, so every offset in it is an offset in s
// (strings.ToLower changes lengths: invalid UTF-8 becomes U+FFFD, "İ" becomes two runes).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = lowerTable[c]
	}
	return string(b)
}

// lowerTable maps each byte to its ASCII lower case: a lookup does not mispredict a branch on
// every capital letter, as a test of the byte does.
var lowerTable = func() (t [256]byte) {
	for i := range t {
		t[i] = byte(i)
		if i >= 'A' && i <= 'Z' {
			t[i] = byte(i) + 'a' - 'A'
		}
	}
	return t
}()

func containsAny(s string, subs []string) bool {
	if len(subs) == 0 {
		return true
	}
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// hexGroupsDashed: groups of hex digits joined by dashes, as UUIDs and request ids are.
func hexGroupsDashed(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) < 3 {
		return false
	}
	for _, g := range groups {
		if g == "" || !allHex(g) {
			return false
		}
	}
	return true
}
