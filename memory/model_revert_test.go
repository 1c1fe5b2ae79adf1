package memory_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// revModel is the reference for runs and revert: every memory's state and, per memory, every
// write in order with the run that made it and the state before and after. Plain Go, no SQL.
type revModel struct {
	mems map[string]*revMem
	log  map[string][]revWrite // memory id -> writes, in order
}

type revState struct {
	hint, content string
	tags          []string
	inject        bool
}

type revMem struct {
	scope, ownerID, owner, agent, system, project string
	cur                                           *revState // nil: deleted
}

type revWrite struct {
	run           string // principal + "/" + run id
	before, after *revState
}

func sameRev(a, b *revState) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.hint == b.hint && a.content == b.content && a.inject == b.inject && fmt.Sprint(a.tags) == fmt.Sprint(b.tags)
}

func (m *revModel) write(mid, run string, after *revState) {
	m.log[mid] = append(m.log[mid], revWrite{run: run, before: m.mems[mid].cur, after: after})
	m.mems[mid].cur = after
}

// revertPlan is what the model predicts a revert of run does to each memory it wrote: the target
// state, whether it already holds, and whether it is a conflict.
type revPlan struct {
	target   *revState
	none     bool
	conflict bool
}

func (m *revModel) plan(run string) map[string]revPlan {
	out := map[string]revPlan{}
	for mid, ws := range m.log {
		first, last := -1, -1
		for i, w := range ws {
			if w.run == run {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first < 0 {
			continue
		}
		p := revPlan{target: ws[first].before}
		cur := m.mems[mid].cur
		if sameRev(cur, p.target) {
			p.none = true
		} else {
			p.conflict = !sameRev(cur, ws[last].after)
			for i := first + 1; i < last; i++ {
				p.conflict = p.conflict || ws[i].run != run
			}
		}
		out[mid] = p
	}
	return out
}

// TestModelRevertRuns runs rounds of writes by several runs of interactive and service
// principals (concurrent goroutines, then interleaved), across user, system and project scopes
// (every session bound to project "proj", which its project saves name): creates,
// updates in place (dedup), always-inject flips and deletes. Each round reverts a random run,
// reverts included, and checks the dry run's conflicts and actions, the refusal, the database
// after a skip or force revert, and that reverting again changes nothing, all against revModel.
func TestModelRevertRuns(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	seed := uint64(20261123)
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Logf("seed %d", seed)
	svc, db := newService(t, &memory.Options{Logger: discard()})
	revAdmin := policy.CLIAdmin("model")

	type who struct {
		name, id string
		service  bool
	}
	var people []who
	for _, n := range []string{"ann", "ben", "bot1", "bot2"} {
		service := strings.HasPrefix(n, "bot")
		var capN *int
		if service {
			c := 100000
			capN = &c
		}
		p, err := idsOf(svc).AddPrincipal(ctx, admin, n, "member", service, capN)
		require.NoError(t, err)
		people = append(people, who{n, p.ID, service})
	}
	systems := []string{"sysa", "sysb"}
	for _, sys := range systems {
		for _, p := range people {
			require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: sys, Principal: p.name, Level: policy.AccessManage}))
		}
	}
	require.NoError(t, svc.AddProject(ctx, admin, "proj"))
	for _, p := range people {
		require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "proj", Principal: p.name, Level: policy.ProjectWrite}))
	}
	words := []string{"queue", "cache", "deploy", "index", "quota", "alert"}
	m := &revModel{mems: map[string]*revMem{}, log: map[string][]revWrite{}}
	var key atomic.Int64
	var mu sync.Mutex // guards m during the concurrent phase

	newState := func(r *rand.Rand, hint string) *revState {
		var tags []string
		for _, tg := range []string{"a", "b", "c"} {
			if r.IntN(3) == 0 {
				tags = append(tags, tg)
			}
		}
		if tags == nil {
			tags = []string{}
		}
		return &revState{hint: hint, content: fmt.Sprintf("c%d", r.Int64()), tags: tags, inject: r.IntN(3) == 0}
	}
	save := func(id policy.Identity, scope, system string, st *revState) memory.SaveResult {
		t.Helper()
		in := memory.SaveInput{Scope: scope, SystemID: system, RecallHint: st.hint,
			Content: st.content, Tags: st.tags, AlwaysInject: st.inject}
		if scope == string(memory.ScopeProject) {
			in.ProjectID = id.ProjectID // required iff project: the session's own project
		}
		res, err := svc.Save(ctx, id, in)
		require.NoError(t, err)
		return res
	}
	// changeable lists the live memories id may change (and see, for dedup), sorted.
	changeable := func(id policy.Identity, only func(string) bool) []string {
		var out []string
		for mid, mem := range m.mems {
			if mem.cur == nil || only != nil && !only(mid) {
				continue
			}
			if mem.scope == "system" || mem.scope == "project" || mem.ownerID == id.PrincipalID && mem.agent == id.AgentID {
				out = append(out, mid)
			}
		}
		sort.Strings(out)
		return out
	}
	runRef := func(id policy.Identity) string { return id.Principal + "/" + id.RunID }

	// step performs one random write by run id on the memories allowed by only (nil: any), and
	// records it in the model. The caller holds mu when others run concurrently.
	step := func(r *rand.Rand, id policy.Identity, service bool, only func(string) bool, created func(string), lock func(), unlock func()) {
		lock()
		mine := changeable(id, only)
		unlock()
		pickMine := func() string { return mine[r.IntN(len(mine))] }
		switch op := r.IntN(10); {
		case op < 4 || len(mine) == 0: // a new memory
			scope, system, project := "user", "", ""
			switch r.IntN(3) {
			case 0:
				scope, system = "system", systems[r.IntN(2)]
			case 1:
				scope, project = "project", "proj"
			}
			st := newState(r, fmt.Sprintf("k%d note %s", key.Add(1), words[r.IntN(len(words))]))
			res := save(id, scope, system, st)
			require.False(t, res.Updated, "a fresh hint never dedups")
			lock()
			m.mems[res.ID] = &revMem{scope: scope, ownerID: id.PrincipalID, owner: id.Principal, agent: id.AgentID, system: system, project: project}
			m.log[res.ID] = append(m.log[res.ID], revWrite{run: runRef(id), after: st})
			m.mems[res.ID].cur = st
			unlock()
			if created != nil {
				created(res.ID)
			}
		case op < 7: // the same hint again: an update in place
			mid := pickMine()
			lock()
			mem := m.mems[mid]
			st := newState(r, mem.cur.hint)
			unlock()
			res := save(id, mem.scope, mem.system, st)
			require.True(t, res.Updated)
			require.Equal(t, mid, res.ID, "dedup updates the memory with the same hint")
			lock()
			m.write(mid, runRef(id), st)
			unlock()
		case op < 9 || service: // flip always-inject
			mid := pickMine()
			on := r.IntN(2) == 0
			require.NoError(t, svc.SetAlwaysInject(ctx, id, mid, on))
			lock()
			if cur := m.mems[mid].cur; cur.inject != on {
				next := *cur
				next.inject = on
				m.write(mid, runRef(id), &next)
			}
			unlock()
		default: // delete (interactive principals only)
			mid := pickMine()
			require.NoError(t, svc.Delete(ctx, id, mid, memory.Confirmation{Via: "test"}))
			lock()
			m.write(mid, runRef(id), nil)
			unlock()
		}
	}
	nop := func() {}

	checkDB := func(round int, what string) {
		t.Helper()
		got := snapshot(t, db.Pool)
		want := 0
		for mid, mem := range m.mems {
			if mem.cur == nil {
				assert.NotContains(t, got, mid, "round %d %s: memory %s should be absent", round, what, mid)
				continue
			}
			want++
			g, ok := got[mid]
			if !assert.True(t, ok, "round %d %s: memory %s missing", round, what, mid) {
				continue
			}
			assert.Equal(t, row{Scope: mem.scope, Owner: mem.ownerID, Agent: mem.agent, System: mem.system, Project: mem.project,
				Hint: mem.cur.hint, Content: mem.cur.content, Tags: mem.cur.tags, Inject: mem.cur.inject, CreatedAt: g.CreatedAt},
				g, "round %d %s: memory %s", round, what, mid)
		}
		require.Len(t, got, want, "round %d %s: memory count", round, what)
		if t.Failed() {
			t.FailNow()
		}
	}

	runs := map[string]policy.Identity{} // runRef -> identity of every run that wrote
	const rounds = 12
	for round := range rounds {
		ids := make([]policy.Identity, len(people))
		for i, p := range people {
			ids[i] = policy.Identity{PrincipalID: p.id, Principal: p.name, AgentID: "default", RunID: fmt.Sprintf("%s-r%d", p.name, round), Transport: "test", ProjectID: "proj"}
			runs[runRef(ids[i])] = ids[i]
		}
		// Concurrent: every run in its own goroutine, on memories it creates in this phase.
		var wg sync.WaitGroup
		for i, p := range people {
			wg.Add(1)
			r := rand.New(rand.NewPCG(seed+uint64(round*10+i), uint64(i)))
			go func() {
				defer wg.Done()
				own := map[string]bool{}
				var ownMu sync.Mutex
				only := func(mid string) bool { ownMu.Lock(); defer ownMu.Unlock(); return own[mid] }
				for range 12 {
					step(r, ids[i], p.service, only, func(mid string) { ownMu.Lock(); own[mid] = true; ownMu.Unlock() }, mu.Lock, mu.Unlock)
				}
			}()
		}
		wg.Wait()
		checkDB(round, "after the concurrent phase")
		// Interleaved: random runs of this round on any memory they may change.
		for range 30 {
			i := rng.IntN(len(people))
			step(rng, ids[i], people[i].service, nil, nil, nop, nop)
		}
		checkDB(round, "after the interleaved phase")

		// Revert a random run, reverts included.
		refs := make([]string, 0, len(runs))
		for ref := range runs {
			refs = append(refs, ref)
		}
		sort.Strings(refs)
		ref := refs[rng.IntN(len(refs))]
		var reverts []string
		for _, r := range refs {
			if strings.HasPrefix(r, revAdmin.Principal+"/") {
				reverts = append(reverts, r)
			}
		}
		if len(reverts) > 0 && rng.IntN(3) == 0 {
			ref = reverts[rng.IntN(len(reverts))] // a revert of a revert
		}
		run := runs[ref]
		want := m.plan(ref)
		if len(want) == 0 {
			continue
		}

		show, err := svc.ShowRun(ctx, revAdmin, run.RunID, run.Principal)
		require.NoError(t, err)
		shown := map[string]bool{}
		for _, c := range show.Changes {
			shown[c.MemoryID] = true
		}
		require.Len(t, shown, len(want), "round %d: show %s lists every memory the run wrote", round, ref)

		plan, err := svc.RevertRun(ctx, revAdmin, run.RunID, memory.RevertOptions{Principal: run.Principal, DryRun: true})
		require.NoError(t, err)
		wantConflicts, gotConflicts := []string{}, []string{}
		for mid, p := range want {
			if p.conflict {
				wantConflicts = append(wantConflicts, mid)
			}
		}
		require.Len(t, plan.Changes, len(want))
		for _, c := range plan.Changes {
			p, ok := want[c.MemoryID]
			require.True(t, ok, "round %d: revert of %s plans memory %s the run never wrote", round, ref, c.MemoryID)
			assert.Equal(t, p.none, c.Action == "none", "round %d: %s memory %s action %s", round, ref, c.MemoryID, c.Action)
			if c.Conflict {
				gotConflicts = append(gotConflicts, c.MemoryID)
			}
		}
		sort.Strings(wantConflicts)
		sort.Strings(gotConflicts)
		require.Equal(t, wantConflicts, gotConflicts, "round %d: conflicts of reverting %s", round, ref)
		checkDB(round, "after the dry run")

		mode := memory.ConflictRefuse
		if len(wantConflicts) > 0 {
			_, err := svc.RevertRun(ctx, revAdmin, run.RunID, memory.RevertOptions{Principal: run.Principal})
			require.Equal(t, memory.CodeConflict, memory.ErrorCode(err), "round %d: %v", round, err)
			checkDB(round, "after a refused revert")
			mode = []memory.ConflictMode{memory.ConflictSkip, memory.ConflictForce}[rng.IntN(2)]
		}
		res, err := svc.RevertRun(ctx, revAdmin, run.RunID, memory.RevertOptions{Principal: run.Principal, Conflicts: mode})
		require.NoError(t, err)
		applied := 0
		rev := revAdmin.Principal + "/" + res.RevertRunID
		for mid, p := range want {
			if p.none || p.conflict && mode != memory.ConflictForce {
				continue
			}
			m.write(mid, rev, p.target)
			applied++
		}
		require.Equal(t, applied, res.Applied, "round %d: revert of %s (mode %d)", round, ref, mode)
		if applied > 0 {
			runs[rev] = policy.Identity{Principal: revAdmin.Principal, RunID: res.RevertRunID}
		}
		t.Logf("round %d: reverted %s: %d memories, %d conflicts, mode %d, %d applied", round, ref, len(want), len(wantConflicts), mode, applied)
		checkDB(round, "after the revert")

		again, err := svc.RevertRun(ctx, revAdmin, run.RunID, memory.RevertOptions{Principal: run.Principal, Conflicts: mode})
		require.NoError(t, err)
		require.Equal(t, 0, again.Applied, "round %d: reverting %s twice", round, ref)
		checkDB(round, "after reverting twice")
	}
}
