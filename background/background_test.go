package background_test

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/internal/dbtest"
)

// recorder is a service that reports each run on a channel.
type recorder struct {
	runs atomic.Int64
	ran  chan struct{}
	next time.Duration

	mu  sync.Mutex
	err error // what each run returns; setErr changes it while runs go on
}

func newRecorder() *recorder { return &recorder{ran: make(chan struct{}, 100)} }

func (r *recorder) RunOnce(context.Context) (time.Duration, error) {
	r.runs.Add(1)
	r.ran <- struct{}{}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.next, r.err
}

func (r *recorder) setErr(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.err = err
}

func (r *recorder) await(t *testing.T, why string) {
	t.Helper()
	select {
	case <-r.ran:
	case <-time.After(10 * time.Second):
		t.Fatalf("no run: %s", why)
	}
}

// startSet runs services until the test ends or it calls stop, and returns the set.
func startSet(t *testing.T, services ...background.Service) (set *background.Set, stop func()) {
	t.Helper()
	set = background.NewSet(slog.New(slog.DiscardHandler))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		set.Run(ctx, services...)
	}()
	stop = func() {
		cancel()
		<-done
		assert.False(t, set.Wake("work"), "a stopped set reports it does not run")
	}
	t.Cleanup(stop)
	return set, stop
}

// A service runs once at start, then when a topic of its wakes it: wake-ups within its gap of a
// run are merged into one run at the gap's end. Another topic does not wake it; its interval is
// hours away.
func TestAServiceRunsAtStartAndWhenWoken(t *testing.T) {
	t.Parallel()
	r := newRecorder()
	set, stop := startSet(t, background.Service{Name: "r", Topics: []string{"work"}, Interval: time.Hour, Gap: 50 * time.Millisecond, RunOnce: r.RunOnce})
	r.await(t, "at start")
	assert.True(t, set.Wake("work"), "a running set reports it runs")
	for range 10 {
		set.Wake("work")
	}
	r.await(t, "woken")
	set.Wake("other")
	set.Wake("work")
	r.await(t, "woken again")
	assert.LessOrEqual(t, r.runs.Load(), int64(4), "eleven wake-ups within a gap are one or two runs")
	stop() // a run counts once it has ended, so compare when none is under way
	assert.Equal(t, r.runs.Load(), set.Runs("r"))
}

// A service that asks to run again soon (more work waits) runs again without being woken.
func TestAServiceThatAsksRunsAgain(t *testing.T) {
	t.Parallel()
	r := newRecorder()
	r.next = time.Millisecond
	_, _ = startSet(t, background.Service{Name: "r", Interval: time.Hour, RunOnce: r.RunOnce})
	for range 3 {
		r.await(t, "asked for")
	}
}

// A service that fails is retried after a back-off, without being woken.
func TestAFailingServiceIsRetried(t *testing.T) {
	t.Parallel()
	r := newRecorder()
	r.err = background.RetryAfter(time.Millisecond)
	_, _ = startSet(t, background.Service{Name: "r", Interval: time.Hour, RunOnce: r.RunOnce})
	r.await(t, "at start")
	r.await(t, "retried")
	r.setErr(errors.New("the database is away"))
	r.await(t, "retried after an error")
}

// Outside the leader's process, a hint is a NOTIFY on Channel with the schema and the topic, sent
// after the hint and never more than one in flight a topic: of a burst of hints, the leader
// hears one or two, and one after the last hint.
func TestNotifierTellsTheLeaderOfABurstOnceOrTwice(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	cfg, err := pgxpool.ParseConfig(db.URL)
	require.NoError(t, err)
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	require.NoError(t, err)
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "listen "+background.Channel)
	require.NoError(t, err)

	stopped := background.NewSet(slog.New(slog.DiscardHandler)) // this process does not lead
	n := background.NewNotifier(db.Pool, stopped, 200*time.Millisecond, slog.New(slog.DiscardHandler))
	for range 20 {
		n.Hint("count")
	}
	heard := 0
	for {
		wctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		note, err := conn.WaitForNotification(wctx)
		cancel()
		if err != nil {
			break // two seconds of silence: the burst is over
		}
		if note.Payload == db.Schema+" count" {
			heard++
		}
	}
	assert.GreaterOrEqual(t, heard, 1)
	assert.LessOrEqual(t, heard, 2, "a burst of 20 hints")
}
