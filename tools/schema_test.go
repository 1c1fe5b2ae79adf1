package tools_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// Every tool's schemas are portable to strict clients (the MCP Inspector's portability check):
// a type is one name, never a list such as ["null", "array"], anywhere in an input or output
// schema; every integer argument has the range the service enforces, every array argument its
// most items, and the bounds are the service's own limits.
func TestToolSchemasArePortable(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	require.NoError(t, err)
	require.NotEmpty(t, res.Tools)
	props := map[string]map[string]any{}
	for _, tl := range res.Tools {
		raw, err := json.Marshal(tl)
		require.NoError(t, err)
		var doc map[string]any
		require.NoError(t, json.Unmarshal(raw, &doc))
		for _, side := range []string{"inputSchema", "outputSchema"} {
			walkSchema(t, tl.Name+"."+side, doc[side], side == "inputSchema")
		}
		props[tl.Name] = doc["inputSchema"].(map[string]any)["properties"].(map[string]any)
	}
	search := props["searchMemory"]
	assert.EqualValues(t, 1, search["limit"].(map[string]any)["minimum"])
	assert.EqualValues(t, memory.MaxLimit, search["limit"].(map[string]any)["maximum"])
	assert.EqualValues(t, memory.MaxQueryLen, search["query"].(map[string]any)["maxLength"])
	save := props["saveMemory"]
	assert.EqualValues(t, memory.MaxTags, save["tags"].(map[string]any)["maxItems"])
	assert.EqualValues(t, memory.MaxTagLen, save["tags"].(map[string]any)["items"].(map[string]any)["maxLength"])
	assert.EqualValues(t, memory.MaxHintLen, save["recallHint"].(map[string]any)["maxLength"])
	assert.EqualValues(t, memory.MaxContentLen, save["content"].(map[string]any)["maxLength"])
	assert.Equal(t, "date-time", save["expiresAt"].(map[string]any)["format"])
}

// walkSchema fails on a type list anywhere in s, and, in an input schema, on an integer without
// a minimum and a maximum or an array without maxItems.
func walkSchema(t *testing.T, path string, s any, input bool) {
	m, ok := s.(map[string]any)
	if !ok {
		return
	}
	switch typ := m["type"].(type) {
	case []any:
		t.Errorf("%s: type is a list %v; strict clients want one type", path, typ)
	case string:
		if input && typ == "integer" {
			assert.Contains(t, m, "minimum", path)
			assert.Contains(t, m, "maximum", path)
		}
		if input && typ == "array" {
			assert.Contains(t, m, "maxItems", path)
		}
	}
	if p, ok := m["properties"].(map[string]any); ok {
		for name, sub := range p {
			walkSchema(t, path+"."+name, sub, input)
		}
	}
	walkSchema(t, path+"[]", m["items"], input)
}
