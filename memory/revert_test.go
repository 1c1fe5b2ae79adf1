package memory_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// row is a memory as stored, everything a revert must put back.
type row struct {
	Scope, Owner, Agent, System, Project, Hint, Content, SourceConv string
	Tags                                                            []string
	Inject                                                          bool
	CreatedAt                                                       time.Time
}

// snapshot reads every memory in the schema.
func snapshot(t testing.TB, pool *pgxpool.Pool) map[string]row {
	t.Helper()
	rows, err := pool.Query(context.Background(), `select id::text, scope, owner_id::text, agent_id, coalesce(system_id, ''),
		coalesce(project_id, ''), recall_hint, content, coalesce(source_conversation_id, ''), tags, always_inject, created_at from memories`)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]row{}
	for rows.Next() {
		var id string
		var r row
		require.NoError(t, rows.Scan(&id, &r.Scope, &r.Owner, &r.Agent, &r.System, &r.Project, &r.Hint, &r.Content, &r.SourceConv, &r.Tags, &r.Inject, &r.CreatedAt))
		out[id] = r
	}
	require.NoError(t, rows.Err())
	return out
}

// revertFixture: alice (interactive) and bot (service) with manage access to system "billing";
// before the run: alice's system memory S and the bot's own user memory U. The bot's run
// "nightly" then creates N, updates U in place (dedup) and flips S into the always-inject set.
type revertFixture struct {
	svc          *memory.Service
	db           *dbtest.DB
	alice, bot   policy.Identity
	s, u, n      string
	beforeRun    map[string]row
	afterRun     map[string]row
	adminCLI     policy.Identity
	botRun       string
	aliceRunName string
}

func newRevertFixture(t *testing.T) *revertFixture {
	t.Helper()
	ctx := context.Background()
	svc, db := newService(t, nil)
	f := &revertFixture{svc: svc, db: db, adminCLI: policy.CLIAdmin("tester")}
	f.alice = principal(t, svc, "alice")
	f.bot = principal(t, svc, "bot", asService(10))
	for _, p := range []string{"alice", "bot"} {
		require.NoError(t, idsOf(svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: p, Level: policy.AccessManage}))
	}
	f.aliceRunName = f.alice.RunID
	s, err := svc.Save(ctx, f.alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing retry policy", Content: "Retry 3 times.", Tags: []string{"ops"}})
	require.NoError(t, err)
	f.s = s.ID
	botSetup := f.bot
	botSetup.RunID = "setup"
	u, err := svc.Save(ctx, botSetup, memory.SaveInput{Scope: "user", RecallHint: "nightly report recipients", Content: "Send to ops@.", SourceConversationID: "conv-1"})
	require.NoError(t, err)
	f.u = u.ID
	f.beforeRun = snapshot(t, db.Pool)

	f.bot.RunID, f.botRun = "nightly", "nightly"
	n, err := svc.Save(ctx, f.bot, memory.SaveInput{Scope: "user", RecallHint: "nightly job duration", Content: "About 40 minutes."})
	require.NoError(t, err)
	f.n = n.ID
	up, err := svc.Save(ctx, f.bot, memory.SaveInput{Scope: "user", RecallHint: "the nightly report recipients", Content: "Send to ops@ and finance@.", Tags: []string{"report"}})
	require.NoError(t, err)
	require.True(t, up.Updated)
	require.Equal(t, f.u, up.ID)
	require.NoError(t, svc.SetAlwaysInject(ctx, f.bot, f.s, true))
	f.afterRun = snapshot(t, db.Pool)
	return f
}

func TestRunShowListsWhatTheRunWrote(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := newRevertFixture(t)

	runs, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{Principal: "bot"})
	require.NoError(t, err)
	require.Len(t, runs, 2)
	r := runs[0]
	assert.Equal(t, "nightly", r.RunID, "most recent first")
	assert.Equal(t, "bot", r.Principal)
	assert.Equal(t, "default", r.Agent)
	assert.Equal(t, "test", r.Transport)
	assert.Equal(t, 3, r.Writes)
	assert.Equal(t, [3]int{1, 2, 0}, [3]int{r.Created, r.Updated, r.Deleted})
	assert.False(t, r.FirstWrite.After(r.LastWrite))
	// The cap, as the unattended-runs view shows it: two saves counted against a cap of 10.
	assert.True(t, r.Service)
	require.NotNil(t, r.RunCap)
	assert.Equal(t, 10, *r.RunCap)
	require.NotNil(t, r.CapUsed)
	assert.Equal(t, 2, *r.CapUsed, "a create and an in-place update count; the flip does not")

	services, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{ServicesOnly: true})
	require.NoError(t, err)
	for _, s := range services {
		assert.Equal(t, "bot", s.Principal, "only the service principal's runs")
	}
	assert.Len(t, services, 2)
	everyone, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{})
	require.NoError(t, err)
	assert.Len(t, everyone, 3, "alice's run too")
	for _, s := range everyone {
		if s.Principal == "alice" {
			assert.False(t, s.Service)
			assert.Nil(t, s.RunCap)
			assert.Nil(t, s.CapUsed)
		}
	}

	recent, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{Since: time.Now().Add(time.Hour)})
	require.NoError(t, err)
	assert.Empty(t, recent, "--since in the future lists nothing")

	d, err := f.svc.ShowRun(ctx, f.adminCLI, "nightly", "")
	require.NoError(t, err)
	require.Len(t, d.Changes, 3)
	byID := map[string]memory.RunChange{}
	for _, c := range d.Changes {
		byID[c.MemoryID] = c
	}
	n := byID[f.n]
	assert.Equal(t, "created", n.Action)
	assert.Nil(t, n.Before)
	assert.Nil(t, n.VersionReplaced)
	require.NotNil(t, n.After)
	assert.Equal(t, "About 40 minutes.", n.After.Content)

	u := byID[f.u]
	assert.Equal(t, "updated", u.Action)
	require.NotNil(t, u.VersionReplaced)
	assert.Equal(t, 1, *u.VersionReplaced)
	assert.Equal(t, "Send to ops@.", u.Before.Content)
	assert.Equal(t, "Send to ops@ and finance@.", u.After.Content)
	assert.Equal(t, memory.ScopeUser, u.Scope)

	s := byID[f.s]
	assert.Equal(t, "updated", s.Action)
	assert.False(t, s.Before.AlwaysInject)
	assert.True(t, s.After.AlwaysInject)
	assert.Equal(t, "billing", s.SystemID)
	assert.Empty(t, s.LaterRuns)

	_, err = f.svc.ShowRun(ctx, f.adminCLI, "no-such-run", "")
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	// The same run id used by two principals must be disambiguated.
	other := f.alice
	other.RunID = "nightly"
	_, err = f.svc.Save(ctx, other, userSave("alice also ran nightly", "c"))
	require.NoError(t, err)
	_, err = f.svc.ShowRun(ctx, f.adminCLI, "nightly", "")
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	assert.Contains(t, err.Error(), "--principal")
	d, err = f.svc.ShowRun(ctx, f.adminCLI, "nightly", "bot")
	require.NoError(t, err)
	assert.Len(t, d.Changes, 3)
}

func TestRevertRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("dry run changes nothing, revert restores the state before the run", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		plan, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{DryRun: true})
		require.NoError(t, err)
		assert.True(t, plan.DryRun)
		assert.Empty(t, plan.RevertRunID)
		assert.Equal(t, 0, plan.Conflicts)
		actions := map[string]string{}
		for _, c := range plan.Changes {
			actions[c.MemoryID] = c.Action + "/" + c.Outcome
		}
		assert.Equal(t, map[string]string{f.n: "delete/planned", f.u: "update/planned", f.s: "update/planned"}, actions)
		assert.Equal(t, f.afterRun, snapshot(t, f.db.Pool), "a dry run changes nothing")

		res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		assert.Equal(t, 3, res.Applied)
		assert.NotEmpty(t, res.RevertRunID)
		assert.Equal(t, f.beforeRun, snapshot(t, f.db.Pool))

		// The deleted memory's last version is kept; the revert is a run, audited as the admin.
		var kept int
		require.NoError(t, f.db.Pool.QueryRow(ctx, `select count(*) from memory_versions where memory_id = $1 and content = 'About 40 minutes.'`, f.n).Scan(&kept))
		assert.Equal(t, 1, kept)
		entries, err := f.svc.Audit(ctx, f.adminCLI, memory.AuditFilter{RunID: res.RevertRunID})
		require.NoError(t, err)
		require.NotEmpty(t, entries)
		for _, e := range entries {
			assert.Equal(t, "cli:tester", e.Principal)
			assert.Equal(t, "cli", e.Transport)
		}
		assert.Equal(t, memory.ActRunRevert, entries[len(entries)-1].Action)
		runs, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{Principal: "bot"})
		require.NoError(t, err)
		assert.Equal(t, []string{res.RevertRunID}, runs[0].RevertedBy)
		rr, err := f.svc.ListRuns(ctx, f.adminCLI, memory.RunFilter{Principal: "cli:tester"})
		require.NoError(t, err)
		require.Len(t, rr, 1)
		assert.Equal(t, "nightly", rr[0].Reverts)
	})

	t.Run("twice changes nothing the second time", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		_, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		after := snapshot(t, f.db.Pool)
		var writes int
		require.NoError(t, f.db.Pool.QueryRow(ctx, `select count(*) from run_writes`).Scan(&writes))
		again, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		assert.Equal(t, 0, again.Applied)
		assert.Equal(t, 3, again.Unchanged)
		assert.Empty(t, again.RevertRunID, "nothing changed, so no revert run")
		assert.Equal(t, after, snapshot(t, f.db.Pool))
		var writes2 int
		require.NoError(t, f.db.Pool.QueryRow(ctx, `select count(*) from run_writes`).Scan(&writes2))
		assert.Equal(t, writes, writes2)
	})

	t.Run("concurrent reverts of one run apply once", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		results := make(chan memory.RevertResult, 4)
		errs := make(chan error, 4)
		for range 4 {
			go func() {
				res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
				results <- res
				errs <- err
			}()
		}
		applied := 0
		for range 4 {
			require.NoError(t, <-errs)
			applied += (<-results).Applied
		}
		assert.Equal(t, 3, applied, "one revert applies the three changes, the others find nothing to do")
		assert.Equal(t, f.beforeRun, snapshot(t, f.db.Pool))
	})

	t.Run("a revert can be reverted", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		d, err := f.svc.ShowRun(ctx, f.adminCLI, res.RevertRunID, "")
		require.NoError(t, err)
		assert.Len(t, d.Changes, 3)
		back, err := f.svc.RevertRun(ctx, f.adminCLI, res.RevertRunID, memory.RevertOptions{})
		require.NoError(t, err)
		assert.Equal(t, 3, back.Applied)
		assert.Equal(t, 0, back.Conflicts, "the reverted run's writes came before the revert's")
		assert.Equal(t, f.afterRun, snapshot(t, f.db.Pool), "the run's memory N is back with its id and creation time")
		// The revert and its revert cancel out: reverting the run again meets no conflict.
		third, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		assert.Equal(t, 0, third.Conflicts)
		assert.Equal(t, 3, third.Applied)
		assert.Equal(t, f.beforeRun, snapshot(t, f.db.Pool))
	})

	t.Run("conflicts are listed, refused, skipped or forced", func(t *testing.T) {
		t.Parallel()
		for _, mode := range []string{"refuse", "skip", "force"} {
			t.Run(mode, func(t *testing.T) {
				t.Parallel()
				f := newRevertFixture(t)
				// After the run, alice (another run) edits the system memory the bot flipped.
				later, err := f.svc.Save(ctx, f.alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing retry policy", Content: "Retry 5 times."})
				require.NoError(t, err)
				require.Equal(t, f.s, later.ID)
				beforeRevert := snapshot(t, f.db.Pool)

				plan, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{DryRun: true})
				require.NoError(t, err)
				assert.Equal(t, 1, plan.Conflicts)
				var conflicts []string
				for _, c := range plan.Changes {
					if c.Conflict {
						conflicts = append(conflicts, c.MemoryID)
						assert.Equal(t, []string{"alice/run-alice"}, c.LaterRuns)
						assert.Equal(t, memory.OutcomeConflict, c.Outcome)
					}
				}
				assert.Equal(t, []string{f.s}, conflicts)

				switch mode {
				case "refuse":
					res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
					assert.Equal(t, memory.CodeConflict, memory.ErrorCode(err))
					assert.Contains(t, err.Error(), f.s)
					assert.Equal(t, 1, res.Conflicts, "the refusal lists the conflicts")
					assert.Equal(t, beforeRevert, snapshot(t, f.db.Pool), "a refused revert changes nothing")
				case "skip":
					res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{Conflicts: memory.ConflictSkip})
					require.NoError(t, err)
					assert.Equal(t, 2, res.Applied)
					assert.Equal(t, 1, res.Skipped)
					want := map[string]row{}
					for k, v := range f.beforeRun {
						want[k] = v
					}
					want[f.s] = beforeRevert[f.s] // left as alice wrote it
					assert.Equal(t, want, snapshot(t, f.db.Pool))
				case "force":
					res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{Conflicts: memory.ConflictForce})
					require.NoError(t, err)
					assert.Equal(t, 3, res.Applied)
					assert.Equal(t, f.beforeRun, snapshot(t, f.db.Pool))
					var kept int
					require.NoError(t, f.db.Pool.QueryRow(ctx, `select count(*) from memory_versions where memory_id = $1 and content = 'Retry 5 times.'`, f.s).Scan(&kept))
					assert.Equal(t, 1, kept, "the later version is kept in history")
				}
			})
		}
	})

	t.Run("a deleted memory is restored", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		cleanup := f.alice
		cleanup.RunID = "cleanup"
		require.NoError(t, f.svc.Delete(ctx, cleanup, f.s, memory.Confirmation{Via: "test"}))
		d, err := f.svc.ShowRun(ctx, f.adminCLI, "cleanup", "")
		require.NoError(t, err)
		require.Len(t, d.Changes, 1)
		assert.Equal(t, "deleted", d.Changes[0].Action)
		assert.Nil(t, d.Changes[0].After)
		assert.True(t, d.Changes[0].Before.AlwaysInject)

		res, err := f.svc.RevertRun(ctx, f.adminCLI, "cleanup", memory.RevertOptions{})
		require.NoError(t, err)
		require.Len(t, res.Changes, 1)
		assert.Equal(t, "restore", res.Changes[0].Action)
		assert.Equal(t, f.afterRun, snapshot(t, f.db.Pool))
		hits, err := f.svc.Search(ctx, f.alice, memory.SearchInput{Query: "billing retry", Limit: 5})
		require.NoError(t, err)
		require.NotEmpty(t, hits)
		assert.Equal(t, f.s, hits[0].ID, "the restored memory is searchable")
		// The delete and its revert cancel out: the bot's run reverts without a conflict.
		plan, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{DryRun: true})
		require.NoError(t, err)
		assert.Equal(t, 0, plan.Conflicts)
	})

	t.Run("restored text is scrubbed again", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		secret := "ghp_" + strings.Repeat("a1B2c3D4e5", 4)[:36]
		// A version kept by an older scrubber that missed the token.
		_, err := f.db.Pool.Exec(ctx, `update memory_versions set content = $2 where memory_id = $1 and version = 1`, f.u, "Send to ops@. "+secret)
		require.NoError(t, err)
		plan, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{DryRun: true})
		require.NoError(t, err)
		for _, c := range plan.Changes {
			if c.Target != nil {
				assert.NotContains(t, c.Target.Content, secret)
			}
		}
		res, err := f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		assert.Equal(t, 1, res.Redactions)
		var content string
		require.NoError(t, f.db.Pool.QueryRow(ctx, `select content from memories where id = $1`, f.u).Scan(&content))
		assert.NotContains(t, content, secret)
		assert.Contains(t, content, "Send to ops@.")
	})

	t.Run("always-inject subscribers are notified", func(t *testing.T) {
		t.Parallel()
		f := newRevertFixture(t)
		// The run also puts its new memory in the bot's always-inject set, so the revert (which
		// deletes it) must announce the bot's set: a payload no other test sends (the channel is
		// database-wide, and other tests' changes arrive too).
		require.NoError(t, f.svc.SetAlwaysInject(ctx, f.bot, f.n, true))
		conn, err := f.db.Pool.Acquire(ctx)
		require.NoError(t, err)
		defer conn.Release()
		_, err = conn.Exec(ctx, "listen "+memory.Channel)
		require.NoError(t, err)
		_, err = f.svc.RevertRun(ctx, f.adminCLI, "nightly", memory.RevertOptions{})
		require.NoError(t, err)
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		want := map[memory.Change]bool{
			{Scope: memory.ScopeUser, OwnerID: f.bot.PrincipalID, AgentID: "default"}: true,
			{Scope: memory.ScopeSystem, SystemID: "billing"}:                          true,
		}
		for len(want) > 0 {
			n, err := conn.Conn().WaitForNotification(wctx)
			require.NoError(t, err, "still waiting for %v", want)
			var c memory.Change
			require.NoError(t, json.Unmarshal([]byte(n.Payload), &c))
			delete(want, c)
		}
	})
}

// BenchmarkRevertRun measures reverting a run of 100 writes (50 creates, 25 in-place updates of
// older memories, 25 flips), alternately the run and the revert of the previous revert.
func BenchmarkRevertRun(b *testing.B) {
	ctx := context.Background()
	svc, _ := newService(b, &memory.Options{Logger: discard()})
	bot := principal(b, svc, "bot", asService(1000))
	setup := bot
	setup.RunID = "setup"
	var older []string
	for i := range 50 {
		res, err := svc.Save(ctx, setup, userSave(fmt.Sprintf("older note %d about topic%d", i, i), "before"))
		require.NoError(b, err)
		older = append(older, res.ID)
	}
	bot.RunID = "bench"
	for i := range 50 {
		_, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("new note %d on subject%d", i, i), "created"))
		require.NoError(b, err)
	}
	for i := range 25 {
		_, err := svc.Save(ctx, bot, userSave(fmt.Sprintf("older note %d about topic%d", i, i), "after"))
		require.NoError(b, err)
		require.NoError(b, svc.SetAlwaysInject(ctx, bot, older[25+i], true))
	}
	run := "bench"
	b.ResetTimer()
	for range b.N {
		res, err := svc.RevertRun(ctx, admin, run, memory.RevertOptions{})
		require.NoError(b, err)
		require.Equal(b, 100, res.Applied)
		run = res.RevertRunID
	}
}

// An owner reverts her own run after deleting one of the memories it created: that memory is
// already as it was before the run (absent), so the revert leaves it and undoes the rest, instead
// of refusing it as a memory she may not change.
func TestOwnerRevertsARunWhoseMemorySheDeleted(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	ctx := context.Background()
	alice := principal(t, svc, "alice")
	nightly := alice
	nightly.RunID = "nightly"
	gone, err := svc.Save(ctx, nightly, userSave("stale build cache notes", "clear it weekly"))
	require.NoError(t, err)
	kept, err := svc.Save(ctx, nightly, userSave("release checklist", "tag, build, publish"))
	require.NoError(t, err)
	console := alice
	console.AgentID, console.Transport, console.RunID = "", "web", "web-1"
	require.NoError(t, svc.DeleteAsOwner(ctx, console, gone.ID))

	res, err := svc.RevertOwnRun(ctx, console, "nightly", memory.RevertOptions{})
	require.NoError(t, err)
	assert.Equal(t, 1, res.Applied, "the other memory it created is deleted")
	assert.Equal(t, 1, res.Unchanged, "the one she deleted stays deleted")
	_, err = svc.Get(ctx, alice, kept.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
}
