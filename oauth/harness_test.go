package oauth_test

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

var cliAdmin = policy.CLIAdmin("test")

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// site is recall's HTTP server as `recall serve --transport http` builds it (internal/httpserver:
// the guards, the OAuth server in front of the console in front of /mcp), on one test schema.
type site struct {
	t   testing.TB
	db  *dbtest.DB
	svc *memory.Service
	url string
}

type siteOpts struct {
	allowPrivate bool
	roots        *x509.CertPool
	trusted      []netip.Prefix // trusted proxies
}

func newSite(t testing.TB, o siteOpts) *site {
	t.Helper()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	log := slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelInfo}))
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: log})
	hs := httptest.NewUnstartedServer(nil)
	base := "http://" + hs.Listener.Addr().String()
	srv := tools.New(svc, &tools.Options{Logger: log, Identity: svctest.Identity(svc), ResourceMetadata: base + "/.well-known/oauth-protected-resource/mcp"})
	h, err := httpserver.New(svc, svctest.Identity(svc), srv, httpserver.Options{PublicURL: base, Logger: log,
		AllowPrivateMetadata: o.allowPrivate, MetadataRootCAs: o.roots, TrustedProxies: o.trusted})
	require.NoError(t, err)
	hs.Config.Handler = h
	hs.Start()
	t.Cleanup(hs.Close)
	return &site{t: t, db: db, svc: svc, url: base}
}

func (s *site) person(name, role string) policy.Identity {
	s.t.Helper()
	p, err := svctest.Identity(s.svc).AddPrincipal(context.Background(), cliAdmin, name, role, false, nil)
	require.NoError(s.t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", Transport: "test"}
}

// browser is a cookie-keeping client that does not follow redirects and posts forms as a
// browser does (with Origin).
type browser struct {
	t    testing.TB
	s    *site
	c    *http.Client
	body string
}

func (s *site) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: s.t, s: s, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

func (b *browser) login(name string) *browser {
	b.t.Helper()
	secret, err := svctest.Identity(b.s.svc).CreateLoginLink(context.Background(), cliAdmin, name)
	require.NoError(b.t, err)
	resp := b.get(b.s.url + "/login/link/" + secret)
	require.Equal(b.t, http.StatusSeeOther, resp.StatusCode, b.body)
	return b
}

func (b *browser) do(req *http.Request) *http.Response {
	b.t.Helper()
	resp, err := b.c.Do(req)
	require.NoError(b.t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	b.body = string(body)
	return resp
}

func (b *browser) get(u string) *http.Response {
	b.t.Helper()
	if strings.HasPrefix(u, "/") {
		u = b.s.url + u
	}
	req, err := http.NewRequest(http.MethodGet, u, nil)
	require.NoError(b.t, err)
	return b.do(req)
}

func (b *browser) post(path string, form url.Values) *http.Response {
	b.t.Helper()
	req, err := http.NewRequest(http.MethodPost, b.s.url+path, strings.NewReader(form.Encode()))
	require.NoError(b.t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.s.url)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	return b.do(req)
}

// form posts to an OAuth endpoint as a client does (no cookies, no Origin).
func (s *site) form(path string, form url.Values) (int, map[string]any) {
	s.t.Helper()
	resp, err := http.PostForm(s.url+path, form)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	var out map[string]any
	b, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(b, &out)
	return resp.StatusCode, out
}

func (s *site) getJSON(path string, hdr map[string]string) (int, map[string]any) {
	s.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, s.url+path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	var out map[string]any
	b, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(b, &out)
	return resp.StatusCode, out
}

// register registers a public client by RFC 7591 and returns its client_id.
func (s *site) register(name string, redirects ...string) string {
	s.t.Helper()
	body, _ := json.Marshal(map[string]any{"client_name": name, "redirect_uris": redirects, "token_endpoint_auth_method": "none"})
	resp, err := http.Post(s.url+"/oauth/register", "application/json", strings.NewReader(string(body)))
	require.NoError(s.t, err)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(s.t, json.NewDecoder(resp.Body).Decode(&out))
	require.Equal(s.t, http.StatusCreated, resp.StatusCode, out)
	return out["client_id"].(string)
}

// mcp posts one JSON-RPC request to /mcp with token; it returns the status, the
// WWW-Authenticate header and the body.
func (s *site) mcp(token, sessionID, body string) (int, http.Header, string) {
	s.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.url+"/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if sessionID != "" {
		req.Header.Set("Mcp-Session-Id", sessionID)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

const initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`

// mcpWorks reports whether token is accepted by /mcp.
func (s *site) mcpWorks(token string) bool {
	s.t.Helper()
	st, _, _ := s.mcp(token, "", initialize)
	return st == http.StatusOK
}
