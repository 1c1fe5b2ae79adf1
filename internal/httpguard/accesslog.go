package httpguard

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"
)

type noteKey struct{}

// note is what handlers below the access log tell it about a request.
type note struct {
	mu        sync.Mutex
	principal string
}

// SetPrincipal names the authenticated principal of the request in its access-log line.
// Handlers call it once they know who is calling; outside Wrap it does nothing.
func SetPrincipal(ctx context.Context, name string) {
	if n, ok := ctx.Value(noteKey{}).(*note); ok {
		n.mu.Lock()
		n.principal = name
		n.mu.Unlock()
	}
}

// name is the principal SetPrincipal named, or "".
func (n *note) name() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.principal
}

// accessLog writes one line per request when it ends: method, path (never the query string,
// which may carry a code or a token), status, duration, and the principal when a handler
// authenticated one. Headers are never logged: they carry bearer tokens and cookies.
func accessLog(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		n := &note{}
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			n.mu.Lock()
			principal := n.principal
			n.mu.Unlock()
			logRequest(log, r, sw.code(), start, principal)
		}()
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), noteKey{}, n)))
	})
}

// logRequest writes the access-log line of r.
func logRequest(log *slog.Logger, r *http.Request, status int, start time.Time, principal string) {
	attrs := []slog.Attr{slog.String("method", r.Method), slog.String("path", logPath(r.URL.Path)),
		slog.Int("status", status), slog.String("duration", time.Since(start).Round(time.Microsecond).String())}
	if principal != "" {
		attrs = append(attrs, slog.String("principal", principal))
	}
	log.LogAttrs(r.Context(), slog.LevelInfo, "http request", attrs...)
}

// secretPaths are path prefixes whose remainder is a secret (a one-time login link).
var secretPaths = []string{"/login/link/"}

// logPath is the path as logged: a secret in it replaced, and cut short.
func logPath(p string) string {
	for _, s := range secretPaths {
		if strings.HasPrefix(p, s) && len(p) > len(s) {
			return s + "…"
		}
	}
	if len(p) > 200 {
		p = strings.ToValidUTF8(p[:200], "") + "…"
	}
	return p
}

// statusWriter remembers the status a handler wrote. It passes Flush through (event streams)
// and unwraps for http.ResponseController (deadlines).
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 && code >= 200 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Flush() {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	http.NewResponseController(w.ResponseWriter).Flush() //nolint:errcheck
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *statusWriter) code() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
