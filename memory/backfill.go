package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/background"
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

// backfillBatch is how many memories a run of the backfill embeds at most.
const backfillBatch = 64

// BackfillOnce is the leader's embedding service: it embeds a batch of memories that have no
// embedding for the current model, and asks to run again at once while more wait. While the
// embedder is down it waits for the embedder's back-off (the guard logged the outage when it
// began, and logs its end). Without an embedder it does nothing.
func (s *Service) BackfillOnce(ctx context.Context) (time.Duration, error) {
	n, err := s.Backfill(ctx, backfillBatch)
	switch {
	case err != nil && !s.guard.status().Available:
		s.log.DebugContext(ctx, "embedding backfill waits for the embedder", "model", s.embed.Model(), "err", err)
		return 0, background.RetryAfter(max(time.Until(s.guard.status().RetryAt), embedBackoffMin))
	case err != nil:
		return 0, fmt.Errorf("embedding backfill (model %s): %w", s.embed.Model(), err)
	}
	if n > 0 {
		s.log.InfoContext(ctx, "embedding backfill", "model", s.embed.Model(), "embedded", n)
	}
	if n == backfillBatch {
		return time.Millisecond, nil
	}
	return 0, nil
}
