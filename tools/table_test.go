package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// Every tool in the table is whole and agrees with itself: it has its definition, an op policy
// knows, hints that say what the op's effect is, both schemas, a handler, and it is in the
// metrics' label values, the golden file and README's table.
func TestEveryToolIsWhole(t *testing.T) {
	require.NotEmpty(t, table)
	golden := goldenTools(t)
	readme := string(toolTableMarkdown(t))
	for _, tl := range table {
		t.Run(tl.Name, func(t *testing.T) {
			assert.NotEmpty(t, tl.Title)
			assert.NotEmpty(t, tl.Description)
			rule, effect, ok := policy.Lookup(tl.Op)
			require.True(t, ok, "op %q", tl.Op)
			assert.Equal(t, rule, tl.rule)
			a := tl.def.Annotations
			assert.Equal(t, tl.Title, a.Title)
			assert.Equal(t, effect == policy.EffectRead, *a.ReadOnlyHint, "read-only hint of a %v op", effect)
			assert.Equal(t, effect == policy.EffectDestructive, *a.DestructiveHint, "destructive hint of a %v op", effect)
			assert.Equal(t, tl.Idempotent, *a.IdempotentHint)
			assert.NotEmpty(t, tl.def.RawInputSchema)
			assert.NotEmpty(t, tl.def.RawOutputSchema)
			assert.NotNil(t, tl.call)
			assert.Same(t, tl, toolsByName[tl.Name])
			assert.Contains(t, toolNames(), tl.Name, "a metrics label value")
			assert.Contains(t, golden, tl.Name, "testdata/tools.golden.json: go test ./tools -run Snapshot -update")
			assert.Contains(t, readme, "| `"+tl.Name+"` |")
		})
	}
	assert.Len(t, golden, len(table), "the golden file lists a tool the table does not have")
}

func goldenTools(t *testing.T) []string {
	raw, err := os.ReadFile("testdata/tools.golden.json")
	require.NoError(t, err)
	var tools []mcp.Tool
	require.NoError(t, json.Unmarshal(raw, &tools))
	var names []string
	for _, tl := range tools {
		names = append(names, tl.Name)
	}
	return names
}

// The "takes {…}" an argument error ends with is the input type's shape.
func TestArgumentErrorsSayTheInputsShape(t *testing.T) {
	for name, want := range map[string]string{
		"searchMemory":          "{query?, limit?, scope?, systemId?, projectId?, tags?, since?, until?}",
		"saveMemory":            "{scope, systemId?, projectId?, recallHint, content, tags?, alwaysInject?, sourceConversationId?, expiresAt?}",
		"setMemoryAlwaysInject": "{id, alwaysInject}",
		"deleteMemory":          "{id}",
	} {
		tl, ok := toolNamed(name)
		require.True(t, ok, name)
		assert.Equal(t, want, tl.takes, name)
	}
	res, err := searchTool.call(nil, context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "searchMemory", Arguments: map[string]any{"limit": "ten"}}})
	require.NoError(t, err)
	require.True(t, res.IsError)
	assert.Contains(t, res.Content[0].(mcp.TextContent).Text, "invalid arguments: ")
	assert.Contains(t, res.Content[0].(mcp.TextContent).Text, "; searchMemory takes {query?, limit?,")
}

// The limits in the schemas and in their descriptions are memory's constants.
func TestDescriptionsQuoteTheLimits(t *testing.T) {
	var s struct {
		Properties map[string]struct {
			Description string `json:"description"`
		} `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(saveTool.def.RawInputSchema, &s))
	assert.Contains(t, s.Properties["recallHint"].Description, fmt.Sprintf("(at most %d bytes of UTF-8)", memory.MaxHintLen))
	assert.Contains(t, s.Properties["tags"].Description, fmt.Sprintf("Up to %d short labels, each at most %d bytes", memory.MaxTags, memory.MaxTagLen))
}

type okIn struct {
	ID string `json:"id" jsonschema:"An id."`
}

type okOut struct {
	Done bool `json:"done" jsonschema:"Whether it was done."`
}

type boundOnNothing struct {
	ID string `json:"id" jsonschema:"An id."`
}

func (boundOnNothing) bounds() bounds { return bounds{"name": {MaxLength: 10}} }

type quotesNoBound struct {
	Name string `json:"name" jsonschema:"A name of at most {maxLength} bytes."`
}

// nop is a handler of any input.
func nop[In any](*Server, context.Context, mcp.CallToolRequest, In) (*mcp.CallToolResult, okOut, error) {
	return nil, okOut{}, nil
}

// A tool that lacks a part or contradicts itself is refused when it is built, with the reason,
// never at tools/list or at a call.
func TestIncompleteToolsAreRefused(t *testing.T) {
	whole := toolSpec{Name: "probe", Title: "Probe", Description: "Probes.", Op: policy.OpSearch}
	_, err := newTool(whole, nop[okIn])
	require.NoError(t, err, "the whole spec is accepted")

	for name, tc := range map[string]struct {
		change func(*toolSpec)
		want   string
	}{
		"no op":          {func(s *toolSpec) { s.Op = "" }, "no policy op"},
		"unknown op":     {func(s *toolSpec) { s.Op = "frob" }, `policy op "frob" is unknown`},
		"no name":        {func(s *toolSpec) { s.Name = "" }, "no name"},
		"no title":       {func(s *toolSpec) { s.Title = "" }, "no title"},
		"no description": {func(s *toolSpec) { s.Description = " " }, "no description"},
	} {
		t.Run(name, func(t *testing.T) {
			spec := whole
			tc.change(&spec)
			_, err := newTool(spec, nop[okIn])
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	for name, tc := range map[string]struct {
		build func() (*tool, error)
		want  string
	}{
		"no handler":                     {func() (*tool, error) { return newTool[okIn, okOut](whole, nil) }, "no handler"},
		"input not an object":            {func() (*tool, error) { return newTool(whole, nop[string]) }, "string is not a struct"},
		"a bound on no property":         {func() (*tool, error) { return newTool(whole, nop[boundOnNothing]) }, "a bound names name, which is no property"},
		"a description quoting no bound": {func() (*tool, error) { return newTool(whole, nop[quotesNoBound]) }, "the description of name quotes {maxLength}"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := tc.build()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}

	assert.PanicsWithValue(t, "tools: tool searchMemory: registered twice", func() {
		spec := whole
		spec.Name = "searchMemory"
		register(spec, nop[okIn])
	}, "a name is one tool's")
	assert.False(t, slices.ContainsFunc(table, func(tl *tool) bool { return tl.Name == "probe" }))
}

// The table puts the handler's output in the result's structured content, leaves a refusal or
// an input request as the handler made it, and maps an error as Server.fail does.
func TestTheTableCompletesResults(t *testing.T) {
	build := func(res *mcp.CallToolResult, err error) *tool {
		tl, e := newTool(toolSpec{Name: "probe", Title: "Probe", Description: "Probes.", Op: policy.OpSave},
			func(*Server, context.Context, mcp.CallToolRequest, okIn) (*mcp.CallToolResult, okOut, error) {
				return res, okOut{Done: true}, err
			})
		require.NoError(t, e)
		return tl
	}
	req := mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "probe", Arguments: map[string]any{"id": "x"}}}

	res, err := build(mcp.NewToolResultText("done"), nil).call(nil, context.Background(), req)
	require.NoError(t, err)
	assert.Equal(t, okOut{Done: true}, res.StructuredContent)
	assert.Equal(t, "done", res.Content[0].(mcp.TextContent).Text)

	res, err = build(mcp.NewToolResultError("no"), nil).call(nil, context.Background(), req)
	require.NoError(t, err)
	assert.True(t, res.IsError)
	assert.Nil(t, res.StructuredContent, "a refusal carries no output")

	s := &Server{log: slog.New(slog.DiscardHandler)}
	res, err = build(nil, &memory.Error{Code: memory.CodeInvalid, Msg: "bad id"}).call(s, context.Background(), req)
	require.NoError(t, err)
	assert.True(t, res.IsError)
	assert.Equal(t, "bad id", res.Content[0].(mcp.TextContent).Text)

	_, err = build(nil, os.ErrClosed).call(s, context.Background(), req)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), os.ErrClosed.Error(), "an infrastructure fault is not shown to the client")
}
