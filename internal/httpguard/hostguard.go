package httpguard

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// hostGuard protects the server from DNS rebinding: a web page on evil.example whose name is made
// to resolve to 127.0.0.1 gets a browser to talk to a local server, with the attacker's name in
// Host and Origin. On a connection to a loopback address the guard accepts only the loopback
// names (localhost, 127.0.0.1, [::1]) and the configured extra names, in Host and in Origin when
// there is one (an Origin of "null" only from this server's own pages: sameOriginNull); anything
// else gets 403 with what to do. On other addresses it checks only when
// extra names are configured (a public server behind a proxy that owns the Host name). The
// machine endpoints /healthz, /readyz and /metrics are not guarded: probes and scrapers address a
// replica by IP and carry no session. It replaces mcp-go's own check, which looks at Host alone
// and cannot be told about extra names.
func hostGuard(extra []string, next http.Handler) http.Handler {
	ok := map[string]bool{}
	var names []string
	for _, h := range extra {
		if h = normalizeHost(h); h != "" {
			ok[h] = true
			names = append(names, h)
		}
	}
	loopNames := append(append([]string{}, loopbackHosts...), names...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isProbe(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
		loop := local != nil && isLoopback(hostOnly(local.String()))
		if !loop && len(ok) == 0 {
			next.ServeHTTP(w, r)
			return
		}
		allowed := func(h string) bool { return ok[h] || loop && isLoopbackName(h) }
		allowedList := names
		if loop {
			allowedList = loopNames
		}
		if !allowed(hostOnly(r.Host)) {
			http.Error(w, "Host "+quoteHeader(r.Host)+" is not allowed here (DNS rebinding protection): use one of "+
				strings.Join(allowedList, ", ")+", or add the name to RECALL_ALLOWED_HOSTS", http.StatusForbidden)
			return
		}
		if origin := r.Header.Get("Origin"); origin != "" && !sameOriginNull(r, origin) {
			u, err := url.Parse(origin)
			if err != nil || u.Host == "" || !allowed(hostOnly(u.Host)) {
				http.Error(w, "Origin "+quoteHeader(origin)+" is not allowed here (DNS rebinding protection): allowed hosts are "+
					strings.Join(allowedList, ", ")+"; add a name with RECALL_ALLOWED_HOSTS", http.StatusForbidden)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// sameOriginNull reports whether an Origin of "null" comes from one of this server's own pages.
// A browser sends "null" on a form POST from a page whose referrer policy is no-referrer (the
// Fetch standard's "append a request Origin header"; a page cached from before the console sent
// same-origin), and from opaque origins: sandboxed frames, data: and file: pages. Only the first
// is same-origin, and the browser says which in Sec-Fetch-Site, a header no page can set. The
// Host has been checked already, so "same-origin" names an allowed origin. Anything else with
// "null" (cross-site, or a client that sends no Sec-Fetch-Site) is refused.
func sameOriginNull(r *http.Request, origin string) bool {
	return origin == "null" && r.Header.Get("Sec-Fetch-Site") == "same-origin"
}

// loopbackHosts are the names a server on a loopback address answers to.
var loopbackHosts = []string{"localhost", "127.0.0.1", "[::1]"}

func isLoopbackName(h string) bool { return h == "localhost" || h == "127.0.0.1" || h == "::1" }

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
