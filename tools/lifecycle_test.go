package tools_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ack is a save a client was told succeeded.
type ack struct {
	id, marker string
	replica    int
	duringStop bool // acknowledged after SIGTERM reached its replica: a call that was in flight
}

// rollingFleet is two replicas behind a client-side balancer: workers save continuously,
// spread over the replicas that are routable.
type rollingFleet struct {
	t        *testing.T
	token    string
	mu       sync.Mutex
	urls     [2]string
	routable [2]bool
	stopping [2]atomic.Bool
	acks     []ack
	fails    atomic.Int64
	ackCount [2]atomic.Int64
	ackedSig chan struct{}
}

func (f *rollingFleet) pick(i int) (int, string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for k := 0; k < 2; k++ {
		r := (i + k) % 2
		if f.routable[r] {
			return r, f.urls[r]
		}
	}
	return -1, ""
}

func (f *rollingFleet) setRoute(r int, url string, on bool) {
	f.mu.Lock()
	f.urls[r], f.routable[r] = url, on
	f.mu.Unlock()
}

// connect makes an MCP client on the sessionless 2026-07-28 protocol, so any replica can serve
// any call; it returns nil when the replica does not answer.
func (f *rollingFleet) connect(ctx context.Context, url string) *client.Client {
	return f.connectAs(ctx, url, f.token)
}

func (f *rollingFleet) connectAs(ctx context.Context, url, token string) *client.Client {
	tr, err := transport.NewStreamableHTTP(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	if err != nil {
		return nil
	}
	c := client.NewClient(tr)
	if c.Start(ctx) != nil {
		return nil
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20260728
	req.Params.ClientInfo = mcp.Implementation{Name: "rolling", Version: "1"}
	ictx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if _, err := c.Initialize(ictx, req); err != nil {
		c.Close()
		return nil
	}
	return c
}

// worker saves until ctx ends, each save with a distinct marker (and a hint no dedup merges).
func (f *rollingFleet) worker(ctx context.Context, w int) {
	clients := map[string]*client.Client{}
	defer func() {
		for _, c := range clients {
			c.Close()
		}
	}()
	for i := 0; ctx.Err() == nil; i++ {
		r, url := f.pick(w + i)
		if r < 0 {
			f.fails.Add(1)
			continue
		}
		c := clients[url]
		if c == nil {
			if c = f.connect(ctx, url); c == nil {
				f.fails.Add(1)
				continue
			}
			clients[url] = c
		}
		marker := fmt.Sprintf("m%dx%d", w, i)
		cctx, cancel := context.WithTimeout(ctx, 60*time.Second)
		req := mcp.CallToolRequest{}
		req.Params.Name = "saveMemory"
		req.Params.Arguments = map[string]any{"scope": "user", "recallHint": "rolling restart " + marker + " w" + fmt.Sprint(w),
			"content": "acknowledged save " + marker}
		res, err := c.CallTool(cctx, req)
		cancel()
		stopping := f.stopping[r].Load() // still set when the answer came: it was in flight at SIGTERM
		if err != nil || res.IsError {
			f.fails.Add(1)
			c.Close()
			delete(clients, url)
			continue
		}
		var out struct {
			ID string `json:"id"`
		}
		b, _ := json.Marshal(res.StructuredContent)
		if json.Unmarshal(b, &out) != nil || out.ID == "" {
			f.fails.Add(1)
			continue
		}
		f.mu.Lock()
		f.acks = append(f.acks, ack{id: out.ID, marker: marker, replica: r, duringStop: stopping})
		f.mu.Unlock()
		f.ackCount[r].Add(1)
		select {
		case f.ackedSig <- struct{}{}:
		default:
		}
	}
}

// waitAcks waits until replica r has acknowledged n more saves than it had at the call.
func (f *rollingFleet) waitAcks(r int, n int64) {
	f.t.Helper()
	want := f.ackCount[r].Load() + n
	timeout := time.After(90 * time.Second)
	for f.ackCount[r].Load() < want {
		select {
		case <-f.ackedSig:
		case <-timeout:
			f.t.Fatalf("replica %d acknowledged no saves", r)
		}
	}
}

// waitBlockedSaves waits until a save on the replica whose connections carry application name
// app is waiting for a lock held by the database session holder: a call in flight. Asking
// pg_blocking_pids (not any lock wait) keeps saves blocked on one another out of it.
func waitBlockedSaves(t *testing.T, e *env, app string, holder uint32) {
	t.Helper()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	timeout := time.After(60 * time.Second)
	for {
		var n int
		require.NoError(t, e.db.Pool.QueryRow(context.Background(),
			`select count(*) from pg_stat_activity where application_name = $1 and $2::int = any(pg_blocking_pids(pid))`,
			app, int64(holder)).Scan(&n))
		if n > 0 {
			return
		}
		select {
		case <-tick.C:
		case <-timeout:
			t.Fatalf("no save on %s reached the held lock", app)
		}
	}
}

// TestRollingRestartLosesNoAcknowledgedSave runs two `recall serve --transport http` replicas
// on one schema while clients save continuously across both, restarts one and then the other
// with SIGTERM, and checks that every save a client was told succeeded is in the database. To
// be sure a call is in flight when SIGTERM arrives, a probe saves as an agent of its own, and the
// test holds the advisory lock of one of its hint's tokens (the dedup locks every save takes)
// across the signal: the probe's save is waiting inside its transaction on the replica being
// stopped, and must finish and be acknowledged once the lock is released.
func TestRollingRestartLosesNoAcknowledgedSave(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("roller", "")
	probeTok := e.token("roller", "prober")
	p, err := svctest.Identity(e.svc).PrincipalByName(context.Background(), "roller")
	require.NoError(t, err)
	sep := "?"
	if strings.Contains(e.db.URL, "?") {
		sep = "&"
	}
	dbURL := func(r int) string { return e.db.URL + sep + "application_name=recall-replica-" + fmt.Sprint(r) }
	env := []string{"RECALL_SHUTDOWN_TIMEOUT=60s"}

	reps := [2]*replica{
		startReplica(t, "replica-0", dbURL(0), "127.0.0.1:0", env...),
		startReplica(t, "replica-1", dbURL(1), "127.0.0.1:0", env...),
	}
	f := &rollingFleet{t: t, token: tok, ackedSig: make(chan struct{}, 1)}
	for r, rep := range reps {
		f.setRoute(r, rep.url, true)
	}
	ctx, stopWorkers := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() { defer wg.Done(); f.worker(ctx, w) }()
	}
	defer func() { stopWorkers(); wg.Wait() }()

	for r := range 2 {
		t.Logf("phase: replica %d, waiting for saves", r)
		f.waitAcks(r, 5)
		probe := f.connectAs(context.Background(), reps[r].url, probeTok)
		require.NotNil(t, probe)
		// Hold the lock of the probe hint's token "probe<r>" (memory.lockAndPlanDedup's key:
		// memory.dedupNamespace for the user scope, a space, the token): its save queues up inside
		// its transaction. On a failure the connection goes back to the pool, whose closing ends
		// the session and the lock.
		lock, err := e.db.Pool.Acquire(context.Background())
		require.NoError(t, err)
		released := false
		t.Cleanup(func() {
			if !released {
				lock.Release()
			}
		})
		probeMarker := fmt.Sprintf("probe%d", r)
		key := "u|" + p.ID + "|prober " + probeMarker
		_, err = lock.Exec(context.Background(), `select pg_advisory_lock(hashtextextended($1, 0))`, key)
		require.NoError(t, err)
		// The probe's save is sure to be in flight on this replica (the workers' may all be on
		// the other one).
		probed := make(chan ack, 1)
		go func() {
			defer probe.Close()
			req := mcp.CallToolRequest{}
			req.Params.Name = "saveMemory"
			req.Params.Arguments = map[string]any{"scope": "user", "recallHint": "in flight across sigterm " + probeMarker,
				"content": "acknowledged save " + probeMarker}
			cctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			res, err := probe.CallTool(cctx, req)
			if err != nil || res.IsError {
				close(probed)
				return
			}
			var out struct {
				ID string `json:"id"`
			}
			b, _ := json.Marshal(res.StructuredContent)
			_ = json.Unmarshal(b, &out)
			probed <- ack{id: out.ID, marker: probeMarker, replica: r, duringStop: true}
		}()
		waitBlockedSaves(t, e, "recall-replica-"+fmt.Sprint(r), lock.Conn().PgConn().PID())
		t.Logf("phase: replica %d has a save waiting for the lock; SIGTERM", r)

		f.stopping[r].Store(true)
		addr := reps[r].addr()
		require.NoError(t, reps[r].cmd.Process.Signal(syscall.SIGTERM))
		reps[r].waitLog("shutting down")
		// The listener is closed: a new connection is refused while calls in flight go on.
		_, err = http.Get("http://" + addr + "/healthz")
		assert.Error(t, err, "a stopping replica accepts no new connection")

		_, err = lock.Exec(context.Background(), `select pg_advisory_unlock(hashtextextended($1, 0))`, key)
		require.NoError(t, err)
		lock.Release()
		released = true
		pa, ok := <-probed
		require.True(t, ok, "the save in flight at SIGTERM succeeded")
		f.mu.Lock()
		f.acks = append(f.acks, pa)
		f.mu.Unlock()
		require.NoError(t, reps[r].wait(), "SIGTERM exits 0") // the one sent above
		reps[r].waitLog("shutdown complete")
		f.setRoute(r, "", false)

		t.Logf("phase: replica %d exited; restarting", r)
		reps[r] = startReplica(t, fmt.Sprintf("replica-%d-restarted", r), dbURL(r), addr, env...)
		f.stopping[r].Store(false)
		f.setRoute(r, reps[r].url, true)
		f.waitAcks(r, 5)
	}
	stopWorkers()
	wg.Wait()

	f.mu.Lock()
	acks := f.acks
	f.mu.Unlock()
	drained := 0
	for _, a := range acks {
		if a.duringStop {
			drained++
		}
	}
	t.Logf("%d saves acknowledged (%d of them by a replica after its SIGTERM), %d failed or refused", len(acks), drained, f.fails.Load())
	assert.Positive(t, drained, "calls in flight at SIGTERM finished and were acknowledged")

	stored := map[string]string{}
	rows, err := e.db.Pool.Query(context.Background(), `select id::text, content from memories where owner_id = $1`, p.ID)
	require.NoError(t, err)
	for rows.Next() {
		var id, content string
		require.NoError(t, rows.Scan(&id, &content))
		stored[id] = content
	}
	require.NoError(t, rows.Err())
	lost := 0
	for _, a := range acks {
		if stored[a.id] != "acknowledged save "+a.marker {
			lost++
			t.Errorf("acknowledged save %s (%s, replica %d) is not in the database", a.marker, a.id, a.replica)
		}
	}
	assert.Zero(t, lost)
	// A save can commit and still fail for its client (the connection cut at the deadline): more
	// rows than acknowledgements is fine, fewer is not.
	assert.GreaterOrEqual(t, len(stored), len(acks))
}

// TestSIGTERMEndsNotificationStreams: open notification streams (the GET stream of 2025-11-25
// and a subscriptions/listen stream of 2026-07-28) must not hold a shutdown until its deadline.
func TestSIGTERMEndsNotificationStreams(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tok := e.token("streamer", "")
	r := startReplica(t, "replica", e.db.URL, "127.0.0.1:0", "RECALL_SHUTDOWN_TIMEOUT=120s")
	at := *e
	at.url = r.url
	saver := at.httpClient(tok, nil, mcp.ProtocolVersion20251125)
	var updates []<-chan string
	for _, proto := range protocols {
		_, u := subscriber(t, &at, tok, proto)
		updates = append(updates, u)
	}
	// An update reaching both proves both streams are open.
	callOK(t, saver, "saveMemory", map[string]any{"scope": "user", "recallHint": "answer tersely", "content": "Short answers.", "alwaysInject": true}, nil)
	for _, u := range updates {
		awaitUpdate(t, u, "an always-inject save")
	}

	require.NoError(t, r.terminate(), "SIGTERM exits 0")
	r.waitLog("shutdown complete") // not "shutdown deadline reached": the streams were ended
}

// TestStdioExitsCleanly: on stdio, the end of input and SIGTERM both end the server with status 0.
func TestStdioExitsCleanly(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	for _, how := range []string{"eof", "sigterm"} {
		t.Run(how, func(t *testing.T) {
			cmd := exec.Command(recallBin, "serve")
			cmd.Env = []string{"RECALL_DATABASE_URL=" + e.db.URL, "RECALL_PRINCIPAL=stdio-" + how, "RECALL_LOG_FORMAT=json", "PATH=" + os.Getenv("PATH")}
			cmd.Stderr = tWriter{t}
			stdin, err := cmd.StdinPipe()
			require.NoError(t, err)
			stdout, err := cmd.StdoutPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			_, err = io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`+"\n")
			require.NoError(t, err)
			line, err := bufio.NewReader(stdout).ReadString('\n')
			require.NoError(t, err)
			// The server names the build it came from, as `recall version` does.
			var init struct {
				Result struct {
					ServerInfo struct{ Name, Version string }
				}
			}
			require.NoError(t, json.Unmarshal([]byte(line), &init), line)
			out, err := exec.Command(recallBin, "version", "--json").Output()
			require.NoError(t, err)
			var build struct{ Version string }
			require.NoError(t, json.Unmarshal(out, &build), string(out))
			assert.Equal(t, "recall", init.Result.ServerInfo.Name)
			assert.NotEmpty(t, build.Version)
			assert.Equal(t, build.Version, init.Result.ServerInfo.Version)
			if how == "eof" {
				require.NoError(t, stdin.Close())
			} else {
				require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				assert.NoError(t, err, "exit status 0")
			case <-time.After(60 * time.Second):
				cmd.Process.Kill()
				t.Fatal("recall serve did not exit")
			}
		})
	}
}
