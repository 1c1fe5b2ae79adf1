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

// Keeping the postings readable by index alone (the visibility map) is autovacuum's job, tuned
// per table in the schema (migration 034); recall issues no VACUUM, which only a table's owner
// may run.

// settleQuiet is the pause in this server's saves after which the words its saves left
// uncounted are counted; settlePoll is how often the settler looks for memories other servers
// left waiting (search_pending), which it cannot hear of otherwise.
const (
	settleQuiet = time.Second
	settlePoll  = 2 * time.Second
)

// settleState counts the saves whose words wait to be counted, and when the last save was.
type settleState struct {
	uncounted atomic.Int64
	last      atomic.Int64 // time of the last save, Unix nanoseconds
	polled    atomic.Int64 // time the settler last looked for other servers' waiting memories
}

// wrote records that saves committed just now.
func (s *Service) wrote(int) {
	s.settle.last.Store(time.Now().UnixNano())
}

// Saves that come together count their words together, later (migration 030): every save would
// otherwise update the document frequency of each of its words under the namespace's lock, and
// concurrent saves would queue on those rows. A save that starts while another is under way on
// this server sets countLater for its transaction, and its memory waits in search_pending; the
// leader's settler counts the waiting memories' words, one update per word and namespace, once
// countEvery such saves have accumulated or saves have paused for settleQuiet on the leader, and
// within settlePoll of saves on any other server. In larger batches a word common to many of them
// is written once. A save with none other under way counts its own words, so one at a time the
// counts are exact after every save. Until counted, a waiting memory is found by all its words;
// only their idf is short of it. The measurements are in docs/search.md.
const (
	countLater = `select set_config('recall.count_later', 'on', true)`
	countEvery = 2048
	// Each count is its own transaction of at most countBatch memories: it holds its namespace's
	// row (migration 031) for that long, and a save alone on its server, counting its own words,
	// waits for it, so a batch is kept small enough not to show in the saves' tail latency.
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

// settleIfDue counts the words of the memories waiting to be counted when it is due: countEvery
// of this server's saves left theirs, or its saves paused for settleQuiet, or other servers left
// memories waiting (looked for every settlePoll). It reports whether it counted.
func (s *Service) settleIfDue(ctx context.Context, now time.Time) (bool, error) {
	u := s.settle.uncounted.Load()
	quiet := now.Sub(time.Unix(0, s.settle.last.Load())) >= settleQuiet
	due := u > 0 && (u >= countEvery || quiet)
	if !due && now.Sub(time.Unix(0, s.settle.polled.Load())) >= settlePoll {
		s.settle.polled.Store(now.UnixNano())
		if err := s.db.QueryRow(ctx, `select exists (select 1 from search_pending) or exists (select 1 from hint_pending)`).Scan(&due); err != nil {
			return false, fmt.Errorf("look for memories waiting to be counted: %w", err)
		}
	}
	if !due {
		return false, nil
	}
	s.settle.uncounted.Add(-u)
	_, left, err := s.CountPendingWords(ctx)
	if err != nil || left {
		s.settle.uncounted.Add(u) // counted again, for the next tick
	}
	return err == nil, err
}

// RunSearchSettler checks every tick whether the words of saved memories are due to be counted
// (settleIfDue) until ctx ends. Only the leader runs it (cmd/recall: the background work); it
// counts every server's waiting memories.
func (s *Service) RunSearchSettler(ctx context.Context, tick time.Duration) {
	// Memories left waiting by a server that stopped, or while no server led, are counted now.
	if n, _, err := s.CountPendingWords(ctx); err != nil && ctx.Err() == nil {
		s.log.WarnContext(ctx, "counting the words of saved memories failed; searches weigh them a little off until the next settle", "err", err)
	} else if n > 0 {
		s.log.InfoContext(ctx, "counted the words of memories saved while no server counted them", "memories", n)
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			start := time.Now()
			done, err := s.settleIfDue(ctx, now)
			switch {
			case err != nil && ctx.Err() == nil:
				s.log.WarnContext(ctx, "counting the words of saved memories failed; searches weigh them a little off until the next settle", "err", err)
			case done:
				s.log.DebugContext(ctx, "counted the words of saved memories", "seconds", time.Since(start).Seconds())
			}
		}
	}
}
