package main

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/memory"
)

// The background work runs on one serving process at a time, the leader elected through the
// database (package leader): every `recall serve`, stdio or HTTP, campaigns, so a deployment of
// desktop clients alone still has one. Nothing a call needs waits for it: a memory is searchable
// when its save returns; the leader only counts words left for later, purges, announces expiries,
// backfills embeddings, indexes what a writer left out of the search index (the previous release
// during an upgrade) and prunes (OAuth rows, console sessions, the prompt context's idle client
// sessions).

// runBackground campaigns until ctx ends, and runs the background loops while this process leads.
// It returns once the loops have stopped and the lease is given up.
func runBackground(ctx context.Context, el *leader.Elector, svc *memory.Service, ids *identity.Service, c config, log *slog.Logger) {
	el.Run(ctx, func(ctx context.Context) {
		var wg sync.WaitGroup
		loop := func(f func(context.Context)) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				f(ctx)
			}()
		}
		loop(func(ctx context.Context) { svc.RunSettler(ctx, 250*time.Millisecond) })
		loop(func(ctx context.Context) { svc.RunPurger(ctx, c.Retention, c.PurgeInterval) })
		loop(func(ctx context.Context) { svc.RunExpiryNotifier(ctx, 15*time.Second) })
		loop(func(ctx context.Context) { svc.RunBackfill(ctx, 30*time.Second) })
		loop(func(ctx context.Context) { svc.SearchEngine().RunSweeper(ctx, time.Minute) })
		loop(func(ctx context.Context) { svc.SearchEngine().RunRepairer(ctx, time.Second) })
		loop(func(ctx context.Context) { ids.RunOAuthPruner(ctx, time.Hour) })
		loop(func(ctx context.Context) {
			every(ctx, time.Hour, func(ctx context.Context) {
				if _, err := svc.PruneContextSessions(ctx); err != nil && ctx.Err() == nil {
					log.WarnContext(ctx, "pruning idle client sessions of the prompt context failed; will retry", "err", err)
				}
			})
		})
		loop(func(ctx context.Context) {
			every(ctx, time.Hour, func(ctx context.Context) {
				if err := ids.PruneLogins(ctx); err != nil && ctx.Err() == nil {
					log.WarnContext(ctx, "pruning console sessions and login attempts failed; will retry", "err", err)
				}
			})
		})
		wg.Wait()
	})
}

// every calls f now and then every interval until ctx ends.
func every(ctx context.Context, interval time.Duration, f func(context.Context)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		f(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
