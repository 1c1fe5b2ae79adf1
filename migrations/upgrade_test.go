package migrations_test

import (
	"context"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// A schema that recall 5a2bb81 migrated (its numbered files 001 to 031, kept in testdata/v031)
// upgrades to exactly the schema a fresh database gets, keeping every row: the memory saved
// before is found by search after, and the audit log's numbering goes on where it was.
func TestUpgradeFrom031KeepsEveryRowAndMatchesAFreshSchema(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fresh := dbtest.New(t)
	old := dbtest.NewEmpty(t)
	applyV031(t, old)

	alice := uuid.New()
	memID := uuid.New()
	seed := []string{
		`insert into principals (id, name) values ('` + alice.String() + `', 'alice')`,
		`insert into tokens (hash, principal_id, agent_id) values (sha256('secret'), '` + alice.String() + `', 'default')`,
		`insert into memories (id, scope, owner_id, agent_id, recall_hint, content) values
			('` + memID.String() + `', 'user', '` + alice.String() + `', 'default', 'storm diary monday', 'I felt calm after the storm.'),
			(gen_random_uuid(), 'user', '` + alice.String() + `', 'default', 'garden log', 'Watered the roses after dark.')`,
		`insert into grants (system_id, principal_id, level) values ('billing', '` + alice.String() + `', 'read')`,
		`insert into audit_log (principal, transport, action) values ('alice', 'test', 'save'), ('alice', 'test', 'search')`,
		`insert into projects (name) values ('apollo')`,
		`insert into project_members (project, principal_id, level) values ('apollo', '` + alice.String() + `', 'write')`,
	}
	for _, s := range seed {
		_, err := old.Pool.Exec(ctx, s)
		require.NoError(t, err, s)
	}
	tables := []string{"principals", "tokens", "memories", "grants", "audit_log", "projects", "project_members",
		"search_docs", "search_postings", "search_terms", "hint_token_df", "principal_usage"}
	before := counts(t, old, tables)

	applied, err := migrations.Apply(ctx, old.Pool)
	require.NoError(t, err)
	assert.Contains(t, applied, "upgrade/from_031.sql")
	assert.Contains(t, applied, "dropped function recall_search_add", "unused since 014")

	want, got := schemaDump(t, fresh), schemaDump(t, old)
	assert.Empty(t, without(want, got), "in a fresh schema, not in the upgraded one")
	assert.Empty(t, without(got, want), "in the upgraded schema, not in a fresh one")
	assert.Equal(t, before, counts(t, old, tables), "every row kept")
	var versions []string
	rows, err := old.Pool.Query(ctx, `select version || ' ' || name from schema_migrations order by version`)
	require.NoError(t, err)
	versions, err = pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	all, err := migrations.All()
	require.NoError(t, err)
	assert.Len(t, versions, len(all), "the old numbering is gone: %v", versions)

	sc, err := scrub.New()
	require.NoError(t, err)
	svc := memory.New(old.Pool, sc, &memory.Options{Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	id := policy.Identity{PrincipalID: alice.String(), Principal: "alice", AgentID: "default", Transport: "test"}
	hits, err := svc.Search(ctx, id, memory.SearchInput{Query: "calm after the storm", Limit: 10})
	require.NoError(t, err)
	require.NotEmpty(t, hits, "a memory saved before the upgrade is found after it")
	assert.Equal(t, memID.String(), hits[0].ID)

	var next int64
	require.NoError(t, old.Pool.QueryRow(ctx, `insert into audit_log (principal, transport, action) values ('alice', 'test', 'save') returning id`).Scan(&next))
	assert.Equal(t, int64(3), next, "the audit log's numbering goes on")

	again, err := migrations.Apply(ctx, old.Pool)
	require.NoError(t, err)
	assert.Empty(t, again)
	pending, err := migrations.Pending(ctx, old.Pool)
	require.NoError(t, err)
	assert.Empty(t, pending)
}

// A schema the old numbering left short of 031 is refused, with what to do, and left alone.
func TestUpgradeRefusesASchemaShortOf031(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	old := dbtest.NewEmpty(t)
	applyV031(t, old)
	_, err := old.Pool.Exec(ctx, `delete from schema_migrations where version = 31`)
	require.NoError(t, err)
	_, err = migrations.Apply(ctx, old.Pool)
	require.ErrorContains(t, err, "5a2bb81")
	var n int
	require.NoError(t, old.Pool.QueryRow(ctx, `select count(*) from schema_migrations where name = '001_init.sql'`).Scan(&n))
	assert.Equal(t, 1, n)
	// The refusal rolled back everything, the record of definitions included.
	var record *string
	require.NoError(t, old.Pool.QueryRow(ctx, `select to_regclass('schema_definitions')::text`).Scan(&record))
	assert.Nil(t, record, "no definition applied")
}

// applyV031 migrates db's schema as recall 5a2bb81 did: each of its numbered files in a
// transaction, recorded in schema_migrations. Two files name intarray's operator class in
// public; the test database keeps its extensions in a schema of their own, found through the
// search_path as the files' other extension names are.
func applyV031(t *testing.T, db *dbtest.DB) {
	t.Helper()
	ctx := context.Background()
	names, err := filepath.Glob("testdata/v031/*.sql")
	require.NoError(t, err)
	require.Len(t, names, 31)
	sort.Strings(names)
	_, err = db.Pool.Exec(ctx, `create table schema_migrations (
		version integer primary key, name text not null, applied_at timestamptz not null default now())`)
	require.NoError(t, err)
	for i, name := range names {
		body, err := os.ReadFile(name)
		require.NoError(t, err)
		sql := strings.ReplaceAll(string(body), "public.gin__int_ops", "gin__int_ops")
		require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, sql); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `insert into schema_migrations (version, name) values ($1, $2)`, i+1, filepath.Base(name))
			return err
		}), name)
	}
}

func counts(t *testing.T, db *dbtest.DB, tables []string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range tables {
		var n int
		require.NoError(t, db.Pool.QueryRow(context.Background(), "select count(*) from "+table).Scan(&n))
		out[table] = n
	}
	return out
}

// schemaDump is pg_dump --schema-only of db's schema as a set of objects: its name replaced by
// "S", pg_dump's comments and settings left out. Two schemas built differently are the same when
// they hold the same objects, whatever order pg_dump wrote them in.
func schemaDump(t *testing.T, db *dbtest.DB) map[string]bool {
	t.Helper()
	out, err := exec.Command(pgTool(t, "pg_dump"), "--schema-only", "--no-owner", "-n", db.Schema, db.LibpqURL()).CombinedOutput()
	require.NoError(t, err, "pg_dump: %s", out)
	text := regexp.MustCompile(`\b`+regexp.QuoteMeta(db.Schema)+`\b`).ReplaceAllString(string(out), "S")
	blocks := map[string]bool{}
	for _, b := range strings.Split(text, "\n--\n-- Name: ") {
		var keep []string
		for _, line := range strings.Split(b, "\n") {
			if strings.HasPrefix(line, "--") || strings.HasPrefix(line, `\`) ||
				strings.HasPrefix(line, "SET ") || strings.HasPrefix(line, "SELECT pg_catalog.set_config") {
				continue
			}
			keep = append(keep, line)
		}
		if b := strings.TrimSpace(strings.Join(keep, "\n")); b != "" {
			blocks[b] = true
		}
	}
	require.NotEmpty(t, blocks)
	return blocks
}

// without lists the objects of a that b lacks.
func without(a, b map[string]bool) []string {
	var out []string
	for k := range a {
		if !b[k] {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// pgTool finds a PostgreSQL client program: on the PATH, or in the directory of the PostgreSQL
// that scripts/devdb.sh installs.
func pgTool(t *testing.T, name string) string {
	t.Helper()
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	if len(matches) == 0 {
		t.Fatalf("%s not found on the PATH or in /usr/lib/postgresql/*/bin: run `make test`, which installs PostgreSQL", name)
	}
	return matches[len(matches)-1]
}
