package search

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Every writer of this release indexes what it writes in the same transaction (Index,
// QueueIndex), so the index agrees with the memories. A writer that does not is what Repair is
// for: the previous release still serving on a schema this release migrated (docs/operations.md,
// Upgrades) when its way of indexing changed, a memory written by hand in SQL, a restore that left
// the index out. The leader walks the memories table by id, a stretch at a time, and indexes the
// live memories it finds without an index entry, or with one older than the memory (its expiry
// differs, or its postings carry another saved time: the text changed without being indexed).
//
// A stretch costs the same whether the table holds a thousand memories or millions. The missing
// entries are found by an anti-join of the two primary keys over a range of ids, read from the
// indexes alone: a few milliseconds for RepairMissingBatch ids at a million memories. Stale
// entries need each memory's row, its entry's and one posting's, about ten times as much a
// memory, so they are looked for in stretches of RepairStaleBatch.
const (
	RepairMissingBatch = 5000
	RepairStaleBatch   = 500
)

// Both statements read the stretch of at most $2 memories after the id $1, and return the last id
// read, how many they read, and the ids of the live memories to index.
const (
	repairFindMissing = `
with stretch as materialized (select m.id from memories m where m.id > $1 order by m.id limit $2),
unindexed as (select s.id from stretch s where not exists (select from search_docs d where d.memory_id = s.id))
select coalesce((select s.id::text from stretch s order by s.id desc limit 1), ''),
       (select count(*) from stretch)::integer,
       array(select m.id::text from memories m
             where m.id = any(array(select u.id from unindexed u)) and (m.expires_at is null or m.expires_at > now())
             order by m.id)`
	// A memory of no word has no posting: its entry is judged by its expiry alone.
	repairFindStale = `
with stretch as materialized (
    select m.id, m.updated_at, m.expires_at from memories m where m.id > $1 order by m.id limit $2
)
select coalesce((select s.id::text from stretch s order by s.id desc limit 1), ''),
       (select count(*) from stretch)::integer,
       array(select s.id::text from stretch s join search_docs d on d.memory_id = s.id
             where (s.expires_at is null or s.expires_at > now())
               and (d.expires_at is distinct from s.expires_at
                    or (d.terms is not null
                        and (select p.saved_at from search_postings p where p.memory_id = s.id limit 1)
                            is distinct from s.updated_at))
             order by s.id)`
)

// RepairKind says which entries a pass looks for.
type RepairKind int

const (
	RepairMissing RepairKind = iota // live memories without an index entry
	RepairStale                     // live memories whose entry is older than they are
)

// RepairPass is what one pass of the walk did.
type RepairPass struct {
	Next     string // the id to walk on from; "" when the pass reached the end of the table
	Read     int    // memories read
	Repaired int    // memories (re)indexed
}

// Repair reads the stretch of at most limit memories after the id after ("" from the first),
// finds those whose entry is of kind, and indexes them. Each is indexed as a save would index it,
// in a transaction of its own that first takes the memory's row lock, so a save of the same
// memory waits for it or it for the save, and whichever comes second sees the other's entry.
func (e *Engine) Repair(ctx context.Context, kind RepairKind, after string, limit int) (RepairPass, error) {
	if after == "" {
		after = "00000000-0000-0000-0000-000000000000"
	}
	find := repairFindMissing
	if kind == RepairStale {
		find = repairFindStale
	}
	var p RepairPass
	var ids []string
	if err := e.db.QueryRow(ctx, find, after, limit).Scan(&p.Next, &p.Read, &ids); err != nil {
		return p, fmt.Errorf("find memories the search index lacks: %w", err)
	}
	if p.Read < limit {
		p.Next = ""
	}
	for _, id := range ids {
		err := pgx.BeginFunc(ctx, e.db, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `select from memories where id = $1 for no key update`, id); err != nil {
				return err
			}
			return e.Index(ctx, tx, id)
		})
		if err != nil {
			return p, fmt.Errorf("index memory %s the search index lacked: %w", id, err)
		}
		p.Repaired++
	}
	return p, nil
}

// RepairSlowBatch is the stretch of the slow rounds that follow a leader's first pass: larger than
// the first pass's, so a round of a million memories is 50 runs, each two statements well under a
// second (docs/benchmarks.md has a stretch's cost).
const RepairSlowBatch = 20000

// Repairer is the leader's search-index repair service: a full pass over the memories table at
// leadership start, stretch after stretch, which indexes what the previous leader's era left out
// (a previous release writing during an upgrade, SQL by hand), then slow rounds, a stretch of each
// walk a run, so what is written without an entry later is found eventually, and never missed.
type Repairer struct {
	e     *Engine
	walks [2]repairWalk
	first bool // the first pass is over
}

type repairWalk struct {
	kind  RepairKind
	limit int
	next  string
	ended bool // reached the end of the table in the first pass
}

// Repairer returns a new leader's repair service.
func (e *Engine) Repairer() *Repairer {
	return &Repairer{e: e, walks: [2]repairWalk{{kind: RepairMissing, limit: RepairMissingBatch}, {kind: RepairStale, limit: RepairStaleBatch}}}
}

// RunOnce repairs a stretch of each walk and says to run again at once while the first pass lasts.
func (r *Repairer) RunOnce(ctx context.Context) (time.Duration, error) {
	var failed error
	for i := range r.walks {
		w := &r.walks[i]
		if !r.first && w.ended {
			continue
		}
		limit := w.limit
		if r.first {
			limit = RepairSlowBatch
		}
		p, err := r.e.Repair(ctx, w.kind, w.next, limit)
		if p.Repaired > 0 {
			r.e.log.InfoContext(ctx, "search index repaired: memories written without their index entry are searchable now",
				"memories", p.Repaired, "entries", map[RepairKind]string{RepairMissing: "missing", RepairStale: "stale"}[w.kind])
		}
		if err != nil {
			failed = err
			continue
		}
		w.next = p.Next
		w.ended = w.ended || p.Next == ""
	}
	if failed != nil {
		return 0, fmt.Errorf("repairing the search index: %w", failed)
	}
	if !r.first && r.walks[0].ended && r.walks[1].ended {
		r.first = true
	}
	if !r.first {
		return time.Millisecond, nil
	}
	return 0, nil
}
