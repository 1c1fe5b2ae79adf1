// Package siege drives the connection attacks docs/security.md measures against a recall server
// over plain sockets: request bodies sent one byte at a time, and delete confirmations nobody
// answers, each from many connections at once. The suite runs them small (cmd/recall) and
// recall-bench -siege full size; a victim's calls run through them and are counted.
package siege

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Tally counts outcomes by name: an HTTP status, "closed" (the server closed the connection
// without an answer), "dial" (the connection could not be opened).
type Tally struct {
	mu sync.Mutex
	m  map[string]int
}

// Add counts one outcome k.
func (t *Tally) Add(k string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]int{}
	}
	t.m[k]++
}

// Get returns how many outcomes k were counted.
func (t *Tally) Get(k string) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.m[k]
}

// String lists the outcomes, most frequent first.
func (t *Tally) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	keys := slices.Collect(maps.Keys(t.m))
	slices.SortFunc(keys, func(a, b string) int {
		if t.m[a] != t.m[b] {
			return t.m[b] - t.m[a]
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s×%d", k, t.m[k])
	}
	return strings.Join(parts, " ")
}

// SlowBodies is the slow-body attack: Sockets connections each send a request's headers at once,
// declaring a body of Length bytes, then one byte of it every Every. A connection the server
// answers or closes is opened again after Every, as a patient attacker would.
type SlowBodies struct {
	Addr    string // host:port of the server
	From    string // the local address to dial from (e.g. 127.0.0.2); "" lets the system choose
	Path    string
	Header  http.Header // Content-Type, Authorization …; Host and Content-Length are set here
	Length  int
	Every   time.Duration
	Sockets int

	// Outcomes counts how each attempt ended; Held is how many connections are open and
	// unanswered now, Peak the most at once.
	Outcomes   Tally
	Held, Peak atomic.Int64
	ready      countdown
}

// Ready is closed once every socket has made its first attempt (sent its headers, or failed to).
func (a *SlowBodies) Ready() <-chan struct{} { return a.ready.done() }

// Run starts the attack and returns at once; it ends when ctx does, and wait returns when every
// connection is closed.
func (a *SlowBodies) Run(ctx context.Context) (wait func()) {
	a.ready.start(a.Sockets)
	var head bytes.Buffer
	fmt.Fprintf(&head, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Length: %d\r\n", a.Path, a.Addr, a.Length)
	a.Header.Write(&head) //nolint:errcheck // a bytes.Buffer
	head.WriteString("\r\n")
	d := dialer(a.From)
	var wg sync.WaitGroup
	for range a.Sockets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tried := a.ready.step()
			for ctx.Err() == nil {
				a.Outcomes.Add(a.once(ctx, d, head.Bytes(), tried))
				pause(ctx, a.Every)
			}
		}()
	}
	return wg.Wait
}

// once holds one connection until the server answers or closes it, or ctx ends.
func (a *SlowBodies) once(ctx context.Context, d *net.Dialer, head []byte, tried func()) string {
	c, err := d.DialContext(ctx, "tcp", a.Addr)
	if err != nil {
		tried()
		return "dial"
	}
	defer c.Close()
	_, err = c.Write(head)
	tried()
	if err != nil {
		return "closed"
	}
	a.hold(1)
	defer a.hold(-1)
	answered := make(chan string, 1)
	go func() { answered <- status(c) }()
	tick := time.NewTicker(a.Every)
	defer tick.Stop()
	for sent := 0; ; {
		select {
		case <-ctx.Done():
			return "held to the end"
		case s := <-answered:
			return s
		case <-tick.C:
			if sent < a.Length {
				c.Write([]byte{'a'}) //nolint:errcheck // a closed connection is seen by the reader
				sent++
			}
		}
	}
}

func (a *SlowBodies) hold(n int64) {
	if v := a.Held.Add(n); n > 0 {
		for p := a.Peak.Load(); v > p && !a.Peak.CompareAndSwap(p, v); p = a.Peak.Load() {
		}
	}
}

// status reads the server's answer on c: its status code, or "closed".
func status(c net.Conn) string {
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return "closed"
	}
	res.Body.Close()
	return strconv.Itoa(res.StatusCode)
}

// Confirmations is the held-confirmation attack on protocol 2025-11-25: Count deleteMemory calls
// at once on one MCP session that says it can elicit, none ever answered, so each waits for its
// human on an open connection. A call the server refuses or ends is made again after Retry.
type Confirmations struct {
	URL      string // the /mcp endpoint
	From     string
	Token    string
	MemoryID string
	Count    int
	Retry    time.Duration

	// Outcomes counts how each call ended ("asked" is a confirmation request the server sent and
	// then gave up on); Held is how many calls wait for an answer now, Peak the most at once.
	Outcomes   Tally
	Held, Peak atomic.Int64
	ready      countdown
}

// Ready is closed once every call has been answered, refused or asked about at least once.
func (a *Confirmations) Ready() <-chan struct{} { return a.ready.done() }

// Run opens the session and starts the calls; it returns once the session is open. The calls
// end when ctx does; wait returns when they have.
func (a *Confirmations) Run(ctx context.Context) (wait func(), err error) {
	hc := &http.Client{Transport: &http.Transport{DialContext: dialer(a.From).DialContext, MaxIdleConnsPerHost: a.Count}}
	sid, err := a.initialize(ctx, hc)
	if err != nil {
		return nil, err
	}
	a.ready.start(a.Count)
	var wg sync.WaitGroup
	for i := range a.Count {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tried := a.ready.step()
			for ctx.Err() == nil {
				a.Outcomes.Add(a.call(ctx, hc, sid, i, tried))
				tried()
				pause(ctx, a.Retry)
			}
		}()
	}
	return wg.Wait, nil
}

func (a *Confirmations) post(ctx context.Context, hc *http.Client, sid string, msg any) (*http.Response, error) {
	body, _ := json.Marshal(msg)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+a.Token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-11-25")
	if sid != "" {
		req.Header.Set("Mcp-Session-Id", sid)
	}
	return hc.Do(req)
}

func (a *Confirmations) initialize(ctx context.Context, hc *http.Client) (string, error) {
	res, err := a.post(ctx, hc, "", map[string]any{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": map[string]any{
		"protocolVersion": "2025-11-25", "capabilities": map[string]any{"elicitation": map[string]any{}},
		"clientInfo": map[string]any{"name": "siege", "version": "1"}}})
	if err != nil {
		return "", err
	}
	io.Copy(io.Discard, res.Body) //nolint:errcheck
	res.Body.Close()
	sid := res.Header.Get("Mcp-Session-Id")
	if res.StatusCode != http.StatusOK || sid == "" {
		return "", fmt.Errorf("initialize: %s, session %q", res.Status, sid)
	}
	res, err = a.post(ctx, hc, sid, map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"})
	if err != nil {
		return "", err
	}
	res.Body.Close()
	return sid, nil
}

// call makes one deleteMemory call and holds it until it ends.
func (a *Confirmations) call(ctx context.Context, hc *http.Client, sid string, i int, asked func()) string {
	res, err := a.post(ctx, hc, sid, map[string]any{"jsonrpc": "2.0", "id": i + 1, "method": "tools/call",
		"params": map[string]any{"name": "deleteMemory", "arguments": map[string]any{"id": a.MemoryID}}})
	if err != nil {
		if ctx.Err() != nil {
			return "held to the end"
		}
		return "closed"
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		io.Copy(io.Discard, res.Body) //nolint:errcheck
		return strconv.Itoa(res.StatusCode)
	}
	sc := bufio.NewScanner(res.Body)
	waiting := false
	for sc.Scan() {
		if !waiting && strings.Contains(sc.Text(), `"elicitation/create"`) {
			waiting = true
			asked()
			a.Held.Add(1)
			for v, p := a.Held.Load(), a.Peak.Load(); v > p && !a.Peak.CompareAndSwap(p, v); p = a.Peak.Load() {
			}
			defer a.Held.Add(-1)
		}
	}
	switch {
	case ctx.Err() != nil:
		return "held to the end"
	case waiting:
		return "asked"
	}
	return "answered"
}

var hostPort = regexp.MustCompile(`\[?[0-9a-f.:]+\]?:[0-9]+`)

// Victim makes a call with op every interval (or as soon as the last one returned, if later)
// until ctx ends, each within timeout, and counts them: failures by their error, addresses left
// out.
func Victim(ctx context.Context, every, timeout time.Duration, op func(context.Context) error) (ok, failed int, why *Tally) {
	why = &Tally{}
	for ctx.Err() == nil {
		next := time.Now().Add(every)
		cctx, cancel := context.WithTimeout(ctx, timeout)
		err := op(cctx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return ok, failed, why // the attack ended under this call: not counted
		case err != nil:
			failed++
			msg := hostPort.ReplaceAllString(strings.TrimSpace(err.Error()), "HOST:PORT")
			if len(msg) > 240 {
				msg = msg[:240]
			}
			why.Add(msg)
		default:
			ok++
		}
		pause(ctx, time.Until(next))
	}
	return ok, failed, why
}

// countdown is closed once n steps have each been taken once.
type countdown struct {
	left atomic.Int64
	ch   chan struct{}
}

func (c *countdown) start(n int) {
	c.ch = make(chan struct{})
	if c.left.Store(int64(n)); n == 0 {
		close(c.ch)
	}
}

// step returns a function that counts one step down the first time it is called.
func (c *countdown) step() func() {
	var once sync.Once
	return func() {
		once.Do(func() {
			if c.left.Add(-1) == 0 {
				close(c.ch)
			}
		})
	}
}

func (c *countdown) done() <-chan struct{} { return c.ch }

func dialer(from string) *net.Dialer {
	d := &net.Dialer{Timeout: 10 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	return d
}

// pause waits d or until ctx ends: the attacker's own pace, not a wait for the server.
func pause(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
