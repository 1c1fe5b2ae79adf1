package memory_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// BenchmarkSaveBySize reports the median time (p50-ms) of a save of a short memory, of 8 KB of
// prose and of 8 KB of words new to the index, and of a search, in a namespace of 2,000 short
// memories, under the default quotas. To compare two builds, build each one's test binary (go test -c) and run them in
// turn, a round each, several rounds: -test.run '^$' -test.bench SaveBySize -test.benchtime 100x.
func BenchmarkSaveBySize(b *testing.B) {
	ctx := context.Background()
	// The default quotas (RECALL_QUOTA_MEMORIES, RECALL_QUOTA_BYTES): every save checks them.
	svc, _ := newService(b, &memory.Options{Logger: discard(), Limits: memory.Limits{MaxMemories: 100_000, MaxBytes: 1 << 30}})
	alice := principal(b, svc, "alice")
	z := newZipfWords(47)
	r := rand.New(rand.NewPCG(47, 1))
	for range 2000 {
		_, err := svc.Save(ctx, alice, userSave(z.text(60), z.text(160)))
		require.NoError(b, err)
	}
	_, _, err := svc.CountPendingWords(ctx)
	require.NoError(b, err)

	p50 := func(b *testing.B, op func()) {
		times := make([]time.Duration, 0, b.N)
		for range b.N {
			start := time.Now()
			op()
			times = append(times, time.Since(start))
		}
		b.StopTimer()
		_, _, err := svc.CountPendingWords(ctx) // the leader's count, between rounds, untimed
		require.NoError(b, err)
		slices.Sort(times)
		b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	}
	save := func(in func() memory.SaveInput) func(b *testing.B) {
		return func(b *testing.B) {
			p50(b, func() {
				_, err := svc.Save(ctx, alice, in())
				require.NoError(b, err)
			})
		}
	}
	b.Run("save-short", save(func() memory.SaveInput { return userSave(z.text(60), z.text(160)) }))
	b.Run("save-prose-8KB", save(func() memory.SaveInput { return userSave(z.text(60), z.text(memory.MaxContentLen)) }))
	b.Run("save-new-words-8KB", save(func() memory.SaveInput {
		return userSave(svctest.RandomWords(r, 60), svctest.RandomWords(r, memory.MaxContentLen))
	}))
	b.Run("search", func(b *testing.B) {
		p50(b, func() {
			_, err := svc.Search(ctx, alice, memory.SearchInput{Query: z.text(24), Limit: 10})
			require.NoError(b, err)
		})
	})
}
