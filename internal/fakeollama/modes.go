package fakeollama

import (
	"net/http"
	"slices"
	"sync"
)

// Modes are what a test can make a fake embedder do besides answering: hang like an embedder
// that stopped responding, fail with a status like an overloaded one, and answer chosen vectors
// for chosen texts (so a test sets the cosines between related and unrelated texts). Both fakes
// embed it; its methods are safe to call while requests are served.
type Modes struct {
	mu      sync.Mutex
	held    chan struct{}        // non-nil while hanging
	hung    chan struct{}        // one value per request that began to hang
	failN   int                  // the next failN requests get failCode
	failing int                  // their status
	vectors map[string][]float32 // text -> the vector answered for it
}

// Hang makes every request from now on wait without an answer until Release, or until its
// client gives up (its timeout), as an embedder that stopped responding does.
func (m *Modes) Hang() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.held == nil {
		m.held = make(chan struct{})
	}
}

// Release answers the hanging requests (those whose clients still wait) and ends Hang.
func (m *Modes) Release() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.held != nil {
		close(m.held)
		m.held = nil
	}
}

// Hung receives once for each request that began to hang: a test waits on it for the signal
// that a call reached the embedder.
func (m *Modes) Hung() <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.hungLocked()
}

func (m *Modes) hungLocked() chan struct{} {
	if m.hung == nil {
		m.hung = make(chan struct{}, 1024)
	}
	return m.hung
}

// FailNext answers the next n requests with status (a 5xx: an overloaded or broken embedder).
func (m *Modes) FailNext(n, status int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.failN, m.failing = n, status
}

// SetVector makes the fake answer v for text, in place of its word-hash vector (a fakeopenai
// request for fewer dimensions gets v shortened and renormalized).
func (m *Modes) SetVector(text string, v []float32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.vectors == nil {
		m.vectors = map[string][]float32{}
	}
	m.vectors[text] = slices.Clone(v)
}

// VectorOf is the vector the fake answers for text at dims: a vector set with SetVector, else
// Vector's.
func (m *Modes) VectorOf(text string, dims int) []float32 {
	m.mu.Lock()
	v, ok := m.vectors[text]
	m.mu.Unlock()
	if ok && len(v) == dims {
		return slices.Clone(v)
	}
	return Vector(text, dims)
}

// Hold applies Hang and FailNext to request r: it returns once the request may be answered, or
// with a status to answer instead (FailNext), or with ok false when the client gave up waiting.
func (m *Modes) Hold(r *http.Request) (status int, ok bool) {
	m.mu.Lock()
	held := m.held
	if held != nil {
		m.hungLocked() <- struct{}{}
	}
	if held == nil && m.failN > 0 {
		m.failN--
		status = m.failing
	}
	m.mu.Unlock()
	if held == nil {
		return status, true
	}
	select {
	case <-held:
		return 0, true
	case <-r.Context().Done():
		return 0, false
	}
}
