package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// TestAPersonsDayInABrowser walks one person's day in chromium, through the handler `recall
// serve` builds (guards, OAuth, console, /mcp): in with a password, the deletion an agent asked
// for marked on its row, search, edit, flip always-inject, delete, approve that deletion, connect
// an OAuth client and disconnect it, create a token for a new agent and revoke it, out. Every
// page answers 200, every form's POST carries the page's own Origin (the console's referrer
// policy keeps it; under no-referrer Chromium sent Origin: null and the guard refused it), and
// the browser reports no error.
func TestAPersonsDayInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	ids := svctest.Identity(s.svc)
	alice := s.principal("alice", policy.RoleAdmin) // she runs her own recall
	require.NoError(t, ids.SetPassword(ctx, cliAdmin, "alice", "correct horse battery"))
	tabs := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "editor indentation preference", Content: "Alice indents with tabs, width 4.", AlwaysInject: true})
	lunch := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "lunch order for Fridays", Content: "Falafel wrap, no onions."})
	laptop := alice
	laptop.AgentID = "laptop"
	vpn := s.save(laptop, memory.SaveInput{Scope: "user", RecallHint: "old VPN configuration notes", Content: "vpn.example.com, split tunnel."})
	_, err := s.svc.RequestDeletion(ctx, laptop, vpn)
	require.NoError(t, err)

	// An OAuth client that registered itself (as an SDK does) and waits on its redirect URI.
	callback := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><link rel="icon" href="data:,"><title>connected</title><p id="code">` + r.URL.Query().Get("code") + `</p>`)) //nolint:errcheck
	}))
	t.Cleanup(callback.Close)
	clientID := registerClient(t, s.url, "Claude on the web", callback.URL+"/cb")

	p := newPage(t, s.url)
	page := func(status int64, what string) {
		t.Helper()
		require.EqualValues(t, http.StatusOK, status, what)
	}

	// In with her password, from the page a bookmark leads to.
	p.open("/memories")
	assert.Equal(t, "/login?next=%2Fmemories", p.location())
	p.set("principal", "alice")
	p.set("password", "correct horse battery")
	page(p.clickID("login"), "log in")
	assert.Equal(t, "/memories", p.location())
	assert.Equal(t, "My memories", p.text("header nav a.on"))
	// Her laptop agent asked to delete a memory: its row says so.
	assert.Contains(t, p.text("#memories tbody tr:has(a.pending)"), "old VPN configuration notes")
	assert.Equal(t, "deletion pending", p.text("#memories a.pending"))

	// Search, open, edit.
	p.set("q", "indentation tabs")
	page(p.clickID("search"), "search")
	assert.Contains(t, p.text("#memories tbody tr:first-child"), "editor indentation preference")
	page(p.click(`a[href="/memories/`+tabs+`"]`), "open")
	page(p.clickID("edit"), "edit form")
	p.set("content", "Alice indents with tabs, width 2.")
	page(p.clickID("save"), "save the edit")
	assert.Equal(t, "Saved.", p.text(".notice"))
	assert.Equal(t, "Alice indents with tabs, width 2.", p.text("#content"))

	// Flip always-inject off.
	assert.Equal(t, "true", p.text("#inject"))
	page(p.clickID("flip"), "flip")
	assert.Equal(t, "false", p.text("#inject"))

	// Delete, confirming.
	p.open("/memories/" + lunch)
	page(p.clickID("delete"), "delete")
	page(p.clickID("confirm-delete"), "confirm the delete")
	assert.Equal(t, "Memory deleted.", p.text(".notice"))

	// Approve the deletion her agent asked for.
	p.open("/pending")
	assert.Contains(t, p.text("#pending"), "old VPN configuration notes")
	page(p.click("#pending button.approve"), "approve")
	assert.Equal(t, "Deletion approved: the memory is deleted.", p.text(".notice"))

	// Connect the OAuth client under an agent of its own, then disconnect it.
	const verifier = "a-verifier-of-the-client-a-verifier-of-the-client"
	p.open(s.url + "/oauth/authorize?" + url.Values{"response_type": {"code"}, "client_id": {clientID},
		"redirect_uri": {callback.URL + "/cb"}, "state": {"st-1"}, "scope": {"memory"}, "resource": {s.url + "/mcp"},
		"code_challenge": {identity.S256(verifier)}, "code_challenge_method": {"S256"}}.Encode())
	assert.Contains(t, p.text("h1"), "Connect Claude on the web")
	p.set("agent", "claude-web")
	page(p.clickID("allow"), "allow")
	assert.True(t, strings.HasPrefix(p.location(), callback.URL+"/cb?"), p.location())
	code := p.text("#code")
	require.NotEmpty(t, code, "the client got a code")
	// The client exchanges the code for tokens (no browser), and is connected.
	resp, err := http.PostForm(s.url+"/oauth/token", url.Values{"grant_type": {"authorization_code"}, "code": {code},
		"client_id": {clientID}, "redirect_uri": {callback.URL + "/cb"}, "code_verifier": {verifier}, "resource": {s.url + "/mcp"}})
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	p.open("/oauth/connections")
	assert.Contains(t, p.text("#connections"), "Claude on the web")
	assert.Contains(t, p.text("#connections"), "claude-web")
	page(p.click("#connections form button"), "disconnect")
	assert.NotContains(t, p.text("main"), "Claude on the web")

	// A token for a new agent, shown once; it works until she revokes it.
	p.open("/admin/principals")
	assert.Equal(t, "Admin", p.text("header nav a.on"))
	p.set("principals-alice-agent", "ci-runner")
	page(p.click(`form[action="/admin/principals/alice/tokens"] button`), "create a token")
	tok := strings.TrimSpace(p.text("#secret"))
	got, err := ids.Authenticate(ctx, tok)
	require.NoError(t, err)
	assert.Equal(t, "ci-runner", got.AgentID)
	p.open("/admin/principals")
	assert.Contains(t, p.text("#tokens-alice"), "agent ci-runner")
	page(p.click("#tokens-alice form button"), "revoke the token")
	assert.Equal(t, "Token revoked: its next request is refused.", p.text(".notice"))
	_, err = ids.Authenticate(ctx, tok)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))

	// Out.
	page(p.click("header form button"), "log out")
	assert.Equal(t, "/login?notice=loggedout", p.location())
	assert.Equal(t, "You are logged out.", p.text(".notice"))
	p.open("/memories")
	assert.Equal(t, "/login?next=%2Fmemories", p.location(), "the session is gone")

	// What the day did, in the database.
	m, err := s.svc.Get(ctx, alice, tabs)
	require.NoError(t, err)
	assert.Equal(t, "Alice indents with tabs, width 2.", m.Content)
	assert.False(t, m.AlwaysInject)
	for _, gone := range []string{lunch, vpn} {
		_, err = s.svc.Get(ctx, laptop, gone)
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	}

	// Every form the browser posted came from this server's pages with their real Origin.
	var paths []string
	for _, sp := range s.seenPosts() {
		if !strings.Contains(sp.agent, "Chrome") {
			continue // the client's registration and token exchange
		}
		paths = append(paths, sp.path)
		assert.Equal(t, s.url, sp.origin, "the Origin of POST %s", sp.path)
		assert.Equal(t, "same-origin", sp.fetchSite, "POST %s", sp.path)
	}
	assert.Equal(t, []string{"/login", "/memories/" + tabs + "/edit", "/memories/" + tabs + "/inject", "/memories/" + lunch + "/delete",
		"/pending/" + pendingIDIn(paths) + "/approve", "/oauth/authorize", "/oauth/connections/" + connectionIDIn(paths) + "/revoke",
		"/admin/principals/alice/tokens", "/admin/principals/alice/tokens/" + tokenIDIn(paths) + "/revoke", "/logout"}, paths)
}

// registerClient registers a public OAuth client by RFC 7591, as an MCP SDK does (no browser).
func registerClient(t *testing.T, base, name, redirect string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"client_name": name, "redirect_uris": []string{redirect}, "token_endpoint_auth_method": "none"})
	resp, err := http.Post(base+"/oauth/register", "application/json", strings.NewReader(string(body)))
	require.NoError(t, err)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	require.Equal(t, http.StatusCreated, resp.StatusCode, out)
	return out["client_id"].(string)
}

// The ids the browser posted to, which the test does not know beforehand.
func pendingIDIn(paths []string) string    { return segment(paths, "/pending/", 2) }
func connectionIDIn(paths []string) string { return segment(paths, "/oauth/connections/", 3) }
func tokenIDIn(paths []string) string      { return segment(paths, "/admin/principals/alice/tokens/", 5) }

func segment(paths []string, prefix string, i int) string {
	for _, p := range paths {
		if strings.HasPrefix(p, prefix) && strings.HasSuffix(p, "/revoke") || strings.HasPrefix(p, prefix) && strings.HasSuffix(p, "/approve") {
			return strings.Split(p, "/")[i]
		}
	}
	return "(none)"
}
