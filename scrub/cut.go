package scrub

import "strings"

// bodyLengths are vendors' token prefixes and the least length of what follows each: a token
// that stops short of it at a line's end was cut there, and the next line holds its rest.
var bodyLengths = []struct {
	prefix string
	n      int
}{
	{"github_pat_", 82}, {"ghp_", 36}, {"gho_", 36}, {"ghu_", 36}, {"ghs_", 36}, {"ghr_", 36},
	{"glpat-", 20}, {"glrt-", 20}, {"gldt-", 20}, {"glptt-", 40}, {"npm_", 36}, {"hf_", 34},
	{"dop_v1_", 64}, {"doo_v1_", 64}, {"shpat_", 32}, {"shpss_", 32}, {"shpca_", 32},
	{"sk_live_", 24}, {"rk_live_", 24}, {"sk_test_", 24}, {"whsec_", 32}, {"xoxb-", 40},
	{"xoxp-", 60}, {"xapp-", 60}, {"sk-ant-api03-", 90}, {"sk-proj-", 60}, {"AKIA", 16},
	{"ASIA", 16}, {"AIza", 35}, {"SG.", 66}, {"pypi-", 60}, {"lin_api_", 40}, {"ntn_", 40},
	{"pat-na1-", 36}, {"figd_", 40}, {"PMAK-", 59},
	{"xnd_production_", 56}, {"xnd_development_", 56}, {"ATATT3xFfGF0", 170}, {"1//0", 90}, {"APA91b", 130},
}

// cutShort: first starts with a vendor's prefix and stops short of its token's length.
func cutShort(first string) bool {
	for _, b := range bodyLengths {
		// At the piece's start, or after the colon of a key's parts (Firebase's AAAA…:APA91b…).
		if i := strings.Index(first, b.prefix); i == 0 || i > 0 && first[i-1] == ':' {
			return len(first)-i-len(b.prefix) < b.n
		}
	}
	return false
}

// restOfCut: v, alone on its line, reads as the rest of a token cut short: a token's letters,
// digits and symbols, and no word ("Next", "thanks").
func restOfCut(first, v string) bool {
	lv := strings.ToLower(v)
	return len(v) >= 4 && cutShort(first) && tokenAlphabet(v) &&
		!commonWords[lv] && !stopWords[lv] && !commonProse[lv] && !(isUpper(v[0]) && isLowerWord(v[1:])) && !isLowerWord(v)
}

// isLowerWord: lower-case letters only.
func isLowerWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) {
			return false
		}
	}
	return s != ""
}

// tokenAlphabet: letters, digits and base64's or base64url's symbols only.
func tokenAlphabet(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && !isDigit(s[i]) && strings.IndexByte("+/=_-", s[i]) < 0 {
			return false
		}
	}
	return true
}
