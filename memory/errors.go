package memory

import "github.com/recall-mcp/recall/internal/store"

// The domain error lives in internal/store, shared with identity; these names keep adapters
// that speak of memory errors compiling.
type (
	Code  = store.Code
	Error = store.Error
)

const (
	CodeInvalid         = store.CodeInvalid
	CodeNotFound        = store.CodeNotFound
	CodeForbidden       = store.CodeForbidden
	CodeUnauthenticated = store.CodeUnauthenticated
	CodeCapReached      = store.CodeCapReached
	CodeConflict        = store.CodeConflict
	CodeBusy            = store.CodeBusy
	CodeQuotaExceeded   = store.CodeQuotaExceeded
	CodeUnavailable     = store.CodeUnavailable
)

var errorf = store.Errorf

// ErrorCode returns the domain code of err, or "" for an infrastructure fault.
func ErrorCode(err error) Code { return store.ErrorCode(err) }

// IsDomain reports whether err is the caller's mistake rather than an infrastructure fault.
func IsDomain(err error) bool { return store.IsDomain(err) }

// Unavailable turns a fault of the database being unreachable or failing over into a
// CodeUnavailable error that says to retry; any other error is returned as it is. Each adapter
// calls it once, where it maps the service's errors (store.Unavailable).
func Unavailable(err error) error { return store.Unavailable(err) }

// UnavailableMessage is CodeUnavailable's message: the database is failing over; retry.
const UnavailableMessage = store.UnavailableMessage
