package main

import (
	"context"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func init() {
	group("admin deletion", "List, approve and reject pending deletions")

	register("admin deletion", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "list [--output json|table]",
			Short: "List every pending deletion",
			Example: `  recall admin deletion list
  recall admin deletion list --output table`,
		}
		return listCommand(a, cmd, []string{"id", "memoryId", "scope", "systemId", "projectId", "requestedBy", "agentId", "requestedAt", "recallHint"},
			func(ctx context.Context, x adminCtx) ([]deletionLine, error) {
				ds, err := x.svc.PendingDeletions(ctx, x.who)
				lines := make([]deletionLine, len(ds))
				for i, d := range ds {
					lines[i] = deletionLine{ID: d.ID, MemoryID: d.MemoryID, Scope: string(d.Scope), SystemID: d.SystemID, ProjectID: d.ProjectID,
						RequestedBy: d.RequestedBy, AgentID: d.AgentID, RequestedAt: d.RequestedAt.UTC(), RecallHint: d.RecallHint}
				}
				return lines, err
			})
	})
	for _, verb := range []string{"approve", "reject"} {
		register("admin deletion", func(a *app) *cobra.Command {
			cmd := &cobra.Command{
				Use:     verb + " ID",
				Short:   map[string]string{"approve": "Approve a pending deletion: the memory is deleted", "reject": "Reject a pending deletion: the memory is kept"}[verb],
				Example: "  recall admin deletion " + verb + " 0b4f6c1e-6f35-4c1a-9d43-0c1f0a1e2b3c",
			}
			id := addObject(cmd, "id", "ID", "the pending deletion's id (recall admin deletion list)")
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				approve := verb == "approve"
				if err := x.svc.ResolveDeletion(ctx, x.who, id.value, approve); err != nil {
					return err
				}
				if approve {
					fmt.Fprintf(a.stdout, "deletion %s approved: the memory is deleted\n", id.value)
				} else {
					fmt.Fprintf(a.stdout, "deletion %s rejected: the memory is kept\n", id.value)
				}
				return nil
			})
			return cmd
		})
	}

	register("admin", func(a *app) *cobra.Command {
		var principal, run string
		cmd := &cobra.Command{
			Use:   "audit [--principal P] [--run R] [--since T] [--until T] [--output json|table]",
			Short: "Print the audit log as JSON lines",
			Long: `Print who did what and when, as JSON lines, oldest first. Audit rows hold ids, counts and
rule names, never a memory's text or a secret.`,
			Example: `  recall admin audit --principal alice --since 24h
  recall admin audit --since 2026-11-01 --until 2026-11-08 --output table
  recall admin audit --run nightly-2026-05-01 | jq .action`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "only this principal")
		cmd.Flags().StringVar(&run, "run", "", "only this run")
		since, until := addWindow(cmd, "only entries", false)
		return listCommand(a, cmd, []string{"at", "principal", "agentId", "runId", "transport", "action", "memoryId", "detail"},
			func(ctx context.Context, x adminCtx) ([]memory.AuditEntry, error) {
				if err := checkWindow(since, until); err != nil {
					return nil, err
				}
				return x.svc.Audit(ctx, x.who, memory.AuditFilter{Principal: principal, RunID: run, Since: since.value(), Until: until.value()})
			})
	})
}

// deletionLine is one line of `recall admin deletion list`.
type deletionLine struct {
	ID          string    `json:"id"`
	MemoryID    string    `json:"memoryId"`
	Scope       string    `json:"scope"`
	SystemID    string    `json:"systemId,omitempty"`
	ProjectID   string    `json:"projectId,omitempty"`
	RequestedBy string    `json:"requestedBy"`
	AgentID     string    `json:"agentId"`
	RequestedAt time.Time `json:"requestedAt"`
	RecallHint  string    `json:"recallHint"`
}
