package web_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The memory list takes a savedAt window (from inclusive, to exclusive), alone (the window's
// memories, newest first) or with a query (ranked within it); a bad date says which field.
func TestMemoryListWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	for id, at := range map[string]string{f.aliceMem: "2026-11-03T10:00:00Z", f.billingMem: "2026-11-10T00:00:00Z"} {
		_, err := f.db.Pool.Exec(ctx, `update memories set updated_at = $2 where id = $1`, id, at)
		require.NoError(t, err)
	}
	alice := f.browser().login("alice")
	require.Equal(t, http.StatusOK, alice.get("/memories?from=2026-11-01&to=2026-11-10").StatusCode)
	assert.Contains(t, alice.body, "alice prefers tabs")
	assert.NotContains(t, alice.body, "billing runs nightly", "to is exclusive")
	assert.Contains(t, alice.body, `value="2026-11-10"`, "the form keeps the window")
	require.Equal(t, http.StatusOK, alice.get("/memories?from=2026-11-10").StatusCode)
	assert.Contains(t, alice.body, "billing runs nightly", "from is inclusive")
	assert.NotContains(t, alice.body, "alice prefers tabs")
	require.Equal(t, http.StatusOK, alice.get("/memories?q=billing&to=2026-11-10").StatusCode)
	assert.Contains(t, alice.body, "No memories match.")
	require.Equal(t, http.StatusOK, alice.get("/memories?q=billing&to=2026-11-11").StatusCode)
	assert.Contains(t, alice.body, "billing runs nightly")
	require.Equal(t, http.StatusOK, alice.get("/systems/billing?from=2026-11-01&to=2026-11-10").StatusCode)
	assert.Contains(t, alice.body, "No memories match.")

	for q, want := range map[string]string{
		"from=yesterday":                "from &#34;yesterday&#34; is not",
		"to=2026-11-31":                 "to &#34;2026-11-31&#34; is not",
		"from=2026-11-10&to=2026-11-01": "from (2026-11-10) is after to (2026-11-01)",
	} {
		resp := alice.get("/memories?" + q)
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, q)
		assert.Contains(t, alice.body, want, q)
	}
}
