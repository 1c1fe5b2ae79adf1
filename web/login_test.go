package web_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// After login, next never leaves the site: each of these tricks gets /memories, in the login
// page's redirect for someone signed in and after a password login alike.
func TestLoginNextStaysOnTheSite(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	s.principal("alice", "member")
	require.NoError(t, s.svc.SetPassword(context.Background(), cliAdmin, "alice", "correct horse battery"))
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
