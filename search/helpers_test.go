package search_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// The engine is tested through the memory service that drives it (saves index, searches rank),
// as an external test package: memory imports search, so only search_test may import memory.

var admin = policy.Identity{Principal: "test-admin", Transport: "cli"}

// newService is a memory service over a new test schema, with the real scrubber and its log in
// t.Log.
func newService(t testing.TB, opts *memory.Options) (*memory.Service, *dbtest.DB) {
	t.Helper()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	if opts == nil {
		opts = &memory.Options{}
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return svctest.Memory(db.Pool, sc, opts), db
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }

// principal adds a principal (a member, unless withRole says otherwise) and returns its identity
// in agent "default".
func principal(t testing.TB, svc *memory.Service, name string, opts ...func(*pOpts)) policy.Identity {
	t.Helper()
	o := pOpts{role: "member"}
	for _, f := range opts {
		f(&o)
	}
	p, err := svctest.Identity(svc).AddPrincipal(context.Background(), admin, name, o.role, false, nil)
	require.NoError(t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-" + name, Transport: "test"}
}

func userSave(hint, content string) memory.SaveInput {
	return memory.SaveInput{Scope: "user", RecallHint: hint, Content: content}
}

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }

// idsOf is the identity service beside svc.
var idsOf = svctest.Identity

type pOpts struct{ role string }

func withRole(r string) func(*pOpts) { return func(o *pOpts) { o.role = r } }
