package search

import (
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgtype"
)

// A search's time window bounds each memory's savedAt (updated_at, its last write): since
// inclusive, until exclusive; an open end is -infinity or infinity, so the bound is always one
// range. It is part of every scan that finds candidates, as the scope filter is, never applied to
// a ranked list afterwards: a narrow window over a large namespace still gets its own best
// matches, not the few of the namespace's best that happen to fall in it.
//
//	$11 since, $12 until (timestamptz), after the parameters of searchSQL; a fused window
//	search's model and vector are $13 and $14.
const windowFilter = `m.updated_at >= $11::timestamptz and m.updated_at < $12::timestamptz`

// windowNarrow is how many memories a window may hold and still be scanned as a set: a window
// of at most this many memories (in the namespaces the search reads) is listed first, from the
// saved-order indexes (migration 036), and each term's candidate scan keeps the postings of
// memories in that set (a hash probe each); a wider one is checked per posting against the
// memory's row instead, which costs more per posting but reads few postings: most of them are
// in the window. Either way each term's best termCandidates postings within the window are
// its candidates, which is what an unbounded search reads of the whole namespace.
const windowNarrow = 5000

// windowDocs is how many memories a window may hold to be read whole: each of them is scored from
// its words (search_docs, as the engine completes a candidate's score), which costs less than
// reading a common term's postings until enough fall in so small a window, and leaves out nothing.
// Reading a window's words costs an index probe per memory: past a few hundred, scanning the
// postings costs less.
const windowDocs = 500

// windowIDs lists the window's memories (at most windowNarrow + 1 of them: enough to tell a
// narrow window from a wide one) in the namespaces the caller may read, narrowed by the scope
// arguments as scopeNamespaces narrows them.
var windowIDs = `,
	win as materialized (
		select w.id from (
			select m.id from memories m
			where m.scope = 'user' and $3 in ('', 'user') and $4 = '' and m.owner_id = $1 and ($2 = '*' or m.agent_id = $2)
			  and ` + windowFilter + `
			union all
			select m.id from memories m
			where m.scope = 'system' and $3 in ('', 'system') and ($4 = '' or m.system_id = $4)
			  and m.system_id = any(array(@systems@)) and ` + windowFilter + `
			union all
			select m.id from memories m
			where m.scope = 'project' and $3 in ('', 'project') and ($10 = '' or m.project_id = $10)
			  and m.project_id = any(array(@projects@)) and ` + windowFilter + `
		) w
		where exists (select from allowed)
		limit ` + fmt.Sprint(windowNarrow+1) + `
	),
	narrow as (select count(*) <= ` + fmt.Sprint(windowNarrow) + ` as yes, count(*) <= ` + fmt.Sprint(windowDocs) + ` as tiny from win),
	wdocs as materialized (
		select d.memory_id, d.ns, d.terms, d.tfs, d.dl from win w join search_docs d on d.memory_id = w.id
		where (select tiny from narrow) and (d.expires_at is null or d.expires_at > now())
	)`

// windowPostingScan is postingScan within the window: one of its three branches runs (one-time
// filters on narrow): a window of at most windowDocs memories gives every memory of it that has
// the term (from wdocs, its words), a wider one the term's best termCandidates postings, in
// impact order, of memories in the window; all of them pass the tags filter.
var windowPostingScan = `((
				select d.memory_id, f.tf, d.dl from wdocs d cross join lateral ` + wordFrequency("d", "qt.term") + ` f
				where (select tiny from narrow) and d.ns = qt.ns and f.tf is not null
				  and (cardinality($5::text[]) = 0
				       or exists (select from memories tm where tm.id = d.memory_id and tm.tags && $5::text[]))
			) union all (
				select p.memory_id, p.tf, p.dl from search_postings p
				where (select yes and not tiny from narrow) and p.ns = qt.ns and p.term = qt.term
				  and (p.expires_at is null or p.expires_at > now())
				  and (p.memory_id in (select w.id from win w) or not (select yes from narrow))
				  and (cardinality($5::text[]) = 0
				       or exists (select from memories tm where tm.id = p.memory_id and tm.tags && $5::text[]))
				order by p.impact desc
				limit ` + fmt.Sprint(termCandidates) + `
			) union all (
				select p.memory_id, p.tf, p.dl from search_postings p
				where not (select yes from narrow) and p.ns = qt.ns and p.term = qt.term
				  and (p.expires_at is null or p.expires_at > now())
				  and exists (select from memories m where m.id = p.memory_id and ` + windowFilter + `
				              and (cardinality($5::text[]) = 0 or m.tags && $5::text[]))
				order by p.impact desc
				limit ` + fmt.Sprint(termCandidates) + `
			))`

var windowVisible = visibleFilter + ` and ` + windowFilter

var windowLexicalSQL = windowSearchSQL(false, 0)

// windowSearchSQL is searchSQL within the window ($11, $12).
func windowSearchSQL(vector bool, dims int) string {
	lexical := "@caller@" + windowIDs + lexicalBranchOf(windowPostingScan, windowVisible)
	if !vector {
		return "with " + lexical + fmt.Sprintf(lexicalRanked, rrfK) + hitsSelect
	}
	union := "select id, updated_at, r from lex union all select id, updated_at, r from vec"
	return "with " + lexical + fmt.Sprintf(vectorBranch, dims, 13, 14, windowVisible) + fmt.Sprintf(fusion, rrfK, union) + hitsSelect
}

// browseSQL is a window without a query: the window's visible memories, newest first, each
// namespace read backwards on its saved-order index (migration 036) for at most $8, then the $8
// newest of those. A browse's score is the reciprocal of its place, 1/(rrfK + rank), as the
// lexical ranking's are. $6, the query, is empty.
var browseSQL = `with @caller@,
	browse as (
		select b.id, b.updated_at from (
			(select m.id, m.updated_at from memories m
			 where m.scope = 'user' and $3 in ('', 'user') and $4 = '' and m.owner_id = $1 and ($2 = '*' or m.agent_id = $2)
			   and ` + windowFilter + ` and ` + browseRest + `
			 order by m.updated_at desc
			 limit $8)
			union all
			(select m.id, m.updated_at from unnest(array(@systems@)) g(system_id)
			 cross join lateral (
				select m.id, m.updated_at from memories m
				where m.scope = 'system' and m.system_id = g.system_id and ` + windowFilter + ` and ` + browseRest + `
				order by m.updated_at desc
				limit $8
			 ) m
			 where $3 in ('', 'system') and ($4 = '' or g.system_id = $4))
			union all
			(select m.id, m.updated_at from unnest(array(@projects@)) g(project_id)
			 cross join lateral (
				select m.id, m.updated_at from memories m
				where m.scope = 'project' and m.project_id = g.project_id and ` + windowFilter + ` and ` + browseRest + `
				order by m.updated_at desc
				limit $8
			 ) m
			 where $3 in ('', 'project') and ($10 = '' or g.project_id = $10))
		) b
		where exists (select from allowed) and $6::text = ''
		order by b.updated_at desc, b.id
		limit $8
	),
	ranked as (
		select id, 1.0::float8 / (` + fmt.Sprint(rrfK) + ` + row_number() over (order by updated_at desc, id)) as score, null::float8 as lex
		from browse
	)` + hitsSelect

// browseRest is the rest of visibleFilter: expiry and tags.
const browseRest = `(m.expires_at is null or m.expires_at > now()) and (cardinality($5::text[]) = 0 or m.tags && $5::text[])`

// WindowBound is a window end for $11 or $12: t, or the infinity on its side when t is nil.
func WindowBound(t *time.Time, inf pgtype.InfinityModifier) pgtype.Timestamptz {
	if t == nil {
		return pgtype.Timestamptz{InfinityModifier: inf, Valid: true}
	}
	return pgtype.Timestamptz{Time: *t, Valid: true}
}
