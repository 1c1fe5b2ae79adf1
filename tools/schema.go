package tools

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
)

// withSchemas declares a tool's input and output schemas from In and Out (mcp-go infers them from
// the types and their jsonschema tags), made portable for strict clients: a type is one name,
// never a list (a nil slice is typed ["null", "array"]; every array this server sends or reads
// may be empty instead, which "array" allows), and the bounds the memory service enforces (given
// per property path, such as "tags" or "memories.tags") are stated in the schema.
func withSchemas[In, Out any](in, out map[string]bound) mcp.ToolOption {
	return func(t *mcp.Tool) {
		mcp.WithInputSchema[In]()(t)
		t.RawInputSchema = portable(t.RawInputSchema, reflect.TypeFor[In](), in)
		mcp.WithOutputSchema[Out]()(t)
		raw, err := json.Marshal(t.OutputSchema)
		if err != nil {
			panic(fmt.Sprintf("tool %s: output schema: %v", t.Name, err))
		}
		t.OutputSchema = mcp.ToolOutputSchema{}
		t.RawOutputSchema = portable(raw, nil, out) // output properties stay sorted by name, as mcp-go writes them
	}
}

// bound is what the schema says of one property beyond its type.
type bound struct {
	Min, Max  *float64 // an integer's range
	MaxLength int      // a string's, or each item's of an array of strings
	MaxItems  int      // an array's
	Format    string   // a string's, e.g. date-time
}

func num(v float64) *float64 { return &v }

// portable rewrites a schema (JSON) as withSchemas says; order is the struct whose field order the
// top-level properties keep (nil: sorted).
func portable(raw []byte, order reflect.Type, bounds map[string]bound) json.RawMessage {
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		panic(fmt.Sprintf("schema: %v", err))
	}
	singleTypes(&s)
	if len(s.Required) == 0 {
		s.Required = nil // every property optional: no empty list
	}
	if order != nil {
		for i := range order.NumField() {
			name, _, _ := strings.Cut(order.Field(i).Tag.Get("json"), ",")
			if _, ok := s.Properties[name]; ok {
				s.PropertyOrder = append(s.PropertyOrder, name)
			}
		}
	}
	for path, b := range bounds {
		p := property(&s, path)
		if p == nil {
			panic("schema: no property " + path)
		}
		p.Minimum, p.Maximum, p.Format = b.Min, b.Max, b.Format
		if b.MaxItems > 0 {
			p.MaxItems = &b.MaxItems
		}
		if b.MaxLength > 0 {
			if p.Items != nil {
				p.Items.MaxLength = &b.MaxLength
			} else {
				p.MaxLength = &b.MaxLength
			}
		}
	}
	out, err := json.Marshal(&s)
	if err != nil {
		panic(fmt.Sprintf("schema: %v", err))
	}
	return out
}

// property finds a property by its dotted path, through arrays' items.
func property(s *jsonschema.Schema, path string) *jsonschema.Schema {
	for _, name := range strings.Split(path, ".") {
		if s.Items != nil {
			s = s.Items
		}
		if s = s.Properties[name]; s == nil {
			return nil
		}
	}
	return s
}

// singleTypes replaces every ["null", T] type list with T, throughout the schema.
func singleTypes(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if len(s.Types) > 0 {
		var kept []string
		for _, t := range s.Types {
			if t != "null" {
				kept = append(kept, t)
			}
		}
		if len(kept) == 1 {
			s.Type, s.Types = kept[0], nil
		}
	}
	singleTypes(s.Items)
	for _, p := range s.Properties {
		singleTypes(p)
	}
}
