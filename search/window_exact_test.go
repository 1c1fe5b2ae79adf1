package search_test

import (
	"context"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// A window is part of the candidate scan, not a filter on the ranked list: over a 10k namespace
// saved across a year, random windows (narrow ones, listed as a set, and wide ones, checked per
// posting) and random queries return exactly the best matches among the window's memories, as a
// brute-force BM25 over every memory in the window ranks them, in each of the three ways a window
// is read. Each term's in-window postings
// are at most termCandidates (100) wherever the comparison is made, so the engine's own candidate
// cap reads them whole and any miss is the window's. The query's words include common ones (in
// about a tenth of the memories), which an unbounded search's best 100 postings mostly spend
// outside a narrow window. With limit 50 the pool is the 50 best by BM25, which feedback and
// proximity only reorder: the set returned is compared, ties at the boundary aside.
func TestSearchWindowIsExact(t *testing.T) {
	if testing.Short() {
		t.Skip("loads 10k memories")
	}
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	rng := rand.New(rand.NewPCG(7, 38))

	// Words of one shape (consonant-vowel pairs ending in a vowel the stemmer keeps), 1,500 rare
	// ones (each in about 90 memories) and 12 common ones.
	seen := map[string]bool{}
	word := func() string {
		for {
			var b strings.Builder
			for range 3 {
				b.WriteByte("bdfgklmnprtvz"[rng.IntN(13)])
				b.WriteByte("aou"[rng.IntN(3)])
			}
			if w := b.String(); !seen[w] {
				seen[w] = true
				return w
			}
		}
	}
	rare := make([]string, 1500)
	for i := range rare {
		rare[i] = word()
	}
	common := make([]string, 12)
	for i := range common {
		common[i] = word()
	}
	text := func(n int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = rare[rng.IntN(len(rare))]
		}
		if rng.IntN(10) == 0 {
			ws[0] = common[rng.IntN(len(common))]
		}
		return strings.Join(ws, " ")
	}
	const n = 10000
	year := 365 * 24 * time.Hour
	start := time.Date(2025, 11, 1, 0, 0, 0, 0, time.UTC)
	items := make([]memory.Exported, n)
	for i := range items {
		saved := start.Add(time.Duration(rng.Int64N(int64(year))))
		items[i] = memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: text(4), Content: text(10)}, CreatedAt: saved, UpdatedAt: saved}}
	}
	added, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	require.Equal(t, n, added)

	// Every indexed memory's words and the namespace's statistics, as the engine reads them.
	type doc struct {
		terms []string
		tfs   []float32
		dl    float64
		saved time.Time
	}
	docs := map[string]doc{}
	rows, err := db.Pool.Query(ctx, `select d.memory_id::text, d.terms, d.tfs, d.dl, m.updated_at
		from search_docs d join memories m on m.id = d.memory_id`)
	require.NoError(t, err)
	for rows.Next() {
		var id string
		var d doc
		var dl float32
		require.NoError(t, rows.Scan(&id, &d.terms, &d.tfs, &dl, &d.saved))
		d.dl = float64(dl)
		docs[id] = d
	}
	require.NoError(t, rows.Err())
	require.Len(t, docs, n)
	var nsID int
	var ndocs, k1, b, avgdl float64
	require.NoError(t, db.Pool.QueryRow(ctx, `select n.id, n.docs, greatest(n.total_len / greatest(n.docs, 1), 1), p.k1, p.b
		from search_namespaces n, search_params p`).Scan(&nsID, &ndocs, &avgdl, &k1, &b))

	type term struct {
		term string
		idf  float64
	}
	// The query's indexed terms, as the engine expands them (each word's stem and the words it
	// begins), with their idf.
	queryTerms := func(q string) []term {
		rows, err := db.Pool.Query(ctx, `
			with q as (select distinct u.lexeme collate "C" as term from unnest(recall_words($1)) u)
			select t.term, ln(1 + ($3 - t.df + 0.5::float8) / (t.df + 0.5::float8)) * case when t.term = q.term then 1 else 0.5 end
			from q cross join lateral (
				select t.term, t.df from search_terms t
				where t.ns = $2 and t.term ^@ q.term and (length(q.term) >= 3 or t.term = q.term)
				order by t.term = q.term desc, t.df desc limit 8) t`, q, nsID, ndocs)
		require.NoError(t, err)
		defer rows.Close()
		var out []term
		for rows.Next() {
			var x term
			require.NoError(t, rows.Scan(&x.term, &x.idf))
			out = append(out, x)
		}
		require.NoError(t, rows.Err())
		return out
	}
	tf := func(d doc, w string) float64 {
		i := sort.SearchStrings(d.terms, w)
		if i < len(d.terms) && d.terms[i] == w {
			return float64(d.tfs[i])
		}
		return 0
	}

	const limit = 50
	// The engine reads a window three ways by how many memories it holds (window.go): at
	// most 500 (windowDocs) from their words, at most 5,000 (windowNarrow) by a hash of them, more
	// per posting. At 10k memories over a year those are windows of up to about 18 and 182 days.
	compared := map[string]int{}
	for trial := range 150 {
		days := 1 + rng.IntN(17)
		switch trial % 3 {
		case 1:
			days = 45 + rng.IntN(125)
		case 2:
			days = 190 + rng.IntN(175)
		}
		since := start.Add(time.Duration(rng.Int64N(int64(year - time.Duration(days)*24*time.Hour))))
		until := since.Add(time.Duration(days) * 24 * time.Hour)
		if trial%7 == 0 {
			since = since.Truncate(24 * time.Hour) // a date's midnight
		}
		words := []string{rare[rng.IntN(len(rare))], rare[rng.IntN(len(rare))]}
		if trial%3 == 0 || trial%4 == 0 {
			words = append(words, common[rng.IntN(len(common))])
		}
		if rng.IntN(2) == 0 {
			words = append(words, rare[rng.IntN(len(rare))])
		}
		q := strings.Join(words, " ")

		hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: q, Limit: limit, Since: &since, Until: &until})
		require.NoError(t, err)
		for _, h := range hits {
			require.False(t, h.UpdatedAt.Before(since) || !h.UpdatedAt.Before(until), "%s: %s outside [%s, %s)", q, h.UpdatedAt, since, until)
		}

		// The brute force: BM25 of every memory in the window that has a query term.
		qt := queryTerms(q)
		type scored struct {
			id    string
			score float64
		}
		var all []scored
		inWindow := map[string]int{}
		for id, d := range docs {
			if d.saved.Before(since) || !d.saved.Before(until) {
				continue
			}
			s := 0.0
			for _, x := range qt {
				if f := tf(d, x.term); f > 0 {
					inWindow[x.term]++
					s += x.idf * f * (k1 + 1) / (f + k1*(1-b+b*d.dl/avgdl))
				}
			}
			if s > 0 {
				all = append(all, scored{id, s})
			}
		}
		capped := false
		for _, c := range inWindow {
			capped = capped || c > 100
		}
		if capped {
			continue // the engine's own cap applies: not the window's to answer for
		}
		held := 0
		for _, d := range docs {
			if !d.saved.Before(since) && d.saved.Before(until) {
				held++
			}
		}
		switch {
		case held <= 500:
			compared["read whole"]++
		case held <= 5000:
			compared["hashed"]++
		default:
			compared["per posting"]++
		}
		sort.Slice(all, func(i, j int) bool { return all[i].score > all[j].score })
		require.Len(t, hits, min(limit, len(all)), "%s in [%s, %s)", q, since, until)
		if len(all) == 0 {
			continue
		}
		edge := all[len(hits)-1].score
		got := map[string]bool{}
		for _, h := range hits {
			got[h.ID] = true
		}
		score := map[string]float64{}
		for _, s := range all {
			score[s.id] = s.score
			if s.score > edge+1e-9 {
				require.True(t, got[s.id], "%s in [%s, %s): missed %s (BM25 %.4f, the 50th %.4f)", q, since, until, s.id, s.score, edge)
			}
		}
		for _, h := range hits {
			require.GreaterOrEqual(t, score[h.ID], edge-1e-9, "%s: %s is not among the window's best", q, h.ID)
		}
	}
	t.Logf("searches compared with the brute force, by how the window was read: %v", compared)
	for _, way := range []string{"read whole", "hashed", "per posting"} {
		require.Greater(t, compared[way], 15, "windows %s compared", way)
	}
}
