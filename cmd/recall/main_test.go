package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// cli runs the recall command line in-process against one test schema.
type cli struct {
	t  *testing.T
	db *dbtest.DB
}

func (c cli) run(stdin string, args ...string) (string, string, error) {
	var out, errb bytes.Buffer
	env := map[string]string{"RECALL_DATABASE_URL": c.db.URL, "RECALL_LOG_FORMAT": "json", "RECALL_LOG_LEVEL": "error"}
	err := run(context.Background(), args, func(k string) string { return env[k] }, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), err
}

func (c cli) ok(args ...string) string {
	c.t.Helper()
	out, errOut, err := c.run("", args...)
	require.NoError(c.t, err, "recall %s: %s", strings.Join(args, " "), errOut)
	return out
}

func (c cli) service() *memory.Service {
	sc, err := scrub.New()
	require.NoError(c.t, err)
	return svctest.Memory(c.db.Pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
}

func identityOf(t *testing.T, svc *memory.Service, token string) policy.Identity {
	id, err := svctest.Identity(svc).Authenticate(context.Background(), token)
	require.NoError(t, err)
	id.RunID, id.Transport = "cli-test", "test"
	return id
}

func TestAdminCLIContract(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	assert.Equal(t, "principal alice added (role member, service false)\n", c.ok("admin", "principal", "add", "alice"))
	c.ok("admin", "principal", "add", "bot", "--service", "--run-cap", "2", "--role", "automation")
	token := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice"))
	assert.Regexp(t, `^rcl_[A-Za-z0-9_-]{43}$`, token, "the token alone on stdout")
	alice := identityOf(t, svc, token)

	// Rules: revoke makes the next save fail; restore makes it work.
	c.ok("admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.manage")
	_, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "h one", Content: "c"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Regexp(t, `member +ai.memory.manage +revoked`, c.ok("admin", "rule", "list", "--output", "table"))
	assert.Contains(t, c.ok("admin", "rule", "list"), `{"role":"member","rule":"ai.memory.manage","state":"revoked"`, "JSON lines by default")
	c.ok("admin", "rule", "restore", "--role", "member", "--rule", "ai.memory.manage")
	_, err = svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "h one", Content: "c"})
	require.NoError(t, err)

	// Grants and teams.
	_, err = svc.Save(ctx, alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing fact", Content: "c"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	c.ok("admin", "team", "add-member", "--team", "payments", "--principal", "alice")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "manage", "--team", "payments")
	saved, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing fact", Content: "c"})
	require.NoError(t, err)

	// Pending deletions.
	pid, err := svc.RequestDeletion(ctx, alice, saved.ID)
	require.NoError(t, err)
	assert.Contains(t, c.ok("admin", "deletion", "list"), pid)
	c.ok("admin", "deletion", "approve", pid)
	_, err = svc.Get(ctx, alice, saved.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	// Audit, as JSON lines.
	lines := strings.Split(strings.TrimSpace(c.ok("admin", "audit", "--principal", "alice")), "\n")
	require.NotEmpty(t, lines)
	var first memory.AuditEntry
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &first))
	assert.Equal(t, memory.ActSave, first.Action)

	// Export and import round-trip into another database.
	file := filepath.Join(t.TempDir(), "export.jsonl")
	c.ok("admin", "export", "--out", file)
	other := cli{t, dbtest.New(t)}
	assert.Equal(t, "imported 1 of 1 memories\n", other.ok("admin", "import", file))
	assert.Equal(t, "imported 0 of 1 memories; skipped 1 whose id exists already (the database's copy is kept)\n",
		other.ok("admin", "import", file), "an existing id is skipped, and the import says so")

	// Token revocation.
	c.ok("admin", "token", "revoke", "--principal", "alice")
	_, err = svctest.Identity(svc).Authenticate(ctx, token)
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err))
}

func TestCLIBadArgumentsExitNonZero(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	cases := [][]string{
		{},
		{"bogus"},
		{"serve", "--transport", "carrier-pigeon"},
		{"admin", "principal", "add"},
		{"admin", "principal", "add", "bad name!"},
		{"admin", "token", "create"},
		{"admin", "token", "create", "--principal", "nobody"},
		{"admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.everything"},
		{"admin", "grant", "add", "--system", "billing", "--level", "root", "--principal", "x"},
		{"admin", "grant", "add", "--system", "billing", "--level", "read"},
		{"admin", "deletion", "approve", "not-a-uuid"},
		{"admin", "audit", "--since", "last tuesday"},
	}
	for _, args := range cases {
		_, _, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", args, err)
	}
}

func TestScrubCommand(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	in := "deploy with ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5 and postgres://app:Sup3rS3cret@db/app\n"
	err := run(context.Background(), []string{"scrub"}, func(string) string { return "" }, strings.NewReader(in), &out, &errb)
	require.NoError(t, err)
	assert.Equal(t, "deploy with [REDACTED:github-pat] and postgres://app:[REDACTED:uri-credentials]@db/app\n", out.String())
	assert.Contains(t, errb.String(), "2 redaction(s)")
	assert.NotContains(t, errb.String(), "Sup3rS3cret")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

var (
	binOnce sync.Once
	binDir  string
	binErr  error
)

// recallBinary builds the recall command once per test run, for tests that run it as a client
// or a shell would. It returns the directory holding `recall`, to put on PATH.
func recallBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		binDir, binErr = os.MkdirTemp("", "recall-bin-")
		if binErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, "recall"), ".").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, binErr)
	return binDir
}

// runEnv runs the command line in-process with exactly env as its environment.
func runEnv(env map[string]string, stdin string, args ...string) (string, string, error) {
	var out, errb bytes.Buffer
	err := run(context.Background(), args, func(k string) string { return env[k] }, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), err
}
