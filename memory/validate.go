package memory

import (
	"errors"
	"fmt"
	"reflect"
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
	// PostgreSQL text holds valid UTF-8 without NUL bytes; refuse anything else up front.
	must(v.RegisterValidation("text", func(fl validator.FieldLevel) bool {
		s := fl.Field().String()
		return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
	}))
	must(v.RegisterValidation("name", func(fl validator.FieldLevel) bool {
		return policy.ValidateName("x", fl.Field().String()) == nil
	}))
	must(v.RegisterValidation("future", func(fl validator.FieldLevel) bool {
		t, ok := fl.Field().Interface().(time.Time)
		return ok && t.After(time.Now())
	}))
	return v
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
	for _, fe := range verrs {
		msgs = append(msgs, fieldMessage(fe))
	}
	return errorf(CodeInvalid, "invalid input: %s", strings.Join(msgs, "; "))
}

func fieldMessage(fe validator.FieldError) string {
	field := fe.Namespace()
	if i := strings.IndexByte(field, '.'); i >= 0 {
		field = field[i+1:]
	}
	switch fe.Tag() {
	case "required":
		return field + " is required"
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
		if fe.Kind() == reflect.String {
			return fmt.Sprintf("%s is too long (%d characters; at most %s)", field, utf8.RuneCountInString(fe.Value().(string)), fe.Param())
		}
		return fmt.Sprintf("%s must be at most %s", field, fe.Param())
	case "min":
		return fmt.Sprintf("%s must be at least %s", field, fe.Param())
	case "name":
		return field + " must be 1-64 letters, digits or . _ : @ -, starting with a letter or digit"
	case "text":
		return field + " must be valid UTF-8 text without NUL bytes"
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
