package scrub

import (
	"regexp"
	"strings"
)

// Secrets split over labelled lines, because a chat limit or a scanner made someone paste
// them in pieces:
//
//	part 1: ghp_Zq8Kx2Lm9Pw4Rt7Y        token (1/2): 9f8e7d6c5b4a
//	part 2: v1Bn5Cs3Df6Gh0Jk1234        token (2/2): 3f2e1d0c9b8a
//
// No piece is recognisable by its format, and the key that names it, if any, stands apart
// from it. A value labelled as a part is redacted when it looks like a piece of a secret: any
// password-like string when the text names a credential, a long random one when it does not.

// partLabel is the label of a piece: part 1, pt2, Part B, part one, 1st half, (1/2), [2/2].
const partLabel = `(?:\bpart\s*(?:#?[0-9]{1,2}\b|one\b|two\b|three\b|four\b|[a-d]\b|i{1,3}\b)|\bpt\.?\s*[0-9]\b|` +
	`\b(?:1st|2nd|3rd|4th|first|second|third|fourth|last|other|remaining|next)\s+(?:half|part|piece|bit|chunk)\b|` +
	`\b(?:half|piece|chunk|segment)\s*#?[0-9]\b|[\[(][0-9]\s*(?:/|of)\s*[0-9][\])])`

// splitLabelled: a label, a few words that name what it is a part of ("of the api key"), a
// separator, and the value; or a label right before the value ("pt1 abc…", "[1/2] abc…").
var splitLabelled = regexp.MustCompile(`(?i)` + partLabel + `(?:\s*(?:/|of)\s*[0-9]{1,2}\b)?` +
	`(?:[^\n:=]{0,40}?(?:\s*[:=]|\s+[-–—]|\s+is)|[)\]]?)[ \t]*["'\x60]?([^\s"'\x60]{3,256})`)

var splitLabelledPlan = planFor(splitLabelled, false)

// splitTrailing: the value first, its label after it: "abc… (part 1)". A match stands on one
// line, which holds one of trailingLabels.
var splitTrailing = regexp.MustCompile(`(?im)^[ \t>*-]*["'\x60]?([^\s"'\x60]{3,256})["'\x60]?[ \t]+[(\[](?:part|pt\.?)[ \t]*(?:[0-9]|one|two)[^)\]\n]{0,10}[)\]]`)

var trailingLabels = patternIDs([]string{"(part", "[part", "(pt", "[pt"})

// hasPartLabel is a cheap look for a part label before the expressions run: "part" or "pt"
// followed by a number or a letter, a word for a piece, or a "/2" after a digit. Prose says
// "part of" and "script" often; it rarely says "part 2".
func hasPartLabel(lower string, h *hits) bool {
	for j, kw := range partLabelWords {
		for _, pos := range h.of(partLabelIDs[j]) {
			i := int(pos)
			off := i + len(kw)
			switch kw {
			case "/2", "/3", "of 2", "of 3":
				if i > 0 && isDigit(lower[i-1]) || kw[0] == 'o' {
					return true
				}
			case "part", "pt":
				if i > 0 && (isLetter(lower[i-1]) || isDigit(lower[i-1]) || strings.IndexByte("+/=_-", lower[i-1]) >= 0) {
					continue // inside a word or a run of base64 (…/K7XncU…PT3…)
				}
				q := off
				for q < len(lower) && (lower[q] == ' ' || lower[q] == '.' || lower[q] == '#') {
					q++
				}
				if q < len(lower) && (isDigit(lower[q]) || q+1 < len(lower) && lower[q] >= 'a' && lower[q] <= 'd' && !isLetter(lower[q+1])) {
					return true
				}
				for _, w := range []string{"one", "two", "three", "four", "i "} {
					if strings.HasPrefix(lower[q:], w) {
						return true
					}
				}
			default:
				if i == 0 || !isLetter(lower[i-1]) {
					return true
				}
			}
		}
	}
	return false
}

// partLabelWords are what hasPartLabel looks at, found by the automaton's one pass.
var partLabelWords = []string{"part", "pt", "half", "piece", "chunk", "segment", "/2", "/3", "of 2", "of 3"}

var partLabelIDs = patternIDs(partLabelWords)

// linesHolding returns the bounds of the lines that hold one of the patterns, in order.
func linesHolding(text string, h *hits, ids []int) [][2]int {
	var out [][2]int
	for _, pos := range h.merged(ids, nil) {
		p := int(pos)
		if len(out) > 0 && p < out[len(out)-1][1] {
			continue
		}
		ls := strings.LastIndexByte(text[:p], '\n') + 1
		le := strings.IndexByte(text[p:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += p
		}
		out = append(out, [2]int{ls, le})
	}
	return out
}

// digestWords name a file's digest, which is published to be compared.
var digestWords = patternIDs([]string{"sha256", "sha-256", "sha1", "sha512", "md5", "checksum", "digest"})

// splitParts finds the labelled pieces of a split secret.
func splitParts(text, lower string, h *hits, whole bool) []Span {
	if !hasPartLabel(lower, h) || h.any(digestWords) && !containsAny(lower, splitCredWords) {
		return nil // a checksum in halves: "sha256, first half: …"
	}
	var found []Span
	add := func(m []int) {
		v := strings.TrimRight(text[m[2]:m[3]], ".,;:)]!?")
		found = append(found, Span{Start: m[2], End: m[2] + len(v), Rule: "secret-part"})
	}
	for _, m := range splitLabelledPlan.all(text, h, whole) {
		add(m)
	}
	for _, ln := range linesHolding(text, h, trailingLabels) {
		for _, m := range splitTrailing.FindAllStringSubmatchIndex(text[ln[0]:ln[1]], -1) {
			for i := range m {
				m[i] += ln[0]
			}
			add(m)
		}
	}
	// Two labelled pieces are evidence of a split secret as good as a credential word.
	cred := len(found) >= 2 || containsAny(lower, splitCredWords)
	var out []Span
	for _, sp := range found {
		if isSecretPiece(text[sp.Start:sp.End], cred) {
			out = append(out, sp)
		}
	}
	// One piece that reads as a secret makes the others its pieces, whatever their shape: a
	// secret cut in two leaves a word ("Winter") or a stub ("7EUqL") on one side.
	if len(out) > 0 && len(out) < len(found) {
		for _, sp := range found {
			if v := text[sp.Start:sp.End]; !overlapsAny(out, sp.Start, sp.End) && !IsPlaceholder(v) && !isReference(v) && !strings.HasPrefix(v, markerPrefix) {
				out = append(out, sp)
			}
		}
	}
	return out
}

// splitCredWords name a credential somewhere in the text.
var splitCredWords = []string{"pass", "pw", "secret", "token", "key", "cred", "pat", "auth", "login", "api"}

// isSecretPiece vets a labelled value: not a word, path, version, date, number or reference.
func isSecretPiece(v string, cred bool) bool {
	if len(v) < 6 || IsPlaceholder(v) || isReference(v) || versionRE.MatchString(v) || strings.HasPrefix(v, markerPrefix) {
		return false
	}
	lv := strings.ToLower(v)
	if commonWords[lv] || stopWords[lv] || commonProse[lv] || isCamelWords(v) || timeLike(v) || wordy(v) {
		return false
	}
	// A URL (s3://bucket/key) or a short hex id (a commit, a request) is named in pieces too.
	if strings.Contains(v, "://") || len(v) < 12 && allHexLower(v) {
		return false
	}
	if cred && looksLikePassword(v) {
		return true
	}
	return len(v) >= 10 && looksRandom(v) && entropy(v) >= 3.2
}

// wordy: words and numbers joined by - _ . / (v2-migration, release/2026.03, Q3-2026-roadmap),
// a name rather than a piece of a secret.
func wordy(v string) bool {
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == '/' }) {
		letters := strings.TrimRight(w, "0123456789")
		if letters == "" {
			continue // a number: a year, a version, a count
		}
		if len(w)-len(letters) > 2 || len(letters) > 12 || letters != "" && !isPlainWord(letters) || caseChanges(letters) >= 2 {
			return false
		}
	}
	return true
}

// caseChanges counts lower-to-upper steps: random letters (epnIecfXc) take several, words and
// names (iPhone, McDonald) one at most.
func caseChanges(s string) int {
	n := 0
	for i := 1; i < len(s); i++ {
		if isLower(s[i-1]) && isUpper(s[i]) {
			n++
		}
	}
	return n
}

// timeLike: digits with the separators of dates, times and numbers only.
func timeLike(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isDigit(c) && !strings.ContainsRune(":-./,TZ+", rune(c)) {
			return false
		}
	}
	return true
}
