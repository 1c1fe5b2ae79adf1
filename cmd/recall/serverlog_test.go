package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// serverLog is a server process's JSON log lines, read as they come.
type serverLog struct {
	mu    sync.Mutex
	lines []map[string]any
	raw   []string
	added chan struct{}
}

// startLogged starts cmd and reads its stderr into a serverLog until the process and everything it
// started have exited. The pipe is the test's own: exec's StderrPipe is closed by Wait, which can
// drop the last lines (a shutdown's) before they are read.
func startLogged(t *testing.T, cmd *exec.Cmd) *serverLog {
	t.Helper()
	r, w, err := os.Pipe()
	require.NoError(t, err)
	cmd.Stderr = w
	err = cmd.Start()
	w.Close() // the child holds its own copy; the log ends when the child closes it
	if err != nil {
		r.Close()
		require.NoError(t, err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	l := &serverLog{added: make(chan struct{}, 1)}
	go func() {
		defer r.Close()
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var m map[string]any
			_ = json.Unmarshal(sc.Bytes(), &m)
			l.mu.Lock()
			l.lines, l.raw = append(l.lines, m), append(l.raw, sc.Text())
			l.mu.Unlock()
			select {
			case l.added <- struct{}{}:
			default:
			}
		}
		close(l.added)
	}()
	return l
}

// wait returns the first line whose msg is msg, waiting for it for at most within.
func (l *serverLog) wait(t *testing.T, msg string, within time.Duration) map[string]any {
	t.Helper()
	deadline := time.After(within)
	for i := 0; ; {
		l.mu.Lock()
		for ; i < len(l.lines); i++ {
			if l.lines[i]["msg"] == msg {
				line := l.lines[i]
				l.mu.Unlock()
				return line
			}
		}
		l.mu.Unlock()
		select {
		case _, ok := <-l.added:
			if !ok {
				t.Fatalf("the server exited without logging %q:\n%s", msg, l.all())
			}
		case <-deadline:
			t.Fatalf("the server logged no %q within %s:\n%s", msg, within, l.all())
		}
	}
}

func (l *serverLog) all() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.raw, "\n")
}
