package memory

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	pgvector "github.com/pgvector/pgvector-go"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/policy"
)

// Save validates, scrubs and stores a memory for the caller. When a memory in the same namespace
// (same owner and agent for user scope, same system for system scope, same project for project
// scope) has a recallHint whose
// token overlap with the new one reaches the dedup threshold, that memory is updated in place
// (its previous text kept in memory_versions) and Updated is true.
//
// A system memory needs what policy.SystemNeed says: read access to add one, manage access to add
// an always-inject one or to update a near-duplicate in place (a reader's save whose hint is a
// near-duplicate of a stored memory is refused, naming it, and changes nothing).
//
// Errors: CodeUnauthenticated (no principal or agent), CodeInvalid (bad input),
// CodeForbidden (rule revoked, too low a level on the system, or the project is not the session's
// bound project or the caller has no write membership in it), CodeCapReached (the run's save
// cap is used up), CodeBudgetExhausted (the principal's write budget), CodeQuotaExceeded (the
// principal's storage quota). Nothing is stored when an error is returned.
func (s *Service) Save(ctx context.Context, id policy.Identity, in SaveInput) (SaveResult, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSave); err != nil {
		return SaveResult{}, err
	}
	res := SaveResult{}
	if err := s.prepare(&in, &res); err != nil {
		return SaveResult{}, err
	}

	// Embed outside the transaction: a slow or absent Ollama must not hold locks.
	if err := s.authorizeBeforeEmbedding(ctx, id, policy.OpSave); err != nil {
		return SaveResult{}, err
	}
	vec := s.embedOne(ctx, in.RecallHint+"\n\n"+in.Content)
	res, err := s.write(ctx, id, change{in: in, vec: vec}, res)
	if err != nil {
		return SaveResult{}, err
	}
	s.wrote(ctx, id.PrincipalID)
	s.savedWork(in, vec != nil)
	s.observer().Saved(ctx, res.Updated, res.Redactions)
	if s.log.Enabled(ctx, slog.LevelInfo) { // the attributes are built only for a line that is written
		id.RunID = res.Run
		s.log.InfoContext(ctx, "memory saved", "memory", res.ID, "updated", res.Updated,
			"scope", in.Scope, "redactions", res.Redactions, id.LogAttrs())
	}
	return res, nil
}

// saveIn is the transaction of a change (write), begin to commit, on conn. The caller is
// authorized in the same round trip as the begin and the dedup locks (taking them for a call
// refused a moment later costs nothing: the rollback releases them), the memory to change is
// looked up in a statement of its own once the locks are held (a save's near-duplicate, or
// ch.target), and every write goes out with the commit, the search index's with them (package
// search). With alone, the change takes the locks of all the caller's usage rows before its
// write, so its quota check is exact (queueQuotaCheck).
func (s *Service) saveIn(ctx context.Context, conn txConn, id policy.Identity, ch change, alone bool, res *SaveResult) error {
	in, vec := ch.in, ch.vec
	// Saves of near-duplicates in one namespace go one after the other, so concurrent
	// near-duplicates still yield one row (the dedup plan's token locks, held to commit).
	ns := dedupNamespace(in.Scope, id, in.SystemID, in.ProjectID)
	var c caller
	var rw runWrite
	var plan dedupPlan
	var planned bool
	b := &pgx.Batch{}
	b.Queue("begin")
	// A sessionless client's run first: its row is the only lock the choice may take, and every
	// write of the client takes it before any other.
	s.queueSessionlessRun(b, &id, &rw)
	queueLoadCaller(b, id, &c)
	queueLockAndPlanDedup(b, ns, in.RecallHint, s.opts.DedupThreshold, &plan, &planned)
	err := conn.SendBatch(ctx, b).Close()
	c.Identity, c.run = id, rw
	if c, err = s.admitCaller(ctx, c, policy.OpSave, err); err != nil {
		return err
	}
	res.Run = id.RunID
	// The caller's level on the system decides both what it may add and whether it may update a
	// near-duplicate in place (policy.SystemNeed): the same rule as every other change.
	var sysLevel policy.AccessLevel
	if in.Scope == string(ScopeSystem) {
		if sysLevel, err = systemLevel(ctx, conn, id.PrincipalID, in.SystemID); err != nil {
			return err
		}
		if err := systemChangeRefusal(in.SystemID, sysLevel, policy.Change{AlwaysInject: in.AlwaysInject}, ""); err != nil {
			return err
		}
	}
	if in.Scope == string(ScopeProject) {
		ok, err := canAccessProject(ctx, conn, id, in.ProjectID, policy.ProjectWrite)
		if err != nil {
			return err
		}
		if !ok {
			return projectRefusal(in.ProjectID, policy.ProjectWrite)
		}
	}
	if err := s.takeSaveSlots(ctx, conn, c); err != nil {
		return err
	}
	if alone {
		// Before the version a rewrite keeps, which counts against the usage too: the usage rows
		// are taken in shard order, all before any.
		if _, err := conn.Exec(ctx, `select recall_usage_lock($1)`, id.PrincipalID); err != nil {
			return fmt.Errorf("save memory: %w", err)
		}
	}
	var dup duplicate
	for attempt := 0; ; attempt++ {
		switch {
		case ch.target != "":
			// A change of one memory by id keeps its alwaysInject and expiry as they are now.
			if dup, err = targetOf(ctx, conn, id, ch.target); err != nil {
				return err
			}
			in.AlwaysInject, in.ExpiresAt = dup.alwaysInject, dup.expiresAt
		case planned:
			if dup, err = findDuplicateIn(ctx, conn, ns, plan, s.opts.DedupThreshold); err != nil {
				return err
			}
		}
		if dup.id == "" {
			res.ID = uuid.NewString()
			break
		}
		if in.Scope == string(ScopeSystem) {
			// An update in place changes the memory that is there: a reader's near-duplicate
			// must not rewrite a manager's fact (and saving it beside it would leave two
			// near-duplicates, the next save updating either).
			if err := systemChangeRefusal(in.SystemID, sysLevel, policy.ChangeExisting, dup.id); err != nil {
				s.log.WarnContext(ctx, "memory save refused: near-duplicate needs manage access", "memory", dup.id, c.LogAttrs())
				return err
			}
		}
		if err := s.vanishes(ctx, c, dup, in.ExpiresAt); err != nil {
			return err
		}
		if dup.ownerID != id.PrincipalID && s.opts.Limits.MaxBytes > 0 {
			// A rewrite of another owner's memory grows that owner's storage: its usage rows are
			// taken, all of them, before the version the rewrite keeps, so its check is exact.
			if _, err := conn.Exec(ctx, `select recall_usage_lock($1)`, dup.ownerID); err != nil {
				return fmt.Errorf("save memory: %w", err)
			}
		}
		// Keeping the old version needs its own round trip: it locks the row. A save whose
		// hint does not conflict with this one may have rewritten (or a delete removed) the
		// duplicate since it was judged: then it is judged again, as it is now.
		kept, err := keepVersionOf(ctx, conn, dup.id, id.RunID, dup.version)
		if err != nil {
			return err
		}
		if kept {
			res.ID, res.Updated = dup.id, true
			break
		}
		if attempt == 8 {
			return errorf(CodeBusy, "memory %s keeps changing under concurrent saves; nothing was changed, save again", dup.id)
		}
	}
	action := ActSave
	if res.Updated {
		action = ActUpdate
	}
	w := &pgx.Batch{}
	detail := saveDetail(in, res)
	if ch.target != "" {
		detail["edited"] = true
	}
	wr := written{mid: res.ID, act: writeCreate, after: 1, text: true, audit: action, detail: detail}
	if res.Updated {
		v := dup.version
		wr.act, wr.before, wr.after = writeUpdate, &v, v+1
		wr.row, wr.args = updateMemory, append([]any{dup.id, id.RunID}, record.Args(in.state())...)
	} else {
		var sys *string
		if in.Scope == string(ScopeSystem) {
			sys = &in.SystemID
		}
		wr.row, wr.args = insertMemory, append([]any{res.ID, in.Scope, id.PrincipalID, id.AgentID, sys, in.ProjectID, id.RunID},
			record.Args(in.state())...)
	}
	if in.AlwaysInject || dup.alwaysInject {
		n := changeOf(Memory{Namespace: Namespace{Scope: Scope(in.Scope), OwnerID: id.PrincipalID, AgentID: id.AgentID, SystemID: in.SystemID, ProjectID: in.ProjectID}})
		wr.inject = &n
	}
	// A new memory writes no row other saves write (package search counts its words later), and
	// the caller's usage row it writes is its connection's own (one of 16).
	if err := s.queueWritten(w, id, wr); err != nil {
		return err
	}
	var quotaErr error
	g := growth(id, res.ID, dup)
	s.queueQuotaCheck(ctx, w, id, g, alone || g.owner != id.PrincipalID, &quotaErr)
	if vec != nil {
		queueEmbedding(w, res.ID, s.embed.Model(), vec)
	}
	queueCommit(w)
	if err := conn.SendBatch(ctx, w).Close(); err != nil {
		if quotaErr != nil {
			return quotaErr
		}
		return fmt.Errorf("save memory: %w", err)
	}
	return nil
}

// saveDetail is the audit detail of a save (or an edit) of in: where it went and what the scrubber
// redacted (how many, by which rules; never what).
func saveDetail(in SaveInput, res *SaveResult) map[string]any {
	detail := map[string]any{"scope": in.Scope, "redactions": res.Redactions}
	if in.SystemID != "" {
		detail["systemId"] = in.SystemID
	}
	if in.ProjectID != "" {
		detail["projectId"] = in.ProjectID
	}
	if len(res.Rules) > 0 {
		detail["scrubRules"] = res.Rules
	}
	return detail
}

// queueCommit ends a batch with the commit of its transaction. A statement that fails stops the
// batch before it (the caller then rolls back); a commit that PostgreSQL turns into a rollback
// is an error too.
func queueCommit(w *pgx.Batch) {
	w.Queue("commit").Exec(func(ct pgconn.CommandTag) error {
		if ct.String() != "COMMIT" {
			return pgx.ErrTxCommitRollback
		}
		return nil
	})
}

// prepare is the one validation and scrubbing path of every stored memory (saveMemory and
// `admin import` alike): it trims, checks every field's limits, then scrubs every stored text
// field (recallHint, content, tags, sourceConversationId), counting redactions and rules in res.
// A field can only be refused before scrubbing: a redaction marker is longer than nothing, so the
// limits are checked again on what will be stored.
func (s *Service) prepare(in *SaveInput, res *SaveResult) error {
	in.Scope = strings.TrimSpace(in.Scope)
	in.SystemID = strings.TrimSpace(in.SystemID)
	in.ProjectID = strings.TrimSpace(in.ProjectID)
	in.SourceConversationID = strings.TrimSpace(in.SourceConversationID)
	in.Source = cmp.Or(in.Source, SourceTool)
	if err := check(*in); err != nil {
		return err
	}
	clean := func(t string) string {
		r := s.scrub.Scrub(t)
		res.Redactions += r.Redactions
		for _, rule := range r.Rules {
			if !slices.Contains(res.Rules, rule) {
				res.Rules = append(res.Rules, rule)
			}
		}
		return r.Text
	}
	in.RecallHint = clean(strings.TrimSpace(in.RecallHint))
	in.Content = clean(in.Content)
	if in.SourceConversationID != "" {
		in.SourceConversationID = clean(in.SourceConversationID)
	}
	tags := make([]string, 0, len(in.Tags))
	for _, t := range in.Tags {
		t = clean(strings.TrimSpace(t))
		if !slices.Contains(tags, t) {
			tags = append(tags, t)
		}
	}
	in.Tags = tags
	// A redaction marker can make a field longer than its limit: truncate nothing silently,
	// refuse instead (what was sent fit; what would be stored does not).
	if err := check(*in); err != nil {
		const after = " (after secrets were redacted; remove the secret and save again)"
		e := err.(*Error)
		for f, msg := range e.Fields {
			e.Fields[f] = msg + after
		}
		e.Msg += after
		return e
	}
	return nil
}

// takeRunSlot counts one save against the run's cap, atomically: the conditional upsert holds
// the row lock, so concurrent saves on any number of server processes cannot pass the cap. The
// slot is given back if the save's transaction rolls back.
func (s *Service) takeRunSlot(ctx context.Context, tx txConn, c caller) error {
	if c.RunCap == nil {
		return nil
	}
	capN := *c.RunCap
	if c.RunID == "" {
		return errorf(CodeInvalid, "this principal has a per-run save cap, but the call carries no run id")
	}
	var used int
	err := tx.QueryRow(ctx, `
		insert into run_saves (principal_id, run_id, saves) values ($1, $2, 1)
		on conflict (principal_id, run_id) do update set saves = run_saves.saves + 1
		    where run_saves.saves < $3
		returning saves`, c.PrincipalID, c.RunID, capN).Scan(&used)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		// The run's count (the cap may have been lowered below it): read under the row lock the
		// upsert took.
		if err := tx.QueryRow(ctx, `select saves from run_saves where principal_id = $1 and run_id = $2`, c.PrincipalID, c.RunID).Scan(&used); err != nil {
			return fmt.Errorf("run cap: %w", err)
		}
	case err == nil && used > capN:
		used = 0 // a cap of 0: this save was the run's first
	default:
		return err
	}
	s.log.WarnContext(ctx, "memory save refused: run cap reached", "cap", capN, "used", used, c.LogAttrs())
	s.observer().CapRefused(ctx)
	return s.capRefusal(c, used, capN)
}

// insertMemory writes a new memory: its namespace and run ($1-$7), then its State ($8 on).
var insertMemory = `
	insert into memories (id, scope, owner_id, agent_id, system_id, project_id, run_id, ` + record.Names[State]("") + `)
	values ($1, $2, $3, $4, $5, nullif($6, ''), nullif($7, ''), ` + record.Params[State](8) + `)`

// updateMemory overwrites memory $1 with the State from $3 on, by run $2 (a State field tagged
// keep that is empty keeps its value).
var updateMemory = `
	update memories set run_id = nullif($2, ''), updated_at = now(), version = version + 1, ` + record.Assign[State](3, true) + `
	where id = $1`

// keepVersion locks memory mid and copies its current state (the whole row, so a deleted memory
// can be restored) into memory_versions before it is replaced or deleted, naming the run that
// replaced it. It returns the version it kept: what a later revert of that run restores. A memory
// deleted by a concurrent call is CodeNotFound.
func keepVersion(ctx context.Context, tx pgx.Tx, mid, byRun string) (int, error) {
	v, ok, err := keepVersionAt(ctx, tx, mid, byRun, nil)
	if err == nil && !ok {
		return 0, errorf(CodeNotFound, "memory %s was deleted while this call ran; nothing was changed", mid)
	}
	return v, err
}

// keepVersionOf is keepVersion for a memory judged at version want: kept is false, and nothing is
// written, when it has been rewritten or deleted since.
func keepVersionOf(ctx context.Context, tx txConn, mid, byRun string, want int) (bool, error) {
	_, ok, err := keepVersionAt(ctx, tx, mid, byRun, &want)
	return ok, err
}

func keepVersionAt(ctx context.Context, tx txConn, mid, byRun string, want *int) (int, bool, error) {
	var v int
	err := tx.QueryRow(ctx, keepVersionSQL, mid, byRun, want).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("keep memory version: %w", err)
	}
	return v, true, nil
}

// keepVersionSQL copies memory $1 (at version $3, when given) into memory_versions, replaced by
// run $2: the same State columns, the namespace, and the times as a version names them.
var keepVersionSQL = `
	with cur as (select * from memories where id = $1 for update)
	insert into memory_versions (memory_id, version, run_id, valid_from, replaced_by_run, scope, owner_id,
	                             agent_id, system_id, created_at, project_id, ` + record.Names[State]("") + `)
	select id, version, run_id, updated_at, nullif($2, ''), scope, owner_id, agent_id, system_id, created_at,
	       project_id, ` + record.Names[State]("") + `
	from cur where $3::int is null or version = $3
	returning version`

func storeEmbedding(ctx context.Context, tx pgx.Tx, mid, model string, vec []float32) error {
	w := &pgx.Batch{}
	queueEmbedding(w, mid, model, vec)
	if err := tx.SendBatch(ctx, w).Close(); err != nil {
		return fmt.Errorf("store embedding: %w", err)
	}
	return nil
}

func queueEmbedding(w *pgx.Batch, mid, model string, vec []float32) {
	w.Queue(`
		insert into memory_embeddings (memory_id, model, dims, embedding) values ($1, $2, $3, $4)
		on conflict (memory_id, model) do update set dims = excluded.dims, embedding = excluded.embedding, created_at = now()`,
		mid, model, len(vec), pgvector.NewVector(vec))
}
