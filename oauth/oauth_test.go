package oauth_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func verifier() string {
	b := make([]byte, 32)
	rand.Read(b) //nolint:errcheck
	return base64.RawURLEncoding.EncodeToString(b)
}

// authz is one authorization request's parameters.
type authz struct {
	clientID, redirect, state, verifier, method, resource, prompt string
	noChallenge                                                   bool
}

func (s *site) newAuthz(clientID, redirect string) authz {
	return authz{clientID: clientID, redirect: redirect, state: "st-" + verifier()[:8], verifier: verifier(), method: "S256", resource: s.url + "/mcp"}
}

func (a authz) query() string {
	v := url.Values{"response_type": {"code"}, "client_id": {a.clientID}, "redirect_uri": {a.redirect}, "state": {a.state}, "scope": {"memory"}}
	if !a.noChallenge {
		ch := identity.S256(a.verifier)
		if a.method == "plain" {
			ch = a.verifier
		}
		v.Set("code_challenge", ch)
		v.Set("code_challenge_method", a.method)
	}
	if a.resource != "" {
		v.Set("resource", a.resource)
	}
	if a.prompt != "" {
		v.Set("prompt", a.prompt)
	}
	return v.Encode()
}

// authorize runs the consent as a logged-in person picking agent, and returns the code. The
// request asks for the consent page (prompt=consent) unless it names another prompt: a client the
// person has connected is otherwise answered without one (TestConsentIsRemembered).
func (b *browser) authorize(a authz, agent string) string {
	b.t.Helper()
	if a.prompt == "" {
		a.prompt = "consent"
	}
	resp := b.get("/oauth/authorize?" + a.query())
	require.Equal(b.t, http.StatusOK, resp.StatusCode, b.body)
	require.Contains(b.t, b.body, `id="consent"`)
	resp = b.post("/oauth/authorize", url.Values{"request": {a.query()}, "agent": {agent}, "decision": {"allow"}})
	require.Equal(b.t, http.StatusFound, resp.StatusCode, b.body)
	loc, err := url.Parse(resp.Header.Get("Location"))
	require.NoError(b.t, err)
	require.True(b.t, strings.HasPrefix(loc.String(), a.redirect), loc.String())
	require.Equal(b.t, a.state, loc.Query().Get("state"), "state round-tripped")
	require.Equal(b.t, b.s.url, loc.Query().Get("iss"), "the issuer named in the response (RFC 9207)")
	code := loc.Query().Get("code")
	require.NotEmpty(b.t, code, loc.String())
	return code
}

func (s *site) exchange(a authz, code string) (int, map[string]any) {
	return s.form("/oauth/token", url.Values{"grant_type": {"authorization_code"}, "code": {code}, "client_id": {a.clientID},
		"redirect_uri": {a.redirect}, "code_verifier": {a.verifier}, "resource": {s.url + "/mcp"}})
}

func (s *site) refresh(clientID, rt string) (int, map[string]any) {
	return s.form("/oauth/token", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {rt}, "client_id": {clientID}, "resource": {s.url + "/mcp"}})
}

func TestDiscovery(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	st, hdr, _ := s.mcp("", "", initialize)
	assert.Equal(t, http.StatusUnauthorized, st)
	assert.Equal(t, `Bearer realm="recall", resource_metadata="`+s.url+`/.well-known/oauth-protected-resource/mcp"`, hdr.Get("WWW-Authenticate"))
	st, hdr, _ = s.mcp("rcl_nonsense", "", initialize)
	assert.Equal(t, http.StatusUnauthorized, st)
	assert.Contains(t, hdr.Get("WWW-Authenticate"), `error="invalid_token"`)
	assert.Contains(t, hdr.Get("WWW-Authenticate"), `resource_metadata="`+s.url+`/.well-known/oauth-protected-resource/mcp"`)

	forged := map[string]string{"X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https", "Host": "evil.example"}
	for _, p := range []string{"/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"} {
		st, m := s.getJSON(p, forged)
		require.Equal(t, http.StatusOK, st, p)
		assert.Equal(t, s.url+"/mcp", m["resource"], p)
		assert.Equal(t, []any{s.url}, m["authorization_servers"], p)
	}
	for _, p := range []string{"/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"} {
		st, m := s.getJSON(p, forged)
		require.Equal(t, http.StatusOK, st, p)
		assert.Equal(t, s.url, m["issuer"], "issuer from the configured public URL, never from headers")
		assert.Equal(t, s.url+"/oauth/token", m["token_endpoint"])
		assert.Equal(t, []any{"S256"}, m["code_challenge_methods_supported"])
		assert.Equal(t, true, m["client_id_metadata_document_supported"])
		assert.Equal(t, true, m["authorization_response_iss_parameter_supported"])
	}
}

// TestFlowRefreshReplayRevoke: DCR, consent with an agent namespace, tokens bound to it, refresh
// rotation, replay of a spent refresh token revoking the whole grant.
func TestFlowRefreshReplayRevoke(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	alice := s.person("alice", "member")
	client := s.register("Claude", "http://127.0.0.1/callback")
	b := s.browser()

	// Not logged in: the authorization request goes to the console's login and comes back.
	a := s.newAuthz(client, "http://127.0.0.1:53123/callback") // any port on loopback (RFC 8252)
	resp := b.get("/oauth/authorize?" + a.query())
	require.Equal(t, http.StatusSeeOther, resp.StatusCode)
	next, _ := url.Parse(resp.Header.Get("Location"))
	assert.Equal(t, "/login", next.Path)
	assert.True(t, strings.HasPrefix(next.Query().Get("next"), "/oauth/authorize?"))

	b.login("alice")
	resp = b.get("/oauth/authorize?" + a.query())
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, "Claude")
	assert.Contains(t, b.body, "127.0.0.1:53123")
	assert.Regexp(t, `value="oauth-claude-[a-z2-7]{10}"`, b.body, "agent suggested from the client's name and id")
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "form-action 'self' http://127.0.0.1:53123")

	code := b.authorize(a, "claude-web")
	st, tok := s.exchange(a, code)
	require.Equal(t, http.StatusOK, st, tok)
	assert.Equal(t, "Bearer", tok["token_type"])
	access, rt := tok["access_token"].(string), tok["refresh_token"].(string)
	require.True(t, strings.HasPrefix(access, "rat_"))

	// The token is accepted by /mcp next to static tokens, as alice in agent claude-web.
	id, err := svctest.Identity(s.svc).Authenticate(context.Background(), access)
	require.NoError(t, err)
	assert.Equal(t, alice.PrincipalID, id.PrincipalID)
	assert.Equal(t, "claude-web", id.AgentID)
	assert.True(t, s.mcpWorks(access))
	static, err := svctest.Identity(s.svc).CreateToken(context.Background(), cliAdmin, "alice", "")
	require.NoError(t, err)
	assert.True(t, s.mcpWorks(static), "static bearer tokens keep working")

	// Nothing secret is stored in clear.
	var n int
	require.NoError(t, s.db.Pool.QueryRow(context.Background(), `select count(*) from oauth_tokens where encode(hash, 'escape') like '%rat_%' or encode(hash, 'escape') like '%rrt_%'`).Scan(&n))
	assert.Zero(t, n)

	// The person sees the client; another person does not.
	resp = b.get("/oauth/connections")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, b.body, "claude-web")
	s.person("bob", "member")
	bob := s.browser().login("bob")
	bob.get("/oauth/connections")
	assert.Contains(t, bob.body, `id="no-connections"`)

	// Refresh rotates: a new pair, and the old access token keeps working until it expires.
	st, tok2 := s.refresh(client, rt)
	require.Equal(t, http.StatusOK, st, tok2)
	access2, rt2 := tok2["access_token"].(string), tok2["refresh_token"].(string)
	assert.NotEqual(t, rt, rt2)
	assert.True(t, s.mcpWorks(access2))

	// Replaying the spent refresh token revokes the whole grant: the newest tokens stop too.
	st, e := s.refresh(client, rt)
	assert.Equal(t, http.StatusBadRequest, st)
	assert.Equal(t, "invalid_grant", e["error"])
	assert.False(t, s.mcpWorks(access2), "replay revoked the grant's access tokens")
	assert.False(t, s.mcpWorks(access))
	st, e = s.refresh(client, rt2)
	assert.Equal(t, "invalid_grant", e["error"], "and its newest refresh token")
	assert.True(t, s.mcpWorks(static))
	b.get("/oauth/connections")
	assert.Contains(t, b.body, `id="no-connections"`)
}

func TestRevocationAndDisconnect(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("carol", "member")
	s.person("root", "admin")
	client := s.register("Inspector", "http://localhost:6274/oauth/callback")
	b := s.browser().login("carol")
	grant := func() (string, string) {
		a := s.newAuthz(client, "http://localhost:6274/oauth/callback")
		st, tok := s.exchange(a, b.authorize(a, "inspector"))
		require.Equal(t, http.StatusOK, st, tok)
		return tok["access_token"].(string), tok["refresh_token"].(string)
	}

	// RFC 7009: revoking the refresh token ends the grant; an unknown token is no error.
	access, rt := grant()
	st, _ := s.form("/oauth/revoke", url.Values{"token": {rt}, "client_id": {client}})
	assert.Equal(t, http.StatusOK, st)
	assert.False(t, s.mcpWorks(access))
	st, _ = s.form("/oauth/revoke", url.Values{"token": {"rrt_unknown"}, "client_id": {client}})
	assert.Equal(t, http.StatusOK, st)
	// Revoking an access token ends that token.
	access, _ = grant()
	require.True(t, s.mcpWorks(access))
	s.form("/oauth/revoke", url.Values{"token": {access}, "client_id": {client}})
	assert.False(t, s.mcpWorks(access))

	// The person disconnects in the console.
	access, _ = grant()
	grants, err := svctest.Identity(s.svc).OAuthGrants(context.Background(), cliAdmin, true)
	require.NoError(t, err)
	require.NotEmpty(t, grants)
	gid := grants[0].ID
	// Another member cannot disconnect it; an admin can see and disconnect anyone's.
	s.person("dave", "member")
	dave := s.browser().login("dave")
	resp := dave.post("/oauth/connections/"+gid+"/revoke", nil)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	assert.True(t, s.mcpWorks(access))
	resp = dave.get("/oauth/connections?all=1")
	assert.Equal(t, http.StatusForbidden, resp.StatusCode, "only an admin sees everyone's")
	root := s.browser().login("root")
	root.get("/oauth/connections?all=1")
	assert.Contains(t, root.body, "carol")
	resp = root.post("/oauth/connections/"+gid+"/revoke", nil)
	assert.Equal(t, http.StatusSeeOther, resp.StatusCode, root.body)
	assert.False(t, s.mcpWorks(access))

	access, _ = grant()
	grants, _ = svctest.Identity(s.svc).OAuthGrants(context.Background(), cliAdmin, true)
	resp = b.post("/oauth/connections/"+grants[0].ID+"/revoke", nil)
	assert.Equal(t, http.StatusSeeOther, resp.StatusCode)
	assert.False(t, s.mcpWorks(access))

	// Removing the client ends everything it holds.
	access, _ = grant()
	require.NoError(t, svctest.Identity(s.svc).RemoveOAuthClient(context.Background(), cliAdmin, client))
	assert.False(t, s.mcpWorks(access))
	daveP, err := svctest.Identity(s.svc).PrincipalByName(context.Background(), "dave")
	require.NoError(t, err)
	_, err = svctest.Identity(s.svc).OAuthClients(context.Background(), memoryIdent(daveP.ID, "dave"))
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), "listing clients is an admin operation")
}

func memoryIdent(id, name string) policy.Identity {
	return policy.Identity{PrincipalID: id, Principal: name, AgentID: "default", Transport: "web"}
}

func TestNegative(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("erin", "member")
	client := s.register("Tool", "https://app.example.com/cb", "http://127.0.0.1/cb")
	b := s.browser().login("erin")
	good := s.newAuthz(client, "https://app.example.com/cb")

	// Errors after the client and redirect are known go back to the client with state.
	redirected := func(a authz, wantErr string) {
		t.Helper()
		resp := b.get("/oauth/authorize?" + a.query())
		require.Equal(t, http.StatusFound, resp.StatusCode, b.body)
		loc, _ := url.Parse(resp.Header.Get("Location"))
		assert.Equal(t, "app.example.com", loc.Host)
		assert.Equal(t, wantErr, loc.Query().Get("error"), loc.String())
		assert.Equal(t, a.state, loc.Query().Get("state"))
		assert.Equal(t, s.url, loc.Query().Get("iss"), "errors name the issuer too (RFC 9207)")
		assert.Empty(t, loc.Query().Get("code"))
	}
	plain := good
	plain.method = "plain"
	redirected(plain, "invalid_request")
	none := good
	none.noChallenge = true
	redirected(none, "invalid_request")
	other := good
	other.resource = "https://other.example.com/mcp"
	redirected(other, "invalid_target")
	noRes := good
	noRes.resource = ""
	redirected(noRes, "invalid_target")

	// A redirect URI that was not registered is never redirected to (no open redirect).
	for _, r := range []string{"https://evil.example/cb", "https://app.example.com/cb/../evil", "https://app.example.com/cb?x=1",
		"https://app.example.com.evil.example/cb", "http://127.0.0.1/other", "http://127.0.0.1.evil.example/cb", "https://app.example.com/CB", ""} {
		a := good
		a.redirect = r
		if r == "" {
			a.redirect = "javascript:alert(1)"
		}
		resp := b.get("/oauth/authorize?" + a.query())
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, r)
		assert.Empty(t, resp.Header.Get("Location"), r)
	}
	// Unknown client: an error page, no redirect.
	unknown := good
	unknown.clientID = "rdc_nope"
	resp := b.get("/oauth/authorize?" + unknown.query())
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Empty(t, resp.Header.Get("Location"))

	// Token endpoint: missing or wrong PKCE verifier, wrong redirect, another resource.
	code := b.authorize(good, "tool")
	exch := func(mod func(url.Values)) (int, map[string]any) {
		v := url.Values{"grant_type": {"authorization_code"}, "code": {code}, "client_id": {client},
			"redirect_uri": {good.redirect}, "code_verifier": {good.verifier}, "resource": {s.url + "/mcp"}}
		mod(v)
		return s.form("/oauth/token", v)
	}
	for name, mod := range map[string]func(url.Values){
		"missing verifier": func(v url.Values) { v.Del("code_verifier") },
		"wrong verifier":   func(v url.Values) { v.Set("code_verifier", verifier()) },
		"plain verifier":   func(v url.Values) { v.Set("code_verifier", identity.S256(good.verifier)) },
		"redirect":         func(v url.Values) { v.Set("redirect_uri", "http://127.0.0.1/cb") },
		"other client":     func(v url.Values) { v.Set("client_id", s.register("Other", "https://app.example.com/cb")) },
	} {
		st, e := exch(mod)
		assert.Equal(t, http.StatusBadRequest, st, name)
		assert.Equal(t, "invalid_grant", e["error"], name)
	}
	st, e := exch(func(v url.Values) { v.Set("resource", "https://other.example.com/mcp") })
	assert.Equal(t, "invalid_target", e["error"], "a token for another resource is refused")
	assert.Equal(t, http.StatusBadRequest, st)

	// The refusals above spent nothing: the right request still works once ...
	st, tok := exch(func(url.Values) {})
	require.Equal(t, http.StatusOK, st, tok)
	access := tok["access_token"].(string)
	require.True(t, s.mcpWorks(access))
	// ... and a replayed code is refused and revokes what it issued.
	st, e = exch(func(url.Values) {})
	assert.Equal(t, "invalid_grant", e["error"])
	assert.False(t, s.mcpWorks(access), "code replay revoked the grant")

	// An expired access token is refused with invalid_token.
	code = b.authorize(good, "tool")
	st, tok = s.exchange(good, code)
	require.Equal(t, http.StatusOK, st)
	access = tok["access_token"].(string)
	_, err := s.db.Pool.Exec(context.Background(), `update oauth_tokens set expires_at = now() - interval '1 second' where kind = 'access'`)
	require.NoError(t, err)
	st2, hdr, _ := s.mcp(access, "", initialize)
	assert.Equal(t, http.StatusUnauthorized, st2)
	assert.Contains(t, hdr.Get("WWW-Authenticate"), `error="invalid_token"`)
	// An expired code likewise.
	code = b.authorize(good, "tool")
	_, err = s.db.Pool.Exec(context.Background(), `update oauth_codes set expires_at = now() - interval '1 second'`)
	require.NoError(t, err)
	_, e = s.exchange(good, code)
	assert.Equal(t, "invalid_grant", e["error"])

	// A token whose grant was for another resource (recall moved) is refused at /mcp.
	code = b.authorize(good, "tool")
	_, tok = s.exchange(good, code)
	_, err = s.db.Pool.Exec(context.Background(), `update oauth_grants set resource = 'https://elsewhere.example/mcp'`)
	require.NoError(t, err)
	assert.False(t, s.mcpWorks(tok["access_token"].(string)))

	// Deny sends access_denied back.
	resp = b.post("/oauth/authorize", url.Values{"request": {good.query()}, "agent": {"tool"}, "decision": {"deny"}})
	require.Equal(t, http.StatusFound, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Location"), "error=access_denied")
	// A consent form posted cross-site is refused.
	req, _ := http.NewRequest(http.MethodPost, s.url+"/oauth/authorize", strings.NewReader(url.Values{"request": {good.query()}, "agent": {"x"}, "decision": {"allow"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	resp = b.do(req)
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	// A bad agent name re-renders the consent with the problem.
	resp = b.post("/oauth/authorize", url.Values{"request": {good.query()}, "agent": {"bad agent!"}, "decision": {"allow"}})
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Contains(t, b.body, `id="consent-problem"`)
}

func TestServicePrincipalCannotAuthorize(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	p, err := svctest.Identity(s.svc).AddPrincipal(context.Background(), cliAdmin, "bot", "member", true, nil)
	require.NoError(t, err)
	client := s.register("Tool", "https://app.example.com/cb")
	_, err = svctest.Identity(s.svc).AuthorizeOAuthClient(context.Background(), memoryIdent(p.ID, p.Name), identity.OAuthAuthorization{
		ClientID: client, RedirectURI: "https://app.example.com/cb", Challenge: identity.S256(verifier()), Resource: s.url + "/mcp", Agent: "x"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "service principal")
}

func TestRegistration(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	post := func(body string) (int, map[string]any) {
		resp, err := http.Post(s.url+"/oauth/register", "application/json", strings.NewReader(body))
		require.NoError(t, err)
		defer resp.Body.Close()
		var out map[string]any
		json.NewDecoder(resp.Body).Decode(&out) //nolint:errcheck
		return resp.StatusCode, out
	}
	for _, bad := range []string{`{}`, `{"redirect_uris":["http://evil.example/cb"]}`, `{"redirect_uris":["javascript:alert(1)"]}`,
		`{"redirect_uris":["https://a.example/cb#frag"]}`, `{"redirect_uris":["https://a.example/cb"],"grant_types":["password"]}`,
		`{"redirect_uris":["https://a.example/cb"],"token_endpoint_auth_method":"private_key_jwt"}`, `not json`,
		`{"redirect_uris":["https://a.example/` + strings.Repeat("x", 2000) + `"]}`,
		`{"redirect_uris":["https://a.example/cb"],"client_uri":"https://a.example/` + strings.Repeat("x", 2000) + `"}`} {
		st, e := post(bad)
		assert.Equal(t, http.StatusBadRequest, st, bad)
		assert.Contains(t, []any{"invalid_client_metadata", "invalid_redirect_uri"}, e["error"], bad)
	}
	// A confidential client gets a secret it must present.
	st, c := post(`{"client_name":"Server app","redirect_uris":["https://a.example/cb"]}`)
	require.Equal(t, http.StatusCreated, st)
	require.NotEmpty(t, c["client_secret"])
	assert.Equal(t, "client_secret_basic", c["token_endpoint_auth_method"])
	st, e := s.form("/oauth/token", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {"rrt_x"}, "client_id": {c["client_id"].(string)}})
	assert.Equal(t, http.StatusUnauthorized, st)
	assert.Equal(t, "invalid_client", e["error"])

	// Rate limited per address.
	var created atomic.Int32
	limited := false
	for i := 0; i < identity.RegistrationsPerAddressHour+1; i++ {
		st, e := post(`{"client_name":"n","redirect_uris":["https://a.example/cb"],"token_endpoint_auth_method":"none"}`)
		if st == http.StatusTooManyRequests {
			limited = true
			assert.Equal(t, "slow_down", e["error"])
			break
		}
		created.Add(1)
	}
	assert.True(t, limited)
	assert.Equal(t, int32(identity.RegistrationsPerAddressHour-1), created.Load(), "the confidential client above counted too")
	cs, err := svctest.Identity(s.svc).OAuthClients(context.Background(), cliAdmin)
	require.NoError(t, err)
	assert.Len(t, cs, identity.RegistrationsPerAddressHour)
}

// TestMetadataDocument registers by a Client ID Metadata Document served over TLS.
func TestMetadataDocument(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	var doc string
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		switch r.URL.Path {
		case "/client.json":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Cache-Control", "max-age=600")
			w.Write([]byte(doc)) //nolint:errcheck
		case "/moved.json":
			http.Redirect(w, r, "/client.json", http.StatusFound)
		case "/big.json":
			w.Write([]byte(`{"client_id":"` + strings.Repeat("x", 70<<10) + `"}`)) //nolint:errcheck
		case "/liar.json":
			w.Write([]byte(`{"client_id":"https://someone-else.example/client.json","redirect_uris":["http://127.0.0.1/cb"]}`)) //nolint:errcheck
		}
	}))
	t.Cleanup(ts.Close)
	id := ts.URL + "/client.json"
	doc = `{"client_id":"` + id + `","client_name":"Metadata Client","redirect_uris":["http://127.0.0.1/cb"]}`
	roots := ts.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs

	// By default a document at a loopback address is refused at dial time.
	strict := newSite(t, siteOpts{roots: roots})
	strict.person("f", "member")
	b := strict.browser().login("f")
	resp := b.get("/oauth/authorize?" + strict.newAuthz(id, "http://127.0.0.1:4000/cb").query())
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Contains(t, b.body, "non-public address")
	assert.Zero(t, hits.Load(), "nothing was sent to the private address")

	s := newSite(t, siteOpts{allowPrivate: true, roots: roots})
	s.person("g", "member")
	b = s.browser().login("g")
	a := s.newAuthz(id, "http://127.0.0.1:4000/cb")
	code := b.authorize(a, "meta")
	assert.Contains(t, b.body, "")
	st, tok := s.exchange(a, code)
	require.Equal(t, http.StatusOK, st, tok)
	assert.True(t, s.mcpWorks(tok["access_token"].(string)))
	before := hits.Load()
	b.get("/oauth/authorize?" + a.query())
	assert.Equal(t, before, hits.Load(), "the document is cached")

	for path, want := range map[string]string{"/moved.json": "302", "/big.json": "larger than", "/liar.json": "not its own URL"} {
		resp := b.get("/oauth/authorize?" + s.newAuthz(ts.URL+path, "http://127.0.0.1/cb").query())
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, path)
		assert.Contains(t, b.body, want, path)
	}
}

func TestPrune(t *testing.T) {
	t.Parallel()
	s := newSite(t, siteOpts{})
	s.person("ivy", "member")
	client := s.register("Tool", "https://app.example.com/cb")
	b := s.browser().login("ivy")
	a := s.newAuthz(client, "https://app.example.com/cb")
	_, tok := s.exchange(a, b.authorize(a, "tool"))
	live := tok["access_token"].(string)
	a2 := s.newAuthz(client, "https://app.example.com/cb")
	_, old := s.exchange(a2, b.authorize(a2, "tool"))
	ctx := context.Background()
	_, err := s.db.Pool.Exec(ctx, `update oauth_tokens set expires_at = now() - interval '1 second' where grant_id =
		(select grant_id from oauth_tokens order by created_at desc limit 1)`)
	require.NoError(t, err)
	_, err = s.db.Pool.Exec(ctx, `update oauth_grants set created_at = now() - interval '2 days'`)
	require.NoError(t, err)
	n, err := svctest.Identity(s.svc).PruneOAuth(ctx)
	require.NoError(t, err)
	assert.Equal(t, int64(3), n, "two expired tokens and their grant")
	assert.True(t, s.mcpWorks(live))
	assert.False(t, s.mcpWorks(old["access_token"].(string)))
	var grants int
	require.NoError(t, s.db.Pool.QueryRow(ctx, `select count(*) from oauth_grants`).Scan(&grants))
	assert.Equal(t, 1, grants)
}
