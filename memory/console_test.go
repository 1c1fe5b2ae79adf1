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

func TestConsoleActsAsTheOwnerAcrossAgents(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	ctx := context.Background()
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	laptop := alice
	laptop.AgentID = "laptop"
	web := alice
	web.AgentID, web.Transport, web.RunID = "", "web", "web-1"

	inDefault, err := svc.Save(ctx, alice, userSave("editor preference tabs", "tabs"))
	require.NoError(t, err)
	onLaptop, err := svc.Save(ctx, laptop, userSave("laptop shell aliases", "ll=ls -l"))
	require.NoError(t, err)
	bobs, err := svc.Save(ctx, bob, userSave("bob editor preference", "spaces"))
	require.NoError(t, err)

	// The list spans her agents, never bob's; an agent filter narrows it.
	page, err := svc.ListMemories(ctx, web, memory.ListFilter{})
	require.NoError(t, err)
	ids := func(p memory.ListPage) []string {
		var out []string
		for _, m := range p.Memories {
			out = append(out, m.ID)
		}
		return out
	}
	assert.Equal(t, []string{onLaptop.ID, inDefault.ID}, ids(page), "newest first")
	page, err = svc.ListMemories(ctx, web, memory.ListFilter{AgentID: "laptop"})
	require.NoError(t, err)
	assert.Equal(t, []string{onLaptop.ID}, ids(page))
	page, err = svc.ListMemories(ctx, web, memory.ListFilter{Query: "editor preference"})
	require.NoError(t, err)
	assert.Equal(t, []string{inDefault.ID}, ids(page), "search: hers only, ranked")

	// Editing a laptop memory happens in the laptop namespace, scrubbed and versioned.
	res, err := svc.EditMemory(ctx, web, onLaptop.ID, memory.EditInput{RecallHint: "laptop shell aliases",
		Content: "ll=ls -l; password=hunter2hunter2"})
	require.NoError(t, err)
	assert.Equal(t, 1, res.Redactions)
	m, err := svc.Get(ctx, laptop, onLaptop.ID)
	require.NoError(t, err)
	assert.NotContains(t, m.Content, "hunter2")
	d, err := svc.MemoryDetail(ctx, web, onLaptop.ID)
	require.NoError(t, err)
	require.Len(t, d.Versions, 1)
	assert.Equal(t, "ll=ls -l", d.Versions[0].Content)
	assert.Equal(t, "laptop", d.Versions[0].ChangedAgent)
	assert.Equal(t, "alice", d.Owner)
	assert.True(t, d.CanManage)

	// Bob's memory is not found, whatever the operation.
	_, err = svc.MemoryDetail(ctx, web, bobs.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	_, err = svc.EditMemory(ctx, web, bobs.ID, memory.EditInput{RecallHint: "x", Content: "y"})
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.SetAlwaysInjectAsOwner(ctx, web, bobs.ID, true)))
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.DeleteAsOwner(ctx, web, bobs.ID)))

	// A revoked rule binds the console too.
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleManage, false))
	_, err = svc.EditMemory(ctx, web, onLaptop.ID, memory.EditInput{RecallHint: "laptop shell aliases", Content: "z"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(svc.DeleteAsOwner(ctx, web, onLaptop.ID)))
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleManage, true))

	// Her laptop agent asked to delete; she confirms in the console, whatever the agent.
	pid, err := svc.RequestDeletion(ctx, laptop, onLaptop.ID)
	require.NoError(t, err)
	mine, err := svc.MyPendingDeletions(ctx, web)
	require.NoError(t, err)
	require.Len(t, mine, 1)
	theirs, err := svc.MyPendingDeletions(ctx, bob)
	require.NoError(t, err)
	assert.Empty(t, theirs)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.ResolveDeletion(ctx, bob, pid, true)), "not bob's to confirm")
	require.NoError(t, svc.ResolveDeletion(ctx, web, pid, true))
	_, err = svc.Get(ctx, laptop, onLaptop.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	entries, err := svc.Audit(ctx, admin, memory.AuditFilter{MemoryID: onLaptop.ID, Action: memory.ActDelete})
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "web", entries[0].Transport)
	assert.Equal(t, "web", entries[0].Detail["confirmedVia"])
}

// The console's list marks the rows whose deletion waits for the person looking: their own user
// memories, and memories of systems they manage; a reader of the system sees no mark.
func TestConsoleListMarksPendingDeletions(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	ctx := context.Background()
	alice, bob := principal(t, svc, "alice"), principal(t, svc, "bob")
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "alice", Level: policy.AccessRead}))
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "bob", Level: policy.AccessManage}))
	stale, err := svc.Save(ctx, alice, userSave("old vpn notes", "split tunnel"))
	require.NoError(t, err)
	kept, err := svc.Save(ctx, alice, userSave("editor preference tabs", "tabs"))
	require.NoError(t, err)
	batch, err := svc.Save(ctx, bob, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing batch window", Content: "02:00 UTC"})
	require.NoError(t, err)
	_, err = svc.RequestDeletion(ctx, alice, stale.ID)
	require.NoError(t, err)
	_, err = svc.RequestDeletion(ctx, bob, batch.ID)
	require.NoError(t, err)

	console := func(id policy.Identity) policy.Identity {
		id.AgentID, id.Transport, id.RunID = "", "web", "web-"+id.Principal
		return id
	}
	for _, f := range []memory.ListFilter{{}, {Query: "vpn notes editor billing"}} {
		page, err := svc.ListMemories(ctx, console(alice), f)
		require.NoError(t, err)
		require.Len(t, page.Memories, 3, "%+v", f)
		assert.Equal(t, map[string]bool{stale.ID: true}, page.Pending, "alice: her own, not the system memory she only reads (%+v)", f)
		assert.False(t, page.Pending[kept.ID])
		page, err = svc.ListMemories(ctx, console(bob), f)
		require.NoError(t, err)
		assert.Equal(t, map[string]bool{batch.ID: true}, page.Pending, "bob manages billing (%+v)", f)
	}
}
