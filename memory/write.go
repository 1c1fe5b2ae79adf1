package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// A change to a memory's text (an agent's save, a capture, an import from another memory server,
// a person's console edit) is written by write, and only there: one transaction style, and inside
// it, in saveIn, the same questions for every entry point: the caller's rule and its level on the
// system or project, the run's cap and the write budget (takeSaveSlots), whether the change
// makes an existing memory disappear (vanishes), and the storage quota (queueQuotaCheck). The
// version, journal, audit, index and notification are written in the same batch.
//
// Every other change of a memory (a delete, an approved deletion, an alwaysInject flip, a
// revert's rewrite, restore or delete) is written by changes.write, in the transaction of its
// entry point: the version, the row, the index, the journal, the audit row and the notification,
// in that order, and the storage quota of the owners whose storage it grows, checked when the
// transaction's changes are done (changes.done). Delete and flip run in changeTx, which asks the
// caller's rule first. An admin import inserts its memories in batches of one statement each
// (import.go) and checks their owners' quotas through changes too; the retention purge removes
// expired memories in batches, keeping no version (purge.go).

// change is what write writes: the prepared (validated, scrubbed) input, its embedding, and for
// a change to one known memory (a console edit) that memory's id.
type change struct {
	in     SaveInput
	vec    []float32
	target string // the memory to rewrite; "" for a save, which looks for a near-duplicate
}

// write runs saveIn in a transaction of its own connection: its begin goes out with the first
// statements and its commit with the writes (three round trips for a save that has no
// duplicate, where pgx.BeginFunc took six). A quota check that could not decide while other
// saves of the principal were under way (errUsageNear) runs the change again, alone among them.
// A change refused because it is a delete that needs a person's approval (vanishPending) is
// recorded as a pending deletion instead, as deleteMemory would, and answered CodePendingApproval.
func (s *Service) write(ctx context.Context, id policy.Identity, ch change, prepared SaveResult) (SaveResult, error) {
	res, err := s.writeTx(ctx, id, ch, prepared)
	var vp *vanishPending
	if !errors.As(err, &vp) {
		return res, err
	}
	pid, err := s.RequestDeletion(ctx, id, vp.mid)
	if err != nil {
		return SaveResult{}, err
	}
	return SaveResult{}, errorf(CodePendingApproval, "memory %s was not changed: expiresAt %s would make it disappear within the purge grace, which is a delete, and deletions by principal %q need a person's approval. The deletion is pending (id %s) until approved in the console or with `recall admin deletion approve %s`; to update the memory instead, save it without expiresAt or with one after %s",
		vp.mid, vp.expiresAt.UTC().Format(time.RFC3339), id.Principal, pid, pid, vp.until.UTC().Format(time.RFC3339))
}

func (s *Service) writeTx(ctx context.Context, id policy.Identity, ch change, prepared SaveResult) (SaveResult, error) {
	in := ch.in
	// A turn among the namespace's saves (Limits.NamespaceWriters), before a connection is taken.
	release, err := s.writers.Take(ctx, dedupNamespace(in.Scope, id, in.SystemID, in.ProjectID), s.opts.Limits.NamespaceWriters, nil)
	if err != nil {
		return SaveResult{}, err
	}
	defer release()
	conn, err := s.db.Acquire(ctx)
	if err != nil {
		return SaveResult{}, fmt.Errorf("save memory: %w", err)
	}
	defer conn.Release() // a connection still in a transaction is closed, never reused
	defer func() {
		// Whatever ended the change before its commit (a refusal, an error, a panic) leaves
		// nothing behind.
		if conn.Conn().PgConn().TxStatus() != 'I' {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			conn.Exec(rctx, "rollback") //nolint:errcheck
		}
	}()
	res := prepared
	err = s.saveIn(ctx, conn, id, ch, false, &res)
	if errors.Is(err, errUsageNear) {
		// The caller's usage is within reach of a quota: checked again, alone among its saves.
		if _, err = conn.Exec(ctx, "rollback"); err == nil {
			res = prepared
			err = s.saveIn(ctx, conn, id, ch, true, &res)
		}
	}
	if err != nil {
		return SaveResult{}, err
	}
	return res, nil
}

// minVanishWindow is the shortest purge grace vanishes assumes: with a grace of 0 an expiry two
// seconds ahead would otherwise be no delete, and the purge would remove the memory moments later.
const minVanishWindow = time.Hour

// vanishPending is a change refused by vanishes because the caller's deletes need a person's
// approval: write records the pending deletion.
type vanishPending struct {
	mid              string
	expiresAt, until time.Time
}

func (e *vanishPending) Error() string {
	return "the change deletes memory " + e.mid + ": pending approval"
}

// vanishes applies the delete rules to a change that would make existing memory dup disappear:
// one that sets its expiresAt before the end of the purge grace from now (an expired memory is
// hidden at once and purged after the grace), earlier than it was to expire anyway. Such a change
// is a delete, so a service principal may not make it (policy.Check of OpDelete), and a principal
// whose deletes need a person's approval gets a pending deletion instead (vanishPending), as
// deleteMemory gives it. A later expiry, or none, is an ordinary change.
func (s *Service) vanishes(ctx context.Context, c caller, dup duplicate, next *time.Time) error {
	if next == nil {
		return nil
	}
	until := time.Now().Add(max(s.purgeGrace(), minVanishWindow))
	if !next.Before(until) || (dup.expiresAt != nil && !next.Before(*dup.expiresAt)) {
		return nil
	}
	if v := policy.Check(c.Caller, policy.OpDelete); !v.Allowed {
		s.log.WarnContext(ctx, "memory change refused: an expiry within the purge grace is a delete", "memory", dup.id, "reason", v.Reason, c.LogAttrs())
		return errorf(CodeForbidden, "memory %s was not changed: expiresAt %s would make it disappear within the purge grace, which is a delete, and %s. Save it without expiresAt or with one after %s",
			dup.id, next.UTC().Format(time.RFC3339), v.Reason, until.UTC().Format(time.RFC3339))
	}
	if policy.DeleteNeedsApproval(c.DeletesNeedApproval, c.Transport) {
		s.log.InfoContext(ctx, "memory change held: an expiry within the purge grace is a delete that needs approval", "memory", dup.id, c.LogAttrs())
		return &vanishPending{mid: dup.id, expiresAt: *next, until: until}
	}
	return nil
}

// purgeGrace is how long the purge keeps an expired memory (Options.PurgeGrace).
func (s *Service) purgeGrace() time.Duration {
	if s.opts.PurgeGrace == nil {
		return DefaultRetention.Grace
	}
	return *s.opts.PurgeGrace
}

// targetOf loads memory mid for a change of it by id (a console edit), as saveIn judges a
// near-duplicate: with change access (loadVisible), its version, and what rewriting it frees.
func targetOf(ctx context.Context, conn txConn, id policy.Identity, mid string) (duplicate, error) {
	m, err := loadVisible(ctx, conn, id, mid, changeLevel, false)
	if err != nil {
		return duplicate{}, err
	}
	d := duplicate{id: m.ID, alwaysInject: m.AlwaysInject, ownerID: m.OwnerID, expiresAt: m.ExpiresAt}
	err = conn.QueryRow(ctx, `select version,
		    recall_memory_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id), length(search),
		                       cardinality(hint_tokens))
		    - recall_version_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id))
		from memories where id = $1`, mid).Scan(&d.version, &d.freed)
	if errors.Is(err, pgx.ErrNoRows) {
		return duplicate{}, notFound(mid, changeLevel)
	}
	if err != nil {
		return duplicate{}, fmt.Errorf("load memory: %w", err)
	}
	return d, nil
}

// usage is one principal's storage as principal_usage sums it.
type usage struct{ memories, bytes int64 }

func usageOf(ctx context.Context, tx txConn, principal string) (usage, error) {
	var u usage
	err := tx.QueryRow(ctx, `select coalesce(sum(memories), 0)::bigint, coalesce(sum(bytes), 0)::bigint
		from principal_usage where principal_id = $1`, principal).Scan(&u.memories, &u.bytes)
	if err != nil {
		return u, fmt.Errorf("storage usage: %w", err)
	}
	return u, nil
}

// quotaRefusal is the one CodeQuotaExceeded message: what the change would make, the quota, and
// what to do.
func quotaRefusal(would, setting string, quota int64) error {
	return errorf(CodeQuotaExceeded, "storage quota exceeded: %s, the most allowed is %d; nothing was changed. Delete or shorten memories (or ask an admin to raise %s)",
		would, quota, setting)
}

// changeTx runs fn in a transaction as the caller of op: a sessionless client's run chosen and the
// caller's rule checked first, in it, then fn with the transaction's changes, then their quota
// check (changes.done). Readers are told after the commit.
func (s *Service) changeTx(ctx context.Context, id policy.Identity, op policy.Op, fn func(tx pgx.Tx, c caller, w *changes) error) error {
	if err := s.checkIdentity(ctx, id, op); err != nil {
		return err
	}
	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		id, _, err := s.sessionlessRun(ctx, tx, id)
		if err != nil {
			return err
		}
		c, err := s.authorize(ctx, tx, id, op)
		if err != nil {
			return err
		}
		w := s.changesIn(tx, c.Identity)
		if err := fn(tx, c, w); err != nil {
			return err
		}
		return w.done(ctx)
	})
	if err == nil {
		s.wrote(ctx, id.PrincipalID)
	}
	return err
}

// written is one change of one memory as every writer records it (queueWritten).
type written struct {
	mid    string
	act    writeAction
	before *int // the version kept of the text replaced; nil for a new or a restored memory
	after  int  // the version written; 0 for a delete
	// row and args are the memory's own statement; "" when it ran before (a restore's, which
	// returns the version it wrote).
	row  string
	args []any
	text bool // the text is new: its search entry written, the embedding of the text replaced dropped
	// audit is the audit row's action and detail.
	audit  string
	detail map[string]any
	inject *Change // the always-inject set the change alters; nil for none
}

// queueWritten queues in b, in the one order every writer uses, what a change of one memory
// writes: the audit row and the journal row (before the memory's own write: a rewrite locks rows
// other saves of its namespace write too until commit, so the less comes after it, the shorter
// they wait), the memory's statement, its search index entry (taken out for a delete), the drop of
// the embedding of the text replaced, and the always-inject notice.
func (s *Service) queueWritten(b *pgx.Batch, id policy.Identity, c written) error {
	if err := queueAudit(b, id, c.audit, &c.mid, c.detail); err != nil {
		return err
	}
	queueRecordWrite(b, id, c.mid, c.act, c.before, c.after)
	if c.row != "" {
		b.Queue(c.row, c.args...)
	}
	switch {
	case c.act == writeDelete:
		s.engine.QueueRemove(b, c.mid) // embeddings and pending deletions cascade
	case c.text:
		s.engine.QueueIndex(b, c.mid)
		if c.before != nil {
			b.Queue(`delete from memory_embeddings where memory_id = $1`, c.mid)
		}
	}
	if c.inject != nil {
		queueNotifyInject(b, *c.inject)
	}
	return nil
}

// rowChange is one change of one existing memory other than a save's.
type rowChange struct {
	act    writeAction // writeUpdate, writeRestore or writeDelete
	m      Memory      // the memory: its id, its namespace, and whether it was always-inject
	inject bool        // the change adds to or takes from an always-inject set
	// row writes the memory (an update; a restore returns the version it wrote) with args; a
	// delete removes the row by id.
	row  string
	args []any
	text bool // the text changed
	// audit is the audit row's action and detail.
	audit  string
	detail map[string]any
}

// changes writes the row changes of one transaction as one identity.
type changes struct {
	s     *Service
	tx    pgx.Tx
	id    policy.Identity
	usage map[string]usage // the owners' usage before any change, taken under their locks
}

func (s *Service) changesIn(tx pgx.Tx, id policy.Identity) *changes {
	return &changes{s: s, tx: tx, id: id, usage: map[string]usage{}}
}

// owners takes every usage row of the owners not taken yet (recall_usage_lock, in the order
// given: sort them) before any of their memories changes, and records their usage then: a change
// of several owners' memories takes them all first, in one order, as a save takes its own.
// Without a storage quota it does nothing.
func (w *changes) owners(ctx context.Context, owners []string) error {
	if w.s.opts.Limits.MaxMemories <= 0 && w.s.opts.Limits.MaxBytes <= 0 {
		return nil
	}
	for _, p := range owners {
		if _, ok := w.usage[p]; ok {
			continue
		}
		if _, err := w.tx.Exec(ctx, `select recall_usage_lock($1)`, p); err != nil {
			return fmt.Errorf("lock storage usage: %w", err)
		}
		u, err := usageOf(ctx, w.tx, p)
		if err != nil {
			return err
		}
		w.usage[p] = u
	}
	return nil
}

// write writes ch: the memory's current state kept as a version (but for a restore, which
// brings back a deleted memory), then what queueWritten writes for every change.
func (w *changes) write(ctx context.Context, ch rowChange) error {
	tx, mid := w.tx, ch.m.ID
	c := written{mid: mid, act: ch.act, row: ch.row, args: ch.args, text: ch.text, audit: ch.audit, detail: ch.detail}
	if ch.act != writeDelete {
		if err := w.owners(ctx, []string{ch.m.OwnerID}); err != nil {
			return err
		}
	}
	switch ch.act {
	case writeRestore:
		if err := tx.QueryRow(ctx, ch.row, ch.args...).Scan(&c.after); err != nil {
			return fmt.Errorf("restore memory %s: %w", mid, err)
		}
		c.row, c.text = "", true
	default:
		v, err := keepVersion(ctx, tx, mid, w.id.RunID)
		if err != nil {
			return err
		}
		c.before, c.after = &v, v+1
		if ch.act == writeDelete {
			c.row, c.args, c.after = `delete from memories where id = $1`, []any{mid}, 0
		}
	}
	if ch.inject || ch.m.AlwaysInject {
		n := changeOf(ch.m)
		c.inject = &n
	}
	b := &pgx.Batch{}
	if err := w.s.queueWritten(b, w.id, c); err != nil {
		return err
	}
	if err := tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("change memory %s: %w", mid, err)
	}
	return nil
}

// done is the storage quota of the changes: an owner whose memories or bytes grew past a quota
// refuses them all (CodeQuotaExceeded, naming whose); one that did not grow is allowed, so an
// owner over a lowered quota can still shrink, as with queueQuotaCheck.
func (w *changes) done(ctx context.Context) error {
	l := w.s.opts.Limits
	for p, b := range w.usage {
		a, err := usageOf(ctx, w.tx, p)
		if err != nil {
			return err
		}
		memories := l.MaxMemories > 0 && a.memories > b.memories && a.memories > l.MaxMemories
		bytes := l.MaxBytes > 0 && a.bytes > b.bytes && a.bytes > l.MaxBytes
		if !memories && !bytes {
			continue
		}
		var who string
		if err := w.tx.QueryRow(ctx, `select name from principals where id = $1`, p).Scan(&who); err != nil {
			return fmt.Errorf("storage usage: %w", err)
		}
		w.s.log.WarnContext(ctx, "memory change refused: storage quota reached", "owner", who, "memories", a.memories, "bytes", a.bytes)
		if memories {
			return quotaRefusal(fmt.Sprintf("principal %q would store %d memories", who, a.memories), "RECALL_QUOTA_MEMORIES", l.MaxMemories)
		}
		return quotaRefusal(fmt.Sprintf("principal %q would store %d bytes (memories with their search index entries, and the versions kept of replaced and deleted text until the history retention removes them)", who, a.bytes),
			"RECALL_QUOTA_BYTES", l.MaxBytes)
	}
	return nil
}

// deleteChange is the delete of memory m, confirmed via via (the audit row keeps the id, the
// namespace and how it was confirmed, never the text).
func deleteChange(m Memory, via string) rowChange {
	detail := map[string]any{"scope": m.Scope, "confirmedVia": via, "ownerId": m.OwnerID}
	if m.SystemID != "" {
		detail["systemId"] = m.SystemID
	}
	if m.ProjectID != "" {
		detail["projectId"] = m.ProjectID
	}
	return rowChange{act: writeDelete, m: m, audit: ActDelete, detail: detail}
}
