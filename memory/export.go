package memory

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/search"
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
	return s.ExportWindow(ctx, admin, nil, nil, emit)
}

// ExportWindow is Export of the memories whose savedAt (UpdatedAt) is in the window, as
// searchMemory's since and until bound it: since inclusive, until exclusive, nil for an open end.
// A window that ends before it begins is refused (CodeInvalid).
func (s *Service) ExportWindow(ctx context.Context, admin policy.Identity, since, until *time.Time, emit func(Exported) error) error {
	if err := checkWindow(since, until); err != nil {
		return err
	}
	return pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminExport); err != nil {
			return err
		}
		return export(ctx, tx, search.WindowBound(since, pgtype.NegativeInfinity), search.WindowBound(until, pgtype.Infinity), emit)
	})
}

func export(ctx context.Context, tx pgx.Tx, since, until pgtype.Timestamptz, emit func(Exported) error) error {
	rows, err := tx.Query(ctx, `select `+memoryColumns+`, p.name, coalesce(m.run_id, '')
		from memories m join principals p on p.id = m.owner_id
		where m.updated_at >= $1 and m.updated_at < $2
		order by m.created_at, m.id`, since, until)
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
// members when missing), without dedup; a memory whose id exists is skipped. Every line goes
// through the same validation and scrubbing as saveMemory (field limits, names, and every stored
// text field scrubbed, so an export from an older scrubber gains its newer rules), and its run id
// through CheckRunID. Expired memories are restored as they were. A bad line refuses the whole
// import, naming the line; nothing is stored. Returns how many were added and the redactions made.
func (s *Service) Import(ctx context.Context, admin policy.Identity, items []Exported) (int, error) {
	added, redactions := 0, 0
	err := s.adminTx(ctx, admin, policy.AdminImport, func(tx pgx.Tx) error {
		// Committed to disk before Import returns, whatever the server's default: a restored
		// backup should not be lost to a crash.
		if _, err := tx.Exec(ctx, `set local synchronous_commit = on`); err != nil {
			return err
		}
		owners := map[string]string{}
		projects := map[string]bool{}
		var batch []importRow
		for i, e := range items {
			line := i + 1
			if _, err := uuid.Parse(e.ID); err != nil {
				return errorf(CodeInvalid, "line %d: id %q is not a UUID", line, e.ID)
			}
			if e.Scope != ScopeUser && e.Scope != ScopeSystem && e.Scope != ScopeProject ||
				(e.Scope == ScopeSystem) == (e.SystemID == "") || (e.Scope == ScopeProject) == (e.ProjectID == "") {
				return errorf(CodeInvalid, "line %d: scope must be user, system with a systemId, or project with a projectId", line)
			}
			if e.ProjectID != "" {
				if err := policy.ValidateName("projectId", e.ProjectID); err != nil {
					return errorf(CodeInvalid, "line %d: %v", line, err)
				}
				// The project's memories come back with it; its members are an admin's to add.
				// Once per project, not once per line.
				if !projects[e.ProjectID] {
					if _, err := tx.Exec(ctx, `insert into projects (name) values ($1) on conflict do nothing`, e.ProjectID); err != nil {
						return err
					}
					projects[e.ProjectID] = true
				}
			}
			if err := policy.ValidateName("owner", e.Owner); err != nil {
				return errorf(CodeInvalid, "line %d: %v", line, err)
			}
			agent := cmp.Or(e.AgentID, "default")
			if err := policy.ValidateName("agentId", agent); err != nil {
				return errorf(CodeInvalid, "line %d: %v", line, err)
			}
			if e.RunID != "" {
				if err := s.CheckRunID(e.RunID); err != nil {
					return errorf(CodeInvalid, "line %d: %v", line, err)
				}
			}
			// The one validation path of saveMemory; expiry is restored as it was, past or not.
			in := SaveInput{Scope: string(e.Scope), SystemID: e.SystemID, ProjectID: e.ProjectID, RecallHint: e.RecallHint,
				Content: e.Content, Tags: e.Tags, AlwaysInject: e.AlwaysInject, SourceConversationID: e.SourceConversationID}
			var res SaveResult
			if err := s.prepare(&in, &res); err != nil {
				return errorf(CodeInvalid, "line %d: %v", line, err)
			}
			redactions += res.Redactions
			oid, ok := owners[e.Owner]
			if !ok {
				if err := tx.QueryRow(ctx, `insert into principals (id, name) values ($1, $2)
					on conflict (name) do update set name = excluded.name returning id`, uuid.NewString(), e.Owner).Scan(&oid); err != nil {
					return err
				}
				owners[e.Owner] = oid
			}
			created, updated := e.CreatedAt, e.UpdatedAt
			if created.IsZero() {
				created = time.Now()
			}
			if updated.IsZero() {
				updated = created
			}
			batch = append(batch, importRow{ID: e.ID, Scope: in.Scope, OwnerID: oid, AgentID: agent,
				SystemID: nullIfEmpty(in.SystemID), ProjectID: nullIfEmpty(e.ProjectID), RecallHint: in.RecallHint,
				Content: in.Content, Tags: in.Tags, AlwaysInject: in.AlwaysInject,
				SourceConversationID: nullIfEmpty(in.SourceConversationID),
				RunID:                nullIfEmpty(e.RunID), CreatedAt: created, UpdatedAt: updated, ExpiresAt: e.ExpiresAt})
			if len(batch) == importBatch || i == len(items)-1 {
				n, err := s.insertImported(ctx, tx, batch)
				if err != nil {
					return fmt.Errorf("lines %d-%d: %w", i+2-len(batch), i+1, err)
				}
				added += n
				batch = batch[:0]
			}
		}
		return audit(ctx, tx, admin, ActImport, nil, map[string]any{"lines": len(items), "added": added, "redactions": redactions})
	})
	return added, err
}

// importBatch is how many memories one insert statement restores: the counters the triggers keep
// (migration 005) are then updated once per batch, not once per memory.
const importBatch = 500

type importRow struct {
	ID                   string     `json:"id"`
	Scope                string     `json:"scope"`
	OwnerID              string     `json:"owner_id"`
	AgentID              string     `json:"agent_id"`
	SystemID             *string    `json:"system_id"`
	ProjectID            *string    `json:"project_id"`
	RecallHint           string     `json:"recall_hint"`
	Content              string     `json:"content"`
	Tags                 []string   `json:"tags"`
	AlwaysInject         bool       `json:"always_inject"`
	SourceConversationID *string    `json:"source_conversation_id"`
	RunID                *string    `json:"run_id"`
	CreatedAt            time.Time  `json:"created_at"`
	UpdatedAt            time.Time  `json:"updated_at"`
	ExpiresAt            *time.Time `json:"expires_at"`
}

// insertImported restores rows in one statement, and indexes them; ids that exist are skipped.
func (s *Service) insertImported(ctx context.Context, tx pgx.Tx, rows []importRow) (int, error) {
	b, err := json.Marshal(rows)
	if err != nil {
		return 0, err
	}
	inserted, err := tx.Query(ctx, `
		insert into memories (id, scope, owner_id, agent_id, system_id, project_id, recall_hint, content, tags,
		                      always_inject, source_conversation_id, run_id, created_at, updated_at, expires_at)
		select id, scope, owner_id, agent_id, system_id, project_id, recall_hint, content, tags,
		       always_inject, source_conversation_id, run_id, created_at, updated_at, expires_at
		from jsonb_to_recordset($1::jsonb) as r(id uuid, scope text, owner_id uuid, agent_id text, system_id text,
			project_id text, recall_hint text, content text, tags text[], always_inject boolean,
			source_conversation_id text, run_id text, created_at timestamptz, updated_at timestamptz, expires_at timestamptz)
		on conflict (id) do nothing
		returning id::text`, b)
	if err != nil {
		return 0, err
	}
	ids, err := pgx.CollectRows(inserted, pgx.RowTo[string])
	if err != nil {
		return 0, err
	}
	return len(ids), s.engine.Index(ctx, tx, ids...)
}

func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
