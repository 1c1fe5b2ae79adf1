package memory

import (
	"fmt"
	"slices"
	"testing"
)

func TestPlanDedupProbesTheRarestTokens(t *testing.T) {
	tokens := []string{"alpha299z", "beta299z", "gamma299z", "project"}
	df := map[string]int{"project": 300, "alpha299z": 1, "beta299z": 1, "gamma299z": 1}
	p, ok := planDedup(tokens, df, 0.7)
	if !ok {
		t.Fatal("no plan")
	}
	// Jaccard ≥ 0.7 with 4 tokens needs 3 shared: any 2 of the 4 must include a shared one.
	if !slices.Equal(p.probe, []string{"alpha299z", "beta299z"}) || p.minB != 3 || p.maxB != 5 {
		t.Fatalf("plan = %+v", p)
	}
	// An exact threshold product (0.5 × 4 = 2) must not be rounded up past it.
	p, _ = planDedup(tokens, df, 0.5)
	if p.minB != 2 || len(p.probe) != 3 || p.maxB != 8 {
		t.Fatalf("plan at 0.5 = %+v", p)
	}
	if _, ok := planDedup(nil, df, 0.7); ok {
		t.Fatal("an empty hint has no duplicate")
	}
}

// Groups: each starts as one of the m + 1 rarest tokens, and the group that would bring the most
// memories takes the next rarest token until none brings dedupGroupEnough; a token nearly every
// memory carries narrows nothing and is left out. The shortest length class has the most groups:
// m + 1 for B's m missing tokens at most.
func TestPlanDedupGroupsCommonTokens(t *testing.T) {
	tokens := []string{"a", "b", "c", "d", "e", "f", "g"}
	df := map[string]int{"a": 900, "b": 40, "c": 70, "d": 500, "e": 3000, "f": 90, "g": 2000}
	// 7 tokens at 0.7: 5 shared, so B lacks at most m = 2: three groups.
	p, ok := planDedup(tokens, df, 0.7)
	if !ok {
		t.Fatal("no plan")
	}
	want := [][]string{{"b", "g"}, {"c", "a"}, {"f", "d"}}
	if fmt.Sprint(p.classes[0].groups) != fmt.Sprint(want) {
		t.Fatalf("groups = %v, want %v", p.classes[0].groups, want)
	}
	// A token no memory carries yet (the bench's numbered hints) is a group on its own, at no
	// cost; the other group gathers the common words.
	p, _ = planDedup([]string{"x", "y", "z", "w", "note"}, map[string]int{"y": 5000, "z": 6000, "w": 7000, "note": 10000}, 0.7)
	if want := [][]string{{"x"}, {"y", "z", "w"}}; fmt.Sprint(p.classes[0].groups) != fmt.Sprint(want) {
		t.Fatalf("groups = %v, want %v", p.classes[0].groups, want)
	}
	// A group stops taking words once a word's list costs more to read than the candidates it
	// takes away: the bench's hint of common words at 136k memories takes no "daze" (97k
	// memories) when its group is down to about 760 candidates.
	p, _ = planDedup([]string{"99999999", "fenufo", "peru", "lagi", "fizivu", "roki", "daze", "note"},
		map[string]int{"fenufo": 103, "peru": 25279, "lagi": 31376, "fizivu": 41103, "roki": 59165, "daze": 97439, "note": 136369}, 0.7)
	if want := [][]string{{"99999999"}, {"fenufo"}, {"peru", "lagi", "fizivu", "roki"}}; fmt.Sprint(p.classes[0].groups) != fmt.Sprint(want) {
		t.Fatalf("groups of common words = %v, want %v", p.classes[0].groups, want)
	}
	// Rare tokens stay alone.
	p, _ = planDedup(tokens, map[string]int{"a": 1, "b": 2, "c": 3}, 0.7)
	if want := [][]string{{"d"}, {"e"}, {"f"}}; fmt.Sprint(p.classes[0].groups) != fmt.Sprint(want) {
		t.Fatalf("rare groups = %v, want %v", p.classes[0].groups, want)
	}
	// 40 tokens: B (of 28 tokens, the fewest) may lack 12, so 13 disjoint groups of the hint's tokens.
	var long []string
	common := map[string]int{}
	for i := range 40 {
		long = append(long, fmt.Sprintf("t%02d", i))
		common[long[i]] = 100 + i
	}
	p, _ = planDedup(long, common, 0.7)
	if len(p.classes[0].groups) != 13 {
		t.Fatalf("long plan: %d groups", len(p.classes[0].groups))
	}
	seen := map[string]bool{}
	for _, g := range p.classes[0].groups {
		for _, tok := range g {
			if seen[tok] || !slices.Contains(long, tok) {
				t.Fatalf("long plan: groups %v are not disjoint tokens of the hint", p.classes[0].groups)
			}
			seen[tok] = true
		}
	}
}

// Each length class is asked for with the overlap its shortest memory needs: a memory of L
// tokens shares at least t·(n + L) / (1 + t) of a hint's n. For the bench's hint of common words
// (seven tokens, one of them new), the classes of 8 to 10 tokens need all seven (one group: the
// new word, which no memory carries), those of 6 and 7 all but one (two groups), and only the
// class of 5 the three groups every class needed before.
func TestPlanDedupLengthClasses(t *testing.T) {
	df := map[string]int{"muheca": 9708, "lagi": 24932, "fizivu": 32693, "roki": 46894, "daze": 77272, "note": 108000}
	p, ok := planDedup([]string{"4211", "daze", "fizivu", "lagi", "muheca", "note", "roki"}, df, 0.7)
	if !ok {
		t.Fatal("no plan")
	}
	var got []string
	for _, c := range p.classes {
		got = append(got, fmt.Sprintf("%d-%d:%d", c.lo, c.hi, len(c.groups)))
	}
	if want := []string{"5-5:3", "6-6:2", "7-7:2", "8-8:1", "9-9:1", "10-10:1"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("classes = %v, want %v", got, want)
	}
	if fmt.Sprint(p.classes[3].groups) != "[[4211]]" {
		t.Fatalf("class 8: groups %v, want the new word alone", p.classes[3].groups)
	}

	// Classes widen above 16 tokens; each is one class of the index (its label is its smallest
	// count), they cover [minB, maxB] without gap or overlap, and a longer class never needs
	// more groups than a shorter one (each of them at least one).
	for _, n := range []int{1, 2, 5, 16, 17, 23, 40, 90, 150} {
		var toks []string
		for i := range n {
			toks = append(toks, fmt.Sprintf("t%03d", i))
		}
		for _, th := range []float64{0.5, 0.7, 0.9, 1} {
			p, _ := planDedup(toks, map[string]int{}, th)
			next, groups := p.minB, len(toks)+1
			for _, c := range p.classes {
				if c.lo != next || c.hi < c.lo || dedupLengthClass(c.lo) != c.class || dedupLengthClass(c.hi) != c.class {
					t.Fatalf("n=%d t=%v: class %+v after %d", n, th, c, next-1)
				}
				if len(c.groups) > groups || len(c.groups) < 1 {
					t.Fatalf("n=%d t=%v: class %d-%d has %d groups after %d", n, th, c.lo, c.hi, len(c.groups), groups)
				}
				next, groups = c.hi+1, len(c.groups)
			}
			// At most ten classes at the default threshold or above, whatever the hint's length.
			if next != p.maxB+1 || (th >= DefaultDedupThreshold && len(p.classes) > 10) {
				t.Fatalf("n=%d t=%v: %d classes end at %d, want %d", n, th, len(p.classes), next-1, p.maxB)
			}
		}
	}
}
