package memory_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func TestRulesRevokeAndRestorePerRole(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	member := principal(t, svc, "alice")
	ops := principal(t, svc, "oscar", withRole("ops"))

	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleManage, false))
	_, err := svc.Save(ctx, member, userSave("release train day", "Thursdays"))
	require.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "ai.memory.manage is revoked for role \"member\"")
	_, err = svc.Save(ctx, ops, userSave("release train day", "Thursdays"))
	require.NoError(t, err, "another role is unaffected")
	_, err = svc.Search(ctx, member, memory.SearchInput{Query: "release"})
	require.NoError(t, err, "read is a separate rule")

	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleManage, true))
	_, err = svc.Save(ctx, member, userSave("release train day", "Thursdays"))
	require.NoError(t, err)

	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "ops", policy.RuleRead, false))
	_, err = svc.Search(ctx, ops, memory.SearchInput{Query: "release"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	_, err = svc.AlwaysInject(ctx, ops, memory.InjectCap{})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), "read gates the always-inject set too")

	states, err := idsOf(svc).Rules(ctx, admin)
	require.NoError(t, err)
	revoked := map[string]bool{}
	for _, st := range states {
		if st.Revoked {
			revoked[st.Role+" "+string(st.Rule)] = true
		}
	}
	assert.Equal(t, map[string]bool{"ops ai.memory.read": true}, revoked)
}

func TestSystemScopeFollowsGrants(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	reader := principal(t, svc, "reader")
	manager := principal(t, svc, "manager")
	teammate := principal(t, svc, "teammate")
	outsider := principal(t, svc, "outsider")
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "reader", Level: policy.AccessRead}))
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "manager", Level: policy.AccessManage}))
	require.NoError(t, svc.AddTeamMember(ctx, admin, "payments-team", "teammate"))
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Team: "payments-team", Level: policy.AccessRead}))

	fact := memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing health endpoint lies", Content: "Its /health returns 200 when the DB is down; check /ready."}
	res, err := svc.Save(ctx, reader, fact)
	require.NoError(t, err, "saving needs read access")

	_, err = svc.Save(ctx, outsider, fact)
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	unknown := fact
	unknown.SystemID = "no-such-system"
	_, err2 := svc.Save(ctx, outsider, unknown)
	assert.Equal(t, "system \"no-such-system\" is unknown or you have no read access to it; ask an admin for a grant (`recall admin grant add`)", err2.Error())
	assert.Equal(t, "system \"billing\" is unknown or you have no read access to it; ask an admin for a grant (`recall admin grant add`)", err.Error(), "unknown and forbidden read alike")

	for _, who := range []policy.Identity{reader, manager, teammate} {
		hits, err := svc.Search(ctx, who, memory.SearchInput{Query: "billing health endpoint"})
		require.NoError(t, err)
		require.Len(t, hits, 1, who.Principal)
		assert.Equal(t, res.ID, hits[0].ID)
	}
	hits, err := svc.Search(ctx, outsider, memory.SearchInput{Query: "billing health endpoint"})
	require.NoError(t, err)
	assert.Empty(t, hits)

	// Deleting needs manage; the reader who saved it cannot.
	err = svc.Delete(ctx, reader, res.ID, memory.Confirmation{Via: "test"})
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	err = svc.SetAlwaysInject(ctx, teammate, res.ID, true)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	// A removed grant takes effect on the next call.
	require.NoError(t, idsOf(svc).RemoveGrant(ctx, admin, identity.Grant{SystemID: "billing", Team: "payments-team"}))
	hits, err = svc.Search(ctx, teammate, memory.SearchInput{Query: "billing health endpoint"})
	require.NoError(t, err)
	assert.Empty(t, hits)

	require.NoError(t, svc.Delete(ctx, manager, res.ID, memory.Confirmation{Via: "test"}))
}

func TestRunCapIsAtomic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	bot := principal(t, svc, "bot", asService(5))
	var ok, capped atomic.Int32
	var wg sync.WaitGroup
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("observation %d about queue %d", i, i*7), "seen"))
			switch memory.ErrorCode(err) {
			case "":
				require.NoError(t, err)
				ok.Add(1)
			case memory.CodeCapReached:
				assert.Contains(t, err.Error(), "5 of 5")
				capped.Add(1)
			default:
				t.Errorf("unexpected: %v", err)
			}
		}()
	}
	wg.Wait()
	assert.EqualValues(t, 5, ok.Load())
	assert.EqualValues(t, 27, capped.Load())
	var rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&rows))
	assert.Equal(t, 5, rows)

	// In-place updates count too; a new run starts afresh.
	next := bot
	next.RunID = "run-2"
	r1, err := svc.Save(ctx, next, userSave("queue depth baseline", "100"))
	require.NoError(t, err)
	r2, err := svc.Save(ctx, next, userSave("queue depth baseline", "120"))
	require.NoError(t, err)
	assert.True(t, r2.Updated)
	assert.Equal(t, r1.ID, r2.ID)
	for range 3 {
		_, err = svc.Save(ctx, next, userSave("queue depth baseline", "130"))
		require.NoError(t, err)
	}
	_, err = svc.Save(ctx, next, userSave("queue depth baseline", "140"))
	assert.Equal(t, memory.CodeCapReached, memory.ErrorCode(err))
}

func TestAuditRecordsWhoDidWhatWithoutText(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	res, err := svc.Save(ctx, alice, userSave("deploy key location", "secret sauce recipe"))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("deploy key location", "moved to vault path kv/deploy"))
	require.NoError(t, err)
	require.NoError(t, svc.SetAlwaysInject(ctx, alice, res.ID, true))
	require.NoError(t, svc.Delete(ctx, alice, res.ID, memory.Confirmation{Via: "test"}))
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleRead, false))

	entries, err := svc.Audit(ctx, admin, memory.AuditFilter{RunID: alice.RunID})
	require.NoError(t, err)
	var actions []string
	for _, e := range entries {
		actions = append(actions, e.Action)
		assert.Equal(t, "alice", e.Principal)
		assert.Equal(t, "default", e.AgentID)
		assert.Equal(t, "test", e.Transport)
		assert.Equal(t, res.ID, e.MemoryID)
		assert.NotContains(t, fmt.Sprint(e.Detail), "secret sauce")
	}
	assert.Equal(t, []string{memory.ActSave, memory.ActUpdate, memory.ActAlwaysInject, memory.ActDelete}, actions)
	all, err := svc.Audit(ctx, admin, memory.AuditFilter{Principal: "test-admin"})
	require.NoError(t, err)
	assert.Equal(t, identity.ActRuleRevoke, all[len(all)-1].Action)
}
