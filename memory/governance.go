package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// RuleState is one rule's state for one role.
type RuleState struct {
	Role      string
	Rule      policy.Rule
	Revoked   bool
	RevokedAt *time.Time
}

// SetRule revokes (on=false) or restores (on=true) rule for role. The next call of any principal
// with that role sees the change: rules are read per call, never cached.
func (s *Service) SetRule(ctx context.Context, admin policy.Identity, role string, rule policy.Rule, on bool) error {
	if err := policy.ValidateName("role", role); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return s.adminTx(ctx, admin, policy.AdminRules, func(tx pgx.Tx) error {
		var err error
		action := ActRuleRestore
		if on {
			_, err = tx.Exec(ctx, `delete from rule_revocations where role = $1 and rule = $2`, role, rule)
		} else {
			action = ActRuleRevoke
			_, err = tx.Exec(ctx, `insert into rule_revocations (role, rule) values ($1, $2) on conflict do nothing`, role, rule)
		}
		if err != nil {
			return err
		}
		return audit(ctx, tx, admin, action, nil, map[string]any{"role": role, "rule": rule})
	})
}

// Rules lists every role that has principals or revocations, with each rule's state.
func (s *Service) Rules(ctx context.Context, admin policy.Identity) ([]RuleState, error) {
	var out []RuleState
	err := s.adminTx(ctx, admin, policy.AdminRules, func(tx pgx.Tx) error {
		var err error
		out, err = listRules(ctx, tx)
		return err
	})
	return out, err
}

func listRules(ctx context.Context, tx pgx.Tx) ([]RuleState, error) {
	rows, err := tx.Query(ctx, `
		with roles as (select role from principals union select role from rule_revocations union select 'member')
		select roles.role, r.rule, rv.revoked_at
		from roles cross join unnest($1::text[]) as r(rule)
		left join rule_revocations rv on rv.role = roles.role and rv.rule = r.rule
		order by roles.role, r.rule`, []string{string(policy.RuleRead), string(policy.RuleManage)})
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (RuleState, error) {
		var st RuleState
		err := r.Scan(&st.Role, &st.Rule, &st.RevokedAt)
		st.Revoked = st.RevokedAt != nil
		return st, err
	})
}

// AddTeamMember puts principal in team (teams exist by having members).
func (s *Service) AddTeamMember(ctx context.Context, admin policy.Identity, team, principal string) error {
	if err := policy.ValidateName("team", team); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return s.adminTx(ctx, admin, policy.AdminTeams, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `insert into team_members (team, principal_id) values ($1, $2) on conflict do nothing`, team, p.ID); err != nil {
			return err
		}
		if err := audit(ctx, tx, admin, ActTeamAdd, nil, map[string]any{"team": team, "principal": principal}); err != nil {
			return err
		}
		return notifyTeamProjects(ctx, tx, team)
	})
}

// Grant is access to one system for a principal or a team.
type Grant struct {
	SystemID  string
	Principal string // set for a principal grant
	Team      string // set for a team grant
	Level     policy.AccessLevel
}

// AddGrant gives a principal or a team (exactly one) read or manage access to a system. Adding a
// grant that exists updates its level.
func (s *Service) AddGrant(ctx context.Context, admin policy.Identity, g Grant) error {
	if err := policy.ValidateName("system id", g.SystemID); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	if (g.Principal == "") == (g.Team == "") {
		return errorf(CodeInvalid, "a grant names exactly one of a principal or a team")
	}
	if _, err := policy.ParseAccessLevel(string(g.Level)); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	if g.Team != "" {
		if err := policy.ValidateName("team", g.Team); err != nil {
			return errorf(CodeInvalid, "%v", err)
		}
	}
	var team *string
	if g.Team != "" {
		team = &g.Team
	}
	return s.adminTx(ctx, admin, policy.AdminGrants, func(tx pgx.Tx) error {
		var pid *string
		if g.Principal != "" {
			p, err := principalByName(ctx, tx, g.Principal)
			if err != nil {
				return err
			}
			pid = &p.ID
		}
		var err error
		if pid != nil {
			_, err = tx.Exec(ctx, `insert into grants (system_id, principal_id, level) values ($1, $2, $3)
				on conflict (system_id, principal_id) where principal_id is not null do update set level = excluded.level`,
				g.SystemID, pid, g.Level)
		} else {
			_, err = tx.Exec(ctx, `insert into grants (system_id, team, level) values ($1, $2, $3)
				on conflict (system_id, team) where team is not null do update set level = excluded.level`,
				g.SystemID, team, g.Level)
		}
		if err != nil {
			return fmt.Errorf("add grant: %w", err)
		}
		return audit(ctx, tx, admin, ActGrantAdd, nil, map[string]any{"system": g.SystemID, "principal": g.Principal, "team": g.Team, "level": g.Level})
	})
}

// RemoveGrant removes a principal's or a team's grant on a system; the next call sees it.
func (s *Service) RemoveGrant(ctx context.Context, admin policy.Identity, g Grant) error {
	return s.adminTx(ctx, admin, policy.AdminGrants, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `delete from grants where system_id = $1
			and (($2 <> '' and principal_id = (select id from principals where name = $2)) or ($3 <> '' and team = $3))`,
			g.SystemID, g.Principal, g.Team)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errorf(CodeNotFound, "no such grant on system %q", g.SystemID)
		}
		return audit(ctx, tx, admin, ActGrantRemove, nil, map[string]any{"system": g.SystemID, "principal": g.Principal, "team": g.Team})
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
