package memory_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/pgvector/pgvector-go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/fakeopenai"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

const testKey = "sk-test-0123456789abcdefghij"

// models the fake serves: a text-embedding-3 model that can be shortened, an older one that
// cannot, and a local server's model that ignores `dimensions`.
var fakeModels = map[string]fakeopenai.Model{
	"text-embedding-3-small": {Dims: 1536, Shortenable: true},
	"text-embedding-ada-002": {Dims: 1536},
	"nomic-embed-text":       {Dims: 768, IgnoresDimArg: true},
}

func newFakeOpenAI(t *testing.T) *fakeopenai.Server {
	fake := fakeopenai.New(fakeModels)
	fake.Key = testKey
	t.Cleanup(fake.Close)
	return fake
}

// clock is a settable time for the embedder's back-off.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func openAI(t *testing.T, cfg memory.OpenAIConfig) *memory.OpenAI {
	t.Helper()
	if cfg.Timeout == 0 {
		cfg.Timeout = 5 * time.Second
	}
	o, err := memory.NewOpenAI(cfg)
	require.NoError(t, err)
	return o
}

// lockedBuffer collects log output written from several goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func storedVector(t *testing.T, svc *memory.Service, id, model string) []float32 {
	t.Helper()
	var v pgvector.Vector
	require.NoError(t, svc.DB().QueryRow(context.Background(),
		`select embedding from memory_embeddings where memory_id = $1 and model = $2`, id, model).Scan(&v))
	return v.Slice()
}

func TestOpenAIEmbedsOnSaveAndSearch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := newFakeOpenAI(t)
	emb := openAI(t, memory.OpenAIConfig{BaseURL: fake.BaseURL(), APIKey: testKey, Model: "text-embedding-3-small", Dimensions: 512})
	assert.Equal(t, "text-embedding-3-small@512", emb.Model(), "a shortened model is stored apart from the full one")
	svc, _ := newService(t, &memory.Options{Embedder: emb})
	alice := principal(t, svc, "alice")

	a, err := svc.Save(ctx, alice, userSave("payments service health check", "Its /health returns 200 even when the database is down; check /ready."))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("preferred commit message style", "Conventional commits, imperative mood."))
	require.NoError(t, err)
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "text-embedding-3-small@512"))
	assert.Len(t, storedVector(t, svc, a.ID, "text-embedding-3-small@512"), 512)

	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "is the payments database down? health"})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	assert.Equal(t, a.ID, hits[0].ID)

	reqs := fake.Requests()
	require.Len(t, reqs, 3, "two saves and a search, no retries")
	for _, r := range reqs {
		assert.Equal(t, "Bearer "+testKey, r.Auth)
		assert.Equal(t, 512, r.Dimensions, "RECALL_EMBED_DIMENSIONS is sent as dimensions")
		assert.Equal(t, "text-embedding-3-small", r.Model)
	}
}

// The endpoint's errors come back saying what it answered, never with the key, and a save or
// search goes on without a vector.
func TestOpenAIErrorsNameTheProblemNotTheKey(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := newFakeOpenAI(t)
	cases := []struct {
		name string
		cfg  memory.OpenAIConfig
		want []string
	}{
		{"wrong key", memory.OpenAIConfig{APIKey: "sk-wrong-key-9876543210zyxwvu", Model: "text-embedding-3-small"},
			[]string{"401 invalid_api_key", "Incorrect API key provided: [redacted]"}},
		{"no key", memory.OpenAIConfig{Model: "text-embedding-3-small"}, []string{"401 invalid_request_error", "didn't provide an API key"}},
		{"unknown model", memory.OpenAIConfig{APIKey: testKey, Model: "no-such-model"},
			[]string{"404 model_not_found", "The model `no-such-model` does not exist"}},
		{"dimensions unsupported", memory.OpenAIConfig{APIKey: testKey, Model: "text-embedding-ada-002", Dimensions: 256},
			[]string{"400 invalid_request_error", "does not support specifying dimensions"}},
		{"dimensions disagree", memory.OpenAIConfig{APIKey: testKey, Model: "nomic-embed-text", Dimensions: 256},
			[]string{"returned 768-dimensional embeddings but RECALL_EMBED_DIMENSIONS is 256"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.cfg.BaseURL = fake.BaseURL()
			emb := openAI(t, tc.cfg)
			_, err := emb.Embed(ctx, []string{"x"})
			require.Error(t, err)
			for _, w := range tc.want {
				assert.Contains(t, err.Error(), w)
			}
			assert.Contains(t, err.Error(), tc.cfg.Model)
			assert.NotContains(t, err.Error(), testKey)
			if tc.cfg.APIKey != "" {
				assert.NotContains(t, err.Error(), tc.cfg.APIKey)
			}

			// Through the service: the save succeeds, no (bad) vector is stored, nothing logs the key.
			var logs lockedBuffer
			svc, _ := newService(t, &memory.Options{Embedder: emb, Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
			alice := principal(t, svc, "alice")
			res, err := svc.Save(ctx, alice, userSave("on-call escalation order", "Page the primary, then the secondary."))
			require.NoError(t, err)
			assert.Zero(t, svctest.CountEmbeddings(t, svc, emb.Model()))
			hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "who do I page for escalation"})
			require.NoError(t, err, "search ranks lexically")
			require.NotEmpty(t, hits)
			assert.Equal(t, res.ID, hits[0].ID)
			assert.Contains(t, logs.String(), "embedding failed")
			assert.NotContains(t, logs.String(), testKey)
			if tc.cfg.APIKey != "" {
				assert.NotContains(t, logs.String(), tc.cfg.APIKey)
			}
		})
	}
}

// A 429 marks the endpoint away until its Retry-After: saves in the meantime store their memory
// without asking it, searches rank lexically, and afterwards the backfill embeds what was saved,
// in one request, each vector matched to its memory by index.
func TestOpenAIRateLimitBacksOffThenBackfills(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := newFakeOpenAI(t)
	fake.Reverse = true // the endpoint lists a batch's results out of order
	clk := &clock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	emb := openAI(t, memory.OpenAIConfig{BaseURL: fake.BaseURL(), APIKey: testKey, Model: "text-embedding-3-small", Now: clk.Now})
	svc, _ := newService(t, &memory.Options{Embedder: emb})
	alice := principal(t, svc, "alice")

	fake.RateLimit(1, "30")
	a, err := svc.Save(ctx, alice, userSave("vpn split tunnel setting", "Keep split tunnelling on for the office VPN."))
	require.NoError(t, err, "a rate-limited save still saves")
	require.EqualValues(t, 1, fake.Calls.Load(), "the client does not retry")
	b, err := svc.Save(ctx, alice, userSave("release freeze window", "No deploys on Fridays after noon."))
	require.NoError(t, err)
	hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "vpn split tunnel"})
	require.NoError(t, err)
	require.NotEmpty(t, hits)
	assert.Equal(t, a.ID, hits[0].ID, "ranked lexically while the endpoint is away")
	assert.EqualValues(t, 1, fake.Calls.Load(), "nothing is sent until the Retry-After has passed")
	assert.Zero(t, svctest.CountEmbeddings(t, svc, "text-embedding-3-small"))
	_, err = svc.Backfill(ctx, 64)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rate limited")
	assert.EqualValues(t, 1, fake.Calls.Load())

	clk.Add(31 * time.Second)
	n, err := svc.Backfill(ctx, 64)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	reqs := fake.Requests()
	require.Len(t, reqs, 2)
	assert.Len(t, reqs[1].Inputs, 2, "the backfill embeds its batch in one request")
	for _, m := range []struct{ id, hint, content string }{
		{a.ID, "vpn split tunnel setting", "Keep split tunnelling on for the office VPN."},
		{b.ID, "release freeze window", "No deploys on Fridays after noon."},
	} {
		want := fakeopenai.Vector(m.hint+"\n\n"+m.content, 1536, 1536)
		assert.InDeltaSlice(t, want, storedVector(t, svc, m.id, "text-embedding-3-small"), 1e-6, "memory %s got its own vector", m.hint)
	}
}

func TestOpenAIRetryAfterHTTPDateAndDefault(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fake := newFakeOpenAI(t)
	clk := &clock{t: time.Now().UTC().Truncate(time.Second)}
	emb := openAI(t, memory.OpenAIConfig{BaseURL: fake.BaseURL(), APIKey: testKey, Model: "text-embedding-3-small", Now: clk.Now})

	fake.RateLimit(1, clk.Now().Add(2*time.Minute).Format(http1123))
	_, err := emb.Embed(ctx, []string{"x"})
	require.ErrorContains(t, err, "429 rate limited (rate_limit_exceeded)")
	assert.NotContains(t, err.Error(), testKey)
	clk.Add(time.Minute)
	_, err = emb.Embed(ctx, []string{"x"})
	require.ErrorContains(t, err, "not asking again until")
	clk.Add(61 * time.Second)
	_, err = emb.Embed(ctx, []string{"x"})
	require.NoError(t, err)

	fake.RateLimit(1, "") // no Retry-After: a short default back-off
	_, err = emb.Embed(ctx, []string{"x"})
	require.ErrorContains(t, err, "429")
	clk.Add(time.Minute)
	_, err = emb.Embed(ctx, []string{"x"})
	require.NoError(t, err)
	assert.EqualValues(t, 4, fake.Calls.Load(), "none while away")
}

const http1123 = "Mon, 02 Jan 2006 15:04:05 GMT"

// Switching from Ollama to an OpenAI-compatible endpoint never breaks search: the old model's
// vectors stay, the new one's are backfilled beside them.
func TestSwitchingProvidersKeepsSearchWorking(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	oll := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer oll.Close()
	svc, db := newService(t, &memory.Options{Embedder: svctest.Ollama(t, oll.URL, "nomic-embed-text")})
	alice := principal(t, svc, "alice")
	a, err := svc.Save(ctx, alice, userSave("payments service health check", "Its /health returns 200 even when the database is down."))
	require.NoError(t, err)
	_, err = svc.Save(ctx, alice, userSave("preferred commit message style", "Conventional commits, imperative mood."))
	require.NoError(t, err)

	fake := newFakeOpenAI(t)
	svc2 := serviceOn(t, db, &memory.Options{Embedder: openAI(t, memory.OpenAIConfig{BaseURL: fake.BaseURL(), APIKey: testKey, Model: "text-embedding-3-small"})})
	hits, err := svc2.Search(ctx, alice, memory.SearchInput{Query: "payments health check"})
	require.NoError(t, err, "before the backfill: no vectors of the new model yet, lexical still ranks")
	require.NotEmpty(t, hits)
	assert.Equal(t, a.ID, hits[0].ID)
	n, err := svc2.Backfill(ctx, 64)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "text-embedding-3-small"))
	assert.Equal(t, 2, svctest.CountEmbeddings(t, svc, "nomic-embed-text"), "the old model's vectors stay for switching back")
	hits, err = svc2.Search(ctx, alice, memory.SearchInput{Query: "payments health check"})
	require.NoError(t, err)
	assert.Equal(t, a.ID, hits[0].ID)
}

// An endpoint that does not answer holds a save no longer than the embedding timeout.
func TestOpenAIHangingEndpointDoesNotHoldASave(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ln, err := net.Listen("tcp", "127.0.0.1:0") // accepts connections, never answers
	require.NoError(t, err)
	t.Cleanup(func() { ln.Close() })
	emb := openAI(t, memory.OpenAIConfig{BaseURL: "http://" + ln.Addr().String() + "/v1", APIKey: testKey,
		Model: "text-embedding-3-small", Timeout: 100 * time.Millisecond})
	svc, _ := newService(t, &memory.Options{Embedder: emb, EmbedTimeout: 100 * time.Millisecond})
	alice := principal(t, svc, "alice")
	_, err = svc.Save(ctx, alice, userSave("office wifi name", "The guest network is recall-guest."))
	require.NoError(t, err)
	assert.Zero(t, svctest.CountEmbeddings(t, svc, "text-embedding-3-small"))
}

func TestNewOpenAIRefusesBadSettings(t *testing.T) {
	t.Parallel()
	for _, cfg := range []memory.OpenAIConfig{
		{BaseURL: "http://x/v1"},
		{BaseURL: "127.0.0.1:1234", Model: "m"},
		{BaseURL: "ftp://x/v1", Model: "m"},
		{BaseURL: "https://user:" + testKey + "@x/v1", Model: "m"},
		{Model: "m", Dimensions: -1},
	} {
		_, err := memory.NewOpenAI(cfg)
		require.Error(t, err, "%+v", cfg)
		assert.NotContains(t, err.Error(), testKey)
	}
}
