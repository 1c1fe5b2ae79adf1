package memory

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
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
		return nil, fmt.Errorf("ollama: bad host %q: use a URL like http://127.0.0.1:11434", RedactURL(host))
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
	var status api.StatusError
	var auth api.AuthorizationError
	switch {
	case errors.As(err, &auth) || errors.As(err, &status) && status.StatusCode >= 400 && status.StatusCode < 500 && status.StatusCode != http.StatusTooManyRequests:
		return nil, rejectedError{fmt.Errorf("ollama embed (%s): %w", o.model, err)} // it answered: up
	case err != nil:
		return nil, fmt.Errorf("ollama embed (%s): %w", o.model, err)
	}
	if len(resp.Embeddings) != len(texts) {
		return nil, rejectedError{fmt.Errorf("ollama embed (%s): got %d embeddings for %d texts", o.model, len(resp.Embeddings), len(texts))}
	}
	dims := len(resp.Embeddings[0])
	for _, e := range resp.Embeddings {
		if len(e) != dims || dims == 0 {
			return nil, rejectedError{fmt.Errorf("ollama embed (%s): embeddings of mixed or zero dimension", o.model)}
		}
	}
	if o.dims > 0 && dims != o.dims {
		return nil, rejectedError{fmt.Errorf("ollama embed (%s): the model returned %d-dimensional embeddings but RECALL_EMBED_DIMENSIONS is %d: set it to %d or unset it",
			o.model, dims, o.dims, dims)}
	}
	return resp.Embeddings, nil
}

// RedactURL is raw as an error or a log line may show it: its user information and the values of
// its query and fragment replaced by REDACTED (an embeddings URL may carry a key as ?api-key=,
// ?key=, ?token= or user:password@), the parameters' names kept so the reader sees which one is
// wrong. A URL that does not parse is cut to its scheme and host, or to nothing.
func RedactURL(raw string) string {
	const redacted = "REDACTED"
	u, err := url.Parse(raw)
	if err != nil {
		// Cut at the first character that may start user information, a path, a query or a
		// fragment: what remains is at most a scheme and a host.
		scheme, rest, ok := strings.Cut(raw, "://")
		if !ok {
			scheme, rest = "", raw
		}
		if i := strings.IndexAny(rest, "/?#@"); i >= 0 {
			rest = rest[:i] + "/" + redacted
		}
		if ok {
			return scheme + "://" + rest
		}
		return rest
	}
	if u.User != nil {
		u.User = url.User(redacted)
	}
	if u.RawQuery != "" {
		var parts []string
		for _, kv := range strings.Split(u.RawQuery, "&") {
			k, _, _ := strings.Cut(kv, "=")
			if k == "" {
				continue
			}
			// A name alone (?SECRET) may itself be the key: keep only names that read as words.
			if !paramName.MatchString(k) {
				k = redacted
			}
			parts = append(parts, k+"="+redacted)
		}
		u.RawQuery = strings.Join(parts, "&")
	}
	u.ForceQuery = false
	if u.Fragment != "" || u.RawFragment != "" {
		u.Fragment, u.RawFragment = redacted, ""
	}
	u.Opaque = ""
	return u.String()
}

// paramName is a query parameter's name RedactURL shows: a word or two (api-key, api_version),
// not something that could be a secret (digits, long runs, escapes).
var paramName = regexp.MustCompile(`^[A-Za-z][A-Za-z_.-]{0,23}$`)
