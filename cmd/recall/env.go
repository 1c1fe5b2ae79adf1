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
	// AllowedHosts (RECALL_ALLOWED_HOSTS, comma-separated) are Host names /mcp answers to besides
	// the loopback names of a loopback address (DNS rebinding protection).
	AllowedHosts []string
	// ShutdownTimeout (RECALL_SHUTDOWN_TIMEOUT) is how long SIGTERM waits for in-flight calls;
	// kept raw and checked by serve, which names the variable when it is malformed.
	ShutdownTimeout string
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

		ShutdownTimeout: strings.TrimSpace(getenv("RECALL_SHUTDOWN_TIMEOUT")),
	}
	for _, h := range strings.Split(getenv("RECALL_ALLOWED_HOSTS"), ",") {
		if h = strings.TrimSpace(h); h != "" {
			c.AllowedHosts = append(c.AllowedHosts, h)
		}
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
	return pool, nil
}

// newService builds the memory service with the scrubber and, when configured, Ollama.
func newService(c config, pool *pgxpool.Pool, log *slog.Logger) (*memory.Service, error) {
	sc, err := scrub.New()
	if err != nil {
		return nil, fmt.Errorf("scrubber: %w", err)
	}
	opts := &memory.Options{Logger: log, EmbedTimeout: c.EmbedTimeout}
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
