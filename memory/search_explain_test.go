package memory

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// TestExplainSearch prints the plan of one search against an existing schema. It runs only when
// RECALL_EXPLAIN_URL names a database (with search_path) and RECALL_EXPLAIN_QUERY a query; it is
// a tool for choosing the design, not a test of it.
func TestExplainSearch(t *testing.T) {
	url, q := os.Getenv("RECALL_EXPLAIN_URL"), os.Getenv("RECALL_EXPLAIN_QUERY")
	if url == "" || q == "" {
		t.Skip("RECALL_EXPLAIN_URL and RECALL_EXPLAIN_QUERY not set")
	}
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	var pid, agent string
	if err := pool.QueryRow(ctx, `select owner_id::text, agent_id from search_namespaces where scope = 'user' order by docs desc limit 1`).Scan(&pid, &agent); err != nil {
		t.Fatal(err)
	}
	args := []any{pid, agent, "", "", []string{}, q, "ai.memory.read", 10}
	for i := 0; i < 7; i++ { // past the custom plans, to the plan a pooled connection keeps
		if _, err := pool.Exec(ctx, lexicalSearchSQL, args...); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := pool.Query(ctx, "explain (analyze, buffers) "+lexicalSearchSQL, args...)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for rows.Next() {
		var line string
		rows.Scan(&line) //nolint:errcheck
		fmt.Fprintln(&b, line)
	}
	t.Log("\n" + b.String())
}

// TestTimeSearch times the search statement alone against an existing schema (see TestExplainSearch).
func TestTimeSearch(t *testing.T) {
	url, q := os.Getenv("RECALL_EXPLAIN_URL"), os.Getenv("RECALL_EXPLAIN_QUERY")
	if url == "" || q == "" {
		t.Skip("RECALL_EXPLAIN_URL and RECALL_EXPLAIN_QUERY not set")
	}
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	var pid, agent string
	if err := pool.QueryRow(ctx, `select owner_id::text, agent_id from search_namespaces where scope = 'user' order by docs desc limit 1`).Scan(&pid, &agent); err != nil {
		t.Fatal(err)
	}
	args := []any{pid, agent, "", "", []string{}, q, "ai.memory.read", 10}
	var lat []time.Duration
	for i := 0; i < 200; i++ {
		t0 := time.Now()
		if _, err := pool.Exec(ctx, lexicalSearchSQL, args...); err != nil {
			t.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
	}
	slices.Sort(lat)
	t.Logf("p50 %s p90 %s p99 %s", lat[100], lat[180], lat[198])
}
