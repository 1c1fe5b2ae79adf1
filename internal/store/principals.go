package store

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
)

// AuthChannel is the PostgreSQL NOTIFY channel on which a change to tokens or principals (a
// revocation, a disabled principal, a new role) is announced, by triggers (definitions/40_recall_auth_changed.sql), so
// whichever process or CLI made it.
const AuthChannel = "recall_auth"

// TransportWeb marks the console.
const TransportWeb = "web"

// PrincipalID returns the id of the principal called name, or CodeNotFound.
func PrincipalID(ctx context.Context, q TxConn, name string) (string, error) {
	var id string
	err := q.QueryRow(ctx, `select id from principals where name = $1`, name).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", NotFoundPrincipal(name)
	}
	return id, err
}

// NotFoundPrincipal is the error for a principal name that names nobody.
func NotFoundPrincipal(name string) error {
	return Errorf(CodeNotFound, "no principal %q; create it with `recall admin principal add %s`", name, name)
}
