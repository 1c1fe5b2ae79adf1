package memory

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// requireAdmin checks that id may perform the admin operation op, inside the caller's
// transaction: the principal's role is read fresh, so a demoted admin loses the power on the very
// next call. The admin CLI's identity (policy.CLIAdmin) is a built-in admin. Every admin method of
// the service calls it first; adapters never decide an admin rule themselves.
func (s *Service) requireAdmin(ctx context.Context, q pgx.Tx, id policy.Identity, op policy.AdminOp) error {
	if id.BuiltinAdmin() {
		return nil
	}
	if id.PrincipalID == "" {
		return errorf(CodeUnauthenticated, "no principal: sign in as an admin")
	}
	c, err := loadCaller(ctx, q, id)
	if err != nil {
		return err
	}
	if v := policy.CheckAdmin(c.Caller, op); !v.Allowed {
		s.log.WarnContext(ctx, "admin call refused", "op", op, "reason", v.Reason, id.LogAttrs())
		return errorf(CodeForbidden, "%s", v.Reason)
	}
	return nil
}

// adminTx runs fn in a transaction after requireAdmin passed for op, so the check and the
// operation see the same facts. Nothing else (not even whether a named principal exists) is
// answered to a caller who is not an admin.
func (s *Service) adminTx(ctx context.Context, id policy.Identity, op policy.AdminOp, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, id, op); err != nil {
			return err
		}
		return fn(tx)
	})
}

// isAdminIn reports, silently, whether id may perform op: for an operation an admin may perform
// on anyone's behalf and anyone else on their own (resolving a pending deletion).
func (s *Service) isAdminIn(ctx context.Context, tx pgx.Tx, id policy.Identity, op policy.AdminOp) bool {
	if id.BuiltinAdmin() {
		return true
	}
	c, err := loadCaller(ctx, tx, id)
	return err == nil && policy.CheckAdmin(c.Caller, op).Allowed
}
