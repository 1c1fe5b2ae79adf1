package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

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
		{"admin", "import", "--principal", "alice", file},                                         // recall format takes no principal
	} {
		_, _, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", args, err)
	}
}
