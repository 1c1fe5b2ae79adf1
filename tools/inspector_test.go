package tools_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inspectorCLI is the MCP Inspector's launcher in the conformance node_modules (dir).
func inspectorCLI(dir string) string {
	return filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
}

// The MCP Inspector's strict portability check (its CLI's --strict on tools/list) finds nothing
// in recall's tool schemas: no type lists, nothing a strict client would reject or degrade.
func TestInspectorStrictPortability(t *testing.T) {
	t.Parallel()
	node, _ := conformanceNode(t)
	dir, err := filepath.Abs("conformance")
	require.NoError(t, err)
	e := newEnv(t, nil)
	tok := e.token("inspector", "")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, inspectorCLI(dir), "--cli", "--strict", "--method", "tools/list",
		"--transport", "http", "--server-url", e.url, "--header", "Authorization: Bearer "+tok)
	cmd.Env = append(cmd.Environ(), "PATH="+filepath.Dir(node)+string(os.PathListSeparator)+os.Getenv("PATH")) // Node 22 for what it starts
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	t.Logf("inspector: %s", stderr.String())
	require.NoError(t, runErr, "the Inspector's exit status (6: an error-severity schema problem)")
	assert.Contains(t, stdout.String(), `"searchMemory"`, "the Inspector listed the tools")
	for _, line := range strings.Split(stderr.String(), "\n") {
		assert.NotRegexp(t, `^(Warning|Error): tool`, line)
		assert.NotRegexp(t, `[1-9][0-9]* (errors?|warnings?)`, line)
	}
}
