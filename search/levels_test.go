package search

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// impactLevels is written twice: in Go (the candidate scans order by impactLevel) and in the
// expression of the index those scans read (search_postings_level, migration 002). The index
// serves the scans only while the two agree; apart, every term's postings would be sorted whole
// at each search. So the levels in the index PostgreSQL holds are read back and compared, and
// the scan's order is checked to come from the index, not from a sort.
func TestImpactLevelsMatchTheIndex(t *testing.T) {
	ctx := context.Background()
	db := dbtest.New(t)
	var def string
	require.NoError(t, db.Pool.QueryRow(ctx,
		`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'search_postings_level'`).Scan(&def))
	m := regexp.MustCompile(`floor\(\(impact \* \(?(\d+)\)?(?:::double precision)?\)\)`).FindStringSubmatch(def)
	require.NotNil(t, m, "no impact level in the index's expression: %s", def)
	levels, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	require.Equal(t, impactLevels, levels,
		"impactLevels (search.go) is %d but search_postings_level cuts a unit of impact into %d levels: change both (a new migration for the index)", impactLevels, levels)

	// The order postingScan reads a term's postings in is the index's own.
	tx, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx) //nolint:errcheck
	_, err = tx.Exec(ctx, searchPlannerSettings)
	require.NoError(t, err)
	rows, err := tx.Query(ctx, `explain select p.memory_id from search_postings p where p.ns = 1 and p.term = 'deploy'
		order by `+impactLevel+` desc, p.saved_at desc limit 100`)
	require.NoError(t, err)
	var lines []string
	for rows.Next() {
		var l string
		require.NoError(t, rows.Scan(&l))
		lines = append(lines, l)
	}
	require.NoError(t, rows.Err())
	text := strings.Join(lines, "\n")
	require.Contains(t, text, "search_postings_level", "a term's postings are not read in impactLevel order from the index:\n%s", text)
	require.NotContains(t, text, "Sort", "a term's postings are sorted, not read in the index's order:\n%s", text)
}
