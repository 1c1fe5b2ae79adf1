package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	pgvector "github.com/pgvector/pgvector-go"

	"github.com/recall-mcp/recall/policy"
)

// rrfK is the reciprocal rank fusion constant: score = Σ 1/(rrfK + rank) over the branches.
const rrfK = 60

// visibleFilter is the scope filter every branch of every query carries: the caller's own user
// memories in this agent namespace, and system memories of systems the caller can read, resolved
// in the same SQL (agent '*', never a valid agent id, is every agent of the owner: the console).
// The readable systems are an array computed once per statement (an InitPlan),
// which keeps the planner on the HNSW index for the vector branch. $1 principal id, $2 agent id, $3 scope filter (” | user | system | project),
// $4 system id filter (”), $5 tags filter (empty: any), $8 the session's bound project (”:
// unbound), $9 project id filter (”).
//
// The last branch is the project scope (issue 11): memories of the session's bound project only,
// while the principal is a member (visibleProjects, in service.go); an unbound session sees none.
var visibleFilter = `
	(m.expires_at is null or m.expires_at > now())
	and (
		(m.scope = 'user' and $3 in ('', 'user') and $4 = '' and m.owner_id = $1 and ($2 = '*' or m.agent_id = $2))
		or (m.scope = 'system' and $3 in ('', 'system') and ($4 = '' or m.system_id = $4)
		    and m.system_id = any(array(` + grantedSystems("$1", readLevels) + `)))
		or (m.scope = 'project' and $3 in ('', 'project') and ($9 = '' or m.project_id = $9)
		    and m.project_id = any(array(` + visibleProjects("$1", "$8", readProjectLevels) + `)))
	)
	and (cardinality($5::text[]) = 0 or m.tags && $5::text[])`

// Lexical branches: full-text with an OR query ranked by ts_rank_cd (hint weighted A, content B),
// and trigram word similarity of the query against the hint. ts_rank_cd is the costly part when a
// common word matches most of a namespace, so matches are first cut to the best 500 by the cheap
// ts_rank and only those are ranked by cover density.
var lexicalBranches = `
	fts as (
		select c.id, row_number() over (order by ts_rank_cd(c.search, c.q) desc, c.updated_at desc) as r
		from (
			select m.id, m.search, m.updated_at, q.q
			from memories m, (select to_tsquery('english', $6) as q) q
			where $6 <> '' and m.search @@ q.q and ` + visibleFilter + `
			order by ts_rank(m.search, q.q) desc
			limit 500
		) c
		order by r limit 100
	),
	trgm as (
		select m.id, row_number() over (order by word_similarity($7, m.recall_hint) desc, m.updated_at desc) as r
		from memories m
		where $7 <% m.recall_hint and ` + visibleFilter + `
		order by r limit 100
	)`

// vectorBranch ranks by cosine distance on the HNSW index of the model's dimension. %[1]d is the
// dimension (an int from the embedder, never user text). $10 model, $11 query vector.
var vectorBranch = `,
	vec as (
		select id, row_number() over (order by d) as r from (
			select m.id, e.embedding::vector(%[1]d) <=> $11::vector(%[1]d) as d
			from memory_embeddings e join memories m on m.id = e.memory_id
			where e.model = $10 and e.dims = %[1]d and ` + visibleFilter + `
			order by e.embedding::vector(%[1]d) <=> $11::vector(%[1]d)
			limit 100
		) v
	)`

const fusion = `
	select m.id, m.scope, m.owner_id, m.agent_id, coalesce(m.system_id, ''), coalesce(m.project_id, ''), m.recall_hint, m.content,
	       m.tags, m.always_inject, coalesce(m.source_conversation_id, ''), m.created_at, m.updated_at,
	       m.expires_at, f.score
	from (
		select id, sum(1.0 / (%d + r)) as score
		from (%s) b group by id
	) f join memories m on m.id = f.id
	order by f.score desc, m.updated_at desc
	limit $%d`

// Search ranks the caller's visible memories against query by fusing full-text, trigram and
// (when an embedder answers) vector rankings with reciprocal rank fusion. Scope filters are part
// of every branch's SQL. Expired memories are never returned.
//
// Errors: CodeUnauthenticated, CodeInvalid (empty or oversized query, limit out of 1..50),
// CodeForbidden (ai.memory.read revoked for the caller's role).
func (s *Service) Search(ctx context.Context, id policy.Identity, in SearchInput) ([]Hit, error) {
	if err := s.checkIdentity(ctx, id, policy.OpSearch); err != nil {
		return nil, err
	}
	return s.search(ctx, id, in)
}

// search is Search after the identity check; id.AgentID may be allAgents.
func (s *Service) search(ctx context.Context, id policy.Identity, in SearchInput) ([]Hit, error) {
	if in.Limit == 0 {
		in.Limit = DefaultLimit
	}
	if err := check(in); err != nil {
		return nil, err
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
	tags := in.Tags
	if tags == nil {
		tags = []string{}
	}
	authID := id // authorization never depends on the agent; allAgents is not a valid agent id
	if authID.AgentID == allAgents {
		authID.AgentID = consoleAgent
	}
	if err := s.authorizeBeforeEmbedding(ctx, authID, policy.OpSearch); err != nil {
		return nil, err
	}
	start := time.Now()
	vec := s.embedOne(ctx, in.Query)
	if s.embed != nil {
		s.observer().SearchStage(ctx, StageEmbed, time.Since(start))
	}

	args := []any{id.PrincipalID, id.AgentID, in.Scope, in.SystemID, tags, orQuery(in.Query), in.Query, id.ProjectID, in.ProjectID}
	branches := lexicalBranches
	union := "select id, r from fts union all select id, r from trgm"
	if vec != nil {
		args = append(args, s.embed.Model(), pgvector.NewVector(vec))
		branches += fmt.Sprintf(vectorBranch, len(vec))
		union += " union all select id, r from vec"
	}
	args = append(args, in.Limit)
	sql := "with " + branches + fmt.Sprintf(fusion, rrfK, union, len(args))

	var hits []Hit
	err := pgx.BeginTxFunc(ctx, s.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		if _, err := s.authorize(ctx, tx, authID, policy.OpSearch); err != nil {
			return err
		}
		// Trigram threshold 0.4: on LoCoMo (dev split, recall-bench -locomo) thresholds 0.3 / 0.4 /
		// 0.5 / off gave R@1 .319 / .303 / .302 / .287 with R@5 and R@10 within .01 of each other,
		// while at 10k memories 0.3 made a query with a common word recheck most of a namespace
		// (200 ms against 11 ms at 0.45). HNSW keeps scanning until enough rows pass the scope
		// filter (pgvector 0.8 iterative scans). No parallel workers: with many small concurrent
		// searches they only fight for the cores (at 10k memories on two cores, p90 174 ms with
		// them, 50 ms without).
		if _, err := tx.Exec(ctx, `select set_config('pg_trgm.word_similarity_threshold', '0.4', true),
			set_config('hnsw.iterative_scan', 'relaxed_order', true),
			set_config('hnsw.ef_search', '100', true),
			set_config('plan_cache_mode', 'force_custom_plan', true),
			set_config('max_parallel_workers_per_gather', '0', true)`); err != nil {
			return err
		}
		start := time.Now()
		rows, err := tx.Query(ctx, sql, args...)
		if err != nil {
			return fmt.Errorf("search: %w", err)
		}
		hits, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (Hit, error) {
			var h Hit
			err := r.Scan(&h.ID, &h.Scope, &h.OwnerID, &h.AgentID, &h.SystemID, &h.ProjectID, &h.RecallHint, &h.Content,
				&h.Tags, &h.AlwaysInject, &h.SourceConversationID, &h.CreatedAt, &h.UpdatedAt, &h.ExpiresAt, &h.Score)
			return h, err
		})
		if err == nil {
			s.observer().SearchStage(ctx, searchStage(vec != nil), time.Since(start))
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	s.log.DebugContext(ctx, "memory search", "hits", len(hits), "vector", vec != nil, id.LogAttrs())
	return hits, nil
}

// memoryColumns selects a Memory; scanMemory reads it.
const memoryColumns = `m.id, m.scope, m.owner_id, m.agent_id, coalesce(m.system_id, ''), coalesce(m.project_id, ''), m.recall_hint,
	m.content, m.tags, m.always_inject, coalesce(m.source_conversation_id, ''), m.created_at,
	m.updated_at, m.expires_at`

func scanMemory(r pgx.Row) (Memory, error) { return scanMemoryAnd(r) }

// scanMemoryAnd reads memoryColumns followed by extra columns into extra.
func scanMemoryAnd(r pgx.Row, extra ...any) (Memory, error) {
	var m Memory
	dest := []any{&m.ID, &m.Scope, &m.OwnerID, &m.AgentID, &m.SystemID, &m.ProjectID, &m.RecallHint, &m.Content,
		&m.Tags, &m.AlwaysInject, &m.SourceConversationID, &m.CreatedAt, &m.UpdatedAt, &m.ExpiresAt}
	err := r.Scan(append(dest, extra...)...)
	return m, err
}
