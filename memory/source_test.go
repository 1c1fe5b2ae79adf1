package memory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// TestSourceSaysWhatWroteTheMemory: each writer records what it is, search returns it, a version
// keeps it (a revert restores it), and export and import carry it.
func TestSourceSaysWhatWroteTheMemory(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	ctx := context.Background()
	alice := principal(t, svc, "alice")
	saved, err := svc.Save(ctx, alice, userSave("alice deploys billing on fridays", "after the freeze"))
	require.NoError(t, err)
	sourceOf := func(q string) string {
		t.Helper()
		hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: q, Limit: 5})
		require.NoError(t, err)
		require.NotEmpty(t, hits)
		return hits[0].Source
	}
	assert.Equal(t, memory.SourceTool, sourceOf("billing fridays"))

	edit := alice
	edit.RunID = "console-edit"
	_, err = svc.EditMemory(ctx, edit, saved.ID, memory.EditInput{RecallHint: "alice deploys billing on fridays", Content: "after the code freeze"})
	require.NoError(t, err)
	assert.Equal(t, memory.SourceConsole, sourceOf("billing fridays"))

	_, err = svc.RevertRun(ctx, admin, "console-edit", memory.RevertOptions{})
	require.NoError(t, err)
	assert.Equal(t, memory.SourceTool, sourceOf("billing fridays"), "the version kept what wrote it")

	var exported []memory.Exported
	require.NoError(t, svc.Export(ctx, admin, func(e memory.Exported) error { exported = append(exported, e); return nil }))
	require.Len(t, exported, 1)
	assert.Equal(t, memory.SourceTool, exported[0].Source)

	other, _ := newService(t, nil)
	e := exported[0]
	old := e
	old.ID, old.Source, old.RecallHint = "00000000-0000-4000-8000-000000000001", "", "an older export's line about billing"
	_, err = other.Import(ctx, admin, []memory.Exported{e, old})
	require.NoError(t, err)
	var sources []string
	require.NoError(t, other.Export(ctx, admin, func(e memory.Exported) error { sources = append(sources, e.Source); return nil }))
	assert.ElementsMatch(t, []string{memory.SourceTool, memory.SourceImport}, sources,
		"an import keeps the source a line carries, and records itself for a line without one")
}
