package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/recall-mcp/recall/internal/store"
)

// CodeBudgetExhausted is a save refused because the principal's write budget for the window is
// used up; the message says when the next save fits.
const CodeBudgetExhausted Code = "budget_exhausted"

// WriteBudget is the principal's write budget (store.WriteBudget), governed in identity.
type WriteBudget = store.WriteBudget

// ParseWriteBudget reads "N/WINDOW" (store.ParseWriteBudget).
var ParseWriteBudget = store.ParseWriteBudget

// takeWriteBudget counts one save against the caller's write budget in the save's transaction
// (definitions/50_recall_write_budget_take.sql): the principal's row lock makes the count exact across
// server processes, and a save that rolls back gives its use back. A caller without a budget
// costs nothing.
func (s *Service) takeWriteBudget(ctx context.Context, tx txConn, c caller) error {
	b := c.WriteBudget
	if b == nil {
		return nil
	}
	var frees *time.Time
	err := tx.QueryRow(ctx, `select recall_write_budget_take($1, $2, make_interval(secs => $3))`,
		c.PrincipalID, b.Saves, int64(b.Window/time.Second)).Scan(&frees)
	if err != nil {
		return fmt.Errorf("write budget: %w", err)
	}
	if frees == nil {
		return nil
	}
	// How much was used, for the message (more than the budget when it was lowered since).
	var used int
	if err := tx.QueryRow(ctx, `select count(*) from write_budget_uses where principal_id = $1 and at > clock_timestamp() - make_interval(secs => $2)`,
		c.PrincipalID, int64(b.Window/time.Second)).Scan(&used); err != nil {
		return fmt.Errorf("write budget: %w", err)
	}
	s.log.WarnContext(ctx, "memory save refused: write budget used up", "budget", b.String(), "used", used, c.LogAttrs())
	s.observer().CapRefused(ctx)
	wait := time.Until(*frees).Round(time.Second)
	if wait < time.Second {
		wait = time.Second
	}
	run := ""
	if c.RunID != "" {
		run = fmt.Sprintf("; this save was in run %q", c.RunID)
	}
	return errorf(CodeBudgetExhausted, "principal %q has used its write budget (%d saves per %s, whatever the run or session: %d of %d used%s); the next save fits at %s (in %s), in this run or any other. Nothing was saved; an admin can raise it with `recall admin principal set %s --write-budget N/WINDOW`",
		c.Principal, b.Saves, store.WindowString(b.Window), used, b.Saves, run, frees.UTC().Format(time.RFC3339), wait, c.Principal)
}

// takeSaveSlots counts one save against the caller's per-run cap and its write budget.
func (s *Service) takeSaveSlots(ctx context.Context, tx txConn, c caller) error {
	if err := s.takeRunSlot(ctx, tx, c); err != nil {
		return err
	}
	return s.takeWriteBudget(ctx, tx, c)
}
