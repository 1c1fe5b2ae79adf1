package web_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

// getWith sends a GET with extra headers, as a browser would for a navigation.
func (b *browser) getWith(u string, headers map[string]string) *http.Response {
	b.t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	require.NoError(b.t, err)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return b.do(req)
}

func (b *browser) session() string {
	u, _ := url.Parse(b.s.url)
	for _, c := range b.c.Jar.Cookies(u) {
		if c.Name == "recall_session" {
			return c.Value
		}
	}
	return ""
}

// A one-time link opened from another site, or while someone is signed in, does not sign in by
// itself: it asks "sign in as NAME?", and only a same-origin click on that form spends it. Pasted
// into a browser that is signed in to nobody, it signs in at once.
func TestLoginLinksAskBeforeReplacingASession(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	s.principal("alice", "member")
	s.principal("mallory", "member")

	victim := s.browser().login("alice")
	before := victim.session()
	require.NotEmpty(t, before)

	// The attacker's page links (or redirects) to the attacker's own link.
	link := s.link("mallory")
	resp := victim.getWith(link, map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"})
	require.Equal(t, http.StatusOK, resp.StatusCode, victim.body)
	assert.Contains(t, victim.body, "Sign in as mallory")
	assert.Contains(t, victim.body, "You are signed in as <strong>alice</strong>")
	assert.Empty(t, resp.Cookies(), "no cookie set")
	assert.Equal(t, before, victim.session())
	require.Equal(t, http.StatusOK, victim.get("/memories").StatusCode, "alice is still signed in")

	// The page cannot click for the victim: a cross-site POST is refused.
	path := strings.TrimPrefix(link, s.url)
	resp = victim.post(path, nil, map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"})
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	assert.Equal(t, before, victim.session())

	// Pasted into the address bar while signed in: still a question, never a silent switch.
	resp = victim.getWith(link, map[string]string{"Sec-Fetch-Site": "none"})
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, victim.body, `action="`+path+`"`)
	assert.Equal(t, before, victim.session())

	// The person's own click switches, and ends the session it replaces.
	resp = victim.post(path, nil, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, victim.body)
	assert.NotEqual(t, before, victim.session())
	_, err := svctest.Identity(s.svc).Session(context.Background(), before)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "the replaced session ended")

	// A cross-site visit with no session asks too.
	other := s.browser()
	link = s.link("mallory")
	resp = other.getWith(link, map[string]string{"Sec-Fetch-Site": "cross-site"})
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Empty(t, other.session())

	// A HEAD (a link checker) spends nothing.
	req, err := http.NewRequest(http.MethodHead, link, nil)
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, other.do(req).StatusCode)
	assert.Empty(t, other.session())

	// `recall admin login-link` pasted into a fresh browser: one step, as before.
	fresh := s.browser()
	resp = fresh.getWith(link, map[string]string{"Sec-Fetch-Site": "none"})
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, fresh.body)
	assert.NotEmpty(t, fresh.session())

	// A spent link asks nothing.
	resp = s.browser().getWith(link, map[string]string{"Sec-Fetch-Site": "cross-site"})
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	assert.Contains(t, s.browser().get(link).Header.Get("Content-Type"), "text/html")
}

// After login, next never leaves the site: each of these tricks gets /memories, in the login
// page's redirect for someone signed in and after a password login alike.
func TestLoginNextStaysOnTheSite(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	s.principal("alice", "member")
	require.NoError(t, svctest.Identity(s.svc).SetPassword(context.Background(), cliAdmin, "alice", "correct horse battery"))
	b := s.browser().login("alice")
	for _, next := range []string{"/\t/evil.example/x", "/%09/evil.example/x", "//evil.example", "/\\evil.example",
		"/%5cevil.example", "/%2F/evil.example", "https://evil.example/", "javascript:alert(1)", "/\n/evil.example"} {
		resp := b.get("/login?next=" + url.QueryEscape(next))
		require.Equal(t, http.StatusSeeOther, resp.StatusCode)
		assert.Equal(t, "/memories", resp.Header.Get("Location"), "%q", next)
	}
	// The reproduction as sent: the tab arrives percent-encoded in the query.
	resp := b.get("/login?next=/%09/evil.example/x")
	assert.Equal(t, "/memories", resp.Header.Get("Location"))
	resp = s.browser().post("/login", url.Values{"principal": {"alice"}, "password": {"correct horse battery"},
		"next": {"/\t/evil.example/x"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode)
	assert.Equal(t, "/memories", resp.Header.Get("Location"))
	// A page of the console still comes back after login.
	resp = b.get("/login?next=" + url.QueryEscape("/memories?q=tabs%20width&scope=user"))
	assert.Equal(t, "/memories?q=tabs%20width&scope=user", resp.Header.Get("Location"))
}

// Console pages take the principal's call slots, the MCP calls' own: with its one slot held,
// alice's search waits and then answers 503 "busy", while bob's pages are served.
func TestConsolePagesTakeThePrincipalsCallSlots(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: testLogger(t),
		Limits: memory.Limits{Concurrency: 1, QueueWait: 100 * time.Millisecond}})
	hs := httptest.NewUnstartedServer(nil)
	base := "http://" + hs.Listener.Addr().String()
	srv := tools.New(svc, &tools.Options{Logger: testLogger(t), Identity: svctest.Identity(svc)})
	h, err := httpserver.New(svc, svctest.Identity(svc), srv, httpserver.Options{PublicURL: base, Logger: testLogger(t)})
	require.NoError(t, err)
	hs.Config.Handler = h
	hs.Start()
	t.Cleanup(hs.Close)
	s := &site{t: t, db: db, svc: svc, url: base}
	alice := s.principal("alice", "member")
	s.principal("bob", "member")
	ab, bb := s.browser().login("alice"), s.browser().login("bob")

	release, err := svc.Admit(context.Background(), alice) // an MCP call of alice's in flight
	require.NoError(t, err)
	resp := ab.get("/memories?q=tabs")
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
	assert.Contains(t, ab.body, "too many calls of yours are in flight")
	assert.Equal(t, "5", resp.Header.Get("Retry-After"))
	assert.Equal(t, http.StatusOK, bb.get("/memories?q=tabs").StatusCode, "bob has slots of his own")
	release()
	assert.Equal(t, http.StatusOK, ab.get("/memories?q=tabs").StatusCode)
}
