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

func TestOperatorListsAndSingleChanges(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "bot", "--service", "--run-cap", "3", "--write-budget", "100/1h", "--deletes-need-approval")
	c.ok("admin", "team", "add-member", "--team", "payments", "--principal", "alice")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "read", "--team", "payments")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "manage", "--principal", "alice")

	ps := jsonLines(t, c.ok("admin", "principal", "list"))
	require.Len(t, ps, 2)
	assert.Equal(t, "alice", ps[0]["name"])
	assert.Equal(t, "member", ps[0]["role"])
	assert.Equal(t, []any{"payments"}, ps[0]["teams"])
	assert.Equal(t, "bot", ps[1]["name"])
	assert.Equal(t, true, ps[1]["service"])
	assert.EqualValues(t, 3, ps[1]["runCap"])
	assert.Equal(t, false, ps[1]["disabled"])
	assert.Equal(t, "100/1h", ps[1]["writeBudget"])
	assert.Equal(t, true, ps[1]["deletesNeedApproval"])
	assert.Nil(t, ps[0]["writeBudget"])
	assert.NotEmpty(t, ps[1]["created"])

	// set-role changes an existing principal (add refuses: it exists).
	assert.Equal(t, "principal alice now has role admin (was member)\n", c.ok("admin", "principal", "set-role", "alice", "--role", "admin"))
	assert.Equal(t, "principal alice already has role admin: nothing changed\n", c.ok("admin", "principal", "set-role", "alice", "--role", "admin"))
	assert.Equal(t, "admin", jsonLines(t, c.ok("admin", "principal", "list"))[0]["role"])

	// Tokens: listed by id without the secret; one revoked by id, the other keeps working.
	t1 := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "cursor"))
	t2 := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "claude-code"))
	identityOf(t, svc, t1) // used once: last used is set
	out := c.ok("admin", "token", "list", "--principal", "alice")
	assert.NotContains(t, out, t1)
	assert.NotContains(t, out, t2)
	ts := jsonLines(t, out)
	require.Len(t, ts, 2)
	byAgent := map[string]map[string]any{}
	for _, tk := range ts {
		byAgent[tk["agent"].(string)] = tk
		assert.Contains(t, tk, "expires")
		assert.NotEmpty(t, tk["created"])
	}
	assert.NotNil(t, byAgent["cursor"]["lastUsed"])
	assert.Nil(t, byAgent["claude-code"]["lastUsed"])
	id := byAgent["cursor"]["id"].(string)
	assert.Contains(t, c.ok("admin", "token", "revoke", "--id", id), "revoked token "+id+" of alice (agent cursor)")
	_, err := svctest.Identity(svc).Authenticate(ctx, t1)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))
	identityOf(t, svc, t2)
	assert.Len(t, jsonLines(t, c.ok("admin", "token", "list", "--principal", "alice")), 1)
	assert.Len(t, jsonLines(t, c.ok("admin", "token", "list", "--principal", "alice", "--all")), 2)

	// disable refuses the principal's tokens at once; enable lets them work again.
	assert.Equal(t, "principal alice disabled\n", c.ok("admin", "principal", "disable", "alice"))
	_, err = svctest.Identity(svc).Authenticate(ctx, t2)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))
	assert.Equal(t, true, jsonLines(t, c.ok("admin", "principal", "list"))[0]["disabled"])
	c.ok("admin", "principal", "enable", "alice")
	identityOf(t, svc, t2)

	// Teams and grants.
	teams := jsonLines(t, c.ok("admin", "team", "list"))
	require.Len(t, teams, 1)
	assert.Equal(t, map[string]any{"team": "payments", "members": []any{"alice"}}, teams[0])
	grants := jsonLines(t, c.ok("admin", "grant", "list"))
	assert.ElementsMatch(t, []map[string]any{
		{"system": "billing", "principal": "alice", "level": "manage"},
		{"system": "billing", "team": "payments", "level": "read"},
	}, grants)
	assert.Equal(t, "alice removed from team payments\n", c.ok("admin", "team", "remove-member", "--team", "payments", "--principal", "alice"))
	assert.Equal(t, []any{}, jsonLines(t, c.ok("admin", "team", "list"))[0]["members"], "the team lives on through its grant")

	// Every change is audited as the CLI admin.
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from audit_log where action in ('principal.update', 'token.revoke', 'team.remove_member')`).Scan(&n))
	assert.Equal(t, 5, n) // set-role, disable, enable, revoke, remove-member

	for _, args := range [][]string{
		{"admin", "principal", "set-role", "alice"},
		{"admin", "principal", "set-role", "ghost", "--role", "admin"},
		{"admin", "principal", "set-role", "alice", "--role", "bad role!"},
		{"admin", "principal", "disable", "ghost"},
		{"admin", "principal", "disable"},
		{"admin", "token", "list"},
		{"admin", "token", "list", "--principal", "ghost"},
		{"admin", "token", "revoke"},
		{"admin", "token", "revoke", "--id", "not-a-uuid"},
		{"admin", "token", "revoke", "--id", id}, // already revoked
		{"admin", "token", "revoke", "--id", "00000000-0000-0000-0000-000000000000"},
		{"admin", "token", "revoke", "--id", id, "--principal", "alice"},
		{"admin", "team", "remove-member", "--team", "payments", "--principal", "alice"}, // not a member any more
	} {
		_, _, err := c.run("", args...)
		if assert.Error(t, err, "recall %s", strings.Join(args, " ")) {
			assert.NotEmpty(t, err.Error(), "recall %s says what is wrong", strings.Join(args, " "))
		}
	}
}
