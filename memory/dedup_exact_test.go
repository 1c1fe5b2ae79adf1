package memory_test

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Dedup's candidate lookup reads a few of the index's lists, chosen by how common the hint's
// words are (groups of tokens, one of which a near-duplicate carries whole), and must still find
// exactly the memory a comparison with every memory of the namespace finds. The namespace holds
// 3,000 hints over a vocabulary of 40 skewed words, so every word is common and the groups gather
// several; the new hints are variations of stored ones around the threshold, some with a word no
// memory carries yet.
func TestDedupFindsWhatComparingWithEveryMemoryFinds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	vocab := make([]string, 40)
	for i := range vocab {
		vocab[i] = fmt.Sprintf("w%02dx", i)
	}
	rng := mrand.New(mrand.NewPCG(7, 13))
	zipf := mrand.NewZipf(rng, 1.2, 2, uint64(len(vocab)-1))
	hint := func(n int) []string {
		seen := map[string]bool{}
		var out []string
		for len(out) < n {
			if w := vocab[zipf.Uint64()]; !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
		return out
	}
	var hints []string
	for range 3000 {
		hints = append(hints, strings.Join(hint(4+rng.IntN(9)), " "))
	}
	_, err := db.Pool.Exec(ctx, `
		insert into memories (id, scope, owner_id, agent_id, recall_hint, content)
		select gen_random_uuid(), 'user', $1, 'default', h, 'seeded' from unnest($2::text[]) h`, alice.PrincipalID, hints)
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `analyze memories; analyze hint_token_df`)
	require.NoError(t, err)

	best := func(h string) string {
		var id string
		err := db.Pool.QueryRow(ctx, `
			select coalesce((select id::text from (
				select m.id, m.updated_at,
				       cardinality(array(select unnest(m.hint_tokens) intersect select unnest(recall_hint_tokens($2))))::float8
				       / cardinality(array(select unnest(m.hint_tokens) union select unnest(recall_hint_tokens($2)))) as j
				from memories m where m.scope = 'user' and m.owner_id = $1 and m.agent_id = 'default') x
			where j >= 0.7 order by j desc, updated_at desc, id limit 1), '')`, alice.PrincipalID, h).Scan(&id)
		require.NoError(t, err)
		return id
	}
	merged := 0
	for i := range 240 {
		words := strings.Fields(hints[rng.IntN(len(hints))])
		switch i % 6 {
		case 0: // one word replaced
			words[rng.IntN(len(words))] = vocab[rng.IntN(len(vocab))]
		case 1: // one word added, one dropped
			words = append(words[1:], vocab[rng.IntN(len(vocab))])
		case 2: // a new hint of common words
			words = hint(4 + rng.IntN(9))
		case 3: // a word no memory has yet (a number, a name) added
			words = append(words, fmt.Sprintf("n%03dq", i))
		case 4: // two words dropped: the memories it matches are longer than it, where each length
			// class must share more of its words (dedupPlan)
			words = words[:max(len(words)-2, 1)]
		default: // one word dropped, one replaced
			words = words[1:]
			words[rng.IntN(len(words))] = vocab[rng.IntN(len(vocab))]
		}
		h := strings.Join(words, " ")
		want := best(h)
		res, err := svc.Save(ctx, alice, userSave(h, fmt.Sprintf("save %d", i)))
		require.NoError(t, err)
		if want == "" {
			require.False(t, res.Updated, "save %d %q: no memory reaches the threshold, yet it updated %s", i, h, res.ID)
			continue
		}
		merged++
		require.True(t, res.Updated, "save %d %q: should have updated %s", i, h, want)
		require.Equal(t, want, res.ID, "save %d %q: updated another memory than the best match", i, h)
	}
	require.Greater(t, merged, 70, "the variations must exercise merging")
}
