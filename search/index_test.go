package search_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/searchtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// The index is maintained per statement (migration 014): statements that write many memories of
// several namespaces at once (an import with repeated words and expired lines, a multi-row update
// that rewrites, moves and expires memories, a multi-row delete, the sweep) leave exactly the
// index a recount from the memories table gives, and the postings a statement writes carry the
// BM25 impact of the namespace statistics as they are after it.
func TestSearchIndexSetBasedMatchesRecount(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	words := []string{"deploy", "window", "tuesday", "kafka", "broker", "restart", "cats", "dogs", "zebra", "quokka"}
	past := time.Now().Add(-time.Hour)
	future := time.Now().Add(240 * time.Hour)
	var items []memory.Exported
	for i := range 240 {
		e := memory.Exported{Owner: []string{"alice", "bob"}[i%2], Memory: memory.Memory{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: []string{"default", "default", "helper"}[i%3]}, State: memory.State{RecallHint: fmt.Sprintf("%s %s note %d", words[i%len(words)], words[(i*7)%len(words)], i%17), Content: fmt.Sprintf("the %s and the %s, again %s %s; item %d", words[(i*3)%len(words)], words[i%4], words[i%len(words)], words[i%len(words)], i%23)}}}
		switch i % 5 {
		case 1:
			e.Scope, e.SystemID, e.AgentID = memory.ScopeSystem, []string{"ops", "infra"}[i%2], ""
		case 2:
			e.Scope, e.ProjectID, e.AgentID = memory.ScopeProject, "apollo", ""
		}
		switch i % 11 {
		case 3:
			e.ExpiresAt = &past // restored expired: never counts
		case 4:
			e.ExpiresAt = &future
		}
		if i == 7 {
			e.RecallHint, e.Content = "the", "and of the" // no lexeme at all
		}
		items = append(items, e)
	}
	// write runs a statement over memories that returns the ids it wrote, then has the engine
	// index them in its transaction, as every writer of memories in the service does.
	write := func(q string, args ...any) {
		t.Helper()
		tx, err := db.Pool.Begin(ctx)
		require.NoError(t, err)
		defer tx.Rollback(ctx) //nolint:errcheck // after Commit a no-op
		rows, err := tx.Query(ctx, q+` returning id::text`, args...)
		require.NoError(t, err)
		ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
		require.NoError(t, err)
		require.NoError(t, svc.SearchEngine().Index(ctx, tx, ids...))
		require.NoError(t, tx.Commit(ctx))
	}
	n, err := svc.Import(ctx, admin, items) // one insert statement: under the import batch size
	require.NoError(t, err)
	require.Equal(t, len(items), n)
	assert.Empty(t, indexDiff(t, db, "true"), "after a multi-namespace import")

	// One update statement: new content, a move to another agent's namespace, a past and a future
	// expiry, and rows where only what the index does not read changes.
	write(`
		update memories set
			content = case when right(id::text, 2)::int % 3 = 0 then content || ' zebra zebra broker' else content end,
			agent_id = case when scope = 'user' and right(id::text, 2)::int % 4 = 1 then 'mover' else agent_id end,
			expires_at = case when right(id::text, 2)::int % 10 = 5 then now() - interval '1 minute'
			                  when right(id::text, 2)::int % 10 = 6 then now() + interval '10 days' else expires_at end,
			tags = '{touched}'
		where right(id::text, 2)::int % 2 = 1 or right(id::text, 2)::int % 3 = 0`)
	// The rows whose indexed columns changed are re-indexed: their impacts are the new ones.
	assert.Empty(t, indexDiff(t, db, `'touched' = any(m.tags) and (right(m.id::text, 2)::int % 3 = 0 or m.agent_id = 'mover'
		or right(m.id::text, 2)::int % 10 in (5, 6))`), "after a multi-row update")

	// One delete statement across namespaces.
	write(`delete from memories where right(id::text, 2)::int % 7 = 2 or id::text like '%0000000001_'`)
	assert.Empty(t, indexDiff(t, db, "false"), "after a multi-row delete")

	// Time passes for two memories of alice's default namespace: the memories rows say so (written
	// with triggers off, as if the clock had moved) and so do their index rows, but the statistics
	// still count them. The next write to that namespace takes them out.
	var aliceDefault, other []string
	rows, err := db.Pool.Query(ctx, `
		select d.memory_id::text, n.key like 'user/%/default' and n.owner_id = (select id from principals where name = 'alice')
		from search_docs d join search_namespaces n on n.id = d.ns where d.expires_at is null order by d.memory_id`)
	require.NoError(t, err)
	for rows.Next() {
		var id string
		var mine bool
		require.NoError(t, rows.Scan(&id, &mine))
		if mine {
			aliceDefault = append(aliceDefault, id)
		} else {
			other = append(other, id)
		}
	}
	require.NoError(t, rows.Err())
	require.GreaterOrEqual(t, len(aliceDefault), 3)
	require.NotEmpty(t, other)
	expired := []string{aliceDefault[0], aliceDefault[1]}
	tx, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx) //nolint:errcheck // after Commit a no-op
	_, err = tx.Exec(ctx, `set local session_replication_role = replica`)
	require.NoError(t, err)
	for _, q := range []string{
		`update memories set expires_at = now() - interval '1 second' where id = any($1::uuid[])`,
		`update search_docs set expires_at = now() - interval '1 second' where memory_id = any($1::uuid[])`,
		`update search_postings set expires_at = now() - interval '1 second' where memory_id = any($1::uuid[])`,
	} {
		_, err := tx.Exec(ctx, q, expired)
		require.NoError(t, err, q)
	}
	require.NoError(t, tx.Commit(ctx))
	var counted int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_docs where memory_id = any($1::uuid[])`, expired).Scan(&counted))
	require.Equal(t, 2, counted, "expired memories still in the statistics before the write")
	write(`update memories set content = content || ' kafka' where id = $1`, aliceDefault[2])
	assert.Empty(t, indexDiff(t, db, "m.id = '"+aliceDefault[2]+"'"), "after a write to a namespace with expired memories")

	// Single-memory statements (the path a save takes): a move to another namespace, an expiry.
	require.GreaterOrEqual(t, len(aliceDefault), 5)
	write(`update memories set agent_id = 'solo', content = content || ' solo' where id = $1`, aliceDefault[3])
	assert.Empty(t, indexDiff(t, db, "m.id = '"+aliceDefault[3]+"'"), "after a single move")
	write(`update memories set expires_at = now() - interval '1 second' where id = $1`, aliceDefault[4])
	assert.Empty(t, indexDiff(t, db, "false"), "after a single expiry")

	// An expiry only the index rows know of: the sweep takes it out.
	for _, table := range []string{"search_docs", "search_postings"} {
		_, err := db.Pool.Exec(ctx, `update `+table+` set expires_at = now() - interval '1 second' where memory_id = $1`, other[0])
		require.NoError(t, err)
	}
	swept, err := svc.SearchEngine().Sweep(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, swept)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, other[0])
	require.NoError(t, err)
	assert.Empty(t, indexDiff(t, db, "false"), "after the sweep")

	// And through the service: saves into a fresh namespace, one at a time.
	dave := principal(t, svc, "dave")
	for i := range 5 {
		_, err := svc.Save(ctx, dave, userSave(fmt.Sprintf("dave note %d kafka", i), fmt.Sprintf("%s broker %s", words[i], words[i+1])))
		require.NoError(t, err)
	}
	assert.Empty(t, indexDiff(t, db, "false"), "after single saves, their words waiting to be counted")
	_, left, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.False(t, left)
	assert.Empty(t, indexDiff(t, db, "false"), "once counted")
}

// indexDiff recounts the BM25 index (006, 013, 014, 020) from the memories table alone and
// returns every difference: postings (namespace, tf, dl, expiry), documents and their words in
// order with their frequencies, df per namespace and term (its count plus the memories waiting to be
// counted, searchtest.WaitingDF), namespace N and total length. For the memories matching fresh (SQL over m, a memories row),
// written by the last statement, it also checks each posting's impact against BM25 with the
// namespace statistics as they are now.
func indexDiff(t *testing.T, db *dbtest.DB, fresh string) []string {
	t.Helper()
	q := `
		with p as (select k1, b, hint_weight from search_params),
		live as (
			select m.id, case when m.scope = 'system' then 'system/' || m.system_id
			                  when m.scope = 'project' then 'project/' || m.project_id
			                  else 'user/' || m.owner_id || '/' || m.agent_id end as key,
			       m.search, m.expires_at
			from memories m where m.expires_at is null or m.expires_at > now()
		),
		words as (` + searchtest.IndexedWords + `),
		tf as (select key, id, term, tf from words where indexed),
		dl as (
			select l.id, l.key, l.expires_at, coalesce(sum(w.tf), 0)::real as dl
			from live l left join words w on w.id = l.id group by l.id, l.key, l.expires_at
		),
		want_postings as (
			select tf.key, tf.id, tf.term, tf.tf, dl.dl, dl.expires_at from tf join dl on dl.id = tf.id
		),
		have_postings as (
			select n.key, s.memory_id as id, s.term, s.tf, s.dl, s.expires_at
			from search_postings s join search_namespaces n on n.id = s.ns
		),
		want_docs as (select id, key, dl, expires_at from dl),
		have_docs as (
			select d.memory_id as id, n.key, d.dl, d.expires_at from search_docs d join search_namespaces n on n.id = d.ns
		),
		want_df as (select key, term, count(*)::int as df from tf group by key, term),
		have_df as (select n.key, t.term, t.df + ` + searchtest.WaitingDF + ` from search_terms t join search_namespaces n on n.id = t.ns),
		want_ns as (select key, count(*)::int as docs, sum(dl)::double precision as len from dl group by key)
		(select 'missing posting ' || x::text from (select * from want_postings except all select * from have_postings) x)
		union all
		(select 'extra posting ' || x::text from (select * from have_postings except all select * from want_postings) x)
		union all
		(select 'missing doc ' || x::text from (select * from want_docs except all select * from have_docs) x)
		union all
		(select 'extra doc ' || x::text from (select * from have_docs except all select * from want_docs) x)
		union all
		(select 'missing df ' || x::text from (select * from want_df except all select * from have_df) x)
		union all
		(select 'extra df ' || x::text from (select * from have_df except all select * from want_df) x)
		union all
		(select 'namespace ' || coalesce(w.key, n.key) || ': want ' || coalesce(w.docs, 0) || ' docs of length ' ||
		        coalesce(w.len, 0) || ', have ' || coalesce(n.docs + ` + searchtest.WaitingDocs + `, 0) || ' of ' ||
		        coalesce(n.total_len + ` + searchtest.WaitingLen + `, 0)
		 from want_ns w full join search_namespaces n on n.key = w.key
		 where n.key is null or coalesce(w.docs, 0) <> n.docs + ` + searchtest.WaitingDocs + `
		    or coalesce(w.len, 0) <> n.total_len + ` + searchtest.WaitingLen + `)
		union all
		(select 'doc words ' || d.memory_id || ': ' || coalesce(d.terms::text, 'none') || ' ' ||
		        coalesce(d.tfs::text, 'none') || ', want ' || coalesce(w.terms::text, 'none') || ' ' || coalesce(w.tfs::text, 'none')
		 from search_docs d left join (select id, array_agg(term order by term) as terms, array_agg(tf order by term) as tfs
		                               from tf group by id) w on w.id = d.memory_id
		 where d.terms is distinct from w.terms or d.tfs is distinct from w.tfs)
		union all
		(select 'impact ' || s.memory_id || ' ' || s.term || ': ' || s.impact || ' <> ' || want.impact
		 from search_postings s join search_namespaces n on n.id = s.ns join memories m on m.id = s.memory_id, p,
		      lateral (select (s.tf * (p.k1 + 1) / (s.tf + p.k1 * (1 - p.b + p.b * s.dl / greatest(n.total_len / n.docs, 1))))::real
		               as impact) want
		 where (` + fresh + `) and s.impact <> want.impact)`
	rows, err := db.Pool.Query(context.Background(), q)
	require.NoError(t, err)
	var diffs []string
	for rows.Next() {
		var d string
		require.NoError(t, rows.Scan(&d))
		diffs = append(diffs, d)
	}
	require.NoError(t, rows.Err())
	return diffs
}

// A save leaves its words to be counted later (package search) and is found by every word at once,
// a word's count (df) plus the waiting memories carrying it stays its document frequency through
// deletes and rewrites of counted and waiting memories alike, a word only a waiting memory carries
// is never dropped, and once counted the counts are exact.
func TestSearchIndexCountsWaitingMemoriesLater(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	df := func(word string) int {
		var n int
		err := db.Pool.QueryRow(ctx, `select coalesce((select df from search_terms where term = $1), -1)`, word).Scan(&n)
		require.NoError(t, err)
		return n
	}
	waiting := func() int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_pending`).Scan(&n))
		return n
	}
	docs := func() int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select docs from search_namespaces where key like 'user/%'`).Scan(&n))
		return n
	}
	save := func(hint, content string) string {
		res, err := svc.Save(ctx, alice, userSave(hint, content))
		require.NoError(t, err)
		return res.ID
	}

	counted := save("zebrafish tank notes", "the zebrafish tank needs a new heater")
	save("lobster molt notes", "the lobster sheds its shell")
	require.Equal(t, 2, waiting())
	require.Equal(t, 0, df("zebrafish"), "known, not counted yet")
	_, _, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, df("zebrafish"))

	quokka := save("quokka enclosure plan", "the zebrafish tank goes beside the quokka enclosure, by the lobster")
	narwhal := save("narwhal tusk facts", "a narwhal tusk is a tooth; a lobster has none")
	require.Equal(t, 2, waiting())
	assert.Equal(t, 2, docs(), "waiting memories are not in the namespace's N yet")
	assert.Equal(t, 1, df("zebrafish"), "a waiting memory's words are not counted yet")
	assert.Equal(t, 0, df("quokka"), "a word new to the namespace is indexed, uncounted")
	assert.Equal(t, []string{quokka}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "quokka"}))
	assert.Equal(t, []string{narwhal}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "narwhal"}))
	assert.Empty(t, indexDiff(t, db, "false"), "with two memories waiting")

	// The counted memory goes: zebrafish counts 0, but the waiting memory still carries it.
	require.NoError(t, svc.Delete(ctx, alice, counted, memory.Confirmation{Via: "test"}))
	assert.Equal(t, 0, df("zebrafish"))
	assert.Equal(t, []string{quokka}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebrafish"}))
	assert.Empty(t, indexDiff(t, db, "false"), "after a counted memory's delete")

	// A waiting memory goes: nothing is taken from the counts, and its word no other carries goes.
	require.NoError(t, svc.Delete(ctx, alice, narwhal, memory.Confirmation{Via: "test"}))
	assert.Equal(t, 1, waiting())
	assert.Equal(t, -1, df("narwhal"), "a word no memory carries is dropped")
	assert.Equal(t, 1, df("lobster"), "the counted memory's")
	assert.Empty(t, indexDiff(t, db, "false"), "after a waiting memory's delete")

	// A waiting memory is rewritten in place (a near-duplicate hint): the rewrite holds the
	// namespace's lock, so it counts the memory as rewritten at once.
	res, err := svc.Save(ctx, alice, userSave("quokka enclosure plan", "the quokka enclosure moves next to the wombat burrow, by the lobster"))
	require.NoError(t, err)
	require.True(t, res.Updated)
	require.Equal(t, quokka, res.ID)
	assert.Equal(t, 0, waiting())
	assert.Equal(t, -1, df("zebrafish"), "the rewrite took the waiting memory's last zebrafish")
	assert.Equal(t, 2, df("lobster"), "the counted memory's and the rewritten one's")
	assert.Equal(t, 1, df("wombat"))
	assert.Equal(t, 2, docs(), "the namespace's N counts the rewritten memory")
	assert.Empty(t, indexDiff(t, db, "m.id = '"+quokka+"'"), "after a waiting memory's rewrite")

	// Its length waits with its words: the namespace's N and total length leave it out until counted.
	wombat := save("wombat burrow survey", "the wombat burrow runs under the lobster tank")
	assert.Equal(t, 1, waiting())
	assert.Equal(t, 2, docs())
	assert.Equal(t, []string{wombat, quokka}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "wombat burrow"}))
	assert.Empty(t, indexDiff(t, db, "false"), "with a new memory waiting")

	n, left, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.False(t, left)
	assert.Equal(t, 1, n)
	assert.Zero(t, waiting())
	assert.Equal(t, 3, docs())
	assert.Equal(t, 1, df("quokka"))
	assert.Equal(t, 2, df("wombat"))
	assert.Equal(t, 3, df("lobster"))
	assert.Empty(t, indexDiff(t, db, "false"), "once counted")
}
