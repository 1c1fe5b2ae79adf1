package web_test

import (
	"context"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// TestRunsPagesShowSessionlessRuns: a 2026-07-28 client (no session, no run named) saves through
// /mcp; the admin's Runs page and the run's page show its run, named by the server, with the
// token that made it.
func TestRunsPagesShowSessionlessRuns(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	s.principal("root", policy.RoleAdmin)
	_, err := svctest.Identity(s.svc).AddPrincipal(ctx, cliAdmin, "nightly-bot", "member", true, nil)
	require.NoError(t, err)
	tok, err := svctest.Identity(s.svc).CreateToken(ctx, cliAdmin, "nightly-bot", "ci")
	require.NoError(t, err)

	tr, err := transport.NewStreamableHTTP(s.url+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + tok}))
	require.NoError(t, err)
	c := client.NewClient(tr)
	require.NoError(t, c.Start(ctx))
	t.Cleanup(func() { c.Close() })
	cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.ProtocolVersion20260728
	init.Params.ClientInfo = mcp.Implementation{Name: "nightly", Version: "1"}
	_, err = c.Initialize(cctx, init)
	require.NoError(t, err)
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = map[string]any{"scope": "user", "recallHint": "staging reset schedule", "content": "Sundays 02:00 UTC"}
	res, err := c.CallTool(cctx, req)
	require.NoError(t, err)
	require.False(t, res.IsError)

	admin := s.browser().login("root")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?principal=nightly-bot").StatusCode)
	m := regexp.MustCompile(`href="/admin/runs/(auto-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-1)\?principal=nightly-bot"`).FindStringSubmatch(admin.body)
	require.NotNil(t, m, "the sessionless run is listed under the name the server gave it")
	assert.Contains(t, admin.body, "no session · token:")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs/"+m[1]+"?principal=nightly-bot").StatusCode)
	assert.Regexp(t, `id="run-client">token:[0-9a-f-]{36}: a client without a session`, admin.body)
	assert.Contains(t, admin.body, "staging reset schedule")
}
