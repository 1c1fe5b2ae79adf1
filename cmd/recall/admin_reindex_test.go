package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// With no server leading, `recall admin reindex` does the batches itself and prints the finished
// state; --status prints it again, and fails with a clear error before any reindex.
func TestAdminReindexCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	_, stderr, err := c.run("", "admin", "reindex", "--status")
	require.Error(t, err)
	assert.Contains(t, stderr+err.Error(), "no reindex was ever asked for")

	c.ok("admin", "principal", "add", "alice")
	_, err = c.db.Pool.Exec(context.Background(), `update search_namespaces set docs = docs + 1`)
	require.NoError(t, err)
	lines := jsonLines(t, c.ok("admin", "reindex"))
	require.Len(t, lines, 1)
	assert.Equal(t, "done", lines[0]["phase"])
	assert.NotEmpty(t, lines[0]["finishedAt"])
	table := c.ok("admin", "reindex", "--status", "-o", "table")
	assert.True(t, strings.HasPrefix(table, "PHASE"), table)
	assert.Contains(t, table, "done")
}

// With a server leading, `recall admin reindex` only asks: the leader's reindex service, woken by
// the request, does the batches, and the command follows their progress to the end.
func TestAdminReindexRunsOnTheLeader(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := cli{t, dbtest.New(t)}
	c.ok("admin", "principal", "add", "alice")
	token := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "default"))
	svc := c.service()
	for _, hint := range []string{"release train dates", "on-call rota"} {
		_, err := svc.Save(ctx, identityOf(t, svc, token), memory.SaveInput{Scope: "user", RecallHint: hint, Content: "in the wiki"})
		require.NoError(t, err)
	}
	_, err := c.db.Pool.Exec(ctx, `update search_namespaces set docs = docs + 7`)
	require.NoError(t, err)
	_, logs, _ := startServer(t, recallBinary(t)+"/recall", []string{"RECALL_DATABASE_URL=" + c.db.URL,
		"RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=info", "PATH=/usr/bin:/bin"})
	logs.wait(t, "leader: elected; background work runs here", 30*time.Second)

	lines := jsonLines(t, c.ok("admin", "reindex"))
	require.Len(t, lines, 1)
	assert.Equal(t, "done", lines[0]["phase"])
	done := logs.wait(t, "search index reindexed", 10*time.Second) // the leader did the batches
	assert.Equal(t, float64(1), done["namespaces"])
	var wrong int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from search_namespaces n
		where n.docs <> (select count(*) from search_docs d where d.ns = n.id)`).Scan(&wrong))
	assert.Zero(t, wrong, "every namespace's count is true again")
}

// A leader that never does the batches (an older version without the reindex service, or one
// stopped with its lease still held) does not keep `recall admin reindex` waiting: after a while
// without progress, the command does the batches itself.
func TestAdminReindexDoesNotWaitForALeaderThatNeverReindexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := cli{t, dbtest.New(t)}
	_, err := c.db.Pool.Exec(ctx, `insert into leader_leases (name, holder, expires_at) values ('background', 'an older server', now() + interval '1 hour')`)
	require.NoError(t, err)
	var stdout, stderr strings.Builder
	env := map[string]string{"RECALL_DATABASE_URL": c.db.URL, "RECALL_LOG_FORMAT": "json", "RECALL_LOG_LEVEL": "error"}
	require.NoError(t, run(ctx, []string{"admin", "reindex"}, func(k string) string { return env[k] }, strings.NewReader(""), &stdout, &stderr))
	assert.Contains(t, stderr.String(), "the leading server made no progress")
	lines := jsonLines(t, stdout.String())
	require.Len(t, lines, 1)
	assert.Equal(t, "done", lines[0]["phase"])
}
