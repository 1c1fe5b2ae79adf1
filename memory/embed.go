package memory

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/ollama/ollama/api"
	"github.com/ollama/ollama/envconfig"
)

// Embedder turns texts into vectors. Implementations must be safe for concurrent use.
type Embedder interface {
	// Model names the embedding model; embeddings are stored per model.
	Model() string
	// Embed returns one vector per text, all of one dimension.
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Ollama embeds through an Ollama server's /api/embed with the official client.
type Ollama struct {
	client *api.Client
	model  string
	dims   int // 0: the model's own; else asked for and checked (SetDimensions)
}

// NewOllama returns an embedder for model at host (e.g. http://127.0.0.1:11434). An empty host
// means OLLAMA_HOST or Ollama's default. timeout bounds each HTTP request.
func NewOllama(host, model string, timeout time.Duration) (*Ollama, error) {
	if model == "" {
		return nil, errors.New("ollama: no model: set RECALL_EMBED_MODEL (e.g. nomic-embed-text)")
	}
	hc := &http.Client{Timeout: timeout}
	if host == "" {
		host = envconfig.Host().String() // OLLAMA_HOST, parsed the way Ollama itself does
	}
	u, err := url.Parse(host)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("ollama: bad host %q: use a URL like http://127.0.0.1:11434", host)
	}
	return &Ollama{client: api.NewClient(u, hc), model: model}, nil
}

// Model keys the stored embeddings: the model's name, with the dimension when one is asked for.
func (o *Ollama) Model() string { return modelKey(o.model, o.dims) }

// SetDimensions asks the model for vectors of n dimensions (0: its own), as RECALL_EMBED_DIMENSIONS
// says. Call it before the first Embed.
func (o *Ollama) SetDimensions(n int) { o.dims = n }

// Embed calls /api/embed. An unknown model comes back as an error naming it (Ollama's 404); an
// unreachable server as a connection error. Either way the caller degrades to lexical search.
func (o *Ollama) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	resp, err := o.client.Embed(ctx, &api.EmbedRequest{Model: o.model, Input: texts, Dimensions: o.dims})
	if err != nil {
		return nil, fmt.Errorf("ollama embed (%s): %w", o.model, err)
	}
	if len(resp.Embeddings) != len(texts) {
		return nil, fmt.Errorf("ollama embed (%s): got %d embeddings for %d texts", o.model, len(resp.Embeddings), len(texts))
	}
	dims := len(resp.Embeddings[0])
	for _, e := range resp.Embeddings {
		if len(e) != dims || dims == 0 {
			return nil, fmt.Errorf("ollama embed (%s): embeddings of mixed or zero dimension", o.model)
		}
	}
	if o.dims > 0 && dims != o.dims {
		return nil, fmt.Errorf("ollama embed (%s): the model returned %d-dimensional embeddings but RECALL_EMBED_DIMENSIONS is %d: set it to %d or unset it",
			o.model, dims, o.dims, dims)
	}
	return resp.Embeddings, nil
}
