package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// PendingDeletion is a deletion an agent asked for that waits for a human.
type PendingDeletion struct {
	ID          string
	MemoryID    string
	Scope       Scope
	SystemID    string
	ProjectID   string
	RecallHint  string
	RequestedBy string
	AgentID     string
	RequestedAt time.Time
}

// RequestDeletion records that the caller asked to delete mid while no human could confirm it.
// Nothing is deleted: a human approves or rejects it later. The same checks as Delete apply. A
// second request for the same memory returns the first.
func (s *Service) RequestDeletion(ctx context.Context, id policy.Identity, mid string) (string, error) {
	if err := s.checkIdentity(ctx, id, policy.OpDelete); err != nil {
		return "", err
	}
	var pid string
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, id, policy.OpDelete); err != nil {
			return err
		}
		if _, err := loadVisible(ctx, tx, id, mid, policy.AccessManage, true); err != nil {
			return err
		}
		err := tx.QueryRow(ctx, `
			insert into pending_deletions (id, memory_id, requested_by, agent_id, run_id)
			values ($1, $2, $3, $4, nullif($5, ''))
			on conflict (memory_id) do update set memory_id = excluded.memory_id
			returning id`, uuid.NewString(), mid, id.PrincipalID, id.AgentID, id.RunID).Scan(&pid)
		if err != nil {
			return fmt.Errorf("record pending deletion: %w", err)
		}
		return audit(ctx, tx, id, ActDeleteRequested, &mid, map[string]any{"pendingId": pid})
	})
	return pid, err
}

// PendingDeletions lists deletions waiting for a human, oldest first.
func (s *Service) PendingDeletions(ctx context.Context) ([]PendingDeletion, error) {
	rows, err := s.db.Query(ctx, `
		select d.id, d.memory_id, m.scope, coalesce(m.system_id, ''), coalesce(m.project_id, ''), m.recall_hint, p.name, d.agent_id, d.requested_at
		from pending_deletions d join memories m on m.id = d.memory_id join principals p on p.id = d.requested_by
		order by d.requested_at, d.id`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (PendingDeletion, error) {
		var d PendingDeletion
		err := r.Scan(&d.ID, &d.MemoryID, &d.Scope, &d.SystemID, &d.ProjectID, &d.RecallHint, &d.RequestedBy, &d.AgentID, &d.RequestedAt)
		return d, err
	})
}

// ResolveDeletion approves (deletes the memory) or rejects (keeps it) a pending deletion. The
// admin is the human who confirms.
func (s *Service) ResolveDeletion(ctx context.Context, admin policy.Identity, pendingID string, approve bool) error {
	if _, err := uuid.Parse(pendingID); err != nil {
		return errorf(CodeInvalid, "%q is not a pending deletion id (a UUID); list them with `recall admin deletion list`", pendingID)
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var mid string
		err := tx.QueryRow(ctx, `delete from pending_deletions where id = $1 returning memory_id`, pendingID).Scan(&mid)
		if errors.Is(err, pgx.ErrNoRows) {
			return errorf(CodeNotFound, "no pending deletion %s (already resolved, or the memory is gone)", pendingID)
		}
		if err != nil {
			return err
		}
		if !approve {
			return audit(ctx, tx, admin, ActDeleteRejected, &mid, map[string]any{"pendingId": pendingID})
		}
		m, err := scanMemory(tx.QueryRow(ctx, `select `+memoryColumns+` from memories m where m.id = $1 for update`, mid))
		if err != nil {
			return fmt.Errorf("load memory: %w", err)
		}
		return deleteRow(ctx, tx, admin, m, "cli")
	})
}
