package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
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
	svc := New(db.Pool, sc, &Options{Logger: slog.New(slog.DiscardHandler)})
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
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
		_, err = tx.Exec(ctx, searchPlannerSettings)
		require.NoError(t, err)
		rule, _ := policy.Spec(policy.OpSearch)
		// Windowed searches and browses (search_window.go) too, over a week of saves.
		weekAgo := time.Now().Add(-7 * 24 * time.Hour)
		week := []any{windowBound(&weekAgo, pgtype.NegativeInfinity), windowBound(nil, pgtype.Infinity)}
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

	var items []Exported
	for i := range 600 {
		items = append(items, Exported{Owner: "alice", Memory: Memory{ID: uuid.NewString(), Scope: ScopeUser, AgentID: "default",
			RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i),
			Content:    fmt.Sprintf("release %d: the deploy window closes at five; roll back with the runbook %d", i, i%7)}})
	}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	p, err := svc.PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	checkPlans("after a bulk load", p.ID)
}

// A bulk import settles what it loaded (settleBulkLoad): the first search after it reads postings
// from the index alone, with no visit to the table for rows too new for the visibility map
// (100 per term read, at 10k memories 0.45 ms a search, until autovacuum came by). It runs in a
// database of its own: a transaction of a parallel test, older than the import, would keep VACUUM
// from marking the loaded pages all-visible. Autovacuum can still visit that database (its
// catalogs have just been migrated) and hold a snapshot across the settle, and the parallel tests'
// asynchronous commits can hold back the rows' commit hints, either of which keeps the vacuum from
// marking the newest pages; so once the import's own vacuum of the postings is seen to have run
// (postingVacuums), and only then, a settle that left heap fetches is repeated (settleAgain).
func TestBulkImportLeavesPostingsReadableByIndexAlone(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewDatabase(t)
	keepAutovacuumOff(t, db)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := New(db.Pool, sc, &Options{Logger: slog.New(slog.DiscardHandler)})
	vacuums := postingVacuums(t, db)
	var items []Exported
	for i := range bulkLoad {
		items = append(items, Exported{Owner: "alice", Memory: Memory{ID: uuid.NewString(), Scope: ScopeUser, AgentID: "default",
			RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i),
			Content:    fmt.Sprintf("release %d: the deploy window closes at five; roll back with runbook %d", i, i%97)}})
	}
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	alice, err := svc.PrincipalByName(ctx, "alice")
	require.NoError(t, err)

	require.Greater(t, postingVacuums(t, db), vacuums, "the import vacuums the postings it wrote")

	fetched := func() (int, float64, []byte) { return postingHeapFetches(t, db, alice.ID) }
	scans, fetches, raw := fetched()
	if fetches > 0 {
		t.Logf("the import's vacuum left %.0f heap fetches (held back: settleAgain): settling again", fetches)
		settleAgain(t, db, func() float64 {
			svc.settleBulkLoad(ctx, admin, bulkLoad)
			scans, fetches, raw = fetched()
			return fetches
		})
	}
	require.Positive(t, scans, "the search reads postings by index alone: plan:\n%s", raw)
	require.Zero(t, fetches, "heap fetches of postings right after a bulk import: plan:\n%s", raw)
}

// postingVacuums is how many times search_postings of db's database has been vacuumed by hand
// (the settler's and the import's VACUUM; autovacuum is off there: keepAutovacuumOff): the
// evidence that the code under test vacuumed, checked before a vacuum that left heap fetches is
// repeated (settleAgain).
func postingVacuums(t *testing.T, db *dbtest.DB) int64 {
	t.Helper()
	var n int64
	require.NoError(t, db.Pool.QueryRow(context.Background(),
		`select vacuum_count from pg_stat_all_tables where relid = 'search_postings'::regclass`).Scan(&n))
	return n
}

// flushCommits puts every commit made so far on disk. The test databases commit asynchronously
// (dbtest); a transaction that commits synchronously flushes the WAL up to its own commit, as a
// server that commits synchronously has its saves' commits on disk at once.
func flushCommits(t *testing.T, db *dbtest.DB) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `set local synchronous_commit = on; create temp table flushed () on commit drop`)
		return err
	}))
}

// settleAgain repeats a settle that was seen to vacuum (postingVacuums) but left heap fetches
// (settle returns how many it left), until it leaves none or 30 s pass. VACUUM marks a page all-visible only when it may set
// the commit hint of every row on it, and two things outside the test can stop it for a while:
// a snapshot older than the saves (an autovacuum worker reading the catalogs, even one that
// finds nothing to do and leaves, which no counter records), and an asynchronous commit not yet
// on disk. PostgreSQL keeps one commit LSN per 32 transaction ids (clog's LSN groups), the
// newest asynchronous commit among them, and refuses the hint while that LSN is not flushed; the
// parallel tests commit asynchronously, so the group of the test's last saves moves with theirs
// (seen in a full run: 55 heap fetches, VACUUM VERBOSE dirtying no page with its removable
// cutoff newer than every posting, and no other session in the database). Each attempt waits
// until the database is alone and flushes every commit made so far first. The attempts run on the
// test's goroutine (settle may fail the test), a poll every 20 ms, as require.Eventually polls.
func settleAgain(t *testing.T, db *dbtest.DB, settle func() float64) {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); <-tick.C {
		waitUntilAlone(t, db)
		flushCommits(t, db)
		if settle() == 0 {
			return
		}
	}
}

// keepAutovacuumOff turns autovacuum off for the tables of db's database, so that only the code
// under test sets the postings' visibility map, and no autovacuum worker visits them in the
// middle of a test: its ANALYZE holds a snapshot, which keeps VACUUM from marking rows newer than
// it all-visible, and its lock on search_postings makes the settle's VACUUM (skip_locked) give
// way and do nothing. A CI run fits both: the settle left 87 of the 120 heap fetches (a snapshot
// older than the later saves), and the settle retried once no worker was at work there left
// exactly as many (it did nothing: the next worker, vacuuming the postings, held their lock).
// Autovacuum still visits the database's catalogs, whose ANALYZE holds a snapshot too
// (waitUntilAlone).
func keepAutovacuumOff(t *testing.T, db *dbtest.DB) {
	t.Helper()
	_, err := db.Pool.Exec(context.Background(), `do $$
		declare r record;
		begin
			for r in select c.oid::regclass as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
				where n.nspname = 'public' and c.relkind = 'r'
			loop
				execute format('alter table %s set (autovacuum_enabled = off, toast.autovacuum_enabled = off)', r.rel);
			end loop;
		end $$`)
	require.NoError(t, err)
}

// waitUntilAlone waits until no other session in db's database holds a snapshot or a transaction,
// and no autovacuum worker is at work there (on its catalogs: keepAutovacuumOff).
func waitUntilAlone(t *testing.T, db *dbtest.DB) {
	t.Helper()
	require.Eventually(t, func() bool {
		var n int
		require.NoError(t, db.Pool.QueryRow(context.Background(), `select count(*) from pg_stat_activity
			where datname = current_database() and pid <> pg_backend_pid()
			  and (backend_xmin is not null or backend_xid is not null or backend_type = 'autovacuum worker')`).Scan(&n))
		return n == 0
	}, 30*time.Second, 5*time.Millisecond, "another session kept a snapshot in the test database")
}

// postingHeapFetches runs a search as principal in db under EXPLAIN ANALYZE and returns how many
// index-only scans of search_postings it made, how many postings they had to fetch from the table
// (rows on pages the visibility map does not mark all-visible), and the plan.
func postingHeapFetches(t *testing.T, db *dbtest.DB, principal string) (int, float64, []byte) {
	t.Helper()
	ctx := context.Background()
	tx, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx) //nolint:errcheck
	_, err = tx.Exec(ctx, searchPlannerSettings)
	require.NoError(t, err)
	rule, _ := policy.Spec(policy.OpSearch)
	var raw []byte
	require.NoError(t, tx.QueryRow(ctx, "explain (analyze, format json) "+lexicalSearchSQL,
		principal, "default", "", "", []string{}, "when does the deploy window close?", string(rule), 10, "", "").Scan(&raw))
	var plan []struct{ Plan planNode }
	require.NoError(t, json.Unmarshal(raw, &plan))
	scans, fetches := 0, 0.0
	plan[0].Plan.walk(func(n planNode) {
		if n.NodeType == "Index Only Scan" && n.RelationName == "search_postings" {
			scans++
			fetches += n.HeapFetches
		}
	})
	return scans, fetches, raw
}

// Saves leave their postings on pages the visibility map does not mark all-visible, so a search
// right after them fetches those postings from the table; the server's settler (settle.go)
// vacuums them once saves pause for settleQuiet, or once settleEvery have accumulated, and not
// before. It runs in a database of its own, as the test above does, and for the same reason.
func TestSettlerLeavesSavedPostingsReadableByIndexAlone(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewDatabase(t)
	keepAutovacuumOff(t, db)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := New(db.Pool, sc, &Options{Logger: slog.New(slog.DiscardHandler)})
	p, err := svc.AddPrincipal(ctx, policy.Identity{Principal: "test-admin", Transport: "cli"}, "alice", "member", false, nil)
	require.NoError(t, err)
	alice := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", Transport: "test"}
	for i := range 40 {
		_, err := svc.Save(ctx, alice, SaveInput{Scope: "user",
			RecallHint: fmt.Sprintf("deploy note %d: %s", i, strings.Repeat("x", i%7+1)),
			Content:    fmt.Sprintf("release %d: the deploy window closes at five; roll back with runbook %d", i, i)})
		require.NoError(t, err)
	}
	flushCommits(t, db)
	now := time.Now()
	vacuums := postingVacuums(t, db)
	done, err := svc.settleIfDue(ctx, now)
	require.NoError(t, err)
	assert.False(t, done, "40 saves, the last just now: not due yet")
	require.Equal(t, vacuums, postingVacuums(t, db), "not due: the postings are not vacuumed")
	_, fetches, raw := postingHeapFetches(t, db, p.ID)
	require.Positive(t, fetches, "freshly saved postings are fetched from the table: plan:\n%s", raw)

	done, err = svc.settleIfDue(ctx, now.Add(settleQuiet))
	require.NoError(t, err)
	assert.True(t, done, "saves paused for settleQuiet: due")
	require.Greater(t, postingVacuums(t, db), vacuums, "the settle vacuums the postings")
	scans, fetches, raw := postingHeapFetches(t, db, p.ID)
	if fetches > 0 {
		t.Logf("the settle's vacuum left %.0f heap fetches (held back: settleAgain): settling again", fetches)
		settleAgain(t, db, func() float64 {
			require.NoError(t, svc.SettleSearchIndex(ctx))
			scans, fetches, raw = postingHeapFetches(t, db, p.ID)
			return fetches
		})
	}
	require.Positive(t, scans, "the search reads postings by index alone: plan:\n%s", raw)
	require.Zero(t, fetches, "heap fetches of postings after the settle: plan:\n%s", raw)

	done, err = svc.settleIfDue(ctx, now.Add(time.Hour))
	require.NoError(t, err)
	assert.False(t, done, "nothing saved since: nothing to do")
	svc.wrote(settleEvery)
	done, err = svc.settleIfDue(ctx, time.Now())
	require.NoError(t, err)
	assert.True(t, done, "settleEvery saves: due without a pause")
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
	svc := New(pool, sc, &Options{Logger: slog.New(slog.DiscardHandler)})
	alice, err := svc.EnsurePrincipal(ctx, "alice")
	require.NoError(t, err)
	id := policy.Identity{PrincipalID: alice.ID, Principal: "alice", AgentID: "default", Transport: "test"}
	for range 8 {
		_, err := svc.Search(ctx, id, SearchInput{Query: "when does the deploy window close?"})
		require.NoError(t, err)
	}
	var items []Exported
	for i := range 2000 {
		items = append(items, Exported{Owner: "alice", Memory: Memory{ID: uuid.NewString(), Scope: ScopeUser, AgentID: "default",
			RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i),
			Content:    fmt.Sprintf("release %d: the deploy window closes at five; roll back with runbook %d", i, i%97)}})
	}
	_, err = svc.Import(ctx, policy.Identity{Principal: "test-admin", Transport: "cli"}, items)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, `analyze memories, search_docs, search_postings, search_terms, search_namespaces`)
	require.NoError(t, err)
	for range 8 {
		_, err := svc.Search(ctx, id, SearchInput{Query: "when does the deploy window close?"})
		require.NoError(t, err)
	}
	var generic, custom int64
	require.NoError(t, pool.QueryRow(ctx, `select generic_plans, custom_plans from pg_prepared_statements
		where statement = $1`, lexicalSearchSQL).Scan(&generic, &custom))
	require.Zero(t, custom, "custom plans of the search statement (generic: %d)", generic)
	require.Positive(t, generic)
}

type planNode struct {
	NodeType     string     `json:"Node Type"`
	Strategy     string     `json:"Strategy"`
	RelationName string     `json:"Relation Name"`
	HeapFetches  float64    `json:"Heap Fetches"`
	Plans        []planNode `json:"Plans"`
}

func (n planNode) walk(f func(planNode)) {
	f(n)
	for _, c := range n.Plans {
		c.walk(f)
	}
}
