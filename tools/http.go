package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// RunIDHeader lets an HTTP client name the run its calls belong to (the unit of the save cap).
const RunIDHeader = "X-Recall-Run-Id"

// HTTPHandler serves recall over HTTP: streamable MCP at /mcp behind bearer-token
// authentication, and /healthz, /readyz and /metrics (counts and latencies only).
func (s *Server) HTTPHandler() http.Handler {
	mcpHandler := server.NewStreamableHTTPServer(s.mcp,
		server.WithEndpointPath("/mcp"),
		server.WithHeartbeatInterval(30*time.Second),
		server.WithStreamableHTTPLogger(s.log),
		server.WithDisableLocalhostProtection(true), // hostGuard does it, with Origin and an allow-list
	)
	s.streams.add(mcpHandler)
	mux := http.NewServeMux()
	mux.Handle("/mcp", s.authenticate(s.endOnDrain(mcpHandler)))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok\n")) //nolint:errcheck
	})
	mux.HandleFunc("GET /metrics", s.mets.handler)
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.svc.DB().Ping(ctx); err != nil {
			http.Error(w, "database unreachable", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ready\n")) //nolint:errcheck
	})
	return hostGuard(s.hosts, mux)
}

// authenticate resolves the bearer token to an identity for every request. No token, a
// malformed header, or an unknown or revoked token gets 401 with WWW-Authenticate: Bearer.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
			unauthorized(w, "missing bearer token: send Authorization: Bearer <token> (create one with `recall admin token create`)")
			return
		}
		id, err := s.svc.Authenticate(r.Context(), token)
		if err != nil {
			if !memory.IsDomain(err) {
				s.log.ErrorContext(r.Context(), "authentication failed", "err", err)
				http.Error(w, "authentication is unavailable", http.StatusServiceUnavailable)
				return
			}
			s.log.WarnContext(r.Context(), "http request refused: bad token", "remote", r.RemoteAddr)
			unauthorized(w, "unknown or revoked token")
			return
		}
		id.Transport = "http"
		if run := strings.TrimSpace(r.Header.Get(RunIDHeader)); run != "" {
			if err := policy.ValidateName("run id", run); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			id.RunID = run
		}
		sum := sha256.Sum256([]byte(strings.TrimSpace(token)))
		ctx := withFallbackRun(WithIdentity(r.Context(), id), "token-"+hex.EncodeToString(sum[:8]))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func unauthorized(w http.ResponseWriter, msg string) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="recall"`)
	http.Error(w, msg, http.StatusUnauthorized)
}
