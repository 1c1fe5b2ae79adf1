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
