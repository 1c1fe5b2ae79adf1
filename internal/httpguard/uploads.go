package httpguard

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"os"
	"sync"
	"time"

	"github.com/recall-mcp/recall/internal/clientip"
)

// A request body is read at a minimum rate and, until its request is authenticated, within a
// budget per client address. A body sent a byte at a time holds its connection for as long as it
// takes; with no rate and no budget, a thousand such sockets hold a thousand connections, before
// the server knows who sends them. After authentication a body is the principal's to pay for
// (tools bounds each principal's requests in progress).

// The defaults of Options' body limits. DefaultBodyGrace is how long a body may take before the
// minimum rate applies (a client on a slow link still gets its first bytes through);
// DefaultMaxBodyTime is the longest any body may take, however fast it arrives.
const (
	DefaultMinBodyRate      = 1024
	DefaultBodyGrace        = 2 * time.Second
	DefaultMaxBodyTime      = 30 * time.Second
	DefaultBodiesPerAddress = 16
)

// SlowBodyError is a body that arrived slower than the minimum rate.
type SlowBodyError struct{ Rate int64 }

func (e *SlowBodyError) Error() string {
	return fmt.Sprintf("the request body arrived too slowly: send it at %d bytes a second or faster (RECALL_MIN_BODY_RATE)", e.Rate)
}

// BusyAddressError is a body refused because its address already sends as many bodies before
// authentication as it may.
type BusyAddressError struct{ Limit int }

func (e *BusyAddressError) Error() string {
	return fmt.Sprintf("%d requests from your address are already sending their bodies before signing in, the most one address may (RECALL_BODIES_PER_ADDRESS); retry when they are done", e.Limit)
}

// uploads counts the bodies read before authentication, per client address.
type uploads struct {
	rate    int64
	grace   time.Duration
	maxTime time.Duration
	perAddr int
	trusted []netip.Prefix

	mu     sync.Mutex
	byAddr map[string]int
}

func newUploads(o Options) *uploads {
	return &uploads{rate: o.MinBodyRate, grace: o.BodyGrace, maxTime: o.MaxBodyTime, perAddr: o.BodiesPerAddress, trusted: o.TrustedProxies,
		byAddr: map[string]int{}}
}

func (u *uploads) take(addr string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.byAddr[addr] >= u.perAddr {
		return false
	}
	u.byAddr[addr]++
	return true
}

func (u *uploads) release(addr string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.byAddr[addr]--; u.byAddr[addr] <= 0 {
		delete(u.byAddr, addr)
	}
}

// arriving wraps r's body: read at the minimum rate, and counted against its client address from
// its first read until its end, unless a handler authenticated the request (SetPrincipal) before
// reading it. Call the returned release when the handler returns.
func (u *uploads) arriving(w http.ResponseWriter, r *http.Request) (io.ReadCloser, func()) {
	b := &rateBody{ReadCloser: r.Body, u: u, rc: http.NewResponseController(w), start: time.Now()}
	b.n, _ = r.Context().Value(noteKey{}).(*note)
	b.addr = clientip.Key(clientip.From(r, u.trusted))
	b.extend()
	return b, b.finish
}

// rateBody is a body read within the minimum rate: the connection's read deadline is the start
// plus the grace plus the time the bytes read so far would take at the minimum rate, never later
// than the start plus the longest a body may take. Once the body ends, net/http lifts the
// deadline itself (to notice a client that goes away).
type rateBody struct {
	io.ReadCloser
	u     *uploads
	rc    *http.ResponseController
	n     *note
	addr  string
	start time.Time
	read  int64

	mu      sync.Mutex
	counted bool // checked against the address budget (charged unless authenticated)
	charged bool
	ended   bool
}

func (b *rateBody) Read(p []byte) (int, error) {
	if err := b.charge(); err != nil {
		return 0, err
	}
	n, err := b.ReadCloser.Read(p)
	b.read += int64(n)
	switch {
	case err != nil:
		b.finish()
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return n, &SlowBodyError{Rate: b.u.rate}
		}
		return n, err
	case n > 0:
		b.extend()
	}
	return n, nil
}

// charge counts the body against its address at its first read, unless it is authenticated.
func (b *rateBody) charge() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.counted || b.ended {
		return nil
	}
	b.counted = true
	if b.n != nil && b.n.name() != "" {
		return nil
	}
	if !b.u.take(b.addr) {
		b.ended = true
		return &BusyAddressError{Limit: b.u.perAddr}
	}
	b.charged = true
	return nil
}

func (b *rateBody) extend() {
	d := b.u.grace + time.Duration(float64(b.read)/float64(b.u.rate)*float64(time.Second))
	b.rc.SetReadDeadline(b.start.Add(min(d, b.u.maxTime))) //nolint:errcheck // not every writer supports deadlines (tests)
}

// finish gives the address its budget back, once.
func (b *rateBody) finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ended = true
	if b.charged {
		b.charged = false
		b.u.release(b.addr)
	}
}

// ReadFailed answers a request whose body could not be read: 413 over the cap, 408 too slow, 429
// when its address sends too many bodies at once, 400 otherwise. The connection is closed and what
// remains of the body is not read.
func ReadFailed(w http.ResponseWriter, err error) {
	var tooBig *http.MaxBytesError
	var slow *SlowBodyError
	var busy *BusyAddressError
	switch {
	case errors.As(err, &tooBig):
		TooLarge(w, tooBig.Limit)
		return
	case errors.As(err, &slow):
		Refuse(w, http.StatusRequestTimeout, slow.Error())
	case errors.As(err, &busy):
		w.Header().Set("Retry-After", "1")
		Refuse(w, http.StatusTooManyRequests, busy.Error())
	default:
		Refuse(w, http.StatusBadRequest, "could not read the request body: "+err.Error())
	}
}

// Refuse answers status with msg and closes the connection without reading the rest of the body
// (net/http would otherwise read up to 256 KiB of it, at the sender's pace, to reuse the
// connection).
func Refuse(w http.ResponseWriter, status int, msg string) {
	http.NewResponseController(w).SetReadDeadline(time.Now()) //nolint:errcheck // as in extend
	w.Header().Set("Connection", "close")
	http.Error(w, msg, status)
}
