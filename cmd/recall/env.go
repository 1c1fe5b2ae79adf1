package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/lmittmann/tint"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/clientip"
	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// defaultDatabaseURL is the project's local development cluster (scripts/devdb.sh).
const defaultDatabaseURL = "postgres://postgres@127.0.0.1:55432/recall?sslmode=disable"

// config is everything recall reads from the environment.
type config struct {
	DatabaseURL string
	// ListenURL (RECALL_DATABASE_LISTEN_URL) is a direct connection for LISTEN where DatabaseURL
	// is a transaction-mode pooler; Pooler (RECALL_DATABASE_POOLER) says whether it is one.
	ListenURL     string
	Pooler        string
	ReplicaURLs   []string      // RECALL_DATABASE_REPLICA_URLS: streaming replicas for callers' reads
	ReplicaMaxLag time.Duration // RECALL_REPLICA_MAX_LAG: a replica further behind serves no reads; 0: no bound
	EmbedModel    string        // RECALL_EMBED_MODEL; empty: no embedder
	OllamaHost    string        // OLLAMA_HOST
	EmbedTimeout  time.Duration
	Principal     string // RECALL_PRINCIPAL (stdio)
	Agent         string // RECALL_AGENT (stdio), default "default"
	RunID         string // RECALL_RUN_ID (stdio)
	// RunIdle (RECALL_RUN_IDLE) ends a sessionless client's run after this long without a write.
	RunIdle      time.Duration
	Project      string // RECALL_PROJECT (stdio): the project the session is bound to
	LogFormat    string // RECALL_LOG_FORMAT: text | json; default text on a terminal, json otherwise
	LogLevel     slog.Level
	InjectItems  int // 0: the service's default
	InjectTokens int // 0: the service's default
	// ContextMaxTokens (RECALL_CONTEXT_MAX_TOKENS) is a prompt's context budget when its caller
	// gives none; ContextMinRelevance (RECALL_CONTEXT_MIN_RELEVANCE) the floor of relevance.
	ContextMaxTokens    int
	ContextMinRelevance float64

	Retention     memory.Retention // RECALL_PURGE_GRACE, RECALL_HISTORY_RETENTION, RECALL_AUDIT_RETENTION
	PurgeInterval time.Duration    // RECALL_PURGE_INTERVAL: how often `recall serve` purges
	PublicURL     string           // RECALL_PUBLIC_URL, checked by publicURL
	OAuthPrivate  bool             // RECALL_OAUTH_ALLOW_PRIVATE_METADATA: development only
	// AllowedHosts (RECALL_ALLOWED_HOSTS, comma-separated) are Host names HTTP answers to besides
	// the loopback names of a loopback address (DNS rebinding protection).
	AllowedHosts []string
	// TrustedProxies (RECALL_TRUSTED_PROXIES, comma-separated addresses or CIDR networks) are the
	// reverse proxies whose X-Forwarded-For or Forwarded header names the client for the console's
	// login limits; none by default (the socket's peer is the client).
	TrustedProxies []netip.Prefix
	// ShutdownTimeout (RECALL_SHUTDOWN_TIMEOUT) is how long SIGTERM waits for in-flight calls.
	ShutdownTimeout time.Duration
	// Limits bound a serving process (deadlines, body cap, connections, per-principal slots and
	// storage quota).
	Limits limitsConfig
	// Embed is the embeddings endpoint: RECALL_EMBED_PROVIDER, _URL, _API_KEY, _DIMENSIONS.
	Embed embedConfig
}

const day = 24 * time.Hour

// loadEnv reads and checks every setting. Settings fail fast: a malformed or out-of-range value
// is an error naming the variable (all of them at once), never a silent default. An unset
// variable takes its default.
//
// Adding a setting is one line here (and a field in config): pick the parser for its type —
// str, name, oneOf, duration, integer, level — with its default and its allowed range.
func loadEnv(getenv func(string) string) (config, error) {
	e := &envReader{getenv: getenv}
	c := readEnv(e)
	return c, e.err()
}

// readEnv reads every setting through e.
func readEnv(e *envReader) config {
	return config{
		DatabaseURL:         e.str("RECALL_DATABASE_URL", defaultDatabaseURL),
		ListenURL:           e.str("RECALL_DATABASE_LISTEN_URL", ""),
		Pooler:              e.oneOf("RECALL_DATABASE_POOLER", dbconn.PoolerAuto, dbconn.PoolerAuto, dbconn.PoolerNone, dbconn.PoolerTransaction),
		ReplicaURLs:         e.databaseURLs("RECALL_DATABASE_REPLICA_URLS"),
		ReplicaMaxLag:       e.duration("RECALL_REPLICA_MAX_LAG", 30*time.Second, 0, day),
		EmbedModel:          e.str("RECALL_EMBED_MODEL", ""),
		OllamaHost:          e.str("OLLAMA_HOST", ""),
		EmbedTimeout:        e.duration("RECALL_EMBED_TIMEOUT", 5*time.Second, 10*time.Millisecond, 10*time.Minute),
		Embed:               e.embed(),
		Principal:           e.name("RECALL_PRINCIPAL", ""),
		Agent:               e.name("RECALL_AGENT", "default"),
		RunID:               e.str("RECALL_RUN_ID", ""),
		RunIdle:             e.duration("RECALL_RUN_IDLE", memory.DefaultRunIdle, 10*time.Millisecond, 30*day),
		Project:             e.name("RECALL_PROJECT", ""),
		LogFormat:           e.oneOf("RECALL_LOG_FORMAT", "", "text", "json"),
		LogLevel:            e.level("RECALL_LOG_LEVEL", slog.LevelInfo),
		InjectItems:         e.integer("RECALL_INJECT_MAX_ITEMS", 0, 1, 1000),
		InjectTokens:        e.integer("RECALL_INJECT_MAX_TOKENS", 0, 1, 1_000_000),
		ContextMaxTokens:    e.integer("RECALL_CONTEXT_MAX_TOKENS", memory.DefaultContextMaxTokens, 1, memory.MaxContextTokens),
		ContextMinRelevance: e.fraction("RECALL_CONTEXT_MIN_RELEVANCE", memory.DefaultContextMinRelevance),
		Retention: memory.Retention{
			Grace:   e.duration("RECALL_PURGE_GRACE", memory.DefaultRetention.Grace, 0, 100*365*day),
			History: e.duration("RECALL_HISTORY_RETENTION", memory.DefaultRetention.History, 0, 100*365*day),
			Audit:   e.duration("RECALL_AUDIT_RETENTION", memory.DefaultRetention.Audit, 0, 100*365*day),
		},
		PurgeInterval:   e.duration("RECALL_PURGE_INTERVAL", time.Hour, time.Minute, 7*day),
		PublicURL:       e.str("RECALL_PUBLIC_URL", ""),
		OAuthPrivate:    e.oneOf("RECALL_OAUTH_ALLOW_PRIVATE_METADATA", "false", "true", "false") == "true",
		AllowedHosts:    splitList(e.str("RECALL_ALLOWED_HOSTS", "")),
		TrustedProxies:  e.prefixes("RECALL_TRUSTED_PROXIES"),
		ShutdownTimeout: e.duration("RECALL_SHUTDOWN_TIMEOUT", defaultShutdownTimeout, 100*time.Millisecond, 10*time.Minute),
		Limits:          e.limits(),
	}
}

// envReader parses environment variables strictly and collects one error per bad variable.
type envReader struct {
	getenv func(string) string
	errs   []error
	// uses records every setting read, with its default and what it accepts, in reading order:
	// `recall help environment` and docs/environment.md are made from it.
	uses []settingUse
}

// settingUse is one setting as its parser defines it.
type settingUse struct{ Name, Default, Accepts string }

func (e *envReader) note(name, def, accepts string) {
	e.uses = append(e.uses, settingUse{name, def, accepts})
}

func (e *envReader) err() error {
	if len(e.errs) == 0 {
		return nil
	}
	return usageError{msg: errors.Join(e.errs...).Error(), noUsage: true}
}

func (e *envReader) bad(name, raw, want string) {
	if strings.HasPrefix(raw, "${") || strings.HasPrefix(raw, "$") && !strings.ContainsAny(raw, " /") {
		// podman-compose 1.0 passes `${VAR:-}` on as written; other tools leave `$VAR` so.
		want += "; it looks like a shell or compose variable that was not substituted: set it, or leave the setting out (an empty value is unset)"
	}
	e.errs = append(e.errs, fmt.Errorf("environment variable %s=%q is not valid: %s", name, raw, want))
}

// lookup returns the trimmed value, or ok=false when the variable is unset or blank.
func (e *envReader) lookup(name string) (string, bool) {
	v := strings.TrimSpace(e.getenv(name))
	return v, v != ""
}

func (e *envReader) str(name, def string) string {
	e.note(name, def, "text")
	if v, ok := e.lookup(name); ok {
		return v
	}
	return def
}

// name is a principal or agent name (policy.ValidateName).
func (e *envReader) name(name, def string) string {
	e.note(name, def, "a name: 1-64 letters, digits or . _ : @ -")
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	if err := policy.ValidateName(name, v); err != nil {
		e.bad(name, v, "use 1-64 letters, digits or . _ : @ -, starting with a letter or digit")
	}
	return v
}

func (e *envReader) oneOf(name, def string, allowed ...string) string {
	e.note(name, def, strings.Join(allowed, " | "))
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	for _, a := range allowed {
		if strings.EqualFold(v, a) {
			return a
		}
	}
	e.bad(name, v, "use one of "+strings.Join(allowed, ", "))
	return def
}

// duration accepts Go durations (90s, 15m, 2h30m) and whole days (30d), within [min, max].
func (e *envReader) duration(name string, def, min, max time.Duration) time.Duration {
	e.note(name, fmtDuration(def), fmt.Sprintf("a duration, %s to %s", fmtDuration(min), fmtDuration(max)))
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	d, err := parseDuration(v)
	if err != nil || d < min || d > max {
		e.bad(name, v, fmt.Sprintf("use a duration like 90s, 15m, 2h or 30d, from %s to %s", fmtDuration(min), fmtDuration(max)))
		return def
	}
	return d
}

// integer accepts a base-10 integer within [min, max].
func (e *envReader) integer(name string, def, min, max int) int {
	e.note(name, strconv.Itoa(def), fmt.Sprintf("a whole number, %d to %d", min, max))
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < min || n > max {
		e.bad(name, v, fmt.Sprintf("use a whole number from %d to %d", min, max))
		return def
	}
	return n
}

// prefixes accepts a comma-separated list of IP addresses (a single host) and CIDR networks.
// fraction reads a number from 0 to 1.
func (e *envReader) fraction(name string, def float64) float64 {
	e.note(name, strconv.FormatFloat(def, 'g', -1, 64), "a number from 0 to 1")
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < 0 || f > 1 {
		e.bad(name, v, "use a number from 0 to 1, like 0.35")
		return def
	}
	return f
}

func (e *envReader) prefixes(name string) []netip.Prefix {
	e.note(name, "", "IP addresses or CIDR networks, comma-separated")
	v, ok := e.lookup(name)
	if !ok {
		return nil
	}
	out, err := clientip.ParseTrusted(v)
	if err != nil {
		e.bad(name, v, err.Error()+"; use a comma-separated list like 10.0.0.0/8, 2001:db8::/32 or 192.0.2.7")
		return nil
	}
	return out
}

func (e *envReader) level(name string, def slog.Level) slog.Level {
	e.note(name, strings.ToLower(def.String()), "debug | info | warn | error")
	v, ok := e.lookup(name)
	if !ok {
		return def
	}
	var l slog.Level
	if err := l.UnmarshalText([]byte(v)); err != nil {
		e.bad(name, v, "use debug, info, warn or error")
		return def
	}
	return l
}

// parseDuration is time.ParseDuration plus a whole number of days ("30d").
func parseDuration(s string) (time.Duration, error) {
	if n, ok := strings.CutSuffix(s, "d"); ok {
		days, err := strconv.Atoi(n)
		if err != nil || days < 0 || days > 365*1000 {
			return 0, fmt.Errorf("%q is not a number of days", s)
		}
		return time.Duration(days) * day, nil
	}
	return time.ParseDuration(s)
}

// fmtDuration prints whole days as "30d", anything else as Go does.
func fmtDuration(d time.Duration) string {
	if d >= day && d%day == 0 {
		return strconv.Itoa(int(d/day)) + "d"
	}
	return d.String()
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
		return slog.New(tint.NewHandler(w, &tint.Options{Level: c.LogLevel, TimeFormat: time.TimeOnly, ReplaceAttr: durationString}))
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: c.LogLevel, ReplaceAttr: durationString}))
}

// durationString writes a duration as people read it ("25s"); slog's JSON handler would write
// nanoseconds.
func durationString(_ []string, a slog.Attr) slog.Attr {
	if a.Value.Kind() == slog.KindDuration {
		return slog.String(a.Key, a.Value.Duration().String())
	}
	return a
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// newService builds the memory service with the scrubber and, when configured, an embedder, and
// the identity service beside it: one auth cache, which the memory service's change listener keeps.
func newService(c config, pool *pgxpool.Pool, log *slog.Logger) (*memory.Service, *identity.Service, error) {
	return newServiceWith(c, pool, log, memory.Limits{}, nil)
}

// newServiceWith is newService with per-principal limits and, in a serving process, the set of
// background services it runs when it leads, which the service's writes wake (recall serve).
func newServiceWith(c config, pool *pgxpool.Pool, log *slog.Logger, lim memory.Limits, set *background.Set) (*memory.Service, *identity.Service, error) {
	sc, err := scrub.New()
	if err != nil {
		return nil, nil, fmt.Errorf("scrubber: %w", err)
	}
	return buildService(c, pool, log, lim, sc, set)
}

// newReadingService is newService for a command that reads and never saves, run by a client hook
// as a new process before a prompt (recall context, recall inject): its scrubber is loaded only
// if something is saved after all, so the process does not pay for compiling the scrubber's rules,
// a fifth of a second on a busy two-core machine.
func newReadingService(c config, pool *pgxpool.Pool, log *slog.Logger) (*memory.Service, *identity.Service, error) {
	return buildService(c, pool, log, memory.Limits{}, &lazyScrubber{}, nil)
}

// lazyScrubber loads the scrubber on its first use and, should it fail to load, fails closed as a
// failing rule does: the whole text withheld.
type lazyScrubber struct {
	once sync.Once
	sc   *scrub.Scrubber
}

func (l *lazyScrubber) Scrub(text string) scrub.Result {
	l.once.Do(func() { l.sc, _ = scrub.New() })
	if l.sc == nil {
		return scrub.Result{Text: scrub.Marker("scrubber-error"), Redactions: 1, Rules: []string{"scrubber-error"}}
	}
	return l.sc.Scrub(text)
}

func buildService(c config, pool *pgxpool.Pool, log *slog.Logger, lim memory.Limits, sc memory.Scrubber, set *background.Set) (*memory.Service, *identity.Service, error) {
	var svc *memory.Service
	ids := identity.New(pool, &identity.Options{Logger: log, CheckRunID: func(run string) error { return svc.CheckRunID(run) }})
	opts := &memory.Options{Logger: log, EmbedTimeout: c.EmbedTimeout, Limits: lim, AuthCache: ids, RunIdle: c.RunIdle,
		ContextMaxTokens: c.ContextMaxTokens, ContextMinRelevance: &c.ContextMinRelevance, MinSimilarity: c.Embed.MinSimilarity,
		Work:       background.NewNotifier(pool, set, 0, log).Hint,
		PurgeGrace: &c.Retention.Grace}
	emb, err := newEmbedder(c, log)
	if err != nil {
		return nil, nil, err
	}
	opts.Embedder = emb
	svc = memory.New(pool, sc, opts)
	return svc, ids, nil
}

// splitList reads a comma-separated setting, dropping blanks.
func splitList(s string) []string {
	var out []string
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// limitsConfig is what bounds a serving process; like every setting, a malformed value stops the
// process with the variable's name instead of becoming a default.
type limitsConfig struct {
	RequestTimeout   time.Duration // RECALL_REQUEST_TIMEOUT
	StatementTimeout time.Duration // RECALL_STATEMENT_TIMEOUT
	ConfirmTimeout   time.Duration // RECALL_CONFIRM_TIMEOUT
	TokenRecheck     time.Duration // RECALL_TOKEN_RECHECK
	QueueWait        time.Duration // RECALL_PRINCIPAL_QUEUE_WAIT
	MaxBodyBytes     int64         // RECALL_MAX_BODY_BYTES
	MaxConnections   int64         // RECALL_MAX_CONNECTIONS
	MinBodyRate      int64         // RECALL_MIN_BODY_RATE, bytes a second
	BodiesPerAddress int64         // RECALL_BODIES_PER_ADDRESS
	Concurrency      int64         // RECALL_PRINCIPAL_CONCURRENCY
	NamespaceWriters int64         // RECALL_NAMESPACE_WRITERS
	QuotaMemories    int64         // RECALL_QUOTA_MEMORIES; 0: none
	QuotaBytes       int64         // RECALL_QUOTA_BYTES; 0: none
	// Notification streams and MCP sessions held open over HTTP.
	StreamsPerPrincipal  int64         // RECALL_STREAMS_PER_PRINCIPAL
	MaxStreams           int64         // RECALL_MAX_STREAMS
	SessionIdleTimeout   time.Duration // RECALL_SESSION_IDLE_TIMEOUT
	SessionsPerPrincipal int64         // RECALL_SESSIONS_PER_PRINCIPAL
	RequestsPerPrincipal int64         // RECALL_REQUESTS_PER_PRINCIPAL
	// ConfirmationsPerPrincipal: RECALL_CONFIRMATIONS_PER_PRINCIPAL
	ConfirmationsPerPrincipal int64
}

func (e *envReader) limits() limitsConfig {
	return limitsConfig{
		RequestTimeout:   e.duration("RECALL_REQUEST_TIMEOUT", 15*time.Second, 100*time.Millisecond, time.Hour),
		StatementTimeout: e.duration("RECALL_STATEMENT_TIMEOUT", 10*time.Second, 10*time.Millisecond, time.Hour),
		ConfirmTimeout:   e.duration("RECALL_CONFIRM_TIMEOUT", 2*time.Minute, time.Second, day),
		TokenRecheck:     e.duration("RECALL_TOKEN_RECHECK", 10*time.Second, 10*time.Millisecond, time.Hour),
		QueueWait:        e.duration("RECALL_PRINCIPAL_QUEUE_WAIT", 10*time.Second, time.Millisecond, time.Hour),
		MaxBodyBytes:     int64(e.integer("RECALL_MAX_BODY_BYTES", 1<<20, 16<<10, 1<<30)),
		MaxConnections:   int64(e.integer("RECALL_MAX_CONNECTIONS", 1024, 1, 1_000_000)),
		MinBodyRate:      int64(e.integer("RECALL_MIN_BODY_RATE", 1024, 1, 1<<30)),
		BodiesPerAddress: int64(e.integer("RECALL_BODIES_PER_ADDRESS", 16, 1, 1_000_000)),
		Concurrency:      int64(e.integer("RECALL_PRINCIPAL_CONCURRENCY", 4, 1, 10_000)),
		NamespaceWriters: int64(e.integer("RECALL_NAMESPACE_WRITERS", 4, 1, 10_000)),
		QuotaMemories:    int64(e.integer("RECALL_QUOTA_MEMORIES", 100_000, 0, 1<<40)),
		QuotaBytes:       int64(e.integer("RECALL_QUOTA_BYTES", 1<<30, 0, 1<<50)),

		StreamsPerPrincipal:       int64(e.integer("RECALL_STREAMS_PER_PRINCIPAL", 8, 1, 10_000)),
		MaxStreams:                int64(e.integer("RECALL_MAX_STREAMS", 512, 1, 1_000_000)),
		SessionIdleTimeout:        e.duration("RECALL_SESSION_IDLE_TIMEOUT", 30*time.Minute, time.Second, 30*day),
		SessionsPerPrincipal:      int64(e.integer("RECALL_SESSIONS_PER_PRINCIPAL", 100, 1, 1_000_000)),
		RequestsPerPrincipal:      int64(e.integer("RECALL_REQUESTS_PER_PRINCIPAL", 32, 1, 1_000_000)),
		ConfirmationsPerPrincipal: int64(e.integer("RECALL_CONFIRMATIONS_PER_PRINCIPAL", 8, 1, 1_000_000)),
	}
}
