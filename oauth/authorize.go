package oauth

import (
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// authRequest is a checked authorization request (RFC 6749 4.1.1 with PKCE and RFC 8707).
type authRequest struct {
	raw         string // the query it came from, carried through the consent form
	client      identity.OAuthClient
	redirectURI string
	state       string
	challenge   string
	prompt      string // OpenID Connect's prompt: "consent" (or "login") asks the person again
}

var challengeRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)

// parse checks an authorization request. A bad client_id or redirect_uri is answered on an
// error page (never redirected: that would be an open redirect); any other error is sent back
// to the client's redirect URI with state. For a request nobody is signed in to (signedIn
// false), a metadata document not fetched yet is not fetched: the person is sent to log in
// first, so anonymous requests make recall fetch nothing.
func (s *Server) parse(w http.ResponseWriter, r *http.Request, raw string, signedIn bool) (*authRequest, bool) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		s.errorPage(w, r, http.StatusBadRequest, "The authorization request is malformed.")
		return nil, false
	}
	for _, k := range []string{"client_id", "redirect_uri", "response_type", "state", "code_challenge", "code_challenge_method", "scope", "prompt"} {
		if len(q[k]) > 1 {
			s.errorPage(w, r, http.StatusBadRequest, "The authorization request repeats "+k+".")
			return nil, false
		}
	}
	c, err := s.client(r.Context(), q.Get("client_id"), signedIn)
	var ce *clientError
	switch {
	case errors.Is(err, errSignInFirst):
		s.toLogin(w, r)
		return nil, false
	case errors.As(err, &ce):
		s.errorPage(w, r, http.StatusBadRequest, "This sign-in request cannot be trusted: "+ce.msg)
		return nil, false
	case err != nil:
		s.failed(w, r, "oauth: client lookup failed", err)
		return nil, false
	}
	a := &authRequest{raw: raw, client: c, redirectURI: q.Get("redirect_uri"), state: q.Get("state"), challenge: q.Get("code_challenge"),
		prompt: q.Get("prompt")}
	if a.redirectURI == "" && len(c.RedirectURIs) == 1 {
		a.redirectURI = c.RedirectURIs[0]
	}
	if !matchRedirect(c.RedirectURIs, a.redirectURI) {
		s.errorPage(w, r, http.StatusBadRequest, "This sign-in request cannot be trusted: redirect_uri is not one that "+c.Name+" registered.")
		return nil, false
	}
	fail := func(code, desc string) (*authRequest, bool) {
		s.redirectError(w, r, a, code, desc)
		return nil, false
	}
	switch {
	case q.Get("response_type") != "code":
		return fail("unsupported_response_type", "response_type must be code")
	case q.Get("code_challenge") == "":
		return fail("invalid_request", "code_challenge is required (PKCE with S256)")
	case q.Get("code_challenge_method") != "S256":
		return fail("invalid_request", "code_challenge_method must be S256")
	case !challengeRE.MatchString(a.challenge):
		return fail("invalid_request", "code_challenge must be the base64url SHA-256 of the verifier")
	}
	res := q["resource"]
	if len(res) == 0 {
		return fail("invalid_target", "resource is required: use "+s.resource)
	}
	for _, v := range res {
		if strings.TrimRight(v, "/") != s.resource {
			return fail("invalid_target", "recall issues tokens only for "+s.resource)
		}
	}
	return a, true
}

// redirectError sends an error back to the client (RFC 6749 4.1.2.1).
func (s *Server) redirectError(w http.ResponseWriter, r *http.Request, a *authRequest, code, desc string) {
	s.redirectBack(w, r, a, url.Values{"error": {code}, "error_description": {desc}})
}

// redirectBack ends an authorization request at the client's redirect URI with v, the request's
// state, and the issuer (RFC 9207): a client that talks to several authorization servers can
// check the response came from the one it sent the person to, which defeats the mix-up attack.
func (s *Server) redirectBack(w http.ResponseWriter, r *http.Request, a *authRequest, v url.Values) {
	if a.state != "" {
		v.Set("state", a.state)
	}
	v.Set("iss", s.issuer)
	http.Redirect(w, r, withQuery(a.redirectURI, v), http.StatusFound)
}

func withQuery(base string, v url.Values) string {
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + v.Encode()
}

func (s *Server) errorPage(w http.ResponseWriter, r *http.Request, status int, msg string) {
	s.console.Render(w, r, status, "error", nil, map[string]any{"Title": "Sign-in refused", "Message": msg})
}

// failed logs err (what failed, with attrs) and tells the person the server could not do it,
// without its details.
func (s *Server) failed(w http.ResponseWriter, r *http.Request, what string, err error, attrs ...any) {
	s.log.ErrorContext(r.Context(), what, append(attrs, "err", err)...)
	s.errorPage(w, r, http.StatusInternalServerError, "The server could not do that; the error was logged.")
}

// toLogin sends the person to the console's login, which brings them back to this request.
func (s *Server) toLogin(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
}

func (s *Server) authorizeGet(w http.ResponseWriter, r *http.Request) {
	u, err := s.console.User(r)
	if err != nil && !memory.IsDomain(err) {
		s.failed(w, r, "oauth: session lookup failed", err)
		return
	}
	a, ok := s.parse(w, r, r.URL.RawQuery, err == nil)
	if !ok {
		return
	}
	if err != nil {
		s.toLogin(w, r)
		return
	}
	// A person who has this client connected consented already: a client signing in again (its
	// refresh token lost, a second device) gets its code at once, for the agent namespace chosen
	// then, as long as it goes exactly where the consent page said it would (the same redirect
	// URI) and it does not ask for the page (prompt=consent). Disconnecting the client in the
	// console, or every refresh token of it expiring, makes the next sign-in ask. Asked again,
	// the page suggests the namespace chosen last.
	//
	// A loopback redirect URI is always asked: whatever listens on that port of the person's
	// machine gets the code, and a native client's client_id is public, so any local program
	// could start a sign-in as a connected client and be sent a code without the person knowing.
	// The click is the person saying they started this sign-in.
	consents, err := s.ids.OAuthConsents(r.Context(), u.Identity, a.client.ID, s.resource)
	if err != nil {
		s.failed(w, r, "oauth: consent lookup failed", err)
		return
	}
	if !a.asks() && !loopbackRedirect(a.redirectURI) {
		for _, c := range consents {
			if c.RedirectURI != "" && c.RedirectURI == a.redirectURI {
				s.issue(w, r, a, &u, c.Agent)
				return
			}
		}
	}
	agent := suggestAgent(a.client)
	if len(consents) > 0 {
		agent = consents[0].Agent
	}
	s.consent(w, r, http.StatusOK, a, &u, agent, "")
}

// loopbackRedirect is whether redirectURI sends the code to the person's own machine, where any
// program may be listening.
func loopbackRedirect(redirectURI string) bool {
	u, err := url.Parse(redirectURI)
	if err != nil || u.Host == "" {
		return false
	}
	h := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	return isLoopbackHost(h) || strings.HasSuffix(h, ".localhost")
}

// asks is whether the request wants the person asked even where they consented before.
func (a *authRequest) asks() bool {
	for _, p := range strings.Fields(a.prompt) {
		if p == "consent" || p == "login" || p == "select_account" {
			return true
		}
	}
	return false
}

func (s *Server) consent(w http.ResponseWriter, r *http.Request, status int, a *authRequest, u *identity.ConsoleUser, agent, problem string) {
	host := a.redirectURI
	if ru, err := url.Parse(a.redirectURI); err == nil && ru.Host != "" {
		host = ru.Host
	}
	// The form posts here and its answer redirects to the client: allow that target.
	if ru, err := url.Parse(a.redirectURI); err == nil && ru.Scheme != "" {
		target := ru.Scheme + ":"
		if ru.Host != "" {
			target = ru.Scheme + "://" + ru.Host
		}
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' "+target+"; frame-ancestors 'none'; base-uri 'none'")
	}
	s.console.Render(w, r, status, "consent", u, map[string]any{
		"Client": a.client, "RedirectHost": host, "Request": a.raw, "Agent": agent, "Problem": problem,
	})
}

func (s *Server) authorizePost(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	u, err := s.console.User(r)
	if err != nil {
		http.Error(w, "your session has ended; log in and start the sign-in again", http.StatusUnauthorized)
		return
	}
	a, ok := s.parse(w, r, r.PostFormValue("request"), true)
	if !ok {
		return
	}
	if r.PostFormValue("decision") != "allow" {
		s.redirectError(w, r, a, "access_denied", "the person denied the request")
		return
	}
	s.issue(w, r, a, &u, strings.TrimSpace(r.PostFormValue("agent")))
}

// issue answers an authorization request the person allowed: a code for agent, sent back to the
// client. An agent name that is not valid shows the consent page again, saying why.
func (s *Server) issue(w http.ResponseWriter, r *http.Request, a *authRequest, u *identity.ConsoleUser, agent string) {
	authz := identity.OAuthAuthorization{
		ClientID: a.client.ID, RedirectURI: a.redirectURI, Challenge: a.challenge, Resource: s.resource, Scope: Scope, Agent: agent,
	}
	if a.client.Kind == identity.ClientMetadata {
		// The document's row is written with the consent: before it, the document was only
		// in memory, so anonymous requests store nothing.
		authz.Metadata = &a.client
	}
	code, err := s.ids.AuthorizeOAuthClient(r.Context(), u.Identity, authz)
	switch memory.ErrorCode(err) {
	case "":
		if err != nil {
			s.failed(w, r, "oauth: authorization failed", err)
			return
		}
	case memory.CodeInvalid:
		s.consent(w, r, http.StatusBadRequest, a, u, agent, err.Error())
		return
	default:
		s.errorPage(w, r, http.StatusForbidden, err.Error())
		return
	}
	s.redirectBack(w, r, a, url.Values{"code": {code}})
}

// suggestAgent is the agent namespace the consent page suggests for a client the person has
// not connected before: "oauth-", its name, and a hash of its client_id, e.g.
// oauth-claude-desktop-k3v9q2x7ma. A client picks its own name, so the name alone could be an
// existing namespace (a client calling itself "claude-code" would land among that agent's user
// memories); the prefix keeps it apart from namespaces people name, and the hash from other
// clients' (a client would have to find a client_id hashing to another's 50 bits). The person
// can change it on the page.
func suggestAgent(c identity.OAuthClient) string {
	var b strings.Builder
	b.WriteString("oauth-")
	dash := true
	for _, r := range strings.ToLower(c.Name) {
		if b.Len() >= 30 {
			break
		}
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	if !dash {
		b.WriteByte('-')
	}
	sum := sha256.Sum256([]byte(c.ID))
	b.WriteString(strings.ToLower(base32.StdEncoding.EncodeToString(sum[:]))[:10])
	return b.String()
}

// connections lists the person's connected clients (an admin may ask for everyone's).
func (s *Server) connections(w http.ResponseWriter, r *http.Request) {
	u, ok := s.session(w, r)
	if !ok {
		return
	}
	all := r.URL.Query().Get("all") == "1"
	grants, err := s.ids.OAuthGrants(r.Context(), u.Identity, all)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.console.Render(w, r, http.StatusOK, "connections", &u, map[string]any{"Grants": grants, "All": all})
}

func (s *Server) disconnect(w http.ResponseWriter, r *http.Request) {
	u, ok := s.session(w, r)
	if !ok {
		return
	}
	if err := s.ids.RevokeOAuthGrant(r.Context(), u.Identity, r.PathValue("id")); err != nil {
		s.fail(w, r, err)
		return
	}
	to := "/oauth/connections"
	if r.URL.Query().Get("all") == "1" || r.PostFormValue("all") == "1" {
		to += "?all=1&notice=removed"
	} else {
		to += "?notice=removed"
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

func (s *Server) session(w http.ResponseWriter, r *http.Request) (identity.ConsoleUser, bool) {
	u, err := s.console.User(r)
	if err == nil {
		return u, true
	}
	if memory.IsDomain(err) && r.Method == http.MethodGet {
		http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
	} else if memory.IsDomain(err) {
		http.Error(w, "your session has ended; log in again", http.StatusUnauthorized)
	} else {
		s.fail(w, r, err)
	}
	return u, false
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	err = memory.Unavailable(err)
	switch memory.ErrorCode(err) {
	case memory.CodeNotFound:
		s.console.Render(w, r, http.StatusNotFound, "error", nil, map[string]any{"Title": "Not found", "Message": "There is nothing here you can see."})
	case memory.CodeForbidden, memory.CodeInvalid, memory.CodeUnauthenticated:
		s.console.Render(w, r, http.StatusForbidden, "error", nil, map[string]any{"Title": "Not allowed", "Message": err.Error()})
	case memory.CodeUnavailable:
		w.Header().Set("Retry-After", "5")
		s.console.Render(w, r, http.StatusServiceUnavailable, "error", nil, map[string]any{"Title": "Failing over, try again", "Message": err.Error()})
	default:
		s.failed(w, r, "oauth page failed", err, "path", r.URL.Path)
	}
}
