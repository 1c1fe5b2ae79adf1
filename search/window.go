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
//	search's model, vector and largest cosine distance are $13, $14 and $15.
const windowFilter = `m.updated_at >= $11::timestamptz and m.updated_at < $12::timestamptz`

// inWindow is a posting of the term qt in the window, unexpired, passing the tags filter.
const inWindow = `p.ns = qt.ns and p.term = qt.term
					  and p.saved_at >= $11::timestamptz and p.saved_at < $12::timestamptz
					  and (p.expires_at is null or p.expires_at > now())
					  and (cardinality($5::text[]) = 0
					       or exists (select from memories tm where tm.id = p.memory_id and tm.tags && $5::text[]))`

// windowPostingScan is postingScan within the window: a term's first termCandidates postings in
// the window, in the order postingScan reads all of them (impact level, highest first, then
// newest first), so a window's candidates are those an unbounded search would read if the
// namespace held only the window's memories. Each posting carries its memory's saved time
// (saved_at, equal to updated_at: migration 002), and search_postings_level orders a term's
// postings by level, then by it. A term read whole by an unbounded search (at most
// termCandidates postings: not truncated) has its postings in the window as candidates. A
// commoner one walks its levels from its highest down to its lowest, a level's postings in the
// window one range of the index read newest first, and stops at termCandidates. No sort: with
// ordinality orders the levels, the index each level's postings; offset 0 keeps each level its
// own index probe.
var windowPostingScan = `((
				select p.memory_id, p.tf, p.dl from search_postings p where not qt.truncated and ` + inWindow + `
			) union all (
				select p.memory_id, p.tf, p.dl
				from generate_series(
					(select ` + impactLevel + ` from search_postings p where p.ns = qt.ns and p.term = qt.term
					 order by ` + impactLevel + ` desc limit 1),
					(select ` + impactLevel + ` from search_postings p where p.ns = qt.ns and p.term = qt.term
					 order by ` + impactLevel + ` limit 1), -1) with ordinality l(v, i)
				cross join lateral (
					select p.memory_id, p.tf, p.dl from search_postings p where ` + impactLevel + ` = l.v and ` + inWindow + `
					order by p.saved_at desc
					offset 0
				) p
				where qt.truncated
				order by l.i
				fetch first ` + fmt.Sprint(termCandidates) + ` rows only
			))`

var windowVisible = visibleFilter + ` and ` + windowFilter

var windowLexicalSQL = windowSearchSQL(false, 0)

// windowSearchSQL is searchSQL within the window ($11, $12).
func windowSearchSQL(vector bool, dims int) string {
	lexical := callerCTEs + lexicalBranchOf(windowPostingScan, windowVisible)
	if !vector {
		return "with " + lexical + fmt.Sprintf(lexicalRanked, rrfK) + hitsSelect
	}
	union := "select id, updated_at, r from lex union all select id, updated_at, r from vec"
	return "with " + lexical + fmt.Sprintf(vectorBranch, dims, 13, 14, windowVisible, 15) + fmt.Sprintf(fusion, rrfK, union) + hitsSelect
}

// browseSQL is a window without a query: the window's visible memories (visibleFilter), newest
// first, each namespace read backwards on its saved-order index for at most $8, then the $8 newest
// of those. A browse's score is the reciprocal of its place, 1/(rrfK + rank), as the
// lexical ranking's are. $6, the query, is empty.
var browseSQL = `with ` + callerCTEs + `,
	browse as (
		select b.id, b.updated_at from (
			(select m.id, m.updated_at from memories m
			 where m.scope = 'user' and $3 in ('', 'user') and $4 = '' and m.owner_id = $1 and ($2 = '*' or m.agent_id = $2)
			   and ` + windowFilter + ` and ` + visibleFilter + `
			 order by m.updated_at desc
			 limit $8)
			union all
			(select m.id, m.updated_at from unnest(array(` + readableSystems + `)) g(system_id)
			 cross join lateral (
				select m.id, m.updated_at from memories m
				where m.scope = 'system' and m.system_id = g.system_id and ` + windowFilter + ` and ` + visibleFilter + `
				order by m.updated_at desc
				limit $8
			 ) m
			 where $3 in ('', 'system') and ($4 = '' or g.system_id = $4))
			union all
			(select m.id, m.updated_at from unnest(array(` + readableProjects + `)) g(project_id)
			 cross join lateral (
				select m.id, m.updated_at from memories m
				where m.scope = 'project' and m.project_id = g.project_id and ` + windowFilter + ` and ` + visibleFilter + `
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

// WindowBound is a window end for $11 or $12: t, or the infinity on its side when t is nil.
func WindowBound(t *time.Time, inf pgtype.InfinityModifier) pgtype.Timestamptz {
	if t == nil {
		return pgtype.Timestamptz{InfinityModifier: inf, Valid: true}
	}
	return pgtype.Timestamptz{Time: *t, Valid: true}
}
