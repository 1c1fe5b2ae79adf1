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
