package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/search"
)

func init() {
	register("admin", func(a *app) *cobra.Command {
		var status bool
		cmd := &cobra.Command{
			Use:   "reindex [--status] [--output json|table]",
			Short: "Rebuild the search index with the current ranking (resumable)",
			Long: `Rebuild every memory's search index entry with the ranking as it is now: after BM25's
parameters change, or after rows of memories or of the index were written behind recall's back
(SQL, a partial restore). Servers keep serving and saving meanwhile: a memory saved during the
reindex is indexed by its save.

The server that leads the background work does the batches; with no server running, this command
does them itself. Progress ("N of M") goes to stderr while it runs; the final state is printed
on stdout. A reindex stopped anywhere (this command killed, the leader stopped) goes on from its
last batch when asked again or when a server leads. --status prints the state of the last
reindex and changes nothing.`,
			Example: `  recall admin reindex
  recall admin reindex --status --output table`,
			Args: noArgs,
		}
		cmd.Flags().BoolVar(&status, "status", false, "print the state of the last reindex; start nothing")
		out := addOutput(cmd)
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if status {
				st, err := x.svc.ReindexStatus(ctx, x.who)
				if errors.Is(err, search.ErrNoReindex) {
					return errors.New("no reindex was ever asked for: `recall admin reindex` starts one")
				}
				if err != nil {
					return err
				}
				return printList(a.stdout, out, []search.ReindexStatus{st})
			}
			st, err := x.svc.RequestReindex(ctx, x.who)
			if err != nil {
				return err
			}
			st, err = followReindex(ctx, a, x, st)
			if err != nil {
				return err
			}
			return printList(a.stdout, out, []search.ReindexStatus{st})
		})
		return cmd
	})
}

// reindexStall is how long followReindex waits for a leading server to make progress before it
// does the batches itself: the leader may be an older version without the reindex service (a
// rolling upgrade), or stopped without giving up its lease. A batch locks the reindex's row, so
// the two never do the same batch.
const reindexStall = 10 * time.Second

// followReindex waits for the reindex to finish, printing its progress, while a server leads
// (the leader does the batches), and does the batches itself while none does, or when the
// leader makes no progress for reindexStall.
func followReindex(ctx context.Context, a *app, x adminCtx, st search.ReindexStatus) (search.ReindexStatus, error) {
	last := ""
	show := func(s search.ReindexStatus) {
		line := fmt.Sprintf("reindex: %s %d of %d %s", reindexPhase[s.Phase], s.Done, s.Total, reindexUnit[s.Phase])
		if line != last {
			fmt.Fprintln(a.stderr, line)
			last = line
		}
	}
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	progress, moved := st, time.Now()
	for !st.Finished() {
		show(st)
		held, err := leader.Held(ctx, x.svc.DB(), "background")
		if err != nil {
			return st, err
		}
		if st.Phase != progress.Phase || st.Done != progress.Done {
			progress, moved = st, time.Now()
		}
		if held && time.Since(moved) >= reindexStall {
			fmt.Fprintf(a.stderr, "reindex: the leading server made no progress in %s (an older version, or a stopped one still holding its lease); doing the batches here\n", reindexStall)
			held = false
		}
		if !held {
			return x.svc.RunReindex(ctx, x.who, show)
		}
		select {
		case <-ctx.Done():
			return st, ctx.Err()
		case <-tick.C:
		}
		if st, err = x.svc.ReindexStatus(ctx, x.who); err != nil {
			return st, err
		}
	}
	show(st)
	return st, nil
}

var (
	reindexPhase = map[string]string{search.ReindexPreparing: "counted", search.ReindexIndexing: "reindexed",
		search.ReindexCounting: "recounted", search.ReindexDone: "recounted"}
	reindexUnit = map[string]string{search.ReindexPreparing: "namespaces", search.ReindexIndexing: "memories",
		search.ReindexCounting: "namespaces", search.ReindexDone: "namespaces"}
)
