package dbtest_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// damaging are tests that changed the live tables when `make test` ran after `make run`, before
// the tests had a database of their own: pending deletions and their approval (TestMetricsScrape
// emptied pending_deletions), role rules, principals and tokens, saves and searches over MCP,
// migrations of an empty schema.
const damaging = `Delet|Pending|Approv|Rule|Principal|Token|Metrics|Upgrade|Apply|SaveDedup|SearchWindowOverMCP`

// A database holding a `make run` installation (public migrated by the recall binary, an admin
// principal and its token, memories, a pending deletion, a revoked rule) is the same, table for
// table and row for row, after the tests that used to damage it ran with it as their base
// database, as `make test` does with RECALL_DATABASE_URL set. So is an installation in the public
// schema of the test database itself (someone's `make run` against it, say): no test has public
// on its path.
func TestSuiteLeavesItsBaseDatabaseAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("runs part of the suite in a subprocess")
	}
	t.Parallel()
	ctx := context.Background()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	live := dbtest.NewEmptyDatabase(t)
	base := live.LibpqURL()
	testURL, err := dbtest.Database(ctx, base)
	require.NoError(t, err)
	name, err := dbtest.DatabaseName(base)
	require.NoError(t, err)
	// The test database derived from base is this test's; it goes with it.
	t.Cleanup(func() {
		_, err := live.Pool.Exec(context.Background(), `drop database if exists `+pgx.Identifier{name}.Sanitize()+` with (force)`)
		assert.NoError(t, err)
	})
	testDB, err := pgxpool.New(ctx, testURL)
	require.NoError(t, err)
	t.Cleanup(testDB.Close)

	bin := buildRecall(t, root)
	install(t, bin, base)
	inTestDB, err := dbtest.SchemaURL(testURL, "public")
	require.NoError(t, err)
	install(t, bin, inTestDB)
	before, beforeTestDB := snapshot(t, live.Pool, ""), snapshot(t, testDB, "public")
	for _, snap := range []map[string]string{before, beforeTestDB} {
		require.True(t, strings.HasPrefix(snap["public.memories"], "6 rows,"), "%v", snap)
		require.True(t, strings.HasPrefix(snap["public.pending_deletions"], "1 rows,"), "%v", snap)
	}

	cmd := exec.Command("go", "test", "-count=1", "-run", damaging,
		"./memory/", "./tools/", "./identity/", "./migrations/", "./cmd/recall/")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "RECALL_TEST_DATABASE_URL="+base, "RECALL_DATABASE_URL="+base)
	start := time.Now()
	out, runErr := cmd.CombinedOutput()
	t.Logf("go test -run '%s': %s", damaging, time.Since(start).Round(time.Second))

	assert.Equal(t, before, snapshot(t, live.Pool, ""), "the base database changed under the tests")
	assert.Equal(t, beforeTestDB, snapshot(t, testDB, "public"), "the test database's public schema changed under the tests")
	if runErr != nil {
		tail := string(out)
		if len(tail) > 6000 {
			tail = "…" + tail[len(tail)-6000:]
		}
		t.Fatalf("go test -run '%s' with the installation as the base database: %v\n%s", damaging, runErr, tail)
	}
}

func buildRecall(t *testing.T, root string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "recall")
	out, err := exec.Command("go", "build", "-o", bin, filepath.Join(root, "cmd", "recall")).CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// install makes the installation `make run` makes (scripts/run.sh) with the recall binary, then
// uses it as a person and a pair agent would over MCP stdio.
func install(t *testing.T, bin, dbURL string) {
	t.Helper()
	env := []string{"RECALL_DATABASE_URL=" + dbURL, "RECALL_LOG_LEVEL=error", "PATH=" + os.Getenv("PATH")}
	recall := func(args ...string) string {
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		out, err := cmd.Output()
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		require.NoError(t, err, "recall %s: %s", strings.Join(args, " "), stderr)
		return strings.TrimSpace(string(out))
	}
	recall("migrate")
	recall("admin", "principal", "add", "local", "--role", "admin")
	recall("admin", "principal", "add", "pair-agent", "--deletes-need-approval")
	recall("admin", "principal", "add", "nightly-bot", "--service", "--role", "automation", "--run-cap", "20")
	require.NotEmpty(t, recall("admin", "token", "create", "--principal", "local"))
	recall("admin", "login-link", "--principal", "local")
	recall("admin", "rule", "revoke", "--role", "automation", "--rule", "ai.memory.read")

	for _, who := range []string{"local", "pair-agent"} {
		c, err := client.NewStdioMCPClient(bin, append(env, "RECALL_PRINCIPAL="+who, "RECALL_AGENT=claude-code"), "serve")
		require.NoError(t, err)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		init := mcp.InitializeRequest{}
		init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
		_, err = c.Initialize(ctx, init)
		require.NoError(t, err)
		call := func(tool string, args map[string]any) map[string]any {
			req := mcp.CallToolRequest{}
			req.Params.Name, req.Params.Arguments = tool, args
			res, err := c.CallTool(ctx, req)
			require.NoError(t, err, tool)
			require.False(t, res.IsError, "%s: %v", tool, res.Content)
			got, _ := res.StructuredContent.(map[string]any)
			return got
		}
		var ids []string
		for i, note := range []string{"deploys go out after 2 pm", "the staging database is reset on mondays", "answer tersely"} {
			saved := call("saveMemory", map[string]any{"scope": "user", "recallHint": fmt.Sprintf("%s note %d", who, i), "content": note})
			ids = append(ids, fmt.Sprint(saved["id"]))
		}
		call("searchMemory", map[string]any{"query": "staging database"})
		if who == "pair-agent" {
			deleted := call("deleteMemory", map[string]any{"id": ids[0]})
			require.Equal(t, true, deleted["pending"], "the pair agent's delete waits for a person: %v", deleted)
		}
		cancel()
		require.NoError(t, c.Close())
	}
}

// snapshot is every table's row count and an md5 of its rows in order, and every sequence's
// state, in schema (all but the system's when empty).
func snapshot(t *testing.T, pool *pgxpool.Pool, schema string) map[string]string {
	t.Helper()
	ctx := context.Background()
	rows, err := pool.Query(ctx, `select format('%I.%I', n.nspname, c.relname), c.relkind::text from pg_class c
		join pg_namespace n on n.oid = c.relnamespace
		where c.relkind in ('r', 'p', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
		  and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'
		  and (n.nspname = $1 or $1 = '')
		order by 1`, schema)
	require.NoError(t, err)
	type rel struct{ Name, Kind string }
	rels, err := pgx.CollectRows(rows, pgx.RowToStructByPos[rel])
	require.NoError(t, err)
	out := map[string]string{}
	for _, r := range rels {
		q := `select count(*) || ' rows, md5 ' || md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) from ` + r.Name + ` r`
		if r.Kind == "S" {
			q = `select 'last value ' || last_value || ', called ' || is_called from ` + r.Name
		}
		var sum string
		require.NoError(t, pool.QueryRow(ctx, q).Scan(&sum), r.Name)
		out[r.Name] = sum
	}
	return out
}
