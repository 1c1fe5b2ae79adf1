package tools_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/tools"
)

// fakeClock is a clock a test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func awaitEnd(t *testing.T, ends <-chan string) string {
	t.Helper()
	select {
	case sid := <-ends:
		return sid
	case <-time.After(20 * time.Second):
		t.Fatal("no session ended")
		return ""
	}
}

func subscribeRaw(t *testing.T, url, token, sid string) {
	t.Helper()
	res, out := rawPost(t, url, token, sid, `{"jsonrpc":"2.0","id":7,"method":"resources/subscribe","params":{"uri":"`+tools.AlwaysInjectURI+`"}}`)
	require.Equal(t, http.StatusOK, res.StatusCode, string(out))
	require.NotContains(t, string(out), `"error"`)
}

func TestIdleSessionsEndAndTheirStateIsFreed(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{SessionIdleTimeout: time.Hour}})
	clock := &fakeClock{t: time.Now()}
	e.srv.SetSessionClock(clock.now)
	ends := make(chan string, 16)
	e.srv.TellSessionEnds(ends)
	tok := e.token("alice", "")
	idle := rawSession(t, e.url, tok)
	subscribeRaw(t, e.url, tok, idle)
	clock.add(40 * time.Minute)
	busy := rawSession(t, e.url, tok)
	subscribeRaw(t, e.url, tok, busy)
	sessions, _, subs := e.srv.SessionState()
	require.Equal(t, 2, sessions)
	require.Equal(t, 2, subs)

	clock.add(30 * time.Minute) // idle has been idle 70 minutes, busy 30
	e.srv.SweepIdleSessions()
	assert.Equal(t, idle, awaitEnd(t, ends))
	sessions, bindings, subs := e.srv.SessionState()
	assert.Equal(t, 1, sessions, "only the session used within the idle timeout is left")
	assert.Zero(t, bindings)
	assert.Equal(t, 1, subs, "the ended session's subscription is forgotten")
	assert.Error(t, e.srv.MCP().SendNotificationToSpecificClient(idle, "notifications/message", nil), "mcp-go no longer holds it")

	// The client whose session ended still gets answers (on a fresh ephemeral session).
	res, out := rawPost(t, e.url, tok, idle, `{"jsonrpc":"2.0","id":9,"method":"tools/list"}`)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, string(out), "searchMemory")
}

func TestTheSweeperEndsIdleSessionsByItself(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{SessionIdleTimeout: 20 * time.Millisecond}})
	ends := make(chan string, 16)
	e.srv.TellSessionEnds(ends)
	sid := rawSession(t, e.url, e.token("alice", ""))
	assert.Equal(t, sid, awaitEnd(t, ends))
	sessions, _, _ := e.srv.SessionState()
	assert.Zero(t, sessions)
}

func TestSessionsPerPrincipalEndTheLeastRecentlyUsed(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{SessionsPerPrincipal: 2}})
	clock := &fakeClock{t: time.Now()}
	e.srv.SetSessionClock(clock.now)
	ends := make(chan string, 16)
	e.srv.TellSessionEnds(ends)
	alice := e.token("alice", "")
	s1 := rawSession(t, e.url, alice)
	clock.add(time.Minute)
	s2 := rawSession(t, e.url, alice)
	clock.add(time.Minute)
	res, _ := rawPost(t, e.url, alice, s1, `{"jsonrpc":"2.0","id":3,"method":"tools/list"}`) // s1 is used again
	require.Equal(t, http.StatusOK, res.StatusCode)
	clock.add(time.Minute)
	rawSession(t, e.url, alice)
	assert.Equal(t, s2, awaitEnd(t, ends), "the least recently used session made room")
	sessions, _, _ := e.srv.SessionState()
	assert.Equal(t, 2, sessions)

	// Another principal's sessions are counted apart.
	bob := e.token("bob", "")
	rawSession(t, e.url, bob)
	rawSession(t, e.url, bob)
	sessions, _, _ = e.srv.SessionState()
	assert.Equal(t, 4, sessions)
	select {
	case sid := <-ends:
		t.Fatalf("session %s ended though bob is within his budget", sid)
	default:
	}
}

// openStream opens a GET notification stream and returns its response (headers received).
func openStream(t *testing.T, url, token string) *http.Response {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func TestNotificationStreamsStayWithinTheirBudget(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{StreamsPerPrincipal: 2, MaxStreams: 3}})
	alice, bob := e.token("alice", ""), e.token("bob", "")
	for range 2 {
		require.Equal(t, http.StatusOK, openStream(t, e.url, alice).StatusCode)
	}
	res := openStream(t, e.url, alice)
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "a third stream of one principal is refused")
	b, _ := io.ReadAll(res.Body)
	assert.Contains(t, string(b), "RECALL_STREAMS_PER_PRINCIPAL")

	require.Equal(t, http.StatusOK, openStream(t, e.url, bob).StatusCode)
	res = openStream(t, e.url, bob)
	require.Equal(t, http.StatusServiceUnavailable, res.StatusCode, "a fourth stream on the server is refused")
	b, _ = io.ReadAll(res.Body)
	assert.Contains(t, string(b), "RECALL_MAX_STREAMS")

	// Health and other calls are still answered while every stream is spent.
	hr, err := http.Get(strings.TrimSuffix(e.url, "/mcp") + "/healthz")
	require.NoError(t, err)
	hr.Body.Close()
	assert.Equal(t, http.StatusOK, hr.StatusCode)
	sid := rawSession(t, e.url, alice)
	_, out := rawPost(t, e.url, alice, sid, `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"searchMemory","arguments":{"query":"x"}}}`)
	assert.Contains(t, string(out), `"result"`)
	assert.NotContains(t, string(out), `"isError":true`)
}
