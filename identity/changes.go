package identity

import (
	"strconv"
	"strings"

	"github.com/recall-mcp/recall/internal/store"
)

// Change is one setting of a principal before and after a change, so that whoever made the
// change is told what it did ("run cap 20 → 5"), and an admin who set what was already there
// is told that nothing changed.
type Change struct {
	Setting string `json:"setting"` // role, service, run cap, write budget, deletes need approval, capture, disabled
	Before  string `json:"before"`
	After   string `json:"after"`
}

func (c Change) String() string { return c.Setting + " " + c.Before + " → " + c.After }

// Changed is a principal after a change, and what the change did to it.
type Changed struct {
	Principal
	Changes []Change // in the order of Settings; empty: it already was so
}

// Summary is the changes as one phrase ("role member → admin, run cap none → 5"), or "" for none.
func (c Changed) Summary() string {
	parts := make([]string, len(c.Changes))
	for i, ch := range c.Changes {
		parts[i] = ch.String()
	}
	return strings.Join(parts, ", ")
}

// Settings are a principal's settings as Changes name and print them, in their order.
func (p Principal) Settings() []Change {
	return []Change{
		{Setting: "role", After: p.Role},
		{Setting: "service", After: strconv.FormatBool(p.Service)},
		{Setting: "run cap", After: runCapString(p.RunCap)},
		{Setting: "write budget", After: budgetString(p.WriteBudget)},
		{Setting: "deletes need approval", After: strconv.FormatBool(p.DeletesNeedApproval)},
		{Setting: "capture", After: map[bool]string{true: "on", false: "off"}[p.Capture]},
		{Setting: "disabled", After: strconv.FormatBool(p.Disabled)},
	}
}

func runCapString(n *int) string {
	if n == nil {
		return "none"
	}
	return strconv.Itoa(*n)
}

func budgetString(b *store.WriteBudget) string {
	if b == nil {
		return "none"
	}
	return b.String()
}

// changes lists the settings that differ between before and after.
func changes(before, after Principal) []Change {
	var out []Change
	b, a := before.Settings(), after.Settings()
	for i := range a {
		if b[i].After != a[i].After {
			out = append(out, Change{Setting: a[i].Setting, Before: b[i].After, After: a[i].After})
		}
	}
	return out
}
