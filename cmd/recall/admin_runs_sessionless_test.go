package main

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// TestRunListShowsSessionlessRuns: the run of a client without a session that names no run is
// listed by `admin run list` under the name the server gave it, with the token that made it (the
// id `admin token list` prints), its agent and its first and last write.
func TestRunListShowsSessionlessRuns(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	svc := c.service()
	c.ok("admin", "principal", "add", "nightly-bot", "--service", "--run-cap", "5")
	bot := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "nightly-bot", "--agent", "ci")))
	bot.RunID, bot.Transport = "", "http" // as a 2026-07-28 client calls: no run, its token as Client
	_, err := svc.Save(context.Background(), bot, memory.SaveInput{Scope: "user", RecallHint: "nightly batch size", Content: "500"})
	require.NoError(t, err)

	tokens := jsonLines(t, c.ok("admin", "token", "list", "--principal", "nightly-bot"))
	require.Len(t, tokens, 1)
	runs := jsonLines(t, c.ok("admin", "run", "list", "--principal", "nightly-bot"))
	require.Len(t, runs, 1)
	assert.Regexp(t, `^auto-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-1$`, runs[0]["runId"])
	assert.Equal(t, "token:"+tokens[0]["id"].(string), runs[0]["client"])
	assert.Equal(t, "ci", runs[0]["agent"])
	for _, k := range []string{"firstWrite", "lastWrite"} {
		assert.NotEmpty(t, runs[0][k], k)
	}
}
