package memory

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/policy"
)

// Audit actions of a revert.
const (
	ActRestore   = "memory.restore" // a revert brought back a memory the reverted run deleted
	ActRunRevert = "run.revert"
)

// ConflictMode says what a revert does with a memory that another run wrote after the reverted
// run's first change to it.
type ConflictMode int

const (
	// ConflictRefuse refuses the whole revert when there is any conflict: nothing changes.
	ConflictRefuse ConflictMode = iota
	// ConflictSkip leaves those memories as they are and reverts the rest.
	ConflictSkip
	// ConflictForce restores them anyway; the later version is kept in history.
	ConflictForce
)

// RevertOptions tunes RevertRun.
type RevertOptions struct {
	Principal string // the run's principal; needed only when several principals used the run id
	DryRun    bool   // plan only: report what would change and the conflicts, change nothing
	Conflicts ConflictMode
}

// Revert outcomes, per memory.
const (
	OutcomePlanned   = "planned"   // dry run, or a refused revert: the revert would apply this
	OutcomeApplied   = "applied"   // the revert changed the memory back
	OutcomeSkipped   = "skipped"   // a conflict left as it is (ConflictSkip)
	OutcomeUnchanged = "unchanged" // the memory is already as it was before the run
	OutcomeConflict  = "conflict"  // another run wrote it since: the revert refuses (dry run: would refuse)
)

// RevertChange is what a revert does (or would do) to one memory the run touched.
type RevertChange struct {
	MemoryID string `json:"memoryId"`
	Namespace
	// Action: delete (the run created it), restore (the run deleted it), update (back to the
	// version before the run's first change), none (it already is).
	Action string `json:"action"`
	// Conflict is set when reverting would lose another run's work: the memory is no longer as
	// the run left it, or another run wrote it between the run's own writes. LaterRuns names the
	// runs that wrote it after this run's first change ("principal/run").
	Conflict  bool     `json:"conflict"`
	LaterRuns []string `json:"laterRuns,omitempty"`
	Outcome   string   `json:"outcome"`
	// Current is the memory now, Target what the revert leaves (nil: absent). Target's text is
	// scrubbed again, as a save's would be.
	Current *MemoryState `json:"current"`
	Target  *MemoryState `json:"target"`
}

// RevertResult is the outcome of RevertRun.
type RevertResult struct {
	RunID     string `json:"runId"`     // the reverted run
	Principal string `json:"principal"` // its principal
	// RevertRunID is the revert's own run id (empty for a dry run or when nothing changed): the
	// revert is a run like any other, and can be reverted in turn.
	RevertRunID string         `json:"revertRunId,omitempty"`
	DryRun      bool           `json:"dryRun"`
	Changes     []RevertChange `json:"changes"`
	Applied     int            `json:"applied"`
	Skipped     int            `json:"skipped"`
	Unchanged   int            `json:"unchanged"`
	Conflicts   int            `json:"conflicts"`
	Redactions  int            `json:"redactions"` // secrets the scrubber replaced in restored text
}

// RevertRun undoes every write of one run, all or nothing, in one transaction: a memory the run
// created is deleted (its last version kept in history), one it updated is restored to the
// version before the run's first change, one it deleted is restored. Restored text passes the
// scrubber again; always-inject subscribers are notified. The revert is itself a run (its own
// run id, journaled and audited under admin's identity), so it can be reverted in turn; a memory
// already as it was before the run is left alone, so reverting twice changes nothing the second
// time.
//
// A memory another run wrote after this run's first change to it is a conflict: the revert
// refuses (CodeConflict, with the result listing them) unless opts.Conflicts says to skip or
// force. Admin operation (policy.AdminRevert). Errors: CodeNotFound (no such run), CodeInvalid
// (ambiguous run id), CodeConflict, CodeForbidden.
func (s *Service) RevertRun(ctx context.Context, admin policy.Identity, runID string, opts RevertOptions) (RevertResult, error) {
	return s.revert(ctx, admin, runID, opts, func(ctx context.Context, tx pgx.Tx) (string, func(memoryRef) bool, error) {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminRevert); err != nil {
			return "", nil, err
		}
		return opts.Principal, nil, nil
	})
}

// RevertOwnRun is RevertRun for an owner: a run of the caller's own principal (any of its
// agents), allowed only when the caller may change every memory the run touched, as any other
// change to them would need (policy.SystemNeed): its own user memories, memories of systems it
// manages, and memories of the project the identity is bound to while it is a write member. It
// needs what deleting needs (the manage rule; never a service principal), since a revert deletes
// what the run created. An identity without an agent (the console's) records the revert under
// agent "web". Errors as RevertRun.
func (s *Service) RevertOwnRun(ctx context.Context, id policy.Identity, runID string, opts RevertOptions) (RevertResult, error) {
	id = ownerAgent(id)
	if err := s.checkIdentity(ctx, id, policy.OpDelete); err != nil {
		return RevertResult{}, err
	}
	return s.revert(ctx, id, runID, opts, func(ctx context.Context, tx pgx.Tx) (string, func(memoryRef) bool, error) {
		c, err := s.authorize(ctx, tx, id, policy.OpDelete)
		if err != nil {
			return "", nil, err
		}
		may, err := changeableBy(ctx, tx, id)
		if err != nil {
			return "", nil, err
		}
		return c.Principal, may, nil
	})
}

// changeableBy answers, for the memories a revert would touch, whether id may change each: the
// rule loadVisible applies to every other change (changeLevel on a system, write membership of
// the bound project, the owner for a user memory), read once for the whole revert.
func changeableBy(ctx context.Context, tx pgx.Tx, id policy.Identity) (func(memoryRef) bool, error) {
	rows, err := tx.Query(ctx, grantedSystems("$1", "$2"), id.PrincipalID, policy.Levels(changeLevel))
	if err != nil {
		return nil, fmt.Errorf("revert: systems: %w", err)
	}
	systems, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("revert: systems: %w", err)
	}
	project := false
	if id.ProjectID != "" {
		if project, err = canAccessProject(ctx, tx, id, id.ProjectID, policy.ProjectChangeNeed(policy.ChangeExisting)); err != nil {
			return nil, err
		}
	}
	return func(r memoryRef) bool {
		switch r.Scope {
		case ScopeUser:
			return r.OwnerID == id.PrincipalID
		case ScopeSystem:
			return slices.Contains(systems, r.SystemID)
		case ScopeProject:
			return project && r.ProjectID == id.ProjectID
		}
		return false
	}, nil
}

// authorizeRevert checks the caller inside the revert's transaction and returns the run's
// principal to resolve (empty: any) and, for an owner, which memories the caller may revert.
type authorizeRevert func(ctx context.Context, tx pgx.Tx) (principal string, mayTouch func(memoryRef) bool, err error)

// plannedChange is a RevertChange with what applying it needs.
type plannedChange struct {
	RevertChange
	ref        memoryRef
	redactions int
}

func (s *Service) revert(ctx context.Context, who policy.Identity, runID string, opts RevertOptions, auth authorizeRevert) (RevertResult, error) {
	if opts.Conflicts < ConflictRefuse || opts.Conflicts > ConflictForce {
		return RevertResult{}, errorf(CodeInvalid, "unknown conflict mode %d", opts.Conflicts)
	}
	res := RevertResult{RunID: runID, DryRun: opts.DryRun}
	txOpts := pgx.TxOptions{}
	if opts.DryRun {
		txOpts.AccessMode = pgx.ReadOnly
	}
	var refused bool
	err := pgx.BeginTxFunc(ctx, s.db, txOpts, func(tx pgx.Tx) error {
		principal, mayTouch, err := auth(ctx, tx)
		if err != nil {
			return err
		}
		if !opts.DryRun {
			// Reverts run one at a time: a revert may bring back a deleted memory, which no row
			// lock can guard.
			if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(hashtextextended('recall.revert.' || current_schema(), 0))`); err != nil {
				return err
			}
		}
		principal, err = resolveRun(ctx, tx, runID, principal)
		if err != nil {
			return err
		}
		res.Principal = principal
		plan, err := s.planRevert(ctx, tx, runID, principal, !opts.DryRun)
		if err != nil {
			return err
		}
		for _, p := range plan {
			// A memory already as it was before the run is left alone, so changing it needs no
			// right (one the run created and the owner deleted since has no place to check).
			if p.Action != "none" && mayTouch != nil && !mayTouch(p.ref) {
				return errorf(CodeForbidden, "run %q touched memory %s, which you may not change (not your own user memory, a memory of a system you do not manage, or of a project this session is not bound to with write access); only an admin can revert this run", runID, p.MemoryID)
			}
		}
		for _, p := range plan {
			if p.Conflict {
				res.Conflicts++
			}
		}
		refused = res.Conflicts > 0 && opts.Conflicts == ConflictRefuse && !opts.DryRun
		for i := range plan {
			p := &plan[i]
			switch {
			case p.Action == "none":
				p.Outcome = OutcomeUnchanged
				res.Unchanged++
			case p.Conflict && opts.Conflicts == ConflictRefuse:
				p.Outcome = OutcomeConflict
			case p.Conflict && opts.Conflicts == ConflictSkip:
				p.Outcome = OutcomeSkipped
				res.Skipped++
			case opts.DryRun || refused:
				p.Outcome = OutcomePlanned
			default:
				p.Outcome = OutcomeApplied
			}
		}
		res.Changes = changesOf(plan)
		if opts.DryRun {
			return nil
		}
		if refused {
			return errorf(CodeConflict, "run %q: %d memor%s were written by another run after this one (%s); nothing was reverted. Use --skip-conflicts to leave them as they are, or --force to restore them anyway",
				runID, res.Conflicts, plural(res.Conflicts, "y", "ies"), conflictList(plan))
		}

		rev := who
		rev.RunID = "revert-" + uuid.NewString()
		// What the revert restores or rewrites counts against its owner's storage quota, as a save
		// would: checked on the owners' usage before and after, so a revert that shrinks it is
		// always allowed.
		var owners []string
		for _, p := range plan {
			if p.Outcome == OutcomeApplied && p.Action != "delete" {
				owners = append(owners, p.OwnerID)
			}
		}
		slices.Sort(owners)
		w := s.changesIn(tx, rev)
		if err := w.owners(ctx, slices.Compact(owners)); err != nil {
			return err
		}
		for i := range plan {
			p := &plan[i]
			if p.Outcome != OutcomeApplied {
				continue
			}
			if err := s.applyRevert(ctx, w, runID, p); err != nil {
				return err
			}
			res.Applied++
			res.Redactions += p.redactions
		}
		if err := w.done(ctx); err != nil {
			return err
		}
		forced := 0
		for _, p := range plan {
			if p.Conflict && p.Outcome == OutcomeApplied {
				forced++
			}
		}
		if res.Applied > 0 {
			res.RevertRunID = rev.RunID
			if _, err := tx.Exec(ctx, `insert into run_reverts (run_id, principal, reverted_by, applied, skipped, forced)
				values ($1, $2, $3, $4, $5, $6)`, runID, principal, rev.RunID, res.Applied, res.Skipped, forced); err != nil {
				return fmt.Errorf("record revert: %w", err)
			}
		}
		res.Changes = changesOf(plan)
		return audit(ctx, tx, rev, ActRunRevert, nil, map[string]any{"run": runID, "principal": principal,
			"applied": res.Applied, "skipped": res.Skipped, "unchanged": res.Unchanged, "forced": forced})
	})
	if err != nil && !refused {
		return RevertResult{}, err
	}
	if err == nil && !opts.DryRun {
		s.wrote(ctx, Everyone) // the run's memories are read by others too (systems, projects)
		if res.Applied > 0 {
			s.leftWork(WorkEmbed, WorkExpiry) // restored texts wait for their embeddings
		}
		s.log.InfoContext(ctx, "run reverted", "run", runID, "principal", res.Principal, "revertRun", res.RevertRunID,
			"applied", res.Applied, "skipped", res.Skipped, "unchanged", res.Unchanged, who.LogAttrs())
	}
	return res, err
}

func changesOf(plan []plannedChange) []RevertChange {
	out := make([]RevertChange, len(plan))
	for i, p := range plan {
		out[i] = p.RevertChange
	}
	return out
}

func conflictList(plan []plannedChange) string {
	var ids []string
	for _, p := range plan {
		if p.Conflict {
			ids = append(ids, p.MemoryID+" by "+strings.Join(p.LaterRuns, ", "))
		}
	}
	return strings.Join(ids, "; ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// planRevert decides, per memory the run touched, what reverting it means. With lock set it
// first locks every live memory the run touched (in id order), so the plan cannot go stale
// before it is applied: any other write to those memories has committed, or waits.
func (s *Service) planRevert(ctx context.Context, tx pgx.Tx, runID, principal string, lock bool) ([]plannedChange, error) {
	writes, err := runWritesOf(ctx, tx, runID, principal)
	if err != nil {
		return nil, err
	}
	groups := groupByMemory(writes)
	if lock {
		ids := make([]string, len(groups))
		for i, g := range groups {
			ids[i] = g.MemoryID
		}
		if _, err := tx.Exec(ctx, `select 1 from memories where id = any($1::uuid[]) order by id for update`, ids); err != nil {
			return nil, fmt.Errorf("lock memories: %w", err)
		}
	}
	plan := make([]plannedChange, 0, len(groups))
	for _, g := range groups {
		p, err := s.planOne(ctx, tx, runID, principal, g)
		if err != nil {
			return nil, err
		}
		plan = append(plan, p)
	}
	return plan, nil
}

func (s *Service) planOne(ctx context.Context, tx pgx.Tx, runID, principal string, g memoryWrites) (plannedChange, error) {
	first := g.first()
	p := plannedChange{RevertChange: RevertChange{MemoryID: g.MemoryID}}
	cur, ref, err := current(ctx, tx, g.MemoryID, false)
	if err != nil {
		return p, err
	}
	p.Current = cur
	if first.Before != nil {
		target, tref, ok, err := stateAt(ctx, tx, g.MemoryID, *first.Before)
		if err != nil {
			return p, err
		}
		if !ok || tref.Scope == "" {
			return p, fmt.Errorf("memory %s: version %d, the one before run %q, is missing from history", g.MemoryID, *first.Before, runID)
		}
		if cur == nil {
			ref = tref
		}
		if p.Target, p.redactions, err = s.rescrub(g.MemoryID, tref, target); err != nil {
			return p, err
		}
	}
	if cur == nil && p.Target == nil {
		// Created and since deleted: where it lives is in its last kept version.
		if last := g.last(); last.Before != nil {
			_, lref, _, err := stateAt(ctx, tx, g.MemoryID, *last.Before)
			if err != nil {
				return p, err
			}
			ref = lref
		}
	}
	p.ref = ref
	p.Namespace = ref.Namespace
	switch {
	case sameContent(cur, p.Target):
		p.Action = "none"
		return p, nil
	case p.Target == nil:
		p.Action = "delete"
	case cur == nil:
		p.Action = "restore"
	default:
		p.Action = "update"
	}
	// A conflict: reverting would lose another run's work. Either the memory is no longer as
	// the run left it, or another run wrote it between the run's own writes. A later write that
	// was itself reverted (or a revert reverted in turn) leaves the memory as the run left it, so
	// reverts and reverts of reverts chain without conflicts.
	var left *MemoryState
	if last := g.last(); last.After != nil {
		if left, _, _, err = stateAt(ctx, tx, g.MemoryID, *last.After); err != nil {
			return p, err
		}
	}
	between, err := otherWritesBetween(ctx, tx, g.MemoryID, first.ID, g.last().ID, runID, principal)
	if err != nil {
		return p, err
	}
	if p.Conflict = between || !sameContent(cur, left); p.Conflict {
		p.LaterRuns, err = laterRuns(ctx, tx, g.MemoryID, first.ID, runID, principal)
	}
	return p, err
}

// otherWritesBetween reports whether another run wrote memory mid between two journal rows.
func otherWritesBetween(ctx context.Context, tx pgx.Tx, mid string, from, to int64, runID, principal string) (bool, error) {
	var found bool
	err := tx.QueryRow(ctx, `select exists (select 1 from run_writes
		where memory_id = $1 and id > $2 and id < $3 and not (run_id = $4 and principal = $5))`,
		mid, from, to, runID, principal).Scan(&found)
	return found, err
}

// rescrub passes a version about to be restored through the scrubber and the save validation
// again: history was scrubbed when it was written, but the rules may have grown since.
func (s *Service) rescrub(mid string, ref memoryRef, st *MemoryState) (*MemoryState, int, error) {
	out := *st
	n := 0
	clean := func(t string) string {
		r := s.scrub.Scrub(t)
		n += r.Redactions
		return r.Text
	}
	out.RecallHint = clean(st.RecallHint)
	out.Content = clean(st.Content)
	out.Tags = make([]string, 0, len(st.Tags))
	for _, t := range st.Tags {
		if t = clean(t); !slices.Contains(out.Tags, t) {
			out.Tags = append(out.Tags, t)
		}
	}
	// A version's expiry may have passed: it is restored as it was, not checked as a save's.
	in := inputOf(Namespace{Scope: ref.Scope, SystemID: ref.SystemID, ProjectID: ref.ProjectID}, out.State)
	in.ExpiresAt = nil
	if err := check(in); err != nil {
		return nil, 0, errorf(CodeInvalid, "memory %s cannot be restored: %v", mid, err)
	}
	return &out, n, nil
}

// restoreMemory brings back deleted memory $1 as it was ($2-$6 its namespace, $8 its creation,
// $9 on its State), written by run $7, at the version after its last kept one.
var restoreMemory = `
	insert into memories (id, scope, owner_id, agent_id, system_id, project_id, run_id, created_at, version,
	                      ` + record.Names[State]("") + `)
	values ($1, $2, $3, $4, $5, nullif($6, ''), $7, $8, (select coalesce(max(version), 0) + 1 from memory_versions where memory_id = $1),
	        ` + record.Params[State](9) + `)
	returning version`

// revertMemory makes memory $1 the State from $3 on exactly (an empty field stays empty), written
// by run $2.
var revertMemory = `
	update memories set run_id = $2, updated_at = now(), version = version + 1, ` + record.Assign[State](3, false) + `
	where id = $1`

// applyRevert makes one memory what it was before the run, as a write of the revert run (w's
// identity).
func (s *Service) applyRevert(ctx context.Context, w *changes, runID string, p *plannedChange) error {
	detail := map[string]any{"scope": p.Scope, "revertOf": runID, "forced": p.Conflict}
	if p.SystemID != "" {
		detail["systemId"] = p.SystemID
	}
	if p.ProjectID != "" {
		detail["projectId"] = p.ProjectID
	}
	m := Memory{ID: p.MemoryID, Namespace: p.Namespace}
	if p.Current != nil {
		m.AlwaysInject = p.Current.AlwaysInject
	}
	inject := p.Target != nil && p.Target.AlwaysInject
	t := p.Target
	switch p.Action {
	case "delete":
		return w.write(ctx, deleteChange(m, "revert"))
	case "restore":
		var sys *string
		if p.SystemID != "" {
			sys = &p.SystemID
		}
		return w.write(ctx, rowChange{act: writeRestore, m: m, inject: inject, row: restoreMemory,
			args:  append([]any{p.MemoryID, p.Scope, p.OwnerID, p.AgentID, sys, p.ProjectID, w.id.RunID, p.ref.CreatedAt}, record.Args(t.State)...),
			audit: ActRestore, detail: detail})
	case "update":
		return w.write(ctx, rowChange{act: writeUpdate, m: m, inject: inject, text: true, row: revertMemory,
			args:  append([]any{p.MemoryID, w.id.RunID}, record.Args(t.State)...),
			audit: ActUpdate, detail: detail})
	}
	return fmt.Errorf("revert: unknown action %q", p.Action)
}
