package main

import (
	"bufio"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// jsonLines decodes every line of out.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var m map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &m), "line %q", sc.Text())
		lines = append(lines, m)
	}
	return lines
}

func memoryState(t *testing.T, c cli) map[string]string {
	t.Helper()
	rows, err := c.db.Pool.Query(context.Background(), `select id::text, recall_hint || '|' || content || '|' || always_inject::text from memories`)
	require.NoError(t, err)
	out := map[string]string{}
	for rows.Next() {
		var id, s string
		require.NoError(t, rows.Scan(&id, &s))
		out[id] = s
	}
	require.NoError(t, rows.Err())
	return out
}

func TestAdminRunCLIContract(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "bot", "--service", "--run-cap", "10")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "manage", "--principal", "alice")
	// The bot's run updates alice's system memory in place: a manager's change (issue 35, M1).
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "manage", "--principal", "bot")
	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice")))
	bot := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "bot")))

	sys, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing invoice day", Content: "The 1st."})
	require.NoError(t, err)
	before := memoryState(t, c)

	bot.RunID = "nightly"
	_, err = svc.Save(ctx, bot, memory.SaveInput{Scope: "user", RecallHint: "nightly batch size", Content: "500"})
	require.NoError(t, err)
	up, err := svc.Save(ctx, bot, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "the billing invoice day", Content: "The 2nd."})
	require.NoError(t, err)
	require.True(t, up.Updated)
	afterRun := memoryState(t, c)

	runs := jsonLines(t, c.ok("admin", "run", "list", "--principal", "bot", "--since", "24h"))
	require.Len(t, runs, 1)
	assert.Equal(t, "nightly", runs[0]["runId"])
	assert.Equal(t, "bot", runs[0]["principal"])
	assert.EqualValues(t, 1, runs[0]["created"])
	assert.EqualValues(t, 1, runs[0]["updated"])
	for _, k := range []string{"agent", "transport", "firstWrite", "lastWrite"} {
		assert.NotEmpty(t, runs[0][k], k)
	}
	assert.Empty(t, jsonLines(t, c.ok("admin", "run", "list", "--principal", "nobody")))

	show := jsonLines(t, c.ok("admin", "run", "show", "nightly"))
	require.Len(t, show, 2)
	assert.Equal(t, "created", show[0]["action"])
	assert.Equal(t, "updated", show[1]["action"])
	assert.Equal(t, sys.ID, show[1]["memoryId"])
	assert.EqualValues(t, 1, show[1]["versionReplaced"])
	assert.Equal(t, "The 1st.", show[1]["before"].(map[string]any)["content"])
	assert.Equal(t, "The 2nd.", show[1]["after"].(map[string]any)["content"])

	for name, args := range map[string][]string{
		"show without RUN":       {"admin", "run", "show"},
		"unknown run":            {"admin", "run", "show", "no-such-run"},
		"bad --since":            {"admin", "run", "list", "--since", "yesterday"},
		"skip and force":         {"admin", "run", "revert", "nightly", "--skip-conflicts", "--force"},
		"unknown flag":           {"admin", "run", "revert", "nightly", "--hard"},
		"revert two runs":        {"admin", "run", "revert", "a", "b"},
		"unknown run subcommand": {"admin", "run", "undo", "nightly"},
	} {
		out, _, err := c.run("", args...)
		require.Error(t, err, name)
		assert.Equal(t, 2, exitCode(err), "%s: %v", name, err)
		assert.Empty(t, out, name)
	}
	assert.Equal(t, afterRun, memoryState(t, c), "bad arguments change nothing")

	dry := jsonLines(t, c.ok("admin", "run", "revert", "nightly", "--dry-run"))
	require.Len(t, dry, 3, "two memories and the summary")
	assert.Equal(t, "delete", dry[0]["action"])
	assert.Equal(t, "planned", dry[0]["outcome"])
	assert.Equal(t, "update", dry[1]["action"])
	assert.Equal(t, true, dry[2]["dryRun"])
	assert.Equal(t, afterRun, memoryState(t, c), "a dry run changes nothing")

	// Alice edits the billing memory after the run: a conflict.
	_, err = svc.Save(ctx, alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing invoice day", Content: "The 3rd."})
	require.NoError(t, err)
	conflicted := memoryState(t, c)
	dry = jsonLines(t, c.ok("admin", "run", "revert", "nightly", "--dry-run"))
	assert.Equal(t, true, dry[1]["conflict"])
	assert.Equal(t, []any{"alice/cli-test"}, dry[1]["laterRuns"])
	assert.EqualValues(t, 1, dry[2]["conflicts"])

	out, _, err := c.run("", "admin", "run", "revert", "nightly")
	require.Error(t, err)
	assert.Equal(t, 1, exitCode(err), "a refused revert is not a usage error")
	assert.Contains(t, err.Error(), "--skip-conflicts")
	refused := jsonLines(t, out)
	assert.Equal(t, "conflict", refused[1]["outcome"])
	assert.Equal(t, conflicted, memoryState(t, c), "a refused revert changes nothing")

	skipped := jsonLines(t, c.ok("admin", "run", "revert", "nightly", "--skip-conflicts"))
	assert.Equal(t, "applied", skipped[0]["outcome"])
	assert.Equal(t, "skipped", skipped[1]["outcome"])
	assert.EqualValues(t, 1, skipped[2]["applied"])
	assert.NotEmpty(t, skipped[2]["revertRunId"])
	want := map[string]string{sys.ID: conflicted[sys.ID]}
	assert.Equal(t, want, memoryState(t, c))

	forced := jsonLines(t, c.ok("admin", "run", "revert", "nightly", "--force"))
	assert.Equal(t, "unchanged", forced[0]["outcome"])
	assert.Equal(t, "applied", forced[1]["outcome"])
	assert.Equal(t, before, memoryState(t, c), "the state before the run")

	twice := jsonLines(t, c.ok("admin", "run", "revert", "nightly", "--force"))
	assert.EqualValues(t, 0, twice[2]["applied"])
	assert.EqualValues(t, 2, twice[2]["unchanged"])
	assert.Nil(t, twice[2]["revertRunId"])
	assert.Equal(t, before, memoryState(t, c), "reverting twice changes nothing")

	// The revert that restored the billing memory is a run of its own, and can be reverted.
	rev := forced[2]["revertRunId"].(string)
	undo := jsonLines(t, c.ok("admin", "run", "revert", rev))
	assert.EqualValues(t, 1, undo[1]["applied"])
	assert.Equal(t, conflicted[sys.ID], memoryState(t, c)[sys.ID])
}
