package memory_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
)

// Migration 028 recomputes the words of the memories saved before it and rebuilds the BM25 index
// from them: every statistic matches the live memories, and an old memory is found by a word the
// old stop list dropped.
func TestSearchIndexRebuiltWhenItsWordsChange(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewEmpty(t)
	_, err := migrations.ApplyUpTo(ctx, db.Pool, 27)
	require.NoError(t, err)
	addLaterColumns(t, db)
	svc := serviceOn(t, db, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	for i := range 12 {
		saveNew(t, svc, alice)(fmt.Sprintf("storm diary %d", i), fmt.Sprintf("Rain all day %d, then wind.", i))
		saveNew(t, svc, bob)(fmt.Sprintf("garden log %d", i), fmt.Sprintf("Watered the roses %d times after dark.", i))
	}
	after := saveNew(t, svc, alice)("storm diary monday", "I felt calm after the storm.")
	saveNew(t, svc, alice)("storm diary tuesday", "I felt calm before the storm.")

	done, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	require.NotEmpty(t, done)
	assert.Equal(t, "028_search_function_words", strings.TrimSuffix(done[0], ".sql"))
	assertStatsConsistent(t, db)
	ids := search(t, svc, alice, memory.SearchInput{Query: "calm after the storm"})
	require.NotEmpty(t, ids)
	assert.Equal(t, after, ids[0])
	assert.Len(t, search(t, svc, bob, memory.SearchInput{Query: "roses after dark"}), 12, "every one of bob's memories, none of alice's")
}

// Memories left waiting by migration 030's saves had their lengths counted already; migration 031
// counts their words before it changes what waiting means, so nothing is counted twice, and the
// usage and hint-token counts carry over to its shards and its waiting list.
func TestSavesWaitingAcrossMigration031AreCountedOnce(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewEmpty(t)
	_, err := migrations.ApplyUpTo(ctx, db.Pool, 30)
	require.NoError(t, err)
	addLaterColumns(t, db)
	svc := serviceOn(t, db, nil)
	alice := principal(t, svc, "alice")
	saveNew(t, svc, alice)("storm diary monday", "Rain all day, then wind.")
	done := memory.CountingLater(svc)
	for i := range 5 {
		saveNew(t, svc, alice)(fmt.Sprintf("garden log %d", i), fmt.Sprintf("Watered the roses %d times after dark.", i))
	}
	done()
	var waiting int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_pending`).Scan(&waiting))
	require.Equal(t, 5, waiting)

	applied, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	require.NotEmpty(t, applied)
	assert.Equal(t, "031_save_without_shared_rows", strings.TrimSuffix(applied[0], ".sql"))
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_pending`).Scan(&waiting))
	assert.Zero(t, waiting)
	assertStatsConsistent(t, db)
	assert.Zero(t, hintDFDiff(t, db))
	var used int
	require.NoError(t, db.Pool.QueryRow(ctx, `select sum(memories) from principal_usage where principal_id = $1`, alice.PrincipalID).Scan(&used))
	assert.Equal(t, 6, used)
	assert.Len(t, search(t, svc, alice, memory.SearchInput{Query: "roses"}), 5)
}

// addLaterColumns adds, to a schema migrated only part of the way, the columns today's code reads
// on every call that later migrations add (032: a principal's write budget and delete approval,
// a token's pinned run), as those migrations do (if not exists), so a test can save on the old
// schema and migrate it afterwards.
func addLaterColumns(t *testing.T, db *dbtest.DB) {
	t.Helper()
	_, err := db.Pool.Exec(context.Background(), `
		alter table principals add column if not exists write_budget integer,
			add column if not exists write_budget_seconds integer,
			add column if not exists deletes_need_approval boolean not null default false;
		alter table tokens add column if not exists run_id text`)
	require.NoError(t, err)
}
