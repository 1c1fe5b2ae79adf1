package memory

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-playground/validator/v10"

	"github.com/recall-mcp/recall/policy"
)

var validate = newValidator()

func newValidator() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	v.RegisterTagNameFunc(func(f reflect.StructField) string {
		// Report fields by their contract names: recallHint, not RecallHint.
		n := strings.TrimSuffix(f.Name, "ID")
		if n != f.Name {
			n += "Id"
		}
		return strings.ToLower(n[:1]) + n[1:]
	})
	must(v.RegisterValidation("notblank", func(fl validator.FieldLevel) bool {
		return strings.TrimSpace(fl.Field().String()) != ""
	}))
	// PostgreSQL text holds valid UTF-8 without NUL bytes; refuse anything else up front. The
	// transports turn each byte that is not UTF-8 into a noncharacter (see IsText), so a request
	// carrying one is refused here, naming the field, instead of being silently "repaired".
	must(v.RegisterValidation("text", func(fl validator.FieldLevel) bool {
		return IsText(fl.Field().String())
	}))
	// Lengths are bytes of UTF-8, never characters.
	must(v.RegisterValidation("maxbytes", func(fl validator.FieldLevel) bool {
		n, err := strconv.Atoi(fl.Param())
		return err == nil && len(fl.Field().String()) <= n
	}))
	for alias, tag := range map[string]string{
		"hintlen":    fmt.Sprintf("maxbytes=%d", MaxHintLen),
		"contentlen": fmt.Sprintf("maxbytes=%d", MaxContentLen),
		"taglen":     fmt.Sprintf("maxbytes=%d", MaxTagLen),
		"sourcelen":  fmt.Sprintf("maxbytes=%d", MaxSourceIDLen),
		"querylen":   fmt.Sprintf("maxbytes=%d", MaxQueryLen),
		"maxtags":    fmt.Sprintf("max=%d", MaxTags),
		"namelen":    fmt.Sprintf("max=%d", MaxNameLen),
	} {
		v.RegisterAlias(alias, tag)
	}
	must(v.RegisterValidation("name", func(fl validator.FieldLevel) bool {
		return policy.ValidateName("x", fl.Field().String()) == nil
	}))
	must(v.RegisterValidation("future", func(fl validator.FieldLevel) bool {
		t, ok := fl.Field().Interface().(time.Time)
		return ok && t.After(time.Now())
	}))
	return v
}

// IsText reports whether s is text PostgreSQL and every client can hold: valid UTF-8, no NUL
// byte, and no Unicode noncharacter (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF), which the transports
// substitute for bytes that are not UTF-8.
func IsText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r == 0 || r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE {
			return false
		}
	}
	return true
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// check validates in and turns the first failures into one message that says what to fix.
func check(in any) error {
	err := validate.Struct(in)
	if err == nil {
		return nil
	}
	var verrs validator.ValidationErrors
	if !errors.As(err, &verrs) {
		return errorf(CodeInvalid, "invalid input: %v", err)
	}
	var msgs []string
	fields := map[string]string{}
	for _, fe := range verrs {
		m := fieldMessage(fe)
		msgs = append(msgs, m)
		// By the contract's field name (tags[2] is tags), so a form places each message
		// without parsing the joined text.
		name, _, _ := strings.Cut(fieldName(fe), "[")
		fields[name] = strings.TrimSpace(fields[name] + " " + m)
	}
	return &Error{Code: CodeInvalid, Msg: "invalid input: " + strings.Join(msgs, "; "), Fields: fields}
}

// fieldName is the failing field's contract name, without its struct's name.
func fieldName(fe validator.FieldError) string {
	field := fe.Namespace()
	if i := strings.IndexByte(field, '.'); i >= 0 {
		field = field[i+1:]
	}
	return field
}

func fieldMessage(fe validator.FieldError) string {
	field := fieldName(fe)
	tag := fe.Tag()
	if tag != fe.ActualTag() && fe.ActualTag() == "max" {
		tag = "max" // an alias such as maxtags
	}
	switch tag {
	case "required":
		return field + " is required"
	case "required_without_all":
		return field + " is required (or give since or until to browse a window of time)"
	case "required_if":
		return field + " is required when scope is " + scopeParam(fe.Param())
	case "excluded_unless":
		return field + " is only allowed when scope is " + scopeParam(fe.Param())
	case "notblank":
		return field + " must not be blank"
	case "oneof":
		return fmt.Sprintf("%s must be one of: %s", field, strings.ReplaceAll(fe.Param(), " ", ", "))
	case "max":
		if fe.Kind() == reflect.Slice {
			return fmt.Sprintf("%s may have at most %s items", field, fe.Param())
		}
		return fmt.Sprintf("%s must be at most %s", field, fe.Param())
	case "hintlen", "contentlen", "taglen", "sourcelen", "querylen", "maxbytes":
		return fmt.Sprintf("%s is too long (%d bytes of UTF-8; at most %s bytes)", field, len(fe.Value().(string)), strings.TrimPrefix(fe.Param(), "maxbytes="))
	case "min":
		return fmt.Sprintf("%s must be at least %s", field, fe.Param())
	case "name":
		return field + " must be 1-64 letters, digits or . _ : @ -, starting with a letter or digit"
	case "text":
		return field + " must be valid UTF-8 text without NUL bytes or noncharacters (the request carried bytes that are not UTF-8, or a lone surrogate escape such as \\ud800); send it as UTF-8"
	case "future":
		return field + " must be in the future"
	}
	return fmt.Sprintf("%s failed %s", field, fe.Tag())
}

// scopeParam is the value of a "Scope system" style validation parameter.
func scopeParam(p string) string {
	_, v, _ := strings.Cut(p, " ")
	return v
}

// MaxRunIDLen bounds a run id: it names the unit of the per-run save cap and is stored in
// memories, audit and run rows, so it is an identifier, never free text.
const MaxRunIDLen = 64

// validRunID is the bounded charset and length of a run id. It cannot hold a redaction marker,
// so a run id is either accepted whole or refused, never scrubbed.
func validRunID(run string) bool {
	return policy.ValidateName("run id", run) == nil && len(run) <= MaxRunIDLen
}

// runIDProblem is what a caller is told about a bad run id; it never repeats the value, which may
// be a secret pasted in the wrong place.
const runIDProblem = "the run id is not valid: use 1-64 letters, digits or . _ : @ -, starting with a letter or digit, and never a secret"

// CheckRunID vets a run id that arrives from outside (the X-Recall-Run-Id header, RECALL_RUN_ID,
// an import file): a bounded charset and length, and refused when the scrubber finds a secret in
// it (a GitHub token passes the charset). The error never contains the value; callers must not
// log or store a refused run id. CodeInvalid.
func (s *Service) CheckRunID(run string) error {
	if !validRunID(run) {
		return errorf(CodeInvalid, "%s", runIDProblem)
	}
	if r := s.scrub.Scrub(run); r.Redactions > 0 {
		return errorf(CodeInvalid, "the run id looks like a secret (%s): it is refused, not stored; use a plain name such as nightly-2024-11-22", strings.Join(r.Rules, ", "))
	}
	return nil
}
