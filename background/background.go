// Package background runs the leader's background work (package leader elects the process) as a
// set of services of one shape, after river's maintenance services: each has a name, a RunOnce
// that does one round of its work, an interval it polls at when nothing wakes it, and the topics
// that wake it early. A Set starts them together when this process starts leading (Run) and stops
// them together when it stops (Run's context ends). Work is announced rather than looked for: a write that leaves some
// (words to count, a memory to embed, an expiry to watch) tells the leader through a Notifier, at
// once when this process leads, else by a NOTIFY on Channel that the leader's change listener
// hears. The slow polls only catch what no announcement reached: writes by a previous release
// during an upgrade, rows written by hand, announcements lost with a connection.
package background

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/recall-mcp/recall/internal/dbconn"
)

// Service is one kind of background work.
type Service struct {
	Name string // for logs and metrics
	// Interval is how long the service waits between runs when nothing wakes it: its slow poll.
	Interval time.Duration
	// Gap is the least time between the starts of two runs: wake-ups within it are merged into
	// one run at its end. Default one second.
	Gap time.Duration
	// Topics wake the service early (Set.Wake, a NOTIFY on Channel).
	Topics []string
	// RunOnce does one round of the work and says when it wants the next: 0 after Interval, a
	// positive duration sooner (more is waiting, or a known expiry is due), never later than
	// Interval. An error is logged and retried after a back-off that wake-ups do not shorten;
	// RetryAfter says how long, without the log line.
	RunOnce func(ctx context.Context) (time.Duration, error)
}

// RetryAfter is an error a RunOnce returns to be run again after that long, whatever wakes it,
// without a warning: it has already said what it waits for (an embedder that is down, say).
type RetryAfter time.Duration

func (r RetryAfter) Error() string { return fmt.Sprintf("retry after %s", time.Duration(r)) }

// Set runs services while this process leads. It is safe for concurrent use.
type Set struct {
	log *slog.Logger

	mu    sync.Mutex
	wakes map[string][]chan struct{} // topic -> the running services' wake-ups; nil while stopped
	ended map[string]*atomic.Int64   // service -> its runs that have ended

	runs *prometheus.CounterVec // service, outcome
}

// NewSet returns a Set, stopped.
func NewSet(log *slog.Logger) *Set {
	if log == nil {
		log = slog.Default()
	}
	return &Set{log: log, ended: map[string]*atomic.Int64{}, runs: prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "recall_background_runs_total",
		Help: "Runs of the leader's background services, by service and outcome (ok or error).",
	}, []string{"service", "outcome"})}
}

// Collector is the Set's Prometheus collector: recall_background_runs_total.
func (s *Set) Collector() prometheus.Collector { return s.runs }

// Runs is how many runs of the service name have ended, well or not.
func (s *Set) Runs(name string) int64 {
	return s.counter(name).Load()
}

func (s *Set) counter(name string) *atomic.Int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.ended[name]
	if c == nil {
		c = new(atomic.Int64)
		s.ended[name] = c
	}
	return c
}

// Run starts services, each running once at once and then as its interval and its wake-ups say,
// until ctx ends, and returns when all have stopped. The leader calls it each time it is elected,
// with services made afresh: what one knew of the last leadership (a walk's position) is stale.
func (s *Set) Run(ctx context.Context, services ...Service) {
	ctx = dbconn.WithKind(ctx, dbconn.KindBackground)
	wakes := map[string][]chan struct{}{}
	chans := make([]chan struct{}, len(services))
	for i, svc := range services {
		chans[i] = make(chan struct{}, 1)
		for _, t := range svc.Topics {
			wakes[t] = append(wakes[t], chans[i])
		}
		s.runs.WithLabelValues(svc.Name, "ok")
		s.runs.WithLabelValues(svc.Name, "error")
	}
	s.mu.Lock()
	s.wakes = wakes
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.wakes = nil
		s.mu.Unlock()
	}()
	var wg sync.WaitGroup
	for i, svc := range services {
		wg.Go(func() { s.run(ctx, svc, chans[i]) })
	}
	wg.Wait()
}

// Wake wakes the running services of topic, and reports whether the set is running (this process
// leads). It never blocks.
func (s *Set) Wake(topic string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.wakes[topic] {
		select {
		case c <- struct{}{}:
		default:
		}
	}
	return s.wakes != nil
}

// run is one service's loop.
func (s *Set) run(ctx context.Context, svc Service, wake <-chan struct{}) {
	gap := svc.Gap
	if gap <= 0 {
		gap = time.Second
	}
	ended := s.counter(svc.Name)
	timer := time.NewTimer(0)
	<-timer.C
	defer timer.Stop()
	failures := 0
	for {
		start := time.Now()
		next, err := svc.RunOnce(ctx)
		ended.Add(1)
		if ctx.Err() != nil {
			return
		}
		var retry RetryAfter
		switch {
		case errors.As(err, &retry):
			s.runs.WithLabelValues(svc.Name, "error").Inc()
			next = time.Duration(retry)
		case err != nil:
			s.runs.WithLabelValues(svc.Name, "error").Inc()
			failures++
			next = min(time.Second<<min(failures-1, 16), svc.Interval)
			s.log.WarnContext(ctx, "background: "+svc.Name+" failed; will retry", "service", svc.Name, "in", next, "err", err)
		default:
			s.runs.WithLabelValues(svc.Name, "ok").Inc()
			failures = 0
		}
		if next <= 0 || next > svc.Interval {
			next = svc.Interval
		}
		timer.Reset(next)
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
			continue
		case <-wake:
		}
		if err != nil { // a failing service keeps its back-off
			select {
			case <-ctx.Done():
				return
			case <-timer.C:
			}
			continue
		}
		timer.Stop()
		if wait := gap - time.Since(start); wait > 0 {
			timer.Reset(wait)
			select {
			case <-ctx.Done():
				return
			case <-timer.C:
			}
		}
	}
}
