package memory_test

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// BenchmarkSavesPerCore measures what a save costs PostgreSQL in CPU, to size the primary: 8
// clients save short memories of prose (scrub and dedup included) through the service into a
// namespace of 10,000, with durable commits, then the leader's count of their words runs and the
// tables are vacuumed, as autovacuum would. The CPU is read from /proc for the backends of the
// benchmark's own pool, so other work on the machine does not count. It reports saves/s (the
// clients' throughput on this machine), pg-ms/save (the backends' CPU during the saves),
// count-ms/save and vacuum-ms/save (the leader's count and the vacuum, per save), go-ms/save
// (the service's CPU in this process) and saves/pg-core (1000 over the three PostgreSQL figures).
// The vacuum's share falls as it follows more saves (the preload's pages are in it): measure with
// thousands, as below.
//
//	go test -run '^$' -bench SavesPerCore -benchtime 4000x ./memory/
func BenchmarkSavesPerCore(b *testing.B) {
	for _, spread := range []string{"one-namespace", "8-namespaces"} {
		b.Run(spread, func(b *testing.B) { savesPerCore(b, spread == "8-namespaces") })
	}
}

func savesPerCore(b *testing.B, spread bool) {
	ctx := context.Background()
	db := dbtest.New(b)
	u, err := url.Parse(db.URL)
	require.NoError(b, err)
	q := u.Query()
	q.Set("synchronous_commit", "on") // durable, as a production primary commits
	u.RawQuery = q.Encode()
	cfg, err := pgxpool.ParseConfig(u.String())
	require.NoError(b, err)
	var mu sync.Mutex
	backends := map[int]bool{}
	cfg.AfterConnect = func(ctx context.Context, c *pgx.Conn) error {
		mu.Lock()
		defer mu.Unlock()
		backends[int(c.PgConn().PID())] = true
		return nil
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	require.NoError(b, err)
	b.Cleanup(pool.Close)
	svc := serviceOn(b, &dbtest.DB{Pool: pool}, &memory.Options{Logger: discard()})
	alice := principal(b, svc, "alice")
	z := newZipfWords(49)

	const preload = 10_000
	for done := 0; done < preload; done += 2000 {
		items := make([]memory.Exported, 2000)
		for i := range items {
			items[i] = memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: z.text(60), Content: z.text(160)}}}
		}
		_, err := svc.Import(ctx, admin, items)
		require.NoError(b, err)
	}
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(b, err)
	vacuum := func() {
		// The schema's tables only: a bare VACUUM would visit every schema of the test database.
		var tables string
		require.NoError(b, pool.QueryRow(ctx, `select string_agg(quote_ident(tablename), ', ') from pg_tables where schemaname = current_schema()`).Scan(&tables))
		_, err := pool.Exec(ctx, "vacuum (analyze) "+tables)
		require.NoError(b, err)
	}
	vacuum()

	// The texts are made before the clock starts: the Zipf sampler is not the server's work.
	const clients = 8
	ins := make([]memory.SaveInput, b.N)
	for i := range ins {
		ins[i] = userSave(z.text(60), z.text(160))
	}
	pgCPU := func() time.Duration {
		mu.Lock()
		defer mu.Unlock()
		var sum time.Duration
		for pid := range backends {
			sum += procCPU(b, pid)
		}
		return sum
	}
	b.ResetTimer()
	pg0, go0, start := pgCPU(), selfCPU(), time.Now()
	var wg sync.WaitGroup
	for c := range clients {
		who := alice
		if spread {
			who.AgentID = fmt.Sprintf("agent-%d", c)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; i < b.N; i += clients {
				_, err := svc.Save(ctx, who, ins[i])
				if err != nil {
					b.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	pg1, go1 := pgCPU(), selfCPU()
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(b, err)
	pg2 := pgCPU()
	vacuum()
	pg3 := pgCPU()
	b.StopTimer()

	per := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) / float64(b.N) }
	b.ReportMetric(float64(b.N)/wall.Seconds(), "saves/s")
	b.ReportMetric(per(pg1-pg0), "pg-ms/save")
	b.ReportMetric(per(pg2-pg1), "count-ms/save")
	b.ReportMetric(per(pg3-pg2), "vacuum-ms/save")
	b.ReportMetric(per(go1-go0), "go-ms/save")
	b.ReportMetric(1000/per(pg3-pg0), "saves/pg-core")
}

// procCPU is the user and system CPU a process has used, from /proc/<pid>/stat (fields 14 and
// 15, in the kernel's clock ticks, 100 a second).
func procCPU(b *testing.B, pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		b.Fatalf("backend %d's CPU: %v (the database must run on this machine)", pid, err)
	}
	s := string(raw)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	u, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+st) * 10 * time.Millisecond
}

// selfCPU is this process's user and system CPU.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
