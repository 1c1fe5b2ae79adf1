package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

type identityKey struct{}
type requestRunKey struct{}

// WithIdentity attaches the transport-established identity to ctx. Only transports call it:
// the stdio context function from the environment, the HTTP middleware from a bearer token.
func WithIdentity(ctx context.Context, id policy.Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

// identity returns the caller's identity for this request, with its run, the most specific
// first: the run the token pins; the run the request names in its _meta (memory.RunMetaKey);
// the run the connection names (X-Recall-Run-Id, RECALL_RUN_ID); the MCP session (on stdio, the
// process). A call with none of them (the sessionless 2026-07-28 protocol) leaves RunID empty:
// the memory service gives it the client's current run when it writes (memory/sessionless.go).
func identity(ctx context.Context) policy.Identity {
	id, _ := ctx.Value(identityKey{}).(policy.Identity)
	if id.RunFrom == policy.RunFromToken {
		return id
	}
	if run, ok := ctx.Value(requestRunKey{}).(string); ok {
		id.RunID, id.RunFrom = run, policy.RunFromClient
		return id
	}
	if id.RunID != "" {
		return id
	}
	if s := server.ClientSessionFromContext(ctx); s != nil && s.SessionID() != "" {
		id.RunID, id.RunFrom = s.SessionID(), policy.RunFromSession
	}
	return id
}

// requestRun is the tool middleware that reads the run a tools/call names in its _meta. A bad
// run id is refused, never logged or echoed: it may be a secret in the wrong place.
func (s *Server) requestRun(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Meta == nil {
			return next(ctx, req)
		}
		v, ok := req.Params.Meta.AdditionalFields[memory.RunMetaKey]
		if !ok || v == nil {
			return next(ctx, req)
		}
		run, ok := v.(string)
		if !ok {
			return mcp.NewToolResultError(fmt.Sprintf("_meta %q must be a string: the run this call belongs to", memory.RunMetaKey)), nil
		}
		if err := s.svc.CheckRunID(run); err != nil {
			s.log.WarnContext(ctx, "tool call refused: bad run id in _meta", "tool", req.Params.Name, identity(ctx).LogAttrs())
			return mcp.NewToolResultError(fmt.Sprintf("_meta %q: %v", memory.RunMetaKey, err)), nil
		}
		return next(context.WithValue(ctx, requestRunKey{}, run), req)
	}
}

type tokenKey struct{}

// withToken remembers the bearer token a request came with, so the streams and subscriptions it
// opens can be closed when the token is revoked.
func withToken(ctx context.Context, token string) context.Context {
	return context.WithValue(ctx, tokenKey{}, token)
}

func tokenFrom(ctx context.Context) string {
	t, _ := ctx.Value(tokenKey{}).(string)
	return t
}
