package web

import (
	"context"
	"net/http"
	"net/url"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

func (c *Console) loginPage(w http.ResponseWriter, r *http.Request) {
	if _, err := c.user(r); err == nil {
		http.Redirect(w, r, safeNext(r.URL.Query().Get("next")), http.StatusSeeOther)
		return
	}
	c.render(w, r, http.StatusOK, "login", nil, map[string]any{"Next": safeNext(r.URL.Query().Get("next")), "Providers": c.opts.Providers})
}

func (c *Console) loginPassword(w http.ResponseWriter, r *http.Request) {
	name, next := r.PostFormValue("principal"), safeNext(r.PostFormValue("next"))
	s, err := c.ids.LoginPassword(r.Context(), name, r.PostFormValue("password"), c.ClientAddress(r))
	if err != nil {
		c.loginProblem(w, r, err, map[string]any{"Next": next, "Principal": name})
		return
	}
	c.setCookie(w, s)
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// loginProblem answers a login that failed with the login page and what went wrong: 401 for a
// wrong name, password or link, 429 over a rate limit, 503 (retry shortly) when the server is
// busy with other logins.
func (c *Console) loginProblem(w http.ResponseWriter, r *http.Request, err error, data map[string]any) {
	if !memory.IsDomain(err) {
		c.fail(w, r, err)
		return
	}
	status := http.StatusUnauthorized
	switch memory.ErrorCode(err) {
	case identity.CodeTooManyLogins:
		status = http.StatusTooManyRequests
	case memory.CodeBusy:
		status = http.StatusServiceUnavailable
		w.Header().Set("Retry-After", "5")
	}
	data["Problem"], data["Providers"] = err.Error(), c.opts.Providers
	if data["Next"] == nil {
		data["Next"] = "/memories"
	}
	c.render(w, r, status, "login", nil, data)
}

// loginLinkPage opens a one-time link printed by `recall admin login-link`. Pasted into the
// address bar of a browser that is not signed in (Sec-Fetch-Site: none), it logs in at once.
// Otherwise (another site linked to it, or someone is signed in here already) it only asks
// "sign in as NAME?", and a click on that form (a POST, under the console's cross-origin check)
// spends it: a page elsewhere cannot sign the visitor in as someone else, or swap the session
// they have for one of the link's.
func (c *Console) loginLinkPage(w http.ResponseWriter, r *http.Request) {
	cur, err := c.user(r)
	signedIn := err == nil
	// A HEAD (a link checker, a preview) never spends it.
	if site := r.Header.Get("Sec-Fetch-Site"); r.Method == http.MethodGet && !signedIn && (site == "" || site == "none") {
		c.loginLink(w, r)
		return
	}
	name, err := c.ids.LoginLinkPrincipal(r.Context(), r.PathValue("secret"))
	if err != nil {
		c.loginProblem(w, r, err, map[string]any{})
		return
	}
	data := map[string]any{"Name": name, "Action": "/login/link/" + url.PathEscape(r.PathValue("secret"))}
	if signedIn {
		data["Current"] = cur.Principal
	}
	c.render(w, r, http.StatusOK, "login_link", nil, data)
}

// loginLink spends a one-time link and logs in; a session this browser had ends. The secret
// leaves the address bar at once (a redirect), and pages send no Referer to other sites.
func (c *Console) loginLink(w http.ResponseWriter, r *http.Request) {
	s, err := c.ids.RedeemLoginLink(r.Context(), r.PathValue("secret"), c.ClientAddress(r))
	if err != nil {
		c.loginProblem(w, r, err, map[string]any{})
		return
	}
	if ck, err := r.Cookie(c.cookie); err == nil && ck.Value != "" {
		if err := c.ids.Logout(context.WithoutCancel(r.Context()), ck.Value); err != nil {
			c.log.WarnContext(r.Context(), "console: ending the replaced session failed", "err", err)
		}
	}
	c.setCookie(w, s)
	http.Redirect(w, r, "/memories", http.StatusSeeOther)
}

func (c *Console) providerCallback(p IdentityProvider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name, err := p.Finish(r.Context(), r)
		var s identity.ConsoleSession
		if err == nil {
			s, err = c.ids.OpenSessionFor(r.Context(), name, p.Name(), c.ClientAddress(r))
		}
		if err != nil {
			c.log.WarnContext(r.Context(), "console: single sign-on failed", "provider", p.Name(), "err", err)
			c.render(w, r, http.StatusUnauthorized, "login", nil, map[string]any{"Next": "/memories",
				"Problem": "single sign-on failed; try again or use a password", "Providers": c.opts.Providers})
			return
		}
		c.setCookie(w, s)
		http.Redirect(w, r, "/memories", http.StatusSeeOther)
	}
}

func (c *Console) logout(w http.ResponseWriter, r *http.Request) {
	if ck, err := r.Cookie(c.cookie); err == nil && ck.Value != "" {
		if err := c.ids.Logout(context.WithoutCancel(r.Context()), ck.Value); err != nil {
			c.fail(w, r, err)
			return
		}
	}
	c.clearCookie(w)
	seeOther(w, r, "/login", "loggedout")
}
