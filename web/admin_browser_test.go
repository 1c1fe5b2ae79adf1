package web_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// TestAdminConsoleInABrowser is an admin's tour in headless chromium: add a principal (first
// with a bad name), make it a service principal with a run cap, create a token (shown once) and
// revoke it, grant a team a system, resolve the pending-deletion queue, filter the audit log,
// and see an unattended run's saves against its cap.
func TestAdminConsoleInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	s.principal("root", "admin")
	alice := s.principal("alice", "member")
	mid := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "stale deploy notes", Content: "deploy by hand"})
	_, err := s.svc.RequestDeletion(ctx, alice, mid)
	require.NoError(t, err)

	p := newPage(t, s.url)
	p.open(s.link("root"))
	p.open("/admin/principals")

	// A bad name: the message is next to the field, nothing is added.
	p.set("name", "no spaces allowed")
	p.click("#add-principal button")
	assert.Contains(t, p.text("#name-error"), "is not valid")
	_, err = svctest.Identity(s.svc).PrincipalByName(ctx, "no spaces allowed")
	assert.Error(t, err)

	p.set("name", "nightly-bot")
	p.set("newRole", "automation")
	p.click("#add-principal button")
	assert.Equal(t, "Added.", p.text(".notice"))
	assert.Contains(t, p.text("#principals"), "nightly-bot")

	// Service flag and a run cap, on the row's form.
	p.set("principals-nightly-bot-runcap", "2")
	p.tap(`#principals-nightly-bot-service`)
	p.click(`form[action="/admin/principals/nightly-bot"] button`)
	bot, err := svctest.Identity(s.svc).PrincipalByName(ctx, "nightly-bot")
	require.NoError(t, err)
	assert.True(t, bot.Service)
	require.NotNil(t, bot.RunCap)
	assert.Equal(t, 2, *bot.RunCap)

	// A token, shown once; it works until revoked.
	p.click(`form[action="/admin/principals/nightly-bot/tokens"] button`)
	tok := strings.TrimSpace(p.text("#secret"))
	require.True(t, strings.HasPrefix(tok, identity.TokenPrefix), tok)
	id, err := svctest.Identity(s.svc).Authenticate(ctx, tok)
	require.NoError(t, err)
	id.RunID, id.Transport = "nightly-1", "http"
	for i := range 3 {
		_, err = s.svc.Save(ctx, id, memory.SaveInput{Scope: "user", RecallHint: []string{"alpha note", "beta fact", "gamma item"}[i], Content: "x"})
	}
	assert.Equal(t, memory.CodeCapReached, memory.ErrorCode(err), "the third save passes the cap of 2")
	p.open("/admin/runs")
	runs := p.text("#runs")
	assert.Contains(t, runs, "nightly-1")
	assert.Contains(t, runs, "nightly-bot")
	assert.Contains(t, runs, "2 of 2", "saves against the cap")
	p.open("/admin/principals")
	assert.Contains(t, p.text("#tokens-nightly-bot"), "agent default")
	assert.Contains(t, p.text("#tokens-nightly-bot"), "used") // the saves above used it
	p.click(`#tokens-nightly-bot form button`)
	assert.Equal(t, "Token revoked: its next request is refused.", p.text(".notice"))
	_, err = svctest.Identity(s.svc).Authenticate(ctx, tok)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))

	// Teams and grants.
	p.open("/admin/grants")
	p.set("team", "payments")
	p.set("principal", "alice")
	p.click(`form[action="/admin/teams"].card button`)
	p.set("system", "billing")
	p.set("kind", "team")
	p.set("who", "payments")
	p.set("level", "manage")
	p.click(`form[action="/admin/grants"] button`)
	assert.Contains(t, p.text("#grants"), "team payments")
	_, err = s.svc.Save(ctx, alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing fact", Content: "x"})
	require.NoError(t, err, "alice reaches billing through her team")

	// The pending-deletion queue.
	p.open("/admin/deletions")
	assert.Contains(t, p.text("#pending"), "stale deploy notes")
	p.click("#pending button.reject")
	assert.Equal(t, "/admin/deletions", strings.SplitN(p.location(), "?", 2)[0])
	assert.Equal(t, "Deletion rejected: the memory is kept.", p.text(".notice"))
	_, err = s.svc.Get(ctx, alice, mid)
	require.NoError(t, err)

	// The audit log, filtered; a bad time says so next to the field.
	p.open("/admin/audit?principal=root")
	audit := p.text("#audit")
	for _, a := range []string{"principal.add", "principal.update", "token.create", "token.revoke", "team.add_member", "grant.add", "memory.delete_rejected"} {
		assert.Contains(t, audit, a)
	}
	assert.NotContains(t, audit, "alice\t")
	p.open("/admin/audit?since=yesterday-ish")
	assert.Contains(t, p.text("#since-error"), "duration ago")
	p.open("/admin/audit?action=token.&principal=root")
	assert.Contains(t, p.text("#audit"), "token.create")
	assert.NotContains(t, p.text("#audit"), "grant.add")
}

// Every page an admin can open, and the pages before login, load in chromium without a single
// error in its console: no Content-Security-Policy violation (an inline style is one), no
// missing stylesheet or icon, no script error. Error pages keep the navigation.
func TestEveryPageLoadsWithoutBrowserErrors(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	root := s.principal("root", "admin")
	mid := s.save(root, memory.SaveInput{Scope: "user", RecallHint: "a note for the tour", Content: "c", Tags: []string{"tour"}})

	p := newPage(t, s.url)
	p.open("/login")
	for path, ctype := range map[string]string{"/favicon.ico": "image/vnd.microsoft.icon", "/static/favicon.svg": "image/svg+xml"} {
		resp, err := http.Get(s.url + path)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusOK, resp.StatusCode, path)
		assert.Equal(t, ctype, resp.Header.Get("Content-Type"), path)
	}
	p.open(s.link("root"))
	for _, path := range []string{
		"/memories", "/memories?q=tour", "/memories/" + mid, "/memories/" + mid + "/edit", "/memories/" + mid + "/delete",
		"/pending", "/inject", "/systems", "/runs", "/runs/" + root.RunID, "/projects",
		"/admin/principals", "/admin/rules", "/admin/grants", "/admin/projects", "/admin/deletions", "/admin/audit",
		"/admin/runs", "/admin/runs/" + root.RunID + "?principal=root",
	} {
		p.open(path)
	}
	p.open("/memories/00000000-0000-0000-0000-000000000000")
	assert.Contains(t, p.text("h1"), "Not found")
	assert.Contains(t, p.text("nav"), "My memories", "an error page keeps the navigation")
}
