package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

var contextTool = register(toolSpec{
	Name:  "getMemoryContext",
	Title: "Get memory context for a prompt",
	Op:    policy.OpContext,
	Description: `The context a client puts in front of the model for a prompt: your always-inject memories and the
memories relevant to the prompt, best first, framed as context data, within a token budget. Made
for hooks that call a tool (Claude Code's mcp_tool hooks on SessionStart and UserPromptSubmit):
its text is the context, empty when the prompt is about nothing in memory. With a sessionId, a
memory already sent in that session is not sent again unless it changed. To look something up
yourself, use searchMemory.`,
}, (*Server).getContext)

// ContextArgs is getMemoryContext's input.
type ContextArgs struct {
	Prompt    string `json:"prompt" jsonschema:"The user's prompt, as the client received it (in a hook: the event's prompt). Empty: the always-inject memories alone, as at a session's start. Only its first and last 500 bytes are searched."`
	SessionID string `json:"sessionId,omitempty" jsonschema:"The client's session id (in a hook: the event's session_id), at most {maxLength} bytes. A memory already sent in this session is not sent again unless it changed; without one, everything relevant is sent every time."`
	MaxTokens int    `json:"maxTokens,omitempty" jsonschema:"The budget of the whole context in estimated tokens (about 4 bytes each), always-inject memories included: up to {maximum}; 0 or absent, the server's (RECALL_CONTEXT_MAX_TOKENS)."`
}

func (ContextArgs) bounds() bounds {
	return bounds{
		"sessionId": {MaxLength: memory.MaxSessionIDLen},
		"maxTokens": {Min: num(0), Max: num(memory.MaxContextTokens)},
	}
}

// ContextMemoryOut is one memory getMemoryContext sent.
type ContextMemoryOut struct {
	MemoryFields
	Relevant  bool    `json:"relevant" jsonschema:"true: sent as relevant to the prompt; false: sent as an always-inject memory."`
	Relevance float64 `json:"relevance" jsonschema:"The share of the prompt's information the memory holds, 0 to 1 (0 for an always-inject memory)."`
}

// ContextOut is getMemoryContext's structured output.
type ContextOut struct {
	Context  string             `json:"context" jsonschema:"The memories framed as context data, to put in front of the model; empty when there is nothing to add. The same text is the result's text content."`
	Tokens   int                `json:"tokens" jsonschema:"The context's estimated tokens (its bytes / 4)."`
	Memories []ContextMemoryOut `json:"memories" jsonschema:"What the context holds: always-inject memories first, then those relevant to the prompt, best first."`
	Repeated int                `json:"repeated" jsonschema:"Memories left out because this session was sent them before, unchanged."`
	Omitted  int                `json:"omitted" jsonschema:"Relevant memories the budget left out."`
}

func (ContextOut) bounds() bounds {
	return bounds{
		"memories.savedAt": {Format: "date-time"},
		"memories.tags":    {MaxItems: memory.MaxTags},
	}
}

func (s *Server) getContext(ctx context.Context, _ mcp.CallToolRequest, args ContextArgs) (*mcp.CallToolResult, ContextOut, error) {
	res, err := s.svc.Context(ctx, identity(ctx), memory.ContextInput{Prompt: args.Prompt, SessionID: args.SessionID,
		MaxTokens: args.MaxTokens, Inject: s.cap})
	if err != nil {
		return nil, ContextOut{}, err
	}
	text := contextText(res)
	out := ContextOut{Context: text, Tokens: res.Tokens, Memories: make([]ContextMemoryOut, len(res.Sent)),
		Repeated: res.Repeated, Omitted: res.Omitted}
	for i, m := range res.Sent {
		out.Memories[i] = ContextMemoryOut{MemoryFields: memoryFields(m.Memory), Relevant: m.Relevant, Relevance: m.Relevance}
	}
	return mcp.NewToolResultText(text), out, nil
}
