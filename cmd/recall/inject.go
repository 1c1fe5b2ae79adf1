package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

func init() {
	register("", func(a *app) *cobra.Command {
		var rawURL, token string
		var timeout time.Duration
		cmd := &cobra.Command{
			Use:   "inject [--url URL --token T]",
			Short: "Print the always-inject block on stdout, for client hooks",
			Long: `Print the caller's always-inject memories on stdout, framed and capped exactly as the
memory://always-inject resource serves them, for clients that run a command for context instead of
reading resources every turn (Claude Code's SessionStart and UserPromptSubmit hooks, and others).
Prints nothing and exits 0 when there is nothing to inject. Standard input (the hook's JSON) is
not read.

With --url (or RECALL_URL), the identity is the bearer token's (--token, or RECALL_TOKEN) and the
block is read from that server over MCP streamable HTTP. Without either, the identity comes from the environment
as for ` + "`recall serve`" + ` on stdio (RECALL_PRINCIPAL, RECALL_AGENT) and the database from
RECALL_DATABASE_URL; the cap from RECALL_INJECT_MAX_ITEMS and RECALL_INJECT_MAX_TOKENS.`,
			Example: `  RECALL_PRINCIPAL=alice RECALL_AGENT=claude-code recall inject
  recall inject --url https://recall.example.com/mcp --token "$RECALL_TOKEN"`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&rawURL, "url", "", "a recall server (its /mcp endpoint, or its base URL); default $RECALL_URL")
		cmd.Flags().StringVar(&token, "token", "", "bearer token for --url (default: $RECALL_TOKEN)")
		cmd.Flags().DurationVar(&timeout, "timeout", 5*time.Second, "give up after this long (a hook must not hang a client)")
		cmd.RunE = runE(func(cmd *cobra.Command, _ []string) error {
			if timeout <= 0 {
				return usagef("--timeout must be positive")
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), timeout)
			defer cancel()
			if token == "" {
				token = strings.TrimSpace(a.getenv("RECALL_TOKEN"))
			}
			if rawURL == "" {
				rawURL = strings.TrimSpace(a.getenv("RECALL_URL"))
			}
			if rawURL == "" {
				if cmd.Flags().Changed("token") {
					return usagef("--token needs --url: without --url the identity comes from RECALL_PRINCIPAL")
				}
				return a.injectLocal(ctx)
			}
			if token == "" {
				return usagef("--url needs a bearer token: pass --token or set RECALL_TOKEN")
			}
			return injectRemote(ctx, rawURL, token, strings.TrimSpace(a.getenv("RECALL_PROJECT")), a.stdout)
		})
		return cmd
	})
}

// injectLocal prints the block for the stdio identity, straight from the database.
func (a *app) injectLocal(ctx context.Context) error {
	c, err := a.env()
	if err != nil {
		return err
	}
	if c.Principal == "" {
		return usageError{msg: "no identity: set RECALL_PRINCIPAL (and RECALL_AGENT), or pass --url and --token for a remote server", noUsage: true}
	}
	quiet := c
	quiet.LogLevel = slog.LevelWarn // a hook's stderr is shown to people: only what needs attention
	log := newLogger(a.stderr, quiet)
	pool, err := openDB(ctx, c, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	svc, ids, err := newReadingService(config{EmbedTimeout: c.EmbedTimeout}, pool, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	p, err := ids.PrincipalByName(ctx, c.Principal)
	if memory.ErrorCode(err) == memory.CodeNotFound {
		return nil // a principal that never saved anything has nothing to inject
	}
	if err != nil {
		return err
	}
	id := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: c.Agent, RunID: c.RunID, Transport: "stdio", ProjectID: c.Project}
	if err := svc.CheckBinding(ctx, id); err != nil {
		return err
	}
	if id.RunID == "" {
		id.RunID = "inject-" + uuid.NewString()
	}
	text, n, err := tools.InjectBlock(ctx, svc, id, memory.InjectCap{MaxItems: c.InjectItems, MaxTokens: c.InjectTokens})
	if err != nil || n == 0 {
		return err
	}
	_, err = fmt.Fprintln(a.stdout, text)
	return err
}

// injectRemote reads memory://always-inject from a recall server as the token's identity.
// A project (RECALL_PROJECT) is sent as the X-Recall-Project header.
func injectRemote(ctx context.Context, rawURL, token, project string, stdout io.Writer) error {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return usagef("--url %q is not an http(s) URL", rawURL)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/mcp"
	}
	headers := map[string]string{"Authorization": "Bearer " + token}
	if project != "" {
		headers[tools.ProjectHeader] = project
	}
	c, err := client.NewStreamableHttpClient(u.String(), transport.WithHTTPHeaders(headers))
	if err != nil {
		return fmt.Errorf("connect to %s: %w", u.Redacted(), err)
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		return fmt.Errorf("connect to %s: %w", u.Redacted(), err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "recall-inject", Version: tools.Version}
	if _, err := c.Initialize(ctx, init); err != nil {
		if errors.Is(err, transport.ErrAuthorizationRequired) || errors.Is(err, transport.ErrUnauthorized) {
			return fmt.Errorf("%s refused the token (401): create one with `recall admin token create`", u.Redacted())
		}
		return fmt.Errorf("initialize with %s: %w", u.Redacted(), err)
	}
	req := mcp.ReadResourceRequest{}
	req.Params.URI = tools.AlwaysInjectURI
	res, err := c.ReadResource(ctx, req)
	if err != nil {
		return fmt.Errorf("read %s: %w", tools.AlwaysInjectURI, err)
	}
	for _, rc := range res.Contents {
		tc, ok := rc.(mcp.TextResourceContents)
		if !ok {
			continue
		}
		if n, ok := tc.Meta[tools.InjectMetaCount].(float64); ok && n == 0 {
			return nil // nothing to inject: print nothing
		}
		_, err := fmt.Fprintln(stdout, tc.Text)
		return err
	}
	return fmt.Errorf("%s returned no text for %s", u.Redacted(), tools.AlwaysInjectURI)
}
