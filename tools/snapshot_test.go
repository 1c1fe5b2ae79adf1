package tools_test

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestToolSnapshot pins every tool's name, description, schemas and annotations: a change to the
// contract shows up as a diff of testdata/tools.golden.json (go test ./tools -run Snapshot -update).
func TestToolSnapshot(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	require.NoError(t, err)
	got, err := json.MarshalIndent(res.Tools, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	const golden = "testdata/tools.golden.json"
	if *update {
		require.NoError(t, os.WriteFile(golden, got, 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run with -update to create it")
	assert.Equal(t, string(want), string(got), "tool contract changed: review the diff, then rerun with -update")

	// The annotations the contract promises, checked outright as well.
	byName := map[string]mcp.Tool{}
	for _, tl := range res.Tools {
		byName[tl.Name] = tl
	}
	search := byName["searchMemory"].Annotations
	assert.True(t, *search.ReadOnlyHint)
	assert.False(t, *search.DestructiveHint)
	save := byName["saveMemory"].Annotations
	assert.False(t, *save.ReadOnlyHint)
	assert.False(t, *save.DestructiveHint)
	assert.False(t, *save.IdempotentHint)
	hook := byName["getMemoryContext"].Annotations
	assert.True(t, *hook.ReadOnlyHint, "a hook may call it without asking")
	assert.False(t, *hook.DestructiveHint)
	assert.Equal(t, []string{"prompt"}, byName["getMemoryContext"].InputSchema.Required)
	flip := byName["setMemoryAlwaysInject"].Annotations
	assert.True(t, *flip.IdempotentHint)
	assert.False(t, *flip.DestructiveHint)
	for name, tl := range byName {
		assert.NotEmpty(t, tl.OutputSchema.Properties, "%s declares an output schema", name)
	}
}
