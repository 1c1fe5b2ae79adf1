package search_test

import (
	"log/slog"
	"testing"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The engine is tested through the memory service that drives it (saves index, searches rank),
// as an external test package: memory imports search, so only search_test may import memory.

var admin = svctest.Admin

// newService is a memory service over a new test schema, with the real scrubber and its log in
// t.Log.
func newService(t testing.TB, opts *memory.Options) (*memory.Service, *dbtest.DB) {
	t.Helper()
	db := dbtest.New(t)
	return svctest.On(t, db, opts), db
}

// principal adds a principal (a member, unless withRole says otherwise) and returns its identity
// in agent "default".
func principal(t testing.TB, svc *memory.Service, name string, opts ...func(*pOpts)) policy.Identity {
	t.Helper()
	o := pOpts{role: "member"}
	for _, f := range opts {
		f(&o)
	}
	return svctest.Principal(t, svc, name, o.role, false, nil)
}

func userSave(hint, content string) memory.SaveInput {
	return memory.SaveInput{Scope: "user", RecallHint: hint, Content: content}
}

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }

// idsOf is the identity service beside svc.
var idsOf = svctest.Identity

type pOpts struct{ role string }

func withRole(r string) func(*pOpts) { return func(o *pOpts) { o.role = r } }
