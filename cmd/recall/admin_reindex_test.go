package main

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// With no server leading, `recall admin reindex` does the batches itself and prints the finished
// state; --status prints it again, and fails with a clear error before any reindex.
func TestAdminReindexCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	_, stderr, err := c.run("", "admin", "reindex", "--status")
	require.Error(t, err)
	assert.Contains(t, stderr+err.Error(), "no reindex was ever asked for")

	c.ok("admin", "principal", "add", "alice")
	_, err = c.db.Pool.Exec(context.Background(), `update search_namespaces set docs = docs + 1`)
	require.NoError(t, err)
	lines := jsonLines(t, c.ok("admin", "reindex"))
	require.Len(t, lines, 1)
	assert.Equal(t, "done", lines[0]["phase"])
	assert.NotEmpty(t, lines[0]["finishedAt"])
	table := c.ok("admin", "reindex", "--status", "-o", "table")
	assert.True(t, strings.HasPrefix(table, "PHASE"), table)
	assert.Contains(t, table, "done")
}
