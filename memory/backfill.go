package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Backfill embeds up to batch memories that have no embedding for the current model, and returns
// how many it embedded. It returns 0 and no error when no embedder is configured.
func (s *Service) Backfill(ctx context.Context, batch int) (int, error) {
	if s.embed == nil {
		return 0, nil
	}
	model := s.embed.Model()
	rows, err := s.db.Query(ctx, `
		select m.id, m.recall_hint || E'\n\n' || m.content from memories m
		where not exists (select 1 from memory_embeddings e where e.memory_id = m.id and e.model = $1)
		  and (m.expires_at is null or m.expires_at > now())
		order by m.updated_at desc limit $2`, model, batch)
	if err != nil {
		return 0, err
	}
	type item struct{ id, text string }
	items, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (item, error) {
		var it item
		return it, r.Scan(&it.id, &it.text)
	})
	if err != nil || len(items) == 0 {
		return 0, err
	}
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = it.text
	}
	// The backfill is the embedder's usual probe while the service backs off from it: it asks
	// whenever it runs, one probe at a time, and a success lets saves and searches use it again.
	vecs, err := s.embedTexts(ctx, texts, s.opts.EmbedTimeout*4)
	if err != nil {
		return 0, fmt.Errorf("backfill embed: %w", err)
	}
	n := 0
	for i, it := range items {
		// The memory may have changed or gone since it was read: embed only the text it still has.
		err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
			var same bool
			if err := tx.QueryRow(ctx, `select exists(select 1 from memories where id = $1 and recall_hint || E'\n\n' || content = $2)`,
				it.id, it.text).Scan(&same); err != nil || !same {
				return err
			}
			n++
			return storeEmbedding(ctx, tx, it.id, model, vecs[i])
		})
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// RunBackfill embeds missing memories until ctx ends: a batch every interval, sooner while
// there is more to do, backing off while the embedder is unreachable.
func (s *Service) RunBackfill(ctx context.Context, interval time.Duration) {
	if s.embed == nil {
		return
	}
	wait := time.Duration(0)
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		n, err := s.Backfill(ctx, 64)
		switch {
		case err != nil && !s.guard.status().Available:
			// The guard logged the outage when it began, and logs its end.
			s.log.DebugContext(ctx, "embedding backfill waits for the embedder", "model", s.embed.Model(), "err", err)
			wait = min(max(wait*2, interval), 10*interval)
		case err != nil:
			s.log.WarnContext(ctx, "embedding backfill failed; will retry", "model", s.embed.Model(), "err", err)
			wait = min(max(wait*2, interval), 10*interval)
		case n == 64:
			wait = 0
		default:
			if n > 0 {
				s.log.InfoContext(ctx, "embedding backfill", "model", s.embed.Model(), "embedded", n)
			}
			wait = interval
		}
	}
}
