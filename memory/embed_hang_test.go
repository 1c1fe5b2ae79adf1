package memory_test

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/fakeollama"
	"github.com/recall-mcp/recall/internal/fakeopenai"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// fakeEmbedder is one of the fake servers behind its real client library.
type fakeEmbedder struct {
	name  string
	modes *fakeollama.Modes
	calls *atomic.Int64
	emb   memory.Embedder
	model string
}

func fakeEmbedders(t *testing.T) []fakeEmbedder {
	oll := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	t.Cleanup(oll.Close)
	o, err := memory.NewOllama(oll.URL, "nomic-embed-text", time.Hour)
	require.NoError(t, err)
	oa := newFakeOpenAI(t)
	return []fakeEmbedder{
		{"ollama", &oll.Modes, &oll.Calls, o, "nomic-embed-text"},
		{"openai", &oa.Modes, &oa.Calls, openAI(t, memory.OpenAIConfig{BaseURL: oa.BaseURL(), APIKey: testKey,
			Model: "text-embedding-3-small", Timeout: time.Hour}), "text-embedding-3-small"},
	}
}

// An embedder that stops answering costs one call its timeout: the service then backs off, and
// saves and searches go on without asking it (no request reaches it) until the backfill's probe
// finds it answering again, then embeds what was saved meanwhile. The state shows in
// EmbedderStatus, and the log says so once each way.
func TestHangingEmbedderIsNotWaitedFor(t *testing.T) {
	t.Parallel()
	for _, f := range fakeEmbedders(t) {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			logs := &lockedBuffer{}
			// The first save waits the embedding timeout; the backfill's probe gets four times
			// as long, and is answered as soon as the test releases the hang.
			svc, _ := newService(t, &memory.Options{Embedder: f.emb, EmbedTimeout: 500 * time.Millisecond,
				Logger: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))})
			alice := principal(t, svc, "alice")

			f.modes.Hang()
			first, err := svc.Save(ctx, alice, userSave("office wifi name", "The guest network is recall-guest."))
			require.NoError(t, err, "a save succeeds while the embedder hangs")
			<-f.modes.Hung()
			asked := f.calls.Load()
			st := svc.EmbedderStatus()
			require.True(t, st.Configured)
			require.False(t, st.Available, "the timeout counts as a failure")
			assert.Equal(t, 1, st.Failures)

			// Known down: three saves and three searches ask nothing of it.
			for i, hint := range []string{"vpn split tunnel setting", "release freeze window", "printer on floor two"} {
				_, err := svc.Save(ctx, alice, userSave(hint, "note "+string(rune('a'+i))))
				require.NoError(t, err)
				hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: hint})
				require.NoError(t, err)
				require.NotEmpty(t, hits, "ranked lexically")
				assert.Equal(t, hint, hits[0].RecallHint)
			}
			assert.Equal(t, asked, f.calls.Load(), "no save or search asked the embedder known to be down")
			assert.Zero(t, svctest.CountEmbeddings(t, svc, f.model))

			// The backfill probes, one probe at a time: while its request hangs, a save does
			// not send another.
			done := make(chan int)
			go func() {
				n, err := svc.Backfill(ctx, 64)
				assert.NoError(t, err)
				done <- n
			}()
			<-f.modes.Hung()
			_, err = svc.Save(ctx, alice, userSave("lunch order", "Fridays: the noodle place."))
			require.NoError(t, err)
			assert.Equal(t, asked+1, f.calls.Load(), "the probe alone reached the embedder")
			f.modes.Release()
			assert.Equal(t, 4, <-done, "once it answers, the backfill embeds what was saved meanwhile (its batch was read before the lunch order)")
			assert.True(t, svc.EmbedderStatus().Available)

			// Up again: saves and searches ask it.
			_, err = svc.Save(ctx, alice, userSave("parking spot", "Level minus two, spot 14."))
			require.NoError(t, err)
			hits, err := svc.Search(ctx, alice, memory.SearchInput{Query: "office wifi"})
			require.NoError(t, err)
			assert.Equal(t, first.ID, hits[0].ID)
			assert.Equal(t, asked+3, f.calls.Load())
			n, err := svc.Backfill(ctx, 64)
			require.NoError(t, err)
			assert.Equal(t, 1, n, "the lunch order")
			assert.Equal(t, 6, svctest.CountEmbeddings(t, svc, f.model))

			assert.Equal(t, 1, strings.Count(logs.String(), "embedder unavailable"), logs.String())
			assert.Equal(t, 1, strings.Count(logs.String(), "embedder available again"), logs.String())
		})
	}
}

// A 5xx is a failure like a timeout: the service backs off. A refusal of the request itself (an
// unknown model) is not: the embedder answered, and the next call asks it again.
func TestServerErrorsBackOffRefusalsDoNot(t *testing.T) {
	t.Parallel()
	for _, f := range fakeEmbedders(t) {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			svc, _ := newService(t, &memory.Options{Embedder: f.emb, EmbedTimeout: 5 * time.Second})
			alice := principal(t, svc, "alice")

			f.modes.FailNext(1, http.StatusServiceUnavailable)
			_, err := svc.Save(ctx, alice, userSave("office wifi name", "The guest network is recall-guest."))
			require.NoError(t, err)
			require.False(t, svc.EmbedderStatus().Available, "a 503 counts as a failure")
			asked := f.calls.Load()
			_, err = svc.Search(ctx, alice, memory.SearchInput{Query: "wifi"})
			require.NoError(t, err)
			assert.Equal(t, asked, f.calls.Load(), "backing off")
			n, err := svc.Backfill(ctx, 64)
			require.NoError(t, err)
			assert.Equal(t, 1, n)
			require.True(t, svc.EmbedderStatus().Available)
		})
	}

	fake := fakeollama.New(map[string]int{"nomic-embed-text": 768})
	defer fake.Close()
	svc, _ := newService(t, &memory.Options{Embedder: svctest.Ollama(t, fake.URL, "no-such-model")})
	alice := principal(t, svc, "alice")
	for range 3 {
		_, err := svc.Save(context.Background(), alice, userSave("on-call order", "Primary, then secondary."))
		require.NoError(t, err)
	}
	assert.True(t, svc.EmbedderStatus().Available, "an unknown model is a refusal, not an outage")
	assert.EqualValues(t, 3, fake.Calls.Load(), "each call asks")
}

// The OpenAI-compatible fake answers a 5xx in OpenAI's envelope, and the client's error says so.
func TestFakeOpenAIServerErrorReachesTheClient(t *testing.T) {
	t.Parallel()
	fake := fakeopenai.New(fakeModels)
	defer fake.Close()
	emb := openAI(t, memory.OpenAIConfig{BaseURL: fake.BaseURL(), Model: "text-embedding-3-small"})
	fake.FailNext(1, http.StatusBadGateway)
	_, err := emb.Embed(context.Background(), []string{"x"})
	require.ErrorContains(t, err, "502")
	_, err = emb.Embed(context.Background(), []string{"x"})
	require.NoError(t, err)
}
