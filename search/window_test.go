package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// setSavedAt moves a memory's last write (savedAt) to at.
func setSavedAt(t *testing.T, db *dbtest.DB, id string, at time.Time) {
	t.Helper()
	_, err := db.Pool.Exec(context.Background(), `update memories set updated_at = $2 where id = $1`, id, at)
	require.NoError(t, err)
}

func at(s string) *time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		panic(err)
	}
	return &t
}

// A window bounds savedAt, since inclusive and until exclusive, for searches and browses alike;
// a browse comes newest first; the scope filter holds inside a window; a backwards window or a
// blank query without one is refused.
func TestSearchWindow(t *testing.T) {
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	save := svctest.SaveNew(t, svc, alice)
	early := save("zebra deploy early", "zebra deploy notes from monday")
	atSince := save("zebra deploy at since", "zebra deploy notes, saved exactly at since")
	inside := save("zebra deploy inside", "zebra deploy notes from wednesday")
	atUntil := save("zebra deploy at until", "zebra deploy notes, saved exactly at until")
	other := save("quartz lunch", "sandwiches at noon")
	bobs := svctest.SaveNew(t, svc, bob)("zebra deploy bob", "zebra deploy notes of bob")
	setSavedAt(t, db, early, *at("2026-11-16T23:59:59.999999Z"))
	setSavedAt(t, db, atSince, *at("2026-11-17T00:00:00Z"))
	setSavedAt(t, db, inside, *at("2026-11-18T10:00:00Z"))
	setSavedAt(t, db, other, *at("2026-11-19T10:00:00Z"))
	setSavedAt(t, db, atUntil, *at("2026-11-20T00:00:00Z"))
	setSavedAt(t, db, bobs, *at("2026-11-18T11:00:00Z"))
	since, until := at("2026-11-17T00:00:00Z"), at("2026-11-20T00:00:00Z")

	got := svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra deploy", Since: since, Until: until})
	assert.ElementsMatch(t, []string{atSince, inside}, got, "since inclusive, until exclusive, alice's own only")
	assert.ElementsMatch(t, []string{atSince, inside, other}, svctest.Search(t, svc, alice, memory.SearchInput{Since: since, Until: until}))
	assert.Equal(t, []string{other, inside, atSince}, svctest.Search(t, svc, alice, memory.SearchInput{Query: "  ", Since: since, Until: until}),
		"a browse comes newest first")
	assert.Equal(t, []string{atUntil, other}, svctest.Search(t, svc, alice, memory.SearchInput{Since: at("2026-11-19T00:00:00Z")}), "since alone")
	assert.Equal(t, []string{early}, svctest.Search(t, svc, alice, memory.SearchInput{Until: since}), "until alone")
	assert.Equal(t, []string{inside}, svctest.Search(t, svc, alice, memory.SearchInput{Since: since, Until: until, Limit: 2})[1:],
		"limits as for any search")
	assert.Empty(t, svctest.Search(t, svc, alice, memory.SearchInput{Query: "zebra", Since: since, Until: since}), "an empty window")
	assert.Equal(t, []string{bobs}, svctest.Search(t, svc, bob, memory.SearchInput{Since: since, Until: until}), "bob browses his own")

	hits, err := svc.Search(ctx, alice, memory.SearchInput{Since: since, Until: until})
	require.NoError(t, err)
	require.Len(t, hits, 3)
	assert.Greater(t, hits[0].Score, hits[1].Score, "a browse scores by place")

	for name, in := range map[string]memory.SearchInput{
		"backwards":            {Query: "zebra", Since: until, Until: since},
		"no query, no window":  {},
		"blank, no window":     {Query: "   "},
		"backwards, no query":  {Since: until, Until: since},
		"tags over the limit ": {Since: since, Tags: make([]string, memory.MaxTags+1)},
	} {
		_, err := svc.Search(ctx, alice, in)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), "%s: %v", name, err)
	}
	_, err = svc.Search(ctx, alice, memory.SearchInput{Since: until, Until: since})
	assert.ErrorContains(t, err, "since (2026-11-20T00:00:00Z) is after until (2026-11-17T00:00:00Z)")
	_, err = svc.Search(ctx, alice, memory.SearchInput{})
	assert.ErrorContains(t, err, "query is required")
}

// A window's bounds parse as RFC 3339 times or dates (midnight UTC, or at a given offset); other
// text is refused with what to send.
func TestParseWindowBound(t *testing.T) {
	for in, want := range map[string]string{
		"2026-11-20":                "2026-11-20T00:00:00Z",
		"2026-11-20+02:00":          "2026-11-19T22:00:00Z",
		"2026-11-20T09:30:00Z":      "2026-11-20T09:30:00Z",
		"2026-11-20T09:30:00-05:00": "2026-11-20T14:30:00Z",
		"2026-11-20T09:30:00.25Z":   "2026-11-20T09:30:00.25Z",
	} {
		got, err := memory.ParseWindowBound("since", in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got.UTC().Format(time.RFC3339Nano), in)
	}
	got, err := memory.ParseWindowBound("since", "")
	assert.NoError(t, err)
	assert.Nil(t, got)
	for _, bad := range []string{"last week", "2026-13-01", "20261120", "2026-11-20 09:30"} {
		_, err := memory.ParseWindowBound("until", bad)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), bad)
		assert.ErrorContains(t, err, "until", bad)
	}
}

// With an embedder the window bounds the vector branch too: a fused search within a window
// returns only the window's memories, and a browse embeds nothing.
func TestSearchWindowWithEmbeddings(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer fake.Close()
	svc, db := newService(t, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "nomic-embed-text")})
	alice := principal(t, svc, "alice")
	save := svctest.SaveNew(t, svc, alice)
	old := save("payments health check", "the payments service health endpoint lies")
	recent := save("payments database failover", "the payments database fails over at night")
	setSavedAt(t, db, old, *at("2026-10-01T00:00:00Z"))
	setSavedAt(t, db, recent, *at("2026-11-18T00:00:00Z"))

	since := at("2026-11-16T00:00:00Z")
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "payments health", Since: since})
	require.NoError(t, err)
	assert.Equal(t, []string{recent}, svctest.HitIDs(hits), "the vector branch keeps to the window")
	before := fake.Calls.Load()
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Until: since})
	require.NoError(t, err)
	assert.Equal(t, []string{old}, svctest.HitIDs(hits))
	assert.Equal(t, before, fake.Calls.Load(), "a browse embeds nothing")
}
