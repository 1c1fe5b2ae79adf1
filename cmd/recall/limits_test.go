package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

const ghToken = "ghp_R8x2Lq9ZtW4vN7kP3mJ6hD1sF5gY0aB2cE8u"

func TestMalformedLimitSettingsStopServe(t *testing.T) {
	for name, v := range map[string]string{"RECALL_REQUEST_TIMEOUT": "soon", "RECALL_MAX_BODY_BYTES": "1MB",
		"RECALL_QUOTA_MEMORIES": "-1", "RECALL_PRINCIPAL_CONCURRENCY": "0", "RECALL_NAMESPACE_WRITERS": "none",
		"RECALL_STREAMS_PER_PRINCIPAL": "0", "RECALL_MAX_STREAMS": "lots", "RECALL_SESSION_IDLE_TIMEOUT": "10ms", "RECALL_SESSIONS_PER_PRINCIPAL": "-2"} {
		env := map[string]string{name: v}
		err := run(context.Background(), []string{"serve"}, func(k string) string { return env[k] }, strings.NewReader(""), io.Discard, io.Discard)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
		assert.Equal(t, 2, exitCode(err))
	}
	e := &envReader{getenv: func(string) string { return "" }}
	l := e.limits()
	require.NoError(t, e.err())
	assert.Equal(t, limitsConfig{RequestTimeout: 15 * time.Second, StatementTimeout: 10 * time.Second, ConfirmTimeout: 2 * time.Minute,
		TokenRecheck: 10 * time.Second, QueueWait: 10 * time.Second, MaxBodyBytes: 1 << 20, MaxConnections: 1024, MinBodyRate: 1024, BodiesPerAddress: 16, Concurrency: 4,
		NamespaceWriters: 4, QuotaMemories: 100_000, QuotaBytes: 1 << 30,
		StreamsPerPrincipal: 8, MaxStreams: 512, SessionIdleTimeout: 30 * time.Minute, SessionsPerPrincipal: 100, RequestsPerPrincipal: 32, ConfirmationsPerPrincipal: 8}, l)
}

func TestStatementTimeoutBoundsEveryStatement(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	pool, err := openDBWith(context.Background(), config{DatabaseURL: db.URL}, slog.New(slog.DiscardHandler), 200*time.Millisecond)
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(context.Background(), `select pg_sleep(3)`)
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "a statement past the bound is cancelled: %v", err)
	assert.Equal(t, "57014", pgErr.Code) // query_canceled
}

// Sockets that connect and send nothing fill the connection budget; /healthz must still be
// answered, without waiting for their header timeout: the server closes the longest idle ones to
// make room instead of leaving newcomers in the kernel's backlog.
func TestHealthzAnswersWhileStalledSocketsFillTheConnectionBudget(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") }) //nolint:errcheck
	hs := newHTTPServer(mux, limitsConfig{RequestTimeout: time.Second, MaxConnections: 50}, slog.New(slog.DiscardHandler))
	go hs.Serve(ln) //nolint:errcheck
	defer hs.Close()

	for range 300 {
		c, err := net.Dial("tcp", ln.Addr().String())
		require.NoError(t, err)
		defer c.Close()
	}
	// A fail-safe, not a measurement: stalled sockets are held for the 5 s header timeout, so
	// with 300 of them in front of it a probe queued behind them would wait far longer.
	client := &http.Client{Timeout: 15 * time.Second}
	for range 3 {
		res, err := client.Get("http://" + ln.Addr().String() + "/healthz")
		require.NoError(t, err, "/healthz is answered while stalled sockets fill the budget")
		res.Body.Close()
		assert.Equal(t, http.StatusOK, res.StatusCode)
	}
}

func TestSecretRunIDStopsStdioServe(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	var logs strings.Builder
	env := map[string]string{"RECALL_DATABASE_URL": db.URL, "RECALL_PRINCIPAL": "alice", "RECALL_RUN_ID": ghToken, "RECALL_LOG_FORMAT": "json"}
	err := run(context.Background(), []string{"serve"}, func(k string) string { return env[k] }, strings.NewReader(""), io.Discard, &logs)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "RECALL_RUN_ID")
	assert.Contains(t, err.Error(), "looks like a secret")
	assert.NotContains(t, err.Error()+logs.String(), ghToken)
}

func TestStdioRefusesBytesThatAreNotUTF8(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	env := map[string]string{"RECALL_DATABASE_URL": db.URL, "RECALL_PRINCIPAL": "alice", "RECALL_LOG_FORMAT": "json", "RECALL_LOG_LEVEL": "error"}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	errc := make(chan error, 1)
	go func() {
		errc <- run(context.Background(), []string{"serve"}, func(k string) string { return env[k] }, inR, outW, io.Discard)
	}()
	lines := bufio.NewScanner(outR)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	send := func(s string) { _, err := io.WriteString(inW, s+"\n"); require.NoError(t, err) }
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`)
	require.True(t, lines.Scan())
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"saveMemory\",\"arguments\":{\"scope\":\"user\",\"recallHint\":\"h\",\"content\":\"caf\xe9\"}}}")
	var reply string
	for lines.Scan() {
		if strings.Contains(lines.Text(), `"id":2`) {
			reply = lines.Text()
			break
		}
	}
	inW.Close()
	go io.Copy(io.Discard, outR) //nolint:errcheck
	require.NoError(t, <-errc)
	assert.Contains(t, reply, `"isError":true`)
	assert.Contains(t, reply, "content must be valid UTF-8")
	var n int
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n)
}
