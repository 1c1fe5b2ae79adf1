package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/tools"
)

// contextFixture is alice (agent claude-code) with an always-inject preference and a memory about
// deploying, her token, and the handler `recall serve` builds, on loopback.
type contextFixture struct {
	c             cli
	svc           *memory.Service
	token, base   string
	style, deploy string
}

func newContextFixture(t *testing.T) contextFixture {
	t.Helper()
	ctx := context.Background()
	f := contextFixture{c: cli{t, dbtest.New(t)}}
	f.svc = f.c.service()
	f.c.ok("admin", "principal", "add", "alice")
	f.token = strings.TrimSpace(f.c.ok("admin", "token", "create", "--principal", "alice", "--agent", "claude-code"))
	alice := identityOf(t, f.svc, f.token)
	save := func(hint, content string, inject bool) string {
		res, err := f.svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: hint, Content: content, AlwaysInject: inject})
		require.NoError(t, err)
		return res.ID
	}
	f.style = save("answer style", "British English, briefly.", true)
	f.deploy = save("how we deploy the billing service", "Blue-green through Argo CD, never on a Friday.", false)
	save("coffee order", "Flat white.", false)
	_, _, err := f.svc.CountPendingWords(ctx)
	require.NoError(t, err)

	c := config{LogLevel: 8, Limits: limitsConfig{MaxBodyBytes: 64 << 10}}
	srv := tools.New(f.svc, &tools.Options{Logger: newLogger(&bytes.Buffer{}, c), Identity: svctest.Identity(f.svc)})
	h, err := router(c, newLogger(&bytes.Buffer{}, c), f.svc, svctest.Identity(f.svc), srv, "http://127.0.0.1:8080")
	require.NoError(t, err)
	hs := httptest.NewServer(h)
	t.Cleanup(hs.Close)
	f.base = hs.URL
	return f
}

func (f contextFixture) localEnv() map[string]string {
	return map[string]string{"RECALL_DATABASE_URL": f.c.db.URL, "RECALL_PRINCIPAL": "alice", "RECALL_AGENT": "claude-code"}
}

func hookJSON(event, sessionID, prompt string, extra ...string) string {
	in := map[string]any{"session_id": sessionID, "transcript_path": "/tmp/t.jsonl", "cwd": "/work/app", "hook_event_name": event,
		"permission_mode": "default"}
	if prompt != "" {
		in["prompt"] = prompt
	}
	for i := 0; i+1 < len(extra); i += 2 {
		in[extra[i]] = extra[i+1]
	}
	b, _ := json.Marshal(in)
	return string(b)
}

// hookContext decodes a hook's JSON output: its event and its context.
func hookContext(t *testing.T, out string) (string, string) {
	t.Helper()
	var v struct {
		HookSpecificOutput struct {
			HookEventName     string `json:"hookEventName"`
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &v), out)
	return v.HookSpecificOutput.HookEventName, v.HookSpecificOutput.AdditionalContext
}

func (f contextFixture) post(t *testing.T, token, body string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, f.base+tools.HookPath, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return do(t, req)
}

// POST /hooks/context through the handler `recall serve` builds: a bearer token, the hook's JSON
// in and out, an empty 200 when there is nothing to add, and the reason as a 4xx otherwise.
func TestHookEndpoint(t *testing.T) {
	t.Parallel()
	f := newContextFixture(t)
	prompt := hookJSON("UserPromptSubmit", "cc-1", "How do we deploy the billing service?")

	res, body := f.post(t, "", prompt)
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	assert.Contains(t, res.Header.Get("WWW-Authenticate"), `Bearer realm="recall"`)
	res, _ = f.post(t, "rcl_wrong", prompt)
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	assert.Contains(t, res.Header.Get("WWW-Authenticate"), `error="invalid_token"`)

	res, body = f.post(t, f.token, prompt)
	require.Equal(t, http.StatusOK, res.StatusCode, body)
	assert.Equal(t, "application/json", res.Header.Get("Content-Type"))
	event, ctx := hookContext(t, body)
	assert.Equal(t, "UserPromptSubmit", event)
	assert.Contains(t, ctx, "how we deploy the billing service")
	assert.Contains(t, ctx, "answer style")
	assert.NotContains(t, ctx, "coffee order")

	res, body = f.post(t, f.token, prompt)
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Empty(t, body, "sent in this session already: nothing to add")

	res, body = f.post(t, f.token, hookJSON("SessionStart", "cc-2", "", "source", "startup"))
	require.Equal(t, http.StatusOK, res.StatusCode, body)
	event, ctx = hookContext(t, body)
	assert.Equal(t, "SessionStart", event)
	assert.Contains(t, ctx, "answer style")
	assert.NotContains(t, ctx, "billing")
	res, body = f.post(t, f.token, hookJSON("SessionStart", "cc-2", "", "source", "compact"))
	require.Equal(t, http.StatusOK, res.StatusCode, body)
	assert.Contains(t, body, "answer style", "after a compaction everything again")

	res, body = f.post(t, f.token, hookJSON("UserPromptSubmit", "cc-3", "How do we deploy the billing service?"), "X-Recall-Project", "nowhere")
	assert.Equal(t, http.StatusForbidden, res.StatusCode, "a project she is not a member of: %s", body)
	assert.Contains(t, body, `bound to project "nowhere"`)
	req, _ := http.NewRequest(http.MethodPost, f.base+tools.HookPath+"?maxTokens=1", strings.NewReader(hookJSON("UserPromptSubmit", "", "How do we deploy the billing service?")))
	req.Header.Set("Authorization", "Bearer "+f.token)
	res, body = do(t, req)
	require.Equal(t, http.StatusOK, res.StatusCode, body)
	_, ctx = hookContext(t, body)
	assert.NotContains(t, ctx, "answer style", "a budget of 1: the always-inject memory does not fit")
	assert.Contains(t, ctx, "billing", "the best relevant memory is sent whatever the budget")

	for _, tc := range []struct {
		name, body, query string
		status            int
		says              string
	}{
		{"not JSON", "remember this", "", http.StatusBadRequest, "not the JSON object"},
		{"an event without context", hookJSON("Stop", "cc-1", ""), "", http.StatusBadRequest, `hook event "Stop" takes no context`},
		{"a malformed budget", prompt, "?maxTokens=lots", http.StatusBadRequest, "not a whole number"},
		{"a budget out of range", prompt, "?maxTokens=100001", http.StatusBadRequest, "out of range"},
		{"a body over the cap", `{"prompt":"` + strings.Repeat("x", 70<<10) + `"}`, "", http.StatusRequestEntityTooLarge, ""},
	} {
		req, _ := http.NewRequest(http.MethodPost, f.base+tools.HookPath+tc.query, strings.NewReader(tc.body))
		req.Header.Set("Authorization", "Bearer "+f.token)
		if tc.status == http.StatusRequestEntityTooLarge {
			// The server answers 413 and closes while the client may still be writing the body;
			// the client then sees the closed connection instead of the answer. Either is the refusal.
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				assert.Regexp(t, `broken pipe|connection reset`, err.Error(), tc.name)
				continue
			}
			res.Body.Close()
			assert.Equal(t, tc.status, res.StatusCode, tc.name)
			continue
		}
		res, body := do(t, req)
		assert.Equal(t, tc.status, res.StatusCode, "%s: %s", tc.name, body)
		assert.Contains(t, body, tc.says, tc.name)
	}
	req, _ = http.NewRequest(http.MethodGet, f.base+tools.HookPath, nil)
	req.Header.Set("Authorization", "Bearer "+f.token)
	res, _ = do(t, req)
	assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode)

	f.c.ok("admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.read")
	res, body = f.post(t, f.token, hookJSON("UserPromptSubmit", "cc-4", "How do we deploy the billing service?"))
	assert.Equal(t, http.StatusForbidden, res.StatusCode)
	assert.Contains(t, body, "ai.memory.read is revoked")
}

// `recall context` as a command hook: the event's JSON on stdin, the hook's JSON on stdout, from
// the database (the stdio identity) or from a server (--url), the same either way.
func TestContextCommand(t *testing.T) {
	t.Parallel()
	f := newContextFixture(t)
	remote := func(args ...string) []string {
		return append([]string{"context", "--url", f.base, "--token", f.token}, args...)
	}
	for name, run := range map[string]func(stdin string, args ...string) (string, string, error){
		"local": func(stdin string, args ...string) (string, string, error) {
			return runEnv(f.localEnv(), stdin, append([]string{"context"}, args...)...)
		},
		"remote": func(stdin string, args ...string) (string, string, error) {
			return runEnv(nil, stdin, remote(args...)...)
		},
		"remote from the environment, at /mcp": func(stdin string, args ...string) (string, string, error) {
			return runEnv(map[string]string{"RECALL_URL": f.base + "/mcp", "RECALL_TOKEN": f.token}, stdin, append([]string{"context"}, args...)...)
		},
	} {
		session := "cc-" + strings.ReplaceAll(name, " ", "-")
		out, errOut, err := run(hookJSON("SessionStart", session, "", "source", "startup"))
		require.NoError(t, err, name)
		assert.Empty(t, errOut, name)
		event, ctx := hookContext(t, out)
		assert.Equal(t, "SessionStart", event, name)
		assert.Contains(t, ctx, "answer style", name)
		assert.True(t, strings.HasSuffix(out, "}\n"), name)

		out, _, err = run(hookJSON("UserPromptSubmit", session, "How do we deploy the billing service?"))
		require.NoError(t, err, name)
		event, ctx = hookContext(t, out)
		assert.Equal(t, "UserPromptSubmit", event, name)
		assert.Contains(t, ctx, "how we deploy the billing service", name)
		assert.NotContains(t, ctx, "answer style", "%s: sent at the session's start", name)

		out, errOut, err = run(hookJSON("UserPromptSubmit", session, "How do we deploy the billing service?"))
		require.NoError(t, err, name)
		assert.Empty(t, out, "%s: nothing new: no output", name)
		assert.Empty(t, errOut, name)

		out, _, err = run("", "--query", "How do we deploy the billing service?", "--format", "text")
		require.NoError(t, err, name)
		assert.True(t, strings.HasPrefix(out, "The block below holds stored memories."), name)
		assert.Contains(t, out, "how we deploy the billing service", name)
		out, _, err = run("", "--query", "How do we deploy the billing service?", "--max-tokens", "1")
		require.NoError(t, err, name)
		_, ctx = hookContext(t, out)
		assert.NotContains(t, ctx, "answer style", name)
		assert.Contains(t, ctx, "billing", name)
		out, _, err = run("", "--query", "Write a haiku about autumn leaves in Kyoto", "--format", "text")
		require.NoError(t, err, name)
		assert.NotContains(t, out, "relevant to the prompt", name)
	}
}

// A hook never holds up or breaks its client: whatever fails prints nothing on stdout, one line on
// stderr, and exits 0; a bad command line exits 1 (a non-blocking error), never 2 (which blocks
// the prompt in Claude Code and Codex).
func TestContextCommandFailsQuietly(t *testing.T) {
	t.Parallel()
	f := newContextFixture(t)
	silent, err := net.Listen("tcp", "127.0.0.1:0") // accepts, never answers
	require.NoError(t, err)
	t.Cleanup(func() { silent.Close() })
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
		}
	}()
	prompt := hookJSON("UserPromptSubmit", "cc-9", "How do we deploy the billing service?")
	noPrincipal := f.localEnv()
	delete(noPrincipal, "RECALL_PRINCIPAL")
	unknown := f.localEnv()
	unknown["RECALL_PRINCIPAL"] = "carol"
	for _, tc := range []struct {
		name  string
		env   map[string]string
		stdin string
		args  []string
		says  string // on stderr; "" for nothing at all
	}{
		{"a server that never answers", nil, prompt, []string{"--url", "http://" + silent.Addr().String(), "--token", f.token, "--timeout", "300ms"}, "no context within 300ms"},
		{"no server", nil, prompt, []string{"--url", "http://127.0.0.1:1", "--token", f.token}, "connection refused"},
		{"a refused token", nil, prompt, []string{"--url", f.base, "--token", "rcl_wrong"}, "refused the token (401)"},
		{"no token for the server", nil, prompt, []string{"--url", f.base}, "--url needs a bearer token"},
		{"not a hook's JSON", f.localEnv(), "remember this", nil, "not the JSON object"},
		{"an event without context", f.localEnv(), hookJSON("Stop", "cc-9", ""), nil, `hook event "Stop" takes no context`},
		{"no identity", noPrincipal, prompt, nil, "set RECALL_PRINCIPAL"},
		{"an unreachable database", map[string]string{"RECALL_DATABASE_URL": "postgres://x@127.0.0.1:1/none", "RECALL_PRINCIPAL": "alice"}, prompt, nil, "database unreachable"},
		{"a malformed setting", map[string]string{"RECALL_DATABASE_URL": f.c.db.URL, "RECALL_PRINCIPAL": "alice", "RECALL_CONTEXT_MAX_TOKENS": "lots"}, prompt, nil, "RECALL_CONTEXT_MAX_TOKENS"},
		{"a principal that never saved anything", unknown, prompt, nil, ""},
	} {
		out, errOut, err := runEnv(tc.env, tc.stdin, append([]string{"context"}, tc.args...)...)
		require.NoError(t, err, "%s: exit 0", tc.name)
		assert.Empty(t, out, tc.name)
		if tc.says == "" {
			assert.Empty(t, errOut, tc.name)
			continue
		}
		assert.Contains(t, errOut, tc.says, tc.name)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%s: one line: %q", tc.name, errOut)
	}

	f.c.ok("admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.read")
	for _, env := range []map[string]string{f.localEnv(), {"RECALL_URL": f.base, "RECALL_TOKEN": f.token}} {
		out, errOut, err := runEnv(env, prompt, "context")
		require.NoError(t, err)
		assert.Empty(t, out)
		assert.Contains(t, errOut, "ai.memory.read is revoked")
	}

	for _, args := range [][]string{{"--max-tokens", "lots"}, {"--format", "yaml"}, {"--no-such-flag"}, {"--timeout", "0s"},
		{"--max-tokens", "100001"}, {"a prompt"}} {
		_, _, err := runEnv(f.localEnv(), prompt, append([]string{"context"}, args...)...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 1, exitCode(err), "%v: %v", args, err)
	}
}

// The built binary, as Claude Code runs a command hook: stdin closed after the event, stdout the
// context, exit 0 even when the server does not answer within --timeout.
func TestContextBinaryAsAHook(t *testing.T) {
	t.Parallel()
	f := newContextFixture(t)
	bin := filepath.Join(recallBinary(t), "recall")
	hook := func(stdin string, env []string, args ...string) (string, string, error) {
		cmd := exec.Command(bin, append([]string{"context"}, args...)...)
		cmd.Env = append(env, "PATH=/usr/bin:/bin")
		cmd.Stdin = strings.NewReader(stdin)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		return stdout.String(), stderr.String(), err
	}
	prompt := hookJSON("UserPromptSubmit", "bin-1", "How do we deploy the billing service?")
	out, errOut, err := hook(prompt, []string{"RECALL_URL=" + f.base, "RECALL_TOKEN=" + f.token})
	require.NoError(t, err, errOut)
	_, ctx := hookContext(t, out)
	assert.Contains(t, ctx, "billing")
	local := []string{"RECALL_DATABASE_URL=" + f.c.db.URL, "RECALL_PRINCIPAL=alice", "RECALL_AGENT=claude-code"}
	out, errOut, err = hook(prompt, local)
	require.NoError(t, err, errOut)
	assert.Empty(t, out, "the session is the principal's, whichever way it is asked: sent already")
	out, errOut, err = hook(hookJSON("UserPromptSubmit", "bin-2", "How do we deploy the billing service?"), local)
	require.NoError(t, err, errOut)
	_, ctx = hookContext(t, out)
	assert.Contains(t, ctx, "billing")

	silent, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { silent.Close() })
	out, errOut, err = hook(prompt, []string{"RECALL_URL=http://" + silent.Addr().String(), "RECALL_TOKEN=" + f.token}, "--timeout", "200ms")
	require.NoError(t, err, "exit 0")
	assert.Empty(t, out)
	assert.Contains(t, errOut, "no context within 200ms")
	_, _, err = hook(prompt, nil, "--format", "yaml")
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 1, exit.ExitCode())
}

// A command that only reads loads the scrubber when something is saved after all, and it
// scrubs then as the eager one does.
func TestLazyScrubberLoadsOnFirstUse(t *testing.T) {
	t.Parallel()
	l := &lazyScrubber{}
	assert.Nil(t, l.sc)
	res := l.Scrub("the deploy key is AKIAQ3EGR7T2JKP5NW4M, keep it safe")
	assert.NotNil(t, l.sc)
	assert.Equal(t, 1, res.Redactions)
	assert.NotContains(t, res.Text, "AKIAQ3EGR7T2JKP5NW4M")
}
