// Package leader elects one process among those sharing a database to run the background work,
// through a lease row in PostgreSQL (table leader_leases): a process leads while the row names it
// and has not expired, renews it every Interval, and any process may take it once it has expired.
// The others do not poll: each reads the lease once and sleeps until it expires (a leader that
// renews is read again then), or until a resignation is announced on Channel (Wake). A process
// that stops resigns (deletes its row and announces it), so another takes over at once; one that
// dies is replaced once its lease runs out. A lease is a plain row, so it works through a
// transaction-mode pooler and under a role with nothing but table privileges.
package leader

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/dbconn"
)

// Defaults: a leader renews about every 6 s, so an idle deployment's election costs one
// statement per process every 6 s; one that dies is replaced within TTL (9 s), and one that
// cannot renew has 2 s or more to retry before it steps down.
const (
	DefaultTTL      = 9 * time.Second
	DefaultInterval = 6 * time.Second
)

// Channel is the NOTIFY channel a resigning leader announces on, its payload the schema and the
// lease's name ("schema name"): whoever hears it calls Wake.
const Channel = "recall_leader"

// Options configure an Elector. Zero values mean defaults.
type Options struct {
	Name     string        // the lease; default "background"
	About    string        // what the holder is, for people reading the lease row
	TTL      time.Duration // how long a lease lasts unless renewed; default DefaultTTL
	Interval time.Duration // how often the leader renews, give or take a twelfth; default DefaultInterval
	Logger   *slog.Logger  // default slog.Default()
}

// Elector campaigns for one lease on behalf of this process.
type Elector struct {
	pool    *pgxpool.Pool
	o       Options
	id      string
	leading atomic.Bool
	wake    chan struct{}
}

// New returns an Elector for the lease o.Name in pool's schema. Its holder id is unique to it.
func New(pool *pgxpool.Pool, o Options) *Elector {
	if o.Name == "" {
		o.Name = "background"
	}
	if o.TTL <= 0 {
		o.TTL = DefaultTTL
	}
	if o.Interval <= 0 {
		o.Interval = DefaultInterval
	}
	if o.Interval > o.TTL*2/3 {
		o.Interval = o.TTL * 2 / 3 // a leader that misses one renewal still has time to retry
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	host, _ := os.Hostname()
	if o.About == "" {
		o.About = fmt.Sprintf("%s pid %d", host, os.Getpid())
	}
	return &Elector{pool: pool, o: o, id: uuid.NewString(), wake: make(chan struct{}, 1)}
}

// ID is this elector's holder id, as the lease row names it while it leads.
func (e *Elector) ID() string { return e.id }

// Name is the lease's name.
func (e *Elector) Name() string { return e.o.Name }

// Leading reports whether this process holds the lease now.
func (e *Elector) Leading() bool { return e.leading.Load() }

// Wake makes a process that does not lead try for the lease now, rather than when the lease it
// last read expires: the leader has resigned (a NOTIFY on Channel). It never blocks.
func (e *Elector) Wake() {
	select {
	case e.wake <- struct{}{}:
	default:
	}
}

// margin is how long before its lease can have expired in the database a leader that cannot
// renew steps down: the renewal it counts from was sent before the database stamped it.
func (e *Elector) margin() time.Duration { return e.o.TTL / 9 }

// campaignSQL takes the lease if it is free or expired, or renews it if this elector holds it,
// in one statement: of processes racing for an expired lease, exactly one row update wins.
const campaignSQL = `
	insert into leader_leases (name, holder, about, expires_at)
	values ($1, $2, $3, now() + $4 * interval '1 millisecond')
	on conflict (name) do update
	   set holder = excluded.holder, about = excluded.about, expires_at = excluded.expires_at,
	       elected_at = case when leader_leases.holder = excluded.holder then leader_leases.elected_at else now() end
	 where leader_leases.holder = excluded.holder or leader_leases.expires_at < now()
	returning elected_at`

// attempt takes or renews the lease and reports whether this elector holds it now, giving up
// after timeout. A process that does not lead first only reads the lease: while another holds
// it, the campaign writes nothing (an upsert would lock the row and use a transaction id), and
// held is how long the holder's lease has left.
func (e *Elector) attempt(ctx context.Context, timeout time.Duration, leading bool) (got bool, held time.Duration, err error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if !leading {
		var left *float64
		if err := e.pool.QueryRow(ctx, `select (select extract(epoch from expires_at - now())::float8 from leader_leases
			where name = $1 and holder <> $2 and expires_at >= now())`, e.o.Name, e.id).Scan(&left); err != nil || left != nil {
			if left != nil {
				held = time.Duration(*left * float64(time.Second))
			}
			return false, held, err
		}
	}
	rows, err := e.pool.Query(ctx, campaignSQL, e.o.Name, e.id, e.o.About, e.o.TTL.Milliseconds())
	if err != nil {
		return false, 0, err
	}
	for rows.Next() {
		got = true
	}
	rows.Close()
	return got, 0, rows.Err()
}

// resign gives the lease up, if this elector holds it, and announces it on Channel, so another
// process takes it at once.
func (e *Elector) resign(ctx context.Context) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if _, err := e.pool.Exec(ctx, `with gone as (delete from leader_leases where name = $1 and holder = $2 returning name)
		select pg_notify('`+Channel+`', current_schema() || ' ' || name) from gone`, e.o.Name, e.id); err != nil {
		e.o.Logger.Warn("leader: could not resign; another process takes over when the lease expires", "lease", e.o.Name, "err", err)
	}
}

// jittered is d give or take a twelfth, so processes started together drift apart.
func jittered(d time.Duration) time.Duration {
	return d - d/12 + rand.N(d/6+1)
}

// Run campaigns until ctx ends. While this process leads, lead runs with a context that ends
// when the lease is lost or ctx ends; Run waits for it to return before campaigning on. A leader
// that cannot renew retries until shortly before its lease can have expired in the database (it
// counts from before its last successful renewal was sent), then steps down, so two leaders never
// overlap. When ctx ends, a leader resigns.
func (e *Elector) Run(ctx context.Context, lead func(ctx context.Context)) {
	ctx = dbconn.WithKind(ctx, dbconn.KindLease)
	var (
		stop    context.CancelFunc
		wg      sync.WaitGroup
		renewed time.Time // when the last successful attempt was sent
	)
	stepDown := func(why string, err error) {
		if stop == nil {
			return
		}
		stop()
		wg.Wait()
		stop = nil
		e.leading.Store(false)
		e.o.Logger.Info("leader: stepped down; background work stops here", "lease", e.o.Name, "why", why, "err", err)
	}
	retry := min(e.o.Interval/10, 500*time.Millisecond)
	timer := time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	for {
		// A leader's renewal may take until the moment it must step down; a campaign, half a lease.
		timeout := e.o.TTL / 2
		if stop != nil {
			timeout = time.Until(renewed.Add(e.o.TTL - e.margin()))
		}
		sent := time.Now()
		got, held, err := e.attempt(ctx, timeout, stop != nil)
		var wait time.Duration
		switch {
		case ctx.Err() != nil:
		case err != nil && stop != nil && time.Since(renewed) >= e.o.TTL-e.margin():
			stepDown("the lease could not be renewed in time", err)
		case err != nil && stop != nil:
			e.o.Logger.Warn("leader: renewal failed; retrying", "lease", e.o.Name, "err", err)
			wait = min(retry, max(time.Until(renewed.Add(e.o.TTL-e.margin())), 0))
		case err != nil:
			e.o.Logger.Warn("leader: campaign failed; will retry", "lease", e.o.Name, "err", err)
			wait = jittered(e.o.Interval)
		case got:
			renewed = sent
			wait = jittered(e.o.Interval)
			if stop == nil {
				var lctx context.Context
				lctx, stop = context.WithCancel(ctx)
				e.leading.Store(true)
				e.o.Logger.Info("leader: elected; background work runs here", "lease", e.o.Name, "holder", e.id)
				wg.Add(1)
				go func() {
					defer wg.Done()
					lead(lctx)
				}()
			}
		case stop != nil:
			stepDown("another process holds the lease", nil)
		case held > 0:
			// Another process leads: read the lease again when it expires, unless the holder
			// resigns first (Wake). Followers woken together spread over a few milliseconds.
			wait = min(held, e.o.TTL) + rand.N(e.o.TTL/200+1)
		default:
			// Another process took the lease between the read and the campaign.
			wait = rand.N(e.o.TTL/200 + 1)
		}
		timer.Reset(wait)
	sleep:
		for {
			select {
			case <-ctx.Done():
				if stop != nil {
					stop()
					wg.Wait()
					e.leading.Store(false)
					e.resign(ctx)
				}
				return
			case <-timer.C:
				break sleep
			case <-e.wake:
				if stop == nil { // a leader renews on its own schedule
					timer.Stop()
					break sleep
				}
			}
		}
	}
}

// Held reports whether a process holds the lease name in pool's schema now (its row names a
// holder and has not expired), for a command that hands work to the leader when there is one.
func Held(ctx context.Context, pool *pgxpool.Pool, name string) (bool, error) {
	var held bool
	err := pool.QueryRow(ctx, `select exists (select from leader_leases where name = $1 and expires_at > now())`, name).Scan(&held)
	return held, err
}
