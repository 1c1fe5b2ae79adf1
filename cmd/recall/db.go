package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/memory"
)

// The way to PostgreSQL (package dbconn): straight, or through a transaction-mode pooler with a
// direct connection for LISTEN.

// connect connects and pings, and checks nothing of the schema. Its connections bound every
// statement (statementTimeout, 0: no bound) where they may; counter, when not nil, counts their
// statements.
func connect(ctx context.Context, c config, log *slog.Logger, statementTimeout time.Duration, counter *dbconn.Counter) (*dbconn.DB, error) {
	db, err := dbconn.Open(ctx, dbconn.Options{URL: c.DatabaseURL, ListenURL: c.ListenURL, Pooler: c.Pooler,
		StatementTimeout: statementTimeout, Logger: log, Counter: counter})
	switch {
	case errors.Is(err, dbconn.ErrBadURL):
		return nil, usageError{msg: err.Error(), noUsage: true}
	case err != nil:
		return nil, fmt.Errorf("database unreachable: %w (set RECALL_DATABASE_URL, or run `make db` for the local cluster)", err)
	}
	return db, nil
}

// connectDB is connect's pool.
func connectDB(ctx context.Context, c config, log *slog.Logger, statementTimeout time.Duration) (*pgxpool.Pool, error) {
	db, err := connect(ctx, c, log, statementTimeout, nil)
	if err != nil {
		return nil, err
	}
	return db.Pool, nil
}

// openDB connects to a schema this binary knows (checkSchema): only `recall migrate` changes it.
func openDB(ctx context.Context, c config, log *slog.Logger) (*pgxpool.Pool, error) {
	return openDBWith(ctx, c, log, 0)
}

// openDBWith is openDB whose connections bound every statement: PostgreSQL cancels one that runs
// longer than statementTimeout (0: no bound), and a transaction left idle that long is ended.
func openDBWith(ctx context.Context, c config, log *slog.Logger, statementTimeout time.Duration) (*pgxpool.Pool, error) {
	db, err := openServing(ctx, c, log, statementTimeout, nil)
	if err != nil {
		return nil, err
	}
	return db.Pool, nil
}

// openServing is openDBWith's database with its listen connection and statement counter.
func openServing(ctx context.Context, c config, log *slog.Logger, statementTimeout time.Duration, counter *dbconn.Counter) (*dbconn.DB, error) {
	db, err := connect(ctx, c, log, statementTimeout, counter)
	if err != nil {
		return nil, err
	}
	if err := checkSchema(ctx, db.Pool); err != nil {
		db.Pool.Close()
		return nil, err
	}
	return db, nil
}

// listenOptions is where the change listener listens, and what it hands on besides the
// always-inject changes and the token cache's: a resigning leader (the elector tries for the
// lease at once) and work a write left (the background services, when this process leads).
// Without a connection to LISTEN on it polls.
func listenOptions(db *dbconn.DB, el *leader.Elector, work *background.Set) memory.ListenOptions {
	if db.Listen == nil {
		return memory.ListenOptions{Poll: 5 * time.Second}
	}
	return memory.ListenOptions{Conn: db.Listen, Notices: map[string]func(string){
		leader.Channel: func(payload string) {
			if strings.HasSuffix(payload, " "+el.Name()) {
				el.Wake()
			}
		},
		background.Channel: func(payload string) {
			_, topic, _ := strings.Cut(payload, " ")
			work.Wake(topic)
		},
	}}
}
