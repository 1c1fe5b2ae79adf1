// Package web is the recall console: server-rendered pages where people log in, see, search,
// correct and delete their memories, and where admins govern principals, tokens, rules, grants,
// pending deletions, the audit log and runs (what one run wrote, and reverting it). Handlers are thin: every read and every
// change goes through memory.Service with the logged-in identity (transport "web"), which decides
// every rule; a handler only parses a form and renders a template.
//
// Built small: html/template pages and one stylesheet embedded with go:embed, no JavaScript.
// Every state-changing request is a POST behind http.CrossOriginProtection, cookies are HttpOnly
// and SameSite=Lax (Secure when the public URL is https), and every response carries a strict
// Content-Security-Policy with frame-ancestors 'none'.
package web

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/httpguard"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// IdentityProvider is the seam for single sign-on (OIDC) later: a provider sends the browser to
// its login page and, on the way back, names the principal it vouched for; the console then
// opens a session through memory.Service.OpenSessionFor, under the same rules as every login.
type IdentityProvider interface {
	Name() string                                                              // short id, e.g. "oidc"; the path is /login/{Name}
	Label() string                                                             // the button's text
	Start(w http.ResponseWriter, r *http.Request)                              // redirect to the provider
	Finish(ctx context.Context, r *http.Request) (principal string, err error) // the callback
}

// Options configures the console. Zero values mean defaults.
type Options struct {
	PublicURL string // RECALL_PUBLIC_URL; https makes cookies Secure. Default http://127.0.0.1:8080
	Logger    *slog.Logger
	InjectCap memory.InjectCap // the per-turn cap the MCP server applies, for the preview
	Providers []IdentityProvider
	// TrustedProxies (RECALL_TRUSTED_PROXIES) are the proxies whose forwarding headers name the
	// client, for the login rate limits; empty: the socket's peer is the client (ClientAddress).
	TrustedProxies []netip.Prefix
	// Identity keeps principals, sessions and passwords; nil: one of its own over the memory
	// service's pool.
	Identity *identity.Service
}

// Console serves the web pages.
type Console struct {
	svc     *memory.Service
	ids     *identity.Service
	log     *slog.Logger
	opts    Options
	secure  bool
	cookie  string
	pages   map[string]*template.Template
	handler http.Handler
}

// New builds the console over svc.
func New(svc *memory.Service, opts *Options) (*Console, error) {
	o := Options{}
	if opts != nil {
		o = *opts
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.PublicURL == "" {
		o.PublicURL = "http://127.0.0.1:8080"
	}
	u, err := url.Parse(o.PublicURL)
	if err != nil || u.Host == "" {
		return nil, errors.New("web: PublicURL must be an absolute URL")
	}
	if o.Identity == nil {
		o.Identity = identity.New(svc.DB(), &identity.Options{Logger: o.Logger})
	}
	c := &Console{svc: svc, ids: o.Identity, log: o.Logger, opts: o, secure: u.Scheme == "https"}
	c.cookie = "recall_session"
	if c.secure {
		c.cookie = "__Host-recall_session"
	}
	if c.pages, err = parsePages(); err != nil {
		return nil, err
	}
	c.handler = c.routes()
	return c, nil
}

// prefixes are the paths the console owns; Wrap hands every other path to the MCP server.
var prefixes = []string{"/login", "/logout", "/memories", "/captured", "/pending", "/inject", "/systems", "/runs", "/projects", "/admin", "/static", "/favicon.ico"}

// Owns reports whether path is one of the console's.
func Owns(path string) bool {
	if path == "/" {
		return true
	}
	for _, p := range prefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// Wrap serves the console's paths and passes every other request to next (the MCP endpoints),
// so both share one port.
func (c *Console) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if Owns(r.URL.Path) {
			c.handler.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ServeHTTP serves the console alone.
func (c *Console) ServeHTTP(w http.ResponseWriter, r *http.Request) { c.handler.ServeHTTP(w, r) }

func (c *Console) routes() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFS, "static")
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, static, "favicon.ico")
	})
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/memories", http.StatusSeeOther) })
	mux.HandleFunc("GET /login", c.loginPage)
	mux.HandleFunc("POST /login", c.loginPassword)
	mux.HandleFunc("GET /login/link/{secret}", c.loginLinkPage)
	mux.HandleFunc("POST /login/link/{secret}", c.loginLink)
	for _, p := range c.opts.Providers {
		mux.HandleFunc("GET /login/"+p.Name(), p.Start)
		mux.HandleFunc("GET /login/"+p.Name()+"/callback", c.providerCallback(p))
	}
	mux.HandleFunc("POST /logout", c.logout)

	auth := func(pattern string, h func(http.ResponseWriter, *http.Request, identity.ConsoleUser)) {
		mux.Handle(pattern, c.requireSession(h))
	}
	auth("GET /memories", c.listMemories)
	auth("GET /memories/{id}", c.showMemory)
	auth("GET /memories/{id}/edit", c.editForm)
	auth("POST /memories/{id}/edit", c.editMemory)
	auth("POST /memories/{id}/inject", c.flipInject)
	auth("GET /memories/{id}/delete", c.confirmDelete)
	auth("POST /memories/{id}/delete", c.deleteMemory)
	auth("GET /captured", c.listCaptured)
	auth("POST /memories/{id}/keep", c.keepCaptured)
	auth("GET /pending", c.listPending)
	auth("POST /pending/{id}/{verdict}", c.resolvePending)
	auth("GET /inject", c.injectPreview)
	auth("GET /systems", c.listSystems)
	auth("GET /systems/{system}", c.showSystem)
	c.adminRoutes(auth)
	c.runRoutes(auth)
	c.projectRoutes(auth)

	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.log.WarnContext(r.Context(), "console: cross-origin request refused", "method", r.Method, "path", r.URL.Path,
			"origin", r.Header.Get("Origin"), "secFetchSite", r.Header.Get("Sec-Fetch-Site"))
		http.Error(w, "cross-origin request refused", http.StatusForbidden)
	}))
	return securityHeaders(c.sameOriginPosts(cop.Handler(mux)))
}

// sameOriginPosts refuses a state-changing request that carries neither Origin nor
// Sec-Fetch-Site: every browser sends one of them on a form POST, and the console has no other
// clients, so such a request is not one of its forms.
func (c *Console) sameOriginPosts(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead && r.Method != http.MethodOptions &&
			r.Header.Get("Origin") == "" && r.Header.Get("Sec-Fetch-Site") == "" {
			http.Error(w, "cross-origin request refused: a console form sends Origin", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

const csp = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", httpguard.PageReferrerPolicy)
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if !strings.HasPrefix(r.URL.Path, "/static/") {
			h.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}

// requireSession resolves the session cookie; without a live session a GET is redirected to the
// login page (coming back afterwards) and anything else is 401. The page then runs in one of the
// principal's call slots, the same ones its MCP calls take (memory.Service.Admit), so searches in
// the console cannot crowd out the other principals either.
func (c *Console) requireSession(h func(http.ResponseWriter, *http.Request, identity.ConsoleUser)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := c.user(r)
		if err != nil {
			if !memory.IsDomain(err) {
				c.fail(w, r, err)
				return
			}
			c.clearCookie(w)
			if r.Method == http.MethodGet {
				http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
				return
			}
			http.Error(w, "your session has ended; log in again", http.StatusUnauthorized)
			return
		}
		httpguard.SetPrincipal(r.Context(), u.Principal)
		release, err := c.svc.Admit(r.Context(), u.Identity)
		if err != nil {
			c.fail(w, r, err)
			return
		}
		defer release()
		h(w, r, u)
	})
}

func (c *Console) user(r *http.Request) (identity.ConsoleUser, error) {
	ck, err := r.Cookie(c.cookie)
	if err != nil || ck.Value == "" {
		return identity.ConsoleUser{}, &memory.Error{Code: memory.CodeUnauthenticated, Msg: "not logged in"}
	}
	return c.ids.Session(r.Context(), ck.Value)
}

func (c *Console) setCookie(w http.ResponseWriter, s identity.ConsoleSession) {
	http.SetCookie(w, &http.Cookie{Name: c.cookie, Value: s.Secret, Path: "/", HttpOnly: true, Secure: c.secure,
		SameSite: http.SameSiteLaxMode, Expires: s.ExpiresAt})
}

func (c *Console) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: c.cookie, Value: "", Path: "/", HttpOnly: true, Secure: c.secure,
		SameSite: http.SameSiteLaxMode, MaxAge: -1})
}

// safeNext keeps a post-login redirect on this site: a path of this console, or /memories. A
// browser drops tabs and newlines from a URL and reads a backslash as a slash, so
// "/<TAB>/evil.example" would take it off-site; anything but printable ASCII, a backslash, a
// path that is not already clean, and anything that parses with a scheme or a host is refused,
// in the path as sent and once percent-decoded.
func safeNext(next string) string {
	const home = "/memories"
	if next == "" || len(next) > 2048 || next[0] != '/' || strings.HasPrefix(next, "/login") {
		return home
	}
	for i := 0; i < len(next); i++ {
		if b := next[i]; b <= ' ' || b >= 0x7f || b == '\\' {
			return home
		}
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return home
	}
	raw, _, _ := strings.Cut(next, "?")
	raw, _, _ = strings.Cut(raw, "#")
	decoded, err := url.PathUnescape(raw)
	if err != nil {
		return home
	}
	for _, p := range []string{raw, decoded} {
		clean := path.Clean(p)
		if strings.HasSuffix(p, "/") && clean != "/" {
			clean += "/"
		}
		if p != clean || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/login") {
			return home
		}
	}
	for i := 0; i < len(decoded); i++ {
		if b := decoded[i]; b <= ' ' || b >= 0x7f || b == '\\' {
			return home
		}
	}
	return next
}

// fail answers a service error: a caller's mistake maps to its status; an infrastructure fault
// is logged and answered without internals.
func (c *Console) fail(w http.ResponseWriter, r *http.Request, err error) {
	err = memory.Unavailable(err)
	switch memory.ErrorCode(err) {
	case memory.CodeNotFound:
		c.notFound(w, r)
	case memory.CodeForbidden, memory.CodeCapReached, memory.CodeQuotaExceeded, memory.CodeBudgetExhausted,
		memory.CodeConflict, memory.CodePendingApproval:
		c.render(w, r, refusalStatus(err), "error", nil, map[string]any{"Title": "Not allowed", "Message": err.Error()})
	case memory.CodeInvalid:
		c.render(w, r, http.StatusBadRequest, "error", nil, map[string]any{"Title": "Bad request", "Message": err.Error()})
	case memory.CodeUnauthenticated:
		http.Redirect(w, r, "/login", http.StatusSeeOther)
	case memory.CodeBusy:
		w.Header().Set("Retry-After", "5")
		c.render(w, r, http.StatusServiceUnavailable, "error", nil, map[string]any{"Title": "Busy, try again", "Message": err.Error()})
	case memory.CodeUnavailable:
		c.log.WarnContext(r.Context(), "console request failed: the database is unavailable", "path", r.URL.Path, "err", errors.Unwrap(err))
		w.Header().Set("Retry-After", "5")
		c.render(w, r, http.StatusServiceUnavailable, "error", nil, map[string]any{"Title": "Failing over, try again", "Message": err.Error()})
	default:
		c.log.ErrorContext(r.Context(), "console request failed", "path", r.URL.Path, "err", err)
		c.render(w, r, http.StatusInternalServerError, "error", nil, map[string]any{"Title": "Something failed",
			"Message": "The server could not do that; the error was logged."})
	}
}

// refusalStatus is the HTTP status of a refused change (a domain error that is not bad input):
// the same for the error page and for a form that shows the refusal above its fields.
func refusalStatus(err error) int {
	switch memory.ErrorCode(err) {
	case memory.CodeInvalid:
		return http.StatusBadRequest
	case memory.CodeBudgetExhausted:
		return http.StatusTooManyRequests
	case memory.CodeConflict, memory.CodePendingApproval:
		return http.StatusConflict
	}
	return http.StatusForbidden
}

// notFound is the one answer for an unknown id, another owner's memory and a forbidden system.
func (c *Console) notFound(w http.ResponseWriter, r *http.Request) {
	c.render(w, r, http.StatusNotFound, "error", nil, map[string]any{"Title": "Not found",
		"Message": "There is nothing here you can see."})
}

// notices are the one-line confirmations a redirect can ask the next page to show, by key (a
// URL cannot make the page say anything else).
var notices = map[string]string{
	"saved":         "Saved.",
	"flipped":       "alwaysInject changed.",
	"deleted":       "Memory deleted.",
	"approved":      "Deletion approved: the memory is deleted.",
	"rejected":      "Deletion rejected: the memory is kept.",
	"revoked":       "Rule revoked. The next MCP call of that role sees it.",
	"revokedtoken":  "Token revoked: its next request is refused.",
	"restored":      "Rule restored.",
	"updated":       "Updated.",
	"added":         "Added.",
	"removed":       "Removed.",
	"kept":          "Kept: it is no longer listed as captured for review.",
	"loggedout":     "You are logged out.",
	"reverted":      "Run reverted: every memory it wrote is back as it was before it. The revert is a run of its own, named under “reverted by”.",
	"revertskipped": "Run reverted, except the conflicting memories, which were left as they are.",
	"revertnoop":    "Nothing to revert: every memory the run wrote is already as it was before it.",
}

// seeOther redirects after a successful POST, with a notice (a key of notices) for the next page.
func seeOther(w http.ResponseWriter, r *http.Request, to, notice string) {
	if notice != "" {
		sep := "?"
		if strings.Contains(to, "?") {
			sep = "&"
		}
		to += sep + "notice=" + url.QueryEscape(notice)
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// render writes page (a template under templates/) inside the layout.
func (c *Console) render(w http.ResponseWriter, r *http.Request, status int, page string, u *identity.ConsoleUser, data map[string]any) {
	t, ok := c.pages[page]
	if !ok {
		panic("web: no page " + page)
	}
	if data == nil {
		data = map[string]any{}
	}
	if u == nil && page == "error" {
		// An error page keeps the navigation of whoever is signed in.
		if cu, err := c.user(r); err == nil {
			u = &cu
		}
	}
	data["User"] = u
	data["IsAdmin"] = u != nil && u.Role == policy.RoleAdmin // navigation only; the service decides
	data["Notice"] = notices[r.URL.Query().Get("notice")]
	data["Path"] = r.URL.Path
	if page == "error" {
		data["Path"] = "" // the same page whatever was asked for: no oracle in the highlighted tab
	}
	if _, ok := data["Base"]; !ok {
		data["Base"] = memoryBase(r) // where memory links point: the owner's pages or a project's
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", data); err != nil {
		c.log.ErrorContext(r.Context(), "console template failed", "page", page, "err", err)
		http.Error(w, "the page could not be rendered; the error was logged", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes()) //nolint:errcheck
}

var funcs = template.FuncMap{
	"ago": func(t time.Time) string {
		d := time.Since(t)
		switch {
		case d < time.Minute:
			return "just now"
		case d < time.Hour:
			return fmt.Sprintf("%d min ago", int(d.Minutes()))
		case d < 48*time.Hour:
			return fmt.Sprintf("%d h ago", int(d.Hours()))
		}
		return t.UTC().Format("2006-01-02")
	},
	"ts": func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") },
	"tsp": func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.UTC().Format("2006-01-02 15:04:05 UTC")
	},
	"pathEscape": url.PathEscape,
	// runHref is the page of run (written by principal) that the viewer may open: admins open
	// anyone's, others only their own; "" when there is none to link.
	"runHref": func(isAdmin bool, me, run, principal string) string {
		switch {
		case run == "" || principal == "":
			return ""
		case isAdmin:
			return runURL("/admin/runs", run, principal)
		case principal == me:
			return runURL("/runs", run, "")
		}
		return ""
	},
	"join": strings.Join,
	// tab is the navigation tab of a console path: its first segment (/admin/runs/x: admin).
	"tab": func(p string) string {
		seg, _, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
		return seg
	},
	"hasPrefix":  strings.HasPrefix,
	"adminPages": func() []adminPage { return adminPages },
	"short": func(s string, n int) string {
		if r := []rune(s); len(r) > n {
			return string(r[:n]) + "…"
		}
		return s
	},
	"add":  func(a, b int) int { return a + b },
	"slug": func(v any) string { return strings.NewReplacer(".", "-", " ", "-").Replace(fmt.Sprint(v)) },
	"json": func(v any) string {
		b, _ := json.Marshal(v)
		return string(b)
	},
	"deref": func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	},
}

func parsePages() (map[string]*template.Template, error) {
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(n, "templates/"), ".html")
		if base == "layout" {
			continue
		}
		t, err := template.New(base).Funcs(funcs).ParseFS(templateFS, "templates/layout.html", n)
		if err != nil {
			return nil, fmt.Errorf("web: template %s: %w", n, err)
		}
		pages[base] = t
	}
	return pages, nil
}

// User is the logged-in person behind r's session cookie (CodeUnauthenticated without one), for
// pages served outside this package in the console's frame (the OAuth consent page).
func (c *Console) User(r *http.Request) (identity.ConsoleUser, error) { return c.user(r) }

// Render writes a page of templates/ inside the console's layout, for pages served outside this
// package. The caller sets the security headers.
func (c *Console) Render(w http.ResponseWriter, r *http.Request, status int, page string, u *identity.ConsoleUser, data map[string]any) {
	c.render(w, r, status, page, u, data)
}
