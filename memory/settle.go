package memory

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// A search reads each query word's best postings from search_postings_impact by index alone,
// except on pages the visibility map does not mark all-visible yet: there each posting costs a
// visit to the table. Only VACUUM sets the map, and autovacuum comes by once a minute at best
// (autovacuum_naptime; migration 016 makes it vacuum the postings at 1 % new rows), so right after
// a stream of saves the newest postings, which are also the ones a search reads most, cost a
// visit each. Measured with `make bench-peers` (10k LoCoMo turns saved through saveMemory, then
// 500 searches straight away, over HTTP): search p50 3.29-3.42 ms as loaded, 2.98 ms with
// `vacuum search_postings` before the searches (ANALYZE alone: 3.38 ms).
//
// So each server vacuums the postings itself after its own saves: once settleEvery saves have
// accumulated, or once saves have paused for settleQuiet. Such a vacuum only reads the pages
// written since the last one (the map skips the rest), skips the indexes (index_cleanup off:
// dead postings are autovacuum's to reclaim), never truncates the table (which would lock out
// searches for a moment), and gives way to a vacuum already running (skip_locked). Replicas each
// count their own saves; whichever vacuums sets the map for all.
const (
	settleEvery = 256
	settleQuiet = time.Second
)

// settleStmt is the vacuum SettleSearchIndex runs.
const settleStmt = `vacuum (skip_locked, index_cleanup off, truncate false) search_postings`

// settleState counts the saves since the postings were last vacuumed, and the saves whose words
// wait to be counted.
type settleState struct {
	pending   atomic.Int64
	uncounted atomic.Int64
	last      atomic.Int64 // time of the last counted save, Unix nanoseconds
}

// wrote counts n saves that wrote postings.
func (s *Service) wrote(n int) {
	s.settle.pending.Add(int64(n))
	s.settle.last.Store(time.Now().UnixNano())
}

// SettleSearchIndex counts the words of the memories waiting to be counted (CountPendingWords),
// then vacuums the search postings so the pages saves have written are read by index alone.
// VACUUM marks a page all-visible only once the commits of all its rows are on disk: where saves
// commit asynchronously (synchronous_commit off), the WAL writer flushes them within a few hundred
// milliseconds, so a settle after settleQuiet finds them flushed, and one after settleEvery saves
// leaves the newest for the next.
func (s *Service) SettleSearchIndex(ctx context.Context) error {
	if _, _, err := s.CountPendingWords(ctx); err != nil {
		return err
	}
	_, err := s.db.Exec(ctx, settleStmt)
	return err
}

// Saves that come together count their words together, later (migration 030). Every save added
// one to the document frequency of each of its ~45 words, each a row update under the namespace's
// lock: 0.6 ms of PostgreSQL's 2.8 ms of CPU a save, saving 8 at a time into one namespace. A save
// that starts while another is under way on this server sets countLater for its transaction, and
// its memory waits in search_pending; the settler counts the waiting memories' words, one update
// per word and namespace, once countEvery such saves have accumulated or saves have paused for
// settleQuiet. Counted in fewer, larger batches a word common to many of them is written once:
// counting 82 memories at a time cost 0.165 ms of PostgreSQL's time a memory, 2,000 at a time
// 0.075 ms. A save with none other under way counts its own words, so one at a time the counts
// are exact after every save. Until counted, a waiting memory is found by all its words; only
// their idf is short of it.
const (
	countLater = `select set_config('recall.count_later', 'on', true)`
	countEvery = 2048
	// Each count is its own transaction of at most countBatch memories: it holds its namespace's
	// row (migration 031) for that long, and a save alone on its server, counting its own words,
	// waits for it. At 100k with saves offered at 400/s: p99 126 ms counting 4,096 at a time,
	// 24 ms at 512.
	countBatch = 512
)

// lockNotAvailable is the SQLSTATE of a lock not taken within lock_timeout.
const lockNotAvailable = "55P03"

// CountPendingWords counts the lengths and words of every memory waiting in search_pending, a
// namespace at a time, then the hint tokens of those waiting in hint_pending (migration 031), and
// returns how many memories' words it counted, and whether it left some because a save, a delete
// or another count held a count it writes (recall_search_count and recall_hint_count give way).
// Any server's settler counts any server's saves.
func (s *Service) CountPendingWords(ctx context.Context) (int, bool, error) {
	rows, err := s.db.Query(ctx, `select distinct ns from search_pending order by ns`)
	if err != nil {
		return 0, false, fmt.Errorf("count pending words: %w", err)
	}
	nss, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return 0, false, fmt.Errorf("count pending words: %w", err)
	}
	total, left := 0, false
	for _, ns := range nss {
		n, gaveWay, err := s.countInBatches(ctx, `select recall_search_count($1, $2)`, ns, countBatch)
		total, left = total+n, left || gaveWay
		if err != nil {
			return total, left, fmt.Errorf("count pending words: %w", err)
		}
	}
	// The same memories' hint tokens (hint_pending, migration 031), for every namespace at once.
	_, gaveWay, err := s.countInBatches(ctx, `select recall_hint_count($1)`, countBatch)
	if err != nil {
		return total, left, fmt.Errorf("count pending hint tokens: %w", err)
	}
	return total, left || gaveWay, nil
}

// countInBatches runs a count (a statement returning how many memories it took, at most
// countBatch) until it takes fewer, and returns how many it took in all, and whether it stopped
// because the count gave way to a lock (lock_timeout).
func (s *Service) countInBatches(ctx context.Context, sql string, args ...any) (int, bool, error) {
	total := 0
	for {
		var n int
		err := s.db.QueryRow(ctx, sql, args...).Scan(&n)
		if pgErr := (*pgconn.PgError)(nil); errors.As(err, &pgErr) && pgErr.Code == lockNotAvailable {
			return total, true, nil
		}
		if err != nil {
			return total, false, err
		}
		total += n
		if n < countBatch {
			return total, false, nil
		}
	}
}

// settleIfDue counts the words of the saves that left them (countEvery of them, or saves paused
// for settleQuiet) and vacuums the postings (settleEvery saves, or the same pause), whichever is
// due, and reports whether it did either.
func (s *Service) settleIfDue(ctx context.Context, now time.Time) (bool, error) {
	n, u := s.settle.pending.Load(), s.settle.uncounted.Load()
	quiet := now.Sub(time.Unix(0, s.settle.last.Load())) >= settleQuiet
	count := u > 0 && (u >= countEvery || quiet)
	vacuum := n > 0 && (n >= settleEvery || quiet)
	if count {
		s.settle.uncounted.Add(-u)
		_, left, err := s.CountPendingWords(ctx)
		if err != nil || left {
			s.settle.uncounted.Add(u) // counted again, for the next tick
		}
		if err != nil {
			return false, err
		}
	}
	if vacuum {
		s.settle.pending.Add(-n)
		if _, err := s.db.Exec(ctx, settleStmt); err != nil {
			s.settle.pending.Add(n) // counted again, for the next tick
			return false, err
		}
	}
	return count || vacuum, nil
}

// RunSearchSettler checks every tick whether the search index is due a settle (settleIfDue) until
// ctx ends. Every server runs it; an idle one only reads its counters a tick.
func (s *Service) RunSearchSettler(ctx context.Context, tick time.Duration) {
	// A server stopped with memories still waiting to be counted leaves them to the next.
	if n, _, err := s.CountPendingWords(ctx); err != nil && ctx.Err() == nil {
		s.log.WarnContext(ctx, "counting the words of saved memories failed; searches weigh them a little off until the next settle", "err", err)
	} else if n > 0 {
		s.log.InfoContext(ctx, "counted the words of memories saved before this server started", "memories", n)
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			start := time.Now()
			n := s.settle.pending.Load()
			done, err := s.settleIfDue(ctx, now)
			switch {
			case err != nil && ctx.Err() == nil:
				s.log.WarnContext(ctx, "settling the search index failed; searches read more until the next settle", "err", err)
			case done:
				s.log.DebugContext(ctx, "search index settled", "saves", n, "seconds", time.Since(start).Seconds())
			}
		}
	}
}
