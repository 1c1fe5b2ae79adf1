package main

import (
	"context"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/recall-mcp/recall/memory"
)

// importMCPMemory is `recall admin import --from mcp-memory`: one line per entity, then a summary.
func (a *app) importMCPMemory(ctx context.Context, x adminCtx, file, principal, agent string, dryRun bool) error {
	f, err := os.Open(file)
	if err != nil {
		return usagef("%v", err)
	}
	defer f.Close()
	g, err := memory.ParseMCPMemory(f)
	if err != nil {
		return usagef("%s: %v", file, err)
	}
	rep, err := x.svc.ImportMCPMemory(ctx, x.who, principal, agent, g, dryRun)
	tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
	for _, it := range rep.Items {
		fmt.Fprintf(tw, "%s\t%s\t%s", it.Outcome, it.Entity, it.ID)
		if it.Reason != "" {
			fmt.Fprintf(tw, "\t%s", it.Reason)
		}
		if it.Redactions > 0 {
			fmt.Fprintf(tw, "\t(%d secret(s) redacted)", it.Redactions)
		}
		fmt.Fprintln(tw)
	}
	if ferr := tw.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return err
	}
	what := "imported"
	if dryRun {
		what = "dry run, nothing written: would import"
	}
	fmt.Fprintf(a.stdout, "%s %d entities (%d relations) into %s/%s: %d created, %d merged, %d skipped, %d secret(s) redacted",
		what, len(g.Entities), len(g.Relations), principal, agent, rep.Created, rep.Merged, rep.Skipped, rep.Redactions)
	if rep.RunID != "" {
		fmt.Fprintf(a.stdout, " (run %s)", rep.RunID)
	}
	fmt.Fprintln(a.stdout)
	return nil
}
