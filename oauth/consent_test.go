package oauth_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/recall-mcp/recall/internal/svctest"
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

// TestConsentIsRemembered: a person who has a client connected is not asked again when it signs
// in again to the same destination (the code comes back at once, for the agent chosen then),
// unless the client asks (prompt=consent) or the person disconnected it; another redirect URI,
// another client, or another person is asked. A loopback destination is always asked (issue 35:
// a connected loopback client got a code on any port without a click).
func TestConsentIsRemembered(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	dana := s.person("dana", "member")
	s.person("eve", "member")
	client := s.register("Cursor", "http://127.0.0.1/callback", "https://cursor.example.com/cb", "https://cursor.example.com/other",
		"https://localhost:8443/cb", "https://app.localhost/cb")
	other := s.register("Other", "https://other.example.com/cb")
	b := s.browser().login("dana")
	ctx := context.Background()

	// Never connected: asked.
	a := s.newAuthz(client, "https://cursor.example.com/cb")
	resp := b.get("/oauth/authorize?" + a.query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, `id="consent"`)
	st, tok := s.exchange(a, b.authorize(a, "cursor-laptop"))
	require.Equal(t, http.StatusOK, st, tok)

	// Connected: the next sign-in is answered at once, for the same agent.
	again := s.newAuthz(client, "https://cursor.example.com/cb")
	resp = b.get("/oauth/authorize?" + again.query())
	require.Equal(t, http.StatusFound, resp.StatusCode, b.body)
	loc, err := url.Parse(resp.Header.Get("Location"))
	require.NoError(t, err)
	assert.Equal(t, "cursor.example.com", loc.Host)
	assert.Equal(t, again.state, loc.Query().Get("state"))
	assert.Equal(t, s.url, loc.Query().Get("iss"))
	st, tok = s.exchange(again, loc.Query().Get("code"))
	require.Equal(t, http.StatusOK, st, tok)
	id, err := svctest.Identity(s.svc).Authenticate(ctx, tok["access_token"].(string))
	require.NoError(t, err)
	assert.Equal(t, dana.PrincipalID, id.PrincipalID)
	assert.Equal(t, "cursor-laptop", id.AgentID, "the namespace chosen at the consent")

	// Another of the client's redirect URIs is not where the person agreed to be sent: asked.
	elsewhere := s.newAuthz(client, "https://cursor.example.com/other")
	resp = b.get("/oauth/authorize?" + elsewhere.query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, `id="consent"`)
	assert.Contains(t, b.body, "cursor.example.com")

	// Loopback: connected there too, the next sign-in is asked again, on another port and on the
	// same one (whatever listens there gets the code), suggesting the namespace chosen then.
	lb := s.newAuthz(client, "http://127.0.0.1:4000/callback")
	st, tok = s.exchange(lb, b.authorize(lb, "cursor-cli"))
	require.Equal(t, http.StatusOK, st, tok)
	for _, r := range []string{"http://127.0.0.1:4001/callback", "http://127.0.0.1:4000/callback", "https://localhost:8443/cb", "https://app.localhost/cb"} {
		if r[:5] == "https" {
			x := s.newAuthz(client, r)
			st, tok = s.exchange(x, b.authorize(x, "cursor-cli"))
			require.Equal(t, http.StatusOK, st, tok)
		}
		resp = b.get("/oauth/authorize?" + s.newAuthz(client, r).query())
		require.Equal(t, http.StatusOK, resp.StatusCode, r)
		assert.Contains(t, b.body, `id="consent"`, r)
		assert.Contains(t, b.body, `value="cursor-cli"`, r)
		assert.Empty(t, resp.Header.Get("Location"), r)
	}

	// prompt=consent asks, suggesting the namespace chosen last.
	asked := s.newAuthz(client, "https://cursor.example.com/cb")
	asked.prompt = "consent"
	resp = b.get("/oauth/authorize?" + asked.query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, `value="cursor-cli"`)

	// Another client, and another person with this client, are asked.
	resp = b.get("/oauth/authorize?" + s.newAuthz(other, "https://other.example.com/cb").query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, `id="consent"`)
	eve := s.browser().login("eve")
	resp = eve.get("/oauth/authorize?" + s.newAuthz(client, "https://cursor.example.com/cb").query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, eve.body, `id="consent"`)

	// Disconnected in the console: asked again.
	grants, err := svctest.Identity(s.svc).OAuthGrants(ctx, dana, false)
	require.NoError(t, err)
	require.NotEmpty(t, grants)
	for _, g := range grants {
		require.NoError(t, svctest.Identity(s.svc).RevokeOAuthGrant(ctx, dana, g.ID))
	}
	resp = b.get("/oauth/authorize?" + s.newAuthz(client, "https://cursor.example.com/cb").query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, `id="consent"`)
}
