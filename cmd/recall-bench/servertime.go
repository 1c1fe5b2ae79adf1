package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// serverTimes are running sums from the server's /metrics: how long its searchMemory calls took
// inside the server (from the tool handler's start to its result, JSON framing and transport
// excluded) and how long their search statements took (the round trip to PostgreSQL included).
type serverTimes struct {
	calls, callSeconds float64
	stmts, stmtSeconds float64
}

// searchTimes reads the searchMemory tool-call and lexical-stage histograms' sums and counts.
func (s *server) searchTimes(ctx context.Context) (serverTimes, error) {
	var t serverTimes
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimSuffix(s.url, "/mcp")+"/metrics", nil)
	if err != nil {
		return t, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return t, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return t, fmt.Errorf("GET /metrics: %s", res.Status)
	}
	fields := map[string]*float64{
		`recall_tool_call_duration_seconds_sum{tool="searchMemory"}`:   &t.callSeconds,
		`recall_tool_call_duration_seconds_count{tool="searchMemory"}`: &t.calls,
		`recall_search_stage_duration_seconds_sum{stage="lexical"}`:    &t.stmtSeconds,
		`recall_search_stage_duration_seconds_count{stage="lexical"}`:  &t.stmts,
	}
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), " ")
		if p := fields[name]; ok && p != nil {
			if *p, err = strconv.ParseFloat(value, 64); err != nil {
				return t, fmt.Errorf("/metrics %s: %w", name, err)
			}
		}
	}
	return t, sc.Err()
}

// reportServerTimes prints the mean time a search spent in the server and in its statement
// between two readings: the rest of a call's latency is the client, the transport and framing.
func reportServerTimes(out io.Writer, before, after serverTimes) {
	calls, stmts := after.calls-before.calls, after.stmts-before.stmts
	if calls <= 0 || stmts <= 0 {
		return
	}
	ms := func(s, n float64) time.Duration {
		return time.Duration(s / n * float64(time.Second)).Round(10 * time.Microsecond)
	}
	fmt.Fprintf(out, "  in the server, mean: tool call %s, of which the search statement %s\n",
		ms(after.callSeconds-before.callSeconds, calls), ms(after.stmtSeconds-before.stmtSeconds, stmts))
}
