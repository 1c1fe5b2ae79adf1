package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// serverLog is a server process's JSON log lines, read as they come.
type serverLog struct {
	mu    sync.Mutex
	lines []map[string]any
	raw   []string
	added chan struct{}
}

func readLog(r io.Reader) *serverLog {
	l := &serverLog{added: make(chan struct{}, 1)}
	go func() {
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
