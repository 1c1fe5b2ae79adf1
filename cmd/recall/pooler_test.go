package main

import (
	"context"
	"log/slog"
	"net/http"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/pgbouncer"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

// subscriber opens an MCP session over streamable HTTP with its GET stream, subscribed to the
// always-inject resource, and reports each update of it.
func subscriber(t *testing.T, base, token string) <-chan struct{} {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}),
		transport.WithContinuousListening())
	require.NoError(t, err)
	c := client.NewClient(tr)
	updates := make(chan struct{}, 64)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if uri, _ := n.Params.AdditionalFields["uri"].(string); n.Method == mcp.MethodNotificationResourceUpdated && uri == tools.AlwaysInjectURI {
			select {
			case updates <- struct{}{}:
			default:
			}
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	require.NoError(t, c.Start(context.Background()))
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	_, err = c.Initialize(ctx, init)
	require.NoError(t, err)
	require.NoError(t, c.Subscribe(ctx, mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: tools.AlwaysInjectURI}}))
	return updates
}

// drain empties updates, so the next one read is news.
func drain(updates <-chan struct{}) {
	for {
		select {
		case <-updates:
		default:
			return
		}
	}
}

// awaitUpdate waits for an always-inject update, for at most within.
func awaitUpdate(t *testing.T, updates <-chan struct{}, within time.Duration, why string) {
	t.Helper()
	select {
	case <-updates:
	case <-time.After(within):
		t.Fatalf("no notifications/resources/updated: %s", why)
	}
}

// Behind PgBouncer in transaction mode, with its default settings (Debian's 1.18): `recall
// migrate` and the admin commands go through it, and `recall serve --transport http` serves the
// whole acceptance path through it with RECALL_DATABASE_LISTEN_URL for notifications: saves side
// by side, a search and a browse of a time window, an always-inject subscriber told of a change
// made on another server, a delete a human confirms, console logins, and the leader's background
// work (a purge at start, the words saves left counted when they tell it). A second server
// without a listen URL polls, and its subscriber hears the change too. Nothing in either log is
// a warning or an error, and the stopped leader resigns.
func TestServeBehindATransactionModePooler(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	ctx := context.Background()
	db := dbtest.NewEmptyDatabase(t)
	var name string
	require.NoError(t, db.Pool.QueryRow(ctx, `select current_database()`).Scan(&name))
	pooled := pgbouncer.Start(t, name)
	direct := db.LibpqURL()

	cliEnv := map[string]string{"RECALL_DATABASE_URL": pooled, "RECALL_LOG_FORMAT": "json", "RECALL_LOG_LEVEL": "error"}
	mustRun := func(stdin string, args ...string) string {
		t.Helper()
		out, errOut, err := runEnv(cliEnv, stdin, args...)
		require.NoError(t, err, "recall %s: %s", strings.Join(args, " "), errOut)
		return out
	}
	assert.Equal(t, "schema is up to date\n", mustRun("", "migrate"))
	mustRun("", "admin", "principal", "add", "alice", "--role", "admin")
	mustRun("correct horse battery staple\n", "admin", "principal", "passwd", "alice")
	token := strings.TrimSpace(mustRun("", "admin", "token", "create", "--principal", "alice", "--agent", "default"))

	// An expired memory for the leader's purge, from before the servers start.
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	old, err := svc.Save(ctx, identityOf(t, svc, token), memory.SaveInput{Scope: "user", RecallHint: "expired wifi note", Content: "c"})
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '2 days' where id = $1`, old.ID)
	require.NoError(t, err)

	serve := func(env ...string) (*exec.Cmd, *serverLog, string) {
		return startServer(t, bin+"/recall", append([]string{"RECALL_DATABASE_URL=" + pooled, "RECALL_PURGE_GRACE=1d",
			"RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=debug", "PATH=/usr/bin:/bin"}, env...))
	}
	srv, logs, base := serve("RECALL_DATABASE_LISTEN_URL=" + direct)
	logs.wait(t, "leader: elected; background work runs here", 30*time.Second)
	purged := logs.wait(t, "purge done", 30*time.Second)
	assert.Equal(t, float64(1), purged["memories"], "the leader's purge removed the expired memory")
	polling, pollLogs, pollBase := serve()

	// A subscriber on each server.
	heard, polled := subscriber(t, base, token), subscriber(t, pollBase, token)

	// The calls go to the server that does not lead: what they leave the leader reaches it as a
	// NOTIFY sent through the pooler and heard on the leader's listen connection.
	c := humanClient(t, pollBase, token)

	// Saves side by side (each leaves its words to the leader, and tells it), then a search finds
	// one at once and a browse of today's window lists them all.
	ids := saveSideBySide(t, c, 8)
	var browsed tools.SearchResult
	callTool(t, c, "searchMemory", map[string]any{"since": time.Now().UTC().Format(time.DateOnly), "limit": 50}, &browsed)
	assert.Len(t, browsed.Memories, len(ids), "the window's browse lists every save of today")

	// An always-inject change reaches the subscribers of both servers: the leader hears it on its
	// listen connection, the other server polls.
	drain(heard)
	drain(polled)
	var flipped struct{ AlwaysInject bool }
	callTool(t, c, "setMemoryAlwaysInject", map[string]any{"id": ids[5], "alwaysInject": true}, &flipped)
	require.True(t, flipped.AlwaysInject)
	awaitUpdate(t, heard, 10*time.Second, "the server with a listen URL")
	awaitUpdate(t, polled, 20*time.Second, "the polling server")

	// A delete a human confirms.
	var deleted tools.DeleteResult
	callTool(t, c, "deleteMemory", map[string]any{"id": ids[0]}, &deleted)
	assert.True(t, deleted.Deleted)

	// The console: a wrong password is refused, the right one signs in.
	assert.Equal(t, http.StatusUnauthorized, consoleLogin(t, base, "alice", "wrong password"))
	assert.Equal(t, http.StatusSeeOther, consoleLogin(t, base, "alice", "correct horse battery staple"))

	// The leader counted the words the saves left, woken by them (its slow poll is minutes away).
	awaitCounted(t, db, 20*time.Second)
	metrics := metricsText(t, base)
	assert.Contains(t, metrics, "\nrecall_leader 1\n")
	assert.Contains(t, metrics, `recall_db_statements_total{kind="background"}`)

	// Stopped, the leader resigns; nothing either server logged was a warning or an error but the
	// polling server's note that it polls, and the refused login. The leader said it serves
	// through a pooler, which it found by itself.
	logs.wait(t, "RECALL_DATABASE_URL is a pooler that refuses session settings: serving through it as through a transaction-mode pooler (set RECALL_DATABASE_POOLER to say so)", time.Second)
	for _, p := range []*exec.Cmd{polling, srv} {
		require.NoError(t, p.Process.Signal(syscall.SIGTERM))
		require.NoError(t, p.Wait())
	}
	var leases int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from leader_leases`).Scan(&leases))
	assert.Zero(t, leases, "the stopped leader resigned")
	assertQuiet(t, logs, func(msg string) bool { return msg == "console login failed" })
	assertQuiet(t, pollLogs, func(msg string) bool {
		return strings.HasPrefix(msg, "behind a transaction-mode pooler without RECALL_DATABASE_LISTEN_URL")
	})
}
