package memory

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recall-mcp/recall/policy"
)

// Principal is an identity that owns memories: a person's agent or a service (unattended) one.
type Principal struct {
	ID       string
	Name     string
	Role     string
	Service  bool
	RunCap   *int
	Disabled bool // a disabled principal's tokens, sessions and logins are refused
	// WriteBudget bounds its saves over a sliding window, whatever the run (nil: none).
	WriteBudget *WriteBudget
	// DeletesNeedApproval sends every delete its agents ask for to the pending queue.
	DeletesNeedApproval bool
}

// AddPrincipal creates a principal. Role defaults to "member". A service principal is an
// unattended agent: it never gets destructive operations, and runCap (if set) bounds its saves
// per run.
func (s *Service) AddPrincipal(ctx context.Context, admin policy.Identity, name, role string, service bool, runCap *int) (Principal, error) {
	return s.AddPrincipalWith(ctx, admin, Principal{Name: name, Role: role, Service: service, RunCap: runCap})
}

// AddPrincipalWith creates principal p (its ID is chosen here) with its governance: role (default
// "member"), kind, run cap, write budget and whether its deletes need approval. Errors:
// CodeInvalid (a bad name, role, cap or budget, or the name is taken).
func (s *Service) AddPrincipalWith(ctx context.Context, admin policy.Identity, p Principal) (Principal, error) {
	name, role, service, runCap := p.Name, p.Role, p.Service, p.RunCap
	if role == "" {
		role = "member"
	}
	if err := policy.ValidateName("principal name", name); err != nil {
		return Principal{}, errorf(CodeInvalid, "%v", err)
	}
	if err := policy.ValidateName("role", role); err != nil {
		return Principal{}, errorf(CodeInvalid, "%v", err)
	}
	if runCap != nil && *runCap < 0 {
		return Principal{}, errorf(CodeInvalid, "run cap must be 0 or more")
	}
	if err := checkBudget(p.WriteBudget); err != nil {
		return Principal{}, err
	}
	p.ID, p.Role, p.Disabled = uuid.NewString(), role, false
	saves, seconds := budgetColumns(p.WriteBudget)
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into principals (id, name, role, service, run_cap, write_budget, write_budget_seconds, deletes_need_approval)
			values ($1, $2, $3, $4, $5, $6, $7, $8)`,
			p.ID, p.Name, p.Role, p.Service, p.RunCap, saves, seconds, p.DeletesNeedApproval)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return errorf(CodeInvalid, "principal %q already exists", name)
		}
		if err != nil {
			return err
		}
		detail := map[string]any{"name": name, "role": role, "service": service, "runCap": runCap}
		if p.WriteBudget != nil {
			detail["writeBudget"] = p.WriteBudget.String()
		}
		if p.DeletesNeedApproval {
			detail["deletesNeedApproval"] = true
		}
		return audit(ctx, tx, admin, ActPrincipalAdd, nil, detail)
	})
	return p, err
}

// PrincipalByName returns the principal called name. It is for processes that already hold the
// database (stdio, benchmarks, tests); an adapter acting for a caller uses the admin methods.
func (s *Service) PrincipalByName(ctx context.Context, name string) (Principal, error) {
	return principalByName(ctx, s.db, name)
}

// querier is what both a pool and a transaction offer.
type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func principalByName(ctx context.Context, q querier, name string) (Principal, error) {
	var p Principal
	var saves, seconds *int
	err := q.QueryRow(ctx, `select id, name, role, service, run_cap, disabled_at is not null,
		write_budget, write_budget_seconds, deletes_need_approval from principals where name = $1`, name).
		Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled, &saves, &seconds, &p.DeletesNeedApproval)
	p.WriteBudget = budgetOf(saves, seconds)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, errorf(CodeNotFound, "no principal %q; create it with `recall admin principal add %s`", name, name)
	}
	return p, err
}

// EnsurePrincipal returns the principal called name, creating it as a member when it does not
// exist. It serves stdio, where whoever runs the process already holds the database URL.
func (s *Service) EnsurePrincipal(ctx context.Context, name string) (Principal, error) {
	if err := policy.ValidateName("principal name", name); err != nil {
		return Principal{}, errorf(CodeInvalid, "%v", err)
	}
	_, err := s.db.Exec(ctx, `insert into principals (id, name) values ($1, $2) on conflict (name) do nothing`, uuid.NewString(), name)
	if err != nil {
		return Principal{}, err
	}
	return s.PrincipalByName(ctx, name)
}

// TokenPrefix starts every recall bearer token, so scrubbers (ours included) can recognise one.
const TokenPrefix = "rcl_"

// CreateToken issues a bearer token for principal, optionally bound to an agent namespace. The
// token is returned once; only its SHA-256 hash is stored.
func (s *Service) CreateToken(ctx context.Context, admin policy.Identity, principal, agent string) (string, error) {
	return s.CreateProjectToken(ctx, admin, principal, agent, "")
}

// CreateProjectToken is CreateToken with the token's sessions bound to project (empty: unbound).
// The project must exist; whether the principal is a member is checked when the token is used,
// so membership can change after the token is issued. Errors: CodeInvalid, CodeNotFound.
func (s *Service) CreateProjectToken(ctx context.Context, admin policy.Identity, principal, agent, project string) (string, error) {
	return s.CreateTokenFor(ctx, admin, TokenSpec{Principal: principal, Agent: agent, Project: project})
}

// TokenSpec is what a new token binds: its principal, and optionally an agent namespace, a
// project and a run.
type TokenSpec struct {
	Principal string
	Agent     string
	Project   string
	// Run pins the token's run: every call made with the token belongs to it, whatever run header
	// or session the client sends, so the run cap cannot be escaped by naming new runs.
	Run string
}

// CreateTokenFor issues a bearer token as spec says (CreateProjectToken, plus a pinned run).
// Errors: CodeInvalid, CodeNotFound.
func (s *Service) CreateTokenFor(ctx context.Context, admin policy.Identity, spec TokenSpec) (string, error) {
	principal, agent, project := spec.Principal, spec.Agent, spec.Project
	if spec.Run != "" {
		if err := s.CheckRunID(spec.Run); err != nil {
			return "", errorf(CodeInvalid, "--run: %v", err)
		}
	}
	if agent != "" {
		if err := policy.ValidateName("agent id", agent); err != nil {
			return "", errorf(CodeInvalid, "%v", err)
		}
	}
	if project != "" {
		if err := policy.ValidateName("project", project); err != nil {
			return "", errorf(CodeInvalid, "%v", err)
		}
	}
	token := TokenPrefix + randomToken()
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		if project != "" {
			var ok bool
			if err := tx.QueryRow(ctx, `select exists (select 1 from projects where name = $1)`, project).Scan(&ok); err != nil {
				return err
			}
			if !ok {
				return errorf(CodeNotFound, "no project %q; create it with `recall admin project add %s`", project, project)
			}
		}
		if _, err := tx.Exec(ctx, `insert into tokens (hash, principal_id, agent_id, project_id, run_id) values ($1, $2, nullif($3, ''), nullif($4, ''), nullif($5, ''))`,
			hashToken(token), p.ID, agent, project, spec.Run); err != nil {
			return err
		}
		detail := map[string]any{"principal": principal, "agent": agent}
		if project != "" {
			detail["project"] = project
		}
		if spec.Run != "" {
			detail["run"] = spec.Run
		}
		return audit(ctx, tx, admin, ActTokenCreate, nil, detail)
	})
	if err != nil {
		return "", err
	}
	return token, nil
}

// randomToken returns 32 random bytes, base64url-encoded.
func randomToken() string {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return base64.RawURLEncoding.EncodeToString(raw)
}

// RevokeTokens revokes every token of principal and returns how many were live.
func (s *Service) RevokeTokens(ctx context.Context, admin policy.Identity, principal string) (int, error) {
	var n int64
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `update tokens set revoked_at = now() where principal_id = $1 and revoked_at is null`, p.ID)
		if err != nil {
			return err
		}
		n = tag.RowsAffected()
		return audit(ctx, tx, admin, ActTokenRevoke, nil, map[string]any{"principal": principal, "revoked": n})
	})
	// After the commit: a lookup that began before it cannot remember what it read (authCache).
	s.auth.invalidate()
	return int(n), err
}

// Authenticate resolves a bearer token to an identity (principal, agent namespace, and the project
// and run the token pins, if any; the transport, and the run of a token that pins none, are the
// caller's to fill in: an adapter must not replace a pinned RunID). An unknown or revoked token is
// CodeUnauthenticated.
func (s *Service) Authenticate(ctx context.Context, token string) (policy.Identity, error) {
	token = strings.TrimSpace(token)
	if strings.HasPrefix(token, OAuthAccessPrefix) {
		return s.authenticateOAuth(ctx, token)
	}
	if !strings.HasPrefix(token, TokenPrefix) {
		return policy.Identity{}, errorf(CodeUnauthenticated, "not a recall token")
	}
	h := [32]byte(hashToken(token))
	now := time.Now()
	if id, ok := s.auth.get(h, now); ok {
		return id, nil
	}
	gen := s.auth.begin()
	var id policy.Identity
	var agent *string
	err := s.db.QueryRow(ctx, `
		select p.id, p.name, t.agent_id, coalesce(t.project_id, ''), coalesce(t.run_id, '') from tokens t join principals p on p.id = t.principal_id
		where t.hash = $1 and t.revoked_at is null and p.disabled_at is null
		  and (t.expires_at is null or t.expires_at > now())`, h[:]).Scan(&id.PrincipalID, &id.Principal, &agent, &id.ProjectID, &id.RunID)
	if errors.Is(err, pgx.ErrNoRows) {
		return policy.Identity{}, errorf(CodeUnauthenticated, "unknown, expired or revoked token (or its principal is disabled)")
	}
	if err != nil {
		return policy.Identity{}, fmt.Errorf("authenticate: %w", err)
	}
	// The token's last use is kept to the minute: a lookup that misses the cache writes at most
	// once a minute per token, whatever the request rate.
	if _, err := s.db.Exec(ctx, `update tokens set last_used_at = now() where hash = $1
		and (last_used_at is null or last_used_at < now() - interval '1 minute')`, h[:]); err != nil {
		return policy.Identity{}, fmt.Errorf("authenticate: %w", err)
	}
	id.AgentID = "default"
	if agent != nil {
		id.AgentID = *agent
	}
	s.auth.put(h, id, gen, now)
	return id, nil
}

func hashToken(t string) []byte {
	h := sha256.Sum256([]byte(t))
	return h[:]
}
