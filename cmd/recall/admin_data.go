package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func init() {
	register("admin", func(a *app) *cobra.Command {
		var out string
		cmd := &cobra.Command{
			Use:   "export [--out FILE] [--since T] [--until T]",
			Short: "Export every memory as JSON lines, with its scope and provenance",
			Long: `Export every memory, expired ones included, as JSON lines (oldest first) with its scope,
owner by name and provenance; ` + "`recall admin import FILE`" + ` restores it into another database.
--since and --until keep the memories last saved in that window (savedAt, as searchMemory's
since and until: since inclusive, until exclusive).`,
			Example: `  recall admin export --out backup.jsonl
  recall admin export | gzip > backup.jsonl.gz
  recall admin export --since 2026-11-01 --until 2026-12-01 --out november.jsonl
  recall admin export --since 7d --out last-week.jsonl`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&out, "out", "", "file to write (default stdout); created with mode 0600")
		since, until := addWindow(cmd, "only memories saved", false)
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if err := checkWindow(since, until); err != nil {
				return err
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
			if err := x.svc.ExportWindow(ctx, x.who, since.t, until.t, func(e memory.Exported) error { return enc.Encode(e) }); err != nil {
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

--from recall restores a ` + "`recall admin export`" + ` file as it was: ids, owners, timestamps;
no dedup; a memory whose id exists is skipped.

--from mcp-memory reads the knowledge graph of the official MCP memory server
(@modelcontextprotocol/server-memory, its memory.jsonl: entity and relation lines) into the user
memories of --principal under --agent: one memory per entity holding its observations and
relations, recallHint "NAME (TYPE)". Every memory goes through the save path: scrubbed of
credentials, validated, and merged into a near-duplicate memory that exists already. It prints
what was created, merged and skipped; --dry-run prints the same and writes nothing.`,
			Example: `  recall admin import backup.jsonl
  recall admin import --from mcp-memory --principal alice --agent claude-code --dry-run ~/memory.jsonl
  recall admin import --from mcp-memory --principal alice --agent claude-code ~/memory.jsonl`,
			Args: exactArgs(1, "FILE"),
		}
		from := addEnum(cmd, "from", "", "the file's format: recall (an export) or mcp-memory; unset: detected from the file", memory.FormatRecall, memory.FormatMCPMemory)
		cmd.Flags().StringVar(&principal, "principal", "", "mcp-memory: whose user memories to import into (required)")
		cmd.Flags().StringVar(&agent, "agent", "default", "mcp-memory: the agent namespace to import into")
		cmd.Flags().BoolVar(&dryRun, "dry-run", false, "mcp-memory: print what would happen, write nothing")
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
			if cmd.Flags().Changed("principal") || cmd.Flags().Changed("agent") || dryRun {
				return usagef("--principal, --agent and --dry-run apply to --from mcp-memory only")
			}
			return a.importExport(ctx, x, args[0])
		})
		return cmd
	})
}

func (a *app) importExport(ctx context.Context, x adminCtx, file string) error {
	f, err := os.Open(file)
	if err != nil {
		return usagef("%v", err)
	}
	defer f.Close()
	var items []memory.Exported
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var e memory.Exported
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return usagef("%s: line %d: %v", file, line, err)
		}
		items = append(items, e)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	n, err := x.svc.Import(ctx, x.who, items)
	if err != nil {
		return err
	}
	fmt.Fprintf(a.stdout, "imported %d of %d memories\n", n, len(items))
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
