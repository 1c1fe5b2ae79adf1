package scrub

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Plans made at initialisation, before the automaton is built, for expressions whose literal is
// followed by a bounded gap and a byte, a run of one class, or literal elements to extend it
// (but not past a branch that goes on: tk[0-9]).
var edgePlans = []*plan{
	newPlan(`key[ \t.]{0,3}[:=]\s*([a-z0-9]{4,})`),
	newPlan(`(?i)[\w.-]{0,6}?(?:tok|secret)(?:[ \w]{0,4})['"]{0,2}(?:=|:|=>)([\w=]{4,12})(?:['"\s;]|$)`),
	newPlan(`\b[A-Za-z]{2,5}://[^\s:/@]{0,6}:([^\s/@]{1,8})@[a-z]`),
	newPlan(`\b(?:5[HJ][1-9A-HJ-NP-Za-km-z]{7}|[KL][1-9A-HJ-NP-Za-km-z]{8})\b`),
	newPlan(`\b(?:rcl|rat|rrt)_[A-Za-z0-9]{6}\b`),
	newPlan(`(?m)^[^:\s]{1,6}:[0-9]{1,3}:([0-9a-f]{4})$`),
	newPlan(`\b(?:tk[0-9]|pk)_live_[a-z]{4}`),
}

// edgeText joins pieces the plans look at: their literals, the bytes of their gaps and runs,
// the bytes after them, and bytes that end a gap.
func edgeText(rng *rand.Rand) string {
	pieces := []string{"key", "KEY", "tok", "Secret", "://", "http", "ftp", ":", "=", "=>", "@", "/", " ", "\t", ".", "\n",
		"'", "\"", ";", "rcl_", "rat_", "rrt", "r", "5H", "K", "L", "abc", "x9", "Zz", "0", "17", "f3a9", "9", "_", "-", "é",
		"ab:17:f3a9", "key: abcd1", "tok='abcd12'", "ftp://ab:pw@h", "K23456789", "5Hx2345678", "rcl_Ab12Cd", "tk5_live_abcd", "pk_live_wxyz"}
	var b strings.Builder
	for n := rng.IntN(24); n >= 0; n-- {
		b.WriteString(pick(rng, pieces))
	}
	return b.String()
}

func TestPlansCheckWhatFollowsTheirLiteral(t *testing.T) {
	for i, p := range edgePlans[:4] {
		if !p.next.ok {
			t.Errorf("plan %d (%s) learnt nothing of what follows its literal", i, p.re)
		}
	}
	for _, lit := range edgePlans[4].lits {
		if len(allPatterns.patterns[lit]) < 4 {
			t.Errorf("plan of %s starts from %q: the literal elements after it were not joined", edgePlans[4].re, allPatterns.patterns[lit])
		}
	}
	rng := rand.New(rand.NewPCG(4, 6))
	matched := make([]int, len(edgePlans))
	for range 20000 {
		text := edgeText(rng)
		h := scan(text)
		src := &source{text: text, h: h}
		for i, p := range edgePlans {
			var got [][]int
			p.findAll(src, 0, len(text), false, func(m []int) bool {
				got = append(got, m)
				return true
			})
			want := p.re.FindAllStringSubmatchIndex(text, -1)
			if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
				t.Fatalf("plan of %s differs on %q:\n got %v\nwant %v", p.re, text, got, want)
			}
			matched[i] += len(want)
		}
		h.put()
	}
	for i, n := range matched {
		if n == 0 {
			t.Errorf("no text matched %s: the test says nothing of its plan", edgePlans[i].re)
		}
	}
}
