// Package memory owns recall's domain: saving, searching, deleting and injecting memories, and
// the rules that govern them. Every entry point (MCP tools, the admin CLI, web pages) goes through
// Service, so scoping, role rules, grants, the run cap and scrubbing are enforced here, in code and
// in SQL, and nowhere else. Who a caller is (principals, tokens, sessions, OAuth) is package
// identity's; the grants and rules it administers are read here, inside each call's statements.
package memory

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/search"
)

// Scrubber redacts secrets from text before it is stored.
type Scrubber interface {
	Scrub(text string) scrub.Result
}

// Options configures a Service. Zero values mean defaults.
type Options struct {
	Embedder     Embedder      // nil: lexical search only
	EmbedTimeout time.Duration // per embedding call; default 5s
	Logger       *slog.Logger  // default slog.Default()
	// DedupThreshold is the recallHint token overlap (Jaccard) at or above which a save updates
	// the existing memory in place; default DefaultDedupThreshold.
	DedupThreshold float64
	// AuthCache is told when the change listener starts and stops listening and when tokens or
	// principals changed (identity.Service): it may remember accepted tokens only while it hears.
	AuthCache AuthCache
	// Limits bound what one principal can take: calls in flight and storage (limits.go).
	Limits Limits
	// RunIdle ends a sessionless client's run after this long without a write (sessionless.go);
	// default DefaultRunIdle. Processes sharing a database should agree on it.
	RunIdle time.Duration
	// MinSimilarity is the cosine similarity to the query a memory's embedding needs for the
	// vector ranking to return it (similarity.go); nil: DefaultMinSimilarity of the embedder's
	// model.
	MinSimilarity *float64
	// ContextMaxTokens is a prompt's context budget when the caller gives none; default
	// DefaultContextMaxTokens. ContextMinRelevance is the relevance a memory needs to be in a
	// prompt's context (nil: DefaultContextMinRelevance). Both: context.go.
	ContextMaxTokens    int
	ContextMinRelevance *float64
	// Work is told, after a write commits, what it left for the leader's background work
	// (WorkCount, WorkEmbed, WorkExpiry), so the leader need not poll for it; nil: nobody is told,
	// and the leader finds the work at its next slow poll.
	Work func(topic string)
	// PurgeGrace is how long the retention purge keeps an expired memory (Retention.Grace; nil:
	// DefaultRetention.Grace). A change that brings a memory's expiry within it is a delete
	// (write.go, vanishes).
	PurgeGrace *time.Duration
}

// AuthCache is what the change listener tells the cache of accepted tokens (identity.Service).
type AuthCache interface {
	Listening(live bool)
	AuthChanged()
}

// Service is the memory domain service. It is safe for concurrent use.
type Service struct {
	db    *pgxpool.Pool
	scrub Scrubber
	embed Embedder
	log   *slog.Logger
	opts  Options

	oauthResource string       // the resource OAuth access tokens must be for (SetOAuthResource)
	obs           observerSlot // see SetObserver
	admission     store.Slots  // per-principal call slots (Admit)
	writers       store.Slots  // per-namespace save transactions (Limits.NamespaceWriters)
	engine        *search.Engine
	reads         ReadRouter  // where callers' reads run (reads.go); nil: the primary
	guard         *embedGuard // with an embedder: which calls may ask it (embedguard.go)
}

// New returns a Service over db, whose schema must be migrated.
func New(db *pgxpool.Pool, scrubber Scrubber, opts *Options) *Service {
	o := Options{}
	if opts != nil {
		o = *opts
	}
	if o.EmbedTimeout == 0 {
		o.EmbedTimeout = 5 * time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.DedupThreshold == 0 {
		o.DedupThreshold = DefaultDedupThreshold
	}
	if o.RunIdle <= 0 {
		o.RunIdle = DefaultRunIdle
	}
	if o.ContextMaxTokens <= 0 {
		o.ContextMaxTokens = DefaultContextMaxTokens
	}
	if o.ContextMinRelevance == nil {
		floor := DefaultContextMinRelevance
		o.ContextMinRelevance = &floor
	}
	o.Limits = o.Limits.withDefaults()
	s := &Service{db: db, scrub: scrubber, embed: o.Embedder, log: o.Logger, opts: o,
		engine: search.New(db, o.Logger)}
	if o.Embedder != nil {
		s.guard = newEmbedGuard(o.Logger, o.Embedder.Model())
		if o.MinSimilarity == nil {
			floor := DefaultMinSimilarity(o.Embedder.Model())
			s.opts.MinSimilarity = &floor
		}
	}
	return s
}

// DB returns the pool, for health checks.
func (s *Service) DB() *pgxpool.Pool { return s.db }

// caller is the principal behind a call, loaded fresh in the call's transaction: a revoked rule
// or a removed grant takes effect on the very next call.
type caller struct {
	policy.Identity
	policy.Caller
	RunCap *int
	// WriteBudget bounds the principal's saves over a sliding window, whatever its run (nil: none).
	WriteBudget *WriteBudget
	// DeletesNeedApproval sends every delete its agents ask for to the pending queue.
	DeletesNeedApproval bool
	// run is what the write learned about its run (a sessionless client's).
	run runWrite
}

// authorize checks the identity, loads the caller and asks policy whether op is allowed. A call
// with no principal or no agent is refused and logged at error level; nothing is read or written.
func (s *Service) authorize(ctx context.Context, q txConn, id policy.Identity, op policy.Op) (caller, error) {
	if err := s.checkIdentity(ctx, id, op); err != nil {
		return caller{}, err
	}
	c, err := loadCaller(ctx, q, id)
	return s.admitCaller(ctx, c, op, err)
}

// admitCaller applies the role's rules to the caller loadCaller (or queueLoadCaller) read, and
// logs a refusal; err is that read's error.
func (s *Service) admitCaller(ctx context.Context, c caller, op policy.Op, err error) (caller, error) {
	if IsDomain(err) {
		s.log.ErrorContext(ctx, "memory call refused: principal does not exist", "op", op, c.LogAttrs())
	}
	if err != nil {
		return caller{}, err
	}
	if v := policy.Check(c.Caller, op); !v.Allowed {
		s.log.WarnContext(ctx, "memory call refused", "op", op, "reason", v.Reason, c.LogAttrs())
		return caller{}, errorf(CodeForbidden, "%s", v.Reason)
	}
	return c, nil
}

// authorizeBeforeEmbedding refuses a call that will be refused anyway before it costs an
// embedding request. It is needed only when an embedder is configured; the call's own
// transaction checks again.
func (s *Service) authorizeBeforeEmbedding(ctx context.Context, id policy.Identity, op policy.Op) error {
	if s.embed == nil {
		return nil
	}
	return s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		_, err := s.authorize(ctx, tx, id, op)
		return err
	})
}

// txConn is store.TxConn: a pgx.Tx, or a connection on which the caller opened the transaction.
type txConn = store.TxConn

// loadCallerSQL reads the principal's role, kind, run cap, write budget, delete approval and the
// role's revoked rules.
const loadCallerSQL = `
		select p.name, p.role, p.service, p.run_cap,
		       array(select r.rule from rule_revocations r where r.role = p.role),
		       p.write_budget, p.write_budget_seconds, p.deletes_need_approval
		from principals p where p.id = $1`

// loadCaller reads the principal behind id (loadCallerSQL).
func loadCaller(ctx context.Context, q txConn, id policy.Identity) (caller, error) {
	c := caller{Identity: id}
	err := scanCaller(q.QueryRow(ctx, loadCallerSQL, id.PrincipalID), &c)
	return c, err
}

// queueLoadCaller is loadCaller as one statement of a batch: c is filled when the batch is read.
func queueLoadCaller(b *pgx.Batch, id policy.Identity, c *caller) {
	*c = caller{Identity: id}
	b.Queue(loadCallerSQL, id.PrincipalID).QueryRow(func(row pgx.Row) error { return scanCaller(row, c) })
}

func scanCaller(row pgx.Row, c *caller) error {
	var revoked []string
	var budget, seconds *int
	err := row.Scan(&c.Principal, &c.Role, &c.Service, &c.RunCap, &revoked, &budget, &seconds, &c.DeletesNeedApproval)
	if errors.Is(err, pgx.ErrNoRows) {
		return errorf(CodeUnauthenticated, "the principal behind this session no longer exists; ask an admin for a new token")
	}
	if err != nil {
		return fmt.Errorf("load principal: %w", err)
	}
	c.Revoked = map[policy.Rule]bool{}
	for _, r := range revoked {
		c.Revoked[policy.Rule(r)] = true
	}
	c.WriteBudget = store.BudgetOf(budget, seconds)
	return nil
}

func (s *Service) checkIdentity(ctx context.Context, id policy.Identity, op policy.Op) error {
	var problem string
	switch {
	case id.PrincipalID == "":
		problem = "no principal: the session is not authenticated (stdio: set RECALL_PRINCIPAL; HTTP: send a bearer token)"
	case id.AgentID == "":
		problem = "no agent id: user memories live under (agent, principal); set RECALL_AGENT or bind the token to an agent"
	case id.RunID != "" && !validRunID(id.RunID):
		// Never log or store the value: it may be a secret sent in the wrong place.
		s.log.ErrorContext(ctx, "memory call refused: invalid run id", "op", op, "principal", id.Principal)
		return errorf(CodeInvalid, "%s", runIDProblem)
	default:
		if err := policy.ValidateName("agent id", id.AgentID); err != nil {
			problem = err.Error()
		}
	}
	if problem == "" {
		return nil
	}
	s.log.ErrorContext(ctx, "memory call refused: incomplete namespace", "op", op, "problem", problem, id.LogAttrs())
	return errorf(CodeUnauthenticated, "%s", problem)
}

// AllowedOps reports which of ops the principal behind id may perform, for an adapter that
// hides tools the caller may not use. One query answers all of them, and it logs nothing
// (listing is not a refusal); every operation checks again, and logs, when it is called.
func (s *Service) AllowedOps(ctx context.Context, id policy.Identity, ops ...policy.Op) (map[policy.Op]bool, error) {
	out := map[policy.Op]bool{}
	if id.PrincipalID == "" || policy.ValidateName("agent id", id.AgentID) != nil {
		return out, nil
	}
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		c, err := loadCaller(ctx, tx, id)
		if err != nil {
			return err
		}
		for _, op := range ops {
			out[op] = policy.Check(c.Caller, op).Allowed
		}
		return nil
	})
	if IsDomain(err) {
		return out, nil
	}
	return out, err
}

// grantedSystems is the SQL for the systems a principal may access at one of the given levels:
// its own grants and its teams' grants (recall_granted_systems, migrations/definitions).
// principal and levels are SQL expressions (parameters).
func grantedSystems(principal, levels string) string {
	return `select g.system_id from recall_granted_systems(principal => ` + principal + `, levels => ` + levels + `) g(system_id)`
}

// readLevels is the SQL for the grant levels that allow reading (manage includes read).
const readLevels = `'{read,manage}'::text[]`

// systemLevel is the caller's highest level on a system, from its own and its teams' grants;
// empty: none.
func systemLevel(ctx context.Context, q txConn, principalID, systemID string) (policy.AccessLevel, error) {
	var level string
	err := q.QueryRow(ctx, `select case when $2 = any(array(`+grantedSystems("$1", `'{manage}'::text[]`)+`)) then 'manage'
		when $2 = any(array(`+grantedSystems("$1", readLevels)+`)) then 'read' else '' end`,
		principalID, systemID).Scan(&level)
	if err != nil {
		return "", fmt.Errorf("system access: %w", err)
	}
	return policy.AccessLevel(level), nil
}

// systemChangeRefusal is the refusal of change c to a memory of system systemID (existing: the
// memory it would change) by a caller holding have, or nil when policy allows it.
func systemChangeRefusal(systemID string, have policy.AccessLevel, c policy.Change, existing string) error {
	if policy.SystemAllows(have, c) {
		return nil
	}
	need := policy.SystemNeed(c)
	switch {
	case have == "":
		return systemRefusal(systemID, need)
	case existing != "":
		return errorf(CodeForbidden, "memory %s of system %q has a near-duplicate recallHint, and updating it in place needs manage access to the system, which you lack: it belongs to the system's managers. Nothing was saved; save under a recallHint that says what is different, or ask a manager to change it", existing, systemID)
	default:
		return errorf(CodeForbidden, "an always-inject memory of system %q reaches every reader of the system in every turn, so it needs manage access to the system, which you lack; save it without alwaysInject, or ask a manager (`recall admin grant add --level manage`)", systemID)
	}
}

// systemRefusal is the same message for an unknown system and a forbidden one: no existence oracle.
func systemRefusal(systemID string, need policy.AccessLevel) error {
	return errorf(CodeForbidden, "system %q is unknown or you have no %s access to it; ask an admin for a grant (`recall admin grant add`)", systemID, need)
}

// visibleProjects is the SQL for the projects a session may access at one of the given member
// levels: at most its bound project, while the principal is a member of it at one of the levels
// (recall_member_projects, migrations/definitions). principal, boundProject and levels are SQL
// expressions (parameters).
func visibleProjects(principal, boundProject, levels string) string {
	return `select pm.project from recall_member_projects(principal => ` + principal + `, bound_project => ` + boundProject +
		`, levels => ` + levels + `) pm(project)`
}

// visibleRow is the scope rule on a memories row (alias m): recall_visible (migrations/definitions),
// unexpired and the principal's own in agent ('*': any of its agents), of a system it holds at
// systemLevels, or of the bound project while it is a member at projectLevels. Every read of
// memory rows by visibility uses it; the arguments are SQL expressions (parameters), boundProject
// the empty string for none.
func visibleRow(principal, agent, systemLevels, boundProject, projectLevels string) string {
	return `recall_visible(m, principal => ` + principal + `, agent => ` + agent + `,
		systems => array(` + grantedSystems(principal, systemLevels) + `),
		projects => array(` + visibleProjects(principal, boundProject, projectLevels) + `))`
}

// readProjectLevels is the SQL for the member levels that allow reading (write includes read).
const readProjectLevels = `'{read,write}'::text[]`

// canAccessProject resolves the session's access to one project inside the transaction: the
// project must be the one the session is bound to, and the principal a member at need or above.
func canAccessProject(ctx context.Context, q txConn, id policy.Identity, projectID string, need policy.ProjectLevel) (bool, error) {
	var ok bool
	err := q.QueryRow(ctx, `select $2 = any(array(`+visibleProjects("$1", "$3", "$4")+`))`,
		id.PrincipalID, projectID, id.ProjectID, policy.ProjectLevels(need)).Scan(&ok)
	return ok, err
}

// projectRefusal is the same message for an unknown project, one the session is not bound to, and
// one the principal is not a member of (at the level needed): no existence oracle.
func projectRefusal(projectID string, need policy.ProjectLevel) error {
	return errorf(CodeForbidden, "project %q is unknown, is not the project this session is bound to, or you have no %s access to it; bind the session to the project (token --project, X-Recall-Project, RECALL_PROJECT) and ask an admin for membership (`recall admin project add-member`)", projectID, need)
}

// ProjectReaders returns which of principalIDs may read project now (members at any level,
// directly or through a team): the check every read of a project's memories makes, for an
// adapter that tells subscribers about a change to that project before they read it.
func (s *Service) ProjectReaders(ctx context.Context, project string, principalIDs []string) (map[string]bool, error) {
	rows, err := s.db.Query(ctx, `select p::text from unnest($2::uuid[]) as p
		where exists (`+visibleProjects("p", "$1", readProjectLevels)+`)`, project, principalIDs)
	if err != nil {
		return nil, fmt.Errorf("project readers: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("project readers: %w", err)
	}
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

// CheckBinding refuses a session bound to a project its principal is not a member of (directly or
// through a team), or that does not exist: the same clear error for both. An unbound session
// passes. Adapters call it on a session's first call; every query checks membership again, so a
// member removed later simply stops seeing the project's memories.
func (s *Service) CheckBinding(ctx context.Context, id policy.Identity) error {
	if id.ProjectID == "" || id.PrincipalID == "" {
		return nil
	}
	err := s.read(ctx, id.PrincipalID, func(db *pgxpool.Pool) error {
		var ok bool
		if err := db.QueryRow(ctx, `select exists (`+visibleProjects("$1", "$2", readProjectLevels)+`)`,
			id.PrincipalID, id.ProjectID).Scan(&ok); err != nil {
			return fmt.Errorf("check project binding: %w", err)
		}
		if !ok {
			return errorf(CodeForbidden, "not a member") // confirmed on the primary, then worded below
		}
		return nil
	})
	if ErrorCode(err) == CodeForbidden {
		s.log.WarnContext(ctx, "session refused: bound to a project the principal is not a member of", id.LogAttrs())
		return errorf(CodeForbidden, "this session is bound to project %q, which does not exist or of which principal %q is not a member; an admin can add it with `recall admin project add-member --project %s --principal %s --level read|write`, or bind the session to another project (token --project, X-Recall-Project header, RECALL_PROJECT) or to none", id.ProjectID, id.Principal, id.ProjectID, cmp.Or(id.Principal, "NAME"))
	}
	return err
}
