package web_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// In a 1280-pixel window no console page scrolls sideways, with the longest names recall takes
// (64 characters, no space to break at) in every column: the audit log's principal, agent, run
// and detail, the principals' rows with their forms and tokens, the runs and the grants.
func TestConsoleFitsA1280PixelWindow(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	long := func(prefix string) string { return prefix + strings.Repeat("x", 64-len(prefix)) }
	admin, bot, system, role, agent := long("release-automation."), long("nightly-bot."), long("billing-"), long("automation-"), long("agent-")
	root := s.principal(admin, policy.RoleAdmin)
	ids := svctest.Identity(s.svc)
	_, err := ids.AddPrincipal(ctx, cliAdmin, bot, role, true, new(int))
	require.NoError(t, err)
	require.NoError(t, ids.AddGrant(ctx, cliAdmin, identity.Grant{SystemID: system, Principal: admin, Level: policy.AccessManage}))
	require.NoError(t, s.svc.AddTeamMember(ctx, cliAdmin, long("team-"), admin))
	require.NoError(t, ids.SetRule(ctx, cliAdmin, role, policy.RuleRead, false))
	for range 3 {
		_, err = ids.CreateToken(ctx, cliAdmin, admin, agent)
		require.NoError(t, err)
	}
	run := root
	run.AgentID, run.RunID, run.Transport = agent, long("mcp-session-"), "http"
	for _, hint := range []string{"a memory written by a run with a long name", long("an-unbroken-recall-hint-")} {
		s.save(run, memory.SaveInput{Scope: "user", RecallHint: hint, Content: strings.Repeat("unbroken", 40), Tags: []string{long("tag-")}})
	}
	mid := s.save(run, memory.SaveInput{Scope: "system", SystemID: system, RecallHint: "billing batch window", Content: "02:00 UTC"})
	_, err = s.svc.RequestDeletion(ctx, run, mid)
	require.NoError(t, err)

	p := newPageSized(t, s.url, 1280, 800)
	p.open(s.link(admin))
	for _, path := range []string{
		"/admin/audit", "/admin/principals", "/admin/principals/" + admin + "/tokens", "/admin/rules", "/admin/grants",
		"/admin/deletions", "/admin/runs", "/admin/runs/" + run.RunID + "?principal=" + admin, "/memories", "/pending",
		"/runs", "/systems", "/systems/" + system,
	} {
		p.open(path)
		ctx, cancel := p.step()
		over, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - document.documentElement.clientWidth`))
		cancel()
		require.NoError(t, err)
		assert.LessOrEqual(t, over, 0, "%s is %d pixels wider than the window", path, over)
	}
}
