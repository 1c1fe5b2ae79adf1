package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

// logLines collects JSON log lines and signals each one.
type logLines struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	lines chan map[string]any
	t     *testing.T
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.t.Log(strings.TrimSpace(string(p)))
	l.buf.Write(p)
	var m map[string]any
	if json.Unmarshal(p, &m) == nil {
		select {
		case l.lines <- m:
		default:
		}
	}
	return len(p), nil
}

func (l *logLines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// accessLine waits for the access-log line of method and path.
func (l *logLines) accessLine(method, path string) map[string]any {
	l.t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		select {
		case m := <-l.lines:
			if m["msg"] == "http request" && m["method"] == method && m["path"] == path {
				return m
			}
		case <-timeout:
			l.t.Fatalf("no access-log line for %s %s", method, path)
		}
	}
}

// routerEnv serves the whole router (every route behind httpguard) on loopback, with a 64 KiB
// body cap and the production logger writing JSON into logs.
func routerEnv(t *testing.T) (string, *memory.Service, *logLines) {
	t.Helper()
	return routerOn(t, dbtest.New(t), 64<<10)
}

// routerOn is routerEnv over db, with a body cap of maxBody bytes.
func routerOn(t *testing.T, db *dbtest.DB, maxBody int64) (string, *memory.Service, *logLines) {
	t.Helper()
	logs := &logLines{lines: make(chan map[string]any, 1024), t: t}
	c := config{LogFormat: "json", LogLevel: 0, Limits: limitsConfig{MaxBodyBytes: maxBody}}
	log := newLogger(logs, c)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: log})
	srv := tools.New(svc, &tools.Options{Logger: log, Identity: svctest.Identity(svc)})
	h, err := router(c, log, svc, svctest.Identity(svc), srv, "http://127.0.0.1:8080")
	require.NoError(t, err)
	hs := httptest.NewServer(h)
	t.Cleanup(hs.Close)
	return hs.URL, svc, logs
}

func do(t *testing.T, req *http.Request) (*http.Response, string) {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func TestEveryPathButTheProbesRefusesAForeignHost(t *testing.T) {
	t.Parallel()
	base, _, _ := routerEnv(t)
	cases := []struct{ method, path, body string }{
		{"GET", "/login", ""},
		{"POST", "/login", "principal=alice&password=x"},
		{"GET", "/memories", ""},
		{"GET", "/.well-known/oauth-authorization-server", ""},
		{"GET", "/.well-known/oauth-protected-resource/mcp", ""},
		{"POST", "/oauth/register", `{"redirect_uris":["http://127.0.0.1:9/cb"]}`},
		{"GET", "/oauth/authorize", ""},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"ping"}`},
		{"GET", "/static/style.css", ""},
		{"GET", "/no-such-page", ""},
	}
	for _, tc := range cases {
		for _, hdr := range []map[string]string{{"Host": "evil.example.com"}, {"Origin": "http://evil.example.com"}} {
			req, err := http.NewRequest(tc.method, base+tc.path, strings.NewReader(tc.body))
			require.NoError(t, err)
			if h := hdr["Host"]; h != "" {
				req.Host = h
			}
			if o := hdr["Origin"]; o != "" {
				req.Header.Set("Origin", o)
			}
			req.AddCookie(&http.Cookie{Name: "recall_session", Value: "x"})
			if tc.body != "" && tc.body[0] == '{' {
				req.Header.Set("Content-Type", "application/json")
			} else if tc.body != "" {
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			}
			res, body := do(t, req)
			assert.Equal(t, http.StatusForbidden, res.StatusCode, "%s %s %v: %s", tc.method, tc.path, hdr, body)
			assert.Contains(t, body, "DNS rebinding protection", "%s %s", tc.method, tc.path)
		}
	}
	for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
		req, err := http.NewRequest("GET", base+path, nil)
		require.NoError(t, err)
		req.Host = "10.0.0.7:8080" // a probe addresses the replica by IP
		res, _ := do(t, req)
		assert.NotEqual(t, http.StatusForbidden, res.StatusCode, path)
	}
}

func TestEveryRouteCapsItsBody(t *testing.T) {
	t.Parallel()
	base, _, _ := routerEnv(t)
	multi := func(size int) (io.Reader, string) {
		var b bytes.Buffer
		mw := multipart.NewWriter(&b)
		mw.WriteField("principal", "alice") //nolint:errcheck
		fw, _ := mw.CreateFormFile("password", "p.bin")
		fw.Write(bytes.Repeat([]byte("x"), size)) //nolint:errcheck
		mw.Close()
		return &b, mw.FormDataContentType()
	}
	type tc struct {
		name, path string
		body       func() (io.Reader, string)
		chunked    bool
		want       int
	}
	form := func(n int) func() (io.Reader, string) {
		return func() (io.Reader, string) {
			return strings.NewReader("principal=alice&password=" + strings.Repeat("y", n)), "application/x-www-form-urlencoded"
		}
	}
	cases := []tc{
		{"multipart login over the cap", "/login", func() (io.Reader, string) { return multi(100 << 10) }, false, 413},
		{"multipart login over the cap, chunked", "/login", func() (io.Reader, string) { return multi(100 << 10) }, true, 415},
		{"multipart login within the cap", "/login", func() (io.Reader, string) { return multi(100) }, false, 415},
		{"form login over the cap, chunked", "/login", form(100 << 10), true, 413},
		{"token endpoint over the cap", "/oauth/token", form(100 << 10), false, 413},
		{"registration over the cap", "/oauth/register", func() (io.Reader, string) {
			return strings.NewReader(`{"client_name":"` + strings.Repeat("z", 100<<10) + `"}`), "application/json"
		}, false, 413},
		{"mcp over the cap", "/mcp", func() (io.Reader, string) {
			return strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` + strings.Repeat("z", 100<<10) + `"}}`), "application/json"
		}, false, 413},
		{"a console form over the cap", "/memories/00000000-0000-0000-0000-000000000000/edit", form(100 << 10), false, 413},
		{"an unknown path over the cap", "/no-such-page", form(100 << 10), false, 413},
	}
	for _, c := range cases {
		body, ct := c.body()
		if c.chunked {
			body = io.MultiReader(body) // hides the length: sent chunked
		}
		req, err := http.NewRequest(http.MethodPost, base+c.path, body)
		require.NoError(t, err)
		req.Header.Set("Content-Type", ct)
		req.Header.Set("Origin", base)
		res, b := do(t, req)
		assert.Equal(t, c.want, res.StatusCode, "%s: %s", c.name, b)
	}
}

func TestEveryResponseCarriesTheSecurityHeaders(t *testing.T) {
	t.Parallel()
	base, _, _ := routerEnv(t)
	for _, c := range []struct{ method, path string }{
		{"GET", "/no-such-page"}, {"POST", "/mcp"}, {"GET", "/mcp"}, {"GET", "/.well-known/oauth-authorization-server"},
		{"POST", "/oauth/token"}, {"GET", "/healthz"}, {"GET", "/login"}, {"GET", "/oauth/authorize"},
	} {
		req, err := http.NewRequest(c.method, base+c.path, nil)
		require.NoError(t, err)
		res, _ := do(t, req)
		h := res.Header
		assert.Equal(t, "DENY", h.Get("X-Frame-Options"), c.path)
		assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), c.path)
		assert.Contains(t, h.Get("Content-Security-Policy"), "frame-ancestors 'none'", c.path)
		if strings.HasPrefix(h.Get("Content-Type"), "text/html") {
			assert.Contains(t, h.Get("Content-Security-Policy"), "default-src 'none'", c.path)
		}
	}
}

func TestAccessLogHasOneLinePerRequestAndNoSecret(t *testing.T) {
	t.Parallel()
	base, svc, logs := routerEnv(t)
	_, err := svctest.Identity(svc).AddPrincipal(context.Background(), policy.Identity{Principal: "test-admin", Transport: "cli"}, "alice", "member", false, nil)
	require.NoError(t, err)
	tok, err := svctest.Identity(svc).CreateToken(context.Background(), policy.Identity{Principal: "test-admin", Transport: "cli"}, "alice", "")
	require.NoError(t, err)

	req, err := http.NewRequest(http.MethodPost, base+"/mcp?access_token=QUERYSECRET", strings.NewReader(
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.AddCookie(&http.Cookie{Name: "recall_session", Value: "COOKIESECRET"})
	res, _ := do(t, req)
	require.Equal(t, http.StatusOK, res.StatusCode)
	line := logs.accessLine("POST", "/mcp")
	assert.Equal(t, "INFO", line["level"])
	assert.EqualValues(t, 200, line["status"])
	assert.Equal(t, "alice", line["principal"])
	d, ok := line["duration"].(string)
	require.True(t, ok, "the duration is a string: %v", line["duration"])
	_, err = time.ParseDuration(d)
	assert.NoError(t, err)

	// Refused and anonymous requests are logged too, without a principal; a login link's secret
	// stays out of the path.
	res, _ = do(t, mustRequest(t, "GET", base+"/login/link/LINKSECRET?next=/x", nil))
	assert.NotEqual(t, 0, res.StatusCode)
	line = logs.accessLine("GET", "/login/link/…")
	assert.NotContains(t, line, "principal")
	bad := mustRequest(t, "POST", base+"/mcp", strings.NewReader(`{}`))
	bad.Header.Set("Authorization", "Bearer BEARERSECRET")
	res, _ = do(t, bad)
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	assert.EqualValues(t, 401, logs.accessLine("POST", "/mcp")["status"])

	all := logs.String()
	for _, secret := range []string{tok, "QUERYSECRET", "COOKIESECRET", "LINKSECRET", "BEARERSECRET"} {
		assert.NotContains(t, all, secret)
	}
	// Every line is JSON with durations as strings.
	sc := bufio.NewScanner(strings.NewReader(all))
	for sc.Scan() {
		assert.NotRegexp(t, `"(duration|took|deadline|timeout)":\d`, sc.Text())
	}
}

func mustRequest(t *testing.T, method, url string, body io.Reader) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	require.NoError(t, err)
	return req
}

func TestLogsWriteDurationsAsStrings(t *testing.T) {
	t.Parallel()
	for _, format := range []string{"json", "text"} {
		var b bytes.Buffer
		newLogger(&b, config{LogFormat: format}).Info("shutting down", "deadline", 25*time.Second)
		assert.Contains(t, b.String(), "25s", format)
		assert.NotContains(t, b.String(), "25000000000", format)
		if format == "json" {
			assert.Contains(t, b.String(), `"deadline":"25s"`)
		}
	}
}
