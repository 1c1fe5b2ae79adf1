package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Limits bound what one principal can take from a server. Zero values mean defaults; a negative
// quota means none.
type Limits struct {
	// Concurrency is how many calls of one principal run at once on this server process; more
	// wait up to QueueWait for a slot, then get CodeBusy. Default 4: one principal's parallel heavy
	// searches can hold at most that many pool connections, and other principals still get theirs.
	Concurrency int
	QueueWait   time.Duration // default 10s (within the default request deadline of 15s)
	// NamespaceWriters is how many saves into one namespace run their transaction at once on this
	// server process; more wait for a turn, in arrival order, without holding a pool connection
	// (within the request's deadline). Default 4. Saves that come together write no row the others
	// write (principal_usage is sharded), so four keep two cores busy through each other's round
	// trips and commits (docs/benchmarks.md); more of them in the database at once only share the
	// cores more thinly, where the order is not kept and a waiting save holds a connection (and a
	// save counting its words now, or a rewrite, still locks its namespace's statistics to commit).
	NamespaceWriters int
	// MaxMemories and MaxBytes bound what one principal stores: the memories it owns (expired
	// ones included until purged), and the bytes they take on disk with their search index
	// entries, and the versions kept of their replaced and deleted text until purged
	// (recall_memory_cost and recall_version_cost in migrations/definitions). A save that would go
	// past either gets CodeQuotaExceeded. 0 means no quota.
	MaxMemories int64
	MaxBytes    int64
}

func (l Limits) withDefaults() Limits {
	if l.Concurrency <= 0 {
		l.Concurrency = 4
	}
	if l.QueueWait <= 0 {
		l.QueueWait = 10 * time.Second
	}
	if l.NamespaceWriters <= 0 {
		l.NamespaceWriters = 4
	}
	return l
}

// Admit takes one of the principal's call slots, waiting up to Limits.QueueWait, and returns
// the function that gives it back. Every entry point calls it once per request (the MCP adapter
// does, for every tool, resource and prompt), so one principal's burst cannot take every pool
// connection from the others. A call without a principal is not limited here: it is refused by
// the operation itself. Errors: CodeBusy, or ctx's error.
func (s *Service) Admit(ctx context.Context, id policy.Identity) (func(), error) {
	if id.PrincipalID == "" {
		return func() {}, nil
	}
	t := time.NewTimer(s.opts.Limits.QueueWait)
	defer t.Stop()
	release, err := s.admission.Take(ctx, id.PrincipalID, s.opts.Limits.Concurrency, t.C)
	if errors.Is(err, store.ErrSlotWait) {
		s.log.WarnContext(ctx, "call refused: principal has too many calls in flight",
			"limit", s.opts.Limits.Concurrency, "waited", s.opts.Limits.QueueWait, id.LogAttrs())
		return nil, errorf(CodeBusy, "too many calls of yours are in flight (%d at once on this server; waited %s for a slot); wait for them to finish and retry",
			s.opts.Limits.Concurrency, s.opts.Limits.QueueWait)
	}
	return release, err
}

// usageGrowth is what a save may add to its memory's owner's storage: a memory, and the cost of
// the memory it writes (a new one, or one it rewrites in place, less what the rewrite frees). The
// costs are the database's (recall_memory_cost): the check reads them there.
type usageGrowth struct {
	owner    string // whose storage grows: the caller's, or the owner's of the memory it rewrites
	memories int64
	memoryID string // the memory the save writes
	freed    int64  // what rewriting it frees (duplicate.freed); 0 for a new memory
}

// growth is what the save of memory mid adds to its owner's storage: a new memory of the caller's,
// or, when it updates memory dup in place (the caller's own, or another owner's system or project
// memory), that memory's new cost less what the rewrite frees, for dup's owner.
func growth(id policy.Identity, mid string, dup duplicate) usageGrowth {
	if dup.id == "" {
		return usageGrowth{owner: id.PrincipalID, memories: 1, memoryID: mid}
	}
	return usageGrowth{owner: dup.ownerID, memoryID: mid, freed: dup.freed}
}

// The quota check runs after the save's write, in its transaction, and reads the caller's usage
// summed over its shards (principal_usage), its own write included. Other saves of
// the principal, on this server or another, may be under way with their usage not yet committed:
// at most one a shard, since each holds its shard's row lock from its write to its commit. So a
// save checks with room for usageShards-1 more of the largest growth of one save (the costliest
// memory and the version a rewrite keeps): a usage within that of a quota is not decided there
// (RQ002, errUsageNear), and the save runs again, this time taking every shard's lock before its
// write (recall_usage_lock): the saves under way commit first, later ones wait for it, and it
// checks its usage exactly. A save that grows the count or the bytes past a quota is refused (its
// transaction rolls back); one that does not grow them is always allowed, so a principal over a
// lowered quota can still shrink its memories (a rewrite grows the bytes when the new memory costs
// more than the old one less the version kept of it).
//
// queueQuotaCheck queues the quota check in the save's batch, after the write that grows the
// usage; alone says whether the save holds all the shards of g.owner's usage (a rewrite of
// another owner's memory always does: saveIn takes them). A refusal fails the statement itself
// (recall_usage_check), so nothing queued after it runs, the batch's commit included; the
// refusal is stored in *refused.
func (s *Service) queueQuotaCheck(ctx context.Context, w *pgx.Batch, id policy.Identity, g usageGrowth, alone bool, refused *error) {
	l := s.opts.Limits
	countQ, bytesQ := l.MaxMemories > 0 && g.memories > 0, l.MaxBytes > 0 && g.memoryID != ""
	if !countQ && !bytesQ {
		return
	}
	maxMemories, maxBytes := int64(0), int64(0)
	if countQ {
		maxMemories = l.MaxMemories
	}
	if bytesQ {
		maxBytes = l.MaxBytes
	}
	others := int64(usageShards - 1)
	if alone {
		others = 0
	}
	// The bytes are checked only when the memory now costs more than its rewrite freed. The slack
	// is others times the most one save can add: the largest memory, of a word every two bytes (a
	// letter and a space), and the version a rewrite keeps.
	w.Queue(`select recall_usage_check($1, $2,
		    case when (select recall_memory_cost(recall_memory_bytes(m.recall_hint, m.content, m.tags, m.source_conversation_id),
		                                         length(m.search), cardinality(m.hint_tokens))
		               from memories m where m.id = $6) > $7 then $3 else 0 end,
		    $4, $4 * (recall_memory_cost($5::bigint, ($5::bigint / 2)::integer, $8) + recall_version_cost($5::bigint)))`,
		g.owner, maxMemories, maxBytes, others, int64(maxStoredBytes), g.memoryID, g.freed, MaxHintLen/2).QueryRow(func(row pgx.Row) error {
		var ok bool
		err := row.Scan(&ok)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == usageNearSQLState {
			*refused = errUsageNear
			return *refused
		}
		if !errors.As(err, &pgErr) || pgErr.Code != quotaSQLState {
			if err != nil {
				return fmt.Errorf("check storage quota: %w", err)
			}
			return nil
		}
		var memories, bytes int64
		if _, err := fmt.Sscan(pgErr.Detail, &memories, &bytes); err != nil {
			return fmt.Errorf("check storage quota: %q: %w", pgErr.Detail, err)
		}
		if countQ && memories > l.MaxMemories {
			s.log.WarnContext(ctx, "memory save refused: memory quota reached", "quota", l.MaxMemories, id.LogAttrs())
			*refused = errorf(CodeQuotaExceeded, "your storage quota is used up: you store %d memories, the most allowed is %d; delete memories you no longer need (or ask an admin to raise RECALL_QUOTA_MEMORIES)",
				memories-g.memories, l.MaxMemories)
		} else if g.owner != id.PrincipalID {
			s.log.WarnContext(ctx, "memory save refused: the owner's byte quota reached", "quota", l.MaxBytes, "memory", g.memoryID, id.LogAttrs())
			*refused = errorf(CodeQuotaExceeded, "the storage quota of memory %s's owner is used up: this change would make %d bytes stored (the owner's memories with their search index entries, and the versions kept of replaced and deleted text), the most allowed is %d; shorten the change (or ask an admin to raise RECALL_QUOTA_BYTES). Nothing was changed",
				g.memoryID, bytes, l.MaxBytes)
		} else {
			s.log.WarnContext(ctx, "memory save refused: byte quota reached", "quota", l.MaxBytes, id.LogAttrs())
			*refused = errorf(CodeQuotaExceeded, "your storage quota is used up: this save would make %d bytes stored (your memories with their search index entries, and the versions kept of replaced and deleted text until the history retention removes them), the most allowed is %d; delete or shorten memories (or ask an admin to raise RECALL_QUOTA_BYTES)",
				bytes, l.MaxBytes)
		}
		return *refused
	})
}

// usageShards is how many rows of principal_usage hold one principal's usage (the shard is
// pg_backend_pid() % 16, definitions/31_recall_memories_written.sql).
const usageShards = 16

// maxStoredBytes is the most text one memory stores (recall_memory_bytes): the quota check counts
// the most one save can cost from it.
const maxStoredBytes = MaxHintLen + MaxContentLen + MaxTags*MaxTagLen + MaxSourceIDLen

// errUsageNear is a save's quota check that could not decide with other saves of the principal
// under way (RQ002): the save runs again, alone among them.
var errUsageNear = errors.New("storage usage within reach of the quota")

// usageNearSQLState is the error recall_usage_check raises for errUsageNear.
const usageNearSQLState = "RQ002"

// quotaSQLState is the error recall_usage_check (definitions/11_recall_usage_check.sql) raises for a save over quota.
const quotaSQLState = "RQ001"
