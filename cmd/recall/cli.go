package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// app is one run of the command line: its streams and environment, passed in so tests run it
// in-process.
type app struct {
	getenv         func(string) string
	stdin          io.Reader
	stdout, stderr io.Writer

	cfg    *config
	cfgErr error
}

// env reads the settings once. A malformed one is an error naming the variable.
func (a *app) env() (config, error) {
	if a.cfg == nil && a.cfgErr == nil {
		c, err := loadEnv(a.getenv)
		a.cfg, a.cfgErr = &c, err
	}
	return *a.cfg, a.cfgErr
}

// commandDef is a command registered by a file's init, under its parent's path ("" is recall).
type commandDef struct {
	parent string
	build  func(*app) *cobra.Command
}

var (
	commandDefs []commandDef
	groupDefs   = map[string]string{} // path ("admin token") -> short description
)

// register adds a command under parent ("", "admin", "admin token", ...). Call it from init.
func register(parent string, build func(*app) *cobra.Command) {
	commandDefs = append(commandDefs, commandDef{parent, build})
}

// group declares a command that only holds subcommands. Call it from init.
func group(path, short string) { groupDefs[path] = short }

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "recall",
		Short: "Durable, scoped, governed memory for LLM agents (an MCP server)",
		Long: `recall gives LLM agents durable, scoped memory over MCP: searchMemory, saveMemory,
deleteMemory and an always-inject resource, stored in PostgreSQL with pgvector, every memory
scrubbed of credentials and every read and write scoped by principal, agent and grants.

Settings come from the environment: ` + "`recall help environment`" + ` lists every variable with its
default and what it accepts; a malformed value stops recall with a message naming the variable.`,
		Example: `  recall serve                                   # stdio, identity from RECALL_PRINCIPAL
  recall serve --transport http --addr 127.0.0.1:8080
  recall admin principal add alice && recall admin token create --principal alice
  source <(recall completion bash)`,
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          cobra.ArbitraryArgs,
		RunE:          a.groupRunE,

		DisableFlagsInUseLine:      true,
		SuggestionsMinimumDistance: 2,
	}
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return err })
	// --version prints what `recall version` does (version.go); cobra reads it as a template.
	root.Version = "set"
	root.SetVersionTemplate(strings.ReplaceAll(versionText(), "{{", "{{`{{`}}"))

	byPath := map[string]*cobra.Command{"": root}
	paths := make([]string, 0, len(groupDefs))
	for p := range groupDefs {
		paths = append(paths, p)
	}
	// Parents before children: fewer words first.
	sort.Slice(paths, func(i, j int) bool {
		ni, nj := len(strings.Fields(paths[i])), len(strings.Fields(paths[j]))
		if ni != nj {
			return ni < nj
		}
		return paths[i] < paths[j]
	})
	for _, p := range paths {
		words := strings.Fields(p)
		parent, ok := byPath[strings.Join(words[:len(words)-1], " ")]
		if !ok {
			panic("command group " + p + " has no parent group")
		}
		g := &cobra.Command{Use: words[len(words)-1], Short: groupDefs[p], Long: groupLongs[p], Args: cobra.ArbitraryArgs, RunE: a.groupRunE,
			DisableFlagsInUseLine: true, SuggestionsMinimumDistance: 2}
		parent.AddCommand(g)
		byPath[p] = g
	}
	for _, d := range commandDefs {
		parent, ok := byPath[d.parent]
		if !ok {
			panic("command parent " + d.parent + " is not a declared group")
		}
		parent.AddCommand(d.build(a))
	}
	return root
}

// groupRunE answers a group called without (or with an unknown) subcommand.
func (a *app) groupRunE(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return runFailure{usagef("%s: missing command", cmd.CommandPath())}
	}
	msg := fmt.Sprintf("%s: unknown command %q", cmd.CommandPath(), args[0])
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += "; did you mean " + strings.Join(s, " or ") + "?"
	}
	return runFailure{usageError{msg: msg}}
}

// runE marks f's errors as the command's own (not the command line's).
func runE(f func(cmd *cobra.Command, args []string) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if err := f(cmd, args); err != nil {
			return runFailure{err}
		}
		return nil
	}
}

// adminCtx is what an admin command runs with: the service over the migrated database and the
// operator's identity (a built-in admin, audited as transport cli).
type adminCtx struct {
	svc *memory.Service
	ids *identity.Service
	who policy.Identity
	cfg config
}

// admin wraps an admin command: settings checked, database opened and migrated, service built.
func (a *app) admin(f func(ctx context.Context, x adminCtx, args []string) error) func(*cobra.Command, []string) error {
	return runE(func(cmd *cobra.Command, args []string) error {
		c, err := a.env()
		if err != nil {
			return err
		}
		ctx := cmd.Context()
		pool, err := openDB(ctx, c, newLogger(a.stderr, c))
		if err != nil {
			return err
		}
		defer pool.Close()
		svc, ids, err := newService(config{EmbedTimeout: c.EmbedTimeout}, pool, slog.New(slog.DiscardHandler))
		if err != nil {
			return err
		}
		return f(ctx, adminCtx{svc: svc, ids: ids, who: a.adminIdentity(), cfg: c}, args)
	})
}

// adminIdentity is who the audit log records for CLI changes: the operator at the terminal.
func (a *app) adminIdentity() policy.Identity {
	who := a.getenv("USER")
	if who == "" {
		who = "operator"
	}
	return policy.CLIAdmin(who)
}

// Argument checks that fail as usage errors (noArgs: cli_grammar.go).
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return fmt.Errorf("give exactly %d %s (got %d argument(s))", n, what, len(args))
		}
		return nil
	}
}

// enumFlag is a string flag restricted to a set of values: a malformed value fails at parse
// time with the command's usage, and shell completion offers the values.
type enumFlag struct {
	value   string
	allowed []string
}

func (e *enumFlag) String() string { return e.value }
func (e *enumFlag) Type() string   { return strings.Join(e.allowed, "|") }
func (e *enumFlag) Set(v string) error {
	if !slices.Contains(e.allowed, v) {
		return fmt.Errorf("must be one of %s", strings.Join(e.allowed, ", "))
	}
	e.value = v
	return nil
}

// addEnum defines an enum flag on cmd and its completion.
func addEnum(cmd *cobra.Command, name, def, usage string, allowed ...string) *enumFlag {
	e := &enumFlag{value: def, allowed: allowed}
	cmd.Flags().Var(e, name, usage)
	_ = cmd.RegisterFlagCompletionFunc(name, cobra.FixedCompletions(allowed, cobra.ShellCompDirectiveNoFileComp))
	return e
}

// printJSONLines writes one JSON value a line.
func printJSONLines[T any](w io.Writer, items []T) error {
	enc := json.NewEncoder(w)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return err
		}
	}
	return nil
}
