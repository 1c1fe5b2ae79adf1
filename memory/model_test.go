package memory_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

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
