package tools_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var npmOnce sync.Once
var npmErr error

// interopDir installs the official TypeScript SDK (pinned in tools/interop/package-lock.json).
func interopDir(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: the TypeScript client check needs Node.js 18+")
	}
	dir, err := filepath.Abs("interop")
	require.NoError(t, err)
	npmOnce.Do(func() {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk")); err == nil {
			return
		}
		cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			npmErr = err
			t.Logf("npm ci: %s", out)
		}
	})
	require.NoError(t, npmErr, "npm ci in tools/interop")
	return dir
}

func runNode(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("node", append([]string{"check.mjs"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	require.NoError(t, cmd.Run(), "node check.mjs %v: %s", args, errb.String())
	return out.String()
}

// TestOfficialTypeScriptClient drives recall with @modelcontextprotocol/sdk over streamable
// HTTP and stdio: list, save, search, the always-inject resource, flip, and delete with an
// elicitation answer or none.
func TestOfficialTypeScriptClient(t *testing.T) {
	t.Parallel()
	dir := interopDir(t)
	e := newEnv(t, nil)
	tok := e.token("ts-user", "")
	const allTools = "tools deleteMemory:ro=false:destructive=true getMemoryContext:ro=true:destructive=false saveMemory:ro=false:destructive=false searchMemory:ro=true:destructive=false setMemoryAlwaysInject:ro=false:destructive=false"

	check := func(out string, wantDelete string) {
		t.Helper()
		lines := strings.Split(strings.TrimSpace(out), "\n")
		require.Len(t, lines, 6, out)
		assert.Equal(t, allTools, lines[0])
		assert.Contains(t, lines[1], "save isError=false")
		id := strings.TrimPrefix(strings.Fields(lines[1])[2], "id=")
		assert.Equal(t, "search first="+id, lines[2])
		assert.Equal(t, "always-inject listed=true", lines[3])
		assert.Equal(t, "always-inject after-flip listed=false", lines[4])
		assert.Equal(t, wantDelete, lines[5])
	}
	check(runNode(t, dir, []string{"TOKEN=" + tok}, "http", e.url, "accept"), "delete deleted=true pending=false")
	check(runNode(t, dir, []string{"TOKEN=" + tok}, "http", e.url, "decline"), "delete deleted=false pending=false")
	check(runNode(t, dir, []string{"TOKEN=" + tok}, "http", e.url), "delete deleted=false pending=true")
	stdioEnv := []string{"RECALL_DATABASE_URL=" + e.db.URL, "RECALL_PRINCIPAL=ts-stdio", "RECALL_LOG_LEVEL=error"}
	check(runNode(t, dir, stdioEnv, "stdio", recallBin, "accept"), "delete deleted=true pending=false")
}
