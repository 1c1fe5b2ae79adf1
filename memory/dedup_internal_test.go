package memory

import (
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
