package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// settingDocs says what each setting is for. The names, defaults and accepted values come from
// the parsers in env.go (readEnv), so this map holds only the sentence; a test fails when a
// setting has no sentence here or a sentence has no setting.
var settingDocs = map[string]string{
	"RECALL_DATABASE_URL":                 "PostgreSQL with pgvector, or a pooler in front of it; unset: the local development cluster (`make db`). A multi-host URL with `target_session_attrs=read-write` follows a failover (docs/operations.md)",
	"RECALL_DATABASE_LISTEN_URL":          "a direct connection to the same database (not through a pooler) for LISTEN (changes, and with replicas other servers' write fences), where `RECALL_DATABASE_URL` is a transaction-mode pooler; unset behind one: changes are polled every 5 s and replicas are refused (docs/operations.md, \"Behind a connection pooler\")",
	"RECALL_DATABASE_POOLER":              "`transaction` when `RECALL_DATABASE_URL` is a transaction-mode pooler (PgBouncer, Supavisor, RDS Proxy): nothing is kept on a connection between transactions; `none` when it is PostgreSQL; `auto`: direct, unless the server refuses settings sent at startup as PgBouncer does. Replicas are connected to the same way",
	"RECALL_DATABASE_REPLICA_URLS":        "streaming replicas of that database, comma-separated URLs: callers' reads go to one that has replayed the caller's writes, else to the primary (docs/operations.md)",
	"RECALL_REPLICA_MAX_LAG":              "a replica that has not replayed what the primary had this long ago serves no reads until it catches up; `0`: no bound",
	"RECALL_EMBED_MODEL":                  "the embedding model, e.g. `nomic-embed-text` (ollama) or `text-embedding-3-small` (openai); unset: lexical search only",
	"RECALL_EMBED_PROVIDER":               "`ollama`, or `openai` for any OpenAI-compatible `/v1/embeddings` (OpenAI, Azure OpenAI, LM Studio, llama.cpp's server, vLLM, LocalAI)",
	"RECALL_EMBED_URL":                    "the embeddings endpoint, e.g. `https://api.openai.com/v1`; for ollama it overrides `OLLAMA_HOST`",
	"RECALL_EMBED_API_KEY":                "the endpoint's bearer key; never logged, never in an error",
	"RECALL_EMBED_DIMENSIONS":             "ask the model for vectors of this many dimensions and refuse any other; unset: the model's own",
	"RECALL_EMBED_MIN_SIMILARITY":         "the cosine similarity to the query a memory needs to be found by its embedding alone (sharing no word with the query); unset: by model, 0.5 for nomic-embed-text, 0.75 for text-embedding-ada-002, 0.3 for others (docs/search.md, \"Similarity floor\")",
	"OLLAMA_HOST":                         "Ollama's address; empty: `http://127.0.0.1:11434`",
	"RECALL_EMBED_TIMEOUT":                "how long one embedding call may take",
	"RECALL_PRINCIPAL":                    "stdio: the principal the session acts for (required to call tools on stdio)",
	"RECALL_AGENT":                        "stdio: the agent namespace of the session's user memories",
	"RECALL_RUN_ID":                       "stdio: the run the session's saves count to; empty: one run per process",
	"RECALL_RUN_IDLE":                     "a client without a session that names no run (the 2026-07-28 protocol) writes in its token's current run until this long passes without a write; its next write starts a new run. Every process on one database should use the same value",
	"RECALL_PROJECT":                      "stdio (and `recall inject`, `recall context`): the project the session is bound to; empty: unbound",
	"RECALL_LOG_FORMAT":                   "`text` or `json`; empty: text on a terminal, JSON otherwise",
	"RECALL_LOG_LEVEL":                    "the lowest level logged",
	"RECALL_INJECT_MAX_ITEMS":             "always-inject cap per turn, in memories; 0: 20",
	"RECALL_INJECT_MAX_TOKENS":            "always-inject cap per turn, in estimated tokens; 0: 2,000",
	"RECALL_CONTEXT_MAX_TOKENS":           "the budget of a prompt's context (`recall context`, `getMemoryContext`, `POST /hooks/context`) when the caller gives none, in estimated tokens, always-inject memories included (docs/context.md)",
	"RECALL_CONTEXT_MIN_RELEVANCE":        "the share of a prompt's information its best match must hold for the prompt to get relevant memories in its context; those sent then hold at least half of it (docs/context.md)",
	"RECALL_PURGE_GRACE":                  "how long after expiry a memory is removed (`0`: at once)",
	"RECALL_HISTORY_RETENTION":            "how long version history is kept; `0`: forever",
	"RECALL_AUDIT_RETENTION":              "how long audit rows are kept; `0`: forever",
	"RECALL_PURGE_INTERVAL":               "how often `recall serve` purges",
	"RECALL_PUBLIC_URL":                   "where people and OAuth clients reach recall: links, OAuth metadata and Secure cookies; empty: `http://` + the listen address",
	"RECALL_OAUTH_ALLOW_PRIVATE_METADATA": "`true` lets OAuth client metadata documents be fetched from loopback or private addresses (development only)",
	"RECALL_ALLOWED_HOSTS":                "extra Host/Origin names HTTP answers to, comma-separated (DNS rebinding protection)",
	"RECALL_SHUTDOWN_TIMEOUT":             "how long SIGTERM waits for calls in flight",
	"RECALL_REQUEST_TIMEOUT":              "every request's deadline; a frozen database answers with a clear error by then",
	"RECALL_STATEMENT_TIMEOUT":            "PostgreSQL `statement_timeout` (and `idle_in_transaction_session_timeout`) of every serving connection; behind a transaction-mode pooler set it for the role instead",
	"RECALL_CONFIRM_TIMEOUT":              "how long a delete waits for the human's answer; unanswered, nothing is deleted",
	"RECALL_TOKEN_RECHECK":                "how often open notification streams are checked against token revocation",
	"RECALL_PRINCIPAL_QUEUE_WAIT":         "how long a call waits for one of its principal's slots before a `busy` error (console pages take the same slots: 503)",
	"RECALL_TRUSTED_PROXIES":              "reverse proxies whose `X-Forwarded-For` (or, without one, `Forwarded`) names the client, for the console's login limits and OAuth registration limits; read from the right up to the first address not listed. Unset: the socket's peer is the client, headers ignored",
	"RECALL_MAX_BODY_BYTES":               "request body cap on every HTTP route (413 beyond it, before reading when declared; multipart bodies get 415)",
	"RECALL_MAX_CONNECTIONS":              "open HTTP connections at once; a new one beyond it closes the connection that has waited longest without being served (idle, or its body still arriving; a small reserve answers `/healthz`, `/readyz`, `/metrics` when all are busy)",
	"RECALL_MIN_BODY_RATE":                "bytes a second a request body must average after its first 2 s (408 and the connection closed when slower); no body takes over 30 s",
	"RECALL_BODIES_PER_ADDRESS":           "request bodies one client address (an IPv6 /64; behind `RECALL_TRUSTED_PROXIES`, the forwarded client) may be sending at once before it is authenticated (429 beyond)",
	"RECALL_REQUESTS_PER_PRINCIPAL":       "HTTP requests besides notification streams one principal may have in progress at once per process: calls, calls waiting for a slot, bodies arriving (429 beyond, before the body is read); at most a quarter of `RECALL_MAX_CONNECTIONS` applies",
	"RECALL_CONFIRMATIONS_PER_PRINCIPAL":  "deletes of one principal waiting for a person's answer at once per process (each holds a connection on clients before 2026-07-28); beyond it nothing is asked or deleted; at most an eighth of `RECALL_MAX_CONNECTIONS` applies",
	"RECALL_STREAMS_PER_PRINCIPAL":        "notification streams (GET `/mcp`, `subscriptions/listen`) one principal may hold open at once (429 beyond)",
	"RECALL_MAX_STREAMS":                  "notification streams open at once in all (503 beyond)",
	"RECALL_SESSION_IDLE_TIMEOUT":         "an MCP session with no request and no open stream for this long is ended (the client re-initializes for notifications)",
	"RECALL_SESSIONS_PER_PRINCIPAL":       "live MCP sessions of one principal per process; one more ends its least recently used",
	"RECALL_PRINCIPAL_CONCURRENCY":        "calls of one principal in flight at once per process",
	"RECALL_NAMESPACE_WRITERS":            "saves into one namespace in the database at once per process",
	"RECALL_QUOTA_MEMORIES":               "memories one principal may own; `0`: no quota",
	"RECALL_QUOTA_BYTES":                  "bytes one principal's memories may take on disk, their search index entries and the versions kept of their replaced text included (docs/operations.md, Storage quotas); `0`: no quota",
}

// extraSettings are read outside readEnv, by one command each.
var extraSettings = []settingUse{
	{"RECALL_URL", "", "a URL"},
	{"RECALL_TOKEN", "", "a bearer token"},
}

func init() {
	settingDocs["RECALL_URL"] = "`recall inject`, `recall context`, `recall capture`: the server to ask (the always-inject block, a prompt's context) or send a session's new turns to; empty: this process, with the stdio identity"
	settingDocs["RECALL_TOKEN"] = "`recall inject`, `recall context`, `recall capture`: the bearer token for RECALL_URL"

	register("", func(a *app) *cobra.Command {
		var b strings.Builder
		b.WriteString("recall reads these environment variables. A malformed value stops recall at start with a\nmessage naming the variable (every bad one at once), exit 2; an unset one takes its default.\n\n")
		writeSettingsText(&b)
		// No Run: cobra lists it under "Additional help topics", and `recall help environment`
		// prints it.
		return &cobra.Command{Use: "environment", Short: "The environment variables recall reads", Long: b.String()}
	})
}

// settings lists every setting in the order recall reads them.
func settings() []settingUse {
	e := &envReader{getenv: func(string) string { return "" }}
	readEnv(e)
	return append(e.uses, extraSettings...)
}

func writeSettingsText(w io.Writer) {
	for _, s := range settings() {
		def := s.Default
		if def == "" {
			def = "unset"
		}
		fmt.Fprintf(w, "  %s\n      %s\n      accepts %s; default %s\n", s.Name, strings.ReplaceAll(settingDocs[s.Name], "`", ""), s.Accepts, def)
	}
}

// writeSettingsMarkdown writes docs/environment.md.
func writeSettingsMarkdown(w io.Writer) {
	fmt.Fprint(w, "# Environment variables\n\n<!-- Generated from cmd/recall/env.go and env_docs.go by `go generate ./cmd/recall`; a test fails when it is stale. -->\n\n")
	fmt.Fprint(w, "A malformed value stops recall at start with a message naming the variable (every bad one at\nonce), exit 2; an unset one takes its default. `recall help environment` prints the same list.\n\n")
	fmt.Fprint(w, "| variable | what | accepts | default |\n| --- | --- | --- | --- |\n")
	for _, s := range settings() {
		def := "–"
		if s.Default != "" {
			def = "`" + s.Default + "`"
		}
		fmt.Fprintf(w, "| `%s` | %s | %s | %s |\n", s.Name, strings.ReplaceAll(settingDocs[s.Name], "|", "\\|"), strings.ReplaceAll(s.Accepts, "|", "\\|"), def)
	}
}
