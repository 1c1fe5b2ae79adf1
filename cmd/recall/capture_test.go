package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/tools"
)

// captureEnv is a database with alice (agent claude-code) and her token, and the handler
// `recall serve` builds serving it on loopback, its logs collected.
type captureEnv struct {
	c     cli
	base  string
	token string
	logs  *logLines
}

func newCaptureEnv(t *testing.T) captureEnv {
	t.Helper()
	db := dbtest.New(t)
	c := cli{t, db}
	c.ok("admin", "principal", "add", "alice")
	token := strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "claude-code"))
	base, _, logs := routerOn(t, db, 1<<20) // the default RECALL_MAX_BODY_BYTES
	return captureEnv{c: c, base: base, token: token, logs: logs}
}

// env is the hook's environment in mode "local" (the stdio identity and the database) or
// "remote" (the server and the token).
func (e captureEnv) env(mode string) map[string]string {
	if mode == "remote" {
		return map[string]string{"RECALL_URL": e.base + "/mcp", "RECALL_TOKEN": e.token}
	}
	return map[string]string{"RECALL_DATABASE_URL": e.c.db.URL, "RECALL_PRINCIPAL": "alice", "RECALL_AGENT": "claude-code"}
}

// hook runs `recall capture` as a client's Stop hook does, the event's JSON on stdin; a capture
// never fails and never prints on stdout, so both are checked every time. It returns stderr.
func (e captureEnv) hook(t *testing.T, mode, session, transcript string, args ...string) string {
	t.Helper()
	stdin, _ := json.Marshal(map[string]any{"session_id": session, "transcript_path": transcript, "cwd": filepath.Dir(transcript),
		"hook_event_name": "Stop", "stop_hook_active": false, "permission_mode": "default"})
	out, errOut, err := runEnv(e.env(mode), string(stdin), append([]string{"capture"}, args...)...)
	require.NoError(t, err, "a capture exits 0 whatever happens")
	assert.Empty(t, out, "a capture prints nothing on stdout")
	return errOut
}

func (e captureEnv) count(t *testing.T, where string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, e.c.db.Pool.QueryRow(context.Background(), `select count(*) from memories where `+where, args...).Scan(&n))
	return n
}

// copyFixture copies a transcript fixture of package capture (written from the documented shapes
// of Claude Code's and Codex's JSONL) where a test may grow it.
func copyFixture(t *testing.T, name string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "capture", "testdata", name))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, raw, 0o600))
	return path
}

func appendLine(t *testing.T, path string, v any) {
	t.Helper()
	line, err := json.Marshal(v)
	require.NoError(t, err)
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	defer f.Close()
	_, err = f.Write(append(line, '\n'))
	require.NoError(t, err)
}

func claudeUserLine(text string) map[string]any {
	return map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": text}, "userType": "external",
		"isSidechain": false, "sessionId": "s", "uuid": "u", "timestamp": "2099-01-01T00:00:00.000Z"}
}

func TestCaptureHookSavesTheUsersStatementsOnce(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"local", "remote"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			e := newCaptureEnv(t)
			cc := copyFixture(t, "claude-code.jsonl")
			const sid = "7d1c9e2a-4b3f-4c55-9a61-2f0e8b7c6d10"

			// Off by default: nothing read, nothing saved, nothing said on the client's screen.
			assert.Empty(t, e.hook(t, mode, sid, cc))
			assert.Zero(t, e.count(t, "true"))
			assert.Equal(t, "principal alice updated: capture off → on\n", e.c.ok("admin", "principal", "set", "alice", "--capture", "on"))

			assert.Empty(t, e.hook(t, mode, sid, cc))
			assert.Equal(t, 3, e.count(t, "run_id = $1 and tags @> '{captured}' and agent_id = 'claude-code'", "capture-"+sid))
			for _, content := range []string{"Remember that the staging database is read-only.",
				"From now on, write commit messages in the imperative mood.", "I prefer table-driven tests with named cases."} {
				assert.Equal(t, 1, e.count(t, "content = $1", content), content)
			}
			// Never the assistant's words, tool output, a subagent's prompt, a compaction summary
			// or a client's reminder.
			for _, not := range []string{"%run the tests first%", "%retry the request%", "%one word%", "%use tabs%", "%reminder%"} {
				assert.Zero(t, e.count(t, "content ilike $1", not), not)
			}

			// The same transcript again: nothing new. Grown: only the new turn.
			assert.Empty(t, e.hook(t, mode, sid, cc))
			assert.Equal(t, 3, e.count(t, "version = 1"))
			appendLine(t, cc, claudeUserLine("Thanks. We went with Postgres over MySQL because of pgvector."))
			assert.Empty(t, e.hook(t, mode, sid, cc))
			assert.Equal(t, 4, e.count(t, "run_id = $1", "capture-"+sid))

			// A Codex session: its own run.
			const cid = "0199a2d7-41c4-78b1-b7cc-a45d62a89cd5"
			assert.Empty(t, e.hook(t, mode, cid, copyFixture(t, "codex.jsonl")))
			assert.Equal(t, 2, e.count(t, "run_id = $1", "capture-"+cid))
			assert.Zero(t, e.count(t, "content ilike '%I will always use pnpm%'"), "not the assistant's")

			// A session's captures are reverted at once.
			e.c.ok("admin", "run", "revert", "capture-"+sid)
			assert.Zero(t, e.count(t, "run_id = $1", "capture-"+sid))
			assert.Equal(t, 2, e.count(t, "true"))

			// Turned off: nothing more.
			e.c.ok("admin", "principal", "set", "alice", "--capture", "off")
			appendLine(t, cc, claudeUserLine("Remember that the release train leaves on Thursdays."))
			assert.Empty(t, e.hook(t, mode, sid, cc))
			assert.Zero(t, e.count(t, "content ilike '%release train%'"))
		})
	}
}

func TestCaptureHookScrubsSecrets(t *testing.T) {
	t.Parallel()
	e := newCaptureEnv(t)
	e.c.ok("admin", "principal", "set", "alice", "--capture", "on")
	path := filepath.Join(t.TempDir(), "t.jsonl")
	require.NoError(t, os.WriteFile(path, nil, 0o600))
	secret := "AKIA" + "Q3EGRDXYTBBN5LMZ"
	appendLine(t, path, claudeUserLine("Remember that the CI uses the AWS key "+secret+" with the deploy role."))
	for _, mode := range []string{"local", "remote"} {
		assert.Empty(t, e.hook(t, mode, "sess-"+mode, path))
	}
	assert.Equal(t, 1, e.count(t, "content like '%REDACTED%'"), "one memory: the second session's save updated it in place")
	assert.Zero(t, e.count(t, "content like $1 or recall_hint like $1", "%"+secret+"%"))
}

// Hooks of one session firing together, and a transcript rewritten under the cursor: every
// statement is saved once.
func TestCaptureHookNeverCapturesTwice(t *testing.T) {
	t.Parallel()
	e := newCaptureEnv(t)
	e.c.ok("admin", "principal", "set", "alice", "--capture", "on")
	cc := copyFixture(t, "claude-code.jsonl")
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e.hook(t, []string{"local", "remote"}[i%2], "sess-c", cc)
		}()
	}
	wg.Wait()
	assert.Equal(t, 3, e.count(t, "true"))
	assert.Equal(t, 3, e.count(t, "version = 1"), "nor rewritten in place")

	// Compacted: the transcript is replaced by a shorter one that repeats what was said and adds
	// one thing. It is read again from its start; only the new statement is saved.
	raw, err := os.ReadFile(cc)
	require.NoError(t, err)
	lines := bytes.SplitAfter(raw, []byte("\n"))
	require.NoError(t, os.WriteFile(cc, bytes.Join([][]byte{lines[1], lines[8]}, nil), 0o600))
	appendLine(t, cc, claudeUserLine("Never force-push to main."))
	e.hook(t, "local", "sess-c", cc)
	assert.Equal(t, 4, e.count(t, "true"))
	assert.Equal(t, 4, e.count(t, "version = 1"))
}

// Whatever goes wrong, the client's turn goes on: exit 0, nothing on stdout, one line on stderr.
func TestCaptureHookFailsQuietly(t *testing.T) {
	t.Parallel()
	e := newCaptureEnv(t)
	e.c.ok("admin", "principal", "set", "alice", "--capture", "on")
	good := copyFixture(t, "claude-code.jsonl")
	stdin := func(session, path string) string {
		b, _ := json.Marshal(map[string]any{"session_id": session, "transcript_path": path, "hook_event_name": "Stop"})
		return string(b)
	}
	local, remote := e.env("local"), e.env("remote")
	for name, tc := range map[string]struct {
		env   map[string]string
		stdin string
		args  []string
		want  string
	}{
		"not JSON":            {local, "hello", nil, "standard input is not a hook's JSON"},
		"no transcript path":  {local, `{"session_id":"s"}`, nil, "no session_id or transcript_path"},
		"transcript missing":  {local, stdin("s-missing", "/nonexistent/t.jsonl"), nil, "read the transcript"},
		"a directory":         {remote, stdin("s-dir", t.TempDir()), nil, "not a regular file"},
		"no identity":         {map[string]string{"RECALL_DATABASE_URL": e.c.db.URL}, stdin("s", good), nil, "set RECALL_PRINCIPAL"},
		"server unreachable":  {map[string]string{"RECALL_URL": "http://127.0.0.1:1", "RECALL_TOKEN": "rcl_x"}, stdin("s", good), nil, "reach http://127.0.0.1:1/hooks/capture"},
		"a refused token":     {map[string]string{"RECALL_URL": e.base, "RECALL_TOKEN": "rcl_wrong"}, stdin("s", good), nil, "refused the token (401)"},
		"a token without URL": {map[string]string{"RECALL_URL": e.base}, stdin("s", good), nil, "needs a bearer token"},
		"a bad flag":          {local, stdin("s", good), []string{"--timeout", "soon"}, `invalid argument "soon"`},
		"an unknown flag":     {local, stdin("s", good), []string{"--verbose"}, "unknown flag: --verbose"},
		"too long a timeout":  {local, stdin("s", good), []string{"--timeout", "5m"}, "at most 1m"},
		"an argument":         {local, stdin("s", good), []string{"now"}, "takes no arguments"},
	} {
		t.Run(name, func(t *testing.T) {
			out, errOut, err := runEnv(tc.env, tc.stdin, append([]string{"capture"}, tc.args...)...)
			require.NoError(t, err)
			assert.Empty(t, out)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
			assert.True(t, strings.HasPrefix(errOut, "recall capture: "), errOut)
			assert.Contains(t, errOut, tc.want)
		})
	}
	// A failed read gave the session's lease back: the next capture runs at once.
	_, errOut, err := runEnv(local, stdin("s-missing", good), "capture")
	require.NoError(t, err)
	assert.Empty(t, errOut)
	assert.Equal(t, 3, e.count(t, "run_id = 'capture-s-missing'"))

	// The built binary as a client runs it, through a shell: exit status 0.
	cmd := exec.Command("sh", "-c", "recall capture --no-such-flag")
	cmd.Env = []string{"PATH=" + recallBinary(t) + ":/usr/bin:/bin"}
	cmd.Stdin = strings.NewReader("not json")
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	require.NoError(t, cmd.Run(), se.String())
	assert.Empty(t, so.String())
	assert.Contains(t, se.String(), "recall capture: unknown flag")
}

// The write budget stops a capture cleanly: what fit is saved, the client's turn goes on, and the
// rest is captured once the budget has room.
func TestCaptureHookStopsAtTheWriteBudget(t *testing.T) {
	t.Parallel()
	e := newCaptureEnv(t)
	e.c.ok("admin", "principal", "set", "alice", "--capture", "on", "--write-budget", "2/1h")
	cc := copyFixture(t, "claude-code.jsonl")
	errOut := e.hook(t, "remote", "sess-b", cc)
	assert.Contains(t, errOut, "stopped after 2 saved (budget_exhausted)")
	assert.Equal(t, 2, e.count(t, "true"))
	e.c.ok("admin", "principal", "set", "alice", "--write-budget", "none")
	assert.Empty(t, e.hook(t, "remote", "sess-b", cc))
	assert.Equal(t, 3, e.count(t, "true"))
}

// POST /hooks/capture is behind the bearer token, and refuses a client's http hook posting its
// event as is (the transcript is on the client's machine) with what to do instead.
func TestCaptureEndpointNeedsTheCommand(t *testing.T) {
	t.Parallel()
	e := newCaptureEnv(t)
	post := func(token, body string) (*http.Response, string) {
		req, err := http.NewRequest("POST", e.base+tools.CapturePath, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		return do(t, req)
	}
	event := `{"session_id":"s","transcript_path":"/home/alice/t.jsonl","hook_event_name":"Stop"}`
	res, _ := post("", event)
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	res, body := post(e.token, event)
	assert.Equal(t, http.StatusBadRequest, res.StatusCode)
	assert.Contains(t, body, "recall capture --url")
	res, body = post(e.token, `{"hook_event_name":"Stop","recall":{"begin":true}}`)
	assert.Equal(t, http.StatusBadRequest, res.StatusCode)
	assert.Contains(t, body, "session_id")
	res, body = post(e.token, `{"session_id":"s","recall":{"begin":true}}`)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.JSONEq(t, `{"state":"off","cursor":{"offset":0,"hash":""}}`, body)
	e.logs.accessLine("POST", tools.CapturePath)
	assert.Contains(t, e.logs.String(), "capture is off for this principal")
	res, body = post(e.token, `{"session_id":"s","recall":{"lease":"nope","end":{"offset":0,"hash":""}}}`)
	assert.Equal(t, http.StatusBadRequest, res.StatusCode)
	assert.Contains(t, body, "lease")
	assert.Zero(t, e.count(t, "true"))
}

// The reader goes on from the cursor, leaves a line still being written, notices a transcript
// rewritten under the cursor, steps over a line too long to be a turn, and stops at --max-bytes.
func TestReadTranscriptFromTheCursor(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "t.jsonl")
	require.NoError(t, os.WriteFile(path, nil, 0o600))
	appendLine(t, path, claudeUserLine("one"))
	appendLine(t, path, map[string]any{"type": "assistant", "message": map[string]any{"role": "assistant", "content": "x"}})
	appendLine(t, path, claudeUserLine("two"))
	size := func() int64 { st, err := os.Stat(path); require.NoError(t, err); return st.Size() }
	texts := func(r transcriptRead) []string {
		var out []string
		for _, t := range r.turns {
			out = append(out, t.Text)
		}
		return out
	}

	r, err := readTranscript(path, memory.CaptureCursor{}, 1<<20)
	require.NoError(t, err)
	assert.Equal(t, []string{"one", "two"}, texts(r))
	assert.Equal(t, size(), r.end.Offset)
	assert.False(t, r.reread)
	cur := r.end

	// A line still being written is left for the next capture.
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"type":"user","message":{"role":"user","content":"thr`)
	require.NoError(t, err)
	r, err = readTranscript(path, cur, 1<<20)
	require.NoError(t, err)
	assert.Empty(t, r.turns)
	assert.Equal(t, cur, r.end)
	_, err = f.WriteString("ee\"}}\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	r, err = readTranscript(path, cur, 1<<20)
	require.NoError(t, err)
	assert.Equal(t, []string{"three"}, texts(r))
	assert.Equal(t, size(), r.end.Offset)

	// A line too long to be a turn is stepped over, and the cursor after it still holds.
	appendLine(t, path, map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": strings.Repeat("x", maxLine)}})
	appendLine(t, path, claudeUserLine("four"))
	r, err = readTranscript(path, r.end, 16<<20)
	require.NoError(t, err)
	assert.Equal(t, []string{"four"}, texts(r))
	again, err := readTranscript(path, r.end, 16<<20)
	require.NoError(t, err)
	assert.False(t, again.reread)
	assert.Empty(t, again.turns)

	// --max-bytes: what lies beyond is left for the next run.
	r, err = readTranscript(path, memory.CaptureCursor{}, cur.Offset)
	require.NoError(t, err)
	assert.Equal(t, []string{"one", "two"}, texts(r))

	// Rewritten under the cursor, longer or shorter: read again from the start.
	require.NoError(t, os.WriteFile(path, nil, 0o600))
	appendLine(t, path, claudeUserLine("uno"))
	appendLine(t, path, claudeUserLine("dos "+strings.Repeat("y", int(cur.Offset))))
	require.Greater(t, size(), cur.Offset)
	r, err = readTranscript(path, cur, 1<<20)
	require.NoError(t, err)
	assert.True(t, r.reread)
	assert.Len(t, r.turns, 2)
	require.NoError(t, os.Truncate(path, cur.Offset-1))
	r, err = readTranscript(path, cur, 1<<20)
	require.NoError(t, err)
	assert.True(t, r.reread)
}
