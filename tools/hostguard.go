package tools

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// HostGuard protects a server from DNS rebinding: a web page on evil.example whose name is made
// to resolve to 127.0.0.1 gets the browser to talk to a local server, with the attacker's name in
// Host and Origin. The guard refuses (403) a request whose Host, or Origin when there is one,
// names a host not in allowed. With an empty allowed list it lets everything through (a server on
// a public address behind a proxy that owns the Host name). The machine endpoints /healthz,
// /readyz and /metrics are not guarded: probes and scrapers address a replica by IP, and they
// carry no session.
func HostGuard(allowed []string, next http.Handler) http.Handler {
	if len(allowed) == 0 {
		return next
	}
	ok := map[string]bool{}
	for _, h := range allowed {
		ok[normalizeHost(h)] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz", "/readyz", "/metrics":
			next.ServeHTTP(w, r)
			return
		}
		if h := hostOnly(r.Host); !ok[h] {
			http.Error(w, "Host "+quoteHeader(r.Host)+" is not allowed here (DNS rebinding protection): use one of "+
				strings.Join(allowed, ", ")+", or add the name to RECALL_ALLOWED_HOSTS", http.StatusForbidden)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" {
			u, err := url.Parse(origin)
			if err != nil || u.Host == "" || !ok[hostOnly(u.Host)] {
				http.Error(w, "Origin "+quoteHeader(origin)+" is not allowed here (DNS rebinding protection): allowed hosts are "+
					strings.Join(allowed, ", ")+"; add a name with RECALL_ALLOWED_HOSTS", http.StatusForbidden)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// LoopbackHosts are the names a server bound to a loopback address answers to.
var LoopbackHosts = []string{"localhost", "127.0.0.1", "::1"}

// AllowedHosts is the Host allow-list for a server listening on addr: the loopback names for a
// loopback address, plus extra (RECALL_ALLOWED_HOSTS); just extra for any other address (empty:
// no Host check).
func AllowedHosts(addr string, extra []string) []string {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	var out []string
	if isLoopback(host) {
		out = append(out, LoopbackHosts...)
	}
	for _, h := range extra {
		if h = strings.TrimSpace(h); h != "" {
			out = append(out, h)
		}
	}
	return out
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// hostOnly is the host name of a Host header value (port and IPv6 brackets removed), lower case.
func hostOnly(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		hostport = h
	}
	return normalizeHost(hostport)
}

func normalizeHost(h string) string {
	return strings.ToLower(strings.TrimSuffix(strings.Trim(strings.TrimSpace(h), "[]"), "."))
}

// quoteHeader quotes a header value for an error message, cut short so a client cannot make the
// server echo a long string.
func quoteHeader(v string) string {
	if len(v) > 100 {
		v = v[:100] + "…"
	}
	return `"` + strings.ToValidUTF8(v, "?") + `"`
}
