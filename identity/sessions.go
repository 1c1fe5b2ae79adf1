package identity

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Console login and session limits.
const (
	LoginLinkTTL    = 15 * time.Minute // a login link is valid this long, once
	SessionIdle     = 8 * time.Hour    // a session unused this long ends
	SessionLifetime = 7 * 24 * time.Hour
	// The rate limits on failed logins are in logins.go.
	// sessionTouchEvery bounds writes: a session's last use is recorded at most this often.
	sessionTouchEvery = time.Minute
)

// Login methods, for the audit log and the session row.
const (
	ViaPassword = "password"
	ViaLink     = "link"
)

// TransportWeb marks the console.
const TransportWeb = store.TransportWeb

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

var errLoginFailed = errorf(store.CodeUnauthenticated, "wrong principal name or password")

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
		return errorf(store.CodeForbidden, "%s is a service principal (an unattended agent); service principals cannot log in to the console", p.Name)
	}
	if p.Disabled {
		return errorf(store.CodeForbidden, "%s is disabled; an admin can enable it again", p.Name)
	}
	return nil
}

// LoginLinkPrincipal names the principal a login link would log in as, without spending it, so
// the page can ask "sign in as NAME?" before it does. A link that is unknown, used or expired is
// store.CodeUnauthenticated.
func (s *Service) LoginLinkPrincipal(ctx context.Context, secret string) (string, error) {
	var name string
	err := s.db.QueryRow(ctx, `select p.name from login_links l join principals p on p.id = l.principal_id
		where l.hash = $1 and l.used_at is null and l.expires_at > now()`, hashToken(secret)).Scan(&name)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", errLinkUnusable
	}
	return name, err
}

var errLinkUnusable = errorf(store.CodeUnauthenticated, "this login link is unknown, already used or expired (links last %v and work once); ask an admin for a new one", LoginLinkTTL)

// RedeemLoginLink spends a login link and opens a session. A link that is unknown, used or
// expired is store.CodeUnauthenticated, as is one whose principal has since become a service
// principal or been disabled. A good link is honoured whatever the address's failed logins: it is
// a secret an admin issued, too long to guess, so an address locked out by others' failures (a
// shared NAT, or the attacker who caused the lockout) must not keep its holder out. A link that
// fails is audited and counts against the address's rate limit; from an address over the limit
// it answers as the limit does.
func (s *Service) RedeemLoginLink(ctx context.Context, secret, address string) (ConsoleSession, error) {
	release, err := s.loginSlot(ctx, "check", loginChecks)
	if err != nil {
		s.loginRefused(ctx, "", address, ViaLink, err)
		return ConsoleSession{}, err
	}
	var out ConsoleSession
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		var pid string
		err := tx.QueryRow(ctx, `update login_links set used_at = now()
			where hash = $1 and used_at is null and expires_at > now() returning principal_id`, hashToken(secret)).Scan(&pid)
		if errors.Is(err, pgx.ErrNoRows) {
			return errLinkUnusable
		}
		if err != nil {
			return err
		}
		out, err = s.openSession(ctx, tx, pid, ViaLink, address)
		return err
	})
	release()
	if !store.IsDomain(err) {
		return out, err
	}
	if _, rerr := s.reserveAttempt(ctx, "", address); rerr != nil {
		s.loginRefused(ctx, "", address, ViaLink, rerr)
		return ConsoleSession{}, rerr
	}
	s.loginFailed(ctx, unknownName, address, ViaLink, err)
	return ConsoleSession{}, err
}

// LoginPassword checks principal's password and opens a session. Every failure answers the same
// "wrong principal name or password" (an unknown name costs the same time as a wrong password),
// is audited, and counts against the rate limits per principal and per address (logins.go).
// The attempt is counted before the password is hashed, and over a limit it is refused then;
// a name that cannot be a principal's is refused without a hash. Hashes run a few at a time
// per process (Options.LoginHashes): a login that waits Options.LoginWait for one is refused as
// store.CodeBusy and not counted. What was typed as a name is recorded only when it names a principal.
func (s *Service) LoginPassword(ctx context.Context, principal, password, address string) (ConsoleSession, error) {
	if policy.ValidateName("principal name", principal) != nil || len(password) > MaxPasswordLen*4 {
		if _, err := s.reserveAttempt(ctx, "", address); err != nil {
			s.loginRefused(ctx, invalidName, address, ViaPassword, err)
			return ConsoleSession{}, err
		}
		s.loginFailed(ctx, invalidName, address, ViaPassword, errLoginFailed)
		return ConsoleSession{}, errLoginFailed
	}
	var pid, hash string
	var service, disabled bool
	err := s.db.QueryRow(ctx, `select id, coalesce(password_hash, ''), service, disabled_at is not null
		from principals where name = $1`, principal).Scan(&pid, &hash, &service, &disabled)
	known := err == nil
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return ConsoleSession{}, err
	}
	who, key := principal, principal
	if !known {
		who, key = unknownName, unknownKey(principal)
	}
	attempt, err := s.reserveAttempt(ctx, key, address)
	if err != nil {
		s.loginRefused(ctx, who, address, ViaPassword, err)
		return ConsoleSession{}, err
	}
	var ok bool
	if err := s.hashSlot(ctx, func() {
		if hash == "" {
			checkPassword(dummyHash(), password)
			return
		}
		ok = checkPassword(hash, password)
	}); err != nil {
		if ferr := forgiveAttempt(context.WithoutCancel(ctx), s.db, attempt); ferr != nil {
			s.log.ErrorContext(ctx, "taking back a login attempt", "err", ferr)
		}
		return ConsoleSession{}, err
	}
	if !ok || service || disabled {
		s.loginFailed(ctx, who, address, ViaPassword, errLoginFailed)
		return ConsoleSession{}, errLoginFailed
	}
	var out ConsoleSession
	err = pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		// The attempt is taken back only while the password is still the one checked: a login
		// that raced a password change fails.
		tag, err := tx.Exec(ctx, `delete from login_attempts where id = $1
			and exists (select 1 from principals where id = $2 and password_hash = $3)`, attempt, pid, hash)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return errLoginFailed
		}
		out, err = s.openSession(ctx, tx, pid, ViaPassword, address)
		return err
	})
	if store.IsDomain(err) {
		s.loginFailed(ctx, who, address, ViaPassword, err)
	}
	return out, err
}

// loginRefused logs an attempt refused before it was checked (over a rate limit, or the server
// busy); it is neither counted nor audited, so a flood neither extends its own lockout nor fills
// the audit log. An infrastructure fault is returned to the caller as it is.
func (s *Service) loginRefused(ctx context.Context, who, address, via string, err error) {
	if !store.IsDomain(err) {
		return
	}
	id := policy.Identity{Principal: cmp.Or(who, unknownName), Transport: TransportWeb}
	s.log.WarnContext(ctx, "console login refused", "via", via, "address", address, "reason", err.Error(), id.LogAttrs())
}

// loginFailed audits a failed attempt (already counted by reserveAttempt) in a transaction of
// its own, as the attempt's own rolled back. who is the principal's name, or
// invalidName or unknownName, never other text the person typed.
func (s *Service) loginFailed(ctx context.Context, who, address, via string, cause error) {
	id := policy.Identity{Principal: who, Transport: TransportWeb}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		return audit(ctx, tx, id, ActLoginFailed, nil, map[string]any{"via": via, "address": address, "reason": cause.Error()})
	})
	if err != nil {
		s.log.ErrorContext(ctx, "recording a failed login", "err", err)
	}
	s.log.WarnContext(ctx, "console login failed", "via", via, "address", address, id.LogAttrs())
}

// OpenSessionFor opens a console session for a principal an external identity provider (a
// future OIDC single sign-on) has vouched for: the seam every login method ends in. The same
// rules apply: service and disabled principals cannot log in.
func (s *Service) OpenSessionFor(ctx context.Context, principal, via, address string) (ConsoleSession, error) {
	if err := policy.ValidateName("login method", via); err != nil {
		return ConsoleSession{}, errorf(store.CodeInvalid, "%v", err)
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
// store.CodeUnauthenticated (and an expired one is removed). Its last use is recorded.
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
		return ConsoleUser{}, errorf(store.CodeUnauthenticated, "your session has ended; log in again")
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
		delete from login_attempts where at < now() - make_interval(secs => $2)`, SessionIdle.Seconds(), (2 * max(LoginWindow, AddressWindow)).Seconds())
	return err
}
