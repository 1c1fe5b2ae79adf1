package memory_test

import (
	"context"
	"strings"
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

// An import merges: a principal the file names is set to the file's governance (an earlier
// import without it made every owner a plain member), and an admin importing a file that would
// demote the admin itself is refused, changing nothing.
func TestImportGovernanceMergesAndNeverDemotesTheImporter(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	ids := idsOf(svc)
	boss := principal(t, svc, "boss", withRole(policy.RoleAdmin))
	principal(t, svc, "nightly-bot") // as a restore without governance left it: a member
	file := `{"kind":"principal","name":"nightly-bot","role":"automation","service":true,"runCap":20,"writeBudget":"100/1h","deletesNeedApproval":false,"disabled":false,"createdAt":"2026-01-02T03:04:05Z"}
{"kind":"team","team":"payments","members":["nightly-bot"]}
{"kind":"rule","role":"automation","rule":"ai.memory.manage","revoked":true}
`
	f, err := memory.ReadExport(strings.NewReader(file))
	require.NoError(t, err)
	rep, err := svc.ImportFile(ctx, boss, f, memory.ImportOptions{Governance: ids})
	require.NoError(t, err)
	assert.Equal(t, []string{
		"principal nightly-bot updated: role member → automation, service false → true, run cap none → 20, write budget none → 100/1h",
		"team payments created: nightly-bot",
		"rule ai.memory.manage revoked for role automation",
	}, rep.Governance.Changes)
	p, err := ids.PrincipalByName(ctx, "nightly-bot")
	require.NoError(t, err)
	assert.True(t, p.Service)
	assert.Equal(t, "automation", p.Role)

	// A file that would make the importer a member: refused, nothing changes.
	demote := file + `{"kind":"principal","name":"boss","role":"member","service":false,"runCap":null,"writeBudget":null,"deletesNeedApproval":false,"disabled":false}` + "\n" +
		`{"kind":"grant","system":"billing","team":"payments","level":"manage"}` + "\n"
	f, err = memory.ReadExport(strings.NewReader(demote))
	require.NoError(t, err)
	_, err = svc.ImportFile(ctx, boss, f, memory.ImportOptions{Governance: ids})
	require.Error(t, err)
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "line 4: principal boss is you")
	var grants int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from grants`).Scan(&grants))
	assert.Zero(t, grants)

	// A dry run reports and changes nothing.
	dry := `{"kind":"grant","system":"billing","team":"payments","level":"manage"}` + "\n"
	f, err = memory.ReadExport(strings.NewReader(dry))
	require.NoError(t, err)
	rep, err = svc.ImportFile(ctx, admin, f, memory.ImportOptions{Governance: ids, DryRun: true})
	require.NoError(t, err)
	assert.Equal(t, []string{"grant manage on billing to team payments added"}, rep.Governance.Changes)
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from grants`).Scan(&grants))
	assert.Zero(t, grants, "a dry run changes nothing")

	// A line naming nobody is refused with its number.
	f, err = memory.ReadExport(strings.NewReader(`{"kind":"team","team":"qa","members":["ghost"]}` + "\n"))
	require.NoError(t, err)
	_, err = svc.ImportFile(ctx, admin, f, memory.ImportOptions{Governance: ids})
	assert.ErrorContains(t, err, `line 1: team qa: member "ghost" is no principal`)
	// Without the identity service a file with governance is refused, not half restored.
	_, err = svc.ImportFile(ctx, admin, f, memory.ImportOptions{})
	assert.ErrorContains(t, err, "nothing here restores them")

}
