package web_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// TestProjectsInABrowser: an admin creates a project in the console (first with a bad name) and
// adds a member; the member's agent saves into the project; the member opens the project in the
// console, opens the memory and edits it.
func TestProjectsInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	s.principal("root", policy.RoleAdmin)
	ana := s.principal("ana", "member")

	p := newPage(t, s.url)
	p.open(s.link("root"))
	p.open("/admin/projects")
	p.set("name", "bad name!")
	assert.Equal(t, int64(400), p.click("#add-project-button"))
	assert.Contains(t, p.text("#name-error"), "is not valid")
	ps, err := s.svc.Projects(ctx, cliAdmin)
	require.NoError(t, err)
	assert.Empty(t, ps)

	p.set("name", "apollo")
	p.click("#add-project-button")
	assert.Equal(t, "Added.", p.text(".notice"))
	p.set("member-project", "apollo")
	p.set("who", "ana")
	p.set("level", "write")
	p.click("#add-member-button")
	assert.Equal(t, "Added.", p.text(".notice"))
	assert.Contains(t, p.text("#projects"), "ana · write")
	p.shot("console-admin-projects.png")

	// Ana's agent, in a session bound to apollo, saves a project memory.
	agent := ana
	agent.ProjectID = "apollo"
	mid := s.save(agent, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "apollo deploys go through the canary",
		Content: "canary for 30 minutes", Tags: []string{"deploy"}})

	// Signed in as root, the link asks before it switches.
	p.open(s.link("ana"))
	assert.Contains(t, p.text("#signed-in-as"), "root")
	p.clickID("sign-in")
	p.open("/projects")
	assert.Contains(t, p.text("#projects"), "apollo")
	p.click(`a[href="/projects/apollo"]`)
	assert.Equal(t, "/projects/apollo", p.location())
	assert.Contains(t, p.text("#memories"), "apollo deploys go through the canary")
	p.shot("console-project.png")
	p.click(`#memories a[href="/projects/apollo/memories/` + mid + `"]`)
	assert.Equal(t, "apollo", p.text("#project"))
	p.clickID("edit")
	p.set("recallHint", "apollo deploys need a one-hour canary")
	p.set("content", "canary for 60 minutes, then promote")
	p.clickID("save")
	assert.Equal(t, "/projects/apollo/memories/"+mid+"?notice=saved", p.location())
	assert.Equal(t, "apollo deploys need a one-hour canary", p.text("#hint"))
	assert.Contains(t, p.text("#versions"), "apollo deploys go through the canary")

	m, err := s.svc.Get(ctx, agent, mid)
	require.NoError(t, err)
	assert.Equal(t, "canary for 60 minutes, then promote", m.Content)
	assert.Equal(t, "apollo", m.ProjectID)
}
