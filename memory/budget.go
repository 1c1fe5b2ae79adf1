package memory

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// CodeBudgetExhausted is a save refused because the principal's write budget for the window is
// used up; the message says when the next save fits.
const CodeBudgetExhausted Code = "budget_exhausted"

// WriteBudget bounds a principal's saves (creates and in-place updates, as the run cap counts
// them) over a sliding window: at most Saves in any Window. Unlike the run cap it does not depend
// on the run a client names, so a new session or X-Recall-Run-Id per save does not escape it.
type WriteBudget struct {
	Saves  int
	Window time.Duration
}

// Budget windows are whole seconds, from a second to 31 days.
const (
	minBudgetWindow = time.Second
	maxBudgetWindow = 31 * 24 * time.Hour
)

// ParseWriteBudget reads "N/WINDOW" (100/1h, 500/24h, 20/30m, 1000/7d); "none" or "" is no
// budget (nil). The message of an error says what to write instead.
func ParseWriteBudget(s string) (*WriteBudget, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "none") {
		return nil, nil
	}
	bad := func(why string) error {
		return errorf(CodeInvalid, "write budget %q: %s; write SAVES/WINDOW, e.g. 100/1h, 500/24h or 1000/7d (or none)", s, why)
	}
	n, w, ok := strings.Cut(s, "/")
	if !ok {
		return nil, bad("no window")
	}
	saves, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil || saves < 0 {
		return nil, bad("the number of saves must be a whole number, 0 or more")
	}
	w = strings.TrimSpace(w)
	var window time.Duration
	if d, found := strings.CutSuffix(w, "d"); found {
		days, err := strconv.Atoi(d)
		if err != nil {
			return nil, bad("the window must be a duration such as 30m, 1h or 7d")
		}
		window = time.Duration(days) * 24 * time.Hour
	} else if window, err = time.ParseDuration(w); err != nil {
		return nil, bad("the window must be a duration such as 30m, 1h or 7d")
	}
	if window < minBudgetWindow || window > maxBudgetWindow || window%time.Second != 0 {
		return nil, bad("the window must be whole seconds, from 1s to 31d")
	}
	return &WriteBudget{Saves: saves, Window: window}, nil
}

// String is the budget as ParseWriteBudget reads it ("100/1h").
func (b WriteBudget) String() string {
	return strconv.Itoa(b.Saves) + "/" + windowString(b.Window)
}

func windowString(d time.Duration) string {
	for _, u := range []struct {
		suffix string
		d      time.Duration
	}{{"d", 24 * time.Hour}, {"h", time.Hour}, {"m", time.Minute}} {
		if d%u.d == 0 {
			return strconv.FormatInt(int64(d/u.d), 10) + u.suffix
		}
	}
	return strconv.FormatInt(int64(d/time.Second), 10) + "s"
}

// budgetOf is the budget stored as principals.write_budget and write_budget_seconds.
func budgetOf(saves, seconds *int) *WriteBudget {
	if saves == nil || seconds == nil {
		return nil
	}
	return &WriteBudget{Saves: *saves, Window: time.Duration(*seconds) * time.Second}
}

// takeWriteBudget counts one save against the caller's write budget in the save's transaction
// (recall_write_budget_take, migration 032): the principal's row lock makes the count exact across
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
	s.log.WarnContext(ctx, "memory save refused: write budget used up", "budget", b.String(), c.LogAttrs())
	s.observer().CapRefused(ctx)
	wait := time.Until(*frees).Round(time.Second)
	if wait < time.Second {
		wait = time.Second
	}
	return errorf(CodeBudgetExhausted, "principal %q has used its write budget (%d saves per %s, whatever the run or session); the next save fits at %s (in %s). Nothing was saved; an admin can raise it with `recall admin principal set %s --write-budget N/WINDOW`",
		c.Principal, b.Saves, windowString(b.Window), frees.UTC().Format(time.RFC3339), wait, c.Principal)
}

// takeSaveSlots counts one save against the caller's per-run cap and its write budget.
func (s *Service) takeSaveSlots(ctx context.Context, tx txConn, c caller) error {
	if err := s.takeRunSlot(ctx, tx, c); err != nil {
		return err
	}
	return s.takeWriteBudget(ctx, tx, c)
}
