package tools

import (
	"context"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/recall-mcp/recall/internal/buildinfo"
	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/memory"
)

// metrics is recall's Prometheus instrumentation, on a registry of its own (not the global
// default, so any number of servers can live in one process, as tests build them). Labels are
// closed sets: tool names, outcome codes, search stages. No principal, agent, run or memory text
// is ever a label value.
type metrics struct {
	reg     *prometheus.Registry
	handler http.HandlerFunc

	calls       *prometheus.CounterVec   // tool, outcome
	callSeconds *prometheus.HistogramVec // tool
	search      *prometheus.HistogramVec // stage
	saves       *prometheus.CounterVec   // kind: new | updated (a dedup hit)
	redactions  prometheus.Counter
	capRefusals prometheus.Counter
	embedFails  prometheus.Counter
	embedSkips  prometheus.Counter
}

// Outcomes of a tool call besides the memory package's error codes (memory.Code).
const (
	outcomeOK            = "ok"
	outcomeInvalidArgs   = "invalid_arguments" // the arguments did not decode into the tool's input
	outcomeError         = "error"             // an infrastructure fault (logged)
	outcomeInputRequired = "input_required"    // the call asked the client for input (elicitation)
	outcomeCanceled      = "canceled"
)

// latencyBuckets span a cache-warm lexical search (a few ms) to a slow embedding (seconds).
var latencyBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

func newMetrics(svc *memory.Service, leading func() bool, more ...prometheus.Collector) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		calls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recall_tool_calls_total",
			Help: "MCP tool calls by tool and outcome: ok, a domain error code (invalid, not_found, forbidden, unauthenticated, cap_reached), invalid_arguments, input_required, canceled or error (an infrastructure fault).",
		}, []string{"tool", "outcome"}),
		callSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "recall_tool_call_duration_seconds",
			Help:    "MCP tool call latency by tool, every outcome included.",
			Buckets: latencyBuckets,
		}, []string{"tool"}),
		search: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "recall_search_stage_duration_seconds",
			Help:    "Search latency by stage: embed (the query's embedding, the vector branch's cost outside SQL, failures included), lexical (the SQL statement with the full-text and trigram branches) or hybrid (the same with the vector branch).",
			Buckets: latencyBuckets,
		}, []string{"stage"}),
		saves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recall_saves_total",
			Help: "Committed saves by kind: new, or updated (a near-duplicate updated in place by dedup).",
		}, []string{"kind"}),
		redactions: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "recall_redactions_total",
			Help: "Secrets the scrubber redacted from saved memories.",
		}),
		capRefusals: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "recall_run_cap_refusals_total",
			Help: "Saves refused because their run's save cap was used up.",
		}),
		embedFails: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "recall_embed_failures_total",
			Help: "Embedding calls that failed or timed out; the call continued without a vector.",
		}),
		embedSkips: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "recall_embed_skipped_total",
			Help: "Saves and searches that did not ask the embedder because recall was backing off from it after failures; they continued without a vector at once.",
		}),
	}
	for _, tool := range toolNames() {
		m.callSeconds.WithLabelValues(tool) // every tool's histogram exists from the start
	}
	m.saves.WithLabelValues("new")
	m.saves.WithLabelValues("updated")
	m.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.calls, m.callSeconds, m.search, m.saves, m.redactions, m.capRefusals, m.embedFails, m.embedSkips,
		newPoolCollector(svc.DB()),
		newPendingCollector(svc),
		newBuildInfo(),
	)
	m.reg.MustRegister(more...)
	if svc.EmbedderStatus().Configured {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "recall_embedder_up",
			Help: "1 while saves and searches ask the embedder, 0 while recall backs off from it after failures (saves are embedded later by the backfill, searches rank lexically).",
		}, func() float64 {
			if svc.EmbedderStatus().Available {
				return 1
			}
			return 0
		}), prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "recall_embedder_backoff_seconds",
			Help: "While recall backs off from the embedder: seconds until a save or search may probe it again (the backfill probes whenever it runs); 0 while it is up.",
		}, func() float64 {
			st := svc.EmbedderStatus()
			if st.Available {
				return 0
			}
			return max(time.Until(st.RetryAt).Seconds(), 0)
		}))
	}
	if leading != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "recall_leader",
			Help: "1 while this process is the elected leader that runs the background work (purge, expiry, counting saved words, backfill, pruning), else 0.",
		}, func() float64 {
			if leading() {
				return 1
			}
			return 0
		}))
	}
	m.handler = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg}).ServeHTTP
	return m
}

// newBuildInfo is the constant 1 labelled with the build serving: the version, commit and Go
// version `recall version` prints, so a dashboard tells which build each replica runs.
func newBuildInfo() prometheus.Collector {
	in := buildinfo.Get()
	g := prometheus.NewGauge(prometheus.GaugeOpts{
		Name:        "recall_build_info",
		Help:        "The build serving: always 1, labelled with its version, commit and Go version.",
		ConstLabels: prometheus.Labels{"version": in.Version, "commit": in.Commit, "goversion": in.GoVersion},
	})
	g.Set(1)
	return g
}

// toolNames are the tool table's names: with "unknown", the only values the tool label takes.
func toolNames() []string {
	names := make([]string, len(table))
	for i, t := range table {
		names[i] = t.Name
	}
	return names
}

// callOutcome carries a tool call's domain error code from fail to the middleware.
type callOutcome struct{ code memory.Code }

type outcomeKey struct{}

// noteOutcome records a domain error code for the call's metrics (a no-op outside a tool call).
func noteOutcome(ctx context.Context, code memory.Code) {
	if o, ok := ctx.Value(outcomeKey{}).(*callOutcome); ok {
		o.code = code
	}
}

// middleware counts and times every tool call by tool and outcome.
func (m *metrics) middleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		oc := &callOutcome{}
		res, err := next(context.WithValue(ctx, outcomeKey{}, oc), req)
		outcome := outcomeOK
		switch {
		case err != nil && ctx.Err() != nil:
			outcome = outcomeCanceled
		case err != nil:
			outcome = outcomeError
		case oc.code != "":
			outcome = string(oc.code)
		case res != nil && res.IsError:
			outcome = outcomeInvalidArgs
		case res != nil && res.NeedsInput():
			outcome = outcomeInputRequired
		}
		tool := "unknown"
		if _, ok := toolNamed(req.Params.Name); ok {
			tool = req.Params.Name
		}
		m.calls.WithLabelValues(tool, outcome).Inc()
		m.callSeconds.WithLabelValues(tool).Observe(time.Since(start).Seconds())
		return res, err
	}
}

// poolCollector reports the pgx pool's statistics at scrape time.
type poolCollector struct {
	pool  *pgxpool.Pool
	descs map[string]*prometheus.Desc
}

type poolStat struct {
	name, help string
	kind       prometheus.ValueType
	value      func(*pgxpool.Stat) float64
}

var poolStats = []poolStat{
	{"recall_db_pool_acquired_connections", "Connections in use.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.AcquiredConns()) }},
	{"recall_db_pool_idle_connections", "Idle connections.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.IdleConns()) }},
	{"recall_db_pool_constructing_connections", "Connections being opened.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.ConstructingConns()) }},
	{"recall_db_pool_total_connections", "Open connections (acquired, idle and constructing).", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.TotalConns()) }},
	{"recall_db_pool_max_connections", "The pool's size limit.", prometheus.GaugeValue, func(s *pgxpool.Stat) float64 { return float64(s.MaxConns()) }},
	{"recall_db_pool_acquires_total", "Successful connection acquires.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.AcquireCount()) }},
	{"recall_db_pool_acquire_duration_seconds_total", "Time spent acquiring connections.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return s.AcquireDuration().Seconds() }},
	{"recall_db_pool_empty_acquires_total", "Acquires that had to wait because no connection was idle.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.EmptyAcquireCount()) }},
	{"recall_db_pool_empty_acquire_wait_seconds_total", "Time spent waiting in acquires that found no idle connection.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return s.EmptyAcquireWaitTime().Seconds() }},
	{"recall_db_pool_canceled_acquires_total", "Acquires canceled by their context.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.CanceledAcquireCount()) }},
	{"recall_db_pool_new_connections_total", "Connections opened.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.NewConnsCount()) }},
	{"recall_db_pool_max_lifetime_closed_total", "Connections closed for reaching their maximum lifetime.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.MaxLifetimeDestroyCount()) }},
	{"recall_db_pool_max_idle_closed_total", "Connections closed for idling too long.", prometheus.CounterValue, func(s *pgxpool.Stat) float64 { return float64(s.MaxIdleDestroyCount()) }},
}

func newPoolCollector(pool *pgxpool.Pool) *poolCollector {
	c := &poolCollector{pool: pool, descs: map[string]*prometheus.Desc{}}
	for _, st := range poolStats {
		c.descs[st.name] = prometheus.NewDesc(st.name, st.help, nil, nil)
	}
	return c
}

func (c *poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	for _, st := range poolStats {
		ch <- prometheus.MustNewConstMetric(c.descs[st.name], st.kind, st.value(s))
	}
}

// pendingCollector reads the number of deletions awaiting approval from the database at scrape
// time, so every replica reports the same truth. A failed read is reported as a scrape error.
type pendingCollector struct {
	svc  *memory.Service
	desc *prometheus.Desc
}

func newPendingCollector(svc *memory.Service) *pendingCollector {
	return &pendingCollector{svc: svc, desc: prometheus.NewDesc("recall_pending_deletions",
		"Deletions waiting for a human's approval (`recall admin deletion list`).", nil, nil)}
}

func (c *pendingCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

func (c *pendingCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(dbconn.WithKind(context.Background(), dbconn.KindMetrics), 2*time.Second)
	defer cancel()
	n, err := c.svc.PendingDeletionCount(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.desc, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(n))
}

// observer implements memory.Observer: the service's events become metrics and, where the client
// should see them, log notifications to the session behind the call.
type observer struct{ s *Server }

var _ memory.Observer = observer{}

func (o observer) SearchStage(_ context.Context, stage string, d time.Duration) {
	o.s.mets.search.WithLabelValues(stage).Observe(d.Seconds())
}

func (o observer) Saved(_ context.Context, updated bool, redactions int) {
	kind := "new"
	if updated {
		kind = "updated"
	}
	o.s.mets.saves.WithLabelValues(kind).Inc()
	o.s.mets.redactions.Add(float64(redactions))
}

func (o observer) CapRefused(context.Context) { o.s.mets.capRefusals.Inc() }

func (o observer) EmbedFailed(ctx context.Context) {
	o.s.mets.embedFails.Inc()
	o.s.embedderDegraded(ctx)
}

func (o observer) EmbedSkipped(ctx context.Context) {
	o.s.mets.embedSkips.Inc()
	o.s.embedderDegraded(ctx)
}
