package memory_test

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkSaveIn100kNamespace saves new memories into a namespace that already holds 100,000,
// whose hints share common words ("note", "topic", "project"): dedup's work must not grow with
// the namespace. Run: go test ./memory -run X -bench SaveIn100k -benchtime 500x
func BenchmarkSaveIn100kNamespace(b *testing.B) {
	ctx := context.Background()
	svc, db := newService(b, nil)
	alice := principal(b, svc, "alice")
	_, err := db.Pool.Exec(ctx, `
		insert into memories (id, scope, owner_id, agent_id, recall_hint, content)
		select gen_random_uuid(), 'user', $1, 'default',
		       'note about topic' || (i % 1000) || ' item' || i || ' for project ' || (i % 7), 'content ' || i
		from generate_series(1, 100000) i`, alice.PrincipalID)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.Pool.Exec(ctx, `analyze memories; analyze hint_token_df`); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := range b.N {
		res, err := svc.Save(ctx, alice, userSave(fmt.Sprintf("note about topic%d newitem%d for project %d", i%1000, i, i%7), "new"))
		if err != nil {
			b.Fatal(err)
		}
		if res.Updated {
			b.Fatalf("save %d merged into %s", i, res.ID)
		}
	}
	b.StopTimer()
	// And a re-save of a seeded hint still finds it among the 100,000.
	res, err := svc.Save(ctx, alice, userSave("note about topic42 item5042 for project 2", "again"))
	if err != nil || !res.Updated {
		b.Fatalf("re-save: %+v %v", res, err)
	}
}
