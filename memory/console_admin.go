package memory

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// PrincipalInfo is a principal as the admin pages list it.
type PrincipalInfo struct {
	Principal
	HasPassword bool
	LiveTokens  int
	Teams       []string
	CreatedAt   time.Time
}

// ListPrincipals lists every principal by name. An admin operation.
func (s *Service) ListPrincipals(ctx context.Context, admin policy.Identity) ([]PrincipalInfo, error) {
	var out []PrincipalInfo
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `
			select p.id, p.name, p.role, p.service, p.run_cap, p.disabled_at is not null, p.password_hash is not null,
			       (select count(*) from tokens t where t.principal_id = p.id and t.revoked_at is null),
			       array(select tm.team from team_members tm where tm.principal_id = p.id order by tm.team),
			       p.created_at, p.write_budget, p.write_budget_seconds, p.deletes_need_approval
			from principals p order by p.name`)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (PrincipalInfo, error) {
			var p PrincipalInfo
			var saves, seconds *int
			err := r.Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled, &p.HasPassword,
				&p.LiveTokens, &p.Teams, &p.CreatedAt, &saves, &seconds, &p.DeletesNeedApproval)
			p.WriteBudget = budgetOf(saves, seconds)
			return p, err
		})
		return err
	})
	return out, err
}

// PrincipalUpdate changes a principal's role, kind, run cap and whether it is disabled.
type PrincipalUpdate struct {
	Name     string
	Role     string
	Service  bool
	RunCap   *int // nil: no cap
	Disabled bool
}

// UpdatePrincipal applies u to the principal u.Name; the next call of that principal sees it. A
// principal that becomes a service principal or is disabled loses its console sessions; a
// disabled principal's tokens stop working. An admin cannot disable or demote itself (someone
// must be left to undo it). An admin operation.
func (s *Service) UpdatePrincipal(ctx context.Context, admin policy.Identity, u PrincipalUpdate) error {
	if err := policy.ValidateName("role", u.Role); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	if u.RunCap != nil && *u.RunCap < 0 {
		return errorf(CodeInvalid, "run cap must be 0 or more")
	}
	defer s.auth.invalidate() // after the commit (authCache)
	return s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, u.Name)
		if err != nil {
			return err
		}
		if p.ID == admin.PrincipalID && (u.Disabled || u.Service || u.Role != policy.RoleAdmin) {
			return errorf(CodeInvalid, "you cannot disable, demote or make a service principal of yourself; ask another admin")
		}
		if _, err := tx.Exec(ctx, `update principals set role = $2, service = $3, run_cap = $4,
			disabled_at = case when $5 then coalesce(disabled_at, now()) end,
			password_hash = case when $3 then null else password_hash end
			where id = $1`, p.ID, u.Role, u.Service, u.RunCap, u.Disabled); err != nil {
			return err
		}
		if u.Service || u.Disabled {
			if _, err := tx.Exec(ctx, `delete from console_sessions where principal_id = $1`, p.ID); err != nil {
				return err
			}
		}
		return audit(ctx, tx, admin, ActPrincipalUpdate, nil, map[string]any{"name": u.Name, "role": u.Role,
			"service": u.Service, "runCap": u.RunCap, "disabled": u.Disabled})
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

// ListGrants lists every grant by system. An admin operation.
func (s *Service) ListGrants(ctx context.Context, admin policy.Identity) ([]Grant, error) {
	var out []Grant
	err := s.adminTx(ctx, admin, policy.AdminGrants, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `select g.system_id, coalesce(p.name, ''), coalesce(g.team, ''), g.level
			from grants g left join principals p on p.id = g.principal_id
			order by g.system_id, p.name nulls last, g.team`)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (Grant, error) {
			var g Grant
			err := r.Scan(&g.SystemID, &g.Principal, &g.Team, &g.Level)
			return g, err
		})
		return err
	})
	return out, err
}
