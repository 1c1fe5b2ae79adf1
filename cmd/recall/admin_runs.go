package main

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

// `recall admin run list|show|revert`. Every command prints JSON lines:
//
//   - list: one run per line (runId, principal, agent, transport, firstWrite, lastWrite, writes,
//     created, updated, deleted, reverts, revertedBy, and client for a sessionless client's run),
//     most recent first;
//   - show: one line per memory the run created, updated or deleted (action, versionReplaced,
//     before, after, laterRuns);
//   - revert: one line per memory (action delete|restore|update|none, conflict, laterRuns,
//     outcome planned|applied|skipped|unchanged|conflict, current, target), then a summary line
//     (runId, principal, revertRunId, dryRun, applied, skipped, unchanged, conflicts).
//
// A revert that meets conflicts without --skip-conflicts or --force prints the lines, changes
// nothing and exits 1; a bad argument exits 2.
func init() {
	group("admin run", "List, show and revert what one unattended run wrote")

	register("admin run", func(a *app) *cobra.Command {
		var principal string
		cmd := &cobra.Command{
			Use:   "list [--principal NAME] [--since T] [--output json|table]",
			Short: "List runs with their principal, agent, transport, first and last write, and counts",
			Example: `  recall admin run list --since 24h
  recall admin run list --since 2026-11-20 --output table
  recall admin run list --principal nightly-bot | jq -r .runId`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "only this principal's runs")
		since, _ := addWindow(cmd, "only runs that wrote", true)
		return listCommand(a, cmd, []string{"runId", "principal", "agent", "transport", "client", "firstWrite", "lastWrite", "writes", "created", "updated", "deleted", "runCap", "capUsed"},
			func(ctx context.Context, x adminCtx) ([]memory.RunSummary, error) {
				return x.svc.ListRuns(ctx, x.who, memory.RunFilter{Principal: principal, Since: since.value()})
			})
	})

	register("admin run", func(a *app) *cobra.Command {
		var principal string
		cmd := &cobra.Command{
			Use:     "show RUN [--principal NAME] [--output json|table]",
			Short:   "Print every memory a run created, updated (with the version it replaced) or deleted",
			Example: "  recall admin run show nightly-2026-11-21",
		}
		run := addObject(cmd, "run", "RUN", "the run (list them with `recall admin run list`)")
		cmd.Flags().StringVar(&principal, "principal", "", "the run's principal, when several principals used the same run id")
		return listCommand(a, cmd, []string{"memoryId", "action", "scope", "agentId", "systemId", "projectId", "firstWrite", "lastWrite", "writes", "versionReplaced"},
			func(ctx context.Context, x adminCtx) ([]memory.RunChange, error) {
				d, err := x.svc.ShowRun(ctx, x.who, run.value, principal)
				return d.Changes, err
			})
	})

	register("admin run", func(a *app) *cobra.Command {
		var principal string
		var dry, skip, force bool
		cmd := &cobra.Command{
			Use:   "revert RUN [--dry-run] [--skip-conflicts | --force]",
			Short: "Undo everything one run wrote, in one transaction",
			Long: `Undo a run's writes all or nothing: a memory it created is deleted (its last version kept in
history), one it updated is restored to the version before its first change, one it deleted is
restored. The revert is a run of its own, so it can be reverted in turn; reverting twice changes
nothing the second time.

A memory another run wrote since is a conflict: the revert refuses (exit 1) unless told
--skip-conflicts (leave those as they are) or --force (restore anyway; the later version stays in
history). Run with --dry-run first to see the plan and the conflicts.`,
			Example: `  recall admin run revert nightly-2026-11-21 --dry-run
  recall admin run revert nightly-2026-11-21 --skip-conflicts`,
		}
		run := addObject(cmd, "run", "RUN", "the run (list them with `recall admin run list`)")
		cmd.Flags().StringVar(&principal, "principal", "", "the run's principal, when several principals used the same run id")
		cmd.Flags().BoolVar(&dry, "dry-run", false, "report what would change and the conflicts; change nothing")
		cmd.Flags().BoolVar(&skip, "skip-conflicts", false, "leave memories another run wrote since as they are")
		cmd.Flags().BoolVar(&force, "force", false, "restore memories another run wrote since anyway (their version stays in history)")
		cmd.MarkFlagsMutuallyExclusive("skip-conflicts", "force")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			opts := memory.RevertOptions{Principal: principal, DryRun: dry}
			switch {
			case skip:
				opts.Conflicts = memory.ConflictSkip
			case force:
				opts.Conflicts = memory.ConflictForce
			}
			res, err := x.svc.RevertRun(ctx, x.who, run.value, opts)
			refused := memory.ErrorCode(err) == memory.CodeConflict
			if err != nil && !refused {
				return err
			}
			enc := json.NewEncoder(a.stdout)
			type line struct {
				RunID string `json:"runId"`
				memory.RevertChange
			}
			for _, c := range res.Changes {
				if err := enc.Encode(line{RunID: res.RunID, RevertChange: c}); err != nil {
					return err
				}
			}
			sum := res
			sum.Changes = nil
			if err := enc.Encode(struct {
				memory.RevertResult
				Changes any `json:"changes,omitempty"`
			}{RevertResult: sum}); err != nil {
				return err
			}
			if refused {
				// Not a usage mistake: the run exists, but reverting it would lose later work.
				return errors.New(err.Error())
			}
			return nil
		})
		return cmd
	})
}
