package memory

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// AddTeamMember puts principal in team (teams exist by having members).
func (s *Service) AddTeamMember(ctx context.Context, admin policy.Identity, team, principal string) error {
	if err := policy.ValidateName("team", team); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return s.adminTx(ctx, admin, policy.AdminTeams, func(tx pgx.Tx) error {
		pid, err := store.PrincipalID(ctx, tx, principal)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `insert into team_members (team, principal_id) values ($1, $2) on conflict do nothing`, team, pid); err != nil {
			return err
		}
		if err := audit(ctx, tx, admin, ActTeamAdd, nil, map[string]any{"team": team, "principal": principal}); err != nil {
			return err
		}
		return notifyTeamProjects(ctx, tx, team)
	})
}

// RemoveTeamMember takes principal out of team. An admin operation.
func (s *Service) RemoveTeamMember(ctx context.Context, admin policy.Identity, team, principal string) error {
	return s.adminTx(ctx, admin, policy.AdminTeams, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `delete from team_members where team = $1 and principal_id = (select id from principals where name = $2)`, team, principal)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errorf(CodeNotFound, "%s is not a member of team %s", principal, team)
		}
		return audit(ctx, tx, admin, ActTeamRemove, nil, map[string]any{"team": team, "principal": principal})
	})
}

// AuditEntry is one audited mutation.
type AuditEntry struct {
	ID        int64          `json:"id"`
	At        time.Time      `json:"at"`
	Principal string         `json:"principal"`
	AgentID   string         `json:"agentId,omitempty"`
	RunID     string         `json:"runId,omitempty"`
	Transport string         `json:"transport"`
	Action    string         `json:"action"`
	MemoryID  string         `json:"memoryId,omitempty"`
	Detail    map[string]any `json:"detail"`
}

// AuditFilter narrows an audit listing; zero fields match everything.
type AuditFilter struct {
	Principal string
	AgentID   string
	RunID     string
	Action    string // exact action, or a prefix ending in "." (e.g. "memory.")
	MemoryID  string
	Since     time.Time
	Until     time.Time // zero: no upper bound
	Limit     int       // default 1000
	// NewestFirst lists the newest entries first; Before (an entry id) then pages backwards.
	// Otherwise entries come oldest first and After pages forwards.
	NewestFirst bool
	Before      int64
	After       int64
}

// Audit lists audited mutations (oldest first unless f.NewestFirst). It is an admin operation.
func (s *Service) Audit(ctx context.Context, admin policy.Identity, f AuditFilter) ([]AuditEntry, error) {
	var out []AuditEntry
	err := s.adminTx(ctx, admin, policy.AdminAudit, func(tx pgx.Tx) error {
		var err error
		out, err = queryAudit(ctx, tx, f)
		return err
	})
	return out, err
}

func queryAudit(ctx context.Context, tx pgx.Tx, f AuditFilter) ([]AuditEntry, error) {
	if f.Limit <= 0 {
		f.Limit = 1000
	}
	until := f.Until
	if until.IsZero() {
		until = time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	order := "id"
	if f.NewestFirst {
		order = "id desc"
	}
	var mid *string
	if f.MemoryID != "" {
		mid = &f.MemoryID
	}
	rows, err := tx.Query(ctx, `
		select id, at, principal, coalesce(agent_id, ''), coalesce(run_id, ''), transport, action,
		       coalesce(memory_id::text, ''), detail
		from audit_log
		where ($1 = '' or principal = $1) and ($2 = '' or run_id = $2) and at >= $3 and at < $4
		  and ($5 = '' or agent_id = $5)
		  and ($6 = '' or action = $6 or (right($6, 1) = '.' and starts_with(action, $6)))
		  and ($7::uuid is null or memory_id = $7::uuid)
		  and ($8 = 0 or id < $8) and ($9 = 0 or id > $9)
		order by `+order+` limit $10`,
		f.Principal, f.RunID, f.Since, until, f.AgentID, f.Action, mid, f.Before, f.After, f.Limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (AuditEntry, error) {
		var e AuditEntry
		err := r.Scan(&e.ID, &e.At, &e.Principal, &e.AgentID, &e.RunID, &e.Transport, &e.Action, &e.MemoryID, &e.Detail)
		return e, err
	})
}
