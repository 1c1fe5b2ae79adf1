// Package fakeopenai is a protocol-faithful stand-in for an OpenAI-compatible /v1/embeddings
// endpoint, for tests that run the real openai-go client: requests and responses have OpenAI's
// shapes (a list of {object, index, embedding}, float or base64), errors have its envelope
// ({"error": {"message", "type", "param", "code"}}) and statuses — 401 invalid_api_key, 404
// model_not_found, 400 for a `dimensions` the model does not support, 429 rate_limit_exceeded
// with Retry-After — and a closed server gives a real connection refusal.
//
// Embeddings are fakeollama's deterministic word-hash vectors, shortened to `dimensions` (and
// renormalized) when the request asks, as text-embedding-3 models do.
package fakeopenai

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/recall-mcp/recall/internal/fakeollama"
)

// Model is one model the fake serves.
type Model struct {
	Dims          int  // its native dimension
	Shortenable   bool // honours `dimensions` (text-embedding-3); else a request with one gets 400
	IgnoresDimArg bool // accepts `dimensions` but answers with Dims anyway, as some local servers do
}

// Server is a fake embeddings endpoint. Its fields may be changed between requests.
type Server struct {
	*httptest.Server
	fakeollama.Modes        // hang, fail with a 5xx, answer chosen vectors
	Key              string // the API key it accepts as a bearer token; "" accepts any request
	Reverse          bool   // list a batch's results in reverse order (clients must go by index)

	mu       sync.Mutex
	models   map[string]Model
	limited  int    // the next this-many requests get 429
	retry    string // their Retry-After
	requests []Request

	Calls atomic.Int64
}

// Request is what the fake received, for assertions.
type Request struct {
	Model      string
	Inputs     []string
	Dimensions int
	Auth       string // the Authorization header
}

// New starts a fake serving models on a free loopback port. Its base URL is URL + "/v1".
func New(models map[string]Model) *Server {
	s := &Server{models: models}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/embeddings", s.embeddings)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeErr(w, http.StatusNotFound, "invalid_request_error", "", fmt.Sprintf("Invalid URL (%s %s)", r.Method, r.URL.Path))
	})
	s.Server = httptest.NewServer(mux)
	return s
}

// Close releases hanging requests, then stops the server.
func (s *Server) Close() {
	s.Release()
	s.Server.Close()
}

// BaseURL is what RECALL_EMBED_URL points at.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// RateLimit answers the next n requests with 429 and the given Retry-After header value.
func (s *Server) RateLimit(n int, retryAfter string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.limited, s.retry = n, retryAfter
}

// Requests returns the requests received so far (rate-limited and refused ones included).
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.requests)
}

type embedRequest struct {
	Model          string          `json:"model"`
	Input          json.RawMessage `json:"input"`
	Dimensions     *int            `json:"dimensions"`
	EncodingFormat string          `json:"encoding_format"`
}

type embedding struct {
	Object    string `json:"object"`
	Index     int    `json:"index"`
	Embedding any    `json:"embedding"`
}

func (s *Server) embeddings(w http.ResponseWriter, r *http.Request) {
	s.Calls.Add(1)
	var req embedRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeErr(w, http.StatusBadRequest, "invalid_request_error", "", "We could not parse the JSON body of your request.")
		return
	}
	var inputs []string
	if err := json.Unmarshal(req.Input, &inputs); err != nil {
		var one string
		if err := json.Unmarshal(req.Input, &one); err != nil {
			writeErrParam(w, http.StatusBadRequest, "invalid_request_error", "", "input", "'input' must be a string or an array of strings.")
			return
		}
		inputs = []string{one}
	}
	s.mu.Lock()
	rec := Request{Model: req.Model, Inputs: inputs, Auth: r.Header.Get("Authorization")}
	if req.Dimensions != nil {
		rec.Dimensions = *req.Dimensions
	}
	s.requests = append(s.requests, rec)
	limited, retry := s.limited > 0, s.retry
	if limited {
		s.limited--
	}
	m, known := s.models[req.Model]
	s.mu.Unlock()

	if s.Key != "" && r.Header.Get("Authorization") != "Bearer "+s.Key {
		given := r.Header.Get("Authorization")
		if given == "" {
			writeErr(w, http.StatusUnauthorized, "invalid_request_error", "",
				"You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).")
			return
		}
		// OpenAI quotes part of a wrong key; this fake quotes all of it, the worst an endpoint can do.
		writeErr(w, http.StatusUnauthorized, "invalid_request_error", "invalid_api_key",
			fmt.Sprintf("Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.", given[len("Bearer "):]))
		return
	}
	if status, ok := s.Hold(r); !ok {
		return
	} else if status != 0 {
		writeErr(w, status, "server_error", "", "The server had an error while processing your request. Sorry about that!")
		return
	}
	if limited {
		if retry != "" {
			w.Header().Set("Retry-After", retry)
		}
		writeErr(w, http.StatusTooManyRequests, "requests", "rate_limit_exceeded",
			fmt.Sprintf("Rate limit reached for %s on requests per min (RPM): Limit 3, Used 3, Requested 1.", req.Model))
		return
	}
	if !known {
		writeErr(w, http.StatusNotFound, "invalid_request_error", "model_not_found",
			fmt.Sprintf("The model `%s` does not exist or you do not have access to it.", req.Model))
		return
	}
	if len(inputs) == 0 || slices.Contains(inputs, "") {
		writeErrParam(w, http.StatusBadRequest, "invalid_request_error", "", "input", "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.")
		return
	}
	dims := m.Dims
	if req.Dimensions != nil {
		switch {
		case m.IgnoresDimArg:
		case !m.Shortenable:
			writeErr(w, http.StatusBadRequest, "invalid_request_error", "", "This model does not support specifying dimensions.")
			return
		case *req.Dimensions < 1 || *req.Dimensions > m.Dims:
			writeErrParam(w, http.StatusBadRequest, "invalid_request_error", "", "dimensions",
				fmt.Sprintf("Invalid value for 'dimensions' = %d. Must be between 1 and %d.", *req.Dimensions, m.Dims))
			return
		default:
			dims = *req.Dimensions
		}
	}
	data := make([]embedding, len(inputs))
	for i, in := range inputs {
		v := shorten(s.VectorOf(in, m.Dims), dims)
		var e any = v
		if req.EncodingFormat == "base64" {
			b := make([]byte, 4*len(v))
			for j, f := range v {
				binary.LittleEndian.PutUint32(b[4*j:], math.Float32bits(f))
			}
			e = base64.StdEncoding.EncodeToString(b)
		}
		data[i] = embedding{Object: "embedding", Index: i, Embedding: e}
	}
	if s.Reverse {
		slices.Reverse(data)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{ //nolint:errcheck
		"object": "list",
		"data":   data,
		"model":  req.Model,
		"usage":  map[string]int{"prompt_tokens": len(inputs), "total_tokens": len(inputs)},
	})
}

// Vector is the fake's embedding of text by a model of dimension native, shortened to dims.
func Vector(text string, native, dims int) []float32 {
	return shorten(fakeollama.Vector(text, native), dims)
}

// shorten keeps v's first dims dimensions, renormalized, as text-embedding-3 models shorten.
func shorten(v []float32, dims int) []float32 {
	v = v[:dims]
	var norm float64
	for _, f := range v {
		norm += float64(f) * float64(f)
	}
	norm = math.Sqrt(norm)
	out := make([]float32, dims)
	for i, f := range v {
		if norm > 0 {
			out[i] = float32(float64(f) / norm)
		} else if i == 0 {
			out[i] = 1
		}
	}
	return out
}

func writeErr(w http.ResponseWriter, status int, typ, code, msg string) {
	writeErrParam(w, status, typ, code, "", msg)
}

// writeErrParam writes OpenAI's error envelope; an empty code or param is null, as OpenAI sends.
func writeErrParam(w http.ResponseWriter, status int, typ, code, param, msg string) {
	null := func(s string) any {
		if s == "" {
			return nil
		}
		return s
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{ //nolint:errcheck
		"message": msg, "type": typ, "param": null(param), "code": null(code),
	}}) //nolint:errcheck
}
