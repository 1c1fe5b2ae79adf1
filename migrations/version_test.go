package migrations_test

import (
	"context"
	"os/exec"
	"path"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/migrations"
)

// asMigrator runs sql as a recall that records its migrations would: the only writer the guard
// on schema_migrations and schema_definitions lets through.
func asMigrator(t *testing.T, db *dbtest.DB, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `select set_config('recall.migrator', 'recall v9.9.9, commit 99999999', true)`); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, sql, args...)
		return err
	}), sql)
}

func lastDefinition(t *testing.T) string {
	defs, err := migrations.Definitions()
	require.NoError(t, err)
	return defs[len(defs)-1].Name
}

// A binary tells a schema a newer recall migrated (it must neither serve nor migrate it) from one
// it has changes for, whatever kind of change tells them apart.
func TestCheckTellsANewerSchemaFromAnOlderOne(t *testing.T) {
	t.Parallel()
	last := lastDefinition(t)
	cases := []struct {
		name   string
		change string // SQL run as a newer migrator; $1 is the last definition's name
		ahead  []string
		behind string // the first pending change
	}{
		{name: "current"},
		{name: "a numbered migration this binary does not know",
			change: `insert into schema_migrations (version, name, applied_by) values (999, '999_future.sql', 'recall v9.9.9, commit 99999999')`,
			ahead:  []string{"migration 999 (999_future.sql)", "recall v9.9.9, commit 99999999"}},
		{name: "a definition this binary does not know",
			change: `insert into schema_definitions (name, checksum, applied_by) values ('definitions/99_recall_future.sql', 'f00', 'recall v9.9.9, commit 99999999')`,
			ahead:  []string{"definition definitions/99_recall_future.sql", "recall v9.9.9"}},
		{name: "a newer text of a definition this binary has",
			change: `update schema_definitions set replaced = replaced || checksum, checksum = 'newer', applied_by = 'recall v9.9.9, commit 99999999' where name = $1`,
			ahead:  []string{"a newer text of definition " + last}},
		{name: "a definition a newer recall removed",
			change: `update schema_definitions set replaced = replaced || checksum, checksum = '' where name = $1`,
			ahead:  []string{"definition " + last + " removed"}},
		{name: "an older text of a definition",
			change: `update schema_definitions set checksum = 'older' where name = $1`,
			behind: last},
		{name: "a definition not applied yet",
			change: `delete from schema_definitions where name = $1`,
			behind: last},
		{name: "a numbered migration not applied yet",
			change: `delete from schema_migrations where version = 2`,
			behind: "002_postings_level.sql"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			db := dbtest.New(t)
			if strings.Contains(tc.change, "$1") {
				asMigrator(t, db, tc.change, last)
			} else if tc.change != "" {
				asMigrator(t, db, tc.change)
			}
			s, err := migrations.Check(context.Background(), db.Pool)
			require.NoError(t, err)
			err = s.Err()
			switch {
			case tc.ahead != nil:
				var ahead *migrations.AheadError
				require.ErrorAs(t, err, &ahead)
				for _, want := range tc.ahead {
					assert.Contains(t, err.Error(), want)
				}
				assert.Contains(t, err.Error(), "this database was migrated by a newer recall")
				assert.Contains(t, err.Error(), "use that binary or newer")
				assert.Contains(t, err.Error(), migrations.Binary())
			case tc.behind != "":
				var behind *migrations.BehindError
				require.ErrorAs(t, err, &behind)
				assert.Equal(t, tc.behind, behind.Pending[0].Name)
				assert.Contains(t, err.Error(), "run `recall migrate` with this binary ("+migrations.Binary()+")")
			default:
				assert.NoError(t, err)
			}
		})
	}
}

// recordOf is what the schema records of what is applied.
func recordOf(t *testing.T, db *dbtest.DB) string {
	t.Helper()
	var rec string
	require.NoError(t, db.Pool.QueryRow(context.Background(), `select
		(select string_agg(version || name, ',' order by version) from schema_migrations) ||
		(select string_agg(name || checksum || array_to_string(replaced, '+'), ',' order by name) from schema_definitions)`).Scan(&rec))
	return rec
}

// A newer recall migrated the schema: Apply refuses, before it changes anything.
func TestApplyNeverMigratesANewerSchemaBack(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	last := lastDefinition(t)
	asMigrator(t, db, `update schema_definitions set replaced = replaced || checksum, checksum = 'newer' where name = $1`, last)
	before := recordOf(t, db)
	applied, err := migrations.Apply(ctx, db.Pool)
	var ahead *migrations.AheadError
	require.ErrorAs(t, err, &ahead, "%v", err)
	assert.Empty(t, applied)
	assert.Equal(t, before, recordOf(t, db))
}

// Apply keeps the texts a definition replaced and marks the definitions no file holds as removed,
// so the binaries that hold those texts know the schema is newer than they are. A row of a
// definition deleted before that record existed is not taken for a newer recall's.
func TestApplyRecordsWhatItReplaced(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	last := lastDefinition(t)
	asMigrator(t, db, `alter table schema_definitions drop column replaced;
		insert into schema_definitions (name, checksum) values ('definitions/05_recall_gone.sql', 'gone')`)
	asMigrator(t, db, `update schema_definitions set checksum = 'older' where name = $1`, last)
	s, err := migrations.Check(ctx, db.Pool)
	require.NoError(t, err)
	var behind *migrations.BehindError
	require.ErrorAs(t, s.Err(), &behind, "a schema of before the record is behind, not ahead")
	assert.Equal(t, last, behind.Pending[0].Name)

	applied, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	assert.Equal(t, []string{last}, applied)
	var replaced []string
	var by string
	require.NoError(t, db.Pool.QueryRow(ctx, `select replaced, applied_by from schema_definitions where name = $1`, last).Scan(&replaced, &by))
	assert.Equal(t, []string{"older"}, replaced)
	assert.Equal(t, migrations.Binary(), by)
	var sum string
	require.NoError(t, db.Pool.QueryRow(ctx, `select checksum || ':' || array_to_string(replaced, '+') from schema_definitions where name = 'definitions/05_recall_gone.sql'`).Scan(&sum))
	assert.Equal(t, ":gone", sum, "removed, its text kept among the replaced")
	s, err = migrations.Check(ctx, db.Pool)
	require.NoError(t, err)
	assert.NoError(t, s.Err())
}

// A recall too old to compare versions (the previous release among them) migrates implicitly from
// its admin commands: it would put its own definitions back over the newer ones and drop the
// functions it does not know. The guard refuses its first write to the record, in the
// transaction that replaced a function, so nothing changes, and says which binary to use.
func TestAnOlderRecallCannotMigrateTheSchemaBack(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	before := recordOf(t, db)
	var body string
	require.NoError(t, db.Pool.QueryRow(ctx, `select prosrc from pg_proc where proname = 'recall_search_sweep'`).Scan(&body))

	err := pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `create or replace function recall_search_sweep() returns integer language sql as 'select 0'`); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `insert into schema_definitions (name, checksum) values ('definitions/23_recall_search_sweep.sql', 'old')
			on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`)
		return err
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "this database was migrated by a newer recall ("+migrations.Binary()+")")
	assert.Contains(t, err.Error(), "use that binary or newer")
	var after string
	require.NoError(t, db.Pool.QueryRow(ctx, `select prosrc from pg_proc where proname = 'recall_search_sweep'`).Scan(&after))
	assert.Equal(t, body, after, "the function is as the newer recall left it")
	assert.Equal(t, before, recordOf(t, db))
	for _, sql := range []string{`delete from schema_migrations`, `truncate schema_definitions`, `update schema_migrations set name = name`} {
		_, err := db.Pool.Exec(ctx, sql)
		assert.ErrorContains(t, err, "use that binary or newer", sql)
	}
}

// The previous release may serve on the schema this one migrated (docs/operations.md), and a
// binary of it must know the schema as newer: none of its files is edited or deleted. A
// definition is removed by emptying its file to a comment that says so, never by deleting it (a
// binary that meets a definition it does not know takes the schema for a newer recall's).
func TestThePreviousReleasesFilesAreKept(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("git", "ls-tree", "-r", "--name-only", migrations.PreviousRelease, "--", ".").Output()
	if err != nil {
		t.Skipf("the previous release %s is not in this clone (%v): run `git fetch --unshallow`", migrations.PreviousRelease, err)
	}
	numbered, err := migrations.All()
	require.NoError(t, err)
	defs, err := migrations.Definitions()
	require.NoError(t, err)
	ours := map[string]string{}
	for _, m := range append(numbered, defs...) {
		ours[m.Name] = m.SQL
	}
	checked := 0
	for _, name := range strings.Fields(string(out)) {
		if path.Ext(name) != ".sql" || (path.Dir(name) != "." && path.Dir(name) != "definitions") {
			continue
		}
		sql, ok := ours[name]
		if !assert.True(t, ok, "%s of %s was deleted: keep it (a definition emptied to a comment)", name, migrations.PreviousRelease) {
			continue
		}
		checked++
		if path.Dir(name) == "." {
			shipped, err := exec.Command("git", "show", migrations.PreviousRelease+":migrations/"+name).Output()
			require.NoError(t, err)
			assert.Equal(t, string(shipped), sql, "%s shipped in %s: add a new file instead of editing it", name, migrations.PreviousRelease)
		}
	}
	assert.Positive(t, checked)
}
