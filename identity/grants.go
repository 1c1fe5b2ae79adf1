package identity

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

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
		return errorf(store.CodeInvalid, "%v", err)
	}
	if (g.Principal == "") == (g.Team == "") {
		return errorf(store.CodeInvalid, "a grant names exactly one of a principal or a team")
	}
	if _, err := policy.ParseAccessLevel(string(g.Level)); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	if g.Team != "" {
		if err := policy.ValidateName("team", g.Team); err != nil {
			return errorf(store.CodeInvalid, "%v", err)
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
			return errorf(store.CodeNotFound, "no such grant on system %q", g.SystemID)
		}
		return audit(ctx, tx, admin, ActGrantRemove, nil, map[string]any{"system": g.SystemID, "principal": g.Principal, "team": g.Team})
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
