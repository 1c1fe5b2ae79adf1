package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/recall-mcp/recall/search"
)

// Saves leave two kinds of counts for later, so that no save writes a row every other save of its
// namespace writes: the search index's lengths and document frequencies (search_pending, package
// search) and the dedup lookup's hint-token counts (hint_pending). The leader adds both a moment
// after the save tells it (Options.Work, WorkCount); until then a new memory is found and
// deduplicated as usual, only weighed a little off.

// hintCountBatch bounds one count of hint tokens, as the search engine bounds its counts.
const hintCountBatch = 512

// SearchEngine is the search engine the service indexes and searches with (package search).
func (s *Service) SearchEngine() *search.Engine { return s.engine }

// CountPendingWords adds what saves left for later: the lengths and words of the memories waiting
// in search_pending, then the hint tokens of those waiting in hint_pending. It returns how many
// memories' words it counted, and whether some are left: a count gave way to a write or another
// count, or skipped a memory that a write in flight holds (an edit or a delete of a memory not yet
// counted), which that write does not hint again. Both counts give way rather than make a save
// wait.
func (s *Service) CountPendingWords(ctx context.Context) (int, bool, error) {
	words, hints, err := s.waiting(ctx)
	if err != nil || (!words && !hints) {
		return 0, false, err
	}
	n, left := 0, false
	if words {
		if n, left, err = s.engine.Settle(ctx); err != nil {
			return n, left, err
		}
	}
	if hints {
		_, gaveWay, err := search.CountInBatches(ctx, s.db, `select recall_hint_count($1)`, hintCountBatch)
		if err != nil {
			return n, left, fmt.Errorf("count pending hint tokens: %w", err)
		}
		left = left || gaveWay
	}
	if !left {
		words, hints, err = s.waiting(ctx)
		left = words || hints
	}
	return n, left, err
}

// waiting reports whether memories wait for their words to be counted, and whether some wait for
// their hint tokens.
func (s *Service) waiting(ctx context.Context) (words, hints bool, err error) {
	err = s.db.QueryRow(ctx, `select exists (select from search_pending), exists (select from hint_pending)`).Scan(&words, &hints)
	if err != nil {
		err = fmt.Errorf("look for memories waiting to be counted: %w", err)
	}
	return words, hints, err
}

// CountPending is the leader's counting service: it adds what saves left for later
// (CountPendingWords) and asks to run again soon when a count gave way to a write.
func (s *Service) CountPending(ctx context.Context) (time.Duration, error) {
	_, left, err := s.CountPendingWords(ctx)
	if err != nil {
		return 0, fmt.Errorf("counting the words of saved memories (searches weigh them a little off until the next run): %w", err)
	}
	if left {
		return time.Second, nil
	}
	return 0, nil
}
