package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// Two servers, an HTTP one and a stdio one (which campaigns too, so a deployment of desktop
// clients alone has a leader): exactly one leads. Killed (it cannot give the lease up), the
// leader is replaced by the other within 10 s.
func TestTwoServersOneLeaderAndTakeover(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	ctx := context.Background()
	db := dbtest.New(t)
	start := func(args ...string) (*exec.Cmd, *serverLog) {
		cmd := exec.Command(bin+"/recall", append([]string{"serve"}, args...)...)
		cmd.Env = []string{"RECALL_DATABASE_URL=" + db.URL, "RECALL_PRINCIPAL=alice", "RECALL_LOG_FORMAT=json", "PATH=/usr/bin:/bin"}
		_, err := cmd.StdinPipe() // held open: the stdio server serves until it closes
		require.NoError(t, err)
		return cmd, startLogged(t, cmd)
	}
	httpCmd, httpLog := start("--transport", "http", "--addr", "127.0.0.1:0")
	stdioCmd, stdioLog := start()
	base := strings.TrimSuffix(httpLog.wait(t, "serving MCP over streamable HTTP, and the console", 30*time.Second)["url"].(string), "/mcp")
	stdioLog.wait(t, "serving MCP on stdio", 30*time.Second)

	// holder polls the lease row until it names a live lease of one of cmds, for at most within.
	holder := func(within time.Duration, cmds ...*exec.Cmd) *exec.Cmd {
		t.Helper()
		deadline := time.Now().Add(within)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for ; ; <-tick.C {
			var about string
			err := db.Pool.QueryRow(ctx, `select about from leader_leases where name = 'background' and expires_at > now()`).Scan(&about)
			for _, c := range cmds {
				if err == nil && strings.HasSuffix(about, fmt.Sprintf(" pid %d", c.Process.Pid)) {
					return c
				}
			}
			require.True(t, time.Now().Before(deadline), "no server took the lease within %s (%q, %v)", within, about, err)
		}
	}
	leaderGauge := func() string {
		res, err := http.Get(base + "/metrics")
		require.NoError(t, err)
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return regexp.MustCompile(`(?m)^recall_leader \d$`).FindString(string(b))
	}

	first := holder(30*time.Second, httpCmd, stdioCmd)
	second, secondLog := stdioCmd, stdioLog
	if first == stdioCmd {
		second, secondLog = httpCmd, httpLog
		assert.Equal(t, "recall_leader 0", leaderGauge())
	} else {
		httpLog.wait(t, "leader: elected; background work runs here", 10*time.Second)
		assert.Equal(t, "recall_leader 1", leaderGauge())
	}
	secondLog.mu.Lock()
	for _, l := range secondLog.lines {
		assert.NotEqual(t, "leader: elected; background work runs here", l["msg"], "two leaders")
	}
	secondLog.mu.Unlock()

	require.NoError(t, first.Process.Signal(syscall.SIGKILL))
	killed := time.Now()
	holder(10*time.Second, second)
	secondLog.wait(t, "leader: elected; background work runs here", 10*time.Second-time.Since(killed))
	t.Logf("taken over %s after the kill", time.Since(killed).Round(time.Millisecond))
	if second == httpCmd {
		assert.Equal(t, "recall_leader 1", leaderGauge())
	}
}
