package memory_test

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func TestOllamaEmbedsOnSaveAndSearch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768, "mxbai-embed-large": 1024})
	defer fake.Close()
	svc, db := newService(t, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "nomic-embed-text")})
	alice := principal(t, svc, "alice")

	a, err := svc.Save(ctx, alice, userSave("payments service health check", "Its /health returns 200 even when the database is down; check /ready."))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("preferred commit message style", "Conventional commits, imperative mood."))
	require.NoError(t, err)
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "nomic-embed-text"))

	before := fake.Calls.Load()
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "is the payments database down? health"})
	require.NoError(t, err)
	assert.Equal(t, before+1, fake.Calls.Load(), "the query is embedded")
	require.NotEmpty(t, hits)
	assert.Equal(t, a.ID, hits[0].ID)

	// Changing the model never breaks search: the new model's vectors are stored beside the old.
	svc2 := memory.New(db.Pool, nopScrubber{}, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "mxbai-embed-large"), Logger: testLogger(t)})
	hits, err = svc2.Search(ctx, alice, memory.SearchInput{Query: "payments health check"})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	n, err := svc2.Backfill(ctx, 64)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "mxbai-embed-large"))
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "nomic-embed-text"))
	hits, err = svc2.Search(ctx, alice, memory.SearchInput{Query: "payments health check"})
	require.NoError(t, err)
	assert.Equal(t, a.ID, hits[0].ID)
}

func TestOllamaUnknownModelDegradesToLexical(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer fake.Close()
	emb := svctest.Ollama(t, fake.URL, "no-such-model")
	_, err := emb.Embed(ctx, []string{"x"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `model "no-such-model" not found`)

	svc, _ := newService(t, &memory.Options{Embedder: emb})
	alice := principal(t, svc, "alice")
	res, err := svc.Save(ctx, alice, userSave("on-call escalation order", "Page the primary, then the secondary after 10 minutes."))
	require.NoError(t, err, "a save succeeds without an embedding")
	assert.Zero(t, svctest.CountEmbeddings(t, svc, "no-such-model"))
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "who do I page for escalation"})
	require.NoError(t, err, "search falls back to lexical")
	require.NotEmpty(t, hits)
	assert.Equal(t, res.ID, hits[0].ID)
}

func TestOllamaConnectionRefusedThenBackfill(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close() // nothing listens here now: connection refused

	emb := svctest.Ollama(t, "http://"+addr, "nomic-embed-text")
	_, err = emb.Embed(ctx, []string{"x"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "connection refused")

	svc, _ := newService(t, &memory.Options{Embedder: emb})
	alice := principal(t, svc, "alice")
	_, err = svc.Save(ctx, alice, userSave("vpn split tunnel setting", "Keep split tunnelling on for the office VPN."))
	require.NoError(t, err)
	_, err = svc.Search(ctx, alice, memory.SearchInput{Query: "vpn"})
	require.NoError(t, err)
	_, err = svc.Backfill(ctx, 64)
	require.Error(t, err, "backfill reports the embedder is still down")

	fake, err := fakeollama.NewAt(addr, map[string]int{"nomic-embed-text": 768})
	require.NoError(t, err)
	defer fake.Close()
	n, err := svc.Backfill(ctx, 64)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "once Ollama answers, the backfill embeds what is missing")
	assert.Equal(t, 1, svctest.CountEmbeddings(t, svc, "nomic-embed-text"))
}

func TestRefusedCallsCostNoEmbedding(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer fake.Close()
	svc, _ := newService(t, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "nomic-embed-text")})
	alice := principal(t, svc, "alice")
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleManage, false))
	require.NoError(t, idsOf(svc).SetRule(ctx, admin, "member", policy.RuleRead, false))
	_, err := svc.Save(ctx, alice, userSave("hint", "content"))
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	_, err = svc.Search(ctx, alice, memory.SearchInput{Query: "hint"})
	assert.Equal(t, memory.CodeForbidden, memory.ErrorCode(err))
	assert.Zero(t, fake.Calls.Load())
}

func TestRedactURL(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]string{
		"https://api.openai.com/v1":                                 "https://api.openai.com/v1",
		"https://x.openai.azure.com/v1?api-key=K1&api-version=2024": "https://x.openai.azure.com/v1?api-key=REDACTED&api-version=REDACTED",
		"https://h/v1?K2":                                           "https://h/v1?REDACTED=REDACTED",
		"https://u:K3@h/v1":                                         "https://REDACTED@h/v1",
		"https://h/v1#K4":                                           "https://h/v1#REDACTED",
		"http://[::1/v1?token=K5":                                   "http://[::1/REDACTED",
		"h:x/?key=K6":                                               "h:?key=REDACTED",
		"https://h/v1?tok3n=K7":                                     "https://h/v1?REDACTED=REDACTED",
	} {
		assert.Equal(t, want, memory.RedactURL(raw), raw)
	}
}
