package memory

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// Console login and session limits.
const (
	LoginLinkTTL    = 15 * time.Minute // a login link is valid this long, once
	SessionIdle     = 8 * time.Hour    // a session unused this long ends
	SessionLifetime = 7 * 24 * time.Hour
	// Failed logins within LoginWindow: at MaxFailuresPerPrincipal for one principal, or
	// MaxFailuresPerAddress from one address, further attempts are refused until the window
	// moves on (each failure counts from when it happened).
	LoginWindow             = 15 * time.Minute
	MaxFailuresPerPrincipal = 5
	MaxFailuresPerAddress   = 20
	// sessionTouchEvery bounds writes: a session's last use is recorded at most this often.
	sessionTouchEvery = time.Minute
)

// Login methods, for the audit log and the session row.
const (
	ViaPassword = "password"
	ViaLink     = "link"
)

// TransportWeb marks the console.
const TransportWeb = "web"

// LoginLinkPrefix starts every login link secret, so scrubbers can recognise one.
const LoginLinkPrefix = "rll_"

// ConsoleSession is a session just opened: Secret goes into the cookie (only its hash is
// stored) and is never shown again.
type ConsoleSession struct {
	Secret    string
	Principal string
	ExpiresAt time.Time
}

// ConsoleUser is who a console session belongs to. Identity has no agent: the console acts as
// the owner, and each operation on one memory runs in that memory's agent namespace. Role is for
// the page's navigation only; the service checks every operation itself.
type ConsoleUser struct {
	policy.Identity
	Role      string
	ExpiresAt time.Time
}

var errLoginFailed = errorf(CodeUnauthenticated, "wrong principal name or password")

// CreateLoginLink returns a secret for a one-time console login as principal, valid for
// LoginLinkTTL and redeemable once; only its hash is stored. Service principals and disabled
// principals cannot log in. An admin operation.
func (s *Service) CreateLoginLink(ctx context.Context, admin policy.Identity, principal string) (string, error) {
	secret := LoginLinkPrefix + randomToken()
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		if err := canLogIn(p); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `insert into login_links (hash, principal_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
			hashToken(secret), p.ID, LoginLinkTTL.Seconds()); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActLoginLink, nil, map[string]any{"principal": principal})
	})
	if err != nil {
		return "", err
	}
	return secret, nil
}

func canLogIn(p Principal) error {
	if p.Service {
		return errorf(CodeForbidden, "%s is a service principal (an unattended agent); service principals cannot log in to the console", p.Name)
	}
	if p.Disabled {
		return errorf(CodeForbidden, "%s is disabled; an admin can enable it again", p.Name)
	}
	return nil
}

// RedeemLoginLink spends a login link and opens a session. A link that is unknown, used or
// expired is CodeUnauthenticated, as is one whose principal has since become a service principal
// or been disabled. Failures are audited and count against the address's rate limit.
func (s *Service) RedeemLoginLink(ctx context.Context, secret, address string) (ConsoleSession, error) {
	var out ConsoleSession
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := s.checkRate(ctx, tx, "", address); err != nil {
			return err
		}
		var pid string
		err := tx.QueryRow(ctx, `update login_links set used_at = now()
			where hash = $1 and used_at is null and expires_at > now() returning principal_id`, hashToken(secret)).Scan(&pid)
		if errors.Is(err, pgx.ErrNoRows) {
			return errorf(CodeUnauthenticated, "this login link is unknown, already used or expired (links last %v and work once); ask an admin for a new one", LoginLinkTTL)
		}
		if err != nil {
			return err
		}
		out, err = s.openSession(ctx, tx, pid, ViaLink, address)
		return err
	})
	if IsDomain(err) {
		s.loginFailed(ctx, "", address, ViaLink, err)
	}
	return out, err
}

// LoginPassword checks principal's password and opens a session. Every failure answers the same
// "wrong principal name or password" (an unknown name costs the same time as a wrong password),
// is audited, and counts against the rate limits per principal and per address; over a limit the
// attempt is refused before the password is checked.
func (s *Service) LoginPassword(ctx context.Context, principal, password, address string) (ConsoleSession, error) {
	if policy.ValidateName("principal name", principal) != nil || len(password) > MaxPasswordLen*4 {
		checkPassword(dummyHash, password)
		s.loginFailed(ctx, "", address, ViaPassword, errLoginFailed)
		return ConsoleSession{}, errLoginFailed
	}
	var out ConsoleSession
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if err := s.checkRate(ctx, tx, principal, address); err != nil {
			return err
		}
		var pid, hash string
		var service, disabled bool
		err := tx.QueryRow(ctx, `select id, coalesce(password_hash, ''), service, disabled_at is not null
			from principals where name = $1`, principal).Scan(&pid, &hash, &service, &disabled)
		if errors.Is(err, pgx.ErrNoRows) {
			hash = ""
		} else if err != nil {
			return err
		}
		if hash == "" {
			checkPassword(dummyHash, password)
			return errLoginFailed
		}
		if !checkPassword(hash, password) || service || disabled {
			return errLoginFailed
		}
		out, err = s.openSession(ctx, tx, pid, ViaPassword, address)
		return err
	})
	if IsDomain(err) {
		s.loginFailed(ctx, principal, address, ViaPassword, err)
	}
	return out, err
}

// checkRate refuses a login attempt when the principal or the address has failed too often
// within LoginWindow.
func (s *Service) checkRate(ctx context.Context, tx pgx.Tx, principal, address string) error {
	var byPrincipal, byAddress int
	err := tx.QueryRow(ctx, `select
		(select count(*) from login_attempts where $1 <> '' and principal = $1 and not ok and at > now() - make_interval(secs => $3)),
		(select count(*) from login_attempts where address = $2 and not ok and at > now() - make_interval(secs => $3))`,
		principal, address, LoginWindow.Seconds()).Scan(&byPrincipal, &byAddress)
	if err != nil {
		return fmt.Errorf("login rate: %w", err)
	}
	if byPrincipal >= MaxFailuresPerPrincipal || byAddress >= MaxFailuresPerAddress {
		return errorf(CodeForbidden, "too many failed logins; wait %v and try again", LoginWindow)
	}
	return nil
}

// loginFailed records a failed attempt (for the rate limit) and audits it, in its own
// transaction: the attempt's transaction rolled back.
func (s *Service) loginFailed(ctx context.Context, principal, address, via string, cause error) {
	who := policy.Identity{Principal: nonEmpty(principal, "(unknown)"), Transport: TransportWeb}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `insert into login_attempts (principal, address, ok) values ($1, $2, false)`, principal, address); err != nil {
			return err
		}
		return audit(ctx, tx, who, ActLoginFailed, nil, map[string]any{"via": via, "address": address, "reason": cause.Error()})
	})
	if err != nil {
		s.log.ErrorContext(ctx, "recording a failed login", "err", err)
	}
	s.log.WarnContext(ctx, "console login failed", "via", via, "address", address, who.LogAttrs())
}

// OpenSessionFor opens a console session for a principal an external identity provider (a
// future OIDC single sign-on) has vouched for: the seam every login method ends in. The same
// rules apply: service and disabled principals cannot log in.
func (s *Service) OpenSessionFor(ctx context.Context, principal, via, address string) (ConsoleSession, error) {
	if err := policy.ValidateName("login method", via); err != nil {
		return ConsoleSession{}, errorf(CodeInvalid, "%v", err)
	}
	var out ConsoleSession
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		out, err = s.openSession(ctx, tx, p.ID, via, address)
		return err
	})
	return out, err
}

// openSession creates the session row for principal id pid, after checking it may log in.
func (s *Service) openSession(ctx context.Context, tx pgx.Tx, pid, via, address string) (ConsoleSession, error) {
	var p Principal
	err := tx.QueryRow(ctx, `select id, name, role, service, run_cap, disabled_at is not null from principals where id = $1`, pid).
		Scan(&p.ID, &p.Name, &p.Role, &p.Service, &p.RunCap, &p.Disabled)
	if err != nil {
		return ConsoleSession{}, err
	}
	if err := canLogIn(p); err != nil {
		return ConsoleSession{}, err
	}
	secret := randomToken()
	out := ConsoleSession{Secret: secret, Principal: p.Name}
	err = tx.QueryRow(ctx, `insert into console_sessions (hash, principal_id, via, address, expires_at)
		values ($1, $2, $3, $4, now() + make_interval(secs => $5)) returning expires_at`,
		hashToken(secret), p.ID, via, address, SessionLifetime.Seconds()).Scan(&out.ExpiresAt)
	if err != nil {
		return ConsoleSession{}, fmt.Errorf("open session: %w", err)
	}
	if _, err := tx.Exec(ctx, `insert into login_attempts (principal, address, ok) values ($1, $2, true)`, p.Name, address); err != nil {
		return ConsoleSession{}, err
	}
	who := policy.Identity{PrincipalID: p.ID, Principal: p.Name, RunID: sessionRun(secret), Transport: TransportWeb}
	if err := audit(ctx, tx, who, ActLogin, nil, map[string]any{"via": via, "address": address}); err != nil {
		return ConsoleSession{}, err
	}
	s.log.InfoContext(ctx, "console login", "via", via, who.LogAttrs())
	return out, nil
}

// sessionRun names the run of a console session (the unit the audit log groups its changes by).
func sessionRun(secret string) string {
	h := sha256.Sum256([]byte(secret))
	return "web-" + hex.EncodeToString(h[:6])
}

// Session resolves a session cookie's secret to the user behind it. An unknown, idle-expired or
// expired session, or one whose principal is now disabled or a service principal, is
// CodeUnauthenticated (and an expired one is removed). Its last use is recorded.
func (s *Service) Session(ctx context.Context, secret string) (ConsoleUser, error) {
	var u ConsoleUser
	var lastSeen time.Time
	var service, disabled bool
	err := s.db.QueryRow(ctx, `
		select p.id, p.name, p.role, p.service, p.disabled_at is not null, cs.last_seen_at, cs.expires_at
		from console_sessions cs join principals p on p.id = cs.principal_id
		where cs.hash = $1 and cs.expires_at > now() and cs.last_seen_at > now() - make_interval(secs => $2)`,
		hashToken(secret), SessionIdle.Seconds()).
		Scan(&u.PrincipalID, &u.Principal, &u.Role, &service, &disabled, &lastSeen, &u.ExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && (service || disabled) {
		if _, err := s.db.Exec(ctx, `delete from console_sessions where hash = $1`, hashToken(secret)); err != nil {
			return ConsoleUser{}, err
		}
		return ConsoleUser{}, errorf(CodeUnauthenticated, "your session has ended; log in again")
	}
	if err != nil {
		return ConsoleUser{}, fmt.Errorf("session: %w", err)
	}
	if time.Since(lastSeen) > sessionTouchEvery {
		if _, err := s.db.Exec(ctx, `update console_sessions set last_seen_at = now() where hash = $1`, hashToken(secret)); err != nil {
			return ConsoleUser{}, err
		}
	}
	u.RunID = sessionRun(secret)
	u.Transport = TransportWeb
	return u, nil
}

// Logout ends a session; ending one that has already ended is not an error.
func (s *Service) Logout(ctx context.Context, secret string) error {
	return pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var pid, name string
		err := tx.QueryRow(ctx, `delete from console_sessions cs using principals p
			where cs.hash = $1 and p.id = cs.principal_id returning p.id, p.name`, hashToken(secret)).Scan(&pid, &name)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		who := policy.Identity{PrincipalID: pid, Principal: name, RunID: sessionRun(secret), Transport: TransportWeb}
		return audit(ctx, tx, who, ActLogout, nil, nil)
	})
}

// PruneLogins removes spent login links, ended sessions and login attempts older than the rate
// window; the audit log keeps the history.
func (s *Service) PruneLogins(ctx context.Context) error {
	_, err := s.db.Exec(ctx, `
		with a as (delete from login_links where expires_at < now() - interval '1 day'),
		     b as (delete from console_sessions where expires_at < now() or last_seen_at < now() - make_interval(secs => $1))
		delete from login_attempts where at < now() - make_interval(secs => $2)`, SessionIdle.Seconds(), (2 * LoginWindow).Seconds())
	return err
}
