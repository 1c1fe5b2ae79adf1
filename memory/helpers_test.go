package memory_test

import (
	"log/slog"
	"testing"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

var admin = svctest.Admin

// testLogger writes slog records to t.Log.
var testLogger = svctest.Logger

func newService(t testing.TB, opts *memory.Options) (*memory.Service, *dbtest.DB) {
	t.Helper()
	db := dbtest.New(t)
	return svctest.On(t, db, opts), db
}

// serviceOn returns a service over db as it is (migrated or not), with the real scrubber.
var serviceOn = svctest.On

// idsOf is the identity service beside svc.
var idsOf = svctest.Identity

// principal adds a principal and returns its identity in agent "default".
func principal(t testing.TB, svc *memory.Service, name string, opts ...func(*pOpts)) policy.Identity {
	t.Helper()
	o := pOpts{role: "member"}
	for _, f := range opts {
		f(&o)
	}
	return svctest.Principal(t, svc, name, o.role, o.service, o.runCap)
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
