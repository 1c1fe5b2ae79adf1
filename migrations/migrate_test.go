package migrations_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
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
	defs, err := migrations.Definitions()
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
	assert.Equal(t, len(all)+len(defs), total, "each migration and definition applied by exactly one replica")

	var rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from schema_migrations`).Scan(&rows))
	assert.Equal(t, len(all), rows)
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from schema_definitions`).Scan(&rows))
	assert.Equal(t, len(defs), rows)
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

// The schema reads in one place: every function, trigger and view of a migrated schema is created
// by exactly one file of definitions/, and no numbered file creates one.
func TestEveryFunctionHasOneDefinition(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	defs, err := migrations.Definitions()
	require.NoError(t, err)
	functions, triggers, views := migrations.Defined(defs)
	rows, err := db.Pool.Query(ctx, `
		select 'function', proname from pg_proc p
		where pronamespace = current_schema()::regnamespace
		  and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
		union all
		select 'trigger', tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
		where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
		union all
		select 'view', relname from pg_class where relnamespace = current_schema()::regnamespace and relkind in ('v', 'm')`)
	require.NoError(t, err)
	type object struct{ Kind, Name string }
	objects, err := pgx.CollectRows(rows, pgx.RowToStructByPos[object])
	require.NoError(t, err)
	require.NotEmpty(t, objects)
	for _, o := range objects {
		set := map[string]map[string]string{"function": functions, "trigger": triggers, "view": views}[o.Kind]
		assert.Contains(t, set, o.Name, "%s %s has no file in migrations/definitions", o.Kind, o.Name)
	}
	// Only objects so named are recall's to drop (a shared schema holds others').
	for _, set := range []map[string]string{functions, views} {
		for name, file := range set {
			assert.True(t, strings.HasPrefix(name, "recall_"), "%s (%s): name it recall_…", name, file)
		}
	}
	seen := map[string]string{}
	for _, d := range defs {
		f, tr, v := migrations.Defined([]migrations.Migration{d})
		for _, set := range []map[string]string{f, tr, v} {
			for name := range set {
				assert.NotContains(t, seen, name, "%s is defined in %s and %s", name, seen[name], d.Name)
				seen[name] = d.Name
			}
		}
	}

	all, err := migrations.All()
	require.NoError(t, err)
	for _, m := range all {
		f, tr, v := migrations.Defined([]migrations.Migration{m})
		assert.Empty(t, f, "%s creates a function: its body belongs in migrations/definitions", m.Name)
		assert.Empty(t, tr, "%s creates a trigger: it belongs in migrations/definitions", m.Name)
		assert.Empty(t, v, "%s creates a view: it belongs in migrations/definitions", m.Name)
	}
}

// An application role granted table DML and EXECUTE alone (docs/operations.md) must be able to
// insert into every table: no column may take its default from a sequence of its own (serial),
// whose nextval needs a grant on the sequence. Identity columns need none.
func TestNoColumnNeedsASequenceGrant(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	rows, err := db.Pool.Query(context.Background(), `select table_name || '.' || column_name from information_schema.columns
		where table_schema = current_schema() and column_default like 'nextval(%' order by 1`)
	require.NoError(t, err)
	cols, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	assert.Empty(t, cols, "serial columns (use `generated by default as identity`: an application role may insert without a sequence grant)")
}

// A shared schema (public, say) may hold another application's functions and triggers: migrating
// drops only recall's own that no definition names any more.
func TestApplyLeavesOtherApplicationsFunctions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	_, err := db.Pool.Exec(ctx, `
		create function audit_stamp() returns trigger language plpgsql as $$ begin return null; end $$;
		create trigger principals_audit_stamp after insert on principals for each statement execute function audit_stamp();
		create function recall_retired() returns integer language sql return 1`)
	require.NoError(t, err)
	applied, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	assert.Contains(t, applied, "dropped function recall_retired")
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from pg_proc where proname = 'audit_stamp' and pronamespace = current_schema()::regnamespace`).Scan(&n))
	assert.Equal(t, 1, n, "another application's function stays")
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from pg_trigger where tgname = 'principals_audit_stamp'`).Scan(&n))
	assert.Equal(t, 1, n, "another application's trigger stays")
}
