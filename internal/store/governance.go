package store

import (
	"fmt"
	"strings"
	"time"
)

// The kinds of the lines of a `recall admin export` file: one JSON object a line, its kind
// first. With --governance the governance comes first (principals, teams, grants, the roles'
// rules, projects with their members), then the memories; a line without a kind is a memory
// (exports made before lines had kinds). The identity service reads and restores the first four
// kinds, the memory service projects and memories, in one transaction.
const (
	KindPrincipal = "principal"
	KindTeam      = "team"
	KindGrant     = "grant"
	KindRule      = "rule"
	KindProject   = "project"
	KindMemory    = "memory"
)

// Kinds lists every kind, in the order an export writes them.
var Kinds = []string{KindPrincipal, KindTeam, KindGrant, KindRule, KindProject, KindMemory}

// PrincipalRecord is a principal's governance as an export holds it. It never holds a secret: no
// token and no password hash leave the database (a restored person sets a password again).
type PrincipalRecord struct {
	Kind                string  `json:"kind"`
	Name                string  `json:"name"`
	Role                string  `json:"role"`
	Service             bool    `json:"service"`
	RunCap              *int    `json:"runCap"`
	WriteBudget         *string `json:"writeBudget"` // "100/1h"; null: none
	DeletesNeedApproval bool    `json:"deletesNeedApproval"`
	// Capture is whether capture is on; absent (an export older than it): left as it is, off for
	// a new principal.
	Capture   *bool     `json:"capture,omitempty"`
	Disabled  bool      `json:"disabled"`
	CreatedAt time.Time `json:"createdAt"`
	Line      int       `json:"-"` // the file's line, for an import's errors
}

// TeamRecord is a team and its members by name (a team exists by having members).
type TeamRecord struct {
	Kind    string   `json:"kind"`
	Team    string   `json:"team"`
	Members []string `json:"members"`
	Line    int      `json:"-"`
}

// GrantRecord is one grant: a principal or a team (exactly one) on a system, at a level.
type GrantRecord struct {
	Kind      string `json:"kind"`
	System    string `json:"system"`
	Principal string `json:"principal,omitempty"`
	Team      string `json:"team,omitempty"`
	Level     string `json:"level"`
	Line      int    `json:"-"`
}

// RuleRecord is one rule's state for one role.
type RuleRecord struct {
	Kind    string `json:"kind"`
	Role    string `json:"role"`
	Rule    string `json:"rule"`
	Revoked bool   `json:"revoked"`
	Line    int    `json:"-"`
}

// ProjectRecord is a project and its members.
type ProjectRecord struct {
	Kind      string                `json:"kind"`
	Name      string                `json:"name"`
	CreatedAt time.Time             `json:"createdAt"`
	Members   []ProjectMemberRecord `json:"members"`
	Line      int                   `json:"-"`
}

// ProjectMemberRecord is a principal or a team (exactly one) in a project, at a level.
type ProjectMemberRecord struct {
	Principal string `json:"principal,omitempty"`
	Team      string `json:"team,omitempty"`
	Level     string `json:"level"`
}

// Governance is the governance lines of an export, by kind.
type Governance struct {
	Principals []PrincipalRecord
	Teams      []TeamRecord
	Grants     []GrantRecord
	Rules      []RuleRecord
	Projects   []ProjectRecord
}

// Empty reports whether g holds no line.
func (g *Governance) Empty() bool {
	return len(g.Principals)+len(g.Teams)+len(g.Grants)+len(g.Rules)+len(g.Projects) == 0
}

// Outcome is what an import did with one governance line.
type Outcome int

const (
	Created   Outcome = iota // it was not there
	Updated                  // it was there, and the file changed it (the file wins for what it names)
	Unchanged                // it was there already, as the file has it
)

// GovernanceReport is what an import did to the governance: one sentence per change, and how
// many lines of each kind were created, updated or already so.
type GovernanceReport struct {
	Changes []string
	Counts  map[string]*[3]int // kind -> count by Outcome
}

// Note records one line's outcome, and the sentence that says what changed (none when unchanged).
func (r *GovernanceReport) Note(kind string, o Outcome, format string, args ...any) {
	if r.Counts == nil {
		r.Counts = map[string]*[3]int{}
	}
	if r.Counts[kind] == nil {
		r.Counts[kind] = &[3]int{}
	}
	r.Counts[kind][o]++
	if o != Unchanged {
		r.Changes = append(r.Changes, fmt.Sprintf(format, args...))
	}
}

// Summary is one line of counts by kind ("principals: 2 created, 1 updated, 3 unchanged; …"), or
// "" when the file held no governance.
func (r *GovernanceReport) Summary() string {
	var parts []string
	for _, k := range Kinds {
		c := r.Counts[k]
		if c == nil {
			continue
		}
		parts = append(parts, fmt.Sprintf("%ss: %d created, %d updated, %d unchanged", k, c[Created], c[Updated], c[Unchanged]))
	}
	return strings.Join(parts, "; ")
}

// ImportSkew is how far ahead of the database's clock an imported time may be: two machines'
// clocks differ a little, but a memory saved in the future would head every newest-first list
// (browse, always-inject) until that day.
const ImportSkew = 5 * time.Minute

// importEpoch is the earliest time an import accepts: recall wrote nothing before it, and a
// zero-ish date is a broken export, not history.
var importEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// CheckImportedTime refuses an imported time that recall cannot have written: before 2000, or
// later than now (the database's clock) by more than ImportSkew. future allows any later time
// (an expiry). The error names field and says what to fix.
func CheckImportedTime(field string, t, now time.Time, future bool) error {
	if t.Before(importEpoch) {
		return Errorf(CodeInvalid, "%s %s is before 2000: no recall wrote it; fix or drop the line", field, t.UTC().Format(time.RFC3339))
	}
	if !future && t.After(now.Add(ImportSkew)) {
		return Errorf(CodeInvalid, "%s %s is in the future (the database's clock reads %s): fix or drop the line",
			field, t.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
	}
	return nil
}
