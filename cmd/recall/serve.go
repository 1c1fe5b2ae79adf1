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

	pool, err := openDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	svc, err := newService(c, pool, log)
	if err != nil {
		return err
	}
	srv := tools.New(svc, &tools.Options{Logger: log, InjectCap: memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens}})

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go svc.RunBackfill(ctx, 30*time.Second)
	go svc.RunExpiryNotifier(ctx, 15*time.Second)
	go svc.RunSearchSweeper(ctx, time.Minute)
	go srv.WatchChanges(ctx, pool)

	if *transport == "stdio" {
		return serveStdio(ctx, c, log, svc, srv, stdin, stdout)
	}
	return serveHTTP(ctx, *addr, log, srv)
}

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

func serveHTTP(ctx context.Context, addr string, log *slog.Logger, srv *tools.Server) error {
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
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
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
