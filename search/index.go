package search

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Querier runs the index's statements: a transaction, or a connection inside one. The index
// changes with the memories in the transaction that writes them, so a memory is searchable, on
// every replica, as soon as its write commits.
type Querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// The statements that make the index agree with memories as they are now: a memory new to the
// index goes in without locking a row other saves write (its length and words are counted later,
// Settle), a rewritten one is taken out and put back, one that is gone or expired leaves.
const (
	indexOne  = `select recall_search_apply_one($1)`
	indexMany = `select recall_search_apply('{}', $1::uuid[])`
)

// QueueIndex queues, in a write's batch after the statements that wrote the memories ids, what
// makes the index agree with them.
func (e *Engine) QueueIndex(b *pgx.Batch, ids ...string) {
	if len(ids) == 1 {
		b.Queue(indexOne, ids[0])
		return
	}
	b.Queue(indexMany, ids)
}

// Index makes the index agree with the memories ids, as QueueIndex does, in q's transaction.
func (e *Engine) Index(ctx context.Context, q Querier, ids ...string) error {
	var err error
	switch len(ids) {
	case 0:
		return nil
	case 1:
		_, err = q.Exec(ctx, indexOne, ids[0])
	default:
		_, err = q.Exec(ctx, indexMany, ids)
	}
	if err != nil {
		return fmt.Errorf("index memories: %w", err)
	}
	return nil
}

// Remove takes the memories ids out of the index, in q's transaction (before or after they are
// deleted: the index reads nothing of them but their ids).
func (e *Engine) Remove(ctx context.Context, q Querier, ids ...string) error {
	if len(ids) == 0 {
		return nil
	}
	if _, err := q.Exec(ctx, removeMany, ids); err != nil {
		return fmt.Errorf("remove memories from the index: %w", err)
	}
	return nil
}

// QueueRemove queues Remove of the memories ids in b, a batch of the writing transaction.
func (e *Engine) QueueRemove(b *pgx.Batch, ids ...string) {
	if len(ids) > 0 {
		b.Queue(removeMany, ids)
	}
}

const removeMany = `select recall_search_apply($1::uuid[], '{}')`

// A memory saved alone goes into the index at once, but its length and its words' document
// frequencies wait in search_pending until Settle adds them: every save would otherwise update
// the counts of each of its words under its namespace's row lock, and concurrent saves of a
// namespace would queue on those rows. The leader settles a moment after a save tells it
// (memory.Options.Work), so BM25's N, avgdl and df lag the saves by about a quarter of a second
// (longer only while no server leads); a waiting memory is found by every word meanwhile, only its
// words' idf is short of it. Bulk writes (import, revert, delete)
// count in their own statement.
//
// countBatch bounds one count's transaction: it holds its namespace's row for that long, and a
// rewrite in that namespace waits for it.
const countBatch = 512

// Settle counts the lengths and words of every memory waiting in search_pending, a namespace at
// a time, and returns how many memories it counted, and whether it left some because a rewrite,
// a delete or another count held a count it writes (recall_search_count gives way rather than
// make a save wait). Any server may settle any server's saves.
func (e *Engine) Settle(ctx context.Context) (int, bool, error) {
	rows, err := e.db.Query(ctx, `select distinct ns from search_pending order by ns`)
	if err != nil {
		return 0, false, fmt.Errorf("count pending words: %w", err)
	}
	nss, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return 0, false, fmt.Errorf("count pending words: %w", err)
	}
	total, left := 0, false
	for _, ns := range nss {
		n, gave, err := CountInBatches(ctx, e.db, `select recall_search_count($1, $2)`, ns, countBatch)
		total, left = total+n, left || gave
		if err != nil {
			return total, left, fmt.Errorf("count pending words: %w", err)
		}
	}
	return total, left, nil
}

// Pending reports whether memories wait to be counted.
func (e *Engine) Pending(ctx context.Context) (bool, error) {
	var waiting bool
	err := e.db.QueryRow(ctx, `select exists (select 1 from search_pending)`).Scan(&waiting)
	return waiting, err
}

// RowQuerier runs a statement that returns one row.
type RowQuerier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// CountInBatches runs a count (a statement returning how many items it took, with its last
// argument the most it takes) until it takes fewer, and returns how many it took in all, and
// whether it stopped because the count gave way to a lock (lock_timeout).
func CountInBatches(ctx context.Context, db RowQuerier, sql string, args ...any) (int, bool, error) {
	most := args[len(args)-1].(int)
	total := 0
	for {
		var n int
		err := db.QueryRow(ctx, sql, args...).Scan(&n)
		if gaveWay(err) {
			return total, true, nil
		}
		if err != nil {
			return total, false, err
		}
		total += n
		if n < most {
			return total, false, nil
		}
	}
}

// SweepBatch is the most memories one Sweep takes out (definitions/23_recall_search_sweep.sql).
const SweepBatch = 1000

// Sweep takes up to SweepBatch memories whose expiry has passed out of the BM25 statistics
// (searches skip them from the moment they expire either way) and returns how many it took out.
// A write in a namespace sweeps that namespace; the leader's expiry service (memory.Expiries)
// sweeps the namespaces nobody writes to, when a memory expires. A memory leaves the statistics
// once, under its namespace's row lock, whoever sweeps.
func (e *Engine) Sweep(ctx context.Context) (int, error) {
	var n int
	err := e.db.QueryRow(ctx, `select recall_search_sweep()`).Scan(&n)
	return n, err
}

// SetParams sets BM25's k1 and b and the weight of a recallHint word (the hint counts weight
// times). The impacts already written keep the old ones until rewritten, so it is for tuning on
// a fresh load (recall-bench -bm25), not for a live index.
func (e *Engine) SetParams(ctx context.Context, k1, b, hintWeight float64) error {
	_, err := e.db.Exec(ctx, `update search_params set k1 = $1, b = $2, hint_weight = $3`, k1, b, hintWeight)
	return err
}
