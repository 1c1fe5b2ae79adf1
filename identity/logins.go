package identity

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"runtime"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/clientip"
	"github.com/recall-mcp/recall/internal/store"
)

// Login rate limits. A failed attempt counts against its principal for LoginWindow and against
// its address for AddressWindow; at MaxFailuresPerPrincipal (or MaxFailuresPerAddress) failures
// within the window, further attempts are refused, before any password is hashed, until the
// oldest failure leaves the window. A refused attempt is not counted: a flood that keeps going
// gets the limit's number of attempts per window and no more, and when it stops, the address is
// free again one AddressWindow later. The address window is short because an address may be a
// NAT or a proxy that many people share: it slows a guesser spraying many names; each
// principal's own password is guarded by the longer per-principal window.
const (
	LoginWindow             = 15 * time.Minute
	MaxFailuresPerPrincipal = 5
	AddressWindow           = 5 * time.Minute
	MaxFailuresPerAddress   = 20
)

// CodeTooManyLogins refuses a login over a rate limit; it says how long to wait.
const CodeTooManyLogins store.Code = "too_many_logins"

// Names recorded for a failed login whose principal name is not a principal's: what was typed
// may be a password typed into the wrong field, so it is never stored or logged.
const (
	invalidName = "(invalid name)"
	unknownName = "(unknown name)"
)

// defaultLoginHashes is how many password hashes run at once by default: each takes 19 MiB and a
// core for its duration.
func defaultLoginHashes() int { return max(2, min(runtime.GOMAXPROCS(0), 4)) }

// loginChecks is how many logins consult the database for their limits at once on this server:
// a flood of logins then holds that many pool connections, not all of them.
const loginChecks = 4

// errLoginsBusy is a login that found no free slot within Options.LoginWait.
func (s *Service) errLoginsBusy() error {
	return errorf(store.CodeBusy, "the server is busy checking other logins; try again in a few seconds")
}

// loginSlot takes one of the process's login slots of kind ("check" or "hash"), waiting up to
// Options.LoginWait; the same per-key slots as the principals' call slots.
func (s *Service) loginSlot(ctx context.Context, kind string, n int) (func(), error) {
	t := time.NewTimer(s.opts.LoginWait)
	defer t.Stop()
	release, err := s.logins.Take(ctx, kind, n, t.C)
	if errors.Is(err, store.ErrSlotWait) {
		s.log.WarnContext(ctx, "console login refused: server busy with other logins", "slots", kind, "limit", n)
		return nil, s.errLoginsBusy()
	}
	return release, err
}

// hashSlot runs f, the password check, in one of the process's password-hash slots.
func (s *Service) hashSlot(ctx context.Context, f func()) error {
	release, err := s.loginSlot(ctx, "hash", s.opts.LoginHashes)
	if err != nil {
		return err
	}
	defer release()
	f()
	return nil
}

// addressKey is what the per-address limit counts by: clientip.Key of the address (an IPv4
// address, or the /64 network of an IPv6 one). Anything else counts as itself.
func addressKey(address string) string {
	a, err := netip.ParseAddr(address)
	if err != nil {
		return address
	}
	return clientip.Key(a)
}

// unknownKey is the per-principal limit's key for a name that is no principal's, so guessing at
// it is limited just as at a real one (the answers do not tell names apart). It keeps 16 bits of
// the name's hash, not the name: what was typed may be a password, and 16 bits do not say which.
func unknownKey(name string) string {
	h := sha256.Sum256([]byte("recall login name\x00" + name))
	return "?" + hex.EncodeToString(h[:2])
}

// reserveAttemptSQL counts one failed attempt for principal key $1 (empty for none) and address key
// $2 unless either is at its limit; it returns both counts and the new row's id (null when
// refused). It must run after the advisory locks on both keys, in a later statement, so that its
// snapshot includes what the previous holder committed.
const reserveAttemptSQL = `
	with n as (
		select (select count(*) from login_attempts
		        where $1 <> '' and principal = $1 and not ok and at > now() - make_interval(secs => $3)) as p,
		       (select count(*) from login_attempts
		        where address = $2 and not ok and at > now() - make_interval(secs => $4)) as a
	), ins as (
		insert into login_attempts (principal, address, ok)
		select $1, $2, false from n where n.p < $5 and n.a < $6
		returning id
	)
	select n.p, n.a, (select id from ins) from n`

// reserveAttempt counts a login attempt as failed before its password is checked, unless the
// principal (limit key key, "" for none) or the address is at its limit: then it refuses with
// CodeTooManyLogins and counts nothing. The check and the count run under transaction-level
// advisory locks on both keys, so concurrent attempts, on this server or another, are counted
// one after another and never get past a limit. A login that succeeds takes its attempt back
// (forgiveAttempt).
func (s *Service) reserveAttempt(ctx context.Context, key, address string) (int64, error) {
	release, err := s.loginSlot(ctx, "check", loginChecks)
	if err != nil {
		return 0, err
	}
	defer release()
	addr := addressKey(address)
	var byPrincipal, byAddress int
	var id *int64
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		// Principal first, then address, in every transaction: no two can wait on each other.
		if key != "" {
			if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(hashtextextended('recall.login.p.' || current_schema() || ' ' || $1, 0))`, key); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(hashtextextended('recall.login.a.' || current_schema() || ' ' || $1, 0))`, addr); err != nil {
			return err
		}
		return tx.QueryRow(ctx, reserveAttemptSQL, key, addr, LoginWindow.Seconds(), AddressWindow.Seconds(),
			MaxFailuresPerPrincipal, MaxFailuresPerAddress).Scan(&byPrincipal, &byAddress, &id)
	})
	if err != nil {
		return 0, fmt.Errorf("login rate: %w", err)
	}
	switch {
	case byAddress >= MaxFailuresPerAddress:
		return 0, errorf(CodeTooManyLogins, "too many failed logins from your address; wait up to %v and try again", AddressWindow)
	case id == nil:
		return 0, errorf(CodeTooManyLogins, "too many failed logins for this principal; wait up to %v and try again", LoginWindow)
	}
	return *id, nil
}

// forgiveAttempt takes back an attempt reserveAttempt counted, for a login that succeeded or
// could not be checked (the server was busy).
func forgiveAttempt(ctx context.Context, q store.TxConn, id int64) error {
	_, err := q.Exec(ctx, `delete from login_attempts where id = $1`, id)
	return err
}
