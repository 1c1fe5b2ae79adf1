package httpguard

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"
)

// Conns is an http.Server's connection budget: it keeps at most Max connections open and never
// stops accepting. Blocking Accept at the limit (a semaphore around the listener) lets a few
// thousand sockets that never send a request fill every slot, and then nothing, /healthz
// included, is accepted until their header timeout frees one. Instead, a connection over the
// budget makes room by closing the one that has waited longest without being served: first
// among those still sending their first request's headers or a request body (a client sends a
// body in milliseconds; one still trickling in would otherwise hold its slot until its deadline),
// then among idle keep-alive ones (longestWaiting). When every connection is being served, a
// reserve of extra connections serves /healthz, /readyz and /metrics only (anything else on them
// gets 503), and past the reserve the newcomer is closed. Long-lived requests are bounded
// elsewhere (the notification stream budget, the principals' request budgets), so the reserve is
// rarely needed.
type Conns struct {
	log          *slog.Logger // the access-log line of a request refused here, outside Wrap
	max, reserve int
	mu           sync.Mutex
	open         map[net.Conn]*connInfo
}

type connInfo struct {
	busy    int       // requests in progress
	reading bool      // its request's body is still arriving
	served  bool      // it has had a request served
	since   time.Time // when it last had none (or was accepted), or when its request began while reading
	over    bool      // accepted into the reserve: probes only
}

// NewConns returns a budget of n connections (RECALL_MAX_CONNECTIONS); log (nil: slog.Default())
// gets the access-log line of each request refused for want of a connection.
func NewConns(n int, log *slog.Logger) *Conns {
	if log == nil {
		log = slog.Default()
	}
	return &Conns{log: log, max: n, reserve: min(max(n/16, 8), 64), open: map[net.Conn]*connInfo{}}
}

// Install applies the budget to hs; call it before hs serves. It sets hs.ConnState and wraps
// hs.ConnContext and hs.Handler.
func (c *Conns) Install(hs *http.Server) {
	hs.ConnState = c.state
	prev := hs.ConnContext
	hs.ConnContext = func(ctx context.Context, conn net.Conn) context.Context {
		if prev != nil {
			ctx = prev(ctx, conn)
		}
		return context.WithValue(ctx, connKey{}, conn)
	}
	hs.Handler = c.track(hs.Handler)
}

type connKey struct{}

func (c *Conns) state(conn net.Conn, st http.ConnState) {
	switch st {
	case http.StateNew:
		var victim net.Conn
		c.mu.Lock()
		c.open[conn] = &connInfo{since: time.Now()}
		if len(c.open) > c.max {
			if victim = c.longestWaiting(conn); victim == nil && len(c.open) > c.max+c.reserve {
				victim = conn
			} else if victim == nil {
				c.open[conn].over = true
			}
			delete(c.open, victim)
		}
		c.mu.Unlock()
		if victim != nil {
			victim.Close() //nolint:errcheck // its server goroutine sees the close and ends
		}
	case http.StateIdle:
		c.mu.Lock()
		if ci := c.open[conn]; ci != nil {
			ci.since = time.Now()
		}
		c.mu.Unlock()
	case http.StateClosed, http.StateHijacked:
		c.mu.Lock()
		delete(c.open, conn)
		c.mu.Unlock()
	}
}

// longestWaiting is the open connection other than except that has waited longest without being
// served, or nil. Connections that have not had a request served yet (still sending their first
// request's headers) or whose request body is still arriving go first: an idle keep-alive
// connection has been served and is most likely a client's that will send again, and closing one
// just as its client reuses it fails that client's request.
func (c *Conns) longestWaiting(except net.Conn) net.Conn {
	var found net.Conn
	var foundUnproven bool
	var since time.Time
	for conn, ci := range c.open {
		if conn == except || (ci.busy > 0 && !ci.reading) {
			continue
		}
		unproven := !ci.served || ci.reading
		switch {
		case found == nil, unproven && !foundUnproven, unproven == foundUnproven && ci.since.Before(since):
			found, foundUnproven, since = conn, unproven, ci.since
		}
	}
	return found
}

// track marks a connection busy while one of its requests is served (and as waiting while the
// request's body arrives), and serves only the probes on a connection taken from the reserve.
func (c *Conns) track(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, _ := r.Context().Value(connKey{}).(net.Conn)
		hasBody := r.Body != nil && r.Body != http.NoBody
		c.mu.Lock()
		ci := c.open[conn]
		over := false
		if ci != nil {
			ci.busy++
			over = ci.over
			if hasBody {
				ci.reading, ci.since = true, time.Now()
			}
		}
		c.mu.Unlock()
		if ci != nil {
			defer func() {
				c.mu.Lock()
				ci.busy--
				ci.reading, ci.served = false, true
				ci.since = time.Now()
				c.mu.Unlock()
			}()
			if hasBody {
				r.Body = &arrivingBody{ReadCloser: r.Body, done: func() {
					c.mu.Lock()
					ci.reading = false
					c.mu.Unlock()
				}}
			}
		}
		if over && !isProbe(r.URL.Path) {
			defer logRequest(c.log, r, http.StatusServiceUnavailable, time.Now(), "")
			w.Header().Set("Connection", "close")
			w.Header().Set("Retry-After", "1")
			http.Error(w, "the server is at its connection limit (RECALL_MAX_CONNECTIONS); retry shortly", http.StatusServiceUnavailable)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// arrivingBody calls done once, when the body has been read to its end or failed.
type arrivingBody struct {
	io.ReadCloser
	done func()
	once sync.Once
}

func (b *arrivingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil {
		b.once.Do(b.done)
	}
	return n, err
}
