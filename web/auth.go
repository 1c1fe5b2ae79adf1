package web

import (
	"context"
	"net/http"

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
	s, err := c.svc.LoginPassword(r.Context(), name, r.PostFormValue("password"), clientAddress(r))
	if err != nil {
		if !memory.IsDomain(err) {
			c.fail(w, r, err)
			return
		}
		c.render(w, r, http.StatusUnauthorized, "login", nil, map[string]any{"Next": next, "Principal": name,
			"Problem": err.Error(), "Providers": c.opts.Providers})
		return
	}
	c.setCookie(w, s)
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// loginLink spends a one-time link and logs in: one click from the printed URL. The secret
// leaves the address bar at once (a redirect), and pages send no Referer.
func (c *Console) loginLink(w http.ResponseWriter, r *http.Request) {
	s, err := c.svc.RedeemLoginLink(r.Context(), r.PathValue("secret"), clientAddress(r))
	if err != nil {
		if !memory.IsDomain(err) {
			c.fail(w, r, err)
			return
		}
		c.render(w, r, http.StatusUnauthorized, "login", nil, map[string]any{"Next": "/memories",
			"Problem": err.Error(), "Providers": c.opts.Providers})
		return
	}
	c.setCookie(w, s)
	http.Redirect(w, r, "/memories", http.StatusSeeOther)
}

func (c *Console) providerCallback(p IdentityProvider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name, err := p.Finish(r.Context(), r)
		var s memory.ConsoleSession
		if err == nil {
			s, err = c.svc.OpenSessionFor(r.Context(), name, p.Name(), clientAddress(r))
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
		if err := c.svc.Logout(context.WithoutCancel(r.Context()), ck.Value); err != nil {
			c.fail(w, r, err)
			return
		}
	}
	c.clearCookie(w)
	seeOther(w, r, "/login", "loggedout")
}
