package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

const retentionDay = 24 * time.Hour

// Retention says how long recall keeps what it no longer shows. A zero History or Audit keeps
// those rows forever; a zero Grace purges a memory as soon as it has expired.
type Retention struct {
	Grace   time.Duration // an expired memory is removed this long after its expiresAt
	History time.Duration // version history (memory_versions) older than this is removed
	Audit   time.Duration // audit rows older than this are removed
}

// DefaultRetention: expired memories go 30 days after expiry; history and audit stay a year.
var DefaultRetention = Retention{Grace: 30 * retentionDay, History: 365 * retentionDay, Audit: 365 * retentionDay}

// PurgeOptions configures one purge.
type PurgeOptions struct {
	Retention
	DryRun    bool // report what would be removed; change nothing
	BatchSize int  // rows per transaction; default 1000
}

// PurgedMemory is one expired memory a purge removed (or, in a dry run, would remove).
type PurgedMemory struct {
	ID        string    `json:"memory"`
	Scope     Scope     `json:"scope"`
	OwnerID   string    `json:"ownerId"`
	SystemID  string    `json:"systemId,omitempty"`
	ProjectID string    `json:"projectId,omitempty"`
	ExpiredAt time.Time `json:"expiredAt"`
}

// PurgeReport says what a purge removed. Skipped is true when another purge (another replica,
// or an admin by hand) held the purge lock: this one did nothing.
type PurgeReport struct {
	DryRun        bool           `json:"dryRun"`
	Skipped       bool           `json:"skipped,omitempty"`
	Memories      []PurgedMemory `json:"-"`
	MemoryCount   int            `json:"memories"`
	Versions      int64          `json:"versions"`
	AuditRows     int64          `json:"auditRows"`
	RequestStates int64          `json:"requestStates"`
	// SessionlessRuns counts the rows of sessionless clients' past runs removed with the history.
	SessionlessRuns int64 `json:"sessionlessRuns"`
}

// Audit actions of the retention purge: one row per removed memory, one summary per purge.
const (
	ActPurgeMemory = "memory.purge"
	ActPurge       = "retention.purge"
)

// purgeLock is the advisory lock each batch of a purge's memories takes for its transaction (a
// transaction's lock, which a transaction-mode pooler keeps; the previous release held it for
// its whole purge, on its session, which excludes the same).
const purgeLock = `hashtextextended('recall.purge.' || current_schema(), 0)`

// Purge removes memories that expired longer ago than opts.Grace, version history older than
// opts.History and audit rows older than opts.Audit (0: kept forever), and redeemed request
// states past their expiry. Every removed memory gets an audit row, and a purge that removed
// anything one summary row, written after the old audit rows are gone so it is always on record.
// Expired memories are already invisible to every read, so a purge changes no answer.
//
// It is an admin operation (policy.AdminPurge). A purge that finds another one removing memories
// (on another replica, or by hand) returns Skipped; two that overlap later take turns a batch at
// a time and never remove or audit a memory twice. Work is done in batches of opts.BatchSize rows,
// each in its own transaction, so a large purge never holds long locks; a purge interrupted half
// way has removed whole batches, each audited.
func (s *Service) Purge(ctx context.Context, id policy.Identity, opts PurgeOptions) (PurgeReport, error) {
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		return s.requireAdmin(ctx, tx, id, policy.AdminPurge)
	})
	if err != nil {
		return PurgeReport{}, err
	}
	if opts.Grace < 0 || opts.History < 0 || opts.Audit < 0 {
		return PurgeReport{}, errorf(CodeInvalid, "retention periods must not be negative")
	}
	if opts.BatchSize <= 0 {
		opts.BatchSize = 1000
	}
	if opts.DryRun {
		return s.purgePreview(ctx, opts)
	}
	return s.purge(ctx, id, opts)
}

// cutoff is the SQL for "now minus $n microseconds".
func cutoff(param string) string { return `now() - ` + param + ` * interval '1 microsecond'` }

func (s *Service) purgePreview(ctx context.Context, opts PurgeOptions) (PurgeReport, error) {
	rep := PurgeReport{DryRun: true}
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select id, scope, owner_id, coalesce(system_id, ''), coalesce(project_id, ''), expires_at from memories
			where expires_at < `+cutoff("$1")+` order by expires_at, id`, opts.Grace.Microseconds())
		if err != nil {
			return err
		}
		rep.Memories, err = pgx.CollectRows(rows, scanPurged)
		if err != nil {
			return err
		}
		if opts.History > 0 {
			if err := tx.QueryRow(ctx, `select count(*) from memory_versions where replaced_at < `+cutoff("$1"),
				opts.History.Microseconds()).Scan(&rep.Versions); err != nil {
				return err
			}
			if err := tx.QueryRow(ctx, `select count(*) from sessionless_runs r where r.last_at < `+cutoff("$1")+`
				and r.seq < (select max(c.seq) from sessionless_runs c where c.client = r.client)`,
				opts.History.Microseconds()).Scan(&rep.SessionlessRuns); err != nil {
				return err
			}
		}
		if opts.Audit > 0 {
			if err := tx.QueryRow(ctx, `select count(*) from audit_log where at < `+cutoff("$1"),
				opts.Audit.Microseconds()).Scan(&rep.AuditRows); err != nil {
				return err
			}
		}
		return tx.QueryRow(ctx, `select count(*) from redeemed_states where expires_at < now()`).Scan(&rep.RequestStates)
	})
	rep.MemoryCount = len(rep.Memories)
	if err != nil {
		return PurgeReport{}, fmt.Errorf("purge preview: %w", err)
	}
	return rep, nil
}

func scanPurged(r pgx.CollectableRow) (PurgedMemory, error) {
	var m PurgedMemory
	err := r.Scan(&m.ID, &m.Scope, &m.OwnerID, &m.SystemID, &m.ProjectID, &m.ExpiredAt)
	return m, err
}

func (s *Service) purge(ctx context.Context, id policy.Identity, opts PurgeOptions) (rep PurgeReport, err error) {
	conn, err := s.db.Acquire(ctx)
	if err != nil {
		return rep, fmt.Errorf("purge: %w", err)
	}
	defer conn.Release()
	batch := func(q string, args ...any) (int64, error) {
		var total int64
		for {
			tag, err := conn.Exec(ctx, q, append(args, opts.BatchSize)...)
			if err != nil {
				return total, err
			}
			total += tag.RowsAffected()
			if tag.RowsAffected() < int64(opts.BatchSize) {
				return total, nil
			}
		}
	}

	// Memories, a batch per transaction, each removal audited in its batch.
	for first := true; ; first = false {
		var got []PurgedMemory
		skipped := false
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if first {
				if err := tx.QueryRow(ctx, `select not pg_try_advisory_xact_lock(`+purgeLock+`)`).Scan(&skipped); err != nil || skipped {
					return err
				}
			} else if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(`+purgeLock+`)`); err != nil {
				return err
			}
			rows, err := tx.Query(ctx, `
				with doomed as (
					select id from memories where expires_at < `+cutoff("$1")+`
					order by expires_at, id limit $2 for update skip locked)
				delete from memories m using doomed d where m.id = d.id
				returning m.id, m.scope, m.owner_id, coalesce(m.system_id, ''), coalesce(m.project_id, ''), m.expires_at`,
				opts.Grace.Microseconds(), opts.BatchSize)
			if err != nil {
				return err
			}
			got, err = pgx.CollectRows(rows, scanPurged)
			if err != nil {
				return err
			}
			ids := make([]string, len(got))
			for i, m := range got {
				ids[i] = m.ID
			}
			if err := s.engine.Remove(ctx, tx, ids...); err != nil {
				return err
			}
			for _, m := range got {
				detail := map[string]any{"scope": m.Scope, "ownerId": m.OwnerID, "expiredAt": m.ExpiredAt}
				if m.SystemID != "" {
					detail["systemId"] = m.SystemID
				}
				if m.ProjectID != "" {
					detail["projectId"] = m.ProjectID
				}
				if err := audit(ctx, tx, id, ActPurgeMemory, &m.ID, detail); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return rep, fmt.Errorf("purge memories: %w", err)
		}
		if skipped {
			s.log.InfoContext(ctx, "purge skipped: another purge is running", id.LogAttrs())
			return PurgeReport{Skipped: true}, nil
		}
		rep.Memories = append(rep.Memories, got...)
		if len(got) < opts.BatchSize {
			break
		}
	}
	rep.MemoryCount = len(rep.Memories)

	if opts.History > 0 {
		rep.Versions, err = batch(`delete from memory_versions where (memory_id, version) in (
			select memory_id, version from memory_versions where replaced_at < `+cutoff("$1")+` limit $2)`,
			opts.History.Microseconds())
		if err != nil {
			return rep, fmt.Errorf("purge version history: %w", err)
		}
		// A sessionless client's past runs go with the history they wrote; its current run (the
		// highest seq) stays, since its next write continues or follows it.
		rep.SessionlessRuns, err = batch(`delete from sessionless_runs where (client, seq) in (
			select r.client, r.seq from sessionless_runs r
			where r.last_at < `+cutoff("$1")+`
			  and r.seq < (select max(c.seq) from sessionless_runs c where c.client = r.client)
			limit $2)`, opts.History.Microseconds())
		if err != nil {
			return rep, fmt.Errorf("purge sessionless runs: %w", err)
		}
	}
	if opts.Audit > 0 {
		rep.AuditRows, err = batch(`delete from audit_log where id in (
			select id from audit_log where at < `+cutoff("$1")+` order by id limit $2)`,
			opts.Audit.Microseconds())
		if err != nil {
			return rep, fmt.Errorf("purge audit log: %w", err)
		}
	}
	tag, err := conn.Exec(ctx, `delete from redeemed_states where expires_at < now()`)
	if err != nil {
		return rep, fmt.Errorf("purge request states: %w", err)
	}
	rep.RequestStates = tag.RowsAffected()

	if rep.MemoryCount == 0 && rep.Versions == 0 && rep.AuditRows == 0 && rep.RequestStates == 0 && rep.SessionlessRuns == 0 {
		// Nothing removed, nothing to record: the periodic purge would otherwise write a row
		// every round.
		s.log.DebugContext(ctx, "purge done: nothing to remove", id.LogAttrs())
		return rep, nil
	}
	err = pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		return audit(ctx, tx, id, ActPurge, nil, map[string]any{
			"memories": rep.MemoryCount, "versions": rep.Versions, "auditRows": rep.AuditRows,
			"requestStates": rep.RequestStates, "sessionlessRuns": rep.SessionlessRuns, "grace": opts.Grace.String(),
			"historyRetention": opts.History.String(), "auditRetention": opts.Audit.String(),
		})
	})
	if err != nil {
		return rep, fmt.Errorf("purge: %w", err)
	}
	s.log.InfoContext(ctx, "purge done", "memories", rep.MemoryCount, "versions", rep.Versions,
		"auditRows", rep.AuditRows, "requestStates", rep.RequestStates, id.LogAttrs())
	return rep, nil
}

// PurgeIdentity is who the audit log records for the server's periodic purge.
var PurgeIdentity = policy.Identity{Principal: "system:retention", Transport: "server"}

// PurgeOnce is the leader's retention service: a purge with r (the leader runs it at start and
// then every RECALL_PURGE_INTERVAL).
func (s *Service) PurgeOnce(ctx context.Context, r Retention) (time.Duration, error) {
	if _, err := s.purge(ctx, PurgeIdentity, PurgeOptions{Retention: r, BatchSize: 1000}); err != nil {
		return 0, fmt.Errorf("periodic purge: %w", err)
	}
	return 0, nil
}
