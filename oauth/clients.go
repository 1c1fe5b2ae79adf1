package oauth

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// Limits on client metadata, registered or fetched.
const (
	maxMetadataBytes = 64 << 10
	maxRedirectURIs  = 10
	maxNameLen       = 100
	maxURILen        = 2000 // each redirect URI and the client URI, so a stored client stays small
	minMetadataCache = 5 * time.Minute
	maxMetadataCache = 24 * time.Hour
	defMetadataCache = time.Hour
)

// clientMeta is the client metadata of RFC 7591 2 that recall reads.
type clientMeta struct {
	ClientID                string   `json:"client_id,omitempty"`
	RedirectURIs            []string `json:"redirect_uris"`
	ClientName              string   `json:"client_name,omitempty"`
	ClientURI               string   `json:"client_uri,omitempty"`
	TokenEndpointAuthMethod string   `json:"token_endpoint_auth_method,omitempty"`
	GrantTypes              []string `json:"grant_types,omitempty"`
	ResponseTypes           []string `json:"response_types,omitempty"`
	Scope                   string   `json:"scope,omitempty"`
}

// check validates metadata; dcr is true for a registration (which may ask for a secret).
func (m *clientMeta) check(dcr bool) (identity.OAuthClient, error) {
	c := identity.OAuthClient{Name: strings.TrimSpace(m.ClientName), ClientURI: m.ClientURI, AuthMethod: m.TokenEndpointAuthMethod}
	if len(m.RedirectURIs) == 0 || len(m.RedirectURIs) > maxRedirectURIs {
		return c, fmt.Errorf("redirect_uris must list 1 to %d URIs", maxRedirectURIs)
	}
	for _, u := range m.RedirectURIs {
		if len(u) > maxURILen {
			return c, fmt.Errorf("redirect_uri is longer than %d characters", maxURILen)
		}
		if err := validRedirectURI(u); err != nil {
			return c, err
		}
	}
	c.RedirectURIs = m.RedirectURIs
	if c.Name == "" {
		c.Name = "Unnamed client"
	}
	if len([]rune(c.Name)) > maxNameLen {
		return c, fmt.Errorf("client_name is longer than %d characters", maxNameLen)
	}
	if len(c.ClientURI) > maxURILen {
		return c, fmt.Errorf("client_uri is longer than %d characters", maxURILen)
	}
	if c.ClientURI != "" {
		if u, err := url.Parse(c.ClientURI); err != nil || (u.Scheme != "https" && u.Scheme != "http") {
			return c, errors.New("client_uri must be an http(s) URL")
		}
	}
	switch {
	case c.AuthMethod == "" && dcr:
		c.AuthMethod = "client_secret_basic" // RFC 7591's default
	case c.AuthMethod == "":
		c.AuthMethod = "none"
	case c.AuthMethod == "none", dcr && (c.AuthMethod == "client_secret_basic" || c.AuthMethod == "client_secret_post"):
	default:
		return c, fmt.Errorf("token_endpoint_auth_method %q is not supported: use none%s", c.AuthMethod,
			map[bool]string{true: ", client_secret_basic or client_secret_post", false: ""}[dcr])
	}
	for _, g := range m.GrantTypes {
		if g != "authorization_code" && g != "refresh_token" {
			return c, fmt.Errorf("grant_types: %q is not supported (authorization_code and refresh_token are)", g)
		}
	}
	for _, t := range m.ResponseTypes {
		if t != "code" {
			return c, fmt.Errorf("response_types: %q is not supported (code is)", t)
		}
	}
	return c, nil
}

// validRedirectURI accepts https URLs, http on a loopback host (RFC 8252 7.3) and a native
// app's private-use scheme (RFC 8252 7.1); never a fragment, credentials or a script scheme.
func validRedirectURI(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() {
		return fmt.Errorf("redirect_uri %q is not an absolute URI", raw)
	}
	if u.Fragment != "" || strings.Contains(raw, "#") {
		return fmt.Errorf("redirect_uri %q has a fragment", raw)
	}
	if u.User != nil {
		return fmt.Errorf("redirect_uri %q carries credentials", raw)
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		if u.Host == "" {
			return fmt.Errorf("redirect_uri %q has no host", raw)
		}
	case "http":
		if !isLoopbackHost(u.Hostname()) {
			return fmt.Errorf("redirect_uri %q: http is allowed only on a loopback host (127.0.0.1, [::1], localhost); use https", raw)
		}
	case "javascript", "data", "file", "vbscript", "about", "blob":
		return fmt.Errorf("redirect_uri %q has a forbidden scheme", raw)
	}
	return nil
}

func isLoopbackHost(h string) bool {
	if h == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(h)
	return err == nil && ip.IsLoopback()
}

// matchRedirect reports whether requested is one of registered: exactly, or, for a loopback
// http redirect URI, with any port (RFC 8252 7.3).
func matchRedirect(registered []string, requested string) bool {
	if slices.Contains(registered, requested) {
		return true
	}
	q, err := url.Parse(requested)
	if err != nil || q.Scheme != "http" || !isLoopbackHost(q.Hostname()) || q.User != nil || q.Fragment != "" {
		return false
	}
	for _, r := range registered {
		u, err := url.Parse(r)
		if err != nil || u.Scheme != "http" || !isLoopbackHost(u.Hostname()) {
			continue
		}
		if u.Hostname() == q.Hostname() && u.EscapedPath() == q.EscapedPath() && u.RawQuery == q.RawQuery {
			return true
		}
	}
	return false
}

// register is RFC 7591 dynamic client registration, limited per address and overall.
func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		methodNotAllowed(w)
		return
	}
	var m clientMeta
	dec := json.NewDecoder(io.LimitReader(r.Body, maxMetadataBytes))
	if err := dec.Decode(&m); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_client_metadata", "the body must be a JSON object of client metadata (RFC 7591)")
		return
	}
	c, err := m.check(true)
	if err != nil {
		oauthError(w, http.StatusBadRequest, errCode(err, "invalid_client_metadata"), err.Error())
		return
	}
	c, secret, err := s.ids.RegisterOAuthClient(r.Context(), c, s.clientAddress(r))
	var oe *identity.OAuthError
	if errors.As(err, &oe) {
		oauthError(w, http.StatusTooManyRequests, oe.Code, oe.Msg)
		return
	}
	if err != nil {
		s.log.ErrorContext(r.Context(), "oauth: registration failed", "err", err)
		oauthError(w, http.StatusInternalServerError, "server_error", "registration failed; the error was logged")
		return
	}
	s.log.InfoContext(r.Context(), "oauth: client registered", "client", c.ID, "name", c.Name)
	resp := map[string]any{
		"client_id":                  c.ID,
		"client_id_issued_at":        c.CreatedAt.Unix(),
		"client_name":                c.Name,
		"redirect_uris":              c.RedirectURIs,
		"token_endpoint_auth_method": c.AuthMethod,
		"grant_types":                []string{"authorization_code", "refresh_token"},
		"response_types":             []string{"code"},
		"scope":                      Scope,
	}
	if c.ClientURI != "" {
		resp["client_uri"] = c.ClientURI
	}
	if secret != "" {
		resp["client_secret"] = secret
		resp["client_secret_expires_at"] = 0
	}
	writeJSON(w, http.StatusCreated, resp)
}

func errCode(err error, def string) string {
	if strings.HasPrefix(err.Error(), "redirect_uri") {
		return "invalid_redirect_uri"
	}
	return def
}

// client resolves client_id: a registered client, or an https URL whose Client ID Metadata
// Document is fetched (and cached until its max-age, 5 minutes to a day). A document is cached
// in memory (metaCache) until a person consents to its client; only then is it stored
// (issue), and a stored one is fetched again and refreshed in place when its cache runs out.
// Without fetch, a document that would have to be fetched is errSignInFirst.
func (s *Server) client(ctx context.Context, id string, fetch bool) (identity.OAuthClient, error) {
	if id == "" {
		return identity.OAuthClient{}, clientErrorf("client_id is missing")
	}
	c, err := s.ids.OAuthClientByID(ctx, id)
	if err == nil && (c.Kind == identity.ClientDCR || (c.CacheUntil != nil && c.CacheUntil.After(time.Now()))) {
		return c, nil
	}
	if err != nil && memory.ErrorCode(err) != memory.CodeNotFound {
		return c, err
	}
	stored := err == nil
	if !strings.HasPrefix(id, "https://") {
		return identity.OAuthClient{}, clientErrorf("unknown client_id %q: register first, or use the https URL of a client metadata document", id)
	}
	if c, ok := s.meta.get(id, time.Now()); ok && !stored {
		return c, nil
	}
	if !fetch {
		return identity.OAuthClient{}, errSignInFirst
	}
	c, err = s.fetchMetadata(ctx, id)
	if err != nil {
		return c, err
	}
	if stored {
		return c, s.ids.RefreshMetadataClient(ctx, c, *c.CacheUntil)
	}
	s.meta.put(c)
	return c, nil
}

// errSignInFirst: the client's metadata document is fetched only for a signed-in person.
var errSignInFirst = errors.New("sign in before the client's metadata document is fetched")

// errPrivateAddress is the dial-time refusal of a non-public address.
var errPrivateAddress = errors.New("the address is loopback, private, link-local or otherwise not public")

// metadataClient fetches metadata documents: a short timeout, no redirects, no proxy, and a
// dialer that refuses non-public addresses after name resolution (so DNS cannot point it at
// the inside) unless AllowPrivateMetadata.
func metadataClient(o Options) *http.Client {
	d := &net.Dialer{Timeout: o.MetadataTimeout, Control: func(network, address string, _ syscall.RawConn) error {
		if o.AllowPrivateMetadata {
			return nil
		}
		ap, err := netip.ParseAddrPort(address)
		if err != nil {
			return errPrivateAddress
		}
		if !publicAddress(ap.Addr()) {
			return errPrivateAddress
		}
		return nil
	}}
	return &http.Client{
		Timeout: o.MetadataTimeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           d.DialContext,
			TLSClientConfig:       &tls.Config{RootCAs: o.MetadataRootCAs, MinVersion: tls.VersionTLS12},
			TLSHandshakeTimeout:   o.MetadataTimeout,
			ResponseHeaderTimeout: o.MetadataTimeout,
			MaxIdleConns:          4,
			IdleConnTimeout:       30 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func (s *Server) fetchMetadata(ctx context.Context, id string) (identity.OAuthClient, error) {
	u, err := url.Parse(id)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.Path == "" || u.Path == "/" || u.Fragment != "" || u.User != nil {
		return identity.OAuthClient{}, clientErrorf("client_id %q is not an https URL with a path (a client metadata document)", id)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, id, nil)
	if err != nil {
		return identity.OAuthClient{}, err
	}
	req.Header.Set("Accept", "application/json")
	// A bounded number of fetches at a time, whoever asks for them.
	select {
	case s.fetching <- struct{}{}:
		defer func() { <-s.fetching }()
	case <-ctx.Done():
		return identity.OAuthClient{}, ctx.Err()
	}
	resp, err := s.fetch.Do(req)
	if err != nil {
		s.log.WarnContext(ctx, "oauth: client metadata document not fetched", "client", id, "err", err)
		if errors.Is(err, errPrivateAddress) {
			return identity.OAuthClient{}, clientErrorf("the client metadata document at %s is at a non-public address; refused", u.Host)
		}
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s could not be fetched", id)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s answered %s (redirects are not followed)", id, resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxMetadataBytes+1))
	if err != nil {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s could not be read", id)
	}
	if len(body) > maxMetadataBytes {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s is larger than %d bytes", id, maxMetadataBytes)
	}
	var m clientMeta
	if err := json.Unmarshal(body, &m); err != nil {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s is not a JSON object", id)
	}
	if m.ClientID != id {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s names client_id %q, not its own URL", id, m.ClientID)
	}
	c, err := m.check(false)
	if err != nil {
		return identity.OAuthClient{}, clientErrorf("the client metadata document at %s: %v", id, err)
	}
	until := time.Now().Add(cacheFor(resp.Header.Get("Cache-Control")))
	c.ID, c.Kind, c.CacheUntil = id, identity.ClientMetadata, &until
	return c, nil
}

// cacheFor reads max-age from Cache-Control, clamped to [5 min, 1 day]; default an hour.
func cacheFor(cc string) time.Duration {
	for _, d := range strings.Split(cc, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(strings.ToLower(d)), "max-age="); ok {
			if n, err := strconv.Atoi(v); err == nil {
				return min(max(time.Duration(n)*time.Second, minMetadataCache), maxMetadataCache)
			}
		}
	}
	return defMetadataCache
}

// clientError is a client_id the authorization request cannot use: its message is shown to the
// person on the error page (it names no internals).
type clientError struct{ msg string }

func (e *clientError) Error() string { return e.msg }

func clientErrorf(format string, args ...any) error {
	return &clientError{msg: fmt.Sprintf(format, args...)}
}
