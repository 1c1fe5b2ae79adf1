package identity

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// SigningKey returns the named 32-byte secret shared by every replica, creating it on first use.
func (s *Service) SigningKey(ctx context.Context, name string) ([]byte, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	var key []byte
	err := s.db.QueryRow(ctx, `
		with ins as (insert into server_secrets (name, secret) values ($1, $2) on conflict (name) do nothing returning secret)
		select secret from ins union all select secret from server_secrets where name = $1 limit 1`, name, fresh).Scan(&key)
	if err != nil {
		return nil, fmt.Errorf("signing key %s: %w", name, err)
	}
	return key, nil
}

// RedeemNonce marks a signed request state's nonce as used. It returns false when the nonce was
// already redeemed: a confirmation can be replayed at most once, on any replica.
func (s *Service) RedeemNonce(ctx context.Context, nonce string, expires time.Time) (bool, error) {
	_, err := s.db.Exec(ctx, `insert into redeemed_states (nonce, expires_at) values ($1, $2)`, nonce, expires)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	// Forget nonces whose states have expired anyway.
	_, _ = s.db.Exec(ctx, `delete from redeemed_states where expires_at < now() - interval '1 hour'`)
	return true, nil
}
