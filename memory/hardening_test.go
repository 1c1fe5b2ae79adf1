package memory_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// A secret-shaped GitHub token: passes the name charset, so only the scrubber can catch it.
const ghToken = "ghp_R8x2Lq9ZtW4vN7kP3mJ6hD1sF5gY0aB2cE8u"

func TestDedupMergeTable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	cases := []struct {
		name  string
		a, b  string
		merge bool
	}{
		{"identical", "user prefers tabs over spaces", "user prefers tabs over spaces", true},
		{"reworded with stop words", "user prefers tabs over spaces", "the user prefers tabs instead of spaces", true},
		{"case and punctuation", "Deploy checklist: billing-service", "deploy checklist billing service", true},
		{"plural folding", "ticket project for infra tickets", "ticket projects for infra ticket", true},
		{"reordered", "staging database host name", "host name of the staging database", true},
		{"non-ASCII letters", "Café opening hours in Zürich", "café opening hours zürich", true},
		{"different subject same frame", "deploy steps for billing service", "deploy steps for auth service", false},
		{"one shared word", "billing service owner", "auth service runbook", false},
		{"superset with new subject", "jira project", "jira project for infra incidents", false},
		{"unrelated", "preferred language for commit messages", "health endpoint lies when db is down", false},
		{"only stop words", "the of and", "the of and", false},
		{"different env", "prod database connection limits", "staging database connection limits", false},
	}
	for i, c := range cases {
		id := alice
		id.AgentID = fmt.Sprintf("case-%d", i) // a namespace of its own
		first, err := svc.Save(ctx, id, userSave(c.a, "first"))
		require.NoError(t, err, c.name)
		second, err := svc.Save(ctx, id, userSave(c.b, "second"))
		require.NoError(t, err, c.name)
		assert.Equal(t, c.merge, second.Updated, "%s: %q then %q", c.name, c.a, c.b)
		if c.merge {
			assert.Equal(t, first.ID, second.ID, c.name)
		}
	}
}

// The attacker's reproduction: 300 hints share one word; re-saving the exact hint of #299 must
// update #299, however many candidates share "project".
func TestDedupFindsTheBestCandidateAmongManySharingAWord(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	hint := func(i int) string { return fmt.Sprintf("project alpha%dz beta%dz gamma%dz", i, i, i) }
	ids := make([]string, 300)
	for i := range ids {
		res, err := svc.Save(ctx, alice, userSave(hint(i), fmt.Sprintf("note %d", i)))
		require.NoError(t, err)
		require.False(t, res.Updated, "hint %d is new", i)
		ids[i] = res.ID
	}
	for _, i := range []int{299, 0, 150} {
		res, err := svc.Save(ctx, alice, userSave(hint(i), "corrected"))
		require.NoError(t, err)
		assert.True(t, res.Updated, "re-saving hint %d updates it in place", i)
		assert.Equal(t, ids[i], res.ID)
	}
	// A near-duplicate (one token of five differs: 4/6 < 0.7 would not merge; 4/5 does) finds its
	// best match, not the first candidate sharing "project".
	res, err := svc.Save(ctx, alice, userSave("project alpha77z beta77z gamma77z delta", "near"))
	require.NoError(t, err)
	assert.True(t, res.Updated)
	assert.Equal(t, ids[77], res.ID)

	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Equal(t, 300, n)
	// The token counts the trigger keeps agree with the rows, once the leader counted the saves'.
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(t, err)
	var df int
	require.NoError(t, db.Pool.QueryRow(ctx, `select df from hint_token_df where token = 'project'`).Scan(&df))
	assert.Equal(t, 300, df)
}

func TestRunIDsAreIdentifiersNeverSecrets(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")

	for _, ok := range []string{"nightly-2024-11-22", "mcp-session-3fa85f64-5717-4562-b3fc-2c963f66afa6", "token-3f9a1b2c4d5e6f70"} {
		assert.NoError(t, svc.CheckRunID(ok), ok)
	}
	for _, bad := range []string{ghToken, "", "has space", strings.Repeat("r", 65), "run\xff", "-leading"} {
		err := svc.CheckRunID(bad)
		require.Error(t, err, "%q", bad)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
		if bad != "" {
			assert.NotContains(t, err.Error(), bad, "the refusal never repeats the value")
		}
	}
	assert.Contains(t, svc.CheckRunID(ghToken).Error(), "looks like a secret")

	// The service refuses an identity whose run id is not an identifier, before storing anything.
	id := alice
	id.RunID = "x y"
	_, err := svc.Save(ctx, id, userSave("hint", "content"))
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n)
}

func TestImportGoesThroughTheSaveValidationAndScrubber(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	good := memory.Exported{Memory: memory.Memory{ID: "0b0f6c2e-5b7e-4d53-9d55-6a1f2b3c4d5e", Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: "deploy bot token " + ghToken, Content: "use " + ghToken, Tags: []string{"ci", ghToken}, SourceConversationID: ghToken}}, Owner: "alice"}

	bad := []struct {
		name string
		mut  func(*memory.Exported)
		want string
	}{
		{"content too long", func(e *memory.Exported) { e.Content = strings.Repeat("😀", 2049) }, "content is too long"},
		{"too many tags", func(e *memory.Exported) { e.Tags = strings.Fields(strings.Repeat("t ", 17)) }, "tags may have at most 16"},
		{"bad agent", func(e *memory.Exported) { e.AgentID = "../x" }, "agentId"},
		{"bad system id", func(e *memory.Exported) { e.Scope, e.SystemID = memory.ScopeSystem, "a b" }, "systemId must be 1-64"},
		{"invalid UTF-8", func(e *memory.Exported) { e.RecallHint = "h\xff" }, "recallHint must be valid UTF-8"},
		{"secret run id", func(e *memory.Exported) { e.RunID = ghToken }, "looks like a secret"},
	}
	for _, c := range bad {
		e := good
		c.mut(&e)
		_, err := svc.Import(ctx, admin, []memory.Exported{good, e})
		require.Error(t, err, c.name)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), c.name)
		assert.Contains(t, err.Error(), "line 2: ", c.name)
		assert.Contains(t, err.Error(), c.want, c.name)
		assert.NotContains(t, err.Error(), ghToken, c.name)
	}
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	require.Zero(t, n, "a bad line stores nothing")

	added, err := svc.Import(ctx, admin, []memory.Exported{good})
	require.NoError(t, err)
	require.Equal(t, 1, added)
	var row string
	require.NoError(t, db.Pool.QueryRow(ctx, `select concat_ws('|', recall_hint, content, array_to_string(tags, ','), source_conversation_id) from memories`).Scan(&row))
	assert.NotContains(t, row, ghToken)
	assert.Equal(t, 4, strings.Count(row, "[REDACTED:"), "every field redacted: %s", row)
}

func TestStorageQuotaIsEnforcedAtomically(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Limits: memory.Limits{MaxMemories: 5, MaxBytes: 30_000}})
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")

	// 20 concurrent saves of distinct memories: exactly 5 are stored, the rest refused.
	codes := saveDistinctAtOnce(t, svc, 20, func(i int) policy.Identity {
		id := alice
		id.RunID = fmt.Sprintf("run-%d", i)
		return id
	})
	assert.Equal(t, map[memory.Code]int{"": 5, memory.CodeQuotaExceeded: 15}, codes)
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories where owner_id = $1`, alice.PrincipalID).Scan(&n))
	assert.Equal(t, 5, n)
	var storedHint string
	require.NoError(t, db.Pool.QueryRow(ctx, `select recall_hint from memories where owner_id = $1 limit 1`, alice.PrincipalID).Scan(&storedHint))
	_, err := svc.Save(ctx, alice, userSave(storedHint, "an update in place is not a new memory"))
	require.NoError(t, err, "updating in place does not add a memory")
	_, err = svc.Save(ctx, alice, userSave("yet another subject", "x"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "you store 5 memories, the most allowed is 5")

	// Bytes: bob may store up to 30,000 bytes.
	big := strings.Repeat("b", memory.MaxContentLen)
	for i := range 12 {
		_, err = svc.Save(ctx, bob, userSave(fmt.Sprintf("big note number%d", i), big))
		if err != nil {
			break
		}
	}
	require.Error(t, err)
	assert.Equal(t, memory.CodeQuotaExceeded, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "the most allowed is 30000")
	var used int64
	require.NoError(t, db.Pool.QueryRow(ctx, `select sum(bytes) from principal_usage where principal_id = $1`, bob.PrincipalID).Scan(&used))
	assert.LessOrEqual(t, used, int64(30_000))
	// The usage the trigger keeps matches the rows, after deletes too.
	_, err = db.Pool.Exec(ctx, `delete from memories where owner_id = $1 and recall_hint = 'big note number0'`, bob.PrincipalID)
	require.NoError(t, err)
	var want int64
	require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(sum(recall_memory_cost(octet_length(recall_hint) + octet_length(content), length(search), cardinality(hint_tokens))), 0)
		from memories where owner_id = $1`, bob.PrincipalID).Scan(&want))
	require.NoError(t, db.Pool.QueryRow(ctx, `select sum(bytes) from principal_usage where principal_id = $1`, bob.PrincipalID).Scan(&used))
	assert.Equal(t, want, used)
}

// Far from its quota a principal's concurrent saves each check their usage on their own (its 16
// usage rows, with room for the saves under way); within reach of it they check alone.
// Either way no more than the quota is stored, and the usage rows add up to the memories.
func TestStorageQuotaHoldsForConcurrentSavesFarFromItAndNear(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard(),
		Limits: memory.Limits{MaxMemories: 40, Concurrency: 32, NamespaceWriters: 32}})
	alice := principal(t, svc, "alice")

	codes := saveDistinctAtOnce(t, svc, 80, func(i int) policy.Identity {
		id := alice
		id.AgentID = fmt.Sprintf("agent%d", i%8)
		return id
	})
	assert.Equal(t, map[memory.Code]int{"": 40, memory.CodeQuotaExceeded: 40}, codes)
	var n, used, rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories where owner_id = $1`, alice.PrincipalID).Scan(&n))
	require.NoError(t, db.Pool.QueryRow(ctx, `select sum(memories), count(*) filter (where memories <> 0)
		from principal_usage where principal_id = $1`, alice.PrincipalID).Scan(&used, &rows))
	assert.Equal(t, 40, n)
	assert.Equal(t, 40, used)
	assert.Greater(t, rows, 1, "the saves wrote more than one of the principal's usage rows")
}

// saveDistinctAtOnce runs n saves of distinct memories at once, save i as as(i), and returns how
// many ended with each error code ("" for stored). An error that is not a domain error fails t.
func saveDistinctAtOnce(t *testing.T, svc *memory.Service, n int, as func(i int) policy.Identity) map[memory.Code]int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[memory.Code]int{}
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := svc.Save(context.Background(), as(i), userSave(fmt.Sprintf("distinct subject number%d", i), "x"))
			mu.Lock()
			codes[memory.ErrorCode(err)]++
			mu.Unlock()
			if err != nil && !memory.IsDomain(err) {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	return codes
}

func TestAdmitBoundsOnePrincipalsCallsInFlight(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, &memory.Options{Limits: memory.Limits{Concurrency: 2, QueueWait: 50 * time.Millisecond}})
	alice := policy.Identity{PrincipalID: "a", AgentID: "default"}
	bob := policy.Identity{PrincipalID: "b", AgentID: "default"}

	r1, err := svc.Admit(ctx, alice)
	require.NoError(t, err)
	r2, err := svc.Admit(ctx, alice)
	require.NoError(t, err)
	_, err = svc.Admit(ctx, alice)
	require.Error(t, err, "a third call of alice waits, then is refused")
	assert.Equal(t, memory.CodeBusy, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "2 at once")

	rb, err := svc.Admit(ctx, bob)
	require.NoError(t, err, "bob is not starved by alice")
	rb()

	// A waiting call gets the slot as soon as one is given back.
	got := make(chan error, 1)
	go func() {
		_, err := svc.Admit(ctx, alice)
		got <- err
	}()
	r1()
	require.NoError(t, <-got)
	r2()
	r2() // giving back twice is harmless
}
