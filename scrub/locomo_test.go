package scrub_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// locomoPath finds the LoCoMo dev split: RECALL_LOCOMO, or shared/data/locomo beside one of
// the directories above this package (the repository's checkouts sit next to it).
func locomoPath() string {
	if p := os.Getenv("RECALL_LOCOMO"); p != "" {
		return p
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for range 5 {
		p := filepath.Join(dir, "shared", "data", "locomo", "locomo-dev.json")
		if _, err := os.Stat(p); err == nil {
			return p
		}
		dir = filepath.Dir(dir)
	}
	return ""
}

// collectStrings appends every string in a decoded JSON value.
func collectStrings(v any, out []string) []string {
	switch x := v.(type) {
	case string:
		out = append(out, x)
	case []any:
		for _, e := range x {
			out = collectStrings(e, out)
		}
	case map[string]any:
		for _, e := range x {
			out = collectStrings(e, out)
		}
	}
	return out
}

// TestLeavesLoCoMoAlone scrubs every string of the LoCoMo conversations (dialogue turns,
// captions, questions, answers, image URLs: ordinary chat between people) and expects every one
// unchanged.
func TestLeavesLoCoMoAlone(t *testing.T) {
	t.Parallel()
	path := locomoPath()
	if path == "" {
		t.Skip("LoCoMo's dev split is not on this machine (set RECALL_LOCOMO)")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	strs := collectStrings(doc, nil)
	if len(strs) < 10000 {
		t.Fatalf("only %d strings in %s", len(strs), path)
	}
	changed := 0
	for _, s := range strs {
		if res := sharedScrubber.Scrub(s); res.Text != s {
			changed++
			t.Logf("changed (%v): %q -> %q", res.Rules, s, res.Text)
		}
	}
	t.Logf("%d of %d strings changed", changed, len(strs))
	if changed > 0 {
		t.Errorf("%d of %d LoCoMo strings changed; want none", changed, len(strs))
	}
}
