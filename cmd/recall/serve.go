package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/server"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/httpguard"
	"github.com/recall-mcp/recall/internal/httpserver"
	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

func init() {
	register("", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "serve",
			Short: "Serve MCP on stdio (default) or streamable HTTP",
			Long: `Serve MCP on stdio (the default) or streamable HTTP.

On stdio the identity comes from the environment: RECALL_PRINCIPAL (required), RECALL_AGENT
(default "default"), RECALL_RUN_ID (default: one run per process), RECALL_PROJECT (optional: the
project the session is bound to). Over HTTP it comes from the bearer token alone — a static token
(which may bind a project), or one an OAuth client got by signing in — and the X-Recall-Project
header; /mcp, /healthz, /readyz, /metrics, the console and the OAuth endpoints (/.well-known/…,
/oauth/…) are served on --addr, with RECALL_PUBLIC_URL as the public address and issuer.

The server purges expired memories past RECALL_PURGE_GRACE every RECALL_PURGE_INTERVAL. Such
background work runs on one process at a time: every serving process campaigns for a lease in the
database, and the one holding it does the work (docs/operations.md). Every setting is checked at start: a malformed one stops the server with a
message naming the variable.`,
			Example: `  RECALL_PRINCIPAL=alice RECALL_AGENT=claude-code recall serve
  RECALL_PRINCIPAL=alice RECALL_PROJECT=apollo recall serve
  recall serve --transport http --addr 0.0.0.0:8080`,
			Args: noArgs,
		}
		transport := addEnum(cmd, "transport", "stdio", "stdio or http", "stdio", "http")
		addr := cmd.Flags().String("addr", "127.0.0.1:8080", "listen address for --transport http")
		cmd.RunE = runE(func(cmd *cobra.Command, _ []string) error {
			c, err := a.env()
			if err != nil {
				return err
			}
			return serve(cmd.Context(), transport.value, *addr, c, newLogger(a.stderr, c), a.stdin, a.stdout)
		})
		return cmd
	})
	register("", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:   "migrate",
			Short: "Apply the database migrations and exit",
			Long: `Apply the migrations this binary holds that the database lacks, as the schema's owner, and exit.

It is the only command that changes the schema: the others check that the schema is the one
their binary knows, and refuse one that is behind (run this command with that binary) or that a
newer recall migrated (use that recall). This command refuses such a schema too, so nothing
takes it back to an older release. On a schema already up to date it only reads, so an
application role may run it to check. Run it with a new release while the previous release's
servers still serve, then replace them (docs/operations.md, Upgrades).`,
			Example: "  RECALL_DATABASE_URL=postgres://recall@db/recall recall migrate",
			Args:    noArgs,
			RunE: runE(func(cmd *cobra.Command, _ []string) error {
				c, err := a.env()
				if err != nil {
					return err
				}
				return migrateCmd(cmd.Context(), c, newLogger(a.stderr, c), a.stdout)
			}),
		}
	})
}

func serve(ctx context.Context, transport, addr string, c config, log *slog.Logger, stdin io.Reader, stdout io.Writer) error {
	lim := c.Limits
	statements := dbconn.NewCounter()
	db, err := openServing(ctx, c, log, lim.StatementTimeout, statements)
	if err != nil {
		return err
	}
	pool := db.Pool
	defer pool.Close()
	work := background.NewSet(log)
	svc, ids, err := newServiceWith(c, pool, log, memory.Limits{Concurrency: int(lim.Concurrency), QueueWait: lim.QueueWait,
		NamespaceWriters: int(lim.NamespaceWriters), MaxMemories: lim.QuotaMemories, MaxBytes: lim.QuotaBytes}, work)
	if err != nil {
		return err
	}
	reads, closeReplicas, err := startReplicas(ctx, c, db, log)
	if err != nil {
		return err
	}
	defer closeReplicas()
	collectors := []prometheus.Collector{statements, work.Collector()}
	if reads != nil {
		svc.RouteReads(reads)
		collectors = append(collectors, reads.Collector())
	}
	pub, err := publicURL(c.PublicURL)
	if err != nil && transport == "http" {
		return usageError{msg: err.Error(), noUsage: true}
	} else if err != nil {
		pub, _ = publicURL("") // stdio serves no URL
	}
	host, _ := os.Hostname()
	el := leader.New(pool, leader.Options{Logger: log, About: fmt.Sprintf("recall serve --transport %s on %s pid %d", transport, host, os.Getpid())})
	srv := tools.New(svc, &tools.Options{Logger: log, Identity: ids, Leading: el.Leading, InjectCap: memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens},
		Listen: listenOptions(db, el, work), Collectors: collectors,
		ResourceMetadata: pub.String() + "/.well-known/oauth-protected-resource/mcp",
		Limits: tools.Limits{RequestTimeout: lim.RequestTimeout, ConfirmTimeout: lim.ConfirmTimeout, TokenRecheck: lim.TokenRecheck,
			StreamsPerPrincipal: int(lim.StreamsPerPrincipal), MaxStreams: int(lim.MaxStreams),
			SessionIdleTimeout: lim.SessionIdleTimeout, SessionsPerPrincipal: int(lim.SessionsPerPrincipal),
			// One principal never holds more than a quarter of the connections, and an eighth
			// waiting for its people's answers.
			RequestsPerPrincipal:      int(min(lim.RequestsPerPrincipal, max(lim.MaxConnections/4, 1))),
			ConfirmationsPerPrincipal: int(min(lim.ConfirmationsPerPrincipal, max(lim.MaxConnections/8, 1)))}})

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	background := make(chan struct{})
	go func() {
		defer close(background)
		runBackground(ctx, el, work, svc, ids, c, defaultTimings(c, db.Listen != nil))
	}()
	// The leader gives up its lease before the pool closes, so another process takes over at once.
	defer func() {
		cancel()
		<-background
	}()
	go srv.WatchChanges(ctx)
	// A change made before the listener's LISTEN is never heard, so a subscriber of the first
	// moments would miss it: wait (briefly) for the listener before serving.
	_, listening := srv.Listening()
	select {
	case <-listening:
	case <-time.After(5 * time.Second):
		log.WarnContext(ctx, "change listener not in place after 5s: serving anyway; always-inject changes made before it is are not announced")
	case <-ctx.Done():
	}
	if reads != nil {
		go reads.Run(ctx)
		// The first reads go where they will go for good: wait (briefly) for the router's first
		// look at the replicas and the fences.
		select {
		case <-reads.Started():
		case <-time.After(5 * time.Second):
			log.WarnContext(ctx, "read router not settled after 5s: serving anyway; reads go to the primary until it is")
		case <-ctx.Done():
		}
	}

	if transport == "stdio" {
		return serveStdio(ctx, c, log, svc, ids, srv, stdin, stdout)
	}
	handler, err := router(c, log, svc, ids, srv, pub.String())
	if err != nil {
		return err
	}
	return serveHTTP(ctx, addr, c.ShutdownTimeout, log, srv, handler, lim)
}

// router is the handler `recall serve --transport http` serves (internal/httpserver), configured
// from the environment.
func router(c config, log *slog.Logger, svc *memory.Service, ids *identity.Service, srv *tools.Server, pub string) (http.Handler, error) {
	h, err := httpserver.New(svc, ids, srv, httpserver.Options{PublicURL: pub, Logger: log,
		InjectCap: memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens}, TrustedProxies: c.TrustedProxies,
		AllowPrivateMetadata: c.OAuthPrivate, MaxBodyBytes: c.Limits.MaxBodyBytes, AllowedHosts: c.AllowedHosts,
		MinBodyRate: c.Limits.MinBodyRate, BodiesPerAddress: int(c.Limits.BodiesPerAddress)})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// defaultShutdownTimeout leaves a margin inside Kubernetes' default 30 s grace period.
const defaultShutdownTimeout = 25 * time.Second

// serveStdio serves one client on stdin/stdout. The identity comes from the environment; with
// no RECALL_PRINCIPAL every call is refused with a message saying so.
func serveStdio(ctx context.Context, c config, log *slog.Logger, svc *memory.Service, ids *identity.Service, srv *tools.Server, stdin io.Reader, stdout io.Writer) error {
	id := policy.Identity{AgentID: c.Agent, RunID: c.RunID, RunFrom: policy.RunFromClient, Transport: "stdio", ProjectID: c.Project}
	if id.RunID != "" {
		if err := svc.CheckRunID(id.RunID); err != nil {
			return usagef("RECALL_RUN_ID: %v", err) // never the value: it may be a secret
		}
	}
	if id.RunID == "" {
		id.RunID, id.RunFrom = "stdio-"+uuid.NewString(), policy.RunFromSession // one run per process
	}
	if c.Principal == "" {
		log.Error("RECALL_PRINCIPAL is not set: every memory call will be refused", id.LogAttrs())
	} else {
		p, err := ids.EnsurePrincipal(ctx, c.Principal)
		if err != nil {
			return fmt.Errorf("RECALL_PRINCIPAL: %w", err)
		}
		id.PrincipalID, id.Principal = p.ID, p.Name
		if err := svc.CheckBinding(ctx, id); err != nil {
			// Every call will be refused with this message until the binding is fixed.
			log.Error("RECALL_PROJECT: "+err.Error(), id.LogAttrs())
		}
	}
	log.Info("serving MCP on stdio", id.LogAttrs())
	stdio := server.NewStdioServer(srv.MCP())
	stdio.SetContextFunc(func(ctx context.Context) context.Context { return tools.WithIdentity(ctx, id) })
	err := stdio.Listen(ctx, tools.MarkInvalidUTF8Lines(stdin), stdout)
	if err != nil && (errors.Is(err, context.Canceled) || errors.Is(err, io.EOF)) {
		return nil
	}
	return err
}

// serveHTTP serves until ctx ends (SIGTERM or interrupt), then shuts down gracefully: it stops
// accepting connections, ends the notification streams with their final messages, lets tool
// calls in flight finish within drain, and returns nil. Calls still running at the deadline are
// cut off (their transactions roll back, so nothing half-done is acknowledged).
func serveHTTP(ctx context.Context, addr string, drain time.Duration, log *slog.Logger, srv *tools.Server, handler http.Handler, lim limitsConfig) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	hs := newHTTPServer(handler, lim, log)
	log.Info("serving MCP over streamable HTTP, and the console", "url", "http://"+ln.Addr().String()+"/mcp")
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

// newHTTPServer bounds every connection: headers within 5s (a socket that sends none is closed
// soon), the whole request within 30s, the response within the request deadline and a margin,
// idle keep-alive connections for 2 minutes, and at most RECALL_MAX_CONNECTIONS open, never by
// blocking Accept (httpguard.Conns). The MCP handler lifts the read and write deadlines for
// notification streams and extends the write deadline of a delete waiting for its human
// (tools.Server.authenticate).
func newHTTPServer(h http.Handler, lim limitsConfig, log *slog.Logger) *http.Server {
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      lim.RequestTimeout + 10*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	httpguard.NewConns(int(lim.MaxConnections), log).Install(hs)
	return hs
}
