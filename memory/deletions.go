package memory

import (
	"cmp"
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

// RequestDeletion records that the caller asked to delete mid while no human could confirm it (or
// none may, through the agent's client: DeletePreview.NeedsApproval). Nothing is deleted: a
// human approves or rejects it later. The same checks as Delete apply. A
// second request for the same memory returns the first.
func (s *Service) RequestDeletion(ctx context.Context, id policy.Identity, mid string) (string, error) {
	if err := s.checkIdentity(ctx, id, policy.OpDelete); err != nil {
		return "", err
	}
	var pid string
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var err error
		if id, _, err = s.sessionlessRun(ctx, tx, id); err != nil {
			return err
		}
		c, err := s.authorize(ctx, tx, id, policy.OpDelete)
		if err != nil {
			return err
		}
		if _, err := loadVisible(ctx, tx, id, mid, changeLevel, true); err != nil {
			return err
		}
		var detail map[string]any
		if c.DeletesNeedApproval {
			detail = map[string]any{"approvalRequired": true}
		}
		pid, err = recordPending(ctx, tx, id, mid, detail)
		return err
	})
	if err == nil {
		s.wrote(ctx, id.PrincipalID)
	}
	return pid, err
}

// recordPending records (or finds) the pending deletion of mid the caller asked for, audited with
// detail added.
func recordPending(ctx context.Context, tx pgx.Tx, id policy.Identity, mid string, detail map[string]any) (string, error) {
	var pid string
	err := tx.QueryRow(ctx, `
		insert into pending_deletions (id, memory_id, requested_by, agent_id, run_id)
		values ($1, $2, $3, $4, nullif($5, ''))
		on conflict (memory_id) do update set memory_id = excluded.memory_id
		returning id`, uuid.NewString(), mid, id.PrincipalID, id.AgentID, id.RunID).Scan(&pid)
	if err != nil {
		return "", fmt.Errorf("record pending deletion: %w", err)
	}
	d := map[string]any{"pendingId": pid}
	for k, v := range detail {
		d[k] = v
	}
	return pid, audit(ctx, tx, id, ActDeleteRequested, &mid, d)
}

// PendingDeletions lists every deletion waiting for a human, oldest first. It is an admin
// operation; an owner sees theirs with MyPendingDeletions.
func (s *Service) PendingDeletions(ctx context.Context, admin policy.Identity) ([]PendingDeletion, error) {
	var out []PendingDeletion
	err := s.adminTx(ctx, admin, policy.AdminDeletions, func(tx pgx.Tx) error {
		var err error
		out, err = queryPending(ctx, tx, "", "")
		return err
	})
	return out, err
}

// pendingMine is who may confirm the pending deletion of memory m: with $1 set, only the
// principal $1, for its own user memories (any agent) and memories of systems it manages.
var pendingMine = `($1 = '' or (m.scope = 'user' and m.owner_id = $1::uuid)
	       or (m.scope = 'system' and $1 <> '' and m.system_id = any(array(` + grantedSystems("$1::uuid", `'{manage}'::text[]`) + `))))`

// pendingSQL lists pending deletions, those of pendingMine; $2 narrows to one id.
var pendingSQL = `
	select d.id, d.memory_id, m.scope, coalesce(m.system_id, ''), coalesce(m.project_id, ''), m.recall_hint, p.name, d.agent_id, d.requested_at
	from pending_deletions d join memories m on m.id = d.memory_id join principals p on p.id = d.requested_by
	where ` + pendingMine + `
	  and ($2 = '' or d.id = $2::uuid)
	order by d.requested_at, d.id`

// markPending marks the memories of a console page whose deletion waits for the principal's
// approval (those MyPendingDeletions lists), so the list can say so on their rows.
func (s *Service) markPending(ctx context.Context, principalID string, p *ListPage) error {
	if len(p.Memories) == 0 {
		return nil
	}
	ids := make([]string, len(p.Memories))
	for i, m := range p.Memories {
		ids[i] = m.ID
	}
	rows, err := s.db.Query(ctx, `select d.memory_id::text from pending_deletions d join memories m on m.id = d.memory_id
		where d.memory_id = any($2::uuid[]) and `+pendingMine, principalID, ids)
	if err != nil {
		return fmt.Errorf("pending deletions of the page: %w", err)
	}
	marked, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("pending deletions of the page: %w", err)
	}
	p.Pending = map[string]bool{}
	for _, id := range marked {
		p.Pending[id] = true
	}
	return nil
}

func queryPending(ctx context.Context, tx pgx.Tx, principalID, pendingID string) ([]PendingDeletion, error) {
	rows, err := tx.Query(ctx, pendingSQL, principalID, pendingID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (PendingDeletion, error) {
		var d PendingDeletion
		err := r.Scan(&d.ID, &d.MemoryID, &d.Scope, &d.SystemID, &d.ProjectID, &d.RecallHint, &d.RequestedBy, &d.AgentID, &d.RequestedAt)
		return d, err
	})
}

// MyPendingDeletions lists the deletions the caller may confirm as a human: requests against its
// own user memories (in any agent namespace) and against memories of systems it manages.
func (s *Service) MyPendingDeletions(ctx context.Context, id policy.Identity) ([]PendingDeletion, error) {
	if id.PrincipalID == "" {
		return nil, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	var out []PendingDeletion
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		var err error
		out, err = queryPending(ctx, tx, id.PrincipalID, "")
		return err
	})
	return out, err
}

// ResolveDeletion approves (deletes the memory) or rejects (keeps it) a pending deletion. The
// caller is the human who confirms: an admin may resolve any pending deletion; anyone else only
// those MyPendingDeletions lists for them (another's request answers not found). The deletion
// is audited with the caller's transport (cli, web) as its confirmation.
func (s *Service) ResolveDeletion(ctx context.Context, who policy.Identity, pendingID string, approve bool) (err error) {
	if _, err := uuid.Parse(pendingID); err != nil {
		return errorf(CodeInvalid, "%q is not a pending deletion id (a UUID); list them with `recall admin deletion list`", pendingID)
	}
	missing := errorf(CodeNotFound, "no pending deletion %s that you may resolve (already resolved, the memory is gone, or it is not yours)", pendingID)
	defer s.wroteUnless(ctx, Everyone, &err) // an admin may approve the deletion of anyone's memory
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if who.PrincipalID == "" && !who.BuiltinAdmin() {
			return errorf(CodeUnauthenticated, "no principal: sign in first")
		}
		if !who.BuiltinAdmin() && !s.isAdminIn(ctx, tx, who, policy.AdminDeletions) {
			// Not an admin: the owner (or a system's manager) confirms their own.
			mine, err := queryPending(ctx, tx, who.PrincipalID, pendingID)
			if err != nil {
				return err
			}
			if len(mine) == 0 {
				return missing
			}
			if approve {
				c, err := loadCaller(ctx, tx, who)
				if err != nil {
					return err
				}
				if v := policy.Check(c.Caller, policy.OpDelete); !v.Allowed {
					return errorf(CodeForbidden, "%s", v.Reason)
				}
			}
		}
		var mid string
		err := tx.QueryRow(ctx, `delete from pending_deletions where id = $1 returning memory_id`, pendingID).Scan(&mid)
		if errors.Is(err, pgx.ErrNoRows) {
			return missing
		}
		if err != nil {
			return err
		}
		if !approve {
			return audit(ctx, tx, who, ActDeleteRejected, &mid, map[string]any{"pendingId": pendingID})
		}
		m, err := scanRow[Memory](tx.Query(ctx, `select `+memoryColumns+` from memories m where m.id = $1 for update`, mid))
		if err != nil {
			return fmt.Errorf("load memory: %w", err)
		}
		return s.changesIn(tx, who).write(ctx, deleteChange(m, cmp.Or(who.Transport, "cli")))
	})
}
