package memory_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// transcript is a client's transcript as the capture sees it: user turns, each ending at the
// next offset (a line of 100 bytes a turn, whatever its text).
type transcript []string

func (tr transcript) turns(from int) []memory.CaptureTurn {
	var out []memory.CaptureTurn
	for i := from; i < len(tr); i++ {
		out = append(out, memory.CaptureTurn{Text: tr[i], End: cursorAt(i + 1)})
	}
	return out
}

func cursorAt(line int) memory.CaptureCursor {
	return memory.CaptureCursor{Offset: int64(line * 100), Hash: fmt.Sprintf("%08x", line)}
}

func setCapture(t *testing.T, svc *memory.Service, name string, on bool) {
	t.Helper()
	_, err := idsOf(svc).SetPrincipalGovernance(context.Background(), admin, identity.GovernanceUpdate{Name: name, Capture: &on})
	require.NoError(t, err)
}

// captureFrom runs one capture of session as a client does: begin, then send the turns of tr
// after the cursor the server returned.
func captureFrom(t *testing.T, svc *memory.Service, id policy.Identity, session string, tr transcript) memory.CaptureResult {
	t.Helper()
	ctx := context.Background()
	st, err := svc.BeginCapture(ctx, id, session)
	require.NoError(t, err)
	if st.State != memory.CaptureOn {
		return memory.CaptureResult{State: st.State}
	}
	res, err := svc.Capture(ctx, id, memory.CaptureInput{Session: session, Lease: st.Lease, Event: "Stop",
		Turns: tr.turns(int(st.Cursor.Offset / 100)), End: cursorAt(len(tr))})
	require.NoError(t, err)
	return res
}

func countMemories(t *testing.T, svc *memory.Service, where string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, svc.DB().QueryRow(context.Background(), `select count(*) from memories where `+where, args...).Scan(&n))
	return n
}

var session1 = transcript{
	"Remember that the staging database is read-only. Can you look at the failing test?",
	"Fix it please.",
	"From now on, write commit messages in the imperative mood.",
}

func TestCaptureIsOffUntilTurnedOnAndSavesNothingWhileOff(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	var logs bytes.Buffer
	svc, _ := newService(t, &memory.Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	alice := principal(t, svc, "alice")

	st, err := svc.BeginCapture(ctx, alice, "sess-1")
	require.NoError(t, err)
	assert.Equal(t, memory.CaptureOff, st.State)
	assert.Empty(t, st.Lease)
	assert.Contains(t, logs.String(), "capture is off for this principal")
	assert.Contains(t, logs.String(), "principal=alice")
	assert.Zero(t, countMemories(t, svc, "true"))
	var rows int
	require.NoError(t, svc.DB().QueryRow(ctx, `select count(*) from capture_sessions`).Scan(&rows))
	assert.Zero(t, rows, "nothing is kept for a principal with capture off")

	setCapture(t, svc, "alice", true)
	res := captureFrom(t, svc, alice, "sess-1", session1)
	assert.Equal(t, memory.CaptureResult{Run: "capture-sess-1", Saved: 2, Cursor: cursorAt(3), State: memory.CaptureOn}, res)
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "staging database read-only", Limit: 5})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	m := hits[0].Memory
	assert.Equal(t, "Remember that the staging database is read-only.", m.Content, "the user's words")
	assert.Equal(t, "Asked to remember: The staging database is read-only", m.RecallHint)
	assert.Equal(t, []string{"captured", "request"}, m.Tags)
	assert.Equal(t, "sess-1", m.SourceConversationID)
	assert.Equal(t, 2, countMemories(t, svc, "run_id = 'capture-sess-1' and tags @> '{captured}'"))

	// Turned off again: the next capture saves nothing, though the transcript grew.
	setCapture(t, svc, "alice", false)
	grown := append(append(transcript{}, session1...), "Always run the linter before you say done.")
	assert.Equal(t, memory.CaptureOff, captureFrom(t, svc, alice, "sess-1", grown).State)
	assert.Equal(t, 2, countMemories(t, svc, "true"))
}

func TestCaptureScrubsWhatItSaves(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	secret := "ghp_" + strings.Repeat("A1b2C3d4E5", 3) + "f6G7h8"
	res := captureFrom(t, svc, alice, "sess-s", transcript{"Remember that the deploy token is " + secret + " for the CI bot."})
	require.Equal(t, 1, res.Saved)
	var content, hint string
	require.NoError(t, svc.DB().QueryRow(context.Background(), `select content, recall_hint from memories`).Scan(&content, &hint))
	assert.NotContains(t, content, secret)
	assert.NotContains(t, hint, secret)
	assert.Contains(t, content, "REDACTED")
}

func TestCaptureNeverSavesAStatementTwice(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	require.Equal(t, 2, captureFrom(t, svc, alice, "sess-2", session1).Saved)

	// The same transcript again: the cursor is at its end, nothing is sent, nothing changes.
	res := captureFrom(t, svc, alice, "sess-2", session1)
	assert.Equal(t, memory.CaptureResult{Run: "capture-sess-2", Cursor: cursorAt(3), State: memory.CaptureOn}, res)

	// A rewritten transcript read again from its start: every statement is skipped, none saved
	// again or rewritten in place.
	st, err := svc.BeginCapture(ctx, alice, "sess-2")
	require.NoError(t, err)
	res, err = svc.Capture(ctx, alice, memory.CaptureInput{Session: "sess-2", Lease: st.Lease, Turns: session1.turns(0), End: cursorAt(3), Reread: true})
	require.NoError(t, err)
	assert.Equal(t, 0, res.Saved+res.Updated)
	assert.Equal(t, 2, res.Skipped)
	assert.Equal(t, 2, countMemories(t, svc, "version = 1"))

	// A transcript that grew: only what is new.
	grown := append(append(transcript{}, session1...), "Thanks. I prefer table-driven tests with named cases.")
	res = captureFrom(t, svc, alice, "sess-2", grown)
	assert.Equal(t, 1, res.Saved)
	assert.Equal(t, cursorAt(4), res.Cursor)
	assert.Equal(t, 3, countMemories(t, svc, "true"))

	// The same statement in another session updates the memory in place (dedup by hint), in
	// that session's run.
	res = captureFrom(t, svc, alice, "sess-3", transcript{"remember that the staging database is read-only"})
	assert.Equal(t, 1, res.Updated)
	assert.Equal(t, 3, countMemories(t, svc, "true"))
}

// Two hooks of one session firing at once: one captures, the other finds the session leased and
// leaves it; each statement is saved once.
func TestConcurrentCapturesOfOneSessionSaveOnce(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	var wg sync.WaitGroup
	results := make([]memory.CaptureResult, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = captureFrom(t, svc, alice, "sess-c", session1)
		}()
	}
	wg.Wait()
	saved := 0
	for _, r := range results {
		saved += r.Saved
		assert.Contains(t, []memory.CaptureState{memory.CaptureOn, memory.CaptureBusy}, r.State)
	}
	assert.Equal(t, 2, saved)
	assert.Equal(t, 2, countMemories(t, svc, "true"))
}

func TestCaptureLeaseIsTheCallersAndIsReleased(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	st, err := svc.BeginCapture(ctx, alice, "sess-l")
	require.NoError(t, err)
	again, err := svc.BeginCapture(ctx, alice, "sess-l")
	require.NoError(t, err)
	assert.Equal(t, memory.CaptureBusy, again.State)

	_, err = svc.Capture(ctx, alice, memory.CaptureInput{Session: "sess-l", Lease: "7b0d3c3e-5a61-4f6e-9d2a-1c1f1e0a0b0c", End: cursorAt(0)})
	assert.Equal(t, memory.CodeConflict, memory.ErrorCode(err), "another lease")
	_, err = svc.Capture(ctx, alice, memory.CaptureInput{Session: "sess-l", Lease: st.Lease, Turns: session1.turns(0), End: cursorAt(3)})
	require.NoError(t, err)
	next, err := svc.BeginCapture(ctx, alice, "sess-l")
	require.NoError(t, err)
	assert.Equal(t, memory.CaptureOn, next.State, "released")
	assert.Equal(t, cursorAt(3), next.Cursor)
}

func TestCaptureRefusesMalformedInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	_, err := svc.BeginCapture(ctx, alice, " ")
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))
	st, err := svc.BeginCapture(ctx, alice, "sess-m")
	require.NoError(t, err)
	for name, in := range map[string]memory.CaptureInput{
		"no lease":           {Session: "sess-m", End: cursorAt(1)},
		"cursors go back":    {Session: "sess-m", Lease: st.Lease, Turns: []memory.CaptureTurn{{Text: "a", End: cursorAt(2)}, {Text: "b", End: cursorAt(1)}}, End: cursorAt(2)},
		"turn past the end":  {Session: "sess-m", Lease: st.Lease, Turns: []memory.CaptureTurn{{Text: "a", End: cursorAt(3)}}, End: cursorAt(2)},
		"a hash that is not": {Session: "sess-m", Lease: st.Lease, End: memory.CaptureCursor{Offset: 1, Hash: "not hex"}},
		"a turn too long":    {Session: "sess-m", Lease: st.Lease, Turns: []memory.CaptureTurn{{Text: strings.Repeat("a", memory.MaxCaptureTurnLen+1), End: cursorAt(1)}}, End: cursorAt(1)},
	} {
		_, err := svc.Capture(ctx, alice, in)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), name)
	}
	assert.Zero(t, countMemories(t, svc, "true"))
}

// The run of a session's captures is reverted at once, and nothing else with it.
func TestCaptureRunRevertsAsOne(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	_, err := svc.Save(ctx, alice, userSave("hand-made note", "kept"))
	require.NoError(t, err)
	setCapture(t, svc, "alice", true)
	require.Equal(t, 2, captureFrom(t, svc, alice, "sess-r", session1).Saved)
	require.Equal(t, 1, captureFrom(t, svc, alice, "sess-other", transcript{"We use pnpm in this repo."}).Saved)

	res, err := svc.RevertRun(ctx, admin, "capture-sess-r", memory.RevertOptions{})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Applied, "%+v", res)
	assert.Equal(t, 2, countMemories(t, svc, "true"))
	assert.Equal(t, 1, countMemories(t, svc, "recall_hint = 'hand-made note'"))
	assert.Equal(t, 1, countMemories(t, svc, "run_id = 'capture-sess-other'"))
}

// A write budget refusal stops the capture where it is; the next capture, once the budget has
// room, goes on from the turn that was refused, saving nothing twice.
func TestCaptureStopsCleanlyAtTheWriteBudget(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	_, err := idsOf(svc).SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "alice",
		SetWriteBudget: true, WriteBudget: &memory.WriteBudget{Saves: 2, Window: time.Hour}})
	require.NoError(t, err)
	tr := transcript{
		"Remember that prod is us-east-1.",
		"Always pin dependency versions. Never commit .env files.",
		"We use Jira for tickets.",
	}
	res := captureFrom(t, svc, alice, "sess-b", tr)
	assert.Equal(t, 2, res.Saved)
	assert.Equal(t, memory.CodeBudgetExhausted, res.Stopped)
	assert.Equal(t, cursorAt(1), res.Cursor, "the cursor stays at the turn that was refused")

	res = captureFrom(t, svc, alice, "sess-b", tr)
	assert.Equal(t, 0, res.Saved)
	assert.Equal(t, 1, res.Skipped, "the statement of the refused turn saved before the refusal")
	assert.Equal(t, memory.CodeBudgetExhausted, res.Stopped)

	_, err = idsOf(svc).SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: "alice", SetWriteBudget: true})
	require.NoError(t, err)
	res = captureFrom(t, svc, alice, "sess-b", tr)
	assert.Equal(t, 2, res.Saved)
	assert.Empty(t, res.Stopped)
	assert.Equal(t, cursorAt(3), res.Cursor)
	assert.Equal(t, 4, countMemories(t, svc, "run_id = 'capture-sess-b'"))
}

// Keeping a captured memory in review drops its tag; the console's "Captured" view (the tag
// filter) no longer lists it.
func TestKeepCapturedDropsTheTag(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	setCapture(t, svc, "alice", true)
	require.Equal(t, 2, captureFrom(t, svc, alice, "sess-k", session1).Saved)
	page, err := svc.ListMemories(ctx, alice, memory.ListFilter{Tag: "captured"})
	require.NoError(t, err)
	require.Len(t, page.Memories, 2)
	require.NoError(t, svc.KeepCaptured(ctx, alice, page.Memories[0].ID))
	page, err = svc.ListMemories(ctx, alice, memory.ListFilter{Tag: "captured"})
	require.NoError(t, err)
	assert.Len(t, page.Memories, 1)
	bob := principal(t, svc, "bob")
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(svc.KeepCaptured(ctx, bob, page.Memories[0].ID)), "only the owner")
}
