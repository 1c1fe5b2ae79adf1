package web

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// adminPage is one of the admin pages the admin navigation links.
type adminPage struct{ Path, Label string }

var adminPages = []adminPage{
	{"/admin/principals", "Principals & tokens"}, {"/admin/rules", "Rules"}, {"/admin/grants", "Teams & grants"},
	{"/admin/projects", "Projects"}, {"/admin/deletions", "Pending deletions"}, {"/admin/audit", "Audit log"}, {"/admin/runs", "Runs"},
}

type authFunc func(pattern string, h func(http.ResponseWriter, *http.Request, identity.ConsoleUser))

func (c *Console) adminRoutes(auth authFunc) {
	auth("GET /admin", func(w http.ResponseWriter, r *http.Request, _ identity.ConsoleUser) {
		http.Redirect(w, r, "/admin/principals", http.StatusSeeOther)
	})
	auth("GET /admin/principals", c.adminPrincipals)
	auth("POST /admin/principals", c.adminAddPrincipal)
	auth("POST /admin/principals/{name}", c.adminUpdatePrincipal)
	auth("POST /admin/principals/{name}/governance", c.adminPrincipalGovernance)
	auth("POST /admin/principals/{name}/password", c.adminSetPassword)
	auth("POST /admin/principals/{name}/login-link", c.adminLoginLink)
	auth("GET /admin/principals/{name}/tokens", c.adminTokens)
	auth("POST /admin/principals/{name}/tokens", c.adminCreateToken)
	auth("POST /admin/principals/{name}/tokens/revoke", c.adminRevokeTokens)
	auth("POST /admin/principals/{name}/tokens/{id}/revoke", c.adminRevokeToken)
	auth("GET /admin/rules", c.adminRules)
	auth("POST /admin/rules", c.adminSetRule)
	auth("GET /admin/grants", c.adminGrants)
	auth("POST /admin/grants", c.adminAddGrant)
	auth("POST /admin/grants/remove", c.adminRemoveGrant)
	auth("POST /admin/teams", c.adminTeam)
	auth("GET /admin/deletions", c.adminDeletions)
	auth("GET /admin/audit", c.adminAudit)
}

func (c *Console) adminPrincipals(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	c.renderPrincipals(w, r, u, http.StatusOK, map[string]any{})
}

// principalsPage is how many principals one admin page lists; tokensShown how many of a
// principal's live tokens its row shows (the rest are on its tokens page, tokensPage at a time).
const (
	principalsPage = 50
	tokensShown    = 5
	tokensPage     = 50
)

// principalsFrom is the page of the principals list a request is on: the name the page starts
// at, from the query (GET) or the row form's hidden field (POST).
func principalsFrom(r *http.Request) string {
	if r.Method == http.MethodPost {
		return r.PostFormValue("from")
	}
	return r.URL.Query().Get("from")
}

// principalsURL is the page of the principals list that starts at from.
func principalsURL(from string) string {
	if from == "" {
		return "/admin/principals"
	}
	return "/admin/principals?from=" + url.QueryEscape(from)
}

func (c *Console) renderPrincipals(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, status int, data map[string]any) {
	from := principalsFrom(r)
	pg, err := c.ids.PrincipalsPage(r.Context(), u.Identity, from, principalsPage, tokensShown)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	// The role select offers every role in use, and the two every deployment has.
	roles := []string{"member", policy.RoleAdmin}
	for _, role := range pg.Roles {
		if !slices.Contains(roles, role) {
			roles = append(roles, role)
		}
	}
	data["Principals"], data["Tokens"], data["Roles"], data["From"] = pg.Principals, pg.Tokens, roles, from
	data["TokensShown"] = tokensShown
	if pg.Next != "" {
		data["NextURL"] = principalsURL(pg.Next)
	}
	c.render(w, r, status, "admin_principals", &u, data)
}

// adminTokens is one principal's live tokens, newest first, a page at a time.
func (c *Console) adminTokens(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name, before := r.PathValue("name"), r.URL.Query().Get("before")
	ts, more, err := c.ids.TokensPage(r.Context(), u.Identity, name, before, tokensPage)
	if memory.ErrorCode(err) == memory.CodeInvalid {
		c.render(w, r, http.StatusBadRequest, "admin_tokens", &u, map[string]any{"Name": name, "Problem": err.Error()})
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data := map[string]any{"Name": name, "Tokens": ts, "First": before == ""}
	if more {
		data["NextURL"] = tokensURL(name) + "?before=" + url.QueryEscape(ts[len(ts)-1].ID)
	}
	c.render(w, r, http.StatusOK, "admin_tokens", &u, data)
}

func tokensURL(principal string) string {
	return "/admin/principals/" + url.PathEscape(principal) + "/tokens"
}

// formRole is the role a principal form names: a new role typed in, else the one selected.
func formRole(r *http.Request) string {
	if role := strings.TrimSpace(r.PostFormValue("newRole")); role != "" {
		return role
	}
	return strings.TrimSpace(r.PostFormValue("role"))
}

// formErrors answers a caller's mistake on an admin form next to its fields, and reports
// whether it did.
func (c *Console) formErrors(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, err error, data map[string]any, fields ...string) bool {
	if memory.ErrorCode(err) != memory.CodeInvalid && memory.ErrorCode(err) != memory.CodeNotFound {
		return false
	}
	data["Errors"] = fieldErrors(err, fields...)
	c.renderPrincipals(w, r, u, http.StatusBadRequest, data)
	return true
}

func optionalInt(s string) (*int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, &memory.Error{Code: memory.CodeInvalid, Msg: "run cap must be a whole number, or empty for no cap"}
	}
	return &n, nil
}

func (c *Console) adminAddPrincipal(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name, role := strings.TrimSpace(r.PostFormValue("name")), formRole(r)
	service := r.PostFormValue("service") == "on"
	data := map[string]any{"New": map[string]any{"Name": name, "Role": role, "Service": service, "RunCap": r.PostFormValue("runCap")}}
	capN, err := optionalInt(r.PostFormValue("runCap"))
	if err == nil {
		_, err = c.ids.AddPrincipal(r.Context(), u.Identity, name, role, service, capN)
	}
	if c.formErrors(w, r, u, err, data, "principal name", "role", "run cap") {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, principalsURL(name), "added") // the page that starts with the new principal
}

func (c *Console) adminUpdatePrincipal(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	capN, err := optionalInt(r.PostFormValue("runCap"))
	if err == nil {
		err = c.ids.UpdatePrincipal(r.Context(), u.Identity, identity.PrincipalUpdate{Name: r.PathValue("name"),
			Role: formRole(r), Service: r.PostFormValue("service") == "on",
			RunCap: capN, Disabled: r.PostFormValue("disabled") == "on",
			NewRole: strings.TrimSpace(r.PostFormValue("newRole")) != ""}) // typed as new, not picked
	}
	if c.formErrors(w, r, u, err, map[string]any{"RowError": r.PathValue("name")}, "role", "run cap") {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, principalsURL(principalsFrom(r)), "updated")
}

func (c *Console) adminSetPassword(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	err := c.ids.SetPassword(r.Context(), u.Identity, r.PathValue("name"), r.PostFormValue("password"))
	if c.formErrors(w, r, u, err, map[string]any{"RowError": r.PathValue("name")}, "the password") {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, principalsURL(principalsFrom(r)), "updated")
}

// showSecret renders a secret once, in the POST's own response: it is never stored or
// redirected with.
func (c *Console) showSecret(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, title, what, secret string) {
	c.render(w, r, http.StatusOK, "admin_secret", &u, map[string]any{"Title": title, "What": what, "Secret": secret})
}

func (c *Console) adminLoginLink(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name := r.PathValue("name")
	secret, err := c.ids.CreateLoginLink(r.Context(), u.Identity, name)
	if c.formErrors(w, r, u, err, map[string]any{"RowError": name}) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.showSecret(w, r, u, "Login link for "+name, "Valid 15 minutes, once. Send it to "+name+" privately.",
		strings.TrimRight(c.opts.PublicURL, "/")+"/login/link/"+secret)
}

func (c *Console) adminCreateToken(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name := r.PathValue("name")
	tok, err := c.ids.CreateToken(r.Context(), u.Identity, name, strings.TrimSpace(r.PostFormValue("agent")))
	if c.formErrors(w, r, u, err, map[string]any{"RowError": name}, "agent id") {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.showSecret(w, r, u, "Bearer token for "+name, "Shown once: only its hash is stored. Use it as Authorization: Bearer <token> at /mcp.", tok)
}

func (c *Console) adminRevokeToken(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	if _, err := c.ids.RevokeToken(r.Context(), u.Identity, r.PathValue("id")); err != nil {
		if c.formErrors(w, r, u, err, map[string]any{"RowError": r.PathValue("name")}) {
			return
		}
		c.fail(w, r, err)
		return
	}
	back := principalsURL(principalsFrom(r))
	if r.PostFormValue("back") == "tokens" {
		back = tokensURL(r.PathValue("name"))
	}
	seeOther(w, r, back, "revokedtoken")
}

func (c *Console) adminRevokeTokens(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	if _, err := c.ids.RevokeTokens(r.Context(), u.Identity, r.PathValue("name")); err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, principalsURL(principalsFrom(r)), "updated")
}

func (c *Console) adminRules(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	c.renderRules(w, r, u, http.StatusOK, map[string]any{})
}

func (c *Console) renderRules(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, status int, data map[string]any) {
	states, err := c.ids.Rules(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data["States"], data["AllRules"] = states, policy.Rules
	c.render(w, r, status, "admin_rules", &u, data)
}

func (c *Console) adminSetRule(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	role, action := strings.TrimSpace(r.PostFormValue("role")), r.PostFormValue("action")
	rule, err := policy.ParseRule(r.PostFormValue("rule"))
	if err == nil && action != "revoke" && action != "restore" {
		err = &memory.Error{Code: memory.CodeInvalid, Msg: "action must be revoke or restore"}
	}
	if err == nil {
		err = c.ids.SetRule(r.Context(), u.Identity, role, rule, action == "restore")
	} else if !memory.IsDomain(err) {
		err = &memory.Error{Code: memory.CodeInvalid, Msg: err.Error()}
	}
	if memory.ErrorCode(err) == memory.CodeInvalid {
		c.renderRules(w, r, u, http.StatusBadRequest, map[string]any{"Errors": fieldErrors(err, "role", "unknown rule", "action"), "Role": role})
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/rules", action+"d")
}

func (c *Console) adminGrants(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	c.renderGrants(w, r, u, http.StatusOK, map[string]any{})
}

func (c *Console) renderGrants(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, status int, data map[string]any) {
	gs, err := c.ids.ListGrants(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	ps, err := c.ids.ListPrincipals(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	teams := map[string][]string{}
	for _, p := range ps {
		for _, t := range p.Teams {
			teams[t] = append(teams[t], p.Name)
		}
	}
	data["Grants"], data["Teams"] = gs, teams
	c.render(w, r, status, "admin_grants", &u, data)
}

func (c *Console) grantsProblem(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, err error) bool {
	if memory.ErrorCode(err) != memory.CodeInvalid && memory.ErrorCode(err) != memory.CodeNotFound {
		return false
	}
	c.renderGrants(w, r, u, http.StatusBadRequest, map[string]any{"Errors": fieldErrors(err, "system id", "team", "principal", "a grant", "unknown access level", "no principal", "no such grant")})
	return true
}

func (c *Console) grantFrom(r *http.Request) identity.Grant {
	g := identity.Grant{SystemID: strings.TrimSpace(r.PostFormValue("system")), Level: policy.AccessLevel(r.PostFormValue("level"))}
	if who := strings.TrimSpace(r.PostFormValue("who")); r.PostFormValue("kind") == "team" {
		g.Team = who
	} else {
		g.Principal = who
	}
	return g
}

func (c *Console) adminAddGrant(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	err := c.ids.AddGrant(r.Context(), u.Identity, c.grantFrom(r))
	if c.grantsProblem(w, r, u, err) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/grants", "added")
}

func (c *Console) adminRemoveGrant(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	err := c.ids.RemoveGrant(r.Context(), u.Identity, c.grantFrom(r))
	if c.grantsProblem(w, r, u, err) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/grants", "removed")
}

func (c *Console) adminTeam(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	team, who := strings.TrimSpace(r.PostFormValue("team")), strings.TrimSpace(r.PostFormValue("principal"))
	var err error
	notice := "added"
	if r.PostFormValue("action") == "remove" {
		err, notice = c.svc.RemoveTeamMember(r.Context(), u.Identity, team, who), "removed"
	} else {
		err = c.svc.AddTeamMember(r.Context(), u.Identity, team, who)
	}
	if c.grantsProblem(w, r, u, err) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/grants", notice)
}

func (c *Console) adminDeletions(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	ds, err := c.svc.PendingDeletions(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "pending", &u, map[string]any{"Heading": "All pending deletions", "Pending": ds, "Admin": true})
}

// auditPage is how many audit entries one page shows.
const auditPage = 100

func (c *Console) adminAudit(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	q := r.URL.Query()
	f := memory.AuditFilter{Principal: q.Get("principal"), AgentID: q.Get("agent"), RunID: q.Get("run"),
		Action: q.Get("action"), NewestFirst: true, Limit: auditPage + 1}
	errs := map[string]string{}
	if s := q.Get("since"); s != "" {
		if t, err := parseWhen(s); err != nil {
			errs["since"] = err.Error()
		} else {
			f.Since = t
		}
	}
	if s := q.Get("until"); s != "" {
		if t, err := parseWhen(s); err != nil {
			errs["until"] = err.Error()
		} else {
			f.Until = t
		}
	}
	if b := q.Get("before"); b != "" {
		n, err := strconv.ParseInt(b, 10, 64)
		if err != nil || n < 0 {
			errs["form"] = "before must be an audit entry id"
		}
		f.Before = n
	}
	data := map[string]any{"F": f, "Since": q.Get("since"), "Until": q.Get("until"), "Errors": errs}
	status := http.StatusOK
	if len(errs) > 0 {
		status = http.StatusBadRequest
	} else {
		entries, err := c.svc.Audit(r.Context(), u.Identity, f)
		if err != nil {
			c.fail(w, r, err)
			return
		}
		if len(entries) > auditPage {
			entries = entries[:auditPage]
			nq := r.URL.Query()
			nq.Set("before", strconv.FormatInt(entries[len(entries)-1].ID, 10))
			nq.Del("notice")
			data["NextURL"] = "/admin/audit?" + nq.Encode()
		}
		data["Entries"] = entries
	}
	c.render(w, r, status, "admin_audit", &u, data)
}

// parseWhen reads an RFC 3339 time, a date, or a duration ago (24h).
func parseWhen(s string) (time.Time, error) {
	if d, err := time.ParseDuration(s); err == nil {
		return time.Now().Add(-d), nil
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, &memory.Error{Code: memory.CodeInvalid, Msg: "use a date (2026-01-31), an RFC 3339 time, or a duration ago (24h)"}
}
