package memory

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// requireAdmin is store.RequireAdmin: every admin method of the service calls it first.
func (s *Service) requireAdmin(ctx context.Context, q pgx.Tx, id policy.Identity, op policy.AdminOp) error {
	return store.RequireAdmin(ctx, s.log, q, id, op)
}

// adminTx runs fn in a transaction after requireAdmin passed for op (store.AdminTx).
func (s *Service) adminTx(ctx context.Context, id policy.Identity, op policy.AdminOp, fn func(tx pgx.Tx) error) error {
	return store.AdminTx(ctx, s.log, s.db, id, op, fn)
}

// isAdminIn reports, silently, whether id may perform op (store.IsAdminIn).
func (s *Service) isAdminIn(ctx context.Context, tx pgx.Tx, id policy.Identity, op policy.AdminOp) bool {
	return store.IsAdminIn(ctx, tx, id, op)
}
