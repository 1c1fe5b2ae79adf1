package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/web"
)

// fixture: alice and bob (members), root (admin), a system "billing" alice reads and
// "secret" nobody grants her.
type fixture struct {
	*site
	alice, bob, root      policy.Identity
	aliceMem, bobMem      string
	billingMem, secretMem string
	pending               string
}

func newFixture(t *testing.T) *fixture {
	s := newSite(t, memory.InjectCap{})
	f := &fixture{site: s}
	f.alice = s.principal("alice", "member")
	f.bob = s.principal("bob", "member")
	f.root = s.principal("root", policy.RoleAdmin)
	ctx := context.Background()
	require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "alice", Level: policy.AccessRead}))
	require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "bob", Level: policy.AccessManage}))
	require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "secret", Principal: "bob", Level: policy.AccessManage}))
	f.aliceMem = s.save(f.alice, memory.SaveInput{Scope: "user", RecallHint: "alice prefers tabs", Content: "tabs, width 4"})
	f.bobMem = s.save(f.bob, memory.SaveInput{Scope: "user", RecallHint: "bob deploy checklist", Content: "run the smoke tests"})
	f.billingMem = s.save(f.bob, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing runs nightly", Content: "at 02:00 UTC"})
	f.secretMem = s.save(f.bob, memory.SaveInput{Scope: "system", SystemID: "secret", RecallHint: "secret system fact", Content: "x"})
	var err error
	f.pending, err = s.svc.RequestDeletion(ctx, f.bob, f.bobMem)
	require.NoError(t, err)
	return f
}

func TestPagesNeedASession(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	b := f.browser()
	for _, p := range []string{"/memories", "/memories?q=tabs", "/memories/" + f.aliceMem, "/memories/" + f.aliceMem + "/edit",
		"/memories/" + f.aliceMem + "/delete", "/pending", "/inject", "/systems", "/systems/billing", "/admin",
		"/admin/principals", "/admin/rules", "/admin/grants", "/admin/deletions", "/admin/audit", "/admin/runs"} {
		resp := b.get(p)
		assert.Equal(t, http.StatusSeeOther, resp.StatusCode, p)
		assert.Equal(t, "/login?next="+url.QueryEscape(p), resp.Header.Get("Location"), p)
	}
	// A POST without a session changes nothing.
	resp := b.post("/memories/"+f.aliceMem+"/delete", nil, nil)
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	_, err := f.svc.Get(context.Background(), f.alice, f.aliceMem)
	require.NoError(t, err)
	// "/" leads to the list, and the login page itself is public.
	assert.Equal(t, http.StatusSeeOther, b.get("/").StatusCode)
	assert.Equal(t, http.StatusOK, b.get("/login").StatusCode)
	// A forged cookie is no session.
	u, _ := url.Parse(f.url)
	b.c.Jar.SetCookies(u, []*http.Cookie{{Name: "recall_session", Value: "forged"}})
	assert.Equal(t, http.StatusSeeOther, b.get("/memories").StatusCode)
}

// posts is every state-changing request of the console, for alice (or root for admin ones).
func (f *fixture) posts() []struct {
	path string
	form url.Values
} {
	return []struct {
		path string
		form url.Values
	}{
		{"/memories/" + f.aliceMem + "/edit", url.Values{"recallHint": {"changed"}, "content": {"changed"}}},
		{"/memories/" + f.aliceMem + "/inject", url.Values{"on": {"true"}}},
		{"/memories/" + f.aliceMem + "/delete", nil},
		{"/pending/" + f.pending + "/approve", nil},
		{"/pending/" + f.pending + "/reject", nil},
		{"/logout", nil},
		{"/admin/principals", url.Values{"name": {"eve"}, "role": {"admin"}}},
		{"/admin/principals/alice", url.Values{"role": {"admin"}}},
		{"/admin/principals/alice/password", url.Values{"password": {"a very long password"}}},
		{"/admin/principals/alice/governance", url.Values{"writeBudget": {"1/1h"}, "deletesNeedApproval": {"on"}}},
		{"/admin/principals/alice/login-link", nil},
		{"/admin/principals/alice/tokens", nil},
		{"/admin/principals/alice/tokens/revoke", nil},
		{"/admin/rules", url.Values{"role": {"member"}, "rule": {"ai.memory.manage"}, "action": {"revoke"}}},
		{"/admin/grants", url.Values{"system": {"secret"}, "who": {"alice"}, "level": {"manage"}}},
		{"/admin/grants/remove", url.Values{"system": {"billing"}, "who": {"alice"}}},
		{"/admin/teams", url.Values{"team": {"ops"}, "principal": {"alice"}}},
	}
}

func TestCrossSitePostsAreRefused(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	admin := f.browser().login("root")
	alice := f.browser().login("alice")
	forgeries := map[string]map[string]string{
		"another origin":                 {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
		"cross-site fetch":               {"Sec-Fetch-Site": "cross-site", "Origin": ""},
		"no origin at all":               {"Origin": "", "Sec-Fetch-Site": ""},
		"same-site other origin":         {"Origin": "http://other.localhost", "Sec-Fetch-Site": "same-site"},
		"null origin, no Sec-Fetch-Site": {"Origin": "null", "Sec-Fetch-Site": ""},
		"a sandboxed frame elsewhere":    {"Origin": "null", "Sec-Fetch-Site": "cross-site"},
	}
	for name, headers := range forgeries {
		for _, p := range f.posts() {
			for _, b := range []*browser{alice, admin} {
				resp := b.post(p.path, p.form, headers)
				assert.Equal(t, http.StatusForbidden, resp.StatusCode, "%s: %s", name, p.path)
			}
		}
	}
	// Nothing changed: the memory, the pending deletion, the rule, the principals, the sessions.
	ctx := context.Background()
	m, err := f.svc.Get(ctx, f.alice, f.aliceMem)
	require.NoError(t, err)
	assert.Equal(t, "alice prefers tabs", m.RecallHint)
	assert.False(t, m.AlwaysInject)
	pend, err := f.svc.PendingDeletions(ctx, cliAdmin)
	require.NoError(t, err)
	assert.Len(t, pend, 1)
	states, err := svctest.Identity(f.svc).Rules(ctx, cliAdmin)
	require.NoError(t, err)
	for _, st := range states {
		assert.False(t, st.Revoked, "%s %s", st.Role, st.Rule)
	}
	_, err = svctest.Identity(f.svc).PrincipalByName(ctx, "eve")
	assert.Error(t, err)
	assert.Equal(t, http.StatusOK, alice.get("/memories").StatusCode, "still logged in")
}

// Every console form posts from the console's own pages, as Chromium sends it (a real Origin), and
// as it sends it from a page with referrer policy no-referrer (Origin null, Sec-Fetch-Site
// same-origin): none is refused as cross-origin or as DNS rebinding.
func TestOwnPagesPostEveryForm(t *testing.T) {
	t.Parallel()
	for name, headers := range map[string]map[string]string{
		"real origin": nil,
		"null origin": {"Origin": "null"},
	} {
		f := newFixture(t)
		admin := f.browser().login("root")
		alice := f.browser().login("alice")
		for _, p := range f.posts() {
			b := alice
			if strings.HasPrefix(p.path, "/admin/") {
				b = admin
			}
			if p.path == "/logout" {
				continue // below, once the others are done
			}
			resp := b.post(p.path, p.form, headers)
			assert.NotEqual(t, http.StatusForbidden, resp.StatusCode, "%s: %s: %s", name, p.path, b.body)
		}
		resp := alice.post("/logout", nil, headers)
		assert.Equal(t, http.StatusSeeOther, resp.StatusCode, "%s: /logout", name)
		assert.Equal(t, "/login?notice=loggedout", resp.Header.Get("Location"))
		m, err := f.svc.Get(context.Background(), f.alice, f.aliceMem)
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "%s: her delete went through (%v)", name, m.RecallHint)
	}
}

func TestOtherOwnersAnswerNotFound(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	unknown := "6f1c7a2e-0000-4000-8000-000000000000"
	notFoundBody := ""
	for _, id := range []string{unknown, f.bobMem, f.secretMem, "not-a-uuid"} {
		for _, p := range []string{"/memories/" + id, "/memories/" + id + "/edit", "/memories/" + id + "/delete"} {
			resp := alice.get(p)
			assert.Equal(t, http.StatusNotFound, resp.StatusCode, p)
			if notFoundBody == "" {
				notFoundBody = alice.body
			}
			assert.Equal(t, notFoundBody, alice.body, "the same answer for %s", p)
		}
		for _, p := range []struct {
			path string
			form url.Values
		}{
			{"/memories/" + id + "/edit", url.Values{"recallHint": {"owned"}, "content": {"owned"}}},
			{"/memories/" + id + "/inject", url.Values{"on": {"true"}}},
			{"/memories/" + id + "/delete", nil},
		} {
			resp := alice.post(p.path, p.form, nil)
			assert.Equal(t, http.StatusNotFound, resp.StatusCode, p.path)
			assert.Equal(t, notFoundBody, alice.body, "the same answer for POST %s", p.path)
		}
	}
	// A system she cannot read answers like one that does not exist.
	for _, p := range []string{"/systems/secret", "/systems/nowhere"} {
		resp := alice.get(p)
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, p)
		assert.Equal(t, notFoundBody, alice.body, p)
	}
	// Read-only on billing: she sees it but cannot change it.
	assert.Equal(t, http.StatusOK, alice.get("/memories/"+f.billingMem).StatusCode)
	assert.Contains(t, alice.body, "Read-only")
	assert.Equal(t, http.StatusNotFound, alice.post("/memories/"+f.billingMem+"/delete", nil, nil).StatusCode)
	// bob's pending deletion is not hers to resolve.
	assert.Equal(t, http.StatusNotFound, alice.post("/pending/"+f.pending+"/approve", nil, nil).StatusCode)
	assert.Equal(t, http.StatusNotFound, alice.post("/pending/not-a-uuid/approve", nil, nil).StatusCode)
	// Nothing changed.
	ctx := context.Background()
	for _, c := range []struct {
		id  policy.Identity
		mid string
	}{{f.bob, f.bobMem}, {f.bob, f.secretMem}, {f.bob, f.billingMem}} {
		m, err := f.svc.Get(ctx, c.id, c.mid)
		require.NoError(t, err)
		assert.NotEqual(t, "owned", m.RecallHint)
		assert.False(t, m.AlwaysInject)
	}
	// Her list holds her memory and billing's, never bob's or secret's.
	require.Equal(t, http.StatusOK, alice.get("/memories").StatusCode)
	assert.Contains(t, alice.body, "alice prefers tabs")
	assert.Contains(t, alice.body, "billing runs nightly")
	assert.NotContains(t, alice.body, "bob deploy checklist")
	assert.NotContains(t, alice.body, "secret system fact")
	require.Equal(t, http.StatusOK, alice.get("/memories?q=deploy+checklist+secret").StatusCode)
	assert.NotContains(t, alice.body, "bob deploy checklist")
	assert.NotContains(t, alice.body, "secret system fact")
}

func TestMembersAreRefusedAdminPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	for _, p := range []string{"/admin/principals", "/admin/rules", "/admin/grants", "/admin/deletions", "/admin/audit", "/admin/runs"} {
		assert.Equal(t, http.StatusForbidden, alice.get(p).StatusCode, p)
		assert.Contains(t, alice.body, "needs the admin role", p)
	}
	for _, p := range f.posts() {
		if !strings.HasPrefix(p.path, "/admin/") {
			continue
		}
		assert.Equal(t, http.StatusForbidden, alice.post(p.path, p.form, nil).StatusCode, p.path)
	}
	p, err := svctest.Identity(f.svc).PrincipalByName(context.Background(), "alice")
	require.NoError(t, err)
	assert.Equal(t, "member", p.Role, "she did not promote herself")
}

func TestLogin(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	require.NoError(t, svctest.Identity(f.svc).SetPassword(ctx, cliAdmin, "alice", "correct horse battery"))
	_, err := svctest.Identity(f.svc).AddPrincipal(ctx, cliAdmin, "robot", "member", true, nil)
	require.NoError(t, err)

	t.Run("password, then logout", func(t *testing.T) {
		b := f.browser()
		resp := b.post("/login", url.Values{"principal": {"alice"}, "password": {"correct horse battery"}, "next": {"/pending"}}, nil)
		require.Equal(t, http.StatusSeeOther, resp.StatusCode, b.body)
		assert.Equal(t, "/pending", resp.Header.Get("Location"))
		var ck *http.Cookie
		for _, c := range resp.Cookies() {
			if c.Name == "recall_session" {
				ck = c
			}
		}
		require.NotNil(t, ck)
		assert.True(t, ck.HttpOnly)
		assert.Equal(t, http.SameSiteLaxMode, ck.SameSite)
		assert.Equal(t, http.StatusOK, b.get("/memories").StatusCode)
		assert.Equal(t, "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
			resp.Header.Get("Content-Security-Policy"))
		assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))
		require.Equal(t, http.StatusSeeOther, b.post("/logout", nil, nil).StatusCode)
		assert.Equal(t, http.StatusSeeOther, b.get("/memories").StatusCode, "logged out")
	})
	t.Run("an off-site next is ignored", func(t *testing.T) {
		b := f.browser()
		resp := b.post("/login", url.Values{"principal": {"alice"}, "password": {"correct horse battery"}, "next": {"//evil.example/x"}}, nil)
		assert.Equal(t, "/memories", resp.Header.Get("Location"))
	})
	t.Run("a link works once", func(t *testing.T) {
		link := f.link("alice")
		b := f.browser()
		assert.Equal(t, http.StatusSeeOther, b.get(link).StatusCode)
		other := f.browser()
		assert.Equal(t, http.StatusUnauthorized, other.get(link).StatusCode)
		assert.Contains(t, other.body, "already used or expired")
	})
	t.Run("an expired link does not work", func(t *testing.T) {
		link := f.link("bob")
		_, err := f.db.Pool.Exec(ctx, `update login_links set expires_at = now() - interval '1 second' where used_at is null`)
		require.NoError(t, err)
		assert.Equal(t, http.StatusUnauthorized, f.browser().get(link).StatusCode)
	})
	t.Run("service principals cannot log in", func(t *testing.T) {
		_, err := svctest.Identity(f.svc).CreateLoginLink(ctx, cliAdmin, "robot")
		require.ErrorContains(t, err, "cannot log in")
		err = svctest.Identity(f.svc).SetPassword(ctx, cliAdmin, "robot", "correct horse battery")
		require.ErrorContains(t, err, "cannot log in")
		// A link made before it became a service principal stops working, and so does its session.
		_, err = svctest.Identity(f.svc).AddPrincipal(ctx, cliAdmin, "carol", "member", false, nil)
		require.NoError(t, err)
		link := f.link("carol")
		b := f.browser().login("carol")
		require.NoError(t, svctest.Identity(f.svc).UpdatePrincipal(ctx, cliAdmin, identity.PrincipalUpdate{Name: "carol", Role: "member", Service: true}))
		assert.Equal(t, http.StatusSeeOther, b.get("/memories").StatusCode, "session ended")
		assert.Equal(t, http.StatusUnauthorized, f.browser().get(link).StatusCode)
	})
	t.Run("idle and absolute expiry", func(t *testing.T) {
		b := f.browser().login("bob")
		_, err := f.db.Pool.Exec(ctx, `update console_sessions set last_seen_at = now() - interval '9 hours'
			where principal_id = $1`, f.bob.PrincipalID)
		require.NoError(t, err)
		assert.Equal(t, http.StatusSeeOther, b.get("/memories").StatusCode)
		b = f.browser().login("bob")
		_, err = f.db.Pool.Exec(ctx, `update console_sessions set expires_at = now() where principal_id = $1`, f.bob.PrincipalID)
		require.NoError(t, err)
		assert.Equal(t, http.StatusSeeOther, b.get("/memories").StatusCode)
	})
	t.Run("failed logins are rate-limited and audited", func(t *testing.T) {
		_, err := svctest.Identity(f.svc).AddPrincipal(ctx, cliAdmin, "dave", "member", false, nil)
		require.NoError(t, err)
		require.NoError(t, svctest.Identity(f.svc).SetPassword(ctx, cliAdmin, "dave", "dave's long password"))
		b := f.browser()
		for range identity.MaxFailuresPerPrincipal {
			resp := b.post("/login", url.Values{"principal": {"dave"}, "password": {"wrong guess 123"}}, nil)
			assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
			assert.Contains(t, b.body, "wrong principal name or password")
		}
		resp := b.post("/login", url.Values{"principal": {"dave"}, "password": {"dave's long password"}}, nil)
		assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode, "the right password is refused while locked")
		assert.Contains(t, b.body, "too many failed logins")
		entries, err := f.svc.Audit(ctx, cliAdmin, memory.AuditFilter{Principal: "dave", Action: identity.ActLoginFailed})
		require.NoError(t, err)
		assert.Len(t, entries, identity.MaxFailuresPerPrincipal, "a refused attempt is neither counted nor audited")
		assert.Equal(t, "web", entries[0].Transport)
		// Per address: unknown names from one address are cut off too.
		for i := range identity.MaxFailuresPerAddress - identity.MaxFailuresPerPrincipal {
			b.post("/login", url.Values{"principal": {fmt.Sprintf("nobody%d", i)}, "password": {"x"}}, nil)
		}
		resp = b.post("/login", url.Values{"principal": {"alice"}, "password": {"correct horse battery"}}, nil)
		assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode)
		assert.Contains(t, b.body, "too many failed logins from your address")
	})
}

func TestEditWithBadInputChangesNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	resp := alice.post("/memories/"+f.aliceMem+"/edit", url.Values{"recallHint": {"   "}, "content": {strings.Repeat("x", memory.MaxContentLen+1)}}, nil)
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Contains(t, alice.body, `id="recallHint-error"`)
	assert.Contains(t, alice.body, `id="content-error"`)
	assert.Contains(t, alice.body, "content is too long")
	m, err := f.svc.Get(context.Background(), f.alice, f.aliceMem)
	require.NoError(t, err)
	assert.Equal(t, "alice prefers tabs", m.RecallHint)

	// Memory text is escaped, never markup.
	evil := f.save(f.alice, memory.SaveInput{Scope: "user", RecallHint: `<script>alert(1)</script> escaped hint`, Content: `<img src=x onerror=alert(1)>`})
	require.Equal(t, http.StatusOK, alice.get("/memories/"+evil).StatusCode)
	assert.NotContains(t, alice.body, "<script>alert")
	assert.NotContains(t, alice.body, "<img src=x")
	assert.Contains(t, alice.body, "&lt;script&gt;")
}

func TestWebActionsAreAuditedAsWeb(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	bob := f.browser().login("bob")
	require.Equal(t, http.StatusSeeOther, bob.post("/memories/"+f.billingMem+"/edit",
		url.Values{"recallHint": {"billing runs nightly at two"}, "content": {"at 02:00 UTC, password=hunter2hunter2"}, "tags": {"ops, cron"}}, nil).StatusCode, bob.body)
	require.Equal(t, http.StatusSeeOther, bob.post("/memories/"+f.billingMem+"/inject", url.Values{"on": {"true"}}, nil).StatusCode)
	require.Equal(t, http.StatusSeeOther, bob.post("/pending/"+f.pending+"/approve", nil, nil).StatusCode)
	require.Equal(t, http.StatusSeeOther, bob.post("/memories/"+f.secretMem+"/delete", nil, nil).StatusCode)

	ctx := context.Background()
	m, err := f.svc.Get(ctx, f.bob, f.billingMem)
	require.NoError(t, err)
	assert.Equal(t, []string{"ops", "cron"}, m.Tags)
	assert.NotContains(t, m.Content, "hunter2", "scrubbed on the save path")
	assert.True(t, m.AlwaysInject)
	_, err = f.svc.Get(ctx, f.bob, f.bobMem)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "approved deletion")

	entries, err := f.svc.Audit(ctx, cliAdmin, memory.AuditFilter{Principal: "bob", Action: "memory."})
	require.NoError(t, err)
	var web []string
	for _, e := range entries {
		if e.Transport == "web" {
			web = append(web, e.Action)
		}
	}
	assert.Equal(t, []string{"memory.update", "memory.always_inject", "memory.delete", "memory.delete"}, web)

	// The memory's page shows the version history and the audit trail.
	require.Equal(t, http.StatusOK, bob.get("/memories/"+f.billingMem).StatusCode)
	assert.Contains(t, bob.body, "billing runs nightly</strong>", "the previous version")
	d, err := f.svc.MemoryDetail(ctx, f.bob, f.billingMem)
	require.NoError(t, err)
	// Newest first: the flip (flips keep a version so a run's flips can be reverted), then the edit.
	require.Len(t, d.Versions, 2)
	assert.Equal(t, "memory.always_inject", d.Versions[0].ChangedAction)
	edit := d.Versions[1]
	assert.Equal(t, "memory.update", edit.ChangedAction)
	assert.Equal(t, "bob", edit.ChangedBy, "who replaced it")
	assert.Equal(t, "web", edit.ChangedTransport)
	assert.Equal(t, "web", edit.ChangedAgent, "a system memory edited in the console")
	assert.Equal(t, "billing runs nightly", edit.RecallHint)
	assert.Contains(t, bob.body, "memory.update")
}

func TestSecureCookieBehindTLS(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	s.principal("alice", "member")
	h, err := httpserver.New(s.svc, svctest.Identity(s.svc), s.srv, httpserver.Options{PublicURL: "https://recall.example.com", Logger: testLogger(t)})
	require.NoError(t, err)
	secret, err := svctest.Identity(s.svc).CreateLoginLink(context.Background(), cliAdmin, "alice")
	require.NoError(t, err)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "https://recall.example.com/login/link/"+secret, nil))
	require.Equal(t, http.StatusSeeOther, rec.Code, rec.Body.String())
	cookies := rec.Result().Cookies()
	require.Len(t, cookies, 1)
	assert.Equal(t, "__Host-recall_session", cookies[0].Name)
	assert.True(t, cookies[0].Secure)
	assert.True(t, cookies[0].HttpOnly)
	assert.Equal(t, "/", cookies[0].Path)
}

func TestConsoleSharesThePortWithMCP(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	b := s.browser()
	assert.Equal(t, http.StatusOK, b.get("/healthz").StatusCode)
	assert.Equal(t, http.StatusUnauthorized, b.get("/mcp").StatusCode, "MCP keeps its bearer tokens")
	assert.Equal(t, http.StatusOK, b.get("/static/style.css").StatusCode)
	assert.Equal(t, http.StatusOK, b.get("/login").StatusCode)
	for _, p := range []string{"/", "/memories", "/admin/x", "/static/x"} {
		assert.True(t, web.Owns(p), p)
	}
	for _, p := range []string{"/mcp", "/healthz", "/readyz", "/metrics", "/.well-known/oauth-authorization-server", "/memoriesx"} {
		assert.False(t, web.Owns(p), p)
	}
}

func TestBadFiltersSayWhatToFix(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	for q, want := range map[string]string{
		"scope=bogus":                  "scope: use user or system",
		"agent=default&system=billing": "system memories belong to no agent",
		"agent=bad%20agent":            "is not valid",
		"page=-3":                      "page: out of range",
		"q=" + strings.Repeat("x", memory.MaxQueryLen+1): "query: at most",
	} {
		resp := alice.get("/memories?" + q)
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, q)
		assert.Contains(t, alice.body, want, q)
	}
	// Filters narrow the list.
	require.Equal(t, http.StatusOK, alice.get("/memories?scope=system").StatusCode)
	assert.Contains(t, alice.body, "billing runs nightly")
	assert.NotContains(t, alice.body, "alice prefers tabs")
	require.Equal(t, http.StatusOK, alice.get("/memories?scope=user&agent=default").StatusCode)
	assert.Contains(t, alice.body, "alice prefers tabs")
	assert.NotContains(t, alice.body, "billing runs nightly")
	require.Equal(t, http.StatusOK, alice.get("/memories?tag=nothing-tagged").StatusCode)
	assert.Contains(t, alice.body, "No memories match.")

	// Sessions and links that ended are pruned.
	_, err := f.db.Pool.Exec(context.Background(), `update console_sessions set expires_at = now() - interval '1 minute'`)
	require.NoError(t, err)
	require.NoError(t, svctest.Identity(f.svc).PruneLogins(context.Background()))
	var n int
	require.NoError(t, f.db.Pool.QueryRow(context.Background(), `select count(*) from console_sessions`).Scan(&n))
	assert.Zero(t, n)
}

func TestSystemPagesFollowTheGrants(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	require.Equal(t, http.StatusOK, alice.get("/systems").StatusCode)
	assert.Contains(t, alice.body, `href="/systems/billing"`)
	assert.NotContains(t, alice.body, "secret")
	require.Equal(t, http.StatusOK, alice.get("/systems/billing").StatusCode)
	assert.Contains(t, alice.body, "System billing (read-only)")
	assert.Contains(t, alice.body, "billing runs nightly")
	assert.NotContains(t, alice.body, "alice prefers tabs", "only the system's memories")

	bob := f.browser().login("bob")
	require.Equal(t, http.StatusOK, bob.get("/systems/secret").StatusCode)
	assert.Contains(t, bob.body, "System secret (manage)")
	assert.Contains(t, bob.body, "secret system fact")
	require.Equal(t, http.StatusSeeOther, bob.post("/memories/"+f.secretMem+"/inject", url.Values{"on": {"true"}}, nil).StatusCode)

	// A grant removed is a page gone, on the next request.
	require.NoError(t, svctest.Identity(f.svc).RemoveGrant(context.Background(), cliAdmin, identity.Grant{SystemID: "billing", Principal: "alice"}))
	assert.Equal(t, http.StatusNotFound, alice.get("/systems/billing").StatusCode)
	assert.Equal(t, http.StatusNotFound, alice.get("/memories/"+f.billingMem).StatusCode)
}

// A message that itself holds "; " stays whole next to its field: forms read the service's
// structure, not the joined text.
func TestEditErrorStaysWholeNextToItsField(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	alice := f.browser().login("alice")
	// Fits as sent; a redaction marker makes the stored hint longer than its limit.
	hint := strings.Repeat("h", memory.MaxHintLen-10) + " pw=Xy7!"
	resp := alice.post("/memories/"+f.aliceMem+"/edit", url.Values{"recallHint": {hint}, "content": {"c"}}, nil)
	require.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Regexp(t, `id="recallHint-error">recallHint is too long [^<]*\(after secrets were redacted; remove the secret and save again\)</div>`, alice.body)
	assert.NotContains(t, alice.body, `class="problem"`, "no half of the message above the form")
}
