package main

import (
	"fmt"
	"log/slog"
	"net/url"
	"strconv"

	"github.com/recall-mcp/recall/memory"
)

// embedConfig is which embeddings endpoint recall uses, beside RECALL_EMBED_MODEL (the model)
// and RECALL_EMBED_TIMEOUT (each request's bound).
type embedConfig struct {
	Provider   string // RECALL_EMBED_PROVIDER: ollama (default) or openai (any OpenAI-compatible /v1/embeddings)
	URL        string // RECALL_EMBED_URL: the endpoint; for ollama it overrides OLLAMA_HOST
	APIKey     string // RECALL_EMBED_API_KEY: a bearer token; never logged, never in an error
	Dimensions int    // RECALL_EMBED_DIMENSIONS: 0 for the model's own
	// MinSimilarity (RECALL_EMBED_MIN_SIMILARITY) is the cosine similarity a vector-only match
	// needs; nil: the model's default (memory.DefaultMinSimilarity).
	MinSimilarity *float64
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
	c.MinSimilarity = e.similarity("RECALL_EMBED_MIN_SIMILARITY")
	e.note("RECALL_EMBED_URL", "", "an http(s) URL")
	if raw, ok := e.lookup("RECALL_EMBED_URL"); ok {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			e.bad("RECALL_EMBED_URL", memory.RedactURL(raw), "use an http(s) URL with no credentials, query or fragment, like http://127.0.0.1:11434 (ollama) or https://api.openai.com/v1 (openai); put the key in RECALL_EMBED_API_KEY")
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

// similarity reads a cosine similarity floor, -1 to 1; unset: nil (the model's default).
func (e *envReader) similarity(name string) *float64 {
	e.note(name, "", "a cosine similarity, -1 to 1")
	v, ok := e.lookup(name)
	if !ok {
		return nil
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < -1 || f > 1 {
		e.bad(name, v, "use a cosine similarity from -1 to 1, like 0.3 (-1 lets every nearest memory through); docs/search.md says how to choose it")
		return nil
	}
	return &f
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
		log.Info("embedding with an OpenAI-compatible endpoint", "model", emb.Model(), "url", memory.RedactURL(base), "api_key_set", c.Embed.APIKey != "")
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
