package tools

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
)

// schemaOf is T's JSON schema as a tool declares it: mcp-go infers it from the type and its json
// and jsonschema tags (the description, enum values); T's bounds method, if it has one, adds the
// limits the memory service enforces (maxLength, maxItems, minimum, maximum, format), which the
// descriptions may quote as {maxLength}, {maxItems}, {minimum} and {maximum}, so a limit is
// written once, as memory's constant. The schema is made portable for strict clients: a type is
// one name, never a list (a nil slice is typed ["null", "array"]; every array this server sends
// or reads may be empty instead, which "array" allows). An input's top-level properties keep T's
// field order; an output's are sorted by name, as mcp-go writes them. required lists the
// properties the schema requires.
func schemaOf[T any](input bool) (_ json.RawMessage, required []string, _ error) {
	raw, err := mcp.SchemaForRaw[T]()
	if err != nil {
		return nil, nil, err
	}
	if !input {
		var out mcp.ToolOutputSchema
		if err := json.Unmarshal(raw, &out); err != nil {
			return nil, nil, err
		}
		out.Type, out.PropertyOrder = "object", nil // as mcp.WithOutputSchema declares an output
		if raw, err = json.Marshal(out); err != nil {
			return nil, nil, err
		}
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, nil, err
	}
	singleTypes(&s)
	if len(s.Required) == 0 {
		s.Required = nil // every property optional: no empty list
	}
	if input {
		for _, f := range jsonFields(reflect.TypeFor[T]()) {
			if _, ok := s.Properties[f.Name]; ok {
				s.PropertyOrder = append(s.PropertyOrder, f.Name)
			}
		}
	}
	var bs bounds
	if b, ok := any(*new(T)).(bounded); ok {
		bs = b.bounds()
	}
	for _, path := range slices.Sorted(maps.Keys(bs)) {
		p := property(&s, path)
		if p == nil {
			return nil, nil, fmt.Errorf("a bound names %s, which is no property of %s", path, reflect.TypeFor[T]())
		}
		bs[path].apply(p)
	}
	if err := unquoted(&s, ""); err != nil {
		return nil, nil, err
	}
	out, err := json.Marshal(&s)
	return out, s.Required, err
}

// bounded is a tool's input or output type that states the limits the memory service enforces
// on it, per property path ("tags", or "memories.tags" through an array's items).
type bounded interface{ bounds() bounds }

type bounds map[string]bound

// bound is what the schema says of one property beyond its type.
type bound struct {
	Min, Max  *float64 // an integer's range
	MaxLength int      // a string's, or each item's of an array of strings
	MaxItems  int      // an array's
	Format    string   // a string's, e.g. date-time
}

func num(v float64) *float64 { return &v }

// apply states b in p's schema, and puts its values where p's description quotes them.
func (b bound) apply(p *jsonschema.Schema) {
	p.Minimum, p.Maximum, p.Format = b.Min, b.Max, b.Format
	quote := map[string]string{}
	if b.Min != nil {
		quote["{minimum}"] = fmt.Sprint(*b.Min)
	}
	if b.Max != nil {
		quote["{maximum}"] = fmt.Sprint(*b.Max)
	}
	if b.MaxItems > 0 {
		p.MaxItems = &b.MaxItems
		quote["{maxItems}"] = fmt.Sprint(b.MaxItems)
	}
	if b.MaxLength > 0 {
		if p.Items != nil {
			p.Items.MaxLength = &b.MaxLength
		} else {
			p.MaxLength = &b.MaxLength
		}
		quote["{maxLength}"] = fmt.Sprint(b.MaxLength)
	}
	for k, v := range quote {
		p.Description = strings.ReplaceAll(p.Description, k, v)
	}
}

// placeholders are what a description may quote of its property's bound.
var placeholders = []string{"{minimum}", "{maximum}", "{maxItems}", "{maxLength}"}

// unquoted fails on a description that quotes a bound its property does not have.
func unquoted(s *jsonschema.Schema, path string) error {
	if s == nil {
		return nil
	}
	for _, ph := range placeholders {
		if strings.Contains(s.Description, ph) {
			return fmt.Errorf("the description of %s quotes %s, which no bound gives it", strings.TrimPrefix(path, "."), ph)
		}
	}
	if err := unquoted(s.Items, path); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(s.Properties)) {
		if err := unquoted(s.Properties[name], path+"."+name); err != nil {
			return err
		}
	}
	return nil
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
