package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/lmittmann/tint"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/scrub"
)

// defaultDatabaseURL is the project's local development cluster (scripts/devdb.sh).
const defaultDatabaseURL = "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable"

// config is everything recall reads from the environment.
type config struct {
	DatabaseURL  string
	EmbedModel   string // RECALL_EMBED_MODEL; empty: no embedder
	OllamaHost   string // OLLAMA_HOST
	EmbedTimeout time.Duration
	Principal    string // RECALL_PRINCIPAL (stdio)
	Agent        string // RECALL_AGENT (stdio), default "default"
	RunID        string // RECALL_RUN_ID (stdio)
	LogFormat    string // RECALL_LOG_FORMAT: text | json; default text on a terminal, json otherwise
	LogLevel     slog.Level
	InjectItems  int
	InjectTokens int
	// Limits bound a serving process; LimitsErr names a malformed variable (serve stops on it).
	Limits    limitsConfig
	LimitsErr error
}

func loadEnv(getenv func(string) string) config {
	c := config{
		DatabaseURL: getenv("RECALL_DATABASE_URL"),
		EmbedModel:  strings.TrimSpace(getenv("RECALL_EMBED_MODEL")),
		OllamaHost:  strings.TrimSpace(getenv("OLLAMA_HOST")),
		Principal:   strings.TrimSpace(getenv("RECALL_PRINCIPAL")),
		Agent:       strings.TrimSpace(getenv("RECALL_AGENT")),
		RunID:       strings.TrimSpace(getenv("RECALL_RUN_ID")),
		LogFormat:   getenv("RECALL_LOG_FORMAT"),
	}
	if c.DatabaseURL == "" {
		c.DatabaseURL = defaultDatabaseURL
	}
	if c.Agent == "" {
		c.Agent = "default"
	}
	c.EmbedTimeout = 5 * time.Second
	if d, err := time.ParseDuration(getenv("RECALL_EMBED_TIMEOUT")); err == nil && d > 0 {
		c.EmbedTimeout = d
	}
	if err := c.LogLevel.UnmarshalText([]byte(getenv("RECALL_LOG_LEVEL"))); err != nil {
		c.LogLevel = slog.LevelInfo
	}
	c.InjectItems, _ = strconv.Atoi(getenv("RECALL_INJECT_MAX_ITEMS"))
	c.InjectTokens, _ = strconv.Atoi(getenv("RECALL_INJECT_MAX_TOKENS"))
	c.Limits, c.LimitsErr = loadLimits(getenv)
	return c
}

// newLogger logs to stderr (stdout is the protocol channel on stdio): tint for a terminal, JSON
// for machines.
func newLogger(w io.Writer, c config) *slog.Logger {
	format := c.LogFormat
	if format == "" {
		format = "json"
		if f, ok := w.(*os.File); ok && isTerminal(f) {
			format = "text"
		}
	}
	if format == "text" {
		return slog.New(tint.NewHandler(w, &tint.Options{Level: c.LogLevel, TimeFormat: time.TimeOnly}))
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: c.LogLevel}))
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// openDB connects and migrates (under the migration advisory lock).
func openDB(ctx context.Context, c config, log *slog.Logger) (*pgxpool.Pool, error) {
	return openDBWith(ctx, c, log, 0)
}

// openDBWith is openDB whose serving connections bound every statement: PostgreSQL cancels one
// that runs longer than statementTimeout (0: no bound), and a transaction left idle that long is
// ended. Migrations run before, on a connection without the bound (an index build may take
// longer).
func openDBWith(ctx context.Context, c config, log *slog.Logger, statementTimeout time.Duration) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(c.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("RECALL_DATABASE_URL: %w", err)
	}
	if !strings.Contains(c.DatabaseURL, "pool_max_conns") {
		// pgx's default (4 on two cores) is too few: one connection LISTENs for changes for good.
		cfg.MaxConns = 16
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("database: %w (set RECALL_DATABASE_URL, or run `make db` for the local cluster)", err)
	}
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("database unreachable: %w (set RECALL_DATABASE_URL, or run `make db` for the local cluster)", err)
	}
	applied, err := migrations.Apply(ctx, pool)
	if err != nil {
		pool.Close()
		return nil, err
	}
	for _, m := range applied {
		log.Info("migration applied", "migration", m)
	}
	if statementTimeout > 0 {
		// New connections get the bound; the ones migrations used are dropped first.
		ms := strconv.FormatInt(statementTimeout.Milliseconds(), 10)
		pool.Close()
		cfg = cfg.Copy()
		cfg.ConnConfig.RuntimeParams["statement_timeout"] = ms
		cfg.ConnConfig.RuntimeParams["idle_in_transaction_session_timeout"] = ms
		if pool, err = pgxpool.NewWithConfig(ctx, cfg); err != nil {
			return nil, fmt.Errorf("database: %w", err)
		}
	}
	return pool, nil
}

// newService builds the memory service with the scrubber and, when configured, Ollama.
func newService(c config, pool *pgxpool.Pool, log *slog.Logger) (*memory.Service, error) {
	return newServiceWith(c, pool, log, memory.Limits{})
}

// newServiceWith is newService with per-principal limits (recall serve).
func newServiceWith(c config, pool *pgxpool.Pool, log *slog.Logger, lim memory.Limits) (*memory.Service, error) {
	sc, err := scrub.New()
	if err != nil {
		return nil, fmt.Errorf("scrubber: %w", err)
	}
	opts := &memory.Options{Logger: log, EmbedTimeout: c.EmbedTimeout, Limits: lim}
	if c.EmbedModel != "" {
		emb, err := memory.NewOllama(c.OllamaHost, c.EmbedModel, c.EmbedTimeout)
		if err != nil {
			return nil, err
		}
		opts.Embedder = emb
		log.Info("embedding with Ollama", "model", c.EmbedModel)
	} else {
		log.Info("no embedder configured (RECALL_EMBED_MODEL unset): search is lexical")
	}
	return memory.New(pool, sc, opts), nil
}

// limitsConfig is what bounds a serving process: read by `recall serve` only, and a malformed
// value stops it with the variable's name instead of becoming a default.
type limitsConfig struct {
	RequestTimeout   time.Duration // RECALL_REQUEST_TIMEOUT
	StatementTimeout time.Duration // RECALL_STATEMENT_TIMEOUT
	ConfirmTimeout   time.Duration // RECALL_CONFIRM_TIMEOUT
	TokenRecheck     time.Duration // RECALL_TOKEN_RECHECK
	QueueWait        time.Duration // RECALL_PRINCIPAL_QUEUE_WAIT
	MaxBodyBytes     int64         // RECALL_MAX_BODY_BYTES
	MaxConnections   int64         // RECALL_MAX_CONNECTIONS
	Concurrency      int64         // RECALL_PRINCIPAL_CONCURRENCY
	QuotaMemories    int64         // RECALL_QUOTA_MEMORIES; 0: none
	QuotaBytes       int64         // RECALL_QUOTA_BYTES; 0: none
}

func loadLimits(getenv func(string) string) (limitsConfig, error) {
	l := limitsConfig{}
	var errs []string
	dur := func(name string, def time.Duration) time.Duration {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			return def
		}
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Sprintf("%s=%q is not a positive duration such as 30s or 2m", name, v))
			return def
		}
		return d
	}
	num := func(name string, def int64, zeroOK bool) int64 {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			return def
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 || n == 0 && !zeroOK {
			want := "a positive whole number"
			if zeroOK {
				want = "a whole number, 0 for no limit"
			}
			errs = append(errs, fmt.Sprintf("%s=%q is not %s", name, v, want))
			return def
		}
		return n
	}
	l.RequestTimeout = dur("RECALL_REQUEST_TIMEOUT", 15*time.Second)
	l.StatementTimeout = dur("RECALL_STATEMENT_TIMEOUT", 10*time.Second)
	l.ConfirmTimeout = dur("RECALL_CONFIRM_TIMEOUT", 2*time.Minute)
	l.TokenRecheck = dur("RECALL_TOKEN_RECHECK", 10*time.Second)
	l.QueueWait = dur("RECALL_PRINCIPAL_QUEUE_WAIT", 10*time.Second)
	l.MaxBodyBytes = num("RECALL_MAX_BODY_BYTES", 1<<20, false)
	l.MaxConnections = num("RECALL_MAX_CONNECTIONS", 1024, false)
	l.Concurrency = num("RECALL_PRINCIPAL_CONCURRENCY", 4, false)
	l.QuotaMemories = num("RECALL_QUOTA_MEMORIES", 100_000, true)
	l.QuotaBytes = num("RECALL_QUOTA_BYTES", 1<<30, true)
	if len(errs) > 0 {
		return l, usagef("bad environment: %s", strings.Join(errs, "; "))
	}
	return l, nil
}
