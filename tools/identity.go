package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/policy"
)

type identityKey struct{}
type fallbackRunKey struct{}

// WithIdentity attaches the transport-established identity to ctx. Only transports call it:
// the stdio context function from the environment, the HTTP middleware from a bearer token.
func WithIdentity(ctx context.Context, id policy.Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

// withFallbackRun names the run for requests that carry neither a run header nor an MCP session
// (the sessionless 2026-07-28 protocol): every such call of one token is one run, so a cap can
// never be escaped by dropping the session.
func withFallbackRun(ctx context.Context, run string) context.Context {
	return context.WithValue(ctx, fallbackRunKey{}, run)
}

// identity returns the caller's identity for this request. When the transport named no run, one
// MCP session is one run; without a session, the token is.
func identity(ctx context.Context) policy.Identity {
	id, _ := ctx.Value(identityKey{}).(policy.Identity)
	if id.RunID == "" {
		if s := server.ClientSessionFromContext(ctx); s != nil && s.SessionID() != "" {
			id.RunID = s.SessionID()
		} else if run, ok := ctx.Value(fallbackRunKey{}).(string); ok {
			id.RunID = run
		}
	}
	return id
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
