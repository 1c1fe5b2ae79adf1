package memory

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// The operator's views and single-field changes (recall admin … list, set-role, disable, token
// revoke --id). Each is an admin operation, checked and audited like every other.

// TokenInfo is a token as an operator sees it: never the secret, nor its hash.
type TokenInfo struct {
	ID        string     `json:"id"`
	Principal string     `json:"principal"`
	Agent     string     `json:"agent"`
	Project   string     `json:"project,omitempty"`
	CreatedAt time.Time  `json:"created"`
	LastUsed  *time.Time `json:"lastUsed"`
	ExpiresAt *time.Time `json:"expires"`
	RevokedAt *time.Time `json:"revoked,omitempty"`
}

// ListTokens lists principal's tokens, newest first; revoked ones only when all is set.
// Errors: CodeNotFound for an unknown principal.
func (s *Service) ListTokens(ctx context.Context, admin policy.Identity, principal string, all bool) ([]TokenInfo, error) {
	var out []TokenInfo
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `
			select id, coalesce(agent_id, 'default'), coalesce(project_id, ''), created_at, last_used_at, expires_at, revoked_at
			from tokens where principal_id = $1 and ($2 or revoked_at is null)
			order by created_at desc, id`, p.ID, all)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (TokenInfo, error) {
			t := TokenInfo{Principal: p.Name}
			err := r.Scan(&t.ID, &t.Agent, &t.Project, &t.CreatedAt, &t.LastUsed, &t.ExpiresAt, &t.RevokedAt)
			return t, err
		})
		return err
	})
	return out, err
}

// RevokeToken revokes the one token called id. Revoking one already revoked is CodeInvalid, an
// unknown id CodeNotFound.
func (s *Service) RevokeToken(ctx context.Context, admin policy.Identity, id string) (TokenInfo, error) {
	if _, err := uuid.Parse(id); err != nil {
		return TokenInfo{}, errorf(CodeInvalid, "token id %q is not a UUID; `recall admin token list --principal NAME` shows the ids", id)
	}
	var t TokenInfo
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `
			select t.id, p.name, coalesce(t.agent_id, 'default'), coalesce(t.project_id, ''), t.created_at, t.last_used_at, t.expires_at, t.revoked_at
			from tokens t join principals p on p.id = t.principal_id where t.id = $1 for update of t`, id).
			Scan(&t.ID, &t.Principal, &t.Agent, &t.Project, &t.CreatedAt, &t.LastUsed, &t.ExpiresAt, &t.RevokedAt)
		if err == pgx.ErrNoRows {
			return errorf(CodeNotFound, "no token with id %s", id)
		}
		if err != nil {
			return err
		}
		if t.RevokedAt != nil {
			return errorf(CodeInvalid, "token %s was already revoked at %s", id, t.RevokedAt.UTC().Format(time.RFC3339))
		}
		if err := tx.QueryRow(ctx, `update tokens set revoked_at = now() where id = $1 returning revoked_at`, id).Scan(&t.RevokedAt); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActTokenRevoke, nil, map[string]any{"principal": t.Principal, "token": id, "revoked": 1})
	})
	s.auth.invalidate() // after the commit (authCache)
	return t, err
}

// Team is a team and its members, by name.
type Team struct {
	Name    string   `json:"team"`
	Members []string `json:"members"`
}

// ListTeams lists every team with its members. A team exists while it has a member or a grant.
func (s *Service) ListTeams(ctx context.Context, admin policy.Identity) ([]Team, error) {
	var out []Team
	err := s.adminTx(ctx, admin, policy.AdminTeams, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `
			with names as (select team from team_members union select team from grants where team is not null)
			select n.team, array(select p.name from team_members tm join principals p on p.id = tm.principal_id
			                     where tm.team = n.team order by p.name)
			from names n order by n.team`)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (Team, error) {
			var t Team
			err := r.Scan(&t.Name, &t.Members)
			return t, err
		})
		return err
	})
	return out, err
}

// SetPrincipalRole changes one principal's role; the next call of that principal sees it. An
// admin cannot demote itself (someone must be left to undo it).
func (s *Service) SetPrincipalRole(ctx context.Context, admin policy.Identity, name, role string) error {
	if err := policy.ValidateName("role", role); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return s.changePrincipal(ctx, admin, name, role != policy.RoleAdmin,
		`update principals set role = $2 where id = $1`, role, map[string]any{"name": name, "role": role})
}

// SetPrincipalDisabled disables (or enables) one principal. A disabled principal's tokens,
// console sessions and logins are refused at once; its memories stay. An admin cannot disable
// itself.
func (s *Service) SetPrincipalDisabled(ctx context.Context, admin policy.Identity, name string, disabled bool) error {
	return s.changePrincipal(ctx, admin, name, disabled,
		`with p as (update principals set disabled_at = case when $2 then coalesce(disabled_at, now()) end where id = $1 returning id, disabled_at)
		 delete from console_sessions s using p where s.principal_id = p.id and p.disabled_at is not null`,
		disabled, map[string]any{"name": name, "disabled": disabled})
}

// changePrincipal runs one update of principal name's row ($1 its id, $2 arg) and audits it.
// selfForbidden refuses the change when the admin is changing itself.
func (s *Service) changePrincipal(ctx context.Context, admin policy.Identity, name string, selfForbidden bool, sql string, arg any, detail map[string]any) error {
	defer s.auth.invalidate() // after the commit (authCache)
	return s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, name)
		if err != nil {
			return err
		}
		if p.ID == admin.PrincipalID && selfForbidden {
			return errorf(CodeInvalid, "you cannot disable or demote yourself; ask another admin")
		}
		if _, err := tx.Exec(ctx, sql, p.ID, arg); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActPrincipalUpdate, nil, detail)
	})
}
