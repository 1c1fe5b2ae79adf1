package search

import (
	"fmt"
	"strings"
)

// A search's scores rank its hits against each other and nothing more: fused scores are
// reciprocal ranks, and BM25 grows with the namespace's statistics, so the best match of a query
// about nothing in memory (one that shares a single common word with it) ranks first as surely as
// the best match of a query memory answers. A caller that must decide whether to use a hit at all
// (the context injected before a prompt) asks for each hit's relevance (Request.Relevance): the
// share of the query's information the hit holds, from 0 to 1, comparable across queries and
// namespaces.
//
// Each query word weighs its idf in the hit's namespace, a word no memory of the namespace holds
// weighing the most: it is what the query asks about that memory does not know, so a prompt about
// Kubernetes that shares "deploy" with one memory still scores low. A hit earns a word's weight
// when it holds the word, prefixWeight of it when it holds only words the query word begins (as
// the ranking counts them), and its relevance is what it earned over the query's whole weight.
// Grammar words are no query words (recall_words drops them), so a query of grammar words alone
// has no relevance. The hits' words come from their search_docs rows, which the ranking reads
// anyway, so the measure costs a few lookups per hit and nothing for a search that does not ask.
var relevanceCTEs = `,
	qw as (
		select ns.id as ns, q.term,
		       greatest(recall_bm25_idf(ns.docs, coalesce(t.df, 0)), 0) as w
		from ns cross join q left join search_terms t on t.ns = ns.id and t.term = q.term
	),
	rel as (
		select r.id, sum(qw.w * coalesce(x.credit, 0)) / nullif(sum(qw.w), 0) as relevance
		from ranked r join search_docs d on d.memory_id = r.id join qw on qw.ns = d.ns
		left join lateral (
			select max(case when qt.term = qw.term then 1 else ` + fmt.Sprint(prefixWeight) + ` end)::float8 as credit
			from qt cross join lateral ` + wordFrequency("d", "qt.term") + ` p
			where qt.ns = d.ns and qt.word = qw.term and p.tf is not null
		) x on true
		group by r.id
	)`

// relevanceSQL is searchSQL with each hit's relevance and, fused, whether the vector branch found
// it (within its similarity bound: a hit the embedding alone found is as relevant as that bound
// says, whatever its words).
func relevanceSQL(vector bool, dims int) string {
	return withRelevance(searchSQL(vector, dims), vector)
}

// withRelevance turns a search statement (ending in hitsSelect) into its relevance statement.
func withRelevance(sql string, vector bool) string {
	found := `false`
	if vector {
		found = `exists (select from vec v where v.id = h.id)`
	}
	return strings.TrimSuffix(sql, hitsSelect) + relevanceCTEs + hitsCTE +
		hitsColumns(`coalesce(rel.relevance, 0)`, found, ` left join rel on rel.id = h.id`)
}
