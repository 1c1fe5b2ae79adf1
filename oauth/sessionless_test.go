package oauth_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// save2026 posts a 2026-07-28 saveMemory call with no MCP session, as a sessionless client does,
// and returns the run the save landed in.
func (s *site) save2026(token, hint string) string {
	s.t.Helper()
	params := map[string]any{
		"_meta": map[string]any{"io.modelcontextprotocol/protocolVersion": mcp.ProtocolVersion20260728,
			"io.modelcontextprotocol/clientCapabilities": map[string]any{}},
		"name": "saveMemory", "arguments": map[string]any{"scope": "user", "recallHint": hint, "content": hint + ", in full"},
	}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params})
	req, err := http.NewRequest(http.MethodPost, s.url+"/mcp", bytes.NewReader(body))
	require.NoError(s.t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", mcp.ProtocolVersion20260728)
	req.Header.Set("Mcp-Method", "tools/call")
	req.Header.Set("Mcp-Name", "saveMemory")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if i := bytes.Index(raw, []byte("data: ")); i >= 0 {
		raw = bytes.TrimSpace(raw[i+len("data: "):])
	}
	var out struct {
		Result struct {
			IsError bool           `json:"isError"`
			Content []any          `json:"content"`
			Struct  map[string]any `json:"structuredContent"`
		} `json:"result"`
	}
	require.NoError(s.t, json.Unmarshal(raw, &out), string(raw))
	require.False(s.t, out.Result.IsError, string(raw))
	var run string
	require.NoError(s.t, s.db.Pool.QueryRow(context.Background(),
		`select run_id from memories where id = $1`, out.Result.Struct["id"]).Scan(&run), string(raw))
	return run
}

// TestOAuthSessionlessClientRunsByGrant: a 2026-07-28 client signed in with OAuth and holding no
// session gets one run per idle gap, kept for its grant (not its access token, which a refresh
// replaces), apart from the same person's static token.
func TestOAuthSessionlessClientRunsByGrant(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("alice", "member")
	client := s.register("Claude", "http://127.0.0.1/callback")
	b := s.browser().login("alice")
	a := s.newAuthz(client, "http://127.0.0.1:53123/callback")
	st, tok := s.exchange(a, b.authorize(a, "claude-web"))
	require.Equal(t, http.StatusOK, st, tok)
	access, rt := tok["access_token"].(string), tok["refresh_token"].(string)

	first := s.save2026(access, "the staging database moved to the new cluster")
	assert.Equal(t, first, s.save2026(access, "the release train leaves on thursdays"), "one run while the client keeps writing")

	// A refreshed access token is the same grant: the same run.
	st, tok = s.refresh(client, rt)
	require.Equal(t, http.StatusOK, st, tok)
	assert.Equal(t, first, s.save2026(tok["access_token"].(string), "the on-call rota changes in march"))

	var clientKey string
	require.NoError(t, s.db.Pool.QueryRow(context.Background(),
		`select client from sessionless_runs where run_id = $1`, first).Scan(&clientKey))
	assert.Regexp(t, `^oauth:[0-9a-f-]{36}$`, clientKey, "the run is the grant's")

	// The idle gap passes (the database decides with now(): move its clock back, no sleep).
	_, err := s.db.Pool.Exec(context.Background(), `update sessionless_runs set last_at = last_at - interval '2 hours'`)
	require.NoError(t, err)
	next := s.save2026(tok["access_token"].(string), "the build cache lives in the object store")
	assert.NotEqual(t, first, next, "a write after RECALL_RUN_IDLE starts the grant's next run")
}
