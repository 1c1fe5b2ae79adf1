package memory

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"

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
	ActRuleRevoke      = "rule.revoke"
	ActRuleRestore     = "rule.restore"
	ActGrantAdd        = "grant.add"
	ActGrantRemove     = "grant.remove"
	ActTeamAdd         = "team.add_member"
	ActPrincipalAdd    = "principal.add"
	ActTokenCreate     = "token.create"
	ActTokenRevoke     = "token.revoke"
	ActPrincipalUpdate = "principal.update"
	ActPasswordSet     = "principal.password"
	ActLoginLink       = "login.link_created"
	ActLogin           = "login.ok"
	ActLoginFailed     = "login.failed"
	ActLogout          = "login.logout"
	ActTeamRemove      = "team.remove_member"
	ActProjectAdd      = "project.add"
	ActProjectMember   = "project.add_member"
	ActProjectUnmember = "project.remove_member"
)

// audit records one mutation in the same transaction as the mutation itself. detail holds ids,
// counts and rule names only: never a memory's text or a secret.
func audit(ctx context.Context, tx pgx.Tx, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
	w := &pgx.Batch{}
	if err := queueAudit(w, id, action, memoryID, detail); err != nil {
		return err
	}
	if err := tx.SendBatch(ctx, w).Close(); err != nil {
		return fmt.Errorf("audit %s: %w", action, err)
	}
	return nil
}

// queueAudit is audit queued in a batch of the writing transaction.
func queueAudit(w *pgx.Batch, id policy.Identity, action string, memoryID *string, detail map[string]any) error {
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
		pid, id.Principal, id.AgentID, id.RunID, nonEmpty(id.Transport, "unknown"), action, memoryID, b)
	return nil
}

func nonEmpty(s, def string) string {
	if s == "" {
		return def
	}
	return s
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
