package memory_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// projectWorld is two principals in project apollo (alice writes, bob reads through team qa),
// carol outside it, and project zeus with carol as a writer.
type projectWorld struct {
	svc               *memory.Service
	alice, bob, carol policy.Identity
}

func newProjectWorld(t *testing.T) (projectWorld, func(q string, args ...any) int) {
	t.Helper()
	ctx := context.Background()
	svc, db := newService(t, nil)
	w := projectWorld{svc: svc, alice: principal(t, svc, "alice"), bob: principal(t, svc, "bob"), carol: principal(t, svc, "carol")}
	require.NoError(t, svc.AddProject(ctx, admin, "apollo"))
	require.NoError(t, svc.AddProject(ctx, admin, "zeus"))
	require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "alice", Level: policy.ProjectWrite}))
	require.NoError(t, svc.AddTeamMember(ctx, admin, "qa", "bob"))
	require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Team: "qa", Level: policy.ProjectRead}))
	require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "zeus", Principal: "carol", Level: policy.ProjectWrite}))
	w.alice.ProjectID, w.bob.ProjectID, w.carol.ProjectID = "apollo", "apollo", "zeus"
	return w, func(q string, args ...any) int { return count(t, db, q, args...) }
}

func projectSave(project, hint string) memory.SaveInput {
	return memory.SaveInput{Scope: "project", ProjectID: project, RecallHint: hint, Content: "content of " + hint}
}

func unbound(id policy.Identity) policy.Identity { id.ProjectID = ""; return id }
func boundTo(id policy.Identity, p string) policy.Identity {
	id.ProjectID = p
	return id
}

func TestProjectScopeRules(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, _ := newProjectWorld(t)
	svc := w.svc

	saved, err := svc.Save(ctx, w.alice, projectSave("apollo", "release checklist for apollo"))
	require.NoError(t, err)
	_, err = svc.Save(ctx, w.carol, projectSave("zeus", "zeus deploy window on fridays"))
	require.NoError(t, err)

	// Reading needs read, in a session bound to the project.
	m, err := svc.Get(ctx, w.bob, saved.ID)
	require.NoError(t, err)
	assert.Equal(t, memory.ScopeProject, m.Scope)
	assert.Equal(t, "apollo", m.ProjectID)
	for name, id := range map[string]policy.Identity{
		"bob unbound": unbound(w.bob), "alice unbound": unbound(w.alice), "carol (zeus)": w.carol,
		"carol bound to apollo": boundTo(w.carol, "apollo"), "alice bound to zeus": boundTo(w.alice, "zeus"),
	} {
		_, err := svc.Get(ctx, id, saved.ID)
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), name)
		hits, err := svc.Search(ctx, id, memory.SearchInput{Query: "release checklist apollo"})
		require.NoError(t, err)
		assert.Empty(t, hits, name)
	}
	hits, err := svc.Search(ctx, w.bob, memory.SearchInput{Query: "release checklist"})
	require.NoError(t, err)
	require.Len(t, hits, 1)
	assert.Equal(t, "apollo", hits[0].ProjectID)
	hits, err = svc.Search(ctx, w.bob, memory.SearchInput{Query: "release checklist", Scope: "user"})
	require.NoError(t, err)
	assert.Empty(t, hits, "scope user leaves project memories out")
	hits, err = svc.Search(ctx, w.bob, memory.SearchInput{Query: "release checklist", ProjectID: "zeus"})
	require.NoError(t, err)
	assert.Empty(t, hits, "a filter on another project finds nothing")
	_, err = svc.Search(ctx, w.bob, memory.SearchInput{Query: "x", ProjectID: "apollo", Scope: "user"})
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))

	// Saving needs write in the bound project; unknown, unbound and forbidden get one message.
	refusals := map[string]error{}
	for name, c := range map[string]struct {
		id      policy.Identity
		project string
	}{
		"reader":              {w.bob, "apollo"},
		"unbound member":      {unbound(w.alice), "apollo"},
		"bound elsewhere":     {w.alice, "zeus"},
		"not a member":        {boundTo(w.carol, "apollo"), "apollo"},
		"unknown project":     {boundTo(w.alice, "ghost"), "ghost"},
		"unknown, unbound":    {unbound(w.alice), "ghost"},
		"member of the other": {w.carol, "apollo"},
	} {
		_, err := svc.Save(ctx, c.id, projectSave(c.project, "note from "+name))
		require.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), name)
		refusals[name] = err
	}
	for name, err := range refusals {
		msg := strings.ReplaceAll(strings.ReplaceAll(err.Error(), `"zeus"`, `"P"`), `"ghost"`, `"P"`)
		msg = strings.ReplaceAll(msg, `"apollo"`, `"P"`)
		assert.Equal(t, `project "P" is unknown, is not the project this session is bound to, or you have no write access to it; bind the session to the project (token --project, X-Recall-Project, RECALL_PROJECT) and ask an admin for membership (`+"`recall admin project add-member`)", msg, name)
	}
	_, err = svc.Save(ctx, unbound(w.alice), memory.SaveInput{Scope: "project", RecallHint: "h", Content: "c"})
	assert.ErrorContains(t, err, "projectId is required when scope is project")
	// The contract: projectId is required iff scope is project, in a bound session too.
	_, err = svc.Save(ctx, w.alice, memory.SaveInput{Scope: "project", RecallHint: "apollo default project note", Content: "c"})
	assert.ErrorContains(t, err, "projectId is required when scope is project")
	_, err = svc.Save(ctx, w.alice, memory.SaveInput{Scope: "user", ProjectID: "apollo", RecallHint: "h", Content: "c"})
	assert.ErrorContains(t, err, "projectId is only allowed when scope is project")

	// Flipping and deleting need write.
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.SetAlwaysInject(ctx, w.bob, saved.ID, true)))
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.Delete(ctx, w.bob, saved.ID, memory.Confirmation{Via: "test"})))
	require.NoError(t, svc.SetAlwaysInject(ctx, w.alice, saved.ID, true))
	for _, id := range []policy.Identity{w.alice, w.bob} {
		set, err := svc.AlwaysInject(ctx, id, memory.InjectCap{})
		require.NoError(t, err)
		require.Len(t, set.Memories, 1)
		assert.Equal(t, saved.ID, set.Memories[0].ID)
	}
	for _, id := range []policy.Identity{unbound(w.bob), w.carol} {
		set, err := svc.AlwaysInject(ctx, id, memory.InjectCap{})
		require.NoError(t, err)
		assert.Empty(t, set.Memories)
	}

	// Removing a member takes effect on its next call.
	require.NoError(t, svc.RemoveProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Team: "qa"}))
	_, err = svc.Get(ctx, w.bob, saved.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	set, err := svc.AlwaysInject(ctx, w.bob, memory.InjectCap{})
	require.NoError(t, err)
	assert.Empty(t, set.Memories)
	assert.ErrorContains(t, svc.CheckBinding(ctx, w.bob), `bound to project "apollo", which does not exist or of which principal "bob" is not a member`)
	assert.Equal(t, svc.CheckBinding(ctx, boundTo(w.bob, "ghost")).Error(),
		strings.ReplaceAll(svc.CheckBinding(ctx, w.bob).Error(), "apollo", "ghost"), "unknown and forbidden bindings are refused alike")
	assert.NoError(t, svc.CheckBinding(ctx, w.alice))
	assert.NoError(t, svc.CheckBinding(ctx, unbound(w.bob)))

	require.NoError(t, svc.Delete(ctx, w.alice, saved.ID, memory.Confirmation{Via: "test"}))
}

func TestProjectDedupAuditHistoryExportImport(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, countQ := newProjectWorld(t)
	svc := w.svc
	require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "zeus", Principal: "alice", Level: policy.ProjectWrite}))

	first, err := svc.Save(ctx, w.alice, projectSave("apollo", "the team prefers squash merges"))
	require.NoError(t, err)
	again, err := svc.Save(ctx, w.alice, projectSave("apollo", "the team prefers squash merges always"))
	require.NoError(t, err)
	assert.True(t, again.Updated, "dedup within one project")
	assert.Equal(t, first.ID, again.ID)
	other, err := svc.Save(ctx, boundTo(w.alice, "zeus"), projectSave("zeus", "the team prefers squash merges"))
	require.NoError(t, err)
	assert.False(t, other.Updated, "never across projects")
	mine, err := svc.Save(ctx, w.alice, userSave("the team prefers squash merges", "mine"))
	require.NoError(t, err)
	assert.False(t, mine.Updated, "never with user memories")

	// Secrets are scrubbed from project memories too.
	sec, err := svc.Save(ctx, w.alice, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "staging database credentials",
		Content: "DATABASE_URL=postgres://app:Sup3rS3cret!@db.internal:5432/app and token ghp_" + strings.Repeat("aB3dE5fG7h", 3) + "xYz789"})
	require.NoError(t, err)
	assert.Equal(t, 2, sec.Redactions)
	assert.Zero(t, countQ(`select count(*) from memories where id = $1 and (content like '%Sup3rS3cret%' or content like '%ghp_%')`, sec.ID))

	assert.Equal(t, 1, countQ(`select count(*) from memory_versions where memory_id = $1 and project_id = 'apollo'`, first.ID), "history keeps the project")
	assert.Equal(t, 3, countQ(`select count(*) from audit_log where detail->>'projectId' = 'apollo'`), "audit names the project")

	var exported []memory.Exported
	require.NoError(t, svc.Export(ctx, admin, func(e memory.Exported) error { exported = append(exported, e); return nil }))
	byID := map[string]memory.Exported{}
	for _, e := range exported {
		byID[e.ID] = e
	}
	assert.Equal(t, "apollo", byID[first.ID].ProjectID)
	assert.Equal(t, "zeus", byID[other.ID].ProjectID)
	assert.Empty(t, byID[mine.ID].ProjectID)

	// Import into an empty database restores the project (and creates it, without members).
	svc2, db2 := newService(t, nil)
	n, err := svc2.Import(ctx, admin, exported)
	require.NoError(t, err)
	assert.Equal(t, len(exported), n)
	assert.Equal(t, 2, count(t, db2, `select count(*) from memories where scope = 'project' and project_id = 'apollo'`))
	ps, err := svc2.Projects(ctx, admin)
	require.NoError(t, err)
	require.Len(t, ps, 2)
	assert.Empty(t, ps[0].Members)
	_, err = svc2.Import(ctx, admin, []memory.Exported{{Memory: memory.Memory{ID: "8a0e1f5c-3b1d-4c8e-9a37-0d1e2f3a4b5c", Namespace: memory.Namespace{Scope: memory.ScopeProject}, State: memory.State{RecallHint: "h", Content: "c"}}, Owner: "x"}})
	assert.ErrorContains(t, err, "project with a projectId")
}

func TestRevertRestoresProjectMemories(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, countQ := newProjectWorld(t)
	svc := w.svc
	revAdmin := policy.CLIAdmin("revert")

	kept, err := svc.Save(ctx, w.alice, projectSave("apollo", "apollo on-call rotation"))
	require.NoError(t, err)
	run := w.alice
	run.RunID = "nightly"
	created, err := svc.Save(ctx, run, projectSave("apollo", "apollo flaky test list"))
	require.NoError(t, err)
	_, err = svc.Save(ctx, run, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "apollo on-call rotation", Content: "changed by the run", AlwaysInject: true})
	require.NoError(t, err)
	require.NoError(t, svc.Delete(ctx, run, kept.ID, memory.Confirmation{Via: "test"}))

	show, err := svc.ShowRun(ctx, revAdmin, "nightly", "")
	require.NoError(t, err)
	for _, c := range show.Changes {
		assert.Equal(t, "apollo", c.ProjectID, "run show names the project of %s", c.MemoryID)
	}
	// The owner sees its run's project memories while bound to the project and a member.
	own, err := svc.ShowOwnRun(ctx, run, "nightly")
	require.NoError(t, err)
	for _, c := range own.Changes {
		assert.False(t, c.Withheld)
	}
	own, err = svc.ShowOwnRun(ctx, unbound(run), "nightly")
	require.NoError(t, err)
	require.Len(t, own.Changes, 2)
	for _, c := range own.Changes {
		assert.True(t, c.Withheld, "unbound: the project's text is withheld")
		assert.Nil(t, c.Before)
		assert.Nil(t, c.After)
	}
	// An owner may revert only what it may change: not project memories from an unbound session.
	_, err = svc.RevertOwnRun(ctx, unbound(w.alice), "nightly", memory.RevertOptions{})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))

	res, err := svc.RevertRun(ctx, revAdmin, "nightly", memory.RevertOptions{})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Applied)
	for _, c := range res.Changes {
		assert.Equal(t, memory.ScopeProject, c.Scope)
		assert.Equal(t, "apollo", c.ProjectID)
	}
	m, err := svc.Get(ctx, w.bob, kept.ID)
	require.NoError(t, err, "the restored memory is back in its project, visible to its members")
	assert.Equal(t, "apollo", m.ProjectID)
	assert.Equal(t, "content of apollo on-call rotation", m.Content)
	_, err = svc.Get(ctx, w.carol, kept.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	_, err = svc.Get(ctx, w.bob, created.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "what the run created is gone")
	assert.Equal(t, 1, countQ(`select count(*) from memories where scope = 'project'`))
}

func TestProjectAdminNeedsAdmin(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, _ := newProjectWorld(t)
	member := w.alice
	member.Transport = "web"
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(w.svc.AddProject(ctx, member, "mine")))
	_, err := w.svc.Projects(ctx, member)
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(w.svc.AddProjectMember(ctx, member,
		memory.ProjectMember{Project: "zeus", Principal: "alice", Level: policy.ProjectWrite})))
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(w.svc.RemoveProjectMember(ctx, member,
		memory.ProjectMember{Project: "apollo", Team: "qa"})))

	boss := principal(t, w.svc, "boss", withRole(policy.RoleAdmin))
	require.NoError(t, w.svc.AddProject(ctx, boss, "hermes"))
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(w.svc.AddProject(ctx, boss, "hermes")))
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(w.svc.AddProject(ctx, boss, "bad name")))
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(w.svc.RemoveProjectMember(ctx, boss,
		memory.ProjectMember{Project: "hermes", Principal: "alice"})))
	ps, err := w.svc.Projects(ctx, boss)
	require.NoError(t, err)
	require.Len(t, ps, 3)
	assert.Equal(t, "apollo", ps[0].Name)
	assert.ElementsMatch(t, []memory.ProjectMember{{Project: "apollo", Principal: "alice", Level: "write"}, {Project: "apollo", Team: "qa", Level: "read"}}, ps[0].Members)

	_, err = idsOf(w.svc).CreateProjectToken(ctx, boss, "alice", "", "ghost")
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	tok, err := idsOf(w.svc).CreateProjectToken(ctx, boss, "alice", "claude", "apollo")
	require.NoError(t, err)
	id, err := idsOf(w.svc).Authenticate(ctx, tok)
	require.NoError(t, err)
	assert.Equal(t, "apollo", id.ProjectID)
	assert.Equal(t, "claude", id.AgentID)
}
