package memory

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// DefaultDedupThreshold is the recallHint overlap at or above which a save updates an existing
// memory in place instead of adding one.
//
// The measure is the Jaccard index of the two hints' token sets: |A ∩ B| / |A ∪ B|, where a
// token is a lower-cased run of letters and digits, English stop words are dropped, and a
// trailing plural "s" is folded ("tabs" = "tab"). The tokens are computed in one place, the
// database (recall_hint_tokens, migration 005), so every writer of a hint keeps them. 0.7 merges
// rewordings that keep the subject ("user prefers tabs over spaces" / "the user prefers tabs
// instead of spaces": 0.8) and keeps apart hints that share a frame but differ in their subject
// ("deploy steps for billing service" / "deploy steps for auth service": 0.6). See
// dedup_test.go for the table it is held to.
const DefaultDedupThreshold = 0.7

// dedupPlan is how one save looks for its near-duplicate: the new hint's tokens, the few of them
// any qualifying memory must carry, and the token counts such a memory can have.
//
// Why it always finds the best candidate: a memory B with Jaccard(A, B) ≥ t shares at least
// minOverlap = ⌈t·|A|⌉ tokens with A, so it carries at least one token of ANY p = |A| − minOverlap + 1
// tokens of A (pigeonhole), and t·|A| ≤ |B| ≤ |A|/t. Every such B is a candidate, and the
// candidates are ranked by their exact Jaccard in SQL. Which p tokens is free for correctness;
// taking the p rarest in the namespace (hint_token_df) keeps the candidate set small however
// many memories share a common word, with work bounded by the hint's own tokens, not by n.
type dedupPlan struct {
	tokens     []string // A, the new hint's tokens
	probe      []string // the p rarest tokens of A
	minB, maxB int      // the token counts a qualifying memory can have
}

func planDedup(tokens []string, df map[string]int, threshold float64) (dedupPlan, bool) {
	n := len(tokens)
	if n == 0 || threshold <= 0 {
		return dedupPlan{}, false
	}
	const eps = 1e-9 // float rounding must only ever widen the search
	minOverlap := max(int(math.Ceil(threshold*float64(n)-eps)), 1)
	p := min(n-minOverlap+1, n)
	byRarity := append([]string(nil), tokens...)
	sort.Slice(byRarity, func(i, j int) bool {
		if df[byRarity[i]] != df[byRarity[j]] {
			return df[byRarity[i]] < df[byRarity[j]]
		}
		return byRarity[i] < byRarity[j]
	})
	return dedupPlan{
		tokens: tokens,
		probe:  byRarity[:p],
		minB:   minOverlap,
		maxB:   int(math.Floor(float64(n)/threshold + eps)),
	}, true
}

// duplicate is the memory a save updates in place (id "" when there is none).
type duplicate struct {
	id           string
	alwaysInject bool   // it was in the always-inject set
	ownerID      string // whose storage it counts against
	bytes        int64  // what it stores now (recall_memory_bytes)
}

// dedupTokensSQL reads a hint's tokens ($1) with their counts in namespace $2.
const dedupTokensSQL = `
		select t, coalesce(d.df, 0) from unnest(recall_hint_tokens($1)) t
		left join hint_token_df d on d.ns = $2 and d.token = t`

// scanDedupPlan reads dedupTokensSQL's rows into a plan; ok is false when the hint has no token
// (nothing can be its near-duplicate).
func scanDedupPlan(rows pgx.Rows, threshold float64) (dedupPlan, bool, error) {
	var tokens []string
	df := map[string]int{}
	for rows.Next() {
		var t string
		var n int
		if err := rows.Scan(&t, &n); err != nil {
			return dedupPlan{}, false, err
		}
		tokens = append(tokens, t)
		df[t] = n
	}
	if err := rows.Err(); err != nil {
		return dedupPlan{}, false, fmt.Errorf("dedup tokens: %w", err)
	}
	plan, ok := planDedup(tokens, df, threshold)
	return plan, ok, nil
}

// lockAndPlanDedup reads the dedup plan of hint in namespace ns, then takes the namespace's
// advisory lock (held to the end of tx), in one round trip. The lookup of the duplicate itself
// must come after, in a statement of its own: only a statement that starts once the lock is held
// sees every save that held it before.
func lockAndPlanDedup(ctx context.Context, tx pgx.Tx, ns, hint string, threshold float64) (dedupPlan, bool, error) {
	var plan dedupPlan
	var ok bool
	b := &pgx.Batch{}
	b.Queue(dedupTokensSQL, hint, ns).Query(func(rows pgx.Rows) error {
		var err error
		plan, ok, err = scanDedupPlan(rows, threshold)
		return err
	})
	b.Queue(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, ns)
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return dedupPlan{}, false, fmt.Errorf("dedup plan and namespace lock: %w", err)
	}
	return plan, ok, nil
}

// findDuplicate returns the memory in the save's namespace whose hint overlaps most with the new
// hint (ties: the most recently updated), if the overlap reaches the threshold, without taking
// the namespace's lock (a dry run's preview; Save locks first).
func (s *Service) findDuplicate(ctx context.Context, tx pgx.Tx, id policy.Identity, in SaveInput) (duplicate, error) {
	ns := dedupNamespace(in.Scope, id, in.SystemID, in.ProjectID)
	rows, err := tx.Query(ctx, dedupTokensSQL, in.RecallHint, ns)
	if err != nil {
		return duplicate{}, fmt.Errorf("dedup tokens: %w", err)
	}
	plan, ok, err := scanDedupPlan(rows, s.opts.DedupThreshold)
	if err != nil || !ok {
		return duplicate{}, err
	}
	return findDuplicateIn(ctx, tx, ns, plan, s.opts.DedupThreshold)
}

// findDuplicateIn finds the best near-duplicate of plan's hint in namespace ns (see dedupPlan).
func findDuplicateIn(ctx context.Context, tx pgx.Tx, ns string, plan dedupPlan, threshold float64) (duplicate, error) {
	keys := make([]string, len(plan.probe))
	for i, t := range plan.probe {
		keys[i] = ns + " " + t
	}
	var d duplicate
	err := tx.QueryRow(ctx, `
		select id, always_inject, owner_id, bytes from (
			select m.id, m.always_inject, m.owner_id::text, m.updated_at,
			       recall_memory_bytes(m.recall_hint, m.content, m.tags, m.source_conversation_id) as bytes,
			       o.inter::float8 / ($3 + cardinality(m.hint_tokens) - o.inter) as jaccard
			from memories m,
			     lateral (select count(*) as inter from unnest(m.hint_tokens) x where x = any ($2::text[])) o
			where m.dedup_keys && $1::text[]
			  and cardinality(m.hint_tokens) between $4 and $5
			  and (m.expires_at is null or m.expires_at > now())
		) ranked
		where jaccard >= $6
		order by jaccard desc, updated_at desc, id
		limit 1`,
		keys, plan.tokens, len(plan.tokens), plan.minB, plan.maxB, threshold).Scan(&d.id, &d.alwaysInject, &d.ownerID, &d.bytes)
	if errors.Is(err, pgx.ErrNoRows) {
		return duplicate{}, nil
	}
	if err != nil {
		return duplicate{}, fmt.Errorf("dedup candidates: %w", err)
	}
	return d, nil
}

// dedupNamespace is recall_dedup_ns (migrations 005 and 012) in Go: the key of the namespace a
// memory deduplicates in, and of the advisory lock that serializes saves into it.
func dedupNamespace(scope string, id policy.Identity, systemID, projectID string) string {
	switch scope {
	case string(ScopeSystem):
		return "s|" + systemID
	case string(ScopeProject):
		return "p|" + projectID
	}
	return "u|" + id.PrincipalID + "|" + id.AgentID
}

// hintJaccard is the overlap of two hints' token sets, by the same tokenizer the save path uses
// (recall_hint_tokens, in the database): for callers that compare hints not yet stored, such as an
// import's dry run planning merges within one file.
func (s *Service) hintJaccard(ctx context.Context, a, b string) (float64, error) {
	var j float64
	err := s.db.QueryRow(ctx, `
		with x as (select recall_hint_tokens($1) as a, recall_hint_tokens($2) as b)
		select coalesce(cardinality(array(select unnest(a) intersect select unnest(b)))::float8
		       / nullif(cardinality(array(select unnest(a) union select unnest(b))), 0), 0)
		from x`, a, b).Scan(&j)
	return j, err
}
