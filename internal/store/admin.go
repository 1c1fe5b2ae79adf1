package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/policy"
)

// RequireAdmin checks that id may perform the admin operation op, inside the caller's
// transaction: the principal's role is read fresh, so a demoted admin loses the power on the very
// next call. The admin CLI's identity (policy.CLIAdmin) is a built-in admin. Every admin method
// calls it first; adapters never decide an admin rule themselves.
func RequireAdmin(ctx context.Context, log *slog.Logger, q pgx.Tx, id policy.Identity, op policy.AdminOp) error {
	if id.BuiltinAdmin() {
		return nil
	}
	if id.PrincipalID == "" {
		return Errorf(CodeUnauthenticated, "no principal: sign in as an admin")
	}
	c, err := adminCaller(ctx, q, id)
	if err != nil {
		return err
	}
	if v := policy.CheckAdmin(c, op); !v.Allowed {
		log.WarnContext(ctx, "admin call refused", "op", op, "reason", v.Reason, id.LogAttrs())
		return Errorf(CodeForbidden, "%s", v.Reason)
	}
	return nil
}

// AdminTx runs fn in a transaction after RequireAdmin passed for op, so the check and the
// operation see the same facts. Nothing else (not even whether a named principal exists) is
// answered to a caller who is not an admin.
func AdminTx(ctx context.Context, log *slog.Logger, db *pgxpool.Pool, id policy.Identity, op policy.AdminOp, fn func(tx pgx.Tx) error) error {
	return pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		if err := RequireAdmin(ctx, log, tx, id, op); err != nil {
			return err
		}
		return fn(tx)
	})
}

// IsAdminIn reports, silently, whether id may perform op: for an operation an admin may perform
// on anyone's behalf and anyone else on their own (resolving a pending deletion).
func IsAdminIn(ctx context.Context, tx pgx.Tx, id policy.Identity, op policy.AdminOp) bool {
	if id.BuiltinAdmin() {
		return true
	}
	c, err := adminCaller(ctx, tx, id)
	return err == nil && policy.CheckAdmin(c, op).Allowed
}

// adminCaller reads what the admin check needs of the principal behind id: its role and kind.
func adminCaller(ctx context.Context, q pgx.Tx, id policy.Identity) (policy.Caller, error) {
	var c policy.Caller
	err := q.QueryRow(ctx, `select role, service from principals where id = $1`, id.PrincipalID).Scan(&c.Role, &c.Service)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, Errorf(CodeUnauthenticated, "the principal behind this session no longer exists; ask an admin for a new token")
	}
	if err != nil {
		return c, fmt.Errorf("load principal: %w", err)
	}
	return c, nil
}
