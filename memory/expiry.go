package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/search"
)

// NotifyExpired announces on Channel every always-inject set that lost a memory to expiry in
// (since, now], and returns the new "since" to pass next time and how many sets it announced.
// Expired memories are never returned by any read; this only tells subscribers the set changed.
// One replica at a time does the work (a transaction-level advisory lock); the others skip.
func (s *Service) NotifyExpired(ctx context.Context, since time.Time) (time.Time, int, error) {
	var now time.Time
	n := 0
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var got bool
		if err := tx.QueryRow(ctx, `select now(), pg_try_advisory_xact_lock(hashtextextended('recall.expiry.' || current_schema(), 0))`).Scan(&now, &got); err != nil {
			return err
		}
		if !got {
			now = since
			return nil
		}
		rows, err := tx.Query(ctx, `
			select distinct scope, owner_id::text, agent_id, coalesce(system_id, ''), coalesce(project_id, '') from memories
			where always_inject and expires_at > $1 and expires_at <= $2`, since, now)
		if err != nil {
			return err
		}
		changes, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Change, error) {
			var m Memory
			err := r.Scan(&m.Scope, &m.OwnerID, &m.AgentID, &m.SystemID, &m.ProjectID)
			return changeOf(m), err
		})
		if err != nil {
			return err
		}
		for _, c := range changes {
			if err := notifyInject(ctx, tx, c); err != nil {
				return err
			}
		}
		n = len(changes)
		return nil
	})
	if err != nil {
		return since, 0, fmt.Errorf("expiry notifications: %w", err)
	}
	return now, n, nil
}

// Expiries is the leader's expiry service: it sleeps until the next expiry it knows of, then
// announces the always-inject sets that expiry changed (NotifyExpired) and takes the expired
// memories out of the search statistics (search.Engine.Sweep), and reads the next. A write that
// sets an expiry tells it (WorkExpiry), so it learns of an earlier one; its slow poll finds those
// written otherwise. A new leader starts a minute back, to cover expiries its predecessor may not
// have announced before it stopped (a set announced twice is only read again), and sweeps once.
type Expiries struct {
	s     *Service
	since time.Time // expiries up to here are announced
	swept bool      // the first run's sweep is done
}

// Expiries returns a new leader's expiry service.
func (s *Service) Expiries() *Expiries { return &Expiries{s: s} }

// RunOnce announces and sweeps what expired since the last run, and returns how long until the
// next expiry (0: none known).
func (x *Expiries) RunOnce(ctx context.Context) (time.Duration, error) {
	if x.since.IsZero() {
		x.since = time.Now().Add(-time.Minute)
	}
	var expired bool
	var next *time.Duration
	var micros *int64
	if err := x.s.db.QueryRow(ctx, `select exists (select 1 from memories where expires_at > $1 and expires_at <= now()),
		(select (extract(epoch from min(expires_at) - now()) * 1e6)::bigint from memories where expires_at > now())`,
		x.since).Scan(&expired, &micros); err != nil {
		return 0, fmt.Errorf("expiries: %w", err)
	}
	if micros != nil {
		d := time.Duration(*micros) * time.Microsecond
		next = &d
	}
	if expired {
		since, n, err := x.s.NotifyExpired(ctx, x.since)
		if err != nil {
			return 0, err
		}
		if n > 0 {
			x.s.log.InfoContext(ctx, "always-inject sets changed by expiry", "sets", n)
		}
		x.since = since
	}
	if expired || !x.swept {
		for {
			n, err := x.s.engine.Sweep(ctx)
			if err != nil {
				return 0, fmt.Errorf("search index sweep: %w", err)
			}
			if n > 0 {
				x.s.log.InfoContext(ctx, "expired memories left the search statistics", "memories", n)
			}
			if n < search.SweepBatch {
				break
			}
		}
		x.swept = true
	}
	if next == nil {
		return 0, nil
	}
	return max(*next, time.Millisecond), nil
}
