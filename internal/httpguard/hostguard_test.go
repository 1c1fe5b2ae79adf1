package httpguard

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHostGuard(t *testing.T) {
	t.Parallel()
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	loop := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}
	loop6 := &net.TCPAddr{IP: net.IPv6loopback, Port: 8080}
	public := &net.TCPAddr{IP: net.IPv4(10, 1, 2, 3), Port: 8080}
	cases := []struct {
		name   string
		extra  []string
		local  net.Addr
		path   string
		host   string
		origin string
		site   string // Sec-Fetch-Site
		want   int
	}{
		{"loopback host", nil, loop, "/mcp", "127.0.0.1:8080", "", "", 204},
		{"localhost", nil, loop, "/mcp", "LOCALHOST:8080", "", "", 204},
		{"ipv6 loopback", nil, loop6, "/mcp", "[::1]:8080", "http://[::1]:8080", "", 204},
		{"rebound name", nil, loop, "/mcp", "evil.example.com", "", "", 403},
		{"rebound origin", nil, loop, "/mcp", "127.0.0.1:8080", "http://evil.example.com", "", 403},
		// Origin null: a form on one of this server's pages with referrer policy no-referrer
		// (Sec-Fetch-Site: same-origin), or an opaque origin (a sandboxed frame, a data: page).
		{"null origin, no Sec-Fetch-Site", nil, loop, "/login", "127.0.0.1:8080", "null", "", 403},
		{"null origin from this server's page", nil, loop, "/login", "127.0.0.1:8080", "null", "same-origin", 204},
		{"null origin from another site", nil, loop, "/login", "127.0.0.1:8080", "null", "cross-site", 403},
		{"null origin from a sibling port", nil, loop, "/login", "127.0.0.1:8080", "null", "same-site", 403},
		{"null origin, a rebound Host", nil, loop, "/login", "evil.example.com", "null", "same-origin", 403},
		{"null origin on a public bind, configured", []string{"recall.example.com"}, public, "/login", "recall.example.com", "null", "same-origin", 204},
		{"null origin on a public bind, another site", []string{"recall.example.com"}, public, "/login", "recall.example.com", "null", "cross-site", 403},
		{"real origin from this server's page", nil, loop, "/login", "127.0.0.1:8080", "http://127.0.0.1:8080", "same-origin", 204},
		{"foreign origin claiming same-origin", nil, loop, "/login", "127.0.0.1:8080", "http://evil.example.com", "same-origin", 403},
		{"no Origin, no Sec-Fetch-Site (curl, an SDK)", nil, loop, "/oauth/token", "127.0.0.1:8080", "", "", 204},
		{"any page path too", nil, loop, "/console", "evil.example.com", "", "", 403},
		{"probe by any name", nil, loop, "/healthz", "evil.example.com", "", "", 204},
		{"metrics by any name", nil, loop, "/metrics", "10.0.0.9:8080", "", "", 204},
		{"configured name on loopback", []string{"Recall.Local"}, loop, "/mcp", "recall.local:8080", "http://recall.local:8080", "", 204},
		{"public bind, nothing configured", nil, public, "/mcp", "anything.example", "http://other.example", "", 204},
		{"public bind, configured", []string{"recall.example.com"}, public, "/mcp", "recall.example.com", "https://recall.example.com", "", 204},
		{"public bind, other name", []string{"recall.example.com"}, public, "/mcp", "evil.example.com", "", "", 403},
		{"public bind, loopback name is not implied", []string{"recall.example.com"}, public, "/mcp", "localhost", "", "", 403},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodPost, tc.path, nil)
			r.Host = tc.host
			if tc.origin != "" {
				r.Header.Set("Origin", tc.origin)
			}
			if tc.site != "" {
				r.Header.Set("Sec-Fetch-Site", tc.site)
			}
			r = r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, tc.local))
			w := httptest.NewRecorder()
			hostGuard(tc.extra, ok).ServeHTTP(w, r)
			assert.Equal(t, tc.want, w.Code, w.Body.String())
			if tc.want == 403 {
				assert.Contains(t, w.Body.String(), "RECALL_ALLOWED_HOSTS")
			}
		})
	}
}
