package memory

import (
	"context"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// A client session's record of what its context was sent (migration 008), kept in the database so
// that every process serving the session agrees: one row per (principal, session), one per memory
// sent, with the memory's updated_at as it was sent. Every change to a memory moves its updated_at,
// so a memory that changed since is sent again.
//
// Bounded three ways, so a client that invents a session id per prompt costs a bounded table: a
// session keeps its contextSessionMemories most recently sent memories (one forgotten is sent
// again, once, if it is relevant again), a principal its contextSessionsPerPrincipal most recently
// used sessions, and a session idle for contextSessionIdle is forgotten: by its own next use, by
// the next new session of its principal, and by the leader's PruneContextSessions.
const (
	contextSessionIdle          = 24 * time.Hour
	contextSessionMemories      = 1000
	contextSessionsPerPrincipal = 200
)

// sessionKey is the key a session id is stored under: its SHA-256, so the table holds no client
// value as sent (an id may carry anything) and every key is the same size.
func sessionKey(sessionID string) []byte {
	h := sha256.Sum256([]byte(sessionID))
	return h[:]
}

// pickOnce runs pick with what the session was sent before (among the memories ids) and records
// what it picked, in one transaction that holds the session's row: two processes asked for the
// same session's context at once take turns, and the second sees what the first sent.
func (s *Service) pickOnce(ctx context.Context, id policy.Identity, in ContextInput, ids []string, pick func(sentBefore) contextPick) (contextPick, error) {
	key := sessionKey(in.SessionID)
	idle := contextSessionIdle.Seconds()
	var p contextPick
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var created bool
		sent := map[string]time.Time{}
		b := &pgx.Batch{}
		// A session idle too long starts again, as if new.
		b.Queue(`delete from context_sessions where principal_id = $1 and session_key = $2
			and last_used < now() - make_interval(secs => $3)`, id.PrincipalID, key, idle)
		b.Queue(`insert into context_sessions (principal_id, session_key) values ($1, $2)
			on conflict (principal_id, session_key) do update set last_used = now()
			returning xmax = 0`, id.PrincipalID, key).QueryRow(func(r pgx.Row) error { return r.Scan(&created) })
		b.Queue(`delete from context_sent where principal_id = $1 and session_key = $2 and $3`, id.PrincipalID, key, in.Fresh)
		b.Queue(`select memory_id::text, updated_at from context_sent
			where principal_id = $1 and session_key = $2 and memory_id = any($3::uuid[])`, id.PrincipalID, key, ids).
			Query(func(rows pgx.Rows) error {
				var mid string
				var at time.Time
				_, err := pgx.ForEachRow(rows, []any{&mid, &at}, func() error {
					sent[mid] = at
					return nil
				})
				return err
			})
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return fmt.Errorf("context session: %w", err)
		}
		p = pick(func(m Memory) bool {
			at, ok := sent[m.ID]
			return ok && at.Equal(m.UpdatedAt)
		})
		b = &pgx.Batch{}
		if sent := p.sent(); len(sent) > 0 {
			mids, ats := make([]string, len(sent)), make([]time.Time, len(sent))
			for i, m := range sent {
				mids[i], ats[i] = m.ID, m.UpdatedAt
			}
			b.Queue(`insert into context_sent (principal_id, session_key, memory_id, updated_at)
				select $1, $2, u.id, u.at from unnest($3::uuid[], $4::timestamptz[]) u(id, at)
				on conflict (principal_id, session_key, memory_id) do update set updated_at = excluded.updated_at, sent_at = now()`,
				id.PrincipalID, key, mids, ats)
			b.Queue(`delete from context_sent where principal_id = $1 and session_key = $2 and memory_id in (
				select memory_id from context_sent where principal_id = $1 and session_key = $2
				order by sent_at desc, memory_id offset $3)`, id.PrincipalID, key, contextSessionMemories)
		}
		if created {
			b.Queue(`delete from context_sessions where principal_id = $1 and (last_used < now() - make_interval(secs => $2)
				or session_key in (select session_key from context_sessions where principal_id = $1
				                   order by last_used desc, session_key offset $3))`, id.PrincipalID, idle, contextSessionsPerPrincipal)
		}
		if b.Len() == 0 {
			return nil
		}
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return fmt.Errorf("context session: %w", err)
		}
		return nil
	})
	return p, err
}

// forgetSession forgets what the session was sent (its client's context was cleared or compacted).
func (s *Service) forgetSession(ctx context.Context, id policy.Identity, sessionID string) error {
	if _, err := s.db.Exec(ctx, `delete from context_sent where principal_id = $1 and session_key = $2`,
		id.PrincipalID, sessionKey(sessionID)); err != nil {
		return fmt.Errorf("context session: %w", err)
	}
	return nil
}

// pruneBatch bounds one prune's transaction.
const pruneBatch = 5000

// PruneContextSessions removes the client sessions idle for longer than a day, and what they were
// sent, a batch at a time, and returns how many it removed. The leader runs it; a session's own
// next use and its principal's next new session forget it too.
func (s *Service) PruneContextSessions(ctx context.Context) (int, error) {
	total := 0
	for {
		tag, err := s.db.Exec(ctx, `delete from context_sessions where (principal_id, session_key) in (
			select principal_id, session_key from context_sessions
			where last_used < now() - make_interval(secs => $1) limit $2)`, contextSessionIdle.Seconds(), pruneBatch)
		if err != nil {
			return total, fmt.Errorf("prune context sessions: %w", err)
		}
		total += int(tag.RowsAffected())
		if tag.RowsAffected() < pruneBatch {
			return total, nil
		}
	}
}
