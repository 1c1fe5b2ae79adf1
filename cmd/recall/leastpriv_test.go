package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

// documentedGrants is the SQL block docs/operations.md gives a DBA for the application role, with
// its names (database recall, schema public, roles recall_owner and recall_app) replaced by the
// test's.
func documentedGrants(t *testing.T, database, schema, owner, app string) string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/operations.md")
	require.NoError(t, err)
	_, after, ok := strings.Cut(string(doc), "<!-- least-privilege-grants -->\n```sql\n")
	require.True(t, ok, "docs/operations.md has no least-privilege-grants block")
	block, _, ok := strings.Cut(after, "```")
	require.True(t, ok)
	for _, r := range []struct{ re, with string }{
		{`\bDATABASE recall\b`, `DATABASE "` + database + `"`},
		{`\bSCHEMA public\b`, `SCHEMA ` + schema},
		{`\brecall_owner\b`, `"` + owner + `"`},
		{`\brecall_app\b`, app},
	} {
		block = regexp.MustCompile(r.re).ReplaceAllString(block, r.with)
	}
	return block
}

// appRole creates a login role granted exactly the documented privileges on db's schema, and
// returns a connection URL for it. The role is dropped when the test ends.
func appRole(t *testing.T, db *dbtest.DB) string {
	t.Helper()
	ctx := context.Background()
	buf := make([]byte, 6)
	rand.Read(buf) //nolint:errcheck
	role, password := "recall_app_"+hex.EncodeToString(buf), hex.EncodeToString(buf)+"-pw"
	var database, owner string
	require.NoError(t, db.Pool.QueryRow(ctx, `select current_database(), current_user`).Scan(&database, &owner))
	_, err := db.Pool.Exec(ctx, fmt.Sprintf(`create role %s login password '%s'`, role, password))
	require.NoError(t, err)
	t.Cleanup(func() {
		// Roles are cluster-wide: the role's grants go, then the role.
		db.Pool.Exec(ctx, `select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, role) //nolint:errcheck
		_, err := db.Pool.Exec(ctx, fmt.Sprintf(`drop owned by %s; drop role %s`, role, role))
		assert.NoError(t, err, "drop the test's role %s", role)
	})
	_, err = db.Pool.Exec(ctx, documentedGrants(t, database, db.Schema, owner, role))
	require.NoError(t, err)
	u, err := url.Parse(db.URL)
	require.NoError(t, err)
	u.User = url.UserPassword(role, password)
	return u.String()
}

type acceptingHuman struct{}

func (acceptingHuman) Elicit(context.Context, mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	res := &mcp.ElicitationResult{}
	res.Action = mcp.ElicitationResponseActionAccept
	res.Content = map[string]any{"confirm": true}
	return res, nil
}

func callTool(t *testing.T, c *client.Client, tool string, args map[string]any, out any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = tool, args
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err, tool)
	require.False(t, res.IsError, "%s: %v", tool, res.Content)
	b, err := json.Marshal(res.StructuredContent)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, out))
}

// `recall migrate` as the owner, then `recall serve` as a role granted only what
// docs/operations.md lists: every path works, failed logins are recorded, the background work
// runs, and nothing is refused or skipped (no warning or error in the server's log).
func TestServeAsLeastPrivilegedRole(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	ctx := context.Background()
	db := dbtest.NewEmpty(t)
	// The owner migrates, then the binary is newer than the schema: the last definition (a
	// function) is missing.
	_, err := migrations.Apply(ctx, db.Pool)
	require.NoError(t, err)
	defs, err := migrations.Definitions()
	require.NoError(t, err)
	last := defs[len(defs)-1].Name
	require.NoError(t, pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `select set_config('recall.migrator', 'test', true)`) // the record's guard
		if err == nil {
			_, err = tx.Exec(ctx, `delete from schema_definitions where name = $1`, last)
		}
		return err
	}))
	functions, _, _ := migrations.Defined(defs[len(defs)-1:])
	require.NotEmpty(t, functions, last)
	for f := range functions {
		_, err = db.Pool.Exec(ctx, `drop function `+f)
		require.NoError(t, err)
	}
	appURL := appRole(t, db)
	app := map[string]string{"RECALL_DATABASE_URL": appURL, "RECALL_LOG_FORMAT": "json", "RECALL_LOG_LEVEL": "error"}

	// Behind: the application role is told what to do, and changes nothing.
	_, _, err = runEnv(app, "", "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "run `recall migrate` with this binary (recall ")
	assert.Contains(t, err.Error(), "as the schema's owner")
	assert.Contains(t, err.Error(), last)
	_, _, err = runEnv(app, "", "migrate")
	assert.ErrorContains(t, err, "may not change it: run `recall migrate` as the schema's owner")
	owner := cli{t, db}
	owner.ok("migrate")
	// Current: the application role only reads the version. The function the owner made again
	// is its to execute through the default privileges the documented block set.
	out, errOut, err := runEnv(app, "", "migrate")
	require.NoError(t, err, errOut)
	assert.Equal(t, "schema is up to date\n", out)

	// The admin commands work as the application role too.
	_, errOut, err = runEnv(app, "", "admin", "principal", "add", "alice", "--role", "admin")
	require.NoError(t, err, errOut)
	_, errOut, err = runEnv(app, "correct horse battery staple\n", "admin", "principal", "passwd", "alice")
	require.NoError(t, err, errOut)
	token, errOut, err := runEnv(app, "", "admin", "token", "create", "--principal", "alice", "--agent", "default")
	require.NoError(t, err, errOut)
	token = strings.TrimSpace(token)

	// An expired memory for the server's purge, from before it starts.
	sc, err := scrub.New()
	require.NoError(t, err)
	ownerSvc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	alice := identityOf(t, ownerSvc, token)
	old, err := ownerSvc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "expired wifi note", Content: "c"})
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '2 days' where id = $1`, old.ID)
	require.NoError(t, err)

	cmd := exec.Command(bin+"/recall", "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = []string{"RECALL_DATABASE_URL=" + appURL, "RECALL_PURGE_GRACE=1d", "RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=debug", "PATH=/usr/bin:/bin"}
	logs := startLogged(t, cmd)
	base := strings.TrimSuffix(logs.wait(t, "serving MCP over streamable HTTP, and the console", 30*time.Second)["url"].(string), "/mcp")
	logs.wait(t, "leader: elected; background work runs here", 30*time.Second)
	purged := logs.wait(t, "purge done", 30*time.Second)
	assert.Equal(t, float64(1), purged["memories"], "the leader's purge removed the expired memory")

	// Save, search (found at once), delete, over MCP.
	c := humanClient(t, base, token)
	ids := saveSideBySide(t, c, 8)
	var deleted tools.DeleteResult
	callTool(t, c, "deleteMemory", map[string]any{"id": ids[0]}, &deleted)
	assert.True(t, deleted.Deleted)

	// A failed console login is recorded (the limits count it); a right one signs in.
	assert.Equal(t, http.StatusUnauthorized, consoleLogin(t, base, "alice", "wrong password"))
	var attempts int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from login_attempts`).Scan(&attempts))
	assert.Positive(t, attempts, "the failed login is recorded")
	assert.Equal(t, http.StatusSeeOther, consoleLogin(t, base, "alice", "correct horse battery staple"))

	// The leader counts the words the side-by-side saves left (any waiting memory is counted).
	awaitCounted(t, db, 20*time.Second)
	assert.Contains(t, metricsText(t, base), "\nrecall_leader 1\n")

	// The background work the server runs at intervals, once each now, as the application role.
	pool, err := pgxpool.New(ctx, appURL)
	require.NoError(t, err)
	defer pool.Close()
	appSvc := svctest.Memory(pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	_, _, err = appSvc.NotifyExpired(ctx, time.Now().Add(-time.Hour))
	require.NoError(t, err)
	_, err = appSvc.SearchEngine().Sweep(ctx)
	require.NoError(t, err)
	_, err = svctest.Identity(appSvc).PruneOAuth(ctx)
	require.NoError(t, err)
	require.NoError(t, svctest.Identity(appSvc).PruneLogins(ctx))
	_, err = appSvc.Purge(ctx, policy.CLIAdmin("t"), memory.PurgeOptions{Retention: memory.DefaultRetention})
	require.NoError(t, err)

	// Stopped, the leader gives its lease up; nothing in its log was refused or skipped.
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, cmd.Wait())
	var leases int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from leader_leases`).Scan(&leases))
	assert.Zero(t, leases, "the stopped leader resigned")
	assertQuiet(t, logs, func(msg string) bool { return msg == "console login failed" }) // the wrong password above

	// Saves side by side leave their words for later, and the role counts them.
	appAlice := identityOf(t, appSvc, token)
	var saves sync.WaitGroup
	for i := range 8 {
		saves.Add(1)
		go func() {
			defer saves.Done()
			_, err := appSvc.Save(ctx, appAlice, memory.SaveInput{Scope: "user",
				RecallHint: fmt.Sprintf("release train %d of team %c", i, 'k'+i), Content: fmt.Sprintf("ships on day %d", i)})
			assert.NoError(t, err)
		}()
	}
	saves.Wait()
	n, left, err := appSvc.CountPendingWords(ctx)
	require.NoError(t, err)
	assert.False(t, left)
	assert.Equal(t, 8, n, "every save left its words for later")
}
