package tools

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/policy"
)

// README's tool table is generated from the tool table; this test fails when the committed copy
// is stale. `make docs` (RECALL_UPDATE_DOCS=1) rewrites it.
func TestReadmeToolTableIsCurrent(t *testing.T) {
	const path = "../README.md"
	readme, err := os.ReadFile(path)
	require.NoError(t, err)
	begin, end := []byte(toolTableBegin+"\n"), []byte(toolTableEnd)
	i, j := bytes.Index(readme, begin), bytes.Index(readme, end)
	require.True(t, i >= 0 && j > i, "README.md has no %q … %q section", toolTableBegin, toolTableEnd)
	want := slices.Concat(readme[:i+len(begin)], toolTableMarkdown(t), readme[j:])
	if os.Getenv("RECALL_UPDATE_DOCS") != "" {
		require.NoError(t, os.WriteFile(path, want, 0o644))
		return
	}
	assert.Equal(t, string(want), string(readme), "README.md's tool table is stale: run `make docs`")
}

const (
	toolTableBegin = "<!-- tools: generated from the tool table (tools/table.go) by `make docs`; a test fails when it is stale -->"
	toolTableEnd   = "<!-- /tools -->"
)

// toolTableMarkdown is one row per tool: reads first, then writes, then destructive tools.
func toolTableMarkdown(t *testing.T) []byte {
	tools := slices.Clone(table)
	slices.SortStableFunc(tools, func(a, b *tool) int {
		_, ea := policy.Spec(a.Op)
		_, eb := policy.Spec(b.Op)
		if ea != eb {
			return int(ea) - int(eb)
		}
		return strings.Compare(a.Name, b.Name)
	})
	var b bytes.Buffer
	b.WriteString("| tool | input | structured output | rule | hints |\n| --- | --- | --- | --- | --- |\n")
	for _, tl := range tools {
		fmt.Fprintf(&b, "| `%s` | %s | `%s` | `%s` | %s |\n", tl.Name, inputSummary(t, tl), outline(tl.out), tl.rule, hints(tl))
	}
	return b.Bytes()
}

// inputSummary lists a tool's arguments, the required ones first, with their values or range.
func inputSummary(t *testing.T, tl *tool) string {
	var s jsonschema.Schema
	require.NoError(t, json.Unmarshal(tl.def.RawInputSchema, &s))
	var required, optional []string
	for _, f := range jsonFields(tl.in) {
		name := f.Name
		p := s.Properties[name]
		item := "`" + name + "`"
		switch {
		case len(p.Enum) > 0:
			var vals []string
			for _, v := range p.Enum {
				vals = append(vals, fmt.Sprintf("`%v`", v))
			}
			item += " (" + strings.Join(vals, ", ") + ")"
		case p.Minimum != nil && p.Maximum != nil:
			item += fmt.Sprintf(" (%v–%v)", *p.Minimum, *p.Maximum)
		}
		if slices.Contains(s.Required, name) {
			required = append(required, item)
		} else {
			optional = append(optional, item)
		}
	}
	out := strings.Join(required, ", ")
	if len(optional) > 0 {
		if out != "" {
			out += "; "
		}
		out += "optional " + strings.Join(optional, ", ")
	}
	return out
}

// outline is a JSON value's shape: {a, b?: [{c}]}, ? marking the properties that may be absent.
func outline(ty reflect.Type) string {
	switch ty.Kind() {
	case reflect.Pointer:
		return outline(ty.Elem())
	case reflect.Slice:
		if inner := outline(ty.Elem()); inner != "" {
			return "[" + inner + "]"
		}
	case reflect.Struct:
		var fields []string
		for _, f := range jsonFields(ty) {
			name := f.Name
			if f.Omitted {
				name += "?"
			}
			if inner := outline(f.Field.Type); inner != "" {
				name += ": " + inner
			}
			fields = append(fields, name)
		}
		return "{" + strings.Join(fields, ", ") + "}"
	}
	return ""
}

func hints(tl *tool) string {
	a := tl.def.Annotations
	var hs []string
	for _, h := range []struct {
		on   *bool
		name string
	}{{a.ReadOnlyHint, "read-only"}, {a.DestructiveHint, "destructive"}, {a.IdempotentHint, "idempotent"}} {
		if h.on != nil && *h.on {
			hs = append(hs, h.name)
		}
	}
	if tl.AsksPerson {
		hs = append(hs, "a person confirms")
	}
	if len(hs) == 0 {
		return "—"
	}
	return strings.Join(hs, ", ")
}
