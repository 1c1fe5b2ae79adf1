package memory

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"
)

// An embedder that hangs, refuses connections, answers 5xx or rate-limits would cost every save
// and search its timeout. The service asks it through an embedGuard instead: after a failure it
// backs off (exponentially, capped, with jitter), and while it backs off saves store no vector
// (the backfill embeds them later) and searches rank lexically, without waiting. One probe at a
// time tests the embedder while it is down: the backfill whenever it runs, or, once the back-off
// has passed, a save's or search's text sent in the background, so that the call itself never
// waits for an embedder known to be down.

// Back-off after consecutive failures: embedBackoffMin, doubling up to embedBackoffMax, each
// drawn within ±embedBackoffJitter of that (replicas that failed together probe apart). A 429's
// Retry-After (RetryAfter) lengthens it.
const (
	embedBackoffMin    = time.Second
	embedBackoffMax    = 5 * time.Minute
	embedBackoffJitter = 0.2
)

// ErrEmbedderBackingOff is the error of an embedding not asked for because the embedder failed
// recently and its back-off has not passed (or another probe is testing it).
var ErrEmbedderBackingOff = errors.New("the embedder is backing off after failures")

// rejectedError marks an embedder's prompt refusal of the request itself (a 4xx other than 429:
// an unknown model, a bad key, a text too long). The embedder answered, so it is up: no reason
// to back off.
type rejectedError struct{ error }

func (e rejectedError) Unwrap() error { return e.error }

// retryAfterError carries how long a rate-limited endpoint asked to be left alone.
type retryAfterError struct {
	error
	wait time.Duration
}

func (e retryAfterError) Unwrap() error { return e.error }

// EmbedderStatus is the embedder's state as the service sees it, for metrics and health pages.
type EmbedderStatus struct {
	Configured bool      // an embedder is configured
	Available  bool      // calls ask it (false: backing off after Failures consecutive failures)
	Failures   int       // consecutive failures
	RetryAt    time.Time // while backing off: when a call may probe it again
}

// embedGuard decides which calls may ask the embedder. It is safe for concurrent use.
type embedGuard struct {
	log   *slog.Logger
	model string
	now   func() time.Time
	jit   func() float64 // in [0, 1)

	mu       sync.Mutex
	failures int       // consecutive; 0: available
	retryAt  time.Time // no call but a prober asks before this
	probing  bool      // a probe is out
}

func newEmbedGuard(log *slog.Logger, model string) *embedGuard {
	return &embedGuard{log: log, model: model, now: time.Now, jit: rand.Float64}
}

// ticket is one admitted call: report its outcome with done.
type ticket struct {
	probe bool // the call tests an embedder that is down
}

// admit says whether a call may ask the embedder now. An available embedder takes every call.
// A down one takes one probe at a time: from a prober (the backfill) at any time, from anyone
// else once the back-off has passed.
func (g *embedGuard) admit(prober bool) (ticket, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.failures == 0 {
		return ticket{}, true
	}
	if g.probing || (!prober && g.now().Before(g.retryAt)) {
		return ticket{}, false
	}
	g.probing = true
	return ticket{probe: true}, true
}

// done records how an admitted call went. canceled: the caller gave up (its context ended before
// the embedder's timeout), which says nothing of the embedder.
func (g *embedGuard) done(ctx context.Context, t ticket, err error, canceled bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if t.probe {
		g.probing = false
	}
	var rejected rejectedError
	switch {
	case canceled && err != nil:
		return
	case err == nil || errors.As(err, &rejected):
		if g.failures > 0 {
			g.log.InfoContext(ctx, "embedder available again: saves are embedded and searches use vectors", "model", g.model, "after_failures", g.failures)
		}
		g.failures, g.retryAt = 0, time.Time{}
	case g.failures > 0 && !t.probe:
		// A call let through before the first failure was seen: the same outage, counted once.
	default:
		g.failures++
		wait := backoff(g.failures, g.jit())
		var ra retryAfterError
		if errors.As(err, &ra) && ra.wait > wait {
			wait = ra.wait
		}
		g.retryAt = g.now().Add(wait)
		if g.failures == 1 {
			g.log.WarnContext(ctx, "embedder unavailable: backing off; saves are stored without vectors (embedded later) and searches rank lexically until it answers",
				"model", g.model, "err", err, "retry_in", wait)
		} else {
			g.log.DebugContext(ctx, "embedder still unavailable", "model", g.model, "failures", g.failures, "retry_in", wait, "err", err)
		}
	}
}

// backoff is the wait after n consecutive failures, with j in [0, 1) drawing its jitter.
func backoff(n int, j float64) time.Duration {
	d := embedBackoffMin
	for i := 1; i < n && d < embedBackoffMax; i++ {
		d *= 2
	}
	d = min(d, embedBackoffMax)
	return time.Duration(float64(d) * (1 - embedBackoffJitter + 2*embedBackoffJitter*j))
}

func (g *embedGuard) status() EmbedderStatus {
	g.mu.Lock()
	defer g.mu.Unlock()
	return EmbedderStatus{Configured: true, Available: g.failures == 0, Failures: g.failures, RetryAt: g.retryAt}
}

// EmbedderStatus reports whether the embedder is configured and, if so, whether calls ask it or
// the service is backing off from it.
func (s *Service) EmbedderStatus() EmbedderStatus {
	if s.guard == nil {
		return EmbedderStatus{}
	}
	return s.guard.status()
}

// embedTexts asks the embedder for texts' vectors for a prober (the backfill), within timeout: an
// embedder that is down is tested whenever no other probe is out. It fails at once with
// ErrEmbedderBackingOff while another probe is.
func (s *Service) embedTexts(ctx context.Context, texts []string, timeout time.Duration) ([][]float32, error) {
	t, ok := s.guard.admit(true)
	if !ok {
		return nil, ErrEmbedderBackingOff
	}
	return s.embedAdmitted(ctx, t, texts, timeout)
}

// embedAdmitted asks the embedder for an admitted call and tells the guard how it went.
func (s *Service) embedAdmitted(ctx context.Context, t ticket, texts []string, timeout time.Duration) ([][]float32, error) {
	ectx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	vecs, err := s.embed.Embed(ectx, texts)
	s.guard.done(ctx, t, err, ctx.Err() != nil)
	return vecs, err
}

// embedOne embeds text for a save or a search, or returns nil: when no embedder is configured,
// when it fails (the save still succeeds and the backfill embeds the memory later; the search
// ranks lexically), and at once while the service backs off from it. A call that finds the
// back-off passed sends its text as the probe in the background and goes on without a vector.
func (s *Service) embedOne(ctx context.Context, text string) []float32 {
	if s.embed == nil {
		return nil
	}
	t, ok := s.guard.admit(false)
	if !ok || t.probe {
		if ok {
			go s.embedAdmitted(context.WithoutCancel(ctx), t, []string{text}, s.opts.EmbedTimeout) //nolint:errcheck // the guard records it
		}
		s.observer().EmbedSkipped(ctx)
		return nil
	}
	start := time.Now()
	v, err := s.embedAdmitted(ctx, t, []string{text}, s.opts.EmbedTimeout)
	if err != nil {
		// An outage is logged once by the guard; a refusal of the request (an unknown model, a
		// bad key) is not one, and is logged here every time.
		level := slog.LevelDebug
		if errors.As(err, new(rejectedError)) {
			level = slog.LevelWarn
		}
		s.log.Log(ctx, level, "embedding failed; continuing lexically", "model", s.embed.Model(), "err", err, "took", time.Since(start))
		s.observer().EmbedFailed(ctx)
		return nil
	}
	return v[0]
}
