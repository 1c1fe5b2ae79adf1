package main

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"

	"github.com/recall-mcp/recall/memory"
)

// embedConfig is which embeddings endpoint recall uses, beside RECALL_EMBED_MODEL (the model)
// and RECALL_EMBED_TIMEOUT (each request's bound).
type embedConfig struct {
	Provider   string // RECALL_EMBED_PROVIDER: ollama (default) or openai (any OpenAI-compatible /v1/embeddings)
	URL        string // RECALL_EMBED_URL: the endpoint; for ollama it overrides OLLAMA_HOST
	APIKey     string // RECALL_EMBED_API_KEY: a bearer token; never logged, never in an error
	Dimensions int    // RECALL_EMBED_DIMENSIONS: 0 for the model's own
}

// maxEmbedDimensions is pgvector's limit for a stored vector.
const maxEmbedDimensions = 16000

// embed reads the embedding endpoint's settings. A provider named without a model, a malformed
// URL or a dimension out of range is an error naming the variable; the key's value never
// appears in one.
func (e *envReader) embed() embedConfig {
	c := embedConfig{
		Provider:   e.oneOf("RECALL_EMBED_PROVIDER", "ollama", "ollama", "openai"),
		APIKey:     e.str("RECALL_EMBED_API_KEY", ""),
		Dimensions: e.integer("RECALL_EMBED_DIMENSIONS", 0, 1, maxEmbedDimensions),
	}
	e.note("RECALL_EMBED_URL", "", "an http(s) URL")
	if raw, ok := e.lookup("RECALL_EMBED_URL"); ok {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" {
			e.bad("RECALL_EMBED_URL", redactURL(raw), "use an http(s) URL with no credentials or query, like http://127.0.0.1:11434 (ollama) or https://api.openai.com/v1 (openai); put the key in RECALL_EMBED_API_KEY")
		} else {
			c.URL = raw
		}
	}
	if _, hasModel := e.lookup("RECALL_EMBED_MODEL"); !hasModel {
		if p, set := e.lookup("RECALL_EMBED_PROVIDER"); set {
			e.errs = append(e.errs, fmt.Errorf("environment variable RECALL_EMBED_PROVIDER=%q needs RECALL_EMBED_MODEL: name the embedding model (e.g. nomic-embed-text for ollama, text-embedding-3-small for openai)", p))
		}
	}
	return c
}

// redactURL drops the user information from a URL for an error message.
func redactURL(raw string) string {
	if u, err := url.Parse(raw); err == nil && u.User != nil {
		u.User = url.User("REDACTED")
		return u.String()
	}
	if i := strings.LastIndex(raw, "@"); i >= 0 {
		return "…" + raw[i:]
	}
	return raw
}

// newEmbedder builds the configured embedder, or nil when RECALL_EMBED_MODEL is unset.
func newEmbedder(c config, log *slog.Logger) (memory.Embedder, error) {
	if c.EmbedModel == "" {
		log.Info("no embedder configured (RECALL_EMBED_MODEL unset): search is lexical")
		return nil, nil
	}
	switch c.Embed.Provider {
	case "openai":
		emb, err := memory.NewOpenAI(memory.OpenAIConfig{BaseURL: c.Embed.URL, APIKey: c.Embed.APIKey, Model: c.EmbedModel,
			Dimensions: c.Embed.Dimensions, Timeout: c.EmbedTimeout})
		if err != nil {
			return nil, usageError{msg: err.Error(), noUsage: true}
		}
		base := c.Embed.URL
		if base == "" {
			base = memory.DefaultOpenAIURL
		}
		log.Info("embedding with an OpenAI-compatible endpoint", "model", emb.Model(), "url", base, "api_key_set", c.Embed.APIKey != "")
		return emb, nil
	default:
		host := c.OllamaHost
		if c.Embed.URL != "" {
			host = c.Embed.URL
		}
		emb, err := memory.NewOllama(host, c.EmbedModel, c.EmbedTimeout)
		if err != nil {
			return nil, usageError{msg: err.Error(), noUsage: true}
		}
		emb.SetDimensions(c.Embed.Dimensions)
		log.Info("embedding with Ollama", "model", emb.Model())
		return emb, nil
	}
}
