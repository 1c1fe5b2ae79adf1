package memory

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// changeLevel is the system access every change to a stored memory needs (policy.SystemNeed): a
// delete, a flip, an edit, an update in place and a revert alike.
var changeLevel = policy.SystemNeed(policy.ChangeExisting)

// loadVisible returns memory mid if the caller may see it, with need access for system scope (and
// the matching member level for project scope: read, or write for manage). An id that does not
// exist, is expired, or is not visible gets the same CodeNotFound.
func loadVisible(ctx context.Context, tx txConn, id policy.Identity, mid string, need policy.AccessLevel, lock bool) (Memory, error) {
	if _, err := uuid.Parse(mid); err != nil {
		return Memory{}, errorf(CodeInvalid, "invalid input: id %q is not a memory id (a UUID)", mid)
	}
	q := `select ` + memoryColumns + ` from memories m
		where m.id = $1 and ` + visibleRow("$2::uuid", "$3::text", "$4", "$5::text", "$6")
	if lock {
		q += ` for update of m`
	}
	pneed := policy.ProjectRead
	if need == policy.AccessManage {
		pneed = policy.ProjectWrite
	}
	m, err := scanRow[Memory](tx.Query(ctx, q, mid, id.PrincipalID, id.AgentID, policy.Levels(need), id.ProjectID, policy.ProjectLevels(pneed)))
	if errors.Is(err, pgx.ErrNoRows) {
		return Memory{}, notFound(mid, need)
	}
	if err != nil {
		return Memory{}, fmt.Errorf("load memory: %w", err)
	}
	return m, nil
}

func notFound(mid string, need policy.AccessLevel) error {
	if need == policy.AccessManage {
		return errorf(CodeNotFound, "no memory %s that you may change: it does not exist, has expired, or belongs to another principal, agent, a system you cannot manage or a project you cannot write in this session", mid)
	}
	return errorf(CodeNotFound, "no memory %s visible to you: it does not exist, has expired, or belongs to another principal, agent, system or project", mid)
}

// Get returns one memory the caller may read.
func (s *Service) Get(ctx context.Context, id policy.Identity, mid string) (Memory, error) {
	return s.readOne(ctx, id, mid, policy.OpRead, policy.AccessRead)
}

// DeletePreview is what a delete would remove, for a person to confirm.
type DeletePreview struct {
	Memory
	// Version is the memory's version now; a confirmation is bound to it (Confirmation.Version).
	Version int64
	// NeedsApproval is set when an admin requires a person's approval, in the console or the CLI,
	// for every delete of this principal: the delete will be pending whatever the agent's client
	// answers, so there is no point asking through it.
	NeedsApproval bool
}

// PrepareDelete authorizes a deletion and returns what it would remove, so a person can be shown
// it. It changes nothing. The same checks run again in DeleteConfirmed.
func (s *Service) PrepareDelete(ctx context.Context, id policy.Identity, mid string) (DeletePreview, error) {
	if err := s.checkIdentity(ctx, id, policy.OpDelete); err != nil {
		return DeletePreview{}, err
	}
	var p DeletePreview
	// One snapshot, so the version is that of the text shown.
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		c, err := s.authorize(ctx, tx, id, policy.OpDelete)
		if err != nil {
			return err
		}
		if p.Memory, err = loadVisible(ctx, tx, id, mid, changeLevel, false); err != nil {
			return err
		}
		p.NeedsApproval = policy.DeleteNeedsApproval(c.DeletesNeedApproval, ConfirmedByElicitation)
		p.Version, err = memoryVersion(ctx, tx, p.ID)
		return err
	})
	return p, err
}

// ConfirmedByElicitation is Confirmation.Via for a person's answer relayed by the agent's client.
const ConfirmedByElicitation = "elicitation"

func memoryVersion(ctx context.Context, tx pgx.Tx, mid string) (int64, error) {
	var v int64
	if err := tx.QueryRow(ctx, `select version from memories where id = $1`, mid).Scan(&v); err != nil {
		return 0, fmt.Errorf("memory version: %w", err)
	}
	return v, nil
}

// readOne authorizes op and loads memory mid if the caller has need access to it, read-only.
func (s *Service) readOne(ctx context.Context, id policy.Identity, mid string, op policy.Op, need policy.AccessLevel) (Memory, error) {
	if err := s.checkIdentity(ctx, id, op); err != nil {
		return Memory{}, err
	}
	var m Memory
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, id, op); err != nil {
			return err
		}
		var err error
		m, err = loadVisible(ctx, tx, id, mid, need, false)
		return err
	})
	return m, err
}

// Confirmation records how a human confirmed a deletion, for the audit log. Only adapters that
// asked a human (MCP elicitation, the admin CLI, the web pages) construct one.
type Confirmation struct {
	Via string // "elicitation", "cli", "web"
	// Version is the version of the memory the person was shown (DeletePreview.Version): if it
	// has changed since, the delete is refused. 0: the memory as it is now.
	Version int64
}

// DeleteOutcome says what a confirmed delete did.
type DeleteOutcome struct {
	Deleted bool
	// PendingID is set when the deletion was sent to the pending queue instead: an admin requires
	// a person's approval for every delete of this principal (recall admin principal set
	// --deletes-need-approval), and the confirmation came from the agent's client.
	PendingID string
}

// CodePendingApproval is Delete's answer when the deletion was queued for approval instead.
const CodePendingApproval Code = "pending_approval"

// Delete is DeleteConfirmed for a caller that only deletes: a deletion sent to the pending queue
// instead is CodePendingApproval, whose message names the pending id (the pending deletion is
// recorded; the memory is kept).
func (s *Service) Delete(ctx context.Context, id policy.Identity, mid string, conf Confirmation) error {
	out, err := s.DeleteConfirmed(ctx, id, mid, conf)
	if err == nil && !out.Deleted {
		return errorf(CodePendingApproval, "memory %s was not deleted: deletions by principal %q need a person's approval; it is pending (id %s) until approved in the console or with `recall admin deletion approve %s`",
			mid, id.Principal, out.PendingID, out.PendingID)
	}
	return err
}

// DeleteConfirmed removes memory mid for the caller after a human confirmed it. Owner for user
// scope; manage access for system scope; never a service principal. When an admin requires
// approval for the principal's deletes and conf came from the agent's client
// (policy.DeleteNeedsApproval), nothing is deleted: the deletion is recorded as pending, as
// RequestDeletion does, for a person to approve in the console or the CLI. The audit record keeps
// the id and scope, not the text. Errors: CodeUnauthenticated, CodeInvalid, CodeForbidden,
// CodeNotFound.
func (s *Service) DeleteConfirmed(ctx context.Context, id policy.Identity, mid string, conf Confirmation) (DeleteOutcome, error) {
	if conf.Via == "" {
		return DeleteOutcome{}, errors.New("memory.Delete needs a human confirmation")
	}
	var out DeleteOutcome
	err := s.changeTx(ctx, id, policy.OpDelete, func(tx pgx.Tx, c caller, w *changes) error {
		m, err := loadVisible(ctx, tx, c.Identity, mid, changeLevel, true)
		if err != nil {
			return err
		}
		if conf.Version != 0 {
			v, err := memoryVersion(ctx, tx, m.ID)
			if err != nil {
				return err
			}
			if v != conf.Version {
				return errorf(CodeConflict, "the memory changed since you confirmed; ask again (memory %s was at version %d when shown and is at version %d now; nothing was deleted)", mid, conf.Version, v)
			}
		}
		if policy.DeleteNeedsApproval(c.DeletesNeedApproval, conf.Via) {
			out.PendingID, err = recordPending(ctx, tx, c.Identity, mid, map[string]any{"approvalRequired": true, "confirmedVia": conf.Via})
			return err
		}
		out.Deleted = true
		return w.write(ctx, deleteChange(m, conf.Via))
	})
	if err != nil {
		return DeleteOutcome{}, err
	}
	if out.Deleted {
		s.log.InfoContext(ctx, "memory deleted", "memory", mid, "confirmedVia", conf.Via, id.LogAttrs())
	} else {
		s.log.InfoContext(ctx, "memory deletion pending: the principal's deletes need approval", "memory", mid, "pending", out.PendingID, "confirmedVia", conf.Via, id.LogAttrs())
	}
	return out, nil
}

// SetAlwaysInject flips a memory's alwaysInject flag. It needs the same access as changing the
// memory: owner for user scope, manage access for system scope.
func (s *Service) SetAlwaysInject(ctx context.Context, id policy.Identity, mid string, on bool) error {
	return s.changeTx(ctx, id, policy.OpSetAlwaysInject, func(tx pgx.Tx, c caller, w *changes) error {
		m, err := loadVisible(ctx, tx, c.Identity, mid, changeLevel, true)
		if err != nil {
			return err
		}
		if m.AlwaysInject == on {
			return nil
		}
		// A flip is a write like any other: it takes the write budget, is versioned and journaled
		// (so a revert undoes it), and the version it keeps counts against the owner's quota.
		if err := s.takeWriteBudget(ctx, tx, c); err != nil {
			return err
		}
		return w.write(ctx, rowChange{act: writeUpdate, m: m, inject: true,
			row: `update memories set always_inject = $2, run_id = nullif($3, ''), updated_at = now(), version = version + 1
				where id = $1`, args: []any{mid, on, c.RunID},
			audit: ActAlwaysInject, detail: map[string]any{"alwaysInject": on}})
	})
}

// AlwaysInject returns the caller's visible alwaysInject memories: user scope of this owner and
// agent first, then system memories the caller can read and the memories of the session's bound
// project (while a member), each most recently updated first, bounded by limit (count and
// estimated tokens). Omitted counts what the cap left out.
func (s *Service) AlwaysInject(ctx context.Context, id policy.Identity, limit InjectCap) (InjectSet, error) {
	if err := s.checkIdentity(ctx, id, policy.OpRead); err != nil {
		return InjectSet{}, err
	}
	if limit.MaxItems <= 0 {
		limit.MaxItems = DefaultInjectCap.MaxItems
	}
	if limit.MaxTokens <= 0 {
		limit.MaxTokens = DefaultInjectCap.MaxTokens
	}
	var set InjectSet
	err := s.readTx(ctx, id.PrincipalID, func(tx pgx.Tx) error {
		set = InjectSet{} // a second attempt, on the primary, starts over
		if _, err := s.authorize(ctx, tx, id, policy.OpRead); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `select `+memoryColumns+` from memories m
			where m.always_inject and `+visibleRow("$1::uuid", "$2::text", readLevels, "$3::text", readProjectLevels)+`
			order by (m.scope = 'user') desc, m.updated_at desc, m.id
			limit 500`, id.PrincipalID, id.AgentID, id.ProjectID)
		if err != nil {
			return fmt.Errorf("always-inject: %w", err)
		}
		all, err := pgx.CollectRows(rows, scanMemory)
		if err != nil {
			return err
		}
		tokens := 0
		for i, m := range all {
			t := EstimateTokens(m.RecallHint) + EstimateTokens(m.Content) + 8
			if len(set.Memories) >= limit.MaxItems || tokens+t > limit.MaxTokens {
				set.Omitted = len(all) - i
				break
			}
			tokens += t
			set.Memories = append(set.Memories, m)
		}
		return nil
	})
	return set, err
}

// EstimateTokens is a cheap token estimate: about four bytes a token.
func EstimateTokens(s string) int { return tokensOfBytes(len(s)) }

func tokensOfBytes(n int) int { return (n + 3) / 4 }
