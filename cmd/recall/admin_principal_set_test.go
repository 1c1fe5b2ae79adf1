package main

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// The governance of issue 35 from the CLI: a write budget and delete approval at principal add and
// later with principal set, and tokens that pin their run.
func TestAdminPrincipalGovernanceCLIContract(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	assert.Equal(t, "principal nightly-bot added (role member, service true)\nwrite budget 100/1h, deletes need approval false\n",
		c.ok("admin", "principal", "add", "nightly-bot", "--service", "--write-budget", "100/1h"))
	assert.Equal(t, "principal alice added (role member, service false)\nwrite budget none, deletes need approval true\n",
		c.ok("admin", "principal", "add", "alice", "--deletes-need-approval"))
	assert.Equal(t, "principal bob added (role member, service false)\n", c.ok("admin", "principal", "add", "bob"),
		"the output without the new flags is as it was")
	p, err := svctest.Identity(svc).PrincipalByName(ctx, "nightly-bot")
	require.NoError(t, err)
	require.NotNil(t, p.WriteBudget)
	assert.Equal(t, "100/1h", p.WriteBudget.String())

	assert.Equal(t, "principal nightly-bot updated: write budget 100/1h → 2/1d\nwrite budget 2/1d, deletes need approval false\n",
		c.ok("admin", "principal", "set", "nightly-bot", "--write-budget", "2/24h"))
	c.ok("admin", "principal", "set", "bob", "--deletes-need-approval")
	c.ok("admin", "principal", "set", "alice", "--deletes-need-approval=false")
	for name, want := range map[string]bool{"alice": false, "bob": true} {
		p, err := svctest.Identity(svc).PrincipalByName(ctx, name)
		require.NoError(t, err)
		assert.Equal(t, want, p.DeletesNeedApproval, name)
	}

	// A token pinned to a run: its saves count there, and the budget holds across runs.
	bot := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "nightly-bot", "--run", "nightly-7")))
	_, err = svctest.Identity(svc).Authenticate(ctx, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "nightly-bot")))
	require.NoError(t, err)
	for i, hint := range []string{"first finding", "second finding", "third finding"} {
		bot.RunID = strings.ReplaceAll("run-"+hint, " ", "-")
		_, err := svc.Save(ctx, bot, memory.SaveInput{Scope: "user", RecallHint: hint, Content: "c"})
		if i < 2 {
			require.NoError(t, err)
		} else {
			assert.Equal(t, memory.CodeBudgetExhausted, memory.ErrorCode(err))
		}
	}
	tok := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "nightly-bot", "--run", "nightly-7"))
	id, err := svctest.Identity(svc).Authenticate(ctx, tok)
	require.NoError(t, err)
	assert.Equal(t, "nightly-7", id.RunID)

	c.ok("admin", "principal", "set", "nightly-bot", "--write-budget", "none")
	p, err = svctest.Identity(svc).PrincipalByName(ctx, "nightly-bot")
	require.NoError(t, err)
	assert.Nil(t, p.WriteBudget)

	for _, args := range [][]string{
		{"admin", "principal", "add", "carol", "--write-budget", "lots"},
		{"admin", "principal", "add", "carol", "--write-budget", "10/0s"},
		{"admin", "principal", "set", "nightly-bot"}, // nothing to change
		{"admin", "principal", "set", "nightly-bot", "--write-budget", ""},
		{"admin", "principal", "set", "nightly-bot", "--deletes-need-approval=maybe"},
		{"admin", "principal", "set", "nobody", "--write-budget", "1/1h"},
		{"admin", "token", "create", "--principal", "nightly-bot", "--run", "has space"},
	} {
		_, _, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", args, err)
	}
	_, err = svctest.Identity(svc).PrincipalByName(ctx, "carol")
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "a refused add adds nothing")
}
