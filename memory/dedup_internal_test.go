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
// memory carries narrows nothing and is left out.
func TestPlanDedupGroupsCommonTokens(t *testing.T) {
	tokens := []string{"a", "b", "c", "d", "e", "f", "g"}
	df := map[string]int{"a": 900, "b": 40, "c": 70, "d": 500, "e": 3000, "f": 90, "g": 2000}
	// 7 tokens at 0.7: 5 shared, so B lacks at most m = 2: three groups.
	p, ok := planDedup(tokens, df, 0.7)
	if !ok {
		t.Fatal("no plan")
	}
	want := [][]string{{"b", "g"}, {"c", "a"}, {"f", "d"}}
	if fmt.Sprint(p.groups) != fmt.Sprint(want) {
		t.Fatalf("groups = %v, want %v", p.groups, want)
	}
	// A token no memory carries yet (the bench's numbered hints) is a group on its own, at no
	// cost; the other group gathers the common words.
	p, _ = planDedup([]string{"x", "y", "z", "w", "note"}, map[string]int{"y": 5000, "z": 6000, "w": 7000, "note": 10000}, 0.7)
	if want := [][]string{{"x"}, {"y", "z", "w"}}; fmt.Sprint(p.groups) != fmt.Sprint(want) {
		t.Fatalf("groups = %v, want %v", p.groups, want)
	}
	// A group stops taking words once a word's list costs more to read than the candidates it
	// takes away: the bench's hint of common words at 136k memories takes no "daze" (97k
	// memories) when its group is down to about 760 candidates.
	p, _ = planDedup([]string{"99999999", "fenufo", "peru", "lagi", "fizivu", "roki", "daze", "note"},
		map[string]int{"fenufo": 103, "peru": 25279, "lagi": 31376, "fizivu": 41103, "roki": 59165, "daze": 97439, "note": 136369}, 0.7)
	if want := [][]string{{"99999999"}, {"fenufo"}, {"peru", "lagi", "fizivu", "roki"}}; fmt.Sprint(p.groups) != fmt.Sprint(want) {
		t.Fatalf("groups of common words = %v, want %v", p.groups, want)
	}
	// Rare tokens stay alone.
	p, _ = planDedup(tokens, map[string]int{"a": 1, "b": 2, "c": 3}, 0.7)
	if want := [][]string{{"d"}, {"e"}, {"f"}}; fmt.Sprint(p.groups) != fmt.Sprint(want) {
		t.Fatalf("rare groups = %v, want %v", p.groups, want)
	}
	// 40 tokens: B may lack 12, so 13 disjoint groups of the hint's tokens.
	var long []string
	common := map[string]int{}
	for i := range 40 {
		long = append(long, fmt.Sprintf("t%02d", i))
		common[long[i]] = 100 + i
	}
	p, _ = planDedup(long, common, 0.7)
	if len(p.groups) != 13 {
		t.Fatalf("long plan: %d groups", len(p.groups))
	}
	seen := map[string]bool{}
	for _, g := range p.groups {
		for _, tok := range g {
			if seen[tok] || !slices.Contains(long, tok) {
				t.Fatalf("long plan: groups %v are not disjoint tokens of the hint", p.groups)
			}
			seen[tok] = true
		}
	}
}
