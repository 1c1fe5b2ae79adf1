package scrub

import (
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
}

type allowBranch struct {
	tree *syntax.Regexp
	// need lists sets of lower-case literals: a match holds one literal of every set.
	need []litSet
	// alpha, when whole, holds every byte a match can hold; the branch matches whole targets
	// only, so a target with another byte is skipped (most secrets hold a digit that
	// "^[A-Za-z_.-]+$" lacks).
	alpha [256]bool
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

func newAllowlists(lists []*config.Allowlist) []*allowlist {
	out := make([]*allowlist, len(lists))
	for i, a := range lists {
		out[i] = &allowlist{Allowlist: a, branches: allowBranches(a.Regexes)}
		if len(a.StopWords) > 0 && isASCII(strings.Join(a.StopWords, "")) {
			out[i].stops = buildAutomaton(a.StopWords)
		}
	}
	return out
}

// allowBranches splits the alternation gitleaks builds from res (joinRegexOr: the expressions
// side by side in one group, so a flag set by one holds for those after it) into its branches.
func allowBranches(res []*regexp.Regexp) []*allowBranch {
	if len(res) == 0 {
		return nil
	}
	parts := make([]string, len(res))
	for i, re := range res {
		parts[i] = re.String()
	}
	joined := "(?:" + strings.Join(parts, "|") + ")"
	tree, err := syntax.Parse(joined, syntax.Perl)
	if err != nil {
		panic(err) // gitleaks compiled the same expressions
	}
	subs := []*syntax.Regexp{tree}
	if tree.Op == syntax.OpAlternate {
		subs = tree.Sub
	}
	var out []*allowBranch
	for _, s := range subs {
		b := &allowBranch{tree: s}
		for _, set := range required(s) {
			b.need = append(b.need, newLitSet(set))
		}
		b.alpha, b.whole = wholeAlphabet(s)
		out = append(out, b)
	}
	return out
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
	for _, b := range a.branches {
		if !b.possible(target, lower) {
			continue
		}
		if b.match(target) {
			return true
		}
	}
	return false
}

// possible: target (lower, lower-cased) holds what a match of the branch must.
func (b *allowBranch) possible(target, lower string) bool {
	if b.whole {
		for i := 0; i < len(target); i++ {
			if !b.alpha[target[i]] {
				return false
			}
		}
	}
	for i := range b.need {
		if !b.need[i].in(lower) {
			return false
		}
	}
	return true
}

// litSet is a set of lower-case literals, one of which a match holds; one-byte literals are
// tested together, in one pass.
type litSet struct {
	lits    []string
	bytes   [256]bool
	anyByte bool
}

func newLitSet(lits []string) litSet {
	var l litSet
	for _, s := range lits {
		if len(s) == 1 {
			l.bytes[s[0]], l.anyByte = true, true
		} else {
			l.lits = append(l.lits, s)
		}
	}
	return l
}

func (l *litSet) in(lower string) bool {
	if l.anyByte {
		for i := 0; i < len(lower); i++ {
			if l.bytes[lower[i]] {
				return true
			}
		}
	}
	for _, s := range l.lits {
		if strings.Contains(lower, s) {
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
