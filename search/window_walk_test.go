package search_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// A word in more of a window's memories than a search reads of a term (termCandidates, 100) is
// walked from its best postings in the window down: the window's memories that have it in their
// recallHint (its best there) are found, not the ones with it only in their content, and not the
// better matches saved outside the window, which an unbounded search reads first.
func TestSearchWindowWalksACommonWordFromItsBest(t *testing.T) {
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	since := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	until := since.Add(7 * 24 * time.Hour)
	// A word of its own for each memory, so no two are alike; all are of one length.
	own := func(i int) string { return fmt.Sprintf("k%c%c%cq", 'a'+i/676%26, 'a'+i/26%26, 'a'+i%26) }
	var items []memory.Exported
	add := func(n int, hint, content string, saved func(i int) time.Time) []string {
		var ids []string
		for i := range n {
			id := uuid.NewString()
			ids = append(ids, id)
			at := saved(i)
			items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: id, Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: hint + " " + own(len(items)), Content: content}, CreatedAt: at, UpdatedAt: at}})
		}
		return ids
	}
	before := func(i int) time.Time { return since.Add(-time.Duration(i+1) * time.Hour) }
	inside := func(i int) time.Time { return since.Add(time.Duration(i) * time.Minute) }
	add(300, "zebra harbor", "zebra tide lamp rope mast", before)
	best := add(20, "zebra harbor", "tide lamp rope mast sail", inside)
	add(150, "dock harbor", "zebra tide lamp rope mast", func(i int) time.Time { return inside(100 + i) })
	n, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	require.Equal(t, len(items), n)

	assert.ElementsMatch(t, best, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Limit: 20, Since: &since, Until: &until}))
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "zebra", Limit: 50, Since: &since, Until: &until})
	require.NoError(t, err)
	require.Len(t, hits, 50)
	for _, h := range hits {
		assert.False(t, h.UpdatedAt.Before(since) || !h.UpdatedAt.Before(until), "%s saved at %s", h.ID, h.UpdatedAt)
	}
}

// Every write that moves a memory's savedAt moves its postings' saved time with it (the window is
// read from them): flipping alwaysInject, which changes no word, takes a memory out of the window
// it was saved in and into the one of the flip.
func TestSearchWindowFollowsAFlipOfAlwaysInject(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	id := svctest.SaveNew(t, svc, alice)("zebra harbor notes", "the zebra crossing by the harbor")
	lastYear := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	setSavedAt(t, db, id, lastYear)
	june, july := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC), time.Date(2025, 7, 1, 0, 0, 0, 0, time.UTC)
	assert.Equal(t, []string{id}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Since: &june, Until: &july}))

	require.NoError(t, svc.SetAlwaysInject(ctx, alice, id, true))
	hour := time.Now().Add(-time.Hour)
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Since: &june, Until: &july}))
	assert.Equal(t, []string{id}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Since: &hour}))
}
