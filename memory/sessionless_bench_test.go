package memory_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/recall-mcp/recall/policy"
)

// BenchmarkSaveSessionless compares a save whose run the client named with a save of a sessionless
// client, whose run the service chooses in the save's transaction, one at a time and eight at a
// time from one token. Run: go test ./memory -run X -bench SaveSessionless -benchtime 200x and
// compare the medians of the six rounds.
func BenchmarkSaveSessionless(b *testing.B) {
	ctx := context.Background()
	svc, _ := newService(b, nil)
	principal(b, svc, "bot")
	tok, err := idsOf(svc).CreateToken(ctx, admin, "bot", "")
	if err != nil {
		b.Fatal(err)
	}
	sessionless, err := idsOf(svc).Authenticate(ctx, tok)
	if err != nil {
		b.Fatal(err)
	}
	named := sessionless
	named.RunID, named.RunFrom = "nightly-named", policy.RunFromClient
	var n atomic.Int64
	save := func(b *testing.B, id policy.Identity) {
		i := n.Add(1)
		if _, err := svc.Save(ctx, id, userSave(fmt.Sprintf("finding%d about host%d", i, i*7), "x")); err != nil {
			b.Fatal(err)
		}
	}
	kinds := []struct {
		name string
		id   policy.Identity
	}{{"named", named}, {"sessionless", sessionless}}
	// Six rounds, the order flipped each round, so the namespace's growth and the machine's
	// moods fall on both alike.
	for round := range 6 {
		for k := range kinds {
			c := kinds[(k+round)%2]
			b.Run(c.name, func(b *testing.B) {
				for range b.N {
					save(b, c.id)
				}
			})
			b.Run(c.name+"-parallel8", func(b *testing.B) {
				b.SetParallelism(8)
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						save(b, c.id)
					}
				})
			})
		}
	}
}
