package web_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// TestRevertARunInABrowser: a service principal's unattended run writes over MCP (a memory of
// its own, and an in-place update of a team's system memory that also flips it into the
// always-inject set); an admin finds the run on the Runs page, opens it, sees each change
// before / after, dry-runs the revert (nothing changes), reverts, and every memory is back as
// it was before the run.
func TestRevertARunInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	s.principal("root", policy.RoleAdmin)
	alice := s.principal("alice", "member")
	runCap := 20
	_, err := svctest.Identity(s.svc).AddPrincipal(ctx, cliAdmin, "nightly-bot", "automation", true, &runCap)
	require.NoError(t, err)
	for _, p := range []string{"alice", "nightly-bot"} {
		require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: p, Level: policy.AccessManage}))
	}
	freeze := s.save(alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing deploy freeze",
		Content: "No deploys on Fridays: the invoice batch runs over the weekend.", Tags: []string{"ops"}})
	before := s.memories()

	tok, err := svctest.Identity(s.svc).CreateToken(ctx, cliAdmin, "nightly-bot", "ci")
	require.NoError(t, err)
	bot := runSession(t, s.url, tok, "nightly-2026-11-22")
	callSave(t, bot, map[string]any{"scope": "user", "recallHint": "nightly build owner", "content": "The release team owns the nightly build."})
	callSave(t, bot, map[string]any{"scope": "system", "systemId": "billing", "recallHint": "the billing deploy freeze",
		"content": "Deploy any day; the batch is idempotent now.", "tags": []string{"ops", "billing"}, "alwaysInject": true})
	after := s.memories()
	require.Len(t, after, 2)
	require.Equal(t, "Deploy any day; the batch is idempotent now.", after[freeze].Content, "updated in place")

	p := newPage(t, s.url)
	p.open(s.link("root"))
	p.open("/admin/runs?services=1")
	runs := p.text("#runs")
	assert.Contains(t, runs, "nightly-bot")
	assert.Contains(t, runs, "2 of 20", "two saves against the cap")
	p.click(`#runs a[href="/admin/runs/nightly-2026-11-22?principal=nightly-bot"]`)
	assert.Equal(t, "nightly-2026-11-22", p.text("#run-id"))
	assert.Contains(t, p.text("#run-principal"), "nightly-bot")
	change := "#change-" + freeze
	assert.Equal(t, "updated", strings.Fields(p.text(change + " .action"))[0])
	assert.Contains(t, p.text(change+" .before"), "No deploys on Fridays")
	assert.Contains(t, p.text(change+" .after"), "Deploy any day")
	assert.Contains(t, p.text(change+" .after"), "always inject")
	assert.Contains(t, p.text("#changes"), "nightly build owner")
	assert.Contains(t, p.text("#changes"), "(absent)", "the created memory had no before")

	// The dry run: the plan, and nothing changed.
	p.clickID("dry-run")
	assert.Contains(t, p.text("#dry-run-summary"), "nothing has changed yet")
	assert.Contains(t, p.text("#plan-changes"), "delete")
	assert.Contains(t, p.text("#plan-changes"), "update")
	assert.Equal(t, after, s.memories(), "a dry run changes nothing")
	fullShot(t, p, "console-run.png")

	// Revert, refusing conflicts (there are none).
	p.clickID("confirm-revert")
	assert.Contains(t, p.text(".notice"), "Run reverted")
	assert.Contains(t, p.text("#reverted-by"), "revert-")
	sameText(t, before, s.memories(), "every memory as before the run")
	now := s.memories()
	assert.Equal(t, []string{"ops"}, now[freeze].Tags)
	assert.False(t, now[freeze].Inject)

	// A reverted run says so and offers no second revert.
	assert.Contains(t, p.text("#already-reverted"), "This run was reverted by revert-")
	ctx, cancel := p.step()
	defer cancel()
	offers, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("dry-run") !== null`))
	require.NoError(t, err)
	assert.False(t, offers, "no Revert… button on a reverted run")
}

// runSession is an MCP session over streamable HTTP whose client names its run.
func runSession(t *testing.T, base, token, run string) *client.Client {
	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{
		"Authorization": "Bearer " + token, tools.RunIDHeader: run}))
	require.NoError(t, err)
	c := client.NewClient(tr)
	require.NoError(t, c.Start(context.Background()))
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	req.Params.ClientInfo = mcp.Implementation{Name: "nightly", Version: "1"}
	_, err = c.Initialize(ctx, req)
	require.NoError(t, err)
	return c
}

func callSave(t *testing.T, c *client.Client, args map[string]any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = args
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err)
	require.False(t, res.IsError, resultText(res))
}

// fullShot saves a PNG of the whole page into RECALL_SCREENSHOTS (the README's docs/), when set.
func fullShot(t *testing.T, p *page, name string) {
	t.Helper()
	dir := os.Getenv("RECALL_SCREENSHOTS")
	if dir == "" {
		return
	}
	ctx, cancel := p.step()
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
}
