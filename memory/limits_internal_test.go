package memory

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// waiting is how many hold or wait for key's slots.
func waiting(a *store.Slots, key string) int { return a.Users(key) }

// Saves into one namespace take turns (Limits.NamespaceWriters) before they take a connection:
// with one writer, a second save waits while the first is held up in the database, a save into
// another namespace does not, a waiting save whose request ends leaves having changed nothing, and
// the waiting one goes once the first commits.
func TestSavesIntoOneNamespaceTakeTurns(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := New(db.Pool, sc, &Options{Logger: slog.New(slog.DiscardHandler), Limits: Limits{NamespaceWriters: 1}})
	p, err := identity.New(db.Pool, nil).AddPrincipal(ctx, policy.Identity{Principal: "test-admin", Transport: "cli"}, "alice", "member", false, nil)
	require.NoError(t, err)
	alice := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-alice", Transport: "test"}
	other := alice
	other.AgentID = "other"
	ns := dedupNamespace("user", alice, "", "")
	save := func(ctx context.Context, id policy.Identity, hint string) <-chan error {
		done := make(chan error, 1)
		go func() {
			_, err := svc.Save(ctx, id, SaveInput{Scope: "user", RecallHint: hint, Content: "turns"})
			done <- err
		}()
		return done
	}

	// The first save is held up on a dedup lock of its word "alpha", which another transaction
	// holds: it has its turn and its connection.
	hold, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer hold.Rollback(ctx) //nolint:errcheck
	_, err = hold.Exec(ctx, `select pg_advisory_xact_lock(hashtextextended($1 || ' ' || 'alpha', 0))`, ns)
	require.NoError(t, err)
	first := save(ctx, alice, "alpha beta gamma")
	require.Eventually(t, func() bool {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from pg_stat_activity
			where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`).Scan(&n))
		return n == 1
	}, 10*time.Second, 5*time.Millisecond, "the first save never reached the held lock")

	// A second save into the namespace, whose words no lock holds, waits for the turn.
	second := save(ctx, alice, "delta epsilon zeta")
	require.Eventually(t, func() bool { return waiting(&svc.writers, ns) == 2 }, 10*time.Second, time.Millisecond)

	// Another namespace does not wait.
	_, err = svc.Save(ctx, other, SaveInput{Scope: "user", RecallHint: "delta epsilon zeta", Content: "elsewhere"})
	require.NoError(t, err)

	// A waiting save whose request ends goes, and has saved nothing.
	cctx, cancel := context.WithCancel(ctx)
	third := save(cctx, alice, "eta theta iota")
	require.Eventually(t, func() bool { return waiting(&svc.writers, ns) == 3 }, 10*time.Second, time.Millisecond)
	cancel()
	require.ErrorIs(t, <-third, context.Canceled)
	require.Equal(t, 2, waiting(&svc.writers, ns))
	select {
	case err := <-second:
		t.Fatalf("the second save went past the first one's turn: %v", err)
	default:
	}

	require.NoError(t, hold.Rollback(ctx))
	require.NoError(t, <-first)
	require.NoError(t, <-second)
	require.Equal(t, 0, waiting(&svc.writers, ns), "the namespace's entry goes with its last save")
	var hints []string
	require.NoError(t, db.Pool.QueryRow(ctx, `select array_agg(recall_hint order by recall_hint) from memories where agent_id = 'default'`).Scan(&hints))
	require.Equal(t, []string{"alpha beta gamma", "delta epsilon zeta"}, hints)
}

// The cost of a memory (recall_memory_cost) and of a kept version (recall_version_cost) are
// inlined where a statement uses them (the usage triggers, the duplicate lookup, the quota check)
// instead of being called as functions of their own for every row, the word cap with them.
func TestMemoryCostIsInlined(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	var plan string
	require.NoError(t, db.Pool.QueryRow(ctx, `explain (verbose, format json)
		select recall_memory_cost(recall_memory_bytes(m.recall_hint, m.content, m.tags, m.source_conversation_id), length(m.search), cardinality(m.hint_tokens)),
		       recall_version_cost(recall_memory_bytes(m.recall_hint, m.content, m.tags, m.source_conversation_id))
		from memories m`).Scan(&plan))
	for _, f := range []string{"recall_memory_cost", "recall_version_cost", "recall_memory_bytes", "recall_search_word_cap"} {
		require.NotContains(t, plan, f, "%s is called, not inlined", f)
	}
	require.Contains(t, plan, "octet_length")
	require.Contains(t, plan, "LEAST")
}
