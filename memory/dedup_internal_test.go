package memory

import "testing"

func TestHintOverlapMergeTable(t *testing.T) {
	cases := []struct {
		name  string
		a, b  string
		merge bool
	}{
		{"identical", "user prefers tabs over spaces", "user prefers tabs over spaces", true},
		{"reworded with stop words", "user prefers tabs over spaces", "the user prefers tabs instead of spaces", true},
		{"case and punctuation", "Deploy checklist: billing-service", "deploy checklist billing service", true},
		{"plural folding", "ticket project for infra tickets", "ticket projects for infra ticket", true},
		{"reordered", "staging database host name", "host name of the staging database", true},
		{"different subject same frame", "deploy steps for billing service", "deploy steps for auth service", false},
		{"one shared word", "billing service owner", "auth service runbook", false},
		{"superset with new subject", "jira project", "jira project for infra incidents", false},
		{"unrelated", "preferred language for commit messages", "health endpoint lies when db is down", false},
		{"only stop words", "the of and", "the of and", false},
		{"different env", "prod database connection limits", "staging database connection limits", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := hintOverlap(c.a, c.b)
			if (got >= DefaultDedupThreshold) != c.merge {
				t.Fatalf("overlap(%q, %q) = %.2f; merge want %t (threshold %.2f)", c.a, c.b, got, c.merge, DefaultDedupThreshold)
			}
		})
	}
}

func TestOrQueryHasNoSyntax(t *testing.T) {
	got := orQuery(`What's Caroline's "plan" & (next) | !step? <-> it's`)
	want := "what | s | caroline | plan | next | step | it"
	if got != want {
		t.Fatalf("orQuery = %q, want %q", got, want)
	}
}
