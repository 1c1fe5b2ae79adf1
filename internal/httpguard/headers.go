package httpguard

import "net/http"

// defaultCSP allows nothing: JSON, event streams, error pages and 404s need no resource, and may
// not be framed. The console and the OAuth pages replace it with their own, which allow their
// stylesheet and their forms.
const defaultCSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// PageReferrerPolicy is the Referrer-Policy of every page with a form (the console, the OAuth
// consent). Under no-referrer a browser sends Origin: null on a form's POST (the Fetch
// standard's "append a request Origin header"), which says nothing about where the form was;
// same-origin keeps the real Origin, and the Referer, for requests to this server, and sends
// other sites neither, so a login link's secret in the address bar never leaves it.
const PageReferrerPolicy = "same-origin"

// securityHeaders gives every response, whoever writes it (a handler, a refusal, mcp-go, a 404),
// the headers that keep it from being framed, sniffed into another type, or leaking the page's
// address. They are set before the handler runs, so a handler may replace them.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", defaultCSP)
		h.Set("X-Frame-Options", "DENY")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}
