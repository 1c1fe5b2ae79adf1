package memory

import (
	"context"
	"crypto/md5" //nolint:gosec // see tokenHash
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// DefaultDedupThreshold is the recallHint overlap at or above which a save updates an existing
// memory in place instead of adding one.
//
// The measure is the Jaccard index of the two hints' token sets: |A ∩ B| / |A ∪ B|, where a
// token is a lower-cased run of letters and digits, English stop words are dropped, and a
// trailing plural "s" is folded ("tabs" = "tab"). The tokens are computed in one place, the
// database (recall_hint_tokens, definitions/02), so every writer of a hint keeps them. 0.7 merges
// rewordings that keep the subject ("user prefers tabs over spaces" / "the user prefers tabs
// instead of spaces": 0.8) and keeps apart hints that share a frame but differ in their subject
// ("deploy steps for billing service" / "deploy steps for auth service": 0.6). See
// TestDedupMergeTable (hardening_test.go) for the table it is held to.
const DefaultDedupThreshold = 0.7

// dedupPlan is how one save looks for its near-duplicate: the new hint's tokens, and for each
// class of memories by token count, groups of the tokens one of which any qualifying memory of
// that class carries whole.
//
// Why it always finds the best candidate: a memory B with Jaccard(A, B) ≥ t shares i tokens with
// A where i / (|A| + |B| − i) ≥ t, that is i ≥ t·(|A| + |B|) / (1 + t): at least minOverlap =
// ⌈t·|A|⌉, and more the more tokens B has; and t·|A| ≤ |B| ≤ |A|/t. So a B of at least L tokens
// lacks at most m(L) = |A| − ⌈t·(|A| + L) / (1 + t)⌉ of A's tokens. Take any m(L) + 1 disjoint
// groups of A's tokens: B's missing tokens fall in at most m(L) of them, so B carries every token
// of at least one group (pigeonhole). The index keys each memory's tokens by its length class
// (dedupLengthClass), so every class in [minB, maxB] has groups of its own, asked for
// on its own keys: one GIN condition per group, ORed, and the candidates are ranked by their
// exact Jaccard in SQL. Which groups is free for correctness, and nothing the plan reads (the
// token counts, hint_token_df, as of before the save's locks) has to be current.
//
// What the classes buy: a hint of common words ("fizivu roki daze lagi muheca notes 4211": seven
// tokens, one of them new) needed three groups over all lengths, two of them thousands of memories,
// and the saves waiting on its locks as long; a memory of 8 tokens or more would have to share all
// seven, the new one included, and one of 6 or 7 all six others, so those classes ask for next to
// nothing.
//
// What the groups cost: the memories carrying a whole group, and one index list read per token.
// They start as the m + 1 rarest tokens, one each (a token no memory carries yet costs nothing,
// and then still holds a place), and while a group would bring dedupGroupEnough memories or more
// (estimated as if tokens were independent, and as if every memory were of the class), it takes
// the next rarest token, unless reading that token's list costs more than the candidates it
// removes (dedupRowCost); tokens carried by nearly every memory narrow nothing and are left out.
// Groups of common words are what the earlier lookups lacked: the pairs of the m + 2 rarest
// tokens read each of them m + 1 times, and a pair of two common words was thousands of memories;
// a token no memory carries (the number in the bench's hints) took a place in every pair.
type dedupPlan struct {
	tokens     []string // A, the new hint's tokens
	probe      []string // the m + 1 rarest tokens of the whole range (the ones a save locks exclusively)
	minB, maxB int      // the token counts a qualifying memory can have
	classes    []dedupClass
}

// dedupClass is the part of a lookup for the memories of one length class: those with lo to hi
// tokens (the class's part of [minB, maxB]), keyed under class.
type dedupClass struct {
	class, lo, hi int
	groups        [][]string // disjoint; a qualifying memory of the class carries every token of one
}

// dedupLengthClass is recall_dedup_class (definitions/03) in Go: the length class of a memory whose
// hint has n tokens, the smallest count of its class. Up to 16 tokens each count is a class of its
// own; above, the classes widen with the count (2, 4, 8, then 16 counts), so a lookup asks at most
// about eight of them whatever the hint's length, and a class never spans more than an eighth of
// its smallest count.
func dedupLengthClass(n int) int { return n - (n-17)%dedupClassWidth(n) }

// dedupClassEnd is the largest count of n's length class.
func dedupClassEnd(n int) int { return dedupLengthClass(n) + dedupClassWidth(n) - 1 }

// dedupClassWidth is how many counts n's length class spans.
func dedupClassWidth(n int) int {
	switch {
	case n <= 16:
		return 1
	case n <= 32:
		return 2
	case n <= 64:
		return 4
	case n <= 128:
		return 8
	}
	return 16
}

// dedupGroupEnough is the estimated number of memories below which a group takes no more
// tokens: one more token costs an index list read (a few dozen microseconds), one more candidate
// a heap row and its overlap (a few).
const dedupGroupEnough = 16

// What a group's lookup costs, in microseconds (measured on the bench's 100k namespace): a
// token's list is decoded whole, per memory on it, and each candidate it brings costs its heap
// row, the recheck and its overlap. A token joins the group that would bring the most memories
// only while the candidates it takes away cost more than its list: reading a common word's list
// for a group already down to a few hundred candidates costs more than it saves.
const (
	dedupListCost = 0.02
	dedupRowCost  = 6.0
)

func planDedup(tokens []string, df map[string]int, threshold float64) (dedupPlan, bool) {
	n := len(tokens)
	if n == 0 || threshold <= 0 {
		return dedupPlan{}, false
	}
	const eps = 1e-9 // float rounding must only ever widen the search
	minOverlap := max(int(math.Ceil(threshold*float64(n)-eps)), 1)
	byRarity := append([]string(nil), tokens...)
	sort.Slice(byRarity, func(i, j int) bool {
		if df[byRarity[i]] != df[byRarity[j]] {
			return df[byRarity[i]] < df[byRarity[j]]
		}
		return byRarity[i] < byRarity[j]
	})
	plan := dedupPlan{
		tokens: tokens,
		probe:  byRarity[:min(n-minOverlap+1, n)],
		minB:   minOverlap,
		maxB:   int(math.Floor(float64(n)/threshold + eps)),
	}
	// The namespace's size, as far as the counts tell (at least the commonest token's count):
	// a token's share of it is the chance that a memory carries it.
	total := 1
	for _, t := range tokens {
		total = max(total, df[t])
	}
	for lo := plan.minB; lo <= plan.maxB; {
		hi := min(dedupClassEnd(lo), plan.maxB)
		// The fewest tokens a memory of lo tokens (the fewest of the class) must share.
		need := int(math.Ceil(threshold*float64(n+lo)/(1+threshold) - eps))
		need = min(max(need, minOverlap), n)
		plan.classes = append(plan.classes, dedupClass{class: dedupLengthClass(lo), lo: lo, hi: hi,
			groups: dedupGroups(byRarity, df, total, n-need+1)})
		lo = hi + 1
	}
	return plan, true
}

// dedupGroups splits the tokens (rarest first) into g disjoint groups: the g rarest one each,
// then the others joining the group that would bring the most memories (see dedupPlan).
func dedupGroups(byRarity []string, df map[string]int, total, g int) [][]string {
	groups := make([][]string, g)
	est := make([]float64, g)
	for i, t := range byRarity[:g] {
		groups[i], est[i] = []string{t}, float64(df[t])
	}
	for _, t := range byRarity[g:] {
		worst := 0
		for i := range est {
			if est[i] > est[worst] {
				worst = i
			}
		}
		if est[worst] < dedupGroupEnough {
			break
		}
		share := float64(df[t]) / float64(total)
		if share > 0.9 {
			continue
		}
		if est[worst]*(1-share)*dedupRowCost < float64(df[t])*dedupListCost {
			break // reading t's list would cost more than the candidates it takes away
		}
		groups[worst] = append(groups[worst], t)
		est[worst] *= share
	}
	return groups
}

// duplicate is the memory a save updates in place (id "" when there is none).
type duplicate struct {
	id           string
	version      int    // the version it was judged at
	alwaysInject bool   // it was in the always-inject set
	ownerID      string // whose storage it counts against
	// freed is what updating it in place takes off its owner's storage before the new text is
	// counted: its cost (recall_memory_cost) less the version of it the update keeps
	// (recall_version_cost).
	freed int64
	// expiresAt is when it expires now (nil: never): a save that brings it forward into the
	// purge grace makes it disappear, which is a delete (vanishes).
	expiresAt *time.Time
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

// queueLockAndPlanDedup queues the statement that reads the dedup plan of hint in namespace ns and
// takes the advisory locks that make concurrent saves of near-duplicates one after the other (held
// to the end of the transaction); plan and ok are filled when the batch is read. Each token of the
// hint has a lock ("ns token"): the save takes its probe tokens' locks exclusively and the others
// shared, all in key order (no deadlock). Two hints A and B with Jaccard ≥ t conflict: B carries a
// token of any p tokens of A (dedupPlan), so of A's exclusive ones, and B locks every token it
// carries. Saves of unrelated hints in one namespace (most of them) no longer wait for each other.
// The lookup of the duplicate itself must come after, in a statement of its own: only a statement
// that starts once the locks are held sees every save that held them before.
func queueLockAndPlanDedup(b *pgx.Batch, ns, hint string, threshold float64, plan *dedupPlan, ok *bool) {
	b.Queue(`
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
		select token, df from locked`, hint, ns, threshold).Query(func(rows pgx.Rows) error {
		var err error
		if *plan, *ok, err = scanDedupPlan(rows, threshold); err != nil {
			return fmt.Errorf("dedup plan and locks: %w", err)
		}
		return nil
	})
}

// dedupLookupSettings make the duplicate lookup (findDuplicateIn, which sets them around its
// statement in the same round trip) run its connection's generic plan instead of being planned anew
// on every save: its text differs only by how many groups it ORs, but PostgreSQL kept choosing
// custom plans, and estimating each group's selectivity decompressed the dedup keys' statistics (perf:
// 7.6 % of the database's CPU during 8-client saves at 100k). Every arm is a GIN condition; with
// sequential scans off the generic plan reads the index whatever the table held when it was made.
// resetLookupSettings puts both back to the server's own values for what follows in the transaction
// (the writes' triggers, whose plans are the planner's to choose: forcing generic plans on them
// made a save 15 times dearer, and the system grant and project membership checks under them made
// the model tests 30 times slower).
const dedupLookupSettings = `select set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true)`

// resetLookupSettings are the statements that undo dedupLookupSettings.
var resetLookupSettings = []string{`reset plan_cache_mode`, `reset enable_seqscan`}

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
// The index holds each memory's tokens as hashes of "ns class token" (dedupKey):
// the groups are conditions on those, and a candidate's shared tokens are first counted on them
// (in C, intarray's & and icount) against the fewest a duplicate can share (minB); the few
// candidates left get their Jaccard from their text tokens.
func findDuplicateIn(ctx context.Context, tx txConn, ns string, plan dedupPlan, threshold float64) (duplicate, error) {
	// The single-token groups of every class in one condition (a memory carrying any of them;
	// none: it matches nothing, at no cost), each larger group in its own: plain index conditions,
	// so the index serves the whole OR.
	var single, all []int32
	arms := []string{"m.dedup_hashes && $1::int4[]"}
	args := []any{nil, plan.tokens, len(plan.tokens), plan.minB, plan.maxB, threshold, nil}
	for _, c := range plan.classes {
		all = append(all, dedupKeys(ns, c.class, plan.tokens)...)
		for _, g := range c.groups {
			if len(g) == 1 {
				single = append(single, dedupKey(ns, c.class, g[0]))
				continue
			}
			args = append(args, dedupKeys(ns, c.class, g))
			arms = append(arms, fmt.Sprintf("m.dedup_hashes @> $%d::int4[]", len(args)))
		}
	}
	slices.Sort(single)
	slices.Sort(all)
	args[0], args[6] = slices.Compact(single), slices.Compact(all)
	where := "(" + strings.Join(arms, " or ") + ")"
	var d duplicate
	b := &pgx.Batch{}
	b.Queue(dedupLookupSettings)
	// The stored size is computed for the one memory chosen, not for every candidate.
	b.Queue(`
		select id, version, always_inject, owner_id, expires_at,
		       recall_memory_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id), length(search),
		                          cardinality(hint_tokens))
		       - recall_version_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id)) from (
		select * from (
			select m.id, m.version, m.always_inject, m.owner_id::text as owner_id, m.expires_at, m.updated_at,
			       m.recall_hint, m.content, m.tags, m.source_conversation_id, m.search, m.hint_tokens,
			       o.inter::float8 / ($3 + cardinality(m.hint_tokens) - o.inter) as jaccard
			from memories m,
			     lateral (select count(*) as inter from unnest(m.hint_tokens) x where x = any ($2::text[])) o
			where `+where+`
			  and cardinality(m.hint_tokens) between $4 and $5
			  and icount(m.dedup_hashes & $7::int4[]) >= $4
			  and (m.expires_at is null or m.expires_at > now())
		) ranked
		where jaccard >= $6
		order by jaccard desc, updated_at desc, id
		limit 1) best`, args...).QueryRow(func(row pgx.Row) error {
		err := row.Scan(&d.id, &d.version, &d.alwaysInject, &d.ownerID, &d.expiresAt, &d.freed)
		if errors.Is(err, pgx.ErrNoRows) {
			d = duplicate{}
			return nil
		}
		return err
	})
	for _, r := range resetLookupSettings {
		b.Queue(r)
	}
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return duplicate{}, fmt.Errorf("dedup candidates: %w", err)
	}
	return d, nil
}

// tokenHash is recall_token_hash (definitions/03) in Go: the first four bytes of the MD5 of key
// ("ns token"), big-endian, as a signed integer. MD5 here is a hash with a fixed definition, not a
// safeguard: nothing depends on it being hard to collide (see its definition).
func tokenHash(key string) int32 {
	sum := md5.Sum([]byte(key)) //nolint:gosec // a stable hash, not a security measure
	return int32(binary.BigEndian.Uint32(sum[:4]))
}

// dedupKey is the index key of token in namespace ns for a memory of length class class, as
// recall_dedup_hashes stores it: the hash of "ns class token".
func dedupKey(ns string, class int, token string) int32 {
	return tokenHash(ns + " " + strconv.Itoa(class) + " " + token)
}

// dedupKeys are tokens' keys (dedupKey), sorted and distinct, as recall_dedup_hashes stores a
// memory's.
func dedupKeys(ns string, class int, tokens []string) []int32 {
	out := make([]int32, 0, len(tokens))
	for _, t := range tokens {
		out = append(out, dedupKey(ns, class, t))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// dedupNamespace is recall_dedup_ns (definitions/03) in Go: the key of the namespace a
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
