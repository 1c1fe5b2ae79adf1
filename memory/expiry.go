package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
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

// RunExpiryNotifier calls NotifyExpired every interval until ctx ends. The elected leader runs
// it (cmd/recall); a leader newly elected starts a minute back, to cover expiries its predecessor
// may not have announced before it stopped (a set announced twice is only read again).
func (s *Service) RunExpiryNotifier(ctx context.Context, interval time.Duration) {
	since := time.Now().Add(-time.Minute)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		next, n, err := s.NotifyExpired(ctx, since)
		if err != nil {
			s.log.WarnContext(ctx, "expiry notifications failed; will retry", "err", err)
			continue
		}
		if n > 0 {
			s.log.InfoContext(ctx, "always-inject sets changed by expiry", "sets", n)
		}
		since = next
	}
}
