package memory_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// BenchmarkExecMode compares, straight against PostgreSQL, the two ways recall sends statements:
// pgx's statement cache (named prepared statements, a direct connection's default) and the
// description cache recall uses behind a transaction-mode pooler (every statement unnamed, parsed
// and planned again each time), for a search and a save among 2,000 memories. Run:
// go test ./memory -run X -bench ExecMode -benchtime 300x and compare the medians of the rounds.
func BenchmarkExecMode(b *testing.B) {
	ctx := context.Background()
	seed, db := newService(b, nil)
	alice := principal(b, seed, "alice")
	for i := range 2000 {
		if _, err := seed.Save(ctx, alice, userSave(fmt.Sprintf("note %d on service%d and its deploy window %d", i, i%97, i%13),
			fmt.Sprintf("service%d deploys after %d pm; roll back with runbook %d", i%97, i%12, i%31))); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := seed.CountPending(ctx); err != nil {
		b.Fatal(err)
	}
	service := func(pooled bool) *memory.Service {
		cfg, err := dbconn.PoolConfig(dbconn.Options{}, db.URL, pooled)
		if err != nil {
			b.Fatal(err)
		}
		pool, err := pgxpool.NewWithConfig(ctx, cfg)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(pool.Close)
		return serviceOn(b, &dbtest.DB{Pool: pool, Schema: db.Schema, URL: db.URL}, &memory.Options{Logger: discard()})
	}
	modes := []struct {
		name string
		svc  *memory.Service
	}{{"statement-cache", service(false)}, {"describe-cache", service(true)}}
	var n atomic.Int64
	for round := range 6 {
		for k := range modes {
			m := modes[(k+round)%2]
			b.Run(m.name+"/search", func(b *testing.B) {
				for i := range b.N {
					if _, err := m.svc.Search(ctx, alice, memory.SearchInput{Query: fmt.Sprintf("when does service%d deploy", i%97), Limit: 10}); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(m.name+"/save", func(b *testing.B) {
				for range b.N {
					i := n.Add(1)
					if _, err := m.svc.Save(ctx, alice, userSave(fmt.Sprintf("finding%d about host%d", i, i*7), "x")); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
