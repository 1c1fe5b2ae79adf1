package tools_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/tools"
)

// saveAttempts saves n distinct memories, each from a new client (a new MCP session) naming a new
// run in X-Recall-Run-Id, and returns how many were saved and the last refusal's text.
func saveAttempts(t *testing.T, e *env, token, proto string, n int) (int, string) {
	saved, refusal := 0, ""
	for i := range n {
		c := e.httpClient(token, map[string]string{tools.RunIDHeader: fmt.Sprintf("escape-%d", i)}, proto)
		res := call(t, c, "saveMemory", map[string]any{"scope": "user",
			"recallHint": fmt.Sprintf("nightly finding %d about shard %d", i, i*7), "content": "a finding"})
		if res.IsError {
			refusal = text(res)
		} else {
			saved++
		}
		c.Close()
	}
	return saved, refusal
}

// TestWriteBudgetHoldsWhateverRunTheClientNames is issue 35's M6: a service principal with a run
// cap of 5 saved 20 of 20 by naming a new run (and opening a new session) per save. Its write
// budget counts every save of the principal, whatever the run.
func TestWriteBudgetHoldsWhateverRunTheClientNames(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			tok := e.token("nightly-bot", "", service(5))
			_, err := svctest.Identity(e.svc).SetPrincipalGovernance(context.Background(), admin, identity.GovernanceUpdate{Name: "nightly-bot",
				SetWriteBudget: true, WriteBudget: &memory.WriteBudget{Saves: 5, Window: 3600e9}})
			require.NoError(t, err)
			saved, refusal := saveAttempts(t, e, tok, proto, 20)
			assert.Equal(t, 5, saved, "the budget, not the client, decides")
			assert.Contains(t, refusal, "write budget (5 saves per 1h")
		})
	}
}

// TestPinnedRunTokenCountsEverySaveToItsRun: a token created with --run keeps its run whatever
// X-Recall-Run-Id header or session its client sends, so the run cap bounds all its saves.
func TestPinnedRunTokenCountsEverySaveToItsRun(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			e.token("nightly-bot", "", service(3))
			tok, err := svctest.Identity(e.svc).CreateTokenFor(context.Background(), admin, identity.TokenSpec{Principal: "nightly-bot", Run: "nightly-pinned"})
			require.NoError(t, err)
			saved, refusal := saveAttempts(t, e, tok, proto, 8)
			assert.Equal(t, 3, saved)
			assert.Contains(t, refusal, "save cap (3 of 3")
			var runs []string
			rows, err := e.db.Pool.Query(context.Background(), `select distinct run_id from run_writes`)
			require.NoError(t, err)
			for rows.Next() {
				var r string
				require.NoError(t, rows.Scan(&r))
				runs = append(runs, r)
			}
			require.NoError(t, rows.Err())
			assert.Equal(t, []string{"nightly-pinned"}, runs, "every save went to the pinned run")
		})
	}
}

// TestDeletesNeedingApprovalStayPendingWhenTheClientAccepts is issue 35's M7: a client that
// answers every elicitation with accept no longer deletes for a principal whose deletes need a
// person's approval; the deletion waits in the queue until a person approves it. Since the
// client's answer could change nothing, it is not even asked (issue 45).
func TestDeletesNeedingApprovalStayPendingWhenTheClientAccepts(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			h := &human{action: mcp.ElicitationResponseActionAccept}
			c := e.httpClient(e.token("alice", ""), nil, proto, client.WithElicitationHandler(h))
			on := true
			_, err := svctest.Identity(e.svc).SetPrincipalGovernance(context.Background(), admin, identity.GovernanceUpdate{Name: "alice", DeletesNeedApproval: &on})
			require.NoError(t, err)
			var saved tools.SaveResult
			callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "release freeze dates", "content": "Dec 20 to Jan 3"}, &saved)

			var out tools.DeleteResult
			res := callOK(t, c, "deleteMemory", map[string]any{"id": saved.ID}, &out)
			assert.False(t, out.Deleted)
			assert.True(t, out.Pending)
			require.NotEmpty(t, out.PendingID)
			assert.Contains(t, text(res), "approval")
			assert.True(t, memoryExists(t, e, saved.ID), "the client's accept deleted nothing")
			assert.Zero(t, h.asked.Load(), "nobody is asked a question whose answer changes nothing")

			require.NoError(t, e.svc.ResolveDeletion(context.Background(), admin, out.PendingID, true))
			assert.False(t, memoryExists(t, e, saved.ID), "a person's approval deletes it")
		})
	}
}
