package memory_test

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

var admin = policy.Identity{Principal: "test-admin", Transport: "cli"}

// testLogger writes slog records to t.Log.
func testLogger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }

func newService(t testing.TB, opts *memory.Options) (*memory.Service, *dbtest.DB) {
	t.Helper()
	db := dbtest.New(t)
	return serviceOn(t, db, opts), db
}

// serviceOn returns a service over db as it is (migrated or not), with the real scrubber.
func serviceOn(t testing.TB, db *dbtest.DB, opts *memory.Options) *memory.Service {
	t.Helper()
	sc, err := scrub.New()
	require.NoError(t, err)
	if opts == nil {
		opts = &memory.Options{}
	}
	if opts.Logger == nil {
		opts.Logger = testLogger(t)
	}
	return svctest.Memory(db.Pool, sc, opts)
}

// idsOf is the identity service beside svc.
var idsOf = svctest.Identity

// principal adds a principal and returns its identity in agent "default".
func principal(t testing.TB, svc *memory.Service, name string, opts ...func(*pOpts)) policy.Identity {
	t.Helper()
	o := pOpts{role: "member"}
	for _, f := range opts {
		f(&o)
	}
	p, err := idsOf(svc).AddPrincipal(context.Background(), admin, name, o.role, o.service, o.runCap)
	require.NoError(t, err)
	return policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-" + name, Transport: "test"}
}

type pOpts struct {
	role    string
	service bool
	runCap  *int
}

func withRole(r string) func(*pOpts) { return func(o *pOpts) { o.role = r } }
func asService(capN int) func(*pOpts) {
	return func(o *pOpts) { o.service = true; o.runCap = &capN }
}

func userSave(hint, content string) memory.SaveInput {
	return memory.SaveInput{Scope: "user", RecallHint: hint, Content: content}
}

type nopScrubber struct{}

func (nopScrubber) Scrub(s string) scrub.Result { return scrub.Result{Text: s} }

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }
