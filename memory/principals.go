package memory

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recall-mcp/recall/policy"
)

// Principal is an identity that owns memories: a person's agent or a service (unattended) one.
type Principal struct {
	ID      string
	Name    string
	Role    string
	Service bool
	RunCap  *int
}

// AddPrincipal creates a principal. Role defaults to "member". A service principal is an
// unattended agent: it never gets destructive operations, and runCap (if set) bounds its saves
// per run.
func (s *Service) AddPrincipal(ctx context.Context, admin policy.Identity, name, role string, service bool, runCap *int) (Principal, error) {
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
	p := Principal{ID: uuid.NewString(), Name: name, Role: role, Service: service, RunCap: runCap}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `insert into principals (id, name, role, service, run_cap) values ($1, $2, $3, $4, $5)`,
			p.ID, p.Name, p.Role, p.Service, p.RunCap)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return errorf(CodeInvalid, "principal %q already exists", name)
		}
		if err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActPrincipalAdd, nil, map[string]any{"name": name, "role": role, "service": service, "runCap": runCap})
	})
	return p, err
}

// PrincipalByName returns the principal called name.
func (s *Service) PrincipalByName(ctx context.Context, name string) (Principal, error) {
	var p Principal
	err := s.db.QueryRow(ctx, `select id, name, role, service, run_cap from principals where name = $1`, name).
		Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap)
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
	if agent != "" {
		if err := policy.ValidateName("agent id", agent); err != nil {
			return "", errorf(CodeInvalid, "%v", err)
		}
	}
	if project != "" {
		if err := policy.ValidateName("project", project); err != nil {
			return "", errorf(CodeInvalid, "%v", err)
		}
		var ok bool
		if err := s.db.QueryRow(ctx, `select exists (select 1 from projects where name = $1)`, project).Scan(&ok); err != nil {
			return "", err
		}
		if !ok {
			return "", errorf(CodeNotFound, "no project %q; create it with `recall admin project add %s`", project, project)
		}
	}
	p, err := s.PrincipalByName(ctx, principal)
	if err != nil {
		return "", err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	token := TokenPrefix + base64.RawURLEncoding.EncodeToString(raw)
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `insert into tokens (hash, principal_id, agent_id, project_id) values ($1, $2, nullif($3, ''), nullif($4, ''))`,
			hashToken(token), p.ID, agent, project); err != nil {
			return err
		}
		detail := map[string]any{"principal": principal, "agent": agent}
		if project != "" {
			detail["project"] = project
		}
		return audit(ctx, tx, admin, ActTokenCreate, nil, detail)
	})
	return token, err
}

// RevokeTokens revokes every token of principal and returns how many were live.
func (s *Service) RevokeTokens(ctx context.Context, admin policy.Identity, principal string) (int, error) {
	p, err := s.PrincipalByName(ctx, principal)
	if err != nil {
		return 0, err
	}
	var n int64
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `update tokens set revoked_at = now() where principal_id = $1 and revoked_at is null`, p.ID)
		if err != nil {
			return err
		}
		n = tag.RowsAffected()
		return audit(ctx, tx, admin, ActTokenRevoke, nil, map[string]any{"principal": principal, "revoked": n})
	})
	return int(n), err
}

// Authenticate resolves a bearer token to an identity (principal, agent namespace and the project
// the token binds, if any; the run and transport are the caller's to fill in). An unknown or
// revoked token is CodeUnauthenticated.
func (s *Service) Authenticate(ctx context.Context, token string) (policy.Identity, error) {
	token = strings.TrimSpace(token)
	if !strings.HasPrefix(token, TokenPrefix) {
		return policy.Identity{}, errorf(CodeUnauthenticated, "not a recall token")
	}
	var id policy.Identity
	var agent *string
	err := s.db.QueryRow(ctx, `
		select p.id, p.name, t.agent_id, coalesce(t.project_id, '') from tokens t join principals p on p.id = t.principal_id
		where t.hash = $1 and t.revoked_at is null`, hashToken(token)).Scan(&id.PrincipalID, &id.Principal, &agent, &id.ProjectID)
	if errors.Is(err, pgx.ErrNoRows) {
		return policy.Identity{}, errorf(CodeUnauthenticated, "unknown or revoked token")
	}
	if err != nil {
		return policy.Identity{}, fmt.Errorf("authenticate: %w", err)
	}
	id.AgentID = "default"
	if agent != nil {
		id.AgentID = *agent
	}
	return id, nil
}

func hashToken(t string) []byte {
	h := sha256.Sum256([]byte(t))
	return h[:]
}
