package memory_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// authorityLevel is what the actor holds on the memory's namespace: for a user memory, whether it
// is the owner; for a system, its grant; for a project, its membership.
type authorityLevel string

const (
	lvOwner   authorityLevel = "owner"
	lvOther   authorityLevel = "other"
	lvNone    authorityLevel = "none"
	lvRead    authorityLevel = "read"
	lvManage  authorityLevel = "manage"
	lvPRead   authorityLevel = "project-read"
	lvPWrite  authorityLevel = "project-write"
	pathNew                  = "save-new"
	pathNewAI                = "save-new-always-inject"
	pathDedup                = "save-dedup"
	pathFlip                 = "flip"
	pathEdit                 = "console-edit"
	pathDel                  = "delete"
	pathRev                  = "revert"
)

// authorityPaths are every way to a memory: the two that add one, then the five that change one
// already stored (X, the memory of the owner or the system's / project's manager).
var authorityPaths = []string{pathNew, pathNewAI, pathDedup, pathFlip, pathEdit, pathDel, pathRev}

// TestAuthorityIsTheSameOnEveryPath is the table of scope × level × path (issue 35, M1): whatever
// path a change takes (a save that updates a near-duplicate in place, a flip, a console edit, a
// delete, a revert of the actor's own run), changing a stored memory needs the same level, and a
// refused change leaves the memory exactly as it was. Adding a memory keeps its own rule: a
// system reader may add a fact, but not an always-inject one, which reaches every reader.
func TestAuthorityIsTheSameOnEveryPath(t *testing.T) {
	t.Parallel()
	// allowed[scope][level] is the verdict of the five paths that change X; addNew and addInject
	// the verdicts of the two that add a memory.
	type row struct {
		scope             memory.Scope
		level             authorityLevel
		change            bool
		addNew, addInject bool
	}
	rows := []row{
		{memory.ScopeUser, lvOwner, true, true, true},
		{memory.ScopeUser, lvOther, false, true, true}, // adds to its own namespace; X is another's
		{memory.ScopeSystem, lvNone, false, false, false},
		{memory.ScopeSystem, lvRead, false, true, false},
		{memory.ScopeSystem, lvManage, true, true, true},
		{memory.ScopeProject, lvNone, false, false, false},
		{memory.ScopeProject, lvPRead, false, false, false},
		{memory.ScopeProject, lvPWrite, true, true, true},
	}
	for _, r := range rows {
		t.Run(fmt.Sprintf("%s/%s", r.scope, r.level), func(t *testing.T) {
			t.Parallel()
			f := newAuthorityFixture(t, r.scope, r.level)
			for _, path := range authorityPaths {
				want := r.change
				switch path {
				case pathNew:
					want = r.addNew
				case pathNewAI:
					want = r.addInject
				}
				t.Run(path, func(t *testing.T) {
					got, err := f.try(t, path)
					if want {
						require.NoError(t, err)
						assert.True(t, got, "allowed: the call took effect")
						return
					}
					assert.False(t, got, "refused: nothing changed (err: %v)", err)
					if err != nil {
						code := memory.ErrorCode(err)
						assert.Contains(t, []memory.Code{memory.CodeForbidden, memory.CodeNotFound}, code, "a refusal is a clear domain error: %v", err)
					} else {
						// Only a save into the actor's own namespace can succeed without touching X.
						assert.Equal(t, pathDedup, path)
						assert.Equal(t, lvOther, r.level)
					}
				})
			}
		})
	}
}

type authorityFixture struct {
	svc     *memory.Service
	scope   memory.Scope
	level   authorityLevel
	owner   policy.Identity // owns X (the owner, the system's or project's manager)
	actor   policy.Identity
	console policy.Identity // the actor in the console
	n       int
}

func newAuthorityFixture(t *testing.T, scope memory.Scope, level authorityLevel) *authorityFixture {
	ctx := context.Background()
	svc, _ := newService(t, nil)
	f := &authorityFixture{svc: svc, scope: scope, level: level}
	f.owner = principal(t, svc, "owner")
	f.actor = f.owner
	if level != lvOwner {
		f.actor = principal(t, svc, "actor")
	}
	switch scope {
	case memory.ScopeSystem:
		require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "owner", Level: policy.AccessManage}))
	case memory.ScopeProject:
		require.NoError(t, svc.AddProject(ctx, admin, "apollo"))
		require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "owner", Level: policy.ProjectWrite}))
		f.owner.ProjectID, f.actor.ProjectID = "apollo", "apollo"
	}
	f.setLevel(t, level)
	f.console = policy.Identity{PrincipalID: f.actor.PrincipalID, Principal: f.actor.Principal, Transport: "web", ProjectID: f.actor.ProjectID}
	return f
}

// setLevel gives the actor level on the fixture's system or project (none: takes it away).
func (f *authorityFixture) setLevel(t *testing.T, level authorityLevel) {
	ctx := context.Background()
	if f.actor.PrincipalID == f.owner.PrincipalID {
		return
	}
	switch f.scope {
	case memory.ScopeSystem:
		g := identity.Grant{SystemID: "billing", Principal: "actor"}
		if level == lvNone {
			err := idsOf(f.svc).RemoveGrant(ctx, admin, g)
			if memory.ErrorCode(err) != memory.CodeNotFound {
				require.NoError(t, err)
			}
			return
		}
		g.Level = policy.AccessLevel(level)
		require.NoError(t, idsOf(f.svc).AddGrant(ctx, admin, g))
	case memory.ScopeProject:
		m := memory.ProjectMember{Project: "apollo", Principal: "actor"}
		if level == lvNone {
			err := f.svc.RemoveProjectMember(ctx, admin, m)
			if memory.ErrorCode(err) != memory.CodeNotFound {
				require.NoError(t, err)
			}
			return
		}
		m.Level = map[authorityLevel]policy.ProjectLevel{lvPRead: policy.ProjectRead, lvPWrite: policy.ProjectWrite}[level]
		require.NoError(t, f.svc.AddProjectMember(ctx, admin, m))
	}
}

// input is a save of the fixture's scope.
func (f *authorityFixture) input(hint, content string, inject bool) memory.SaveInput {
	in := memory.SaveInput{Scope: string(f.scope), RecallHint: hint, Content: content, AlwaysInject: inject}
	switch f.scope {
	case memory.ScopeSystem:
		in.SystemID = "billing"
	case memory.ScopeProject:
		in.ProjectID = "apollo"
	}
	return in
}

// stored is X as its owner sees it (found: it still exists).
func (f *authorityFixture) stored(t *testing.T, mid string) (memory.Memory, bool) {
	m, err := f.svc.Get(context.Background(), f.owner, mid)
	if memory.ErrorCode(err) == memory.CodeNotFound {
		return memory.Memory{}, false
	}
	require.NoError(t, err)
	return m, true
}

// try takes path as the actor and reports whether it took effect: for the paths that add, the
// memory was saved; for the others, X (a fresh always-inject memory of the owner) changed.
func (f *authorityFixture) try(t *testing.T, path string) (bool, error) {
	ctx := context.Background()
	f.n++
	// Words of their own per case: no case's memory is a near-duplicate of another's.
	hint := fmt.Sprintf("ledger%d export%d format%d auditors%d", f.n, f.n, f.n, f.n)
	switch path {
	case pathNew, pathNewAI:
		res, err := f.svc.Save(ctx, f.actor, f.input(hint, "CSV with a header row", path == pathNewAI))
		return err == nil && res.ID != "" && !res.Updated, err
	}
	x, err := f.svc.Save(ctx, f.owner, f.input(hint, "CSV with a header row", true))
	require.NoError(t, err)
	before, ok := f.stored(t, x.ID)
	require.True(t, ok)

	switch path {
	case pathDedup:
		var res memory.SaveResult
		res, err = f.svc.Save(ctx, f.actor, f.input(hint, "rewritten by the actor", false))
		if err == nil && !res.Updated {
			require.NotEqual(t, x.ID, res.ID)
		}
	case pathFlip:
		err = f.svc.SetAlwaysInject(ctx, f.actor, x.ID, false)
	case pathEdit:
		_, err = f.svc.EditMemory(ctx, f.console, x.ID, memory.EditInput{RecallHint: hint, Content: "edited in the console"})
	case pathDel:
		err = f.svc.Delete(ctx, f.actor, x.ID, memory.Confirmation{Via: "elicitation"})
	case pathRev:
		// The actor's own run changed X while it could (the owner's run, for another
		// principal's user memory); then the actor, at the level under test, reverts that run.
		run := fmt.Sprintf("revert-case-%d", f.n)
		writer := f.actor
		if f.level == lvOther {
			writer = f.owner
		}
		writer.RunID = run
		f.setLevel(t, map[memory.Scope]authorityLevel{memory.ScopeSystem: lvManage, memory.ScopeProject: lvPWrite, memory.ScopeUser: f.level}[f.scope])
		require.NoError(t, f.svc.SetAlwaysInject(ctx, writer, x.ID, false))
		f.setLevel(t, f.level)
		before, _ = f.stored(t, x.ID)
		_, err = f.svc.RevertOwnRun(ctx, f.console, run, memory.RevertOptions{})
	default:
		t.Fatalf("unknown path %s", path)
	}
	after, found := f.stored(t, x.ID)
	changed := !found || after.Content != before.Content || after.AlwaysInject != before.AlwaysInject ||
		after.RecallHint != before.RecallHint || !after.UpdatedAt.Equal(before.UpdatedAt)
	return changed, err
}
