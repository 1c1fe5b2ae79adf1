package main

import (
	"context"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// The leader's prune service forgets the prompt context's client sessions idle for a day, besides
// the OAuth rows and console sessions identity prunes, and keeps the sessions in use.
func TestThePruneServiceForgetsIdleContextSessions(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	ctx := context.Background()
	c, err := loadEnv(func(k string) string { return map[string]string{"RECALL_DATABASE_URL": db.URL}[k] })
	require.NoError(t, err)
	svc, ids, err := newService(c, db.Pool, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `with p as (insert into principals (id, name) values (gen_random_uuid(), 'alice') returning id)
		insert into context_sessions (principal_id, session_key, last_used)
		select id, k, now() - d from p, (values (sha256('idle'::bytea), interval '25 hours'), (sha256('used'::bytea), interval '1 hour')) s(k, d)`)
	require.NoError(t, err)

	ran := false
	for _, s := range services(svc, ids, c, defaultTimings(c, true)) {
		if s.Name == "prune" {
			_, err := s.RunOnce(ctx)
			require.NoError(t, err)
			ran = true
		}
	}
	require.True(t, ran, "the leader has a prune service")
	var left []string
	require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(array_agg(case session_key when sha256('used'::bytea) then 'used' else 'idle' end), '{}')
		from context_sessions`).Scan(&left))
	assert.Equal(t, []string{"used"}, left)
}
