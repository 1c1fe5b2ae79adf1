package dbconn

import (
	"context"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/prometheus/client_golang/prometheus"
)

// What a statement was sent for: the kind label of recall_db_statements_total. A statement whose
// context carries no kind is a call's (an MCP tool, the console, the CLI).
const (
	KindCall       = "call"       // serving a caller
	KindLease      = "lease"      // the leader election (package leader)
	KindBackground = "background" // the leader's background services (package background)
	KindListen     = "listen"     // the change listener's own connection
	KindNotify     = "notify"     // a process telling the leader of work it left (background.Notifier)
	KindMetrics    = "metrics"    // a /metrics scrape
)

type kindKey struct{}

// WithKind marks the statements sent with ctx as sent for kind.
func WithKind(ctx context.Context, kind string) context.Context {
	return context.WithValue(ctx, kindKey{}, kind)
}

// KindOf is the kind ctx marks its statements with; KindCall when none.
func KindOf(ctx context.Context) string {
	if k, ok := ctx.Value(kindKey{}).(string); ok {
		return k
	}
	return KindCall
}

// Counter counts the statements sent on the connections whose tracer it is, by kind (KindOf
// their context), as each ends: every Exec, Query and QueryRow, every statement of a batch, every
// CopyFrom, begin and commit included, as pg_stat_statements would count them. A connection's liveness
// ping (an empty query) is no statement. It is a Prometheus collector of
// recall_db_statements_total. It is safe for concurrent use.
type Counter struct {
	mu     sync.Mutex
	counts map[string]int64
	desc   *prometheus.Desc
}

// NewCounter returns a Counter at zero.
func NewCounter() *Counter {
	return &Counter{counts: map[string]int64{}, desc: prometheus.NewDesc("recall_db_statements_total",
		"SQL statements this process sent to PostgreSQL, by what they were for: call (serving callers), lease (the leader election), background (the leader's background services), listen (the change listener), notify (telling the leader of work left), metrics (a scrape).",
		[]string{"kind"}, nil)}
}

func (c *Counter) add(ctx context.Context, n int64) {
	k := KindOf(ctx)
	c.mu.Lock()
	c.counts[k] += n
	c.mu.Unlock()
}

// Count is how many statements of kind were sent so far.
func (c *Counter) Count(kind string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[kind]
}

// Total is how many statements of any kind were sent so far.
func (c *Counter) Total() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var n int64
	for _, v := range c.counts {
		n += v
	}
	return n
}

func (c *Counter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	return ctx
}

func (c *Counter) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryEndData) {
	c.add(ctx, 1)
}

func (c *Counter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	return ctx
}

func (c *Counter) TraceBatchQuery(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchQueryData) {
	c.add(ctx, 1)
}

func (c *Counter) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData) {}

func (c *Counter) TraceCopyFromStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceCopyFromStartData) context.Context {
	return ctx
}

func (c *Counter) TraceCopyFromEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceCopyFromEndData) {
	c.add(ctx, 1)
}

func (c *Counter) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c *Counter) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, k := range []string{KindCall, KindLease, KindBackground, KindListen, KindNotify, KindMetrics} {
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.CounterValue, float64(c.counts[k]), k)
	}
}

var (
	_ pgx.QueryTracer    = (*Counter)(nil)
	_ pgx.BatchTracer    = (*Counter)(nil)
	_ pgx.CopyFromTracer = (*Counter)(nil)
)
