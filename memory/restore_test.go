package memory_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/searchtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
)

// A backup taken with pg_dump restores with pg_restore into an empty database, and the restored
// database serves as the original did: every memory and version is there, the BM25 index agrees
// with the memories, the dedup keys computed during the restore find the near-duplicate of a
// restored memory, scopes still hold, and nothing is left to migrate. pg_restore computes the
// stored generated columns with an empty search_path (definitions/04_recall_dedup_hashes.sql).
func TestDumpAndRestoreKeepsEveryMemory(t *testing.T) {
	ctx := context.Background()
	src := dbtest.NewDatabase(t)
	svc := serviceOn(t, src, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	backups := svctest.SaveNew(t, svc, alice)("database backup schedule", "Nightly pg_dump at 02:00, kept for 30 days.")
	svctest.SaveNew(t, svc, alice)("coffee order", "A flat white, no sugar.")
	svctest.SaveNew(t, svc, bob)("garden backup plan", "If the pump fails, water the beds by hand.")
	res, err := svc.Save(ctx, alice, userSave("database backup schedule", "Nightly pg_dump at 03:00, kept for 60 days."))
	require.NoError(t, err)
	require.True(t, res.Updated)

	dump := filepath.Join(t.TempDir(), "recall.dump")
	run(t, pgTool(t, "pg_dump"), "--format=custom", "--file", dump, src.LibpqURL())
	dst := dbtest.NewEmptyDatabase(t)
	run(t, pgTool(t, "pg_restore"), "--exit-on-error", "--no-owner", "--dbname", dst.LibpqURL(), dump)

	for _, table := range []string{"memories", "memory_versions", "principals", "search_postings", "audit_log"} {
		var want, got int
		require.NoError(t, src.Pool.QueryRow(ctx, "select count(*) from "+table).Scan(&want))
		require.NoError(t, dst.Pool.QueryRow(ctx, "select count(*) from "+table).Scan(&got))
		assert.Equal(t, want, got, table)
	}
	again, err := migrations.Apply(ctx, dst.Pool)
	require.NoError(t, err)
	assert.Empty(t, again, "the restored database is at the latest migration")
	searchtest.AssertStatsConsistent(t, dst)

	restored := serviceOn(t, dst, nil)
	assert.Equal(t, []string{backups}, svctest.Search(t, restored, alice, memory.SearchInput{Query: "backup schedule 03:00"})[:1])
	assert.Len(t, svctest.Search(t, restored, bob, memory.SearchInput{Query: "backup"}), 1, "bob's own memory, none of alice's")
	res, err = restored.Save(ctx, alice, userSave("database backup schedule", "Nightly pg_dump at 04:00."))
	require.NoError(t, err)
	assert.True(t, res.Updated, "the near-duplicate of a restored memory is found")
	assert.Equal(t, backups, res.ID)
	tea := svctest.SaveNew(t, restored, alice)("tea order", "Green tea after lunch.")
	assert.Equal(t, []string{tea}, svctest.Search(t, restored, alice, memory.SearchInput{Query: "tea after lunch"})[:1])
	searchtest.AssertStatsConsistent(t, dst)
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

func run(t *testing.T, prog string, args ...string) {
	t.Helper()
	out, err := exec.Command(prog, args...).CombinedOutput()
	require.NoError(t, err, "%s %v: %s", prog, args, out)
}
