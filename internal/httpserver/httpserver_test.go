package httpserver_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// serve serves the handler on loopback over a schema of its own, with alice (password "correct
// horse battery") and a bearer token of hers.
func serve(t *testing.T) (base, token string, svc *memory.Service) {
	t.Helper()
	db := dbtest.New(t)
	log := slog.New(slog.NewTextHandler(tWriter{t}, nil))
	sc, err := scrub.New()
	require.NoError(t, err)
	svc = svctest.Memory(db.Pool, sc, &memory.Options{Logger: log})
	ids := svctest.Identity(svc)
	srv := tools.New(svc, &tools.Options{Logger: log, Identity: ids})
	hs := httptest.NewUnstartedServer(nil)
	base = "http://" + hs.Listener.Addr().String()
	h, err := httpserver.New(svc, ids, srv, httpserver.Options{PublicURL: base, Logger: log})
	require.NoError(t, err)
	hs.Config.Handler = h
	hs.Start()
	t.Cleanup(hs.Close)

	ctx, admin := context.Background(), policy.CLIAdmin("test")
	_, err = ids.AddPrincipal(ctx, admin, "alice", "member", false, nil)
	require.NoError(t, err)
	require.NoError(t, ids.SetPassword(ctx, admin, "alice", "correct horse battery"))
	token, err = ids.CreateToken(ctx, admin, "alice", "")
	require.NoError(t, err)
	return base, token, svc
}

// What a same-origin POST looks like, route by route. A browser marks where a request comes from
// with Sec-Fetch-Site, which no page can set, and with Origin, which is "null" on a form POST from
// a page whose referrer policy is no-referrer; non-browser clients (curl, SDKs, the MCP
// Inspector's CLI) send neither. The console's forms are accepted from the console's own pages
// only; the OAuth API and /mcp take no cookies, so they refuse only a foreign or rebound name.
func TestWhatASameOriginPostLooksLike(t *testing.T) {
	t.Parallel()
	base, token, _ := serve(t)
	host := strings.TrimPrefix(base, "http://")
	login := url.Values{"principal": {"alice"}, "password": {"correct horse battery"}}.Encode()
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	const (
		rebinding = "DNS rebinding protection" // httpguard's refusal
		csrf      = "cross-origin request"     // the console's and the OAuth pages' refusal
	)
	type tc struct {
		name         string
		path, body   string
		host         string // the Host header; default the server's own
		origin, site string // Origin and Sec-Fetch-Site; "" sends none
		bearer       bool
		want         int
		refusal      string // what a 403 says
	}
	cases := []tc{
		// The console's login form.
		{name: "form on this server's page (Chromium, referrer policy same-origin)", path: "/login", body: login, origin: base, site: "same-origin", want: 303},
		{name: "form on a page with no-referrer (Origin null)", path: "/login", body: login, origin: "null", site: "same-origin", want: 303},
		{name: "a browser without Sec-Fetch-Site", path: "/login", body: login, origin: base, want: 303},
		{name: "a browser that sends no Origin", path: "/login", body: login, site: "same-origin", want: 303},
		{name: "Origin null without Sec-Fetch-Site", path: "/login", body: login, origin: "null", want: 403, refusal: rebinding},
		{name: "Origin null from a sandboxed frame elsewhere", path: "/login", body: login, origin: "null", site: "cross-site", want: 403, refusal: rebinding},
		{name: "another site's page", path: "/login", body: login, origin: "http://evil.example", site: "cross-site", want: 403, refusal: rebinding},
		{name: "another local app (a sibling port)", path: "/login", body: login, origin: "http://127.0.0.1:9", site: "same-site", want: 403, refusal: csrf},
		{name: "curl at a console form", path: "/login", body: login, want: 403, refusal: "a console form sends Origin"},
		{name: "a rebound name, same-origin to itself", path: "/login", body: login, host: "evil.example:8080",
			origin: "http://evil.example:8080", site: "same-origin", want: 403, refusal: rebinding},
		{name: "a rebound name with Origin null", path: "/login", body: login, host: "evil.example:8080", origin: "null", site: "same-origin", want: 403, refusal: rebinding},

		// The OAuth consent form: the cross-origin check, then the page's own answer (400: no
		// authorization request in the form).
		{name: "consent form, Origin null from this server", path: "/oauth/authorize", body: "request=x", origin: "null", site: "same-origin", want: 400},
		{name: "consent form from another site", path: "/oauth/authorize", body: "request=x", origin: "http://127.0.0.1:9", site: "same-site", want: 403, refusal: csrf},

		// The OAuth API, called by clients (no cookies).
		{name: "registration by an SDK", path: "/oauth/register", body: `{"client_name":"c","redirect_uris":["http://127.0.0.1:9/cb"],"token_endpoint_auth_method":"none"}`, want: 201},
		{name: "token endpoint by an SDK", path: "/oauth/token", body: "grant_type=authorization_code&code=nope", want: 401},
		{name: "token endpoint from the Inspector's web UI", path: "/oauth/token", body: "grant_type=authorization_code&code=nope", origin: "http://localhost:6274", site: "same-site", want: 401},
		{name: "token endpoint, Origin null elsewhere", path: "/oauth/token", body: "grant_type=authorization_code&code=nope", origin: "null", site: "cross-site", want: 403, refusal: rebinding},
		{name: "token endpoint under a rebound name", path: "/oauth/token", body: "grant_type=authorization_code&code=nope", host: "evil.example", want: 403, refusal: rebinding},

		// /mcp with a bearer token.
		{name: "mcp by an SDK", path: "/mcp", body: initialize, bearer: true, want: 200},
		{name: "mcp from the Inspector's web UI", path: "/mcp", body: initialize, bearer: true, origin: "http://localhost:6274", site: "same-site", want: 200},
		{name: "mcp from another site", path: "/mcp", body: initialize, bearer: true, origin: "https://evil.example", site: "cross-site", want: 403, refusal: rebinding},
		{name: "mcp, Origin null elsewhere", path: "/mcp", body: initialize, bearer: true, origin: "null", site: "cross-site", want: 403, refusal: rebinding},
		{name: "mcp under a rebound name", path: "/mcp", body: initialize, bearer: true, host: "evil.example", want: 403, refusal: rebinding},
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodPost, base+c.path, strings.NewReader(c.body))
			require.NoError(t, err)
			switch {
			case c.path == "/mcp":
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Accept", "application/json, text/event-stream")
			case strings.HasPrefix(c.body, "{"):
				req.Header.Set("Content-Type", "application/json")
			default:
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			}
			req.Host = host
			if c.host != "" {
				req.Host = c.host
			}
			if c.origin != "" {
				req.Header.Set("Origin", c.origin)
			}
			if c.site != "" {
				req.Header.Set("Sec-Fetch-Site", c.site)
			}
			if c.bearer {
				req.Header.Set("Authorization", "Bearer "+token)
			}
			if c.path == "/oauth/authorize" {
				req.AddCookie(signIn(t, base))
			}
			res, err := client.Do(req)
			require.NoError(t, err)
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			assert.Equal(t, c.want, res.StatusCode, string(b))
			if c.refusal != "" {
				assert.Contains(t, string(b), c.refusal)
			}
		})
	}
}

// signIn logs alice in with her password, as her browser's form does, and returns the cookie.
func signIn(t *testing.T, base string) *http.Cookie {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, base+"/login", strings.NewReader("principal=alice&password=correct+horse+battery"))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	for _, c := range res.Cookies() {
		if c.Name == "recall_session" {
			return c
		}
	}
	t.Fatal("no session cookie")
	return nil
}

// Pages with forms keep the Origin for their own POSTs (so Chromium sends a real one) and give
// other sites no Referer; other responses send no Referer at all.
func TestPagesWithFormsKeepTheirOrigin(t *testing.T) {
	t.Parallel()
	base, _, _ := serve(t)
	cookie := signIn(t, base)
	for path, want := range map[string]string{
		"/login": "same-origin", "/memories": "same-origin", "/oauth/connections": "same-origin",
		"/oauth/authorize?client_id=x": "same-origin", "/no-such-page": "no-referrer", "/healthz": "no-referrer",
		"/.well-known/oauth-authorization-server": "no-referrer",
	} {
		req, err := http.NewRequest(http.MethodGet, base+path, nil)
		require.NoError(t, err)
		req.AddCookie(cookie)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		assert.Equal(t, want, res.Header.Get("Referrer-Policy"), path)
	}
	var meta map[string]any
	res, err := http.Get(base + "/.well-known/oauth-authorization-server")
	require.NoError(t, err)
	require.NoError(t, json.NewDecoder(res.Body).Decode(&meta))
	res.Body.Close()
	assert.Equal(t, base, meta["issuer"], "OAuth is served by the same handler")
}
