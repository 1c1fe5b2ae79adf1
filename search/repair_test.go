package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/searchtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	searchengine "github.com/recall-mcp/recall/search"
)

// walk runs the search engine's repair of kind over the whole memories table in stretches of
// limit, as the leader does, and returns how many memories it read and indexed.
func walk(t *testing.T, svc *memory.Service, kind searchengine.RepairKind, limit int) (read, repaired int) {
	t.Helper()
	next := ""
	for {
		p, err := svc.SearchEngine().Repair(context.Background(), kind, next, limit)
		require.NoError(t, err)
		read, repaired = read+p.Read, repaired+p.Repaired
		if next = p.Next; next == "" {
			return read, repaired
		}
	}
}

// Memories a writer left out of the search index (as the previous release would while it still
// serves on a schema whose way of indexing changed, or SQL by hand): one without an entry, one
// whose text changed without its entry, one whose expiry changed without it. The leader's walk
// finds exactly those, indexes them as a save would, and then finds nothing; an expired memory
// without an entry needs none.
func TestRepairIndexesWhatAWriterLeftOut(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	for _, hint := range []string{"coffee order", "garden plan", "bicycle repair", "tea order", "kafka brokers"} {
		save(hint, "an ordinary note about "+hint)
	}
	stale := save("pager rotation", "the pager goes to team blue on mondays")
	moved := save("office wifi", "the office wifi password rotates monthly")

	unindexed := func(hint, content string, expiry any) string {
		var id string
		require.NoError(t, db.Pool.QueryRow(ctx, `insert into memories (id, scope, owner_id, agent_id, recall_hint, content, expires_at)
			select gen_random_uuid(), 'user', id, 'default', $2, $3, now() + $4::interval from principals where name = $1
			returning id::text`, "alice", hint, content, expiry).Scan(&id))
		return id
	}
	missing := unindexed("quokka census", "the quokka census happens each spring", nil)
	unindexed("expired zebra note", "a zebra note that already expired", "-1 day")
	_, err := db.Pool.Exec(ctx, `update memories set content = 'the pager goes to team ocelot on fridays', updated_at = now() where id = $1`, stale)
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() + interval '3 days' where id = $1`, moved)
	require.NoError(t, err)
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka census"}), "not indexed yet")
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "ocelot"}), "the old text's entry")

	read, repaired := walk(t, svc, searchengine.RepairMissing, 3)
	assert.Equal(t, 9, read)
	assert.Equal(t, 1, repaired, "the missing entry")
	assert.Equal(t, []string{missing}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka census"}))
	read, repaired = walk(t, svc, searchengine.RepairStale, 2)
	assert.Equal(t, 9, read)
	assert.Equal(t, 2, repaired, "the entries of the old text and the old expiry")
	assert.Equal(t, []string{missing}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka census"}))
	assert.Equal(t, []string{stale}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "ocelot fridays"}))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "blue mondays"}))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra"}))
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(t, err)
	searchtest.AssertStatsConsistent(t, db)

	for _, kind := range []searchengine.RepairKind{searchengine.RepairMissing, searchengine.RepairStale} {
		read, repaired = walk(t, svc, kind, searchengine.RepairMissingBatch)
		assert.Equal(t, 9, read)
		assert.Zero(t, repaired, "nothing left to repair")
	}
}

// The leader's repair service: a full pass at leadership start, run after run, then slow rounds.
// A memory written without its entry after the first pass (the previous release still saving,
// say) is found by the next round: the walk never stops.
func TestTheRepairServiceKeepsWalkingAfterItsFirstPass(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	for _, hint := range []string{"coffee order", "garden plan", "bicycle repair"} {
		save(hint, "an ordinary note about "+hint)
	}
	r := svc.SearchEngine().Repairer()
	runs := 0
	for next := time.Millisecond; next > 0 && next < time.Second; runs++ {
		var err error
		next, err = r.RunOnce(ctx)
		require.NoError(t, err)
	}
	assert.Equal(t, 1, runs, "a small table's first pass is one run")

	var id string
	require.NoError(t, db.Pool.QueryRow(ctx, `insert into memories (id, scope, owner_id, agent_id, recall_hint, content)
		select gen_random_uuid(), 'user', id, 'default', 'quokka census', 'the quokka census happens each spring'
		from principals where name = 'alice' returning id::text`).Scan(&id))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka census"}))
	for range 2 { // the round may be at the end of the table: it starts over at the next run
		next, err := r.RunOnce(ctx)
		require.NoError(t, err)
		assert.Zero(t, next, "slow rounds: the next run after the service's interval")
	}
	assert.Equal(t, []string{id}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka census"}))
}
