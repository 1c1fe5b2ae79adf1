package memory

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	pgvector "github.com/pgvector/pgvector-go"

	"github.com/recall-mcp/recall/policy"
)

// Save validates, scrubs and stores a memory for the caller. When a memory in the same namespace
// (same owner and agent for user scope, same system for system scope, same project for project
// scope) has a recallHint whose
// token overlap with the new one reaches the dedup threshold, that memory is updated in place
// (its previous text kept in memory_versions) and Updated is true.
//
// Errors: CodeUnauthenticated (no principal or agent), CodeInvalid (bad input),
// CodeForbidden (rule revoked, no read access to the system, or the project is not the session's
// bound project or the caller has no write membership in it), CodeCapReached (the run's save
// cap is used up). Nothing is stored when an error is returned.
func (s *Service) Save(ctx context.Context, id policy.Identity, in SaveInput) (SaveResult, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSave); err != nil {
		return SaveResult{}, err
	}
	in.Scope = strings.TrimSpace(in.Scope)
	if in.Scope == string(ScopeProject) && in.ProjectID == "" {
		in.ProjectID = id.ProjectID // a bound session's project, so an agent need not know its name
	}
	if err := check(in); err != nil {
		return SaveResult{}, err
	}

	res := s.scrubInput(&in)

	// Embed outside the transaction: a slow or absent Ollama must not hold locks.
	if err := s.authorizeBeforeEmbedding(ctx, id, policy.OpSave); err != nil {
		return SaveResult{}, err
	}
	vec := s.embedOne(ctx, in.RecallHint+"\n\n"+in.Content)

	err := pgx.BeginFunc(ctx, s.db, func(tx pgx.Tx) error {
		c, err := s.authorize(ctx, tx, id, policy.OpSave)
		if err != nil {
			return err
		}
		if in.Scope == string(ScopeSystem) {
			ok, err := canAccessSystem(ctx, tx, id.PrincipalID, in.SystemID, policy.AccessRead)
			if err != nil {
				return err
			}
			if !ok {
				return systemRefusal(in.SystemID, policy.AccessRead)
			}
		}
		if in.Scope == string(ScopeProject) {
			ok, err := canAccessProject(ctx, tx, id, in.ProjectID, policy.ProjectWrite)
			if err != nil {
				return err
			}
			if !ok {
				return projectRefusal(in.ProjectID, policy.ProjectWrite)
			}
		}
		if err := s.takeRunSlot(ctx, tx, c); err != nil {
			return err
		}
		// Serialize saves per namespace so concurrent near-duplicates still yield one row.
		ns := namespaceKey(in.Scope, id, in.SystemID, in.ProjectID)
		if _, err := tx.Exec(ctx, `select pg_advisory_xact_lock(hashtextextended($1, 0))`, ns); err != nil {
			return err
		}
		dup, prevInject, err := s.findDuplicate(ctx, tx, id, in)
		if err != nil {
			return err
		}
		if dup != "" {
			res.ID, res.Updated = dup, true
			err = updateInPlace(ctx, tx, id, dup, in)
		} else {
			res.ID = uuid.NewString()
			err = insert(ctx, tx, id, res.ID, in)
		}
		if err != nil {
			return err
		}
		if vec != nil {
			if err := storeEmbedding(ctx, tx, res.ID, s.embed.Model(), vec); err != nil {
				return err
			}
		}
		action := ActSave
		if res.Updated {
			action = ActUpdate
		}
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
		if err := audit(ctx, tx, id, action, &res.ID, detail); err != nil {
			return err
		}
		if in.AlwaysInject || prevInject {
			return notifyInject(ctx, tx, changeOf(Memory{Scope: Scope(in.Scope), OwnerID: id.PrincipalID, AgentID: id.AgentID,
				SystemID: in.SystemID, ProjectID: in.ProjectID}))
		}
		return nil
	})
	if err != nil {
		return SaveResult{}, err
	}
	s.observer().Saved(ctx, res.Updated, res.Redactions)
	s.log.InfoContext(ctx, "memory saved", "memory", res.ID, "updated", res.Updated,
		"scope", in.Scope, "redactions", res.Redactions, id.LogAttrs())
	return res, nil
}

// scrubInput scrubs every stored text field of in, in place, before anything else sees it, and
// returns what it redacted (trimmed, deduplicated tags).
func (s *Service) scrubInput(in *SaveInput) SaveResult {
	res := SaveResult{}
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
	tags := make([]string, 0, len(in.Tags))
	for _, t := range in.Tags {
		t = clean(strings.TrimSpace(t))
		if !slices.Contains(tags, t) {
			tags = append(tags, t)
		}
	}
	in.Tags = tags
	return res
}

// takeRunSlot counts one save against the run's cap, atomically: the conditional upsert holds
// the row lock, so concurrent saves on any number of server processes cannot pass the cap. The
// slot is given back if the save's transaction rolls back.
func (s *Service) takeRunSlot(ctx context.Context, tx pgx.Tx, c caller) error {
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
	if errors.Is(err, pgx.ErrNoRows) || err == nil && used > capN {
		s.log.WarnContext(ctx, "memory save refused: run cap reached", "cap", capN, c.LogAttrs())
		s.observer().CapRefused(ctx)
		return errorf(CodeCapReached, "this run has used its save cap (%d of %d saves); no more memories can be saved in this run", capN, capN)
	}
	return err
}

func namespaceKey(scope string, id policy.Identity, systemID, projectID string) string {
	switch scope {
	case string(ScopeSystem):
		return "system|" + systemID
	case string(ScopeProject):
		return "project|" + projectID
	}
	return "user|" + id.PrincipalID + "|" + id.AgentID
}

// findDuplicate returns the memory in the save's namespace whose hint overlaps most with the new
// hint, if the overlap reaches the threshold. Candidates share at least one hint lexeme (GIN).
func (s *Service) findDuplicate(ctx context.Context, tx pgx.Tx, id policy.Identity, in SaveInput) (string, bool, error) {
	var terms []string
	for _, w := range contentWords(in.RecallHint) {
		if len(w) <= 100 {
			terms = append(terms, w+":A")
		}
	}
	if len(terms) == 0 {
		return "", false, nil
	}
	rows, err := tx.Query(ctx, `
		select m.id, m.recall_hint, m.always_inject from memories m
		where m.search @@ to_tsquery('english', $1)
		  and (m.expires_at is null or m.expires_at > now())
		  and case when $2 = 'system' then m.scope = 'system' and m.system_id = $3
		           when $2 = 'project' then m.scope = 'project' and m.project_id = $6
		           else m.scope = 'user' and m.owner_id = $4 and m.agent_id = $5 end
		limit 200`,
		strings.Join(terms, " | "), in.Scope, in.SystemID, id.PrincipalID, id.AgentID, in.ProjectID)
	if err != nil {
		return "", false, fmt.Errorf("dedup candidates: %w", err)
	}
	defer rows.Close()
	best, bestScore, bestInject := "", 0.0, false
	for rows.Next() {
		var mid, hint string
		var inject bool
		if err := rows.Scan(&mid, &hint, &inject); err != nil {
			return "", false, err
		}
		if sc := hintOverlap(in.RecallHint, hint); sc >= s.opts.DedupThreshold && sc > bestScore {
			best, bestScore, bestInject = mid, sc, inject
		}
	}
	return best, bestInject, rows.Err()
}

func insert(ctx context.Context, tx pgx.Tx, id policy.Identity, mid string, in SaveInput) error {
	var sys *string
	if in.Scope == string(ScopeSystem) {
		sys = &in.SystemID
	}
	_, err := tx.Exec(ctx, `
		insert into memories (id, scope, owner_id, agent_id, system_id, project_id, recall_hint, content, tags,
		                      always_inject, source_conversation_id, run_id, expires_at)
		values ($1, $2, $3, $4, $5, nullif($13, ''), $6, $7, $8, $9, nullif($10, ''), nullif($11, ''), $12)`,
		mid, in.Scope, id.PrincipalID, id.AgentID, sys, in.RecallHint, in.Content, in.Tags,
		in.AlwaysInject, in.SourceConversationID, id.RunID, in.ExpiresAt, in.ProjectID)
	if err != nil {
		return fmt.Errorf("insert memory: %w", err)
	}
	return recordWrite(ctx, tx, id, mid, writeCreate, nil, 1)
}

// updateInPlace keeps the current text as a version, then overwrites it.
func updateInPlace(ctx context.Context, tx pgx.Tx, id policy.Identity, mid string, in SaveInput) error {
	v, err := keepVersion(ctx, tx, mid, id.RunID)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `
		update memories set recall_hint = $2, content = $3, tags = $4, always_inject = $5,
		       source_conversation_id = coalesce(nullif($6, ''), source_conversation_id),
		       expires_at = $7, run_id = nullif($8, ''), updated_at = now(), version = version + 1
		where id = $1`,
		mid, in.RecallHint, in.Content, in.Tags, in.AlwaysInject, in.SourceConversationID, in.ExpiresAt, id.RunID)
	if err != nil {
		return fmt.Errorf("update memory: %w", err)
	}
	if err := recordWrite(ctx, tx, id, mid, writeUpdate, &v, v+1); err != nil {
		return err
	}
	// The old embedding describes the old text.
	_, err = tx.Exec(ctx, `delete from memory_embeddings where memory_id = $1`, mid)
	return err
}

// keepVersion locks memory mid and copies its current state (the whole row, so a deleted memory
// can be restored) into memory_versions before it is replaced or deleted, naming the run that
// replaced it. It returns the version it kept: what a later revert of that run restores. A memory
// deleted by a concurrent call is CodeNotFound.
func keepVersion(ctx context.Context, tx pgx.Tx, mid, byRun string) (int, error) {
	var v int
	err := tx.QueryRow(ctx, `
		with cur as (select * from memories where id = $1 for update)
		insert into memory_versions (memory_id, version, recall_hint, content, tags, always_inject,
		                             expires_at, run_id, valid_from, replaced_by_run, scope, owner_id,
		                             agent_id, system_id, source_conversation_id, created_at, project_id)
		select id, version, recall_hint, content, tags, always_inject, expires_at, run_id, updated_at,
		       nullif($2, ''), scope, owner_id, agent_id, system_id, source_conversation_id, created_at, project_id
		from cur
		returning version`, mid, byRun).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, errorf(CodeNotFound, "memory %s was deleted while this call ran; nothing was changed", mid)
	}
	if err != nil {
		return 0, fmt.Errorf("keep memory version: %w", err)
	}
	return v, nil
}

func storeEmbedding(ctx context.Context, tx pgx.Tx, mid, model string, vec []float32) error {
	_, err := tx.Exec(ctx, `
		insert into memory_embeddings (memory_id, model, dims, embedding) values ($1, $2, $3, $4)
		on conflict (memory_id, model) do update set dims = excluded.dims, embedding = excluded.embedding, created_at = now()`,
		mid, model, len(vec), pgvector.NewVector(vec))
	if err != nil {
		return fmt.Errorf("store embedding: %w", err)
	}
	return nil
}

// embedOne embeds text, or returns nil when no embedder is configured or it fails: the save still
// succeeds and the backfill embeds the memory later.
func (s *Service) embedOne(ctx context.Context, text string) []float32 {
	if s.embed == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, s.opts.EmbedTimeout)
	defer cancel()
	start := time.Now()
	v, err := s.embed.Embed(ctx, []string{text})
	if err != nil {
		s.log.WarnContext(ctx, "embedding failed; continuing lexically", "model", s.embed.Model(), "err", err, "took", time.Since(start))
		s.observer().EmbedFailed(ctx)
		return nil
	}
	return v[0]
}
