package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// `recall admin export --since --until` keeps the memories last saved in the window (since
// inclusive, until exclusive), as searchMemory's window does; a bad bound or a backwards window
// exits non-zero and writes nothing.
func TestExportWindow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := cli{t, dbtest.New(t)}
	c.ok("admin", "principal", "add", "alice")
	svc := c.service()
	id := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice")))
	saved := map[string]string{}
	for name, at := range map[string]string{"before": "2026-10-31T23:59:59Z", "first": "2026-11-01T00:00:00Z",
		"inside": "2026-11-15T12:00:00Z", "end": "2026-12-01T00:00:00Z"} {
		res, err := svc.Save(ctx, id, memory.SaveInput{Scope: "user", RecallHint: "note " + name, Content: "saved " + name})
		require.NoError(t, err)
		_, err = c.db.Pool.Exec(ctx, `update memories set updated_at = $2 where id = $1`, res.ID, at)
		require.NoError(t, err)
		saved[res.ID] = name
	}
	names := func(out string) []string {
		var got []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var e memory.Exported
			require.NoError(t, json.Unmarshal([]byte(line), &e))
			got = append(got, saved[e.ID])
		}
		return got
	}
	assert.ElementsMatch(t, []string{"first", "inside"}, names(c.ok("admin", "export", "--since", "2026-11-01", "--until", "2026-12-01")))
	assert.ElementsMatch(t, []string{"inside", "end"}, names(c.ok("admin", "export", "--since", "2026-11-15T12:00:00Z")))
	assert.ElementsMatch(t, []string{"before"}, names(c.ok("admin", "export", "--until", "2026-11-01T01:00:00+01:00")))
	assert.Len(t, names(c.ok("admin", "export")), 4)
	for _, args := range [][]string{{"--since", "last month"}, {"--until", "2026-11-31"}, {"--since", "2026-12-01", "--until", "2026-11-01"}} {
		out, errOut, err := c.run("", append([]string{"admin", "export"}, args...)...)
		assert.Error(t, err, "%v", args)
		assert.Empty(t, out, "%v", args)
		assert.Contains(t, errOut+err.Error(), strings.TrimPrefix(args[0], "--"), "%v", args)
	}
}
