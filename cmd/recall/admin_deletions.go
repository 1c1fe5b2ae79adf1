package main

import (
	"context"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func init() {
	group("admin deletion", "List, approve and reject pending deletions")

	register("admin deletion", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:     "list",
			Short:   "List every pending deletion",
			Example: "  recall admin deletion list",
			Args:    noArgs,
			RunE: a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				ds, err := x.svc.PendingDeletions(ctx, x.who)
				if err != nil {
					return err
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tMEMORY\tSCOPE\tREQUESTED BY\tAT\tRECALL HINT")
				for _, d := range ds {
					scope := string(d.Scope)
					if d.SystemID != "" {
						scope += ":" + d.SystemID
					}
					if d.ProjectID != "" {
						scope += ":" + d.ProjectID
					}
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s/%s\t%s\t%s\n", d.ID, d.MemoryID, scope, d.RequestedBy, d.AgentID,
						d.RequestedAt.UTC().Format(time.RFC3339), d.RecallHint)
				}
				return tw.Flush()
			}),
		}
	})
	for _, verb := range []string{"approve", "reject"} {
		register("admin deletion", func(a *app) *cobra.Command {
			cmd := &cobra.Command{
				Use:     verb + " ID",
				Short:   map[string]string{"approve": "Approve a pending deletion: the memory is deleted", "reject": "Reject a pending deletion: the memory is kept"}[verb],
				Example: "  recall admin deletion " + verb + " 0b4f6c1e-6f35-4c1a-9d43-0c1f0a1e2b3c",
				Args:    exactArgs(1, "pending deletion ID"),
			}
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, args []string) error {
				approve := verb == "approve"
				if err := x.svc.ResolveDeletion(ctx, x.who, args[0], approve); err != nil {
					return err
				}
				if approve {
					fmt.Fprintf(a.stdout, "deletion %s approved: the memory is deleted\n", args[0])
				} else {
					fmt.Fprintf(a.stdout, "deletion %s rejected: the memory is kept\n", args[0])
				}
				return nil
			})
			return cmd
		})
	}

	register("admin", func(a *app) *cobra.Command {
		var principal, run string
		var since sinceFlag
		cmd := &cobra.Command{
			Use:   "audit [--principal P] [--run R] [--since T]",
			Short: "Print the audit log as JSON lines",
			Long: `Print who did what and when, as JSON lines, oldest first. Audit rows hold ids, counts and
rule names, never a memory's text or a secret.`,
			Example: `  recall admin audit --principal alice --since 24h
  recall admin audit --run nightly-2026-05-01 | jq .action`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "only this principal")
		cmd.Flags().StringVar(&run, "run", "", "only this run")
		cmd.Flags().Var(&since, "since", "only since this RFC 3339 time or this long ago (24h, 7d)")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			entries, err := x.svc.Audit(ctx, x.who, memory.AuditFilter{Principal: principal, RunID: run, Since: since.t})
			if err != nil {
				return err
			}
			return printJSONLines(a.stdout, entries)
		})
		return cmd
	})
}
