// Package leader elects one process among those sharing a database to run the background work,
// through a lease row in PostgreSQL (table leader_leases, migration 035): a process leads while
// the row names it and has not expired, renews it every Interval, and any process may take it
// once it has expired. A process that stops resigns (deletes its row), so another takes over at
// its next attempt; one that dies is replaced once its lease runs out. A lease is a plain row,
// so it works through a connection pooler and under a role with nothing but table privileges.
package leader

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Defaults: a leader that dies is replaced within TTL + Interval.
const (
	DefaultTTL      = 5 * time.Second
	DefaultInterval = time.Second
)

// Options configure an Elector. Zero values mean defaults.
type Options struct {
	Name     string        // the lease; default "background"
	About    string        // what the holder is, for people reading the lease row
	TTL      time.Duration // how long a lease lasts unless renewed; default DefaultTTL
	Interval time.Duration // how often the leader renews and the others try; default DefaultInterval
	Logger   *slog.Logger  // default slog.Default()
}

// Elector campaigns for one lease on behalf of this process.
type Elector struct {
	pool    *pgxpool.Pool
	o       Options
	id      string
	leading atomic.Bool
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
	if o.Interval >= o.TTL/2 {
		o.Interval = o.TTL / 3 // a leader renews at least twice within its lease
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	host, _ := os.Hostname()
	if o.About == "" {
		o.About = fmt.Sprintf("%s pid %d", host, os.Getpid())
	}
	return &Elector{pool: pool, o: o, id: uuid.NewString()}
}

// ID is this elector's holder id, as the lease row names it while it leads.
func (e *Elector) ID() string { return e.id }

// Leading reports whether this process holds the lease now.
func (e *Elector) Leading() bool { return e.leading.Load() }

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
// it, the campaign writes nothing (an upsert would lock the row and use a transaction id a
// second, per process).
func (e *Elector) attempt(ctx context.Context, timeout time.Duration, leading bool) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if !leading {
		var held bool
		if err := e.pool.QueryRow(ctx, `select exists (select 1 from leader_leases
			where name = $1 and holder <> $2 and expires_at >= now())`, e.o.Name, e.id).Scan(&held); err != nil || held {
			return false, err
		}
	}
	rows, err := e.pool.Query(ctx, campaignSQL, e.o.Name, e.id, e.o.About, e.o.TTL.Milliseconds())
	if err != nil {
		return false, err
	}
	got := false
	for rows.Next() {
		got = true
	}
	rows.Close()
	return got, rows.Err()
}

// resign gives the lease up, if this elector holds it, so the next attempt of another process
// takes it at once.
func (e *Elector) resign() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := e.pool.Exec(ctx, `delete from leader_leases where name = $1 and holder = $2`, e.o.Name, e.id); err != nil {
		e.o.Logger.Warn("leader: could not resign; another process takes over when the lease expires", "lease", e.o.Name, "err", err)
	}
}

// Run campaigns until ctx ends. While this process leads, lead runs with a context that ends
// when the lease is lost or ctx ends; Run waits for it to return before campaigning on. A leader
// that cannot renew steps down before its lease can have expired in the database (it counts
// from before its last successful renewal was sent), so two leaders never overlap. When ctx ends,
// a leader resigns.
func (e *Elector) Run(ctx context.Context, lead func(ctx context.Context)) {
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
	t := time.NewTicker(e.o.Interval)
	defer t.Stop()
	for {
		// A leader's renewal may take until the moment it must step down; a campaign, half a lease.
		timeout := e.o.TTL / 2
		if stop != nil {
			timeout = time.Until(renewed.Add(e.o.TTL - e.o.Interval))
		}
		sent := time.Now()
		got, err := e.attempt(ctx, timeout, stop != nil)
		switch {
		case ctx.Err() != nil:
		case err != nil && stop != nil && time.Since(renewed) >= e.o.TTL-e.o.Interval:
			stepDown("the lease could not be renewed in time", err)
		case err != nil:
			e.o.Logger.Warn("leader: campaign failed; will retry", "lease", e.o.Name, "err", err)
		case got:
			renewed = sent
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
		default:
			stepDown("another process holds the lease", nil)
		}
		select {
		case <-ctx.Done():
			if stop != nil {
				stop()
				wg.Wait()
				e.leading.Store(false)
				e.resign()
			}
			return
		case <-t.C:
		}
	}
}
