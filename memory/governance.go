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
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
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
func (s *Service) Rules(ctx context.Context) ([]RuleState, error) {
	rows, err := s.db.Query(ctx, `
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
	p, err := s.PrincipalByName(ctx, principal)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
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
	var pid *string
	if g.Principal != "" {
		p, err := s.PrincipalByName(ctx, g.Principal)
		if err != nil {
			return err
		}
		pid = &p.ID
	} else if err := policy.ValidateName("team", g.Team); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	var team *string
	if g.Team != "" {
		team = &g.Team
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
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
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
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
	RunID     string
	Since     time.Time
	Limit     int
}

// Audit lists audited mutations, oldest first.
func (s *Service) Audit(ctx context.Context, f AuditFilter) ([]AuditEntry, error) {
	if f.Limit <= 0 {
		f.Limit = 1000
	}
	rows, err := s.db.Query(ctx, `
		select id, at, principal, coalesce(agent_id, ''), coalesce(run_id, ''), transport, action,
		       coalesce(memory_id::text, ''), detail
		from audit_log
		where ($1 = '' or principal = $1) and ($2 = '' or run_id = $2) and at >= $3
		order by id limit $4`, f.Principal, f.RunID, f.Since, f.Limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (AuditEntry, error) {
		var e AuditEntry
		err := r.Scan(&e.ID, &e.At, &e.Principal, &e.AgentID, &e.RunID, &e.Transport, &e.Action, &e.MemoryID, &e.Detail)
		return e, err
	})
}
