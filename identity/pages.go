package identity

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// The admin pages list principals and tokens a page at a time, by keyset (the first name of the
// page, the last token shown before it), so a page costs the same with ten principals as with
// ten thousand.

// PrincipalPage is one page of principals by name.
type PrincipalPage struct {
	Principals []PrincipalInfo
	// Tokens holds each listed principal's newest live tokens, at most the tokensEach asked
	// for; LiveTokens says how many it has in all.
	Tokens map[string][]TokenInfo
	Next   string   // the first name of the next page, to pass as from; "" on the last page
	Roles  []string // every role some principal holds, by name, for the role pickers
}

// PrincipalsPage lists at most limit principals by name, from the first whose name sorts at or
// after from, with the newest tokensEach live tokens of each. An admin operation (principals and
// tokens).
func (s *Service) PrincipalsPage(ctx context.Context, admin policy.Identity, from string, limit, tokensEach int) (PrincipalPage, error) {
	if limit < 1 || tokensEach < 0 {
		return PrincipalPage{}, errorf(store.CodeInvalid, "a page holds at least one principal")
	}
	var pg PrincipalPage
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		ps, err := queryPrincipals(ctx, tx, from, limit+1)
		if len(ps) > limit {
			ps, pg.Next = ps[:limit], ps[limit].Name
		}
		pg.Principals = ps
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `select distinct role from principals order by role`)
		if err != nil {
			return err
		}
		pg.Roles, err = pgx.CollectRows(rows, pgx.RowTo[string])
		return err
	})
	if err != nil || tokensEach == 0 {
		return pg, err
	}
	var names []string
	for _, p := range pg.Principals {
		if p.LiveTokens > 0 {
			names = append(names, p.Name)
		}
	}
	if len(names) == 0 {
		return pg, nil
	}
	pg.Tokens = map[string][]TokenInfo{}
	err = s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `
			select p.name, t.id, coalesce(t.agent_id, 'default'), coalesce(t.project_id, ''), t.created_at, t.last_used_at, t.expires_at, t.revoked_at
			from principals p cross join lateral (
				select * from tokens t where t.principal_id = p.id and t.revoked_at is null
				order by t.created_at desc, t.id desc limit $2) t
			where p.name = any($1)
			order by p.name, t.created_at desc, t.id desc`, names, tokensEach)
		if err != nil {
			return err
		}
		ts, err := pgx.CollectRows(rows, scanTokenInfo)
		for _, t := range ts {
			pg.Tokens[t.Principal] = append(pg.Tokens[t.Principal], t)
		}
		return err
	})
	return pg, err
}

// TokensPage lists at most limit of principal's live tokens, newest first, starting after the
// token called before ("" for the newest); more says that another page follows. An admin
// operation. Errors: store.CodeNotFound for an unknown principal, store.CodeInvalid for a before
// that is not a token id.
func (s *Service) TokensPage(ctx context.Context, admin policy.Identity, principal, before string, limit int) (ts []TokenInfo, more bool, err error) {
	if before != "" {
		if _, err := uuid.Parse(before); err != nil {
			return nil, false, errorf(store.CodeInvalid, "before must be a token id")
		}
	}
	if limit < 1 {
		return nil, false, errorf(store.CodeInvalid, "a page holds at least one token")
	}
	err = s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `
			select $1::text, id, coalesce(agent_id, 'default'), coalesce(project_id, ''), created_at, last_used_at, expires_at, revoked_at
			from tokens
			where principal_id = $2 and revoked_at is null
			  and ($3 = '' or (created_at, id) < (select created_at, id from tokens where id = nullif($3, '')::uuid))
			order by created_at desc, id desc limit $4`, p.Name, p.ID, before, limit+1)
		if err != nil {
			return err
		}
		ts, err = pgx.CollectRows(rows, scanTokenInfo)
		return err
	})
	if len(ts) > limit {
		ts, more = ts[:limit], true
	}
	return ts, more, err
}

func scanTokenInfo(r pgx.CollectableRow) (TokenInfo, error) {
	var t TokenInfo
	err := r.Scan(&t.Principal, &t.ID, &t.Agent, &t.Project, &t.CreatedAt, &t.LastUsed, &t.ExpiresAt, &t.RevokedAt)
	return t, err
}

// queryPrincipals reads principals by name from the first whose name sorts at or after from: at
// most limit of them, or all when limit is 0.
func queryPrincipals(ctx context.Context, tx pgx.Tx, from string, limit int) ([]PrincipalInfo, error) {
	rows, err := tx.Query(ctx, `
		select p.id, p.name, p.role, p.service, p.run_cap, p.disabled_at is not null, p.password_hash is not null,
		       (select count(*) from tokens t where t.principal_id = p.id and t.revoked_at is null),
		       array(select tm.team from team_members tm where tm.principal_id = p.id order by tm.team),
		       p.created_at, p.write_budget, p.write_budget_seconds, p.deletes_need_approval, p.capture_since is not null
		from principals p where p.name >= $1 order by p.name limit nullif($2, 0)`, from, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (PrincipalInfo, error) {
		var p PrincipalInfo
		var saves, seconds *int
		err := r.Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled, &p.HasPassword,
			&p.LiveTokens, &p.Teams, &p.CreatedAt, &saves, &seconds, &p.DeletesNeedApproval, &p.Capture)
		p.WriteBudget = store.BudgetOf(saves, seconds)
		return p, err
	})
}
