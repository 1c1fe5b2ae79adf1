package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/recall-mcp/recall/background"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/leader"
	"github.com/recall-mcp/recall/memory"
)

// The background work runs on one serving process at a time, the leader elected through the
// database (package leader): every `recall serve`, stdio or HTTP, campaigns, so a deployment of
// desktop clients alone still has one. Nothing a call needs waits for it: a memory is searchable
// when its save returns; the leader only counts words left for later, purges, announces expiries,
// backfills embeddings, indexes what a writer left out of the search index (the previous release
// during an upgrade), rebuilds it when `recall admin reindex` asks, and prunes (OAuth rows, console sessions, the prompt context's idle client
// sessions). Each is a service of package background: woken when a write tells it of work
// (memory.Options.Work), polling slowly otherwise.

// timings are the background services' intervals.
type timings struct {
	// Poll is the slow poll of the services a write wakes (counting, embedding, expiry) and of the
	// search-index repair after its first pass. Listen says whether they can be woken at all: a
	// process behind a transaction-mode pooler without a listen connection hears no announcement,
	// so those services poll every NoListen instead.
	Poll, NoListen time.Duration
	Listen         bool
	Purge, Prune   time.Duration
	// CountGap is the least time between two counts: saves in a burst are counted together.
	CountGap time.Duration
}

// defaultTimings: an idle leader's services send about two statements a minute between them.
func defaultTimings(c config, listen bool) timings {
	return timings{Poll: 10 * time.Minute, NoListen: 5 * time.Second, Listen: listen,
		Purge: c.PurgeInterval, Prune: time.Hour, CountGap: 250 * time.Millisecond}
}

// scaled is t with every interval times f (tests run the services' schedule faster).
func (t timings) scaled(f float64) timings {
	s := func(d time.Duration) time.Duration { return time.Duration(float64(d) * f) }
	return timings{Poll: s(t.Poll), NoListen: s(t.NoListen), Listen: t.Listen, Purge: s(t.Purge), Prune: s(t.Prune), CountGap: s(t.CountGap)}
}

// services are the leader's background services, made afresh for each leadership.
func services(svc *memory.Service, ids *identity.Service, c config, t timings) []background.Service {
	woken := t.Poll
	if !t.Listen {
		woken = t.NoListen
	}
	expiries := svc.Expiries()
	set := []background.Service{
		{Name: "count", Topics: []string{memory.WorkCount}, Interval: woken, Gap: t.CountGap, RunOnce: svc.CountPending},
		{Name: "expiry", Topics: []string{memory.WorkExpiry}, Interval: woken, RunOnce: expiries.RunOnce},
		{Name: "repair", Interval: t.Poll, RunOnce: svc.SearchEngine().Repairer().RunOnce},
		{Name: "reindex", Topics: []string{memory.WorkReindex}, Interval: woken, RunOnce: svc.SearchEngine().ReindexOnce},
		{Name: "purge", Interval: t.Purge, RunOnce: func(ctx context.Context) (time.Duration, error) {
			return svc.PurgeOnce(ctx, c.Retention)
		}},
		{Name: "prune", Interval: t.Prune, RunOnce: func(ctx context.Context) (time.Duration, error) {
			_, err := svc.PruneContextSessions(ctx)
			if err != nil {
				err = fmt.Errorf("pruning idle client sessions of the prompt context: %w", err)
			}
			_, idErr := ids.PruneOnce(ctx)
			return 0, errors.Join(err, idErr)
		}},
	}
	if svc.EmbedderStatus().Configured {
		set = append(set, background.Service{Name: "embed", Topics: []string{memory.WorkEmbed}, Interval: woken, RunOnce: svc.BackfillOnce})
	}
	return set
}

// runBackground campaigns until ctx ends, and runs the background services while this process
// leads. It returns once they have stopped and the lease is given up.
func runBackground(ctx context.Context, el *leader.Elector, set *background.Set, svc *memory.Service, ids *identity.Service, c config, t timings) {
	el.Run(ctx, func(ctx context.Context) {
		set.Run(ctx, services(svc, ids, c, t)...)
	})
}
