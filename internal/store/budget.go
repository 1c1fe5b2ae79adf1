package store

import (
	"strconv"
	"strings"
	"time"
)

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
		return Errorf(CodeInvalid, "write budget %q: %s; write SAVES/WINDOW, e.g. 100/1h, 500/24h or 1000/7d (or none)", s, why)
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
	return strconv.Itoa(b.Saves) + "/" + WindowString(b.Window)
}

// WindowString is d as ParseWriteBudget reads a window (30m, 1h, 7d).
func WindowString(d time.Duration) string {
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

// BudgetOf is the budget stored as principals.write_budget and write_budget_seconds.
func BudgetOf(saves, seconds *int) *WriteBudget {
	if saves == nil || seconds == nil {
		return nil
	}
	return &WriteBudget{Saves: *saves, Window: time.Duration(*seconds) * time.Second}
}

// CheckBudget refuses a budget ParseWriteBudget would not have made.
func CheckBudget(b *WriteBudget) error {
	if b == nil {
		return nil
	}
	if b.Saves < 0 || b.Window < minBudgetWindow || b.Window > maxBudgetWindow || b.Window%time.Second != 0 {
		return Errorf(CodeInvalid, "write budget: saves must be 0 or more and the window whole seconds from 1s to 31d")
	}
	return nil
}

// BudgetColumns is b as principals.write_budget and write_budget_seconds (both nil: none).
func BudgetColumns(b *WriteBudget) (*int, *int) {
	if b == nil {
		return nil, nil
	}
	seconds := int(b.Window / time.Second)
	return &b.Saves, &seconds
}
