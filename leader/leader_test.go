package leader_test

import (
	"context"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/tcpproxy"
	"github.com/recall-mcp/recall/leader"
)

// process is one serving process's elector, with a pool of its own and a count of the
// background work it runs.
type process struct {
	el      *leader.Elector
	running atomic.Int32
	stop    context.CancelFunc
	done    chan struct{}
	stmts   *dbconn.Counter // the statements its elector sent
}

func start(t *testing.T, db *dbtest.DB) *process {
	t.Helper()
	return startAt(t, db.URL)
}

// startAt is start on the database at dbURL (a proxy's, say).
func startAt(t *testing.T, dbURL string) *process {
	t.Helper()
	cfg, err := pgxpool.ParseConfig(dbURL)
	require.NoError(t, err)
	stmts := dbconn.NewCounter()
	cfg.ConnConfig.Tracer = stmts
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	p := &process{el: leader.New(pool, leader.Options{Logger: slog.New(slog.DiscardHandler)}), done: make(chan struct{}), stmts: stmts}
	ctx, cancel := context.WithCancel(context.Background())
	p.stop = func() {
		cancel()
		<-p.done
	}
	t.Cleanup(p.stop)
	listening := make(chan struct{})
	go hearResignations(ctx, t, dbURL, p.el, sync.OnceFunc(func() { close(listening) }))
	<-listening
	go func() {
		defer close(p.done)
		p.el.Run(ctx, func(ctx context.Context) {
			p.running.Add(1)
			defer p.running.Add(-1)
			<-ctx.Done()
		})
	}()
	return p
}

// hearResignations does what a serving process's change listener does for its elector: it
// LISTENs on leader.Channel and wakes the elector when a leader of its schema resigns.
// It calls listening once it listens (or has failed to).
func hearResignations(ctx context.Context, t *testing.T, dbURL string, el *leader.Elector, listening func()) {
	defer listening()
	cfg, err := pgxpool.ParseConfig(dbURL) // the URL carries pool settings
	if !assert.NoError(t, err) {
		return
	}
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	if !assert.NoError(t, err) {
		return
	}
	defer conn.Close(context.Background())
	var schema string
	if err := conn.QueryRow(ctx, `select current_schema()`).Scan(&schema); !assert.NoError(t, err) {
		return
	}
	if _, err := conn.Exec(ctx, "listen "+leader.Channel); !assert.NoError(t, err) {
		return
	}
	listening()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return
		}
		if n.Payload == schema+" "+el.Name() {
			el.Wake()
		}
	}
}

// holder polls the lease row until it names one of want, for at most within, and returns it.
func holder(t *testing.T, db *dbtest.DB, within time.Duration, want ...*process) *process {
	t.Helper()
	deadline := time.Now().Add(within)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for ; ; <-tick.C {
		var id string
		err := db.Pool.QueryRow(context.Background(), `select holder from leader_leases where name = 'background' and expires_at > now()`).Scan(&id)
		for _, p := range want {
			if err == nil && id == p.el.ID() && p.el.Leading() {
				return p
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no process among %d took the lease within %s (holder %q, %v)", len(want), within, id, err)
		}
	}
}

// Two processes: exactly one leads and runs the background work. Stopped, it gives the lease up
// and announces it, and the other takes over at once: long before the lease would have expired.
func TestOneLeaderAndTakeoverWhenItStops(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	first := start(t, db)
	holder(t, db, 10*time.Second, first)
	other := start(t, db)
	// The other has read the lease, held, and waits for it to expire (or to hear it resigned).
	require.Eventually(t, func() bool { return other.stmts.Count(dbconn.KindLease) > 0 }, 10*time.Second, 5*time.Millisecond)
	assert.False(t, other.el.Leading(), "one leader at a time")
	assert.Zero(t, other.running.Load(), "the other runs no background work")
	require.Eventually(t, func() bool { return first.running.Load() == 1 }, 10*time.Second, 10*time.Millisecond)

	var expiry time.Time
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select expires_at from leader_leases where name = 'background'`).Scan(&expiry))
	stopped := time.Now()
	first.stop()
	assert.Zero(t, first.running.Load(), "a stopped leader's work has ended")
	holder(t, db, 10*time.Second, other)
	t.Logf("taken over %s after the leader stopped", time.Since(stopped).Round(time.Millisecond))
	var elected time.Time
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select elected_at from leader_leases where name = 'background'`).Scan(&elected))
	assert.True(t, elected.Before(expiry), "taken over at %s, not before the resigned lease's expiry %s: the resignation went unheard", elected, expiry)
	require.Eventually(t, func() bool { return other.running.Load() == 1 }, 10*time.Second, 10*time.Millisecond)
}

// A leader that dies (killed: it never gives the lease up) is replaced once its lease expires,
// within 10 s, and not before.
func TestTakeoverWhenTheLeaderDies(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	ctx := context.Background()
	var deadAt time.Time
	require.NoError(t, db.Pool.QueryRow(ctx, `insert into leader_leases (name, holder, expires_at)
		values ('background', 'a process killed just after it renewed', now() + $1 * interval '1 millisecond')
		returning expires_at`, leader.DefaultTTL.Milliseconds()).Scan(&deadAt))
	p := start(t, db)
	holder(t, db, 10*time.Second, p)
	var electedAt time.Time
	require.NoError(t, db.Pool.QueryRow(ctx, `select elected_at from leader_leases where name = 'background'`).Scan(&electedAt))
	assert.False(t, electedAt.Before(deadAt), "taken over at %s, before the dead leader's lease ran out at %s", electedAt, deadAt)
}

// Of many processes starting together, one leads.
func TestManyCampaignOneLeads(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	var ps []*process
	for range 6 {
		ps = append(ps, start(t, db))
	}
	holder(t, db, 10*time.Second, ps...)
	leading := 0
	for _, p := range ps {
		if p.el.Leading() {
			leading++
		}
	}
	assert.Equal(t, 1, leading)
}

// A leader cut off from the database steps down before its lease can have expired there, so by
// the time another process has taken the lease, the cut-off one runs no background work.
func TestLeaderCutOffStepsDownBeforeAnotherLeads(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	proxy := tcpproxy.New(t, tcpproxy.Target(t, db.URL))
	cut := startAt(t, proxy.URL(t, db.URL))
	holder(t, db, 10*time.Second, cut)
	require.Eventually(t, func() bool { return cut.running.Load() == 1 }, 10*time.Second, 10*time.Millisecond)
	proxy.Freeze()
	t.Cleanup(proxy.Thaw) // LIFO: before the processes stop, so the cut-off one can resign
	other := start(t, db)
	holder(t, db, 10*time.Second, other)
	assert.False(t, cut.el.Leading(), "two leaders")
	assert.Zero(t, cut.running.Load(), "the cut-off leader still runs background work")
}

// A leader that is woken (a resignation it does not need) keeps sleeping until its renewal, yet
// still stops when its context ends, rather than when the renewal timer fires: here an hour away.
func TestWokenLeaderStopsWhenAsked(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	el := leader.New(db.Pool, leader.Options{TTL: 3 * time.Hour, Interval: time.Hour, Logger: slog.New(slog.DiscardHandler)})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	var running atomic.Int32
	go func() {
		defer close(done)
		el.Run(ctx, func(ctx context.Context) {
			running.Add(1)
			defer running.Add(-1)
			<-ctx.Done()
		})
	}()
	holder(t, db, 10*time.Second, &process{el: el})
	el.Wake()
	for el.WakePending() {
		runtime.Gosched()
	}
	cancel()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("a woken leader did not stop when its context ended: it waits for its renewal, an hour away")
	}
	assert.Zero(t, running.Load(), "a stopped leader's work has ended")
	var held int
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select count(*) from leader_leases where name = 'background'`).Scan(&held))
	assert.Zero(t, held, "a stopped leader resigns")
}
