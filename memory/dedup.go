package memory

import (
	"strings"
	"unicode"
)

// DefaultDedupThreshold is the recallHint overlap at or above which a save updates an existing
// memory in place instead of adding one.
//
// The measure is the Jaccard index of the two hints' token sets: |A ∩ B| / |A ∪ B|, where a
// token is a lower-cased run of letters and digits, English stop words are dropped, and a
// trailing plural "s" is folded ("tabs" = "tab"). 0.7 merges rewordings that keep the subject
// ("user prefers tabs over spaces" / "the user prefers tabs instead of spaces": 0.8) and keeps
// apart hints that share a frame but differ in their subject ("deploy steps for billing service"
// / "deploy steps for auth service": 0.6). See dedup_test.go for the table it is held to.
const DefaultDedupThreshold = 0.7

// hintTokens returns the normalized token set of a recallHint.
func hintTokens(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range contentWords(s) {
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			w = w[:len(w)-1]
		}
		out[w] = true
	}
	return out
}

// contentWords returns the lower-cased words of s that are not stop words.
func contentWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if !stopWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// hintOverlap is the Jaccard index of two hints' token sets (0 when either is empty).
func hintOverlap(a, b string) float64 {
	ta, tb := hintTokens(a), hintTokens(b)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	inter := 0
	for t := range ta {
		if tb[t] {
			inter++
		}
	}
	return float64(inter) / float64(len(ta)+len(tb)-inter)
}

// orQuery turns free text into a PostgreSQL OR tsquery ("a | b | c") of its words. Only letters
// and digits survive, so nothing in s can change the query's syntax. An AND query would be
// nearly useless for natural-language questions.
func orQuery(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	seen := map[string]bool{}
	var out []string
	for _, w := range words {
		w = strings.ToLower(w)
		if seen[w] || len(w) > 100 {
			continue
		}
		seen[w] = true
		out = append(out, w)
		if len(out) == 64 {
			break
		}
	}
	return strings.Join(out, " | ")
}

// stopWords is the English stop word list PostgreSQL's english configuration uses (snowball).
var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`i me my myself we our ours ourselves you your yours yourself
		yourselves he him his himself she her hers herself it its itself they them their theirs
		themselves what which who whom this that these those am is are was were be been being have
		has had having do does did doing a an the and but if or because as until while of at by for
		with about against between into through during before after above below to from up down in
		out on off over under again further then once here there when where why how all any both
		each few more most other some such no nor not only own same so than too very s t can will
		just don should now instead`) {
		stopWords[w] = true
	}
}
