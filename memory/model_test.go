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

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
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
	projects map[string]bool   // projects that exist
	pmembers map[string]string // project+" p:"+principal or project+" t:"+team -> read|write
	memories map[string]*refMem
}

type refMem struct {
	scope, owner, agent, system, project, token string
	inject                                      bool
}

// session is who calls: a principal in an agent namespace, bound to a project or not ("").
type session struct{ p, agent, project string }

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

// levels are p's member levels in project, directly and through its teams.
func (m *refModel) levels(p, project string) []policy.ProjectLevel {
	var out []policy.ProjectLevel
	for k, l := range m.pmembers {
		proj, who, _ := strings.Cut(k, " ")
		if proj != project {
			continue
		}
		if who == "p:"+p || strings.HasPrefix(who, "t:") && m.members[who[2:]+" "+p] {
			out = append(out, policy.ProjectLevel(l))
		}
	}
	return out
}

// projectOK: the session may do op on a memory of project.
func (m *refModel) projectOK(s session, project string, op policy.Op) bool {
	return policy.SessionSees(s.project, project) && policy.ProjectAllows(m.levels(s.p, project), op)
}

func (m *refModel) canSee(s session, mem *refMem) bool {
	switch mem.scope {
	case "user":
		return mem.owner == s.p && mem.agent == s.agent
	case "project":
		return m.projectOK(s, mem.project, policy.OpRead)
	}
	return m.access(s.p, mem.system) != ""
}

func (m *refModel) canChange(s session, mem *refMem) bool {
	switch mem.scope {
	case "user":
		return mem.owner == s.p && mem.agent == s.agent
	case "project":
		return m.projectOK(s, mem.project, policy.OpSave)
	}
	return m.access(s.p, mem.system) == "manage"
}

// matches reports whether mem passes a search's scope / systemId / projectId filter.
func matches(mem *refMem, in memory.SearchInput) bool {
	scope := in.Scope
	if in.SystemID != "" {
		scope = "system"
	}
	if in.ProjectID != "" {
		scope = "project"
	}
	return (scope == "" || mem.scope == scope) && (in.SystemID == "" || mem.system == in.SystemID) &&
		(in.ProjectID == "" || mem.project == in.ProjectID)
}

// TestModelNoLeaks runs more than ten thousand random operations by random principals, roles,
// teams, grants, agents, projects, project memberships (of principals and teams) and session
// bindings against real PostgreSQL, and checks every answer against refModel: who may save,
// read, search, delete, flip and receive as always-inject what, and that a binding to a project
// the principal is not a member of is refused. Admin changes (rules, grants, teams, projects,
// memberships) run one at a time; between them, batches of writes on distinct memories and then
// batches of reads run concurrently (they commute, so the model predicts each answer), which keeps
// ten thousand operations within seconds on one schema.
func TestModelNoLeaks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	seed := uint64(20261122)
	rng := rand.New(rand.NewPCG(seed, seed))
	t.Logf("seed %d", seed)
	// Scrubbing is not what this test is about: a no-op scrubber keeps saves cheap.
	db := dbtest.New(t)
	svc := memory.New(db.Pool, nopScrubber{}, &memory.Options{Logger: discard()})

	names := []string{"ann", "ben", "cat", "dan", "eve"}
	roles := []string{"member", "ops"}
	agents := []string{"claude", "cursor"}
	systems := []string{"billing", "search", "ledger"}
	teams := []string{"red", "blue"}
	projects := []string{"apollo", "zeus", "hermes"} // hermes is created late; ghost never exists
	bindable := []string{"", "", "apollo", "apollo", "zeus", "hermes", "ghost"}
	words := []string{"queue", "cache", "deploy", "index", "quota", "alert"}

	m := &refModel{role: map[string]string{}, service: map[string]bool{}, revoked: map[string]bool{},
		grants: map[string]string{}, tgrants: map[string]string{}, members: map[string]bool{},
		projects: map[string]bool{}, pmembers: map[string]string{}, memories: map[string]*refMem{}}
	ids := map[string]policy.Identity{}
	for i, n := range names {
		r := roles[i%2]
		p, err := idsOf(svc).AddPrincipal(ctx, admin, n, r, n == "eve", nil)
		require.NoError(t, err)
		m.role[n], m.service[n] = r, n == "eve"
		ids[n] = policy.Identity{PrincipalID: p.ID, Principal: n, RunID: "model", Transport: "test"}
	}
	for _, pr := range projects[:2] {
		require.NoError(t, svc.AddProject(ctx, admin, pr))
		m.projects[pr] = true
	}
	as := func(s session) policy.Identity {
		id := ids[s.p]
		id.AgentID, id.ProjectID = s.agent, s.project
		return id
	}
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	randomSession := func() session { return session{pick(names), pick(agents), pick(bindable)} }
	sortedMemories := func() []string {
		keys := make([]string, 0, len(m.memories))
		for k := range m.memories {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return keys
	}

	var ops atomic.Int64 // service calls checked against the model
	var tallyMu sync.Mutex
	tally := map[string]int{} // project-scope outcomes, for the log
	count := func(k string) { tallyMu.Lock(); tally[k]++; tallyMu.Unlock() }
	var failMu sync.Mutex
	var failures []string
	fail := func(format string, args ...any) {
		failMu.Lock()
		failures = append(failures, fmt.Sprintf(format, args...))
		failMu.Unlock()
	}
	// expect checks one call's outcome: success when want, a domain refusal otherwise.
	expect := func(what string, want bool, err error) bool {
		ops.Add(1)
		switch {
		case err != nil && !memory.IsDomain(err):
			fail("%s: infrastructure error %v", what, err)
		case want && err != nil:
			fail("%s: want success, got %v", what, err)
		case !want && err == nil:
			fail("%s: want refusal, got success (a leak or a missed rule)", what)
		}
		return err == nil
	}
	// parallel runs fs on 4 workers.
	parallel := func(fs []func()) {
		var wg sync.WaitGroup
		next := atomic.Int64{}
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := next.Add(1) - 1; i < int64(len(fs)); i = next.Add(1) - 1 {
					fs[i]()
				}
			}()
		}
		wg.Wait()
	}
	checkFailures := func(round int) {
		t.Helper()
		if len(failures) > 0 {
			t.Fatalf("round %d: %d wrong answers, first: %s", round, len(failures), strings.Join(failures[:min(5, len(failures))], "\n"))
		}
	}

	const target = 10_000
	token := 0
	round := 0
	for ; ops.Load() < target; round++ {
		// One admin change.
		p := pick(names)
		switch op := rng.IntN(12); {
		case op < 1:
			role, rule, on := pick(roles), policy.Rules[rng.IntN(2)], rng.IntN(3) != 0
			require.NoError(t, idsOf(svc).SetRule(ctx, admin, role, rule, on))
			m.revoked[role+" "+string(rule)] = !on
		case op < 3:
			sys, level := pick(systems), pick([]string{"read", "manage"})
			g, key, grants := identity.Grant{SystemID: sys, Principal: p, Level: policy.AccessLevel(level)}, sys+" "+p, m.grants
			if rng.IntN(2) == 0 {
				team := pick(teams)
				g, key, grants = identity.Grant{SystemID: sys, Team: team, Level: policy.AccessLevel(level)}, sys+" "+team, m.tgrants
			}
			if rng.IntN(3) == 0 {
				if idsOf(svc).RemoveGrant(ctx, admin, g) == nil {
					delete(grants, key)
				}
			} else {
				require.NoError(t, idsOf(svc).AddGrant(ctx, admin, g))
				grants[key] = level
			}
		case op < 4:
			team := pick(teams)
			require.NoError(t, svc.AddTeamMember(ctx, admin, team, p))
			m.members[team+" "+p] = true
		case op < 5 && round > 40 && !m.projects["hermes"]:
			require.NoError(t, svc.AddProject(ctx, admin, "hermes"))
			m.projects["hermes"] = true
		default: // project membership: add, change level or remove, of a principal or a team
			pr, level := pick(append(projects, "ghost")), pick([]string{"read", "write"})
			mem, key := memory.ProjectMember{Project: pr, Principal: p, Level: policy.ProjectLevel(level)}, pr+" p:"+p
			if rng.IntN(3) == 0 {
				team := pick(teams)
				mem, key = memory.ProjectMember{Project: pr, Team: team, Level: policy.ProjectLevel(level)}, pr+" t:"+team
			}
			if rng.IntN(3) == 0 {
				_, was := m.pmembers[key]
				expect(fmt.Sprintf("round %d remove member %s", round, key), was, svc.RemoveProjectMember(ctx, admin, mem))
				delete(m.pmembers, key)
			} else {
				if expect(fmt.Sprintf("round %d add member %s", round, key), m.projects[pr], svc.AddProjectMember(ctx, admin, mem)) {
					m.pmembers[key] = level
				}
			}
		}
		checkFailures(round)

		// A batch of writes by random sessions, on distinct memories.
		type saved struct {
			id  string
			mem *refMem
		}
		var newMu sync.Mutex
		var created []saved
		var deleted []string
		var flipped []func()
		var batch []func()
		taken := map[string]bool{}
		keys := sortedMemories()
		for range 12 {
			s := randomSession()
			id := as(s)
			what := fmt.Sprintf("round %d %s/%s@%q", round, s.p, s.agent, s.project)
			switch op := rng.IntN(10); {
			case op < 6: // save, in a random scope
				token++
				tok := fmt.Sprintf("tk%d", token)
				in := memory.SaveInput{Scope: pick([]string{"user", "system", "project", "project"}), RecallHint: tok + " entry " + pick(words),
					Content: "c", AlwaysInject: rng.IntN(3) == 0}
				var want bool
				switch in.Scope {
				case "user":
					want = m.ruleOK(s.p, policy.OpSave)
				case "system":
					in.SystemID = pick(systems)
					// Read access adds a fact; an always-inject one reaches every reader: manage.
					level := m.access(s.p, in.SystemID)
					want = m.ruleOK(s.p, policy.OpSave) && level != "" && (!in.AlwaysInject || level == "manage")
				case "project":
					in.ProjectID = s.project
					if in.ProjectID == "" || rng.IntN(4) == 0 {
						in.ProjectID = pick(append(projects, "ghost"))
					}
					want = m.ruleOK(s.p, policy.OpSave) && m.projectOK(s, in.ProjectID, policy.OpSave)
				}
				batch = append(batch, func() {
					res, err := svc.Save(ctx, id, in)
					if in.Scope == "project" {
						count(fmt.Sprintf("project save ok=%t", err == nil))
					}
					if !expect(what+" save "+in.Scope+" "+in.SystemID+in.ProjectID, want, err) {
						// Unknown, unbound and forbidden projects get the same refusal.
						if in.Scope == "project" && m.ruleOK(s.p, policy.OpSave) &&
							!strings.Contains(err.Error(), fmt.Sprintf("project %q is unknown, is not the project this session is bound to, or you have no write access to it", in.ProjectID)) {
							fail("%s: project refusal differs: %v", what, err)
						}
						return
					}
					newMu.Lock()
					created = append(created, saved{res.ID, &refMem{scope: in.Scope, owner: s.p, agent: s.agent, system: in.SystemID,
						project: in.ProjectID, token: tok, inject: in.AlwaysInject}})
					newMu.Unlock()
				})
			case op < 8: // flip always-inject
				if len(keys) == 0 {
					continue
				}
				mid := keys[rng.IntN(len(keys))]
				if taken[mid] {
					continue
				}
				taken[mid] = true
				mem, on := m.memories[mid], rng.IntN(2) == 0
				want := m.ruleOK(s.p, policy.OpSetAlwaysInject) && m.canChange(s, mem)
				batch = append(batch, func() {
					if expect(what+" flip "+mem.scope, want, svc.SetAlwaysInject(ctx, id, mid, on)) {
						newMu.Lock()
						flipped = append(flipped, func() { mem.inject = on })
						newMu.Unlock()
					}
				})
			default: // delete
				if len(keys) == 0 {
					continue
				}
				mid := keys[rng.IntN(len(keys))]
				if taken[mid] {
					continue
				}
				taken[mid] = true
				mem := m.memories[mid]
				want := m.ruleOK(s.p, policy.OpDelete) && m.canChange(s, mem)
				batch = append(batch, func() {
					if expect(what+" delete "+mem.scope, want, svc.Delete(ctx, id, mid, memory.Confirmation{Via: "test"})) {
						newMu.Lock()
						deleted = append(deleted, mid)
						newMu.Unlock()
					}
				})
			}
		}
		parallel(batch)
		checkFailures(round)
		for _, c := range created {
			m.memories[c.id] = c.mem
		}
		for _, f := range flipped {
			f()
		}
		for _, mid := range deleted {
			delete(m.memories, mid)
		}

		// A batch of reads by random sessions.
		keys = sortedMemories()
		batch = batch[:0]
		for range 16 {
			s := randomSession()
			id := as(s)
			what := fmt.Sprintf("round %d %s/%s@%q", round, s.p, s.agent, s.project)
			switch op := rng.IntN(10); {
			case op < 2: // get one memory
				if len(keys) == 0 {
					continue
				}
				mid := keys[rng.IntN(len(keys))]
				mem := m.memories[mid]
				want := m.ruleOK(s.p, policy.OpRead) && m.canSee(s, mem)
				batch = append(batch, func() {
					_, err := svc.Get(ctx, id, mid)
					if mem.scope == "project" {
						count(fmt.Sprintf("project get ok=%t", err == nil))
					}
					expect(what+" get "+mem.scope+" "+mem.project, want, err)
				})
			case op < 6: // search for one memory's token, with a random filter
				if len(keys) == 0 {
					continue
				}
				mid := keys[rng.IntN(len(keys))]
				mem := m.memories[mid]
				in := memory.SearchInput{Query: mem.token, Limit: 50}
				switch rng.IntN(6) {
				case 0:
					in.Scope = pick([]string{"user", "system", "project"})
				case 1:
					in.ProjectID = pick(append(projects, "ghost"))
				case 2:
					in.SystemID = pick(systems)
				}
				want := m.ruleOK(s.p, policy.OpSearch)
				batch = append(batch, func() {
					hits, err := svc.Search(ctx, id, in)
					if !expect(what+" search", want, err) {
						return
					}
					found := false
					for _, h := range hits {
						found = found || h.ID == mid
						if hm := m.memories[h.ID]; hm == nil || !m.canSee(s, hm) || !matches(hm, in) {
							fail("%s: search %+v leaked %s (%+v)", what, in, h.ID, hm)
						} else if h.ProjectID != hm.project {
							fail("%s: search returned projectId %q for a memory of %q", what, h.ProjectID, hm.project)
						}
					}
					if mem.scope == "project" {
						count(fmt.Sprintf("project search found=%t", found))
					}
					if shouldFind := m.canSee(s, mem) && matches(mem, in); found != shouldFind {
						fail("%s: search %+v for %s (%s %s%s): found %t, want %t", what, in, mem.token, mem.scope, mem.system, mem.project, found, shouldFind)
					}
				})
			case op < 7: // a broad search
				in := memory.SearchInput{Query: "entry " + pick(words), Limit: 50}
				batch = append(batch, func() {
					hits, err := svc.Search(ctx, id, in)
					if expect(what+" broad search", m.ruleOK(s.p, policy.OpSearch), err) {
						for _, h := range hits {
							if hm := m.memories[h.ID]; hm == nil || !m.canSee(s, hm) {
								fail("%s: broad search leaked %s", what, h.ID)
							}
						}
					}
				})
			case op < 9: // the always-inject set, exactly
				var want []string
				for mid, mem := range m.memories {
					if mem.inject && m.canSee(s, mem) {
						want = append(want, mid)
					}
				}
				sort.Strings(want)
				batch = append(batch, func() {
					set, err := svc.AlwaysInject(ctx, id, memory.InjectCap{MaxItems: 1000, MaxTokens: 1 << 20})
					if !expect(what+" always-inject", m.ruleOK(s.p, policy.OpRead), err) {
						return
					}
					got := []string{}
					for _, mm := range set.Memories {
						got = append(got, mm.ID)
						if mm.Scope == memory.ScopeProject {
							count("project memory injected")
						}
					}
					sort.Strings(got)
					if strings.Join(got, ",") != strings.Join(want, ",") {
						fail("%s: always-inject got %d memories, want %d", what, len(got), len(want))
					}
				})
			default: // the session's binding
				want := s.project == "" || policy.ProjectAllows(m.levels(s.p, s.project), policy.OpRead)
				batch = append(batch, func() {
					err := svc.CheckBinding(ctx, id)
					if s.project != "" {
						count(fmt.Sprintf("binding ok=%t", err == nil))
					}
					if !expect(what+" binding", want, err) && !strings.Contains(err.Error(), "which does not exist or of which principal") {
						fail("%s: binding refusal differs: %v", what, err)
					}
				})
			}
		}
		parallel(batch)
		checkFailures(round)
	}
	byScope := map[string]int{}
	for _, mem := range m.memories {
		byScope[mem.scope]++
	}
	t.Logf("%d operations in %d rounds, %d memories at the end %v; project outcomes %v", ops.Load(), round, len(m.memories), byScope, tally)
}
