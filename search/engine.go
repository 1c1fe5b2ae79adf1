// Package search is recall's search engine: the BM25 index kept in PostgreSQL (the search_*
// tables and the recall_search_* functions in migrations/definitions), its statistics, and the
// ranking statement (BM25 with prefix matches, coverage and feedback, term proximity, time
// windows and browsing, fused with the vector branch when the query has an embedding). No other
// package reads or writes the search tables.
//
// The memory service calls it to index what it wrote (Index, QueueIndex), take out what it
// deleted (Remove), and search what a caller may read (Search). The scope rule is SQL functions
// in migrations/definitions (recall_caller, recall_granted_systems, recall_member_projects,
// recall_visible), which every read of memories calls; the engine calls them by name on the
// request's typed fields inside every candidate scan of the statement, never after the ranking,
// so a search reads exactly the namespaces the caller may read.
package search

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
	pgvector "github.com/pgvector/pgvector-go"

	"github.com/recall-mcp/recall/internal/record"
)

// AnyAgent as Request.Agent searches every agent namespace of the principal (the console).
const AnyAgent = "*"

// Request is one search. Query may be empty only with a window: then the window is browsed,
// newest first.
type Request struct {
	Principal    string
	Agent        string // the caller's agent, or AnyAgent
	Scope        string // narrows to one scope: "" (all), user, system or project
	SystemID     string // narrows to one system ("": any the caller may read)
	ProjectID    string // narrows to one project ("": the bound one, if readable)
	BoundProject string // the project the session is bound to ("": none)
	Rule         string // the rule a search needs, checked inside the statement (recall_caller)
	Tags         []string
	Query        string
	Limit        int
	Since, Until *time.Time // bounds on savedAt: since inclusive, until exclusive; nil is open
	Model        string     // with Vector: fuse with the vector ranking of this model's embeddings
	Vector       []float32
	// MinSimilarity is the cosine similarity a memory's embedding needs to the query's to be
	// ranked by the vector branch (-1 takes every nearest neighbour); a memory that shares a
	// word with the query is ranked by the lexical branch whatever its similarity.
	MinSimilarity float64
	// Relevance asks for each hit's relevance (Hit.Relevance, Hit.Vector; relevance.go). A browse
	// has none.
	Relevance bool
}

// Caller is the principal's row as the search statement read it (recall_caller), for the
// service's policy check on the same snapshot.
type Caller struct {
	Name    string   `db:"name"`
	Role    string   `db:"role"`
	Service bool     `db:"service"`
	Revoked []string `db:"revoked"`
}

// Hit is a memory a search returned, with its score (best first).
type Hit struct {
	record.Memory
	Score float64 `db:"score"`
	// Relevance is the share of the query's information the memory holds, 0 to 1 (relevance.go),
	// when the request asked for it; Vector, whether the vector ranking found it.
	Relevance float64 `db:"relevance"`
	Vector    bool    `db:"vector"`
}

// Result is what Search found, and how long its statement took.
type Result struct {
	Caller Caller
	Hits   []Hit
	Took   time.Duration
}

// ErrNoPrincipal is Search's error when the principal does not exist.
var ErrNoPrincipal = errors.New("search: the principal does not exist")

// Engine runs the search statements and keeps the index. It is safe for concurrent use.
type Engine struct {
	db     *pgxpool.Pool
	log    *slog.Logger
	plain  string // the lexical statement
	window string // the lexical statement within a window
	browse string // a window without a query
	rel    string // the lexical statement with each hit's relevance
}

// New returns an Engine over db (migrated).
func New(db *pgxpool.Pool, log *slog.Logger) *Engine {
	if log == nil {
		log = slog.Default()
	}
	e := &Engine{db: db, log: log}
	e.plain, e.window, e.browse = searchSQL(false, 0), windowSearchSQL(false, 0), browseSQL
	e.rel = relevanceSQL(false, 0)
	return e
}

// On returns the engine searching through db, a streaming replica's pool (the index is in the
// database, so every replica has it), for one search.
func (e *Engine) On(db *pgxpool.Pool) *Engine {
	c := *e
	c.db = db
	return &c
}

// Search ranks what the caller may read against r.Query: BM25 over the index (recallHint weighted
// above content), its first hits reordered by term proximity, fused by reciprocal rank with the
// vector ranking when r.Vector is given. Scope filters and the window are part of every branch's
// scans; expired memories are never returned. Without a vector a search is one round trip: the
// planner settings and the statement, which also reads the caller (Result.Caller). With no
// principal, the error is ErrNoPrincipal; when the rule a search needs is revoked from its
// role, no hits.
func (e *Engine) Search(ctx context.Context, r Request) (Result, error) {
	tags := r.Tags
	if tags == nil {
		tags = []string{}
	}
	window := r.Since != nil || r.Until != nil
	browse := window && strings.TrimSpace(r.Query) == ""
	vector := r.Vector != nil && !browse
	// The lexical statement returns at least the proximityTop best, which term proximity reorders;
	// a fused ranking is not reordered, so it returns no more than was asked for.
	limit := max(r.Limit, proximityTop)
	if vector {
		limit = r.Limit
	}
	args := []any{r.Principal, r.Agent, r.Scope, r.SystemID, tags, r.Query, r.Rule, limit, r.BoundProject, r.ProjectID}
	relevance := r.Relevance && !browse
	sql := e.plain
	if relevance {
		sql = e.rel
	}
	if window {
		args = append(args, WindowBound(r.Since, pgtype.NegativeInfinity), WindowBound(r.Until, pgtype.Infinity))
		sql = e.window
		if relevance {
			sql = withRelevance(windowSearchSQL(false, 0), false)
		}
	}
	if browse {
		args[5], sql = "", e.browse
	}

	var res Result
	var lex []float64
	var err error
	if !vector {
		// One round trip, one implicit transaction: the planner settings, then the statement.
		start := time.Now()
		b := &pgx.Batch{}
		b.Queue(searchPlannerSettings)
		b.Queue(sql, args...).Query(func(rows pgx.Rows) error {
			var err error
			res.Caller, res.Hits, lex, err = scan(rows)
			return err
		})
		err = e.db.SendBatch(ctx, b).Close()
		res.Took = time.Since(start)
	} else {
		args = append(args, r.Model, pgvector.NewVector(r.Vector), 1-r.MinSimilarity)
		sql = searchSQL(true, len(r.Vector))
		if window {
			sql = windowSearchSQL(true, len(r.Vector))
		}
		if relevance {
			sql = withRelevance(sql, true)
		}
		err = pgx.BeginTxFunc(ctx, e.db, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
			// HNSW keeps scanning until enough rows pass the scope filter (pgvector 0.8 iterative
			// scans). No parallel workers: with many small concurrent searches they only fight for
			// the cores.
			if _, err := tx.Exec(ctx, searchPlannerSettings+`, set_config('hnsw.iterative_scan', 'relaxed_order', true),
				set_config('hnsw.ef_search', '100', true), set_config('max_parallel_workers_per_gather', '0', true)`); err != nil {
				return err
			}
			start := time.Now()
			rows, err := tx.Query(ctx, sql, args...)
			if err != nil {
				return err
			}
			res.Caller, res.Hits, lex, err = scan(rows)
			res.Took = time.Since(start)
			return err
		})
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return Result{}, ErrNoPrincipal
	}
	if err != nil {
		return Result{}, fmt.Errorf("search: %w", err)
	}
	if len(lex) == len(res.Hits) {
		rerankByProximity(r.Query, res.Hits, lex)
	}
	res.Hits = res.Hits[:min(len(res.Hits), r.Limit)]
	return res, nil
}

// hitRow is one row of a search statement (hitsColumns): the caller, repeated on every row, and
// a hit with its lexical score (null from a fused statement).
type hitRow struct {
	Caller
	Hit
	Lex *float64 `db:"lex"`
}

// scan reads the caller's row (repeated on every row), the hits and, from the lexical statement,
// each hit's lexical score (none from a fused one). No row at all means the principal does not
// exist (pgx.ErrNoRows); a row without a hit (the statement's left join) is the caller alone.
func scan(rows pgx.Rows) (Caller, []Hit, []float64, error) {
	defer rows.Close()
	var c Caller
	var hits []Hit
	var lex []float64
	n := 0
	for rows.Next() {
		n++
		if rows.RawValues()[callerColumns] == nil { // no hit: the caller's columns only
			dest := make([]any, len(rows.FieldDescriptions()))
			dest[0], dest[1], dest[2], dest[3] = &c.Name, &c.Role, &c.Service, &c.Revoked
			if err := rows.Scan(dest...); err != nil {
				return Caller{}, nil, nil, err
			}
			continue
		}
		r, err := pgx.RowToStructByName[hitRow](rows)
		if err != nil {
			return Caller{}, nil, nil, err
		}
		c = r.Caller
		hits = append(hits, r.Hit)
		if r.Lex != nil {
			lex = append(lex, *r.Lex)
		}
	}
	if err := rows.Err(); err != nil {
		return Caller{}, nil, nil, err
	}
	if n == 0 {
		return Caller{}, nil, nil, pgx.ErrNoRows
	}
	return c, hits, lex, nil
}

// lockNotAvailable is the SQLSTATE of a lock not taken within lock_timeout.
const lockNotAvailable = "55P03"

// gaveWay reports whether err is a count giving way to a lock (lock_timeout).
func gaveWay(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == lockNotAvailable
}

// Statements returns the lexical statements as they run, unbounded, within a window, and a
// browse, with the parameters documented in search.go: for plans (EXPLAIN) and tests.
func (e *Engine) Statements() (plain, window, browse string) { return e.plain, e.window, e.browse }

// PlannerSettings is the statement every search runs before its own (searchPlannerSettings).
const PlannerSettings = searchPlannerSettings
