package identity

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

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// TokenPrefix starts every recall bearer token, so scrubbers (ours included) can recognise one.
const TokenPrefix = "rcl_"

// CreateToken issues a bearer token for principal, optionally bound to an agent namespace. The
// token is returned once; only its SHA-256 hash is stored.
func (s *Service) CreateToken(ctx context.Context, admin policy.Identity, principal, agent string) (string, error) {
	return s.CreateProjectToken(ctx, admin, principal, agent, "")
}

// CreateProjectToken is CreateToken with the token's sessions bound to project (empty: unbound).
// The project must exist; whether the principal is a member is checked when the token is used,
// so membership can change after the token is issued. Errors: store.CodeInvalid, store.CodeNotFound.
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
// Errors: store.CodeInvalid, store.CodeNotFound.
func (s *Service) CreateTokenFor(ctx context.Context, admin policy.Identity, spec TokenSpec) (string, error) {
	principal, agent, project := spec.Principal, spec.Agent, spec.Project
	if spec.Run != "" {
		if s.opts.CheckRunID == nil {
			return "", errorf(store.CodeInvalid, "--run: this server cannot check run ids")
		}
		if err := s.opts.CheckRunID(spec.Run); err != nil {
			return "", errorf(store.CodeInvalid, "--run: %v", err)
		}
	}
	if agent != "" {
		if err := policy.ValidateName("agent id", agent); err != nil {
			return "", errorf(store.CodeInvalid, "%v", err)
		}
	}
	if project != "" {
		if err := policy.ValidateName("project", project); err != nil {
			return "", errorf(store.CodeInvalid, "%v", err)
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
				return errorf(store.CodeNotFound, "no project %q; create it with `recall admin project add %s`", project, project)
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

// Authenticate resolves a bearer token to an identity (principal, agent namespace, the token as
// Client, and the project and run the token pins, if any; the transport, and the run of a token
// that pins none, are the caller's to fill in: an adapter must not replace a pinned RunID). An
// unknown or revoked token is store.CodeUnauthenticated.
func (s *Service) Authenticate(ctx context.Context, token string) (policy.Identity, error) {
	token = strings.TrimSpace(token)
	if strings.HasPrefix(token, OAuthAccessPrefix) {
		return s.authenticateOAuth(ctx, token)
	}
	if !strings.HasPrefix(token, TokenPrefix) {
		return policy.Identity{}, errorf(store.CodeUnauthenticated, "not a recall token")
	}
	h := [32]byte(hashToken(token))
	now := time.Now()
	if id, ok := s.auth.get(h, now); ok {
		return id, nil
	}
	gen := s.auth.begin()
	var id policy.Identity
	var agent *string
	var tokenID string
	err := s.db.QueryRow(ctx, `
		select p.id, p.name, t.agent_id, coalesce(t.project_id, ''), coalesce(t.run_id, ''), t.id from tokens t join principals p on p.id = t.principal_id
		where t.hash = $1 and t.revoked_at is null and p.disabled_at is null
		  and (t.expires_at is null or t.expires_at > now())`, h[:]).Scan(&id.PrincipalID, &id.Principal, &agent, &id.ProjectID, &id.RunID, &tokenID)
	if errors.Is(err, pgx.ErrNoRows) {
		return policy.Identity{}, errorf(store.CodeUnauthenticated, "unknown, expired or revoked token (or its principal is disabled)")
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
	id.Client = "token:" + tokenID
	if id.RunID != "" {
		id.RunFrom = policy.RunFromToken
	}
	s.auth.put(h, id, gen, now)
	return id, nil
}

func hashToken(t string) []byte {
	h := sha256.Sum256([]byte(t))
	return h[:]
}

// LiveTokens reports which of the bearer tokens are still valid (issued, not revoked), for an
// adapter that closes what a revoked token holds open. One query for all of them.
func (s *Service) LiveTokens(ctx context.Context, tokens []string) (map[string]bool, error) {
	byHash := make(map[string]string, len(tokens))
	hashes := make([][]byte, 0, len(tokens))
	for _, t := range tokens {
		h := hashToken(strings.TrimSpace(t))
		byHash[string(h)] = t
		hashes = append(hashes, h)
	}
	rows, err := s.db.Query(ctx, `select t.hash from tokens t join principals p on p.id = t.principal_id
		where t.hash = any($1) and t.revoked_at is null`, hashes)
	if err != nil {
		return nil, fmt.Errorf("check tokens: %w", err)
	}
	live, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return nil, fmt.Errorf("check tokens: %w", err)
	}
	out := make(map[string]bool, len(live))
	for _, h := range live {
		out[byHash[string(h)]] = true
	}
	return out, nil
}

// TokenInfo is a token as an operator sees it: never the secret, nor its hash.
type TokenInfo struct {
	ID        string     `json:"id"`
	Principal string     `json:"principal"`
	Agent     string     `json:"agent"`
	Project   string     `json:"project,omitempty"`
	CreatedAt time.Time  `json:"created"`
	LastUsed  *time.Time `json:"lastUsed"`
	ExpiresAt *time.Time `json:"expires"`
	RevokedAt *time.Time `json:"revoked,omitempty"`
}

// ListTokens lists principal's tokens, newest first; revoked ones only when all is set.
// Errors: store.CodeNotFound for an unknown principal.
func (s *Service) ListTokens(ctx context.Context, admin policy.Identity, principal string, all bool) ([]TokenInfo, error) {
	var out []TokenInfo
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `
			select $3::text, id, coalesce(agent_id, 'default'), coalesce(project_id, ''), created_at, last_used_at, expires_at, revoked_at
			from tokens where principal_id = $1 and ($2 or revoked_at is null)
			order by created_at desc, id`, p.ID, all, p.Name)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, scanTokenInfo)
		return err
	})
	return out, err
}

// RevokeToken revokes the one token called id. Revoking one already revoked is store.CodeInvalid, an
// unknown id store.CodeNotFound.
func (s *Service) RevokeToken(ctx context.Context, admin policy.Identity, id string) (TokenInfo, error) {
	if _, err := uuid.Parse(id); err != nil {
		return TokenInfo{}, errorf(store.CodeInvalid, "token id %q is not a UUID; `recall admin token list --principal NAME` shows the ids", id)
	}
	var t TokenInfo
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `
			select t.id, p.name, coalesce(t.agent_id, 'default'), coalesce(t.project_id, ''), t.created_at, t.last_used_at, t.expires_at, t.revoked_at
			from tokens t join principals p on p.id = t.principal_id where t.id = $1 for update of t`, id).
			Scan(&t.ID, &t.Principal, &t.Agent, &t.Project, &t.CreatedAt, &t.LastUsed, &t.ExpiresAt, &t.RevokedAt)
		if err == pgx.ErrNoRows {
			return errorf(store.CodeNotFound, "no token with id %s", id)
		}
		if err != nil {
			return err
		}
		if t.RevokedAt != nil {
			return errorf(store.CodeInvalid, "token %s was already revoked at %s", id, t.RevokedAt.UTC().Format(time.RFC3339))
		}
		if err := tx.QueryRow(ctx, `update tokens set revoked_at = now() where id = $1 returning revoked_at`, id).Scan(&t.RevokedAt); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActTokenRevoke, nil, map[string]any{"principal": t.Principal, "token": id, "revoked": 1})
	})
	s.auth.invalidate() // after the commit (authCache)
	return t, err
}
