package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/siege"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// startedWriter signals once a line containing want is written, and drops everything.
type startedWriter struct {
	want string
	once sync.Once
	ch   chan struct{}
}

func (w *startedWriter) Write(p []byte) (int, error) {
	if strings.Contains(string(p), w.want) {
		w.once.Do(func() { close(w.ch) })
	}
	return len(p), nil
}

// The connection attacks of issue 46, test-sized: a few hundred sockets against `recall serve`
// with RECALL_MAX_CONNECTIONS=64 — request bodies sent a byte at a time to /login without a
// token and to /mcp with one, and delete confirmations nobody answers — while another principal
// searches. At least 95 % of its searches succeed under each. (recall-bench -siege runs them at
// full size; docs/security.md has the numbers.)
func TestAnotherPrincipalSearchesThroughConnectionAttacks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := svctest.Memory(db.Pool, sc, nil)
	ids := svctest.Identity(svc)
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
	tokens := map[string]string{}
	for _, name := range []string{"bob", "mallory"} {
		_, err := ids.AddPrincipal(ctx, admin, name, "member", false, nil)
		require.NoError(t, err)
		tokens[name], err = ids.CreateToken(ctx, admin, name, "")
		require.NoError(t, err)
	}
	mallory, err := ids.Authenticate(ctx, tokens["mallory"])
	require.NoError(t, err)
	target, err := svc.Save(ctx, mallory, memory.SaveInput{Scope: "user", RecallHint: "the memory mallory asks to delete", Content: "x"})
	require.NoError(t, err)

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	sctx, stop := context.WithCancel(ctx)
	started := &startedWriter{want: "serving MCP over streamable HTTP", ch: make(chan struct{})}
	served := make(chan error, 1)
	go func() {
		env := map[string]string{"RECALL_DATABASE_URL": db.URL, "RECALL_MAX_CONNECTIONS": "64", "RECALL_LOG_FORMAT": "json",
			"RECALL_SHUTDOWN_TIMEOUT": "2s"}
		served <- run(sctx, []string{"serve", "--transport", "http", "--addr", addr}, func(k string) string { return env[k] },
			strings.NewReader(""), started, started)
	}()
	defer func() {
		stop()
		require.NoError(t, <-served)
	}()
	select {
	case <-started.ch:
	case err := <-served:
		t.Fatalf("recall serve stopped: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("recall serve did not start")
	}
	base := "http://" + addr

	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + tokens["bob"]}))
	require.NoError(t, err)
	bob := client.NewClient(tr)
	require.NoError(t, bob.Start(ctx))
	defer bob.Close()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	_, err = bob.Initialize(ctx, init)
	require.NoError(t, err)
	search := func(ctx context.Context) error {
		req := mcp.CallToolRequest{}
		req.Params.Name, req.Params.Arguments = "searchMemory", map[string]any{"query": "deploy window"}
		res, err := bob.CallTool(ctx, req)
		if err == nil && res.IsError {
			err = fmt.Errorf("tool error: %v", res.Content)
		}
		return err
	}

	const sockets, every = 300, 500 * time.Millisecond
	for _, at := range []struct {
		name  string
		start func(ctx context.Context) (ready <-chan struct{}, wait func(), report func() string)
	}{
		{"slow bodies to /login", func(ctx context.Context) (<-chan struct{}, func(), func() string) {
			a := &siege.SlowBodies{Addr: addr, Path: "/login", Length: 100000, Every: every, Sockets: sockets,
				Header: http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}}
			wait := a.Run(ctx)
			return a.Ready(), wait, func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }
		}},
		{"slow bodies to /mcp with a token", func(ctx context.Context) (<-chan struct{}, func(), func() string) {
			a := &siege.SlowBodies{Addr: addr, Path: "/mcp", Length: 100000, Every: every, Sockets: sockets,
				Header: http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer " + tokens["mallory"]}}}
			wait := a.Run(ctx)
			return a.Ready(), wait, func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }
		}},
		{"unanswered delete confirmations", func(ctx context.Context) (<-chan struct{}, func(), func() string) {
			a := &siege.Confirmations{URL: base + "/mcp", Token: tokens["mallory"], MemoryID: target.ID, Count: sockets, Retry: every}
			wait, err := a.Run(ctx)
			require.NoError(t, err)
			return a.Ready(), wait, func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }
		}},
	} {
		actx, cancel := context.WithCancel(ctx)
		ready, wait, report := at.start(actx)
		select {
		case <-ready:
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: the attack did not get going", at.name)
		}
		vctx, vcancel := context.WithTimeout(actx, 3*time.Second)
		ok, failed, why := siege.Victim(vctx, 50*time.Millisecond, 10*time.Second, search)
		vcancel()
		cancel()
		wait()
		t.Logf("%s: bob's searches ok %d of %d; attack: %s", at.name, ok, ok+failed, report())
		assert.GreaterOrEqual(t, float64(ok), 0.95*float64(ok+failed), "%s: bob's failures: %s", at.name, why)
		assert.Positive(t, ok, at.name)
	}
}
