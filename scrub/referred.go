package scrub

import "strings"

// Tokens pasted on lines of their own and named only on the line after them, as chat and mail
// quote a key that wrapped:
//
//	> QKmKVZ24SMsuK3ObbVwDouXyVynsIyDMxDzlX
//	> NI55L4uRgLf1dE5Q7M43P33IegC
//	that's the WeatherLink API secret from the old laptop
//
// No word stands before the pieces, so no other rule reads them; the line after refers back
// to them ("that's", "^") and says what they are.

// maxReferredLines bounds the lines of tokens one remark may refer back to.
const maxReferredLines = 4

// referringIDs open a remark about the lines above it.
var referringIDs = patternIDs([]string{"that's", "thats", "that is", "this is", "these are", "those are", "^", "it's the", "its the", "sorry"})

// referredNouns make such a remark one about a secret, or about a secret cut into pieces.
var referredNouns = []string{"key", "token", "secret", "password", "passphrase", "credential", "creds", "vault", "revoked",
	"half", "second line", "the rest", "wrapped", "cut it", "join"}

// referredTokens finds the blocks of lone random tokens that the next line names as a secret.
// It looks from each remark up, so a text without one costs only the search for its words.
func referredTokens(text, lower string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(referringIDs, nil) {
		i := int(pos)
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		if ls == 0 || skipBlanks(text, speakerEnd(text, skipLineMarks(text, ls))) != i || !containsAny(lower[i:lineEnd(lower, i)], referredNouns) {
			continue
		}
		for n := 0; n < maxReferredLines && ls > 0; n++ {
			ls = strings.LastIndexByte(text[:ls-1], '\n') + 1
			s, e, ok := pieceLine(text, ls)
			if !ok {
				break
			}
			out = append(out, Span{Start: s, End: e, Rule: "split-secret"})
		}
	}
	return out
}

// pieceLine returns the one token on the line at ls, past quote marks, a timestamp and a
// speaker, when it reads as a piece of a random key: 16 characters or more of a key's
// alphabet with upper and lower case and digits, or 20 or more with letters and digits.
func pieceLine(text string, ls int) (int, int, bool) {
	q := skipLineMarks(text, ls)
	q = skipBlanks(text, speakerEnd(text, q))
	le := lineEnd(text, ls)
	e := q
	for e < le && (isB64URL(text[e]) || strings.IndexByte("+/=.", text[e]) >= 0) {
		e++
	}
	if e-q < 16 || strings.TrimSpace(text[e:le]) != "" {
		return 0, 0, false
	}
	v := text[q:e]
	if !hasUpperLowerDigit(v) && !(len(v) >= 20 && hasLetterAndDigit(v)) || structured(v) {
		return 0, 0, false
	}
	return q, e, true
}
