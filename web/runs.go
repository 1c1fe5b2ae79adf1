package web

import (
	"cmp"
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// Runs: what one run (an MCP session, a stdio process, a client-named run) wrote, and undoing
// it. Admins see every principal's runs under /admin/runs; every person sees the runs of their
// own agents under /runs. Both show a run's changes as before / after and revert it in two
// steps: a POST without confirm shows the dry run (planned actions and conflicts, nothing
// changed); the confirm POST reverts, refusing on conflicts unless told to skip or force them.
// Which runs a person may see and revert is decided by memory.Service alone.

// runsPage is how many runs one list shows.
const runsPage = 200

// runSource is the admin's or the owner's view of runs: where they live and which service
// calls read and revert them.
type runSource struct {
	base  string // "/admin/runs" or "/runs"
	admin bool
	show  func(ctx context.Context, u identity.ConsoleUser, runID, principal string) (memory.RunDetail, error)
	rev   func(ctx context.Context, u identity.ConsoleUser, runID string, opts memory.RevertOptions) (memory.RevertResult, error)
}

func (c *Console) adminRunSource() runSource {
	return runSource{base: "/admin/runs", admin: true,
		show: func(ctx context.Context, u identity.ConsoleUser, runID, principal string) (memory.RunDetail, error) {
			return c.svc.ShowRun(ctx, u.Identity, runID, principal)
		},
		rev: func(ctx context.Context, u identity.ConsoleUser, runID string, opts memory.RevertOptions) (memory.RevertResult, error) {
			return c.svc.RevertRun(ctx, u.Identity, runID, opts)
		}}
}

func (c *Console) ownRunSource() runSource {
	return runSource{base: "/runs",
		show: func(ctx context.Context, u identity.ConsoleUser, runID, _ string) (memory.RunDetail, error) {
			return c.svc.ShowOwnRun(ctx, u.Identity, runID)
		},
		rev: func(ctx context.Context, u identity.ConsoleUser, runID string, opts memory.RevertOptions) (memory.RevertResult, error) {
			opts.Principal = ""
			return c.svc.RevertOwnRun(ctx, u.Identity, runID, opts)
		}}
}

func (c *Console) runRoutes(auth authFunc) {
	admin, own := c.adminRunSource(), c.ownRunSource()
	auth("GET /admin/runs", c.adminRuns)
	auth("GET /admin/runs/{run}", c.runPage(admin))
	auth("POST /admin/runs/{run}/revert", c.revertRun(admin))
	auth("GET /runs", c.ownRuns)
	auth("GET /runs/{run}", c.runPage(own))
	auth("POST /runs/{run}/revert", c.revertRun(own))
}

// runURL is a run's page: the run id is one escaped path segment (a client may name its run
// anything), the principal a query parameter (admins: several principals may share a run id).
func runURL(base, runID, principal string) string {
	u := base + "/" + url.PathEscape(runID)
	if principal != "" {
		u += "?principal=" + url.QueryEscape(principal)
	}
	return u
}

// sinceFilter reads the optional since parameter into errs.
func sinceFilter(q url.Values, errs map[string]string) time.Time {
	s := strings.TrimSpace(q.Get("since"))
	if s == "" {
		return time.Time{}
	}
	t, err := parseWhen(s)
	if err != nil {
		errs["since"] = err.Error()
	}
	return t
}

func (c *Console) adminRuns(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	q := r.URL.Query()
	errs := map[string]string{}
	f := memory.RunFilter{Principal: strings.TrimSpace(q.Get("principal")), ServicesOnly: q.Get("services") != "",
		Since: sinceFilter(q, errs), Limit: runsPage}
	c.listRuns(w, r, u, errs, map[string]any{"Admin": true, "F": f, "Since": q.Get("since")}, func() ([]memory.RunSummary, error) {
		return c.svc.ListRuns(r.Context(), u.Identity, f)
	})
}

func (c *Console) ownRuns(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	q := r.URL.Query()
	errs := map[string]string{}
	since := sinceFilter(q, errs)
	c.listRuns(w, r, u, errs, map[string]any{"Since": q.Get("since")}, func() ([]memory.RunSummary, error) {
		return c.svc.ListOwnRuns(r.Context(), u.Identity, since, runsPage)
	})
}

func (c *Console) listRuns(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, errs map[string]string, data map[string]any, list func() ([]memory.RunSummary, error)) {
	data["Errors"] = errs
	if data["Admin"] == true {
		data["Base"] = "/admin/runs"
	} else {
		data["Base"] = "/runs"
	}
	if len(errs) > 0 {
		c.render(w, r, http.StatusBadRequest, "runs", &u, data)
		return
	}
	runs, err := list()
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data["Runs"] = runs
	c.render(w, r, http.StatusOK, "runs", &u, data)
}

// principalOf is the run's principal an admin's request names (owners: always themselves).
func (src runSource) principalOf(r *http.Request) string {
	if !src.admin {
		return ""
	}
	if r.Method == http.MethodPost {
		return strings.TrimSpace(r.PostFormValue("principal"))
	}
	return strings.TrimSpace(r.URL.Query().Get("principal"))
}

func (c *Console) runPage(src runSource) func(http.ResponseWriter, *http.Request, identity.ConsoleUser) {
	return func(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
		c.renderRun(w, r, u, src, http.StatusOK, map[string]any{})
	}
}

// renderRun renders a run's page, with data's extras (a dry run or a refused revert).
func (c *Console) renderRun(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, src runSource, status int, data map[string]any) {
	runID, principal := r.PathValue("run"), src.principalOf(r)
	d, err := src.show(r.Context(), u, runID, principal)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	if src.admin {
		principal = d.Principal
	}
	data["D"], data["Admin"], data["Base"] = d, src.admin, src.base
	data["Principal"] = principal
	data["Self"] = runURL(src.base, d.RunID, principal)
	data["RevertAction"] = src.base + "/" + url.PathEscape(d.RunID) + "/revert"
	if _, ok := data["Mode"]; !ok {
		data["Mode"] = "refuse"
	}
	c.render(w, r, status, "run", &u, data)
}

// conflictModes are the revert form's choices.
var conflictModes = map[string]memory.ConflictMode{
	"refuse": memory.ConflictRefuse,
	"skip":   memory.ConflictSkip,
	"force":  memory.ConflictForce,
}

func (c *Console) revertRun(src runSource) func(http.ResponseWriter, *http.Request, identity.ConsoleUser) {
	return func(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
		runID, principal := r.PathValue("run"), src.principalOf(r)
		confirm := r.PostFormValue("confirm") == "revert"
		modeName := cmp.Or(r.PostFormValue("conflicts"), "refuse")
		mode, ok := conflictModes[modeName]
		if !ok {
			c.renderRun(w, r, u, src, http.StatusBadRequest, map[string]any{
				"Errors": map[string]string{"conflicts": "choose what to do with conflicts: refuse, skip or force"}})
			return
		}
		opts := memory.RevertOptions{Principal: principal, DryRun: !confirm, Conflicts: mode}
		res, err := src.rev(r.Context(), u, runID, opts)
		refused := confirm && memory.ErrorCode(err) == memory.CodeConflict
		if err != nil && !refused {
			c.fail(w, r, err)
			return
		}
		if !confirm || refused {
			status := http.StatusOK
			if refused {
				status = http.StatusConflict
			}
			todo := 0
			for _, ch := range res.Changes {
				if ch.Action != "none" {
					todo++
				}
			}
			c.renderRun(w, r, u, src, status, map[string]any{"Plan": res, "Refused": refused, "ToDo": todo, "Mode": modeName})
			return
		}
		notice := "reverted"
		switch {
		case res.Applied == 0:
			notice = "revertnoop"
		case res.Skipped > 0:
			notice = "revertskipped"
		}
		if src.admin {
			principal = res.Principal
		}
		seeOther(w, r, runURL(src.base, runID, principal), notice)
	}
}
