package store

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// Audit records one mutation in the same transaction as the mutation itself. detail holds ids,
// counts and rule names only: never a memory's text or a secret.
func Audit(ctx context.Context, tx pgx.Tx, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
	w := &pgx.Batch{}
	if err := QueueAudit(w, id, action, memoryID, detail); err != nil {
		return err
	}
	if err := tx.SendBatch(ctx, w).Close(); err != nil {
		return fmt.Errorf("audit %s: %w", action, err)
	}
	return nil
}

// QueueAudit is Audit queued in a batch of the writing transaction.
func QueueAudit(w *pgx.Batch, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
	if detail == nil {
		detail = map[string]any{}
	}
	b, err := json.Marshal(detail)
	if err != nil {
		return err
	}
	var pid *string
	if id.PrincipalID != "" {
		pid = &id.PrincipalID
	}
	w.Queue(`
		insert into audit_log (principal_id, principal, agent_id, run_id, transport, action, memory_id, detail)
		values ($1, $2, nullif($3, ''), nullif($4, ''), $5, $6, $7, $8)`,
		pid, id.Principal, id.AgentID, id.RunID, cmp.Or(id.Transport, "unknown"), action, memoryID, b)
	return nil
}
