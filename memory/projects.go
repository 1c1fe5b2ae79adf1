package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recall-mcp/recall/policy"
)

// Project is a named group of principals and teams that share project-scope memories.
type Project struct {
	Name      string          `json:"name"`
	CreatedAt time.Time       `json:"createdAt"`
	Members   []ProjectMember `json:"members"`
}

// ProjectMember is a principal or a team (exactly one) in a project, with its level.
type ProjectMember struct {
	Project   string              `json:"-"`
	Principal string              `json:"principal,omitempty"`
	Team      string              `json:"team,omitempty"`
	Level     policy.ProjectLevel `json:"level"`
}

// AddProject creates a project. Admin operation (policy.AdminProjects). Errors: CodeInvalid (bad
// name, or it exists), CodeForbidden.
func (s *Service) AddProject(ctx context.Context, admin policy.Identity, name string) error {
	if err := policy.ValidateName("project name", name); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminProjects); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `insert into projects (name) values ($1)`, name)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return errorf(CodeInvalid, "project %q already exists", name)
		}
		if err != nil {
			return fmt.Errorf("add project: %w", err)
		}
		return audit(ctx, tx, admin, ActProjectAdd, nil, map[string]any{"project": name})
	})
}

// Projects lists every project with its members, by name. Admin operation (policy.AdminProjects).
func (s *Service) Projects(ctx context.Context, admin policy.Identity) ([]Project, error) {
	var out []Project
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminProjects); err != nil {
			return err
		}
		var err error
		out, err = listProjects(ctx, tx)
		return err
	})
	return out, err
}

// listProjects reads every project with its members, by name.
func listProjects(ctx context.Context, tx pgx.Tx) ([]Project, error) {
	rows, err := tx.Query(ctx, `select p.name, p.created_at from projects p order by p.name`)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Project, error) {
		var p Project
		err := r.Scan(&p.Name, &p.CreatedAt)
		p.Members = []ProjectMember{}
		return p, err
	})
	if err != nil {
		return nil, err
	}
	rows, err = tx.Query(ctx, `select m.project, coalesce(pr.name, ''), coalesce(m.team, ''), m.level
		from project_members m left join principals pr on pr.id = m.principal_id
		order by m.project, m.team nulls first, pr.name`)
	if err != nil {
		return nil, err
	}
	members, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ProjectMember, error) {
		var m ProjectMember
		err := r.Scan(&m.Project, &m.Principal, &m.Team, &m.Level)
		return m, err
	})
	if err != nil {
		return nil, err
	}
	idx := map[string]int{}
	for i, p := range out {
		idx[p.Name] = i
	}
	for _, m := range members {
		out[idx[m.Project]].Members = append(out[idx[m.Project]].Members, m)
	}
	return out, nil
}

// AddProjectMember makes a principal or a team (exactly one) a member of a project at a level;
// adding an existing member updates its level. Sessions bound to the project are told their
// always-inject set changed. Admin operation (policy.AdminProjects). Errors: CodeInvalid,
// CodeNotFound (no such project or principal), CodeForbidden.
func (s *Service) AddProjectMember(ctx context.Context, admin policy.Identity, m ProjectMember) error {
	if _, err := policy.ParseProjectLevel(string(m.Level)); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	return s.changeMembership(ctx, admin, m, true)
}

// RemoveProjectMember removes a principal's or a team's membership. It takes effect on the
// member's very next call, in open sessions too (membership is read in every query), and the
// sessions bound to the project are told their always-inject set changed. Admin operation
// (policy.AdminProjects). Errors: CodeInvalid, CodeNotFound (no such membership), CodeForbidden.
func (s *Service) RemoveProjectMember(ctx context.Context, admin policy.Identity, m ProjectMember) error {
	return s.changeMembership(ctx, admin, m, false)
}

func (s *Service) changeMembership(ctx context.Context, admin policy.Identity, m ProjectMember, add bool) error {
	if err := policy.ValidateName("project", m.Project); err != nil {
		return errorf(CodeInvalid, "%v", err)
	}
	if (m.Principal == "") == (m.Team == "") {
		return errorf(CodeInvalid, "a project member is exactly one of a principal or a team")
	}
	if m.Team != "" {
		if err := policy.ValidateName("team", m.Team); err != nil {
			return errorf(CodeInvalid, "%v", err)
		}
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminProjects); err != nil {
			return err
		}
		var exists bool
		if err := tx.QueryRow(ctx, `select exists (select 1 from projects where name = $1)`, m.Project).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return errorf(CodeNotFound, "no project %q; create it with `recall admin project add %s`", m.Project, m.Project)
		}
		var pid *string
		if m.Principal != "" {
			var id string
			err := tx.QueryRow(ctx, `select id from principals where name = $1`, m.Principal).Scan(&id)
			if errors.Is(err, pgx.ErrNoRows) {
				return errorf(CodeNotFound, "no principal %q; create it with `recall admin principal add %s`", m.Principal, m.Principal)
			}
			if err != nil {
				return err
			}
			pid = &id
		}
		var team *string
		if m.Team != "" {
			team = &m.Team
		}
		detail := map[string]any{"project": m.Project, "principal": m.Principal, "team": m.Team}
		action := ActProjectUnmember
		if add {
			action = ActProjectMember
			detail["level"] = m.Level
			var err error
			if pid != nil {
				_, err = tx.Exec(ctx, `insert into project_members (project, principal_id, level) values ($1, $2, $3)
					on conflict (project, principal_id) where principal_id is not null do update set level = excluded.level`,
					m.Project, pid, m.Level)
			} else {
				_, err = tx.Exec(ctx, `insert into project_members (project, team, level) values ($1, $2, $3)
					on conflict (project, team) where team is not null do update set level = excluded.level`,
					m.Project, team, m.Level)
			}
			if err != nil {
				return fmt.Errorf("add project member: %w", err)
			}
		} else {
			tag, err := tx.Exec(ctx, `delete from project_members where project = $1
				and (($2::uuid is not null and principal_id = $2) or ($3::text is not null and team = $3))`, m.Project, pid, team)
			if err != nil {
				return fmt.Errorf("remove project member: %w", err)
			}
			if tag.RowsAffected() == 0 {
				who := "principal " + m.Principal
				if m.Team != "" {
					who = "team " + m.Team
				}
				return errorf(CodeNotFound, "%s is not a member of project %q", who, m.Project)
			}
		}
		if err := audit(ctx, tx, admin, action, nil, detail); err != nil {
			return err
		}
		// Whoever is bound to the project may have gained or lost its memories.
		return notifyInject(ctx, tx, Change{Scope: ScopeProject, ProjectID: m.Project, Membership: true})
	})
}

// notifyTeamProjects tells the sessions bound to each project team is a member of that their
// always-inject set may have changed (a principal joined or left the team).
func notifyTeamProjects(ctx context.Context, tx pgx.Tx, team string) error {
	rows, err := tx.Query(ctx, `select distinct project from project_members where team = $1`, team)
	if err != nil {
		return err
	}
	projects, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}
	for _, p := range projects {
		if err := notifyInject(ctx, tx, Change{Scope: ScopeProject, ProjectID: p, Membership: true}); err != nil {
			return err
		}
	}
	return nil
}
