package memory_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func TestSaveDedupSearchDelete(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")

	first, err := svc.Save(ctx, alice, userSave("user prefers tabs over spaces", "Indent with tabs in every repository."))
	require.NoError(t, err)
	assert.False(t, first.Updated)

	second, err := svc.Save(ctx, alice, userSave("the user prefers tabs instead of spaces", "Indent with tabs, width 4."))
	require.NoError(t, err)
	assert.True(t, second.Updated, "a near-duplicate hint updates in place")
	assert.Equal(t, first.ID, second.ID)

	other, err := svc.Save(ctx, alice, userSave("file infra tickets in the OPS project", "Jira project OPS, component infra."))
	require.NoError(t, err)
	assert.NotEqual(t, first.ID, other.ID)

	// The superseded text is kept as a version.
	var versions int
	var oldContent string
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*), min(content) from memory_versions where memory_id = $1`, first.ID).Scan(&versions, &oldContent))
	assert.Equal(t, 1, versions)
	assert.Equal(t, "Indent with tabs in every repository.", oldContent)

	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "how should I indent code? tabs or spaces"})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	assert.Equal(t, first.ID, hits[0].ID)
	assert.Equal(t, "Indent with tabs, width 4.", hits[0].Content)
	assert.Greater(t, hits[0].Score, 0.0)

	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "where do infra tickets go"})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	assert.Equal(t, other.ID, hits[0].ID)

	require.NoError(t, svc.Delete(ctx, alice, first.ID, memory.Confirmation{Via: "test"}))
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "tabs spaces indent"})
	require.NoError(t, err)
	for _, h := range hits {
		assert.NotEqual(t, first.ID, h.ID, "deleted memory is gone from search at once")
	}
	err = svc.Delete(ctx, alice, first.ID, memory.Confirmation{Via: "test"})
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
}

func TestUserMemoriesArePrivateToOwnerAndAgent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	bob := principal(t, svc, "bob")
	aliceOtherAgent := alice
	aliceOtherAgent.AgentID = "cursor"

	saved, err := svc.Save(ctx, alice, userSave("alice's deploy window preference", "Deploy on Tuesdays only."))
	require.NoError(t, err)

	for name, id := range map[string]policy.Identity{"another principal": bob, "same owner, other agent": aliceOtherAgent} {
		hits, err := svc.Search(ctx, id, memory.SearchInput{Query: "deploy window preference tuesdays"})
		require.NoError(t, err, name)
		assert.Empty(t, hits, name)
		_, err = svc.Get(ctx, id, saved.ID)
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), name)
		err = svc.Delete(ctx, id, saved.ID, memory.Confirmation{Via: "test"})
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), name)
		err = svc.SetAlwaysInject(ctx, id, saved.ID, true)
		assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), name)
	}
	// The same hint under another agent is a separate memory, not an update of alice's.
	res, err := svc.Save(ctx, aliceOtherAgent, userSave("alice's deploy window preference", "Deploy any day."))
	require.NoError(t, err)
	assert.False(t, res.Updated)
	assert.NotEqual(t, saved.ID, res.ID)
}

func TestBadInputIsRefusedAndChangesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	past := time.Now().Add(-time.Hour)
	cases := []struct {
		name string
		in   memory.SaveInput
		want string
	}{
		{"missing scope", memory.SaveInput{RecallHint: "h", Content: "c"}, "scope is required"},
		{"unknown scope", memory.SaveInput{Scope: "team", RecallHint: "h", Content: "c"}, "scope must be one of: user, system"},
		{"system without id", memory.SaveInput{Scope: "system", RecallHint: "h", Content: "c"}, "systemId is required when scope is system"},
		{"user with system id", memory.SaveInput{Scope: "user", SystemID: "billing", RecallHint: "h", Content: "c"}, "systemId is only allowed when scope is system"},
		{"blank hint", memory.SaveInput{Scope: "user", RecallHint: "   ", Content: "c"}, "recallHint must not be blank"},
		{"missing content", memory.SaveInput{Scope: "user", RecallHint: "h"}, "content is required"},
		{"hint too long", memory.SaveInput{Scope: "user", RecallHint: strings.Repeat("h", 301), Content: "c"}, "recallHint is too long (301 bytes of UTF-8; at most 300 bytes)"},
		{"hint too long in bytes", memory.SaveInput{Scope: "user", RecallHint: strings.Repeat("é", 151), Content: "c"}, "recallHint is too long (302 bytes of UTF-8; at most 300 bytes)"},
		{"content of 8192 emoji", memory.SaveInput{Scope: "user", RecallHint: "h", Content: strings.Repeat("😀", 8192)}, "content is too long (32768 bytes of UTF-8; at most 8192 bytes)"},
		{"tag too long in bytes", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", Tags: []string{strings.Repeat("ü", 33)}}, "tags[0] is too long (66 bytes"},
		{"source id too long", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", SourceConversationID: strings.Repeat("s", 201)}, "sourceConversationId is too long (201 bytes"},
		{"invalid UTF-8 content", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "caf\xe9"}, "content must be valid UTF-8"},
		{"invalid UTF-8 hint", memory.SaveInput{Scope: "user", RecallHint: "h\xff", Content: "c"}, "recallHint must be valid UTF-8"},
		{"invalid UTF-8 tag", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", Tags: []string{"\xc3"}}, "tags[0] must be valid UTF-8"},
		{"invalid UTF-8 source id", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", SourceConversationID: "conv\xfe"}, "sourceConversationId must be valid UTF-8"},
		{"substituted invalid byte", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "caf\uFDD0"}, "content must be valid UTF-8"},
		{"content too long", memory.SaveInput{Scope: "user", RecallHint: "h", Content: strings.Repeat("c", 8193)}, "content is too long"},
		{"too many tags", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", Tags: strings.Fields(strings.Repeat("t ", 17))}, "tags may have at most 16 items"},
		{"expiry in the past", memory.SaveInput{Scope: "user", RecallHint: "h", Content: "c", ExpiresAt: &past}, "expiresAt must be in the future"},
		{"bad system id", memory.SaveInput{Scope: "system", SystemID: "../etc", RecallHint: "h", Content: "c"}, "systemId must be 1-64"},
	}
	for _, c := range cases {
		_, err := svc.Save(ctx, alice, c.in)
		require.Error(t, err, c.name)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), c.name)
		assert.Contains(t, err.Error(), c.want, c.name)
	}
	for _, in := range []memory.SearchInput{{Query: ""}, {Query: "x", Limit: 51}, {Query: "x", Limit: -1}, {Query: "x", Scope: "everything"}, {Query: strings.Repeat("q", 1001)}} {
		_, err := svc.Search(ctx, alice, in)
		assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err), "%+v", in)
	}
	_, err := svc.Get(ctx, alice, "not-a-uuid")
	assert.Equal(t, memory.CodeInvalid, memory.ErrorCode(err))

	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n, "no bad input stored anything")
}

func TestMissingPrincipalOrAgentIsRefused(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	noAgent := alice
	noAgent.AgentID = ""
	badAgent := alice
	badAgent.AgentID = "a b/c"
	for name, id := range map[string]policy.Identity{"no principal": {AgentID: "default"}, "no agent": noAgent, "bad agent": badAgent} {
		_, err := svc.Save(ctx, id, userSave("hint", "content"))
		assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), name)
		_, err = svc.Search(ctx, id, memory.SearchInput{Query: "hint"})
		assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), name)
	}
	var n int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&n))
	assert.Zero(t, n)
}

func TestConcurrentNearDuplicatesYieldOneRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := svc.Save(ctx, alice, userSave("preferred release day for the mobile app", fmt.Sprintf("version %d", i)))
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	var rows, versions int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&rows))
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memory_versions`).Scan(&versions))
	assert.Equal(t, 1, rows)
	assert.Equal(t, 15, versions, "every superseded text is kept")
}

// Saves lock their hints' tokens, not the namespace, so two saves whose hints are each a
// near-duplicate of one memory but not of each other run side by side, and both can judge that
// memory their duplicate. Serially, the second would judge it again after the first rewrote it:
// here it must too. Both saves are held on the memory's row lock after judging it, then let go.
func TestSaveRejudgesADuplicateRewrittenWhileItWaited(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	m, err := svc.Save(ctx, alice, userSave("alpha bravo charlie delta echo foxtrot golf hotel india juliet", "the original"))
	require.NoError(t, err)
	// delta..golf become the namespace's common words: each save below probes (locks
	// exclusively) its three rarest tokens, which the other one does not carry.
	for i := range 3 {
		_, err := svc.Save(ctx, alice, userSave(fmt.Sprintf("delta echo foxtrot golf kilo%d lima%d mike%d november%d oscar%d papa%d", i, i, i, i, i, i), "filler"))
		require.NoError(t, err)
	}
	hold, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	defer hold.Rollback(ctx) //nolint:errcheck
	_, err = hold.Exec(ctx, `select from memories where id = $1 for update`, m.ID)
	require.NoError(t, err)

	hints := []string{
		"alpha bravo charlie delta echo foxtrot golf", // Jaccard with the memory .7, with the other .4
		"delta echo foxtrot golf hotel india juliet",
	}
	results := make([]memory.SaveResult, len(hints))
	errs := make([]error, len(hints))
	var wg sync.WaitGroup
	for i, h := range hints {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = svc.Save(ctx, alice, userSave(h, fmt.Sprintf("rewrite %d", i)))
		}()
	}
	// Both saves wait: one for the holder, the other for the holder or behind the first in the
	// row's queue.
	holder := hold.Conn().PgConn().PID()
	for blocked := 0; blocked < len(hints); {
		require.NoError(t, db.Pool.QueryRow(ctx, `
			with direct as (select pid from pg_stat_activity where $1::int = any(pg_blocking_pids(pid)))
			select count(*) from pg_stat_activity a
			where a.pid in (select pid from direct)
			   or exists (select from direct d where d.pid = any(pg_blocking_pids(a.pid)))`, int64(holder)).Scan(&blocked))
	}
	require.NoError(t, hold.Commit(ctx))
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	updated := 0
	for _, r := range results {
		if r.Updated {
			updated++
			assert.Equal(t, m.ID, r.ID)
		}
	}
	assert.Equal(t, 1, updated, "one save rewrote the memory, the other is no near-duplicate of what it became")
	var rows int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from memories`).Scan(&rows))
	assert.Equal(t, 5, rows)
	// The token counts the dedup plan reads agree with the memories.
	assert.Zero(t, hintDFDiff(t, db))
}

// hintDFDiff counts the (namespace, token) pairs whose count in hint_token_df, plus the memories
// waiting in hint_pending that carry the token, is not the number of memories
// whose hint has it.
func hintDFDiff(t *testing.T, db *dbtest.DB) int {
	t.Helper()
	var wrong int
	require.NoError(t, db.Pool.QueryRow(context.Background(), `
		select count(*) from (
			select recall_dedup_ns(scope, owner_id, agent_id, system_id, project_id) as ns, t as token, count(*)::int as df
			from memories, unnest(hint_tokens) t group by 1, 2) want
		full join (
			select ns, token, sum(df)::int as df from (
				select ns, token, df from hint_token_df
				union all
				select recall_dedup_ns(m.scope, m.owner_id, m.agent_id, m.system_id, m.project_id), t, 1
				from hint_pending h join memories m on m.id = h.memory_id, unnest(m.hint_tokens) t) x
			group by ns, token having sum(df) <> 0) have using (ns, token)
		where want.df is distinct from have.df`).Scan(&wrong))
	return wrong
}

func TestExpiredMemoriesAreNeverReturned(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	soon := time.Now().Add(time.Hour)
	res, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "temporary freeze on deploys", Content: "Freeze until the audit ends.", ExpiresAt: &soon, AlwaysInject: true})
	require.NoError(t, err)
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "deploy freeze"})
	require.NoError(t, err)
	require.Len(t, hits, 1)

	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, res.ID)
	require.NoError(t, err)
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "deploy freeze"})
	require.NoError(t, err)
	assert.Empty(t, hits)
	_, err = svc.Get(ctx, alice, res.ID)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	set, err := svc.AlwaysInject(ctx, alice, memory.InjectCap{})
	require.NoError(t, err)
	assert.Empty(t, set.Memories)
}

func TestSaveScrubsEveryField(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	secret := "ghp_" + strings.Repeat("aB3dE5fG7h", 3) + "xYz789"
	res, err := svc.Save(ctx, alice, memory.SaveInput{
		Scope:      "user",
		RecallHint: "github token for the deploy bot " + secret,
		Content:    "DATABASE_URL=postgres://app:Sup3rS3cret!@db.internal:5432/app and token " + secret,
		Tags:       []string{"ci", secret},
		// Provenance is stored and exported too: it is scrubbed and counted like the rest.
		SourceConversationID: secret,
	})
	require.NoError(t, err)
	assert.Equal(t, 5, res.Redactions)
	var hint, content, tags, source string
	require.NoError(t, db.Pool.QueryRow(ctx, `select recall_hint, content, array_to_string(tags, ','), source_conversation_id from memories where id = $1`, res.ID).Scan(&hint, &content, &tags, &source))
	assert.Equal(t, "[REDACTED:github-pat]", source)
	for _, s := range []string{hint, content, tags, source} {
		assert.NotContains(t, s, secret)
		assert.NotContains(t, s, "Sup3rS3cret")
	}
	assert.Contains(t, content, "[REDACTED:uri-credentials]")
	var detail string
	require.NoError(t, db.Pool.QueryRow(ctx, `select detail::text from audit_log where memory_id = $1`, res.ID).Scan(&detail))
	assert.Contains(t, detail, "github-pat")
	assert.NotContains(t, detail, secret)
}

func TestSearchLimitAndFilters(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := newService(t, nil)
	alice := principal(t, svc, "alice")
	for i := range 15 {
		_, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: fmt.Sprintf("runbook step %d for kafka topic%d", i, i),
			Content: "kafka", Tags: []string{fmt.Sprintf("t%d", i%3)}})
		require.NoError(t, err)
	}
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "kafka runbook"})
	require.NoError(t, err)
	assert.Len(t, hits, memory.DefaultLimit)
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "kafka runbook", Limit: 3})
	require.NoError(t, err)
	assert.Len(t, hits, 3)
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "kafka runbook", Limit: 50, Tags: []string{"t1"}})
	require.NoError(t, err)
	assert.Len(t, hits, 5)
	hits, err = svc.Search(ctx, alice, memory.SearchInput{Query: "kafka runbook", Scope: "system"})
	require.NoError(t, err)
	assert.Empty(t, hits)
}

// A save leaves its hint's tokens waiting in hint_pending for the leader to count: the
// dedup lookup still finds it as a near-duplicate at once (it reads the memories' own keys), a
// waiting memory's delete or rewrite takes nothing from the counts, and once counted they are
// exact again.
func TestHintTokenCountsOfWaitingMemories(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, &memory.Options{Logger: discard()})
	alice := principal(t, svc, "alice")
	df := func(token string) int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce((select df from hint_token_df where token = $1), 0)`, token).Scan(&n))
		return n
	}
	waiting := func() int {
		var n int
		require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from hint_pending`).Scan(&n))
		return n
	}
	save := func(hint, content string) memory.SaveResult {
		res, err := svc.Save(ctx, alice, userSave(hint, content))
		require.NoError(t, err)
		return res
	}

	save("kiln firing schedule", "cone 6, slow cool")
	require.Equal(t, 1, waiting())
	assert.Zero(t, df("kiln"), "a new memory's tokens wait to be counted")
	_, _, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, df("kiln"))

	glaze := save("kiln glaze recipe", "celadon over porcelain")
	save("kiln shelf wash", "alumina and kaolin")
	gone := save("pottery wheel speed", "slow for centering")
	require.Equal(t, 3, waiting())
	assert.Equal(t, 1, df("kiln"), "waiting memories' tokens are not counted yet")
	assert.Zero(t, hintDFDiff(t, db))

	// A near-duplicate of a waiting memory updates it in place; it stays waiting.
	again := save("kiln glaze recipes", "celadon over porcelain, two coats")
	require.True(t, again.Updated)
	require.Equal(t, glaze.ID, again.ID)
	assert.Equal(t, 3, waiting())
	assert.Equal(t, 1, df("kiln"))
	assert.Zero(t, hintDFDiff(t, db))

	// A waiting memory's delete takes nothing from the counts.
	require.NoError(t, svc.Delete(ctx, alice, gone.ID, memory.Confirmation{Via: "test"}))
	assert.Equal(t, 2, waiting())
	assert.Zero(t, df("pottery"))
	assert.Zero(t, hintDFDiff(t, db))

	// Rewritten again, a waiting memory still waits: its tokens are read when it is counted.
	again = save("kiln glaze recipe", "celadon over porcelain, three coats")
	require.True(t, again.Updated)
	assert.Equal(t, 2, waiting())
	assert.Equal(t, 1, df("kiln"))
	assert.Zero(t, hintDFDiff(t, db))

	// A write in flight on a waiting memory (an always-inject flip, which hints nothing) holds it:
	// the count skips it and says some are left, so the leader runs again a moment later.
	tx, err := db.Pool.Begin(ctx)
	require.NoError(t, err)
	_, err = tx.Exec(ctx, `update memories set always_inject = true where id = $1`, glaze.ID)
	require.NoError(t, err)
	n, left, err := svc.CountPendingWords(ctx)
	require.NoError(t, err)
	assert.True(t, left, "a held memory is left for the next run")
	assert.Equal(t, 1, n, "the memory nothing holds is counted")
	require.NoError(t, tx.Commit(ctx))
	assert.Equal(t, 1, waiting())

	_, left, err = svc.CountPendingWords(ctx)
	require.NoError(t, err)
	require.False(t, left)
	assert.Zero(t, waiting())
	assert.Equal(t, 3, df("kiln"))
	assert.Equal(t, 1, df("shelf"))
	assert.Zero(t, hintDFDiff(t, db))

	// An import counts its own memories' tokens in its statement: nothing waits for the leader.
	var items []memory.Exported
	for _, h := range []string{"kiln wash recipe", "kiln vent notes"} {
		items = append(items, memory.Exported{Owner: "alice", Memory: memory.Memory{ID: uuid.NewString(), Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: alice.AgentID}, State: memory.State{RecallHint: h, Content: "imported"}}})
	}
	_, err = svc.Import(ctx, admin, items)
	require.NoError(t, err)
	assert.Zero(t, waiting())
	assert.Equal(t, 5, df("kiln"))
	assert.Zero(t, hintDFDiff(t, db))
}
