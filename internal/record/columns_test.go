package record

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The select list names every column as its db tag (what RowToStructByName matches), reads a
// null-stored column as "", and follows the fields' order through the embedded structs.
func TestSelectNamesEveryColumnOnce(t *testing.T) {
	sel := Select[Memory]("m")
	assert.True(t, strings.HasPrefix(sel, "m.id as id, m.scope as scope, m.owner_id as owner_id"), sel)
	assert.Contains(t, sel, "coalesce(m.system_id, '') as system_id")
	assert.Contains(t, sel, "coalesce(m.source, '') as source")
	assert.True(t, strings.HasSuffix(sel, "m.created_at as created_at, m.updated_at as updated_at"), sel)
	assert.Equal(t, "recall_hint, content, tags, always_inject, expires_at, source_conversation_id, source", Names[State](""))
	assert.Equal(t, len(strings.Split(Names[Memory]("h"), ", ")), strings.Count(sel, " as "))
}

// A write's parameters, set list and values line up: the same columns, in the same order, ""
// stored as null where the column says so, and keep only where it is asked for.
func TestWritesLineUpWithTheColumns(t *testing.T) {
	assert.Equal(t, "$3, $4, $5, $6, $7, nullif($8, ''), nullif($9, '')", Params[State](3))
	assert.Contains(t, Assign[State](2, true), "source_conversation_id = coalesce(nullif($7, ''), source_conversation_id)")
	assert.Contains(t, Assign[State](2, false), "source_conversation_id = nullif($7, ''), source = nullif($8, '')")
	exp := time.Unix(1, 0)
	st := State{RecallHint: "h", Content: "c", Tags: []string{"t"}, AlwaysInject: true, ExpiresAt: &exp, Source: "tool"}
	assert.Equal(t, []any{"h", "c", []string{"t"}, true, &exp, "", "tool"}, Args(st))
	v := Values(Memory{ID: "x", State: st})
	assert.Nil(t, v["system_id"])
	assert.Nil(t, v["source_conversation_id"])
	assert.Equal(t, "tool", v["source"])
	assert.Len(t, v, len(strings.Split(Names[Memory](""), ", ")))
}
