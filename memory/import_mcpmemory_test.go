package memory_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// testdata/mcp-memory.jsonl was written by the official MCP memory server
// (@modelcontextprotocol/server-memory 2026.8.31) driven over stdio by
// testdata/mcp-memory-fixture.mjs: entities, relations, added observations and a deleted entity.
func loadGraph(t *testing.T) memory.MCPGraph {
	t.Helper()
	f, err := os.Open("testdata/mcp-memory.jsonl")
	require.NoError(t, err)
	defer f.Close()
	g, err := memory.ParseMCPMemory(f)
	require.NoError(t, err)
	return g
}

func TestParseMCPMemory(t *testing.T) {
	t.Parallel()
	g := loadGraph(t)
	require.Len(t, g.Entities, 4, "the deleted entity is gone from the server's file")
	assert.Equal(t, memory.MCPEntity{Name: "Alice Smith", EntityType: "person", Observations: []string{
		"Prefers tabs over spaces", "Works in the Berlin office", "Is on call the first week of each month"}}, g.Entities[0])
	require.Len(t, g.Relations, 3)
	assert.Equal(t, memory.MCPRelation{From: "Bob", To: "Alice Smith", RelationType: "manages"}, g.Relations[2])

	for name, bad := range map[string]string{
		"not json":          "{\"type\":\"entity\",\"name\":\"A\"}\nnot json\n",
		"entity no name":    `{"type":"entity","entityType":"person","observations":[]}`,
		"relation no to":    `{"type":"relation","from":"A","relationType":"knows"}`,
		"observations type": `{"type":"entity","name":"A","observations":"x"}`,
	} {
		_, err := memory.ParseMCPMemory(strings.NewReader(bad))
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), name)
	}
	// Blank lines and lines of other types are ignored, as the server's own loader does.
	g, err := memory.ParseMCPMemory(strings.NewReader("\n{\"type\":\"note\"}\n{\"type\":\"entity\",\"name\":\"A\",\"entityType\":\"t\",\"observations\":[\"x\"]}"))
	require.NoError(t, err)
	assert.Len(t, g.Entities, 1)
}

func TestImportMCPMemory(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	alice.AgentID = "claude-code"
	g := loadGraph(t)

	// A memory the agent saved before the switch: the import merges into it.
	pre, err := svc.Save(ctx, alice, userSave("Bob (person)", "Bob likes short standups"))
	require.NoError(t, err)

	dry, err := svc.ImportMCPMemory(ctx, admin, "alice", "claude-code", g, true)
	require.NoError(t, err)
	assert.Equal(t, 1, count(t, db, `select count(*) from memories`), "a dry run writes nothing")
	assert.Equal(t, [3]int{3, 1, 0}, [3]int{dry.Created, dry.Merged, dry.Skipped})
	assert.Equal(t, 1, dry.Redactions)

	rep, err := svc.ImportMCPMemory(ctx, admin, "alice", "claude-code", g, false)
	require.NoError(t, err)
	assert.Equal(t, [3]int{dry.Created, dry.Merged, dry.Skipped}, [3]int{rep.Created, rep.Merged, rep.Skipped}, "the dry run predicted it")
	assert.Equal(t, 4, count(t, db, `select count(*) from memories`))
	byEntity := map[string]memory.ImportItem{}
	for _, it := range rep.Items {
		byEntity[it.Entity] = it
	}
	assert.Equal(t, memory.ImportMerged, byEntity["Bob"].Outcome)
	assert.Equal(t, pre.ID, byEntity["Bob"].ID)

	// Alice's memory: hint from name and type, observations and relations both ways, tags.
	m, err := svc.Get(ctx, alice, byEntity["Alice Smith"].ID)
	require.NoError(t, err)
	assert.Equal(t, "Alice Smith (person)", m.RecallHint)
	for _, want := range []string{"- Prefers tabs over spaces", "- Is on call the first week of each month",
		"- Alice Smith works_at Acme Corp", "- Alice Smith maintains billing-service", "- Bob manages Alice Smith"} {
		assert.Contains(t, m.Content, want)
	}
	assert.ElementsMatch(t, []string{"mcp-memory", "person"}, m.Tags)

	// The merge kept the agent's own line and added the graph's.
	bob, err := svc.Get(ctx, alice, pre.ID)
	require.NoError(t, err)
	assert.Contains(t, bob.Content, "Bob likes short standups")
	assert.Contains(t, bob.Content, "- Approves production deploys")

	// Scrubbed on the way in.
	svcMem, err := svc.Get(ctx, alice, byEntity["billing-service"].ID)
	require.NoError(t, err)
	assert.NotContains(t, svcMem.Content, "ghp_aB3dE5")
	assert.Contains(t, svcMem.Content, "[REDACTED:", "the token is replaced by a redaction marker")

	// Found by search in the principal's namespace, and in no other.
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "who works at Acme", Limit: 5})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	other := alice
	other.AgentID = "cursor"
	hits, err = svc.Search(ctx, other, memory.SearchInput{Query: "Acme", Limit: 5})
	require.NoError(t, err)
	assert.Empty(t, hits)

	// Importing the same graph again changes nothing.
	again, err := svc.ImportMCPMemory(ctx, admin, "alice", "claude-code", g, false)
	require.NoError(t, err)
	assert.Equal(t, [3]int{0, 0, 4}, [3]int{again.Created, again.Merged, again.Skipped})
	assert.Equal(t, 4, count(t, db, `select count(*) from memories`))

	// The saves are one run, audited as alice's; the import itself as the admin's.
	assert.Equal(t, 4, count(t, db, `select count(*) from audit_log where run_id = $1`, rep.RunID))
	assert.Equal(t, 2, count(t, db, `select count(*) from audit_log where action = $1 and detail->>'from' = 'mcp-memory'`, memory.ActImport))

	// Refusals.
	_, err = svc.ImportMCPMemory(ctx, admin, "nobody", "claude-code", g, false)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	_, err = svc.ImportMCPMemory(ctx, admin, "alice", "bad agent!", g, false)
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	_, err = svc.ImportMCPMemory(ctx, alice, "alice", "claude-code", g, false)
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err), "import is an admin operation")
}
