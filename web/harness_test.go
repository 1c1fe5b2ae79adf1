package web_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

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

func testLogger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

// site is recall's HTTP server as `recall serve --transport http` builds it (internal/httpserver:
// the guards, OAuth, the console, /mcp) on one test schema.
type site struct {
	t   testing.TB
	db  *dbtest.DB
	svc *memory.Service
	srv *tools.Server
	url string

	mu    sync.Mutex
	posts []seenPost // every POST the server received, in order
}

// seenPost is what a POST said about where it came from, and who sent it (User-Agent).
type seenPost struct{ path, origin, fetchSite, agent string }

// watchPosts notes each POST's Origin and Sec-Fetch-Site before the handler sees it, and changes
// nothing else.
func (s *site) watchPosts(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			s.mu.Lock()
			s.posts = append(s.posts, seenPost{path: r.URL.Path, origin: r.Header.Get("Origin"),
				fetchSite: r.Header.Get("Sec-Fetch-Site"), agent: r.UserAgent()})
			s.mu.Unlock()
		}
		next.ServeHTTP(w, r)
	})
}

// seenPosts is the POSTs received so far.
func (s *site) seenPosts() []seenPost {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]seenPost(nil), s.posts...)
}

func newSite(t testing.TB, cap memory.InjectCap) *site {
	t.Helper()
	return newSiteWith(t, cap, memory.Options{})
}

// newSiteWith is newSite over a memory service with opts (its limits, say).
func newSiteWith(t testing.TB, cap memory.InjectCap, opts memory.Options) *site {
	t.Helper()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	log := testLogger(t)
	opts.Logger = log
	svc := svctest.Memory(db.Pool, sc, &opts)
	srv := tools.New(svc, &tools.Options{Logger: log, InjectCap: cap, Identity: svctest.Identity(svc)})
	hs := httptest.NewUnstartedServer(nil)
	base := "http://" + hs.Listener.Addr().String()
	h, err := httpserver.New(svc, svctest.Identity(svc), srv, httpserver.Options{PublicURL: base, Logger: log, InjectCap: cap})
	require.NoError(t, err)
	s := &site{t: t, db: db, svc: svc, srv: srv, url: base}
	hs.Config.Handler = s.watchPosts(h)
	hs.Start()
	t.Cleanup(hs.Close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.WatchChanges(ctx)
	// A change saved before LISTEN is acknowledged would never be announced: wait for it.
	if _, ready := srv.Listening(); ready != nil {
		select {
		case <-ready:
		case <-time.After(30 * time.Second):
			t.Fatal("the change listener did not start listening")
		}
	}
	return s
}

// principal adds a principal and returns its identity in agent "default".
func (s *site) principal(name, role string) policy.Identity {
	s.t.Helper()
	p, err := svctest.Identity(s.svc).AddPrincipal(context.Background(), cliAdmin, name, role, false, nil)
	require.NoError(s.t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-" + name, Transport: "test"}
}

func (s *site) save(id policy.Identity, in memory.SaveInput) string {
	s.t.Helper()
	res, err := s.svc.Save(context.Background(), id, in)
	require.NoError(s.t, err)
	return res.ID
}

// link prints a login link as `recall admin login-link` does.
func (s *site) link(name string) string {
	s.t.Helper()
	secret, err := svctest.Identity(s.svc).CreateLoginLink(context.Background(), cliAdmin, name)
	require.NoError(s.t, err)
	return s.url + "/login/link/" + secret
}

// browser is an HTTP client with a cookie jar that does not follow redirects, posting forms the
// way a browser does (with Origin).
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

// login logs in through a fresh login link.
func (b *browser) login(name string) *browser {
	b.t.Helper()
	resp := b.get(b.s.link(name))
	require.Equal(b.t, http.StatusSeeOther, resp.StatusCode, b.body)
	require.Equal(b.t, "/memories", resp.Header.Get("Location"))
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

func (b *browser) get(path string) *http.Response {
	b.t.Helper()
	u := path
	if strings.HasPrefix(path, "/") {
		u = b.s.url + path
	}
	req, err := http.NewRequest(http.MethodGet, u, nil)
	require.NoError(b.t, err)
	return b.do(req)
}

// post sends a form; headers override the browser's Origin (an empty value removes it).
func (b *browser) post(path string, form url.Values, headers map[string]string) *http.Response {
	b.t.Helper()
	req, err := http.NewRequest(http.MethodPost, b.s.url+path, strings.NewReader(form.Encode()))
	require.NoError(b.t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.s.url)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for k, v := range headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	return b.do(req)
}
