package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// Exported is one memory as `recall admin export` writes it: the memory with its scope and
// provenance, the owner by name so it can be restored into another database.
type Exported struct {
	Memory
	Owner string `json:"owner"`
	RunID string `json:"runId,omitempty"`
}

// Export calls emit for every memory, oldest first, expired ones included. It is an admin
// operation; the export reads one snapshot.
func (s *Service) Export(ctx context.Context, admin policy.Identity, emit func(Exported) error) error {
	return pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminExport); err != nil {
			return err
		}
		return export(ctx, tx, emit)
	})
}

func export(ctx context.Context, tx pgx.Tx, emit func(Exported) error) error {
	rows, err := tx.Query(ctx, `select `+memoryColumns+`, p.name, coalesce(m.run_id, '')
		from memories m join principals p on p.id = m.owner_id order by m.created_at, m.id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var e Exported
		if err := rows.Scan(&e.ID, &e.Scope, &e.OwnerID, &e.AgentID, &e.SystemID, &e.ProjectID, &e.RecallHint, &e.Content,
			&e.Tags, &e.AlwaysInject, &e.SourceConversationID, &e.CreatedAt, &e.UpdatedAt, &e.ExpiresAt,
			&e.Owner, &e.RunID); err != nil {
			return err
		}
		if err := emit(e); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Import restores exported memories as they were (ids, timestamps, owners by name, created as
// members when missing), without dedup; a memory whose id exists is skipped. Text is scrubbed
// again, so an export from an older scrubber gains its newer rules. Returns how many were added.
func (s *Service) Import(ctx context.Context, admin policy.Identity, items []Exported) (int, error) {
	added := 0
	err := s.adminTx(ctx, admin, policy.AdminImport, func(tx pgx.Tx) error {
		owners := map[string]string{}
		for i, e := range items {
			if _, err := uuid.Parse(e.ID); err != nil {
				return errorf(CodeInvalid, "line %d: id %q is not a UUID", i+1, e.ID)
			}
			if e.Scope != ScopeUser && e.Scope != ScopeSystem && e.Scope != ScopeProject ||
				(e.Scope == ScopeSystem) == (e.SystemID == "") || (e.Scope == ScopeProject) == (e.ProjectID == "") {
				return errorf(CodeInvalid, "line %d: scope must be user, system with a systemId, or project with a projectId", i+1)
			}
			if e.ProjectID != "" {
				if err := policy.ValidateName("projectId", e.ProjectID); err != nil {
					return errorf(CodeInvalid, "line %d: %v", i+1, err)
				}
				// The project's memories come back with it; its members are an admin's to add.
				if _, err := tx.Exec(ctx, `insert into projects (name) values ($1) on conflict do nothing`, e.ProjectID); err != nil {
					return err
				}
			}
			if err := policy.ValidateName("owner", e.Owner); err != nil {
				return errorf(CodeInvalid, "line %d: %v", i+1, err)
			}
			oid, ok := owners[e.Owner]
			if !ok {
				if err := tx.QueryRow(ctx, `insert into principals (id, name) values ($1, $2)
					on conflict (name) do update set name = excluded.name returning id`, uuid.NewString(), e.Owner).Scan(&oid); err != nil {
					return err
				}
				owners[e.Owner] = oid
			}
			hint, content := s.scrub.Scrub(e.RecallHint).Text, s.scrub.Scrub(e.Content).Text
			var sys *string
			if e.SystemID != "" {
				sys = &e.SystemID
			}
			created, updated := e.CreatedAt, e.UpdatedAt
			if created.IsZero() {
				created = time.Now()
			}
			if updated.IsZero() {
				updated = created
			}
			tag, err := tx.Exec(ctx, `
				insert into memories (id, scope, owner_id, agent_id, system_id, project_id, recall_hint, content, tags,
				                      always_inject, source_conversation_id, run_id, created_at, updated_at, expires_at)
				values ($1, $2, $3, $4, $5, nullif($15, ''), $6, $7, $8, $9, nullif($10, ''), nullif($11, ''), $12, $13, $14)
				on conflict (id) do nothing`,
				e.ID, e.Scope, oid, nonEmpty(e.AgentID, "default"), sys, hint, content, nonNilTags(e.Tags),
				e.AlwaysInject, e.SourceConversationID, e.RunID, created, updated, e.ExpiresAt, e.ProjectID)
			if err != nil {
				return fmt.Errorf("line %d: %w", i+1, err)
			}
			added += int(tag.RowsAffected())
		}
		return audit(ctx, tx, admin, ActImport, nil, map[string]any{"lines": len(items), "added": added})
	})
	return added, err
}

func nonNilTags(t []string) []string {
	if t == nil {
		return []string{}
	}
	return t
}
