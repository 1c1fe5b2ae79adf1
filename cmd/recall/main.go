// Command recall is an MCP server that gives LLM agents durable, scoped, governed memory.
//
// Every command is a cobra command built from a small definition (Use, Short, Example, flags,
// Args, RunE), so `recall --help`, `recall admin --help`, usage on a bad flag and shell
// completion (`recall completion bash|zsh|fish`) all come from the definitions themselves.
//
// # Adding a command: one file
//
// A command lives in its own file, cmd/recall/<area>_<name>.go, and registers itself with its
// parent's path from init; a new parent group is declared the same way. Nothing else changes:
//
//	func init() {
//		group("admin run", "List, show and revert unattended runs")
//		register("admin run", func(a *app) *cobra.Command {
//			cmd := &cobra.Command{
//				Use:     "list [--since T] [--output json|table]",
//				Short:   "List runs and what they wrote",
//				Example: "  recall admin run list --since 24h",
//				Args:    noArgs,
//			}
//			since, _ := addWindow(cmd, "only runs that wrote", true) // 24h, 7d, 2026-11-20, RFC 3339
//			out := addOutput(cmd)                                    // JSON lines, or --output table
//			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
//				runs, err := x.svc.ListRuns(ctx, x.who, memory.RunFilter{Since: since.value()}) // every rule lives in the service
//				if err != nil {
//					return err
//				}
//				return printList(a.stdout, out, runs)
//			})
//			return cmd
//		})
//	}
//
// Conventions the helpers below keep (cli_grammar.go lists them, and `recall admin --help` says
// them to users): a command's object is its argument or its flag (addObject); every other name
// is a flag (noArgs); every --since/--until is a timeFlag; every list has --output (addOutput); a
// bad command line (unknown flag, malformed value, wrong argument count, a value the service
// rejects as the caller's mistake) prints what is wrong, then the command's usage, and exits 2;
// an infrastructure fault exits 1; output meant for machines is JSON lines on stdout; logs go to
// stderr. Typed flag values (enumFlag, timeFlag) make malformed values fail while flags are
// parsed, before the database is opened.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	_ "time/tzdata" // zone names resolve in an image with no /usr/share/zoneinfo (FROM scratch)

	// CA roots for HTTPS (OAuth client metadata, an embeddings API) where the system has none,
	// as in an image built FROM scratch; the system's own roots win wherever they exist.
	_ "golang.org/x/crypto/x509roots/fallback"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	stop()
	if err != nil {
		var ue usageError
		if !errors.As(err, &ue) || !ue.shown {
			fmt.Fprintln(os.Stderr, "recall:", err)
		}
		os.Exit(exitCode(err))
	}
}

// usageError is a bad command line or setting: exit status 2.
type usageError struct {
	msg     string
	noUsage bool // not about the command line (a setting): print no usage text
	shown   bool // run printed it already, above the usage
}

func (e usageError) Error() string { return e.msg }
func (e usageError) quiet() bool   { return e.noUsage }

func usagef(format string, args ...any) error { return usageError{msg: fmt.Sprintf(format, args...)} }

func exitCode(err error) int {
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// runFailure marks an error returned by a command's RunE, as opposed to one cobra returned while
// parsing the command line (which is always a usage error).
type runFailure struct{ err error }

func (e runFailure) Error() string { return e.err.Error() }
func (e runFailure) Unwrap() error { return e.err }

// run is the whole program, testable: arguments, environment and streams are passed in.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	a := &app{getenv: getenv, stdin: stdin, stdout: stdout, stderr: stderr}
	root := a.rootCommand()
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return nil
	}
	var rf runFailure
	if errors.As(err, &rf) {
		err = rf.err
		var ue usageError
		switch {
		case errors.As(err, &ue):
			if !ue.quiet() {
				return showUsage(stderr, cmd, ue)
			}
			return ue
		case memory.ErrorCode(memory.Unavailable(err)) == memory.CodeUnavailable:
			return memory.Unavailable(err) // exit status 1, with a message that says to retry
		case memory.IsDomain(err):
			return usageError{msg: err.Error(), noUsage: true} // the caller's mistake: the message says what to fix
		}
		return err
	}
	// cobra refused the command line: unknown command or flag, malformed value, missing flag.
	return showUsage(stderr, cmd, usageError{msg: fmt.Sprintf("%s: %v", cmd.CommandPath(), err)})
}

// showUsage prints a usage error where a person looks first, then the command's usage; main then
// prints nothing more.
func showUsage(stderr io.Writer, cmd *cobra.Command, ue usageError) usageError {
	fmt.Fprintf(stderr, "recall: %s\n\n%s", ue.msg, cmd.UsageString())
	ue.shown = true
	return ue
}
