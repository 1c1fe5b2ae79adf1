package svctest

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The helpers below are shared by the memory service's tests and the search engine's (which
// drive the engine through the service).

// SaveNew returns a save into id's user namespace that must add a memory (not update one in
// place), returning its id.
func SaveNew(t *testing.T, svc *memory.Service, id policy.Identity) func(hint, content string) string {
	return func(hint, content string) string {
		t.Helper()
		res, err := svc.Save(context.Background(), id, memory.SaveInput{Scope: "user", RecallHint: hint, Content: content})
		require.NoError(t, err)
		require.False(t, res.Updated, hint)
		return res.ID
	}
}

// Search is the ids of id's search for in (up to 50 hits unless in says), checking that they
// come best first.
func Search(t *testing.T, svc *memory.Service, id policy.Identity, in memory.SearchInput) []string {
	t.Helper()
	if in.Limit == 0 {
		in.Limit = 50
	}
	hits, err := svc.Search(context.Background(), id, in)
	require.NoError(t, err)
	for i := 1; i < len(hits); i++ {
		require.GreaterOrEqual(t, hits[i-1].Score, hits[i].Score, "hits best first")
	}
	return HitIDs(hits)
}

// HitIDs is the hits' ids, in order.
func HitIDs(hits []memory.Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

// UnitAt is a unit vector of dims dimensions with cosine c to axis 0, the rest on axis other.
func UnitAt(dims int, c float64, other int) []float32 {
	v := make([]float32, dims)
	v[0], v[other] = float32(c), float32(math.Sqrt(1-c*c))
	return v
}

// RandomWords is at most n bytes of made-up words, each new (a stemmer leaves it whole: it ends
// in q), so every word of every memory is a word new to the index: the most a text can cost it.
func RandomWords(r *rand.Rand, n int) string {
	var b strings.Builder
	for {
		w := make([]byte, 5+r.IntN(6))
		for i := range w {
			w[i] = byte('a' + r.IntN(26))
		}
		w[len(w)-1] = 'q'
		if b.Len()+len(w)+1 > n {
			return b.String()
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.Write(w)
	}
}

// Ollama is an embedder of model through the Ollama server at url (a fakeollama in tests).
func Ollama(t testing.TB, url, model string) *memory.Ollama {
	t.Helper()
	o, err := memory.NewOllama(url, model, 2*time.Second)
	require.NoError(t, err)
	return o
}

// CountEmbeddings is how many memories have an embedding of model.
func CountEmbeddings(t testing.TB, svc *memory.Service, model string) int {
	t.Helper()
	var n int
	require.NoError(t, svc.DB().QueryRow(context.Background(),
		`select count(*) from memory_embeddings where model = $1`, model).Scan(&n))
	return n
}
