package dbconn_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/dbtest"
)

// A direct connection sends its settings at startup and keeps pgx's statement cache; one through
// a transaction-mode pooler sends none and keeps nothing named on the connection.
func TestPoolConfigDirectAndPooled(t *testing.T) {
	t.Parallel()
	const url = "postgres://u@db.example.com/recall?application_name=recall"
	direct, err := dbconn.PoolConfig(dbconn.Options{StatementTimeout: 2 * time.Second}, url, false)
	require.NoError(t, err)
	assert.Equal(t, "off", direct.ConnConfig.RuntimeParams["jit"])
	assert.Equal(t, "2000", direct.ConnConfig.RuntimeParams["statement_timeout"])
	assert.Equal(t, "2000", direct.ConnConfig.RuntimeParams["idle_in_transaction_session_timeout"])
	assert.Equal(t, pgx.QueryExecModeCacheStatement, direct.ConnConfig.DefaultQueryExecMode)

	pooled, err := dbconn.PoolConfig(dbconn.Options{StatementTimeout: 2 * time.Second}, url, true)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"application_name": "recall"}, pooled.ConnConfig.RuntimeParams, "only what the URL asks for")
	assert.Equal(t, pgx.QueryExecModeCacheDescribe, pooled.ConnConfig.DefaultQueryExecMode)

	_, err = dbconn.PoolConfig(dbconn.Options{}, "postgres://u@db.example.com:port/recall", false)
	assert.ErrorIs(t, err, dbconn.ErrBadURL)
}

// The listen URL must reach the database and schema the pool does: one that reaches another is
// refused at start, naming both.
func TestAListenURLElsewhereIsRefused(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, b := dbtest.NewEmpty(t), dbtest.NewEmpty(t)
	counter := dbconn.NewCounter()
	o := dbconn.Options{URL: a.URL, ListenURL: a.URL, Pooler: dbconn.PoolerNone, Logger: slog.New(slog.DiscardHandler), Counter: counter}
	db, err := dbconn.Open(ctx, o)
	require.NoError(t, err)
	require.NotNil(t, db.Listen)
	assert.False(t, db.Pooled)
	var n int
	require.NoError(t, db.Pool.QueryRow(dbconn.WithKind(ctx, dbconn.KindLease), `select 1`).Scan(&n))
	assert.Equal(t, int64(1), counter.Count(dbconn.KindLease), "the pool's statements are counted by kind")
	db.Pool.Close()

	o.ListenURL = b.URL
	_, err = dbconn.Open(ctx, o)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "RECALL_DATABASE_LISTEN_URL reaches database")
	assert.Contains(t, err.Error(), "schema "+b.Schema)
	assert.Contains(t, err.Error(), "schema "+a.Schema)
}

// A replica's pool is configured as the primary's: through the pooler when the primary is, its
// statements counted by the same counter, and reset after a failover (the tracer kept beside it).
func TestAReplicaPoolIsConfiguredAsThePrimarys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	counter := dbconn.NewCounter()
	for _, pooler := range []string{dbconn.PoolerNone, dbconn.PoolerTransaction} {
		db, err := dbconn.Open(ctx, dbconn.Options{URL: d.URL, ListenURL: d.URL, Pooler: pooler, Logger: slog.New(slog.DiscardHandler), Counter: counter})
		require.NoError(t, err)
		replica, err := db.Replica(ctx, d.URL)
		require.NoError(t, err)
		assert.Equal(t, db.Pool.Config().ConnConfig.DefaultQueryExecMode, replica.Config().ConnConfig.DefaultQueryExecMode, pooler)
		assert.Equal(t, db.Pool.Config().ConnConfig.RuntimeParams, replica.Config().ConnConfig.RuntimeParams, pooler)
		assert.Equal(t, db.Pool.Config().MaxConns, replica.Config().MaxConns, pooler)
		before := counter.Count(dbconn.KindMetrics)
		var n int
		require.NoError(t, replica.QueryRow(dbconn.WithKind(ctx, dbconn.KindMetrics), `select 1`).Scan(&n))
		assert.Equal(t, before+1, counter.Count(dbconn.KindMetrics), "%s: the replica's statements are counted", pooler)
		_, err = db.Replica(ctx, "postgres://u@db.example.com:port/recall")
		assert.ErrorIs(t, err, dbconn.ErrBadURL)
		replica.Close()
		db.Pool.Close()
	}
}
