package identity

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// OAuth audit actions.
const (
	ActOAuthRegister     = "oauth.client_register"
	ActOAuthClientRemove = "oauth.client_remove"
	ActOAuthAuthorize    = "oauth.authorize"
	ActOAuthGrantRevoke  = "oauth.grant_revoke"
	ActOAuthReplay       = "oauth.replay"
)

// OAuth client kinds.
const (
	ClientDCR      = "dcr"      // RFC 7591 dynamic registration
	ClientMetadata = "metadata" // a Client ID Metadata Document at an https client_id
)

// Limits on dynamic registration, shared by every replica through the database: per client
// address (behind a trusted proxy, the address it forwards) and for all addresses together, so
// a flood from many addresses is bounded too.
const (
	RegistrationsPerAddressHour = 20
	RegistrationsPerHour        = 500
)

// OAuthUnusedClientTTL is how long a registered client nobody has consented to is kept: clients
// register just before sending the person to the consent page, so one unused after a day was
// abandoned, or made by someone filling the table.
var OAuthUnusedClientTTL = 24 * time.Hour

// OAuthClient is a registered or fetched OAuth client. It never carries its secret.
type OAuthClient struct {
	ID             string     `json:"client_id"`
	Kind           string     `json:"kind"`
	Name           string     `json:"client_name"`
	RedirectURIs   []string   `json:"redirect_uris"`
	ClientURI      string     `json:"client_uri,omitempty"`
	AuthMethod     string     `json:"token_endpoint_auth_method"`
	RegisteredFrom string     `json:"registered_from,omitempty"`
	CreatedAt      time.Time  `json:"created_at"`
	CacheUntil     *time.Time `json:"cache_until,omitempty"`
}

// OAuthError is a protocol error with its RFC 6749 code (invalid_grant, invalid_client,
// invalid_target, …): the caller's mistake, nothing changed unless the text says so.
type OAuthError struct {
	Code string
	Msg  string
}

func (e *OAuthError) Error() string { return e.Msg }

func oauthErr(code, format string, args ...any) error {
	return &OAuthError{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// anonymous is who the audit log names for an unauthenticated protocol request.
func anonymous(address string) policy.Identity {
	return policy.Identity{Principal: "anonymous:" + address, Transport: "http"}
}

// RegisterOAuthClient stores a dynamically registered client (RFC 7591) and returns it with its
// secret when its token endpoint auth method needs one (shown once; only the hash is kept).
// Registrations are limited per address and overall per hour.
func (s *Service) RegisterOAuthClient(ctx context.Context, c OAuthClient, address string) (OAuthClient, string, error) {
	c.ID = "rdc_" + randomToken()
	c.Kind = ClientDCR
	c.RegisteredFrom = address
	var secret string
	var hash []byte
	if c.AuthMethod != "none" {
		secret = "rcs_" + randomToken()
		hash = hashToken(secret)
	}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		// One registration at a time, so the counts below cannot be raced past.
		if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(hashtext('recall.oauth.register'))`); err != nil {
			return err
		}
		var mine, all int
		if err := tx.QueryRow(ctx, `
			select count(*) filter (where registered_from = $1), count(*)
			from oauth_clients where kind = 'dcr' and created_at > now() - interval '1 hour'`, address).Scan(&mine, &all); err != nil {
			return err
		}
		if mine >= RegistrationsPerAddressHour || all >= RegistrationsPerHour {
			return oauthErr("slow_down", "too many client registrations; try again in an hour")
		}
		if err := tx.QueryRow(ctx, `
			insert into oauth_clients (id, kind, name, redirect_uris, client_uri, auth_method, secret_hash, registered_from)
			values ($1, 'dcr', $2, $3, $4, $5, $6, $7) returning created_at`,
			c.ID, c.Name, c.RedirectURIs, c.ClientURI, c.AuthMethod, hash, address).Scan(&c.CreatedAt); err != nil {
			return err
		}
		return audit(ctx, tx, anonymous(address), ActOAuthRegister, nil, map[string]any{"client_id": c.ID, "client_name": c.Name})
	})
	if err != nil {
		return OAuthClient{}, "", err
	}
	return c, secret, nil
}

// RefreshMetadataClient updates the stored row of a metadata-document client with its document
// fetched again, valid until until. It never creates a row: only a person's consent does
// (AuthorizeOAuthClient), so anonymous requests naming new client_ids store nothing.
func (s *Service) RefreshMetadataClient(ctx context.Context, c OAuthClient, until time.Time) error {
	_, err := s.db.Exec(ctx, `
		update oauth_clients set name = $2, redirect_uris = $3, client_uri = $4, cache_until = $5
		where id = $1 and kind = 'metadata'`,
		c.ID, c.Name, c.RedirectURIs, c.ClientURI, until)
	return err
}

// storeMetadataClient writes (or refreshes) the row of a metadata-document client a person is
// consenting to, in the consent's transaction.
func storeMetadataClient(ctx context.Context, tx pgx.Tx, c *OAuthClient) error {
	if c.Kind != ClientMetadata || c.CacheUntil == nil {
		return fmt.Errorf("store metadata client %q: not a fetched metadata document", c.ID)
	}
	_, err := tx.Exec(ctx, `
		insert into oauth_clients (id, kind, name, redirect_uris, client_uri, auth_method, cache_until)
		values ($1, 'metadata', $2, $3, $4, 'none', $5)
		on conflict (id) do update set name = excluded.name, redirect_uris = excluded.redirect_uris,
			client_uri = excluded.client_uri, cache_until = excluded.cache_until
		where oauth_clients.kind = 'metadata'`,
		c.ID, c.Name, c.RedirectURIs, c.ClientURI, *c.CacheUntil)
	return err
}

// OAuthClientByID returns a client; store.CodeNotFound when there is none.
func (s *Service) OAuthClientByID(ctx context.Context, id string) (OAuthClient, error) {
	var c OAuthClient
	err := s.db.QueryRow(ctx, `
		select id, kind, name, redirect_uris, client_uri, auth_method, registered_from, created_at, cache_until
		from oauth_clients where id = $1`, id).
		Scan(&c.ID, &c.Kind, &c.Name, &c.RedirectURIs, &c.ClientURI, &c.AuthMethod, &c.RegisteredFrom, &c.CreatedAt, &c.CacheUntil)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, errorf(store.CodeNotFound, "no OAuth client %q", id)
	}
	return c, err
}

// CheckOAuthClientSecret reports whether secret is the client's (invalid_client otherwise).
func (s *Service) CheckOAuthClientSecret(ctx context.Context, id, secret string) error {
	var hash []byte
	err := s.db.QueryRow(ctx, `select secret_hash from oauth_clients where id = $1`, id).Scan(&hash)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && (hash == nil || subtle.ConstantTimeCompare(hash, hashToken(secret)) != 1)) {
		return oauthErr("invalid_client", "client authentication failed")
	}
	return err
}

// OAuthClients lists every registered and cached client. An admin operation.
func (s *Service) OAuthClients(ctx context.Context, admin policy.Identity) ([]OAuthClient, error) {
	var out []OAuthClient
	err := s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `
			select id, kind, name, redirect_uris, client_uri, auth_method, registered_from, created_at, cache_until
			from oauth_clients order by created_at, id`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c OAuthClient
			if err := rows.Scan(&c.ID, &c.Kind, &c.Name, &c.RedirectURIs, &c.ClientURI, &c.AuthMethod, &c.RegisteredFrom, &c.CreatedAt, &c.CacheUntil); err != nil {
				return err
			}
			out = append(out, c)
		}
		return rows.Err()
	})
	return out, err
}

// RemoveOAuthClient deletes a client with its grants, codes and tokens: every token it holds
// stops working at once. An admin operation.
func (s *Service) RemoveOAuthClient(ctx context.Context, admin policy.Identity, id string) error {
	return s.adminTx(ctx, admin, policy.AdminTokens, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `delete from oauth_clients where id = $1`, id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errorf(store.CodeNotFound, "no OAuth client %q; list them with `recall admin oauth client list`", id)
		}
		return audit(ctx, tx, admin, ActOAuthClientRemove, nil, map[string]any{"client_id": id})
	})
}
