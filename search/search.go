package search

import (
	"fmt"

	"github.com/recall-mcp/recall/internal/record"
)

// rrfK is the reciprocal rank fusion constant: score = Σ 1/(rrfK + rank) over the branches.
const rrfK = 60

// termCandidates is how many postings of each query term a search reads, best first (impact
// order), to find its candidates. Terms rarer than this in a namespace are read whole, so for them
// the result is exact; a common term contributes little (low idf), and a memory reached only
// through common terms can be missed only if it is not among their best termCandidates. On
// LoCoMo (README, "Search") 100 and 1,000 gave the same recall.
const termCandidates = 100

// Query words match their stem and, from prefixMinLen letters on, up to prefixTerms indexed
// words they begin ("adopt" finds "adoption") at prefixWeight of their idf; each matched term
// multiplies the score by 1 + coverageBoost (all the query's words before some of them). Chosen on
// LoCoMo conversations conv-26, conv-30 and conv-41 (README, "Search").
const (
	prefixMinLen  = 3
	prefixTerms   = 8
	prefixWeight  = 0.5
	coverageBoost = 0.5
)

// Pseudo-relevance feedback: of the words the feedbackDocs best memories of the pool are about
// (in their recallHint or repeated, tf ≥ hint weight; not in the query; in more than one
// memory), the feedbackTerms with the most weight (tf/dl × idf / the memory's rank, summed) add
// feedbackWeight of their BM25 weight (scaled by their share of the best one's) to the scores of
// the pool. It only reorders the pool and adds no candidates: each pooled memory's frequencies of
// the feedback words are read from its words (search_docs), which the pool
// carries from the exact scoring (reading each word's best postings instead planned as a bitmap
// scan and a sort of all of them right after a bulk load). On LoCoMo it raised R@10 in each of
// the dev conversations, R@1 unchanged (docs/search.md).
const (
	feedbackDocs   = 3
	feedbackTerms  = 5
	feedbackWeight = 0.2
)

// lexicalPool is how many memories the lexical branch ranks exactly (and hands to the fusion),
// unless the caller asks for more. On LoCoMo 30, 40 and 100 gave the same recall (20 lost .006
// R@10 on the split and on the held-out conversations); each pooled memory costs a few index
// lookups, so the pool is kept at the smallest size that loses nothing.
const lexicalPool = 30

// Statement parameters shared by every search statement (Request).
//
//	$1 principal id, $2 agent id ('*': every agent of the owner, the console), $3 scope filter
//	('' | user | system | project), $4 system id filter (''), $5 tags filter (empty: any),
//	$6 query text, $7 the rule a search needs, $8 limit, $9 the session's bound project (''
//	unbound), $10 project id filter (''), then the window's since and until (window.go), then
//	the model, the query vector and the largest cosine distance (vector branch only)
//
// The scope rule is the SQL functions of migrations/definitions, called by name on these
// parameters: recall_caller (the principal and whether the rule a search needs is revoked from
// its role), recall_granted_systems (the systems its own and its teams' grants let it read),
// recall_member_projects (the bound project while it is a member) and recall_visible (whether a
// memory row is visible by them).

// callerCTEs are auth, the principal's row (recall_caller), and allowed, one row when the
// principal may search. A search of a caller that is not allowed reads nothing.
const callerCTEs = `
	auth as (select c.name, c.role, c.service, c.revoked, c.allowed from recall_caller(principal => $1, rule => $7) c),
	allowed as (select true as ok from auth where auth.allowed)`

// readableSystems and readableProjects select the systems and projects the caller may read.
const (
	readableSystems  = `select s from recall_granted_systems(principal => $1) s`
	readableProjects = `select p from recall_member_projects(principal => $1, bound_project => $9) p`
)

// scopeNamespaces is THE scope filter of the BM25 index: the namespaces (search_namespaces rows,
// with their statistics) a search reads. The caller's own user namespace in this agent, every
// system the caller can read (readableSystems), and the project the session is bound to while the
// principal is a member (readableProjects; an unbound session reads no project), narrowed by the
// scope, systemId and projectId arguments. One branch per scope, each on its own index, so the
// cost does not grow with the number of namespaces (principals × agents). A new scope adds its
// branch here and in recall_visible.
var scopeNamespaces = `(
		select n.id, n.docs, n.total_len from search_namespaces n
		where n.scope = 'user' and $3 in ('', 'user') and $4 = '' and $10 = '' and n.owner_id = $1 and ($2 = '*' or n.agent_id = $2)
		union all
		select n.id, n.docs, n.total_len from search_namespaces n
		where n.scope = 'system' and $3 in ('', 'system') and ($4 = '' or n.system_id = $4) and $10 = ''
		  and n.system_id = any(array(` + readableSystems + `))
		union all
		select n.id, n.docs, n.total_len from search_namespaces n
		where n.scope = 'project' and $3 in ('', 'project') and ($10 = '' or n.project_id = $10) and $4 = ''
		  and n.project_id = any(array(` + readableProjects + `))
	)`

// visibleFilter is the scope rule on memories rows (alias m: recall_visible, which the planner
// inlines, with the caller's systems and projects read once per statement), narrowed by the
// scope, systemId and projectId arguments, plus the tags filter. The vector branch scans by it,
// and every row a search returns passes it again.
var visibleFilter = `
	recall_visible(m, principal => $1, agent => $2,
		systems => array(` + readableSystems + `), projects => array(` + readableProjects + `))
	and ($3 = '' or m.scope = $3) and ($4 = '' or m.system_id = $4) and ($10 = '' or m.project_id = $10)
	and (cardinality($5::text[]) = 0 or m.tags && $5::text[])`

// lexicalBranch is BM25 over the maintained index (search_postings). ns: the namespaces the caller
// may read, with N, avgdl, k1 and b; q: the query's lexemes, stemmed as the memories were; qt:
// each query word's indexed terms (itself and the words it begins) with their idf per namespace,
// marked truncated when the term has more postings than a search reads; cand: the best
// termCandidates postings of each term, read in impact order (postingScan; the tags filter is
// applied inside that scan, so the cap counts only memories that pass it), summed per memory, the
// lexicalPool best kept (ties by id, so the pool does not depend on the plan's grouping order);
// scored: exact BM25 over all query terms (the terms read whole come from cand; a candidate's
// frequencies of the truncated terms come from its words, the sorted terms and their tfs in its
// search_docs row, read once, instead of an index probe per memory and word); lex: the ranking
// with the coverage boost, ties to the most
// recently updated, each row passing visibleFilter (pool); fb, fbt, fbw, lex: pseudo-relevance
// feedback over that pool (feedbackDocs). Every literal in a
// score is written float8: a bare 0.5 is numeric, which made each idf numeric and every use of it
// in a posting's weight a conversion through text.
var lexicalBranch = lexicalBranchOf(postingScan, visibleFilter)

// postingScan is the candidate scan of one query term (qt): its termCandidates best postings in
// the namespace, among the memories that pass the tags filter, read in the order of
// search_postings_level (migration 002): impact level, highest first, then newest first. That is
// the term's best by impact but within its last level read (impacts less than 1/impactLevels
// apart), where the newer memories come first, as the ranking's ties do; reading the level sorted
// by impact instead costs each term an incremental sort, three times the index read.
var postingScan = `(
				select p.memory_id, p.tf, p.dl from search_postings p
				where p.ns = qt.ns and p.term = qt.term and (p.expires_at is null or p.expires_at > now())
				  and (cardinality($5::text[]) = 0
				       or exists (select from memories tm where tm.id = p.memory_id and tm.tags && $5::text[]))
				order by ` + impactLevel + ` desc, p.saved_at desc
				limit ` + fmt.Sprint(termCandidates) + `
			)`

// impactLevels is how many levels a unit of impact is cut into for search_postings_level
// (migration 002), which orders a term's postings by level, then by saved time, so a level's
// postings in a window are one range of it. Finer levels make the unbounded read's candidates
// closer to the term's exact best, and a window probes more levels to reach them.
const impactLevels = 64

// impactLevel is a posting's level (of p.impact), as search_postings_level indexes it.
var impactLevel = `floor(p.impact * ` + fmt.Sprint(impactLevels) + `)::int`

// lexicalBranchOf is lexicalBranch with scan as each term's candidate scan and visible as the
// filter every pooled memory passes (a window search narrows both: window.go).
func lexicalBranchOf(scan, visible string) string {
	return `,
	ns as (
		select n.id, n.docs, recall_bm25_avgdl(n.total_len, n.docs) as avgdl,
		       (select k1 from search_params) as k1, (select b from search_params) as b,
		       (select hint_weight from search_params) as hint_weight
		from ` + scopeNamespaces + ` n
		where exists (select from allowed)
	),
	q as (select distinct u.lexeme collate "C" as term from unnest(recall_words($6)) u),
	qt as (
		select ns.id as ns, ns.avgdl, ns.k1, ns.b, q.term as word, t.term, t.df > ` + fmt.Sprint(termCandidates) + ` as truncated,
		       recall_bm25_idf(ns.docs, t.df) * case when t.term = q.term then 1 else ` + fmt.Sprint(prefixWeight) + `::float8 end as idf
		from ns, q cross join lateral (
			select t.term, t.df from search_terms t
			where t.ns = ns.id and t.term >= q.term and t.term < q.term || chr(1114111)
			  and t.term ^@ q.term and (length(q.term) >= ` + fmt.Sprint(prefixMinLen) + ` or t.term = q.term)
			order by t.term = q.term desc, t.df desc
			limit ` + fmt.Sprint(prefixTerms) + `
		) t
	),
	cand as (
		select c.memory_id, c.ns, sum(c.w) as approx,
		       coalesce(sum(c.w) filter (where not c.truncated), 0) as exact, count(*) filter (where not c.truncated) as matched
		from (
			select p.memory_id, qt.ns, qt.truncated,
			       recall_bm25_weight(qt.idf, p.tf, p.dl, qt.avgdl, qt.k1, qt.b) as w
			from qt cross join lateral ` + scan + ` p
		) c
		group by c.memory_id, c.ns
		order by approx desc, c.memory_id
		limit greatest($8::int, ` + fmt.Sprint(lexicalPool) + `)
	),
	scored as (
		select c.memory_id, c.ns, c.exact + coalesce(x.w, 0) as score, c.matched + coalesce(x.matched, 0) as matched,
		       d.terms, d.tfs, d.dl
		from cand c join search_docs d on d.memory_id = c.memory_id left join lateral (
			select sum(recall_bm25_weight(qt.idf, p.tf, d.dl, qt.avgdl, qt.k1, qt.b)) as w, count(*) as matched
			from qt cross join lateral ` + wordFrequency("d", "qt.term") + ` p
			where qt.truncated and qt.ns = c.ns and p.tf is not null
		) x on true
	),
	pool as (
		select m.id, s.ns, s.score, s.matched, m.updated_at, s.terms, s.tfs, s.dl,
		       row_number() over (order by s.score * (1 + ` + fmt.Sprint(coverageBoost) + `::float8 * s.matched) desc, m.updated_at desc, m.id) as r
		from scored s cross join lateral (
			select m.id, m.updated_at from memories m where m.id = s.memory_id and ` + visible + ` limit 1
		) m
	),
	fb as (
		select x.term, sum(x.share * recall_bm25_idf(n.docs, t.df)) as w
		from (
			select d.ns, p.term, sum(p.tf / d.dl / d.r) as share
			from pool d join ns n on n.id = d.ns cross join lateral unnest(d.terms, d.tfs) p(term, tf)
			where d.r <= ` + fmt.Sprint(feedbackDocs) + ` and p.tf >= n.hint_weight and not exists (select from q where q.term = p.term)
			group by d.ns, p.term
		) x join ns n on n.id = x.ns join search_terms t on t.ns = x.ns and t.term = x.term
		where t.df > 1
		group by x.term
		order by w desc, x.term
		limit ` + fmt.Sprint(feedbackTerms) + `
	),
	fbt as (
		select n.id as ns, n.avgdl, n.k1, n.b, t.term,
		       ` + fmt.Sprint(feedbackWeight) + ` * fb.w / max(fb.w) over () * recall_bm25_idf(n.docs, t.df) as idf
		from fb join search_terms t on t.term = fb.term join ns n on n.id = t.ns
	),
	fbw as (
		select l.id as memory_id, sum(recall_bm25_weight(fbt.idf, p.tf, l.dl, fbt.avgdl, fbt.k1, fbt.b)) as w
		from pool l join fbt on fbt.ns = l.ns cross join lateral ` + wordFrequency("l", "fbt.term") + ` p
		where p.tf is not null
		group by l.id
	),
	lex as (
		select id, updated_at, s, row_number() over (order by s desc, updated_at desc, id) as r from (
			select l.id, l.updated_at, (l.score + coalesce(f.w, 0)) * (1 + ` + fmt.Sprint(coverageBoost) + `::float8 * l.matched) as s
			from pool l left join fbw f on f.memory_id = l.id
		) x
	)`
}

// wordFrequency renders a subquery with one column, tf: the frequency of word in a memory, read
// from the terms and tfs of its search_docs row (under alias doc), null when the memory does not
// have the word. The terms are sorted by byte (collate "C", as every writer of search_docs sorts
// them), so width_bucket finds the word's place by binary search, comparing about six words of a
// 45-word memory where array_position compared each word in turn, all of them when the word was
// not there (most of the feedback's lookups).
func wordFrequency(doc, word string) string {
	return `(select case when ` + doc + `.terms[w.i] = ` + word + ` then ` + doc + `.tfs[w.i] end as tf
		from (select width_bucket(` + word + ` collate "C", ` + doc + `.terms)) w(i))`
}

// vectorBranch ranks by cosine distance on the HNSW index of the model's dimension. %[1]d is the
// dimension (an int from the embedder, never user text), $%[2]d the model and $%[3]d the vector,
// %[4]s the filter of the rows it ranks, $%[5]d the largest cosine distance a candidate may have
// (1 - Request.MinSimilarity). Nearest neighbours always exist, however unrelated the query:
// without the bound a query about nothing would rank every memory. The bound is applied to the
// 100 nearest the index scan reads, before they are ranked: inside the scan's own filter it would
// make pgvector's iterative scan walk on through the index (to hnsw.max_scan_tuples) whenever
// fewer than 100 rows are that close, which is the case for every query about nothing.
const vectorBranch = `,
	vec as (
		select id, updated_at, row_number() over (order by d) as r from (
			select m.id, m.updated_at, e.embedding::vector(%[1]d) <=> $%[3]d::vector(%[1]d) as d
			from memory_embeddings e join memories m on m.id = e.memory_id
			where exists (select from allowed) and e.model = $%[2]d and e.dims = %[1]d and %[4]s
			order by e.embedding::vector(%[1]d) <=> $%[3]d::vector(%[1]d)
			limit 100
		) v
		where v.d <= $%[5]d::float8
	)`

// fusion fuses the branches by reciprocal rank: score = Σ 1/(rrfK + rank), ties to the most
// recently updated. With the lexical branch alone the fused order is the branch's own (its ranks
// are distinct), so lexicalRanked takes the first $8 ranks as they are, with the same scores,
// instead of grouping and sorting them again, and with each one's lexical score (lex), which
// term proximity (rerankByProximity) reorders the first of by; a fused ranking has none.
const fusion = `,
	fused as (select id, max(updated_at) as updated_at, sum(1.0::float8 / (%d + r)) as score from (%s) b group by id),
	ranked as (select id, score, null::float8 as lex from fused order by score desc, updated_at desc, id limit $8)`

const lexicalRanked = `,
	ranked as (select id, 1.0::float8 / (%d + r) as score, s as lex from lex where r <= $8)`

// hitsSelect returns the caller's row (always, when the principal exists) with the hits, best
// first. Every ranked id passed visibleFilter in its branch (the pool, the vector branch), in this
// statement and so against the same snapshot: reading the hits' rows needs no second check, which
// cost its own copies of the grant and project lookups in every plan. The last two columns are
// each hit's relevance and whether the vector branch found it, which only a relevance statement
// measures (relevance.go). A hit's columns are the record's (record.Select), read by name (scan).
var hitsSelect = hitsCTE + hitsColumns(`0::float8`, `false`, ``)

var hitsCTE = `,
	hits as (
		select ` + record.Select[record.Memory]("m") + `, r.score, r.lex
		from ranked r join memories m on m.id = r.id
	)`

// callerColumns is how many of the caller's columns come first in every row of hitsColumns: the
// next one is the hit's id, null in the one row of a search without hits.
const callerColumns = 4

// hitsColumns is the final select of hitsSelect with relevance and vector as its last two
// columns, from hits joined with join.
func hitsColumns(relevance, vector, join string) string {
	return `
	select a.name, a.role, a.service, a.revoked,
	       ` + record.Names[record.Memory]("h") + `, h.score, h.lex,
	       ` + relevance + ` as relevance, ` + vector + ` as vector
	from auth a left join hits h on true` + join + `
	order by h.score desc, h.updated_at desc, h.id`
}

// searchSQL is the search statement without a window: the lexical branch alone, or fused with
// the vector branch of the model's dimension.
func searchSQL(vector bool, dims int) string {
	if !vector {
		return "with " + callerCTEs + lexicalBranch + fmt.Sprintf(lexicalRanked, rrfK) + hitsSelect
	}
	union := "select id, updated_at, r from lex union all select id, updated_at, r from vec"
	return "with " + callerCTEs + lexicalBranch + fmt.Sprintf(vectorBranch, dims, 11, 12, visibleFilter, 13) + fmt.Sprintf(fusion, rrfK, union) + hitsSelect
}

// searchPlannerSettings runs in a search's transaction, before its statement: no bitmap scans and
// no sequential scans. Every read of a search is an index probe or the first rows of an index in
// order, but a pooled connection keeps the plan it made first, whatever the tables held then:
// one made right after a bulk load (no statistics or visibility map yet) read all of a term's
// postings with a bitmap scan and a sort instead of the first 100 in impact order (many times
// slower until autovacuum caught up), and one made while the
// namespace was empty kept scanning the postings whole once it held 100k memories. Search
// statements run nowhere else, so their cached plans are always made under these settings. A
// disabled scan still counts in a plan's cost (10^10 where a tiny table has no other way in), and
// a plan that costly is compiled with LLVM on every execution where PostgreSQL's JIT is on:
// seconds per search. No JIT, then: a search is a few milliseconds of index probes. And always the
// generic plan: PostgreSQL otherwise compares it with the average cost of the custom plans it
// made first, and on a server whose first searches met small tables, the generic plan made after
// they grew (and were analyzed) looked dearer than that stale average, so every later search was
// planned anew. A custom plan could not be better: every access is an index probe on a
// parameter, whatever its value. And no sort where a hash will do: the generic plan, estimating
// a few dozen rows, grouped the candidates' postings (hundreds) and the pool's feedback by
// sorting them first, where hashing is faster. Orderings (the top-k, each word's best prefix
// expansions) are sorts still: nothing else can produce them. docs/search.md has the
// measurements.
const searchPlannerSettings = `select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
	set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true),
	set_config('enable_sort', 'off', true)`
