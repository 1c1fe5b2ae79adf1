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

func TestAdminProjectCLIContract(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "bob")
	assert.Equal(t, "project apollo added\n", c.ok("admin", "project", "add", "apollo"))
	c.ok("admin", "project", "add-member", "--project", "apollo", "--principal", "alice", "--level", "write")
	c.ok("admin", "team", "add-member", "--team", "qa", "--principal", "bob")
	c.ok("admin", "project", "add-member", "--project", "apollo", "--team", "qa", "--level", "read")
	lines := jsonLines(t, c.ok("admin", "project", "list"))
	require.Len(t, lines, 1)
	assert.Equal(t, "apollo", lines[0]["name"])
	assert.ElementsMatch(t, []any{map[string]any{"principal": "alice", "level": "write"}, map[string]any{"team": "qa", "level": "read"}}, lines[0]["members"])

	// A token bound to the project: its row records it, its sessions are bound.
	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--project", "apollo")))
	assert.Equal(t, "apollo", alice.ProjectID)
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select count(*) from tokens where project_id = 'apollo'`).Scan(&n))
	assert.Equal(t, 1, n)
	bob := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "bob", "--project", "apollo")))
	saved, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "apollo runbook", Content: "c"})
	require.NoError(t, err)
	_, err = svc.Get(ctx, bob, saved.ID)
	require.NoError(t, err)

	// Export carries the project; remove-member takes effect at once.
	exported := jsonLines(t, c.ok("admin", "export"))
	require.Len(t, exported, 1)
	assert.Equal(t, "apollo", exported[0]["projectId"])
	assert.Equal(t, "team qa removed from project apollo\n", c.ok("admin", "project", "remove-member", "--project", "apollo", "--team", "qa"))
	_, err = svc.Get(ctx, bob, saved.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	for _, args := range [][]string{
		{"admin", "project", "add"},
		{"admin", "project", "add", "bad name!"},
		{"admin", "project", "add", "apollo"}, // exists
		{"admin", "project", "add-member", "--project", "apollo"},
		{"admin", "project", "add-member", "--project", "apollo", "--principal", "alice", "--team", "qa"},
		{"admin", "project", "add-member", "--project", "apollo", "--principal", "alice", "--level", "manage"},
		{"admin", "project", "add-member", "--project", "ghost", "--principal", "alice"},
		{"admin", "project", "add-member", "--project", "apollo", "--principal", "nobody"},
		{"admin", "project", "remove-member", "--project", "apollo", "--team", "qa"}, // no longer a member
		{"admin", "token", "create", "--principal", "alice", "--project", "ghost"},
	} {
		_, _, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", args, err)
	}
}

// recall inject honours RECALL_PROJECT: locally as the stdio binding, remotely as the header.
func TestInjectBoundToAProject(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f, svc := newInjectFixture(t, memory.InjectCap{})
	f.c.ok("admin", "project", "add", "apollo")
	f.c.ok("admin", "project", "add-member", "--project", "apollo", "--principal", "alice")
	alice := identityOf(t, svc, f.token)
	alice.ProjectID = "apollo"
	_, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "apollo commit style",
		Content: "APOLLO-RULE", AlwaysInject: true})
	require.NoError(t, err)

	env := f.localEnv()
	out, _, err := runEnv(env, "", "inject")
	require.NoError(t, err)
	assert.Empty(t, out, "unbound: no project memory")
	env["RECALL_PROJECT"] = "apollo"
	out, _, err = runEnv(env, "", "inject")
	require.NoError(t, err)
	assert.Contains(t, out, "APOLLO-RULE")
	out, _, err = runEnv(map[string]string{"RECALL_PROJECT": "apollo"}, "", "inject", "--url", f.url, "--token", f.token)
	require.NoError(t, err)
	assert.Contains(t, out, "APOLLO-RULE")
	out, _, err = runEnv(nil, "", "inject", "--url", f.url, "--token", f.token)
	require.NoError(t, err)
	assert.Empty(t, out)

	f.c.ok("admin", "project", "remove-member", "--project", "apollo", "--principal", "alice")
	_, _, err = runEnv(env, "", "inject")
	require.Error(t, err, "a binding to a project the principal is not a member of is refused")
	assert.Contains(t, err.Error(), "not a member")
}
