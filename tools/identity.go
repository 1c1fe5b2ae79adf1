package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/policy"
)

type identityKey struct{}

// WithIdentity attaches the transport-established identity to ctx. Only transports call it:
// the stdio context function from the environment, the HTTP middleware from a bearer token.
func WithIdentity(ctx context.Context, id policy.Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

// identity returns the caller's identity for this request. When the transport named no run, one
// MCP session is one run.
func identity(ctx context.Context) policy.Identity {
	id, _ := ctx.Value(identityKey{}).(policy.Identity)
	if id.RunID == "" {
		if s := server.ClientSessionFromContext(ctx); s != nil {
			id.RunID = s.SessionID()
		}
	}
	return id
}
