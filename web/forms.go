package web

import (
	"errors"
	"slices"
	"strings"

	"github.com/recall-mcp/recall/memory"
)

// fieldErrors places a validation message next to the field it names: by the structure the
// service gives (memory.Error.Fields), or else by the field a whole message starts with. What
// names no field is shown above the form.
func fieldErrors(err error, fields ...string) map[string]string {
	out := map[string]string{}
	place := func(field, msg string) {
		if !slices.Contains(fields, field) {
			field = "form"
		}
		out[field] = strings.TrimSpace(out[field] + " " + msg)
	}
	var de *memory.Error
	if errors.As(err, &de) && len(de.Fields) > 0 {
		for f, msg := range de.Fields {
			place(f, msg)
		}
		return out
	}
	msg := strings.TrimPrefix(err.Error(), "invalid input: ")
	for _, f := range fields {
		if strings.HasPrefix(msg, f) {
			place(f, msg)
			return out
		}
	}
	place("form", msg)
	return out
}
