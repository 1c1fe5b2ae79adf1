package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// contextTimeout is how long `recall context` may take by default: a hook runs before every
// prompt, so a server that does not answer must cost the user seconds at most.
const contextTimeout = 3 * time.Second

func init() {
	register("", func(a *app) *cobra.Command {
		var rawURL, token, query string
		var maxTokens int
		var timeout time.Duration
		cmd := &cobra.Command{
			Use:   "context [--max-tokens N] [--format json|text] [--query Q] [--url URL --token T]",
			Short: "Print the context of a prompt, for client hooks",
			Long: `Print the context of a prompt for a client hook (Claude Code's and Codex's SessionStart and
UserPromptSubmit): the caller's always-inject memories and the memories relevant to the prompt,
best first, framed as data, within a token budget (--max-tokens, or RECALL_CONTEXT_MAX_TOKENS). A
prompt about nothing in memory gets nothing (RECALL_CONTEXT_MIN_RELEVANCE), and within one client
session a memory already sent is not sent again unless it changed. SessionStart gets the
always-inject memories; after /clear or a compaction (source clear or compact) everything is sent
again.

The hook's JSON is read on stdin (session_id, hook_event_name, prompt, source), or the prompt is
--query and stdin is not read. Printed: the hook's JSON, {"hookSpecificOutput": {"hookEventName",
"additionalContext"}}, or the context alone with --format text; nothing when there is nothing to
add.

A hook must never hold up or break its client: whatever fails (a server that does not answer
within --timeout, a refused token, input that is not a hook's JSON) prints nothing on stdout and
one line on stderr, and exits 0. Only a bad command line exits non-zero: 1, which Claude Code and
Codex report without blocking the prompt (2 would block it).

With --url (or RECALL_URL), the identity is the bearer token's (--token, or RECALL_TOKEN) and the
context comes from that server's POST /hooks/context, one request. Without either, the identity
comes from the environment as for ` + "`recall serve`" + ` on stdio (RECALL_PRINCIPAL, RECALL_AGENT,
RECALL_PROJECT) and the database from RECALL_DATABASE_URL.`,
			Example: `  echo '{"session_id":"s1","hook_event_name":"UserPromptSubmit","prompt":"how do we deploy?"}' | recall context
  recall context --query "how do we deploy?" --format text
  recall context --url https://recall.example.com --token "$RECALL_TOKEN" --max-tokens 500`,
			// A hook's command line is wrong only through a person's mistake: exit 1, which a client
			// shows without blocking the prompt, never 2, which would block it.
			Args: func(_ *cobra.Command, args []string) error {
				if len(args) > 0 {
					return runFailure{fmt.Errorf("recall context takes no arguments, got %q: the prompt comes on stdin or with --query", args)}
				}
				return nil
			},
		}
		cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return runFailure{fmt.Errorf("recall context: %w", err)} })
		format := addEnum(cmd, "format", "json", "json (the hook's output) or text (the context alone)", "json", "text")
		cmd.Flags().IntVar(&maxTokens, "max-tokens", 0, "the budget in estimated tokens (about 4 bytes each), always-inject included; default $RECALL_CONTEXT_MAX_TOKENS")
		cmd.Flags().StringVar(&query, "query", "", "the prompt, instead of a hook's JSON on stdin")
		cmd.Flags().StringVar(&rawURL, "url", "", "a recall server (its base URL, or its /mcp endpoint); default $RECALL_URL")
		cmd.Flags().StringVar(&token, "token", "", "bearer token for --url (default: $RECALL_TOKEN)")
		cmd.Flags().DurationVar(&timeout, "timeout", contextTimeout, "give up after this long, printing nothing (a hook must not hold up its client)")
		cmd.RunE = func(cmd *cobra.Command, _ []string) error {
			switch {
			case timeout <= 0:
				return runFailure{errors.New("recall context: --timeout must be positive")}
			case maxTokens < 0 || maxTokens > memory.MaxContextTokens:
				return runFailure{fmt.Errorf("recall context: --max-tokens %d is out of range: give 1 to %d, or leave it out for the default", maxTokens, memory.MaxContextTokens)}
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), timeout)
			defer cancel()
			h := contextHook{a: a, query: query, queried: cmd.Flags().Changed("query"), maxTokens: maxTokens,
				url: firstSet(rawURL, a.getenv("RECALL_URL")), token: firstSet(token, a.getenv("RECALL_TOKEN"))}
			out, err := h.run(ctx, format.value == "text")
			if err != nil {
				if ctx.Err() != nil {
					err = fmt.Errorf("no context within %s (--timeout): %w", timeout, err)
				}
				// One line, whatever the error holds: a client shows stderr as it is.
				fmt.Fprintln(a.stderr, "recall context:", strings.Join(strings.Fields(err.Error()), " "))
				return nil
			}
			_, err = a.stdout.Write(out)
			return err
		}
		return cmd
	})
}

// firstSet is the first of a flag's value and its variable's, trimmed, that is not empty.
func firstSet(flag, env string) string {
	if v := strings.TrimSpace(flag); v != "" {
		return v
	}
	return strings.TrimSpace(env)
}

// contextHook is one run of `recall context`.
type contextHook struct {
	a          *app
	query      string
	queried    bool
	maxTokens  int
	url, token string
}

// run returns what to print: the hook's JSON (or the context alone, text), or nothing.
func (h contextHook) run(ctx context.Context, text bool) ([]byte, error) {
	ev := tools.HookEvent{HookEventName: tools.HookUserPromptSubmit, Prompt: h.query}
	if !h.queried {
		raw, err := readHookJSON(ctx, h.a.stdin, 16<<20, "(pass the prompt with --query to run it by hand)")
		if err != nil {
			return nil, err
		}
		if ev, err = tools.ParseHookEvent(raw); err != nil {
			return nil, err
		}
	}
	var context string
	var err error
	if h.url != "" {
		context, err = h.remote(ctx, ev)
	} else {
		context, err = h.local(ctx, ev)
	}
	switch {
	case err != nil || context == "":
		return nil, err
	case text:
		return []byte(context + "\n"), nil
	}
	return append(tools.HookOutput(ev.HookEventName, context), '\n'), nil
}

// local answers from the database as the stdio identity of the environment.
func (h contextHook) local(ctx context.Context, ev tools.HookEvent) (string, error) {
	if h.token != "" {
		return "", errors.New("--token needs --url: without --url the identity comes from RECALL_PRINCIPAL")
	}
	c, err := h.a.env()
	if err != nil {
		return "", err
	}
	if c.Principal == "" {
		return "", errors.New("no identity: set RECALL_PRINCIPAL (and RECALL_AGENT), or pass --url and --token for a remote server")
	}
	in, err := ev.ContextInput(h.maxTokens, memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens})
	if err != nil {
		return "", err
	}
	quiet := slog.New(slog.DiscardHandler) // stderr carries one line: the reason, if any
	pool, err := openDB(ctx, c, quiet)
	if err != nil {
		return "", err
	}
	defer pool.Close()
	svc, ids, err := newReadingService(c, pool, quiet)
	if err != nil {
		return "", err
	}
	p, err := ids.PrincipalByName(ctx, c.Principal)
	if memory.ErrorCode(err) == memory.CodeNotFound {
		return "", nil // a principal that never saved anything has no context
	}
	if err != nil {
		return "", err
	}
	id := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: c.Agent, RunID: c.RunID, Transport: "stdio", ProjectID: c.Project}
	if err := svc.CheckBinding(ctx, id); err != nil {
		return "", err
	}
	res, err := svc.Context(ctx, id, in)
	return frame.Block(res.Sections...), err
}

// remote asks a recall server's hook endpoint, in one request, as the token's identity; a project
// (RECALL_PROJECT) is sent as the X-Recall-Project header.
func (h contextHook) remote(ctx context.Context, ev tools.HookEvent) (string, error) {
	if h.token == "" {
		return "", errors.New("--url needs a bearer token: pass --token or set RECALL_TOKEN")
	}
	u, err := hookEndpoint(h.url, tools.HookPath)
	if err != nil {
		return "", err
	}
	if h.maxTokens > 0 {
		u.RawQuery = "maxTokens=" + strconv.Itoa(h.maxTokens)
	}
	raw, err := postHook(ctx, u, h.token, strings.TrimSpace(h.a.getenv("RECALL_PROJECT")), ev, 4<<20)
	if err != nil {
		return "", err
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return "", nil // nothing to add
	}
	var out struct {
		HookSpecificOutput struct {
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return "", fmt.Errorf("%s answered with something other than a hook's JSON: %v", u.Redacted(), err)
	}
	return out.HookSpecificOutput.AdditionalContext, nil
}
