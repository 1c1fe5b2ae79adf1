package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"

	"github.com/spf13/cobra"
)

// Every list command prints JSON lines by default (one object a line, for jq and scripts) and a
// table with --output table, for people. The table is made from the same JSON objects, so the
// two never disagree and a new field shows up in both.

// listOutput is a list command's --output switch, and the columns its table shows (JSON keys;
// none: every key).
type listOutput struct {
	format  *enumFlag
	columns []string
}

// addOutput defines -o/--output json|table on cmd.
func addOutput(cmd *cobra.Command, columns ...string) *listOutput {
	o := &listOutput{format: &enumFlag{value: "json", allowed: []string{"json", "table"}}, columns: columns}
	cmd.Flags().VarP(o.format, "output", "o", "json: one JSON object a line; table: columns for people")
	_ = cmd.RegisterFlagCompletionFunc("output", cobra.FixedCompletions(o.format.allowed, cobra.ShellCompDirectiveNoFileComp))
	return o
}

// printList prints items as the command's --output asks.
func printList[T any](w io.Writer, o *listOutput, items []T) error {
	if o.format.value != "table" {
		return printJSONLines(w, items)
	}
	var zero T
	rows := make([][]field, 0, len(items))
	keys := o.columns
	if len(keys) == 0 {
		// The zero value names the fields that are always there; items add the omitempty ones.
		head, err := fieldsOf(zero)
		if err != nil {
			return err
		}
		for _, f := range head {
			keys = append(keys, f.key)
		}
	}
	for _, it := range items {
		fs, err := fieldsOf(it)
		if err != nil {
			return err
		}
		if len(o.columns) == 0 {
			for _, f := range fs {
				if !slices.Contains(keys, f.key) {
					keys = append(keys, f.key)
				}
			}
		}
		rows = append(rows, fs)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	head := make([]string, len(keys))
	for i, k := range keys {
		head[i] = header(k)
	}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, fs := range rows {
		cells := make([]string, len(keys))
		for i, k := range keys {
			cells[i] = "-"
			for _, f := range fs {
				if f.key == k {
					cells[i] = cell(f.value)
				}
			}
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	return tw.Flush()
}

// field is one key of a JSON object and its value, in the object's order.
type field struct {
	key   string
	value any
}

// fieldsOf is v's JSON object as ordered fields (a map would lose the struct's order).
func fieldsOf(v any) ([]field, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("a list item is not a JSON object: %s", b)
	}
	var out []field
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var val any
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		out = append(out, field{key: t.(string), value: val})
	}
	return out, nil
}

// header is a JSON key as a column head: "runId" → "RUN ID".
func header(key string) string {
	var b strings.Builder
	for i, r := range key {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// maxCell bounds a text cell, so that one long recallHint does not push every column away.
const maxCell = 60

// cell is a JSON value as a table cell: null and empty as "-", a time to the second, a list
// joined by commas, an object as key=value pairs; control characters never reach the terminal.
func cell(v any) string {
	switch x := v.(type) {
	case nil:
		return "-"
	case string:
		if t, err := time.Parse(time.RFC3339Nano, x); err == nil {
			return t.UTC().Format(time.RFC3339)
		}
		s := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, x)
		if r := []rune(s); len(r) > maxCell {
			s = string(r[:maxCell-1]) + "…"
		}
		if s == "" {
			return "-"
		}
		return s
	case []any:
		if len(x) == 0 {
			return "-"
		}
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = cell(e)
		}
		return strings.Join(parts, ",")
	case map[string]any:
		if len(x) == 0 {
			return "-"
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + "=" + cell(x[k])
		}
		return strings.Join(parts, " ")
	}
	return fmt.Sprint(v)
}

// listCommand makes cmd a list: --output, and a RunE that prints what list returns as the switch
// asks. columns are the JSON keys its table shows (none: every key).
func listCommand[T any](a *app, cmd *cobra.Command, columns []string, list func(ctx context.Context, x adminCtx) ([]T, error)) *cobra.Command {
	out := addOutput(cmd, columns...)
	if cmd.Args == nil {
		cmd.Args = noArgs
	}
	cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
		items, err := list(ctx, x)
		if err != nil {
			return err
		}
		return printList(a.stdout, out, items)
	})
	return cmd
}
