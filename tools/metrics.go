package tools

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// metrics counts tool calls by tool and outcome and their latency, for /metrics in the
// Prometheus text format. It holds no principal, agent or memory text: counts only.
type metrics struct {
	mu    sync.Mutex
	calls map[[2]string]*callStats // {tool, outcome}
}

type callStats struct {
	count   uint64
	seconds float64
	buckets []uint64 // cumulative counts for latencyBuckets
}

var latencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5}

func newMetrics() *metrics { return &metrics{calls: map[[2]string]*callStats{}} }

// middleware times every tool call; the outcome is ok, tool_error (a caller's mistake) or
// fault (an infrastructure error).
func (m *metrics) middleware(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		res, err := next(ctx, req)
		outcome := "ok"
		switch {
		case err != nil:
			outcome = "fault"
		case res != nil && res.IsError:
			outcome = "tool_error"
		case res != nil && res.NeedsInput():
			outcome = "input_required"
		}
		m.observe(req.Params.Name, outcome, time.Since(start).Seconds())
		return res, err
	}
}

func (m *metrics) observe(tool, outcome string, secs float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	st := m.calls[[2]string{tool, outcome}]
	if st == nil {
		st = &callStats{buckets: make([]uint64, len(latencyBuckets))}
		m.calls[[2]string{tool, outcome}] = st
	}
	st.count++
	st.seconds += secs
	for i, b := range latencyBuckets {
		if secs <= b {
			st.buckets[i]++
		}
	}
}

func (m *metrics) write(w io.Writer) {
	m.mu.Lock()
	defer m.mu.Unlock()
	keys := make([][2]string, 0, len(m.calls))
	for k := range m.calls {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i][0]+keys[i][1] < keys[j][0]+keys[j][1] })
	fmt.Fprintln(w, "# HELP recall_tool_calls_total MCP tool calls by tool and outcome.")
	fmt.Fprintln(w, "# TYPE recall_tool_calls_total counter")
	for _, k := range keys {
		fmt.Fprintf(w, "recall_tool_calls_total{tool=%q,outcome=%q} %d\n", k[0], k[1], m.calls[k].count)
	}
	fmt.Fprintln(w, "# HELP recall_tool_call_seconds MCP tool call latency.")
	fmt.Fprintln(w, "# TYPE recall_tool_call_seconds histogram")
	for _, k := range keys {
		st := m.calls[k]
		for i, b := range latencyBuckets {
			fmt.Fprintf(w, "recall_tool_call_seconds_bucket{tool=%q,outcome=%q,le=\"%g\"} %d\n", k[0], k[1], b, st.buckets[i])
		}
		fmt.Fprintf(w, "recall_tool_call_seconds_bucket{tool=%q,outcome=%q,le=\"+Inf\"} %d\n", k[0], k[1], st.count)
		fmt.Fprintf(w, "recall_tool_call_seconds_sum{tool=%q,outcome=%q} %g\n", k[0], k[1], st.seconds)
		fmt.Fprintf(w, "recall_tool_call_seconds_count{tool=%q,outcome=%q} %d\n", k[0], k[1], st.count)
	}
}

func (m *metrics) handler(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4")
	m.write(w)
}
