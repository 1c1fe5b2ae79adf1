package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

func TestAdminPurgeCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()
	c.ok("admin", "principal", "add", "alice")
	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "default")))
	var ids []string
	for _, hint := range []string{"expired vpn workaround", "expired oncall rota", "current deploy checklist"} {
		r, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: hint, Content: "c"})
		require.NoError(t, err)
		ids = append(ids, r.ID)
	}
	_, err := c.db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '31 days' where id = any($1)`, ids[:2])
	require.NoError(t, err)

	parse := func(out string) ([]memory.PurgedMemory, memory.PurgeReport) {
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var mems []memory.PurgedMemory
		for _, l := range lines[:len(lines)-1] {
			var m memory.PurgedMemory
			require.NoError(t, json.Unmarshal([]byte(l), &m))
			mems = append(mems, m)
		}
		var rep memory.PurgeReport
		require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &rep))
		return mems, rep
	}
	mems, rep := parse(c.ok("admin", "purge", "--dry-run"))
	assert.True(t, rep.DryRun)
	assert.Equal(t, 2, rep.MemoryCount)
	assert.ElementsMatch(t, ids[:2], []string{mems[0].ID, mems[1].ID})
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Equal(t, 3, n, "a dry run removes nothing")

	mems, rep = parse(c.ok("admin", "purge"))
	assert.False(t, rep.DryRun)
	assert.Equal(t, 2, rep.MemoryCount)
	assert.ElementsMatch(t, ids[:2], []string{mems[0].ID, mems[1].ID})
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Equal(t, 1, n)
	assert.Contains(t, c.ok("admin", "audit", "--since", "1h"), `"action":"retention.purge"`, "the purge is audited")

	// The grace period comes from the environment.
	out, _, err := runEnv(map[string]string{"RECALL_DATABASE_URL": c.db.URL, "RECALL_PURGE_GRACE": "400d"}, "", "admin", "purge", "--dry-run")
	require.NoError(t, err)
	_, rep = parse(out)
	assert.Zero(t, rep.MemoryCount)
}

func TestAdminImportMCPMemoryCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	const file = "../../memory/testdata/mcp-memory.jsonl" // written by the official MCP memory server
	c.ok("admin", "principal", "add", "alice")

	out := c.ok("admin", "import", "--from", "mcp-memory", "--principal", "alice", "--agent", "claude-code", "--dry-run", file)
	assert.Regexp(t, `(?m)^created +Alice Smith`, out)
	assert.Regexp(t, `(?m)^created +billing-service +\(1 secret\(s\) redacted\)`, out)
	assert.Contains(t, out, "dry run, nothing written: would import 4 entities (3 relations) into alice/claude-code: 4 created, 0 merged, 0 skipped, 1 secret(s) redacted\n")
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n, "--dry-run writes nothing")

	out = c.ok("admin", "import", "--from", "mcp-memory", "--principal", "alice", "--agent", "claude-code", file)
	assert.Regexp(t, `imported 4 entities \(3 relations\) into alice/claude-code: 4 created, 0 merged, 0 skipped, 1 secret\(s\) redacted \(run import-mcp-memory-[0-9a-f]{8}\)\n$`, out)
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories where agent_id = 'claude-code' and 'mcp-memory' = any(tags)`).Scan(&n))
	assert.Equal(t, 4, n)

	out = c.ok("admin", "import", "--from", "mcp-memory", "--principal", "alice", "--agent", "claude-code", file)
	assert.Contains(t, out, ": 0 created, 0 merged, 4 skipped")
	assert.Regexp(t, `(?m)^skipped +Bob +[0-9a-f-]{36} +already imported`, out)

	for _, args := range [][]string{
		{"admin", "import", "--from", "mcp-memory", file},                                         // no principal
		{"admin", "import", "--from", "mcp-memory", "--principal", "nobody", file},                // unknown principal
		{"admin", "import", "--from", "mcp-memory", "--principal", "alice", "/nonexistent.jsonl"}, // no file
		{"admin", "import", "--from", "recall", "--principal", "alice", file},                     // not a recall export
	} {
		_, _, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", args, err)
	}
}

// `recall serve` purges on its own: at start, then every RECALL_PURGE_INTERVAL. The test waits
// for the server's own log line, not for time to pass.
func TestServePurgesPeriodically(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()
	c.ok("admin", "principal", "add", "alice")
	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "default")))
	r, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "expired note", Content: "c"})
	require.NoError(t, err)
	_, err = c.db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '2 days' where id = $1`, r.ID)
	require.NoError(t, err)

	cmd := exec.Command(bin+"/recall", "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = []string{"RECALL_DATABASE_URL=" + c.db.URL, "RECALL_PURGE_GRACE=1d", "RECALL_LOG_FORMAT=json", "PATH=/usr/bin:/bin"}
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	// A bound, not a wait: a server that never purges is killed, which ends its log.
	stop := time.AfterFunc(2*time.Minute, func() { _ = cmd.Process.Kill() })
	defer stop.Stop()
	sc := bufio.NewScanner(stderr)
	var line map[string]any
	for sc.Scan() {
		require.NoError(t, json.Unmarshal(sc.Bytes(), &line), sc.Text())
		if line["msg"] == "purge done" {
			break
		}
	}
	require.Equal(t, "purge done", line["msg"], "the server logged no purge")
	assert.Equal(t, float64(1), line["memories"])
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories where id = $1`, r.ID).Scan(&n))
	assert.Zero(t, n)
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from audit_log where action = 'retention.purge' and principal = 'system:retention'`).Scan(&n))
	assert.Equal(t, 1, n, "the server's purge is audited")
}

func TestAdminImportDetectsTheFormat(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	const graph = "../../memory/testdata/mcp-memory.jsonl"
	c.ok("admin", "principal", "add", "alice")
	count := func() int {
		var n int
		require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
		return n
	}

	// An MCP memory graph without --from: the error names the flags to add, nothing is written.
	_, _, err := c.run("", "admin", "import", graph)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is an MCP memory graph")
	assert.Contains(t, err.Error(), "--from mcp-memory --principal NAME")
	_, _, err = c.run("", "admin", "import", "--from", "recall", graph)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "use --from mcp-memory")
	assert.Zero(t, count())

	// With --principal alone the detected format is taken.
	assert.Contains(t, c.ok("admin", "import", "--principal", "alice", graph), "imported 4 entities")
	assert.Equal(t, 4, count())

	// A recall export given as an MCP graph is refused, not "imported 0 entities".
	export := filepath.Join(t.TempDir(), "export.jsonl")
	require.NoError(t, os.WriteFile(export, []byte(c.ok("admin", "export")), 0o600))
	_, _, err = c.run("", "admin", "import", "--from", "mcp-memory", "--principal", "alice", export)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is a recall export, not an MCP memory graph")
	assert.Equal(t, 2, exitCode(err))

	// Anything else says what it found.
	for body, want := range map[string]string{
		"":                     "the file is empty",
		"not json\n":           "line 1 is not a JSON object",
		"\n{\"name\":\"x\"}\n": "line 2 is neither a recall memory",
		"{\"type\":\"entity\",\"name\":\"x\"}\nzz\n": "line 2 is not a JSON object of the MCP memory graph",
	} {
		f := filepath.Join(t.TempDir(), "f.jsonl")
		require.NoError(t, os.WriteFile(f, []byte(body), 0o600))
		_, _, err := c.run("", "admin", "import", "--principal", "alice", f)
		require.Error(t, err, "%q", body)
		assert.Contains(t, err.Error(), want, "%q", body)
	}
	assert.Equal(t, 4, count())
}
