package memory

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/policy"
)

// A run is every write one principal made under one run id: an MCP session, a stdio process,
// what a client named with X-Recall-Run-Id / RECALL_RUN_ID, or a sessionless client's run
// (sessionless.go). Every write to a memory is journaled
// in run_writes, in the write's transaction, so a run can be listed, shown and reverted.

// writeAction is what one journaled write did to a memory.
type writeAction string

const (
	writeCreate  writeAction = "create"
	writeUpdate  writeAction = "update"
	writeDelete  writeAction = "delete"
	writeRestore writeAction = "restore" // a revert brought back a deleted memory
)

// queueRecordWrite journals one write by id's run to memory mid, in a batch of the writing
// transaction. before is the version the write replaced (nil for a create or restore); after the
// version it produced (0 for a delete). It runs after the write took the memory's row lock (a new
// memory has none to take), so per memory the journal's order is write order.
func queueRecordWrite(w *pgx.Batch, id policy.Identity, mid string, act writeAction, before *int, after int) {
	var aft *int
	if after > 0 {
		aft = &after
	}
	var principalID *string
	if id.PrincipalID != "" {
		principalID = &id.PrincipalID
	}
	w.Queue(`
		insert into run_writes (run_id, principal_id, principal, agent_id, transport, memory_id, action,
		                        version_before, version_after)
		values ($1, $2, $3, nullif($4, ''), $5, $6, $7, $8, $9)`,
		id.RunID, principalID, id.Principal, id.AgentID, cmp.Or(id.Transport, "unknown"), mid, string(act), before, aft)
}

// RunFilter narrows a run listing; zero fields match everything.
type RunFilter struct {
	Principal string    // runs of this principal (by name)
	Since     time.Time // runs that wrote at or after this time
	Limit     int       // most runs, newest first; default 200
	// ServicesOnly keeps the runs of service principals (unattended agents) only.
	ServicesOnly bool
}

// RunSummary is one run: who made it, when, and how many memories it created, updated and
// deleted (each memory counted once, by the run's net effect on it).
type RunSummary struct {
	RunID      string    `json:"runId"`
	Principal  string    `json:"principal"`
	Agent      string    `json:"agent,omitempty"` // comma-separated when the run wrote under several
	Transport  string    `json:"transport"`       // comma-separated when several
	FirstWrite time.Time `json:"firstWrite"`
	LastWrite  time.Time `json:"lastWrite"`
	Writes     int       `json:"writes"`
	Created    int       `json:"created"`
	Updated    int       `json:"updated"`
	Deleted    int       `json:"deleted"`
	// Reverts is set when this run is a revert: the run it undid.
	Reverts string `json:"reverts,omitempty"`
	// RevertedBy lists the reverts of this run, oldest first.
	RevertedBy []string `json:"revertedBy,omitempty"`
	// Service is set when the run's principal is a service principal (an unattended agent).
	Service bool `json:"service,omitempty"`
	// RunCap is the principal's per-run save cap (nil: none), CapUsed what the run's cap
	// counter recorded against it (creates and in-place updates; nil when nothing was counted).
	RunCap  *int `json:"runCap,omitempty"`
	CapUsed *int `json:"capUsed,omitempty"`
	// Client is set for the run of a client without a session that named no run: the
	// credential whose calls made it ("token:<token id>", "oauth:<grant id>"). Such a run is named
	// auto-<date it started>-<the credential's first 8 hex digits>-<its number>.
	Client string `json:"client,omitempty"`
}

// MemoryState is a memory at one version: what `run show` prints as before / after, and what a
// revert restores.
type MemoryState struct {
	Version int `json:"version" db:"version"`
	State
}

// sameContent reports whether two states hold the same memory (version numbers aside, and what
// wrote them: the same text saved again by another client is the same memory). nil is a memory
// that does not exist.
func sameContent(a, b *MemoryState) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	x, y := a.State, b.State
	if (x.ExpiresAt == nil) != (y.ExpiresAt == nil) || x.ExpiresAt != nil && !x.ExpiresAt.Equal(*y.ExpiresAt) {
		return false
	}
	x.ExpiresAt, y.ExpiresAt, x.Source, y.Source = nil, nil, "", ""
	if len(x.Tags) == 0 && len(y.Tags) == 0 {
		x.Tags, y.Tags = nil, nil
	}
	return reflect.DeepEqual(x, y)
}

// RunChange is the run's net effect on one memory.
type RunChange struct {
	RunID     string `json:"runId"`
	Principal string `json:"principal"`
	MemoryID  string `json:"memoryId"`
	// Action is created, restored (a revert brought it back), updated or deleted. A memory the
	// run created and then deleted is created with After nil.
	Action string `json:"action"`
	Namespace
	FirstWrite time.Time `json:"firstWrite"`
	LastWrite  time.Time `json:"lastWrite"`
	Writes     int       `json:"writes"`
	// VersionReplaced is the version the run's first change replaced (nil when it created it).
	VersionReplaced *int `json:"versionReplaced,omitempty"`
	// Before is the memory before the run's first change, After after its last (nil: absent).
	Before *MemoryState `json:"before"`
	After  *MemoryState `json:"after"`
	// LaterRuns are the other runs ("principal/run") that wrote this memory after the run's
	// first change: a revert would overwrite their work.
	LaterRuns []string `json:"laterRuns,omitempty"`
	// Withheld is set (ShowOwnRun) when the caller can no longer read the memory: a system it
	// lost access to, or a project its session is not bound to or it is no longer a member of.
	// Before and After are then left out.
	Withheld bool `json:"withheld,omitempty"`
}

// RunDetail is one run and its changes, one per memory, in the order the run first wrote them.
type RunDetail struct {
	RunSummary
	Changes []RunChange `json:"changes"`
}

// ListRuns lists runs, most recent last write first. Admin operation (policy.AdminRuns).
func (s *Service) ListRuns(ctx context.Context, admin policy.Identity, f RunFilter) ([]RunSummary, error) {
	var out []RunSummary
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminRuns); err != nil {
			return err
		}
		var err error
		out, err = listRuns(ctx, tx, f, "")
		return err
	})
	return out, err
}

// ownerAgent gives an identity without an agent namespace (the console's: a person acting
// across all of their agents) the console's namespace, which the owner's run operations record.
func ownerAgent(id policy.Identity) policy.Identity {
	if id.AgentID == "" {
		id.AgentID = consoleAgent
	}
	return id
}

// ListOwnRuns lists the caller's own runs (every agent of the caller's principal), for an owner
// who reviews what their agents wrote. It needs the read rule.
func (s *Service) ListOwnRuns(ctx context.Context, id policy.Identity, since time.Time, limit int) ([]RunSummary, error) {
	id = ownerAgent(id)
	if err := s.checkIdentity(ctx, id, policy.OpRead); err != nil {
		return nil, err
	}
	var out []RunSummary
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		c, err := s.authorize(ctx, tx, id, policy.OpRead)
		if err != nil {
			return err
		}
		out, err = listRuns(ctx, tx, RunFilter{Principal: c.Principal, Since: since, Limit: limit}, "")
		return err
	})
	return out, err
}

// listRuns lists the runs f selects, or only run runID when it is set.
func listRuns(ctx context.Context, tx pgx.Tx, f RunFilter, runID string) ([]RunSummary, error) {
	if f.Limit <= 0 {
		f.Limit = 200
	}
	rows, err := tx.Query(ctx, `
		with runs as (
			select run_id, principal, (array_agg(principal_id) filter (where principal_id is not null))[1] as principal_id,
			       coalesce(string_agg(distinct agent_id, ',' order by agent_id), '') as agents,
			       string_agg(distinct transport, ',' order by transport) as transports,
			       min(at) as first_at, max(at) as last_at, count(*) as writes
			from run_writes
			where run_id <> '' and ($1 = '' or principal = $1) and ($4 = '' or run_id = $4)
			  and (not $5 or exists (select 1 from principals p where p.id = run_writes.principal_id and p.service))
			group by run_id, principal
			having max(at) >= $2
			order by max(at) desc, run_id
			limit $3
		), mem as (
			select w.run_id, w.principal,
			       (array_agg(w.action order by w.id))[1] as first_act,
			       (array_agg(w.action order by w.id desc))[1] as last_act
			from run_writes w join runs r on r.run_id = w.run_id and r.principal = w.principal
			group by w.run_id, w.principal, w.memory_id
		)
		select r.run_id, r.principal, r.agents, r.transports, r.first_at, r.last_at, r.writes,
		       count(*) filter (where m.first_act in ('create', 'restore')),
		       count(*) filter (where m.first_act not in ('create', 'restore') and m.last_act <> 'delete'),
		       count(*) filter (where m.first_act not in ('create', 'restore') and m.last_act = 'delete'),
		       coalesce((select v.run_id from run_reverts v where v.reverted_by = r.run_id order by v.id limit 1), ''),
		       array(select v.reverted_by from run_reverts v
		             where v.run_id = r.run_id and v.principal = r.principal order by v.id),
		       coalesce(p.service, false), p.run_cap,
		       (select rs.saves from run_saves rs where rs.principal_id = r.principal_id and rs.run_id = r.run_id),
		       coalesce((select sr.client from sessionless_runs sr where sr.principal_id = r.principal_id and sr.run_id = r.run_id limit 1), '')
		from runs r join mem m on m.run_id = r.run_id and m.principal = r.principal
		left join principals p on p.id = r.principal_id
		group by r.run_id, r.principal, r.principal_id, r.agents, r.transports, r.first_at, r.last_at, r.writes, p.service, p.run_cap
		order by r.last_at desc, r.run_id`, f.Principal, f.Since, f.Limit, runID, f.ServicesOnly)
	if err != nil {
		return nil, fmt.Errorf("list runs: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (RunSummary, error) {
		var s RunSummary
		err := r.Scan(&s.RunID, &s.Principal, &s.Agent, &s.Transport, &s.FirstWrite, &s.LastWrite, &s.Writes,
			&s.Created, &s.Updated, &s.Deleted, &s.Reverts, &s.RevertedBy, &s.Service, &s.RunCap, &s.CapUsed, &s.Client)
		return s, err
	})
}

// ShowRun returns one run and every memory it created, updated (with the version it replaced)
// or deleted, with each memory before and after the run. principal may be empty unless several
// principals used the same run id. Admin operation (policy.AdminRuns). Errors: CodeNotFound (no
// such run), CodeInvalid (the run id is ambiguous).
func (s *Service) ShowRun(ctx context.Context, admin policy.Identity, runID, principal string) (RunDetail, error) {
	var d RunDetail
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		if err := s.requireAdmin(ctx, tx, admin, policy.AdminRuns); err != nil {
			return err
		}
		var err error
		d, err = showRun(ctx, tx, runID, principal)
		return err
	})
	return d, err
}

// ShowOwnRun is ShowRun for the owner of the run: only runs of the caller's own principal.
func (s *Service) ShowOwnRun(ctx context.Context, id policy.Identity, runID string) (RunDetail, error) {
	id = ownerAgent(id)
	if err := s.checkIdentity(ctx, id, policy.OpRead); err != nil {
		return RunDetail{}, err
	}
	var d RunDetail
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		c, err := s.authorize(ctx, tx, id, policy.OpRead)
		if err != nil {
			return err
		}
		if d, err = showRun(ctx, tx, runID, c.Principal); err != nil {
			return err
		}
		for i := range d.Changes {
			ch := &d.Changes[i]
			if ch.Scope == ScopeUser {
				continue // the caller's own, under any of its agents
			}
			var ok bool
			if err := tx.QueryRow(ctx, `select case $1
				when 'system' then $2 = any(array(`+grantedSystems("$4", readLevels)+`))
				when 'project' then $3 = any(array(`+visibleProjects("$4", "$5", readProjectLevels)+`))
				else false end`, string(ch.Scope), ch.SystemID, ch.ProjectID, id.PrincipalID, id.ProjectID).Scan(&ok); err != nil {
				return err
			}
			if !ok {
				ch.Before, ch.After, ch.Withheld = nil, nil, true
			}
		}
		return nil
	})
	return d, err
}

func showRun(ctx context.Context, tx pgx.Tx, runID, principal string) (RunDetail, error) {
	principal, err := resolveRun(ctx, tx, runID, principal)
	if err != nil {
		return RunDetail{}, err
	}
	runs, err := listRunsOf(ctx, tx, runID, principal)
	if err != nil {
		return RunDetail{}, err
	}
	d := RunDetail{RunSummary: runs}
	writes, err := runWritesOf(ctx, tx, runID, principal)
	if err != nil {
		return RunDetail{}, err
	}
	for _, mw := range groupByMemory(writes) {
		ch, err := describe(ctx, tx, runID, principal, mw)
		if err != nil {
			return RunDetail{}, err
		}
		d.Changes = append(d.Changes, ch)
	}
	return d, nil
}

// listRunsOf returns the summary of one resolved run.
func listRunsOf(ctx context.Context, tx pgx.Tx, runID, principal string) (RunSummary, error) {
	runs, err := listRuns(ctx, tx, RunFilter{Principal: principal}, runID)
	if err != nil {
		return RunSummary{}, err
	}
	if len(runs) != 1 {
		return RunSummary{}, errorf(CodeNotFound, "no run %q of %s", runID, principal)
	}
	return runs[0], nil
}

// resolveRun returns the principal of run runID, checking that principal (if given) made it and
// that the run id names one principal's run.
func resolveRun(ctx context.Context, tx pgx.Tx, runID, principal string) (string, error) {
	if strings.TrimSpace(runID) == "" {
		return "", errorf(CodeInvalid, "give a run id; list runs with `recall admin run list`")
	}
	rows, err := tx.Query(ctx, `select distinct principal from run_writes
		where run_id = $1 and ($2 = '' or principal = $2) order by principal`, runID, principal)
	if err != nil {
		return "", err
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return "", err
	}
	switch {
	case len(names) == 0 && principal != "":
		return "", errorf(CodeNotFound, "no run %q of principal %q; list runs with `recall admin run list --principal %s`", runID, principal, principal)
	case len(names) == 0:
		return "", errorf(CodeNotFound, "no run %q: it wrote no memory; list runs with `recall admin run list`", runID)
	case len(names) > 1:
		return "", errorf(CodeInvalid, "run id %q was used by several principals (%s); name one with --principal", runID, strings.Join(names, ", "))
	}
	return names[0], nil
}

// journaled is one row of run_writes.
type journaled struct {
	ID        int64
	At        time.Time
	MemoryID  string
	Action    writeAction
	Before    *int
	After     *int
	Principal string
	RunID     string
}

func runWritesOf(ctx context.Context, tx pgx.Tx, runID, principal string) ([]journaled, error) {
	rows, err := tx.Query(ctx, `select id, at, memory_id::text, action, version_before, version_after, principal, run_id
		from run_writes where run_id = $1 and principal = $2 order by id`, runID, principal)
	if err != nil {
		return nil, fmt.Errorf("run writes: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (journaled, error) {
		var j journaled
		err := r.Scan(&j.ID, &j.At, &j.MemoryID, &j.Action, &j.Before, &j.After, &j.Principal, &j.RunID)
		return j, err
	})
}

// memoryWrites is one run's writes to one memory, in order.
type memoryWrites struct {
	MemoryID string
	Writes   []journaled
}

func (m memoryWrites) first() journaled { return m.Writes[0] }
func (m memoryWrites) last() journaled  { return m.Writes[len(m.Writes)-1] }

// groupByMemory groups writes by memory, in the order the run first wrote each.
func groupByMemory(ws []journaled) []memoryWrites {
	idx := map[string]int{}
	var out []memoryWrites
	for _, w := range ws {
		i, ok := idx[w.MemoryID]
		if !ok {
			i = len(out)
			idx[w.MemoryID] = i
			out = append(out, memoryWrites{MemoryID: w.MemoryID})
		}
		out[i].Writes = append(out[i].Writes, w)
	}
	return out
}

// memoryRef is where a memory lives: the columns no write changes.
type memoryRef struct {
	Namespace
	CreatedAt time.Time
}

// stateRow is a MemoryState read with its memory's namespace: null in a version kept before
// migration 009, which kept its text only.
type stateRow struct {
	MemoryState
	Scope     *string    `db:"scope"`
	OwnerID   *string    `db:"owner_id"`
	AgentID   *string    `db:"agent_id"`
	SystemID  string     `db:"system_id"`
	ProjectID string     `db:"project_id"`
	CreatedAt *time.Time `db:"created_at"`
}

func (r stateRow) ref() memoryRef {
	if r.Scope == nil || r.OwnerID == nil || r.AgentID == nil || r.CreatedAt == nil {
		return memoryRef{}
	}
	return memoryRef{Namespace: Namespace{Scope: Scope(*r.Scope), OwnerID: *r.OwnerID, AgentID: *r.AgentID, SystemID: r.SystemID,
		ProjectID: r.ProjectID}, CreatedAt: *r.CreatedAt}
}

// stateColumns selects a stateRow from memories or memory_versions.
var stateColumns = `version, ` + record.Select[State]("") + `, scope, owner_id::text as owner_id, agent_id,
	coalesce(system_id, '') as system_id, coalesce(project_id, '') as project_id, created_at`

// stateAt loads memory mid at version v: the live row if it is at v, else the kept version.
// found is false when neither holds it.
func stateAt(ctx context.Context, tx pgx.Tx, mid string, v int) (*MemoryState, memoryRef, bool, error) {
	r, err := scanRow[stateRow](tx.Query(ctx, `
		(select `+stateColumns+` from memories where id = $1 and version = $2
		union all
		select `+stateColumns+` from memory_versions where memory_id = $1 and version = $2)
		limit 1`, mid, v))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, memoryRef{}, false, nil
	}
	if err != nil {
		return nil, memoryRef{}, false, fmt.Errorf("load memory %s version %d: %w", mid, v, err)
	}
	return &r.MemoryState, r.ref(), true, nil
}

// current loads the live memory mid (nil when it does not exist), locking it when lock is set.
func current(ctx context.Context, tx pgx.Tx, mid string, lock bool) (*MemoryState, memoryRef, error) {
	q := `select ` + stateColumns + ` from memories where id = $1`
	if lock {
		q += ` for update`
	}
	r, err := scanRow[stateRow](tx.Query(ctx, q, mid))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, memoryRef{}, nil
	}
	if err != nil {
		return nil, memoryRef{}, fmt.Errorf("load memory %s: %w", mid, err)
	}
	return &r.MemoryState, r.ref(), nil
}

// laterRuns returns the other runs ("principal/run") that wrote memory mid after journal row
// after: the writes a revert of this run would overwrite.
func laterRuns(ctx context.Context, tx pgx.Tx, mid string, after int64, runID, principal string) ([]string, error) {
	rows, err := tx.Query(ctx, `
		select principal || '/' || run_id from run_writes
		where memory_id = $1 and id > $2 and not (run_id = $3 and principal = $4)
		group by principal, run_id order by min(id)`, mid, after, runID, principal)
	if err != nil {
		return nil, fmt.Errorf("later writes: %w", err)
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// describe builds the run's net change to one memory.
func describe(ctx context.Context, tx pgx.Tx, runID, principal string, mw memoryWrites) (RunChange, error) {
	first, last := mw.first(), mw.last()
	ch := RunChange{RunID: runID, Principal: principal, MemoryID: mw.MemoryID, FirstWrite: first.At,
		LastWrite: last.At, Writes: len(mw.Writes), VersionReplaced: first.Before}
	var refs []memoryRef
	if first.Before != nil {
		st, ref, ok, err := stateAt(ctx, tx, mw.MemoryID, *first.Before)
		if err != nil {
			return ch, err
		}
		if ok {
			ch.Before = st
			refs = append(refs, ref)
		}
	}
	if last.After != nil {
		st, ref, ok, err := stateAt(ctx, tx, mw.MemoryID, *last.After)
		if err != nil {
			return ch, err
		}
		if ok {
			ch.After = st
			refs = append(refs, ref)
		}
	}
	cur, ref, err := current(ctx, tx, mw.MemoryID, false)
	if err != nil {
		return ch, err
	}
	if cur != nil {
		refs = append(refs, ref)
	}
	for _, r := range refs {
		if r.Scope != "" {
			ch.Namespace = r.Namespace
			break
		}
	}
	switch {
	case first.Action == writeCreate:
		ch.Action = "created"
	case first.Action == writeRestore:
		ch.Action = "restored"
	case last.Action == writeDelete:
		ch.Action = "deleted"
	default:
		ch.Action = "updated"
	}
	ch.LaterRuns, err = laterRuns(ctx, tx, mw.MemoryID, first.ID, runID, principal)
	return ch, err
}
