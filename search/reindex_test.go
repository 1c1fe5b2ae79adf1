package search_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	searchpkg "github.com/recall-mcp/recall/search"
)

// reindexCorpus imports n conversation turns (LoCoMo-like: a speaker and a line, recurring
// topics) of alice, in her default and helper agent namespaces, and counts every waiting word.
func reindexCorpus(t *testing.T, svc *memory.Service, n int) policy.Identity {
	t.Helper()
	ctx := context.Background()
	alice := principal(t, svc, "alice")
	topics := []string{"painting the lake at sunrise", "adopting a rescue dog named Max", "the charity run in May",
		"camping by the river with the kids", "a pottery class on Tuesdays", "the job interview at the museum",
		"moving to a flat near the park", "learning the violin again", "the support group meeting", "a road trip to the coast"}
	var items []memory.Exported
	for i := range n {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: []string{"default", "default", "helper"}[i%3]}, State: memory.State{RecallHint: fmt.Sprintf("%s: %s", []string{"Caroline", "Melanie"}[i%2], topics[i%len(topics)]), Content: fmt.Sprintf("%s said that %s went well, and %s is next (turn %d)", []string{"Caroline", "Melanie"}[i%2],
			topics[i%len(topics)], topics[(i*7+3)%len(topics)], i)}}})
	}
	_, err := svc.Import(ctx, admin, items)
	require.NoError(t, err)
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(t, err)
	return alice
}

var reindexQueries = []string{"when did Caroline paint the lake?", "rescue dog", "charity run May", "pottery Tuesdays",
	"what did Melanie say about the interview at the museum?", "violin", "road trip coast kids camping", "support group"}

// ranking is every query's hits, in order, with their scores.
func ranking(t *testing.T, svc *memory.Service, who policy.Identity) []string {
	t.Helper()
	var out []string
	for _, q := range reindexQueries {
		hits, err := svc.Search(context.Background(), who, memory.SearchInput{Query: q, Limit: 20})
		require.NoError(t, err)
		for i, h := range hits {
			out = append(out, fmt.Sprintf("%s #%d %s %.12g", q, i, h.ID, h.Score))
		}
	}
	return out
}

func reindex(t *testing.T, ctx context.Context, svc *memory.Service) searchpkg.ReindexStatus {
	t.Helper()
	_, err := svc.RequestReindex(ctx, admin)
	require.NoError(t, err)
	st, err := svc.RunReindex(ctx, admin, nil)
	require.NoError(t, err)
	require.True(t, st.Finished())
	return st
}

// A reindex of an index that is right changes no ranking, scores included; one of an index
// rows were written into and deleted from behind recall's back (postings, an entry, the
// counts) makes it agree with the memories again, and ranks as before.
func TestReindexRestoresTheIndexWrittenBehindItsBack(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := reindexCorpus(t, svc, 400)
	before := ranking(t, svc, alice)
	require.NotEmpty(t, before)

	reindex(t, ctx, svc)
	require.Empty(t, indexDiff(t, db, "true"), "after reindexing a right index")
	require.Equal(t, before, ranking(t, svc, alice), "a reindex of an unchanged database moved the ranking")

	for _, q := range []string{
		`delete from search_postings where memory_id in (select id from memories order by id limit 40)`,
		`delete from search_docs where memory_id in (select id from memories order by id desc limit 5)`,
		`update search_terms set df = df + 3 where term in ('lake', 'dog')`,
		`update search_namespaces set docs = docs + 7`,
		`insert into search_postings (ns, term, memory_id, tf, dl, impact, saved_at)
		 select id, 'ghost', gen_random_uuid(), 1, 3, 1, now() from search_namespaces`,
	} {
		_, err := db.Pool.Exec(ctx, q)
		require.NoError(t, err, q)
	}
	require.NotEqual(t, before, ranking(t, svc, alice), "the damage did not change the ranking: the test shows nothing")
	require.NotEmpty(t, indexDiff(t, db, "false"))

	st := reindex(t, ctx, svc)
	// Impacts are as the statistics were when each batch wrote them, as a save's are: the
	// entries missing until their batch weighed less in the average length before it.
	assert.Empty(t, indexDiff(t, db, "false"), "after reindexing a damaged index")
	assert.Equal(t, before, ranking(t, svc, alice), "the reindex did not restore the ranking")
	assert.Equal(t, searchpkg.ReindexDone, st.Phase)
}

// A reindex stopped between two batches (a killed CLI, a leader stepping down) goes on from its
// last batch when run again, and finishes with the index right.
func TestReindexResumesWhereItStopped(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	reindexCorpus(t, svc, 2*searchpkg.ReindexBatch+40)
	_, err := db.Pool.Exec(ctx, `update search_postings set impact = 0`)
	require.NoError(t, err)

	st, err := svc.RequestReindex(ctx, admin)
	require.NoError(t, err)
	stop, cancel := context.WithCancel(ctx)
	_, err = svc.RunReindex(stop, admin, func(s searchpkg.ReindexStatus) {
		if s.Phase == searchpkg.ReindexIndexing && s.Done >= searchpkg.ReindexBatch {
			cancel()
		}
	})
	require.ErrorIs(t, err, context.Canceled)
	st, err = svc.ReindexStatus(ctx, admin)
	require.NoError(t, err)
	require.False(t, st.Finished())
	require.Equal(t, searchpkg.ReindexIndexing, st.Phase)
	require.EqualValues(t, searchpkg.ReindexBatch, st.Done, "one batch done")

	// Asked again, it is the same reindex, and it goes on from its cursor.
	again, err := svc.RequestReindex(ctx, admin)
	require.NoError(t, err)
	require.EqualValues(t, searchpkg.ReindexBatch, again.Done)
	var first *searchpkg.ReindexStatus
	st, err = svc.RunReindex(ctx, admin, func(s searchpkg.ReindexStatus) {
		if first == nil {
			first = &s
		}
	})
	require.NoError(t, err)
	require.True(t, st.Finished())
	require.EqualValues(t, 2*searchpkg.ReindexBatch, first.Done, "the resumed run started after the first batch")
	var zero int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_postings where impact = 0`).Scan(&zero))
	assert.Zero(t, zero, "postings the reindex did not rewrite")
	assert.Empty(t, indexDiff(t, db, "true"))
}

// Saves while a reindex runs (new memories, rewrites of memories in stretches done and not yet
// done) are all found, and the index agrees with the memories afterwards.
func TestReindexBesideConcurrentSaves(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := reindexCorpus(t, svc, 3*searchpkg.ReindexBatch)
	_, err := svc.RequestReindex(ctx, admin)
	require.NoError(t, err)

	var wg sync.WaitGroup
	const writers, each = 4, 15
	saved := make([][]string, writers)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				word := fmt.Sprintf("zq%dx%d", w, i)
				res, err := svc.Save(ctx, alice, userSave("concurrent note "+word, fmt.Sprintf("written during the reindex: %s", word)))
				if !assert.NoError(t, err) {
					return
				}
				saved[w] = append(saved[w], word+" "+res.ID)
			}
		}()
	}
	st, err := svc.RunReindex(ctx, admin, nil)
	wg.Wait()
	require.NoError(t, err)
	require.True(t, st.Finished())
	_, _, err = svc.CountPendingWords(ctx)
	require.NoError(t, err)

	for _, ws := range saved {
		require.Len(t, ws, each)
		for _, s := range ws {
			var word, id string
			_, err := fmt.Sscan(s, &word, &id)
			require.NoError(t, err)
			hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: word, Limit: 5})
			require.NoError(t, err)
			require.NotEmpty(t, hits, "%s saved during the reindex is not found", word)
			assert.Equal(t, id, hits[0].ID)
		}
	}
	assert.Empty(t, indexDiff(t, db, "false"))
}

// Only an admin may reindex.
func TestReindexIsAnAdminOperation(t *testing.T) {
	svc, _ := newService(t, &memory.Options{Logger: discard()})
	bob := principal(t, svc, "bob")
	_, err := svc.RequestReindex(context.Background(), bob)
	require.Error(t, err)
	_, err = svc.ReindexStatus(context.Background(), bob)
	require.Error(t, err)
}
