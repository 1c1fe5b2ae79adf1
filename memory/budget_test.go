package memory_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func TestParseWriteBudget(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"100/1h": "100/1h", " 500 / 24h ": "500/1d", "20/30m": "20/30m",
		"1000/7d": "1000/7d", "0/1h": "0/1h", "3/90s": "3/90s"} {
		b, err := memory.ParseWriteBudget(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, b.String(), in)
	}
	for _, none := range []string{"", "none", "NONE"} {
		b, err := memory.ParseWriteBudget(none)
		require.NoError(t, err)
		assert.Nil(t, b)
	}
	for _, bad := range []string{"100", "-1/1h", "x/1h", "100/", "100/0s", "100/1.5s", "100/32d", "100/soon"} {
		_, err := memory.ParseWriteBudget(bad)
		require.Error(t, err, bad)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), bad)
		assert.Contains(t, err.Error(), "e.g. 100/1h", "the message says what to write")
	}
}

// budgeted adds a service principal with a run cap of 5 and a write budget of n saves an hour.
func budgeted(t *testing.T, svc *memory.Service, name string, n int) policy.Identity {
	t.Helper()
	id := principal(t, svc, name, asService(5))
	_, err := idsOf(svc).SetPrincipalGovernance(context.Background(), admin, identity.GovernanceUpdate{Name: name,
		SetWriteBudget: true, WriteBudget: &memory.WriteBudget{Saves: n, Window: time.Hour}})
	require.NoError(t, err)
	return id
}

// TestWriteBudgetCountsEverySaveWhateverTheRun: a new run per save escaped the run cap (issue
// 35, M6); the budget counts creates and in-place updates of the principal, in any run.
func TestWriteBudgetCountsEverySaveWhateverTheRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	bot := budgeted(t, svc, "nightly-bot", 8)
	other := principal(t, svc, "other-bot", asService(5))

	saved := 0
	var last error
	for i := range 20 {
		id := bot
		id.RunID = fmt.Sprintf("run-%d", i)
		// Every other save rewrites the same memory in place: updates count as creates do.
		hint := fmt.Sprintf("finding %d about shard %d", i, i*13)
		if i%2 == 1 {
			hint = "the one finding rewritten in place"
		}
		_, err := svc.Save(ctx, id, userSave(hint, fmt.Sprintf("content %d", i)))
		if err == nil {
			saved++
			continue
		}
		last = err
	}
	assert.Equal(t, 8, saved)
	require.Equal(t, memory.CodeBudgetExhausted, memory.ErrorCode(last))
	assert.Contains(t, last.Error(), "8 saves per 1h")
	assert.Contains(t, last.Error(), "the next save fits at")

	_, err := svc.Save(ctx, other, userSave("another principal's finding", "its own budget: none"))
	assert.NoError(t, err, "another principal is not affected")

	// Raised on the existing principal, the next save sees it; none removes it.
	_, err = idsOf(svc).SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "nightly-bot", SetWriteBudget: true,
		WriteBudget: &memory.WriteBudget{Saves: 9, Window: time.Hour}})
	require.NoError(t, err)
	id := bot
	id.RunID = "after-raise"
	_, err = svc.Save(ctx, id, userSave("one more finding after the raise", "fits"))
	require.NoError(t, err)
	_, err = svc.Save(ctx, id, userSave("and another after the raise", "does not"))
	require.Equal(t, memory.CodeBudgetExhausted, memory.ErrorCode(err))
	_, err = idsOf(svc).SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "nightly-bot", SetWriteBudget: true})
	require.NoError(t, err)
	p, err := idsOf(svc).PrincipalByName(ctx, "nightly-bot")
	require.NoError(t, err)
	assert.Nil(t, p.WriteBudget)
	_, err = svc.Save(ctx, id, userSave("and another after the raise", "fits now"))
	require.NoError(t, err)
}

// TestWriteBudgetHoldsAcrossServerProcesses: concurrent saves of one principal from two services
// (two pools, as two server processes) past its budget: exactly the budget succeeds.
func TestWriteBudgetHoldsAcrossServerProcesses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	pool2, err := pgxpool.New(ctx, db.URL)
	require.NoError(t, err)
	t.Cleanup(pool2.Close)
	svc2 := memory.New(pool2, nopScrubber{}, &memory.Options{Logger: testLogger(t)})
	bot := budgeted(t, svc, "nightly-bot", 12)

	const attempts = 40
	var wg sync.WaitGroup
	var mu sync.Mutex
	saved, refused := 0, 0
	for i := range attempts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := svc
			if i%2 == 1 {
				s = svc2
			}
			id := bot
			id.RunID = fmt.Sprintf("run-%d", i)
			_, err := s.Save(ctx, id, userSave(fmt.Sprintf("parallel finding %d on host %d", i, i*31), "x"))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				saved++
			case memory.ErrorCode(err) == memory.CodeBudgetExhausted:
				refused++
			default:
				t.Errorf("save %d: %v", i, err)
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 12, saved)
	assert.Equal(t, attempts-12, refused)
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Equal(t, 12, n)
}

// TestDeletesNeedingApprovalWaitForAPerson (issue 35, M7): with the flag set, a delete the agent's
// client confirmed is queued, not done; a person approves it in the console or the CLI. A delete
// a person makes in the console is not held back.
func TestDeletesNeedingApprovalWaitForAPerson(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	p, err := idsOf(svc).AddPrincipalWith(ctx, admin, identity.Principal{Name: "careful", DeletesNeedApproval: true})
	require.NoError(t, err)
	careful := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: "default", RunID: "run-careful", Transport: "test"}

	a, err := svc.Save(ctx, careful, userSave("staging database host", "db-staging-3"))
	require.NoError(t, err)
	out, err := svc.DeleteConfirmed(ctx, careful, a.ID, memory.Confirmation{Via: "elicitation"})
	require.NoError(t, err)
	assert.False(t, out.Deleted)
	require.NotEmpty(t, out.PendingID)
	_, err = svc.Get(ctx, careful, a.ID)
	require.NoError(t, err, "nothing was deleted")
	pending, err := svc.PendingDeletions(ctx, admin)
	require.NoError(t, err)
	require.Len(t, pending, 1)
	assert.Equal(t, out.PendingID, pending[0].ID)

	// Delete (the console's and the older callers' door) answers the same, as a clear error.
	err = svc.Delete(ctx, careful, a.ID, memory.Confirmation{Via: "elicitation"})
	require.Equal(t, memory.CodePendingApproval, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), out.PendingID, "the same pending deletion")

	require.NoError(t, svc.ResolveDeletion(ctx, admin, out.PendingID, true))
	_, err = svc.Get(ctx, careful, a.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "the person's approval deleted it")

	// A person deleting in the console is where approvals are given.
	b, err := svc.Save(ctx, careful, userSave("old staging database host", "db-staging-2"))
	require.NoError(t, err)
	require.NoError(t, svc.DeleteAsOwner(ctx, policy.Identity{PrincipalID: p.ID, Principal: p.Name, Transport: "web"}, b.ID))

	// Another principal, and the flag cleared, delete on the client's confirmation as before.
	c, err := svc.Save(ctx, alice, userSave("alice's scratch note", "x"))
	require.NoError(t, err)
	out, err = svc.DeleteConfirmed(ctx, alice, c.ID, memory.Confirmation{Via: "elicitation"})
	require.NoError(t, err)
	assert.True(t, out.Deleted)
	off := false
	_, err = idsOf(svc).SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "careful", DeletesNeedApproval: &off})
	require.NoError(t, err)
	d, err := svc.Save(ctx, careful, userSave("a note careful no longer needs", "x"))
	require.NoError(t, err)
	require.NoError(t, svc.Delete(ctx, careful, d.ID, memory.Confirmation{Via: "elicitation"}))
}

// TestPinnedRunComesFromTheToken: a token created with a run authenticates to that run.
func TestPinnedRunComesFromTheToken(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	principal(t, svc, "nightly-bot", asService(3))
	tok, err := idsOf(svc).CreateTokenFor(ctx, admin, identity.TokenSpec{Principal: "nightly-bot", Run: "nightly-2026-11-25"})
	require.NoError(t, err)
	id, err := idsOf(svc).Authenticate(ctx, tok)
	require.NoError(t, err)
	assert.Equal(t, "nightly-2026-11-25", id.RunID)
	plain, err := idsOf(svc).CreateToken(ctx, admin, "nightly-bot", "")
	require.NoError(t, err)
	id, err = idsOf(svc).Authenticate(ctx, plain)
	require.NoError(t, err)
	assert.Empty(t, id.RunID, "an unpinned token leaves the run to the transport")
	_, err = idsOf(svc).CreateTokenFor(ctx, admin, identity.TokenSpec{Principal: "nightly-bot", Run: "has space"})
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
}
