package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// A memory that shares no word with the query is returned only when its embedding is similar
// enough to the query's: the floor is part of the vector branch, with and without a window, so a
// query about nothing finds nothing, as the lexical search already does. A memory that shares a
// word is found lexically whatever its similarity.
func TestVectorOnlyMatchesNeedTheSimilarityFloor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const dims = 768
	fake := fakeollama.New(map[string]int{"nomic-embed-text": dims})
	t.Cleanup(fake.Close)
	text := func(m memory.SaveInput) string { return m.RecallHint + "\n\n" + m.Content }

	related := userSave("strong interaction notes", "Gluons bind quarks inside protons.")
	weak := userSave("garden watering schedule", "Tomatoes every morning, herbs every other day.")
	unrelated := userSave("printer on floor two", "It jams on glossy paper.")
	shares := userSave("quantum computing reading group", "Thursdays at four.")
	fake.SetVector(text(related), svctest.UnitAt(dims, 0.62, 1))   // related in meaning, no shared word
	fake.SetVector(text(weak), svctest.UnitAt(dims, 0.31, 2))      // just above a 0.3 floor
	fake.SetVector(text(unrelated), svctest.UnitAt(dims, 0.05, 3)) // unrelated
	fake.SetVector(text(shares), svctest.UnitAt(dims, 0.02, 4))    // shares "quantum", far in vector space
	fake.SetVector("quantum chromodynamics", svctest.UnitAt(dims, 1, 5))
	fake.SetVector("medieval poetry metre", svctest.UnitAt(dims, 0, 6)) // orthogonal to every memory

	floor := func(f float64) *float64 { return &f }
	for _, tc := range []struct {
		name  string
		floor *float64
		want  []string // recallHints returned for "quantum chromodynamics", any order
	}{
		{"default for nomic-embed-text (0.5)", nil, []string{related.RecallHint, shares.RecallHint}},
		{"0.3", floor(0.3), []string{related.RecallHint, weak.RecallHint, shares.RecallHint}},
		{"-1: every nearest neighbour", floor(-1), []string{related.RecallHint, weak.RecallHint, unrelated.RecallHint, shares.RecallHint}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			svc, _ := newService(t, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "nomic-embed-text"), MinSimilarity: tc.floor})
			alice := principal(t, svc, "alice")
			for _, m := range []memory.SaveInput{related, weak, unrelated, shares} {
				_, err := svc.Save(ctx, alice, m)
				require.NoError(t, err)
			}
			require.Equal(t, 4, svctest.CountEmbeddings(t, svc, "nomic-embed-text"))
			since := time.Now().Add(-time.Hour)
			for _, window := range []*time.Time{nil, &since} {
				hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "quantum chromodynamics", Since: window})
				require.NoError(t, err)
				var got []string
				for _, h := range hits {
					got = append(got, h.RecallHint)
				}
				assert.ElementsMatch(t, tc.want, got, "window %v", window != nil)

				hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "medieval poetry metre", Since: window})
				require.NoError(t, err)
				if tc.floor == nil || *tc.floor > 0 {
					assert.Empty(t, hits, "a query about nothing finds nothing (window %v)", window != nil)
				}
			}
		})
	}
}

func TestDefaultMinSimilarityByModel(t *testing.T) {
	t.Parallel()
	for model, want := range map[string]float64{
		"nomic-embed-text":        0.5,
		"nomic-embed-text:v1.5":   0.5,
		"nomic-embed-text@256":    0.5,
		"text-embedding-ada-002":  0.75,
		"text-embedding-3-small":  0.3,
		"all-minilm":              0.3,
		"some-model-nobody-knows": 0.3,
	} {
		assert.Equal(t, want, memory.DefaultMinSimilarity(model), model)
	}
}
