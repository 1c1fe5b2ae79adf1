package tools_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/policy"
)

func TestRevocationTakesEffectMidSession(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx := context.Background()
			tok := e.token("alice", "")
			open := e.httpClient(tok, nil, proto)
			callOK(t, open, "saveMemory", map[string]any{"scope": "user", "recallHint": "first note", "content": "before"}, nil)

			require.NoError(t, svctest.Identity(e.svc).SetRule(ctx, admin, "member", policy.RuleManage, false))
			res := call(t, open, "saveMemory", map[string]any{"scope": "user", "recallHint": "second note", "content": "after"})
			assert.True(t, res.IsError, "the open session's next call is refused")
			assert.Contains(t, text(res), "ai.memory.manage is revoked for role \"member\"")
			callOK(t, open, "searchMemory", map[string]any{"query": "note"}, nil)

			fresh := e.httpClient(tok, nil, proto)
			assert.ElementsMatch(t, []string{"searchMemory", "getMemoryContext"}, toolNames(t, fresh), "a new session does not list revoked tools")

			require.NoError(t, svctest.Identity(e.svc).SetRule(ctx, admin, "member", policy.RuleManage, true))
			callOK(t, open, "saveMemory", map[string]any{"scope": "user", "recallHint": "second note", "content": "after"}, nil)
			assert.Len(t, toolNames(t, fresh), 5)
		})
	}
}

// serveProcess starts `recall serve --transport http` on a free port and returns its /mcp URL.
func serveProcess(t *testing.T, dbURL string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, recallBin, "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "RECALL_DATABASE_URL="+dbURL, "RECALL_LOG_FORMAT=json")
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cancel(); cmd.Wait() })
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			var rec struct{ Msg, URL string }
			if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.URL != "" {
				urls <- rec.URL
			}
		}
	}()
	select {
	case u := <-urls:
		return u
	case <-time.After(20 * time.Second):
		t.Fatal("recall serve did not start")
		return ""
	}
}

func TestRunCapAcrossTwoServerProcesses(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("nightly-bot", "", service(2))
	servers := []string{serveProcess(t, e.db.URL), serveProcess(t, e.db.URL)}

	for _, run := range []string{"run-a", "run-b"} {
		var ok, capped atomic.Int32
		var wg sync.WaitGroup
		for i := range 32 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ee := *e
				ee.url = servers[i%2]
				c := ee.httpClient(tok, map[string]string{"X-Recall-Run-Id": run}, protocols[i%2])
				res := call(t, c, "saveMemory", map[string]any{"scope": "user",
					"recallHint": fmt.Sprintf("finding %d of %s, marker %s", i, run, strings.ReplaceAll(uuid.NewString(), "-", " ")), "content": "x"})
				if res.IsError {
					assert.Contains(t, text(res), "2 of 2")
					capped.Add(1)
				} else {
					ok.Add(1)
				}
			}()
		}
		wg.Wait()
		assert.EqualValues(t, 2, ok.Load(), "run %s: exactly the cap succeeds across both processes", run)
		assert.EqualValues(t, 30, capped.Load())
	}
	var rows int
	require.NoError(t, e.db.Pool.QueryRow(context.Background(), `select count(*) from memories`).Scan(&rows))
	assert.Equal(t, 4, rows)

	// Without a run header, one MCP session is one run.
	c := e.httpClient(tok, nil, protocols[1])
	for i, want := range []bool{true, true, false} {
		res := call(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": fmt.Sprintf("session note %d %s", i, strings.Repeat("x", i)), "content": "y"})
		assert.Equal(t, !want, res.IsError, "save %d in one session", i)
	}
}
