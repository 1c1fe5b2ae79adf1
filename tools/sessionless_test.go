package tools_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/tools"
)

// aNightLater moves every sessionless run's clock back a day: the database decides a client's
// run with now(), so this is the idle gap passing, without a sleep.
func aNightLater(t *testing.T, e *env) {
	t.Helper()
	_, err := e.db.Pool.Exec(context.Background(), `update sessionless_runs
		set started_at = started_at - interval '1 day', last_at = last_at - interval '1 day'`)
	require.NoError(t, err)
}

// saveAs calls saveMemory with a hint no dedup merges, and _meta when given.
func saveAs(t *testing.T, c *client.Client, hint string, meta map[string]any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = map[string]any{"scope": "user", "recallHint": hint, "content": "a finding"}
	if meta != nil {
		req.Params.Meta = &mcp.Meta{AdditionalFields: meta}
	}
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err)
	return res
}

// runsOf lists the run of every journaled write, oldest first.
func runsOf(t *testing.T, e *env) []string {
	t.Helper()
	rows, err := e.db.Pool.Query(context.Background(), `select run_id from run_writes order by id`)
	require.NoError(t, err)
	var runs []string
	for rows.Next() {
		var r string
		require.NoError(t, rows.Scan(&r))
		runs = append(runs, r)
	}
	require.NoError(t, rows.Err())
	return runs
}

// TestNightlySessionlessBotGetsARunPerNight is issue 45's third item: a service principal on
// --run-cap 2 whose client speaks 2026-07-28 (no MCP session, no run named) saves twice a night;
// the third save is refused with a message that names the run, what it used and how the next one
// starts; the next night it saves again, in a new run; `run list` shows both runs.
func TestNightlySessionlessBotGetsARunPerNight(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("nightly-bot", "ci", service(2))

	var nights []string
	for night := 1; night <= 2; night++ {
		c := e.httpClient(tok, nil, mcp.ProtocolVersion20260728)
		hints := [][]string{{"staging database reset schedule", "billing queue retry policy", "cache eviction thresholds"},
			{"payment gateway timeout settings", "search index rebuild window", "dns failover runbook"}}[night-1]
		for i, hint := range hints[:2] {
			res := saveAs(t, c, hint, nil)
			require.False(t, res.IsError, "night %d save %d: %s", night, i, text(res))
		}
		res := saveAs(t, c, hints[2], nil)
		require.True(t, res.IsError, "night %d: the third save passes the cap of 2", night)
		msg := text(res)
		runs := runsOf(t, e)
		run := runs[len(runs)-1]
		assert.Regexp(t, `^auto-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-\d$`, run)
		assert.Contains(t, msg, fmt.Sprintf("run %q has used its save cap (2 of 2 saves)", run))
		assert.Contains(t, msg, "after 30m without a write (RECALL_RUN_IDLE)")
		assert.Contains(t, msg, "X-Recall-Run-Id")
		nights = append(nights, run)
		aNightLater(t, e)
	}
	assert.NotEqual(t, nights[0], nights[1], "each night is a run of its own")
	assert.Equal(t, []string{nights[0], nights[0], nights[1], nights[1]}, runsOf(t, e))

	list, err := e.svc.ListRuns(context.Background(), admin, memory.RunFilter{Principal: "nightly-bot"})
	require.NoError(t, err)
	require.Len(t, list, 2)
	for i, r := range list {
		assert.Equal(t, nights[1-i], r.RunID)
		assert.Regexp(t, `^token:[0-9a-f-]{36}$`, r.Client)
		assert.Equal(t, "ci", r.Agent)
		assert.Equal(t, 2, r.Created)
	}
}

// TestSessionlessClientNamesItsRun: a 2026-07-28 client names its run with X-Recall-Run-Id or
// with _meta on the call (which wins, being the more specific; a 2025-era session's call may use
// _meta too); a token that pins a run keeps it whatever the client names; a bad run id in _meta
// is refused without being echoed.
func TestSessionlessClientNamesItsRun(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("nightly-bot", "", service(1))
	proto := mcp.ProtocolVersion20260728

	named := e.httpClient(tok, map[string]string{tools.RunIDHeader: "nightly-2026-08-01"}, proto)
	require.False(t, saveAs(t, named, "header run finding one", nil).IsError)
	res := saveAs(t, named, "header run finding two", nil)
	require.True(t, res.IsError)
	assert.Contains(t, text(res), `run "nightly-2026-08-01" has used its save cap (1 of 1 saves)`)
	assert.Contains(t, text(res), "The client named this run")

	meta := map[string]any{memory.RunMetaKey: "nightly-2026-08-02"}
	require.False(t, saveAs(t, named, "meta run finding one", meta).IsError, "the call's _meta names a new run")
	res = saveAs(t, named, "meta run finding two", meta)
	require.True(t, res.IsError)
	assert.Contains(t, text(res), `run "nightly-2026-08-02" has used its save cap (1 of 1 saves)`)

	bare := e.httpClient(tok, nil, proto)
	require.False(t, saveAs(t, bare, "meta only finding one", map[string]any{memory.RunMetaKey: "nightly-2026-08-03"}).IsError)
	res = saveAs(t, bare, "bad meta finding", map[string]any{memory.RunMetaKey: "ghp_0123456789abcdefghijABCDEFGHIJ012345"})
	require.True(t, res.IsError)
	assert.Contains(t, text(res), memory.RunMetaKey)
	assert.NotContains(t, text(res), "ghp_0123456789", "a refused run id is never echoed")
	res = saveAs(t, bare, "not a string meta finding", map[string]any{memory.RunMetaKey: 7})
	require.True(t, res.IsError)
	assert.Contains(t, text(res), "must be a string")

	// A 2025-era session's call may name its run in _meta too.
	session := e.httpClient(tok, nil, mcp.ProtocolVersion20251125)
	require.False(t, saveAs(t, session, "session meta finding one", map[string]any{memory.RunMetaKey: "nightly-2026-08-04"}).IsError)

	pinnedTok, err := svctest.Identity(e.svc).CreateTokenFor(context.Background(), admin, identity.TokenSpec{Principal: "nightly-bot", Run: "nightly-pinned"})
	require.NoError(t, err)
	pinned := e.httpClient(pinnedTok, map[string]string{tools.RunIDHeader: "escape-1"}, proto)
	require.False(t, saveAs(t, pinned, "pinned finding one", map[string]any{memory.RunMetaKey: "escape-2"}).IsError)
	res = saveAs(t, pinned, "pinned finding two", map[string]any{memory.RunMetaKey: "escape-3"})
	require.True(t, res.IsError)
	assert.Contains(t, text(res), `run "nightly-pinned" has used its save cap (1 of 1 saves)`)
	assert.Contains(t, text(res), "This token pins its run")

	assert.Equal(t, []string{"nightly-2026-08-01", "nightly-2026-08-02", "nightly-2026-08-03", "nightly-2026-08-04", "nightly-pinned"}, runsOf(t, e))
}

// TestSessionlessRunsAcrossTwoServerProcesses: two `recall serve` processes on one database
// (RECALL_RUN_IDLE set) serve a sessionless bot's concurrent first calls of a night: they land in
// one run, exactly the cap of them is saved, and the next night is a new run.
func TestSessionlessRunsAcrossTwoServerProcesses(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("nightly-bot", "", service(2))
	servers := []*replica{
		startReplica(t, "a", e.db.URL, "127.0.0.1:0", "RECALL_RUN_IDLE=2h"),
		startReplica(t, "b", e.db.URL, "127.0.0.1:0", "RECALL_RUN_IDLE=2h"),
	}
	for night := 1; night <= 2; night++ {
		clients := make([]*client.Client, 16)
		for i := range clients {
			ee := *e
			ee.url = servers[i%2].url
			clients[i] = ee.httpClient(tok, nil, mcp.ProtocolVersion20260728)
		}
		var mu sync.Mutex
		var ok int
		refusals := map[string]int{}
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i, c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				res := saveAs(t, c, fmt.Sprintf("night %d finding %d on host %d", night, i, i*31), nil)
				mu.Lock()
				defer mu.Unlock()
				if res.IsError {
					refusals[strings.SplitN(text(res), " has used", 2)[0]]++
				} else {
					ok++
				}
			}()
		}
		close(start)
		wg.Wait()
		assert.Equal(t, 2, ok, "night %d: exactly the cap, whichever process served each call", night)
		runs := runsOf(t, e)
		run := runs[len(runs)-1]
		assert.Equal(t, map[string]int{fmt.Sprintf("run %q", run): 14}, refusals, "night %d: every refusal names the one run", night)
		assert.Contains(t, strings.Join(runs, " "), run)
		aNightLater(t, e)
	}
	runs := runsOf(t, e)
	require.Len(t, runs, 4)
	assert.Equal(t, runs[0], runs[1])
	assert.Equal(t, runs[2], runs[3])
	assert.NotEqual(t, runs[0], runs[2])
}
