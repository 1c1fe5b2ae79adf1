package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/migrations"
)

// asNewerMigrator changes the schema's record as a newer recall's `recall migrate` would (the
// guard on the record lets only a migrator write it).
func asNewerMigrator(t *testing.T, db *dbtest.DB, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `select set_config('recall.migrator', 'recall v9.9.9, commit 99999999', true)`)
		if err == nil {
			_, err = tx.Exec(ctx, sql, args...)
		}
		return err
	}))
}

func schemaRecord(t *testing.T, db *dbtest.DB) string {
	t.Helper()
	var rec string
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select
		(select string_agg(version || name, ',' order by version) from schema_migrations) ||
		(select string_agg(name || checksum, ',' order by name) from schema_definitions)`).Scan(&rec))
	return rec
}

// Only `recall migrate` migrates. Every other command that opens the database refuses a schema
// a newer recall migrated, naming that recall, and one that is behind, naming the binary whose
// `recall migrate` to run; neither changes the schema. `recall migrate` itself refuses to take a
// newer schema back, and brings one that is behind up to date, after which the commands run.
func TestCommandsRefuseASchemaTheyDoNotKnow(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	c := cli{t, db}
	c.ok("admin", "principal", "add", "alice", "--role", "admin")
	defs, err := migrations.Definitions()
	require.NoError(t, err)
	last := defs[len(defs)-1].Name
	commands := [][]string{
		{"admin", "principal", "add", "bob"},
		{"admin", "login-link", "--principal", "alice"},
		{"admin", "token", "create", "--principal", "alice"},
		{"serve", "--transport", "http", "--addr", "127.0.0.1:0"},
		{"serve"},
	}
	refused := func(want ...string) {
		t.Helper()
		before := schemaRecord(t, db)
		for _, args := range commands {
			_, _, err := c.run("", args...)
			require.Error(t, err, "%v", args)
			for _, w := range want {
				assert.Contains(t, err.Error(), w, "%v", args)
			}
			assert.Equal(t, 1, exitCode(err), "%v", args)
		}
		env := map[string]string{"RECALL_DATABASE_URL": db.URL, "RECALL_PRINCIPAL": "alice"}
		_, _, err := runEnv(env, "", "inject")
		require.Error(t, err)
		assert.Contains(t, err.Error(), want[0], "inject")
		assert.Equal(t, before, schemaRecord(t, db), "nothing changed the schema")
	}

	// Ahead: a numbered migration this binary does not know.
	asNewerMigrator(t, db, `insert into schema_migrations (version, name, applied_by) values (999, '999_future.sql', 'recall v9.9.9, commit 99999999')`)
	ahead := []string{"this database was migrated by a newer recall (recall v9.9.9, commit 99999999)",
		"it has migration 999 (999_future.sql), which this binary (" + migrations.Binary() + ") does not know", "use that binary or newer"}
	commands = append(commands, []string{"migrate"})
	refused(ahead...)
	commands = commands[:len(commands)-1]

	// Ahead: a newer text of a definition this binary has.
	asNewerMigrator(t, db, `delete from schema_migrations where version = 999`)
	asNewerMigrator(t, db, `update schema_definitions set replaced = replaced || checksum, checksum = 'newer' where name = $1`, last)
	commands = append(commands, []string{"migrate"})
	refused("this database was migrated by a newer recall", "a newer text of definition "+last, "use that binary or newer")
	commands = commands[:len(commands)-1]

	// Behind: this binary's text of a definition is not applied yet.
	asNewerMigrator(t, db, `update schema_definitions set replaced = '{}', checksum = 'older' where name = $1`, last)
	refused("the database schema is behind this recall (1 change(s) to apply, the first "+last+")",
		"run `recall migrate` with this binary ("+migrations.Binary()+") as the schema's owner")
	assert.Equal(t, "schema is up to date\n", c.ok("migrate"))
	assert.Equal(t, "principal bob added (role member, service false)\n", c.ok("admin", "principal", "add", "bob"))

	// The scrubber needs no database at all.
	var out bytes.Buffer
	err = run(context.Background(), []string{"scrub"}, func(string) string { return "" }, strings.NewReader("hello\n"), &out, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, "hello\n", out.String())
}
