package identity

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// The identity service's part of `recall admin export --governance` and of its import:
// principals, teams, grants and the roles' rules. The memory service runs both in its own
// transaction (one snapshot for an export; all or nothing for an import) and calls these with it.

// ActGovernanceImport audits an import's changes to the governance (one row, with the counts).
const ActGovernanceImport = "governance.import"

// ExportGovernance emits, read in tx, every principal, team, grant and rule state as an export's
// lines (store.PrincipalRecord, …), principals first, each kind in name order. No secret is read:
// neither token hashes nor password hashes. The caller checked the admin operation.
func (s *Service) ExportGovernance(ctx context.Context, tx pgx.Tx, emit func(any) error) error {
	rows, err := tx.Query(ctx, `select name, role, service, run_cap, write_budget, write_budget_seconds,
		deletes_need_approval, capture_since is not null, disabled_at is not null, created_at from principals order by name`)
	if err != nil {
		return err
	}
	principals, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.PrincipalRecord, error) {
		p := store.PrincipalRecord{Kind: store.KindPrincipal}
		var saves, seconds *int
		p.Capture = new(bool)
		err := r.Scan(&p.Name, &p.Role, &p.Service, &p.RunCap, &saves, &seconds, &p.DeletesNeedApproval, p.Capture, &p.Disabled, &p.CreatedAt)
		if b := store.BudgetOf(saves, seconds); b != nil {
			str := b.String()
			p.WriteBudget = &str
		}
		p.CreatedAt = p.CreatedAt.UTC()
		return p, err
	})
	if err != nil {
		return err
	}
	rows, err = tx.Query(ctx, `select tm.team, array_agg(p.name order by p.name)
		from team_members tm join principals p on p.id = tm.principal_id group by tm.team order by tm.team`)
	if err != nil {
		return err
	}
	teams, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.TeamRecord, error) {
		t := store.TeamRecord{Kind: store.KindTeam}
		return t, r.Scan(&t.Team, &t.Members)
	})
	if err != nil {
		return err
	}
	rows, err = tx.Query(ctx, `select g.system_id, coalesce(p.name, ''), coalesce(g.team, ''), g.level
		from grants g left join principals p on p.id = g.principal_id
		order by g.system_id, p.name nulls last, g.team`)
	if err != nil {
		return err
	}
	grants, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.GrantRecord, error) {
		g := store.GrantRecord{Kind: store.KindGrant}
		return g, r.Scan(&g.System, &g.Principal, &g.Team, &g.Level)
	})
	if err != nil {
		return err
	}
	states, err := listRules(ctx, tx)
	if err != nil {
		return err
	}
	for _, p := range principals {
		if err := emit(p); err != nil {
			return err
		}
	}
	for _, t := range teams {
		if err := emit(t); err != nil {
			return err
		}
	}
	for _, g := range grants {
		if err := emit(g); err != nil {
			return err
		}
	}
	for _, st := range states {
		if err := emit(store.RuleRecord{Kind: store.KindRule, Role: st.Role, Rule: string(st.Rule), Revoked: st.Revoked}); err != nil {
			return err
		}
	}
	return nil
}

// ImportGovernance restores g in tx, for admin: principals (created, or set to the file's role,
// kind, caps, budget, approval and disabled state), team members added, grants set to the file's
// level, rules revoked or restored as the file has them. The file wins for what it names and
// nothing it does not name is removed, so importing the same file again changes nothing. rep gets
// a sentence per change. A line that cannot be restored (a bad name or level, a member that is
// no principal, an admin demoting itself) is an error naming the line; the caller's transaction
// then rolls back.
func (s *Service) ImportGovernance(ctx context.Context, tx pgx.Tx, admin policy.Identity, g *store.Governance, rep *store.GovernanceReport) error {
	for _, op := range []policy.AdminOp{policy.AdminPrincipals, policy.AdminTeams, policy.AdminGrants, policy.AdminRules} {
		if err := s.requireAdmin(ctx, tx, admin, op); err != nil {
			return err
		}
	}
	defer s.auth.invalidate()
	var now time.Time
	if err := tx.QueryRow(ctx, `select now()`).Scan(&now); err != nil {
		return err
	}
	for _, p := range g.Principals {
		if err := importPrincipal(ctx, tx, admin, p, now, rep); err != nil {
			return lineError(p.Line, err)
		}
	}
	for _, t := range g.Teams {
		if err := importTeam(ctx, tx, t, rep); err != nil {
			return lineError(t.Line, err)
		}
	}
	for _, gr := range g.Grants {
		if err := importGrant(ctx, tx, gr, rep); err != nil {
			return lineError(gr.Line, err)
		}
	}
	for _, r := range g.Rules {
		if err := importRule(ctx, tx, r, rep); err != nil {
			return lineError(r.Line, err)
		}
	}
	detail := map[string]any{}
	for kind, c := range rep.Counts {
		detail[kind] = map[string]int{"created": c[store.Created], "updated": c[store.Updated], "unchanged": c[store.Unchanged]}
	}
	return audit(ctx, tx, admin, ActGovernanceImport, nil, detail)
}

// lineError puts the file's line in front of a caller's mistake; other errors pass as they are.
func lineError(line int, err error) error {
	var e *store.Error
	if errors.As(err, &e) {
		return errorf(e.Code, "line %d: %s", line, e.Msg)
	}
	return fmt.Errorf("line %d: %w", line, err)
}

func importPrincipal(ctx context.Context, tx pgx.Tx, admin policy.Identity, r store.PrincipalRecord, now time.Time, rep *store.GovernanceReport) error {
	if err := policy.ValidateName("principal name", r.Name); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	if err := policy.ValidateName("role", r.Role); err != nil {
		return errorf(store.CodeInvalid, "principal %s: %v", r.Name, err)
	}
	if r.RunCap != nil && *r.RunCap < 0 {
		return errorf(store.CodeInvalid, "principal %s: run cap must be 0 or more", r.Name)
	}
	want := Principal{Name: r.Name, Role: r.Role, Service: r.Service, RunCap: r.RunCap, DeletesNeedApproval: r.DeletesNeedApproval, Disabled: r.Disabled}
	if r.Capture != nil {
		want.Capture = *r.Capture
	}
	if r.WriteBudget != nil {
		b, err := store.ParseWriteBudget(*r.WriteBudget)
		if err != nil {
			return err
		}
		want.WriteBudget = b
	}
	created := now
	if !r.CreatedAt.IsZero() {
		if err := store.CheckImportedTime("createdAt", r.CreatedAt, now, false); err != nil {
			return err
		}
		created = r.CreatedAt
	}
	saves, seconds := store.BudgetColumns(want.WriteBudget)
	have, err := principalByName(ctx, tx, r.Name)
	if store.ErrorCode(err) == store.CodeNotFound {
		if _, err := tx.Exec(ctx, `insert into principals (id, name, role, service, run_cap, write_budget, write_budget_seconds,
				deletes_need_approval, disabled_at, created_at, capture_since)
			values ($1, $2, $3, $4, $5, $6, $7, $8, case when $9 then now() end, $10, case when $11 then now() end)`,
			uuid.NewString(), r.Name, r.Role, r.Service, r.RunCap, saves, seconds, r.DeletesNeedApproval, r.Disabled, created, want.Capture); err != nil {
			return err
		}
		// The role, and whatever differs from a plain member's settings.
		settings := []string{"role " + r.Role}
		for _, c := range changes(Principal{Role: r.Role}, want) {
			settings = append(settings, c.Setting+" "+c.After)
		}
		rep.Note(store.KindPrincipal, store.Created, "principal %s created (%s)", r.Name, strings.Join(settings, ", "))
		return nil
	}
	if err != nil {
		return err
	}
	want.ID = have.ID
	if r.Capture == nil {
		want.Capture = have.Capture
	}
	diff := changes(have, want)
	if len(diff) == 0 {
		rep.Note(store.KindPrincipal, store.Unchanged, "")
		return nil
	}
	if have.ID == admin.PrincipalID && (want.Disabled || want.Service || want.Role != policy.RoleAdmin) {
		return errorf(store.CodeInvalid, "principal %s is you: the file would disable or demote you; ask another admin to import it", r.Name)
	}
	if _, err := tx.Exec(ctx, `update principals set role = $2, service = $3, run_cap = $4, write_budget = $5,
			write_budget_seconds = $6, deletes_need_approval = $7,
			disabled_at = case when $8 then coalesce(disabled_at, now()) end,
			password_hash = case when $3 then null else password_hash end,
			capture_since = case when $9 then coalesce(capture_since, now()) end
		where id = $1`, have.ID, r.Role, r.Service, r.RunCap, saves, seconds, r.DeletesNeedApproval, r.Disabled, want.Capture); err != nil {
		return err
	}
	if r.Service || r.Disabled {
		if _, err := tx.Exec(ctx, `delete from console_sessions where principal_id = $1`, have.ID); err != nil {
			return err
		}
	}
	rep.Note(store.KindPrincipal, store.Updated, "principal %s updated: %s", r.Name, Changed{Changes: diff}.Summary())
	return nil
}

func importTeam(ctx context.Context, tx pgx.Tx, r store.TeamRecord, rep *store.GovernanceReport) error {
	if err := policy.ValidateName("team", r.Team); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	var existed bool
	if err := tx.QueryRow(ctx, `select exists (select 1 from team_members where team = $1)`, r.Team).Scan(&existed); err != nil {
		return err
	}
	var added []string
	for _, name := range r.Members {
		pid, err := store.PrincipalID(ctx, tx, name)
		if store.ErrorCode(err) == store.CodeNotFound {
			return errorf(store.CodeInvalid, "team %s: member %q is no principal, in this file or the database", r.Team, name)
		}
		if err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `insert into team_members (team, principal_id) values ($1, $2) on conflict do nothing`, r.Team, pid)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 1 {
			added = append(added, name)
		}
	}
	switch {
	case len(added) == 0:
		rep.Note(store.KindTeam, store.Unchanged, "")
	case !existed:
		rep.Note(store.KindTeam, store.Created, "team %s created: %s", r.Team, strings.Join(added, ", "))
	default:
		rep.Note(store.KindTeam, store.Updated, "team %s: %s added", r.Team, strings.Join(added, ", "))
	}
	return nil
}

func importGrant(ctx context.Context, tx pgx.Tx, r store.GrantRecord, rep *store.GovernanceReport) error {
	if err := policy.ValidateName("system", r.System); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	if (r.Principal == "") == (r.Team == "") {
		return errorf(store.CodeInvalid, "a grant names exactly one of a principal or a team")
	}
	if _, err := policy.ParseAccessLevel(r.Level); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	var pid, team *string
	who := "team " + r.Team
	if r.Principal != "" {
		id, err := store.PrincipalID(ctx, tx, r.Principal)
		if store.ErrorCode(err) == store.CodeNotFound {
			return errorf(store.CodeInvalid, "grant on %s: %q is no principal, in this file or the database", r.System, r.Principal)
		}
		if err != nil {
			return err
		}
		pid, who = &id, "principal "+r.Principal
	} else {
		if err := policy.ValidateName("team", r.Team); err != nil {
			return errorf(store.CodeInvalid, "%v", err)
		}
		team = &r.Team
	}
	var before string
	err := tx.QueryRow(ctx, `select level from grants where system_id = $1
		and (principal_id = $2::uuid or team = $3::text)`, r.System, pid, team).Scan(&before)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		_, err = tx.Exec(ctx, `insert into grants (system_id, principal_id, team, level) values ($1, $2, $3, $4)`, r.System, pid, team, r.Level)
		rep.Note(store.KindGrant, store.Created, "grant %s on %s to %s added", r.Level, r.System, who)
	case err != nil:
	case before == r.Level:
		rep.Note(store.KindGrant, store.Unchanged, "")
	default:
		_, err = tx.Exec(ctx, `update grants set level = $4 where system_id = $1 and (principal_id = $2::uuid or team = $3::text)`,
			r.System, pid, team, r.Level)
		rep.Note(store.KindGrant, store.Updated, "grant on %s to %s: level %s → %s", r.System, who, before, r.Level)
	}
	return err
}

func importRule(ctx context.Context, tx pgx.Tx, r store.RuleRecord, rep *store.GovernanceReport) error {
	if err := policy.ValidateName("role", r.Role); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	rule, err := policy.ParseRule(r.Rule)
	if err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	var tag interface{ RowsAffected() int64 }
	if r.Revoked {
		tag, err = tx.Exec(ctx, `insert into rule_revocations (role, rule) values ($1, $2) on conflict do nothing`, r.Role, rule)
	} else {
		tag, err = tx.Exec(ctx, `delete from rule_revocations where role = $1 and rule = $2`, r.Role, rule)
	}
	if err != nil {
		return err
	}
	switch {
	case tag.RowsAffected() == 0:
		rep.Note(store.KindRule, store.Unchanged, "")
	case r.Revoked:
		rep.Note(store.KindRule, store.Updated, "rule %s revoked for role %s", rule, r.Role)
	default:
		rep.Note(store.KindRule, store.Updated, "rule %s restored for role %s", rule, r.Role)
	}
	return nil
}
