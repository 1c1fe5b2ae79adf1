package memory

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// Limits bound what one principal can take from a server. Zero values mean defaults; a negative
// quota means none.
type Limits struct {
	// Concurrency is how many calls of one principal run at once on this server process; more
	// wait up to QueueWait for a slot, then get CodeBusy. Default 4: one principal's parallel heavy
	// searches can hold at most that many pool connections, and other principals still get theirs.
	Concurrency int
	QueueWait   time.Duration // default 5s
	// MaxMemories and MaxBytes bound what one principal stores (memories it owns, expired ones
	// included until purged; bytes of hint, content, tags and source id). A save that would go
	// past either gets CodeQuotaExceeded. 0 means no quota.
	MaxMemories int64
	MaxBytes    int64
}

func (l Limits) withDefaults() Limits {
	if l.Concurrency <= 0 {
		l.Concurrency = 4
	}
	if l.QueueWait <= 0 {
		l.QueueWait = 5 * time.Second
	}
	return l
}

// admission is a counting semaphore per principal. Entries exist only while someone holds or
// waits for a slot, so the map does not grow with the number of principals ever seen.
type admission struct {
	mu    sync.Mutex
	slots map[string]*principalSlots
}

type principalSlots struct {
	ch    chan struct{}
	users int
}

// Admit takes one of the principal's call slots, waiting up to Limits.QueueWait, and returns
// the function that gives it back. Every entry point calls it once per request (the MCP adapter
// does, for every tool, resource and prompt), so one principal's burst cannot take every pool
// connection from the others. A call without a principal is not limited here: it is refused by
// the operation itself. Errors: CodeBusy, or ctx's error.
func (s *Service) Admit(ctx context.Context, id policy.Identity) (func(), error) {
	if id.PrincipalID == "" {
		return func() {}, nil
	}
	a := &s.admission
	a.mu.Lock()
	if a.slots == nil {
		a.slots = map[string]*principalSlots{}
	}
	ps := a.slots[id.PrincipalID]
	if ps == nil {
		ps = &principalSlots{ch: make(chan struct{}, s.opts.Limits.Concurrency)}
		a.slots[id.PrincipalID] = ps
	}
	ps.users++
	a.mu.Unlock()
	leave := func() {
		a.mu.Lock()
		if ps.users--; ps.users == 0 {
			delete(a.slots, id.PrincipalID)
		}
		a.mu.Unlock()
	}

	t := time.NewTimer(s.opts.Limits.QueueWait)
	defer t.Stop()
	select {
	case ps.ch <- struct{}{}:
		var once sync.Once
		return func() { once.Do(func() { <-ps.ch; leave() }) }, nil
	case <-t.C:
		leave()
		s.log.WarnContext(ctx, "call refused: principal has too many calls in flight",
			"limit", s.opts.Limits.Concurrency, "waited", s.opts.Limits.QueueWait, id.LogAttrs())
		return nil, errorf(CodeBusy, "too many calls of yours are in flight (%d at once on this server; waited %s for a slot); wait for them to finish and retry",
			s.opts.Limits.Concurrency, s.opts.Limits.QueueWait)
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}

// usage is what a principal stores (principal_usage, kept by a trigger on memories).
type usage struct{ memories, bytes int64 }

// lockUsage reads the principal's usage and locks its row until the transaction ends, so
// concurrent saves of one principal, on any number of server processes, are checked one after
// another against what the others stored.
func lockUsage(ctx context.Context, tx pgx.Tx, principalID string) (usage, error) {
	var u usage
	err := tx.QueryRow(ctx, `
		insert into principal_usage as u (principal_id) values ($1)
		on conflict (principal_id) do update set memories = u.memories
		returning memories, bytes`, principalID).Scan(&u.memories, &u.bytes)
	if err != nil {
		return u, fmt.Errorf("read storage usage: %w", err)
	}
	return u, nil
}

// checkQuota compares the principal's usage after a write with before: a write that grew the
// count or the bytes past a quota is refused (its transaction rolls back); one that shrinks
// is always allowed, so a principal over a lowered quota can still tidy up.
func (s *Service) checkQuota(ctx context.Context, tx pgx.Tx, id policy.Identity, before usage) error {
	l := s.opts.Limits
	if l.MaxMemories <= 0 && l.MaxBytes <= 0 {
		return nil
	}
	var after usage
	if err := tx.QueryRow(ctx, `select memories, bytes from principal_usage where principal_id = $1`, id.PrincipalID).
		Scan(&after.memories, &after.bytes); err != nil {
		return fmt.Errorf("read storage usage: %w", err)
	}
	switch {
	case l.MaxMemories > 0 && after.memories > l.MaxMemories && after.memories > before.memories:
		s.log.WarnContext(ctx, "memory save refused: memory quota reached", "quota", l.MaxMemories, id.LogAttrs())
		return errorf(CodeQuotaExceeded, "your storage quota is used up: you store %d memories, the most allowed is %d; delete memories you no longer need (or ask an admin to raise RECALL_QUOTA_MEMORIES)",
			before.memories, l.MaxMemories)
	case l.MaxBytes > 0 && after.bytes > l.MaxBytes && after.bytes > before.bytes:
		s.log.WarnContext(ctx, "memory save refused: byte quota reached", "quota", l.MaxBytes, id.LogAttrs())
		return errorf(CodeQuotaExceeded, "your storage quota is used up: this save would make %d bytes stored, the most allowed is %d; delete or shorten memories (or ask an admin to raise RECALL_QUOTA_BYTES)",
			after.bytes, l.MaxBytes)
	}
	return nil
}

// LiveTokens reports which of the bearer tokens are still valid (issued, not revoked), for an
// adapter that closes what a revoked token holds open. One query for all of them.
func (s *Service) LiveTokens(ctx context.Context, tokens []string) (map[string]bool, error) {
	byHash := make(map[string]string, len(tokens))
	hashes := make([][]byte, 0, len(tokens))
	for _, t := range tokens {
		h := hashToken(strings.TrimSpace(t))
		byHash[string(h)] = t
		hashes = append(hashes, h)
	}
	rows, err := s.db.Query(ctx, `select t.hash from tokens t join principals p on p.id = t.principal_id
		where t.hash = any($1) and t.revoked_at is null`, hashes)
	if err != nil {
		return nil, fmt.Errorf("check tokens: %w", err)
	}
	live, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return nil, fmt.Errorf("check tokens: %w", err)
	}
	out := make(map[string]bool, len(live))
	for _, h := range live {
		out[byHash[string(h)]] = true
	}
	return out, nil
}
