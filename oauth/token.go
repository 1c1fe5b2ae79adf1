package oauth

import (
	"errors"
	"net/http"
	"strings"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// clientPost reads a token or revocation request, a form POST of at most 64 KiB, and
// authenticates its client (authClient); on false the error response is written.
func (s *Server) clientPost(w http.ResponseWriter, r *http.Request) (identity.OAuthClient, bool) {
	if r.Method != http.MethodPost {
		methodNotAllowed(w)
		return identity.OAuthClient{}, false
	}
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	if err := r.ParseForm(); err != nil {
		oauthError(w, http.StatusBadRequest, "invalid_request", "the body must be application/x-www-form-urlencoded")
		return identity.OAuthClient{}, false
	}
	return s.authClient(w, r)
}

// authClient authenticates the client of a token or revocation request: client_secret_basic,
// client_secret_post, or none for a public client (which then only names itself).
func (s *Server) authClient(w http.ResponseWriter, r *http.Request) (identity.OAuthClient, bool) {
	id, secret, basic := r.BasicAuth()
	if !basic {
		id, secret = r.PostFormValue("client_id"), r.PostFormValue("client_secret")
	}
	if id == "" {
		oauthError(w, http.StatusUnauthorized, "invalid_client", "client_id is missing")
		return identity.OAuthClient{}, false
	}
	c, err := s.ids.OAuthClientByID(r.Context(), id)
	if err != nil {
		if !memory.IsDomain(err) {
			s.log.ErrorContext(r.Context(), "oauth: client lookup failed", "err", err)
			oauthError(w, http.StatusInternalServerError, "server_error", "the error was logged")
			return c, false
		}
		oauthError(w, http.StatusUnauthorized, "invalid_client", "unknown client")
		return c, false
	}
	if c.AuthMethod != "none" || secret != "" {
		if err := s.ids.CheckOAuthClientSecret(r.Context(), id, secret); err != nil {
			oauthError(w, http.StatusUnauthorized, "invalid_client", "client authentication failed")
			return c, false
		}
	}
	return c, true
}

func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	c, ok := s.clientPost(w, r)
	if !ok {
		return
	}
	resource := ""
	if res := r.PostForm["resource"]; len(res) > 0 {
		for _, v := range res {
			if strings.TrimRight(v, "/") != s.resource {
				oauthError(w, http.StatusBadRequest, "invalid_target", "recall issues tokens only for "+s.resource)
				return
			}
		}
		resource = s.resource
	}
	var t identity.OAuthTokens
	var err error
	switch r.PostFormValue("grant_type") {
	case "authorization_code":
		t, err = s.ids.ExchangeOAuthCode(r.Context(), r.PostFormValue("code"), c.ID, r.PostFormValue("redirect_uri"), r.PostFormValue("code_verifier"), resource)
	case "refresh_token":
		t, err = s.ids.RefreshOAuth(r.Context(), r.PostFormValue("refresh_token"), c.ID, resource)
	case "":
		oauthError(w, http.StatusBadRequest, "invalid_request", "grant_type is missing")
		return
	default:
		oauthError(w, http.StatusBadRequest, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token")
		return
	}
	var oe *identity.OAuthError
	if errors.As(err, &oe) {
		s.log.WarnContext(r.Context(), "oauth: token request refused", "client", c.ID, "error", oe.Code, "why", oe.Msg)
		oauthError(w, http.StatusBadRequest, oe.Code, oe.Msg)
		return
	}
	if err != nil {
		s.log.ErrorContext(r.Context(), "oauth: token request failed", "err", err)
		oauthError(w, http.StatusInternalServerError, "server_error", "the error was logged")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": t.AccessToken, "token_type": "Bearer", "expires_in": t.ExpiresIn,
		"refresh_token": t.RefreshToken, "scope": t.Scope,
	})
}

// revoke is RFC 7009: a refresh token revokes its grant, an access token itself; an unknown
// token is no error.
func (s *Server) revoke(w http.ResponseWriter, r *http.Request) {
	c, ok := s.clientPost(w, r)
	if !ok {
		return
	}
	tok := r.PostFormValue("token")
	if tok == "" {
		oauthError(w, http.StatusBadRequest, "invalid_request", "token is missing")
		return
	}
	if err := s.ids.RevokeOAuthToken(r.Context(), tok, c.ID); err != nil {
		s.log.ErrorContext(r.Context(), "oauth: revocation failed", "err", err)
		oauthError(w, http.StatusServiceUnavailable, "temporarily_unavailable", "try again")
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
}
