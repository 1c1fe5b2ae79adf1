package memory

import (
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Audit actions.
const (
	ActSave            = "memory.save"
	ActUpdate          = "memory.update"
	ActDelete          = "memory.delete"
	ActDeleteRequested = "memory.delete_requested"
	ActDeleteRejected  = "memory.delete_rejected"
	ActAlwaysInject    = "memory.always_inject"
	ActImport          = "memory.import"
	ActTeamAdd         = "team.add_member"
	ActTeamRemove      = "team.remove_member"
	ActProjectAdd      = "project.add"
	ActProjectMember   = "project.add_member"
	ActProjectUnmember = "project.remove_member"
)

// audit records one mutation in the same transaction as the mutation itself (store.Audit).
func audit(ctx context.Context, tx pgx.Tx, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
	return store.Audit(ctx, tx, id, action, memoryID, detail)
}

// queueAudit is audit queued in a batch of the writing transaction.
func queueAudit(w *pgx.Batch, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
	return store.QueueAudit(w, id, action, memoryID, detail)
}

// Channel is the PostgreSQL NOTIFY channel on which memory changes that affect the always-inject
// set are announced, so every server process can tell its subscribed sessions.
const Channel = "recall_inject"

// Change is the payload of a NOTIFY on Channel. A project change (a project memory, or the
// project's membership) concerns the sessions bound to ProjectID.
type Change struct {
	Scope     Scope  `json:"scope"`
	OwnerID   string `json:"ownerId,omitempty"`
	AgentID   string `json:"agentId,omitempty"`
	SystemID  string `json:"systemId,omitempty"`
	ProjectID string `json:"projectId,omitempty"`
	// Membership is set when the project's members changed rather than its memories: those who
	// left are told too, so they re-read and drop what they may no longer see.
	Membership bool `json:"membership,omitempty"`
}

// changeOf is the change that touching memory m's always-inject state announces.
func changeOf(m Memory) Change {
	switch m.Scope {
	case ScopeSystem:
		return Change{Scope: ScopeSystem, SystemID: m.SystemID}
	case ScopeProject:
		return Change{Scope: ScopeProject, ProjectID: m.ProjectID}
	}
	return Change{Scope: ScopeUser, OwnerID: m.OwnerID, AgentID: m.AgentID}
}

// notifyInject announces c on Channel, tagged with the schema it happened in: processes serving
// another schema of the same database (tests run side by side so) ignore it.
func notifyInject(ctx context.Context, tx pgx.Tx, c Change) error {
	w := &pgx.Batch{}
	queueNotifyInject(w, c)
	return tx.SendBatch(ctx, w).Close()
}

// queueNotifyInject is notifyInject queued in a batch of the writing transaction.
func queueNotifyInject(w *pgx.Batch, c Change) {
	b, _ := json.Marshal(c)
	w.Queue(`select pg_notify($1, jsonb_set($2::jsonb, '{schema}', to_jsonb(current_schema()))::text)`, Channel, string(b))
}
