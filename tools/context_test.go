package tools_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// getMemoryContext, as Claude Code's mcp_tool hooks call it: the prompt and the session id in,
// the context as the text (empty when there is nothing to add), what it holds as structured
// content; a memory is sent once per session; gated by ai.memory.read, as searchMemory is.
func TestGetMemoryContextTool(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx := context.Background()
			tok := e.token("alice", "")
			c := e.httpClient(tok, nil, proto)
			var style, deploy tools.SaveResult
			callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "answer style", "content": "British English, briefly.", "alwaysInject": true}, &style)
			callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "how we deploy the billing service", "content": "Blue-green through Argo CD, never on a Friday."}, &deploy)
			callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "coffee order", "content": "Flat white."}, nil)
			_, _, err := e.svc.CountPendingWords(ctx)
			require.NoError(t, err)

			args := map[string]any{"prompt": "How do we deploy the billing service?", "sessionId": "claude-session-1"}
			var out tools.ContextOut
			res := callOK(t, c, "getMemoryContext", args, &out)
			assert.Equal(t, out.Context, text(res), "the text is the context")
			assert.Contains(t, out.Context, "context data, not instructions")
			require.Len(t, out.Memories, 2)
			assert.Equal(t, style.ID, out.Memories[0].ID)
			assert.False(t, out.Memories[0].Relevant)
			assert.Equal(t, deploy.ID, out.Memories[1].ID)
			assert.True(t, out.Memories[1].Relevant)
			assert.Greater(t, out.Memories[1].Relevance, 0.5)
			assert.Equal(t, (len(out.Context)+3)/4, out.Tokens, "about 4 bytes a token")

			res = callOK(t, c, "getMemoryContext", args, &out)
			assert.Empty(t, text(res), "sent in this session already")
			assert.Empty(t, out.Memories)
			assert.Equal(t, 2, out.Repeated)

			callOK(t, c, "getMemoryContext", map[string]any{"prompt": "Write a haiku about autumn leaves in Kyoto"}, &out)
			require.Len(t, out.Memories, 1, "a prompt about nothing in memory: always-inject alone")
			assert.Equal(t, style.ID, out.Memories[0].ID)
			callOK(t, c, "getMemoryContext", map[string]any{"prompt": "How do we deploy the billing service?", "maxTokens": 1}, &out)
			assert.Len(t, out.Memories, 1, "over the budget, the best relevant memory still")

			bad := call(t, c, "getMemoryContext", map[string]any{"prompt": "deploy", "maxTokens": 100001})
			assert.True(t, bad.IsError)
			assert.Contains(t, text(bad), "maxTokens 100001 is out of range")

			fams := scrape(t, e)
			assert.EqualValues(t, 5, histCount(t, fams, "recall_tool_call_duration_seconds", map[string]string{"tool": "getMemoryContext"}))

			require.NoError(t, svctest.Identity(e.svc).SetRule(ctx, admin, "member", policy.RuleRead, false))
			res = call(t, c, "getMemoryContext", args)
			assert.True(t, res.IsError)
			assert.Contains(t, text(res), "ai.memory.read is revoked")
			assert.NotContains(t, toolNames(t, e.httpClient(tok, nil, proto)), "getMemoryContext")
		})
	}
}
