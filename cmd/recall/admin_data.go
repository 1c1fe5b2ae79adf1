package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func init() {
	register("admin", func(a *app) *cobra.Command {
		var out string
		var governance bool
		cmd := &cobra.Command{
			Use:   "export [--out FILE] [--since T] [--until T] [--governance]",
			Short: "Export every memory as JSON lines, with its scope and provenance (and the governance)",
			Long: `Export every memory, expired ones included, as JSON lines (oldest first) with its scope,
owner by name and provenance; ` + "`recall admin import FILE`" + ` restores it into another database.
--since and --until keep the memories last saved in that window (savedAt, as searchMemory's
since and until: since inclusive, until exclusive).

--governance puts the governance first: every principal (role, service, run cap, write budget,
whether its deletes need approval, disabled), team, grant, rule state per role and project with its
members, so that a restore brings a service bot back as a service bot and an admin as an admin. It
is never windowed, and it holds no secret: no token, no password hash. Each line has a "kind":
principal, team, grant, rule, project or memory (docs/operations.md describes each).`,
			Example: `  recall admin export --out backup.jsonl
  recall admin export --governance --out backup.jsonl
  recall admin export | gzip > backup.jsonl.gz
  recall admin export --since 2026-11-01 --until 2026-12-01 --out november.jsonl
  recall admin export --since 7d --out last-week.jsonl`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&out, "out", "", "file to write (default stdout); created with mode 0600")
		since, until := addWindow(cmd, "only memories saved", false)
		cmd.Flags().BoolVar(&governance, "governance", false, "also principals, teams, grants, rules, projects and memberships (never a secret)")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if err := checkWindow(since, until); err != nil {
				return err
			}
			o := memory.ExportOptions{Since: since.t, Until: until.t}
			if governance {
				o.Governance = x.ids
			}
			w := a.stdout
			if out != "" {
				f, err := os.OpenFile(out, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
				if err != nil {
					return err
				}
				defer f.Close()
				w = f
			}
			bw := bufio.NewWriter(w)
			enc := json.NewEncoder(bw)
			if err := x.svc.ExportRecords(ctx, x.who, o, enc.Encode); err != nil {
				return err
			}
			return bw.Flush()
		})
		return cmd
	})

	register("admin", func(a *app) *cobra.Command {
		var principal, agent string
		var dryRun bool
		cmd := &cobra.Command{
			Use:   "import [--from recall|mcp-memory] FILE",
			Short: "Import memories: a recall export, or the official MCP memory server's graph",
			Long: `Import memories from FILE.

The format is detected from the file; --from names it, and a file of the other format is refused
before anything is written.

--from recall restores a ` + "`recall admin export`" + ` file as it was, in one transaction: first its
governance (an export made with --governance): principals are created or set to the file's role,
kind, caps, budget, approval and disabled state, team members and project members added, grants
and rules set as the file has them; nothing the file does not name is removed, so importing the
same file again changes nothing. It prints one line per change. Then the memories: ids, owners,
timestamps; no dedup; a memory whose id exists is skipped (the database's copy is kept), and the
summary says how many. A line that is not valid text (bytes that are not UTF-8, a lone surrogate
escape such as \ud800), a time recall cannot have written (before 2000, in the future, created
after updated) or any other bad line refuses the whole import, naming the line: nothing changes.
--dry-run prints the same and changes nothing.

--from mcp-memory reads the knowledge graph of the official MCP memory server
(@modelcontextprotocol/server-memory, its memory.jsonl: entity and relation lines) into the user
memories of --principal under --agent: one memory per entity holding its observations and
relations, recallHint "NAME (TYPE)". Every memory goes through the save path: scrubbed of
credentials, validated, and merged into a near-duplicate memory that exists already. It prints
what was created, merged and skipped; --dry-run prints the same and writes nothing.`,
			Example: `  recall admin import backup.jsonl
  recall admin import --dry-run backup.jsonl
  recall admin import --from mcp-memory --principal alice --agent claude-code --dry-run ~/memory.jsonl
  recall admin import --from mcp-memory --principal alice --agent claude-code ~/memory.jsonl`,
			Args: exactArgs(1, "FILE"),
		}
		from := addEnum(cmd, "from", "", "the file's format: recall (an export) or mcp-memory; unset: detected from the file", memory.FormatRecall, memory.FormatMCPMemory)
		cmd.Flags().StringVar(&principal, "principal", "", "mcp-memory: whose user memories to import into (required)")
		cmd.Flags().StringVar(&agent, "agent", "default", "mcp-memory: the agent namespace to import into")
		cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print what would happen, change nothing")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, args []string) error {
			format, err := importFormat(args[0], from.value)
			if err != nil {
				return err
			}
			if format == memory.FormatMCPMemory {
				if principal == "" {
					return usagef("%s is an MCP memory graph: import it with --from mcp-memory --principal NAME [--agent AGENT]", args[0])
				}
				return a.importMCPMemory(ctx, x, args[0], principal, agent, dryRun)
			}
			if cmd.Flags().Changed("principal") || cmd.Flags().Changed("agent") {
				return usagef("--principal and --agent apply to --from mcp-memory only: a recall export names each memory's owner and agent")
			}
			return a.importExport(ctx, x, args[0], dryRun)
		})
		return cmd
	})
}

func (a *app) importExport(ctx context.Context, x adminCtx, file string, dryRun bool) error {
	f, err := os.Open(file)
	if err != nil {
		return usagef("%v", err)
	}
	defer f.Close()
	ex, err := memory.ReadExport(f)
	if err != nil {
		return usageError{msg: fmt.Sprintf("%s: %v", file, err), noUsage: true}
	}
	rep, err := x.svc.ImportFile(ctx, x.who, ex, memory.ImportOptions{Governance: x.ids, DryRun: dryRun})
	if err != nil {
		return err
	}
	for _, c := range rep.Governance.Changes {
		fmt.Fprintln(a.stdout, c)
	}
	if s := rep.Governance.Summary(); s != "" {
		fmt.Fprintln(a.stdout, s)
	}
	what := "imported"
	if dryRun {
		what = "dry run, nothing changed: would import"
	}
	fmt.Fprintf(a.stdout, "%s %d of %d memories", what, rep.Added, rep.Memories)
	if rep.Skipped > 0 {
		fmt.Fprintf(a.stdout, "; skipped %d whose id exists already (the database's copy is kept)", rep.Skipped)
	}
	if rep.Redactions > 0 {
		fmt.Fprintf(a.stdout, "; %d secret(s) redacted", rep.Redactions)
	}
	fmt.Fprintln(a.stdout)
	return nil
}

// importFormat detects file's format and checks it against --from (empty: take the detected one).
func importFormat(file, from string) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", usagef("%v", err)
	}
	defer f.Close()
	found, err := memory.DetectImportFormat(f)
	if err != nil {
		return "", usagef("%s: %v", file, err)
	}
	if from != "" && from != found {
		if found == memory.FormatMCPMemory {
			return "", usagef("%s is an MCP memory graph, not a recall export: use --from mcp-memory --principal NAME", file)
		}
		return "", usagef("%s is a recall export, not an MCP memory graph: use --from recall (or leave --from out)", file)
	}
	return found, nil
}
