// Package oauth makes recall its own OAuth 2.1 authorization server for its /mcp resource, as
// the MCP authorization spec asks: protected resource metadata (RFC 9728), authorization server
// metadata (RFC 8414), client registration by Client ID Metadata Document or RFC 7591 dynamic
// registration, the authorization code grant with PKCE S256 only, resource indicators
// (RFC 8707), rotating refresh tokens with replay detection, and revocation (RFC 7009).
//
// The protocol is written here on the standard library; every secret and every rule (who may
// authorize, code and token checks, replay revocation) lives in memory.Service, stored hashed
// in PostgreSQL so every replica validates the same tokens. The consent and connections pages
// render in the console's frame (web.Console) behind its login.
//
// Why no framework (researched for issue 12): ory/fosite's newest release at the module proxy is
// v0.49.0 (December 2024) and has no RFC 8707 resource indicators (its pull request #879 was
// closed unmerged); its storage interfaces persist whole serialized requests and sessions, which
// is most of the work anyway. zitadel/oidc's op package is an OpenID provider built around signed
// JWTs and keys recall does not need, and its v3 module is not served by the module proxy here.
// go-oauth2/oauth2 has neither resource indicators nor refresh-token reuse detection. recall
// needs one resource, one grant (authorization code + refresh), S256 only and opaque tokens: a
// few hundred lines whose every branch is tested over HTTP (oauth_test.go) and end to end with
// the official TypeScript SDK (e2e_test.go).
package oauth

import (
	"crypto/x509"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/clientip"
	"github.com/recall-mcp/recall/internal/httpguard"
	"github.com/recall-mcp/recall/web"
)

// Scope is the one scope recall grants: use the memory tools as the person.
const Scope = "memory"

// Options configures the authorization server.
type Options struct {
	PublicURL string // RECALL_PUBLIC_URL: the issuer; the resource is PublicURL + "/mcp"
	Logger    *slog.Logger
	// AllowPrivateMetadata lets Client ID Metadata Documents be fetched from loopback, private
	// and link-local addresses (development only: RECALL_OAUTH_ALLOW_PRIVATE_METADATA).
	AllowPrivateMetadata bool
	MetadataRootCAs      *x509.CertPool // nil: the system roots
	MetadataTimeout      time.Duration  // default 5s
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names the client's address
	// for the registration limit (RECALL_TRUSTED_PROXIES); none: the peer's address is used.
	TrustedProxies []netip.Prefix
}

// metadataFetches bounds the metadata documents fetched at once.
const metadataFetches = 32

// Server serves the OAuth endpoints and pages.
type Server struct {
	ids      *identity.Service
	console  *web.Console
	log      *slog.Logger
	issuer   string
	resource string
	fetch    *http.Client
	fetching chan struct{} // a slot per metadata fetch under way
	meta     *metaCache
	opts     Options
	mux      *http.ServeMux
}

// New builds the authorization server over the identity service ids, with console for login
// and pages.
func New(ids *identity.Service, console *web.Console, opts Options) (*Server, error) {
	u, err := url.Parse(strings.TrimRight(opts.PublicURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("oauth: PublicURL must be an absolute http(s) URL")
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.MetadataTimeout == 0 {
		opts.MetadataTimeout = 5 * time.Second
	}
	s := &Server{ids: ids, console: console, log: opts.Logger, issuer: u.String(), resource: u.String() + "/mcp", opts: opts,
		fetching: make(chan struct{}, metadataFetches), meta: newMetaCache(metadataCacheSize)}
	s.fetch = metadataClient(opts)
	ids.SetOAuthResource(s.resource)
	s.mux = s.routes()
	return s, nil
}

// Resource is the RFC 8707 resource indicator tokens are issued for: PublicURL + "/mcp".
func (s *Server) Resource() string { return s.resource }

// ResourceMetadataURL is where /mcp's protected resource metadata is served.
func (s *Server) ResourceMetadataURL() string {
	return s.issuer + "/.well-known/oauth-protected-resource/mcp"
}

// Owns reports whether path is one of the authorization server's.
func Owns(path string) bool {
	return strings.HasPrefix(path, "/.well-known/oauth-") || path == "/.well-known/openid-configuration" ||
		strings.HasPrefix(path, "/oauth/")
}

// Wrap serves the OAuth paths and passes every other request to next.
func (s *Server) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if Owns(r.URL.Path) {
			s.mux.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) routes() *http.ServeMux {
	mux := http.NewServeMux()
	api := func(pattern string, h http.HandlerFunc) { mux.Handle(pattern, cors(h)) }
	api("/.well-known/oauth-protected-resource", s.protectedResource)
	api("/.well-known/oauth-protected-resource/mcp", s.protectedResource)
	api("/.well-known/oauth-authorization-server", s.serverMetadata)
	api("/.well-known/openid-configuration", s.serverMetadata)
	api("/oauth/register", s.register)
	api("/oauth/token", s.token)
	api("/oauth/revoke", s.revoke)

	// The pages: behind the console's session, with its cross-origin protection for forms.
	cop := http.NewCrossOriginProtection()
	mux.Handle("GET /oauth/authorize", pageHeaders(http.HandlerFunc(s.authorizeGet)))
	mux.Handle("POST /oauth/authorize", pageHeaders(cop.Handler(http.HandlerFunc(s.authorizePost))))
	mux.Handle("GET /oauth/connections", pageHeaders(http.HandlerFunc(s.connections)))
	mux.Handle("POST /oauth/connections/{id}/revoke", pageHeaders(cop.Handler(http.HandlerFunc(s.disconnect))))
	return mux
}

// cors lets browser-based clients (the MCP Inspector) call the metadata, registration, token
// and revocation endpoints: they take no cookies, so any origin may.
func cors(next http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", "*")
		h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, MCP-Protocol-Version")
		h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next(w, r)
	})
}

// pageHeaders are the console's security headers, except that a form may post here and the
// consent's redirect goes to the client (form-action is set per page).
func pageHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", httpguard.PageReferrerPolicy)
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

func (s *Server) protectedResource(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		methodNotAllowed(w)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"resource":                 s.resource,
		"authorization_servers":    []string{s.issuer},
		"scopes_supported":         []string{Scope},
		"bearer_methods_supported": []string{"header"},
		"resource_name":            "recall memory",
		"resource_documentation":   s.issuer + "/memories",
	})
}

func (s *Server) serverMetadata(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		methodNotAllowed(w)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                         s.issuer,
		"authorization_endpoint":                         s.issuer + "/oauth/authorize",
		"token_endpoint":                                 s.issuer + "/oauth/token",
		"registration_endpoint":                          s.issuer + "/oauth/register",
		"revocation_endpoint":                            s.issuer + "/oauth/revoke",
		"scopes_supported":                               []string{Scope},
		"response_types_supported":                       []string{"code"},
		"response_modes_supported":                       []string{"query"},
		"grant_types_supported":                          []string{"authorization_code", "refresh_token"},
		"code_challenge_methods_supported":               []string{"S256"},
		"token_endpoint_auth_methods_supported":          []string{"none", "client_secret_basic", "client_secret_post"},
		"revocation_endpoint_auth_methods_supported":     []string{"none", "client_secret_basic", "client_secret_post"},
		"client_id_metadata_document_supported":          true,
		"authorization_response_iss_parameter_supported": true,
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v) //nolint:errcheck
}

// oauthError answers an RFC 6749 5.2 error.
func oauthError(w http.ResponseWriter, status int, code, desc string) {
	if status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Basic realm="recall"`)
	}
	writeJSON(w, status, map[string]string{"error": code, "error_description": desc})
}

func methodNotAllowed(w http.ResponseWriter) {
	oauthError(w, http.StatusMethodNotAllowed, "invalid_request", "method not allowed")
}

// clientAddress is the client's address, for the registration limit: the peer's, or behind a
// trusted proxy the address it forwards (clientip.From). Anyone else's forwarding headers are
// ignored: anyone can send them.
func (s *Server) clientAddress(r *http.Request) string {
	if a := clientip.From(r, s.opts.TrustedProxies); a.IsValid() {
		return a.String()
	}
	return r.RemoteAddr
}
