// Package searchtest checks, for tests, that the search index (package search) is exactly what
// the live memories say: the memory service's tests and the search engine's share it.
package searchtest

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// IndexedWords is, in SQL over live (id, key, search) and p (search_params), every word of each
// live memory with its frequency (a recallHint word counting hint_weight times), and whether the
// index holds it: the first recall_search_word_cap of the memory's words, the hint's first, then
// by frequency, then by first occurrence, then in byte order.
const IndexedWords = `
	select x.key, x.id, x.term, x.tf,
	       row_number() over (partition by x.id order by x.hint desc, x.tf desc, x.first, x.term) <= recall_search_word_cap() as indexed
	from (select l.key, l.id, u.lexeme collate "C" as term,
	             sum(case when o.w = 'A' then p.hint_weight else 1 end)::real as tf,
	             bool_or(o.w = 'A') as hint, min(o.pos) as first
	      from live l, p, unnest(l.search) u, unnest(u.weights, u.positions) o(w, pos)
	      group by l.key, l.id, u.lexeme) x`

// WaitingDF is, in SQL over t (a search_terms row), how many memories waiting to be counted
// (search_pending) carry its word: its count plus these is its document frequency.
const WaitingDF = `(select count(*)::int from search_pending w join search_docs wd on wd.memory_id = w.memory_id
	where w.ns = t.ns and t.term = any(wd.terms))`

// WaitingDocs and WaitingLen are, in SQL over n (a search_namespaces row), how many memories wait
// to be counted in the namespace and their length: its docs and total_len plus
// these are its N and total length.
const (
	WaitingDocs = `(select count(*)::int from search_pending w where w.ns = n.id)`
	WaitingLen  = `(select coalesce(sum(wd.dl), 0)::double precision from search_pending w
		join search_docs wd on wd.memory_id = w.memory_id where w.ns = n.id)`
)

// AssertStatsConsistent recomputes every statistic from the live memories and compares.
func AssertStatsConsistent(t *testing.T, db *dbtest.DB) {
	t.Helper()
	ctx := context.Background()
	live := `
		with live as (
			select m.id, case when m.scope = 'system' then 'system/' || m.system_id
			                  else 'user/' || m.owner_id || '/' || m.agent_id end as key, m.search
			from memories m where m.expires_at is null or m.expires_at > now()
		),
		p as (select hint_weight from search_params),
		words as (` + IndexedWords + `),
		tf as (select key, id, term, tf from words where indexed)`
	checks := map[string]string{
		"postings": live + `
			select key, id, term collate "C", tf from tf
			except all
			select n.key, p.memory_id, p.term, p.tf from search_postings p join search_namespaces n on n.id = p.ns`,
		"postings (extra)": live + `
			select n.key, p.memory_id, p.term, p.tf from search_postings p join search_namespaces n on n.id = p.ns
			except all
			select key, id, term collate "C", tf from tf`,
		"df": live + `
			(select key, term collate "C", count(*)::int from tf group by key, term
			 except all select n.key, t.term, t.df + ` + WaitingDF + ` from search_terms t join search_namespaces n on n.id = t.ns)
			union all
			(select n.key, t.term, t.df + ` + WaitingDF + ` from search_terms t join search_namespaces n on n.id = t.ns
			 except all select key, term collate "C", count(*)::int from tf group by key, term)`,
		"waiting": `
			select w.memory_id from search_pending w left join search_docs d on d.memory_id = w.memory_id and d.ns = w.ns
			where d.memory_id is null`,
		"docs": live + `,
			want as (select l.key, count(distinct l.id)::int as docs, coalesce(sum(w.tf), 0)::real as len
			         from live l left join words w on w.id = l.id group by l.key)
			select w.key from want w full join search_namespaces n on n.key = w.key
			where coalesce(w.docs, 0) <> n.docs + ` + WaitingDocs + `
			   or abs(coalesce(w.len, 0) - (n.total_len + ` + WaitingLen + `)) > 0.01`,
		"doc lengths": live + `
			select l.id from live l full join search_docs d on d.memory_id = l.id
			where l.id is null or d.memory_id is null
			   or d.dl <> coalesce((select sum(w.tf) from words w where w.id = l.id), 0)`,
	}
	for name, q := range checks {
		rows, err := db.Pool.Query(ctx, q)
		require.NoError(t, err, name)
		var bad []string
		for rows.Next() {
			v, err := rows.Values()
			require.NoError(t, err)
			bad = append(bad, fmt.Sprint(v))
		}
		require.NoError(t, rows.Err())
		assert.Empty(t, bad, "BM25 %s differ from the live memories", name)
	}
}
