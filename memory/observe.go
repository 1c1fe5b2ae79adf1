package memory

import (
	"context"
	"sync/atomic"
	"time"
)

// Observer is told what the service did, for metrics and for client-visible log messages. The
// memory package knows nothing of Prometheus or MCP: an adapter implements this and installs it
// with SetObserver. Methods are called synchronously on the caller's goroutine with the call's
// context, so they must be quick and must not call back into the Service. No memory text and no
// secret is ever passed.
type Observer interface {
	// SearchStage reports how long one stage of a search took: StageEmbed (the query's
	// embedding: the vector branch's cost outside SQL), then StageLexical or StageHybrid (the
	// one SQL statement that runs the ranking branches and fuses them: lexical branches only, or
	// lexical and vector).
	SearchStage(ctx context.Context, stage string, d time.Duration)
	// Saved reports a save that was committed: updated in place (a dedup hit) or new, and how
	// many secrets the scrubber redacted from it.
	Saved(ctx context.Context, updated bool, redactions int)
	// CapRefused reports a save refused because its run's save cap is used up.
	CapRefused(ctx context.Context)
	// EmbedFailed reports an embedding that failed or timed out; the call went on without it
	// (search lexically, the save unembedded until the backfill).
	EmbedFailed(ctx context.Context)
	// EmbedSkipped reports a save or search that did not ask the embedder because the service
	// is backing off from it after failures; the call went on without a vector at once.
	EmbedSkipped(ctx context.Context)
}

// Search stages reported to Observer.SearchStage.
const (
	StageEmbed   = "embed"
	StageLexical = "lexical"
	StageHybrid  = "hybrid"
)

// SetObserver installs o (nil removes it). Call it before the service is used.
func (s *Service) SetObserver(o Observer) {
	if o == nil {
		o = nopObserver{}
	}
	s.obs.Store(&o)
}

// observer returns the installed observer, or one that does nothing.
func (s *Service) observer() Observer {
	if p := s.obs.Load(); p != nil {
		return *p
	}
	return nopObserver{}
}

// searchStage names the SQL stage of a search by the branches it ran.
func searchStage(vector bool) string {
	if vector {
		return StageHybrid
	}
	return StageLexical
}

type nopObserver struct{}

func (nopObserver) SearchStage(context.Context, string, time.Duration) {}
func (nopObserver) Saved(context.Context, bool, int)                   {}
func (nopObserver) CapRefused(context.Context)                         {}
func (nopObserver) EmbedFailed(context.Context)                        {}
func (nopObserver) EmbedSkipped(context.Context)                       {}

// observerSlot is the Service field holding the observer.
type observerSlot = atomic.Pointer[Observer]

// PendingDeletionCount counts the deletions waiting for a human's approval, for a metrics gauge.
func (s *Service) PendingDeletionCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRow(ctx, `select count(*) from pending_deletions`).Scan(&n)
	return n, err
}
