package migrations_test

import (
	"context"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/migrations"
)

// Replicas starting together: every migration is applied exactly once, and a second run
// applies nothing.
func TestConcurrentApplyIsSerialized(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.NewEmpty(t)
	all, err := migrations.All()
	require.NoError(t, err)

	var wg sync.WaitGroup
	applied := make([][]string, 4)
	errs := make([]error, 4)
	for i := range applied {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pool, err := pgxpool.New(ctx, db.URL) // a replica of its own
			if err != nil {
				errs[i] = err
				return
			}
			defer pool.Close()
			applied[i], errs[i] = migrations.Apply(ctx, pool)
		}()
	}
	wg.Wait()
	total := 0
	for i := range applied {
		require.NoError(t, errs[i])
		total += len(applied[i])
	}
	assert.Equal(t, len(all), total, "each migration applied by exactly one replica")

	var rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from schema_migrations`).Scan(&rows))
	assert.Equal(t, len(all), rows)
	again, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	assert.Empty(t, again)
}

func TestMigrationsAreNumbered(t *testing.T) {
	all, err := migrations.All()
	require.NoError(t, err)
	// Numbers are handed out per branch, so a branch may leave a gap that merging fills; they
	// must still start at 1 and strictly increase (All refuses duplicates).
	require.NotEmpty(t, all)
	assert.Equal(t, 1, all[0].Version, all[0].Name)
	for i := 1; i < len(all); i++ {
		assert.Greater(t, all[i].Version, all[i-1].Version, all[i].Name)
	}
}
