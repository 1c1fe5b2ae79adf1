package memory_test

import (
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The plan past one primary (docs/scaling.md) partitions the data by its owner: the namespace a
// memory belongs to (a principal's agent namespace, a system, a project) and the principal whose
// state a row keeps. It works only while every statement of the hot path names the owner of what
// it reads, so that PostgreSQL can prune the partitions (or Citus route the statement) instead of
// scanning them all. ownerKeys says, for each table of the schema, which columns carry the owner:
// a scan of the table must have an equality on one of them, as an index condition, a recheck or a
// filter. A table with no owner key is a reference table (small, read by every statement, copied
// to every node) or outside the hot path; a table missing from all three lists fails the test, so
// a new table is classified when it is made.
var ownerKeys = map[string][]string{
	"memories":          {"owner_id", "system_id", "project_id"}, // the namespace's columns, by scope
	"memory_embeddings": {},
	"memory_versions":   {"owner_id"},
	"search_namespaces": {"id", "key", "owner_id", "system_id", "project_id"},
	"search_terms":      {"ns"},
	"search_docs":       {"ns"},
	"search_postings":   {"ns"},
	"search_pending":    {"ns"},
	"hint_token_df":     {"ns"},
	"hint_pending":      {},
	"pending_deletions": {},
	"run_writes":        {"principal_id"},
	"run_saves":         {"principal_id"},
	"principal_usage":   {"principal_id"},
	"write_budget_uses": {"principal_id"},
	"context_sessions":  {"principal_id"},
	"context_sent":      {"principal_id"},
	"capture_sessions":  {"principal_id"},
	"sessionless_runs":  {"principal_id"},
	"read_fences":       {"principal"},
	"audit_log":         {"principal_id"},
}

// referenceTables are read by statements of every owner: who the callers are and what they may
// do. They are small and change rarely; partitioned, each node keeps a copy (Citus: reference
// tables).
var referenceTables = []string{"principals", "rule_revocations", "team_members", "grants", "projects",
	"project_members", "search_params", "server_secrets"}

// otherTables are not read by the hot path: credentials looked up by their hash before the owner
// is known (a node of their own, or reference tables), the console's and OAuth's rows, the
// leader's lease, the migrations' bookkeeping.
var otherTables = []string{"tokens", "login_links", "console_sessions", "login_attempts", "redeemed_states",
	"oauth_clients", "oauth_grants", "oauth_codes", "oauth_tokens", "leader_leases", "run_reverts", "search_reindex",
	"schema_migrations", "schema_definitions"}

// byID lists the hot path's reads of owner-keyed tables that name no owner key, each with why.
// None crosses owners: each reads rows of memories whose namespace the statement or its caller
// has already fixed, by the memories' ids. Partitioned by owner, each would probe every
// partition, so each needs the namespace's key beside the id first (docs/scaling.md, "What
// partitioning needs"). An entry matches a scan of table whose index condition matches cond, by a
// statement whose text (spaces collapsed) contains query; an entry nothing matches fails the test,
// so the list shrinks as the statements are given the key.
var byID = []struct{ table, query, cond, why string }{
	{"memories", "select id, version, always_inject, owner_id, expires_at, recall_memory_cost", `^\(dedup_hashes && \$1\)$`,
		"the save's near-duplicate lookup (memory/dedup.go): its GIN keys hash the namespace in, no column is named"},
	{"memories", "update memories set run_id = nullif($2, ''), updated_at = now()", byIDCond,
		"the save's update in place, by the id the near-duplicate lookup found"},
	{"memories", "with cur as (select * from memories where id = $1 for update)", byIDCond,
		"the version the update keeps, by the same id"},
	{"memory_embeddings", "delete from memory_embeddings where memory_id = $1", byIDCond,
		"the update drops the old text's embeddings"},
	{"hint_pending", "from hint_pending h where h.memory_id in", byIDCond,
		"the memories trigger (definitions/31): hint counts left for later, by the written rows' ids"},
	{"memories", "select * from memories where id = mid", byIDCond,
		"the search index's write (definitions/21): the memory it indexes"},
	{"memories", "(select m.updated_at from memories m where m.id = mid)", byIDCond,
		"the same write: the saved time its postings carry"},
	{"search_docs", "select d.ns from search_docs d where d.memory_id = mid", byIDCond,
		"the same write: the namespace the memory was indexed in before"},
	{"search_docs", "delete from search_docs d where d.memory_id = mid or", `^\(\(memory_id = [^)]*\) OR \(\(ns = `,
		"the same write: the memory's old entry (by id) and the namespace's expired ones (by ns)"},
	{"search_postings", "delete from search_postings s where s.memory_id = any(gone_ids)", byIDCond,
		"the same write: the postings of the text an update replaced"},
	{"memories", "allowed as (select true as ok from auth", byIDCond,
		"the search and browse statements (search/): the rows of the candidates their namespaces' postings or saved-time index gave"},
	{"search_docs", "allowed as (select true as ok from auth", byIDCond,
		"the search statement: the candidates' lengths and words, for exact BM25"},
}

// byIDCond is an index condition that probes by one memory's id, or the ids of an array or of
// the rows of another relation.
const byIDCond = `^\(+(memory_)?id = (ANY \()?('[^']*'::uuid(\[\])?|\$\d+|\w+\.(memory_)?id|[a-z_]+)\)+$`

// planRecorder collects the plan of every statement a pool's connections run, nested ones (inside
// functions and triggers) included: auto_explain sends each plan to the client as a notice.
type planRecorder struct {
	on    atomic.Bool
	mu    sync.Mutex
	plans []explained
}

type explained struct {
	Query string          `json:"Query Text"`
	Plan  json.RawMessage `json:"Plan"`
}

func (r *planRecorder) notice(_ *pgconn.PgConn, n *pgconn.Notice) {
	_, body, ok := strings.Cut(n.Message, "plan:\n")
	if !ok || !r.on.Load() {
		return
	}
	var e explained
	if json.Unmarshal([]byte(body), &e) != nil {
		return
	}
	r.mu.Lock()
	r.plans = append(r.plans, e)
	r.mu.Unlock()
}

// recordingPool is a pool on db whose connections explain every statement to rec.
func recordingPool(t *testing.T, db *dbtest.DB, rec *planRecorder) *pgxpool.Pool {
	cfg, err := pgxpool.ParseConfig(db.URL)
	require.NoError(t, err)
	cfg.ConnConfig.OnNotice = rec.notice
	cfg.AfterConnect = func(ctx context.Context, c *pgx.Conn) error {
		_, err := c.Exec(ctx, `load 'auto_explain';
			set auto_explain.log_min_duration = 0;
			set auto_explain.log_nested_statements = on;
			set auto_explain.log_format = json;
			set auto_explain.log_level = notice;
			set client_min_messages = notice`)
		return err
	}
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool
}

// planNode is the part of an EXPLAIN (FORMAT JSON) node the check reads.
type planNode struct {
	Type      string     `json:"Node Type"`
	Relation  string     `json:"Relation Name"`
	IndexCond string     `json:"Index Cond"`
	Recheck   string     `json:"Recheck Cond"`
	Filter    string     `json:"Filter"`
	Plans     []planNode `json:"Plans"`
}

// scans lists the relation scans of a plan. A bitmap heap scan's index conditions are its recheck
// condition, which PostgreSQL shows as the conditions of the bitmap index scans below it.
func scans(n planNode, out *[]planNode) {
	if n.Relation != "" && n.Type != "ModifyTable" {
		c := n
		if n.Type == "Bitmap Heap Scan" {
			c.IndexCond, c.Recheck = n.Recheck, ""
		}
		*out = append(*out, c)
	}
	for _, p := range n.Plans {
		scans(p, out)
	}
}

// TestHotPathFiltersByOwner runs the hot path (saves new and in place, a search, a browse, the
// always-inject set, the context of a prompt; in a principal's own namespace, a system's and a
// project's) with every statement's plan recorded, nested ones included, and checks that each scan
// of an owner-keyed table filters by the owner's key, or is one of byID.
func TestHotPathFiltersByOwner(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	rec := &planRecorder{}
	svc := serviceOn(t, &dbtest.DB{Pool: recordingPool(t, db, rec)}, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "infra", Principal: "alice", Level: policy.AccessManage}))
	require.NoError(t, svc.AddProject(ctx, admin, "apollo"))
	require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "alice", Level: policy.ProjectWrite}))
	_, err := svc.Save(ctx, bob, userSave("bob's deploy notes", "bob deploys on fridays"))
	require.NoError(t, err)
	inApollo := alice
	inApollo.ProjectID = "apollo"

	rec.on.Store(true)
	saves := []memory.SaveInput{
		userSave("deploy checklist step one", "run the migrations before the deploy"),
		userSave("deploy checklist step two", "watch the error rate after the deploy"),
		{Scope: "system", SystemID: "infra", RecallHint: "infra deploy window", Content: "deploys only before noon"},
		{Scope: "project", ProjectID: "apollo", RecallHint: "apollo deploy owner", Content: "carol owns apollo's deploys", AlwaysInject: true},
		{Scope: "user", RecallHint: "deploy checklist step one again", Content: "run the migrations, then deploy", AlwaysInject: true},
	}
	for _, in := range saves {
		_, err := svc.Save(ctx, inApollo, in)
		require.NoError(t, err)
	}
	_, err = svc.Search(ctx, inApollo, memory.SearchInput{Query: "deploy migrations", Limit: 10})
	require.NoError(t, err)
	since := time.Now().Add(-time.Hour)
	_, err = svc.Search(ctx, inApollo, memory.SearchInput{Since: &since, Limit: 10})
	require.NoError(t, err)
	_, err = svc.AlwaysInject(ctx, inApollo, memory.InjectCap{})
	require.NoError(t, err)
	_, err = svc.Context(ctx, inApollo, memory.ContextInput{Prompt: "how do I deploy?", SessionID: "s1"})
	require.NoError(t, err)
	rec.on.Store(false)

	rec.mu.Lock()
	defer rec.mu.Unlock()
	require.NotEmpty(t, rec.plans, "auto_explain recorded no plan")
	used := make([]bool, len(byID))
	scanned := map[string]bool{}
	for _, e := range rec.plans {
		var root planNode
		require.NoError(t, json.Unmarshal(e.Plan, &root))
		var ss []planNode
		scans(root, &ss)
	scan:
		for _, s := range ss {
			scanned[s.Relation] = true
			keys, owned := ownerKeys[s.Relation]
			if !owned || filtersBy(s, keys) {
				continue
			}
			query := spaces.ReplaceAllString(e.Query, " ")
			for i, b := range byID {
				if b.table == s.Relation && strings.Contains(query, b.query) && regexp.MustCompile(b.cond).MatchString(strings.TrimSpace(s.IndexCond)) {
					used[i] = true
					continue scan
				}
			}
			t.Errorf("a scan of %s without its owner key %v (%s; index %q, filter %q) by:\n%s",
				s.Relation, keys, s.Type, s.IndexCond, s.Filter, oneLine(e.Query))
		}
	}
	for i, u := range used {
		if !u {
			t.Errorf("byID entry %q on %s matched no statement: remove it", byID[i].query, byID[i].table)
		}
	}
	for _, table := range []string{"memories", "search_postings", "search_namespaces", "search_docs", "hint_token_df"} {
		require.True(t, scanned[table], "the hot path read no %s: the recorder missed statements", table)
	}

	// Every table of the schema is classified, so a new one says where its owner is.
	rows, err := db.Pool.Query(ctx, `select tablename from pg_tables where schemaname = $1`, db.Schema)
	require.NoError(t, err)
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	for _, table := range tables {
		_, owned := ownerKeys[table]
		if !owned && !slices.Contains(referenceTables, table) && !slices.Contains(otherTables, table) {
			t.Errorf("table %s is not classified: add it to ownerKeys, referenceTables or otherTables (and docs/scaling.md)", table)
		}
	}
}

// filtersBy says whether a scan's conditions (its index condition, recheck and filter, which all
// hold) fix one of keys by equality in every row they let through.
func filtersBy(s planNode, keys []string) bool {
	eq := make([]*regexp.Regexp, len(keys))
	for i, k := range keys {
		eq[i] = regexp.MustCompile(`^\(*` + k + `\)* = `)
	}
	for _, c := range []string{s.IndexCond, s.Recheck, s.Filter} {
		if c != "" && keyed(c, eq) {
			return true
		}
	}
	return false
}

// keyed says whether a condition as EXPLAIN prints it holds a key's equality: in one of its
// conjuncts, or in every one of its disjuncts (PostgreSQL parenthesizes every AND within an OR
// and every OR within an AND).
func keyed(cond string, eq []*regexp.Regexp) bool {
	cond = strings.TrimSpace(cond)
	for enclosed(cond) {
		cond = strings.TrimSpace(cond[1 : len(cond)-1])
	}
	if parts := splitTop(cond, " OR "); len(parts) > 1 {
		for _, p := range parts {
			if !keyed(p, eq) {
				return false
			}
		}
		return true
	}
	if parts := splitTop(cond, " AND "); len(parts) > 1 {
		return slices.ContainsFunc(parts, func(p string) bool { return keyed(p, eq) })
	}
	return slices.ContainsFunc(eq, func(r *regexp.Regexp) bool { return r.MatchString(cond) })
}

// enclosed says whether cond is one parenthesized expression: its first parenthesis closes at its
// end.
func enclosed(cond string) bool {
	if !strings.HasPrefix(cond, "(") {
		return false
	}
	depth, quoted := 0, false
	for i := 0; i < len(cond); i++ {
		switch c := cond[i]; {
		case c == '\'':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			if depth--; depth == 0 {
				return i == len(cond)-1
			}
		}
	}
	return false
}

// splitTop splits s at each sep outside parentheses and quotes.
func splitTop(s, sep string) []string {
	var parts []string
	depth, quoted, start := 0, false, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && strings.HasPrefix(s[i:], sep):
			parts = append(parts, s[start:i])
			start = i + len(sep)
			i += len(sep) - 1
		}
	}
	return append(parts, s[start:])
}

var spaces = regexp.MustCompile(`\s+`)

func oneLine(q string) string {
	q = spaces.ReplaceAllString(q, " ")
	if len(q) > 300 {
		q = q[:300] + "…"
	}
	return q
}
