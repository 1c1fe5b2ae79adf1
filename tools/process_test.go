package tools_test

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// replica is one `recall serve --transport http` subprocess. Its stderr (JSON logs) is read
// line by line; tests wait for a log message, never for time to pass.
type replica struct {
	t    *testing.T
	name string
	cmd  *exec.Cmd
	url  string // http://host:port/mcp, once ready

	mu     sync.Mutex
	seen   []string // msg of every log line so far
	notify chan struct{}
	exited chan struct{}
	err    error // Wait's result, once exited is closed
}

// startReplica runs recall serve on the schema at dbURL and waits until it listens.
func startReplica(t *testing.T, name, dbURL, addr string, env ...string) *replica {
	t.Helper()
	cmd := exec.Command(recallBin, "serve", "--transport", "http", "--addr", addr)
	cmd.Env = append([]string{"RECALL_DATABASE_URL=" + dbURL, "RECALL_LOG_FORMAT=json", "RECALL_LOG_LEVEL=info",
		"PATH=" + os.Getenv("PATH")}, env...)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	r := &replica{t: t, name: name, cmd: cmd, notify: make(chan struct{}, 1), exited: make(chan struct{})}
	urls := make(chan string, 1)
	go r.read(stderr, urls)
	t.Cleanup(func() {
		select {
		case <-r.exited:
		default:
			cmd.Process.Kill()
			<-r.exited
		}
	})
	select {
	case r.url = <-urls:
	case <-r.exited:
		t.Fatalf("%s exited before listening: %v", name, r.err)
	case <-time.After(60 * time.Second):
		t.Fatalf("%s did not start listening", name)
	}
	return r
}

func (r *replica) read(stderr io.Reader, urls chan<- string) {
	sc := bufio.NewScanner(stderr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		r.t.Logf("[%s] %s", r.name, line)
		var rec struct {
			Msg string `json:"msg"`
			URL string `json:"url"`
		}
		if json.Unmarshal([]byte(line), &rec) != nil {
			continue
		}
		if rec.URL != "" && strings.HasPrefix(rec.Msg, "serving MCP") {
			urls <- rec.URL
		}
		r.mu.Lock()
		r.seen = append(r.seen, rec.Msg)
		r.mu.Unlock()
		select {
		case r.notify <- struct{}{}:
		default:
		}
	}
	r.err = r.cmd.Wait()
	close(r.exited)
}

// waitLog waits for a log line whose msg starts with prefix.
func (r *replica) waitLog(prefix string) {
	r.t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		r.mu.Lock()
		for _, m := range r.seen {
			if strings.HasPrefix(m, prefix) {
				r.mu.Unlock()
				return
			}
		}
		r.mu.Unlock()
		select {
		case <-r.notify:
		case <-r.exited:
			r.mu.Lock()
			defer r.mu.Unlock()
			for _, m := range r.seen {
				if strings.HasPrefix(m, prefix) {
					return
				}
			}
			r.t.Fatalf("%s exited without logging %q", r.name, prefix)
		case <-timeout:
			r.t.Fatalf("%s did not log %q", r.name, prefix)
		}
	}
}

// terminate sends SIGTERM and waits for the process to exit; it returns the exit error (nil is
// status 0).
func (r *replica) terminate() error {
	r.t.Helper()
	require.NoError(r.t, r.cmd.Process.Signal(syscall.SIGTERM))
	return r.wait()
}

// wait waits for the replica to exit (after a SIGTERM sent already) and returns how it ended.
func (r *replica) wait() error {
	r.t.Helper()
	select {
	case <-r.exited:
	case <-time.After(90 * time.Second):
		r.t.Fatalf("%s did not exit after SIGTERM", r.name)
	}
	return r.err
}

// addr is the replica's listen address (host:port).
func (r *replica) addr() string {
	return strings.TrimSuffix(strings.TrimPrefix(r.url, "http://"), "/mcp")
}
