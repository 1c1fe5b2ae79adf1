// Package identity owns who a caller is: principals and their governance, bearer tokens, console
// sessions, passwords and login limits, OAuth clients, grants and tokens, and the admin operations
// on grants, teams and the roles' rules. It answers the adapters' "who is this?" (Authenticate,
// Session); the memory service, with policy, decides what that caller may do, reading the grants
// and rules inside its own statements. Every admin operation goes through the admin check and
// the audit of internal/store, exactly like the memory service's.
package identity

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Options configures a Service. Zero values mean defaults.
type Options struct {
	Logger *slog.Logger // default slog.Default()
	// LoginHashes is how many console password checks (argon2id, 19 MiB each) run at once on
	// this server process; a login waits up to LoginWait for one, then gets CodeBusy. Defaults:
	// GOMAXPROCS between 2 and 4, and 5s.
	LoginHashes int
	LoginWait   time.Duration
	// CheckRunID vets the run a token pins (the memory service's CheckRunID: charset, length, no
	// secret). Without it no token can pin a run.
	CheckRunID func(run string) error
}

// Service is the identity service. It is safe for concurrent use.
type Service struct {
	db   *pgxpool.Pool
	log  *slog.Logger
	opts Options

	oauthResource string      // the resource OAuth access tokens must be for (SetOAuthResource)
	logins        store.Slots // console login checks and password hashes (logins.go)
	auth          authCache   // identities of accepted tokens, while the change listener listens
}

// New returns a Service over db, whose schema must be migrated.
func New(db *pgxpool.Pool, opts *Options) *Service {
	o := Options{}
	if opts != nil {
		o = *opts
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.LoginHashes <= 0 {
		o.LoginHashes = defaultLoginHashes()
	}
	if o.LoginWait <= 0 {
		o.LoginWait = 5 * time.Second
	}
	return &Service{db: db, log: o.Logger, opts: o}
}

// AuthChanged empties the cache of accepted tokens: tokens or principals changed (a NOTIFY on
// AuthChannel arrived). The memory service's change listener calls it.
func (s *Service) AuthChanged() { s.auth.invalidate() }

// Listening turns the cache of accepted tokens on while the change listener listens, and off (and
// empty) when it stops: nothing remembered may outlive a revocation it could not hear.
func (s *Service) Listening(live bool) { s.auth.reset(live) }

// Audit actions of identity operations.
const (
	ActGrantAdd        = "grant.add"
	ActGrantRemove     = "grant.remove"
	ActPrincipalAdd    = "principal.add"
	ActTokenCreate     = "token.create"
	ActTokenRevoke     = "token.revoke"
	ActPrincipalUpdate = "principal.update"
	ActPasswordSet     = "principal.password"
	ActLoginLink       = "login.link_created"
	ActLogin           = "login.ok"
	ActLoginFailed     = "login.failed"
	ActLogout          = "login.logout"
)

var (
	errorf = store.Errorf
	audit  = store.Audit
)

func (s *Service) requireAdmin(ctx context.Context, q pgx.Tx, id policy.Identity, op policy.AdminOp) error {
	return store.RequireAdmin(ctx, s.log, q, id, op)
}

func (s *Service) isAdminIn(ctx context.Context, tx pgx.Tx, id policy.Identity, op policy.AdminOp) bool {
	return store.IsAdminIn(ctx, tx, id, op)
}

func (s *Service) adminTx(ctx context.Context, id policy.Identity, op policy.AdminOp, fn func(tx pgx.Tx) error) error {
	return store.AdminTx(ctx, s.log, s.db, id, op, fn)
}
