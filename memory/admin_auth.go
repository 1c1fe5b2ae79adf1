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
