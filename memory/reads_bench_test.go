package memory_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/recall-mcp/recall/internal/dbroute"
	"github.com/recall-mcp/recall/memory"
)

// BenchmarkSaveFence compares a save without replicas with one that records its fence for
// read-your-writes (what a server with RECALL_DATABASE_REPLICA_URLS does after each write): the
// cost of the fence's own small transaction, one more round trip. Run with -count to alternate.
func BenchmarkSaveFence(b *testing.B) {
	svc, db := newService(b, &memory.Options{Logger: discard()})
	id := principal(b, svc, "bench")
	router := dbroute.New(db.Pool, nil, dbroute.Options{Logger: discard()})
	n := 0
	for _, mode := range []string{"plain", "fenced"} {
		b.Run(mode, func(b *testing.B) {
			svc.RouteReads(nil)
			if mode == "fenced" {
				svc.RouteReads(router)
			}
			for b.Loop() {
				n++
				if _, err := svc.Save(context.Background(), id, userSave(fmt.Sprintf("benchmark note %d about fences q%dz", n, n), "content")); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
