package memory

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/policy"
)

// recall_dedup_ns is the one definition in the database of the namespace a memory deduplicates in
// (dedupNamespace in Go): the two agree for every scope, and PostgreSQL inlines the function where
// a statement uses it, so the hint-token counts and the generated dedup keys compute it as an
// expression, not as a call of a function of its own per token.
func TestDedupNamespaceKeyIsInlinedAndAgreesWithGo(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	owner := uuid.NewString()
	id := policy.Identity{PrincipalID: owner, AgentID: "claude-code"}
	for _, c := range []struct{ scope, system, project string }{
		{"user", "", ""}, {"system", "billing", ""}, {"project", "", "apollo"},
	} {
		var got string
		require.NoError(t, db.Pool.QueryRow(ctx, `select recall_dedup_ns($1, $2::uuid, $3, nullif($4, ''), nullif($5, ''))`,
			c.scope, owner, id.AgentID, c.system, c.project).Scan(&got))
		require.Equal(t, dedupNamespace(c.scope, id, c.system, c.project), got, "scope %s", c.scope)
	}
	rows, err := db.Pool.Query(ctx, `explain (verbose, costs off)
		select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id) from memories m`)
	require.NoError(t, err)
	var plan []string
	for rows.Next() {
		var line string
		require.NoError(t, rows.Scan(&line))
		plan = append(plan, line)
	}
	require.NoError(t, rows.Err())
	text := strings.Join(plan, "\n")
	require.NotContains(t, text, "recall_dedup_ns(", "recall_dedup_ns is called, not inlined:\n%s", text)
	require.Contains(t, text, "CASE", "the plan:\n%s", text)
}

// The duplicate lookup's planner settings (dedupLookupSettings) are the lookup's alone: whatever
// the save's transaction runs next (access checks, the writes and their triggers) plans as the
// server would. Left set, they made grant and membership checks and every trigger plan generic,
// with sequential scans off.
func TestDuplicateLookupLeavesThePlannerAsItFoundIt(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	tx, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx) //nolint:errcheck
	var before [2]string
	require.NoError(t, tx.QueryRow(ctx, `select current_setting('plan_cache_mode'), current_setting('enable_seqscan')`).Scan(&before[0], &before[1]))
	plan, ok := planDedup([]string{"deploy", "billing", "steps"}, map[string]int{}, DefaultDedupThreshold)
	require.True(t, ok)
	dup, err := findDuplicateIn(ctx, tx, "u|"+uuid.NewString()+"|claude", plan, DefaultDedupThreshold)
	require.NoError(t, err)
	require.Empty(t, dup.id)
	var after [2]string
	require.NoError(t, tx.QueryRow(ctx, `select current_setting('plan_cache_mode'), current_setting('enable_seqscan')`).Scan(&after[0], &after[1]))
	require.Equal(t, before, after)
}

// The dedup index's keys (recall_token_hash, recall_dedup_class, recall_dedup_hashes: migrations
// 023 and 025) and the ones a lookup asks for (tokenHash, dedupLengthClass, dedupKeys) are the
// same numbers, for any key and length: a lookup whose keys differed from the stored ones would
// find no duplicate at all.
func TestDedupHashesAgreeWithTheDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	for _, k := range []string{"", "u|x|default deploy", "s|billing kafka", "p|apollo café", "u|y|z 東京", strings.Repeat("long ", 50)} {
		var got int32
		require.NoError(t, db.Pool.QueryRow(ctx, `select recall_token_hash($1)`, k).Scan(&got))
		require.Equal(t, tokenHash(k), got, "key %q", k)
	}
	var classes []int32
	require.NoError(t, db.Pool.QueryRow(ctx, `select array_agg(recall_dedup_class(n) order by n) from generate_series(0, 300) n`).Scan(&classes))
	for n, c := range classes {
		require.Equal(t, dedupLengthClass(n), int(c), "class of %d tokens", n)
	}
	// The class is inlined where it is called (a call of a non-inlined SQL function costs more than
	// the expression), so a plan shows its CASE, not the function.
	var classPlan string
	require.NoError(t, db.Pool.QueryRow(ctx, `explain (verbose, format json) select recall_dedup_class(n) from generate_series(1, 3) n`).Scan(&classPlan))
	require.Contains(t, classPlan, "CASE WHEN", "recall_dedup_class is not inlined")
	owner := uuid.NewString()
	id := policy.Identity{PrincipalID: owner, AgentID: "claude-code"}
	hint := "Deploy steps for the billing service: tabs, tabs and café notes"
	var tokens []string
	var stored []int32
	require.NoError(t, db.Pool.QueryRow(ctx, `select recall_hint_tokens($1), recall_dedup_hashes('user', $2::uuid, $3, null, null, $1)`,
		hint, owner, id.AgentID).Scan(&tokens, &stored))
	require.NotEmpty(t, tokens)
	require.Equal(t, dedupKeys(dedupNamespace("user", id, "", ""), len(tokens), tokens), stored)
}
