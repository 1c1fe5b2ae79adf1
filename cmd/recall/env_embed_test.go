package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

const embedKey = "sk-env-test-abcdefghijklmnop"

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestEmbedSettingsFailFast(t *testing.T) {
	t.Parallel()
	cases := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"RECALL_EMBED_PROVIDER": "cohere", "RECALL_EMBED_MODEL": "m"}, "RECALL_EMBED_PROVIDER"},
		{map[string]string{"RECALL_EMBED_PROVIDER": "openai"}, "needs RECALL_EMBED_MODEL"},
		{map[string]string{"RECALL_EMBED_PROVIDER": "openai", "RECALL_EMBED_MODEL": "m", "RECALL_EMBED_URL": "api.openai.com/v1"}, "RECALL_EMBED_URL"},
		{map[string]string{"RECALL_EMBED_PROVIDER": "openai", "RECALL_EMBED_MODEL": "m", "RECALL_EMBED_URL": "https://me:" + embedKey + "@api.example/v1"}, "RECALL_EMBED_URL"},
		{map[string]string{"RECALL_EMBED_MODEL": "m", "RECALL_EMBED_DIMENSIONS": "0"}, "RECALL_EMBED_DIMENSIONS"},
		{map[string]string{"RECALL_EMBED_MODEL": "m", "RECALL_EMBED_DIMENSIONS": "-5"}, "RECALL_EMBED_DIMENSIONS"},
		{map[string]string{"RECALL_EMBED_MODEL": "m", "RECALL_EMBED_DIMENSIONS": "lots"}, "RECALL_EMBED_DIMENSIONS"},
	}
	for _, tc := range cases {
		tc.env["RECALL_EMBED_API_KEY"] = embedKey
		_, err := loadEnv(envOf(tc.env))
		require.Error(t, err, tc.env)
		assert.Contains(t, err.Error(), tc.want)
		assert.NotContains(t, err.Error(), embedKey, "the key never appears in an error")
		assert.Equal(t, 2, exitCode(err), "a bad setting exits 2")

		// The same through the command line, before anything is opened.
		err = run(context.Background(), []string{"serve"}, envOf(tc.env), strings.NewReader(""), io.Discard, io.Discard)
		assert.Equal(t, 2, exitCode(err), tc.env)
	}
}

func TestEmbedSettingsBuildTheEmbedder(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	log := slog.New(slog.NewJSONHandler(&logs, nil))

	c, err := loadEnv(envOf(map[string]string{"RECALL_EMBED_PROVIDER": "openai", "RECALL_EMBED_MODEL": "text-embedding-3-small",
		"RECALL_EMBED_URL": "http://127.0.0.1:1234/v1", "RECALL_EMBED_API_KEY": embedKey, "RECALL_EMBED_DIMENSIONS": "512"}))
	require.NoError(t, err)
	emb, err := newEmbedder(c, log)
	require.NoError(t, err)
	_, isOpenAI := emb.(*memory.OpenAI)
	assert.True(t, isOpenAI)
	assert.Equal(t, "text-embedding-3-small@512", emb.Model())

	// Today's settings keep working: RECALL_EMBED_MODEL alone is Ollama at OLLAMA_HOST, which
	// RECALL_EMBED_URL overrides.
	c, err = loadEnv(envOf(map[string]string{"RECALL_EMBED_MODEL": "nomic-embed-text", "OLLAMA_HOST": "http://127.0.0.1:11434"}))
	require.NoError(t, err)
	emb, err = newEmbedder(c, log)
	require.NoError(t, err)
	_, isOllama := emb.(*memory.Ollama)
	assert.True(t, isOllama)
	assert.Equal(t, "nomic-embed-text", emb.Model())

	c, err = loadEnv(envOf(map[string]string{}))
	require.NoError(t, err)
	emb, err = newEmbedder(c, log)
	require.NoError(t, err)
	assert.Nil(t, emb, "no model: no embedder, lexical search")
	assert.NotContains(t, logs.String(), embedKey, "the key is never logged")
	var ue usageError
	assert.False(t, errors.As(err, &ue))
}

// A key in RECALL_EMBED_URL (a query parameter, user information, a fragment) never reaches the
// startup error or the log, whichever way the URL is malformed; the error still names the
// variable and says where the key goes.
func TestEmbedURLSecretsAreNeverPrinted(t *testing.T) {
	t.Parallel()
	const secret = "s3cr3tK3yV4lu3"
	for _, raw := range []string{
		"https://api.example.com/v1?api-key=" + secret,
		"https://api.example.com/v1?key=" + secret + "&api-version=2024-02-01",
		"https://api.example.com/v1?token=" + secret,
		"https://api.example.com/v1?" + secret,
		"https://me:" + secret + "@api.example.com/v1",
		"https://" + secret + "@api.example.com/v1",
		"https://api.example.com/v1#" + secret,
		"http://[::1/v1?token=" + secret,               // does not parse
		"http://api.example.com:port/v1?key=" + secret, // does not parse
		"api.example.com/v1?key=" + secret,             // no scheme
	} {
		env := map[string]string{"RECALL_EMBED_PROVIDER": "openai", "RECALL_EMBED_MODEL": "m", "RECALL_EMBED_URL": raw}
		_, err := loadEnv(envOf(env))
		require.Error(t, err, raw)
		assert.Contains(t, err.Error(), "RECALL_EMBED_URL", raw)
		assert.Contains(t, err.Error(), "RECALL_EMBED_API_KEY", "says where the key goes")
		assert.NotContains(t, err.Error(), secret, raw)

		var stderr bytes.Buffer
		err = run(context.Background(), []string{"serve"}, envOf(env), strings.NewReader(""), io.Discard, &stderr)
		require.Error(t, err)
		assert.NotContains(t, err.Error()+stderr.String(), secret, raw)
	}

	// Ollama's host, from OLLAMA_HOST, is shown redacted too.
	for _, host := range []string{"127.0.0.1:11434/?token=" + secret, "http://h:x/?key=" + secret} {
		c, err := loadEnv(envOf(map[string]string{"RECALL_EMBED_MODEL": "nomic-embed-text", "OLLAMA_HOST": host}))
		require.NoError(t, err)
		_, err = newEmbedder(c, slog.New(slog.DiscardHandler))
		require.Error(t, err, host)
		assert.NotContains(t, err.Error(), secret, host)
	}
}
