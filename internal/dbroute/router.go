// Package dbroute decides where recall's reads run when the database has streaming replicas
// (RECALL_DATABASE_REPLICA_URLS). Writes always go to the primary; a caller's read goes to a
// replica that has replayed everything the caller wrote, else to the primary. The memory service
// asks it for every read a caller makes (Read) and tells it of every write (Wrote); adapters never
// choose a pool.
//
// Read-your-writes, per principal. After a write commits, the writer takes the primary's WAL
// position as the principal's fence: in its own process at once, and for every other process in
// the table read_fences and a NOTIFY on recall_fence in one small transaction, so a client that
// writes through one server and reads through another still reads its write. A read goes to a
// replica whose replay position (checked every few seconds, and at once when a read finds it
// behind) is at or past the fence. Until the listener of a process has loaded the table and is
// hearing the announcements, every read of that process goes to the primary.
//
// Bounded staleness, for the rest. What others wrote reaches a reader when its replica has
// replayed it; a replica that has not replayed what the primary had Options.MaxLag ago serves no
// one. A change to who may read what (grants, teams, project members, roles' rules, principals)
// is a fence for everyone, heard through the triggers that announce it, so a revoked grant stops
// working on replicas as it does on the primary. A refusal or an absence a lagging replica could
// have caused (not found, forbidden, an unknown principal) is confirmed on the primary.
//
// A replica that fails (unreachable, no longer a standby, its schema behind this binary's) is
// skipped and checked again with a growing backoff; a read that fails on it is run again on the
// primary.
package dbroute

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/store"
)

// Everyone, as the principal of Wrote, is a fence for every principal's reads: an admin's change
// that others read (a revert, an import, a deletion approved).
const Everyone = "*"

// Options configure a Router. Zero values mean defaults.
type Options struct {
	Logger *slog.Logger // default slog.Default()
	// MaxLag bounds how stale a replica's reads may be for principals whose own writes it has
	// replayed: one that has not replayed what the primary had MaxLag ago serves no reads until it
	// catches up. 0: no bound.
	MaxLag time.Duration
	// Listen is where the router LISTENs for the fences of other processes; default: the primary
	// pool's connection settings. It must reach the primary directly, not through a
	// transaction-mode pooler.
	Listen *pgx.ConnConfig
	// CheckSchema vets a replica's schema when it comes up and every minute after: a replica that
	// has not replayed the schema this binary needs serves nothing. nil: no check.
	CheckSchema func(ctx context.Context, db *pgxpool.Pool) error
	// Check is how often a replica is checked while nothing asks sooner; default 5s. MinCheck is
	// how soon after a check a replica found behind a caller's fence is checked again; default
	// 50ms. A failed replica is checked after MinBackoff, doubling up to MaxBackoff; defaults 1s
	// and 30s.
	Check, MinCheck, MinBackoff, MaxBackoff time.Duration
}

// Router sends reads to replicas or the primary. It is safe for concurrent use; Run must be
// running for any read to reach a replica.
type Router struct {
	primary  *pgxpool.Pool
	replicas []*replica
	o        Options
	log      *slog.Logger
	layout   atomic.Pointer[walLayout]

	fmu    sync.RWMutex
	fences map[string]LSN       // principal → the WAL position a replica must have replayed
	pinned map[string]time.Time // principals whose last fence could not be read, since when
	global atomic.Uint64        // a fence for every principal (Everyone)
	// listening is true while this process hears every other process's fences.
	listening atomic.Bool

	smu     sync.Mutex
	samples []sample // the primary's WAL position over the last MaxLag and a little more

	// started is closed once the listener and every replica have had their first try (settler).
	started   chan struct{}
	unsettled atomic.Int32

	next         atomic.Uint64 // round robin among usable replicas
	primaryReads atomic.Uint64
	fellBack     [2]atomic.Uint64 // by reason: fellFailed, fellConfirm
}

// Why a read ran again on the primary.
const (
	fellFailed  = iota // the replica failed under it
	fellConfirm        // a refusal or absence, confirmed on the primary
)

type sample struct {
	at  time.Time
	lsn LSN
}

// New returns a Router over primary and replicas (each a streaming replica of primary). Names
// label the replicas in logs and metrics (default: each pool's host:port).
func New(primary *pgxpool.Pool, replicas []*pgxpool.Pool, o Options) *Router {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Listen == nil {
		o.Listen = primary.Config().ConnConfig.Copy()
	}
	o.Check = cmpOr(o.Check, 5*time.Second)
	o.MinCheck = cmpOr(o.MinCheck, 50*time.Millisecond)
	o.MinBackoff = cmpOr(o.MinBackoff, time.Second)
	o.MaxBackoff = max(cmpOr(o.MaxBackoff, 30*time.Second), o.MinBackoff)
	r := &Router{primary: primary, o: o, log: o.Logger, fences: map[string]LSN{}, pinned: map[string]time.Time{},
		started: make(chan struct{})}
	r.unsettled.Store(int32(1 + len(replicas)))
	r.layout.Store(&defaultLayout)
	for _, p := range replicas {
		cc := p.Config().ConnConfig
		rep := &replica{name: net.JoinHostPort(cc.Host, itoa(cc.Port)), pool: p, poked: make(chan struct{}, 1)}
		rep.state.Store(&replicaState{why: "not checked yet"})
		r.replicas = append(r.replicas, rep)
	}
	return r
}

// Run checks the replicas, samples the primary's WAL position and listens for other processes'
// fences until ctx ends. Until it has loaded the fences, every read goes to the primary.
func (r *Router) Run(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Add(2 + len(r.replicas))
	go func() { defer wg.Done(); r.listen(ctx) }()
	go func() { defer wg.Done(); r.sampleLoop(ctx) }()
	for _, rep := range r.replicas {
		go func() { defer wg.Done(); r.watch(ctx, rep) }()
	}
	wg.Wait()
}

// Started is closed once Run's listener has first connected (or failed to) and every replica has
// had its first check: a server that waits for it before serving sends its first reads where
// they will go for good.
func (r *Router) Started() <-chan struct{} { return r.started }

// settler returns the func one of Run's goroutines (the listener, a replica's watch) calls after
// its first try; only its first call counts, so Started closes once every one has tried.
func (r *Router) settler() func() {
	done := false
	return func() {
		if !done {
			done = true
			if r.unsettled.Add(-1) == 0 {
				close(r.started)
			}
		}
	}
}

// Read runs f on the pool principal's read should use: a replica that has replayed the
// principal's fence and everyone's, else the primary. When f fails on a replica in a way the
// replica caused (it went away, a recovery conflict cancelled the statement, its schema is
// behind), or answers with a refusal or an absence a lagging replica could cause
// (store.CodeNotFound, CodeForbidden, CodeUnauthenticated), f runs again on the primary; so f may
// run twice and must start from nothing each time.
func (r *Router) Read(ctx context.Context, principal string, f func(db *pgxpool.Pool) error) error {
	rep := r.pick(principal)
	if rep == nil {
		r.primaryReads.Add(1)
		return f(r.primary)
	}
	rep.reads.Add(1)
	err := f(rep.pool)
	if err == nil || ctx.Err() != nil {
		return err
	}
	switch {
	case replicaFault(err):
		r.fellBack[fellFailed].Add(1)
		r.log.WarnContext(ctx, "a read failed on a replica; running it on the primary", "replica", rep.name, "err", err)
		if store.IsUnavailable(err) {
			r.fail(rep, err)
		}
	case confirmOnPrimary(err):
		r.fellBack[fellConfirm].Add(1)
	default:
		return err
	}
	r.primaryReads.Add(1)
	return f(r.primary)
}

// pick chooses a replica for principal's read, round robin among those that qualify, or nil for
// the primary. A replica that is up but behind is asked to check again soon.
func (r *Router) pick(principal string) *replica {
	if len(r.replicas) == 0 || !r.listening.Load() {
		return nil
	}
	need, ok := r.fence(principal)
	if !ok {
		return nil
	}
	now := time.Now()
	n := uint64(len(r.replicas))
	start := r.next.Add(1)
	for i := range n {
		rep := r.replicas[(start+i)%n]
		st := rep.state.Load()
		if !st.up {
			continue
		}
		if st.replay < need || r.o.MaxLag > 0 && now.Sub(st.freshAt) > r.o.MaxLag {
			rep.poke()
			continue
		}
		return rep
	}
	return nil
}

// Fence is the WAL position a replica must have replayed to serve principal's reads now (the
// principal's own fence or everyone's), for diagnostics and tests; 0: any replica will do.
func (r *Router) Fence(principal string) LSN {
	f, _ := r.fence(principal)
	return f
}

// fence is what a replica must have replayed to serve principal: its own fence or everyone's,
// whichever is later. ok is false while the principal (or everyone) is pinned to the primary.
func (r *Router) fence(principal string) (LSN, bool) {
	r.fmu.RLock()
	f := r.fences[principal]
	_, pin := r.pinned[principal]
	_, pinAll := r.pinned[Everyone]
	r.fmu.RUnlock()
	if pin || pinAll {
		return 0, false
	}
	return max(f, LSN(r.global.Load())), true
}

// raise moves principal's fence (or everyone's) up to lsn, never down, and ends a pin.
func (r *Router) raise(principal string, lsn LSN) {
	r.fmu.Lock()
	defer r.fmu.Unlock()
	delete(r.pinned, principal)
	if principal == Everyone {
		for {
			g := r.global.Load()
			if LSN(g) >= lsn || r.global.CompareAndSwap(g, uint64(lsn)) {
				return
			}
		}
	}
	if lsn > r.fences[principal] {
		r.fences[principal] = lsn
	}
}

// pin sends principal's reads (or everyone's) to the primary until a WAL position of the primary
// read after now is known (the next sample), because the fence of a write could not be read.
func (r *Router) pin(principal string) {
	r.fmu.Lock()
	defer r.fmu.Unlock()
	if _, ok := r.pinned[principal]; !ok {
		r.pinned[principal] = time.Now()
	}
}

// replicaFault reports whether err is the replica's doing, so the primary may answer instead:
// the replica went away, recovery on it cancelled the statement (a conflict with replay, or a
// dropped database), it was too busy to take the connection, or its schema lacks what the
// statement uses (it has not replayed a migration yet). A read-only error is not: a write sent to
// a replica is a bug the primary must not hide.
func replicaFault(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "25006":
			return false
		case "40001", "40P01", "57P04", "42P01", "42703", "42883", "53300":
			return true
		}
	}
	return store.IsUnavailable(err)
}

// confirmOnPrimary reports whether err is an answer a lagging replica may give where the primary
// would not: an absence, a refusal, or a principal created a moment ago.
func confirmOnPrimary(err error) bool {
	switch store.ErrorCode(err) {
	case store.CodeNotFound, store.CodeForbidden, store.CodeUnauthenticated:
		return true
	}
	return false
}

func cmpOr(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}
