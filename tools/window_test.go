package tools_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchMemory's since/until over MCP: dates and RFC 3339 times bound savedAt (since inclusive,
// until exclusive), a window without a query browses newest first, and a bad bound or a
// backwards window is a tool error that names what to fix.
func TestSearchWindowOverMCP(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	ids := map[string]string{}
	for _, name := range []string{"monday", "tuesday", "friday"} {
		var saved struct{ ID string }
		callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "standup notes " + name,
			"content": "what the team decided at the " + name + " standup"}, &saved)
		ids[name] = saved.ID
	}
	for name, at := range map[string]string{"monday": "2026-11-16T09:00:00Z", "tuesday": "2026-11-17T00:00:00Z", "friday": "2026-11-20T00:00:00Z"} {
		_, err := e.db.Pool.Exec(context.Background(), `update memories set updated_at = $2 where id = $1`, ids[name], at)
		require.NoError(t, err)
	}
	type out struct {
		Memories []struct {
			ID      string
			SavedAt string
			Score   float64
		}
	}
	found := func(args map[string]any) []string {
		t.Helper()
		var res out
		callOK(t, c, "searchMemory", args, &res)
		var got []string
		for _, m := range res.Memories {
			got = append(got, m.ID)
		}
		return got
	}
	assert.Equal(t, []string{ids["tuesday"]}, found(map[string]any{"query": "standup", "since": "2026-11-17", "until": "2026-11-20"}))
	assert.Equal(t, []string{ids["friday"], ids["tuesday"]}, found(map[string]any{"since": "2026-11-17T00:00:00Z"}), "a browse, newest first")
	assert.Equal(t, []string{ids["monday"]}, found(map[string]any{"query": "", "until": "2026-11-17T01:00:00+01:00"}))
	assert.Empty(t, found(map[string]any{"query": "standup", "since": "2026-11-18", "until": "2026-11-18"}))

	for _, tc := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"query": "standup", "since": "last week"}, `since "last week" is not an RFC 3339 time`},
		{map[string]any{"since": "2026-11-20", "until": "2026-11-17"}, "since (2026-11-20T00:00:00Z) is after until"},
		{map[string]any{"query": "standup", "until": "2026-11-31"}, `until "2026-11-31"`},
		{map[string]any{"query": "   "}, "query must not be blank"},
		{map[string]any{"query": "standup", "limit": 0.5, "since": "2026-11-17"}, "invalid arguments"},
		{map[string]any{"query": "standup", "tags": []string{"a"}, "since": "bogus"}, "since"},
	} {
		res := call(t, c, "searchMemory", tc.args)
		assert.True(t, res.IsError, "%v", tc.args)
		assert.Contains(t, text(res), tc.want, "%v", tc.args)
	}
}
