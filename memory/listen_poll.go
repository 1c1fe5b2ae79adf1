package memory

import (
	"context"
	"time"
)

// pollLate is how long after its audit row's id was handed out a write may still commit: the
// polling listener keeps counting the rows after the highest id it saw that long ago, so a write
// committed after one with a higher id is still noticed. Calls end within their deadline (15 s
// by default), so a minute covers them.
const pollLate = time.Minute

// pollChanges stands in for the listener where nothing can LISTEN (a transaction-mode pooler
// without a direct connection): every o.Poll it reads the audit log, which every change writes
// in its transaction, and the always-inject memories that expired since, and calls h.Changed when
// either moved. It cannot tell whom a change concerns, so every subscriber re-reads; announcements
// on the other channels (Notices) are never heard, and the token cache stays off.
func (s *Service) pollChanges(ctx context.Context, h ListenHandler, o ListenOptions) {
	if h.Listening != nil {
		h.Listening(false)
	}
	type mark struct {
		id int64
		at time.Time
	}
	var (
		floor, top, count int64
		since             time.Time
		marks             []mark // the highest id at each poll, oldest first, back to pollLate ago
		first             = true
		recount           = false // the floor moved: the count is not comparable with the last
	)
	t := time.NewTicker(o.Poll)
	defer t.Stop()
	for {
		var now time.Time
		var newTop, newCount int64
		var expired bool
		if since.IsZero() {
			since = time.Now()
		}
		err := s.db.QueryRow(ctx, `select coalesce((select max(id) from audit_log), 0),
			(select count(*) from audit_log where id > $1), now(),
			exists (select 1 from memories where always_inject and expires_at > $2 and expires_at <= now())`,
			floor, since).Scan(&newTop, &newCount, &now, &expired)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			s.log.WarnContext(ctx, "polling for changes failed; will retry", "err", err)
		default:
			moved := newTop != top || (!recount && newCount != count) || expired
			if !first && moved && h.Changed != nil {
				h.Changed()
			}
			first, recount, top, count, since = false, false, newTop, newCount, now
			marks = append(marks, mark{top, now})
			for len(marks) > 1 && now.Sub(marks[1].at) >= pollLate {
				marks = marks[1:]
			}
			if now.Sub(marks[0].at) >= pollLate && marks[0].id > floor {
				floor, recount = marks[0].id, true
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
