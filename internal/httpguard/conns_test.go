package httpguard

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// When every connection in the budget has a request in progress, the reserve answers the probes
// and nothing else.
func TestConnsReserveServesOnlyTheProbes(t *testing.T) {
	t.Parallel()
	entered, release := make(chan struct{}), make(chan struct{})
	mux := http.NewServeMux()
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		entered <- struct{}{}
		<-release
	})
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }) //nolint:errcheck
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hs := &http.Server{Handler: mux}
	NewConns(2, slog.New(slog.DiscardHandler)).Install(hs)
	go hs.Serve(ln) //nolint:errcheck
	defer hs.Close()
	base := "http://" + ln.Addr().String()

	done := make(chan struct{}, 2)
	for range 2 {
		go func() {
			c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
			if res, err := c.Get(base + "/slow"); err == nil {
				res.Body.Close()
			}
			done <- struct{}{}
		}()
		<-entered
	}
	fresh := func() *http.Client {
		return &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 20 * time.Second}
	}
	res, err := fresh().Get(base + "/slow")
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode, "a third connection is taken from the reserve")
	assert.Contains(t, string(b), "RECALL_MAX_CONNECTIONS")
	res, err = fresh().Get(base + "/healthz")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode, "a probe is answered while every connection is busy")
	close(release)
	<-done
	<-done
}

func TestAccessLogPassesFlushAndWritesOneLine(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	flushed, finish := make(chan struct{}), make(chan struct{})
	h := Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		SetPrincipal(r.Context(), "alice")
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: 1\n\n") //nolint:errcheck
		require.NoError(t, http.NewResponseController(w).Flush())
		close(flushed)
		<-finish
	}), Options{Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hs := &http.Server{Handler: h}
	go hs.Serve(ln) //nolint:errcheck
	defer hs.Close()
	res, err := http.Get("http://" + ln.Addr().String() + "/events?token=QSECRET")
	require.NoError(t, err)
	line, err := bufio.NewReader(res.Body).ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, "data: 1\n", line, "the first event arrives while the handler still runs")
	<-flushed
	close(finish)
	io.Copy(io.Discard, res.Body) //nolint:errcheck
	res.Body.Close()
	hs.Close() // waits for nothing; the line is written before the response ends

	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(logs.String())), &m), logs.String())
	assert.Equal(t, "/events", m["path"])
	assert.Equal(t, "alice", m["principal"])
	assert.EqualValues(t, 200, m["status"])
	assert.NotContains(t, logs.String(), "QSECRET")
}
