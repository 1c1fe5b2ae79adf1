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

	"github.com/recall-mcp/recall/memory"
)

// runNightly runs tools/conformance/nightly.mjs (the TypeScript SDK's v2 client) and returns its
// lines.
func runNightly(t *testing.T, node string, env []string, args ...string) []string {
	t.Helper()
	dir, err := filepath.Abs("conformance")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, append([]string{"nightly.mjs"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	require.NoError(t, cmd.Run(), "node nightly.mjs %v: %s", args, errb.String())
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// TestOfficialV2ClientNightlyRuns drives recall with @modelcontextprotocol/client 2.x as a nightly
// job: with versionNegotiation "auto" (or pinned) it speaks 2026-07-28 (no session); under a run cap of 2 the
// third save of a night is refused naming the run, and the next night saves again in a new run. A
// run named in _meta is the call's run. Without versionNegotiation the client connects the 2025
// way, with a session. On 2026-07-28 the always-inject resource is followed with
// subscriptions/listen.
func TestOfficialV2ClientNightlyRuns(t *testing.T) {
	t.Parallel()
	node, _ := conformanceNode(t)
	e := newEnv(t, nil)
	tok := e.token("nightly-bot", "ci", service(2))
	env := []string{"TOKEN=" + tok}

	night1 := runNightly(t, node, env, e.url, "auto", "staging database reset schedule", "billing queue retry policy", "cache eviction thresholds")
	require.Len(t, night1, 4, night1)
	assert.Equal(t, "connected protocol=2026-07-28 era=modern session=no", night1[0])
	assert.Contains(t, night1[1], "save 0 isError=false")
	assert.Contains(t, night1[2], "save 1 isError=false")
	runs := runsOf(t, e)
	first := runs[0]
	assert.Equal(t, []string{first, first}, runs)
	assert.Contains(t, night1[3], `save 2 isError=true run "`+first+`" has used its save cap (2 of 2 saves)`)
	assert.Contains(t, night1[3], "RECALL_RUN_IDLE")

	aNightLater(t, e)
	night2 := runNightly(t, node, env, e.url, "pin", "payment gateway timeout settings", "search index rebuild window", "dns failover runbook")
	require.Len(t, night2, 4, night2)
	assert.Equal(t, "connected protocol=2026-07-28 era=modern session=no", night2[0], "pinned to 2026-07-28")
	assert.Contains(t, night2[1], "save 0 isError=false")
	assert.Contains(t, night2[2], "save 1 isError=false")
	runs = runsOf(t, e)
	require.Len(t, runs, 4)
	second := runs[2]
	assert.NotEqual(t, first, second, "the next night is a new run")
	assert.Contains(t, night2[3], `run "`+second+`" has used its save cap (2 of 2 saves)`)

	named := runNightly(t, node, append(env, "RUN_META=nightly-named"), e.url, "auto", "kafka partition rebalancing notes")
	assert.Contains(t, named[1], "save 0 isError=false")
	assert.Equal(t, "nightly-named", runsOf(t, e)[4], "the run named in _meta ("+memory.RunMetaKey+")")

	legacy := runNightly(t, node, env, e.url, "legacy", "terraform state locking")
	assert.Equal(t, "connected protocol=2025-11-25 era=legacy session=yes", legacy[0], "the v2 client's default is the 2025 handshake")
	assert.Contains(t, legacy[1], "save 0 isError=false")

	person := e.token("alice", "")
	listen := runNightly(t, node, []string{"TOKEN=" + person, "LISTEN=1"}, e.url, "auto", "answer in British English")
	require.Len(t, listen, 4, listen)
	assert.Equal(t, `listening honored=["memory://always-inject"]`, listen[1])
	assert.Contains(t, listen[2], "save 0 isError=false")
	assert.Equal(t, "updated memory://always-inject", listen[3])
}
