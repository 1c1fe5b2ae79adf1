package memory

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// guardClock is a settable time for the guard's back-off.
type guardClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *guardClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *guardClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// logLines collects the messages a logger wrote, from any goroutine, and sends each on written.
type logLines struct {
	mu      sync.Mutex
	lines   []string
	written chan string
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, string(p))
	select {
	case l.written <- string(p):
	default:
	}
	return len(p), nil
}

func (l *logLines) count(msg string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, line := range l.lines {
		if strings.Contains(line, msg) {
			n++
		}
	}
	return n
}

func newTestGuard(jitter float64) (*embedGuard, *guardClock, *logLines) {
	clk := &guardClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	logs := &logLines{written: make(chan string, 64)}
	g := newEmbedGuard(slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo})), "m")
	g.now, g.jit = clk.now, func() float64 { return jitter }
	return g, clk, logs
}

func TestBackoffGrowsToItsCapWithinItsJitter(t *testing.T) {
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}
	for n, d := range want {
		if got := backoff(n+1, 0.5); got != d {
			t.Errorf("backoff(%d) = %s, want %s", n+1, got, d)
		}
	}
	if got := backoff(40, 0.5); got != embedBackoffMax {
		t.Errorf("backoff(40) = %s, want the cap %s", got, embedBackoffMax)
	}
	if lo, hi := backoff(3, 0), backoff(3, 0.999999); lo != 3200*time.Millisecond || hi < 4799*time.Millisecond || hi > 4800*time.Millisecond {
		t.Errorf("backoff(3) spans %s..%s, want 3.2s..4.8s", lo, hi)
	}
}

func TestGuardBacksOffAndLetsOneProbeAtATime(t *testing.T) {
	g, clk, logs := newTestGuard(0.5)
	ctx := context.Background()
	down := fmt.Errorf("dial tcp: connection refused")

	// Available: every call is let through, none is a probe.
	t1, ok1 := g.admit(false)
	t2, ok2 := g.admit(false)
	if !ok1 || !ok2 || t1.probe || t2.probe {
		t.Fatal("an available embedder takes every call")
	}
	g.done(ctx, t1, down, false)
	g.done(ctx, t2, down, false) // the same outage, seen by a call admitted before it
	if st := g.status(); st.Available || st.Failures != 1 || !st.RetryAt.Equal(clk.now().Add(time.Second)) {
		t.Fatalf("after one outage: %+v", st)
	}

	// Backing off: calls are refused at once; the prober may test it.
	if _, ok := g.admit(false); ok {
		t.Fatal("a call was let through during the back-off")
	}
	probe, ok := g.admit(true)
	if !ok || !probe.probe {
		t.Fatal("the prober may test a down embedder at any time")
	}
	if _, ok := g.admit(true); ok {
		t.Fatal("a second probe while one is out")
	}
	g.done(ctx, probe, down, false)
	if st := g.status(); st.Failures != 2 || !st.RetryAt.Equal(clk.now().Add(2*time.Second)) {
		t.Fatalf("after a failed probe: %+v", st)
	}

	// Once the back-off has passed, one call probes; the others still go on without it.
	clk.add(2 * time.Second)
	p, ok := g.admit(false)
	if !ok || !p.probe {
		t.Fatal("the first call after the back-off probes")
	}
	if _, ok := g.admit(false); ok {
		t.Fatal("a second call while the probe is out")
	}
	// A caller that gave up says nothing of the embedder; the next call may probe.
	g.done(ctx, p, context.Canceled, true)
	if st := g.status(); st.Failures != 2 {
		t.Fatalf("a canceled probe changed the state: %+v", st)
	}
	p, ok = g.admit(false)
	if !ok || !p.probe {
		t.Fatal("after a canceled probe, the next call probes")
	}
	g.done(ctx, p, nil, false)
	if st := g.status(); !st.Available || st.Failures != 0 {
		t.Fatalf("after a successful probe: %+v", st)
	}
	if n := logs.count("embedder unavailable"); n != 1 {
		t.Errorf("%d 'unavailable' lines, want 1 (on the transition only)", n)
	}
	if n := logs.count("embedder available again"); n != 1 {
		t.Errorf("%d 'available again' lines, want 1", n)
	}
}

func TestGuardIgnoresRefusalsAndHonoursRetryAfter(t *testing.T) {
	g, clk, _ := newTestGuard(0.5)
	ctx := context.Background()

	// A 4xx other than 429 is the embedder answering: no back-off.
	tk, _ := g.admit(false)
	g.done(ctx, tk, rejectedError{errors.New("404 model not found")}, false)
	if !g.status().Available {
		t.Fatal("a refused request put the embedder in back-off")
	}

	// A 429 asking for 90 s backs off for 90 s, past the first step of 1 s.
	tk, _ = g.admit(false)
	g.done(ctx, tk, retryAfterError{errors.New("429"), 90 * time.Second}, false)
	if st := g.status(); !st.RetryAt.Equal(clk.now().Add(90 * time.Second)) {
		t.Fatalf("retry at %s, want 90s on", st.RetryAt.Sub(clk.now()))
	}
	// A refusal from a probe shows the embedder answers again.
	p, _ := g.admit(true)
	g.done(ctx, p, rejectedError{errors.New("401 bad key")}, false)
	if !g.status().Available {
		t.Fatal("an answering embedder stayed in back-off")
	}
}

// hangingEmbedder answers only when released.
type hangingEmbedder struct {
	calls   chan struct{}
	release chan struct{}
}

func (h *hangingEmbedder) Model() string { return "hang" }
func (h *hangingEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	h.calls <- struct{}{}
	select {
	case <-h.release:
		return [][]float32{{1, 0}}, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// A save or search that finds the back-off passed does not wait for the probe it starts: it goes
// on without a vector, and the probe, answered later, makes the embedder available again.
func TestCallAfterBackoffProbesInTheBackground(t *testing.T) {
	g, clk, logs := newTestGuard(0.5)
	emb := &hangingEmbedder{calls: make(chan struct{}, 8), release: make(chan struct{})}
	s := &Service{embed: emb, guard: g, log: slog.New(slog.DiscardHandler), opts: Options{EmbedTimeout: time.Hour}}
	ctx := context.Background()

	tk, _ := g.admit(false)
	g.done(ctx, tk, errors.New("timeout"), false)
	if v := s.embedOne(ctx, "during the back-off"); v != nil {
		t.Fatal("a vector during the back-off")
	}
	if len(emb.calls) != 0 {
		t.Fatal("the embedder was asked during the back-off")
	}

	clk.add(time.Hour)
	if v := s.embedOne(ctx, "after the back-off"); v != nil {
		t.Fatal("the call waited for its probe")
	}
	<-emb.calls // the probe reached the embedder, and hangs there
	if v := s.embedOne(ctx, "while the probe is out"); v != nil || len(emb.calls) != 0 {
		t.Fatal("a second probe while one is out")
	}
	close(emb.release)
	for line := range logs.written { // the probe's goroutine records its answer, and logs it
		if strings.Contains(line, "embedder available again") {
			break
		}
	}
	if v := s.embedOne(ctx, "up again"); v == nil {
		t.Fatal("no vector once the embedder answers")
	}
}
