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

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// refModel is the reference for who may see and change what: plain maps, no SQL.
type refModel struct {
	role     map[string]string // principal -> role
	service  map[string]bool
	revoked  map[string]bool   // role+" "+rule
	grants   map[string]string // system+" "+principal -> level
	tgrants  map[string]string // system+" "+team -> level
	members  map[string]bool   // team+" "+principal
	memories map[string]*refMem
}

type refMem struct {
	scope, owner, agent, system, token string
	inject                             bool
}

func (m *refModel) ruleOK(p string, op policy.Op) bool {
	rule, effect := policy.Spec(op)
	if effect == policy.EffectDestructive && m.service[p] {
		return false
	}
	return !m.revoked[m.role[p]+" "+string(rule)]
}

func (m *refModel) access(p, system string) string {
	best := ""
	consider := func(l string) {
		if l == "manage" || best == "" {
			best = l
		}
	}
	if l, ok := m.grants[system+" "+p]; ok {
		consider(l)
	}
	for k, l := range m.tgrants {
		var sys, team string
		fmt.Sscan(k, &sys, &team)
		if sys == system && m.members[team+" "+p] {
			consider(l)
		}
	}
	return best
}

func (m *refModel) canSee(p, agent string, mem *refMem) bool {
	if mem.scope == "user" {
		return mem.owner == p && mem.agent == agent
	}
	return m.access(p, mem.system) != ""
}

func (m *refModel) canChange(p, agent string, mem *refMem) bool {
	if mem.scope == "user" {
		return mem.owner == p && mem.agent == agent
	}
	return m.access(p, mem.system) == "manage"
}

// TestModelNoLeaks runs thousands of random operations by random principals, roles, teams,
// grants and agents against real PostgreSQL, and checks every answer against refModel.
func TestModelNoLeaks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	seed := uint64(20261122)
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Logf("seed %d", seed)
	svc, _ := newService(t, &memory.Options{Logger: discard()})

	names := []string{"ann", "ben", "cat", "dan", "eve"}
	roles := []string{"member", "ops"}
	agents := []string{"claude", "cursor"}
	systems := []string{"billing", "search", "ledger"}
	teams := []string{"red", "blue"}
	words := []string{"queue", "cache", "deploy", "index", "quota", "alert"}

	m := &refModel{role: map[string]string{}, service: map[string]bool{}, revoked: map[string]bool{},
		grants: map[string]string{}, tgrants: map[string]string{}, members: map[string]bool{}, memories: map[string]*refMem{}}
	ids := map[string]policy.Identity{}
	for i, n := range names {
		r := roles[i%2]
		p, err := svc.AddPrincipal(ctx, admin, n, r, n == "eve", nil)
		require.NoError(t, err)
		m.role[n], m.service[n] = r, n == "eve"
		ids[n] = policy.Identity{PrincipalID: p.ID, Principal: n, RunID: "model", Transport: "test"}
	}
	as := func(p, agent string) policy.Identity { id := ids[p]; id.AgentID = agent; return id }
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	anyMemory := func() (string, *refMem) {
		if len(m.memories) == 0 {
			return "", nil
		}
		keys := make([]string, 0, len(m.memories))
		for k := range m.memories {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		k := keys[rng.IntN(len(keys))]
		return k, m.memories[k]
	}
	expectOK := func(step int, what string, want bool, err error) {
		t.Helper()
		if want && err != nil {
			t.Fatalf("step %d %s: want success, got %v", step, what, err)
		}
		if !want && err == nil {
			t.Fatalf("step %d %s: want refusal, got success (a leak or a missed rule)", step, what)
		}
		if err != nil && !memory.IsDomain(err) {
			t.Fatalf("step %d %s: infrastructure error %v", step, what, err)
		}
	}

	const steps = 2500
	token := 0
	for step := range steps {
		p, agent := pick(names), pick(agents)
		id := as(p, agent)
		switch op := rng.IntN(20); {
		case op < 4: // save user
			token++
			tok := fmt.Sprintf("tk%d", token)
			res, err := svc.Save(ctx, id, memory.SaveInput{Scope: "user", RecallHint: tok + " entry " + pick(words), Content: "c", AlwaysInject: rng.IntN(3) == 0})
			expectOK(step, "save user", m.ruleOK(p, policy.OpSave), err)
			if err == nil {
				m.memories[res.ID] = &refMem{scope: "user", owner: p, agent: agent, token: tok, inject: rng.IntN(3) == 0}
				require.NoError(t, svc.SetAlwaysInject(ctx, id, res.ID, m.memories[res.ID].inject))
			}
		case op < 7: // save system
			token++
			tok, sys := fmt.Sprintf("tk%d", token), pick(systems)
			res, err := svc.Save(ctx, id, memory.SaveInput{Scope: "system", SystemID: sys, RecallHint: tok + " entry " + pick(words), Content: "c"})
			expectOK(step, "save system "+sys, m.ruleOK(p, policy.OpSave) && m.access(p, sys) != "", err)
			if err == nil {
				m.memories[res.ID] = &refMem{scope: "system", owner: p, agent: agent, system: sys, token: tok}
			}
		case op < 9: // get
			if mid, mem := anyMemory(); mem != nil {
				_, err := svc.Get(ctx, id, mid)
				expectOK(step, "get", m.ruleOK(p, policy.OpRead) && m.canSee(p, agent, mem), err)
			}
		case op < 12: // search for one memory's token, and a broad search
			mid, mem := anyMemory()
			if mem == nil {
				continue
			}
			hits, err := svc.Search(ctx, id, memory.SearchInput{Query: mem.token, Limit: 50})
			expectOK(step, "search", m.ruleOK(p, policy.OpSearch), err)
			found := false
			for _, h := range hits {
				found = found || h.ID == mid
				require.True(t, m.canSee(p, agent, m.memories[h.ID]), "step %d: search leaked %s to %s/%s", step, h.ID, p, agent)
			}
			if err == nil {
				require.Equal(t, m.canSee(p, agent, mem), found, "step %d: search for %s by %s/%s", step, mem.token, p, agent)
			}
			hits, _ = svc.Search(ctx, id, memory.SearchInput{Query: "entry " + pick(words), Limit: 50})
			for _, h := range hits {
				require.True(t, m.canSee(p, agent, m.memories[h.ID]), "step %d: broad search leaked %s", step, h.ID)
			}
		case op < 13: // delete
			if mid, mem := anyMemory(); mem != nil {
				err := svc.Delete(ctx, id, mid, memory.Confirmation{Via: "test"})
				expectOK(step, "delete", m.ruleOK(p, policy.OpDelete) && m.canChange(p, agent, mem), err)
				if err == nil {
					delete(m.memories, mid)
				}
			}
		case op < 14: // flip always-inject
			if mid, mem := anyMemory(); mem != nil {
				on := rng.IntN(2) == 0
				err := svc.SetAlwaysInject(ctx, id, mid, on)
				expectOK(step, "flip", m.ruleOK(p, policy.OpSetAlwaysInject) && m.canChange(p, agent, mem), err)
				if err == nil {
					mem.inject = on
				}
			}
		case op < 15: // the always-inject set
			set, err := svc.AlwaysInject(ctx, id, memory.InjectCap{MaxItems: 1000, MaxTokens: 1 << 20})
			expectOK(step, "always-inject", m.ruleOK(p, policy.OpRead), err)
			if err == nil {
				var got, want []string
				for _, mm := range set.Memories {
					got = append(got, mm.ID)
				}
				for mid, mem := range m.memories {
					if mem.inject && m.canSee(p, agent, mem) {
						want = append(want, mid)
					}
				}
				require.ElementsMatch(t, want, got, "step %d: always-inject of %s/%s", step, p, agent)
			}
		case op < 16: // rules
			role, rule, on := pick(roles), policy.Rules[rng.IntN(2)], rng.IntN(3) != 0
			require.NoError(t, svc.SetRule(ctx, admin, role, rule, on))
			m.revoked[role+" "+string(rule)] = !on
		case op < 18: // grants
			sys, level := pick(systems), pick([]string{"read", "manage"})
			if rng.IntN(2) == 0 {
				g := memory.Grant{SystemID: sys, Principal: p, Level: policy.AccessLevel(level)}
				if rng.IntN(3) == 0 {
					if svc.RemoveGrant(ctx, admin, g) == nil {
						delete(m.grants, sys+" "+p)
					}
				} else {
					require.NoError(t, svc.AddGrant(ctx, admin, g))
					m.grants[sys+" "+p] = level
				}
			} else {
				team := pick(teams)
				g := memory.Grant{SystemID: sys, Team: team, Level: policy.AccessLevel(level)}
				if rng.IntN(3) == 0 {
					if svc.RemoveGrant(ctx, admin, g) == nil {
						delete(m.tgrants, sys+" "+team)
					}
				} else {
					require.NoError(t, svc.AddGrant(ctx, admin, g))
					m.tgrants[sys+" "+team] = level
				}
			}
		default: // teams
			team := pick(teams)
			require.NoError(t, svc.AddTeamMember(ctx, admin, team, p))
			m.members[team+" "+p] = true
		}
	}
	t.Logf("%d steps, %d memories at the end", steps, len(m.memories))
}

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
	scope, ownerID, owner, agent, system string
	cur                                  *revState // nil: deleted
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
// principals (concurrent goroutines, then interleaved), across user and system scopes: creates,
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
		p, err := svc.AddPrincipal(ctx, admin, n, "member", service, capN)
		require.NoError(t, err)
		people = append(people, who{n, p.ID, service})
	}
	systems := []string{"sysa", "sysb"}
	for _, sys := range systems {
		for _, p := range people {
			require.NoError(t, svc.AddGrant(ctx, admin, memory.Grant{SystemID: sys, Principal: p.name, Level: policy.AccessManage}))
		}
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
		res, err := svc.Save(ctx, id, memory.SaveInput{Scope: scope, SystemID: system, RecallHint: st.hint,
			Content: st.content, Tags: st.tags, AlwaysInject: st.inject})
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
			if mem.scope == "system" || mem.ownerID == id.PrincipalID && mem.agent == id.AgentID {
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
			scope, system := "user", ""
			if r.IntN(2) == 0 {
				scope, system = "system", systems[r.IntN(2)]
			}
			st := newState(r, fmt.Sprintf("k%d note %s", key.Add(1), words[r.IntN(len(words))]))
			res := save(id, scope, system, st)
			require.False(t, res.Updated, "a fresh hint never dedups")
			lock()
			m.mems[res.ID] = &revMem{scope: scope, ownerID: id.PrincipalID, owner: id.Principal, agent: id.AgentID, system: system}
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
			assert.Equal(t, row{Scope: mem.scope, Owner: mem.ownerID, Agent: mem.agent, System: mem.system,
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
			ids[i] = policy.Identity{PrincipalID: p.id, Principal: p.name, AgentID: "default", RunID: fmt.Sprintf("%s-r%d", p.name, round), Transport: "test"}
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
