package oauth_test

import (
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var suggestedRE = regexp.MustCompile(`id="agent" name="agent" value="([^"]*)"`)

// suggested is the agent namespace the consent page suggests to b for a.
func (b *browser) suggested(a authz) string {
	b.t.Helper()
	a.prompt = "consent"
	resp := b.get("/oauth/authorize?" + a.query())
	require.Equal(b.t, http.StatusOK, resp.StatusCode, b.body)
	m := suggestedRE.FindStringSubmatch(b.body)
	require.NotNil(b.t, m, b.body)
	return m[1]
}

// TestSuggestedNamespaceIsNotTheClients: the consent page never suggests a namespace a client
// chose by naming itself (issue 35: a client called "claude-code" was suggested the person's
// existing claude-code namespace). Two clients of one name get different suggestions; one
// client the same each time; the person's own choice is remembered.
func TestSuggestedNamespaceIsNotTheClients(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("max", "member")
	b := s.browser().login("max")
	evil := s.newAuthz(s.register("claude-code", "https://evil.example/cb"), "https://evil.example/cb")
	twin := s.newAuthz(s.register("claude-code", "https://evil.example/cb"), "https://evil.example/cb")
	odd := s.newAuthz(s.register("  !!Ünïcode   Tool!! ", "https://odd.example/cb"), "https://odd.example/cb")

	got := b.suggested(evil)
	assert.NotEqual(t, "claude-code", got)
	assert.Regexp(t, `^oauth-claude-code-[a-z2-7]{10}$`, got)
	assert.Equal(t, got, b.suggested(evil), "stable for one client")
	assert.NotEqual(t, got, b.suggested(twin), "a client of the same name gets another")
	assert.Regexp(t, `^oauth-n-code-tool-[a-z2-7]{10}$`, b.suggested(odd))
	assert.Contains(t, b.body, `id="agent-hint"`)

	// The person may still pick any namespace, and that choice is suggested next time.
	st, tok := s.exchange(evil, b.authorize(evil, "claude-code"))
	require.Equal(t, http.StatusOK, st, tok)
	assert.Equal(t, "claude-code", b.suggested(evil))

	// A bad name the person typed is shown back to fix, not replaced.
	resp := b.post("/oauth/authorize", url.Values{"request": {twin.query()}, "agent": {"bad agent!"}, "decision": {"allow"}})
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Contains(t, b.body, `value="bad agent!"`)
}
