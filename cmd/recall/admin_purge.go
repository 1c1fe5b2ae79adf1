package main

import (
	"context"
	"errors"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
)

func init() {
	register("admin", func(a *app) *cobra.Command {
		var dryRun bool
		cmd := &cobra.Command{
			Use:   "purge [--dry-run]",
			Short: "Remove expired memories past their grace period, and old history and audit rows",
			Long: `Remove for good what recall no longer shows: memories expired for longer than
RECALL_PURGE_GRACE (default 30d), version history older than RECALL_HISTORY_RETENTION and audit
rows older than RECALL_AUDIT_RETENTION (default 365d each; 0 keeps them forever). The server runs
the same purge every RECALL_PURGE_INTERVAL; one purge runs at a time across replicas.

Prints one JSON line per removed memory ({"memory","scope","ownerId","expiredAt"}), then one
summary line with the counts. Every removed memory and every purge is audited. --dry-run prints
the same lines and removes nothing.`,
			Example: `  recall admin purge --dry-run
  RECALL_PURGE_GRACE=7d recall admin purge
  RECALL_AUDIT_RETENTION=0 recall admin purge    # keep audit rows forever`,
			Args: noArgs,
		}
		cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print what would be removed, remove nothing")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			rep, err := x.svc.Purge(ctx, x.who, memory.PurgeOptions{Retention: x.cfg.Retention, DryRun: dryRun})
			if err != nil {
				return err
			}
			if rep.Skipped {
				return errors.New("another purge is running (on another replica, or by hand); nothing was removed: try again when it is done")
			}
			if err := printJSONLines(a.stdout, rep.Memories); err != nil {
				return err
			}
			return printJSONLines(a.stdout, []memory.PurgeReport{rep})
		})
		return cmd
	})
}
