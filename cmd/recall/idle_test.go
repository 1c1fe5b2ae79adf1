package main

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/memory"
)

// idleProcess is a serving process's database side, as `recall serve` assembles it (the pool and
// its statement counter, the change listener, the election and the background services), on a
// schedule scale times the production one.
type idleProcess struct {
	el    *leader.Elector
	set   *background.Set
	stmts *dbconn.Counter
}

func startIdle(t *testing.T, db *dbtest.DB, scale float64) *idleProcess {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.DiscardHandler)
	c, err := loadEnv(func(k string) string { return map[string]string{"RECALL_DATABASE_URL": db.URL}[k] })
	require.NoError(t, err)
	p := &idleProcess{stmts: dbconn.NewCounter(), set: background.NewSet(log)}
	d, err := openServing(ctx, c, log, c.Limits.StatementTimeout, p.stmts)
	require.NoError(t, err)
	svc, ids, err := newServiceWith(c, d.Pool, log, memory.Limits{}, p.set)
	require.NoError(t, err)
	// The lease's TTL keeps a margin a loaded test machine needs; the count depends on the
	// renewal interval alone.
	p.el = leader.New(d.Pool, leader.Options{Logger: log, TTL: 2 * time.Second, Interval: time.Duration(float64(leader.DefaultInterval) * scale)})
	listen := listenOptions(d, p.el, p.set)
	listen.Probe = time.Duration(float64(2*time.Minute) * scale)
	done := make(chan struct{}, 2)
	go func() {
		svc.ListenChanges(ctx, memory.ListenHandler{}, listen)
		done <- struct{}{}
	}()
	go func() {
		runBackground(ctx, p.el, p.set, svc, ids, c, defaultTimings(c, true).scaled(scale))
		done <- struct{}{}
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		<-done
		d.Pool.Close()
	})
	return p
}

// An idle leader sends at most one statement every 5 s, and so does an idle follower: the
// election renews and reads its lease about every 6 s, and the background services, woken by
// the writes that leave them work, poll only every few minutes. Measured with the processes'
// own statement counters over five minutes of their schedule, run 20 times faster, once the
// leader's first runs (the search-index repair's full pass among them) are done.
func TestIdleLeaderAndFollowerSendAStatementEveryFiveSecondsAtMost(t *testing.T) {
	t.Parallel()
	const scale = 1.0 / 20
	db := dbtest.New(t)
	first := startIdle(t, db, scale)
	require.Eventually(t, first.el.Leading, 10*time.Second, 5*time.Millisecond)
	follower := startIdle(t, db, scale)
	require.Eventually(t, func() bool {
		for _, name := range []string{"count", "expiry", "repair", "purge", "prune"} {
			if first.set.Runs(name) == 0 {
				return false
			}
		}
		return follower.stmts.Count(dbconn.KindLease) > 0
	}, 10*time.Second, 5*time.Millisecond)

	window := time.Duration(float64(5*time.Minute) * scale)
	most := int64(window / time.Duration(float64(5*time.Second)*scale))
	leader0, lease0, follower0 := first.stmts.Total(), first.stmts.Count(dbconn.KindLease), follower.stmts.Total()
	<-time.After(window) // the window measured, not a wait for an event
	leaderSent, followerSent := first.stmts.Total()-leader0, follower.stmts.Total()-follower0
	t.Logf("over %s of schedule: the leader sent %d statements (%d for its lease), the follower %d; at most %d each",
		5*time.Minute, leaderSent, first.stmts.Count(dbconn.KindLease)-lease0, followerSent, most)
	require.True(t, first.el.Leading(), "the leader kept its lease throughout")
	assert.False(t, follower.el.Leading())
	assert.LessOrEqual(t, leaderSent, most, "an idle leader sends at most a statement every 5 s")
	assert.LessOrEqual(t, followerSent, most, "an idle follower sends at most a statement every 5 s")
}
