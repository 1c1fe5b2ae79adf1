package search_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// A memory of more distinct words than the index holds (recall_search_word_cap, 512) is stored and
// shown whole, and found by the words the index keeps: its hint's, then its content's by
// frequency, then the first to occur. A word that occurs once after the cap is reached is not
// found: the known trade-off (docs/search.md), which a memory of prose does not meet (8 KB of it
// has 300 to 450 distinct words). The index stays what a recount gives, through a rewrite and a
// delete of such a memory.
func TestLongMemoryIsIndexedByItsWeightiestWords(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	r := rand.New(rand.NewPCG(46, 3))
	words := strings.Fields(svctest.RandomWords(r, 7000)) // about 900 distinct words
	require.Greater(t, len(words), 800)
	// "firstq" opens the content, "twiceq" occurs twice near its end, "onceq" once at its end.
	content := "firstq " + strings.Join(words, " ") + " twiceq twiceq onceq"
	require.LessOrEqual(t, len(content), memory.MaxContentLen)
	saved, err := svc.Save(ctx, alice, userSave("glossary rarehintq", content))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("unrelated note", "nothing in common"))
	require.NoError(t, err)

	got, err := svc.Get(ctx, alice, saved.ID)
	require.NoError(t, err)
	assert.Equal(t, content, got.Content, "stored and shown whole")
	var postings int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_postings where memory_id = $1`, saved.ID).Scan(&postings))
	assert.Equal(t, 512, postings)

	found := func(q string) bool {
		hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: q, Limit: 5})
		require.NoError(t, err)
		for _, h := range hits {
			if h.ID == saved.ID {
				return true
			}
		}
		return false
	}
	for _, q := range []string{"rarehintq", "firstq", "twiceq", words[0], words[300]} {
		assert.True(t, found(q), "found by %q", q)
	}
	assert.False(t, found("onceq"), "a word occurring once past the cap is not indexed (the trade-off)")
	assert.False(t, found(words[len(words)-1]), "nor is the last of the words occurring once")
	assert.Empty(t, indexDiff(t, db, "false"), "saved")

	_, err = svc.Save(ctx, alice, userSave("glossary rarehintq", "onceq "+content))
	require.NoError(t, err)
	assert.True(t, found("onceq"), "rewritten with the word first")
	assert.Empty(t, indexDiff(t, db, "false"), "rewritten in place")

	// The hint's words come first even where more than the cap of the content's occur more often.
	seen := map[string]bool{}
	var thrice []string
	for len(thrice) < 3*520 {
		w := string([]byte{byte('a' + r.IntN(26)), byte('a' + r.IntN(26)), byte('a' + r.IntN(26)), 'q'})
		if !seen[w] {
			seen[w] = true
			thrice = append(thrice, w, w, w)
		}
	}
	dense, err := svc.Save(ctx, alice, userSave("densehintq", strings.Join(thrice, " ")))
	require.NoError(t, err)
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "densehintq"})
	require.NoError(t, err)
	require.NotEmpty(t, hits, "found by its hint's word")
	assert.Equal(t, dense.ID, hits[0].ID)

	require.NoError(t, svc.Delete(ctx, alice, saved.ID, memory.Confirmation{Via: "test"}))
	assert.Empty(t, indexDiff(t, db, "false"), "deleted")
	var left int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_terms where term = 'firstq'`).Scan(&left))
	assert.Zero(t, left, "its words left the index with it")
}
