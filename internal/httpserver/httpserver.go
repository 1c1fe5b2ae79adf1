// Package httpserver builds the one HTTP handler `recall serve --transport http` serves: the
// OAuth authorization server in front of the console in front of /mcp and the probes, all behind
// the guards every request passes once (httpguard: access log, security headers, Host/Origin
// check, body cap, rate and per-address budget). cmd/recall maps its settings onto Options; tests build the same handler, so
// a browser test meets the guard a real browser meets.
package httpserver

import (
	"crypto/x509"
	"log/slog"
	"net/http"
	"net/netip"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/httpguard"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/oauth"
	"github.com/recall-mcp/recall/tools"
	"github.com/recall-mcp/recall/web"
)

// Options configures the handler. Zero values mean the packages' defaults.
type Options struct {
	PublicURL string // RECALL_PUBLIC_URL: links, cookies' Secure flag, the OAuth issuer
	Logger    *slog.Logger
	InjectCap memory.InjectCap // the per-turn cap the MCP server applies, for the console's preview
	// TrustedProxies (RECALL_TRUSTED_PROXIES) name the client for login and registration limits.
	TrustedProxies []netip.Prefix
	// AllowPrivateMetadata (RECALL_OAUTH_ALLOW_PRIVATE_METADATA) lets Client ID Metadata Documents
	// come from private addresses; MetadataRootCAs replaces the system roots for them (tests).
	AllowPrivateMetadata bool
	MetadataRootCAs      *x509.CertPool
	MaxBodyBytes         int64    // RECALL_MAX_BODY_BYTES
	AllowedHosts         []string // RECALL_ALLOWED_HOSTS
	MinBodyRate          int64    // RECALL_MIN_BODY_RATE, bytes a second
	BodiesPerAddress     int      // RECALL_BODIES_PER_ADDRESS
	Providers            []web.IdentityProvider
}

// Handler is the assembled handler, with the parts a caller may need beside it.
type Handler struct {
	http.Handler
	Console *web.Console
	OAuth   *oauth.Server
}

// New assembles the handler over the services and the MCP server mcp (whose HTTPHandler serves
// /mcp and the probes). It fails only on a malformed PublicURL.
func New(svc *memory.Service, ids *identity.Service, mcp *tools.Server, o Options) (*Handler, error) {
	console, err := web.New(svc, &web.Options{PublicURL: o.PublicURL, Logger: o.Logger, Identity: ids, InjectCap: o.InjectCap,
		TrustedProxies: o.TrustedProxies, Providers: o.Providers})
	if err != nil {
		return nil, err
	}
	as, err := oauth.New(ids, console, oauth.Options{PublicURL: o.PublicURL, Logger: o.Logger, AllowPrivateMetadata: o.AllowPrivateMetadata,
		MetadataRootCAs: o.MetadataRootCAs, TrustedProxies: o.TrustedProxies})
	if err != nil {
		return nil, err
	}
	h := httpguard.Wrap(as.Wrap(console.Wrap(mcp.HTTPHandler())),
		httpguard.Options{MaxBodyBytes: o.MaxBodyBytes, AllowedHosts: o.AllowedHosts, Logger: o.Logger,
			MinBodyRate: o.MinBodyRate, BodiesPerAddress: o.BodiesPerAddress, TrustedProxies: o.TrustedProxies})
	return &Handler{Handler: h, Console: console, OAuth: as}, nil
}
