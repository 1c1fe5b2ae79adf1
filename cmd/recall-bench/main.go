// Command recall-bench measures recall end to end: saves and searches through mcp-go's client
// over streamable HTTP on loopback, against real PostgreSQL + pgvector, with embeddings from the
// real Ollama client talking to a local fake /api/embed. It prints p50/p90/p99 latency and
// throughput. It works in a schema of its own in the test database (internal/dbtest), dropped
// afterwards.
//
//	go run ./cmd/recall-bench [-n 10000] [-searches 2000] [-c 4] [-embed=true]
//	go run ./cmd/recall-bench -locomo SPLIT | -context SPLIT | -hook
//	go run ./cmd/recall-bench -capture [-locomo ../shared/data/locomo/locomo-dev.json]
//
// With -siege it runs the connection attacks of docs/security.md instead, and counts another
// principal's searches under each.
package main

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/scrub"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "recall-bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("recall-bench", flag.ContinueOnError)
	scale := fs.String("scale", "default", "default: 1k and 10k memories in one namespace; large: also 100k, and one principal among 1M memories of 1,000 principals")
	sizesFlag := fs.String("sizes", "", "instead of -scale: namespace sizes to measure, comma-separated (e.g. 1000,10000)")
	searches := fs.Int("searches", 1000, "searches per measurement")
	saves := fs.Int("saves", 2000, "saves per measurement (8 concurrent clients)")
	savesRate := fs.Int("save-rate", 400, "also offer saves at this fixed rate per second from 8 clients and report their latency from each one's scheduled start (0: skip)")
	conc := fs.Int("c", 1, "concurrent MCP clients for searches (1: latency without queueing)")
	replicas := fs.Bool("replicas", true, "also run a mixed load through two `recall serve` processes on one database, against one")
	embed := fs.Bool("embed", false, "configure the servers with an embedder (a fake /api/embed, 768 dims)")
	recallBin := fs.String("recall", "bin/recall", "the recall binary to serve with (`make build`)")
	many := fs.String("many", "", "also measure one principal among PxN memories (P principals, N each), e.g. 100x1000; -scale=large: 1000x1000")
	keep := fs.Bool("keep", false, "keep the bench schema (for EXPLAIN)")
	locomoPath := fs.String("locomo", "", "instead: measure retrieval quality on this LoCoMo split (JSON)")
	captureMode := fs.Bool("capture", false, "instead: measure the capture extractor (precision and recall on the labelled sets; with -locomo, memories captured per session)")
	captureSets := fs.String("capture-sets", "capture/testdata", "with -capture: the directory of the labelled sets (eval.jsonl, tuning.jsonl)")
	tune := fs.String("bm25", "", "with -locomo, for tuning: k1,b,hintWeight to use instead of search_params'")
	conv := fs.String("conv", "", "with -locomo: only these conversations (sample ids, comma-separated)")
	exclude := fs.String("conv-exclude", "", "with -locomo: all conversations but these (e.g. the ones parameters were tuned on)")
	contextPath := fs.String("context", "", "instead: measure the context of a prompt on this LoCoMo split (JSON), against the naive client (-conv and -conv-exclude narrow it)")
	hook := fs.Bool("hook", false, "instead: measure `recall context` as a command hook (a process per prompt), locally and through --url, at -hook-memories memories")
	hookMemories := fs.Int("hook-memories", 10000, "with -hook: memories in the principal's namespace")
	hookRuns := fs.Int("hook-runs", 100, "with -hook: prompts each way")
	floorsFlag := fs.String("floors", "", "with -context, for tuning: measure these relevance floors instead (comma-separated), without the naive client")
	beforeSaves := fs.String("before-saves", "", "SQL to run in the bench schema before each size's save phases, to measure a part of a save by switching it off (e.g. \"alter table memories disable trigger memories_search_index_ins\"); it stays in effect for the rest of the run, so every figure after it is a bound, not recall's")
	siegeMode := fs.Bool("siege", false, "instead: the connection attacks of docs/security.md (slow bodies, held confirmations) while another principal searches")
	siegeSockets := fs.Int("sockets", 1100, "with -siege: attacking connections")
	siegeMax := fs.Int("max-conns", 1024, "with -siege: the server's RECALL_MAX_CONNECTIONS")
	siegeEvery := fs.Duration("every", 2*time.Second, "with -siege: one body byte per socket this often")
	siegeFor := fs.Duration("for", 30*time.Second, "with -siege: how long the victim searches under each attack")
	cpuProfile := fs.String("cpuprofile", "", "write the bench process's own CPU profile here (the client's share of each call)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if *siegeMode {
		return measureSiege(ctx, out, *recallBin, siegeOptions{sockets: *siegeSockets, maxConns: *siegeMax, every: *siegeEvery,
			length: 100000, duration: *siegeFor})
	}
	if *captureMode {
		return captureBench(ctx, *captureSets, *locomoPath, *keep, out)
	}
	if *locomoPath != "" {
		return locomo(ctx, *locomoPath, *conv, *exclude, *tune, *keep, out)
	}
	if *hook {
		return hookCost(ctx, *recallBin, *hookMemories, *hookRuns, out)
	}
	if *contextPath != "" {
		var floors []float64
		for _, f := range strings.Split(*floorsFlag, ",") {
			if f = strings.TrimSpace(f); f == "" {
				continue
			}
			v, err := strconv.ParseFloat(f, 64)
			if err != nil || v < 0 || v > 1 {
				return fmt.Errorf("-floors %q: want relevances from 0 to 1", *floorsFlag)
			}
			floors = append(floors, v)
		}
		return contextQuality(ctx, *contextPath, *conv, *exclude, floors, *keep, out)
	}
	sizes := []int{1000, 10000}
	multi := false
	switch {
	case *sizesFlag != "":
		sizes = nil
		for _, f := range strings.Split(*sizesFlag, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n <= 0 {
				return fmt.Errorf("-sizes %q: want positive counts", *sizesFlag)
			}
			sizes = append(sizes, n)
		}
	case *scale == "large":
		sizes, multi = []int{1000, 10000, 100000}, true
	case *scale != "default":
		return fmt.Errorf("-scale %q: use default or large", *scale)
	}
	if _, err := os.Stat(*recallBin); err != nil {
		return fmt.Errorf("%s: %w (run `make build`, or pass -recall)", *recallBin, err)
	}
	b, err := newBench(ctx, *keep, *recallBin, *embed)
	if err != nil {
		return err
	}
	defer b.close()
	b.beforeSaves = *beforeSaves
	fmt.Fprintf(out, "recall-bench: MCP streamable HTTP to `recall serve` (separate process), lexical%s, GOMAXPROCS=%d, %d CPUs\n",
		map[bool]string{true: " + embeddings (fake Ollama)", false: " default (no embedder)"}[*embed], runtime.GOMAXPROCS(0), runtime.NumCPU())
	if err := b.measureSizes(ctx, out, sizes, *searches, *saves, *savesRate, *conc); err != nil {
		return err
	}
	if *replicas {
		if err := b.measureReplicas(ctx, out); err != nil {
			return err
		}
	}
	if multi && *many == "" {
		*many = "1000x1000"
	}
	if *many != "" {
		var p, per int
		if _, err := fmt.Sscanf(*many, "%dx%d", &p, &per); err != nil || p < 8 || per < 1 {
			return fmt.Errorf("-many %q: want PxN, at least 8 principals", *many)
		}
		if err := b.measureManyPrincipals(ctx, out, p, per, *searches); err != nil {
			return err
		}
	}
	return nil
}

// benchService returns a memory service over a fresh migrated schema beside RECALL_DATABASE_URL
// (the local cluster by default; see benchSchema) and a cleanup that drops the schema unless keep
// is set.
func benchService(ctx context.Context, keep bool, opts *memory.Options) (*memory.Service, func(), error) {
	pool, _, cleanup, err := benchSchema(ctx, cmp.Or(os.Getenv("RECALL_DATABASE_URL"), dbtest.DefaultURL), keep)
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

// benchSchema creates and migrates a schema in the test database derived from base (base's name
// with _test after it, internal/dbtest), never in base itself, which may be the database `make
// run` serves from: with public on the path, an empty schema's migration would find public's.
func benchSchema(ctx context.Context, base string, keep bool) (*pgxpool.Pool, string, func(), error) {
	buf := make([]byte, 4)
	rand.Read(buf) //nolint:errcheck
	schema := "bench_" + hex.EncodeToString(buf)
	db, err := dbtest.Database(ctx, base)
	if err != nil {
		return nil, "", nil, fmt.Errorf("database: %w (run `make bench`, which starts the local cluster)", err)
	}
	admin, err := pgxpool.New(ctx, db)
	if err != nil {
		return nil, "", nil, err
	}
	if _, err := admin.Exec(ctx, "create schema "+schema); err != nil {
		admin.Close()
		return nil, "", nil, fmt.Errorf("database: %w (run `make bench`, which starts the local cluster)", err)
	}
	u, err := dbtest.SchemaURL(db, schema)
	var pool *pgxpool.Pool
	if err == nil {
		pool, err = pgxpool.New(ctx, u)
	}
	if err == nil {
		_, err = migrations.Apply(ctx, pool)
	}
	cleanup := func() {
		if pool != nil {
			pool.Close()
		}
		if keep {
			fmt.Fprintf(os.Stderr, "kept schema %s in %s\n", schema, db)
		} else {
			admin.Exec(context.Background(), "drop schema "+schema+" cascade") //nolint:errcheck
		}
		admin.Close()
	}
	if err != nil {
		cleanup()
		return nil, "", nil, err
	}
	return pool, u, cleanup, nil
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

// measure runs op total times spread over the clients, each client starting its next call as soon
// as its last one returns (a closed loop), and returns each call's latency and the wall time of
// the whole phase.
func measure(clients []*client.Client, total int, op func(*client.Client, int) error) ([]time.Duration, time.Duration, error) {
	return drive(clients, total, 0, op)
}

// measurePaced offers total operations at rate per second, spread over the clients: operation i
// is due at start + i/rate, a client takes the next one due and waits for its time if it is early.
// Each latency runs from the operation's due time, not from when a client got to it, so a server
// that falls behind is charged for the queue it builds (an open load: the clients do not slow
// down with the server, as the closed loop of measure does).
func measurePaced(clients []*client.Client, total, rate int, op func(*client.Client, int) error) ([]time.Duration, time.Duration, error) {
	return drive(clients, total, rate, op)
}

// drive is measure (rate 0) and measurePaced.
func drive(clients []*client.Client, total, rate int, op func(*client.Client, int) error) ([]time.Duration, time.Duration, error) {
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
				if rate > 0 {
					t0 = start.Add(time.Duration(i) * time.Second / time.Duration(rate))
					time.Sleep(time.Until(t0)) // a schedule, not a wait for an event
				}
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
