package memory

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/search"
)

// ActReindex is the audit action of a reindex asked for (recall admin reindex).
const ActReindex = "search.reindex"

// RequestReindex asks for a rebuild of the whole search index with the ranking as it is now
// (package search, reindex.go) and returns its state; one asked for while another is unfinished
// is that one. The leader does the batches (WorkReindex wakes its service); RunReindex does them
// here. It is an admin operation (policy.AdminReindex), audited when it starts a reindex.
func (s *Service) RequestReindex(ctx context.Context, id policy.Identity) (search.ReindexStatus, error) {
	var st search.ReindexStatus
	err := s.adminTx(ctx, id, policy.AdminReindex, func(tx pgx.Tx) error {
		var err error
		if st, err = s.engine.RequestReindex(ctx, tx, id.Principal); err != nil {
			return err
		}
		if st.Done > 0 || st.Phase != search.ReindexPreparing {
			return nil // joined one under way
		}
		return audit(ctx, tx, id, ActReindex, nil, map[string]any{"namespaces": st.Total})
	})
	if err == nil && !st.Finished() {
		s.leftWork(WorkReindex)
	}
	return st, err
}

// ReindexStatus returns the state of the last reindex asked for (search.ErrNoReindex: none).
func (s *Service) ReindexStatus(ctx context.Context, id policy.Identity) (search.ReindexStatus, error) {
	if err := s.adminTx(ctx, id, policy.AdminReindex, func(pgx.Tx) error { return nil }); err != nil {
		return search.ReindexStatus{}, err
	}
	return s.engine.ReindexState(ctx)
}

// RunReindex does the unfinished reindex's batches in this process until it is finished or ctx
// ends, calling progress after each: for a CLI that finds no leader to do them. Batches are
// taken in turn with any other runner, so it is safe beside a leader all the same.
func (s *Service) RunReindex(ctx context.Context, id policy.Identity, progress func(search.ReindexStatus)) (search.ReindexStatus, error) {
	if err := s.adminTx(ctx, id, policy.AdminReindex, func(pgx.Tx) error { return nil }); err != nil {
		return search.ReindexStatus{}, err
	}
	return s.engine.RunReindex(ctx, progress)
}
