package memory

import (
	"context"
	"sync/atomic"
	"time"
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

// settleState counts the saves since the postings were last vacuumed.
type settleState struct {
	pending atomic.Int64
	last    atomic.Int64 // time of the last counted save, Unix nanoseconds
}

// wrote counts n saves that wrote postings.
func (s *Service) wrote(n int) {
	s.settle.pending.Add(int64(n))
	s.settle.last.Store(time.Now().UnixNano())
}

// SettleSearchIndex vacuums the search postings so the pages saves have written are read by index
// alone. VACUUM marks a page all-visible only once the commits of all its rows are on disk: where
// saves commit asynchronously (synchronous_commit off), the WAL writer flushes them within a few
// hundred milliseconds, so a settle after settleQuiet finds them flushed, and one after
// settleEvery saves leaves the newest for the next.
func (s *Service) SettleSearchIndex(ctx context.Context) error {
	_, err := s.db.Exec(ctx, settleStmt)
	return err
}

// settleIfDue vacuums the postings when saves counted since the last vacuum are settleEvery or
// more, or when there are some and none came in the settleQuiet before now. It reports whether
// it vacuumed.
func (s *Service) settleIfDue(ctx context.Context, now time.Time) (bool, error) {
	n := s.settle.pending.Load()
	if n == 0 || n < settleEvery && now.Sub(time.Unix(0, s.settle.last.Load())) < settleQuiet {
		return false, nil
	}
	s.settle.pending.Add(-n)
	if err := s.SettleSearchIndex(ctx); err != nil {
		s.settle.pending.Add(n) // counted again, for the next tick
		return false, err
	}
	return true, nil
}

// RunSearchSettler checks every tick whether the postings are due a vacuum (settleIfDue) until
// ctx ends. Every server runs it; an idle one only reads two counters a tick.
func (s *Service) RunSearchSettler(ctx context.Context, tick time.Duration) {
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
				s.log.WarnContext(ctx, "vacuum of the search postings failed; searches read more until autovacuum comes by", "err", err)
			case done:
				s.log.DebugContext(ctx, "search postings vacuumed", "saves", n, "seconds", time.Since(start).Seconds())
			}
		}
	}
}
