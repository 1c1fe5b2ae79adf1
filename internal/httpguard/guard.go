// Package httpguard is what every HTTP request to recall passes before any handler sees it,
// applied once around the whole handler (internal/httpserver builds it): the access log, the
// security headers, the DNS rebinding Host/Origin check, the body cap, the minimum body rate and
// the per-address budget of bodies sent before authentication, and the connection budget that
// keeps /healthz and /readyz answering when sockets run out. It knows nothing of MCP, the console
// or OAuth; the handlers below only name the caller for the access log (SetPrincipal).
package httpguard

import (
	"log/slog"
	"net/http"
	"net/netip"
	"time"
)

// Options configures the guards. Zero values mean defaults.
type Options struct {
	// MaxBodyBytes caps every request body (RECALL_MAX_BODY_BYTES). Default 1 MiB.
	MaxBodyBytes int64
	// AllowedHosts are Host names answered besides the loopback names on a loopback address
	// (RECALL_ALLOWED_HOSTS; see hostGuard).
	AllowedHosts []string
	// Logger receives one access-log line per request. Default slog.Default().
	Logger *slog.Logger
	// MinBodyRate is the bytes a second a request body must average once BodyGrace has passed
	// (RECALL_MIN_BODY_RATE); MaxBodyTime is the longest any body may take. Defaults
	// DefaultMinBodyRate, DefaultBodyGrace and DefaultMaxBodyTime.
	MinBodyRate int64
	BodyGrace   time.Duration
	MaxBodyTime time.Duration
	// BodiesPerAddress is how many request bodies one client address may be sending at once
	// before its requests are authenticated (RECALL_BODIES_PER_ADDRESS). Default
	// DefaultBodiesPerAddress.
	BodiesPerAddress int
	// TrustedProxies are the proxies whose forwarded client address is believed
	// (RECALL_TRUSTED_PROXIES, package clientip); without them a proxy's clients are one address.
	TrustedProxies []netip.Prefix
}

// DefaultMaxBodyBytes is the body cap when none is set: an 8 KB memory in its JSON-RPC envelope
// fits many times over.
const DefaultMaxBodyBytes = 1 << 20

// Wrap puts next behind every guard, outermost first: the access log (so refusals are logged
// too), the security headers (so refusals carry them), the Host/Origin check, the body cap and
// rate.
func Wrap(next http.Handler, o Options) http.Handler {
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.MinBodyRate <= 0 {
		o.MinBodyRate = DefaultMinBodyRate
	}
	if o.BodyGrace <= 0 {
		o.BodyGrace = DefaultBodyGrace
	}
	if o.MaxBodyTime <= 0 {
		o.MaxBodyTime = DefaultMaxBodyTime
	}
	if o.BodiesPerAddress <= 0 {
		o.BodiesPerAddress = DefaultBodiesPerAddress
	}
	return accessLog(o.Logger, securityHeaders(hostGuard(o.AllowedHosts, capBody(o.MaxBodyBytes, newUploads(o), next))))
}

// isProbe reports whether path is a machine endpoint: probes and scrapers address a replica by
// IP, carry no session, and must be answered even when the server is out of connections.
func isProbe(path string) bool {
	return path == "/healthz" || path == "/readyz" || path == "/metrics"
}
