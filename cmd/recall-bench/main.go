// Command recall-bench measures recall end to end: saves and searches through mcp-go's client
// over streamable HTTP on loopback, against real PostgreSQL + pgvector, with embeddings from the
// real Ollama client talking to a local fake /api/embed. It prints p50/p90/p99 latency and
// throughput. It works in a schema of its own, dropped afterwards.
//
//	go run ./cmd/recall-bench [-n 10000] [-searches 2000] [-c 4] [-embed=true]
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log/slog"
	mrand "math/rand/v2"
	"net/http/httptest"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
	"github.com/recall-mcp/recall/tools"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "recall-bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("recall-bench", flag.ContinueOnError)
	n := fs.Int("n", 10000, "memories to save")
	searches := fs.Int("searches", 2000, "searches to run after saving")
	conc := fs.Int("c", 2, "concurrent MCP clients")
	embed := fs.Bool("embed", true, "embed through the Ollama client (fake /api/embed, 768 dims)")
	keep := fs.Bool("keep", false, "keep the bench schema (for EXPLAIN)")
	analyze := fs.Bool("analyze", true, "ANALYZE after the saves, before the searches")
	locomoPath := fs.String("locomo", "", "instead: measure retrieval quality on this LoCoMo split (JSON)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *locomoPath != "" {
		return locomo(ctx, *locomoPath, out)
	}
	opts := &memory.Options{Logger: slog.New(slog.DiscardHandler)}
	if *embed {
		fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
		defer fake.Close()
		emb, err := memory.NewOllama(fake.URL, "nomic-embed-text", 5*time.Second)
		if err != nil {
			return err
		}
		opts.Embedder = emb
	}
	svc, cleanup, err := benchService(ctx, *keep, opts)
	if err != nil {
		return err
	}
	defer cleanup()
	srv := tools.New(svc, &tools.Options{Logger: slog.New(slog.DiscardHandler)})
	hs := httptest.NewServer(srv.HTTPHandler())
	defer hs.Close()
	admin := policy.Identity{Principal: "bench", Transport: "cli"}
	if _, err := svc.AddPrincipal(ctx, admin, "bench", "member", false, nil); err != nil {
		return err
	}
	token, err := svc.CreateToken(ctx, admin, "bench", "")
	if err != nil {
		return err
	}
	clients := make([]*client.Client, *conc)
	for i := range clients {
		if clients[i], err = connect(ctx, hs.URL+"/mcp", token); err != nil {
			return err
		}
		defer clients[i].Close()
	}
	fmt.Fprintf(out, "recall-bench: %d memories, %d searches, %d clients, streamable HTTP, embeddings=%t, GOMAXPROCS=%d\n",
		*n, *searches, *conc, *embed, runtime.GOMAXPROCS(0))

	var next atomic.Int64
	saveLat, saveWall, err := measure(clients, *n, func(c *client.Client, i int) error {
		rng := mrand.New(mrand.NewPCG(uint64(i), 7))
		hint, content := synthMemory(rng, int(next.Add(1)))
		return callTool(ctx, c, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": content})
	})
	if err != nil {
		return err
	}
	report(out, "saveMemory", saveLat, saveWall)
	if *analyze {
		// As autovacuum would soon after a bulk load: planner statistics for the new rows.
		if _, err := svc.DB().Exec(ctx, "analyze memories; analyze memory_embeddings"); err != nil {
			return err
		}
	}

	searchLat, searchWall, err := measure(clients, *searches, func(c *client.Client, i int) error {
		rng := mrand.New(mrand.NewPCG(uint64(i), 11))
		return callTool(ctx, c, "searchMemory", map[string]any{"query": synthQuery(rng), "limit": 10})
	})
	if err != nil {
		return err
	}
	report(out, fmt.Sprintf("searchMemory @%d", *n), searchLat, searchWall)
	return nil
}

// benchService returns a memory service over a fresh migrated schema on RECALL_DATABASE_URL (the
// local cluster by default) and a cleanup that drops the schema unless keep is set.
func benchService(ctx context.Context, keep bool, opts *memory.Options) (*memory.Service, func(), error) {
	base := os.Getenv("RECALL_DATABASE_URL")
	if base == "" {
		base = "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable"
	}
	pool, cleanup, err := benchSchema(ctx, base, keep)
	if err != nil {
		return nil, nil, err
	}
	sc, err := scrub.New()
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	return memory.New(pool, sc, opts), cleanup, nil
}

func benchSchema(ctx context.Context, base string, keep bool) (*pgxpool.Pool, func(), error) {
	buf := make([]byte, 4)
	rand.Read(buf) //nolint:errcheck
	schema := "bench_" + hex.EncodeToString(buf)
	admin, err := pgxpool.New(ctx, base)
	if err != nil {
		return nil, nil, err
	}
	if _, err := admin.Exec(ctx, "create schema "+schema); err != nil {
		admin.Close()
		return nil, nil, fmt.Errorf("database: %w (run `make bench`, which starts the local cluster)", err)
	}
	u, _ := url.Parse(base)
	q := u.Query()
	q.Set("search_path", schema+",public")
	u.RawQuery = q.Encode()
	pool, err := pgxpool.New(ctx, u.String())
	if err == nil {
		_, err = migrations.Apply(ctx, pool)
	}
	cleanup := func() {
		if pool != nil {
			pool.Close()
		}
		if keep {
			fmt.Fprintln(os.Stderr, "kept schema", schema)
		} else {
			admin.Exec(context.Background(), "drop schema "+schema+" cascade") //nolint:errcheck
		}
		admin.Close()
	}
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	return pool, cleanup, nil
}

func connect(ctx context.Context, u, token string) (*client.Client, error) {
	tr, err := transport.NewStreamableHTTP(u, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	if err != nil {
		return nil, err
	}
	c := client.NewClient(tr)
	if err := c.Start(ctx); err != nil {
		return nil, err
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	req.Params.ClientInfo = mcp.Implementation{Name: "recall-bench", Version: "1"}
	_, err = c.Initialize(ctx, req)
	return c, err
}

func callTool(ctx context.Context, c *client.Client, name string, args map[string]any) error {
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return err
	}
	if res.IsError {
		return fmt.Errorf("%s: tool error: %v", name, res.Content)
	}
	return nil
}

// measure runs op total times spread over the clients and returns each call's latency and the
// wall time of the whole phase.
func measure(clients []*client.Client, total int, op func(*client.Client, int) error) ([]time.Duration, time.Duration, error) {
	lat := make([]time.Duration, total)
	var next atomic.Int64
	var wg sync.WaitGroup
	var firstErr atomic.Value
	start := time.Now()
	for _, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= total || firstErr.Load() != nil {
					return
				}
				t0 := time.Now()
				if err := op(c, i); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				lat[i] = time.Since(t0)
			}
		}()
	}
	wg.Wait()
	if err, ok := firstErr.Load().(error); ok {
		return nil, 0, err
	}
	return lat, time.Since(start), nil
}

func report(out io.Writer, name string, lat []time.Duration, wall time.Duration) {
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Fprintf(out, "%-22s n=%-6d p50=%-9s p90=%-9s p99=%-9s max=%-9s throughput=%.0f/s\n", name, len(lat),
		pct(0.50).Round(10*time.Microsecond), pct(0.90).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond),
		lat[len(lat)-1].Round(10*time.Microsecond), float64(len(lat))/wall.Seconds())
}

// The synthetic corpus: a vocabulary of pronounceable pseudo-words drawn with a Zipf
// distribution, like the content words of real notes (a few common, a long tail of rare ones).
// The head of the distribution is left out: in real text those ranks are stop words, which
// PostgreSQL's english configuration drops before indexing.
var vocab = func() []string {
	rng := mrand.New(mrand.NewPCG(1, 2))
	cons, vows := "bcdfghjklmnprstvwz", "aeiou"
	seen := map[string]bool{}
	var out []string
	for len(out) < 5000 {
		var b strings.Builder
		for range 2 + rng.IntN(2) {
			b.WriteByte(cons[rng.IntN(len(cons))])
			b.WriteByte(vows[rng.IntN(len(vows))])
		}
		if w := b.String(); !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}()

func words(rng *mrand.Rand, n int) string {
	const stopRanks = 150
	z := mrand.NewZipf(rng, 1.1, 1, uint64(len(vocab)-1-stopRanks))
	parts := make([]string, n)
	for i := range parts {
		parts[i] = vocab[stopRanks+z.Uint64()]
	}
	return strings.Join(parts, " ")
}

func synthMemory(rng *mrand.Rand, i int) (string, string) {
	return fmt.Sprintf("%s notes %d", words(rng, 5+rng.IntN(6)), i), words(rng, 30+rng.IntN(50))
}

func synthQuery(rng *mrand.Rand) string {
	return "what do we know about " + words(rng, 3+rng.IntN(4)) + "?"
}
