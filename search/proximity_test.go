package search

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/record"
)

// The words proximity drops are the words recall_words drops: every English stop word and every
// function word 028 keeps is dropped by both or by neither, and the stems of the words kept agree.
func TestProximityStopWordsAreRecallWords(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	kept := strings.Fields(`before after during while until between against above below up down out off
		over under again once few more most no not nor only same own very too because through into`)
	words := append(strings.Fields(grammarWords), kept...)
	words = append(words, "painted", "storms", "happily", "running", "adoption", "wills")
	for _, w := range words {
		var lexemes []string
		require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(array_agg(lexeme), '{}') from unnest(recall_words($1))`, w).Scan(&lexemes))
		got := proximityWords(w, nil)
		if len(lexemes) == 0 {
			assert.Empty(t, got, "recall_words drops %q; proximity must too", w)
			continue
		}
		if assert.Len(t, got, 1, "recall_words keeps %q as %v; proximity must too", w, lexemes) {
			assert.Equal(t, lexemes[0], got[0].stem, "the stem of %q", w)
		}
	}
}

func TestProximityPairs(t *testing.T) {
	t.Parallel()
	pairs := func(query string) [][2]string {
		q := newProximityQuery(query)
		var out [][2]string
		for _, p := range q.pairs {
			out = append(out, [2]string{q.stems[p[0]], q.stems[p[1]]})
		}
		return out
	}
	// what, did, she and the are grammar words but keep their places: paint and storm are three
	// apart, too far.
	assert.Equal(t, [][2]string{{"paint", "after"}, {"after", "storm"}}, pairs("What did she paint after the storm?"))
	assert.Empty(t, pairs("what did she do?"))
	assert.Empty(t, pairs("storms, storm, storm?"), "a word is not a pair with itself")
	assert.Equal(t, [][2]string{{"dog", "cat"}}, pairs("dog cat dog cat"), "each pair once")
	near := func(query string, texts ...string) int {
		q := newProximityQuery(query)
		return q.near(texts...)
	}
	assert.Equal(t, 1, near("going home", "He was going home."), "a stem shorter than three letters (go)")
	assert.Equal(t, 1, near("éclair crème", "Un éclair, crème anglaise."), "words beginning with letters outside ASCII")
	assert.Equal(t, 0, near("storm after", "storm", "after"), "a pair is near within one text")
	assert.Equal(t, 1, near("storm after", "after the STORM"), "either order, any case")
}

// The first proximityTop hits are reordered by score times the boost of their near pairs (in the
// hint or the content, either order, at most proximityWindow apart); the rest keep their places,
// and the scores still fall from first to last.
func TestRerankByProximity(t *testing.T) {
	t.Parallel()
	hit := func(id, hint, content string, score float64) Hit {
		return Hit{Memory: record.Memory{ID: id, State: record.State{RecallHint: hint, Content: content}}, Score: score}
	}
	hits := []Hit{
		hit("far", "painting notes", "She painted the fence, and after lunch the storm came.", 6),
		hit("none", "weather", "No paint, no storm.", 5),
		hit("near", "painting notes", "The storm ended; after it she painted.", 4),
		hit("hint", "storm after painting", "unrelated", 3),
		hit("fifth", "after", "x", 2),
		hit("sixth", "painted after the storm", "sixth is past the top five", 1),
	}
	lex := []float64{1.0, 0.95, 0.9, 0.85, 0.8, 0.75}
	rerankByProximity("What did she paint after the storm?", hits, lex)
	var ids []string
	for _, h := range hits {
		ids = append(ids, h.ID)
	}
	// hint: both pairs in its hint (0.85 × 1.4); near: storm and after two apart, after and
	// painted three (0.9 × 1.2); far: each pair three or more apart (1.0).
	assert.Equal(t, []string{"hint", "near", "far", "none", "fifth", "sixth"}, ids)
	for i, h := range hits {
		assert.Equal(t, float64(6-i), h.Score, "the score of place %d", i+1)
	}
}

// Splitting and stemming a memory costs next to nothing: only words that begin like a query word
// are stemmed.
func BenchmarkRerankByProximity(b *testing.B) {
	text := strings.Repeat("fizivu roki daze lagi muheca notes 4211 bakuse temo ", 8)
	hits := make([]Hit, 10)
	lex := make([]float64, 10)
	for i := range hits {
		hits[i] = Hit{Memory: record.Memory{State: record.State{RecallHint: "fizivu roki daze notes", Content: text}}, Score: float64(10 - i)}
		lex[i] = float64(10 - i)
	}
	q := "what do we know about roki lagi bakuse temo?"
	for b.Loop() {
		rerankByProximity(q, hits, lex)
	}
}
