package memory

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Projects and their members in an export with governance, and back in its import.

// exportProjects emits every project with its members as an export's project lines.
func exportProjects(ctx context.Context, tx pgx.Tx, emit func(any) error) error {
	ps, err := listProjects(ctx, tx)
	if err != nil {
		return err
	}
	for _, p := range ps {
		r := store.ProjectRecord{Kind: store.KindProject, Name: p.Name, CreatedAt: p.CreatedAt.UTC(), Members: []store.ProjectMemberRecord{}}
		for _, m := range p.Members {
			r.Members = append(r.Members, store.ProjectMemberRecord{Principal: m.Principal, Team: m.Team, Level: string(m.Level)})
		}
		if err := emit(r); err != nil {
			return err
		}
	}
	return nil
}

// importProjects restores projects and their members in tx: a missing project is created, a
// member missing is added and one at another level is set to the file's (nothing the file does
// not name is removed). Sessions bound to a changed project are told their always-inject set
// may have changed. A bad line is an error naming it.
func importProjects(ctx context.Context, tx pgx.Tx, projects []store.ProjectRecord, rep *store.GovernanceReport) error {
	var now time.Time
	if err := tx.QueryRow(ctx, `select now()`).Scan(&now); err != nil {
		return err
	}
	for _, p := range projects {
		changes, created, err := importProject(ctx, tx, p, now)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				return errorf(e.Code, "line %d: %s", p.Line, e.Msg)
			}
			return err
		}
		switch {
		case created:
			rep.Note(store.KindProject, store.Created, "project %s created%s", p.Name, listed(": ", changes))
		case len(changes) > 0:
			rep.Note(store.KindProject, store.Updated, "project %s: %s", p.Name, listed("", changes))
		default:
			rep.Note(store.KindProject, store.Unchanged, "")
		}
		if created || len(changes) > 0 {
			if err := notifyInject(ctx, tx, Change{Scope: ScopeProject, ProjectID: p.Name}); err != nil {
				return err
			}
		}
	}
	return nil
}

// importProject restores one project line; it returns what changed and whether it created it.
func importProject(ctx context.Context, tx pgx.Tx, p store.ProjectRecord, now time.Time) ([]string, bool, error) {
	if err := policy.ValidateName("project name", p.Name); err != nil {
		return nil, false, errorf(CodeInvalid, "%v", err)
	}
	created := now
	if !p.CreatedAt.IsZero() {
		if err := store.CheckImportedTime("createdAt", p.CreatedAt, now, false); err != nil {
			return nil, false, err
		}
		created = p.CreatedAt
	}
	tag, err := tx.Exec(ctx, `insert into projects (name, created_at) values ($1, $2) on conflict do nothing`, p.Name, created)
	if err != nil {
		return nil, false, err
	}
	var changes []string
	for _, m := range p.Members {
		if (m.Principal == "") == (m.Team == "") {
			return nil, false, errorf(CodeInvalid, "project %s: a member is exactly one of a principal or a team", p.Name)
		}
		if _, err := policy.ParseProjectLevel(m.Level); err != nil {
			return nil, false, errorf(CodeInvalid, "project %s: %v", p.Name, err)
		}
		var pid, team *string
		who := "team " + m.Team
		if m.Principal != "" {
			id, err := store.PrincipalID(ctx, tx, m.Principal)
			if ErrorCode(err) == CodeNotFound {
				return nil, false, errorf(CodeInvalid, "project %s: member %q is no principal, in this file or the database", p.Name, m.Principal)
			}
			if err != nil {
				return nil, false, err
			}
			pid, who = &id, "principal "+m.Principal
		} else {
			if err := policy.ValidateName("team", m.Team); err != nil {
				return nil, false, errorf(CodeInvalid, "project %s: %v", p.Name, err)
			}
			team = &m.Team
		}
		var before string
		err := tx.QueryRow(ctx, `select level from project_members where project = $1
			and (principal_id = $2::uuid or team = $3::text)`, p.Name, pid, team).Scan(&before)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			_, err = tx.Exec(ctx, `insert into project_members (project, principal_id, team, level) values ($1, $2, $3, $4)`,
				p.Name, pid, team, m.Level)
			changes = append(changes, who+" added ("+m.Level+")")
		case err != nil:
		case before != m.Level:
			_, err = tx.Exec(ctx, `update project_members set level = $4 where project = $1
				and (principal_id = $2::uuid or team = $3::text)`, p.Name, pid, team, m.Level)
			changes = append(changes, who+" level "+before+" → "+m.Level)
		}
		if err != nil {
			return nil, false, err
		}
	}
	return changes, tag.RowsAffected() == 1, nil
}

// listed joins items after prefix, or is "" for none.
func listed(prefix string, items []string) string {
	if len(items) == 0 {
		return ""
	}
	return prefix + strings.Join(items, ", ")
}
