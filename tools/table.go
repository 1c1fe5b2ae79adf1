package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/policy"
)

// The tool table. Each tool is declared once, in its own file, by register: a toolSpec, a
// handler bound to its typed input, and its input and output types, from which the schemas are
// derived (schema.go). Everything else follows from the table: registration on the server, the
// tools/list filter (the op's rule and effect: a revoked rule, or a destructive op for a service
// principal, hides the tool), the read-only and destructive hints (the op's effect), the metrics'
// tool label, the "takes {…}" of an argument error, the golden file and README's tool table.
// Adding a tool touches its own file and the golden file (and regenerates the README's table).

// toolSpec is what a tool's file says of it besides its types and handler.
type toolSpec struct {
	Name        string
	Title       string // shown by clients (the annotations' title)
	Description string // what the tool is for and when to call it, for the model
	// Op is the memory operation the tool performs. Its rule and effect (policy.Lookup) decide
	// who sees the tool in tools/list and its read-only and destructive hints; the memory
	// service checks the same op again on every call.
	Op policy.Op
	// Idempotent: calling it twice with the same input has the effect of calling it once.
	Idempotent bool
	// AsksPerson: a call may wait for a person's answer (an elicitation). It then takes the
	// caller's call slots itself, only while it uses the database, and its HTTP request may run
	// for the confirmation timeout besides the request deadline.
	AsksPerson bool
	// Refused, when set, is told of every domain error the tool answers with.
	Refused func(s *Server, ctx context.Context, err error)
}

// handler is a tool's typed handler, in the shape of go-sdk's ToolHandlerFor: it gets the
// arguments bound to In and answers with a result carrying the text rendering, and with the
// structured output, which becomes the result's structuredContent. An error goes through
// Server.fail: a domain error becomes a tool result with isError, anything else is an
// infrastructure fault. A result with isError (a refusal the adapter words itself) or one asking
// the client for input goes out as it is.
type handler[In, Out any] func(s *Server, ctx context.Context, req mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)

// tool is one registered tool, whole.
type tool struct {
	toolSpec
	def     mcp.Tool     // what tools/list shows: name, description, annotations, both schemas
	rule    policy.Rule  // the rule that gates Op
	in, out reflect.Type // the input and output types, for the docs
	takes   string       // the input's shape, such as {id, alwaysInject?}, for argument errors
	call    func(s *Server, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

var (
	table       []*tool              // every tool, in registration order
	toolsByName = map[string]*tool{} // the same, by name
)

// register adds a tool to the table, at package initialization. A tool that lacks a part or
// contradicts itself (no op, an op policy does not know, a bound on no property, a name taken)
// stops the program there, before anything is served, with every problem named: a broken table
// fails every test and every start, never a request.
func register[In, Out any](spec toolSpec, h handler[In, Out]) *tool {
	t, err := newTool(spec, h)
	if err == nil && toolsByName[spec.Name] != nil {
		err = fmt.Errorf("tool %s: registered twice", spec.Name)
	}
	if err != nil {
		panic("tools: " + err.Error())
	}
	table = append(table, t)
	toolsByName[t.Name] = t
	return t
}

// newTool builds a tool from its parts, or says every part that is missing or wrong.
func newTool[In, Out any](spec toolSpec, h handler[In, Out]) (*tool, error) {
	var problems []error
	problem := func(format string, args ...any) { problems = append(problems, fmt.Errorf(format, args...)) }
	if spec.Name == "" {
		problem("no name")
	}
	if strings.TrimSpace(spec.Title) == "" {
		problem("no title")
	}
	if strings.TrimSpace(spec.Description) == "" {
		problem("no description")
	}
	rule, effect, known := policy.Lookup(spec.Op)
	switch {
	case spec.Op == "":
		problem("no policy op: name the operation it performs (policy.Op), which decides who may list and call it")
	case !known:
		problem("policy op %q is unknown to policy.Lookup: add it there with its rule and effect", spec.Op)
	}
	if h == nil {
		problem("no handler")
	}
	in, out := reflect.TypeFor[In](), reflect.TypeFor[Out]()
	for _, ty := range []reflect.Type{in, out} {
		if ty.Kind() != reflect.Struct {
			problem("%s is not a struct: a tool's input and output are JSON objects", ty)
		}
	}
	var inSchema, outSchema json.RawMessage
	var required []string
	if len(problems) == 0 {
		var err error
		if inSchema, required, err = schemaOf[In](true); err != nil {
			problem("input schema: %v", err)
		}
		if outSchema, _, err = schemaOf[Out](false); err != nil {
			problem("output schema: %v", err)
		}
	}
	if len(problems) > 0 {
		name := spec.Name
		if name == "" {
			name = in.String()
		}
		return nil, fmt.Errorf("tool %s: %w", name, errors.Join(problems...))
	}

	t := &tool{toolSpec: spec, rule: rule, in: in, out: out, takes: shape(in, required)}
	t.def = mcp.NewTool(spec.Name,
		mcp.WithDescription(spec.Description),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			Title:           spec.Title,
			ReadOnlyHint:    boolPtr(effect == policy.EffectRead),
			DestructiveHint: boolPtr(effect == policy.EffectDestructive),
			IdempotentHint:  boolPtr(spec.Idempotent),
			OpenWorldHint:   boolPtr(false), // recall talks to its own database only
		}))
	t.def.InputSchema.Type = ""
	t.def.RawInputSchema, t.def.RawOutputSchema = inSchema, outSchema
	t.call = func(s *Server, ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args In
		if err := req.BindArguments(&args); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error() + "; " + spec.Name + " takes " + t.takes), nil
		}
		res, out, err := h(s, ctx, req, args)
		switch {
		case err != nil:
			return s.fail(ctx, spec.Name, err)
		case res == nil:
			return mcp.NewToolResultStructuredOnly(out), nil
		case !res.IsError && !res.NeedsInput() && res.StructuredContent == nil:
			res.StructuredContent = out
		}
		return res, nil
	}
	return t, nil
}

// toolNamed returns the tool called name, if there is one.
func toolNamed(name string) (*tool, bool) {
	t, ok := toolsByName[name]
	return t, ok
}

// asksPerson reports whether a call of the tool called name may wait for a person's answer.
func asksPerson(name string) bool {
	t, ok := toolNamed(name)
	return ok && t.AsksPerson
}

// shape is a JSON object's fields as {a, b?}, in declaration order, ? marking the optional ones.
func shape(ty reflect.Type, required []string) string {
	var fields []string
	for _, f := range jsonFields(ty) {
		name := f.Name
		if !slices.Contains(required, name) {
			name += "?"
		}
		fields = append(fields, name)
	}
	return "{" + strings.Join(fields, ", ") + "}"
}

// jsonFields are a struct's JSON properties, in declaration order: each one's name and field,
// and whether it may be left out (omitempty, omitzero). An embedded struct without a JSON name
// gives its own fields, as encoding/json flattens it.
func jsonFields(ty reflect.Type) []jsonField {
	var fields []jsonField
	for i := range ty.NumField() {
		f := ty.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			fields = append(fields, jsonFields(f.Type)...)
			continue
		}
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fields = append(fields, jsonField{Name: name, Field: f, Omitted: strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")})
	}
	return fields
}

type jsonField struct {
	Name    string
	Field   reflect.StructField
	Omitted bool
}
