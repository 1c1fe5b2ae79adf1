package dbroute_test

import (
	"context"
	"log/slog"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbroute"
	"github.com/recall-mcp/recall/internal/dbtest"
)

// When the server ends the pool's connections (a restart, a failover: here pg_terminate_backend),
// the first call to notice fails, and the pool drops the other dead ones with it: the next call
// gets a new connection instead of another dead one. A tracer the config already has (recall's
// statement counter) keeps seeing every statement beside the reset.
func TestPoolDropsItsConnectionsWhenOneFailsLikeAFailover(t *testing.T) {
	t.Parallel()
	t.Run("alone", func(t *testing.T) { t.Parallel(); testPoolReset(t, nil) })
	t.Run("beside a tracer", func(t *testing.T) {
		t.Parallel()
		own := &endCounter{}
		testPoolReset(t, own)
		require.EqualValues(t, 2, own.n.Load(), "the config's own tracer saw both calls")
	})
}

func testPoolReset(t *testing.T, tracer pgx.QueryTracer) {
	ctx := context.Background()
	db := dbtest.New(t)
	cfg, err := pgxpool.ParseConfig(db.URL)
	require.NoError(t, err)
	cfg.ConnConfig.Tracer = tracer
	app := "pooltest_" + db.Schema
	cfg.ConnConfig.RuntimeParams["application_name"] = app
	cfg.MaxConns = 4
	// Connections used within the last second are handed out unchecked: never ping here, so the
	// test does not depend on how fast it runs.
	cfg.ShouldPing = func(context.Context, pgxpool.ShouldPingParams) bool { return false }
	pool, err := dbroute.NewPool(ctx, cfg, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	defer pool.Close()

	var conns []*pgxpool.Conn
	for range 3 {
		c, err := pool.Acquire(ctx)
		require.NoError(t, err)
		conns = append(conns, c)
	}
	for _, c := range conns {
		c.Release()
	}
	require.EqualValues(t, 3, pool.Stat().IdleConns())
	var ended int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(pg_terminate_backend(pid)) from pg_stat_activity where application_name = $1`, app).Scan(&ended))
	require.Equal(t, 3, ended)

	_, err = pool.Exec(ctx, "select 1")
	require.Error(t, err, "the first call finds its connection ended")
	_, err = pool.Exec(ctx, "select 1")
	require.NoError(t, err, "the next call gets a new connection, not another dead one")
}

// endCounter counts the statements that ended.
type endCounter struct{ n atomic.Int64 }

func (c *endCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	return ctx
}

func (c *endCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) { c.n.Add(1) }
