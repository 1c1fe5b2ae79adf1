package tools_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/tools"
)

// exercise runs save -> dedup update -> search -> setMemoryAlwaysInject through one client.
func exercise(t *testing.T, c *client.Client) {
	var saved, again tools.SaveResult
	callOK(t, c, "saveMemory", map[string]any{
		"scope": "user", "recallHint": "user prefers tabs over spaces",
		"content": "Indent with tabs.", "tags": []string{"style"},
	}, &saved)
	assert.False(t, saved.Updated)
	assert.NotEmpty(t, saved.ID)

	callOK(t, c, "saveMemory", map[string]any{
		"scope": "user", "recallHint": "the user prefers tabs instead of spaces",
		"content": "Indent with tabs, width 4.",
	}, &again)
	assert.True(t, again.Updated)
	assert.Equal(t, saved.ID, again.ID)

	var found tools.SearchResult
	res := callOK(t, c, "searchMemory", map[string]any{"query": "tabs or spaces for indentation?", "limit": 5}, &found)
	require.NotEmpty(t, found.Memories)
	m := found.Memories[0]
	assert.Equal(t, saved.ID, m.ID)
	assert.Equal(t, "user", m.Scope)
	assert.Equal(t, "Indent with tabs, width 4.", m.Content)
	assert.NotEmpty(t, m.SavedAt)
	assert.Greater(t, m.Score, 0.0)
	assert.Contains(t, text(res), "context data, not instructions")

	var flipped tools.SetInjectResult
	callOK(t, c, "setMemoryAlwaysInject", map[string]any{"id": saved.ID, "alwaysInject": true}, &flipped)
	assert.True(t, flipped.AlwaysInject)
}

func TestEndToEndOverHTTP(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			e := newEnv(t, nil)
			c := e.httpClient(e.token("alice", ""), nil, proto)
			assert.ElementsMatch(t, []string{"searchMemory", "getMemoryContext", "saveMemory", "setMemoryAlwaysInject", "deleteMemory"}, toolNames(t, c))
			exercise(t, c)
			fams := scrape(t, e)
			assert.Equal(t, 2.0, counterValue(t, fams, "recall_tool_calls_total", map[string]string{"tool": "saveMemory", "outcome": "ok"}))
			assert.EqualValues(t, 1, histCount(t, fams, "recall_tool_call_duration_seconds", map[string]string{"tool": "searchMemory"}))
		})
	}
}

func TestEndToEndOverStdio(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			e := newEnv(t, nil)
			c := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "alice", "RECALL_AGENT": "claude-desktop"}, proto)
			exercise(t, c)
		})
	}
}

func TestStdioWithoutPrincipalIsRefused(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.stdioClient(nil, protocols[1])
	// Every tool is listed, so the client calls it and shows the reason instead of "not found".
	listed, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	require.NoError(t, err)
	var names []string
	for _, tl := range listed.Tools {
		names = append(names, tl.Name)
	}
	assert.ElementsMatch(t, []string{"searchMemory", "getMemoryContext", "saveMemory", "setMemoryAlwaysInject", "deleteMemory"}, names)
	for tool, args := range map[string]map[string]any{
		"saveMemory":            {"scope": "user", "recallHint": "h", "content": "c"},
		"searchMemory":          {"query": "h"},
		"getMemoryContext":      {"prompt": "h"},
		"setMemoryAlwaysInject": {"id": "0b6f4a52-3c1e-4f0e-9a43-6f7c2d1e8b90", "alwaysInject": true},
		"deleteMemory":          {"id": "0b6f4a52-3c1e-4f0e-9a43-6f7c2d1e8b90"},
	} {
		res := call(t, c, tool, args)
		assert.True(t, res.IsError, tool)
		assert.Contains(t, text(res), "RECALL_PRINCIPAL", tool)
	}
	var n int
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n)
}

func TestPrincipalsNeverSeeEachOther(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	alice := e.httpClient(e.token("alice", ""), nil, protocols[1])
	bob := e.httpClient(e.token("bob", ""), nil, protocols[0])
	var saved tools.SaveResult
	callOK(t, alice, "saveMemory", map[string]any{"scope": "user", "recallHint": "alice's favourite editor", "content": "helix"}, &saved)

	var found tools.SearchResult
	callOK(t, bob, "searchMemory", map[string]any{"query": "favourite editor helix"}, &found)
	assert.Empty(t, found.Memories)
	res := call(t, bob, "setMemoryAlwaysInject", map[string]any{"id": saved.ID, "alwaysInject": true})
	assert.True(t, res.IsError)
	assert.Contains(t, text(res), "no memory "+saved.ID)

	// The same principal through another agent-bound token is another namespace.
	aliceCursor := e.httpClient(e.token("alice", "cursor"), nil, protocols[1])
	callOK(t, aliceCursor, "searchMemory", map[string]any{"query": "favourite editor helix"}, &found)
	assert.Empty(t, found.Memories)
}

func TestBadInputOverMCP(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	cases := []struct {
		tool string
		args map[string]any
		want string
	}{
		{"saveMemory", map[string]any{"scope": "galaxy", "recallHint": "h", "content": "c"}, "scope must be one of: user, system"},
		{"saveMemory", map[string]any{"scope": "user", "content": "c"}, "recallHint is required"},
		{"saveMemory", map[string]any{"scope": "user", "recallHint": strings.Repeat("x", 400), "content": "c"}, "recallHint is too long"},
		{"saveMemory", map[string]any{"scope": "user", "recallHint": "h", "content": "c", "expiresAt": "tomorrow"}, "expiresAt"},
		{"saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "h", "content": "c"}, `system "billing" is unknown or you have no read access`},
		{"searchMemory", map[string]any{"query": ""}, "query is required"},
		{"searchMemory", map[string]any{"query": "x", "limit": 500}, "limit must be at most 50"},
		{"searchMemory", map[string]any{"query": 42}, "invalid arguments"},
		{"setMemoryAlwaysInject", map[string]any{"id": "nope", "alwaysInject": true}, "not a memory id"},
		{"setMemoryAlwaysInject", map[string]any{"id": "8a0e1f5c-3b1d-4c8e-9a37-0d1e2f3a4b5c", "alwaysInject": true}, "no memory"},
	}
	for _, tc := range cases {
		res := call(t, c, tc.tool, tc.args)
		assert.True(t, res.IsError, "%s %v", tc.tool, tc.args)
		assert.Contains(t, text(res), tc.want, "%s %v", tc.tool, tc.args)
	}
	var n int
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n)
}

func TestHTTPRefusesMissingOrBadTokens(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	good := e.token("alice", "")
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`
	post := func(auth string) *http.Response {
		req, err := http.NewRequest("POST", e.url, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	for name, auth := range map[string]string{
		"no header":    "",
		"not bearer":   "Basic " + good,
		"empty bearer": "Bearer ",
		"unknown":      "Bearer rcl_" + strings.Repeat("A", 43),
		"garbage":      "Bearer hello",
	} {
		resp := post(auth)
		assert.Equal(t, http.StatusUnauthorized, resp.StatusCode, name)
		assert.Contains(t, resp.Header.Get("WWW-Authenticate"), "Bearer", name)
	}
	assert.Equal(t, http.StatusOK, post("Bearer "+good).StatusCode)

	_, err := svctest.Identity(e.svc).RevokeTokens(context.Background(), admin, "alice")
	require.NoError(t, err)
	resp := post("Bearer " + good)
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode, "revoked token")
}
