package memory_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// zipfWords is at most n bytes of words drawn from a vocabulary of 20,000 by Zipf's law, as the
// words of prose are: a few common, most rare, and a store's memories share most of theirs.
type zipfWords struct {
	r     *rand.Rand
	z     *rand.Zipf
	vocab []string
}

func newZipfWords(seed uint64) *zipfWords {
	r := rand.New(rand.NewPCG(seed, 7))
	vocab := make([]string, 20_000)
	for i := range vocab {
		w := make([]byte, 3+r.IntN(8))
		for j := range w {
			w[j] = byte('a' + r.IntN(26))
		}
		w[len(w)-1] = 'q'
		vocab[i] = string(w)
	}
	return &zipfWords{r: r, z: rand.NewZipf(r, 1.1, 2, uint64(len(vocab)-1)), vocab: vocab}
}

func (z *zipfWords) text(n int) string {
	var b strings.Builder
	for {
		w := z.vocab[z.z.Uint64()]
		if b.Len()+len(w)+1 > n {
			return b.String()
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
}

// schemaBytes is what the schema's tables take on disk, their indexes and TOAST included, after a
// VACUUM of each (dead rows' space is reused by the next writes, so it is not growth).
func schemaBytes(t testing.TB, db *dbtest.DB) int64 {
	t.Helper()
	ctx := context.Background()
	rows, err := db.Pool.Query(ctx, `select format('%I.%I', n.nspname, c.relname) from pg_class c
		join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'`, db.Schema)
	require.NoError(t, err)
	var tables []string
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		tables = append(tables, name)
	}
	require.NoError(t, rows.Err())
	var total int64
	for _, tb := range tables {
		_, err := db.Pool.Exec(ctx, `vacuum `+tb)
		require.NoError(t, err)
		var n int64
		require.NoError(t, db.Pool.QueryRow(ctx, `select pg_total_relation_size($1::regclass)`, tb).Scan(&n))
		total += n
	}
	return total
}

// storage is what saving memories cost the database, and what the quota counted of it.
type storage struct {
	memories        int
	growth, counted int64 // bytes: on disk (schemaBytes after less before), in principal_usage
	postings        int64
}

func (s storage) ratio() float64 { return float64(s.growth) / float64(s.counted) }

func (s storage) String() string {
	return fmt.Sprintf("%d memories: database grew %.1f MB, quota counted %.1f MB (%.2f×), %d postings a memory",
		s.memories, float64(s.growth)/(1<<20), float64(s.counted)/(1<<20), s.ratio(), s.postings/int64(s.memories))
}

// measureStorage saves n memories through the service as one principal, save(i) the i-th (then
// the leader's count of their words), and returns what they cost the database and the quota. With
// vacuumEvery > 0 the tables are vacuumed every vacuumEvery saves, as autovacuum would be under
// rewrites, so the space of the rows rewrites leave dead is reused as it is in a running server.
func measureStorage(t testing.TB, n, vacuumEvery int, save func(i int) memory.SaveInput) storage {
	t.Helper()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	before := schemaBytes(t, db)
	for i := range n {
		_, err := svc.Save(ctx, alice, save(i))
		require.NoError(t, err)
		if vacuumEvery > 0 && i%vacuumEvery == vacuumEvery-1 {
			schemaBytes(t, db)
		}
	}
	_, _, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	s := storage{memories: n, growth: schemaBytes(t, db) - before}
	require.NoError(t, db.Pool.QueryRow(ctx, `select sum(bytes) from principal_usage where principal_id = $1`, alice.PrincipalID).Scan(&s.counted))
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_postings`).Scan(&s.postings))
	return s
}

// The storage quota bounds the disk (issue 46, M4): memories of 8 KB of words each new to the
// index, the costliest text there is, grow the database by at most 1.25 times what the quota
// counts of them, and memories of short prose by no more than it counts.
func TestStorageQuotaBoundsTheDisk(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(46, 4))
	worst := measureStorage(t, 80, 0, func(int) memory.SaveInput {
		return userSave(svctest.RandomWords(r, 80), svctest.RandomWords(r, memory.MaxContentLen))
	})
	t.Log("8 KB of new words:", worst)
	require.LessOrEqual(t, worst.ratio(), 1.25, "8 KB of new words: %s", worst)
	require.LessOrEqual(t, worst.postings, int64(80*512), "at most the word cap of postings a memory")

	z := newZipfWords(46)
	short := measureStorage(t, 600, 0, func(int) memory.SaveInput {
		return userSave(z.text(60), z.text(160))
	})
	t.Log("short prose:", short)
	require.LessOrEqual(t, short.ratio(), 1.0, "short prose: %s", short)
}

// BenchmarkStorage reports what memories of several shapes cost the database (disk-B/memory),
// what the quota counts of them (counted-B/memory), and the ratio: `go test -run '^$' -bench
// Storage -benchtime 1x ./memory/`. A size, not a speed: one iteration is enough.
func BenchmarkStorage(b *testing.B) {
	shapes := []struct {
		name string
		n    int
		save func(r *rand.Rand, z *zipfWords) memory.SaveInput
	}{
		{"new-words-8KB", 400, func(r *rand.Rand, _ *zipfWords) memory.SaveInput {
			return userSave(svctest.RandomWords(r, 80), svctest.RandomWords(r, memory.MaxContentLen))
		}},
		{"prose-8KB", 400, func(_ *rand.Rand, z *zipfWords) memory.SaveInput {
			return userSave(z.text(80), z.text(memory.MaxContentLen))
		}},
		{"prose-200B", 4000, func(_ *rand.Rand, z *zipfWords) memory.SaveInput {
			return userSave(z.text(60), z.text(160))
		}},
	}
	// An embedding is not counted (docs/operations.md): what one of 768 dimensions takes.
	b.Run("embedding-768", func(b *testing.B) {
		ctx := context.Background()
		var per float64
		for range b.N {
			svc, db := newService(b, &memory.Options{Logger: discard()})
			alice := principal(b, svc, "alice")
			z := newZipfWords(46)
			for range 1000 {
				_, err := svc.Save(ctx, alice, userSave(z.text(60), z.text(160)))
				require.NoError(b, err)
			}
			before := schemaBytes(b, db)
			_, err := db.Pool.Exec(ctx, `insert into memory_embeddings (memory_id, model, dims, embedding)
				select m.id, 'bench', 768, array(select random() from generate_series(1, 768) where m.id is not null)::vector
				from memories m`)
			require.NoError(b, err)
			per = float64(schemaBytes(b, db)-before) / 1000
		}
		b.ReportMetric(per, "disk-B/embedding")
		b.ReportMetric(0, "ns/op")
	})
	b.Run("rewrites-8KB", func(b *testing.B) {
		var s storage
		for range b.N {
			r := rand.New(rand.NewPCG(46, 5))
			hints := make([]string, 100)
			for i := range hints {
				hints[i] = svctest.RandomWords(r, 80)
			}
			s = measureStorage(b, 1100, 50, func(i int) memory.SaveInput {
				return userSave(hints[i%100], svctest.RandomWords(r, memory.MaxContentLen))
			})
		}
		b.ReportMetric(float64(s.growth)/float64(s.memories), "disk-B/save")
		b.ReportMetric(float64(s.counted)/float64(s.memories), "counted-B/save")
		b.ReportMetric(math.Round(s.ratio()*100)/100, "disk/counted")
		b.ReportMetric(0, "ns/op")
	})
	for _, sh := range shapes {
		b.Run(sh.name, func(b *testing.B) {
			var s storage
			for range b.N {
				r, z := rand.New(rand.NewPCG(46, 4)), newZipfWords(46)
				s = measureStorage(b, sh.n, 0, func(int) memory.SaveInput { return sh.save(r, z) })
			}
			b.ReportMetric(float64(s.growth)/float64(s.memories), "disk-B/memory")
			b.ReportMetric(float64(s.counted)/float64(s.memories), "counted-B/memory")
			b.ReportMetric(math.Round(s.ratio()*100)/100, "disk/counted")
			b.ReportMetric(float64(s.postings)/float64(s.memories), "postings/memory")
			b.ReportMetric(0, "ns/op")
		})
	}
}
