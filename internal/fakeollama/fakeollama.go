// Package fakeollama is a protocol-faithful stand-in for Ollama's /api/embed, for tests that run
// the real Ollama client: the request and response shapes are Ollama's, an unknown model gets
// Ollama's 404 with its error body, and a closed server gives a real connection refusal. Modes
// make it hang, fail with a 5xx, or answer chosen vectors.
//
// Embeddings are deterministic: each word is hashed to a direction and the text's vector is
// the normalized sum, so texts that share words are close, like a crude real model.
package fakeollama

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"unicode"
)

// Server is a fake Ollama. Calls counts /api/embed requests.
type Server struct {
	*httptest.Server
	Modes
	Models map[string]int // model name -> dimension
	Calls  atomic.Int64
}

// Close releases hanging requests, then stops the server.
func (s *Server) Close() {
	s.Release()
	s.Server.Close()
}

// New starts a fake serving the given models (name -> dimensions) on a free loopback port.
func New(models map[string]int) *Server {
	s := newServer(models)
	s.Server.Start()
	return s
}

// NewAt starts a fake on addr (host:port), e.g. where a client already got "connection refused".
func NewAt(addr string, models map[string]int) (*Server, error) {
	s := newServer(models)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s.Server.Listener.Close()
	s.Server.Listener = ln
	s.Server.Start()
	return s, nil
}

func newServer(models map[string]int) *Server {
	s := &Server{Models: models}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/embed", s.embed)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "404 page not found", http.StatusNotFound)
	})
	s.Server = httptest.NewUnstartedServer(mux)
	return s
}

type embedRequest struct {
	Model string `json:"model"`
	Input any    `json:"input"`
}

func (s *Server) embed(w http.ResponseWriter, r *http.Request) {
	s.Calls.Add(1)
	status, ok := s.Hold(r)
	if !ok {
		return
	} else if status != 0 {
		writeErr(w, status, http.StatusText(status))
		return
	}
	var req embedRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeErr(w, http.StatusBadRequest, err.Error())
		return
	}
	dims, ok := s.Models[req.Model]
	if !ok {
		writeErr(w, http.StatusNotFound, fmt.Sprintf("model %q not found, try pulling it first", req.Model))
		return
	}
	var inputs []string
	switch v := req.Input.(type) {
	case string:
		inputs = []string{v}
	case []any:
		for _, x := range v {
			str, ok := x.(string)
			if !ok {
				writeErr(w, http.StatusBadRequest, "invalid input type")
				return
			}
			inputs = append(inputs, str)
		}
	default:
		writeErr(w, http.StatusBadRequest, "invalid input type")
		return
	}
	out := struct {
		Model      string      `json:"model"`
		Embeddings [][]float32 `json:"embeddings"`
	}{Model: req.Model}
	for _, in := range inputs {
		out.Embeddings = append(out.Embeddings, s.VectorOf(in, dims))
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(out) //nolint:errcheck
}

func writeErr(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"error": msg}) //nolint:errcheck
}

// Vector is the fake model's embedding of text.
func Vector(text string, dims int) []float32 {
	v := make([]float64, dims)
	for _, word := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		h := fnv.New64a()
		h.Write([]byte(word))
		x := h.Sum64()
		for i := 0; i < 8; i++ {
			idx := int((x >> (i * 8)) % uint64(dims))
			if (x>>(i+40))&1 == 1 {
				v[idx]++
			} else {
				v[idx]--
			}
		}
	}
	var norm float64
	for _, f := range v {
		norm += f * f
	}
	norm = math.Sqrt(norm)
	out := make([]float32, dims)
	for i, f := range v {
		if norm > 0 {
			out[i] = float32(f / norm)
		} else if i == 0 {
			out[i] = 1
		}
	}
	return out
}
