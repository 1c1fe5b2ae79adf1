package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/policy"
)

var setInjectTool = register(toolSpec{
	Name:       "setMemoryAlwaysInject",
	Title:      "Set memory always-inject",
	Op:         policy.OpSetAlwaysInject,
	Idempotent: true,
	Description: `Turn a memory's alwaysInject flag on or off. On: the memory is put in front of every turn
(for style, tone, formatting and default preferences). Off: it is recalled on demand only.`,
}, (*Server).setAlwaysInject)

// SetInjectArgs is setMemoryAlwaysInject's input.
type SetInjectArgs struct {
	ID           string `json:"id" jsonschema:"The memory's id."`
	AlwaysInject bool   `json:"alwaysInject" jsonschema:"true to inject the memory every turn; false to recall it on demand only."`
}

// SetInjectResult is setMemoryAlwaysInject's structured output.
type SetInjectResult struct {
	ID           string `json:"id" jsonschema:"The memory's id."`
	AlwaysInject bool   `json:"alwaysInject" jsonschema:"The flag as now stored."`
}

func (s *Server) setAlwaysInject(ctx context.Context, _ mcp.CallToolRequest, args SetInjectArgs) (*mcp.CallToolResult, SetInjectResult, error) {
	if err := s.svc.SetAlwaysInject(ctx, identity(ctx), strings.TrimSpace(args.ID), args.AlwaysInject); err != nil {
		return nil, SetInjectResult{}, err
	}
	return mcp.NewToolResultText(fmt.Sprintf("Memory %s: alwaysInject is now %t.", args.ID, args.AlwaysInject)),
		SetInjectResult{ID: args.ID, AlwaysInject: args.AlwaysInject}, nil
}
