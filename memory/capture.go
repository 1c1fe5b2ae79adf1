package memory

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/capture"
	"github.com/recall-mcp/recall/policy"
)

// Capture saves the durable statements of a client session's new user turns (package capture
// finds them) as memories, through Save: scrubbed, deduplicated by hint, counted against the run
// cap, the write budget and the quota, audited. It is what `recall capture` does at the end of a
// turn, locally or through POST /hooks/capture, in two calls:
//
//  1. BeginCapture says whether capture is on for the caller and, if so, leases the session and
//     returns where its last capture stopped in the transcript (its cursor);
//  2. the client reads its transcript from there, and Capture extracts, saves, and moves the
//     cursor on, releasing the lease.
//
// One client session is one run (CaptureRun), so `recall admin run revert` undoes a session's
// captures at once; every memory is tagged capture.Tag for review in the console. Capture is off
// until an admin turns it on for the principal. While it is off nothing is read or stored, the
// cursor included: the first capture after it is turned on reads the session's transcript from
// its start (as much as one capture reads), so turning it on mid-session captures that session.

// CapturedTag tags every memory capture saves, until its owner keeps it (KeepCaptured).
const CapturedTag = capture.Tag

// Limits on what one capture call carries.
const (
	MaxCaptureSession = 256       // bytes of a client's session id
	MaxCaptureTurns   = 500       // turns per Capture call
	MaxCaptureTurnLen = 32 * 1024 // bytes of one turn (a longer one is cut by the client)
	captureLease      = 2 * time.Minute
	captureSeen       = 512 // statement hashes a session remembers
	captureIdle       = 30 * 24 * time.Hour
)

// CaptureState is whether a capture may run.
type CaptureState string

const (
	CaptureOn   CaptureState = "on"   // leased: read the transcript and call Capture
	CaptureOff  CaptureState = "off"  // capture is off for the principal: nothing is read or saved
	CaptureBusy CaptureState = "busy" // another capture of the session holds its lease
)

// CaptureCursor is where a capture stopped in a transcript: the byte offset just after the last
// line it consumed, and a hash of the bytes before that offset, by which the client notices a
// transcript rewritten since (then it reads it again from the start).
type CaptureCursor struct {
	Offset int64  `json:"offset"`
	Hash   string `json:"hash"`
}

// CaptureTurn is one user turn read from a transcript, and the cursor just after it.
type CaptureTurn struct {
	Text string        `json:"text"`
	End  CaptureCursor `json:"end"`
}

// CaptureStart is what BeginCapture found.
type CaptureStart struct {
	State  CaptureState  `json:"state"`
	Lease  string        `json:"lease,omitempty"`
	Cursor CaptureCursor `json:"cursor"`
	Run    string        `json:"run,omitempty"`
}

// CaptureInput is one capture: the new turns of session read from the cursor BeginCapture
// returned, under its lease. End is where the read stopped (past the last line read, user turn or
// not); Reread says the transcript no longer matched the cursor and was read from its start.
type CaptureInput struct {
	Session string
	Lease   string
	Event   string // the hook event that ran the capture, for the log
	Turns   []CaptureTurn
	End     CaptureCursor
	Reread  bool
}

// CaptureResult says what Capture did.
type CaptureResult struct {
	Run     string        `json:"run"`
	Saved   int           `json:"saved"`   // new memories
	Updated int           `json:"updated"` // near-duplicates updated in place
	Skipped int           `json:"skipped"` // statements already captured in this session, or unfit to save
	Stopped Code          `json:"stopped,omitempty"`
	Cursor  CaptureCursor `json:"cursor"` // where the next capture starts
	State   CaptureState  `json:"state"`
}

// CaptureRun is the run a client session's captures belong to: capture-<session id> when the id
// is a valid run id, else capture- and a hash of it.
func (s *Service) CaptureRun(session string) string {
	if run := "capture-" + session; s.CheckRunID(run) == nil {
		return run
	}
	sum := sha256.Sum256([]byte(session))
	return "capture-" + hex.EncodeToString(sum[:16])
}

// captureIdentity is id writing in its session's capture run (a token that pins a run keeps it).
func (s *Service) captureIdentity(id policy.Identity, session string) policy.Identity {
	if id.RunFrom != policy.RunFromToken {
		id.RunID, id.RunFrom = s.CaptureRun(session), policy.RunFromClient
	}
	return id
}

func checkSession(session string) error {
	switch {
	case strings.TrimSpace(session) == "":
		return errorf(CodeInvalid, "session_id: the hook's JSON must carry the client's session id")
	case len(session) > MaxCaptureSession || !utf8.ValidString(session):
		return errorf(CodeInvalid, "session_id: at most %d bytes of UTF-8", MaxCaptureSession)
	}
	return nil
}

// BeginCapture checks that the caller may save and that capture is on for it, then leases the
// session's capture and returns where its last capture stopped. Capture off (the default) is
// CaptureOff, logged, and nothing is stored; a session another capture holds is CaptureBusy.
// Errors: CodeUnauthenticated, CodeInvalid (no session id), CodeForbidden.
func (s *Service) BeginCapture(ctx context.Context, id policy.Identity, session string) (CaptureStart, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSave); err != nil {
		return CaptureStart{}, err
	}
	if err := checkSession(session); err != nil {
		return CaptureStart{}, err
	}
	id = s.captureIdentity(id, session)
	out := CaptureStart{State: CaptureOff}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, id, policy.OpSave); err != nil {
			return err
		}
		var since *time.Time
		if err := tx.QueryRow(ctx, `select capture_since from principals where id = $1`, id.PrincipalID).Scan(&since); err != nil {
			return fmt.Errorf("capture: %w", err)
		}
		if since == nil {
			return nil
		}
		lease := uuid.NewString()
		err := tx.QueryRow(ctx, `
			insert into capture_sessions (principal_id, session_key, lease_id, lease_until)
			values ($1, $2, $3, now() + make_interval(secs => $4))
			on conflict (principal_id, session_key) do update
			    set lease_id = excluded.lease_id, lease_until = excluded.lease_until, updated_at = now()
			    where capture_sessions.lease_until is null or capture_sessions.lease_until < now()
			returning cursor_offset, cursor_hash`,
			id.PrincipalID, sessionKey(session), lease, captureLease.Seconds()).Scan(&out.Cursor.Offset, &out.Cursor.Hash)
		if errors.Is(err, pgx.ErrNoRows) {
			out.State = CaptureBusy
			return nil
		}
		if err != nil {
			return fmt.Errorf("capture: lease the session: %w", err)
		}
		out.State, out.Lease, out.Run = CaptureOn, lease, id.RunID
		// Sessions idle for a month are forgotten as their principal starts new ones.
		_, err = tx.Exec(ctx, `delete from capture_sessions where principal_id = $1 and updated_at < now() - make_interval(secs => $2)
			and (lease_until is null or lease_until < now())`, id.PrincipalID, captureIdle.Seconds())
		return err
	})
	if err != nil {
		return CaptureStart{}, err
	}
	switch out.State {
	case CaptureOff:
		s.log.InfoContext(ctx, "capture is off for this principal: nothing read or saved (an admin turns it on with `recall admin principal set NAME --capture on`)", id.LogAttrs())
	case CaptureBusy:
		s.log.InfoContext(ctx, "capture skipped: another capture of this session is running", id.LogAttrs())
	}
	return out, nil
}

// checkCaptureInput refuses a capture call that is malformed; the message names the field.
func checkCaptureInput(in CaptureInput) error {
	if err := checkSession(in.Session); err != nil {
		return err
	}
	if _, err := uuid.Parse(in.Lease); err != nil {
		return errorf(CodeInvalid, "lease: give the lease BeginCapture returned")
	}
	if len(in.Turns) > MaxCaptureTurns {
		return errorf(CodeInvalid, "turns: at most %d in one capture", MaxCaptureTurns)
	}
	at := int64(-1)
	for i, t := range in.Turns {
		if len(t.Text) > MaxCaptureTurnLen || !utf8.ValidString(t.Text) {
			return errorf(CodeInvalid, "turns[%d].text: at most %d bytes of UTF-8", i, MaxCaptureTurnLen)
		}
		if t.End.Offset <= at || t.End.Offset > in.End.Offset || !cursorHash(t.End.Hash) {
			return errorf(CodeInvalid, "turns[%d].end: cursors must grow turn by turn, up to end", i)
		}
		at = t.End.Offset
	}
	if in.End.Offset < 0 || !cursorHash(in.End.Hash) {
		return errorf(CodeInvalid, "end: a cursor is an offset of 0 or more and a hex hash")
	}
	return nil
}

func cursorHash(h string) bool {
	if len(h) > 64 {
		return false
	}
	_, err := hex.DecodeString(h)
	return err == nil
}

// stopsCapture are the refusals that stop a capture where it is: the next capture starts again
// at the first turn not wholly captured, once the cap, budget or quota leaves room.
var stopsCapture = []Code{CodeCapReached, CodeBudgetExhausted, CodeQuotaExceeded, CodeForbidden, CodeUnauthenticated, CodeBusy}

// Capture saves the durable statements of in.Turns, each through Save into the session's run,
// and moves the session's cursor past the last turn wholly captured (to in.End when all were),
// releasing the lease. A statement already captured in the session is skipped. A cap, budget or
// quota refusal stops the
// capture cleanly: what was saved stays, the cursor stays at the turn that was refused, and the
// result says which code stopped it.
// Errors: CodeInvalid (a malformed input), CodeConflict (the lease expired or is another's).
func (s *Service) Capture(ctx context.Context, id policy.Identity, in CaptureInput) (CaptureResult, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSave); err != nil {
		return CaptureResult{}, err
	}
	if err := checkCaptureInput(in); err != nil {
		return CaptureResult{}, err
	}
	id = s.captureIdentity(id, in.Session)
	key := sessionKey(in.Session)
	res := CaptureResult{Run: id.RunID, State: CaptureOn}
	var on, held bool
	var seen []string
	err := s.db.QueryRow(ctx, `
		select p.capture_since is not null, c.seen, c.cursor_offset, c.cursor_hash, c.lease_id = $3 and c.lease_until > now()
		from capture_sessions c join principals p on p.id = c.principal_id
		where c.principal_id = $1 and c.session_key = $2`, id.PrincipalID, key, in.Lease).
		Scan(&on, &seen, &res.Cursor.Offset, &res.Cursor.Hash, &held)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && !held) {
		s.log.WarnContext(ctx, "capture refused: the session's lease expired or is another capture's", id.LogAttrs())
		return CaptureResult{}, errorf(CodeConflict, "lease: this capture's lease on the session expired or another capture holds it; nothing was saved")
	}
	if err != nil {
		return CaptureResult{}, fmt.Errorf("capture: %w", err)
	}
	if !on { // turned off since BeginCapture
		res.State = CaptureOff
		s.log.InfoContext(ctx, "capture is off for this principal: nothing saved", id.LogAttrs())
		return res, s.endCapture(ctx, id, key, in.Lease, res.Cursor, seen, 0)
	}
	saved := 0
	var fault error
turns:
	for _, t := range in.Turns {
		for _, st := range capture.Extract(t.Text) {
			h := statementHash(st.Hint)
			if slices.Contains(seen, h) {
				res.Skipped++
				continue
			}
			r, err := s.Save(ctx, id, SaveInput{Scope: string(ScopeUser), RecallHint: st.Hint, Content: st.Text,
				Tags: []string{capture.Tag, string(st.Kind)}, SourceConversationID: in.Session, Source: SourceCapture})
			switch {
			case err == nil:
				seen = append(seen, h)
				saved++
				if r.Updated {
					res.Updated++
				} else {
					res.Saved++
				}
			case slices.Contains(stopsCapture, ErrorCode(err)):
				res.Stopped = ErrorCode(err)
				break turns
			case ErrorCode(err) == CodeInvalid:
				res.Skipped++ // unfit as a memory (too long once scrubbed): the rest of the turn goes on
			default:
				fault = err
				break turns
			}
		}
		res.Cursor = t.End
	}
	if res.Stopped == "" && fault == nil {
		res.Cursor = in.End
	}
	if err := s.endCapture(ctx, id, key, in.Lease, res.Cursor, seen, saved); err != nil && fault == nil {
		fault = err
	}
	s.log.InfoContext(ctx, "capture done", "event", in.Event, "turns", len(in.Turns), "saved", res.Saved, "updated", res.Updated,
		"skipped", res.Skipped, "stopped", res.Stopped, "reread", in.Reread, id.LogAttrs())
	if fault != nil {
		return res, fault
	}
	return res, nil
}

// endCapture stores the session's cursor and the statements it has captured, and releases the
// lease.
func (s *Service) endCapture(ctx context.Context, id policy.Identity, key []byte, lease string, cur CaptureCursor, seen []string, saved int) error {
	if len(seen) > captureSeen {
		seen = seen[len(seen)-captureSeen:]
	}
	// The cursor is stored even when the call's context ended, so a capture cut short does not
	// read again what it already saved.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	ct, err := s.db.Exec(ctx, `
		update capture_sessions set cursor_offset = $4, cursor_hash = $5, seen = $6, captured = captured + $7,
		       lease_id = null, lease_until = null, updated_at = now()
		where principal_id = $1 and session_key = $2 and lease_id = $3`,
		id.PrincipalID, key, lease, cur.Offset, cur.Hash, seen, saved)
	if err != nil {
		return fmt.Errorf("capture: store the cursor: %w", err)
	}
	if ct.RowsAffected() == 0 {
		s.log.WarnContext(ctx, "capture: the session's lease expired before the capture ended", slog.Int("saved", saved), id.LogAttrs())
	}
	return nil
}

// statementHash names a captured statement among a session's: its hint, which Save's dedup also
// goes by.
func statementHash(hint string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(hint)))
	return hex.EncodeToString(sum[:8])
}

// KeepCaptured is the console's "keep" for a captured memory: the owner has reviewed it, so it
// loses the capture.Tag tag (through EditMemory: a new version, audited). A memory without the
// tag is left alone. Errors: those of EditMemory.
func (s *Service) KeepCaptured(ctx context.Context, id policy.Identity, mid string) error {
	m, err := s.ownedForChange(ctx, id, mid)
	if err != nil || !slices.Contains(m.Tags, capture.Tag) {
		return err
	}
	tags := slices.DeleteFunc(slices.Clone(m.Tags), func(t string) bool { return t == capture.Tag })
	_, err = s.EditMemory(ctx, id, mid, EditInput{RecallHint: m.RecallHint, Content: m.Content, Tags: tags})
	return err
}
