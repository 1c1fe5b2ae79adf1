package tools_test

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/tools"
)

// TestSearchReturnsWhatWroteTheMemory: searchMemory's results carry source (PRODUCT.md, wave 4):
// a memory an agent saved says tool.
func TestSearchReturnsWhatWroteTheMemory(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.httpClient(e.token("alice", ""), nil, mcp.ProtocolVersion20251125)
	callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "alice deploys billing on fridays", "content": "after the freeze"}, nil)
	var out tools.SearchResult
	callOK(t, c, "searchMemory", map[string]any{"query": "billing fridays"}, &out)
	require.Len(t, out.Memories, 1)
	assert.Equal(t, "tool", out.Memories[0].Source)
}
