package memory

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/search"
)

// Exported is one memory as `recall admin export` writes it: the memory with its scope and
// provenance, the owner by name so it can be restored into another database.
type Exported struct {
	Kind string `json:"kind" db:"-"` // store.KindMemory; empty in exports made before lines had kinds
	Memory
	Owner string `json:"owner" db:"owner"`
	RunID string `json:"runId,omitempty" db:"run_id"`
	Line  int    `json:"-" db:"-"` // the file's line, for an import's errors (0: not read from a file)
}

// GovernanceStore is the identity service's part of an export with governance and of its
// import: principals, teams, grants and the roles' rules, read and restored inside the memory
// service's transaction (identity.Service implements it; the two packages never import each
// other).
type GovernanceStore interface {
	ExportGovernance(ctx context.Context, tx pgx.Tx, emit func(any) error) error
	ImportGovernance(ctx context.Context, tx pgx.Tx, admin policy.Identity, g *store.Governance, rep *store.GovernanceReport) error
}

// governanceOps are the admin operations an export or import of the governance reads or writes.
var governanceOps = []policy.AdminOp{policy.AdminPrincipals, policy.AdminTeams, policy.AdminGrants, policy.AdminRules, policy.AdminProjects}

// ExportOptions says what an export holds.
type ExportOptions struct {
	// Since and Until bound the memories by savedAt (UpdatedAt), as searchMemory's since and
	// until do: since inclusive, until exclusive, nil for an open end.
	Since, Until *time.Time
	// Governance, when set, puts the governance before the memories: principals, teams, grants
	// and the roles' rules through it, then projects with their members. It is never windowed.
	Governance GovernanceStore
}

// Export calls emit for every memory, oldest first, expired ones included. It is an admin
// operation; the export reads one snapshot.
func (s *Service) Export(ctx context.Context, admin policy.Identity, emit func(Exported) error) error {
	return s.ExportWindow(ctx, admin, nil, nil, emit)
}

// ExportWindow is Export of the memories whose savedAt (UpdatedAt) is in the window, as
// searchMemory's since and until bound it: since inclusive, until exclusive, nil for an open end.
// A window that ends before it begins is refused (CodeInvalid).
func (s *Service) ExportWindow(ctx context.Context, admin policy.Identity, since, until *time.Time, emit func(Exported) error) error {
	return s.ExportRecords(ctx, admin, ExportOptions{Since: since, Until: until}, func(v any) error { return emit(v.(Exported)) })
}

// ExportRecords is the whole export: every line, governance first when o asks for it (a
// store.PrincipalRecord, TeamRecord, GrantRecord, RuleRecord or ProjectRecord), then the
// memories (Exported), all read from one snapshot. An admin operation.
func (s *Service) ExportRecords(ctx context.Context, admin policy.Identity, o ExportOptions, emit func(any) error) error {
	if err := checkWindow(o.Since, o.Until); err != nil {
		return err
	}
	return pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminExport); err != nil {
			return err
		}
		if o.Governance != nil {
			for _, op := range governanceOps {
				if err := s.requireAdmin(ctx, tx, admin, op); err != nil {
					return err
				}
			}
			if err := o.Governance.ExportGovernance(ctx, tx, emit); err != nil {
				return err
			}
			if err := exportProjects(ctx, tx, emit); err != nil {
				return err
			}
		}
		return export(ctx, tx, search.WindowBound(o.Since, pgtype.NegativeInfinity), search.WindowBound(o.Until, pgtype.Infinity),
			func(e Exported) error { return emit(e) })
	})
}

func export(ctx context.Context, tx pgx.Tx, since, until pgtype.Timestamptz, emit func(Exported) error) error {
	rows, err := tx.Query(ctx, `select `+memoryColumns+`, p.name as owner, coalesce(m.run_id, '') as run_id
		from memories m join principals p on p.id = m.owner_id
		where m.updated_at >= $1 and m.updated_at < $2
		order by m.created_at, m.id`, since, until)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := pgx.RowToStructByName[Exported](rows)
		if err != nil {
			return err
		}
		e.Kind = store.KindMemory
		if err := emit(e); err != nil {
			return err
		}
	}
	return rows.Err()
}
