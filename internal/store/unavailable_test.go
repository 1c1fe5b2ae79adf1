package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestIsUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"the server shut down (pg_ctl stop, a failover manager)", &pgconn.PgError{Code: "57P01"}, true},
		{"the server crashed", &pgconn.PgError{Code: "57P02"}, true},
		{"the server is starting up or in recovery", &pgconn.PgError{Code: "57P03"}, true},
		{"a write reached a demoted primary", fmt.Errorf("save: %w", &pgconn.PgError{Code: "25006"}), true},
		{"a connection exception", &pgconn.PgError{Code: "08006"}, true},
		{"the connection broke", fmt.Errorf("search: %w", io.ErrUnexpectedEOF), true},
		{"reset by the peer", syscall.ECONNRESET, true},
		{"a network error", &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, true},
		{"a unique violation is not", &pgconn.PgError{Code: "23505"}, false},
		{"a statement timeout is not", &pgconn.PgError{Code: "57014"}, false},
		{"the call's deadline is not", fmt.Errorf("save: %w", context.DeadlineExceeded), false},
		{"the caller going away is not", context.Canceled, false},
		{"a bug is not", errors.New("scan: wrong type"), false},
		{"nothing is not", nil, false},
	} {
		if got := IsUnavailable(tc.err); got != tc.want {
			t.Errorf("%s: IsUnavailable(%v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}

func TestUnavailableSaysToRetryAndKeepsTheCause(t *testing.T) {
	cause := &pgconn.PgError{Code: "57P01", Message: "terminating connection due to administrator command"}
	err := Unavailable(fmt.Errorf("save: %w", cause))
	if ErrorCode(err) != CodeUnavailable || err.Error() != UnavailableMessage {
		t.Fatalf("Unavailable = %v (%s)", err, ErrorCode(err))
	}
	if !errors.Is(err, cause) {
		t.Error("the cause is lost for the log")
	}
	other := errors.New("scan: wrong type")
	if Unavailable(other) != other {
		t.Error("another fault is changed")
	}
	refusal := Errorf(CodeForbidden, "no")
	if Unavailable(refusal) != refusal {
		t.Error("a domain error is changed")
	}
}
