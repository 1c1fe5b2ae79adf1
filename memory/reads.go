package memory

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ReadRouter picks where a caller's reads run when the database has streaming replicas
// (internal/dbroute.Router): a replica that has replayed every write of the caller, else the
// primary. The service asks it for every read made for a caller (searches, browses, resources,
// console lists) and tells it of every write after the commit, so a caller always reads its own
// writes and adapters never choose a pool. What others wrote reaches a replica reader with the
// replica's lag; changes to who may read what reach it at once.
type ReadRouter interface {
	// Read runs f on the pool for principal's read; f may run twice (again on the primary when a
	// replica failed under it, or to confirm a refusal or an absence), so it starts from nothing.
	Read(ctx context.Context, principal string, f func(db *pgxpool.Pool) error) error
	// Wrote records that principal (Everyone: all principals) has just committed a write.
	Wrote(ctx context.Context, principal string)
}

// Everyone, as Wrote's principal, fences every principal's reads: an admin's change that others
// read (a deletion approved, a revert, an import).
const Everyone = "*"

// RouteReads sends the service's reads for callers through rr. Call it before serving; without it
// every read runs on the primary.
func (s *Service) RouteReads(rr ReadRouter) { s.reads = rr }

// read runs f on the pool principal's reads use (ReadRouter.Read): f may run twice.
func (s *Service) read(ctx context.Context, principal string, f func(db *pgxpool.Pool) error) error {
	if s.reads == nil {
		return f(s.db)
	}
	return s.reads.Read(ctx, principal, f)
}

// readTx runs f in a read-only transaction on the pool principal's reads use: f may run twice.
func (s *Service) readTx(ctx context.Context, principal string, f func(tx pgx.Tx) error) error {
	return s.read(ctx, principal, func(db *pgxpool.Pool) error {
		return pgx.BeginTxFunc(ctx, db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, f)
	})
}

// wroteUnless is wrote for a deferred call, when *err is nil.
func (s *Service) wroteUnless(ctx context.Context, principal string, err *error) {
	if *err == nil {
		s.wrote(ctx, principal)
	}
}

// wrote tells the router that principal's write committed, before it is acknowledged.
func (s *Service) wrote(ctx context.Context, principal string) {
	if s.reads != nil && principal != "" {
		s.reads.Wrote(ctx, principal)
	}
}
