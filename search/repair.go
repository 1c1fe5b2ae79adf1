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

// RunRepairer walks the memories table with Repair every interval, a stretch for missing entries
// and a shorter one for stale entries each time, from the first id to the last and round again,
// until ctx ends. Only the leader runs it (cmd/recall); a new leader starts from the first id.
func (e *Engine) RunRepairer(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	walks := []struct {
		kind  RepairKind
		limit int
		next  string
	}{{kind: RepairMissing, limit: RepairMissingBatch}, {kind: RepairStale, limit: RepairStaleBatch}}
	for {
		for i := range walks {
			w := &walks[i]
			p, err := e.Repair(ctx, w.kind, w.next, w.limit)
			switch {
			case err != nil && ctx.Err() == nil:
				e.log.WarnContext(ctx, "repairing the search index failed; will retry", "err", err)
			case err == nil:
				w.next = p.Next
			}
			if p.Repaired > 0 {
				e.log.InfoContext(ctx, "search index repaired: memories written without their index entry are searchable now",
					"memories", p.Repaired, "entries", map[RepairKind]string{RepairMissing: "missing", RepairStale: "stale"}[w.kind])
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
