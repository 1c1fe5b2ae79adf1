package tools

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

var saveTool = register(toolSpec{
	Name:  "saveMemory",
	Title: "Save memory",
	Op:    policy.OpSave,
	Description: `Save a durable memory: a preference, decision or hard-won fact worth knowing in a later conversation.
Save only knowledge that cannot be derived or looked up live; never save live state (health,
incidents, metrics, current status). Write a recallHint that says what this is and when to
recall it. Saving a memory whose recallHint closely matches an existing one updates it in place,
which is how a drifting memory is corrected. Secrets are redacted before storing.`,
	Refused: (*Server).saveRefused,
}, (*Server).save)

// SaveArgs is saveMemory's input.
type SaveArgs struct {
	Scope                string   `json:"scope" jsonschema:"user: a private preference or policy of the person you act for. system: a durable fact about one system that whoever can read it should know. project: something the project's members should know, in a session bound to that project.,enum=user,enum=system,enum=project"`
	SystemID             string   `json:"systemId,omitempty" jsonschema:"The system the memory is about. Required for scope system and only allowed there."`
	ProjectID            string   `json:"projectId,omitempty" jsonschema:"Required for scope project, and only allowed for it: the project the memory belongs to, which must be the project this session is bound to."`
	RecallHint           string   `json:"recallHint" jsonschema:"What this is and when to recall it (at most {maxLength} bytes of UTF-8). Queries are matched against it first. A save whose recallHint closely matches an existing memory's updates that memory in place."`
	Content              string   `json:"content" jsonschema:"The note itself (at most {maxLength} bytes of UTF-8, not characters). Durable and non-derivable knowledge only; never live state such as health or incidents; never secrets (they are redacted)."`
	Tags                 []string `json:"tags,omitempty" jsonschema:"Up to {maxItems} short labels, each at most {maxLength} bytes of UTF-8."`
	AlwaysInject         bool     `json:"alwaysInject,omitempty" jsonschema:"true for a style or default preference to apply every turn; false (default) for facts to recall on demand."`
	SourceConversationID string   `json:"sourceConversationId,omitempty" jsonschema:"Optional id of the conversation this came from (at most {maxLength} bytes of UTF-8; secrets in it are redacted)."`
	ExpiresAt            string   `json:"expiresAt,omitempty" jsonschema:"Optional RFC 3339 time after which the memory is never returned."`
}

func (SaveArgs) bounds() bounds {
	return bounds{
		"systemId":             {MaxLength: memory.MaxNameLen},
		"projectId":            {MaxLength: memory.MaxNameLen},
		"recallHint":           {MaxLength: memory.MaxHintLen},
		"content":              {MaxLength: memory.MaxContentLen},
		"tags":                 {MaxItems: memory.MaxTags, MaxLength: memory.MaxTagLen},
		"sourceConversationId": {MaxLength: memory.MaxSourceIDLen},
		"expiresAt":            {Format: "date-time"},
	}
}

// SaveResult is saveMemory's structured output.
type SaveResult struct {
	ID         string `json:"id" jsonschema:"The memory's id."`
	Updated    bool   `json:"updated" jsonschema:"true when an existing near-duplicate was updated in place instead of adding a memory."`
	Redactions int    `json:"redactions" jsonschema:"How many secrets were redacted before storing."`
}

func (s *Server) save(ctx context.Context, _ mcp.CallToolRequest, args SaveArgs) (*mcp.CallToolResult, SaveResult, error) {
	in := memory.SaveInput{
		Scope: args.Scope, SystemID: args.SystemID, ProjectID: args.ProjectID, RecallHint: args.RecallHint, Content: args.Content,
		Tags: args.Tags, AlwaysInject: args.AlwaysInject, SourceConversationID: args.SourceConversationID,
	}
	if strings.TrimSpace(args.ExpiresAt) != "" {
		t, err := time.Parse(time.RFC3339, strings.TrimSpace(args.ExpiresAt))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("invalid input: expiresAt %q is not an RFC 3339 time such as 2030-01-31T00:00:00Z", args.ExpiresAt)), SaveResult{}, nil
		}
		in.ExpiresAt = &t
	}
	res, err := s.svc.Save(ctx, identity(ctx), in)
	if err != nil {
		return nil, SaveResult{}, err
	}
	text := fmt.Sprintf("Saved memory %s.", res.ID)
	if res.Updated {
		text = fmt.Sprintf("Updated existing memory %s in place (its recallHint closely matched).", res.ID)
	}
	if res.Redactions > 0 {
		text += fmt.Sprintf(" %d secret(s) were redacted before storing.", res.Redactions)
	}
	return mcp.NewToolResultText(text), SaveResult{ID: res.ID, Updated: res.Updated, Redactions: res.Redactions}, nil
}
