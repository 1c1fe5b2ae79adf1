package web

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// Project pages. The console's identity is bound to no project; under /projects/{project}/ every
// handler passes the service the identity bound to the page's project (memory.InProject), and the
// service's SQL decides, with the same visibility rule an agent's bound session meets, whether
// the person is a member and may write. A memory's pages are the owner's (showMemory, editForm,
// …) under the project's prefix.
func (c *Console) projectRoutes(auth authFunc) {
	auth("GET /projects", c.myProjects)
	auth("GET /projects/{project}", c.showProject)
	auth("GET /projects/{project}/memories/{id}", inProject(c.showMemory))
	auth("GET /projects/{project}/memories/{id}/edit", inProject(c.editForm))
	auth("POST /projects/{project}/memories/{id}/edit", inProject(c.editMemory))
	auth("POST /projects/{project}/memories/{id}/inject", inProject(c.flipInject))
	auth("GET /projects/{project}/memories/{id}/delete", inProject(c.confirmDelete))
	auth("POST /projects/{project}/memories/{id}/delete", inProject(c.deleteMemory))

	auth("GET /admin/projects", c.adminProjects)
	auth("POST /admin/projects", c.adminAddProject)
	auth("POST /admin/projects/members", c.adminProjectMember)
}

// inProject runs a memory page's handler with the identity bound to the URL's project.
func inProject(h func(http.ResponseWriter, *http.Request, identity.ConsoleUser)) func(http.ResponseWriter, *http.Request, identity.ConsoleUser) {
	return func(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
		u.Identity = memory.InProject(u.Identity, r.PathValue("project"))
		h(w, r, u)
	}
}

// memoryBase is where a memory's pages live: under its project's page, or the owner's /memories.
func memoryBase(r *http.Request) string {
	if p := r.PathValue("project"); p != "" {
		return projectURL(p) + "/memories"
	}
	return "/memories"
}

// listURL is the list a memory's pages return to.
func listURL(r *http.Request) string {
	if p := r.PathValue("project"); p != "" {
		return projectURL(p)
	}
	return "/memories"
}

func projectURL(p string) string { return "/projects/" + url.PathEscape(p) }

func (c *Console) myProjects(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	ps, err := c.svc.MyProjects(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	c.render(w, r, http.StatusOK, "projects", &u, map[string]any{"Projects": ps})
}

func (c *Console) showProject(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	project := r.PathValue("project")
	m, err := c.svc.OpenProject(r.Context(), u.Identity, project)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	f := filterFrom(r)
	data := map[string]any{"Heading": "Project " + project + " (" + string(m.Level) + ")",
		"Action": projectURL(project), "ProjectPage": true}
	page, err := c.svc.ListProjectMemories(r.Context(), u.Identity, project, f)
	status := http.StatusOK
	if memory.ErrorCode(err) == memory.CodeInvalid {
		data["Problem"], status, err = err.Error(), http.StatusBadRequest, nil
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data["F"], data["Page"] = f, page
	data["PrevURL"], data["NextURL"] = pageURL(r, page.Page-1), pageURL(r, page.Page+1)
	c.render(w, r, status, "memories", &u, data)
}

func (c *Console) adminProjects(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	c.renderProjects(w, r, u, http.StatusOK, map[string]any{})
}

func (c *Console) renderProjects(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, status int, data map[string]any) {
	ps, err := c.svc.Projects(r.Context(), u.Identity)
	if err != nil {
		c.fail(w, r, err)
		return
	}
	data["Projects"] = ps
	c.render(w, r, status, "admin_projects", &u, data)
}

// projectsProblem shows a caller's mistake on the projects page, next to the fields of the form
// that was sent (form: "add" or "member"), and reports whether it did.
func (c *Console) projectsProblem(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser, err error, form string, data map[string]any) bool {
	if memory.ErrorCode(err) != memory.CodeInvalid && memory.ErrorCode(err) != memory.CodeNotFound {
		return false
	}
	fe := fieldErrors(err, "project", "no project", "principal", "no principal", "team", "unknown project level", "a project member")
	out := map[string]string{}
	place := func(field string, keys ...string) {
		for _, k := range keys {
			if v := fe[k]; v != "" {
				out[field] = strings.TrimSpace(out[field] + " " + v)
			}
		}
	}
	place("project", "project", "no project")
	place("who", "principal", "no principal", "team", "a project member")
	place("level", "unknown project level")
	place("form", "form")
	if form == "add" {
		data["AddErrors"] = out
	} else {
		data["MemberErrors"] = out
	}
	c.renderProjects(w, r, u, http.StatusBadRequest, data)
	return true
}

func (c *Console) adminAddProject(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	name := strings.TrimSpace(r.PostFormValue("name"))
	err := c.svc.AddProject(r.Context(), u.Identity, name)
	if c.projectsProblem(w, r, u, err, "add", map[string]any{"NewName": name}) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/projects", "added")
}

func (c *Console) adminProjectMember(w http.ResponseWriter, r *http.Request, u identity.ConsoleUser) {
	m := memory.ProjectMember{Project: strings.TrimSpace(r.PostFormValue("project")),
		Level: policy.ProjectLevel(r.PostFormValue("level"))}
	kind, who := r.PostFormValue("kind"), strings.TrimSpace(r.PostFormValue("who"))
	if kind == "team" {
		m.Team = who
	} else {
		m.Principal = who
	}
	var err error
	notice := "added"
	if r.PostFormValue("action") == "remove" {
		err, notice = c.svc.RemoveProjectMember(r.Context(), u.Identity, m), "removed"
	} else {
		err = c.svc.AddProjectMember(r.Context(), u.Identity, m)
	}
	data := map[string]any{"Member": map[string]string{"Project": m.Project, "Kind": kind, "Who": who, "Level": string(m.Level)}}
	if c.projectsProblem(w, r, u, err, "member", data) {
		return
	}
	if err != nil {
		c.fail(w, r, err)
		return
	}
	seeOther(w, r, "/admin/projects", notice)
}
