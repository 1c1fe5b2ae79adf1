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

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
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

// A manager's rewrite of another owner's system memory grows the owner's storage, so it is held
// to the owner's quota, through a save's near-duplicate as through a console edit; a rewrite that
// shrinks it is allowed. A flip takes the write budget, as a save does.
func TestRewritesOfAnotherOwnersMemoryCountAgainstItsQuota(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard(), Limits: memory.Limits{MaxBytes: 256 << 10}})
	owner := principal(t, svc, "owner")
	lead := principal(t, svc, "lead")
	for _, p := range []string{"owner", "lead"} {
		require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: p, Level: policy.AccessManage}))
	}
	x, err := svc.Save(ctx, owner, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "invoice run schedule", Content: "the first of the month"})
	require.NoError(t, err)
	// The owner fills its quota with memories of new words.
	r := rand.New(rand.NewPCG(48, 2))
	for {
		if _, err = svc.Save(ctx, owner, userSave(svctest.RandomWords(r, 40), svctest.RandomWords(r, 2000))); err != nil {
			require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "%v", err)
			break
		}
	}
	bytes := func(p policy.Identity) int64 {
		var n int64
		require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(sum(bytes), 0)::bigint from principal_usage where principal_id = $1`, p.PrincipalID).Scan(&n))
		return n
	}
	before := bytes(owner)
	big := svctest.RandomWords(r, 2000)

	_, err = svc.Save(ctx, lead, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "invoice run schedule", Content: big})
	require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "a near-duplicate rewrite: %v", err)
	assert.Contains(t, err.Error(), "quota of memory "+x.ID+"'s owner")
	console := policy.Identity{PrincipalID: lead.PrincipalID, Principal: lead.Principal, Transport: "web"}
	_, err = svc.EditMemory(ctx, console, x.ID, memory.EditInput{RecallHint: "invoice run schedule", Content: big})
	require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "a console edit: %v", err)
	assert.Equal(t, before, bytes(owner), "nothing was changed")
	m, err := svc.Get(ctx, owner, x.ID)
	require.NoError(t, err)
	assert.Equal(t, "the first of the month", m.Content)

	res, err := svc.Save(ctx, lead, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "invoice run schedule", Content: "the 1st"})
	require.NoError(t, err, "a rewrite that shrinks the memory")
	assert.True(t, res.Updated)

	// The write budget counts flips.
	bot := budgeted(t, svc, "flip-bot", 2)
	bot.RunID = "run-1"
	mine, err := svc.Save(ctx, bot, userSave("deploy freeze dates", "the last week of the year"))
	require.NoError(t, err)
	require.NoError(t, svc.SetAlwaysInject(ctx, bot, mine.ID, true))
	err = svc.SetAlwaysInject(ctx, bot, mine.ID, false)
	require.Equal(t, memory.CodeBudgetExhausted, memory.ErrorCode(err), "%v", err)
	m, err = svc.Get(ctx, bot, mine.ID)
	require.NoError(t, err)
	assert.True(t, m.AlwaysInject, "the refused flip changed nothing")
}
