package search

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// A reindex rebuilds every memory's index entry with the ranking as it is now: after BM25's
// parameters change (search_params), after a release changes what a memory's entry holds, or
// after rows were written or deleted behind recall's back. Everything else keeps the index
// current by itself (Index, Repair); a reindex is what makes it agree again from scratch.
//
// It runs in batches, each its own transaction. First each namespace's statistics are recounted
// from its entries (recall_search_recount), so the impacts written next are weighed by the right
// N and average length even where the counts were written behind recall's back. Then the memories
// in id order, ReindexBatch at a time, each taken out of the index and put back (recall_search_reindex) under its row lock, as
// Repair does, so a save of a memory waits for its batch or the batch for the save, and whichever
// comes second writes the entry; a memory saved into a stretch already done was indexed by its
// save with the current parameters. Then the statistics are recounted once more: an entry that
// was missing or held postings no count knew (damage again) moved them off while it was rebuilt. Progress is the row of search_reindex (migration 014), moved by
// each batch in the batch's transaction under the row's lock: a reindex stopped anywhere (a killed
// CLI, a leader that stepped down) goes on from its last batch, and two runners take turns
// instead of doing a batch twice.
//
// ReindexBatch bounds how long a batch holds its namespaces' row locks (a rewrite of a memory in
// one of them waits for it; a new memory's save does not): about a quarter of a second.
const ReindexBatch = 250

// Reindex phases, as search_reindex.phase holds them.
const (
	ReindexPreparing = "prepare" // recounting the namespaces' statistics before the entries
	ReindexIndexing  = "index"   // rebuilding the memories' entries
	ReindexCounting  = "count"   // recounting the namespaces' statistics after them
	ReindexDone      = "done"
)

// ReindexStatus is the state of the last reindex asked for. Done and Total count memories while
// Phase is ReindexIndexing (Total as the memories were counted when the phase began), and
// namespaces in the other phases.
type ReindexStatus struct {
	Phase       string     `json:"phase"`
	Done        int64      `json:"done"`
	Total       int64      `json:"total"`
	RequestedAt time.Time  `json:"requestedAt"`
	RequestedBy string     `json:"requestedBy"`
	FinishedAt  *time.Time `json:"finishedAt,omitempty"`
}

// Finished reports whether the reindex has nothing left to do.
func (s ReindexStatus) Finished() bool { return s.FinishedAt != nil }

// ErrNoReindex is ReindexState's error when no reindex was ever asked for.
var ErrNoReindex = errors.New("no reindex was ever asked for")

const reindexColumns = `phase, done, total, requested_at, requested_by, finished_at`

func scanReindex(row pgx.Row) (ReindexStatus, error) {
	var s ReindexStatus
	err := row.Scan(&s.Phase, &s.Done, &s.Total, &s.RequestedAt, &s.RequestedBy, &s.FinishedAt)
	return s, err
}

// RequestReindex asks for a reindex on behalf of by and returns its state. A reindex asked for
// while another is unfinished is that one: it goes on where it is.
func (e *Engine) RequestReindex(ctx context.Context, q RowQuerier, by string) (ReindexStatus, error) {
	s, err := scanReindex(q.QueryRow(ctx, `
		insert into search_reindex (requested_by, total) values ($1, (select count(*) from search_namespaces))
		on conflict (one) do update
			set requested_at = now(), requested_by = excluded.requested_by, phase = 'prepare', cursor = '',
			    done = 0, total = excluded.total, finished_at = null
			where search_reindex.finished_at is not null
		returning `+reindexColumns, by))
	if errors.Is(err, pgx.ErrNoRows) { // one is under way
		return e.ReindexState(ctx)
	}
	if err != nil {
		return s, fmt.Errorf("ask for a reindex: %w", err)
	}
	return s, nil
}

// ReindexState returns the state of the last reindex asked for (ErrNoReindex: none).
func (e *Engine) ReindexState(ctx context.Context) (ReindexStatus, error) {
	s, err := scanReindex(e.db.QueryRow(ctx, `select `+reindexColumns+` from search_reindex`))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, ErrNoReindex
	}
	if err != nil {
		return s, fmt.Errorf("read the reindex's state: %w", err)
	}
	return s, nil
}

// ReindexStep does one batch of the unfinished reindex, if there is one, and returns its state
// after the batch; a finished state means there is nothing left (or nothing was asked for:
// ErrNoReindex). A batch that met a deadlock (a writer locking several of its memories in another
// order) is rolled back whole and tried again.
func (e *Engine) ReindexStep(ctx context.Context) (ReindexStatus, error) {
	for try := 0; ; try++ {
		var s ReindexStatus
		err := pgx.BeginFunc(ctx, e.db, func(tx pgx.Tx) error {
			var cursor string
			var err error
			s, err = scanReindexCursor(tx.QueryRow(ctx, `select `+reindexColumns+`, cursor from search_reindex for update`), &cursor)
			if err != nil || s.Finished() {
				return err
			}
			switch s.Phase {
			case ReindexIndexing:
				return e.reindexMemories(ctx, tx, cursor, &s)
			default:
				return e.recountNamespace(ctx, tx, cursor, &s)
			}
		})
		if errors.Is(err, pgx.ErrNoRows) {
			return s, ErrNoReindex
		}
		if isDeadlock(err) && try < 5 {
			continue
		}
		if err != nil {
			return s, fmt.Errorf("reindex: %w", err)
		}
		return s, nil
	}
}

func scanReindexCursor(row pgx.Row, cursor *string) (ReindexStatus, error) {
	var s ReindexStatus
	err := row.Scan(&s.Phase, &s.Done, &s.Total, &s.RequestedAt, &s.RequestedBy, &s.FinishedAt, cursor)
	return s, err
}

// lastID is above every uuid: the end of the last stretch.
const lastID = "ffffffff-ffff-ffff-ffff-ffffffffffff"

// reindexMemories rebuilds the entries of the ReindexBatch memories after cursor, and of every
// entry in that stretch of ids whose memory is gone, and moves the cursor past them.
func (e *Engine) reindexMemories(ctx context.Context, tx pgx.Tx, cursor string, s *ReindexStatus) error {
	if cursor == "" {
		cursor = "00000000-0000-0000-0000-000000000000"
	}
	// The live memories' row locks first, in id order, then their entries' namespaces (inside).
	rows, err := tx.Query(ctx, `select id::text from memories where id > $1 order by id limit $2 for no key update`, cursor, ReindexBatch)
	if err != nil {
		return err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}
	end := lastID
	if len(ids) == ReindexBatch {
		end = ids[len(ids)-1]
	}
	var orphans []string
	err = tx.QueryRow(ctx, `select array(
		select d.memory_id::text from search_docs d where d.memory_id > $1 and d.memory_id <= $2
		union
		select p.memory_id::text from search_postings p where p.memory_id > $1 and p.memory_id <= $2
		except
		select m.id::text from memories m where m.id > $1 and m.id <= $2)`, cursor, end).Scan(&orphans)
	if err != nil {
		return err
	}
	if all := append(ids, orphans...); len(all) > 0 {
		if _, err := tx.Exec(ctx, `select recall_search_reindex($1::uuid[])`, all); err != nil {
			return err
		}
	}
	s.Done += int64(len(ids))
	s.Total = max(s.Total, s.Done)
	if end != lastID {
		_, err = tx.Exec(ctx, `update search_reindex set cursor = $1, done = $2, total = $3`, end, s.Done, s.Total)
		return err
	}
	// Every memory done: the namespaces' statistics next.
	return nextPhase(ctx, tx, s, ReindexCounting, `select count(*) from search_namespaces`)
}

// nextPhase starts phase, of as many steps as count counts.
func nextPhase(ctx context.Context, tx pgx.Tx, s *ReindexStatus, phase, count string) error {
	s.Phase, s.Done = phase, 0
	if err := tx.QueryRow(ctx, count).Scan(&s.Total); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `update search_reindex set phase = $1, cursor = '', done = 0, total = $2`, s.Phase, s.Total)
	return err
}

// recountNamespace recounts the statistics of the namespace after cursor, or, when there is none,
// goes on to the memories (phase prepare) or finishes the reindex.
func (e *Engine) recountNamespace(ctx context.Context, tx pgx.Tx, cursor string, s *ReindexStatus) error {
	after := int32(0)
	if cursor != "" {
		if _, err := fmt.Sscan(cursor, &after); err != nil {
			return fmt.Errorf("the reindex's cursor %q is no namespace: %w", cursor, err)
		}
	}
	var ns int32
	err := tx.QueryRow(ctx, `select id from search_namespaces where id > $1 order by id limit 1`, after).Scan(&ns)
	if errors.Is(err, pgx.ErrNoRows) && s.Phase == ReindexPreparing {
		return nextPhase(ctx, tx, s, ReindexIndexing, `select count(*) from memories`)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		err = tx.QueryRow(ctx, `update search_reindex set phase = 'done', cursor = '', done = total, finished_at = now()
			returning `+reindexColumns).Scan(&s.Phase, &s.Done, &s.Total, &s.RequestedAt, &s.RequestedBy, &s.FinishedAt)
		return err
	}
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `select recall_search_recount($1)`, ns); err != nil {
		return err
	}
	s.Done++
	s.Total = max(s.Total, s.Done)
	_, err = tx.Exec(ctx, `update search_reindex set cursor = $1, done = $2, total = $3`, fmt.Sprint(ns), s.Done, s.Total)
	return err
}

// isDeadlock reports whether err is PostgreSQL's deadlock_detected.
func isDeadlock(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "40P01"
}

// RunReindex does the unfinished reindex's batches until it is finished or ctx ends, calling
// progress after each batch. With none asked for it returns ErrNoReindex.
func (e *Engine) RunReindex(ctx context.Context, progress func(ReindexStatus)) (ReindexStatus, error) {
	for {
		s, err := e.ReindexStep(ctx)
		if err != nil {
			return s, err
		}
		if progress != nil {
			progress(s)
		}
		if s.Finished() {
			return s, nil
		}
	}
}

// reindexRound is how long one round of the leader's reindex service runs batches before it
// gives the other services their turn.
const reindexRound = time.Second

// ReindexOnce is the leader's reindex service (package background): it does the unfinished
// reindex's batches for about reindexRound, and asks to run again at once while some are left.
// `recall admin reindex` asks for a reindex, wakes it, and follows it.
func (e *Engine) ReindexOnce(ctx context.Context) (time.Duration, error) {
	st, err := e.ReindexState(ctx)
	if errors.Is(err, ErrNoReindex) || (err == nil && st.Finished()) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	for start := time.Now(); time.Since(start) < reindexRound; {
		if st, err = e.ReindexStep(ctx); err != nil {
			return 0, err
		}
		if st.Finished() {
			e.log.InfoContext(ctx, "search index reindexed", "namespaces", st.Total)
			return 0, nil
		}
	}
	e.log.InfoContext(ctx, "reindexing the search index", "phase", st.Phase, "done", st.Done, "of", st.Total)
	return time.Millisecond, nil
}
