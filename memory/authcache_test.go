package memory_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// A server process remembers the identity behind a token while its change listener listens, and
// forgets it as soon as anyone changes tokens or principals: here plain SQL on another
// connection, as the admin CLI in another process would. With its listener stopped it remembers
// nothing, so a change it cannot hear cannot be missed.
func TestAuthenticateRemembersTokensOnlyWhileChangesAreHeard(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	principal(t, svc, "alice")
	principal(t, svc, "bob")
	aliceTok, err := idsOf(svc).CreateToken(ctx, admin, "alice", "")
	require.NoError(t, err)
	bobTok, err := idsOf(svc).CreateToken(ctx, admin, "bob", "")
	require.NoError(t, err)
	wait := func(ch <-chan struct{}, what string) {
		t.Helper()
		select {
		case <-ch:
		case <-time.After(20 * time.Second):
			t.Fatal(what)
		}
	}
	// silently runs SQL that no trigger announces (what a restore with triggers off does).
	silently := func(sql string) {
		t.Helper()
		require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `set local session_replication_role = replica`); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, sql)
			return err
		}))
	}

	lctx, stop := context.WithCancel(ctx)
	defer stop()
	listening := make(chan struct{}, 10)
	changed := make(chan struct{}, 10)
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		svc.ListenChanges(lctx, memory.ListenHandler{
			Listening:   func(bool) { listening <- struct{}{} },
			AuthChanged: func() { changed <- struct{}{} },
		}, memory.ListenOptions{})
	}()
	wait(listening, "the listener did not start")

	id, err := idsOf(svc).Authenticate(ctx, aliceTok)
	require.NoError(t, err)
	require.Equal(t, "alice", id.Principal)
	// Unannounced, the rename is not seen: the identity comes from memory, not the database.
	silently(`update principals set name = 'alice2' where name = 'alice'`)
	id, err = idsOf(svc).Authenticate(ctx, aliceTok)
	require.NoError(t, err)
	require.Equal(t, "alice", id.Principal, "the accepted token was not remembered")

	// An announced revocation, made outside this service: refused once its NOTIFY is heard.
	_, err = db.Pool.Exec(ctx, `update tokens set revoked_at = now() where principal_id = $1`, id.PrincipalID)
	require.NoError(t, err)
	wait(changed, "the revocation was not announced")
	_, err = idsOf(svc).Authenticate(ctx, aliceTok)
	require.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "a revoked token was still accepted")

	// This service's own revocation takes effect at once, before its NOTIFY arrives.
	_, err = idsOf(svc).Authenticate(ctx, bobTok)
	require.NoError(t, err)
	_, err = idsOf(svc).RevokeTokens(ctx, admin, "bob")
	require.NoError(t, err)
	_, err = idsOf(svc).Authenticate(ctx, bobTok)
	require.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "bob's revoked token was still accepted")
	wait(changed, "bob's revocation was not announced")

	// Without a listener nothing is remembered: even an unannounced revocation holds at once.
	silently(`update tokens set revoked_at = null`)
	_, err = idsOf(svc).Authenticate(ctx, bobTok)
	require.NoError(t, err)
	stop()
	wait(stopped, "the listener did not stop")
	silently(`update tokens set revoked_at = now()`)
	_, err = idsOf(svc).Authenticate(ctx, bobTok)
	require.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "a token was remembered with no listener")
}
