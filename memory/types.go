package memory

import (
	"time"

	"github.com/recall-mcp/recall/internal/record"
)

// Scope is where a memory lives: a user's private namespace, a shared system, or a project.
type Scope = record.Scope

const (
	ScopeUser    Scope = "user"
	ScopeSystem  Scope = "system"
	ScopeProject Scope = "project" // shared by a project's members, in sessions bound to it
)

// Limits on every field of a memory. Text lengths are in bytes of UTF-8 (what is stored and
// what a caller pays for), never characters: 8,192 emoji are 32 KB and are refused. The
// validation tags (see validate.go), the tool descriptions and the tests all use these.
const (
	MaxHintLen     = 300      // recallHint, bytes
	MaxContentLen  = 8 * 1024 // content, bytes
	MaxTags        = 16       // tags per memory
	MaxTagLen      = 64       // one tag, bytes
	MaxSourceIDLen = 200      // sourceConversationId, bytes
	MaxQueryLen    = 1000     // search query, bytes
	MaxNameLen     = 64       // systemId, projectId: characters, as policy.ValidateName allows
	MaxLimit       = 50
	DefaultLimit   = 10
)

// Memory is one stored note as a caller may see it: the one record (package record) every read
// and write of a memory uses.
type Memory = record.Memory

// Namespace is where a memory lives, State what a write sets (package record).
type (
	Namespace = record.Namespace
	State     = record.State
)

// SaveInput is what a caller asks to save. Scope, systemId and projectId decide the namespace;
// the owner and agent always come from the caller's identity.
type SaveInput struct {
	Scope                string   `validate:"required,oneof=user system project"`
	SystemID             string   `validate:"required_if=Scope system,excluded_unless=Scope system,omitempty,namelen,name"`
	ProjectID            string   `validate:"required_if=Scope project,excluded_unless=Scope project,omitempty,namelen,name"`
	RecallHint           string   `validate:"required,text,hintlen,notblank"`
	Content              string   `validate:"required,text,contentlen,notblank"`
	Tags                 []string `validate:"maxtags,dive,required,text,taglen,notblank"`
	AlwaysInject         bool
	SourceConversationID string     `validate:"text,sourcelen"`
	ExpiresAt            *time.Time `validate:"omitempty,future"`
	// Source is what writes it, set by the entry point (never by a tool's arguments); "" is
	// SourceTool.
	Source string `validate:"omitempty,oneof=tool console import capture"`
}

// state is what in writes: the record's State, as every write of a save stores it.
func (in SaveInput) state() State {
	return State{RecallHint: in.RecallHint, Content: in.Content, Tags: in.Tags, AlwaysInject: in.AlwaysInject,
		ExpiresAt: in.ExpiresAt, SourceConversationID: in.SourceConversationID, Source: in.Source}
}

// inputOf is the save that would write st in ns: what an import or a revert validates again.
func inputOf(ns Namespace, st State) SaveInput {
	return SaveInput{Scope: string(ns.Scope), SystemID: ns.SystemID, ProjectID: ns.ProjectID, RecallHint: st.RecallHint,
		Content: st.Content, Tags: st.Tags, AlwaysInject: st.AlwaysInject, SourceConversationID: st.SourceConversationID,
		ExpiresAt: st.ExpiresAt, Source: st.Source}
}

// The values of Memory.Source: what wrote a memory.
const (
	SourceTool    = "tool"    // an agent's saveMemory
	SourceConsole = "console" // a person's edit in the console
	SourceImport  = "import"  // an admin import, or an import from another memory server
	SourceCapture = "capture" // recall capture, from a user's turns
)

// SaveResult says what Save did.
type SaveResult struct {
	ID         string
	Updated    bool     // a near-duplicate was updated in place
	Redactions int      // secrets the scrubber replaced
	Rules      []string // scrubber rule ids that fired (never the secrets)
	Run        string   // the run the save counted to (for a sessionless client, the one chosen)
}

// SearchInput is a search request. Scope, SystemID and ProjectID narrow it; Tags keep memories
// that carry any of the tags; Since (inclusive) and Until (exclusive) bound their savedAt
// (UpdatedAt), and with either one the query may be empty: the window is browsed, newest first.
type SearchInput struct {
	Query     string `validate:"required_without_all=Since Until,text,querylen"`
	Since     *time.Time
	Until     *time.Time
	Limit     int      `validate:"min=1,max=50"`
	Scope     string   `validate:"omitempty,oneof=user system project"`
	SystemID  string   `validate:"omitempty,namelen,name"`
	ProjectID string   `validate:"omitempty,namelen,name"`
	Tags      []string `validate:"maxtags,dive,text,taglen"`

	relevance bool // measure each hit's relevance (Context)
}

// Hit is one search result with its fused score.
type Hit struct {
	Memory
	Score float64 `json:"score"`
	// Relevance is the share of the query's information the memory holds, 0 to 1 (package search,
	// relevance.go), and Vector whether the vector ranking found it: measured for Context only.
	Relevance float64 `json:"-"`
	Vector    bool    `json:"-"`
}

// InjectCap bounds the always-inject block per turn.
type InjectCap struct {
	MaxItems  int // most memories per turn
	MaxTokens int // most estimated tokens (about 4 bytes a token) per turn
}

// DefaultInjectCap is used when a cap field is zero.
var DefaultInjectCap = InjectCap{MaxItems: 20, MaxTokens: 2000}

// InjectSet is the always-inject block for one caller.
type InjectSet struct {
	Memories []Memory
	Omitted  int // visible always-inject memories left out by the cap
}
