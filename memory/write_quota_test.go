package memory_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// TestImportCountsAgainstTheOwnersQuota: an admin import restores memories into their owners'
// storage, which the quota bounds as their saves would: an import that would take an owner past
// it is refused whole, naming the owner, and stores nothing.
func TestImportCountsAgainstTheOwnersQuota(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, &memory.Options{Limits: memory.Limits{MaxMemories: 3}})
	ctx := context.Background()
	principal(t, svc, "alice")
	var items []memory.Exported
	for i := range 4 {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-8000-00000000000%d", i+1), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("restored fact number %d", i), Content: "from the backup"}}})
	}
	_, err := svc.Import(ctx, admin, items)
	require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "%v", err)
	assert.Contains(t, err.Error(), `principal "alice" would store 4 memories, the most allowed is 3`)
	assert.Zero(t, countMemories(t, svc, "true"), "nothing was restored")

	n, err := svc.Import(ctx, admin, items[:3])
	require.NoError(t, err)
	assert.Equal(t, 3, n)
	n, err = svc.Import(ctx, admin, items[:3])
	require.NoError(t, err, "importing again adds nothing, so it is no growth")
	assert.Zero(t, n)
}

// TestRevertCountsAgainstTheOwnersQuota: a revert that brings back what a run deleted grows its
// owner's storage like a save; past the quota it is refused and changes nothing, while a revert
// that shrinks it is always allowed.
func TestRevertCountsAgainstTheOwnersQuota(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, &memory.Options{Limits: memory.Limits{MaxMemories: 2}})
	ctx := context.Background()
	alice := principal(t, svc, "alice")
	a, err := svc.Save(ctx, alice, userSave("alice's first fact about the cluster", "one"))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("alice's second fact about the network", "two"))
	require.NoError(t, err)
	cleanup := alice
	cleanup.RunID = "cleanup"
	require.NoError(t, svc.Delete(ctx, cleanup, a.ID, memory.Confirmation{Via: "cli"}))
	later := alice
	later.RunID = "later"
	_, err = svc.Save(ctx, later, userSave("alice's third fact about storage", "three"))
	require.NoError(t, err)

	_, err = svc.RevertRun(ctx, admin, "cleanup", memory.RevertOptions{})
	require.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err), "%v", err)
	assert.Contains(t, err.Error(), `principal "alice" would store 3 memories`)
	assert.Equal(t, 2, countMemories(t, svc, "true"))

	res, err := svc.RevertRun(ctx, admin, "later", memory.RevertOptions{})
	require.NoError(t, err, "a revert that deletes shrinks the usage")
	assert.Equal(t, 1, res.Applied)
	_, err = svc.RevertRun(ctx, admin, "cleanup", memory.RevertOptions{})
	require.NoError(t, err, "now it fits")
	assert.Equal(t, 2, countMemories(t, svc, "true"))
}
