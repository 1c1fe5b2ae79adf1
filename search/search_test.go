package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/searchtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The BM25 index's scope filter is exact: another principal's, another agent's, an unreadable
// system's and expired memories never come back, whatever the query, and every visible match does.
func TestSearchScopeIsExact(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	aliceOther := alice
	aliceOther.AgentID = "other-agent"
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "alice", Level: policy.AccessRead}))
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "secret", Principal: "bob", Level: policy.AccessManage}))

	save := func(id policy.Identity, in memory.SaveInput) string {
		res, err := svc.Save(ctx, id, in)
		require.NoError(t, err)
		require.False(t, res.Updated)
		return res.ID
	}
	own := save(alice, userSave("zebra quartz own note", "zebra quartz"))
	bobs := save(bob, userSave("zebra quartz bob note", "zebra quartz"))
	otherAgent := save(aliceOther, userSave("zebra quartz other agent note", "zebra quartz"))
	billing := save(alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "zebra quartz billing fact", Content: "zebra quartz"})
	secret := save(bob, memory.SaveInput{Scope: "system", SystemID: "secret", RecallHint: "zebra quartz secret fact", Content: "zebra quartz"})
	expired := save(alice, userSave("zebra quartz lapsed stale entry gone", "zebra quartz"))
	_, err := db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, expired)
	require.NoError(t, err)
	require.NoError(t, svc.SearchEngine().Index(ctx, db.Pool, expired)) // as a writer of the row does

	assert.ElementsMatch(t, []string{own, billing}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra quartz"}))
	assert.ElementsMatch(t, []string{own}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Scope: "user"}))
	assert.ElementsMatch(t, []string{billing}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quartz", Scope: "system"}))
	assert.ElementsMatch(t, []string{billing}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quartz", Scope: "system", SystemID: "billing"}))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quartz", Scope: "system", SystemID: "secret"}))
	// System memories follow the principal into every agent; user memories stay in their agent.
	assert.ElementsMatch(t, []string{otherAgent, billing}, svctest.Search(t, svc, aliceOther, memory.SearchInput{Query: "zebra quartz"}))
	assert.ElementsMatch(t, []string{bobs, secret}, svctest.Search(t, svc, bob, memory.SearchInput{Query: "zebra quartz"}))

	// A lost grant hides the system on the next call; a grant through a team shows it.
	require.NoError(t, idsOf(svc).RemoveGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "alice"}))
	assert.ElementsMatch(t, []string{own}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra quartz"}))
	require.NoError(t, svc.AddTeamMember(ctx, admin, "vault", "alice"))
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "secret", Team: "vault", Level: policy.AccessRead}))
	assert.ElementsMatch(t, []string{own, secret}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra quartz"}))
	searchtest.AssertStatsConsistent(t, db)
}

// A save is searchable as soon as Save returns, an update in place is found by its new words and
// no longer by its old ones, and a deleted memory is gone.
func TestSearchSeesWritesAtOnce(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	res, err := svc.Save(ctx, alice, userSave("deploy window friday evening", "Deploys go out on Friday evenings after the freeze."))
	require.NoError(t, err)
	assert.Equal(t, []string{res.ID}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "when is the deploy window?"}))

	up, err := svc.Save(ctx, alice, userSave("deploy window friday evening", "Moved: deploys now happen on Tuesday mornings."))
	require.NoError(t, err)
	require.True(t, up.Updated)
	assert.Equal(t, []string{res.ID}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "tuesday mornings"}))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "freeze"}), "the replaced text is no longer indexed")
	searchtest.AssertStatsConsistent(t, db)

	require.NoError(t, svc.Delete(ctx, alice, res.ID, memory.Confirmation{Via: "test"}))
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "deploy window tuesday"}))
	searchtest.AssertStatsConsistent(t, db)
}

// The statistics BM25 reads (N, avgdl, df, tf) always equal what the live memories say, across
// saves in several namespaces, updates in place, deletes, expiry and import.
func TestSearchStatisticsStayCorrect(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "ops", Principal: "bob", Level: policy.AccessManage}))
	var ids []string
	for i := range 12 {
		who := alice
		in := userSave(fmt.Sprintf("note %d about cats and dogs %d", i, i*i), fmt.Sprintf("cats %d dogs dogs birds %d", i, i))
		if i%3 == 0 {
			who = bob
		}
		if i%4 == 0 {
			in = memory.SaveInput{Scope: "system", SystemID: "ops", RecallHint: fmt.Sprintf("ops runbook %d", i), Content: "restart the cats service"}
			who = bob
		}
		res, err := svc.Save(ctx, who, in)
		require.NoError(t, err)
		ids = append(ids, res.ID)
	}
	searchtest.AssertStatsConsistent(t, db)

	// Update in place (same hint, new content) and delete.
	res, err := svc.Save(ctx, alice, userSave("note 1 about cats and dogs 1", "only parrots now"))
	require.NoError(t, err)
	require.True(t, res.Updated)
	searchtest.AssertStatsConsistent(t, db)
	require.NoError(t, svc.Delete(ctx, alice, ids[1], memory.Confirmation{Via: "test"}))
	searchtest.AssertStatsConsistent(t, db)

	// Expiry: time passes for one memory (its index rows say it expired). Searches skip it at once;
	// the statistics drop it at the namespace's next write, or when the expiry loop sweeps.
	_, err = db.Pool.Exec(ctx, `update search_docs set expires_at = now() - interval '1 second' where memory_id = $1`, ids[2])
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update search_postings set expires_at = now() - interval '1 second' where memory_id = $1`, ids[2])
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, ids[2])
	require.NoError(t, err)
	require.NoError(t, svc.SearchEngine().Index(ctx, db.Pool, ids[2])) // the namespace's next write
	assert.NotContains(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "cats dogs birds"}), ids[2])
	searchtest.AssertStatsConsistent(t, db)

	// An expiry nobody wrote: only the index rows know; the sweep takes it out.
	_, err = db.Pool.Exec(ctx, `update search_docs set expires_at = now() - interval '1 second' where memory_id = $1`, ids[5])
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update search_postings set expires_at = now() - interval '1 second' where memory_id = $1`, ids[5])
	require.NoError(t, err)
	assert.NotContains(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "cats dogs birds"}), ids[5])
	n, err := svc.SearchEngine().Sweep(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, ids[5])
	require.NoError(t, err)
	searchtest.AssertStatsConsistent(t, db)

	// A memory saved with a future expiry counts until then.
	in := userSave("short lived cats", "cats")
	soon := time.Now().Add(time.Hour)
	in.ExpiresAt = &soon
	_, err = svc.Save(ctx, alice, in)
	require.NoError(t, err)
	searchtest.AssertStatsConsistent(t, db)
}

// Ranking sanity: a rare term outweighs common ones, the hint outweighs the content, stemming and
// word prefixes match, and more of the query's words rank higher.
func TestSearchRanking(t *testing.T) {
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	for i := range 30 {
		save(fmt.Sprintf("server restart log %d", i), fmt.Sprintf("the server restarted cleanly, entry %d", i))
	}
	rare := save("kerberos keytab location", "The server keytab lives in the vault.")
	inHint := save("grafana dashboards", "where the charts are")
	inContent := save("charts", "the grafana link is in the wiki")
	painting := save("weekend hobby", "She has been painting sunsets at the lake.")
	adoption := save("family plans", "Researching adoption agencies this spring.")
	after := save("storm diary monday", "I felt calm after the storm.")
	save("storm diary tuesday", "I felt calm before the storm.")

	top := func(q string) string {
		ids := svctest.Search(t, svc, alice, memory.SearchInput{Query: q, Limit: 5})
		require.NotEmpty(t, ids, q)
		return ids[0]
	}
	assert.Equal(t, rare, top("server keytab"), "the rare word decides")
	assert.Equal(t, inHint, top("grafana"), "hint above content")
	assert.Equal(t, painting, top("did she paint?"), "stemming")
	assert.Equal(t, adoption, top("adopt"), "word prefix")
	assert.Equal(t, after, top("calm after the storm"), "a preposition of time is a word (recall_words keeps it)")
	ids := svctest.Search(t, svc, alice, memory.SearchInput{Query: "grafana charts wiki"})
	require.GreaterOrEqual(t, len(ids), 2)
	assert.Equal(t, inContent, ids[0], "more query words matched rank first")
}

// Term proximity: of two memories BM25 scores alike (the same words, as many), the one where the
// query's words stand together ranks first, though the tie would otherwise go to the newer one,
// and so it does when the caller asks for one hit only.
func TestSearchProximity(t *testing.T) {
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	together := save("note one", "painted after storm; fence red cat")
	save("note two", "painted fence red; cat after storm")
	ids := svctest.Search(t, svc, alice, memory.SearchInput{Query: "painted after the storm"})
	require.Len(t, ids, 2)
	assert.Equal(t, together, ids[0])
	assert.Equal(t, []string{together}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "painted after the storm", Limit: 1}))
}

// Pseudo-relevance feedback: of two memories that match the query alike, the one that shares the
// best memory's other words ranks first, though the tie would otherwise go to the newer one.
func TestSearchFeedbackFromTheBestMemory(t *testing.T) {
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	for i := range 5 {
		save(fmt.Sprintf("grocery list %d", i), fmt.Sprintf("milk and bread, week %d", i))
	}
	best := save("turtle tank aquarium heater", "The turtle tank's aquarium heater broke.")
	related := save("turtle notes monday", "Bought a new aquarium heater.")
	unrelated := save("turtle notes friday", "Bought a new garden hose.")
	// Feedback reads the words' document frequencies, which the leader counts after the saves.
	_, _, err := svc.CountPendingWords(context.Background())
	require.NoError(t, err)

	ids := svctest.Search(t, svc, alice, memory.SearchInput{Query: "turtle tank"})
	require.Len(t, ids, 3)
	assert.Equal(t, []string{best, related, unrelated}, ids)
}

// A word in more memories than a search reads postings of (termCandidates) is scored from each
// candidate's own words (search_docs), looked up by binary search in their byte order: here a word
// that sorts after every ASCII word. Without the lookup the two gizmo notes would tie and the newer
// one would rank first (the words are apart: term proximity does not tell them apart either).
func TestSearchScoresCommonWordsFromTheMemorysWords(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	var items []memory.Exported
	for i := range 150 {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("état filler %d", i), Content: "état of the shelf " + fmt.Sprint(i)}}})
	}
	_, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	save := svctest.SaveNew(t, svc, alice)
	withWord := save("gizmo monthly report", "apple zebra kiwi état")
	without := save("gizmo weekly report", "apple zebra kiwi pear")

	var sorted bool
	require.NoError(t, db.Pool.QueryRow(ctx, `select bool_and(terms = array(select w from unnest(terms) w order by w collate "C"))
		from search_docs`).Scan(&sorted))
	require.True(t, sorted, "every memory's words are in byte order")
	ids := svctest.Search(t, svc, alice, memory.SearchInput{Query: "gizmo état"})
	require.GreaterOrEqual(t, len(ids), 2)
	assert.Equal(t, []string{withWord, without}, ids[:2])
}

// Candidates come from the first postings of each term in impact order, but a filter never
// drops a match: with the common word in far more memories than a term reads, the tagged ones,
// wherever they are in impact order, all come back.
func TestSearchCandidateCapKeepsFiltersExact(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	var tagged []string
	// Import, not Save: 260 near-identical hints would be deduplicated.
	var items []memory.Exported
	for i := range 260 {
		m := memory.Exported{Owner: "alice", Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("status update %d", i), Content: "status " + fmt.Sprint(i)}}}
		if i%50 == 7 {
			// Long content: a low impact for "status", so these are last in its postings.
			m.Tags = []string{"incident"}
			m.Content = "status " + longFiller
			tagged = append(tagged, m.ID)
		}
		items = append(items, m)
	}
	_, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	searchtest.AssertStatsConsistent(t, db)
	got := svctest.Search(t, svc, alice, memory.SearchInput{Query: "status", Tags: []string{"incident"}})
	assert.ElementsMatch(t, tagged, got)
	all, err := svc.Search(ctx, alice, memory.SearchInput{Query: "status", Limit: 50})
	require.NoError(t, err)
	assert.Len(t, all, 50)
}

// Another namespace's memories cannot crowd the caller's out of a search: the candidate caps
// (per term, and the pool ranked exactly) apply to the caller's namespaces only, so what another
// principal stores, however well it matches, neither shows up nor pushes a visible match out.
func TestSearchOtherNamespacesCannotCrowdOut(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	principal(t, svc, "bob")
	var items []memory.Exported
	for i := range 800 {
		// 100 short, repeated matches among 800 (a rare word in bob's namespace: a high idf): a
		// high impact for "zebra", first in any postings list or pool that mixed namespaces.
		m := memory.Exported{Owner: "bob", Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-9000-%012d", i), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("giraffe %d", i), Content: "giraffe"}}}
		if i < 100 {
			m.RecallHint, m.Content = fmt.Sprintf("zebra zebra %d", i), "zebra zebra zebra"
		}
		items = append(items, m)
	}
	_, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	res, err := svc.Save(ctx, alice, userSave("field notes from the savannah", "a zebra, among other things: "+longFiller))
	require.NoError(t, err)
	assert.Equal(t, []string{res.ID}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Limit: 10}))
	searchtest.AssertStatsConsistent(t, db)
}

const longFiller = `alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar
papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu one two three four five six seven eight nine ten`

// Refusals come from the same statement: a revoked read rule and an unknown principal.
func TestSearchRefusals(t *testing.T) {
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice", withRole("contractor"))
	_, err := svc.Save(ctx, alice, userSave("vpn settings", "split tunnel"))
	require.NoError(t, err)
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "contractor", policy.RuleRead, false))
	_, err = svc.Search(ctx, alice, memory.SearchInput{Query: "vpn"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "contractor", policy.RuleRead, true))
	assert.Len(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "vpn"}), 1)

	ghost := alice
	ghost.PrincipalID = "00000000-0000-4000-8000-000000000000"
	_, err = svc.Search(ctx, ghost, memory.SearchInput{Query: "vpn"})
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))
}

// Concurrent saves and deletes in one namespace and across namespaces, with the sweep and the
// count of waiting memories' words running, never deadlock and leave the statistics
// exact: each word's count plus the waiting memories that carry it, and once counted, the count. Saves of one namespace run side by side (their
// hints share words, not enough to be near-duplicates), so the rows they all write, a common
// word's counts, must be locked in one order by every writer. (Each save has its own hint: a save that updates
// a memory in place while another call deletes that same memory is a race of save and delete
// themselves, not of the search index.)
func TestSearchStatisticsUnderConcurrentWrites(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	ids := []policy.Identity{principal(t, svc, "alice"), principal(t, svc, "bob")}
	errs := make(chan error, 64)
	done := make(chan struct{})
	stop := make(chan struct{})
	counted := make(chan int)
	go func() { // the settler's count, meanwhile
		total := 0
		for {
			select {
			case <-stop:
				counted <- total
				return
			default:
			}
			n, _, err := svc.CountPendingWords(ctx)
			if err != nil {
				errs <- err
			}
			total += n
		}
	}()
	for w := range 8 {
		go func() {
			defer func() { done <- struct{}{} }()
			who := ids[w%2]
			for i := range 40 {
				// Every hint carries words of its own, up to 10 of the namespace's common words, and
				// 3 words new to the namespace, the same ones for every worker at its i-th save:
				// concurrent saves add them at once. Each hint has 6 words of its own, two share at
				// most 13 (Jaccard ≤ 13/25): no save updates another's memory in place.
				own := make([]string, 5)
				for j := range own {
					own[j] = vocabWord(w*1000 + i*10 + j)
				}
				common := strings.Join(commonWords[(w*7+i)%3:3+(w+i*5)%8], " ")
				fresh := fmt.Sprintf("fresh%da fresh%db fresh%dc", i, i, i)
				res, err := svc.Save(ctx, who, userSave(fmt.Sprintf("w%dx%d %s %s %s", w, i, common, fresh, strings.Join(own, " ")), fmt.Sprintf("deploy notes %d %d shared words", w, i)))
				if err != nil {
					errs <- err
					return
				}
				if res.Updated {
					errs <- fmt.Errorf("worker %d save %d updated memory %s in place: the hints must not be near-duplicates", w, i, res.ID)
					return
				}
				if i%3 == 0 {
					if err := svc.Delete(ctx, who, res.ID, memory.Confirmation{Via: "test"}); err != nil {
						errs <- err
						return
					}
				}
				if i%5 == 0 {
					if _, err := svc.SearchEngine().Sweep(ctx); err != nil {
						errs <- err
						return
					}
				}
			}
		}()
	}
	for range 8 {
		<-done
	}
	close(stop)
	countedMeanwhile := <-counted
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	searchtest.AssertStatsConsistent(t, db)
	assert.NotEmpty(t, svctest.Search(t, svc, ids[0], memory.SearchInput{Query: "deploy shared words"}))

	// Saves side by side left their words to be counted later; the count meanwhile took some.
	n, left, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.False(t, left)
	t.Logf("words of %d memories counted during the writes, %d after", countedMeanwhile, n)
	assert.Positive(t, countedMeanwhile+n, "no save left its words to be counted later")
	var waiting int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_pending`).Scan(&waiting))
	assert.Zero(t, waiting)
	searchtest.AssertStatsConsistent(t, db)
}

var commonWords = []string{"deploy", "release", "window", "rollback", "canary", "freeze", "hotfix", "staging", "tag", "branch", "merge", "review"}

// vocabWord is a distinct pronounceable word for n, so hints do not deduplicate.
func vocabWord(n int) string {
	cons, vows := "bcdfghjklmnprstvz", "aeiou"
	var b []byte
	for range 3 {
		b = append(b, cons[n%len(cons)], vows[(n/len(cons))%len(vows)])
		n /= len(cons) * len(vows)
		n += 7
	}
	return string(b)
}

// A hit's score is its reciprocal rank, 1/(60 + rank), summed over the branches that ranked it:
// with the lexical branch alone, the n-th hit scores exactly 1/(60 + n), whatever the limit.
func TestLexicalScoresAreReciprocalRanks(t *testing.T) {
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	for i, hint := range []string{"heron migration route", "heron nesting site by the lake", "heron feeding habits",
		"the grey heron in winter", "heron"} {
		_, err := svc.Save(ctx, alice, userSave(hint, fmt.Sprintf("field note %d about the heron", i)))
		require.NoError(t, err)
	}
	for _, limit := range []int{3, 10} {
		hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "heron", Limit: limit})
		require.NoError(t, err)
		require.Len(t, hits, min(limit, 5))
		for i, h := range hits {
			require.InDelta(t, 1.0/float64(60+i+1), h.Score, 1e-12, "limit %d, hit %d", limit, i+1)
		}
	}
}
