package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/dbroute"
	"github.com/recall-mcp/recall/migrations"
)

// databaseURLs reads a comma-separated list of PostgreSQL URLs. A comma inside one URL (a
// multi-host URL, postgres://h1:5432,h2:5432/recall) stays in it: a new URL starts only where a
// scheme does. A URL is never echoed in an error: it may hold a password.
func (e *envReader) databaseURLs(name string) []string {
	e.note(name, "", "PostgreSQL URLs (postgres://…), comma-separated")
	v, ok := e.lookup(name)
	if !ok {
		return nil
	}
	urls := splitURLs(v)
	for i, u := range urls {
		if !hasScheme(u) {
			e.errs = append(e.errs, fmt.Errorf("environment variable %s: item %d is not a postgres:// or postgresql:// URL", name, i+1))
			continue
		}
		if _, err := pgxpool.ParseConfig(u); err != nil {
			e.errs = append(e.errs, fmt.Errorf("environment variable %s: URL %d is not a valid PostgreSQL URL: %v", name, i+1, err))
		}
	}
	return urls
}

func splitURLs(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		p := strings.TrimSpace(part)
		switch {
		case p == "":
		case len(out) > 0 && !hasScheme(p):
			out[len(out)-1] += "," + p // another host of the same URL
		default:
			out = append(out, p)
		}
	}
	return out
}

func hasScheme(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

// startReplicas opens a pool for each of RECALL_DATABASE_REPLICA_URLS, configured as the primary's
// (dbconn.DB.Replica: the same pooler handling, session settings and size), and returns the router
// that sends callers' reads to them, and the function that closes them; a nil router without
// replicas. The pools connect lazily: a replica down at start is skipped and retried by the
// router, and the server serves from the primary meanwhile. The router LISTENs for other servers'
// write fences where the change listener does: behind a transaction-mode pooler it needs
// RECALL_DATABASE_LISTEN_URL, since a pooler delivers no notification.
func startReplicas(ctx context.Context, c config, db *dbconn.DB, log *slog.Logger) (*dbroute.Router, func(), error) {
	if len(c.ReplicaURLs) == 0 {
		return nil, func() {}, nil
	}
	if db.Listen == nil {
		return nil, nil, usageError{msg: "RECALL_DATABASE_REPLICA_URLS behind a transaction-mode pooler needs RECALL_DATABASE_LISTEN_URL: reads go to a replica only while the server hears every server's write fences, which a pooler does not deliver; set it to a direct connection to the primary, or unset the replicas", noUsage: true}
	}
	var pools []*pgxpool.Pool
	closeAll := func() {
		for _, p := range pools {
			p.Close()
		}
	}
	for i, u := range c.ReplicaURLs {
		p, err := db.Replica(ctx, u)
		if errors.Is(err, dbconn.ErrBadURL) {
			closeAll()
			return nil, nil, usageError{msg: fmt.Sprintf("RECALL_DATABASE_REPLICA_URLS: URL %d is %v", i+1, err), noUsage: true}
		} else if err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("replica %d: %w", i+1, err)
		}
		pools = append(pools, p)
	}
	r := dbroute.New(db.Pool, pools, dbroute.Options{Logger: log, MaxLag: c.ReplicaMaxLag, CheckSchema: replicaSchema, Listen: db.Listen})
	log.Info("reads of callers go to streaming replicas that replayed their writes", "replicas", len(pools), "maxLag", c.ReplicaMaxLag, "pooled", db.Pooled)
	return r, closeAll, nil
}

// replicaSchema refuses a replica that has not replayed a migration this binary needs. One a newer
// recall migrated is fine while the primary is (a rolling upgrade: migrations are additive).
func replicaSchema(ctx context.Context, p *pgxpool.Pool) error {
	s, err := migrations.Check(ctx, p)
	if err != nil {
		return fmt.Errorf("read the schema's version: %w", err)
	}
	if len(s.Pending) > 0 {
		return fmt.Errorf("it lacks %d of this binary's migrations: it has not replayed `recall migrate` yet", len(s.Pending))
	}
	return nil
}
