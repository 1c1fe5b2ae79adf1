package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// RunIDHeader lets an HTTP client name the run its calls belong to (the unit of the save cap).
const RunIDHeader = "X-Recall-Run-Id"

// ProjectHeader binds an HTTP session to a project (when the token binds none, or the same one).
const ProjectHeader = "X-Recall-Project"

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
			s.unauthorized(w, "", "missing bearer token: send Authorization: Bearer <token> (create one with `recall admin token create`, or sign in with OAuth)")
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
			s.unauthorized(w, "invalid_token", "unknown, expired or revoked token")
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
		if project := strings.TrimSpace(r.Header.Get(ProjectHeader)); project != "" {
			if err := policy.ValidateName(ProjectHeader, project); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			if id.ProjectID != "" && id.ProjectID != project {
				s.log.WarnContext(r.Context(), "http request refused: project header disagrees with the token", id.LogAttrs())
				http.Error(w, fmt.Sprintf("%s %q disagrees with the project %q this token is bound to: drop the header, or use a token for that project", ProjectHeader, project, id.ProjectID), http.StatusForbidden)
				return
			}
			id.ProjectID = project
		}
		sum := sha256.Sum256([]byte(strings.TrimSpace(token)))
		ctx := withFallbackRun(WithIdentity(r.Context(), id), "token-"+hex.EncodeToString(sum[:8]))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// unauthorized answers 401 with an RFC 6750 challenge: error="invalid_token" when a token was
// sent and refused, and the protected resource metadata (RFC 9728) for OAuth clients.
func (s *Server) unauthorized(w http.ResponseWriter, code, msg string) {
	ch := `Bearer realm="recall"`
	if code != "" {
		ch += `, error="` + code + `", error_description="` + msg + `"`
	}
	if s.prm != "" {
		ch += `, resource_metadata="` + s.prm + `"`
	}
	w.Header().Set("WWW-Authenticate", ch)
	http.Error(w, msg, http.StatusUnauthorized)
}
