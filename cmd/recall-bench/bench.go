package main

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	mrand "math/rand/v2"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/client"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// bench is one bench schema, the in-process service that loads it in bulk (as `recall admin
// import` does), and the `recall serve` processes the MCP clients talk to.
type bench struct {
	svc    *memory.Service
	ids    *identity.Service
	url    string // the schema's database URL, for the servers
	bin    string
	env    []string
	token  string
	loaded int // memories in the bench principal's namespace
	// beforeSaves is SQL run in the bench schema before each size's save phases (-before-saves):
	// for measuring what a part of a save costs by switching it off, never for a reported figure.
	beforeSaves string
	cleanup     []func()
	seq         atomic.Int64
}

var benchAdmin = policy.Identity{Principal: "bench", Transport: "cli"}

func newBench(ctx context.Context, keep bool, bin string, embed bool) (*bench, error) {
	pool, url, cleanup, err := benchSchema(ctx, cmp.Or(os.Getenv("RECALL_DATABASE_URL"), dbtest.DefaultURL), keep)
	if err != nil {
		return nil, err
	}
	b := &bench{url: url, bin: bin, cleanup: []func(){cleanup}}
	sc, err := scrub.New()
	if err != nil {
		b.close()
		return nil, err
	}
	b.ids = identity.New(pool, &identity.Options{Logger: slog.New(slog.DiscardHandler)})
	b.svc = memory.New(pool, sc, &memory.Options{Logger: slog.New(slog.DiscardHandler), AuthCache: b.ids})
	// The quota stays on (its check is part of every save) but above what the bench stores: the
	// default of 100,000 memories per principal would refuse the saves of the 100k phase.
	b.env = append(os.Environ(), "RECALL_DATABASE_URL="+url, "RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=warn",
		"RECALL_QUOTA_MEMORIES=100000000")
	if embed {
		fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
		b.cleanup = append(b.cleanup, fake.Close)
		b.env = append(b.env, "OLLAMA_HOST="+fake.URL, "RECALL_EMBED_MODEL=nomic-embed-text")
	}
	if _, err := b.ids.AddPrincipal(ctx, benchAdmin, "bench", "member", false, nil); err != nil {
		b.close()
		return nil, err
	}
	if b.token, err = b.ids.CreateToken(ctx, benchAdmin, "bench", ""); err != nil {
		b.close()
		return nil, err
	}
	return b, nil
}

func (b *bench) close() {
	for i := len(b.cleanup) - 1; i >= 0; i-- {
		b.cleanup[i]()
	}
}

// server is one `recall serve --transport http` process.
type server struct {
	cmd *exec.Cmd
	url string
	rss atomic.Int64 // highest VmRSS seen while sampling, bytes
}

func (b *bench) startServer(ctx context.Context) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.CommandContext(ctx, b.bin, "serve", "--transport", "http", "--addr", addr)
	cmd.Env = b.env
	// The server goes when the bench goes, however the bench ends.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, url: "http://" + addr + "/mcp"}
	b.cleanup = append(b.cleanup, func() {
		cmd.Process.Signal(os.Interrupt) //nolint:errcheck
		cmd.Wait()                       //nolint:errcheck
	})
	// Ready when it says it listens (logged at warn level and above only... so wait for the port
	// by reading its log until the listener answers).
	ready := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		var last string
		for sc.Scan() {
			last = sc.Text()
			// A failed call says only "the error was logged": show what was.
			if strings.Contains(last, `"level":"ERROR"`) {
				fmt.Fprintln(os.Stderr, "recall serve:", last)
			}
		}
		ready <- fmt.Errorf("recall serve exited: %s", last)
	}()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return s, nil
		}
		select {
		case err := <-ready:
			return nil, err
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("recall serve did not listen on %s within 30s", addr)
		}
	}
}

// sampleRSS records the server's highest resident set size until stop is closed.
func (s *server) sampleRSS(stop <-chan struct{}) {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for {
		if v := readRSS(s.cmd.Process.Pid); v > s.rss.Load() {
			s.rss.Store(v)
		}
		select {
		case <-stop:
			return
		case <-t.C:
		}
	}
}

func readRSS(pid int) int64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func (b *bench) clients(ctx context.Context, n int, servers ...*server) ([]*client.Client, error) {
	out := make([]*client.Client, n)
	for i := range out {
		c, err := connect(ctx, servers[i%len(servers)].url, b.token)
		if err != nil {
			return nil, err
		}
		b.cleanup = append(b.cleanup, func() { c.Close() })
		out[i] = c
	}
	return out, nil
}

// load imports n synthetic memories for owner (agent "default") in batches, as a bulk import.
func (b *bench) load(ctx context.Context, owner string, n int) error {
	const batch = 2000
	for done := 0; done < n; {
		k := min(batch, n-done)
		items := make([]memory.Exported, k)
		for i := range items {
			seq := int(b.seq.Add(1))
			rng := mrand.New(mrand.NewPCG(uint64(seq), 3))
			hint, content := synthMemory(rng, seq)
			saved := benchYear(rng)
			items[i] = memory.Exported{Owner: owner, Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: hint, Content: content}, CreatedAt: saved, UpdatedAt: saved}}
		}
		if _, err := b.svc.Import(ctx, benchAdmin, items); err != nil {
			return err
		}
		done += k
	}
	return nil
}

func (b *bench) searchPhase(ctx context.Context, cs []*client.Client, n int) ([]time.Duration, time.Duration, error) {
	return measure(cs, n, func(c *client.Client, i int) error {
		rng := mrand.New(mrand.NewPCG(uint64(i), 11))
		return callTool(ctx, c, "searchMemory", map[string]any{"query": synthQuery(rng), "limit": 10})
	})
}

// A loaded memory was last saved at a random moment of the year before the bench began.
var benchStart = time.Now()

func benchYear(rng *mrand.Rand) time.Time {
	return benchStart.Add(-time.Duration(rng.Int64N(int64(365 * 24 * time.Hour))))
}

// windowPhases measures a window against the unbounded search in one phase: the n queries of
// searchPhase each run three ways, unbounded, within a random 7-day window of the loaded year, and
// as a browse of that window (no query), interleaved and in turn first, so whatever else the
// machine does (autovacuum after a load, a neighbour) falls on all three alike. It returns the
// latencies of each way, in that order.
func (b *bench) windowPhases(ctx context.Context, cs []*client.Client, n int) ([3][]time.Duration, time.Duration, error) {
	lat, wall, err := measure(cs, 3*n, func(c *client.Client, i int) error {
		rng := mrand.New(mrand.NewPCG(uint64(i/3), 11))
		args := map[string]any{"query": synthQuery(rng), "limit": 10}
		week := 7 * 24 * time.Hour
		since := benchStart.Add(-week - time.Duration(rng.Int64N(int64(358*24*time.Hour))))
		switch (i + i/3) % 3 {
		case 1:
			args["since"], args["until"] = since.UTC().Format(time.RFC3339), since.Add(week).UTC().Format(time.RFC3339)
		case 2:
			args["since"], args["until"] = since.UTC().Format(time.RFC3339), since.Add(week).UTC().Format(time.RFC3339)
			delete(args, "query")
		}
		return callTool(ctx, c, "searchMemory", args)
	})
	var ways [3][]time.Duration
	for i, d := range lat {
		ways[(i+i/3)%3] = append(ways[(i+i/3)%3], d)
	}
	return ways, wall, err
}

func (b *bench) savePhase(ctx context.Context, cs []*client.Client, n int) ([]time.Duration, time.Duration, error) {
	return measure(cs, n, b.saveOp(ctx))
}

// pacedSavePhase offers n saves at rate per second (measurePaced).
func (b *bench) pacedSavePhase(ctx context.Context, cs []*client.Client, n, rate int) ([]time.Duration, time.Duration, error) {
	return measurePaced(cs, n, rate, b.saveOp(ctx))
}

func (b *bench) saveOp(ctx context.Context) func(*client.Client, int) error {
	return func(c *client.Client, i int) error {
		seq := int(b.seq.Add(1))
		rng := mrand.New(mrand.NewPCG(uint64(seq), 3))
		hint, content := synthMemory(rng, seq)
		return callTool(ctx, c, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": content})
	}
}

// measureSizes grows the bench namespace to each size by bulk import and measures searches right
// after the load, again after ANALYZE, then saves from 8 concurrent clients into the namespace, and
// from 8 clients each in a namespace of its own; one server throughout.
func (b *bench) measureSizes(ctx context.Context, out io.Writer, sizes []int, searches, saves, saveRate, conc int) error {
	srv, err := b.startServer(ctx)
	if err != nil {
		return err
	}
	stop := make(chan struct{})
	defer close(stop)
	go srv.sampleRSS(stop)
	scs, err := b.clients(ctx, conc, srv)
	if err != nil {
		return err
	}
	wcs, err := b.clients(ctx, 8, srv)
	if err != nil {
		return err
	}
	// The same 8 clients as 8 agents of the bench principal (Claude Desktop, an IDE, ...): each
	// saves into a namespace of its own, so only the principal's usage row is shared.
	acs := make([]*client.Client, 8)
	for i := range acs {
		tok, err := b.ids.CreateToken(ctx, benchAdmin, "bench", fmt.Sprintf("agent-%d", i))
		if err != nil {
			return err
		}
		if acs[i], err = connect(ctx, srv.url, tok); err != nil {
			return err
		}
		b.cleanup = append(b.cleanup, func() { acs[i].Close() })
	}
	// The floor under every call: an MCP ping through the same client, transport and server
	// (HTTP, JSON-RPC, bearer-token check), no tool and no query.
	lat, wall, err := measure(scs, searches, func(c *client.Client, _ int) error { return c.Ping(ctx) })
	if err != nil {
		return err
	}
	report(out, "ping (transport floor)", lat, wall)
	// The floor of a tool call: a search of the still empty namespace (authentication, the rule,
	// one statement, no hits to rank or send).
	if err := searchReport(ctx, out, srv, "search, empty namespace (tool floor)", func() ([]time.Duration, time.Duration, error) {
		return measure(scs, searches, func(c *client.Client, _ int) error {
			return callTool(ctx, c, "searchMemory", map[string]any{"query": "what do we know about nothing yet?", "limit": 10})
		})
	}); err != nil {
		return err
	}
	phase := func() ([]time.Duration, time.Duration, error) { return b.searchPhase(ctx, scs, searches) }
	for _, n := range sizes {
		if n > b.loaded {
			t0 := time.Now()
			if err := b.load(ctx, "bench", n-b.loaded); err != nil {
				return err
			}
			fmt.Fprintf(out, "bulk import to %d memories: %s\n", n, time.Since(t0).Round(time.Millisecond))
			b.loaded = n
		}
		if err := searchReport(ctx, out, srv, fmt.Sprintf("search @%d, after load", n), phase); err != nil {
			return err
		}
		if _, err := b.svc.DB().Exec(ctx, "analyze"); err != nil {
			return err
		}
		if err := searchReport(ctx, out, srv, fmt.Sprintf("search @%d, analyzed", n), phase); err != nil {
			return err
		}
		if err := windowReport(ctx, out, srv, n, func() ([3][]time.Duration, time.Duration, error) {
			return b.windowPhases(ctx, scs, searches)
		}); err != nil {
			return err
		}
		if b.beforeSaves != "" {
			if _, err := b.svc.DB().Exec(ctx, b.beforeSaves); err != nil {
				return fmt.Errorf("-before-saves: %w", err)
			}
			fmt.Fprintf(out, "before the saves: %s\n", b.beforeSaves)
		}
		pid := srv.cmd.Process.Pid
		c0 := readCPU(pid)
		lat, wall, err := b.savePhase(ctx, wcs, saves)
		if err != nil {
			return err
		}
		c1 := readCPU(pid)
		report(out, fmt.Sprintf("save @%d, 8 clients, one namespace", n), lat, wall)
		reportCPU(out, "save", saves, c0, c1)
		b.loaded += saves
		if saveRate > 0 {
			if lat, wall, err = b.pacedSavePhase(ctx, wcs, saves, saveRate); err != nil {
				return err
			}
			report(out, fmt.Sprintf("save @%d offered at %d/s, 8 clients, one namespace", n, saveRate), lat, wall)
			b.loaded += saves
			c1 = readCPU(pid)
		}
		if lat, wall, err = b.savePhase(ctx, acs, saves); err != nil {
			return err
		}
		c2 := readCPU(pid)
		report(out, "save, 8 clients in 8 agent namespaces", lat, wall)
		reportCPU(out, "save", saves, c1, c2)
		fmt.Fprintf(out, "server RSS, highest so far: %d MB\n", srv.rss.Load()>>20)
	}
	return nil
}

// searchReport runs a search phase and reports it, with the server's share of the time.
func searchReport(ctx context.Context, out io.Writer, srv *server, name string, phase func() ([]time.Duration, time.Duration, error)) error {
	return withServerShare(ctx, out, srv, func() (int, error) {
		lat, wall, err := phase()
		if err != nil {
			return 0, err
		}
		report(out, name, lat, wall)
		return len(lat), nil
	})
}

// windowReport runs windowPhases and reports each way's latencies, a window's and a browse's p50
// as a multiple of the unbounded search's in the same phase, and the server's share of the time
// over the three together.
func windowReport(ctx context.Context, out io.Writer, srv *server, n int, phase func() ([3][]time.Duration, time.Duration, error)) error {
	return withServerShare(ctx, out, srv, func() (int, error) {
		ways, wall, err := phase()
		if err != nil {
			return 0, err
		}
		names := [3]string{"search @%d, unbounded, between the windows", "search @%d, a 7-day window of the year", "browse @%d, a 7-day window, no query"}
		var p50 [3]time.Duration
		for w, lat := range ways {
			report(out, fmt.Sprintf(names[w], n), lat, wall/3) // each way had a third of the phase
			p50[w] = lat[len(lat)/2]                           // report sorted lat
		}
		fmt.Fprintf(out, "  p50 ÷ the unbounded search's, same phase: a 7-day window %.2f×, its browse %.2f×\n",
			float64(p50[1])/float64(p50[0]), float64(p50[2])/float64(p50[0]))
		return len(ways[0]) + len(ways[1]) + len(ways[2]), nil
	})
}

// withServerShare runs phase (which reports its latencies and returns how many searches it made)
// and reports the server's mean times and the CPU per search over it.
func withServerShare(ctx context.Context, out io.Writer, srv *server, phase func() (int, error)) error {
	before, err := srv.searchTimes(ctx)
	if err != nil {
		return err
	}
	c0 := readCPU(srv.cmd.Process.Pid)
	n, err := phase()
	if err != nil {
		return err
	}
	c1 := readCPU(srv.cmd.Process.Pid)
	after, err := srv.searchTimes(ctx)
	if err != nil {
		return err
	}
	reportServerTimes(out, before, after)
	reportCPU(out, "search", n, c0, c1)
	return nil
}

// measureReplicas runs the same mixed load (4 searches to 1 save, 8 clients) through one server,
// then spread over two servers on the same database.
func (b *bench) measureReplicas(ctx context.Context, out io.Writer) error {
	a, err := b.startServer(ctx)
	if err != nil {
		return err
	}
	c, err := b.startServer(ctx)
	if err != nil {
		return err
	}
	const ops = 4000
	mixed := func(cs []*client.Client) (time.Duration, error) {
		_, wall, err := measure(cs, ops, func(cl *client.Client, i int) error {
			if i%5 == 4 {
				seq := int(b.seq.Add(1))
				rng := mrand.New(mrand.NewPCG(uint64(seq), 3))
				hint, content := synthMemory(rng, seq)
				return callTool(ctx, cl, "saveMemory", map[string]any{"scope": "user", "recallHint": hint, "content": content})
			}
			rng := mrand.New(mrand.NewPCG(uint64(i), 13))
			return callTool(ctx, cl, "searchMemory", map[string]any{"query": synthQuery(rng), "limit": 10})
		})
		return wall, err
	}
	one, err := b.clients(ctx, 8, a)
	if err != nil {
		return err
	}
	w1, err := mixed(one)
	if err != nil {
		return err
	}
	two, err := b.clients(ctx, 8, a, c)
	if err != nil {
		return err
	}
	w2, err := mixed(two)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "mixed load (4 searches : 1 save, 8 clients, %d ops) at ~%d memories: one server %.0f ops/s, two servers %.0f ops/s\n",
		ops, b.loaded, ops/w1.Seconds(), ops/w2.Seconds())
	return nil
}

// measureManyPrincipals loads principals × per memories, each principal in its own namespace,
// and measures one principal's searches among them.
func (b *bench) measureManyPrincipals(ctx context.Context, out io.Writer, principals, per, searches int) error {
	t0 := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	var next atomic.Int64
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= principals {
					return
				}
				if err := b.load(ctx, fmt.Sprintf("tenant-%d", i), per); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return err
	}
	fmt.Fprintf(out, "bulk import of %d principals x %d memories: %s\n", principals, per, time.Since(t0).Round(time.Second))
	tok, err := b.ids.CreateToken(ctx, benchAdmin, "tenant-7", "")
	if err != nil {
		return err
	}
	srv, err := b.startServer(ctx)
	if err != nil {
		return err
	}
	cl, err := connect(ctx, srv.url, tok)
	if err != nil {
		return err
	}
	defer cl.Close()
	for _, phase := range []string{"after load", "analyzed"} {
		if phase == "analyzed" {
			if _, err := b.svc.DB().Exec(ctx, "analyze"); err != nil {
				return err
			}
		}
		lat, wall, err := b.searchPhase(ctx, []*client.Client{cl}, searches)
		if err != nil {
			return err
		}
		report(out, fmt.Sprintf("search 1 of %d principals (%d total), %s", principals, principals*per+b.loaded, phase), lat, wall)
	}
	return nil
}
