package tools_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/internal/tcpproxy"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

const ghToken = "ghp_R8x2Lq9ZtW4vN7kP3mJ6hD1sF5gY0aB2cE8u"

// syncBuffer collects log lines (and passes them to t.Log).
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	t   testing.TB
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.t.Log(string(p))
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// hardEnv is an env whose service may reach PostgreSQL through a proxy and whose logs are kept.
type hardEnv struct {
	*env
	proxy *tcpproxy.Proxy
	logs  *syncBuffer
	http  *httptest.Server
}

func newHardEnv(t *testing.T, opts *tools.Options, proxied bool, limits ...memory.Limits) *hardEnv {
	t.Helper()
	db := dbtest.New(t)
	pool := db.Pool
	h := &hardEnv{logs: &syncBuffer{t: t}}
	if proxied {
		h.proxy = tcpproxy.New(t, tcpproxy.Target(t, db.URL))
		var err error
		pool, err = pgxpool.New(context.Background(), h.proxy.URL(t, db.URL))
		require.NoError(t, err)
		t.Cleanup(pool.Close)
	}
	sc, err := scrub.New()
	require.NoError(t, err)
	log := testLoggerTo(h.logs)
	mo := &memory.Options{Logger: log}
	if len(limits) > 0 {
		mo.Limits = limits[0]
	}
	svc := svctest.Memory(pool, sc, mo)
	if opts == nil {
		opts = &tools.Options{}
	}
	opts.Logger = log
	opts.Identity = svctest.Identity(svc)
	srv := tools.New(svc, opts)
	h.http = serve(t, svc, srv, httpserver.Options{Logger: log})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.WatchChangesWith(ctx, memory.ListenOptions{MinBackoff: 20 * time.Millisecond, MaxBackoff: 100 * time.Millisecond})
	waitListening(t, srv)
	h.env = &env{t: t, db: db, svc: svc, srv: srv, url: h.http.URL + "/mcp"}
	return h
}

// rawSession initializes a 2025-11-25 session with plain HTTP and returns its id.
func rawSession(t *testing.T, url, token string) string {
	t.Helper()
	res, _ := rawPost(t, url, token, "", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`)
	require.Equal(t, http.StatusOK, res.StatusCode)
	sid := res.Header.Get("Mcp-Session-Id")
	require.NotEmpty(t, sid)
	rawPost(t, url, token, sid, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return sid
}

// rawPost sends one JSON-RPC message as raw bytes and returns the response and its JSON body
// (taken out of an event stream if the server answered with one).
func rawPost(t *testing.T, url, token, session, body string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if session != "" {
		req.Header.Set("Mcp-Session-Id", session)
		req.Header.Set("Mcp-Protocol-Version", "2025-11-25")
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	if strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		for _, line := range strings.Split(string(b), "\n") {
			if data, ok := strings.CutPrefix(line, "data: "); ok {
				b = []byte(data)
			}
		}
	}
	return res, b
}

func TestBodyIsCappedBeforeItIsRead(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	tok := e.token("alice", "")
	small := serve(t, e.svc, e.srv, httpserver.Options{MaxBodyBytes: 64 << 10, Logger: testLogger(t)})

	// Declared too large: refused before a byte of the body is read (the client sends none).
	pr, pw := io.Pipe()
	defer pw.Close()
	req, err := http.NewRequest(http.MethodPost, small.URL+"/mcp", pr)
	require.NoError(t, err)
	req.ContentLength = 300 << 20
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)

	// Not declared (chunked) and growing past the cap while read: refused too.
	big := `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"saveMemory","arguments":{"content":"` + strings.Repeat("x", 100<<10) + `"}}}`
	req, err = http.NewRequest(http.MethodPost, small.URL+"/mcp", io.MultiReader(strings.NewReader(big)))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("Content-Type", "application/json")
	res, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
	assert.Contains(t, string(b), "at most 65536 bytes")

	// An 8 KB memory in its envelope fits well within the default.
	c := e.httpClient(tok, nil, protocols[1])
	callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "big note", "content": strings.Repeat("é", memory.MaxContentLen/2)}, nil)
}

func TestInvalidUTF8IsRefusedNotReplaced(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	tok := e.token("alice", "")
	sid := rawSession(t, e.url, tok)
	for i, field := range []string{"recallHint", "content", "sourceConversationId"} {
		args := map[string]string{"recallHint": "hint", "content": "content", "sourceConversationId": "conv"}
		args[field] = "caf\xe9 latin-1"
		body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"saveMemory","arguments":{"scope":"user","recallHint":"%s","content":"%s","sourceConversationId":"%s"}}}`,
			i+10, args["recallHint"], args["content"], args["sourceConversationId"])
		_, out := rawPost(t, e.url, tok, sid, body)
		var msg struct {
			Result mcp.CallToolResult `json:"result"`
		}
		require.NoError(t, json.Unmarshal(out, &msg), string(out))
		assert.True(t, msg.Result.IsError, field)
		assert.Contains(t, text(&msg.Result), field+" must be valid UTF-8", field)
	}
	var n int
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n, "nothing was stored, repaired or not")
}

func TestLoneSurrogatesAreRefusedNotReplaced(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	tok := e.token("alice", "")
	sid := rawSession(t, e.url, tok)
	for i, field := range []string{"recallHint", "content", "sourceConversationId"} {
		for j, bad := range []string{`\ud800`, `tail \uDFFF`, `\ud83d then text`, `\ud83d\ud83d\ude00`} {
			args := map[string]string{"recallHint": "hint", "content": "content", "sourceConversationId": "conv"}
			args[field] = bad
			body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"saveMemory","arguments":{"scope":"user","recallHint":"%s","content":"%s","sourceConversationId":"%s"}}}`,
				100+10*i+j, args["recallHint"], args["content"], args["sourceConversationId"])
			_, out := rawPost(t, e.url, tok, sid, body)
			var msg struct {
				Result mcp.CallToolResult `json:"result"`
			}
			require.NoError(t, json.Unmarshal(out, &msg), string(out))
			assert.True(t, msg.Result.IsError, "%s %s", field, bad)
			assert.Contains(t, text(&msg.Result), field+" must be valid UTF-8", "%s %s", field, bad)
			assert.Contains(t, text(&msg.Result), "lone surrogate", "%s %s", field, bad)
		}
	}
	var n int
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n, "nothing was stored")

	// A pair is a character (an emoji here), and an escaped backslash before "ud800" is text.
	_, out := rawPost(t, e.url, tok, sid, `{"jsonrpc":"2.0","id":200,"method":"tools/call","params":{"name":"saveMemory","arguments":{"scope":"user","recallHint":"smile \ud83d\ude00","content":"a path C:\\ud800"}}}`)
	var msg struct {
		Result mcp.CallToolResult `json:"result"`
	}
	require.NoError(t, json.Unmarshal(out, &msg), string(out))
	require.False(t, msg.Result.IsError, text(&msg.Result))
	var hint, content string
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select recall_hint, content from memories`).Scan(&hint, &content))
	assert.Equal(t, "smile \U0001F600", hint)
	assert.Equal(t, `a path C:\ud800`, content)
}

func TestSecretRunIDIsRefusedAndNeverStoredOrLogged(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	tok := e.token("alice", "")
	req, err := http.NewRequest(http.MethodPost, e.url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set(tools.RunIDHeader, ghToken)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusBadRequest, res.StatusCode)
	assert.Contains(t, string(b), "looks like a secret")
	assert.NotContains(t, string(b), ghToken)

	// A plain run id works, and the token appears nowhere: not in rows, not in logs.
	ok := e.httpClient(tok, map[string]string{tools.RunIDHeader: "nightly-1"}, protocols[1])
	callOK(t, ok, "saveMemory", map[string]any{"scope": "user", "recallHint": "hint", "content": "content"}, nil)
	var rows string
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select concat((select string_agg(coalesce(run_id, ''), ',') from memories),
		(select string_agg(coalesce(run_id, '') || detail::text, ',') from audit_log))`).Scan(&rows))
	assert.Contains(t, rows, "nightly-1")
	assert.NotContains(t, rows, ghToken)
	assert.NotContains(t, e.logs.String(), ghToken)
}

func TestMissingMemoryResourceIsResourceNotFound(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	tok := e.token("alice", "")
	for _, proto := range protocols {
		c := e.httpClient(tok, nil, proto)
		for _, uri := range []string{"memory://memories/0b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", "memory://memories/not-a-uuid"} {
			_, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: uri}})
			require.Error(t, err, proto)
			// -32002 before 2026-07-28; -32602 (invalid params) from it, as that revision says.
			want := mcp.ErrResourceNotFound
			if proto == mcp.ProtocolVersion20260728 {
				want = mcp.ErrInvalidParams
			}
			assert.ErrorIs(t, err, want, "%s %s: %v", proto, uri, err)
			assert.NotErrorIs(t, err, mcp.ErrInternalError)
			assert.Contains(t, err.Error(), "no memory with this id is visible to you")
		}
	}
}

func TestFrozenDatabaseAnswersWithinTheDeadline(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, &tools.Options{Limits: tools.Limits{RequestTimeout: time.Second}}, true)
	tok := e.token("alice", "")
	c := e.httpClient(tok, nil, protocols[1])
	callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "hint", "content": "content"}, nil)
	stdio := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "alice", "RECALL_REQUEST_TIMEOUT": "1s",
		"RECALL_DATABASE_URL": e.proxy.URL(t, e.db.URL)}, protocols[1])
	callOK(t, stdio, "searchMemory", map[string]any{"query": "hint"}, nil)

	e.proxy.Freeze() // PostgreSQL stops answering; its sockets stay open
	defer e.proxy.Thaw()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "searchMemory"
	req.Params.Arguments = map[string]any{"query": "hint"}
	_, err := c.CallTool(ctx, req)
	require.Error(t, err, "http")
	require.NoError(t, ctx.Err(), "the server answered before the client gave up")
	assert.Contains(t, err.Error(), "did not answer")

	_, err = stdio.CallTool(ctx, req)
	require.Error(t, err, "stdio")
	require.NoError(t, ctx.Err(), "the server answered before the client gave up")
	assert.Contains(t, err.Error(), "searchMemory timed out after 1s")
}

func TestSubscribersReReadAfterTheListenerReconnects(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newHardEnv(t, nil, true)
			_, updates := subscriber(t, e.env, e.token("alice", ""), proto)
			res, err := http.Get(e.http.URL + "/readyz")
			require.NoError(t, err)
			res.Body.Close()
			assert.Equal(t, http.StatusOK, res.StatusCode)

			// The listener's connection is cut: changes in the gap were never heard, so once it
			// is back every subscriber is told to re-read.
			e.proxy.Drop()
			awaitUpdate(t, updates, "the change listener reconnected")
		})
	}
}

func TestReadyzWaitsForTheChangeListener(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	srv := tools.New(svctest.Memory(db.Pool, sc, &memory.Options{Logger: testLogger(t)}), &tools.Options{})
	hs := httptest.NewServer(srv.HTTPHandler())
	defer hs.Close()
	res, err := http.Get(hs.URL + "/readyz")
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	assert.Contains(t, string(b), "change listener is not listening")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go srv.WatchChanges(ctx)
	waitListening(t, srv)
	res, err = http.Get(hs.URL + "/readyz")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// absentHuman never answers; it is released when the test ends.
type absentHuman struct {
	asked chan struct{}
	gone  chan struct{}
}

func (h *absentHuman) Elicit(ctx context.Context, _ mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	h.asked <- struct{}{}
	select {
	case <-ctx.Done():
	case <-h.gone:
	}
	return nil, errors.New("gone")
}

func TestUnansweredDeleteConfirmationTimesOutAndKeepsTheMemory(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, &tools.Options{Limits: tools.Limits{ConfirmTimeout: 500 * time.Millisecond}}, false)
	h := &absentHuman{asked: make(chan struct{}, 4), gone: make(chan struct{})}
	defer close(h.gone)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1], client.WithElicitationHandler(h))
	var saved tools.SaveResult
	callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "stale hint", "content": "stale"}, &saved)

	var out tools.DeleteResult
	res := callOK(t, c, "deleteMemory", map[string]any{"id": saved.ID}, &out)
	assert.Len(t, h.asked, 1, "the human was asked")
	assert.False(t, out.Deleted)
	assert.Contains(t, text(res), "nobody answered the confirmation within 500ms")
	assert.True(t, memoryExists(t, e.env, saved.ID))
}

func TestRevokedTokensNotificationStreamsAreClosed(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, &tools.Options{Limits: tools.Limits{TokenRecheck: 50 * time.Millisecond}}, false)
	tok := e.token("alice", "")
	other := e.token("bob", "")

	// 2026-07-28: a subscriptions/listen stream.
	c := e.httpClient(tok, nil, protocols[0])
	acked := make(chan struct{}, 1)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == mcp.MethodNotificationSubscriptionsAcknowledged {
			acked <- struct{}{}
		}
	})
	require.NoError(t, c.Subscribe(context.Background(), mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: tools.AlwaysInjectURI}}))
	listenDone := make(chan error, 1)
	go func() { listenDone <- c.Listen(context.Background(), c.PendingSubscriptionFilter()) }()
	select {
	case <-acked:
	case <-time.After(20 * time.Second):
		t.Fatal("subscriptions/listen was not acknowledged")
	}

	// 2025-11-25: the session's GET stream.
	sid := rawSession(t, e.url, tok)
	getDone := openGetStream(t, e.url, tok, sid)
	bobDone := openGetStream(t, e.url, other, rawSession(t, e.url, other))

	_, err := svctest.Identity(e.svc).RevokeTokens(context.Background(), admin, "alice")
	require.NoError(t, err)
	select {
	case <-listenDone:
	case <-time.After(20 * time.Second):
		t.Fatal("the listen stream of a revoked token stayed open")
	}
	select {
	case <-getDone:
	case <-time.After(20 * time.Second):
		t.Fatal("the GET stream of a revoked token stayed open")
	}
	select {
	case <-bobDone:
		t.Fatal("another principal's stream was closed")
	default:
	}
}

// openGetStream opens a session's GET event stream and returns a channel closed when the server
// ends it. The first event (or the headers) means it is open.
func openGetStream(t *testing.T, url, token, session string) <-chan struct{} {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Mcp-Session-Id", session)
	req.Header.Set("Mcp-Protocol-Version", "2025-11-25")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
		}
	}()
	return done
}

func testLoggerTo(w io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// The limits the tool descriptions state are the ones the service enforces, in bytes.
func TestToolDescriptionsStateTheEnforcedByteLimits(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	require.NoError(t, err)
	props := map[string]string{}
	for _, tl := range res.Tools {
		b, err := json.Marshal(tl.InputSchema)
		require.NoError(t, err)
		var schema struct {
			Properties map[string]struct {
				Description string `json:"description"`
			} `json:"properties"`
		}
		require.NoError(t, json.Unmarshal(b, &schema))
		for name, p := range schema.Properties {
			props[tl.Name+"."+name] = p.Description
		}
	}
	for field, limit := range map[string]int{
		"saveMemory.recallHint": memory.MaxHintLen, "saveMemory.content": memory.MaxContentLen,
		"saveMemory.tags": memory.MaxTagLen, "saveMemory.sourceConversationId": memory.MaxSourceIDLen,
		"searchMemory.query": memory.MaxQueryLen,
	} {
		assert.Contains(t, props[field], fmt.Sprintf("at most %d bytes", limit), field)
	}
	assert.Contains(t, props["saveMemory.tags"], fmt.Sprintf("Up to %d", memory.MaxTags))
}

// Every tool call takes one of its principal's call slots: a principal whose slots are all taken
// (here by a call the test holds open) gets a clear busy error, and another principal is served.
func TestOnePrincipalsCallsCannotStarveAnother(t *testing.T) {
	t.Parallel()
	e := newHardEnv(t, nil, false, memory.Limits{Concurrency: 1, QueueWait: 100 * time.Millisecond})
	alice := e.httpClient(e.token("alice", ""), nil, protocols[1])
	bob := e.httpClient(e.token("bob", ""), nil, protocols[1])
	callOK(t, alice, "searchMemory", map[string]any{"query": "anything"}, nil)

	release, err := e.svc.Admit(context.Background(), policyIdentity(t, e.env, "alice"))
	require.NoError(t, err)
	defer release()
	res := call(t, alice, "searchMemory", map[string]any{"query": "anything"})
	assert.True(t, res.IsError)
	assert.Contains(t, text(res), "too many calls of yours are in flight (1 at once")
	callOK(t, bob, "searchMemory", map[string]any{"query": "anything"}, nil)
	release()
	callOK(t, alice, "searchMemory", map[string]any{"query": "anything"}, nil)
}
