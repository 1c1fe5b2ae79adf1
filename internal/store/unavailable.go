package store

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// UnavailableMessage is what a caller is told when the database cannot be reached: during a
// failover, the time between the primary's loss and the promoted replica taking connections.
const UnavailableMessage = "the database is failing over or unreachable; retry in a few seconds (a save that failed so may have been stored: saving it again updates it in place, it never makes a duplicate)"

// IsUnavailable reports whether err is the database going away under a call, the way a failover
// or a restart looks from a client: no server would take the connection (every host of a
// multi-host URL down, or none of them writable), the connection broke, or the server ended it
// (shutting down, starting up, or now a read-only standby). The call's own deadline or
// cancellation is not: that is the call's.
func IsUnavailable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "57P01", "57P02", "57P03": // admin_shutdown, crash_shutdown, cannot_connect_now
			return true
		case "25006": // read_only_sql_transaction: a write reached a server that is a standby now
			return true
		}
		return strings.HasPrefix(pe.Code, "08") // connection_exception
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	switch {
	case errors.As(err, &ce), errors.As(err, &ne):
		return true
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.EPIPE), errors.Is(err, net.ErrClosed):
		return true
	}
	return pgconn.SafeToRetry(err) // a closed connection, refused before anything was sent
}

// Unavailable returns err as a CodeUnavailable domain error when IsUnavailable, keeping err for
// the log; any other error as it is.
func Unavailable(err error) error {
	if IsUnavailable(err) && !IsDomain(err) {
		return &Error{Code: CodeUnavailable, Msg: UnavailableMessage, Err: err}
	}
	return err
}
