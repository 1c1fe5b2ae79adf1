package tools_test

import (
	"context"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// TestExpiringANearDuplicateIsADelete is issue 46's red-team finding: a near-duplicate save with
// expiresAt two seconds ahead hid the memory at once and let the purge remove it, while the same
// principal's deleteMemory answered pending. Saved over MCP, such a change follows the delete
// rules: a principal whose deletes need approval gets a pending deletion and the memory is not
// changed; a service principal is refused; a later expiry is an ordinary update.
func TestExpiringANearDuplicateIsADelete(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	ctx := context.Background()
	ids := svctest.Identity(e.svc)
	approve := true
	careful := e.httpClient(e.token("careful", ""), nil, mcp.ProtocolVersion20251125)
	_, err := ids.SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "careful", DeletesNeedApproval: &approve})
	require.NoError(t, err)
	bot := e.httpClient(e.token("nightly-bot", "", service(10)), nil, mcp.ProtocolVersion20251125)

	hint := "deploy checklist for the billing service release train"
	for _, c := range []struct {
		name    string
		client  *client.Client
		refusal string
	}{
		{"careful", careful, "need a person's approval. The deletion is pending"},
		{"nightly-bot", bot, "service principals (unattended agents) may not delete memories"},
	} {
		cl := c.client
		var first struct{ ID string }
		callOK(t, cl, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": "run the smoke tests first"}, &first)
		soon := time.Now().Add(2 * time.Second).UTC().Format(time.RFC3339Nano)
		res := call(t, cl, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": "gone soon", "expiresAt": soon})
		require.True(t, res.IsError, "%s: %s", c.name, text(res))
		assert.Contains(t, text(res), c.refusal, c.name)
		assert.Contains(t, text(res), first.ID)

		var content string
		var expires *time.Time
		require.NoError(t, e.db.Pool.QueryRow(ctx, `select content, expires_at from memories where id = $1`, first.ID).Scan(&content, &expires))
		assert.Equal(t, "run the smoke tests first", content, "%s: nothing was changed", c.name)
		assert.Nil(t, expires, c.name)

		// An expiry past the purge grace is no delete: an ordinary update in place.
		later := time.Now().Add(memory.DefaultRetention.Grace + time.Hour).UTC().Format(time.RFC3339)
		var out struct{ ID string }
		callOK(t, cl, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": "kept a while", "expiresAt": later}, &out)
		assert.Equal(t, first.ID, out.ID)
	}
	var pending int
	require.NoError(t, e.db.Pool.QueryRow(ctx, `select count(*) from pending_deletions d join principals p on p.id = d.requested_by
		where p.name = 'careful'`).Scan(&pending))
	assert.Equal(t, 1, pending, "careful's expiry is pending, as its deleteMemory would be")
	require.NoError(t, e.db.Pool.QueryRow(ctx, `select count(*) from pending_deletions d join principals p on p.id = d.requested_by
		where p.name = 'nightly-bot'`).Scan(&pending))
	assert.Zero(t, pending)
}
