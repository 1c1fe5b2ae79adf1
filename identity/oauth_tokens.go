package identity

import (
	"cmp"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Prefixes of the OAuth secrets recall issues, so scrubbers can recognise them.
const (
	OAuthCodePrefix    = "rac_"
	OAuthAccessPrefix  = "rat_"
	OAuthRefreshPrefix = "rrt_"
)

// Lifetimes of OAuth secrets.
var (
	OAuthCodeTTL    = 2 * time.Minute
	OAuthAccessTTL  = time.Hour
	OAuthRefreshTTL = 30 * 24 * time.Hour
)

// OAuthAuthorization is what a person consented to on the consent page.
type OAuthAuthorization struct {
	ClientID    string
	RedirectURI string
	Challenge   string // PKCE S256 code challenge
	Resource    string // RFC 8707 resource indicator, already checked to be recall's /mcp
	Scope       string
	Agent       string // the agent namespace the client writes user memories under
	// Metadata is the client's fetched metadata document when it is a metadata-document
	// client: its row is written here, at the consent, and never before.
	Metadata *OAuthClient
}

// OAuthTokens is a token response.
type OAuthTokens struct {
	AccessToken  string
	RefreshToken string
	ExpiresIn    int // seconds
	Scope        string
}

// OAuthGrant is one connected client of one person.
type OAuthGrant struct {
	ID         string    `json:"id"`
	ClientID   string    `json:"client_id"`
	ClientName string    `json:"client_name"`
	Principal  string    `json:"principal"`
	Agent      string    `json:"agent"`
	Resource   string    `json:"resource"`
	Scope      string    `json:"scope"`
	CreatedAt  time.Time `json:"created_at"`
	LastUsedAt time.Time `json:"last_used_at"`
}

var challengeRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)
var verifierRE = regexp.MustCompile(`^[A-Za-z0-9._~-]{43,128}$`)

// AuthorizeOAuthClient records a person's consent and returns a single-use authorization code.
// Only a person (not a service principal, not disabled) can authorize a client.
func (s *Service) AuthorizeOAuthClient(ctx context.Context, who policy.Identity, a OAuthAuthorization) (string, error) {
	if who.PrincipalID == "" {
		return "", errorf(store.CodeUnauthenticated, "log in to authorize a client")
	}
	if err := policy.ValidateName("agent", a.Agent); err != nil {
		return "", errorf(store.CodeInvalid, "%v", err)
	}
	if !challengeRE.MatchString(a.Challenge) {
		return "", errorf(store.CodeInvalid, "code_challenge must be a base64url SHA-256 (43 characters)")
	}
	code := OAuthCodePrefix + randomToken()
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var p Principal
		err := tx.QueryRow(ctx, `select id, name, role, service, run_cap, disabled_at is not null from principals where id = $1`, who.PrincipalID).
			Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled)
		if errors.Is(err, pgx.ErrNoRows) {
			return errorf(store.CodeUnauthenticated, "log in to authorize a client")
		}
		if err != nil {
			return err
		}
		if p.Service {
			return errorf(store.CodeForbidden, "%s is a service principal; service principals cannot authorize clients", p.Name)
		}
		if p.Disabled {
			return errorf(store.CodeForbidden, "%s is disabled", p.Name)
		}
		if a.Metadata != nil {
			if err := storeMetadataClient(ctx, tx, a.Metadata); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `update oauth_clients set consented_at = now() where id = $1 and consented_at is null`, a.ClientID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `
			insert into oauth_codes (hash, client_id, principal_id, agent_id, redirect_uri, challenge, resource, scope, expires_at)
			values ($1, $2, $3, $4, $5, $6, $7, $8, now() + $9::interval)`,
			hashToken(code), a.ClientID, p.ID, a.Agent, a.RedirectURI, a.Challenge, a.Resource, a.Scope, OAuthCodeTTL.String()); err != nil {
			return err
		}
		return audit(ctx, tx, who, ActOAuthAuthorize, nil, map[string]any{"client_id": a.ClientID, "agent": a.Agent})
	})
	if err != nil {
		return "", err
	}
	return code, nil
}

// S256 is the PKCE S256 transform of a code verifier.
func S256(verifier string) string {
	sum := sha256.Sum256([]byte(verifier))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// ExchangeOAuthCode redeems an authorization code (RFC 6749 4.1.3 with PKCE, RFC 7636): the
// code must be unspent and unexpired, issued to clientID for redirectURI, and the verifier must
// hash to its challenge. A code presented a second time revokes the grant it created.
func (s *Service) ExchangeOAuthCode(ctx context.Context, code, clientID, redirectURI, verifier, resource string) (OAuthTokens, error) {
	var out OAuthTokens
	var replayed bool
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var pid, agent, wantClient, wantRedirect, challenge, res, scope string
		var expired bool
		var used *time.Time
		var grant *string
		err := tx.QueryRow(ctx, `
			select principal_id, agent_id, client_id, redirect_uri, challenge, resource, scope, expires_at <= now(), used_at, grant_id
			from oauth_codes where hash = $1 for update`, hashToken(code)).
			Scan(&pid, &agent, &wantClient, &wantRedirect, &challenge, &res, &scope, &expired, &used, &grant)
		if errors.Is(err, pgx.ErrNoRows) {
			return oauthErr("invalid_grant", "unknown authorization code")
		}
		if err != nil {
			return err
		}
		if used != nil {
			replayed = true
			if grant != nil {
				if err := revokeGrant(ctx, tx, *grant, "authorization code replayed"); err != nil {
					return err
				}
				if err := audit(ctx, tx, anonymous(""), ActOAuthReplay, nil, map[string]any{"grant": *grant, "what": "code"}); err != nil {
					return err
				}
			}
			return nil
		}
		switch {
		case expired:
			return oauthErr("invalid_grant", "the authorization code has expired")
		case wantClient != clientID:
			return oauthErr("invalid_grant", "the authorization code was issued to another client")
		case wantRedirect != redirectURI:
			return oauthErr("invalid_grant", "redirect_uri does not match the authorization request")
		case resource != "" && resource != res:
			return oauthErr("invalid_target", "resource does not match the authorization request")
		case verifier == "":
			return oauthErr("invalid_grant", "code_verifier is required (PKCE)")
		case !verifierRE.MatchString(verifier):
			return oauthErr("invalid_grant", "code_verifier must be 43-128 unreserved characters")
		case subtle.ConstantTimeCompare([]byte(S256(verifier)), []byte(challenge)) != 1:
			return oauthErr("invalid_grant", "code_verifier does not match the code_challenge")
		}
		gid := uuid.NewString()
		if _, err := tx.Exec(ctx, `
			insert into oauth_grants (id, client_id, principal_id, agent_id, resource, scope, redirect_uri) values ($1, $2, $3, $4, $5, $6, $7)`,
			gid, clientID, pid, agent, res, scope, wantRedirect); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `update oauth_codes set used_at = now(), grant_id = $2 where hash = $1`, hashToken(code), gid); err != nil {
			return err
		}
		out, err = issueTokens(ctx, tx, gid, scope)
		return err
	})
	if err == nil && replayed {
		s.log.WarnContext(ctx, "oauth: authorization code replayed; its grant is revoked", "client", clientID)
		err = oauthErr("invalid_grant", "the authorization code was already used; the tokens it issued are revoked")
	}
	return out, err
}

func issueTokens(ctx context.Context, tx pgx.Tx, grantID, scope string) (OAuthTokens, error) {
	t := OAuthTokens{AccessToken: OAuthAccessPrefix + randomToken(), RefreshToken: OAuthRefreshPrefix + randomToken(),
		ExpiresIn: int(OAuthAccessTTL / time.Second), Scope: scope}
	_, err := tx.Exec(ctx, `
		insert into oauth_tokens (hash, grant_id, kind, expires_at) values
			($1, $3, 'access', now() + $4::interval), ($2, $3, 'refresh', now() + $5::interval)`,
		hashToken(t.AccessToken), hashToken(t.RefreshToken), grantID, OAuthAccessTTL.String(), OAuthRefreshTTL.String())
	return t, err
}

func revokeGrant(ctx context.Context, tx pgx.Tx, grantID, why string) error {
	_, err := tx.Exec(ctx, `update oauth_grants set revoked_at = now(), revoked_why = $2 where id = $1 and revoked_at is null`, grantID, why)
	return err
}

// RefreshOAuth rotates a refresh token: the old one is spent and a new pair issued. A spent
// refresh token presented again is a replay: the whole grant is revoked, so neither the thief
// nor the client holds a working token any more.
func (s *Service) RefreshOAuth(ctx context.Context, refresh, clientID, resource string) (OAuthTokens, error) {
	var out OAuthTokens
	var replayed bool
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var gid, client, res, scope string
		var expired, grantRevoked, tokenRevoked bool
		var used *time.Time
		err := tx.QueryRow(ctx, `
			select g.id, g.client_id, g.resource, g.scope, t.expires_at <= now(), g.revoked_at is not null, t.revoked_at is not null, t.used_at
			from oauth_tokens t join oauth_grants g on g.id = t.grant_id
			where t.hash = $1 and t.kind = 'refresh' for update of t, g`, hashToken(refresh)).
			Scan(&gid, &client, &res, &scope, &expired, &grantRevoked, &tokenRevoked, &used)
		if errors.Is(err, pgx.ErrNoRows) {
			return oauthErr("invalid_grant", "unknown refresh token")
		}
		if err != nil {
			return err
		}
		switch {
		case client != clientID:
			return oauthErr("invalid_grant", "the refresh token was issued to another client")
		case grantRevoked || tokenRevoked:
			return oauthErr("invalid_grant", "the refresh token is revoked")
		case used != nil:
			replayed = true
			if err := revokeGrant(ctx, tx, gid, "refresh token replayed"); err != nil {
				return err
			}
			return audit(ctx, tx, anonymous(""), ActOAuthReplay, nil, map[string]any{"grant": gid, "what": "refresh_token"})
		case expired:
			return oauthErr("invalid_grant", "the refresh token has expired")
		case resource != "" && resource != res:
			return oauthErr("invalid_target", "resource does not match the grant")
		}
		if _, err := tx.Exec(ctx, `update oauth_tokens set used_at = now() where hash = $1`, hashToken(refresh)); err != nil {
			return err
		}
		out, err = issueTokens(ctx, tx, gid, scope)
		return err
	})
	if err == nil && replayed {
		s.log.WarnContext(ctx, "oauth: refresh token replayed; its grant is revoked", "client", clientID)
		err = oauthErr("invalid_grant", "the refresh token was already used; every token of this grant is revoked")
	}
	return out, err
}

// RevokeOAuthToken revokes a token (RFC 7009) of clientID: a refresh token revokes its whole
// grant, an access token itself. An unknown token, or another client's, changes nothing and is
// no error (RFC 7009 2.2).
func (s *Service) RevokeOAuthToken(ctx context.Context, token, clientID string) error {
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var gid, kind, client string
		err := tx.QueryRow(ctx, `
			select g.id, t.kind, g.client_id from oauth_tokens t join oauth_grants g on g.id = t.grant_id where t.hash = $1`,
			hashToken(strings.TrimSpace(token))).Scan(&gid, &kind, &client)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && client != clientID) {
			return nil
		}
		if err != nil {
			return err
		}
		if kind == "access" {
			_, err = tx.Exec(ctx, `update oauth_tokens set revoked_at = now() where hash = $1`, hashToken(strings.TrimSpace(token)))
			return err
		}
		if err := revokeGrant(ctx, tx, gid, "revoked by the client"); err != nil {
			return err
		}
		return audit(ctx, tx, anonymous(""), ActOAuthGrantRevoke, nil, map[string]any{"grant": gid, "by": "client"})
	})
}

// authenticateOAuth resolves an OAuth access token to the identity of its grant: the person and
// the agent namespace they chose for the client. resource is recall's /mcp resource; a token
// for another resource is refused.
func (s *Service) authenticateOAuth(ctx context.Context, token string) (policy.Identity, error) {
	var id policy.Identity
	var gid, res string
	err := s.db.QueryRow(ctx, `
		select p.id, p.name, g.agent_id, g.id, g.resource
		from oauth_tokens t join oauth_grants g on g.id = t.grant_id join principals p on p.id = g.principal_id
		where t.hash = $1 and t.kind = 'access' and t.revoked_at is null and t.expires_at > now()
		  and g.revoked_at is null and p.disabled_at is null and not p.service`, hashToken(token)).
		Scan(&id.PrincipalID, &id.Principal, &id.AgentID, &gid, &res)
	if errors.Is(err, pgx.ErrNoRows) {
		return policy.Identity{}, errorf(store.CodeUnauthenticated, "unknown, expired or revoked access token")
	}
	if err != nil {
		return policy.Identity{}, fmt.Errorf("authenticate: %w", err)
	}
	if s.oauthResource != "" && res != s.oauthResource {
		return policy.Identity{}, errorf(store.CodeUnauthenticated, "the access token was issued for another resource")
	}
	// last_used_at for the connections page, written at most once a minute per grant.
	if _, err := s.db.Exec(ctx, `update oauth_grants set last_used_at = now() where id = $1 and last_used_at < now() - interval '1 minute'`, gid); err != nil {
		s.log.WarnContext(ctx, "oauth: last_used_at not updated", "err", err)
	}
	id.Client = "oauth:" + gid
	return id, nil
}

// SetOAuthResource names the resource (RECALL_PUBLIC_URL + /mcp) access tokens must be for.
func (s *Service) SetOAuthResource(resource string) { s.oauthResource = resource }

// connectedGrant is when grant g (oauth_grants) is a connected client: not revoked, and holding a
// refresh token that can still be used.
const connectedGrant = `g.revoked_at is null
	and exists (select 1 from oauth_tokens t where t.grant_id = g.id and t.kind = 'refresh' and t.used_at is null and t.expires_at > now())`

// OAuthGrants lists connected clients: the caller's own, or with all everyone's (an admin
// operation).
func (s *Service) OAuthGrants(ctx context.Context, who policy.Identity, all bool) ([]OAuthGrant, error) {
	var out []OAuthGrant
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if all {
			if err := s.requireAdmin(ctx, tx, who, policy.AdminTokens); err != nil {
				return err
			}
		} else if who.PrincipalID == "" {
			return errorf(store.CodeUnauthenticated, "log in to see your connected clients")
		}
		rows, err := tx.Query(ctx, `
			select g.id, g.client_id, c.name, p.name, g.agent_id, g.resource, g.scope, g.created_at, g.last_used_at
			from oauth_grants g join oauth_clients c on c.id = g.client_id join principals p on p.id = g.principal_id
			where `+connectedGrant+` and ($1 or g.principal_id = $2::uuid)
			order by g.created_at desc`, all, cmp.Or(who.PrincipalID, "00000000-0000-0000-0000-000000000000"))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var g OAuthGrant
			if err := rows.Scan(&g.ID, &g.ClientID, &g.ClientName, &g.Principal, &g.Agent, &g.Resource, &g.Scope, &g.CreatedAt, &g.LastUsedAt); err != nil {
				return err
			}
			out = append(out, g)
		}
		return rows.Err()
	})
	return out, err
}

// OAuthConsent is a client a person has connected: the agent namespace they chose for it and
// the redirect URI its code went to ("" for a grant made before
// oauth_grants recorded it; the baseline upgrade leaves those empty).
type OAuthConsent struct {
	Agent       string
	RedirectURI string
}

// OAuthConsents are who's connected grants for client and resource (connectedGrant), newest
// first: the person consented to that client and has
// not disconnected it, so a new authorization for the same destination can be answered without
// asking again.
func (s *Service) OAuthConsents(ctx context.Context, who policy.Identity, clientID, resource string) ([]OAuthConsent, error) {
	if who.PrincipalID == "" {
		return nil, nil
	}
	rows, err := s.db.Query(ctx, `
		select g.agent_id, coalesce(g.redirect_uri, '') from oauth_grants g
		where g.principal_id = $1 and g.client_id = $2 and g.resource = $3 and `+connectedGrant+`
		order by g.created_at desc`, who.PrincipalID, clientID, resource)
	if err != nil {
		return nil, fmt.Errorf("oauth consents: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[OAuthConsent])
	if err != nil {
		return nil, fmt.Errorf("oauth consents: %w", err)
	}
	return out, nil
}

// RevokeOAuthGrant disconnects a client: the grant and every token it issued stop working. A
// person revokes their own grants; an admin anyone's. Another person's grant is store.CodeNotFound.
func (s *Service) RevokeOAuthGrant(ctx context.Context, who policy.Identity, grantID string) error {
	if _, err := uuid.Parse(grantID); err != nil {
		return errorf(store.CodeNotFound, "no connected client %q", grantID)
	}
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var owner string
		err := tx.QueryRow(ctx, `select principal_id from oauth_grants where id = $1 and revoked_at is null`, grantID).Scan(&owner)
		if errors.Is(err, pgx.ErrNoRows) {
			return errorf(store.CodeNotFound, "no connected client %q", grantID)
		}
		if err != nil {
			return err
		}
		if owner != who.PrincipalID && !s.isAdminIn(ctx, tx, who, policy.AdminTokens) {
			return errorf(store.CodeNotFound, "no connected client %q", grantID)
		}
		if err := revokeGrant(ctx, tx, grantID, "disconnected by "+who.Principal); err != nil {
			return err
		}
		return audit(ctx, tx, who, ActOAuthGrantRevoke, nil, map[string]any{"grant": grantID})
	})
}

// PruneOAuth deletes what can no longer be used: codes and tokens past expiry (a spent refresh
// token is kept until its own expiry, so its replay is still caught), grants revoked or without
// a live token for a day, cached metadata-document clients past their cache with no grant, and
// clients nobody consented to within OAuthUnusedClientTTL of registering.
func (s *Service) PruneOAuth(ctx context.Context) (int64, error) {
	tag, err := s.db.Exec(ctx, `delete from oauth_clients c where c.consented_at is null
		and c.created_at < now() - $1 * interval '1 microsecond'
		and not exists (select 1 from oauth_grants g where g.client_id = c.id)`, OAuthUnusedClientTTL.Microseconds())
	if err != nil {
		return 0, fmt.Errorf("prune oauth: %w", err)
	}
	n := tag.RowsAffected()
	for _, q := range []string{
		`delete from oauth_codes where expires_at < now() - interval '1 day'`,
		`delete from oauth_tokens where expires_at < now()`,
		`delete from oauth_grants g where (g.revoked_at is not null and g.revoked_at < now() - interval '1 day')
			or (g.created_at < now() - interval '1 day' and not exists (select 1 from oauth_tokens t where t.grant_id = g.id))`,
		`delete from oauth_clients c where c.kind = 'metadata' and c.cache_until < now() - interval '1 day'
			and not exists (select 1 from oauth_grants g where g.client_id = c.id)`,
	} {
		tag, err := s.db.Exec(ctx, q)
		if err != nil {
			return n, fmt.Errorf("prune oauth: %w", err)
		}
		n += tag.RowsAffected()
	}
	return n, nil
}

// PruneOnce is the leader's pruning service: spent OAuth codes, tokens, grants and clients
// (PruneOAuth), then spent login links, ended console sessions and old login attempts
// (PruneLogins).
func (s *Service) PruneOnce(ctx context.Context) (time.Duration, error) {
	n, err := s.PruneOAuth(ctx)
	if err != nil {
		return 0, err
	}
	if n > 0 {
		s.log.InfoContext(ctx, "oauth: pruned expired codes, tokens, grants and clients", "rows", n)
	}
	if err := s.PruneLogins(ctx); err != nil {
		return 0, fmt.Errorf("pruning console sessions and login attempts: %w", err)
	}
	return 0, nil
}
