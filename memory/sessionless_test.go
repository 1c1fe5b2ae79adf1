package memory_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// sessionlessBot makes a service principal with a run cap and returns the identity its token
// gives a sessionless HTTP client: no run, the token as Client.
func sessionlessBot(t *testing.T, svc *memory.Service, name string, capN int) policy.Identity {
	t.Helper()
	ctx := context.Background()
	principal(t, svc, name, asService(capN))
	tok, err := idsOf(svc).CreateToken(ctx, admin, name, "ci")
	require.NoError(t, err)
	id, err := idsOf(svc).Authenticate(ctx, tok)
	require.NoError(t, err)
	require.Empty(t, id.RunID, "the token pins no run")
	require.Regexp(t, `^token:[0-9a-f-]{36}$`, id.Client)
	id.Transport = "http"
	return id
}

// shiftRuns moves every sessionless run's clock back by d: the database decides with now(), so
// this is the idle gap passing, without a sleep.
func shiftRuns(t *testing.T, db *dbtest.DB, d time.Duration) {
	t.Helper()
	_, err := db.Pool.Exec(context.Background(), `update sessionless_runs set started_at = started_at - make_interval(secs => $1),
		last_at = last_at - make_interval(secs => $1)`, d.Seconds())
	require.NoError(t, err)
}

func lastWrite(t *testing.T, db *dbtest.DB, run string) time.Time {
	t.Helper()
	var at time.Time
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select last_at from sessionless_runs where run_id = $1`, run).Scan(&at))
	return at
}

// TestSessionlessClientGetsARunPerIdleGap: a nightly bot on a sessionless client with a run cap of
// 2 saves twice, is refused with a message naming its run, what it used and when the next run
// starts; a night later it saves again, in a new run; the run list shows both.
func TestSessionlessClientGetsARunPerIdleGap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{RunIdle: 30 * time.Minute})
	bot := sessionlessBot(t, svc, "nightly-bot", 2)

	night := func(n int) string {
		t.Helper()
		r1, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("night %d finding about shard one", n), "a"))
		require.NoError(t, err)
		r2, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("night %d finding about queue two", n), "b"))
		require.NoError(t, err)
		assert.Equal(t, r1.Run, r2.Run, "one night's saves are one run")
		assert.Regexp(t, fmt.Sprintf(`^auto-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-%d$`, n), r1.Run)

		// Ten minutes after its last save (within the idle gap) the third save is refused.
		_, err = db.Pool.Exec(ctx, `update sessionless_runs set last_at = last_at - interval '10 minutes' where run_id = $1`, r1.Run)
		require.NoError(t, err)
		before := lastWrite(t, db, r1.Run)
		_, err = svc.Save(ctx, bot, userSave(fmt.Sprintf("night %d finding about cache three", n), "c"))
		require.Equal(t, memory.CodeCapReached, memory.ErrorCode(err), "%v", err)
		msg := err.Error()
		assert.Contains(t, msg, fmt.Sprintf("run %q has used its save cap (2 of 2 saves)", r1.Run))
		assert.Contains(t, msg, "after 30m without a write (RECALL_RUN_IDLE)")
		next := before.Add(30 * time.Minute).Add(time.Second - time.Nanosecond).Truncate(time.Second) // rounded up
		assert.Contains(t, msg, "next save at or after "+next.UTC().Format(time.RFC3339)+" starts a new run")
		assert.Contains(t, msg, "X-Recall-Run-Id")
		assert.Contains(t, msg, memory.RunMetaKey)
		assert.Equal(t, before, lastWrite(t, db, r1.Run), "a refused save does not extend the run")
		return r1.Run
	}
	first := night(1)
	shiftRuns(t, db, 24*time.Hour)
	second := night(2)
	assert.NotEqual(t, first, second)

	runs, err := svc.ListRuns(ctx, admin, memory.RunFilter{Principal: "nightly-bot"})
	require.NoError(t, err)
	require.Len(t, runs, 2)
	for i, want := range []string{second, first} {
		r := runs[i]
		assert.Equal(t, want, r.RunID)
		assert.Equal(t, bot.Client, r.Client, "the run names the token that made it")
		assert.Equal(t, "ci", r.Agent)
		assert.Equal(t, "http", r.Transport)
		assert.Equal(t, 2, r.Created)
		require.NotNil(t, r.CapUsed)
		assert.Equal(t, 2, *r.CapUsed)
		assert.False(t, r.LastWrite.Before(r.FirstWrite))
	}

	// A run the client names is not a sessionless run.
	named := bot
	named.RunID, named.RunFrom = "nightly-named", policy.RunFromClient
	_, err = svc.Save(ctx, named, userSave("named run finding about disk four", "d"))
	require.NoError(t, err)
	runs, err = svc.ListRuns(ctx, admin, memory.RunFilter{Principal: "nightly-bot"})
	require.NoError(t, err)
	require.Equal(t, "nightly-named", runs[0].RunID)
	assert.Empty(t, runs[0].Client)
}

// TestSessionlessFlipAndDeleteJoinTheRun: every write of a sessionless client, not only a save,
// belongs to its current run (and keeps it going).
func TestSessionlessFlipAndDeleteJoinTheRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	principal(t, svc, "alice")
	tok, err := idsOf(svc).CreateToken(ctx, admin, "alice", "")
	require.NoError(t, err)
	alice, err := idsOf(svc).Authenticate(ctx, tok)
	require.NoError(t, err)

	res, err := svc.Save(ctx, alice, userSave("release freeze dates", "Dec 20 to Jan 3"))
	require.NoError(t, err)
	require.NoError(t, svc.SetAlwaysInject(ctx, alice, res.ID, true))
	pending, err := svc.RequestDeletion(ctx, alice, res.ID)
	require.NoError(t, err)
	require.NotEmpty(t, pending)
	shiftRuns(t, db, time.Hour) // past the default idle gap
	require.NoError(t, svc.SetAlwaysInject(ctx, alice, res.ID, false))
	require.NoError(t, svc.Delete(ctx, alice, res.ID, memory.Confirmation{Via: "test"}))

	rows, err := db.Pool.Query(ctx, `select run_id from run_writes order by id`)
	require.NoError(t, err)
	var runs []string
	for rows.Next() {
		var r string
		require.NoError(t, rows.Scan(&r))
		runs = append(runs, r)
	}
	require.NoError(t, rows.Err())
	require.Len(t, runs, 4) // save, flip on; flip off, delete
	assert.Equal(t, res.Run, runs[0])
	assert.Equal(t, runs[0], runs[1])
	assert.NotEqual(t, runs[1], runs[2], "the writes after the gap are the next run")
	assert.Equal(t, runs[2], runs[3])
	var pendingRun string
	require.NoError(t, db.Pool.QueryRow(ctx, `select run_id from audit_log where action = 'memory.delete_requested'`).Scan(&pendingRun))
	assert.Equal(t, runs[0], pendingRun, "the pending deletion was asked for in the first run")
}

// TestFirstWritesAfterAGapMakeOneRunAcrossProcesses: the first writes after an idle gap, all at
// once through two server processes (two pools), land in one new run, and its cap holds.
func TestFirstWritesAfterAGapMakeOneRunAcrossProcesses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	pool2, err := pgxpool.New(ctx, db.URL)
	require.NoError(t, err)
	t.Cleanup(pool2.Close)
	svc2 := memory.New(pool2, nopScrubber{}, &memory.Options{Logger: testLogger(t)})
	bot := sessionlessBot(t, svc, "nightly-bot", 3)

	for night := 1; night <= 3; night++ {
		const attempts = 24
		var mu sync.Mutex
		saved, refused := map[string]int{}, map[string]int{}
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range attempts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s := svc
				if i%2 == 1 {
					s = svc2
				}
				<-start
				res, err := s.Save(ctx, bot, userSave(fmt.Sprintf("night %d parallel finding %d on host %d", night, i, i*31), "x"))
				mu.Lock()
				defer mu.Unlock()
				switch memory.ErrorCode(err) {
				case "":
					saved[res.Run]++
				case memory.CodeCapReached:
					refused[err.Error()[:len("run \"auto-2006-01-02-01234567-1\"")]]++
				default:
					t.Errorf("save %d: %v", i, err)
				}
			}()
		}
		close(start)
		wg.Wait()
		require.Len(t, saved, 1, "night %d: one run, whichever process served the first write: %v", night, saved)
		for run, n := range saved {
			assert.Equal(t, 3, n, "night %d: exactly the cap", night)
			assert.Equal(t, map[string]int{fmt.Sprintf("run %q", run): attempts - 3}, refused)
			assert.Regexp(t, fmt.Sprintf(`-%d$`, night), run)
		}
		shiftRuns(t, db, time.Hour)
	}
}

// TestAStaleRunWaitsForAWriteStillExtendingIt: a write that finds the client's run stale as
// committed, while another write extending it has not committed yet, waits for that write and
// joins the run it kept going, rather than ending the run under it. Time passing is modelled by
// the idle each call passes: the second call's is shorter than the age of the committed last write.
func TestAStaleRunWaitsForAWriteStillExtendingIt(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	bot := sessionlessBot(t, svc, "nightly-bot", 5)
	res, err := svc.Save(ctx, bot, userSave("first finding of the night", "a"))
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update sessionless_runs set last_at = now() - interval '10 minutes'`)
	require.NoError(t, err)

	a, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer a.Rollback(ctx) //nolint:errcheck
	var runA string
	require.NoError(t, a.QueryRow(ctx, `select run_id from recall_sessionless_run($1, $2, interval '1 hour')`, bot.Client, bot.PrincipalID).Scan(&runA))
	require.Equal(t, res.Run, runA, "within the hour: the same run, extended (not yet committed)")

	b, err := db.Pool.Acquire(ctx)
	require.NoError(t, err)
	defer b.Release()
	var pidB int
	require.NoError(t, b.QueryRow(ctx, `select pg_backend_pid()`).Scan(&pidB))
	runB := make(chan string, 1)
	go func() {
		var r string
		// For this call ten minutes is past the gap, as committed.
		err := b.QueryRow(ctx, `select run_id from recall_sessionless_run($1, $2, interval '5 minutes')`, bot.Client, bot.PrincipalID).Scan(&r)
		assert.NoError(t, err)
		runB <- r
	}()
	waited := false
	require.Eventually(t, func() bool {
		if len(runB) > 0 {
			return true // answered without waiting
		}
		err := db.Pool.QueryRow(ctx, `select wait_event_type = 'Lock' from pg_stat_activity where pid = $1`, pidB).Scan(&waited)
		return err == nil && waited
	}, 20*time.Second, 10*time.Millisecond)
	require.True(t, waited, "the second write waits for the first")
	require.NoError(t, a.Commit(ctx))
	assert.Equal(t, res.Run, <-runB, "the run the first write kept going")
}

// TestPurgeForgetsPastSessionlessRuns: the retention purge removes a sessionless client's past
// runs once they are older than the history retention, and keeps its current run, so the next
// write still continues it or starts the one after it.
func TestPurgeForgetsPastSessionlessRuns(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{RunIdle: 30 * time.Minute})
	bot := sessionlessBot(t, svc, "purged-bot", 5)
	var runs []string
	for n := range 3 {
		r, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("night %d finding about shard %d", n, n), "a"))
		require.NoError(t, err)
		runs = append(runs, r.Run)
		shiftRuns(t, db, 400*24*time.Hour) // a night, and the history retention, pass
	}
	require.Len(t, runs, 3)
	r := memory.Retention{Grace: 30 * 24 * time.Hour, History: 365 * 24 * time.Hour}
	preview, err := svc.Purge(ctx, admin, memory.PurgeOptions{Retention: r, DryRun: true})
	require.NoError(t, err)
	assert.EqualValues(t, 2, preview.SessionlessRuns, "the preview counts the past runs")
	rep, err := svc.Purge(ctx, admin, memory.PurgeOptions{Retention: r})
	require.NoError(t, err)
	assert.EqualValues(t, 2, rep.SessionlessRuns)

	var left []string
	rows, err := db.Pool.Query(ctx, `select run_id from sessionless_runs order by seq`)
	require.NoError(t, err)
	for rows.Next() {
		var id string
		require.NoError(t, rows.Scan(&id))
		left = append(left, id)
	}
	require.NoError(t, rows.Err())
	assert.Equal(t, runs[2:], left, "the current run stays")

	next, err := svc.Save(ctx, bot, userSave("night 3 finding about shard three", "a"))
	require.NoError(t, err)
	assert.NotContains(t, runs, next.Run, "the next write after the idle gap starts a new run")
	assert.Regexp(t, `-4$`, next.Run, "numbered after the current run")
}
