package dbtest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

func TestDatabaseNameIsTheBaseNameWithTest(t *testing.T) {
	for _, c := range []struct{ base, want, err string }{
		{base: "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable", want: "recall_test"},
		{base: "postgresql://app:pw@db.example:5432/memories", want: "memories_test"},
		{base: "postgres://alice@127.0.0.1:5432", want: "alice_test"},
		{base: "postgres://127.0.0.1:5432/", want: "postgres_test"},
		{base: "postgres://h/" + strings.Repeat("x", 59), err: "longer than PostgreSQL's 63 bytes"},
		{base: "host=127.0.0.1 dbname=recall", err: "want postgres://"},
	} {
		got, err := dbtest.DatabaseName(c.base)
		if c.err != "" {
			assert.ErrorContains(t, err, c.err, c.base)
			continue
		}
		require.NoError(t, err, c.base)
		assert.Equal(t, c.want, got, c.base)
	}
}

// A test's schema is alone on its search path with the extensions: nothing of public, so an
// unqualified name is the test's own table or none.
func TestSchemaPathHoldsNoPublic(t *testing.T) {
	t.Parallel()
	db := dbtest.NewEmpty(t)
	var path []string
	var database string
	require.NoError(t, db.Pool.QueryRow(context.Background(),
		`select current_schemas(false)::text[], current_database()`).Scan(&path, &database))
	assert.Equal(t, []string{db.Schema, dbtest.ExtensionSchema}, path)
	name, err := dbtest.DatabaseName(dbtest.BaseURL())
	require.NoError(t, err)
	assert.Equal(t, name, database, "the test database, not the base")
}
