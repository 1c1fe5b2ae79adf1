// Package record is a stored memory as one Go type: the columns of memories (and of
// memory_versions, which keeps a memory's earlier states) named once, by the db tags of Memory's
// fields. Every read of a memory selects Select's list and reads the row by name
// (pgx.RowToStructByName); every write takes its columns and values from State. A new field of a
// memory is a field here (and its column, in a migration), not a column in each statement.
//
// It is a leaf below memory and search, so the search engine returns the same type the memory
// service reads and writes without importing it.
package record

import "time"

// Scope is where a memory lives: a user's private namespace, a shared system, or a project.
type Scope string

// Namespace is where a memory lives: the columns no write changes.
type Namespace struct {
	Scope     Scope  `json:"scope" db:"scope"`
	OwnerID   string `json:"ownerId" db:"owner_id"`
	AgentID   string `json:"agentId" db:"agent_id"`
	SystemID  string `json:"systemId,omitempty" db:"system_id,null"`
	ProjectID string `json:"projectId,omitempty" db:"project_id,null"`
}

// State is what a write sets: a memory at one version, as memory_versions keeps it and a revert
// restores it. A new field of a memory that writes change goes here.
//
// db tag options: null stores "" as null (and reads null as ""); keep makes an update that
// leaves the field empty keep the stored value (a re-save without a source conversation keeps
// the one the memory had).
type State struct {
	RecallHint   string     `json:"recallHint" db:"recall_hint"`
	Content      string     `json:"content" db:"content"`
	Tags         []string   `json:"tags" db:"tags"`
	AlwaysInject bool       `json:"alwaysInject" db:"always_inject"`
	ExpiresAt    *time.Time `json:"expiresAt,omitempty" db:"expires_at"`
	// SourceConversationID is the conversation the memory came from, as the caller named it.
	SourceConversationID string `json:"sourceConversationId,omitempty" db:"source_conversation_id,null,keep"`
	// Source is what wrote it (tool, console, import, capture); "" for a memory written before
	// recall recorded it.
	Source string `json:"source,omitempty" db:"source,null"`
}

// Memory is one stored memory as a caller may see it.
type Memory struct {
	ID string `json:"id" db:"id"`
	Namespace
	State
	CreatedAt time.Time `json:"createdAt" db:"created_at"`
	UpdatedAt time.Time `json:"updatedAt" db:"updated_at"`
}
