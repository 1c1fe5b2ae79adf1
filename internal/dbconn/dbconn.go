// Package dbconn is how recall connects to PostgreSQL: straight to the server, or through a
// transaction-mode pooler (PgBouncer, and the poolers managed PostgreSQL hands out), with the
// direct connection the change listener needs for LISTEN, and the count of the statements every
// connection sends (Counter).
//
// A transaction-mode pooler lends a server connection for one transaction at a time, so nothing
// may live on a connection between transactions: no setting sent at startup (PgBouncer refuses
// the connection: "unsupported startup parameter"), no named prepared statement (pgx's default
// statement cache; PgBouncer 1.18 cannot carry one to the next server connection), no session
// advisory lock, no LISTEN. Behind one, recall sends every statement unnamed with its
// description cached (one round trip, as the cache does) and takes only transaction-scoped
// locks and settings; LISTEN goes to RECALL_DATABASE_LISTEN_URL, or nowhere (the listener polls).
package dbconn

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/dbroute"
)

// Pooler modes: RECALL_DATABASE_POOLER.
const (
	// PoolerAuto connects straight, and treats the server as a transaction-mode pooler when it
	// refuses the settings sent at startup, as PgBouncer does.
	PoolerAuto = "auto"
	// PoolerNone: RECALL_DATABASE_URL is PostgreSQL itself (or a session-mode pooler).
	PoolerNone = "none"
	// PoolerTransaction: RECALL_DATABASE_URL is a transaction-mode pooler.
	PoolerTransaction = "transaction"
)

// Options say how to connect. Zero values mean defaults.
type Options struct {
	URL string // RECALL_DATABASE_URL
	// ListenURL (RECALL_DATABASE_LISTEN_URL) is a direct connection to the same database for the
	// change listener; "": the listener uses URL when it is direct, and polls behind a pooler.
	ListenURL string
	Pooler    string // PoolerAuto (default), PoolerNone or PoolerTransaction
	// StatementTimeout bounds every statement and every idle transaction of a direct connection
	// (statement_timeout, idle_in_transaction_session_timeout); 0: the server's.
	StatementTimeout time.Duration
	Logger           *slog.Logger // default slog.Default()
	Counter          *Counter     // counts every connection's statements; nil: none
}

// DB is an open pool and the way to the server.
type DB struct {
	Pool *pgxpool.Pool
	// Pooled reports that the pool goes through a transaction-mode pooler.
	Pooled bool
	// Listen is the connection the change listener LISTENs on; nil: there is none (a pooler
	// without RECALL_DATABASE_LISTEN_URL), so the listener polls.
	Listen *pgx.ConnConfig
	o      Options // what Replica's pools are configured with
}

// Open connects, pings and returns the pool; it checks nothing of the schema. A URL that does not
// parse is an error naming its variable that wraps ErrBadURL; an unreachable server is an error
// too.
func Open(ctx context.Context, o Options) (*DB, error) {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	pooled := o.Pooler == PoolerTransaction
	cfg, err := PoolConfig(o, o.URL, pooled)
	if err != nil {
		return nil, fmt.Errorf("RECALL_DATABASE_URL is %w", err)
	}
	pool, err := connect(ctx, cfg, o.Logger)
	if err != nil && o.Pooler == PoolerAuto && refusedStartupSettings(err) {
		o.Logger.Info("RECALL_DATABASE_URL is a pooler that refuses session settings: serving through it as through a transaction-mode pooler (set RECALL_DATABASE_POOLER to say so)", "err", err)
		pooled = true
		if cfg, err = PoolConfig(o, o.URL, true); err != nil {
			return nil, err
		}
		pool, err = connect(ctx, cfg, o.Logger)
	}
	if err != nil {
		return nil, err
	}
	db := &DB{Pool: pool, Pooled: pooled, o: o}
	if db.Listen, err = listenConfig(ctx, o, pool, pooled); err != nil {
		pool.Close()
		return nil, err
	}
	if pooled {
		serverSettings(ctx, o, pool)
	}
	return db, nil
}

// ErrBadURL is the error of a connection URL that does not parse.
var ErrBadURL = errors.New("not a valid PostgreSQL URL")

// PoolConfig is the pool configuration for url: straight to the server, or, with pooled, through
// a transaction-mode pooler.
func PoolConfig(o Options, url string, pooled bool) (*pgxpool.Config, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadURL, err)
	}
	if pooled {
		// Unnamed statements, each sent with its text (Parse, Bind and Execute in one round trip),
		// their result descriptions cached: nothing outlives the pooler's transaction.
		cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeCacheDescribe
	} else {
		// Every statement recall sends is milliseconds of index probes; PostgreSQL's JIT would
		// compile one whose cost estimate is high (a large table without statistics yet) on every
		// execution.
		if _, set := cfg.ConnConfig.RuntimeParams["jit"]; !set {
			cfg.ConnConfig.RuntimeParams["jit"] = "off"
		}
		if o.StatementTimeout > 0 {
			ms := strconv.FormatInt(o.StatementTimeout.Milliseconds(), 10)
			cfg.ConnConfig.RuntimeParams["statement_timeout"] = ms
			cfg.ConnConfig.RuntimeParams["idle_in_transaction_session_timeout"] = ms
		}
	}
	configureConn(o, cfg.ConnConfig)
	if !strings.Contains(url, "pool_max_conns") {
		// pgx's default (4 on two cores) is too few: calls, the leader's work and streams share it.
		cfg.MaxConns = 16
	}
	return cfg, nil
}

// configureConn sets what every connection of recall's has, the listener's included.
func configureConn(o Options, c *pgx.ConnConfig) {
	log := o.Logger
	if log == nil {
		log = slog.Default()
	}
	// PostgreSQL answers some refusals with a warning, not an error (a VACUUM by a role that does
	// not own the table is skipped so): logged, so nothing is skipped silently.
	c.OnNotice = func(_ *pgconn.PgConn, n *pgconn.Notice) {
		if n.Severity == "WARNING" {
			log.Warn("PostgreSQL warned", "warning", n.Message, "code", n.Code)
		}
	}
	if o.Counter != nil {
		c.Tracer = o.Counter
	}
}

// Replica opens a pool on a streaming replica of the pool's server at url, configured as the
// pool is: through a transaction-mode pooler when the pool is (RECALL_DATABASE_POOLER covers the
// replicas too), with its session settings where url sets none, its size unless url sets one, and
// its statement counter. The pool connects lazily: a replica that is down is no error here.
func (db *DB) Replica(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := PoolConfig(db.o, url, db.Pooled)
	if err != nil {
		return nil, err
	}
	pc := db.Pool.Config()
	if !db.Pooled { // behind a pooler nothing is sent at startup but what url says
		for k, v := range pc.ConnConfig.RuntimeParams {
			if _, set := cfg.ConnConfig.RuntimeParams[k]; !set {
				cfg.ConnConfig.RuntimeParams[k] = v
			}
		}
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = pc.MaxConns
	}
	return dbroute.NewPool(ctx, cfg, db.o.Logger)
}

// connect makes the pool and pings it. dbroute.NewPool makes a pool that drops its connections
// after a failover, and keeps the statement counter PoolConfig set as its tracer.
func connect(ctx context.Context, cfg *pgxpool.Config, log *slog.Logger) (*pgxpool.Pool, error) {
	pool, err := dbroute.NewPool(ctx, cfg, log)
	if err != nil {
		return nil, err
	}
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pctx); err != nil {
		pool.Close()
		return nil, err
	}
	return pool, nil
}

// refusedStartupSettings reports whether err is a pooler's refusal of a setting sent at startup
// (PgBouncer: "unsupported startup parameter: jit").
func refusedStartupSettings(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && strings.Contains(pgErr.Message, "unsupported startup parameter")
}

// listenConfig is where the change listener LISTENs: RECALL_DATABASE_LISTEN_URL when given (it
// must reach the same database and schema as the pool), the pool's own server when direct, and
// nowhere behind a pooler without one.
func listenConfig(ctx context.Context, o Options, pool *pgxpool.Pool, pooled bool) (*pgx.ConnConfig, error) {
	if o.ListenURL == "" {
		if pooled {
			o.Logger.Warn("behind a transaction-mode pooler without RECALL_DATABASE_LISTEN_URL: changes are polled, not heard (subscribers and the leader learn of them later, and the token cache is off)")
			return nil, nil
		}
		return pool.Config().ConnConfig.Copy(), nil
	}
	// Parsed as a pool's, so pool settings copied from RECALL_DATABASE_URL are understood.
	pcfg, err := pgxpool.ParseConfig(o.ListenURL)
	if err != nil {
		return nil, fmt.Errorf("RECALL_DATABASE_LISTEN_URL is %w: %v", ErrBadURL, err)
	}
	cfg := pcfg.ConnConfig
	configureConn(o, cfg)
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	conn, err := pgx.ConnectConfig(cctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("RECALL_DATABASE_LISTEN_URL unreachable: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var listenAt, poolAt string
	const where = `select current_database() || ', schema ' || current_schema()`
	if err := conn.QueryRow(cctx, where).Scan(&listenAt); err != nil {
		return nil, fmt.Errorf("RECALL_DATABASE_LISTEN_URL: %w", err)
	}
	if err := pool.QueryRow(cctx, where).Scan(&poolAt); err != nil {
		return nil, err
	}
	if listenAt != poolAt {
		return nil, fmt.Errorf("RECALL_DATABASE_LISTEN_URL reaches database %s but RECALL_DATABASE_URL reaches %s: both must reach the same database and schema (the listener hears only what is announced there)", listenAt, poolAt)
	}
	return cfg, nil
}

// serverSettings says, behind a pooler, which of the settings recall sends a direct connection
// the server leaves at their defaults: the role or database must set them instead.
func serverSettings(ctx context.Context, o Options, pool *pgxpool.Pool) {
	var jit, timeout string
	if err := pool.QueryRow(ctx, `select current_setting('jit'), current_setting('statement_timeout')`).Scan(&jit, &timeout); err != nil {
		return
	}
	if jit == "on" || (o.StatementTimeout > 0 && timeout == "0") {
		o.Logger.Info("behind a transaction-mode pooler recall sets nothing per connection: set jit = off and a statement_timeout for its role (docs/operations.md)",
			"jit", jit, "statement_timeout", timeout,
			"example", fmt.Sprintf("alter role current_user set jit = off; alter role current_user set statement_timeout = '%dms'", o.StatementTimeout.Milliseconds()))
	}
}
