package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// The restore that turned a service bot and an admin into plain members: export --governance,
// import into another database, and every principal, team, grant, rule and project comes back as
// it was; no token or password leaves; importing again changes nothing, and says so.
func TestExportImportGovernanceCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()
	c.ok("admin", "principal", "add", "root", "--role", "admin")
	c.ok("admin", "principal", "add", "nightly-bot", "--service", "--run-cap", "20", "--write-budget", "100/1h", "--role", "automation")
	c.ok("admin", "principal", "add", "pair-agent", "--deletes-need-approval")
	c.ok("admin", "principal", "set", "pair-agent", "--capture", "on") // restored too (principal list compares it)
	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "mallory")
	c.ok("admin", "principal", "disable", "mallory")
	_, _, err := c.run("a-long-enough-password\n", "admin", "principal", "passwd", "root")
	require.NoError(t, err)
	token := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "nightly-bot"))
	c.ok("admin", "team", "add-member", "payments", "--principal", "alice")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "manage", "--team", "payments")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "read", "--principal", "nightly-bot")
	c.ok("admin", "project", "add", "apollo")
	c.ok("admin", "project", "add-member", "apollo", "--principal", "alice")
	for _, who := range []string{"alice", "nightly-bot", "root"} {
		id := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", who, "--agent", "default")))
		_, err = svc.Save(ctx, id, memory.SaveInput{Scope: "user", RecallHint: "release train of " + who, Content: "Thursdays"})
		require.NoError(t, err)
	}
	c.ok("admin", "rule", "revoke", "--role", "automation", "--rule", "ai.memory.manage")

	dir := t.TempDir()
	file := filepath.Join(dir, "backup.jsonl")
	c.ok("admin", "export", "--governance", "--out", file)
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	for _, secret := range []string{token, "argon2", "password", "hash"} {
		assert.NotContains(t, string(b), secret, "no secret in an export")
	}
	kinds := map[string]int{}
	for _, l := range jsonLines(t, string(b)) {
		kinds[l["kind"].(string)]++
	}
	assert.Equal(t, map[string]int{"principal": 5, "team": 1, "grant": 2, "rule": 6, "project": 1, "memory": 3}, kinds)
	plainFile := filepath.Join(dir, "plain.jsonl")
	c.ok("admin", "export", "--out", plainFile)
	b, err = os.ReadFile(plainFile)
	require.NoError(t, err)
	plain := jsonLines(t, string(b))
	require.Len(t, plain, 3, "without --governance: the memories only")
	assert.Equal(t, "memory", plain[0]["kind"])

	lists := func(c cli) []string {
		var out []string
		for _, args := range [][]string{{"principal", "list"}, {"team", "list"}, {"grant", "list"}, {"rule", "list"}, {"project", "list"}} {
			for _, l := range jsonLines(t, c.ok(append([]string{"admin"}, args...)...)) {
				delete(l, "created")     // principals: the time of the restore's insert is kept…
				delete(l, "createdAt")   // …and compared below
				delete(l, "revokedAt")   // a rule revoked by the restore
				delete(l, "liveTokens")  // tokens never leave
				delete(l, "hasPassword") // nor passwords
				out = append(out, strings.Join(args, " ")+": "+mustJSON(t, l))
			}
		}
		return out
	}

	// Into an empty database: everything comes back as it was.
	other := cli{t, dbtest.New(t)}
	out := other.ok("admin", "import", file)
	assert.Contains(t, out, "principal nightly-bot created (role automation, service true, run cap 20, write budget 100/1h)\n")
	assert.Contains(t, out, "principal root created (role admin)\n")
	assert.Contains(t, out, "principal mallory created (role member, disabled true)\n")
	assert.Contains(t, out, "principals: 5 created, 0 updated, 0 unchanged;")
	assert.True(t, strings.HasSuffix(out, "imported 3 of 3 memories\n"), "%q", out)
	assert.Equal(t, lists(c), lists(other))
	created := func(c cli) string {
		var s string
		require.NoError(t, c.db.Pool.QueryRow(ctx, `select string_agg(name || ' ' || created_at::text, ',' order by name) from principals`).Scan(&s))
		return s
	}
	assert.Equal(t, created(c), created(other), "created times come back too")

	// Again: nothing changes, and the import says how many it skipped and why.
	out = other.ok("admin", "import", file)
	assert.Equal(t, "principals: 0 created, 0 updated, 5 unchanged; teams: 0 created, 0 updated, 1 unchanged; grants: 0 created, 0 updated, 2 unchanged; rules: 0 created, 0 updated, 6 unchanged; projects: 0 created, 0 updated, 1 unchanged\n"+
		"imported 0 of 3 memories; skipped 3 whose id exists already (the database's copy is kept)\n", out)

	// The restore of the issue: the memories imported without their governance made every owner
	// a plain member; the governance then puts each back, saying what it changed.
	third := cli{t, dbtest.New(t)}
	assert.Equal(t, "imported 3 of 3 memories\n", third.ok("admin", "import", plainFile))
	assert.Equal(t, "member", jsonLines(t, third.ok("admin", "principal", "list"))[1]["role"])
	out = third.ok("admin", "import", file)
	assert.Contains(t, out, "principal nightly-bot updated: role member → automation, service false → true, run cap none → 20, write budget none → 100/1h\n")
	assert.Contains(t, out, "principal root updated: role member → admin\n")
	assert.Contains(t, out, "principals: 2 created, 2 updated, 1 unchanged;")
	assert.Equal(t, lists(c), lists(third))

	// A dry run prints the same and changes nothing.
	fourth := cli{t, dbtest.New(t)}
	out = fourth.ok("admin", "import", "--dry-run", file)
	assert.Contains(t, out, "principal root created (role admin)\n")
	assert.True(t, strings.HasSuffix(out, "dry run, nothing changed: would import 3 of 3 memories\n"), "%q", out)
	var n int
	require.NoError(t, fourth.db.Pool.QueryRow(ctx, `select (select count(*) from principals) + (select count(*) from memories) + (select count(*) from grants)`).Scan(&n))
	assert.Zero(t, n)

	// A bad line refuses the whole import, naming the line: nothing changes.
	bad := filepath.Join(dir, "bad.jsonl")
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	lines[1] = strings.Replace(lines[1], `"updatedAt":"`, `"updatedAt":"9999-12-31T00:00:00Z","was":"`, 1)
	require.NoError(t, os.WriteFile(bad, []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	_, errOut, err := fourth.run("", "admin", "import", bad)
	require.Error(t, err)
	assert.Equal(t, 2, exitCode(err))
	assert.Contains(t, err.Error(), "line 2: updatedAt 9999-12-31T00:00:00Z is in the future")
	assert.NotContains(t, errOut, "Usage:", "the file is wrong, not the command line")
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(string(b), "Thursdays", `Thurs\ud800days`, 1)), 0o600))
	_, _, err = fourth.run("", "admin", "import", bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 1 is not valid text")
	require.NoError(t, fourth.db.Pool.QueryRow(ctx, `select (select count(*) from principals) + (select count(*) from memories)`).Scan(&n))
	assert.Zero(t, n, "a refused import changes nothing")
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
