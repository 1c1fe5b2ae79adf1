// Package store holds what every domain package over recall's database shares, so that memory
// and identity can both use it without importing each other: the domain error, the audit
// writer and the admin check.
package store

import (
	"errors"
	"fmt"
)

// Code classifies a caller's mistake. Anything that is not an *Error is an infrastructure fault.
type Code string

const (
	CodeInvalid         Code = "invalid"         // bad input: the message says which field and why
	CodeNotFound        Code = "not_found"       // no such memory visible to the caller
	CodeForbidden       Code = "forbidden"       // a rule, grant or principal kind forbids it
	CodeUnauthenticated Code = "unauthenticated" // no principal or agent behind the call
	CodeCapReached      Code = "cap_reached"     // the run's save cap is used up
	CodeConflict        Code = "conflict"        // a revert would overwrite a later write by another run
	CodeBusy            Code = "busy"            // the principal has too many calls in flight; retry shortly
	CodeQuotaExceeded   Code = "quota_exceeded"  // the principal's stored memories or bytes are at their limit
	CodeUnavailable     Code = "unavailable"     // the database is failing over or unreachable; retry shortly (unavailable.go)
)

// Error is a domain error: the caller can fix it, and nothing was changed.
type Error struct {
	Code Code
	Msg  string
	// Fields holds, for a CodeInvalid error of input validation, each failing field's message
	// by the field's contract name (recallHint, content, tags), for forms that show a message
	// next to its field.
	Fields map[string]string
	// Err is the fault behind a CodeUnavailable error, for the log; never shown to the caller.
	Err error
}

func (e *Error) Error() string { return e.Msg }

func (e *Error) Unwrap() error { return e.Err }

// Errorf returns a domain error of code with a formatted message.
func Errorf(code Code, format string, args ...any) error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the domain code of err, or "" for an infrastructure fault.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// IsDomain reports whether err is the caller's mistake rather than an infrastructure fault.
func IsDomain(err error) bool { return ErrorCode(err) != "" }
