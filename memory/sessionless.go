package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// A run is what the caller's identity names: the run its token pins, the run its client names,
// its MCP session or stdio process. A client without a session that names no run (the 2026-07-28
// protocol's clients, or any bare HTTP call) gets its run here, from the credential it calls with
// (policy.Identity.Client): its current run while the last write is younger than Options.RunIdle,
// else a new one. The choice is made by recall_sessionless_run in the write's own transaction, so
// it is one decision across every server process, and a refused write does not extend the run.

// DefaultRunIdle is how long a sessionless client's run lasts without a write (RECALL_RUN_IDLE).
const DefaultRunIdle = 30 * time.Minute

// RunMetaKey is the _meta key of an MCP request in which a client may name the request's run, as
// it may with the X-Recall-Run-Id header (reverse DNS of github.com/recall-mcp, as the MCP
// specification asks of _meta prefixes).
const RunMetaKey = "io.github.recall-mcp/runId"

// runWrite is what a write learned about its run: for a sessionless client's run, the time of its
// last write before this call (what a refusal tells the caller the next run counts from).
type runWrite struct {
	prevLast *time.Time
}

// needsRun reports whether the run of id's writes is decided here.
func needsRun(id policy.Identity) bool {
	return id.RunID == "" && id.Client != ""
}

const sessionlessRunSQL = `select run_id, prev_last from recall_sessionless_run($1, $2, make_interval(secs => $3))`

// queueSessionlessRun queues the choice of id's run in a batch of the writing transaction: once
// the batch is read, id holds the run and rw the run's last write. A no-op unless needsRun.
func (s *Service) queueSessionlessRun(b *pgx.Batch, id *policy.Identity, rw *runWrite) {
	if !needsRun(*id) {
		return
	}
	b.Queue(sessionlessRunSQL, id.Client, id.PrincipalID, s.opts.RunIdle.Seconds()).QueryRow(func(row pgx.Row) error {
		return s.scanSessionlessRun(row, id, rw)
	})
}

// sessionlessRun is queueSessionlessRun in a round trip of its own, for writes that begin with a
// plain transaction.
func (s *Service) sessionlessRun(ctx context.Context, tx txConn, id policy.Identity) (policy.Identity, runWrite, error) {
	var rw runWrite
	if !needsRun(id) {
		return id, rw, nil
	}
	err := s.scanSessionlessRun(tx.QueryRow(ctx, sessionlessRunSQL, id.Client, id.PrincipalID, s.opts.RunIdle.Seconds()), &id, &rw)
	return id, rw, err
}

func (s *Service) scanSessionlessRun(row pgx.Row, id *policy.Identity, rw *runWrite) error {
	var run string
	if err := row.Scan(&run, &rw.prevLast); err != nil {
		return fmt.Errorf("choose the sessionless client's run: %w", err)
	}
	id.RunID, id.RunFrom = run, policy.RunFromIdle
	return nil
}

// capRefusal is the error of a save past its run's cap: which run, how much of the cap it used,
// and how the caller starts the next run, which depends on where the run came from.
func (s *Service) capRefusal(c caller, used, capN int) error {
	if capN == 0 {
		return errorf(CodeCapReached, "principal %q has a run cap of 0 saves: it may not save in any run (this was run %q); nothing was saved. An admin can raise the cap on the console's Principals page", c.Principal, c.RunID)
	}
	head := fmt.Sprintf("run %q has used its save cap (%d of %d saves); nothing was saved. ", c.RunID, used, capN)
	name := fmt.Sprintf("the X-Recall-Run-Id header, or _meta %q on the call", RunMetaKey)
	var next string
	switch c.RunFrom {
	case policy.RunFromIdle:
		at := time.Now()
		if c.run.prevLast != nil {
			at = *c.run.prevLast
		}
		next = fmt.Sprintf("This client has no session and names no run, so its run ends after %s without a write (RECALL_RUN_IDLE): its next save at or after %s starts a new run. To start one now, name it: %s",
			idleString(s.opts.RunIdle), ceilSecond(at.Add(s.opts.RunIdle)).UTC().Format(time.RFC3339), name)
	case policy.RunFromToken:
		next = fmt.Sprintf("This token pins its run, so everything it saves counts here: the next run needs a token with a new run (`recall admin token create --principal %s --run NEXT`)", c.Principal)
	case policy.RunFromClient:
		next = fmt.Sprintf("The client named this run: start the next one by naming a new run (%s; RECALL_RUN_ID on stdio)", name)
	case policy.RunFromSession:
		next = fmt.Sprintf("One MCP session is one run: start the next with a new session (on stdio, a new process), or name a run (%s)", name)
	default:
		next = fmt.Sprintf("Start the next run with a new MCP session, or name one (%s)", name)
	}
	return errorf(CodeCapReached, "%s%s", head, next)
}

// idleString is RECALL_RUN_IDLE as a person writes it: 30m, 2h, 1d; 1.5s below whole seconds.
func idleString(d time.Duration) string {
	if d%time.Second != 0 {
		return d.String()
	}
	return store.WindowString(d)
}

// ceilSecond rounds t up to a whole second, so "at or after" it holds.
func ceilSecond(t time.Time) time.Time {
	if c := t.Truncate(time.Second); !c.Equal(t) {
		return c.Add(time.Second)
	}
	return t
}
