package scrub

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// A plan finds an expression's matches without running it over the whole text. Most rules'
// expressions hold a literal every match must contain (a vendor prefix, a keyword); the plan
// learns from the expression's syntax tree where that literal stands in a match, and runs the
// expression, anchored, only where the automaton found the literal. Go's regexp has no literal
// to skip to in an expression that starts with \b or a character class, so run over a text it
// steps through every byte with all its states; anchored at a few places it does almost nothing.
//
// The plan reports exactly the matches FindAllStringSubmatchIndex reports on the same input,
// in the same order (TestPlansMatchWholeTextSearch holds it to that). An expression whose
// shape it cannot prove that for keeps running over the whole input.

type planKind int

const (
	planWhole  planKind = iota // no literal found: run over the whole input
	planOffset                 // the literal starts minOff to maxOff bytes after the match start
	planRun                    // the match starts with up to maxOff bytes of one class, then the literal
)

type plan struct {
	re     *regexp.Regexp
	kind   planKind
	lits   []int // pattern ids of the literals
	minOff int   // planOffset: bytes from the match start to the literal, at least
	maxOff int   // and at most; planRun: the longest run before the literal
	// anchored is ^(?:expr) for a start at the beginning of the input; inContext is
	// ^(?s:.)(?:expr), run from the byte before the start so that an assertion there (\b, ^,
	// (?:^|[class])) sees what it would see in the whole input. rest and restInContext are the
	// same from the literal on (planRun). They are compiled on first use: most of gitleaks'
	// rules never run in a process.
	compiled            sync.Once
	restExpr            string
	anchored, inContext *regexp.Regexp
	rest, restInContext *regexp.Regexp
	run                 [256]bool // planRun: the class of the run before the literal
	maxBytes            int       // the longest match in bytes; -1 unbounded
	oneLine             bool      // no match holds a newline
	// Cheap tests before an expression runs, each a consequence of its syntax:
	need  []needSet // literals a match must hold, one of each set
	first [256]bool // the bytes a match can start with, when firstOK
	firstOK,
	wordB bool // the expression starts with \b
	next afterLiteral
}

// afterLiteral is what a match holds from its literal on, when ok: skip bytes (the literal
// itself, when it is one fixed string), then at least min and at most max bytes (-1: any
// number) of gap, then, when hasNext, a byte of next. "key" in prose is seldom followed by the
// '=' or ':' a key's expression needs, nor a K by the 51 letters of a wallet key, and this says
// so without running the expression.
type afterLiteral struct {
	ok, hasNext    bool
	skip, min, max int
	gap, next      [256]bool
}

// reaches reports whether the text after the literal at k, before hi, can be what a match
// holds there.
func (a *afterLiteral) reaches(text string, k, hi int) bool {
	i := k + a.skip
	for n := 0; n < a.min; n, i = n+1, i+1 {
		if i >= hi || !a.gap[text[i]] {
			return false
		}
	}
	if !a.hasNext {
		return true
	}
	end := hi
	if a.max >= 0 {
		end = min(hi, k+a.skip+a.max+1)
	}
	for ; i < end; i++ {
		if a.next[text[i]] {
			return true
		}
		if !a.gap[text[i]] {
			return false
		}
	}
	return false
}

// needSet is a set of literals one of which every match holds: the longer ones as patterns of
// the automaton, the one-byte ones as a byte set.
type needSet struct {
	ids   []int
	bytes [256]bool
}

// maxLits caps how many literals a plan may start from: past it, the literal is too vague to
// be worth an automaton's patterns.
const maxLits = 64

// newPlan compiles expr and derives its plan.
func newPlan(expr string) *plan {
	return planFor(regexp.MustCompile(expr), false)
}

// planFor derives re's plan. blanked says the plan searches text whose sentence ends were
// blanked while the automaton scanned the text before: a literal with a space could stand in
// the one and not the other, so none is used.
func planFor(re *regexp.Regexp, blanked bool) *plan {
	p := &plan{re: re}
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return p
	}
	p.maxBytes = maxBytes(tree)
	p.oneLine = !matchesNewline(tree)
	elems := concatElems(tree)
	flat := flatten(elems)
	// The prefix before the literal must be bounded; groups are looked into.
	minOff, maxOff := 0, 0
	for j, e := range flat {
		if zeroWidth(e.Op) {
			continue
		}
		// The literal starts at e and goes on through the literal elements after it.
		if lits, ok := literals(&syntax.Regexp{Op: syntax.OpConcat, Sub: flat[j:]}); ok && len(lits) <= maxLits && !(blanked && anyHasSpace(lits)) {
			p.kind = planOffset
			if runClass, isRun := runPrefix(flat[:j]); isRun {
				if rest, ok := suffixFrom(elems, e); ok && !anyCapture(flat[:j]) {
					p.kind = planRun
					p.run = runClass
					p.restExpr = rest
				}
			}
			p.minOff, p.maxOff = minOff, maxOff
			p.lits = patternIDs(lits)
			for _, set := range required(tree) {
				if blanked && anyHasSpace(set) {
					continue
				}
				var n needSet
				for _, l := range set {
					if len(l) == 1 {
						n.bytes[l[0]] = true
						if isLower(l[0]) {
							n.bytes[l[0]-'a'+'A'] = true
						}
					} else {
						n.ids = append(n.ids, pattern(l))
					}
				}
				p.need = append(p.need, n)
			}
			p.first, p.firstOK = firstBytes(tree)
			p.wordB = len(elems) > 0 && elems[0].Op == syntax.OpWordBoundary
			p.next = nextAfter(flat[j:])
			return p
		}
		minOff += minRunes(e)
		mb := maxBytes(e)
		if mb < 0 {
			return p
		}
		maxOff += mb
	}
	return p
}

func anyHasSpace(lits []string) bool {
	for _, l := range lits {
		if strings.ContainsRune(l, ' ') {
			return true
		}
	}
	return false
}

func anchor(expr string) (*regexp.Regexp, *regexp.Regexp) {
	return regexp.MustCompile(`^(?:` + expr + `)`), regexp.MustCompile(`^(?s:.)(?:` + expr + `)`)
}

// compile makes the anchored expressions, once.
func (p *plan) compile() {
	p.compiled.Do(func() {
		p.anchored, p.inContext = anchor(p.re.String())
		if p.restExpr != "" {
			p.rest, p.restInContext = anchor(p.restExpr)
		}
	})
}

// source is the input a plan searches and where the automaton found its patterns there.
type source struct {
	text string
	h    *hits
	// survived, when set, says whether the pattern found at pos still stands in text (the
	// automaton scanned the text before its sentence ends were blanked).
	survived func(pid, pos int) bool
}

// within returns the offsets of the patterns in [lo, hi), ascending, appended to buf[:0].
func (src *source) within(ids []int, lo, hi int, buf []int32) []int32 {
	buf = buf[:0]
	for _, id := range ids {
		occ := src.h.of(id)
		i, _ := slices.BinarySearch(occ, int32(lo))
		for ; i < len(occ) && int(occ[i]) < hi; i++ {
			if src.survived == nil || src.survived(id, int(occ[i])) {
				buf = append(buf, occ[i])
			}
		}
	}
	if len(ids) > 1 {
		slices.Sort(buf)
		buf = slices.Compact(buf)
	}
	return buf
}

// has reports whether one of the set's literals stands in [lo, hi). seen remembers how far
// the text was scanned for the set's bytes, so that candidates taken in order scan it once.
func (src *source) has(n *needSet, lo, hi int, seen *scanned) bool {
	if n.bytes != ([256]bool{}) {
		if seen.pos < lo {
			i := max(lo, seen.upTo)
			for i < hi && !n.bytes[src.text[i]] {
				i++
			}
			seen.pos, seen.upTo = -1, i
			if i < hi {
				seen.pos, seen.upTo = i, i+1
			}
		}
		if seen.pos >= lo && seen.pos < hi {
			return true
		}
	}
	for _, id := range n.ids {
		occ := src.h.of(id)
		i, _ := slices.BinarySearch(occ, int32(lo))
		for ; i < len(occ) && int(occ[i]) < hi; i++ {
			if src.survived == nil || src.survived(id, int(occ[i])) {
				return true
			}
		}
	}
	return false
}

// scanned is how far a scan for a set of bytes got: every byte before upTo was looked at, and
// pos is the last one found in the set (-1: none since the scan moved on).
type scanned struct{ pos, upTo int }

// findAll reports the matches of the plan's expression in src.text[lo:hi], as the
// expression's FindAllStringSubmatchIndex would on that input, but with offsets in src.text.
// whole forces a run over the input. yield returning false stops the search.
func (p *plan) findAll(src *source, lo, hi int, whole bool, yield func(m []int) bool) {
	text := src.text
	if p.kind == planWhole || whole {
		for _, m := range p.re.FindAllStringSubmatchIndex(text[lo:hi], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += lo
				}
			}
			if !yield(m) {
				return
			}
		}
		return
	}
	var buf [32]int32
	cands := src.within(p.lits, lo, hi, buf[:0])
	if len(cands) > 0 {
		p.compile()
	}
	prevEnd := lo
	tried := lo - 1 // every start at or before tried failed
	var seenBuf [8]scanned
	seen := seenBuf[:0]
	for range p.need {
		seen = append(seen, scanned{pos: -1})
	}
	for _, c := range cands {
		k := int(c)
		if k < prevEnd || !p.possible(src, lo, hi, k, seen) {
			continue
		}
		var m []int
		if p.kind == planRun {
			m = p.runMatch(text, lo, hi, k, prevEnd)
		} else {
			for s := max(tried+1, prevEnd, k-p.maxOff); s <= k-p.minOff && m == nil; s++ {
				tried = s
				if p.canStart(text, lo, hi, s) {
					m = p.attempt(p.anchored, p.inContext, text, lo, hi, s)
				}
			}
		}
		if m == nil {
			continue
		}
		if !yield(m) {
			return
		}
		prevEnd = m[1]
		tried = max(tried, prevEnd-1)
	}
}

// possible reports whether a match through the literal at k can hold every literal it needs:
// the match lies within [k-maxOff, end of k's reach).
func (p *plan) possible(src *source, lo, hi, k int, seen []scanned) bool {
	if p.next.ok && !p.next.reaches(src.text, k, hi) {
		return false
	}
	if len(p.need) == 0 {
		return true
	}
	a, b := max(lo, k-p.maxOff), p.end(src.text, k, hi)
	for i := range p.need {
		if !src.has(&p.need[i], a, b, &seen[i]) {
			return false
		}
	}
	return true
}

// canStart reports whether a match may start at s: s starts a rune, the byte there can begin
// a match, and a leading \b holds.
func (p *plan) canStart(text string, lo, hi, s int) bool {
	if !runeStart(text, lo, hi, s) {
		return false
	}
	if p.firstOK && (s >= hi || !p.first[text[s]]) {
		return false
	}
	if p.wordB && (s > lo && isWordByte(text[s-1])) == (s < hi && isWordByte(text[s])) {
		return false
	}
	return true
}

// present reports whether a match is possible: one of the literals occurs.
func (p *plan) present(h *hits) bool { return p.kind == planWhole || h.any(p.lits) }

// all returns every match in the whole text.
func (p *plan) all(text string, h *hits, whole bool) [][]int {
	var out [][]int
	p.findAll(&source{text: text, h: h}, 0, len(text), whole, func(m []int) bool {
		out = append(out, m)
		return true
	})
	return out
}

// runMatch finds the match that goes through the literal at k, if any: it starts the furthest
// back the run before k reaches. The expression from the literal on, anchored at k, decides:
// every literal between that start and k was a candidate before k whose own test failed (or
// its match would have moved prevEnd past it), so from that start the lazy run reaches k first,
// and the match is the run plus what the expression from the literal on matched. (The run
// holds no group, so the submatches are the same.)
func (p *plan) runMatch(text string, lo, hi, k, prevEnd int) []int {
	m := p.attempt(p.rest, p.restInContext, text, lo, hi, k)
	if m == nil {
		return nil
	}
	s := k
	for floor := max(prevEnd, k-p.maxOff); s > floor && p.run[text[s-1]]; {
		s--
	}
	m[0] = s
	return m
}

// runeStart reports whether s starts a rune as the input text[lo:hi] decodes: a search never
// starts inside one. An ASCII or leading byte always starts one (invalid bytes decode one at a
// time); a continuation byte does unless a valid sequence at most three bytes back holds it.
func runeStart(text string, lo, hi, s int) bool {
	if s == lo || text[s] < 0x80 || text[s] >= 0xC0 {
		return true
	}
	for q := s - 1; q >= max(lo, s-3); q-- {
		if c := text[q]; c < 0x80 || c >= 0xC0 {
			_, w := utf8.DecodeRuneInString(text[q:hi])
			return q+w <= s
		}
	}
	return true
}

// attempt runs the anchored expression at s, a rune start; the input starts at lo and ends at
// hi. The expression in context starts one byte earlier: if s starts a rune, that byte decodes
// alone (ASCII or invalid), as the whole search would see it for an assertion at s.
func (p *plan) attempt(anchored, inContext *regexp.Regexp, text string, lo, hi, s int) []int {
	from, re := s, anchored
	if s > lo {
		from, re = s-1, inContext
	}
	m := re.FindStringSubmatchIndex(text[from:p.end(text, s, hi)])
	if m == nil {
		return nil
	}
	for i := range m {
		if m[i] >= 0 {
			m[i] += from
		}
	}
	m[0] = s
	return m
}

// end is how far past s the anchored expression needs to see: past its longest match by a
// rune, so an assertion at its end sees the byte after it; or past the end of the line for an
// expression that cannot cross one.
func (p *plan) end(text string, s, hi int) int {
	if p.maxBytes >= 0 {
		return min(hi, s+p.maxBytes+utf8.UTFMax)
	}
	if p.oneLine {
		if nl := strings.IndexByte(text[s:hi], '\n'); nl >= 0 {
			return s + nl + 1
		}
	}
	return hi
}
