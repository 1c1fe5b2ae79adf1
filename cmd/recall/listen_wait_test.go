package main

import (
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/tcpproxy"
)

// The server serves once its change listener listens: an always-inject change made before the
// LISTEN is never heard, so a subscriber of the first moments would miss it. With the
// listener's connection held (a frozen proxy), the server waits, warns after 5 s, and serves
// anyway; it never serves first.
func TestServeWaitsForTheChangeListener(t *testing.T) {
	t.Parallel()
	db := dbtest.New(t)
	p := tcpproxy.New(t, tcpproxy.Target(t, db.URL))
	p.FreezeFrom(2) // the start-up check's connection goes through; the listener's hangs
	cmd := exec.Command(recallBinary(t)+"/recall", "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = []string{"RECALL_DATABASE_URL=" + db.URL, "RECALL_DATABASE_LISTEN_URL=" + p.URL(t, db.URL),
		"RECALL_LOG_FORMAT=json", "PATH=/usr/bin:/bin"}
	logs := startLogged(t, cmd)
	const serving = "serving MCP over streamable HTTP, and the console"
	logs.wait(t, serving, 30*time.Second)
	p.Thaw()

	logs.mu.Lock()
	defer logs.mu.Unlock()
	warned, served := -1, -1
	for i, line := range logs.lines {
		switch line["msg"] {
		case "change listener not in place after 5s: serving anyway; always-inject changes made before it is are not announced":
			warned = i
		case serving:
			served = i
		}
	}
	assert.GreaterOrEqual(t, warned, 0, "the server served without waiting for its change listener")
	assert.Less(t, warned, served, "the server served before its change listener was in place")
}
