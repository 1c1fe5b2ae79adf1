package identity

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Principal is an identity that owns memories: a person's agent or a service (unattended) one.
type Principal struct {
	ID       string
	Name     string
	Role     string
	Service  bool
	RunCap   *int
	Disabled bool // a disabled principal's tokens, sessions and logins are refused
	// WriteBudget bounds its saves over a sliding window, whatever the run (nil: none).
	WriteBudget *store.WriteBudget
	// DeletesNeedApproval sends every delete its agents ask for to the pending queue.
	DeletesNeedApproval bool
	// Capture says whether `recall capture` saves what the principal's clients' hooks send
	// (memory.Service.Capture); off until an admin turns it on.
	Capture bool
}

// AddPrincipal creates a principal. Role defaults to "member". A service principal is an
// unattended agent: it never gets destructive operations, and runCap (if set) bounds its saves
// per run.
func (s *Service) AddPrincipal(ctx context.Context, admin policy.Identity, name, role string, service bool, runCap *int) (Principal, error) {
	return s.AddPrincipalWith(ctx, admin, Principal{Name: name, Role: role, Service: service, RunCap: runCap})
}

// AddPrincipalWith creates principal p (its ID is chosen here) with its governance: role (default
// "member"), kind, run cap, write budget and whether its deletes need approval. Errors:
// store.CodeInvalid (a bad name, role, cap or budget, or the name is taken).
func (s *Service) AddPrincipalWith(ctx context.Context, admin policy.Identity, p Principal) (Principal, error) {
	name, role, service, runCap := p.Name, p.Role, p.Service, p.RunCap
	if role == "" {
		role = "member"
	}
	if err := policy.ValidateName("principal name", name); err != nil {
		return Principal{}, errorf(store.CodeInvalid, "%v", err)
	}
	if err := policy.ValidateName("role", role); err != nil {
		return Principal{}, errorf(store.CodeInvalid, "%v", err)
	}
	if runCap != nil && *runCap < 0 {
		return Principal{}, errorf(store.CodeInvalid, "run cap must be 0 or more")
	}
	if err := store.CheckBudget(p.WriteBudget); err != nil {
		return Principal{}, err
	}
	p.ID, p.Role, p.Disabled = uuid.NewString(), role, false
	saves, seconds := store.BudgetColumns(p.WriteBudget)
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into principals (id, name, role, service, run_cap, write_budget, write_budget_seconds, deletes_need_approval)
			values ($1, $2, $3, $4, $5, $6, $7, $8)`,
			p.ID, p.Name, p.Role, p.Service, p.RunCap, saves, seconds, p.DeletesNeedApproval)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return errorf(store.CodeInvalid, "principal %q already exists", name)
		}
		if err != nil {
			return err
		}
		detail := map[string]any{"name": name, "role": role, "service": service, "runCap": runCap}
		if p.WriteBudget != nil {
			detail["writeBudget"] = p.WriteBudget.String()
		}
		if p.DeletesNeedApproval {
			detail["deletesNeedApproval"] = true
		}
		return audit(ctx, tx, admin, ActPrincipalAdd, nil, detail)
	})
	return p, err
}

// PrincipalByName returns the principal called name. It is for processes that already hold the
// database (stdio, benchmarks, tests); an adapter acting for a caller uses the admin methods.
func (s *Service) PrincipalByName(ctx context.Context, name string) (Principal, error) {
	return principalByName(ctx, s.db, name)
}

// querier is what both a pool and a transaction offer.
type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func principalByName(ctx context.Context, q querier, name string) (Principal, error) {
	var p Principal
	var saves, seconds *int
	err := q.QueryRow(ctx, `select id, name, role, service, run_cap, disabled_at is not null,
		write_budget, write_budget_seconds, deletes_need_approval, capture_since is not null from principals where name = $1`, name).
		Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled, &saves, &seconds, &p.DeletesNeedApproval, &p.Capture)
	p.WriteBudget = store.BudgetOf(saves, seconds)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, store.NotFoundPrincipal(name)
	}
	return p, err
}

// EnsurePrincipal returns the principal called name, creating it as a member when it does not
// exist. It serves stdio, where whoever runs the process already holds the database URL.
func (s *Service) EnsurePrincipal(ctx context.Context, name string) (Principal, error) {
	if err := policy.ValidateName("principal name", name); err != nil {
		return Principal{}, errorf(store.CodeInvalid, "%v", err)
	}
	_, err := s.db.Exec(ctx, `insert into principals (id, name) values ($1, $2) on conflict (name) do nothing`, uuid.NewString(), name)
	if err != nil {
		return Principal{}, err
	}
	return s.PrincipalByName(ctx, name)
}

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
		var err error
		out, err = queryPrincipals(ctx, tx, "", 0)
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
	// NewRole says Role is meant even though no principal holds it yet; otherwise a role
	// that does not exist is refused as a typo (policy.CheckRole).
	NewRole bool
}

// UpdatePrincipal applies u to the principal u.Name; the next call of that principal sees it. A
// principal that becomes a service principal or is disabled loses its console sessions; a
// disabled principal's tokens stop working. An admin cannot disable or demote itself (someone
// must be left to undo it). An admin operation.
func (s *Service) UpdatePrincipal(ctx context.Context, admin policy.Identity, u PrincipalUpdate) error {
	if err := policy.ValidateName("role", u.Role); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	if u.RunCap != nil && *u.RunCap < 0 {
		return errorf(store.CodeInvalid, "run cap must be 0 or more")
	}
	defer s.auth.invalidate() // after the commit (authCache)
	return s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, u.Name)
		if err != nil {
			return err
		}
		if p.ID == admin.PrincipalID && (u.Disabled || u.Service || u.Role != policy.RoleAdmin) {
			return errorf(store.CodeInvalid, "you cannot disable, demote or make a service principal of yourself; ask another admin")
		}
		if u.Role != p.Role {
			if err := checkRole(ctx, tx, u.Role, u.NewRole); err != nil {
				return err
			}
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

// SetPrincipalRole changes one principal's role; the next call of that principal sees it. The
// role must exist (a built-in role, one a principal holds, or one a revoked rule names) unless
// newRole says a new one is meant. An admin cannot demote itself (someone must be left to undo
// it). Errors: store.CodeInvalid (a bad or unknown role: the message lists the roles),
// store.CodeNotFound.
func (s *Service) SetPrincipalRole(ctx context.Context, admin policy.Identity, name, role string, newRole bool) (Changed, error) {
	if err := policy.ValidateName("role", role); err != nil {
		return Changed{}, errorf(store.CodeInvalid, "%v", err)
	}
	var out Changed
	defer s.auth.invalidate() // after the commit (authCache)
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, name)
		if err != nil {
			return err
		}
		if p.ID == admin.PrincipalID && role != policy.RoleAdmin {
			return errorf(store.CodeInvalid, "you cannot disable or demote yourself; ask another admin")
		}
		if err := checkRole(ctx, tx, role, newRole || role == p.Role); err != nil {
			return err
		}
		after := p
		after.Role = role
		out = Changed{Principal: after, Changes: changes(p, after)}
		if len(out.Changes) == 0 {
			return nil
		}
		if _, err := tx.Exec(ctx, `update principals set role = $2 where id = $1`, p.ID, role); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActPrincipalUpdate, nil, map[string]any{"name": name, "role": role, "from": p.Role})
	})
	return out, err
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
			return errorf(store.CodeInvalid, "you cannot disable or demote yourself; ask another admin")
		}
		if _, err := tx.Exec(ctx, sql, p.ID, arg); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActPrincipalUpdate, nil, detail)
	})
}

// ActPrincipalGovernance audits a change of a principal's write budget, delete approval or capture.
const ActPrincipalGovernance = "principal.governance"

// GovernanceUpdate changes what bounds a principal's agents beyond its role and run cap. Fields
// left unset keep their value.
type GovernanceUpdate struct {
	Name string
	// SetWriteBudget says to set WriteBudget (nil: remove the budget).
	SetWriteBudget bool
	WriteBudget    *store.WriteBudget
	// DeletesNeedApproval, when set, says whether every delete its agents ask for waits for a
	// person's approval.
	DeletesNeedApproval *bool
	// SetRunCap says to set RunCap (nil: no cap), the most saves of one run.
	SetRunCap bool
	RunCap    *int
	// Capture, when set, turns capture on or off (turning it on again keeps the moment it was
	// turned on).
	Capture *bool
}

// SetPrincipalGovernance applies u to the principal u.Name; its next call sees it. A budget's
// uses so far still count in the window. It returns the principal as it is now and what changed
// (nothing, when every value given was already so). An admin operation. Errors:
// store.CodeInvalid, store.CodeNotFound.
func (s *Service) SetPrincipalGovernance(ctx context.Context, admin policy.Identity, u GovernanceUpdate) (Changed, error) {
	if !u.SetWriteBudget && u.DeletesNeedApproval == nil && !u.SetRunCap && u.Capture == nil {
		return Changed{}, errorf(store.CodeInvalid, "nothing to change: give --run-cap N (or none), --write-budget N/WINDOW (or none), --deletes-need-approval=true|false or --capture on|off")
	}
	if u.SetWriteBudget {
		if err := store.CheckBudget(u.WriteBudget); err != nil {
			return Changed{}, err
		}
	}
	if u.SetRunCap && u.RunCap != nil && *u.RunCap < 0 {
		return Changed{}, errorf(store.CodeInvalid, "run cap must be 0 or more")
	}
	var out Changed
	defer s.auth.invalidate() // after the commit (authCache)
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, u.Name)
		if err != nil {
			return err
		}
		after := p
		if u.SetWriteBudget {
			after.WriteBudget = u.WriteBudget
		}
		if u.DeletesNeedApproval != nil {
			after.DeletesNeedApproval = *u.DeletesNeedApproval
		}
		if u.SetRunCap {
			after.RunCap = u.RunCap
		}
		if u.Capture != nil {
			after.Capture = *u.Capture
		}
		out = Changed{Principal: after, Changes: changes(p, after)}
		if len(out.Changes) == 0 {
			return nil
		}
		saves, seconds := store.BudgetColumns(after.WriteBudget)
		if _, err := tx.Exec(ctx, `update principals set write_budget = $2, write_budget_seconds = $3,
			deletes_need_approval = $4, run_cap = $5, capture_since = case when $6 then coalesce(capture_since, now()) end
			where id = $1`,
			p.ID, saves, seconds, after.DeletesNeedApproval, after.RunCap, after.Capture); err != nil {
			return err
		}
		detail := map[string]any{"name": u.Name}
		if u.SetWriteBudget {
			detail["writeBudget"] = budgetString(after.WriteBudget)
		}
		if u.DeletesNeedApproval != nil {
			detail["deletesNeedApproval"] = after.DeletesNeedApproval
		}
		if u.SetRunCap {
			detail["runCap"] = after.RunCap
		}
		if u.Capture != nil {
			detail["capture"] = after.Capture
		}
		return audit(ctx, tx, admin, ActPrincipalGovernance, nil, detail)
	})
	return out, err
}
