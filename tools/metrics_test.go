package tools_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

// newEmbedEnv is newEnv with an Ollama embedder (the real client against fakeollama).
func newEmbedEnv(t *testing.T, ollamaURL string) *env {
	t.Helper()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	emb, err := memory.NewOllama(ollamaURL, "nomic-embed-text", 5*time.Second)
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: testLogger(t), Embedder: emb, EmbedTimeout: 5 * time.Second})
	srv := tools.New(svc, &tools.Options{Logger: testLogger(t)})
	hs := httptest.NewServer(srv.HTTPHandler())
	t.Cleanup(hs.Close)
	return &env{t: t, db: db, svc: svc, srv: srv, url: hs.URL + "/mcp"}
}

// scrape GETs /metrics over HTTP and parses it with the Prometheus text parser.
func scrape(t *testing.T, e *env) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(strings.TrimSuffix(e.url, "/mcp") + "/metrics")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Contains(t, resp.Header.Get("Content-Type"), "text/plain")
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	require.NoError(t, err)
	return fams
}

// sample finds the metric of family name whose labels include want, or nil.
func sample(fams map[string]*dto.MetricFamily, name string, want map[string]string) *dto.Metric {
	f := fams[name]
	if f == nil {
		return nil
	}
next:
	for _, m := range f.Metric {
		got := map[string]string{}
		for _, l := range m.Label {
			got[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if got[k] != v {
				continue next
			}
		}
		return m
	}
	return nil
}

func counterValue(t *testing.T, fams map[string]*dto.MetricFamily, name string, labels map[string]string) float64 {
	t.Helper()
	m := sample(fams, name, labels)
	require.NotNil(t, m, "%s%v is missing", name, labels)
	require.NotNil(t, m.Counter, "%s is not a counter", name)
	return m.Counter.GetValue()
}

func histCount(t *testing.T, fams map[string]*dto.MetricFamily, name string, labels map[string]string) uint64 {
	t.Helper()
	m := sample(fams, name, labels)
	require.NotNil(t, m, "%s%v is missing", name, labels)
	require.NotNil(t, m.Histogram, "%s is not a histogram", name)
	return m.Histogram.GetSampleCount()
}

func gaugeValue(t *testing.T, fams map[string]*dto.MetricFamily, name string) float64 {
	t.Helper()
	m := sample(fams, name, nil)
	require.NotNil(t, m, "%s is missing", name)
	require.NotNil(t, m.Gauge, "%s is not a gauge", name)
	return m.Gauge.GetValue()
}

// TestMetricsScrape drives real tool calls over streamable HTTP, scrapes /metrics over HTTP and
// checks the families and label values they produced, and that no principal or text leaks into
// a label.
func TestMetricsScrape(t *testing.T) {
	t.Parallel()
	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer fake.Close()
	e := newEmbedEnv(t, fake.URL)
	alice := e.httpClient(e.token("alice-metrics", ""), nil, mcp.ProtocolVersion20251125)

	var first, again tools.SaveResult
	callOK(t, alice, "saveMemory", map[string]any{"scope": "user", "recallHint": "deploy steps for the billing service",
		"content": "Run the migration job before rolling the pods."}, &first)
	callOK(t, alice, "saveMemory", map[string]any{"scope": "user", "recallHint": "the deploy steps for billing service",
		"content": "Run the migration job first, then roll the pods one by one."}, &again)
	require.True(t, again.Updated, "the second save is a dedup update")
	secret := "ghp_" + strings.Repeat("aB3dE5fG7h", 3) + "xYz789"
	var redacted tools.SaveResult
	callOK(t, alice, "saveMemory", map[string]any{"scope": "user", "recallHint": "ci bot token location",
		"content": "The CI bot uses " + secret + " for pushes."}, &redacted)
	require.Equal(t, 1, redacted.Redactions)
	callOK(t, alice, "searchMemory", map[string]any{"query": "how do I deploy billing"}, nil)
	assert.True(t, call(t, alice, "saveMemory", map[string]any{"scope": "system", "systemId": "payroll",
		"recallHint": "payroll fact", "content": "x"}).IsError, "no grant for payroll")
	assert.True(t, call(t, alice, "saveMemory", map[string]any{"scope": "team", "recallHint": "h", "content": "x"}).IsError)
	assert.True(t, call(t, alice, "saveMemory", map[string]any{"scope": 42}).IsError, "arguments that do not decode")
	// No elicitation handler: the deletion waits for an admin.
	res := call(t, alice, "deleteMemory", map[string]any{"id": first.ID})
	require.False(t, res.IsError, text(res))

	bot := e.httpClient(e.token("bot-metrics", "", service(1)), nil, mcp.ProtocolVersion20251125)
	callOK(t, bot, "saveMemory", map[string]any{"scope": "user", "recallHint": "first bot note", "content": "one"}, nil)
	assert.True(t, call(t, bot, "saveMemory", map[string]any{"scope": "user", "recallHint": "second bot note", "content": "two"}).IsError)

	fake.Close() // the embedder goes away: the next search is lexical and counted as degraded
	callOK(t, alice, "searchMemory", map[string]any{"query": "billing deploy"}, nil)

	fams := scrape(t, e)
	calls := "recall_tool_calls_total"
	assert.Equal(t, 4.0, counterValue(t, fams, calls, map[string]string{"tool": "saveMemory", "outcome": "ok"}))
	assert.Equal(t, 1.0, counterValue(t, fams, calls, map[string]string{"tool": "saveMemory", "outcome": "forbidden"}))
	assert.Equal(t, 1.0, counterValue(t, fams, calls, map[string]string{"tool": "saveMemory", "outcome": "invalid"}))
	assert.Equal(t, 1.0, counterValue(t, fams, calls, map[string]string{"tool": "saveMemory", "outcome": "invalid_arguments"}))
	assert.Equal(t, 1.0, counterValue(t, fams, calls, map[string]string{"tool": "saveMemory", "outcome": "cap_reached"}))
	assert.Equal(t, 2.0, counterValue(t, fams, calls, map[string]string{"tool": "searchMemory", "outcome": "ok"}))
	assert.Equal(t, 1.0, counterValue(t, fams, calls, map[string]string{"tool": "deleteMemory", "outcome": "ok"}))
	assert.EqualValues(t, 8, histCount(t, fams, "recall_tool_call_duration_seconds", map[string]string{"tool": "saveMemory"}))
	assert.EqualValues(t, 2, histCount(t, fams, "recall_tool_call_duration_seconds", map[string]string{"tool": "searchMemory"}))
	assert.EqualValues(t, 0, histCount(t, fams, "recall_tool_call_duration_seconds", map[string]string{"tool": "setMemoryAlwaysInject"}))

	assert.EqualValues(t, 1, histCount(t, fams, "recall_search_stage_duration_seconds", map[string]string{"stage": "hybrid"}))
	assert.EqualValues(t, 1, histCount(t, fams, "recall_search_stage_duration_seconds", map[string]string{"stage": "lexical"}))
	assert.EqualValues(t, 2, histCount(t, fams, "recall_search_stage_duration_seconds", map[string]string{"stage": "embed"}),
		"a failed embedding is timed too: a slow failure is what an operator needs to see")
	assert.Equal(t, 1.0, counterValue(t, fams, "recall_embed_failures_total", nil))
	assert.Equal(t, 0.0, gaugeValue(t, fams, "recall_embedder_up"), "the failure put recall in back-off")
	assert.LessOrEqual(t, gaugeValue(t, fams, "recall_embedder_backoff_seconds"), 1.2, "the first back-off is about a second")
	assert.Contains(t, fams, "recall_embed_skipped_total")

	assert.Equal(t, 3.0, counterValue(t, fams, "recall_saves_total", map[string]string{"kind": "new"}), "alice's two new memories and the bot's")
	assert.Equal(t, 1.0, counterValue(t, fams, "recall_saves_total", map[string]string{"kind": "updated"}))
	assert.Equal(t, 1.0, counterValue(t, fams, "recall_redactions_total", nil))
	assert.Equal(t, 1.0, counterValue(t, fams, "recall_run_cap_refusals_total", nil))
	assert.Equal(t, 1.0, gaugeValue(t, fams, "recall_pending_deletions"))

	assert.Positive(t, gaugeValue(t, fams, "recall_db_pool_max_connections"))
	assert.Positive(t, gaugeValue(t, fams, "recall_db_pool_total_connections"))
	assert.Positive(t, counterValue(t, fams, "recall_db_pool_acquires_total", nil))
	for _, f := range []string{"go_goroutines", "go_memstats_heap_alloc_bytes", "process_resident_memory_bytes", "process_open_fds"} {
		assert.Contains(t, fams, f, "standard collector family")
	}

	// No principal, agent, run or text in any label.
	for name, f := range fams {
		for _, m := range f.Metric {
			for _, l := range m.Label {
				for _, leak := range []string{"alice", "bot-metrics", "billing", "deploy", secret, "payroll"} {
					assert.NotContains(t, l.GetValue(), leak, "%s{%s}", name, l.GetName())
				}
			}
		}
	}

	// A pending deletion resolved elsewhere (another replica, the CLI) shows on the next scrape.
	_, err := e.db.Pool.Exec(context.Background(), `delete from pending_deletions`)
	require.NoError(t, err)
	assert.Equal(t, 0.0, gaugeValue(t, scrape(t, e), "recall_pending_deletions"))
}
