package memory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// A role is a name, so a misspelt one in a change is refused with the roles that exist rather
// than silently revoking a rule for nobody or moving a principal to a role without rules. A role
// comes into being with the first principal given it, or where NewRole says it is meant.
func TestChangesNameRolesThatExist(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	ids := idsOf(svc)
	principal(t, svc, "alice")
	principal(t, svc, "nightly-bot", withRole("automation"))
	mallory := principal(t, svc, "mallory")

	err := ids.SetRule(ctx, admin, "membr", policy.RuleManage, false)
	require.Error(t, err)
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), `unknown role "membr" (did you mean member?): the roles are admin, automation, member`)
	_, err = ids.SetPrincipalRole(ctx, admin, "alice", "superhero", false)
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), `unknown role "superhero"`)
	err = ids.UpdatePrincipal(ctx, admin, identity.PrincipalUpdate{Name: "alice", Role: "admn"})
	assert.ErrorContains(t, err, "did you mean admin?")
	var revoked, roles int
	require.NoError(t, db.Pool.QueryRow(ctx, `select (select count(*) from rule_revocations), (select count(distinct role) from principals)`).Scan(&revoked, &roles))
	assert.Zero(t, revoked, "a refused change changes nothing")
	assert.Equal(t, 2, roles)

	// Someone who is no admin learns nothing about the roles: refused as before.
	err = ids.SetRule(ctx, mallory, "membr", policy.RuleManage, false)
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.NotContains(t, err.Error(), "automation")

	// The roles that exist: built in, held, or named by a revoked rule.
	require.NoError(t, ids.SetRule(ctx, admin, "automation", policy.RuleManage, false))
	require.NoError(t, ids.SetRule(ctx, admin, "admin", policy.RuleRead, false))
	require.NoError(t, ids.ChangeRule(ctx, admin, identity.RuleChange{Role: "contractor", Rule: policy.RuleRead, NewRole: true}))
	ch, err := ids.SetPrincipalRole(ctx, admin, "alice", "contractor", false)
	require.NoError(t, err, "a revoked rule names the role")
	assert.Equal(t, "role member → contractor", ch.Summary())
	ch, err = ids.SetPrincipalRole(ctx, admin, "alice", "reviewer", true)
	require.NoError(t, err)
	assert.Equal(t, "reviewer", ch.Role)
	ch, err = ids.SetPrincipalRole(ctx, admin, "alice", "reviewer", false)
	require.NoError(t, err, "its own role exists")
	assert.Empty(t, ch.Changes, "nothing changed")
	require.NoError(t, ids.UpdatePrincipal(ctx, admin, identity.PrincipalUpdate{Name: "alice", Role: "auditor", NewRole: true}))
	roleList, err := ids.Roles(ctx, admin)
	require.NoError(t, err)
	assert.Equal(t, []string{"admin", "auditor", "automation", "contractor", "member"}, roleList)

	// A principal's governance change says what changed.
	capN := 5
	gc, err := ids.SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "nightly-bot", SetRunCap: true, RunCap: &capN})
	require.NoError(t, err)
	assert.Equal(t, "run cap none → 5", gc.Summary())
	gc, err = ids.SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "nightly-bot", SetRunCap: true, RunCap: &capN})
	require.NoError(t, err)
	assert.Empty(t, gc.Changes)
}
