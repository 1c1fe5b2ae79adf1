package memory_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// usageOf is principal pid's storage as the triggers keep it (principal_usage), and as a count
// from the rows gives it: its memories with recall_memory_cost, its kept versions with
// recall_version_cost.
func usageOf(t *testing.T, db *dbtest.DB, pid string) (kept, recounted [2]int64) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(sum(memories), 0), coalesce(sum(bytes), 0)
		from principal_usage where principal_id = $1`, pid).Scan(&kept[0], &kept[1]))
	require.NoError(t, db.Pool.QueryRow(ctx, `select
		(select count(*) from memories where owner_id = $1),
		(select coalesce(sum(recall_memory_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id),
		                                        length(search), cardinality(hint_tokens))), 0)
		 from memories where owner_id = $1)
		+ (select coalesce(sum(recall_version_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id))), 0)
		   from memory_versions where owner_id = $1)`, pid).Scan(&recounted[0], &recounted[1]))
	return kept, recounted
}

// A principal's storage counts its memories with their index entries and the versions kept of
// their replaced and deleted text, through every writer (save, rewrite in place, delete, import,
// the purge of old versions), and the recount a migration runs (recall_usage_recount) finds what
// the triggers kept.
func TestStorageUsageCountsIndexEntriesAndVersions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	r := rand.New(rand.NewPCG(46, 1))
	check := func(step string) {
		t.Helper()
		kept, recounted := usageOf(t, db, alice.PrincipalID)
		require.Equal(t, recounted, kept, "after %s", step)
	}

	short, err := svc.Save(ctx, alice, userSave("release checklist", "tag the build, then deploy"))
	require.NoError(t, err)
	long, err := svc.Save(ctx, alice, userSave("glossary of codenames", svctest.RandomWords(r, memory.MaxContentLen)))
	require.NoError(t, err)
	check("saves")
	kept, _ := usageOf(t, db, alice.PrincipalID)
	// 8 KB of new words costs the index far more than its text: the quota counts it.
	assert.Greater(t, kept[1], int64(150_000), "two memories, one of 8 KB of new words")

	_, err = svc.Save(ctx, alice, userSave("glossary of codenames", svctest.RandomWords(r, 2000)))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("release checklist", "tag the build, run the smoke tests, then deploy"))
	require.NoError(t, err)
	check("rewrites in place, each keeping a version")

	require.NoError(t, svc.Delete(ctx, alice, short.ID, memory.Confirmation{Via: "test"}))
	check("a delete, which keeps a version")

	var items []memory.Exported
	for i := range 30 {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("imported note %d", i), Content: svctest.RandomWords(r, 100*(i+1))}}})
	}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	check("an import")

	_, err = db.Pool.Exec(ctx, `update memory_versions set replaced_at = now() - interval '2 days' where memory_id = $1`, long.ID)
	require.NoError(t, err)
	rep, err := svc.Purge(ctx, admin, memory.PurgeOptions{Retention: memory.Retention{History: 24 * time.Hour}})
	require.NoError(t, err)
	require.Equal(t, int64(1), rep.Versions)
	check("the purge of a version")

	// Counted again from the rows, as `recall migrate` does when the cost model changes.
	before, _ := usageOf(t, db, alice.PrincipalID)
	_, err = db.Pool.Exec(ctx, `select recall_usage_recount()`)
	require.NoError(t, err)
	after, _ := usageOf(t, db, alice.PrincipalID)
	require.Equal(t, before, after)
	var rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from principal_usage`).Scan(&rows))
	require.Equal(t, 1, rows, "one row a principal after a recount")
}

// The byte quota holds what a memory costs on disk: 8 KB of new words a memory fills 1 MiB after
// a handful, and versions kept by rewrites count, so rewriting one memory again and again stops
// at the quota too; a rewrite that frees more than it adds is still allowed.
func TestByteQuotaCountsIndexAndHistory(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, &memory.Options{Logger: discard(), Limits: memory.Limits{MaxBytes: 1 << 20}})
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	r := rand.New(rand.NewPCG(46, 2))

	stored := 0
	for range 20 {
		_, err := svc.Save(ctx, alice, userSave(svctest.RandomWords(r, 60), svctest.RandomWords(r, memory.MaxContentLen)))
		if err != nil {
			require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "%v", err)
			break
		}
		stored++
	}
	assert.Less(t, stored, 6, "memories of 8 KB of new words within 1 MiB")
	assert.Greater(t, stored, 2)

	// 8 KB of a few words: each rewrite keeps a version of about 9 KB, 1 MiB about 110 of them.
	long := strings.Repeat("standup notes about the deploy and the release train ", 160)[:8000]
	rewrites := 0
	var err error
	for i := range 300 {
		if _, err = svc.Save(ctx, bob, userSave("standup notes", fmt.Sprint(i, " ", long))); err != nil {
			break
		}
		rewrites++
	}
	require.Error(t, err, "rewrites in place kept versions past the quota")
	require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "%v", err)
	assert.Contains(t, err.Error(), "versions kept")
	assert.Greater(t, rewrites, 80)
	_, err = svc.Save(ctx, bob, userSave("standup notes", "short"))
	require.NoError(t, err, "a rewrite that frees more than its version costs")
}
