package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The hook events each client documents (Claude Code's hooks reference; Codex's
// codex-rs/config/src/hook_config.rs). A misspelt event is silently never run.
var (
	claudeCodeEvents = []string{"PreToolUse", "PermissionRequest", "PostToolUse", "PostToolUseFailure", "Notification",
		"UserPromptSubmit", "Stop", "StopFailure", "SubagentStart", "SubagentStop", "PreCompact", "PostCompact",
		"SessionStart", "SessionEnd"}
	codexEvents = []string{"PreToolUse", "PermissionRequest", "PostToolUse", "PreCompact", "PostCompact", "SessionStart",
		"UserPromptSubmit", "Stop"}
)

// hooksFile is a hooks.json as Claude Code's plugins and Codex read it.
type hooksFile struct {
	Description string `json:"description"`
	Hooks       map[string][]struct {
		Matcher *string `json:"matcher"`
		Hooks   []struct {
			Type    string `json:"type"`
			Command string `json:"command"`
			Timeout int    `json:"timeout"`
			Async   bool   `json:"async"`
		} `json:"hooks"`
	} `json:"hooks"`
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(v), path)
}

// checkRecallCommand checks that a hook's command line runs a recall subcommand that exists
// with flags it has, and returns the subcommand's path ("capture").
func checkRecallCommand(t *testing.T, line string) string {
	t.Helper()
	words := strings.Fields(line)
	require.NotEmpty(t, words, line)
	require.Equal(t, "recall", words[0], "%q: a hook runs the recall binary on PATH", line)
	root := (&app{getenv: func(string) string { return "" }}).rootCommand()
	cmd, rest, err := root.Find(words[1:])
	require.NoError(t, err, line)
	require.True(t, cmd != root, "%q names no subcommand", line)
	require.True(t, cmd.Runnable(), "%q names a group, not a command", line)
	require.NoError(t, cmd.ParseFlags(rest), "%q: flags the command does not have", line)
	assert.Empty(t, cmd.Flags().Args(), "%q: a hook's command takes its input on stdin", line)
	return strings.TrimPrefix(cmd.CommandPath(), "recall ")
}

// hookCommands checks every hook of a hooks file: a documented event, a bounded command hook
// running a recall subcommand that exists (checkRecallCommand), and what check says. It returns
// the events each subcommand runs on.
func hookCommands(t *testing.T, hooks hooksFile, events []string, check func(event, sub string, async bool)) map[string][]string {
	t.Helper()
	used := map[string][]string{}
	for event, groups := range hooks.Hooks {
		assert.Contains(t, events, event)
		for _, g := range groups {
			for _, h := range g.Hooks {
				assert.Equal(t, "command", h.Type)
				assert.Positive(t, h.Timeout, "%s: a hook is bounded", event)
				sub := checkRecallCommand(t, h.Command)
				used[sub] = append(used[sub], event)
				check(event, sub, h.Async)
			}
		}
	}
	return used
}

// The Claude Code plugin installs from a clone or the repository: `/plugin marketplace add
// <path or owner/repo>` reads .claude-plugin/marketplace.json, whose entry's source holds the
// plugin (its manifest, hooks and MCP server entry).
func TestClaudeCodePluginFiles(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..")
	var market struct {
		Schema   string `json:"$schema"`
		Name     string `json:"name"`
		Owner    struct{ Name, Email string }
		Metadata struct{ Description, Version string }
		Plugins  []struct {
			Name, Source, Description, Category, Version string
			Keywords                                     []string
		}
	}
	readJSON(t, filepath.Join(root, ".claude-plugin", "marketplace.json"), &market)
	kebab := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	assert.Regexp(t, kebab, market.Name)
	assert.NotEmpty(t, market.Owner.Name)
	require.Len(t, market.Plugins, 1)
	entry := market.Plugins[0]
	require.True(t, strings.HasPrefix(entry.Source, "./"), "a relative source starts with ./")
	dir := filepath.Join(root, entry.Source)

	var manifest struct {
		Name, Description, Version, Homepage, Repository, License string
		Author                                                    struct{ Name, Email string }
		Keywords                                                  []string
	}
	readJSON(t, filepath.Join(dir, ".claude-plugin", "plugin.json"), &manifest)
	assert.Regexp(t, kebab, manifest.Name)
	assert.Equal(t, entry.Name, manifest.Name)

	var hooks hooksFile
	readJSON(t, filepath.Join(dir, "hooks", "hooks.json"), &hooks)
	used := hookCommands(t, hooks, claudeCodeEvents, func(event, sub string, async bool) {
		// Capture must never hold up a turn: it runs in the background.
		assert.Equal(t, sub == "capture", async, "%s runs recall %s", event, sub)
	})
	assert.ElementsMatch(t, []string{"SessionStart", "UserPromptSubmit"}, used["context"])
	assert.ElementsMatch(t, []string{"Stop", "PreCompact"}, used["capture"])

	var mcp struct {
		MCPServers map[string]struct {
			Type    string            `json:"type"`
			URL     string            `json:"url"`
			Headers map[string]string `json:"headers"`
		} `json:"mcpServers"`
	}
	readJSON(t, filepath.Join(dir, ".mcp.json"), &mcp)
	srv := mcp.MCPServers["recall"]
	assert.Equal(t, "http", srv.Type)
	assert.Equal(t, "${RECALL_URL}", srv.URL, "the same variable the hooks read")
	assert.Equal(t, "Bearer ${RECALL_TOKEN}", srv.Headers["Authorization"], "the token stays out of the file")
}

// Codex reads .codex/hooks.json (project) or ~/.codex/hooks.json with codex_hooks on. It skips a
// hook marked async altogether, so none is, and each is bounded instead.
func TestCodexHooksFile(t *testing.T) {
	t.Parallel()
	var hooks hooksFile
	readJSON(t, filepath.Join("..", "..", ".codex", "hooks.json"), &hooks)
	used := hookCommands(t, hooks, codexEvents, func(event, _ string, async bool) {
		assert.False(t, async, "%s: Codex skips async hooks", event)
	})
	assert.ElementsMatch(t, []string{"SessionStart", "UserPromptSubmit"}, used["context"])
	assert.ElementsMatch(t, []string{"Stop", "PreCompact"}, used["capture"])
}

// The plugin's capture hooks, run as Claude Code runs a command hook (through a shell, the
// event's JSON on stdin, the environment the settings give), save the session's statements.
func TestPluginCaptureHookRunsAsTheClientRunsIt(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	e := newCaptureEnv(t)
	e.c.ok("admin", "principal", "set", "alice", "--capture", "on")
	cc := copyFixture(t, "claude-code.jsonl")
	for client, file := range map[string]string{"claude": filepath.Join("..", "..", "clients", "claude-code", "hooks", "hooks.json"),
		"codex": filepath.Join("..", "..", ".codex", "hooks.json")} {
		var hooks hooksFile
		readJSON(t, file, &hooks)
		for _, event := range []string{"Stop", "PreCompact"} {
			session := client + "-" + event
			for _, g := range hooks.Hooks[event] {
				for _, h := range g.Hooks {
					stdin, _ := json.Marshal(map[string]any{"session_id": session, "transcript_path": cc, "cwd": t.TempDir(),
						"hook_event_name": event, "trigger": "manual"})
					cmd := exec.Command("sh", "-c", h.Command)
					cmd.Env = []string{"PATH=" + bin + ":/usr/bin:/bin", "HOME=" + t.TempDir(), "RECALL_URL=" + e.base + "/mcp", "RECALL_TOKEN=" + e.token}
					cmd.Stdin = bytes.NewReader(stdin)
					var out, errOut bytes.Buffer
					cmd.Stdout, cmd.Stderr = &out, &errOut
					require.NoError(t, cmd.Run(), "%s %s: %s", file, event, errOut.String())
					assert.Empty(t, out.String())
					assert.Empty(t, errOut.String())
				}
				assert.Equal(t, 3, e.count(t, "run_id = $1", "capture-"+session), session)
			}
		}
	}
}
