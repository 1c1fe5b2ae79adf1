package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

func serve(ctx context.Context, args []string, c config, log *slog.Logger, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	transport := fs.String("transport", "stdio", "stdio or http")
	addr := fs.String("addr", "127.0.0.1:8080", "listen address for --transport http")
	if err := fs.Parse(args); err != nil {
		return usagef("serve: %v\n%s", err, usage)
	}
	if fs.NArg() > 0 {
		return usagef("serve: unexpected argument %q", fs.Arg(0))
	}
	if *transport != "stdio" && *transport != "http" {
		return usagef("serve: --transport must be stdio or http, not %q", *transport)
	}
	drain := defaultShutdownTimeout
	if c.ShutdownTimeout != "" {
		d, err := time.ParseDuration(c.ShutdownTimeout)
		if err != nil || d <= 0 {
			return usagef("RECALL_SHUTDOWN_TIMEOUT=%q: want a positive duration such as 25s", c.ShutdownTimeout)
		}
		drain = d
	}

	pool, err := openDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	svc, err := newService(c, pool, log)
	if err != nil {
		return err
	}
	srv := tools.New(svc, &tools.Options{Logger: log, InjectCap: memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens},
		AllowedHosts: c.AllowedHosts})

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go svc.RunBackfill(ctx, 30*time.Second)
	go svc.RunExpiryNotifier(ctx, 15*time.Second)
	go srv.WatchChanges(ctx, pool)

	if *transport == "stdio" {
		return serveStdio(ctx, c, log, svc, srv, stdin, stdout)
	}
	return serveHTTP(ctx, *addr, drain, log, srv)
}

// defaultShutdownTimeout leaves a margin inside Kubernetes' default 30 s grace period.
const defaultShutdownTimeout = 25 * time.Second

// serveStdio serves one client on stdin/stdout. The identity comes from the environment; with
// no RECALL_PRINCIPAL every call is refused with a message saying so.
func serveStdio(ctx context.Context, c config, log *slog.Logger, svc *memory.Service, srv *tools.Server, stdin io.Reader, stdout io.Writer) error {
	id := policy.Identity{AgentID: c.Agent, RunID: c.RunID, Transport: "stdio"}
	if id.RunID == "" {
		id.RunID = "stdio-" + uuid.NewString() // one run per process
	}
	if c.Principal == "" {
		log.Error("RECALL_PRINCIPAL is not set: every memory call will be refused", id.LogAttrs())
	} else {
		p, err := svc.EnsurePrincipal(ctx, c.Principal)
		if err != nil {
			return fmt.Errorf("RECALL_PRINCIPAL: %w", err)
		}
		id.PrincipalID, id.Principal = p.ID, p.Name
	}
	log.Info("serving MCP on stdio", id.LogAttrs())
	stdio := server.NewStdioServer(srv.MCP())
	stdio.SetContextFunc(func(ctx context.Context) context.Context { return tools.WithIdentity(ctx, id) })
	err := stdio.Listen(ctx, stdin, stdout)
	if err != nil && (errors.Is(err, context.Canceled) || errors.Is(err, io.EOF)) {
		return nil
	}
	return err
}

// serveHTTP serves until ctx ends (SIGTERM or interrupt), then shuts down gracefully: it stops
// accepting connections, ends the notification streams with their final messages, lets tool
// calls in flight finish within drain, and returns nil. Calls still running at the deadline are
// cut off (their transactions roll back, so nothing half-done is acknowledged).
func serveHTTP(ctx context.Context, addr string, drain time.Duration, log *slog.Logger, srv *tools.Server) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	hs := &http.Server{Handler: srv.HTTPHandler(), ReadHeaderTimeout: 10 * time.Second}
	log.Info("serving MCP over streamable HTTP", "url", "http://"+ln.Addr().String()+"/mcp")
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}

	start := time.Now()
	sctx, cancel := context.WithTimeout(context.Background(), drain)
	defer cancel()
	// Shutdown closes the listener, then runs this, then waits for connections to go idle: the
	// notification streams never would, so they are ended here; tool calls finish by themselves.
	streamsClosed := make(chan struct{})
	hs.RegisterOnShutdown(func() {
		defer close(streamsClosed)
		log.Info("shutting down: listener closed; waiting for calls in flight", "deadline", drain)
		srv.CloseStreams(sctx)
	})
	err = hs.Shutdown(sctx)
	<-streamsClosed
	if err != nil {
		hs.Close()
		log.Warn("shutdown deadline reached: calls still in flight were cut off", "deadline", drain)
	} else {
		log.Info("shutdown complete: every call in flight finished", "took", time.Since(start).Round(time.Millisecond))
	}
	return nil
}

func migrateCmd(ctx context.Context, c config, log *slog.Logger, stdout io.Writer) error {
	pool, err := openDB(ctx, c, log)
	if err != nil {
		return err
	}
	pool.Close()
	fmt.Fprintln(stdout, "schema is up to date")
	return nil
}
