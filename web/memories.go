package web

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

func filterFrom(r *http.Request) memory.ListFilter {
	q := r.URL.Query()
	page, _ := strconv.Atoi(q.Get("page"))
	if page > 0 {
		page--
	}
	return memory.ListFilter{Query: q.Get("q"), Scope: q.Get("scope"), AgentID: q.Get("agent"),
		Tag: q.Get("tag"), SystemID: q.Get("system"), Page: page, From: q.Get("from"), To: q.Get("to")}
}

func pageURL(r *http.Request, page int) string {
	q := r.URL.Query()
	q.Set("page", strconv.Itoa(page+1))
	q.Del("notice")
	return r.URL.Path + "?" + q.Encode()
}

func (c *Console) listMemories(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	f := filterFrom(r)
	c.renderList(w, r, u, f, map[string]any{"Heading": "My memories", "Action": "/memories"})
}

func (c *Console) renderList(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, f memory.ListFilter, data map[string]any) {
	page, err := c.svc.ListMemories(r.Context(), u.Identity, f)
	status := http.StatusOK
	if memory.ErrorCode(err) == memory.CodeInvalid {
		data["Problem"], status, err = err.Error(), http.StatusBadRequest, nil
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	agents, err := c.svc.MyAgents(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	systems, err := c.svc.MySystems(r.Context(), u.Identity, false)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data["F"], data["Page"], data["Agents"], data["Systems"] = f, page, agents, systems
	data["PrevURL"], data["NextURL"] = pageURL(r, page.Page-1), pageURL(r, page.Page+1)
	c.render(w, r, status, "memories", &u, data)
}

func (c *Console) showMemory(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	d, err := c.svc.MemoryDetail(r.Context(), u.Identity, r.PathValue("id"))
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "memory", &u, map[string]any{"D": d, "Captured": slices.Contains(d.Tags, memory.CapturedTag)})
}

func (c *Console) editForm(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	d, err := c.svc.MemoryDetail(r.Context(), u.Identity, r.PathValue("id"))
	if err == nil && !d.CanManage {
		err = &memory.Error{Code: memory.CodeNotFound, Msg: "not found"}
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "edit", &u, map[string]any{"ID": d.ID,
		"Form": memory.EditInput{RecallHint: d.RecallHint, Content: d.Content}, "Tags": strings.Join(d.Tags, ", ")})
}

func splitTags(s string) []string {
	var out []string
	for _, t := range strings.Split(s, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

func (c *Console) editMemory(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	mid := r.PathValue("id")
	in := memory.EditInput{RecallHint: r.PostFormValue("recallHint"), Content: r.PostFormValue("content"),
		Tags: splitTags(r.PostFormValue("tags"))}
	_, err := c.svc.EditMemory(r.Context(), u.Identity, mid, in)
	switch memory.ErrorCode(err) {
	case memory.CodeInvalid, memory.CodeForbidden, memory.CodeCapReached, memory.CodeQuotaExceeded,
		memory.CodeBudgetExhausted, memory.CodeConflict:
		// A refusal is the form again, with what was typed and why it was not saved.
		c.render(w, r, refusalStatus(err), "edit", &u, map[string]any{"ID": mid, "Form": in,
			"Tags": r.PostFormValue("tags"), "Errors": fieldErrors(err, "recallHint", "content", "tags")})
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, memoryBase(r)+"/"+url.PathEscape(mid), "saved")
}

func (c *Console) flipInject(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	mid := r.PathValue("id")
	on, err := strconv.ParseBool(r.PostFormValue("on"))
	if err != nil {
		c.fail(w, r, &memory.Error{Code: memory.CodeInvalid, Msg: "on must be true or false"})
		return
	}
	if err := c.svc.SetAlwaysInjectAsOwner(r.Context(), u.Identity, mid, on); err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, memoryBase(r)+"/"+url.PathEscape(mid), "flipped")
}

func (c *Console) confirmDelete(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	d, err := c.svc.MemoryDetail(r.Context(), u.Identity, r.PathValue("id"))
	if err == nil && !d.CanManage {
		err = &memory.Error{Code: memory.CodeNotFound, Msg: "not found"}
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "delete", &u, map[string]any{"M": d.Memory})
}

func (c *Console) deleteMemory(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	if err := c.svc.DeleteAsOwner(r.Context(), u.Identity, r.PathValue("id")); err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, listURL(r), "deleted")
}

func (c *Console) listPending(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	ds, err := c.svc.MyPendingDeletions(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "pending", &u, map[string]any{"Heading": "My pending deletions", "Pending": ds})
}

func (c *Console) resolvePending(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	verdict := r.PathValue("verdict")
	if verdict != "approve" && verdict != "reject" {
		c.notFound(w, r)
		return
	}
	if err := c.svc.ResolveDeletion(r.Context(), u.Identity, r.PathValue("id"), verdict == "approve"); err != nil {
		if memory.ErrorCode(err) == memory.CodeInvalid {
			err = &memory.Error{Code: memory.CodeNotFound, Msg: "not found"}
		}
		c.fail(w, r, err)
		return
	}
	back := "/pending"
	if r.PostFormValue("back") == "admin" {
		back = "/admin/deletions"
	}
	notice := "approved"
	if verdict == "reject" {
		notice = "rejected"
	}
	seeOther(w, r, back, notice)
}

func (c *Console) injectPreview(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	agents, err := c.svc.MyAgents(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	agent := r.URL.Query().Get("agent")
	if agent == "" {
		agent = "default"
		if len(agents) > 0 && !contains(agents, agent) {
			agent = agents[0]
		}
	}
	if !contains(agents, agent) {
		agents = append(agents, agent)
	}
	projects, err := c.svc.MyProjects(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	// An agent bound to a project receives that project's memories too (a member's only).
	id := memory.InProject(u.Identity, r.URL.Query().Get("project"))
	p, err := c.svc.PreviewInject(r.Context(), id, agent, c.opts.InjectCap)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	// Block is exactly what the agent gets, but for the frame's random nonce.
	c.render(w, r, http.StatusOK, "inject", &u, map[string]any{"P": p, "Block": frame.Inject(p.Set.Memories, p.Set.Omitted),
		"Agents": agents, "Projects": projects})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (c *Console) listSystems(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	systems, err := c.svc.MySystems(r.Context(), u.Identity, true)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "systems", &u, map[string]any{"Systems": systems})
}

func (c *Console) showSystem(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	system := r.PathValue("system")
	acc, err := c.svc.CanReadSystem(r.Context(), u.Identity, system)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	f := filterFrom(r)
	f.Scope, f.SystemID, f.AgentID = "system", system, ""
	level := "read-only"
	if acc.Manage {
		level = "manage"
	}
	c.renderList(w, r, u, f, map[string]any{"Heading": "System " + system + " (" + level + ")",
		"Action": "/systems/" + url.PathEscape(system), "SystemPage": true})
}
