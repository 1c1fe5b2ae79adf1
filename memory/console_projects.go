package memory

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// The console's identity is bound to no project. A project page binds it to the page's project
// (id.ProjectID) for the duration of one request, and every read and write then goes through the
// same visibility rule an agent's session bound to that project meets: visibleProjects, in the
// statement that reads the memories, so membership is checked where the rows are read and a
// removed member loses access on the next request. A project the person is not a member of, an
// unknown project and a malformed name all answer the same CodeNotFound.

// ProjectMembership is one project the console user is a member of.
type ProjectMembership struct {
	Name    string
	Level   policy.ProjectLevel // the highest of the direct and the team memberships
	Members int                 // principals and teams listed as members
	Direct  bool                // a member in their own name
	Teams   []string            // the user's teams that are members
}

// noProject is the one answer for an unknown project and one the user is not a member of.
func noProject(project string) error {
	return errorf(CodeNotFound, "no project %q that you are a member of", project)
}

// membershipSQL answers, for each candidate project c.project, the user's membership through
// visibleProjects (the candidate is the "bound" project): $1 principal id.
var membershipSQL = `
	select c.project,
	       c.project = any(array(` + visibleProjects("$1", "c.project", `'{write}'::text[]`) + `)),
	       (select count(*) from project_members x where x.project = c.project),
	       exists (select 1 from project_members d where d.project = c.project and d.principal_id = $1),
	       array(select d.team from project_members d where d.project = c.project and d.team in
	             (select t.team from team_members t where t.principal_id = $1) order by d.team)
	from (%s) c
	where c.project = any(array(` + visibleProjects("$1", "c.project", readProjectLevels) + `))
	order by c.project`

func scanMembership(r pgx.CollectableRow) (ProjectMembership, error) {
	var p ProjectMembership
	var write bool
	err := r.Scan(&p.Name, &write, &p.Members, &p.Direct, &p.Teams)
	p.Level = policy.ProjectRead
	if write {
		p.Level = policy.ProjectWrite
	}
	return p, err
}

// MyProjects lists the projects the console user is a member of, directly or through a team, with
// their level and the project's member count, by name.
func (s *Service) MyProjects(ctx context.Context, id policy.Identity) ([]ProjectMembership, error) {
	if id.PrincipalID == "" {
		return nil, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	var out []ProjectMembership
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, withAgent(id, consoleAgent), policy.OpRead); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, fmt.Sprintf(membershipSQL, `select distinct project from project_members`), id.PrincipalID)
		if err != nil {
			return fmt.Errorf("my projects: %w", err)
		}
		out, err = pgx.CollectRows(rows, scanMembership)
		return err
	})
	return out, err
}

// OpenProject returns the console user's membership of one project; not a member, unknown and
// malformed are the same CodeNotFound.
func (s *Service) OpenProject(ctx context.Context, id policy.Identity, project string) (ProjectMembership, error) {
	if id.PrincipalID == "" {
		return ProjectMembership{}, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	if policy.ValidateName("project", project) != nil {
		return ProjectMembership{}, noProject(project)
	}
	var p ProjectMembership
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		var err error
		p, err = openProject(ctx, tx, id, project)
		return err
	})
	return p, err
}

func openProject(ctx context.Context, tx pgx.Tx, id policy.Identity, project string) (ProjectMembership, error) {
	rows, err := tx.Query(ctx, fmt.Sprintf(membershipSQL, `select $2::text as project`), id.PrincipalID, project)
	if err != nil {
		return ProjectMembership{}, fmt.Errorf("open project: %w", err)
	}
	p, err := pgx.CollectExactlyOneRow(rows, scanMembership)
	if errors.Is(err, pgx.ErrNoRows) {
		return ProjectMembership{}, noProject(project)
	}
	return p, err
}

// InProject is the console identity bound to project for one request: the identity every project
// page passes to the service (ListProjectMemories, MemoryDetail, EditMemory,
// SetAlwaysInjectAsOwner, DeleteAsOwner, PreviewInject), which then sees that project's memories
// only while the person is a member.
func InProject(id policy.Identity, project string) policy.Identity {
	id.ProjectID = project
	return id
}

// ListProjectMemories lists one project's memories for a member: newest first a page at a time,
// or with a query ranked by Search's ranking (its best ConsolePageSize). Only the query, the tag
// and the page of f apply. A project the user is not a member of is CodeNotFound.
func (s *Service) ListProjectMemories(ctx context.Context, id policy.Identity, project string, f ListFilter) (ListPage, error) {
	if id.PrincipalID == "" {
		return ListPage{}, errorf(CodeUnauthenticated, "no principal: sign in first")
	}
	if policy.ValidateName("project", project) != nil {
		return ListPage{}, noProject(project)
	}
	f.Scope, f.AgentID, f.SystemID = "", "", ""
	if err := checkListFilter(&f); err != nil {
		return ListPage{}, err
	}
	pid := withAgent(InProject(id, project), consoleAgent)
	if f.Query != "" || f.windowed() {
		if _, err := s.OpenProject(ctx, pid, project); err != nil {
			return ListPage{}, err
		}
		in := SearchInput{Query: f.Query, Limit: ConsolePageSize, Scope: string(ScopeProject), ProjectID: project,
			Since: f.since, Until: f.until}
		if f.Tag != "" {
			in.Tags = []string{f.Tag}
		}
		// The search's own SQL checks membership again (visibleProjects with the bound project).
		hits, err := s.search(ctx, ownerIdentity(pid), in)
		return ListPage{Memories: hits}, err
	}
	out := ListPage{Page: f.Page}
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		out = ListPage{Page: f.Page} // a second attempt, on the primary, starts over
		if _, err := s.authorize(ctx, tx, pid, policy.OpRead); err != nil {
			return err
		}
		if _, err := openProject(ctx, tx, pid, project); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `select `+memoryColumns+` from memories m
			where m.scope = 'project' and m.project_id = $2
			  and `+visibleRow("$1::uuid", "''", readLevels, "$2::text", readProjectLevels)+` and ($3 = '' or m.tags @> array[$3])
			order by m.created_at desc, m.id desc
			limit $4 offset $5`, id.PrincipalID, project, f.Tag, ConsolePageSize+1, f.Page*ConsolePageSize)
		if err != nil {
			return fmt.Errorf("list project memories: %w", err)
		}
		return out.collect(rows)
	})
	return out, err
}

// projectMemory loads memory mid of the identity's bound project if the person is a member (need
// manage: a write member), with whether they may change it. Anything else, a memory of another
// project or scope included, is the same CodeNotFound as an unknown id.
func projectMemory(ctx context.Context, tx pgx.Tx, id policy.Identity, mid string, need policy.AccessLevel) (Memory, bool, error) {
	pneed := policy.ProjectRead
	if need == policy.AccessManage {
		pneed = policy.ProjectWrite
	}
	r, err := scanRow[memoryAnd](tx.Query(ctx, `select `+memoryColumns+`,
			m.project_id = any(array(`+visibleProjects("$1", "$3", `'{write}'::text[]`)+`)) as can
		from memories m
		where m.id = $2 and m.scope = 'project' and m.project_id = $3
		  and `+visibleRow("$1::uuid", "''", readLevels, "$3::text", "$4"),
		id.PrincipalID, mid, id.ProjectID, policy.ProjectLevels(pneed)))
	if errors.Is(err, pgx.ErrNoRows) {
		return Memory{}, false, notFound(mid, need)
	}
	if err != nil {
		return Memory{}, false, fmt.Errorf("load project memory: %w", err)
	}
	return r.Memory, r.Can, nil
}
