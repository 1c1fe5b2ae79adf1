package web_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// In chromium: a post-login next with a tab (the browser drops it, which turned /<TAB>/evil into
// //evil) lands on the console's own page; and a link to another person's one-time login on
// another site's page asks before it replaces the session.
func TestLoginTricksInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	s.principal("alice", "member")
	s.principal("mallory", "member")
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><p id="evil">evil page</p><a id="go" href="` + r.URL.Query().Get("to") + `">a prize</a>`)) //nolint:errcheck
	}))
	t.Cleanup(evil.Close)

	p := newPage(t, s.url)
	p.open(s.link("alice"))
	require.Equal(t, "/memories", p.location())
	p.open("/login?next=/%09/" + strings.TrimPrefix(evil.URL, "http://") + "/x")
	assert.Equal(t, "/memories", p.location(), "stays on the console")

	link := s.link("mallory")
	p.open(evil.URL + "/?to=" + link)
	p.clickID("go")
	assert.Equal(t, strings.TrimPrefix(link, s.url), p.location())
	assert.Contains(t, p.text("h1"), "Sign in as mallory?")
	assert.Contains(t, p.text("#signed-in-as"), "alice")
	p.open("/memories")
	assert.Equal(t, "alice", p.text(".who span"), "still alice")
}
