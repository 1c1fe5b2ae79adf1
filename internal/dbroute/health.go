package dbroute

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// replica is one streaming replica and what its last check found.
type replica struct {
	name     string
	pool     *pgxpool.Pool
	state    atomic.Pointer[replicaState]
	poked    chan struct{} // check again soon
	reads    atomic.Uint64
	schemaAt time.Time // the last schema check that passed (watch's goroutine only)
}

// replicaState is an immutable snapshot: reads load it without a lock.
type replicaState struct {
	up        bool
	replay    LSN       // how far it has replayed the primary's WAL
	freshAt   time.Time // the latest moment of the primary whose writes it has all replayed
	checkedAt time.Time
	why       string // why it is down
}

func (rep *replica) poke() {
	select {
	case rep.poked <- struct{}{}:
	default:
	}
}

// checkSQL reads whether the server is still a standby, how far it has replayed, and how long ago
// the last transaction it replayed committed on the primary (-1: none since it started).
const checkSQL = `select pg_is_in_recovery(), coalesce(pg_last_wal_replay_lsn()::text, ''),
	coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp())::float8, -1)`

// watch checks rep every Options.Check, sooner when a read found it behind, and after a failure
// again after a backoff that doubles up to MaxBackoff.
func (r *Router) watch(ctx context.Context, rep *replica) {
	backoff := r.o.MinBackoff
	settle := r.settler()
	defer settle() // ctx ended before the first check finished
	for {
		wait := r.o.Check
		if err := r.check(ctx, rep); err != nil {
			if ctx.Err() != nil {
				return
			}
			r.set(ctx, rep, &replicaState{checkedAt: time.Now(), why: err.Error()}, backoff)
			wait, backoff = backoff, min(backoff*2, r.o.MaxBackoff)
		} else {
			backoff = r.o.MinBackoff
		}
		settle()
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-timer.C:
		case <-rep.poked:
			timer.Stop()
			soon := time.NewTimer(r.o.MinCheck - time.Since(rep.state.Load().checkedAt))
			select {
			case <-ctx.Done():
				soon.Stop()
				return
			case <-soon.C:
			}
		}
	}
}

// check reads rep's replay position and, when it has just come up and every minute after, checks
// its schema.
func (r *Router) check(ctx context.Context, rep *replica) error {
	cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var standby bool
	var replay string
	var age float64
	if err := rep.pool.QueryRow(cctx, checkSQL).Scan(&standby, &replay, &age); err != nil {
		return fmt.Errorf("unreachable: %w", err)
	}
	if !standby {
		return errors.New("not a standby: it was promoted, or its URL names a primary")
	}
	lsn, err := ParseLSN(replay)
	if err != nil {
		return err
	}
	now := time.Now()
	prev := rep.state.Load()
	if r.o.CheckSchema != nil && (!prev.up || now.Sub(rep.schemaAt) > time.Minute) {
		if err := r.o.CheckSchema(cctx, rep.pool); err != nil {
			return fmt.Errorf("schema: %w", err)
		}
		rep.schemaAt = now
	}
	r.set(ctx, rep, &replicaState{up: true, replay: lsn, freshAt: r.freshness(lsn, age, now), checkedAt: now}, 0)
	return nil
}

// set stores rep's new state and logs when it comes up or goes down.
func (r *Router) set(ctx context.Context, rep *replica, st *replicaState, retryIn time.Duration) {
	prev := rep.state.Swap(st)
	switch {
	case st.up && !prev.up:
		r.log.InfoContext(ctx, "replica up: it serves reads of principals whose writes it has replayed", "replica", rep.name, "replay", st.replay.String())
	case !st.up && (prev.up || prev.why != st.why):
		r.log.WarnContext(ctx, "replica skipped: reads go to the primary or other replicas", "replica", rep.name, "why", st.why, "retryIn", retryIn)
	}
}

// fail takes rep out at once after a read found it gone, drops its connections, and has it
// checked again soon.
func (r *Router) fail(rep *replica, err error) {
	if rep.state.Load().up {
		r.set(context.Background(), rep, &replicaState{checkedAt: time.Now(), why: "a read failed on it: " + err.Error()}, r.o.MinBackoff)
	}
	rep.pool.Reset()
	rep.poke()
}

// freshness is the latest moment of the primary whose writes a replica at replay has all
// replayed: the newest sample of the primary's position at or before replay. Before there is such
// a sample (this process has just started, or the replica is far behind), the commit time of the
// last transaction it replayed stands in (age seconds ago; -1: none, so it is taken as fresh and
// only the fences bind it).
func (r *Router) freshness(replay LSN, age float64, now time.Time) time.Time {
	r.smu.Lock()
	defer r.smu.Unlock()
	for i := len(r.samples) - 1; i >= 0; i-- {
		if r.samples[i].lsn <= replay {
			return r.samples[i].at
		}
	}
	if age >= 0 {
		return now.Add(-time.Duration(age * float64(time.Second)))
	}
	return now
}

// sampleEvery is how often the primary's WAL position is sampled: a tenth of MaxLag (so a
// replica's staleness is known to that precision), between 100ms and 3s.
func (r *Router) sampleEvery() time.Duration {
	if r.o.MaxLag <= 0 {
		return 3 * time.Second
	}
	return min(max(r.o.MaxLag/10, 100*time.Millisecond), 3*time.Second)
}

// sampleLoop samples the primary's WAL position, for the replicas' staleness and to end the pins
// of fences that could not be read.
func (r *Router) sampleLoop(ctx context.Context) {
	every := r.sampleEvery()
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		r.sample(ctx, every)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func (r *Router) sample(ctx context.Context, every time.Duration) {
	at := time.Now()
	cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var text string
	if err := r.primary.QueryRow(cctx, `select pg_current_wal_insert_lsn()::text`).Scan(&text); err != nil {
		return // the primary is away: the replicas' staleness grows, and pins stay
	}
	lsn, err := ParseLSN(text)
	if err != nil {
		return
	}
	lsn = r.layout.Load().end(lsn)
	r.smu.Lock()
	r.samples = append(r.samples, sample{at: at, lsn: lsn})
	// Keep the newest sample older than MaxLag (a replica that reached it is just fresh enough)
	// and those after it.
	cut := at.Add(-r.o.MaxLag - 2*every)
	i := 0
	for i < len(r.samples)-1 && !r.samples[i+1].at.After(cut) {
		i++
	}
	r.samples = append(r.samples[:0], r.samples[i:]...)
	r.smu.Unlock()

	r.fmu.Lock()
	var ended []string
	for p, since := range r.pinned {
		if since.Before(at) {
			ended = append(ended, p)
		}
	}
	r.fmu.Unlock()
	for _, p := range ended {
		r.raise(p, lsn) // read after the write that could not be fenced: past its commit
	}
}

func itoa(n uint16) string { return strconv.Itoa(int(n)) }
