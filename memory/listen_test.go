package memory_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/tcpproxy"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/scrub"
)

// proxiedService is a service whose every connection goes through a proxy the test controls.
func proxiedService(t *testing.T, opts *memory.Options) (*memory.Service, *tcpproxy.Proxy, *dbtest.DB) {
	t.Helper()
	db := dbtest.New(t)
	p := tcpproxy.New(t, tcpproxy.Target(t, db.URL))
	pool, err := pgxpool.New(context.Background(), p.URL(t, db.URL))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	sc, err := scrub.New()
	require.NoError(t, err)
	if opts == nil {
		opts = &memory.Options{}
	}
	opts.Logger = testLogger(t)
	return memory.New(pool, sc, opts), p, db
}

type listenEvent struct {
	listening, reconnected bool
	retryIn                time.Duration
	change                 *memory.Change
}

func TestListenerBackoffStartsOverAfterAGoodConnection(t *testing.T) {
	t.Parallel()
	svc, proxy, db := proxiedService(t, nil)
	events := make(chan listenEvent, 100)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	o := memory.ListenOptions{MinBackoff: 10 * time.Millisecond, MaxBackoff: 40 * time.Millisecond}
	go svc.ListenChanges(ctx, memory.ListenHandler{
		Listening: func(re bool) { events <- listenEvent{listening: true, reconnected: re} },
		Lost:      func(_ error, in time.Duration) { events <- listenEvent{retryIn: in} },
		Change:    func(c memory.Change) { events <- listenEvent{change: &c} },
	}, o)
	// Parallel tests notify on the same channel: next skips changes unless asked for one.
	nextAny := func(what string, changes bool) listenEvent {
		t.Helper()
		for {
			select {
			case e := <-events:
				if e.change == nil || changes {
					return e
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("no listener event: waiting for %s", what)
				return listenEvent{}
			}
		}
	}
	next := func(what string) listenEvent { t.Helper(); return nextAny(what, false) }
	require.Equal(t, listenEvent{listening: true}, next("the first LISTEN"))

	// The server goes away for a while: the backoff grows to its maximum.
	proxy.SetDown(true)
	proxy.Drop()
	for want := o.MinBackoff; ; want = min(want*2, o.MaxBackoff) {
		e := next("a failed reconnect")
		require.Equal(t, want, e.retryIn)
		if want == o.MaxBackoff {
			break
		}
	}
	proxy.SetDown(false)
	for e := next("the reconnect"); !e.listening; e = next("the reconnect") {
	}

	// After a good connection the next outage starts from the bottom again.
	proxy.Drop()
	e := next("the next loss")
	require.Equal(t, o.MinBackoff, e.retryIn, "the backoff starts over after a good connection")
	e = next("the second reconnect")
	require.Equal(t, listenEvent{listening: true, reconnected: true}, e)

	// And it hears changes again.
	_, err := db.Pool.Exec(ctx, `select pg_notify($1, json_build_object('scope', 'system', 'systemId', $2::text)::text)`, memory.Channel, db.Schema)
	require.NoError(t, err)
	for e = nextAny("a change", true); e.change == nil || e.change.SystemID != db.Schema; e = nextAny("a change", true) {
	}
}
