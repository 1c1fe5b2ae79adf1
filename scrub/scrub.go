// Package scrub redacts credentials from text before it is stored. A Scrubber runs several
// engines (gitleaks' default rule set and our own rules for what gitleaks misses), merges what
// they find, drops placeholders and look-alikes, and replaces every byte of each secret with a
// marker naming its kind, e.g. [REDACTED:github-pat]. The text around a secret is unchanged.
//
// A Scrubber is built once (New) and is safe for concurrent use. Scrubbing is idempotent:
// scrubbing scrubbed text changes nothing.
package scrub

import (
	"cmp"
	"slices"
	"sort"
	"strings"
)

// Span is one secret found in a text: the bytes [Start, End) and the rule that found them.
type Span struct {
	Start, End int
	Rule       string
}

// Engine finds secrets in a text. Implementations must be safe for concurrent use.
type Engine interface {
	Find(text string) []Span
}

// Result is a scrubbed text and what was redacted from it. It never holds a secret.
type Result struct {
	Text       string
	Redactions int      // how many secrets were replaced
	Rules      []string // the distinct rule ids that fired, sorted
}

// Scrubber redacts secrets with a fixed set of engines.
type Scrubber struct {
	engines []Engine
}

// NewWith returns a Scrubber over the given engines (for tests and custom rule sets).
func NewWith(engines ...Engine) *Scrubber { return &Scrubber{engines: engines} }

// New returns the default Scrubber: gitleaks' default rules plus ours. It loads gitleaks'
// configuration, so call it once at start-up and share the result.
func New() (*Scrubber, error) {
	gl, err := newGitleaks()
	if err != nil {
		return nil, err
	}
	return NewWith(ownRules{}, gl), nil
}

const markerPrefix = "[REDACTED:"

// Marker is the text that replaces a secret found by rule.
func Marker(rule string) string { return markerPrefix + rule + "]" }

// Scrub returns text with every secret replaced by its marker.
func (s *Scrubber) Scrub(text string) Result {
	merged, ok := s.spans(text)
	if !ok {
		// A rule that fails must not let the text through, nor take the process down:
		// fail closed, the whole text is withheld.
		return Result{Text: Marker("scrubber-error"), Redactions: 1, Rules: []string{"scrubber-error"}}
	}
	if len(merged) == 0 {
		return Result{Text: text}
	}
	var b strings.Builder
	b.Grow(len(text))
	rules := map[string]bool{}
	last := 0
	for _, sp := range merged {
		b.WriteString(text[last:sp.Start])
		b.WriteString(Marker(sp.Rule))
		rules[sp.Rule] = true
		last = sp.End
	}
	b.WriteString(text[last:])
	res := Result{Text: b.String(), Redactions: len(merged)}
	for r := range rules {
		res.Rules = append(res.Rules, r)
	}
	sort.Strings(res.Rules)
	return res
}

// spans returns the secrets' spans, merged, with the pieces of wrapped secrets; ok is false
// when a rule failed.
func (s *Scrubber) spans(text string) (merged []Span, ok bool) {
	defer func() {
		if recover() != nil {
			merged, ok = nil, false
		}
	}()
	found, ok := s.find(text)
	if !ok {
		return nil, false
	}
	if len(found) > 0 {
		merged = merge(found)
	}
	more := continuations(text, merged)
	more = append(more, s.joinedTokens(text, merged)...)
	more = append(more, repeats(text, merged)...)
	if len(more) > 0 {
		merged = merge(append(found, more...))
	}
	return merged, true
}

// find runs the engines and keeps the spans that are no placeholder, no key public by design,
// no version and no marker already.
func (s *Scrubber) find(text string) ([]Span, bool) {
	var spans []Span
	markers := markerSpans(text)
	var h *hits
	defer func() {
		if h != nil {
			h.put()
		}
	}()
	for _, e := range s.engines {
		found, ok := safeFind(e, text, &h)
		if !ok {
			return nil, false
		}
		for _, sp := range found {
			if sp.Start >= 0 && sp.End <= len(text) && sp.End-sp.Start >= 3 {
				spans = append(spans, sp)
			}
		}
	}
	// Engines often find the same text; in order, what the text says of a span is read once.
	slices.SortFunc(spans, func(a, b Span) int { return cmp.Or(a.Start-b.Start, a.End-b.End) })
	kept := spans[:0]
	var last Span
	keep := false
	for i, sp := range spans {
		if i == 0 || sp.Start != last.Start || sp.End != last.End {
			last = sp
			keep = !insideMarker(markers, sp) && !placeholderSpan(text, sp) && !publicByDesign(text, sp.Start, sp.End) &&
				!dottedVersion.MatchString(text[sp.Start:sp.End]) && !lookAlike(text, sp)
		}
		if keep && !ruledOut(text, sp) {
			sp.End = crackedTail(text, sp, pairedSecret(text, sp.Start, prefixedTail(text, sp.Start, sp.End)))
			sp = curlUserKept(text, sp)
			kept = append(kept, sp)
		}
	}
	return kept, true
}

// placeholderSpan: the span's text stands for a secret; a password's value that starts with a
// sigil ($Cm9JiX5KYS9V9q) was vetted as one by its rule.
func placeholderSpan(text string, sp Span) bool {
	v := text[sp.Start:sp.End]
	return IsPlaceholder(v) && !(sp.Rule == "password" && sigilPassword(v)) && !strings.HasPrefix(v, "$aact_") // Asaas' keys start with $
}

// prefixedTail: a vendor's token (ghr_…, glpat-…) found with the length its format had goes
// on to the end of its run of letters and digits when the vendor made it longer.
func prefixedTail(text string, s, e int) int {
	if e >= len(text) || !isLetter(text[e]) && !isDigit(text[e]) || vendorPrefix(text[s:e]) == text[s:e] || isUpper(text[s]) {
		return e
	}
	for e < len(text) && (isLetter(text[e]) || isDigit(text[e])) {
		e++
	}
	return e
}

// pairedSecret: a key's id joined by a colon to its secret, as -u and Basic auth take them
// (SK…:195f5e1e…, ck_…:cs_…), ends past the secret when the id is itself a long random token.
func pairedSecret(text string, s, e int) int {
	if e+17 > len(text) || text[e] != ':' || e-s < 16 || !looksRandom(text[s:e]) {
		return e
	}
	q := e + 1
	for q < len(text) && (isLetter(text[q]) || isDigit(text[q]) || text[q] == '_' || text[q] == '-') {
		q++
	}
	if v := text[e+1 : q]; len(v) >= 16 && (q == len(text) || !isWordByte(text[q]) && text[q] != '.') && looksRandom(v) && entropy(v) >= 3.0 {
		return q
	}
	return e
}

// crackedTail: a password hash that a cracker printed with what it cracked to ($2y$…:Corp_9660!)
// ends past the plain text, at the line's end.
func crackedTail(text string, sp Span, e int) int {
	if sp.Rule != "password-hash" || e >= len(text) || text[e] != ':' {
		return e
	}
	le := lineEnd(text, e)
	if v := strings.TrimRight(text[e+1:le], " \t\r"); len(v) >= 3 && len(v) <= 64 && !strings.ContainsAny(v, " \t") {
		return e + 1 + len(v)
	}
	return e
}

// scanner is an engine that takes where the automaton's patterns occur from the one scan of
// the text the Scrubber makes for all its engines.
type scanner interface {
	findIn(text string, h *hits) []Span
}

// safeFind runs an engine, turning a panic into ok == false.
// The scan is made on the first engine that needs it and kept in *h for the others.
func safeFind(e Engine, text string, h **hits) (spans []Span, ok bool) {
	defer func() {
		if recover() != nil {
			spans, ok = nil, false
		}
	}()
	if se, isScanner := e.(scanner); isScanner {
		if *h == nil {
			*h = scan(text)
		}
		return se.findIn(text, *h), true
	}
	return e.Find(text), true
}

// merge joins overlapping or touching spans. A merged span keeps the rule of its longest part,
// so "postgres://u:pw@h" found by two engines is reported once; a rule that names a kind beats
// strongTokens' shape alone.
func merge(spans []Span) []Span {
	sort.Slice(spans, func(i, j int) bool {
		if spans[i].Start != spans[j].Start {
			return spans[i].Start < spans[j].Start
		}
		if spans[i].End != spans[j].End {
			return spans[i].End > spans[j].End
		}
		return spans[i].Rule < spans[j].Rule // the same text, the same markers
	})
	out := []Span{spans[0]}
	longest := []int{spans[0].End - spans[0].Start}
	for _, sp := range spans[1:] {
		cur := &out[len(out)-1]
		if sp.Start <= cur.End {
			if sp.End > cur.End {
				cur.End = sp.End
			}
			if n := sp.End - sp.Start; sp.Rule != ruleStrong && (n > longest[len(longest)-1] || cur.Rule == ruleStrong) {
				longest[len(longest)-1] = n
				cur.Rule = sp.Rule
			}
			continue
		}
		out = append(out, sp)
		longest = append(longest, sp.End-sp.Start)
	}
	return out
}

// markerSpans returns where the text holds [REDACTED:...] markers already.
func markerSpans(text string) [][2]int {
	var out [][2]int
	for off := 0; ; {
		i := strings.Index(text[off:], markerPrefix)
		if i < 0 {
			return out
		}
		i += off
		end := strings.IndexByte(text[i:], ']')
		if end < 0 {
			return out
		}
		out = append(out, [2]int{i, i + end + 1})
		off = i + 1
	}
}

// insideMarker reports whether sp lies within an existing [REDACTED:...] marker, which keeps
// scrubbing idempotent.
func insideMarker(markers [][2]int, sp Span) bool {
	// The last marker that starts at or before sp.Start, as strings.LastIndex found it.
	i := sort.Search(len(markers), func(i int) bool { return markers[i][0] > sp.Start }) - 1
	return i >= 0 && sp.End <= markers[i][1]
}

// elided: the span ends in a prefix's separator and an ellipsis follows it.
func elided(text string, sp Span) bool {
	c := text[sp.End-1]
	cut := strings.HasPrefix(text[sp.End:], "...") || strings.HasPrefix(text[sp.End:], "…")
	// A token's first characters and an ellipsis (MTcyNDc4M..., eyJhbGciOi…[redacted]) show which
	// one was meant, not the secret; a password the rule read is vetted as one.
	return cut && (c == '_' || c == '-' || sp.End-sp.Start <= 16 && sp.Rule != "password")
}

// repeats finds a secret's other occurrences in the text, where no rule saw it: the value of
// "jsonpath" output echoed into base64 -d on the next line, a password quoted again later.
func repeats(text string, spans []Span) []Span {
	var out []Span
	for _, sp := range spans {
		v := text[sp.Start:sp.End]
		if len(v) < 8 || len(spans) > 64 || wordy(v) && strings.ContainsAny(v, "-_./") || strings.Contains(v, ".") && isDottedIdent(v) || strings.ContainsAny(v, "\"'()") {
			continue // a name (text-embedding-ada-002) is no secret's shape to look for again
		}
		for off := 0; ; {
			i := strings.Index(text[off:], v)
			if i < 0 {
				break
			}
			i += off
			off = i + len(v)
			// A URI's scheme that spells the password (postgres://app:postgres@…) stays.
			if i != sp.Start && (i == 0 || !isWordByte(text[i-1])) && (off == len(text) || !isWordByte(text[off])) && !strings.HasPrefix(text[off:], "://") {
				out = append(out, Span{Start: i, End: off, Rule: sp.Rule})
			}
		}
	}
	return out
}

// assignedName: v is a name the text itself assigns to or declares (candidate = getpass(…),
// Dim plain As String), so "password=candidate" passes a variable, not a secret.
func assignedName(text, v string) bool {
	if len(v) > 32 || !isIdent(v) || isDigit(v[0]) {
		return false
	}
	for off := 0; ; {
		i := strings.Index(text[off:], v)
		if i < 0 {
			return false
		}
		i += off
		off = i + len(v)
		if i > 0 && isWordByte(text[i-1]) || off < len(text) && isWordByte(text[off]) {
			continue
		}
		after := strings.TrimLeft(text[off:], " \t")
		if strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "==") || strings.HasPrefix(after, ":=") {
			return true
		}
		before := text[max(0, i-6):i]
		for _, d := range []string{"Dim ", "var ", "let ", "const "} {
			if strings.HasSuffix(before, d) {
				return true
			}
		}
	}
}
