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

// Common probe tokens: the lookup asks for two of the m + 2 rarest tokens instead (every pair of
// them), and a hint with too many pairs keeps the split lookup.
func TestPlanDedupPairsCommonTokens(t *testing.T) {
	tokens := []string{"a", "b", "c", "d", "e", "f", "g"}
	df := map[string]int{"a": 900, "b": 40, "c": 70, "d": 500, "e": 3000, "f": 90, "g": 2000}
	// 7 tokens at 0.7: 5 shared, so B lacks at most m = 2; the 3 rarest (b, c, f) carry 200.
	p, ok := planDedup(tokens, df, 0.7)
	if !ok || len(p.rare) != 0 || len(p.every) != 0 {
		t.Fatalf("plan = %+v", p)
	}
	want := [][]string{{"b", "c"}, {"b", "f"}, {"b", "d"}, {"c", "f"}, {"c", "d"}, {"f", "d"}}
	if len(p.pairs) != len(want) {
		t.Fatalf("pairs = %v, want %v", p.pairs, want)
	}
	for i := range want {
		if !slices.Equal(p.pairs[i], want[i]) {
			t.Fatalf("pairs = %v, want %v", p.pairs, want)
		}
	}
	// Rare probe tokens keep the plain lookup.
	p, _ = planDedup(tokens, map[string]int{"a": 1, "b": 2, "c": 3}, 0.7)
	if len(p.pairs) != 0 || !slices.Equal(p.rare, []string{"d", "e", "f"}) {
		t.Fatalf("rare plan = %+v", p)
	}
	// 40 tokens: B may lack 12, and 14 tokens make 91 pairs; the split lookup instead.
	var long []string
	common := map[string]int{}
	for i := range 40 {
		long = append(long, fmt.Sprintf("t%02d", i))
		common[long[i]] = 100 + i
	}
	p, _ = planDedup(long, common, 0.7)
	if len(p.pairs) != 0 || len(p.rare) != 12 || len(p.every) != dedupEvery {
		t.Fatalf("long plan: %d pairs, rare %v, every %v", len(p.pairs), p.rare, p.every)
	}
}
