package memory

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/record"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/search"
)

// Search ranks the caller's visible memories against the query (package search): BM25 over the
// index, its first hits reordered by term proximity, fused by reciprocal rank with the vector
// ranking when an embedder answers. Since and Until bound savedAt inside every branch; with
// either and no query the window is browsed, newest first.
//
// Errors: CodeUnauthenticated, CodeInvalid (a query empty without a window, or oversized; since
// after until; limit out of 1..50),
// CodeForbidden (ai.memory.read revoked for the caller's role).
func (s *Service) Search(ctx context.Context, id policy.Identity, in SearchInput) ([]Hit, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSearch); err != nil {
		return nil, err
	}
	return s.search(ctx, id, in)
}

// search is Search after the identity check; id.AgentID may be allAgents (the console).
func (s *Service) search(ctx context.Context, id policy.Identity, in SearchInput) ([]Hit, error) {
	if in.Limit == 0 {
		in.Limit = DefaultLimit
	}
	if err := check(in); err != nil {
		return nil, err
	}
	window := in.Since != nil || in.Until != nil
	if err := checkWindow(in.Since, in.Until); err != nil {
		return nil, err
	}
	browse := window && strings.TrimSpace(in.Query) == ""
	if !window && strings.TrimSpace(in.Query) == "" {
		return nil, errorf(CodeInvalid, "invalid input: query must not be blank")
	}
	switch {
	case in.SystemID != "" && in.ProjectID != "":
		return nil, errorf(CodeInvalid, "invalid input: give systemId or projectId, not both")
	case in.SystemID != "" && in.Scope != "" && in.Scope != string(ScopeSystem):
		return nil, errorf(CodeInvalid, "invalid input: systemId only applies to scope system")
	case in.ProjectID != "" && in.Scope != "" && in.Scope != string(ScopeProject):
		return nil, errorf(CodeInvalid, "invalid input: projectId only applies to scope project")
	case in.SystemID != "":
		in.Scope = string(ScopeSystem)
	case in.ProjectID != "":
		in.Scope = string(ScopeProject)
	}
	rule, _ := policy.Spec(policy.OpSearch)
	req := search.Request{Principal: id.PrincipalID, Agent: id.AgentID, Scope: in.Scope, SystemID: in.SystemID,
		ProjectID: in.ProjectID, BoundProject: id.ProjectID, Rule: string(rule), Tags: in.Tags, Query: in.Query,
		Limit: in.Limit, Since: in.Since, Until: in.Until, Relevance: in.relevance}
	if s.embed != nil && !browse {
		authID := id // authorization never depends on the agent; allAgents is not a valid agent id
		if authID.AgentID == allAgents {
			authID.AgentID = consoleAgent
		}
		if err := s.authorizeBeforeEmbedding(ctx, authID, policy.OpSearch); err != nil {
			return nil, err
		}
		start := time.Now()
		req.Vector = s.embedOne(ctx, in.Query)
		s.observer().SearchStage(ctx, StageEmbed, time.Since(start))
		req.Model, req.MinSimilarity = s.embed.Model(), *s.opts.MinSimilarity
	}
	var res search.Result
	err := s.read(ctx, id.PrincipalID, func(db *pgxpool.Pool) error {
		var err error
		res, err = s.engine.On(db).Search(ctx, req)
		if errors.Is(err, search.ErrNoPrincipal) {
			return errorf(CodeUnauthenticated, "the principal behind this session no longer exists; ask an admin for a new token")
		}
		if err != nil {
			return err
		}
		// The verdict on the snapshot the hits came from (a refusal by a replica that has not
		// replayed a restored rule is asked of the primary again).
		c := policy.Caller{Role: res.Caller.Role, Service: res.Caller.Service, Revoked: map[policy.Rule]bool{}}
		for _, r := range res.Caller.Revoked {
			c.Revoked[policy.Rule(r)] = true
		}
		if v := policy.Check(c, policy.OpSearch); !v.Allowed {
			return errorf(CodeForbidden, "%s", v.Reason)
		}
		return nil
	})
	switch ErrorCode(err) {
	case CodeUnauthenticated:
		s.log.ErrorContext(ctx, "memory call refused: principal does not exist", "op", policy.OpSearch, id.LogAttrs())
	case CodeForbidden:
		s.log.WarnContext(ctx, "memory call refused", "op", policy.OpSearch, "reason", err.Error(), id.LogAttrs())
	}
	if err != nil {
		return nil, err
	}
	s.observer().SearchStage(ctx, searchStage(req.Vector != nil), res.Took)
	hits := make([]Hit, len(res.Hits))
	for i, h := range res.Hits {
		hits[i] = Hit{Memory: h.Memory, Score: h.Score, Relevance: h.Relevance, Vector: h.Vector}
	}
	if s.log.Enabled(ctx, slog.LevelDebug) { // searches are the most frequent call: no attributes for a line not written
		s.log.DebugContext(ctx, "memory search", "hits", len(hits), "vector", req.Vector != nil, id.LogAttrs())
	}
	return hits, nil
}

// memoryColumns selects a Memory from memories m, read by name: scanMemory, or
// pgx.RowToStructByName of a type that embeds Memory beside a statement's extra columns.
var memoryColumns = record.Select[Memory]("m")

func scanMemory(r pgx.CollectableRow) (Memory, error) { return pgx.RowToStructByName[Memory](r) }

// memoryAnd is a Memory with one more column, can: what the caller may do with it.
type memoryAnd struct {
	Memory
	Can bool `db:"can"`
}

// scanRow reads one row of a query into a T (read by name), ErrNoRows when there is none: for
// a single row, as QueryRow would.
func scanRow[T any](rows pgx.Rows, err error) (T, error) {
	if err != nil {
		var zero T
		return zero, err
	}
	return pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[T])
}

// ParseWindowBound reads a window end as searchMemory, the console and export take it: an RFC
// 3339 time, or a date (YYYY-MM-DD) meaning its midnight UTC. name is the field, for the error
// (CodeInvalid), which says what to send.
func ParseWindowBound(name, v string) (*time.Time, error) {
	if v == "" {
		return nil, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return &t, nil
	}
	for _, layout := range []string{time.DateOnly, "2006-01-02Z07:00"} {
		if t, err := time.Parse(layout, v); err == nil {
			return &t, nil
		}
	}
	return nil, errorf(CodeInvalid, "invalid input: %s %q is not an RFC 3339 time (2026-11-20T09:00:00Z, 2026-11-20T09:00:00+01:00) or a date (2026-11-20: midnight UTC; 2026-11-20+01:00: midnight at that offset)", name, v)
}

// checkWindow refuses a window that ends before it begins. An empty window (since = until) is
// allowed and holds nothing.
func checkWindow(since, until *time.Time) error {
	if since != nil && until != nil && since.After(*until) {
		return errorf(CodeInvalid, "invalid input: since (%s) is after until (%s); since is inclusive and until exclusive, so give since ≤ until",
			since.UTC().Format(time.RFC3339Nano), until.UTC().Format(time.RFC3339Nano))
	}
	return nil
}
