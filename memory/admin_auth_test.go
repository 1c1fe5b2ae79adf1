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

// adminCalls runs every admin method of the service as who, each against a fresh target, and
// returns each call's error by name.
func adminCalls(t *testing.T, svc *memory.Service, who policy.Identity, target string) map[string]error {
	ctx := context.Background()
	errs := map[string]error{}
	_, errs["AddPrincipal"] = idsOf(svc).AddPrincipal(ctx, who, target+"-new", "member", false, nil)
	_, errs["CreateToken"] = idsOf(svc).CreateToken(ctx, who, target, "")
	_, errs["RevokeTokens"] = idsOf(svc).RevokeTokens(ctx, who, target)
	errs["SetRule"] = idsOf(svc).SetRule(ctx, who, "role-"+target, policy.RuleManage, false)
	_, errs["Rules"] = idsOf(svc).Rules(ctx, who)
	errs["AddTeamMember"] = svc.AddTeamMember(ctx, who, "team-"+target, target)
	errs["AddGrant"] = idsOf(svc).AddGrant(ctx, who, identity.Grant{SystemID: "sys-" + target, Principal: target, Level: policy.AccessRead})
	errs["RemoveGrant"] = idsOf(svc).RemoveGrant(ctx, who, identity.Grant{SystemID: "sys-" + target, Principal: target})
	_, errs["PendingDeletions"] = svc.PendingDeletions(ctx, who)
	_, errs["Audit"] = svc.Audit(ctx, who, memory.AuditFilter{})
	errs["Export"] = svc.Export(ctx, who, func(memory.Exported) error { return nil })
	_, errs["Import"] = svc.Import(ctx, who, nil)
	errs["SetPassword"] = idsOf(svc).SetPassword(ctx, who, target, "correct horse battery staple")
	_, errs["CreateLoginLink"] = idsOf(svc).CreateLoginLink(ctx, who, target)
	_, errs["ListPrincipals"] = idsOf(svc).ListPrincipals(ctx, who)
	errs["UpdatePrincipal"] = idsOf(svc).UpdatePrincipal(ctx, who, identity.PrincipalUpdate{Name: target + "-new", Role: "member"})
	_, errs["ListGrants"] = idsOf(svc).ListGrants(ctx, who)
	_, errs["ListRuns"] = svc.ListRuns(ctx, who, memory.RunFilter{})
	return errs
}

func TestAdminAuthority(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	ctx := context.Background()
	member := principal(t, svc, "mallory")
	boss := principal(t, svc, "boss", withRole(policy.RoleAdmin))
	robot := principal(t, svc, "robot", withRole(policy.RoleAdmin), asService(5))
	principal(t, svc, "target-m", withRole("role-target-m"))
	principal(t, svc, "target-a", withRole("role-target-a"))
	principal(t, svc, "target-c", withRole("role-target-c"))
	principal(t, svc, "target-r", withRole("role-target-r"))

	t.Run("a member is refused every admin operation", func(t *testing.T) {
		for name, err := range adminCalls(t, svc, member, "target-m") {
			assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), "%s: %v", name, err)
		}
		// Nothing changed: no principal added, no rule revoked, no grant.
		_, err := idsOf(svc).PrincipalByName(ctx, "target-m-new")
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
		states, err := idsOf(svc).Rules(ctx, admin)
		require.NoError(t, err)
		for _, st := range states {
			assert.False(t, st.Role == "role-target-m" && st.Revoked)
		}
	})
	t.Run("a service principal with the admin role is refused", func(t *testing.T) {
		for name, err := range adminCalls(t, svc, robot, "target-r") {
			assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), "%s: %v", name, err)
		}
	})
	t.Run("no principal is unauthenticated", func(t *testing.T) {
		anon := policy.Identity{Transport: "web"}
		for name, err := range adminCalls(t, svc, anon, "target-m") {
			assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "%s: %v", name, err)
		}
	})
	for _, tc := range []struct {
		name string
		who  policy.Identity
		tgt  string
	}{
		{"an admin principal may", boss, "target-a"},
		{"the CLI is a built-in admin", policy.CLIAdmin("ops"), "target-c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for name, err := range adminCalls(t, svc, tc.who, tc.tgt) {
				assert.NoError(t, err, name)
			}
			p, err := idsOf(svc).PrincipalByName(ctx, tc.tgt+"-new")
			require.NoError(t, err)
			assert.Equal(t, "member", p.Role)
		})
	}
	t.Run("a demoted admin loses the power on the next call", func(t *testing.T) {
		exAdmin := principal(t, svc, "ex-admin", withRole(policy.RoleAdmin))
		_, err := idsOf(svc).Rules(ctx, exAdmin)
		require.NoError(t, err)
		require.NoError(t, idsOf(svc).UpdatePrincipal(ctx, boss, identity.PrincipalUpdate{Name: "ex-admin", Role: "member"}))
		_, err = idsOf(svc).Rules(ctx, exAdmin)
		assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	})
	t.Run("the audit log names who did it and how", func(t *testing.T) {
		entries, err := svc.Audit(ctx, boss, memory.AuditFilter{Principal: "boss", Action: "principal."})
		require.NoError(t, err)
		require.NotEmpty(t, entries)
		assert.Equal(t, "test", entries[0].Transport)
	})
}
