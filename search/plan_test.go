package search_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	searchpkg "github.com/recall-mcp/recall/search"
)

// The search plan's shape does not depend on what the tables held when it was made: with the
// generic plan a pooled connection keeps, made while the tables were empty or right after a bulk
// load (no ANALYZE has run on the new rows), every table that grows with memory is reached
// through an index, never scanned whole, and never by a bitmap scan (which reads every posting
// of a term where a search reads its first 100 in order), and it is not JIT-compiled, under the
// settings every search statement runs with (searchPlannerSettings). It groups by hashing, and
// its arithmetic is float8 throughout.
func TestSearchPlanUsesIndexesWithoutStatistics(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := memory.New(db.Pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
	lexicalSearchSQL, windowLexicalSQL, browseSQL := searchpkg.New(db.Pool, nil).Statements()
	checkPlans := func(state, principalID string) {
		t.Helper()
		conn, err := db.Pool.Acquire(ctx)
		require.NoError(t, err)
		defer conn.Release()
		tx, err := conn.Begin(ctx)
		require.NoError(t, err)
		defer tx.Rollback(ctx) //nolint:errcheck
		_, err = tx.Exec(ctx, `set local plan_cache_mode = force_generic_plan`)
		require.NoError(t, err)
		_, err = tx.Exec(ctx, searchpkg.PlannerSettings)
		require.NoError(t, err)
		rule, _ := policy.Spec(policy.OpSearch)
		// Windowed searches and browses (search/window.go) too, over a week of saves.
		weekAgo := time.Now().Add(-7 * 24 * time.Hour)
		week := []any{searchpkg.WindowBound(&weekAgo, pgtype.NegativeInfinity), searchpkg.WindowBound(nil, pgtype.Infinity)}
		for i, tags := range [][]string{{}, {"incident"}, {}, {"incident"}, {}} {
			sql, query, extra := lexicalSearchSQL, "when does the deploy window close?", []any(nil)
			switch i {
			case 2, 3:
				sql, extra = windowLexicalSQL, week
			case 4:
				sql, query, extra = browseSQL, "", week
			}
			var raw []byte
			err = tx.QueryRow(ctx, "explain (format json) "+sql, append([]any{
				principalID, "default", "", "", tags, query, string(rule), 10, "", ""}, extra...)...).Scan(&raw)
			require.NoError(t, err)
			var plan []struct{ Plan planNode }
			require.NoError(t, json.Unmarshal(raw, &plan))
			var scanned []string
			plan[0].Plan.walk(func(n planNode) {
				// Grouping hashes: a sorted aggregate sorted hundreds of postings first.
				if n.NodeType == "Aggregate" && n.Strategy == "Sorted" {
					scanned = append(scanned, "a sorted aggregate")
				}
				// A term's postings are read in the index's order: sorting them (by impact
				// within a level) costs a term three times the read.
				if (n.NodeType == "Incremental Sort" || n.NodeType == "Sort") && n.sortsPostings() {
					scanned = append(scanned, n.NodeType+" of postings")
				}
				if n.NodeType == "Seq Scan" || n.NodeType == "Bitmap Heap Scan" {
					switch n.RelationName {
					case "memories", "search_postings", "search_terms", "search_docs":
						scanned = append(scanned, n.NodeType+" on "+n.RelationName)
					}
				}
			})
			require.Empty(t, scanned, "%s, tags %v: plan:\n%s", state, tags, raw)
			// A plan whose cost counts disabled scans would be compiled on every execution.
			require.False(t, strings.Contains(string(raw), `"JIT"`), "%s, tags %v: a JIT-compiled plan", state, tags)
		}
		// Every score is float8 arithmetic. A numeric literal in a float expression (0.5 rather
		// than 0.5::float8) makes the expression numeric, and each use of the result in float8
		// converts it through its text form: 0.3 ms of a 2 ms search at 10k memories.
		var verbose []byte
		err = tx.QueryRow(ctx, "explain (verbose, format json) "+lexicalSearchSQL,
			principalID, "default", "", "", []string{}, "when does the deploy window close?", string(rule), 10, "", "").Scan(&verbose)
		require.NoError(t, err)
		if i := strings.Index(string(verbose), "numeric"); i >= 0 {
			t.Fatalf("%s: numeric arithmetic in the search statement: …%s…", state, verbose[max(i-200, 0):min(i+40, len(verbose))])
		}
		// BM25 is written once, as SQL functions (recall_bm25_*) the planner inlines: a call it
		// did not inline would cost a function call per posting.
		if i := strings.Index(string(verbose), "recall_bm25"); i >= 0 {
			t.Fatalf("%s: a BM25 function not inlined in the search statement: …%s…", state, verbose[max(i-200, 0):min(i+40, len(verbose))])
		}
		// The scope rule is SQL functions (recall_caller, recall_granted_systems,
		// recall_member_projects, recall_visible) the planner inlines into every statement's
		// scans: one it did not inline would be a function call per memory row.
		for _, sql := range []string{lexicalSearchSQL, windowLexicalSQL, browseSQL} {
			var plan []byte
			args := []any{principalID, "default", "", "", []string{}, "deploy window", string(rule), 10, "", ""}
			if sql != lexicalSearchSQL {
				args = append(args, searchpkg.WindowBound(nil, pgtype.NegativeInfinity), searchpkg.WindowBound(nil, pgtype.Infinity))
			}
			require.NoError(t, tx.QueryRow(ctx, "explain (verbose, format json) "+sql, args...).Scan(&plan))
			for _, f := range []string{"recall_caller", "recall_granted_systems", "recall_member_projects", "recall_visible"} {
				if i := strings.Index(string(plan), f); i >= 0 {
					t.Fatalf("%s: %s not inlined in a search statement: …%s…", state, f, plan[max(i-200, 0):min(i+40, len(plan))])
				}
			}
		}
		// A memory's postings leave the index (a rewrite, a delete, an expiry, a purge: the
		// statement recall_search_apply runs) through the index on their memory id, never by
		// reading every posting (4.4M at 100k memories).
		var del []byte
		err = tx.QueryRow(ctx, `explain (format json) delete from search_postings s where s.memory_id = any($1::uuid[])`,
			[]string{uuid.NewString(), uuid.NewString()}).Scan(&del)
		require.NoError(t, err)
		require.NotContains(t, string(del), `"Seq Scan"`, "%s: deleting a memory's postings: plan:\n%s", state, del)
		require.Contains(t, string(del), `"search_postings_memory"`, "%s: deleting a memory's postings: plan:\n%s", state, del)
	}
	checkPlans("empty tables", uuid.NewString())

	var items []memory.Exported
	for i := range 600 {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i), Content: fmt.Sprintf("release %d: the deploy window closes at five; roll back with the runbook %d", i, i%7)}}})
	}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	p, err := identity.New(svc.DB(), nil).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	checkPlans("after a bulk load", p.ID)
}

// A save leaves its words to be counted later, and is found by search at once all the same. The
// leader's counting service counts them when the save tells it; until then the words new to the
// namespace are there with a count of 0.
func TestSettlerCountsWaitingWords(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := memory.New(db.Pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	p, err := identity.New(svc.DB(), nil).AddPrincipal(ctx, policy.Identity{Principal: "test-admin", Transport: "cli"}, "alice", "member", false, nil)
	require.NoError(t, err)
	alice := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", Transport: "test"}
	waiting := func() int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_pending`).Scan(&n))
		return n
	}
	df := func(term string) int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(sum(df), -1) from search_terms where term = $1`, term).Scan(&n))
		return n
	}
	for i := range 3 {
		hint := fmt.Sprintf("deploy note %d: %s", i, strings.Repeat("wombat ", i%5+1))
		_, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: hint,
			Content: fmt.Sprintf("release %d: the deploy window closes at five; roll back with runbook %d", i, i)})
		require.NoError(t, err)
		found, err := svc.Search(ctx, alice, memory.SearchInput{Query: hint})
		require.NoError(t, err)
		require.NotEmpty(t, found, "a memory is found as soon as its save returns, counted or not")
	}
	require.Equal(t, 3, waiting())
	require.Zero(t, df("wombat"), "a word only waiting memories have is known, and counted 0")

	_, err = svc.CountPending(ctx) // the leader's counting service, as a save wakes it
	require.NoError(t, err)
	require.Zero(t, waiting())
	require.Equal(t, 3, df("wombat"))
	var docs int
	require.NoError(t, db.Pool.QueryRow(ctx, `select docs from search_namespaces where owner_id = $1`, p.ID).Scan(&docs))
	require.Equal(t, 3, docs)
}

// A connection whose first searches met an empty namespace keeps the generic plan once the
// namespace has grown and been analyzed: PostgreSQL would otherwise compare the new generic plan
// with the average of the custom plans made on the empty tables, find it dearer, and plan every
// later search anew (+3 ms each; searchPlannerSettings forces the generic plan).
func TestSearchAlwaysUsesTheGenericPlan(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	cfg, err := pgxpool.ParseConfig(db.URL)
	require.NoError(t, err)
	cfg.MaxConns = 1 // every search on the connection whose prepared statements are read below
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	require.NoError(t, err)
	defer pool.Close()
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := memory.New(pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	plain, _, _ := searchpkg.New(pool, nil).Statements()
	alice, err := identity.New(svc.DB(), nil).EnsurePrincipal(ctx, "alice")
	require.NoError(t, err)
	id := policy.Identity{PrincipalID: alice.ID, Principal: "alice", AgentID: "default", Transport: "test"}
	for range 8 {
		_, err := svc.Search(ctx, id, memory.SearchInput{Query: "when does the deploy window close?"})
		require.NoError(t, err)
	}
	var items []memory.Exported
	for i := range 2000 {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i), Content: fmt.Sprintf("release %d: the deploy window closes at five; roll back with runbook %d", i, i%97)}}})
	}
	_, err = svc.Import(ctx, policy.Identity{Principal: "test-admin", Transport: "cli"}, items)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, `analyze memories, search_docs, search_postings, search_terms, search_namespaces`)
	require.NoError(t, err)
	for range 8 {
		_, err := svc.Search(ctx, id, memory.SearchInput{Query: "when does the deploy window close?"})
		require.NoError(t, err)
	}
	var generic, custom int64
	require.NoError(t, pool.QueryRow(ctx, `select generic_plans, custom_plans from pg_prepared_statements
		where statement = $1`, plain).Scan(&generic, &custom))
	require.Zero(t, custom, "custom plans of the search statement (generic: %d)", generic)
	require.Positive(t, generic)
}

type planNode struct {
	NodeType     string     `json:"Node Type"`
	Strategy     string     `json:"Strategy"`
	RelationName string     `json:"Relation Name"`
	Plans        []planNode `json:"Plans"`
}

// sortsPostings reports whether a sort's input is a scan of search_postings, through the nodes
// that pass rows on unchanged (a one-time filter, a subquery, a limit).
func (n planNode) sortsPostings() bool {
	for len(n.Plans) == 1 {
		n = n.Plans[0]
		if n.RelationName == "search_postings" {
			return true
		}
		switch n.NodeType {
		case "Result", "Subquery Scan", "Limit", "Materialize":
		default:
			return false
		}
	}
	return false
}

func (n planNode) walk(f func(planNode)) {
	f(n)
	for _, c := range n.Plans {
		c.walk(f)
	}
}
