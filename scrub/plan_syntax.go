package scrub

import (
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What a plan learns from an expression's syntax tree.

// flatten lists the elements of a concatenation, looking into nested concatenations and
// groups, so a literal inside the group that holds the secret is found.
func flatten(elems []*syntax.Regexp) []*syntax.Regexp {
	var out []*syntax.Regexp
	for _, e := range elems {
		switch {
		case e.Op == syntax.OpConcat:
			out = append(out, flatten(e.Sub)...)
		case e.Op == syntax.OpCapture && e.Sub[0].Op == syntax.OpConcat:
			out = append(out, flatten(e.Sub[0].Sub)...)
		default:
			out = append(out, e)
		}
	}
	return out
}

// suffixFrom returns the expression from element lit on, when lit stands at the top level.
func suffixFrom(elems []*syntax.Regexp, lit *syntax.Regexp) (string, bool) {
	for j, e := range elems {
		if e == lit {
			return concatString(elems[j:]), true
		}
	}
	return "", false
}

// concatElems returns the elements of a concatenation, nested ones flattened.
func concatElems(re *syntax.Regexp) []*syntax.Regexp {
	if re.Op != syntax.OpConcat {
		return []*syntax.Regexp{re}
	}
	var out []*syntax.Regexp
	for _, s := range re.Sub {
		out = append(out, concatElems(s)...)
	}
	return out
}

func concatString(elems []*syntax.Regexp) string {
	return (&syntax.Regexp{Op: syntax.OpConcat, Sub: elems}).String()
}

// literals returns the lower-case literals one of which every match of re starts with.
func literals(re *syntax.Regexp) ([]string, bool) {
	lits, _, ok := literalsOf(re)
	return lits, ok
}

// literalsOf is literals, and whether every match of re is one of them (whole), so that a
// concatenation may go on to the literals of the next element.
func literalsOf(re *syntax.Regexp) (lits []string, whole, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 && !foldsOnlyASCII(re.Rune) {
			return nil, false, false
		}
		return []string{asciiLower(string(re.Rune))}, true, true
	case syntax.OpCharClass:
		set := map[string]bool{}
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1] >= utf8.RuneSelf || re.Rune[i+1]-re.Rune[i] > 4 {
				return nil, false, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				set[asciiLower(string(r))] = true
			}
		}
		if len(set) == 0 || len(set) > 4 {
			return nil, false, false
		}
		var out []string
		for s := range set {
			out = append(out, s)
		}
		return out, true, true
	case syntax.OpCapture:
		return literalsOf(re.Sub[0])
	case syntax.OpPlus:
		lits, _, ok := literalsOf(re.Sub[0])
		return lits, false, ok
	case syntax.OpRepeat:
		if re.Min >= 1 {
			lits, _, ok := literalsOf(re.Sub[0])
			return lits, false, ok
		}
	case syntax.OpAlternate:
		var out []string
		whole := true
		for _, s := range re.Sub {
			l, w, ok := literalsOf(s)
			if !ok {
				return nil, false, false
			}
			out = append(out, l...)
			whole = whole && w
		}
		return out, whole, true
	case syntax.OpConcat:
		// Zero-width assertions before the literal (\b) are checked by the anchored expression.
		i := 0
		for i < len(re.Sub)-1 && zeroWidth(re.Sub[i].Op) {
			i++
		}
		out, whole, ok := literalsOf(re.Sub[i])
		if !ok {
			return nil, false, false
		}
		// Longer literals are fewer places to try: extend while the elements are literal, and
		// only past an element whose every match is one of its literals.
		i++
		for ; i < len(re.Sub) && whole; i++ {
			s := re.Sub[i]
			more, w, ok := literalsOf(s)
			if !ok || s.Op == syntax.OpPlus || s.Op == syntax.OpRepeat || len(out)*len(more) > maxLits {
				break
			}
			var ext []string
			for _, a := range out {
				for _, b := range more {
					ext = append(ext, a+b)
				}
			}
			out, whole = ext, w
		}
		for ; i < len(re.Sub) && whole; i++ {
			whole = zeroWidth(re.Sub[i].Op)
		}
		return out, whole, true
	}
	return nil, false, false
}

// runPrefix reports whether the prefix is runs of one ASCII class that may be empty
// ([\w.-]{0,50}?, gitleaks' way to take the key before its keyword), and the class.
func runPrefix(elems []*syntax.Regexp) ([256]bool, bool) {
	var set [256]bool
	if len(elems) == 0 {
		return set, false
	}
	for i, e := range elems {
		if e.Op != syntax.OpRepeat || e.Min != 0 || e.Max < 0 || e.Sub[0].Op != syntax.OpCharClass || !asciiClass(e.Sub[0]) {
			return set, false
		}
		var s [256]bool
		for b := range 128 {
			s[b] = classHas(e.Sub[0], rune(b))
		}
		if i > 0 && s != set {
			return set, false
		}
		set = s
	}
	return set, true
}

// asciiClass: a class that holds no rune past ASCII other than the two that fold to ASCII
// letters (U+017F and U+212A), which a text holding them does not reach plans at all.
func asciiClass(c *syntax.Regexp) bool {
	for i := 0; i+1 < len(c.Rune); i += 2 {
		for r := max(c.Rune[i], utf8.RuneSelf); r <= c.Rune[i+1]; r++ {
			if r != 0x17F && r != 0x212A {
				return false
			}
		}
	}
	return true
}

func classHas(c *syntax.Regexp, r rune) bool {
	for i := 0; i+1 < len(c.Rune); i += 2 {
		if c.Rune[i] <= r && r <= c.Rune[i+1] {
			return true
		}
	}
	return false
}

func zeroWidth(op syntax.Op) bool {
	switch op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpEmptyMatch:
		return true
	}
	return false
}

// foldsOnlyASCII: every rune is ASCII or has no other case, so ASCII folding finds it in
// every case a case-folding expression accepts (K and ſ aside, see exotic).
func foldsOnlyASCII(rs []rune) bool {
	for _, r := range rs {
		if r >= utf8.RuneSelf && unicode.SimpleFold(r) != r {
			return false
		}
	}
	return true
}

// minRunes is the fewest runes a match of re holds.
func minRunes(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return minRunes(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min * minRunes(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			n += minRunes(s)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, s := range re.Sub {
			if m := minRunes(s); n < 0 || m < n {
				n = m
			}
		}
		return max(n, 0)
	}
	return 0
}

// maxBytes is the most bytes a match of re holds, -1 when unbounded.
func maxBytes(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(string(re.Rune))
	case syntax.OpCharClass:
		if asciiClass(re) {
			return 1 // ſ and K aside, which a text that reaches a plan does not hold
		}
		return utf8.UTFMax
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax
	case syntax.OpCapture, syntax.OpQuest:
		return maxBytes(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		return -1
	case syntax.OpRepeat:
		m := maxBytes(re.Sub[0])
		if re.Max < 0 || m < 0 {
			return -1
		}
		return re.Max * m
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			m := maxBytes(s)
			if m < 0 {
				return -1
			}
			n += m
		}
		return n
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			m := maxBytes(s)
			if m < 0 {
				return -1
			}
			n = max(n, m)
		}
		return n
	}
	return 0
}

// matchesNewline reports whether some match of re may hold a newline.
func matchesNewline(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return strings.ContainsRune(string(re.Rune), '\n')
	case syntax.OpCharClass:
		return classHas(re, '\n')
	case syntax.OpAnyChar:
		return true
	}
	for _, s := range re.Sub {
		if matchesNewline(s) {
			return true
		}
	}
	return false
}

// exotic reports whether text holds a rune that case folding or lower-casing maps to an ASCII
// letter (ſ, K, İ). The automaton sees such a rune as itself, an expression with (?i) or
// gitleaks' strings.ToLower as the letter: a text holding one is searched the plain way.
func exotic(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return strings.Contains(text[i:], "\u017F") || strings.Contains(text[i:], "\u212A") || strings.Contains(text[i:], "\u0130")
		}
	}
	return false
}

// required returns sets of literals a match of re must hold, one of each set: the literals of
// the elements of a concatenation, and of an alternation the most telling set of each branch.
func required(re *syntax.Regexp) [][]string {
	switch re.Op {
	case syntax.OpConcat:
		var out [][]string
		for _, s := range re.Sub {
			out = append(out, required(s)...)
		}
		return out
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 2 && re.Sub[0].Op == syntax.OpLiteral {
			// x{6,} holds xxxxxx.
			if lits, ok := literals(re.Sub[0]); ok {
				for i, l := range lits {
					lits[i] = strings.Repeat(l, min(re.Min, 8))
				}
				return [][]string{lits}
			}
		}
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
		return nil
	case syntax.OpAlternate:
		var union []string
		for _, s := range re.Sub {
			best := bestSet(required(s))
			if best == nil {
				return nil
			}
			union = append(union, best...)
		}
		return [][]string{union}
	}
	if lits, ok := literals(re); ok {
		return [][]string{lits}
	}
	return nil
}

// bestSet is the set whose shortest literal is longest: the rarest to stand in a text.
func bestSet(sets [][]string) []string {
	var best []string
	bestLen := 0
	for _, set := range sets {
		n := len(set[0])
		for _, l := range set {
			n = min(n, len(l))
		}
		if n > bestLen {
			best, bestLen = set, n
		}
	}
	return best
}

// firstBytes returns the bytes a non-empty match of re can start with, and whether that is
// known (false when a match may be empty or start with any byte).
func firstBytes(re *syntax.Regexp) ([256]bool, bool) { return edgeBytes(re, false, false) }

// asciiEdge returns the bytes an ASCII string that re matches starts with (ends with, when
// last): a non-ASCII literal or range adds none. fullMatch tests ASCII strings only, so a branch
// of non-ASCII characters ("•+") is skipped for all of them, as is a mask that cannot end a
// string there.
func asciiEdge(re *syntax.Regexp, last bool) ([256]bool, bool) { return edgeBytes(re, last, true) }

// edgeBytes returns the bytes a non-empty match of re can start with (end with, when last), and
// whether that is known. Without asciiOnly a non-ASCII literal or range makes it unknown; with
// it, such a character adds no byte, as no ASCII string holds it.
func edgeBytes(re *syntax.Regexp, last, asciiOnly bool) ([256]bool, bool) {
	var set [256]bool
	switch re.Op {
	case syntax.OpLiteral:
		r := re.Rune[0]
		if last {
			r = re.Rune[len(re.Rune)-1]
		}
		if r >= utf8.RuneSelf {
			return set, asciiOnly
		}
		set[r] = true
		if re.Flags&syntax.FoldCase != 0 {
			// (K and ſ fold to k and s too; a text holding them never reaches a plan.)
			set[asciiLower(string(r))[0]] = true
			set[strings.ToUpper(string(r))[0]] = true
		}
		return set, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			hi := re.Rune[i+1]
			if hi >= utf8.RuneSelf {
				if !asciiOnly {
					return set, false
				}
				hi = utf8.RuneSelf - 1
			}
			for r := re.Rune[i]; r <= hi; r++ {
				set[r] = true
			}
		}
		return set, true
	case syntax.OpCapture, syntax.OpPlus:
		return edgeBytes(re.Sub[0], last, asciiOnly)
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return edgeBytes(re.Sub[0], last, asciiOnly)
		}
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			sub, ok := edgeBytes(s, last, asciiOnly)
			if !ok {
				return set, false
			}
			for b := range set {
				set[b] = set[b] || sub[b]
			}
		}
		return set, true
	case syntax.OpConcat:
		i, step := 0, 1
		if last {
			i, step = len(re.Sub)-1, -1
		}
		for i >= 0 && i < len(re.Sub) && zeroWidth(re.Sub[i].Op) {
			i += step
		}
		if i >= 0 && i < len(re.Sub) {
			return edgeBytes(re.Sub[i], last, asciiOnly)
		}
	}
	return set, false
}

// wholeAlphabet returns the bytes a match of re can hold when re matches only whole strings
// (\A…\z), and whether that is known: a string holding another byte cannot match. Every byte of
// a non-ASCII character counts as possible when re can match one (K and ſ fold into k and s).
func wholeAlphabet(re *syntax.Regexp) ([256]bool, bool) {
	elems := concatElems(re)
	if len(elems) < 2 || elems[0].Op != syntax.OpBeginText || elems[len(elems)-1].Op != syntax.OpEndText {
		return [256]bool{}, false
	}
	return alphabet(re)
}

func alphabet(re *syntax.Regexp) ([256]bool, bool) {
	var set [256]bool
	nonASCII := func() {
		for b := utf8.RuneSelf; b < len(set); b++ {
			set[b] = true
		}
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf {
				nonASCII()
				continue
			}
			set[r] = true
			if re.Flags&syntax.FoldCase != 0 {
				set[lowerByte(byte(r))], set[unicode.ToUpper(r)] = true, true
				nonASCII()
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			hi := re.Rune[i+1]
			if hi >= utf8.RuneSelf {
				nonASCII()
				hi = utf8.RuneSelf - 1
			}
			for r := re.Rune[i]; r <= hi; r++ {
				set[r] = true
			}
		}
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		for _, sub := range re.Sub {
			subSet, ok := alphabet(sub)
			if !ok {
				return set, false
			}
			for b := range set {
				set[b] = set[b] || subSet[b]
			}
		}
	default:
		if !zeroWidth(re.Op) {
			return set, false
		}
	}
	return set, true
}

// nextAfter learns what follows the literal that starts elems[0]: the elements after it up to
// the first whose first byte is known and that must match one form the gap, and that element's
// first bytes are the next.
func nextAfter(elems []*syntax.Regexp) afterLiteral {
	var a afterLiteral
	e := elems[0]
	if e.Op == syntax.OpLiteral && foldsOnlyASCII(e.Rune) {
		a.skip = len(string(e.Rune))
	} else {
		set, ok := alphabet(e)
		if !ok {
			return a
		}
		a.gap, a.min, a.max = set, minRunes(e), maxBytes(e)
	}
	for _, x := range elems[1:] {
		least := minRunes(x)
		if least > 0 {
			if next, ok := firstBytes(x); ok {
				a.next, a.hasNext = next, true
				break
			}
		}
		set, ok := alphabet(x)
		if !ok {
			break
		}
		for b := range set {
			a.gap[b] = a.gap[b] || set[b]
		}
		a.min += least
		if mb := maxBytes(x); mb < 0 || a.max < 0 {
			a.max = -1
		} else {
			a.max += mb
		}
	}
	a.ok = a.hasNext || a.min > 0
	return a
}

// anyCapture reports whether one of the expressions holds a group.
func anyCapture(res []*syntax.Regexp) bool {
	for _, re := range res {
		if re.Op == syntax.OpCapture || anyCapture(re.Sub) {
			return true
		}
	}
	return false
}
