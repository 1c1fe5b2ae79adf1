package scrub

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"

	"github.com/zricethezav/gitleaks/v8/config"
)

// allowlist is a gitleaks allowlist whose expressions are tested branch by branch. gitleaks
// joins an allowlist's expressions into one alternation and searches the whole target with it;
// for the generic rule's allowlist that is an alternation of some forty words, run on every
// match, which cost as much as everything else the scrubber does. A branch can only match where
// the literal it starts with stands, so a branch whose literal the target lacks is skipped.
type allowlist struct {
	*config.Allowlist
	branches []*allowBranch
	// stops finds the stop words (gitleaks' own trie, with a large table a state,
	// misses the cache on every byte of every secret it checks).
	stops *automaton
	// lits finds, in one pass over a target, which of the branches' literals it holds.
	lits *automaton
}

type allowBranch struct {
	tree *syntax.Regexp
	// need lists sets of lower-case literals: a match holds one literal of every set.
	need []litSet
	// alpha, when whole, holds every byte a match can hold; the branch matches whole targets
	// only, so a target with another byte is skipped (most secrets hold a digit that
	// "^[A-Za-z_.-]+$" lacks).
	alpha byteSet
	whole bool
	// re is compiled on first use: writing out a branch that folds case is slow, and most
	// branches are never tried in a process.
	once sync.Once
	re   *regexp.Regexp
}

func (b *allowBranch) match(target string) bool {
	b.once.Do(func() { b.re = regexp.MustCompile(b.tree.String()) })
	return b.re.MatchString(target)
}

// maxAllowLits is how many distinct literals an allowlist's branches may need: a target's
// literals are marked in a set of that many bits.
const maxAllowLits = 256

func newAllowlists(lists []*config.Allowlist) ([]*allowlist, error) {
	out := make([]*allowlist, len(lists))
	for i, a := range lists {
		branches, lits, err := allowBranches(a.Regexes)
		if err != nil {
			return nil, err
		}
		out[i] = &allowlist{Allowlist: a, branches: branches}
		if len(lits) > 0 {
			out[i].lits = buildAutomaton(lits)
		}
		if len(a.StopWords) > 0 && isASCII(strings.Join(a.StopWords, "")) {
			out[i].stops = buildAutomaton(a.StopWords)
		}
	}
	return out, nil
}

// allowBranches splits the alternation gitleaks builds from res (joinRegexOr: the expressions
// side by side in one group, so a flag set by one holds for those after it) into its branches,
// and lists the literals of more than one byte the branches need.
func allowBranches(res []*regexp.Regexp) ([]*allowBranch, []string, error) {
	if len(res) == 0 {
		return nil, nil, nil
	}
	parts := make([]string, len(res))
	for i, re := range res {
		parts[i] = re.String()
	}
	joined := "(?:" + strings.Join(parts, "|") + ")"
	tree, err := syntax.Parse(joined, syntax.Perl)
	if err != nil {
		return nil, nil, err // gitleaks compiled the same expressions
	}
	subs := []*syntax.Regexp{tree}
	if tree.Op == syntax.OpAlternate {
		subs = tree.Sub
	}
	var out []*allowBranch
	ids := map[string]int{}
	var lits []string
	for _, s := range subs {
		b := &allowBranch{tree: s}
		for _, set := range required(s) {
			var l litSet
			for _, lit := range set {
				if len(lit) == 1 {
					l.bytes.add(lit[0])
					continue
				}
				id, ok := ids[lit]
				if !ok {
					id = len(lits)
					ids[lit] = id
					lits = append(lits, lit)
				}
				l.ids = append(l.ids, id)
			}
			b.need = append(b.need, l)
		}
		alpha, whole := wholeAlphabet(s)
		for c, ok := range alpha {
			if ok {
				b.alpha.add(byte(c))
			}
		}
		b.whole = whole
		out = append(out, b)
	}
	if len(lits) > maxAllowLits {
		return nil, nil, fmt.Errorf("scrub: a gitleaks allowlist needs %d literals, more than %d", len(lits), maxAllowLits)
	}
	return out, lits, nil
}

// regexAllowed is gitleaks' RegexAllowed; lower is the target lower-cased. plain asks for
// gitleaks' own joined search, for a text holding a rune that case folding maps to an ASCII
// letter the literal test would miss.
func (a *allowlist) regexAllowed(target, lower string, plain bool) bool {
	if target == "" {
		return false
	}
	if plain {
		return a.RegexAllowed(target)
	}
	t := a.holdings(target, lower)
	for _, b := range a.branches {
		if !b.possible(&t) {
			continue
		}
		if b.match(target) {
			return true
		}
	}
	return false
}

// holdings is what a target holds, in one pass each: its bytes, its lower-cased bytes and
// which of the allowlist's literals.
type holdings struct {
	bytes, lowerBytes byteSet
	lits              [maxAllowLits / 64]uint64
}

func (a *allowlist) holdings(target, lower string) holdings {
	var t holdings
	for i := 0; i < len(target); i++ {
		t.bytes.add(target[i])
		t.lowerBytes.add(lower[i])
	}
	if a.lits != nil {
		a.lits.mark(lower, t.lits[:])
	}
	return t
}

// possible: the target holds what a match of the branch must.
func (b *allowBranch) possible(t *holdings) bool {
	if b.whole && !t.bytes.within(&b.alpha) {
		return false
	}
	for i := range b.need {
		if !b.need[i].in(t) {
			return false
		}
	}
	return true
}

// byteSet is a set of bytes.
type byteSet [4]uint64

func (s *byteSet) add(c byte) { s[c>>6] |= 1 << (c & 63) }

// within reports whether every byte of s is in o.
func (s *byteSet) within(o *byteSet) bool {
	return s[0]&^o[0]|s[1]&^o[1]|s[2]&^o[2]|s[3]&^o[3] == 0
}

func (s *byteSet) meets(o *byteSet) bool {
	return s[0]&o[0]|s[1]&o[1]|s[2]&o[2]|s[3]&o[3] != 0
}

// litSet is a set of lower-case literals, one of which a match holds: the allowlist's literal
// ids, and the one-byte literals as bytes.
type litSet struct {
	ids   []int
	bytes byteSet
}

func (l *litSet) in(t *holdings) bool {
	if l.bytes.meets(&t.lowerBytes) {
		return true
	}
	for _, id := range l.ids {
		if t.lits[id>>6]&(1<<(id&63)) != 0 {
			return true
		}
	}
	return false
}

// stopWord is gitleaks' ContainsStopWord: whether the secret, lower-cased, holds a stop word.
// plain asks for gitleaks' own, for a text where lower-casing maps a rune to an ASCII letter.
func (a *allowlist) stopWord(secret string, plain bool) bool {
	if secret == "" || len(a.StopWords) == 0 {
		return false
	}
	if plain || a.stops == nil {
		stop, _ := a.ContainsStopWord(secret)
		return stop
	}
	return a.stops.contains(secret)
}
