package web_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// projectFixture: project apollo with ana (write, in her own name) and ben (read, through team
// devs); carl is a member of project zeus only; root is an admin and a member of nothing.
type projectFixture struct {
	*site
	ana, ben, carl, root policy.Identity
	apolloMem, injected  string
	zeusMem, anaOwn      string
}

func newProjectFixture(t *testing.T) *projectFixture {
	s := newSite(t, memory.InjectCap{})
	f := &projectFixture{site: s}
	f.ana = s.principal("ana", "member")
	f.ben = s.principal("ben", "member")
	f.carl = s.principal("carl", "member")
	f.root = s.principal("root", policy.RoleAdmin)
	ctx := context.Background()
	require.NoError(t, s.svc.AddProject(ctx, cliAdmin, "apollo"))
	require.NoError(t, s.svc.AddProject(ctx, cliAdmin, "zeus"))
	require.NoError(t, s.svc.AddTeamMember(ctx, cliAdmin, "devs", "ben"))
	require.NoError(t, s.svc.AddProjectMember(ctx, cliAdmin, memory.ProjectMember{Project: "apollo", Principal: "ana", Level: policy.ProjectWrite}))
	require.NoError(t, s.svc.AddProjectMember(ctx, cliAdmin, memory.ProjectMember{Project: "apollo", Team: "devs", Level: policy.ProjectRead}))
	require.NoError(t, s.svc.AddProjectMember(ctx, cliAdmin, memory.ProjectMember{Project: "zeus", Principal: "carl", Level: policy.ProjectWrite}))
	f.apolloMem = s.save(bound(f.ana, "apollo"), memory.SaveInput{Scope: "project", ProjectID: "apollo",
		RecallHint: "apollo deploys go through the canary", Content: "canary for 30 minutes", Tags: []string{"deploy"}})
	f.injected = s.save(bound(f.ana, "apollo"), memory.SaveInput{Scope: "project", ProjectID: "apollo",
		RecallHint: "apollo uses postgres 17", Content: "never mysql", AlwaysInject: true})
	f.zeusMem = s.save(bound(f.carl, "zeus"), memory.SaveInput{Scope: "project", ProjectID: "zeus",
		RecallHint: "zeus secret plan", Content: "x"})
	f.anaOwn = s.save(f.ana, memory.SaveInput{Scope: "user", RecallHint: "ana likes dark mode", Content: "dark"})
	return f
}

func bound(id policy.Identity, project string) policy.Identity {
	id.ProjectID = project
	return id
}

func (f *projectFixture) memory(mid string) memory.Memory {
	f.t.Helper()
	m, err := f.svc.Get(context.Background(), bound(f.ana, "apollo"), mid)
	require.NoError(f.t, err)
	return m
}

func TestProjectMembersSeeProjectMemories(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ana := f.browser().login("ana")
	ben := f.browser().login("ben")

	require.Equal(t, http.StatusOK, ana.get("/projects").StatusCode)
	assert.Regexp(t, `(?s)<a href="/projects/apollo">apollo</a></td><td>write</td>.*<td>2</td>`, ana.body)
	assert.NotContains(t, ana.body, "zeus")
	require.Equal(t, http.StatusOK, ben.get("/projects").StatusCode)
	assert.Regexp(t, `(?s)apollo</a></td><td>read</td>\s*<td class="wrap"><span class="tag">team devs</span></td><td>2</td>`, ben.body)

	// The list, newest first, links to the memories under the project.
	require.Equal(t, http.StatusOK, ben.get("/projects/apollo").StatusCode)
	assert.Contains(t, ben.body, "Project apollo (read)")
	assert.Regexp(t, `(?s)apollo uses postgres 17.*apollo deploys go through the canary`, ben.body)
	assert.Contains(t, ben.body, `href="/projects/apollo/memories/`+f.apolloMem+`"`)
	assert.NotContains(t, ben.body, "zeus secret plan")
	// Search ranks with searchMemory's ranking; the tag filter narrows.
	require.Equal(t, http.StatusOK, ben.get("/projects/apollo?q=canary+deploys").StatusCode)
	assert.Contains(t, ben.body, "apollo deploys go through the canary")
	assert.NotContains(t, ben.body, "postgres 17")
	require.Equal(t, http.StatusOK, ben.get("/projects/apollo?tag=deploy").StatusCode)
	assert.Contains(t, ben.body, "canary")
	assert.NotContains(t, ben.body, "postgres 17")

	// The memory's page: fields, history, audit; a read member gets no buttons.
	require.Equal(t, http.StatusOK, ben.get("/projects/apollo/memories/"+f.apolloMem).StatusCode)
	assert.Contains(t, ben.body, "canary for 30 minutes")
	assert.Contains(t, ben.body, `<dd id="project">`)
	assert.Contains(t, ben.body, "memory.save")
	assert.Contains(t, ben.body, "Read-only: you are a read member of project apollo")
	assert.NotContains(t, ben.body, `id="edit"`)
	require.Equal(t, http.StatusOK, ana.get("/projects/apollo/memories/"+f.apolloMem).StatusCode)
	assert.Contains(t, ana.body, `href="/projects/apollo/memories/`+f.apolloMem+`/edit" id="edit"`)

	// The owner pages never show project memories: they belong to the project page.
	require.Equal(t, http.StatusOK, ana.get("/memories").StatusCode)
	assert.Contains(t, ana.body, "ana likes dark mode")
	assert.NotContains(t, ana.body, "canary")
	assert.Equal(t, http.StatusNotFound, ana.get("/memories/"+f.apolloMem).StatusCode)
	// Nor does a project page show the person's own memories.
	assert.Equal(t, http.StatusNotFound, ana.get("/projects/apollo/memories/"+f.anaOwn).StatusCode)

	// The always-inject preview for an agent bound to apollo carries the project's memory.
	require.Equal(t, http.StatusOK, ana.get("/inject").StatusCode)
	assert.NotContains(t, ana.body, "postgres 17")
	require.Equal(t, http.StatusOK, ana.get("/inject?project=apollo").StatusCode)
	assert.Contains(t, ana.body, "bound to project <strong>apollo</strong>")
	assert.Regexp(t, `(?s)<pre id="block">.*apollo uses postgres 17.*</pre>`, ana.body)
}

func TestProjectNonMemberGetsTheSameNotFound(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	carl := f.browser().login("carl")
	root := f.browser().login("root") // an admin is no member either
	for _, b := range []*browser{carl, root} {
		require.Equal(t, http.StatusNotFound, b.get("/projects/no-such-project").StatusCode)
		want := b.body
		for _, p := range []string{"/projects/apollo", "/projects/apollo?q=canary", "/projects/apollo/memories/" + f.apolloMem,
			"/projects/apollo/memories/" + f.apolloMem + "/edit", "/projects/apollo/memories/" + f.apolloMem + "/delete",
			"/projects/no-such-project/memories/" + f.apolloMem, "/projects/" + url.PathEscape("bad name!"),
			"/inject?project=apollo", "/inject?project=no-such-project"} {
			resp := b.get(p)
			assert.Equal(t, http.StatusNotFound, resp.StatusCode, p)
			assert.Equal(t, want, b.body, p)
		}
		assert.NotContains(t, b.body, "canary")
	}
	// carl's own project does not open another project's memory.
	assert.Equal(t, http.StatusNotFound, carl.get("/projects/zeus/memories/"+f.apolloMem).StatusCode)
	require.Equal(t, http.StatusOK, carl.get("/projects/zeus").StatusCode)
	assert.Contains(t, carl.body, "zeus secret plan")
	assert.NotContains(t, carl.body, "canary")
	// Nor can he change it.
	for _, p := range []string{"/projects/apollo/memories/" + f.apolloMem + "/edit", "/projects/zeus/memories/" + f.apolloMem + "/edit"} {
		assert.Equal(t, http.StatusNotFound, carl.post(p, url.Values{"recallHint": {"pwned"}, "content": {"pwned"}}, nil).StatusCode)
	}
	assert.Equal(t, http.StatusNotFound, carl.post("/projects/apollo/memories/"+f.apolloMem+"/delete", nil, nil).StatusCode)
	assert.Equal(t, "apollo deploys go through the canary", f.memory(f.apolloMem).RecallHint)
}

func TestProjectReadMemberCannotChange(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ben := f.browser().login("ben")
	base := "/projects/apollo/memories/" + f.apolloMem
	assert.Equal(t, http.StatusNotFound, ben.get(base+"/edit").StatusCode)
	assert.Equal(t, http.StatusNotFound, ben.get(base+"/delete").StatusCode)
	assert.Equal(t, http.StatusNotFound, ben.post(base+"/edit", url.Values{"recallHint": {"changed"}, "content": {"changed"}}, nil).StatusCode)
	assert.Equal(t, http.StatusNotFound, ben.post(base+"/inject", url.Values{"on": {"true"}}, nil).StatusCode)
	assert.Equal(t, http.StatusNotFound, ben.post(base+"/delete", nil, nil).StatusCode)
	m := f.memory(f.apolloMem)
	assert.Equal(t, "apollo deploys go through the canary", m.RecallHint)
	assert.Equal(t, "canary for 30 minutes", m.Content)
	assert.False(t, m.AlwaysInject)
}

func TestProjectWriteMemberEditsFlipsAndDeletes(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ana := f.browser().login("ana")
	base := "/projects/apollo/memories/" + f.apolloMem

	require.Equal(t, http.StatusOK, ana.get(base+"/edit").StatusCode)
	assert.Contains(t, ana.body, `action="`+base+`/edit"`)
	// Bad input is answered next to the field and changes nothing.
	resp := ana.post(base+"/edit", url.Values{"recallHint": {""}, "content": {"x"}}, nil)
	require.Equal(t, http.StatusBadRequest, resp.StatusCode)
	assert.Contains(t, ana.body, `id="recallHint-error"`)
	assert.Equal(t, "apollo deploys go through the canary", f.memory(f.apolloMem).RecallHint)

	resp = ana.post(base+"/edit", url.Values{"recallHint": {"apollo deploys need a canary"}, "content": {"canary for an hour; key sk-ant-api03-" + "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghAA"},
		"tags": {"deploy, canary"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, ana.body)
	assert.Equal(t, base+"?notice=saved", resp.Header.Get("Location"))
	m := f.memory(f.apolloMem)
	assert.Equal(t, "apollo deploys need a canary", m.RecallHint)
	assert.NotContains(t, m.Content, "sk-ant-api03", "the edit goes through the scrubber")
	assert.Equal(t, memory.ScopeProject, m.Scope)
	assert.Equal(t, "apollo", m.ProjectID)
	require.Equal(t, http.StatusOK, ana.get(base).StatusCode)
	assert.Contains(t, ana.body, "apollo deploys go through the canary", "the old text is a version")

	resp = ana.post(base+"/inject", url.Values{"on": {"true"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, ana.body)
	assert.Equal(t, base+"?notice=flipped", resp.Header.Get("Location"))
	assert.True(t, f.memory(f.apolloMem).AlwaysInject)

	require.Equal(t, http.StatusOK, ana.get(base+"/delete").StatusCode)
	resp = ana.post(base+"/delete", nil, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, ana.body)
	assert.Equal(t, "/projects/apollo?notice=deleted", resp.Header.Get("Location"))
	_, err := f.svc.Get(context.Background(), bound(f.ana, "apollo"), f.apolloMem)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	entries, err := f.svc.Audit(context.Background(), cliAdmin, memory.AuditFilter{MemoryID: f.apolloMem})
	require.NoError(t, err)
	var actions []string
	for _, e := range entries {
		if e.Transport == "web" {
			actions = append(actions, e.Action)
		}
	}
	assert.Equal(t, []string{"memory.update", "memory.always_inject", "memory.delete"}, actions)
}

func TestProjectRemovedMemberLosesAccessOnTheNextRequest(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ana := f.browser().login("ana")
	ben := f.browser().login("ben")
	root := f.browser().login("root")
	base := "/projects/apollo/memories/" + f.apolloMem
	require.Equal(t, http.StatusOK, ana.get(base).StatusCode)
	require.Equal(t, http.StatusOK, ben.get(base).StatusCode)

	resp := root.post("/admin/projects/members", url.Values{"project": {"apollo"}, "kind": {"principal"}, "who": {"ana"}, "action": {"remove"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, root.body)
	resp = root.post("/admin/projects/members", url.Values{"project": {"apollo"}, "kind": {"team"}, "who": {"devs"}, "action": {"remove"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, root.body)

	for _, b := range []*browser{ana, ben} {
		assert.Equal(t, http.StatusNotFound, b.get(base).StatusCode)
		assert.Equal(t, http.StatusNotFound, b.get("/projects/apollo").StatusCode)
		assert.Equal(t, http.StatusNotFound, b.get("/inject?project=apollo").StatusCode)
		require.Equal(t, http.StatusOK, b.get("/projects").StatusCode)
		assert.NotContains(t, b.body, "apollo")
	}
	assert.Equal(t, http.StatusNotFound, ana.post(base+"/edit", url.Values{"recallHint": {"late"}, "content": {"late"}}, nil).StatusCode)
	assert.Equal(t, http.StatusNotFound, ana.post(base+"/delete", nil, nil).StatusCode)
	// Still there, unchanged (read by the CLI admin's view of all projects' memories).
	var hint string
	require.NoError(t, f.db.Pool.QueryRow(context.Background(), `select recall_hint from memories where id = $1`, f.apolloMem).Scan(&hint))
	assert.Equal(t, "apollo deploys go through the canary", hint)
}

func TestProjectAdminPages(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ana := f.browser().login("ana")
	root := f.browser().login("root")
	ctx := context.Background()

	// Members are refused the admin page and its forms; nothing changes.
	assert.Equal(t, http.StatusForbidden, ana.get("/admin/projects").StatusCode)
	assert.Equal(t, http.StatusForbidden, ana.post("/admin/projects", url.Values{"name": {"hermes"}}, nil).StatusCode)
	assert.Equal(t, http.StatusForbidden, ana.post("/admin/projects/members", url.Values{"project": {"zeus"}, "who": {"ana"}, "level": {"write"}}, nil).StatusCode)
	assert.Equal(t, http.StatusForbidden, ana.post("/admin/projects/members", url.Values{"project": {"apollo"}, "who": {"devs"}, "kind": {"team"}, "action": {"remove"}}, nil).StatusCode)
	before, err := f.svc.Projects(ctx, cliAdmin)
	require.NoError(t, err)
	require.Len(t, before, 2)
	assert.Len(t, before[0].Members, 2)

	require.Equal(t, http.StatusOK, root.get("/admin/projects").StatusCode)
	assert.Regexp(t, `(?s)apollo.*ana · write.*team devs · read.*zeus.*carl · write`, root.body)

	// Bad input: errors next to the field, nothing changed.
	bad := []struct {
		path, errID string
		form        url.Values
	}{
		{"/admin/projects", "name-error", url.Values{"name": {"bad name!"}}},
		{"/admin/projects", "name-error", url.Values{"name": {"apollo"}}},
		{"/admin/projects/members", "who-error", url.Values{"project": {"zeus"}, "kind": {"principal"}, "who": {"nobody"}, "level": {"read"}}},
		{"/admin/projects/members", "level-error", url.Values{"project": {"zeus"}, "kind": {"principal"}, "who": {"ana"}, "level": {"admin"}}},
		{"/admin/projects/members", "member-project-error", url.Values{"project": {"hermes"}, "kind": {"principal"}, "who": {"ana"}, "level": {"read"}}},
		{"/admin/projects/members", "who-error", url.Values{"project": {"zeus"}, "kind": {"principal"}, "who": {"ana"}, "action": {"remove"}}},
	}
	for _, c := range bad {
		resp := root.post(c.path, c.form, nil)
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, "%v", c.form)
		assert.Contains(t, root.body, `id="`+c.errID+`"`, "%v: %s", c.form, root.body)
	}
	after, err := f.svc.Projects(ctx, cliAdmin)
	require.NoError(t, err)
	assert.Equal(t, before, after)

	// An admin adds a project and a member; the member sees it.
	resp := root.post("/admin/projects", url.Values{"name": {"hermes"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, root.body)
	resp = root.post("/admin/projects/members", url.Values{"project": {"hermes"}, "kind": {"principal"}, "who": {"ana"}, "level": {"read"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, root.body)
	require.Equal(t, http.StatusOK, ana.get("/projects").StatusCode)
	assert.Regexp(t, `(?s)/projects/hermes">hermes</a></td><td>read</td>`, ana.body)
	assert.Equal(t, http.StatusOK, ana.get("/projects/hermes").StatusCode)
	entries, err := f.svc.Audit(ctx, cliAdmin, memory.AuditFilter{Principal: "root"})
	require.NoError(t, err)
	var actions []string
	for _, e := range entries {
		actions = append(actions, e.Action+"/"+e.Transport)
	}
	assert.Subset(t, actions, []string{"project.add/web", "project.add_member/web"})
}

func TestProjectCrossSitePostsAreRefused(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	ana := f.browser().login("ana")
	root := f.browser().login("root")
	base := "/projects/apollo/memories/" + f.apolloMem
	posts := []struct {
		b    *browser
		path string
		form url.Values
	}{
		{ana, base + "/edit", url.Values{"recallHint": {"forged"}, "content": {"forged"}}},
		{ana, base + "/inject", url.Values{"on": {"true"}}},
		{ana, base + "/delete", nil},
		{root, "/admin/projects", url.Values{"name": {"forged"}}},
		{root, "/admin/projects/members", url.Values{"project": {"apollo"}, "who": {"carl"}, "level": {"write"}}},
		{root, "/admin/projects/members", url.Values{"project": {"apollo"}, "who": {"ana"}, "action": {"remove"}}},
	}
	forgeries := []map[string]string{
		{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
		{"Sec-Fetch-Site": "cross-site", "Origin": ""},
		{"Origin": "", "Sec-Fetch-Site": ""},
	}
	before, err := f.svc.Projects(context.Background(), cliAdmin)
	require.NoError(t, err)
	for _, h := range forgeries {
		for _, p := range posts {
			assert.Equal(t, http.StatusForbidden, p.b.post(p.path, p.form, h).StatusCode, "%v %s", h, p.path)
		}
	}
	m := f.memory(f.apolloMem)
	assert.Equal(t, "apollo deploys go through the canary", m.RecallHint)
	assert.False(t, m.AlwaysInject)
	after, err := f.svc.Projects(context.Background(), cliAdmin)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

func TestProjectPagesNeedASession(t *testing.T) {
	t.Parallel()
	f := newProjectFixture(t)
	b := f.browser()
	for _, p := range []string{"/projects", "/projects/apollo", "/projects/apollo/memories/" + f.apolloMem, "/admin/projects"} {
		resp := b.get(p)
		assert.Equal(t, http.StatusSeeOther, resp.StatusCode, p)
		assert.Regexp(t, regexp.MustCompile(`^/login\?next=`), resp.Header.Get("Location"), p)
	}
}
