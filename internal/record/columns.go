package record

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// column is one db-tagged field of a record type, in field order (embedded structs flattened).
type column struct {
	name  string
	index []int
	null  bool // "" is stored as null
	keep  bool // an update with "" keeps the stored value
}

var columnsOf sync.Map // reflect.Type → []column

// columns returns t's db-tagged fields, computed once per type.
func columns(t reflect.Type) []column {
	if c, ok := columnsOf.Load(t); ok {
		return c.([]column)
	}
	var cs []column
	var walk func(t reflect.Type, path []int)
	walk = func(t reflect.Type, path []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			idx := append(append([]int(nil), path...), i)
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				walk(f.Type, idx)
				continue
			}
			tag, ok := f.Tag.Lookup("db")
			if !ok || tag == "-" || !f.IsExported() {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			c := column{name: name, index: idx}
			for o := range strings.SplitSeq(opts, ",") {
				c.null = c.null || o == "null"
				c.keep = c.keep || o == "keep"
			}
			cs = append(cs, c)
		}
	}
	walk(t, nil)
	c, _ := columnsOf.LoadOrStore(t, cs)
	return c.([]column)
}

// Select is the select list of T's columns from table alias ("": unqualified; a null column
// read as ""), each named as its db tag, for pgx.RowToStructByName[T]: Select[Memory]("m")
// reads a Memory.
func Select[T any](alias string) string {
	var b strings.Builder
	for i, c := range columns(reflect.TypeFor[T]()) {
		if i > 0 {
			b.WriteString(", ")
		}
		col := c.name
		if alias != "" {
			col = alias + "." + c.name
		}
		if c.null {
			fmt.Fprintf(&b, "coalesce(%s, '') as %s", col, c.name)
		} else {
			fmt.Fprintf(&b, "%s as %s", col, c.name)
		}
	}
	return b.String()
}

// Names is T's column names, comma-separated, each prefixed with alias and a dot unless alias
// is "": for a select of columns an inner select already named, or an insert's column list.
func Names[T any](alias string) string {
	cs := columns(reflect.TypeFor[T]())
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.name
		if alias != "" {
			names[i] = alias + "." + c.name
		}
	}
	return strings.Join(names, ", ")
}

// Params is the parameters of an insert of T's columns (in Names order) from $first on, a
// column that stores "" as null through nullif.
func Params[T any](first int) string {
	cs := columns(reflect.TypeFor[T]())
	ps := make([]string, len(cs))
	for i, c := range cs {
		ps[i] = param(c, first+i)
	}
	return strings.Join(ps, ", ")
}

// Assign is the set list of an update of T's columns from $first on (in Args order). With keep,
// a column tagged keep that is given "" keeps the stored value (a save); without, every column
// takes the value given (a revert restores a state exactly).
func Assign[T any](first int, keep bool) string {
	cs := columns(reflect.TypeFor[T]())
	as := make([]string, len(cs))
	for i, c := range cs {
		v := param(c, first+i)
		if keep && c.keep {
			v = fmt.Sprintf("coalesce(%s, %s)", v, c.name)
		}
		as[i] = c.name + " = " + v
	}
	return strings.Join(as, ", ")
}

func param(c column, n int) string {
	if c.null {
		return fmt.Sprintf("nullif($%d, '')", n)
	}
	return fmt.Sprintf("$%d", n)
}

// Values is v's columns by name, "" as null where the column stores it so: one row of a bulk
// insert from jsonb_populate_recordset.
func Values[T any](v T) map[string]any {
	cs := columns(reflect.TypeFor[T]())
	rv := reflect.ValueOf(v)
	out := make(map[string]any, len(cs))
	for _, c := range cs {
		f := rv.FieldByIndex(c.index)
		if c.null && f.String() == "" {
			out[c.name] = nil
			continue
		}
		out[c.name] = f.Interface()
	}
	return out
}

// Args is v's values in its columns' order, for Params and Assign.
func Args[T any](v T) []any {
	cs := columns(reflect.TypeFor[T]())
	rv := reflect.ValueOf(v)
	out := make([]any, len(cs))
	for i, c := range cs {
		out[i] = rv.FieldByIndex(c.index).Interface()
	}
	return out
}
