package identity

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

var loginAdmin = policy.Identity{Principal: "test-admin", Transport: "cli"}

// syncBuffer is a log sink tests can read while logins write to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func loginService(t *testing.T, pool *pgxpool.Pool, o Options, log *syncBuffer) *Service {
	t.Helper()
	h := slog.Handler(slog.DiscardHandler)
	if log != nil {
		h = slog.NewTextHandler(log, nil)
	}
	o.Logger = slog.New(h)
	return New(pool, &o)
}

// Concurrent wrong passwords for one principal, through two servers (two pools on one
// database), get exactly MaxFailuresPerPrincipal password checks; every other attempt is
// refused as too many, before its hash.
func TestConcurrentLoginsCannotPassThePrincipalLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	other, err := pgxpool.New(ctx, db.URL)
	require.NoError(t, err)
	t.Cleanup(other.Close)
	lim := Options{LoginWait: time.Hour} // a slow machine must not turn a check into "busy"
	svcs := []*Service{loginService(t, db.Pool, lim, nil), loginService(t, other, lim, nil)}
	_, err = svcs[0].AddPrincipal(ctx, loginAdmin, "alice", "member", false, nil)
	require.NoError(t, err)
	require.NoError(t, svcs[0].SetPassword(ctx, loginAdmin, "alice", "correct horse battery"))

	const n = 19
	start := make(chan struct{})
	codes := make(chan store.Code, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			// One address each: only the principal's limit applies.
			_, err := svcs[i%2].LoginPassword(ctx, "alice", "wrong guess number one", fmt.Sprintf("10.0.0.%d", i))
			assert.True(t, store.IsDomain(err), "%v", err)
			codes <- store.ErrorCode(err)
		}()
	}
	close(start)
	wg.Wait()
	close(codes)
	got := map[store.Code]int{}
	for c := range codes {
		got[c]++
	}
	assert.Equal(t, map[store.Code]int{store.CodeUnauthenticated: MaxFailuresPerPrincipal, CodeTooManyLogins: n - MaxFailuresPerPrincipal}, got)
	var failures int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from login_attempts where principal = 'alice' and not ok`).Scan(&failures))
	assert.Equal(t, MaxFailuresPerPrincipal, failures)
}

// A name that cannot be a principal's is refused without a password hash (it gets its answer
// while every hash slot is taken), counts against its address, and is never stored or logged as
// typed; neither is a name that is no principal's. A login that finds every hash slot taken is
// refused as busy and not counted.
func TestLoginsHashOnlyInTheirSlots(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	var log syncBuffer
	svc := loginService(t, db.Pool, Options{LoginHashes: 1, LoginWait: 50 * time.Millisecond}, &log)
	_, err := svc.AddPrincipal(ctx, loginAdmin, "alice", "member", false, nil)
	require.NoError(t, err)
	require.NoError(t, svc.SetPassword(ctx, loginAdmin, "alice", "correct horse battery"))

	hold, err := svc.logins.Take(ctx, "hash", 1, nil)
	require.NoError(t, err)
	const typed = "!Tr0ub4dor&3-secret" // a password typed into the name field
	_, err = svc.LoginPassword(ctx, typed, "x", "192.0.2.1")
	assert.Equal(t, store.CodeUnauthenticated, store.ErrorCode(err), "refused at once, without a hash: %v", err)

	_, err = svc.LoginPassword(ctx, "alice", "correct horse battery", "192.0.2.1")
	assert.Equal(t, store.CodeBusy, store.ErrorCode(err), "every hash slot is taken: %v", err)
	_, err = svc.LoginPassword(ctx, "hunter2hunter2", "x", "192.0.2.1")
	assert.Equal(t, store.CodeBusy, store.ErrorCode(err), "an unknown name waits for a hash like a known one: %v", err)
	hold()

	_, err = svc.LoginPassword(ctx, "hunter2hunter2", "x", "192.0.2.1")
	assert.Equal(t, store.CodeUnauthenticated, store.ErrorCode(err))
	s, err := svc.LoginPassword(ctx, "alice", "correct horse battery", "192.0.2.1")
	require.NoError(t, err)
	assert.Equal(t, "alice", s.Principal)

	var failures int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from login_attempts where address = '192.0.2.1' and not ok`).Scan(&failures))
	assert.Equal(t, 2, failures, "the invalid name and the unknown one count; the busy ones and the success do not")

	sc, err := scrub.New()
	require.NoError(t, err)
	entries, err := memory.New(db.Pool, sc, nil).Audit(ctx, loginAdmin, memory.AuditFilter{Action: ActLoginFailed})
	require.NoError(t, err)
	var who []string
	for _, e := range entries {
		who = append(who, e.Principal)
	}
	assert.ElementsMatch(t, []string{invalidName, unknownName}, who)
	var stored int
	require.NoError(t, db.Pool.QueryRow(ctx, `select
		(select count(*) from login_attempts where principal like '%hunter2%' or principal like '%Tr0ub4dor%') +
		(select count(*) from audit_log where to_jsonb(audit_log)::text like '%hunter2%' or to_jsonb(audit_log)::text like '%Tr0ub4dor%')`).Scan(&stored))
	assert.Zero(t, stored, "what was typed as a name is stored nowhere")
	assert.NotContains(t, log.String(), "hunter2")
	assert.NotContains(t, log.String(), "Tr0ub4dor")
	assert.Contains(t, log.String(), invalidName)
}

// The address limit counts failures over AddressWindow, invalid names included, refuses without
// counting, and frees the address once the window has passed: a flood cuts a shared address off
// for that long, not longer.
func TestAddressLimitEndsWithItsWindow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	svc := loginService(t, db.Pool, Options{LoginWait: time.Hour}, nil)
	_, err := svc.AddPrincipal(ctx, loginAdmin, "alice", "member", false, nil)
	require.NoError(t, err)
	require.NoError(t, svc.SetPassword(ctx, loginAdmin, "alice", "correct horse battery"))

	for i := range MaxFailuresPerAddress {
		name := fmt.Sprintf("!bad%d", i) // invalid: no hash
		if i%4 == 0 {
			name = fmt.Sprintf("nobody%d", i)
		}
		_, err := svc.LoginPassword(ctx, name, "x", "2001:db8:1:2::1")
		require.Equal(t, store.CodeUnauthenticated, store.ErrorCode(err), "%d: %v", i, err)
	}
	for range 50 { // the flood goes on, from another address of the same /64
		_, err := svc.LoginPassword(ctx, "!x", "y", "2001:db8:1:2::99")
		require.Equal(t, CodeTooManyLogins, store.ErrorCode(err))
	}
	_, err = svc.LoginPassword(ctx, "alice", "correct horse battery", "2001:db8:1:2:abcd::7")
	require.Equal(t, CodeTooManyLogins, store.ErrorCode(err))
	require.Contains(t, err.Error(), "from your address")
	_, err = svc.LoginPassword(ctx, "alice", "correct horse battery", "2001:db8:1:3::1")
	require.NoError(t, err, "another /64 is another address")

	var failures int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from login_attempts where not ok`).Scan(&failures))
	assert.Equal(t, MaxFailuresPerAddress, failures, "refused attempts are not counted")

	_, err = db.Pool.Exec(ctx, `update login_attempts set at = at - make_interval(secs => $1)`, AddressWindow.Seconds())
	require.NoError(t, err)
	_, err = svc.LoginPassword(ctx, "alice", "correct horse battery", "2001:db8:1:2::1")
	require.NoError(t, err, "free again once the window has passed")
}

// An address locked out by 20 anonymous bad logins still takes a login link an admin issued: the
// link is a secret too long to guess, and its holder did not cause the lockout. A link that does
// not work from that address answers as the lockout does, and is not counted.
func TestAddressLockoutDoesNotRefuseAnAdminsLoginLink(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	svc := loginService(t, db.Pool, Options{LoginWait: time.Hour}, nil)
	_, err := svc.AddPrincipal(ctx, loginAdmin, "alice", "member", false, nil)
	require.NoError(t, err)
	require.NoError(t, svc.SetPassword(ctx, loginAdmin, "alice", "correct horse battery"))
	const shared = "203.0.113.9" // a NAT: someone else's failures
	for i := range MaxFailuresPerAddress {
		_, err := svc.LoginPassword(ctx, fmt.Sprintf("!bad%d", i), "x", shared)
		require.Equal(t, store.CodeUnauthenticated, store.ErrorCode(err), "%d: %v", i, err)
	}
	_, err = svc.LoginPassword(ctx, "alice", "correct horse battery", shared)
	require.Equal(t, CodeTooManyLogins, store.ErrorCode(err), "the address is locked out")

	link, err := svc.CreateLoginLink(ctx, loginAdmin, "alice")
	require.NoError(t, err)
	s, err := svc.RedeemLoginLink(ctx, link, shared)
	require.NoError(t, err, "the admin's fresh link works from the locked-out address")
	assert.Equal(t, "alice", s.Principal)

	_, err = svc.RedeemLoginLink(ctx, link, shared)
	assert.Equal(t, CodeTooManyLogins, store.ErrorCode(err), "a spent link from that address answers as the lockout")
	_, err = svc.RedeemLoginLink(ctx, LoginLinkPrefix+"guessed", "198.51.100.4")
	assert.Equal(t, store.CodeUnauthenticated, store.ErrorCode(err), "elsewhere, a bad link is a failed login")
	var failures int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from login_attempts where not ok`).Scan(&failures))
	assert.Equal(t, MaxFailuresPerAddress+1, failures, "the good link counted nothing, the refused one neither")
}

func TestAddressKey(t *testing.T) {
	for in, want := range map[string]string{
		"192.0.2.7":               "192.0.2.7",
		"::ffff:192.0.2.7":        "192.0.2.7",
		"2001:db8:1:2:3:4:5:6":    "2001:db8:1:2::/64",
		"2001:db8:1:2::1":         "2001:db8:1:2::/64",
		"fe80::1%eth0":            "fe80::/64",
		"::1":                     "::/64",
		"not an address":          "not an address",
		"2001:db8:1:2::1%wlan0.5": "2001:db8:1:2::/64",
	} {
		assert.Equal(t, want, addressKey(in), in)
	}
}
