package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// The search plan's shape does not depend on planner statistics: right after a bulk load (no
// ANALYZE has run on the new rows) and with the generic plan a pooled connection keeps, every
// table that grows with memory is reached through an index, never scanned whole.
func TestSearchPlanUsesIndexesWithoutStatistics(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	svc := New(db.Pool, sc, &Options{Logger: slog.New(slog.DiscardHandler)})
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
	var items []Exported
	for i := range 600 {
		items = append(items, Exported{Owner: "alice", Memory: Memory{ID: uuid.NewString(), Scope: ScopeUser, AgentID: "default",
			RecallHint: fmt.Sprintf("note %d on the release train and the deploy window", i),
			Content:    fmt.Sprintf("release %d: the deploy window closes at five; roll back with the runbook %d", i, i%7)}})
	}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	p, err := svc.PrincipalByName(ctx, "alice")
	require.NoError(t, err)

	conn, err := db.Pool.Acquire(ctx)
	require.NoError(t, err)
	defer conn.Release()
	_, err = conn.Exec(ctx, `set plan_cache_mode = force_generic_plan`)
	require.NoError(t, err)
	defer conn.Exec(ctx, `reset plan_cache_mode`) //nolint:errcheck
	rule, _ := policy.Spec(policy.OpSearch)
	for _, tags := range [][]string{{}, {"incident"}} {
		var raw []byte
		err = conn.QueryRow(ctx, "explain (format json) "+lexicalSearchSQL,
			p.ID, "default", "", "", tags, "when does the deploy window close?", string(rule), 10, "", "").Scan(&raw)
		require.NoError(t, err)
		var plan []struct{ Plan planNode }
		require.NoError(t, json.Unmarshal(raw, &plan))
		var scanned []string
		plan[0].Plan.walk(func(n planNode) {
			if n.NodeType == "Seq Scan" || n.NodeType == "Bitmap Heap Scan" && n.RelationName == "memories" {
				switch n.RelationName {
				case "memories", "search_postings", "search_terms", "search_docs":
					scanned = append(scanned, n.NodeType+" on "+n.RelationName)
				}
			}
		})
		require.Empty(t, scanned, "tags %v: plan:\n%s", tags, raw)
	}
}

type planNode struct {
	NodeType     string     `json:"Node Type"`
	RelationName string     `json:"Relation Name"`
	Plans        []planNode `json:"Plans"`
}

func (n planNode) walk(f func(planNode)) {
	f(n)
	for _, c := range n.Plans {
		c.walk(f)
	}
}
