package memory_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// expire sets a memory's expiry in the past (Save accepts only future expiries).
func expire(t *testing.T, db *dbtest.DB, mid string, ago time.Duration) {
	t.Helper()
	_, err := db.Pool.Exec(context.Background(), `update memories set expires_at = now() - $2 * interval '1 second' where id = $1`, mid, ago.Seconds())
	require.NoError(t, err)
}

func count(t *testing.T, db *dbtest.DB, q string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, db.Pool.QueryRow(context.Background(), q, args...).Scan(&n))
	return n
}

func TestPurgeRemovesOnlyWhatIsPastItsRetention(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := func(hint string) string {
		r, err := svc.Save(ctx, alice, userSave(hint, "content of "+hint))
		require.NoError(t, err)
		return r.ID
	}
	live := save("deploy checklist for billing")
	recent := save("oncall rota for march")
	old := save("temporary vpn workaround")
	// An in-place update keeps a version of the old text.
	_, err := svc.Save(ctx, alice, userSave("temporary vpn workaround", "updated text"))
	require.NoError(t, err)
	expire(t, db, recent, 10*24*time.Hour) // expired, but within the 30-day grace
	expire(t, db, old, 40*24*time.Hour)    // past the grace
	// History and audit rows from long ago, and from now.
	_, err = db.Pool.Exec(ctx, `update memory_versions set replaced_at = now() - interval '400 days' where memory_id = $1`, old)
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update audit_log set at = now() - interval '400 days' where memory_id = $1`, live)
	require.NoError(t, err)
	auditBefore := count(t, db, `select count(*) from audit_log`)

	r := memory.DefaultRetention
	rep, err := svc.Purge(ctx, admin, memory.PurgeOptions{Retention: r, DryRun: true})
	require.NoError(t, err)
	require.Len(t, rep.Memories, 1)
	assert.Equal(t, old, rep.Memories[0].ID)
	assert.Equal(t, int64(1), rep.Versions)
	assert.Equal(t, int64(1), rep.AuditRows)
	assert.Equal(t, 3, count(t, db, `select count(*) from memories`), "a dry run removes nothing")
	assert.Equal(t, auditBefore, count(t, db, `select count(*) from audit_log`), "a dry run writes nothing")

	// Only an admin may purge.
	_, err = svc.Purge(ctx, alice, memory.PurgeOptions{Retention: r})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))

	rep, err = svc.Purge(ctx, admin, memory.PurgeOptions{Retention: r})
	require.NoError(t, err)
	assert.False(t, rep.DryRun)
	require.Len(t, rep.Memories, 1)
	assert.Equal(t, old, rep.Memories[0].ID)
	assert.Equal(t, memory.ScopeUser, rep.Memories[0].Scope)
	assert.Equal(t, alice.PrincipalID, rep.Memories[0].OwnerID)
	assert.Equal(t, int64(1), rep.Versions)
	assert.Equal(t, int64(1), rep.AuditRows)
	assert.Equal(t, 0, count(t, db, `select count(*) from memories where id = $1`, old))
	assert.Equal(t, 2, count(t, db, `select count(*) from memories where id in ($1, $2)`, live, recent), "live and in-grace memories stay")
	assert.Equal(t, 0, count(t, db, `select count(*) from memory_versions where memory_id = $1`, old))
	assert.Equal(t, 1, count(t, db, `select count(*) from audit_log where action = $1 and memory_id = $2`, memory.ActPurgeMemory, old))
	assert.Equal(t, 1, count(t, db, `select count(*) from audit_log where action = $1`, memory.ActPurge), "a purge that removed something is audited")
	assert.Equal(t, 0, count(t, db, `select count(*) from audit_log where memory_id = $1 and at < now() - interval '365 days'`, live))

	// A second purge finds nothing, and leaves no summary row: the periodic purge would write one
	// every round.
	rep, err = svc.Purge(ctx, admin, memory.PurgeOptions{Retention: r})
	require.NoError(t, err)
	assert.Empty(t, rep.Memories)
	assert.Equal(t, 1, count(t, db, `select count(*) from audit_log where action = $1`, memory.ActPurge), "a purge that removed nothing is not audited")

	// Zero retention keeps history and audit rows forever; zero grace purges on expiry.
	_, err = db.Pool.Exec(ctx, `update audit_log set at = now() - interval '4000 days'`)
	require.NoError(t, err)
	rep, err = svc.Purge(ctx, admin, memory.PurgeOptions{Retention: memory.Retention{}})
	require.NoError(t, err)
	require.Len(t, rep.Memories, 1)
	assert.Equal(t, recent, rep.Memories[0].ID)
	assert.Zero(t, rep.AuditRows)
	assert.Positive(t, count(t, db, `select count(*) from audit_log where at < now() - interval '3999 days'`))
}

func TestPurgeOneAtATime(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	const n = 40
	for i := range n {
		r, err := svc.Save(ctx, alice, userSave("expired note number "+string(rune('a'+i%26))+string(rune('a'+i/26)), "c"))
		require.NoError(t, err)
		expire(t, db, r.ID, 90*24*time.Hour)
	}
	require.Equal(t, n, count(t, db, `select count(*) from memories`))

	// While another session holds the purge lock (another replica purging), a purge skips.
	conn, err := db.Pool.Acquire(ctx)
	require.NoError(t, err)
	_, err = conn.Exec(ctx, `select pg_advisory_lock(hashtextextended('recall.purge.' || current_schema(), 0))`)
	require.NoError(t, err)
	rep, err := svc.Purge(ctx, admin, memory.PurgeOptions{Retention: memory.DefaultRetention})
	require.NoError(t, err)
	assert.True(t, rep.Skipped)
	assert.Equal(t, n, count(t, db, `select count(*) from memories`), "a skipped purge removes nothing")
	_, err = conn.Exec(ctx, `select pg_advisory_unlock(hashtextextended('recall.purge.' || current_schema(), 0))`)
	require.NoError(t, err)
	conn.Release()

	// Two purges at once (small batches, so they overlap): every memory removed and audited once.
	var wg sync.WaitGroup
	reps := make([]memory.PurgeReport, 2)
	errs := make([]error, 2)
	for i := range 2 {
		wg.Go(func() {
			reps[i], errs[i] = svc.Purge(ctx, admin, memory.PurgeOptions{Retention: memory.DefaultRetention, BatchSize: 3})
		})
	}
	wg.Wait()
	require.NoError(t, errs[0])
	require.NoError(t, errs[1])
	assert.Equal(t, n, len(reps[0].Memories)+len(reps[1].Memories))
	assert.Equal(t, 0, count(t, db, `select count(*) from memories`))
	assert.Equal(t, n, count(t, db, `select count(distinct memory_id) from audit_log where action = $1`, memory.ActPurgeMemory))
	assert.Equal(t, n, count(t, db, `select count(*) from audit_log where action = $1`, memory.ActPurgeMemory), "no memory audited twice")
	// The lock was released: the next purge runs.
	rep, err = svc.Purge(ctx, admin, memory.PurgeOptions{Retention: memory.DefaultRetention})
	require.NoError(t, err)
	assert.False(t, rep.Skipped)
}
