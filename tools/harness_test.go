package tools_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

var recallBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "recall-bin")
	if err != nil {
		panic(err)
	}
	recallBin = filepath.Join(dir, "recall")
	out, err := exec.Command("go", "build", "-o", recallBin, "../cmd/recall").CombinedOutput()
	if err != nil {
		panic("build recall: " + err.Error() + "\n" + string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var admin = policy.Identity{Principal: "test-admin", Transport: "cli"}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }

func testLogger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// env is one test's recall: a migrated schema, the service, and an HTTP server on loopback.
type env struct {
	t   *testing.T
	db  *dbtest.DB
	svc *memory.Service
	srv *tools.Server
	url string
}

func newEnv(t *testing.T, opts *tools.Options) *env {
	t.Helper()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: testLogger(t)})
	if opts == nil {
		opts = &tools.Options{}
	}
	opts.Logger = testLogger(t)
	opts.Identity = svctest.Identity(svc)
	srv := tools.New(svc, opts)
	hs := serve(t, svc, srv, httpserver.Options{Logger: opts.Logger})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.WatchChanges(ctx)
	waitListening(t, srv)
	return &env{t: t, db: db, svc: svc, srv: srv, url: hs.URL + "/mcp"}
}

// serve serves the handler `recall serve --transport http` builds (the guards, OAuth, the
// console, /mcp) over svc and srv on loopback, until the test ends.
func serve(t testing.TB, svc *memory.Service, srv *tools.Server, o httpserver.Options) *httptest.Server {
	t.Helper()
	hs := httptest.NewUnstartedServer(nil)
	o.PublicURL = "http://" + hs.Listener.Addr().String()
	h, err := httpserver.New(svc, svctest.Identity(svc), srv, o)
	require.NoError(t, err)
	hs.Config.Handler = h
	hs.Start()
	t.Cleanup(hs.Close)
	return hs
}

// waitListening waits for the server's change listener to acknowledge LISTEN: a change saved
// before that would never be announced.
func waitListening(t *testing.T, srv *tools.Server) {
	t.Helper()
	_, ready := srv.Listening()
	select {
	case <-ready:
	case <-time.After(30 * time.Second):
		t.Fatal("the change listener did not start listening")
	}
}

// token creates a principal (if new) and a token for it.
func (e *env) token(name string, agent string, opts ...func(*principalOpts)) string {
	e.t.Helper()
	o := principalOpts{role: "member"}
	for _, f := range opts {
		f(&o)
	}
	if _, err := svctest.Identity(e.svc).PrincipalByName(context.Background(), name); err != nil {
		_, err := svctest.Identity(e.svc).AddPrincipal(context.Background(), admin, name, o.role, o.service, o.runCap)
		require.NoError(e.t, err)
	}
	tok, err := svctest.Identity(e.svc).CreateToken(context.Background(), admin, name, agent)
	require.NoError(e.t, err)
	return tok
}

type principalOpts struct {
	role    string
	service bool
	runCap  *int
}

func service(capN int) func(*principalOpts) {
	return func(o *principalOpts) { o.service = true; o.runCap = &capN }
}

// protocol versions the tests run over: the sessionless 2026-07-28 core and the last
// session-based revision.
var protocols = []string{mcp.ProtocolVersion20260728, mcp.ProtocolVersion20251125}

func (e *env) httpClient(token string, headers map[string]string, protocol string, opts ...client.ClientOption) *client.Client {
	e.t.Helper()
	h := map[string]string{"Authorization": "Bearer " + token}
	for k, v := range headers {
		h[k] = v
	}
	tr, err := transport.NewStreamableHTTP(e.url, transport.WithHTTPHeaders(h))
	require.NoError(e.t, err)
	c := client.NewClient(tr, opts...)
	initClient(e.t, c, protocol)
	return c
}

func initClient(t *testing.T, c *client.Client, protocol string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	require.NoError(t, c.Start(context.Background())) // stdio ties the subprocess to this context
	t.Cleanup(func() { c.Close() })
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = protocol
	req.Params.ClientInfo = mcp.Implementation{Name: "recall-test", Version: "1"}
	_, err := c.Initialize(ctx, req)
	require.NoError(t, err)
}

// stdioClient runs `recall serve` as a subprocess on the env's schema.
func (e *env) stdioClient(envVars map[string]string, protocol string, opts ...client.ClientOption) *client.Client {
	e.t.Helper()
	vars := []string{"RECALL_DATABASE_URL=" + e.db.URL, "RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=warn", "PATH=" + os.Getenv("PATH")}
	for k, v := range envVars {
		vars = append(vars, k+"="+v)
	}
	tr := transport.NewStdioWithOptions(recallBin, vars, []string{"serve"}, transport.WithCommandStderrWriter(tWriter{e.t}))
	c := client.NewClient(tr, opts...)
	initClient(e.t, c, protocol)
	return c
}

func call(t *testing.T, c *client.Client, tool string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err, "calling %s", tool)
	return res
}

// callOK calls a tool that must succeed and decodes its structured content into out.
func callOK(t *testing.T, c *client.Client, tool string, args map[string]any, out any) *mcp.CallToolResult {
	t.Helper()
	res := call(t, c, tool, args)
	require.False(t, res.IsError, "%s failed: %s", tool, text(res))
	if out != nil {
		b, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, out))
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var s string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return s
}

func toolNames(t *testing.T, c *client.Client) []string {
	t.Helper()
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	require.NoError(t, err)
	var names []string
	for _, tl := range res.Tools {
		names = append(names, tl.Name)
	}
	return names
}

// policyIdentity is the identity a principal's HTTP calls carry (agent "default").
func policyIdentity(t *testing.T, e *env, name string) policy.Identity {
	p, err := svctest.Identity(e.svc).PrincipalByName(context.Background(), name)
	require.NoError(t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "test", Transport: "test"}
}
