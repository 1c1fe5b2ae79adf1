package memory

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

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
//
// When the probe tokens are common enough that the memories carrying them are many, the lookup
// asks for more of A at once. B lacks at most m = |A| − minOverlap tokens of A, so of any m + 2
// tokens of A it carries at least two: the candidates are the memories carrying both tokens of
// one of the pairs of the m + 2 rarest (pairs). Each pair is an intersection of two of the
// index's lists, a few memories where one common word brings hundreds. On the bench's 100k
// namespace (Zipf words) a typical save read 67 candidates instead of 689, and the lookup's mean
// fell from 1.68 to 1.19 ms (one client). A long hint has too many pairs (m grows with |A|); it
// falls back:
// B carries one of the p − 1 rarest tokens (rare), or it carries none of them, and then all of
// the other minOverlap tokens of A, so in particular every token of any subset of them (every,
// the few rarest: an intersection of the index's lists, far smaller than the common token's).
type dedupPlan struct {
	tokens     []string   // A, the new hint's tokens
	probe      []string   // the p rarest tokens of A
	rare       []string   // the candidates carry one of these...
	every      []string   // ...or all of these (none: the probe alone)
	pairs      [][]string // instead of rare and every: both tokens of one of these
	minB, maxB int        // the token counts a qualifying memory can have
}

// dedupCommonDF is the count from which a probe token is common enough for the split lookup, and
// dedupEvery how many of the remaining tokens the split lookup intersects. On a 100k namespace
// of synthetic hints (Zipf-distributed words) a 5-token hint whose second rarest word was in 13k
// memories read them all (24 ms); the split read 1.5k (5 ms).
// dedupMaxPairs bounds the pair lookup's index scans (m + 2 = 8 tokens: hints of up to about 23
// tokens at the default threshold).
const (
	dedupCommonDF = 64
	dedupEvery    = 3
	dedupMaxPairs = 28
)

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
	plan := dedupPlan{
		tokens: tokens,
		probe:  byRarity[:p],
		rare:   byRarity[:p],
		minB:   minOverlap,
		maxB:   int(math.Floor(float64(n)/threshold + eps)),
	}
	carriers := 0 // the memories the probe alone would read
	for _, t := range plan.probe {
		carriers += df[t]
	}
	if carriers < dedupCommonDF {
		return plan, true
	}
	if m := n - minOverlap; m >= 1 && m+2 <= n && (m+2)*(m+1)/2 <= dedupMaxPairs {
		some := byRarity[:m+2]
		for i := range some {
			for j := i + 1; j < len(some); j++ {
				plan.pairs = append(plan.pairs, []string{some[i], some[j]})
			}
		}
		plan.rare = nil
		return plan, true
	}
	if df[byRarity[p-1]] >= dedupCommonDF {
		plan.rare = byRarity[:p-1]
		plan.every = byRarity[p-1 : min(p-1+dedupEvery, n)]
	}
	return plan, true
}

// duplicate is the memory a save updates in place (id "" when there is none).
type duplicate struct {
	id           string
	version      int    // the version it was judged at
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

// lockAndPlanDedup reads the dedup plan of hint in namespace ns and takes the advisory locks that
// make concurrent saves of near-duplicates one after the other (held to the end of tx), in one
// statement. Each token of the hint has a lock ("ns token"): the save takes its probe tokens'
// locks exclusively and the others shared, all in key order (no deadlock). Two hints A and B with
// Jaccard ≥ t conflict: B carries a token of any p tokens of A (dedupPlan), so of A's exclusive
// ones, and B locks every token it carries. Saves of unrelated hints in one namespace (most of
// them) no longer wait for each other. The lookup of the duplicate itself must come after, in a
// statement of its own: only a statement that starts once the locks are held sees every save
// that held them before.
func lockAndPlanDedup(ctx context.Context, tx pgx.Tx, ns, hint string, threshold float64) (dedupPlan, bool, error) {
	rows, err := tx.Query(ctx, `
		with t as (
			select token, df, hashtextextended($2 || ' ' || token, 0) as k,
			       row_number() over (order by df, token collate "C") as rarity, count(*) over () as n
			from (`+dedupTokensSQL+`) as d(token, df)
		),
		locked as (
			select token, df,
			       case when rarity <= n - greatest(ceil($3::float8 * n - 1e-9), 1) + 1
			            then pg_advisory_xact_lock(k) else pg_advisory_xact_lock_shared(k) end as l
			from (select * from t order by k) o
		)
		select token, df from locked`, hint, ns, threshold)
	if err != nil {
		return dedupPlan{}, false, fmt.Errorf("dedup plan and locks: %w", err)
	}
	plan, ok, err := scanDedupPlan(rows, threshold)
	if err != nil {
		return dedupPlan{}, false, fmt.Errorf("dedup plan and locks: %w", err)
	}
	return plan, ok, nil
}

// findDuplicate returns the memory in the save's namespace whose hint overlaps most with the new
// hint (ties: the most recently updated), if the overlap reaches the threshold, without taking
// the dedup locks (a dry run's preview; Save locks first).
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
	keys := func(tokens []string) []string {
		out := make([]string, len(tokens))
		for i, t := range tokens {
			out[i] = ns + " " + t
		}
		return out
	}
	// Two statements, not one with an empty-array guard: "@> '{}'" holds for every row, and the
	// index can only serve the OR when both arms are plain index conditions.
	where := `m.dedup_keys && $1::text[]`
	args := []any{keys(plan.rare), plan.tokens, len(plan.tokens), plan.minB, plan.maxB, threshold}
	switch {
	case len(plan.pairs) > 0:
		// One plain index condition per pair, so the index serves the whole OR.
		arms := []string{"m.dedup_keys @> $1::text[]"}
		args[0] = keys(plan.pairs[0])
		for _, pair := range plan.pairs[1:] {
			args = append(args, keys(pair))
			arms = append(arms, fmt.Sprintf("m.dedup_keys @> $%d::text[]", len(args)))
		}
		where = "(" + strings.Join(arms, " or ") + ")"
	case len(plan.every) > 0:
		where = `(m.dedup_keys && $1::text[] or m.dedup_keys @> $7::text[])`
		args = append(args, keys(plan.every))
	}
	var d duplicate
	// The stored size is computed for the one memory chosen, not for every candidate.
	err := tx.QueryRow(ctx, `
		select id, version, always_inject, owner_id,
		       recall_memory_bytes(recall_hint, content, tags, source_conversation_id) from (
		select * from (
			select m.id, m.version, m.always_inject, m.owner_id::text as owner_id, m.updated_at,
			       m.recall_hint, m.content, m.tags, m.source_conversation_id,
			       o.inter::float8 / ($3 + cardinality(m.hint_tokens) - o.inter) as jaccard
			from memories m,
			     lateral (select count(*) as inter from unnest(m.hint_tokens) x where x = any ($2::text[])) o
			where `+where+`
			  and cardinality(m.hint_tokens) between $4 and $5
			  and (m.expires_at is null or m.expires_at > now())
		) ranked
		where jaccard >= $6
		order by jaccard desc, updated_at desc, id
		limit 1) best`, args...).Scan(&d.id, &d.version, &d.alwaysInject, &d.ownerID, &d.bytes)
	if errors.Is(err, pgx.ErrNoRows) {
		return duplicate{}, nil
	}
	if err != nil {
		return duplicate{}, fmt.Errorf("dedup candidates: %w", err)
	}
	return d, nil
}

// dedupNamespace is recall_dedup_ns (migrations 005 and 012) in Go: the key of the namespace a
// memory deduplicates in, and the prefix of its dedup keys and token locks.
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
