package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/tools"
)

// What the tests that drive a `recall serve` process end to end share.

// consoleLogin posts the console's login form to the server at base and returns the status.
func consoleLogin(t *testing.T, base, principal, password string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, base+"/login", strings.NewReader(url.Values{"principal": {principal}, "password": {password}}.Encode()))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", base)
	res, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	require.NoError(t, err)
	res.Body.Close()
	return res.StatusCode
}

// awaitCounted waits, for at most within, until no memory waits for the leader to count its
// words and hint tokens.
func awaitCounted(t *testing.T, db *dbtest.DB, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for ; ; <-tick.C {
		var waiting int
		require.NoError(t, db.Pool.QueryRow(context.Background(), `select (select count(*) from search_pending) + (select count(*) from hint_pending)`).Scan(&waiting))
		if waiting == 0 {
			return
		}
		require.True(t, time.Now().Before(deadline), "%d memories still wait to be counted", waiting)
	}
}

// metricsText is the server's /metrics page.
func metricsText(t *testing.T, base string) string {
	t.Helper()
	res, err := http.Get(base + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(b)
}

// assertQuiet checks, once the server has exited, that it logged no warning or error but those
// expected says it may, and none of the texts a refused privilege writes.
func assertQuiet(t *testing.T, l *serverLog, expected func(msg string) bool) {
	t.Helper()
	for range l.added {
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, line := range l.lines {
		level, _ := line["level"].(string)
		if msg, _ := line["msg"].(string); expected(msg) {
			continue
		}
		assert.NotContains(t, []string{"WARN", "ERROR"}, level, "%s", l.raw[i])
		assert.NotContains(t, l.raw[i], "permission denied")
		assert.NotContains(t, l.raw[i], "must be owner")
	}
}

// humanClient is an MCP client of the server at base whose human confirms every delete.
func humanClient(t *testing.T, base, token string) *client.Client {
	t.Helper()
	return connectMCP(t, base, token, client.WithElicitationHandler(acceptingHuman{}))
}

// saveSideBySide saves n memories at once through c, so some leave their words to the leader's
// count, checks that a search finds one of them at once, and returns their ids.
func saveSideBySide(t *testing.T, c *client.Client, n int) []string {
	t.Helper()
	ids := make([]string, n)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			var saved tools.SaveResult
			callTool(t, c, "saveMemory", map[string]any{"scope": "user",
				"recallHint": fmt.Sprintf("deploy window %d for service %c", i, 'a'+i),
				"content":    fmt.Sprintf("service %c deploys after %d pm on weekdays", 'a'+i, i)}, &saved)
			ids[i] = saved.ID
		})
	}
	wg.Wait()
	var found tools.SearchResult
	callTool(t, c, "searchMemory", map[string]any{"query": "deploy window 3"}, &found)
	require.NotEmpty(t, found.Memories)
	assert.Equal(t, ids[3], found.Memories[0].ID)
	return ids
}
