package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// `recall migrate` as a database's owner who is no superuser, in a database without pgvector:
// it applies nothing and says that a superuser must run CREATE EXTENSION vector in that
// database, naming the managed platforms' admin roles. Once one has, the same command migrates.
func TestMigrateWithoutVectorNamesTheFix(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.NewEmptyDatabase(t)
	var database string
	require.NoError(t, db.Pool.QueryRow(ctx, `select current_database()`).Scan(&database))
	buf := make([]byte, 6)
	rand.Read(buf) //nolint:errcheck
	role, password := "recall_owner_"+hex.EncodeToString(buf), hex.EncodeToString(buf)+"-pw"
	_, err := db.Pool.Exec(ctx, fmt.Sprintf(`create role %s login password '%s'`, role, password))
	require.NoError(t, err)
	t.Cleanup(func() {
		db.Pool.Exec(ctx, `select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, role) //nolint:errcheck
		// The database goes with the test (dbtest); the role must own nothing left by then.
		db.Pool.Exec(ctx, fmt.Sprintf(`alter database %s owner to current_user`, database)) //nolint:errcheck
		db.Pool.Exec(ctx, fmt.Sprintf(`drop owned by %s; drop role %s`, role, role))        //nolint:errcheck
	})
	// The role owns the database (and so may create in its public schema), as a managed
	// platform's application role does; it is no superuser.
	_, err = db.Pool.Exec(ctx, fmt.Sprintf(`alter database %s owner to %s`, database, role))
	require.NoError(t, err)
	u, err := url.Parse(db.URL)
	require.NoError(t, err)
	u.User = url.UserPassword(role, password)
	env := map[string]string{"RECALL_DATABASE_URL": u.String(), "RECALL_LOG_FORMAT": "json"}

	_, _, err = runEnv(env, "", "migrate")
	require.Error(t, err)
	msg := err.Error()
	for _, want := range []string{"CREATE EXTENSION vector", "superuser", fmt.Sprintf("%q", database), role,
		"rds_superuser", "cloudsqlsuperuser", "azure.extensions", "Supabase", "Neon", "nothing was applied"} {
		assert.Contains(t, msg, want)
	}
	assert.NotContains(t, msg, "schema's owner", "the owner is not the problem")

	// Nothing was applied: no table, function or extension of recall's in the database.
	var objects int
	require.NoError(t, db.Pool.QueryRow(ctx, `select
		(select count(*) from pg_class where relnamespace = 'public'::regnamespace)
		+ (select count(*) from pg_proc where pronamespace = 'public'::regnamespace)
		+ (select count(*) from pg_extension where extname <> 'plpgsql')`).Scan(&objects))
	assert.Zero(t, objects, "nothing applied before the check")

	// A superuser creates the extension; the owner's migrate then succeeds.
	_, err = db.Pool.Exec(ctx, `create extension vector with schema public`)
	require.NoError(t, err)
	out, errOut, err := runEnv(env, "", "migrate")
	require.NoError(t, err, errOut)
	assert.Equal(t, "schema is up to date\n", out)
}
