package memory

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// OpenAIConfig configures an embedder for an OpenAI-compatible /v1/embeddings endpoint: OpenAI
// itself, Azure OpenAI, LM Studio, llama.cpp's server, vLLM, LocalAI, Ollama's /v1.
type OpenAIConfig struct {
	BaseURL    string        // up to and including /v1; empty: OpenAI's
	APIKey     string        // sent as a bearer token; never logged, never in an error
	Model      string        // required
	Dimensions int           // 0: the model's own; else sent as `dimensions` and checked
	Timeout    time.Duration // bounds each request
	Now        func() time.Time
}

// OpenAI embeds through an OpenAI-compatible endpoint with the official client (openai-go). The
// client's own retries are off: a save waits for one request at most, and a rate limit (429)
// marks the endpoint away until its Retry-After, during which Embed fails at once, so saves
// store their memory without a vector (the backfill embeds it later) and searches rank lexically.
type OpenAI struct {
	client openai.EmbeddingService
	cfg    OpenAIConfig
	host   string       // for errors: where the endpoint is, without any credentials
	away   atomic.Int64 // unix nanoseconds until which the endpoint asked to be left alone
}

// Longest and default back-off after a 429: a Retry-After of days is a misconfigured proxy, not
// a reason to stop embedding for days.
const (
	maxEmbedBackoff     = 10 * time.Minute
	defaultEmbedBackoff = 10 * time.Second
)

// DefaultOpenAIURL is where the openai provider sends requests when RECALL_EMBED_URL is unset.
const DefaultOpenAIURL = "https://api.openai.com/v1"

// NewOpenAI returns an embedder for cfg.Model at cfg.BaseURL.
func NewOpenAI(cfg OpenAIConfig) (*OpenAI, error) {
	if cfg.Model == "" {
		return nil, errors.New("openai: no model: set RECALL_EMBED_MODEL (e.g. text-embedding-3-small)")
	}
	if cfg.Dimensions < 0 {
		return nil, fmt.Errorf("openai: dimensions %d: use a positive number or none", cfg.Dimensions)
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultOpenAIURL
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return nil, errors.New("openai: bad endpoint URL: use one like https://api.openai.com/v1 or http://127.0.0.1:1234/v1, with no credentials in it")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	opts := []option.RequestOption{
		option.WithBaseURL(cfg.BaseURL),
		option.WithAPIKey(cfg.APIKey),
		option.WithHTTPClient(&http.Client{Timeout: cfg.Timeout}),
		option.WithMaxRetries(0),
	}
	if cfg.Timeout > 0 {
		opts = append(opts, option.WithRequestTimeout(cfg.Timeout))
	}
	if cfg.APIKey != "" && (strings.HasSuffix(u.Hostname(), ".openai.azure.com") || strings.HasSuffix(u.Hostname(), ".services.ai.azure.com")) {
		opts = append(opts, option.WithHeader("api-key", cfg.APIKey)) // Azure OpenAI's key header
	}
	// The embeddings service alone, not openai.NewClient: the full client references every API
	// (chat, files, realtime, ...) and more than doubles recall's binary; it would also read the
	// OPENAI_* variables, and recall takes its settings from its own.
	return &OpenAI{client: openai.NewEmbeddingService(opts...), cfg: cfg, host: u.Scheme + "://" + u.Host}, nil
}

// Model keys the stored embeddings: the model's name, and the dimension when one is asked for
// (a shortened text-embedding-3 vector is another space than the full one).
func (o *OpenAI) Model() string { return modelKey(o.cfg.Model, o.cfg.Dimensions) }

func modelKey(model string, dims int) string {
	if dims > 0 {
		return model + "@" + strconv.Itoa(dims)
	}
	return model
}

// Embed sends texts in one request and returns their vectors in the order of texts (by each
// result's index, whatever order the endpoint lists them in).
func (o *OpenAI) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if len(texts) == 0 {
		return nil, nil
	}
	if until := o.away.Load(); until != 0 && o.cfg.Now().UnixNano() < until {
		return nil, retryAfterError{o.errorf("rate limited: not asking again until %s", time.Unix(0, until).UTC().Format(time.RFC3339)),
			time.Duration(until - o.cfg.Now().UnixNano())}
	}
	params := openai.EmbeddingNewParams{
		Model:          o.cfg.Model,
		Input:          openai.EmbeddingNewParamsInputUnion{OfArrayOfStrings: texts},
		EncodingFormat: openai.EmbeddingNewParamsEncodingFormatFloat,
	}
	if o.cfg.Dimensions > 0 {
		params.Dimensions = openai.Int(int64(o.cfg.Dimensions))
	}
	resp, err := o.client.New(ctx, params)
	if err != nil {
		return nil, o.apiError(err)
	}
	if len(resp.Data) != len(texts) {
		return nil, rejectedError{o.errorf("got %d embeddings for %d texts", len(resp.Data), len(texts))}
	}
	out := make([][]float32, len(texts))
	dims := 0
	for _, d := range resp.Data {
		i := int(d.Index)
		if i < 0 || i >= len(texts) || out[i] != nil {
			return nil, rejectedError{o.errorf("the endpoint returned an embedding with index %d for %d texts (missing or repeated)", d.Index, len(texts))}
		}
		if dims == 0 {
			dims = len(d.Embedding)
		}
		if len(d.Embedding) == 0 || len(d.Embedding) != dims {
			return nil, rejectedError{o.errorf("embeddings of mixed or zero dimension")}
		}
		if o.cfg.Dimensions > 0 && dims != o.cfg.Dimensions {
			return nil, rejectedError{o.errorf("the endpoint returned %d-dimensional embeddings but RECALL_EMBED_DIMENSIONS is %d: set it to %d, or unset it, or use a model that honours `dimensions`",
				dims, o.cfg.Dimensions, dims)}
		}
		v := make([]float32, dims)
		for j, f := range d.Embedding {
			v[j] = float32(f)
		}
		out[i] = v
	}
	return out, nil
}

func (o *OpenAI) errorf(format string, args ...any) error {
	return errors.New(o.scrub(fmt.Sprintf("openai embeddings (%s at %s): ", o.cfg.Model, o.host) + fmt.Sprintf(format, args...)))
}

// apiError turns a failed request into an error that says what the endpoint answered (its
// status, error code and message) with the key scrubbed out, and starts a back-off on a 429. A
// 4xx other than 429 is the endpoint refusing this request (rejectedError): it is up.
func (o *OpenAI) apiError(err error) error {
	var ae *openai.Error
	if !errors.As(err, &ae) {
		return o.errorf("%v", err) // transport: refused, timed out, canceled
	}
	if ae.StatusCode == http.StatusTooManyRequests {
		wait := retryAfter(ae.Response, o.cfg.Now())
		o.away.Store(o.cfg.Now().Add(wait).UnixNano())
		return retryAfterError{o.errorf("429 rate limited (%s): backing off for %s: %s", firstNonEmpty(ae.Code, ae.Type), wait, ae.Message), wait}
	}
	what := firstNonEmpty(ae.Code, ae.Type)
	if what != "" {
		what = " " + what
	}
	msg := ae.Message
	if msg == "" {
		msg = http.StatusText(ae.StatusCode)
	}
	if ae.StatusCode >= 400 && ae.StatusCode < 500 {
		return rejectedError{o.errorf("%d%s: %s", ae.StatusCode, what, msg)}
	}
	return o.errorf("%d%s: %s", ae.StatusCode, what, msg)
}

// scrub removes the API key from s: an endpoint may echo it back (OpenAI's own 401 quotes part
// of it; a proxy may quote all of it).
func (o *OpenAI) scrub(s string) string {
	if k := o.cfg.APIKey; len(k) >= 6 {
		s = strings.ReplaceAll(s, k, "[redacted]")
	}
	return s
}

// retryAfter reads how long a 429 asks to wait: Retry-After-Ms, or Retry-After in seconds or as
// an HTTP date; a default when there is neither, and never longer than maxEmbedBackoff.
func retryAfter(resp *http.Response, now time.Time) time.Duration {
	d := defaultEmbedBackoff
	if resp != nil {
		if ms, err := strconv.ParseFloat(resp.Header.Get("Retry-After-Ms"), 64); err == nil && ms > 0 {
			d = time.Duration(ms * float64(time.Millisecond))
		} else if v := resp.Header.Get("Retry-After"); v != "" {
			if s, err := strconv.ParseFloat(v, 64); err == nil && s > 0 {
				d = time.Duration(s * float64(time.Second))
			} else if t, err := http.ParseTime(v); err == nil && t.After(now) {
				d = t.Sub(now)
			}
		}
	}
	return min(d, maxEmbedBackoff)
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
