package httpguard

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawPost sends a POST's headers declaring a body of length bytes, and the first bytes of it.
func rawPost(t *testing.T, addr, path string, length int, first string, header ...string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	req := fmt.Sprintf("POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n%s\r\n%s",
		path, addr, length, strings.Join(append(header, ""), "\r\n"), first)
	_, err = io.WriteString(c, req)
	require.NoError(t, err)
	return c
}

// answer reads the server's response on c: its status and body.
func answer(t *testing.T, c net.Conn) (int, string) {
	t.Helper()
	require.NoError(t, c.SetReadDeadline(time.Now().Add(20*time.Second)))
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// A body sent a byte at a time is cut once it falls behind the minimum rate, with a 408 that
// names the setting, and its connection is closed; a body sent at once passes.
func TestSlowBodyIsCutAtTheMinimumRate(t *testing.T) {
	t.Parallel()
	h := Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.ReadAll(r.Body); err != nil {
			ReadFailed(w, err)
			return
		}
		io.WriteString(w, "read it all") //nolint:errcheck
	}), Options{Logger: slog.New(slog.DiscardHandler), MinBodyRate: 1000, BodyGrace: time.Second})
	hs := httptest.NewServer(h)
	t.Cleanup(hs.Close) // after the connections rawPost opened are closed
	addr := hs.Listener.Addr().String()

	c := rawPost(t, addr, "/mcp", 10000, "{")
	answered := make(chan struct{})
	go func() { // the slow writer: a byte every 100 ms, far below 1000 bytes a second
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for range 100 { // 10 s: long past the grace
			select {
			case <-answered:
				return
			case <-tick.C:
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
			}
		}
	}()
	status, body := answer(t, c)
	close(answered)
	assert.Equal(t, http.StatusRequestTimeout, status, body)
	assert.Contains(t, body, "RECALL_MIN_BODY_RATE")
	_, err := c.Read(make([]byte, 1))
	assert.ErrorIs(t, err, io.EOF, "the connection is closed")

	fast := rawPost(t, addr, "/mcp", 10000, "{"+strings.Repeat(" ", 9998)+"}")
	status, body = answer(t, fast)
	assert.Equal(t, http.StatusOK, status, body)
}

// Before authentication, one address may send only so many bodies at once; a request a handler
// authenticated before reading its body is not counted, and behind a trusted proxy each
// forwarded client is its own address.
func TestBodiesPerAddressBeforeAuthentication(t *testing.T) {
	t.Parallel()
	reading := make(chan struct{}, 8)
	h := Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "" {
			SetPrincipal(r.Context(), "alice")
		}
		var first [1]byte
		if _, err := io.ReadFull(r.Body, first[:]); err != nil {
			ReadFailed(w, err)
			return
		}
		reading <- struct{}{}
		if _, err := io.ReadAll(r.Body); err != nil {
			ReadFailed(w, err)
			return
		}
		io.WriteString(w, "ok") //nolint:errcheck
	}), Options{Logger: slog.New(slog.DiscardHandler), BodiesPerAddress: 2, BodyGrace: time.Minute,
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}})
	hs := httptest.NewServer(h)
	t.Cleanup(hs.Close) // after the connections rawPost opened are closed
	addr := hs.Listener.Addr().String()

	for range 2 { // two bodies still arriving from 127.0.0.1
		rawPost(t, addr, "/login", 100, "a")
		<-reading
	}
	third := rawPost(t, addr, "/login", 100, "a")
	status, body := answer(t, third)
	assert.Equal(t, http.StatusTooManyRequests, status, body)
	assert.Contains(t, body, "RECALL_BODIES_PER_ADDRESS")

	authed := rawPost(t, addr, "/mcp", 3, "a", "Authorization: Bearer x")
	<-reading
	_, err := io.WriteString(authed, "bc")
	require.NoError(t, err)
	status, body = answer(t, authed)
	assert.Equal(t, http.StatusOK, status, "an authenticated body is the principal's to pay for: %s", body)

	forwarded := rawPost(t, addr, "/login", 3, "a", "X-Forwarded-For: 198.51.100.7")
	<-reading
	_, err = io.WriteString(forwarded, "bc")
	require.NoError(t, err)
	status, body = answer(t, forwarded)
	assert.Equal(t, http.StatusOK, status, "another client behind the trusted proxy: %s", body)
}

// Over the budget, a connection whose request body is still arriving is closed before an idle
// keep-alive connection that has been served, and one being served is never closed.
func TestConnsShedABodyStillArrivingFirst(t *testing.T) {
	t.Parallel()
	reading, serving, release := make(chan struct{}, 4), make(chan struct{}, 4), make(chan struct{})
	readErr := make(chan error, 4)
	mux := http.NewServeMux()
	mux.HandleFunc("/upload", func(w http.ResponseWriter, r *http.Request) {
		var first [1]byte
		io.ReadFull(r.Body, first[:]) //nolint:errcheck
		reading <- struct{}{}
		_, err := io.ReadAll(r.Body)
		readErr <- err
	})
	mux.HandleFunc("/work", func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body) //nolint:errcheck
		serving <- struct{}{}
		<-release
		io.WriteString(w, "done") //nolint:errcheck
	})
	mux.HandleFunc("/quick", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "quick") }) //nolint:errcheck
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hs := &http.Server{Handler: mux}
	NewConns(3, slog.New(slog.DiscardHandler)).Install(hs)
	go hs.Serve(ln) //nolint:errcheck
	defer hs.Close()
	addr := ln.Addr().String()

	// An idle keep-alive connection, served once.
	idle, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer idle.Close()
	br := bufio.NewReader(idle)
	get := func() int {
		_, err := io.WriteString(idle, "GET /quick HTTP/1.1\r\nHost: x\r\n\r\n")
		require.NoError(t, err)
		require.NoError(t, idle.SetReadDeadline(time.Now().Add(20*time.Second)))
		res, err := http.ReadResponse(br, nil)
		require.NoError(t, err)
		io.Copy(io.Discard, res.Body) //nolint:errcheck
		res.Body.Close()
		return res.StatusCode
	}
	require.Equal(t, http.StatusOK, get())
	// One being served, one whose body is still arriving (the newer of the two waiting).
	busy := rawPost(t, addr, "/work", 1, "a")
	<-serving
	rawPost(t, addr, "/upload", 100, "a")
	<-reading

	newcomer, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer newcomer.Close()
	select {
	case err := <-readErr:
		assert.Error(t, err, "the connection whose body was still arriving was closed")
	case <-time.After(20 * time.Second):
		t.Fatal("the connection whose body was still arriving was kept")
	}
	assert.Equal(t, http.StatusOK, get(), "the idle keep-alive connection is still open")
	close(release)
	status, _ := answer(t, busy)
	assert.Equal(t, http.StatusOK, status, "the connection being served finished")
}
