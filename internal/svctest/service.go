package svctest

import (
	"context"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// Admin is the built-in admin the tests govern with, as the CLI is.
var Admin = policy.Identity{Principal: "test-admin", Transport: "cli"}

// On is a memory service over db as it is (migrated or not), with the real scrubber and, unless
// opts gives one, its log in t.Log.
func On(t testing.TB, db *dbtest.DB, opts *memory.Options) *memory.Service {
	t.Helper()
	sc, err := scrub.New()
	require.NoError(t, err)
	if opts == nil {
		opts = &memory.Options{}
	}
	if opts.Logger == nil {
		opts.Logger = Logger(t)
	}
	return Memory(db.Pool, sc, opts)
}

// Logger writes slog records to t.Log.
func Logger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }

// Principal adds a principal with role (a service principal with runCap when service) and
// returns its identity in agent "default", in run "run-<name>".
func Principal(t testing.TB, svc *memory.Service, name, role string, service bool, runCap *int) policy.Identity {
	t.Helper()
	p, err := Identity(svc).AddPrincipal(context.Background(), Admin, name, role, service, runCap)
	require.NoError(t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-" + name, Transport: "test"}
}
