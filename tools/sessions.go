package tools

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/policy"
)

// sessionTable is the MCP sessions this process holds for HTTP clients (registered by initialize,
// or by a notification stream opened without one), by principal. mcp-go keeps a registered
// session until its client sends DELETE, so clients that initialize and walk away would grow the
// process without bound. A session idle for Limits.SessionIdleTimeout (no request, no open
// stream) is ended, and a principal opening more than Limits.SessionsPerPrincipal ends its least
// recently used one. Ending goes through the streamable HTTP server's own DELETE path, which
// frees its state and runs the unregister hooks that free ours (bindings, subscriptions, this
// table). A client whose session ended keeps working: session ids are not checked against a
// store (replicas share none), so its next request runs on a fresh ephemeral session, without
// notifications until it initializes again. mcp-go's own WithSessionIdleTTL is not used: it
// knows no principals, so it cannot bound one principal's sessions, and it records every session
// id a request presents, registered or not, until the TTL passes.
type sessionTable struct {
	mu       sync.Mutex
	byID     map[string]*liveSession
	count    map[string]int // live sessions by principal id
	sweeping bool
	gone     chan<- string    // tests: told the id of each session that ends
	now      func() time.Time // tests: a clock they move; nil is time.Now
}

func (t *sessionTable) clock() time.Time {
	if t.now != nil {
		return t.now()
	}
	return time.Now()
}

type liveSession struct {
	principal string
	lastUsed  time.Time
	streams   int // open notification streams: a session with one is never idle
}

// streamMark travels in a notification stream's context so that the session the stream
// registers (a GET without a session id) is known to be held by it.
type streamMark struct {
	id   string
	held bool
}

type streamMarkKey struct{}

func (s *Server) trackSessions(h *server.Hooks) {
	s.sessions.byID = map[string]*liveSession{}
	s.sessions.count = map[string]int{}
	h.AddOnRegisterSession(s.sessionRegistered)
	h.AddOnUnregisterSession(func(_ context.Context, sess server.ClientSession) { s.sessionEnded(sess.SessionID()) })
}

func (s *Server) sessionRegistered(ctx context.Context, sess server.ClientSession) {
	id, _ := ctx.Value(identityKey{}).(policy.Identity)
	sid := sess.SessionID()
	if id.Transport != "http" || sid == "" {
		return // stdio's one session lives as long as the process
	}
	t := &s.sessions
	t.mu.Lock()
	ls := &liveSession{principal: id.PrincipalID, lastUsed: t.clock()}
	if m, ok := ctx.Value(streamMarkKey{}).(*streamMark); ok && !m.held {
		ls.streams, m.held, m.id = 1, true, sid
	}
	if t.byID[sid] == nil {
		t.count[ls.principal]++
	}
	t.byID[sid] = ls
	victim := ""
	if t.count[ls.principal] > s.lim.SessionsPerPrincipal {
		victim = t.leastRecentlyUsed(ls.principal, sid)
	}
	start := !t.sweeping
	t.sweeping = true
	t.mu.Unlock()
	if start {
		go s.sweepSessions()
	}
	if victim != "" {
		s.log.InfoContext(ctx, "ending the least recently used MCP session: the principal is over its session budget",
			"limit", s.lim.SessionsPerPrincipal, id.LogAttrs())
		s.endSession(victim)
	}
}

// leastRecentlyUsed is principal's session other than except that was used least recently,
// preferring one without an open stream. Call with t.mu held.
func (t *sessionTable) leastRecentlyUsed(principal, except string) string {
	found, streaming := "", false
	var at time.Time
	for sid, ls := range t.byID {
		if ls.principal != principal || sid == except {
			continue
		}
		better := found == "" || streaming && ls.streams == 0 ||
			(streaming == (ls.streams > 0)) && ls.lastUsed.Before(at)
		if better {
			found, streaming, at = sid, ls.streams > 0, ls.lastUsed
		}
	}
	return found
}

func (s *Server) sessionEnded(sid string) {
	t := &s.sessions
	t.mu.Lock()
	ls := t.byID[sid]
	if ls != nil {
		delete(t.byID, sid)
		if t.count[ls.principal]--; t.count[ls.principal] <= 0 {
			delete(t.count, ls.principal)
		}
	}
	gone := t.gone
	t.mu.Unlock()
	if ls != nil && gone != nil {
		gone <- sid
	}
}

// touch records a request on session sid (at its start and at its end).
func (t *sessionTable) touch(sid string) {
	t.mu.Lock()
	if ls := t.byID[sid]; ls != nil {
		ls.lastUsed = t.clock()
	}
	t.mu.Unlock()
}

// hold records a notification stream opened on sid, if this process holds that session.
func (t *sessionTable) hold(sid string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	ls := t.byID[sid]
	if ls != nil {
		ls.streams++
		ls.lastUsed = t.clock()
	}
	return ls != nil
}

func (t *sessionTable) release(sid string) {
	t.mu.Lock()
	if ls := t.byID[sid]; ls != nil {
		ls.streams--
		ls.lastUsed = t.clock()
	}
	t.mu.Unlock()
}

// sweepSessions ends idle sessions; it runs while any session is live.
func (s *Server) sweepSessions() {
	tick := time.NewTicker(min(max(s.lim.SessionIdleTimeout/4, 10*time.Millisecond), time.Minute))
	defer tick.Stop()
	for range tick.C {
		if !s.sweepIdleSessions() {
			return
		}
	}
}

// sweepIdleSessions ends the sessions idle for SessionIdleTimeout, and reports whether any
// session is left to watch (when none is, the sweeper stops until one registers).
func (s *Server) sweepIdleSessions() bool {
	t := &s.sessions
	t.mu.Lock()
	if len(t.byID) == 0 {
		t.sweeping = false
		t.mu.Unlock()
		return false
	}
	var idle []string
	now := t.clock()
	for sid, ls := range t.byID {
		if ls.streams == 0 && now.Sub(ls.lastUsed) >= s.lim.SessionIdleTimeout {
			idle = append(idle, sid)
		}
	}
	t.mu.Unlock()
	for _, sid := range idle {
		s.endSession(sid)
	}
	if len(idle) > 0 {
		s.log.Info("ended idle MCP sessions", "sessions", len(idle), "idle", s.lim.SessionIdleTimeout)
	}
	return true
}

// endSession ends sid as its client's DELETE would: every streamable HTTP server frees what it
// holds for it, and the unregister hooks free the rest.
func (s *Server) endSession(sid string) {
	s.streams.mu.Lock()
	hs := append([]*server.StreamableHTTPServer(nil), s.streams.https...)
	s.streams.mu.Unlock()
	for _, h := range hs {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodDelete, "/mcp", nil)
		if err != nil {
			continue
		}
		req.Header.Set(server.HeaderKeySessionID, sid)
		h.ServeHTTP(discardResponse{header: http.Header{}}, req)
	}
	s.sessionEnded(sid) // in case no server held it
}

// discardResponse is the response to a DELETE recall sends itself.
type discardResponse struct{ header http.Header }

func (d discardResponse) Header() http.Header         { return d.header }
func (d discardResponse) Write(b []byte) (int, error) { return len(b), nil }
func (d discardResponse) WriteHeader(int)             {}
