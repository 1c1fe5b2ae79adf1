package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"sync"

	"github.com/mark3labs/mcp-go/server"
)

// streams tracks what a graceful shutdown must end itself: the streamable HTTP servers built by
// HTTPHandler (whose standalone GET notification streams never go idle) and the
// subscriptions/listen streams of the 2026-07-28 protocol (a POST held open until its context
// ends). Tool calls are not tracked: http.Server.Shutdown lets them finish.
type streams struct {
	mu      sync.Mutex
	https   []*server.StreamableHTTPServer
	drain   context.Context
	drained context.CancelFunc
}

func newStreams() *streams {
	ctx, cancel := context.WithCancel(context.Background())
	return &streams{drain: ctx, drained: cancel}
}

func (st *streams) add(h *server.StreamableHTTPServer) {
	st.mu.Lock()
	st.https = append(st.https, h)
	st.mu.Unlock()
}

// CloseStreams ends every notification stream cleanly (the listen streams get their final
// result; GET streams end), so that an http.Server.Shutdown running alongside is left waiting
// only for tool calls in flight. Call it once shutdown has begun: sessions are terminated, and a
// client reconnects (to another replica) with a new one.
func (s *Server) CloseStreams(ctx context.Context) {
	s.streams.drained()
	s.streams.mu.Lock()
	hs := append([]*server.StreamableHTTPServer(nil), s.streams.https...)
	s.streams.mu.Unlock()
	for _, h := range hs {
		h.CloseSessions(ctx)
	}
}

// endOnDrain gives a subscriptions/listen request a context that CloseStreams cancels, so the
// stream ends with its result instead of being cut when the deadline runs out. Other requests
// pass through untouched. Only small JSON-RPC bodies are inspected; anything else passes as is.
func (s *Server) endOnDrain(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		const peek = 64 << 10
		body, err := io.ReadAll(io.LimitReader(r.Body, peek+1))
		if err != nil {
			http.Error(w, "could not read the request body", http.StatusBadRequest)
			return
		}
		r.Body = readCloser{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		if len(body) > peek {
			next.ServeHTTP(w, r)
			return
		}
		var msg struct {
			Method string `json:"method"`
		}
		if json.Unmarshal(body, &msg) != nil || msg.Method != "subscriptions/listen" {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		stop := context.AfterFunc(s.streams.drain, cancel)
		defer stop()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

type readCloser struct {
	io.Reader
	io.Closer
}
