package dbroute_test

import (
	"context"
	"log/slog"
	"net"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbroute"
)

// unreachable is a pool whose server refuses every connection: a port nothing listens on.
func unreachable(t *testing.T) *pgxpool.Pool {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close())
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@"+addr+"/none?sslmode=disable&connect_timeout=5")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool
}

func waitStarted(t *testing.T, r *dbroute.Router) {
	t.Helper()
	select {
	case <-r.Started():
	case <-time.After(time.Minute):
		t.Fatal("Started was not closed within a minute")
	}
}

// A listener that cannot connect and a replica that cannot be reached have had their first try
// too: a server waiting for Started serves (from the primary) instead of waiting for them.
func TestRouterStartedWhenEveryFirstTryFailed(t *testing.T) {
	t.Parallel()
	r := dbroute.New(unreachable(t), []*pgxpool.Pool{unreachable(t), unreachable(t)},
		dbroute.Options{Logger: slog.New(slog.DiscardHandler), MinBackoff: time.Hour})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); r.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	waitStarted(t, r)
	s := r.Stats()
	require.False(t, s.Listening)
	require.Len(t, s.Replicas, 2)
	for _, rep := range s.Replicas {
		require.False(t, rep.Up)
		require.Contains(t, rep.Why, "unreachable", "its first check was made and failed")
	}
}

// A Run whose context ended before anything was tried still closes Started and returns.
func TestRouterStartedWhenCancelledBeforeAnyTry(t *testing.T) {
	t.Parallel()
	r := dbroute.New(unreachable(t), []*pgxpool.Pool{unreachable(t)}, dbroute.Options{Logger: slog.New(slog.DiscardHandler)})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r.Run(ctx)
	waitStarted(t, r)
}
