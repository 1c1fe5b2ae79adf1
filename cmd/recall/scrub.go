package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/scrub"
)

func init() {
	register("", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:   "scrub",
			Short: "Redact secrets from stdin to stdout; the count goes to stderr",
			Long: `Redact credentials from stdin to stdout with the same scrubber every saved memory passes.
The number of redactions and the rules that fired (never the secrets) go to stderr.`,
			Example: "  git diff | recall scrub > diff.redacted",
			Args:    noArgs,
			RunE: runE(func(*cobra.Command, []string) error {
				return scrubCmd(a.stdin, a.stdout, a.stderr)
			}),
		}
	})
}

// scrubCmd redacts stdin to stdout and reports the count (never the secrets) on stderr.
func scrubCmd(stdin io.Reader, stdout, stderr io.Writer) error {
	sc, err := scrub.New()
	if err != nil {
		return err
	}
	in, err := io.ReadAll(stdin)
	if err != nil {
		return err
	}
	res := sc.Scrub(string(in))
	if _, err := io.WriteString(stdout, res.Text); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%d redaction(s)", res.Redactions)
	if len(res.Rules) > 0 {
		fmt.Fprintf(stderr, " (%s)", strings.Join(res.Rules, ", "))
	}
	fmt.Fprintln(stderr)
	return nil
}
