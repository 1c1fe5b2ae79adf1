package main

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/memory"
)

// Every --since and --until takes a duration ago, a date and an RFC 3339 time.
func TestTimeFlagsTakeDurationsDatesAndTimes(t *testing.T) {
	t.Parallel()
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	for in, want := range map[string]func(time.Time) bool{
		"24h":                       func(got time.Time) bool { return time.Since(got).Round(time.Minute) == 24*time.Hour },
		"7d":                        func(got time.Time) bool { return time.Since(got).Round(time.Hour) == 7*24*time.Hour },
		"90m":                       func(got time.Time) bool { return time.Since(got).Round(time.Minute) == 90*time.Minute },
		"2026-11-20":                func(got time.Time) bool { return got.Equal(day("2026-11-20")) },
		"2026-11-20+01:00":          func(got time.Time) bool { return got.Equal(day("2026-11-19").Add(23 * time.Hour)) },
		"2026-11-20T09:00:00Z":      func(got time.Time) bool { return got.Equal(day("2026-11-20").Add(9 * time.Hour)) },
		"2026-11-20T09:00:00+02:00": func(got time.Time) bool { return got.Equal(day("2026-11-20").Add(7 * time.Hour)) },
	} {
		var f timeFlag
		require.NoError(t, f.Set(in), in)
		assert.True(t, want(f.value()), "%s read as %s", in, f.value())
	}
	for _, in := range []string{"last tuesday", "-24h", "7 days", "2026-13-01", "20261120", ""} {
		var f timeFlag
		assert.Error(t, f.Set(in), in)
	}

	// On the commands, against a database: each of them takes each form.
	c := cli{t, dbtest.New(t)}
	c.ok("admin", "principal", "add", "alice")
	for _, args := range [][]string{
		{"admin", "export", "--since", "7d", "--until", "1h"},
		{"admin", "export", "--since", "2026-01-01", "--until", "2099-01-01T00:00:00Z"},
		{"admin", "audit", "--since", "24h", "--until", "2099-01-01"},
		{"admin", "audit", "--since", "2026-01-01T00:00:00Z"},
		{"admin", "run", "list", "--since", "2026-01-01"},
		{"admin", "run", "list", "--since", "24h"},
	} {
		c.ok(args...)
	}
	assert.Contains(t, c.ok("admin", "audit", "--since", "1h"), `"action":"principal.add"`)
	assert.Empty(t, c.ok("admin", "audit", "--until", "2026-01-01"), "until bounds the audit too")
	for _, args := range [][]string{
		{"admin", "export", "--since", "1h", "--until", "24h"}, // ends before it begins
		{"admin", "audit", "--since", "2026-02-01", "--until", "2026-01-01"},
		{"admin", "run", "list", "--since", "yesterday"},
	} {
		_, errOut, err := c.run("", args...)
		require.Error(t, err, "%v", args)
		assert.Equal(t, 2, exitCode(err), "%v", args)
		assert.Contains(t, errOut, "Usage:", "%v", args)
	}
}

// A command's object is its argument or its flag, on every command that has one; every other
// noun is a flag, and an argument where none is taken says the form the command takes.
func TestObjectsAreArgumentsOrFlags(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()
	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "--principal", "bob")
	c.ok("admin", "principal", "add", "carol", "--principal", "carol") // both, agreeing
	c.ok("admin", "project", "add", "apollo")
	c.ok("admin", "project", "add", "--project", "gemini")

	// The form that failed before: the project as the argument of add-member.
	assert.Equal(t, "principal alice is a member of project apollo (write)\n", c.ok("admin", "project", "add-member", "apollo", "--principal", "alice"))
	assert.Equal(t, "principal bob is a member of project apollo (read)\n", c.ok("admin", "project", "add-member", "--project", "apollo", "--principal", "bob", "--level", "read"))
	c.ok("admin", "project", "remove-member", "apollo", "--principal", "bob")
	c.ok("admin", "team", "add-member", "payments", "--principal", "alice")
	c.ok("admin", "team", "add-member", "--team", "payments", "--principal", "bob")
	c.ok("admin", "team", "remove-member", "payments", "--principal", "bob")
	assert.Contains(t, c.ok("admin", "principal", "set-role", "--principal", "carol", "--role", "admin"), "now has role admin")
	c.ok("admin", "principal", "disable", "--principal", "carol")
	c.ok("admin", "principal", "enable", "carol")
	c.ok("admin", "principal", "set", "--principal", "bob", "--run-cap", "3")
	_, _, err := c.run("pw-is-long-enough-1\n", "admin", "principal", "passwd", "--principal", "alice")
	require.NoError(t, err)

	tokens := func() []map[string]any { return jsonLines(t, c.ok("admin", "token", "list", "--principal", "alice")) }
	c.ok("admin", "token", "create", "--principal", "alice", "--agent", "a1")
	c.ok("admin", "token", "create", "--principal", "alice", "--agent", "a2")
	ts := tokens()
	require.Len(t, ts, 2)
	assert.Contains(t, c.ok("admin", "token", "revoke", ts[0]["id"].(string)), "revoked token")
	assert.Contains(t, c.ok("admin", "token", "revoke", "--id", ts[1]["id"].(string)), "revoked token")
	assert.Empty(t, tokens())

	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "default")))
	alice.RunID = "nightly-1"
	for _, hint := range []string{"first note", "second note about something else"} {
		r, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: hint, Content: "c"})
		require.NoError(t, err)
		pid, err := svc.RequestDeletion(ctx, alice, r.ID)
		require.NoError(t, err)
		if hint == "first note" {
			assert.Contains(t, c.ok("admin", "deletion", "reject", pid), "rejected")
		} else {
			assert.Contains(t, c.ok("admin", "deletion", "reject", "--id", pid), "rejected")
		}
	}
	assert.Len(t, jsonLines(t, c.ok("admin", "run", "show", "nightly-1")), 2)
	assert.Len(t, jsonLines(t, c.ok("admin", "run", "show", "--run", "nightly-1")), 2)

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"admin", "project", "add-member", "apollo", "--project", "gemini", "--principal", "alice"}, `PROJECT given twice, "apollo" as the argument and "gemini" as --project: give it once`},
		{[]string{"admin", "project", "add-member", "--principal", "alice"}, "give exactly 1 PROJECT, as the argument or --project PROJECT"},
		{[]string{"admin", "project", "add-member", "apollo", "gemini", "--principal", "alice"}, "give one PROJECT"},
		{[]string{"admin", "principal", "set-role", "--role", "admin"}, "give exactly 1 NAME, as the argument or --principal NAME"},
		{[]string{"admin", "principal", "add", "--principal", ""}, "the NAME is empty"},
		{[]string{"admin", "team", "add-member", "--principal", "alice"}, "give exactly 1 TEAM"},
		{[]string{"admin", "token", "create", "alice"}, `unexpected argument "alice": this command takes flags only: recall admin token create --principal NAME`},
		{[]string{"admin", "grant", "add", "billing", "--level", "read", "--team", "t"}, "takes flags only"},
		{[]string{"admin", "token", "revoke"}, "give the token's ID (or --id ID)"},
		{[]string{"admin", "token", "revoke", "x", "--principal", "alice"}, "not both"},
	} {
		_, errOut, err := c.run("", tc.args...)
		require.Error(t, err, "%v", tc.args)
		assert.Equal(t, 2, exitCode(err), "%v", tc.args)
		assert.Contains(t, err.Error(), tc.msg, "%v", tc.args)
		assert.Contains(t, errOut, "Usage:", "%v", tc.args)
	}

	// Every command whose group names a noun takes that noun as its argument or flag.
	objects := map[string]string{}
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
		words := strings.Fields(cmd.CommandPath())
		if len(words) < 4 || !cmd.Runnable() || strings.Contains(cmd.Use, "list") {
			return
		}
		for _, f := range []string{"principal", "project", "team", "run", "id"} {
			if fl := cmd.Flags().Lookup(f); fl != nil && strings.Contains(fl.Usage, "or give it as the argument") {
				objects[strings.Join(words[2:], " ")] = f
			}
		}
	}
	walk((&app{getenv: func(string) string { return "" }}).rootCommand())
	assert.Equal(t, map[string]string{
		"principal add": "principal", "principal set": "principal", "principal set-role": "principal",
		"principal disable": "principal", "principal enable": "principal", "principal passwd": "principal",
		"project add": "project", "project add-member": "project", "project remove-member": "project",
		"team add-member": "team", "team remove-member": "team",
		"run show": "run", "run revert": "run",
		"token revoke": "id", "deletion approve": "id", "deletion reject": "id",
		"oauth client remove": "id",
	}, objects)
}

// Every list prints JSON lines by default and a table with --output table.
func TestEveryListTakesOutput(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()
	c.ok("admin", "principal", "add", "alice", "--write-budget", "100/1h")
	c.ok("admin", "team", "add-member", "payments", "--principal", "alice")
	c.ok("admin", "grant", "add", "--system", "billing", "--level", "read", "--team", "payments")
	c.ok("admin", "project", "add", "apollo")
	c.ok("admin", "project", "add-member", "apollo", "--principal", "alice")
	c.ok("admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.read")
	alice := identityOf(t, svc, strings.TrimSpace(c.ok("admin", "token", "create", "--principal", "alice", "--agent", "default")))
	alice.RunID = "nightly-1"
	r, err := svc.Save(ctx, alice, memory.SaveInput{Scope: "user", RecallHint: "a hint\twith a tab and \x1b[31m an escape", Content: "c"})
	require.NoError(t, err)
	_, err = svc.RequestDeletion(ctx, alice, r.ID)
	require.NoError(t, err)

	lists := map[string][]string{ // a list command, column heads its table shows, and cells
		"admin principal list":    {"NAME", "WRITE BUDGET", "100/1h"},
		"admin token list":        {"ID", "AGENT", "default"},
		"admin team list":         {"TEAM", "MEMBERS", "payments", "alice"},
		"admin grant list":        {"SYSTEM", "LEVEL", "billing"},
		"admin rule list":         {"ROLE", "RULE", "STATE", "revoked"},
		"admin project list":      {"NAME", "MEMBERS", "level=write principal=alice"},
		"admin deletion list":     {"MEMORY ID", "RECALL HINT", "a hint with a tab and  [31m an escape"},
		"admin run list":          {"RUN ID", "nightly-1"},
		"admin run show":          {"MEMORY ID", "ACTION", "created"},
		"admin audit":             {"AT", "ACTION", "principal.add"},
		"admin oauth client list": {"ID"},
	}
	extra := map[string][]string{"admin token list": {"--principal", "alice"}, "admin run show": {"nightly-1"}}
	for path, want := range lists {
		args := append(strings.Fields(path), extra[path]...)
		out := c.ok(append(args, "--output", "table")...)
		head, _, _ := strings.Cut(out, "\n")
		for _, w := range want {
			if strings.ToUpper(w) == w {
				assert.Contains(t, head, w, "%s: its table's head", path)
			} else {
				assert.Contains(t, out, w, "%s: its table", path)
			}
		}
		assert.NotContains(t, out, "\x1b", "%s: no control character reaches the terminal", path)
		assert.NotContains(t, out, "{", "%s: a table, not JSON", path)
		jsonOut := c.ok(args...)
		assert.Equal(t, jsonOut, c.ok(append(args, "-o", "json")...), "%s: JSON lines are the default", path)
		if path != "admin oauth client list" {
			assert.NotEmpty(t, jsonLines(t, jsonOut), path)
		}
	}
	_, _, err = c.run("", "admin", "principal", "list", "--output", "yaml")
	assert.Equal(t, 2, exitCode(err))

	// Every list command of the tree is one of the above.
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
		if cmd.Name() == "list" {
			_, ok := lists[cmd.CommandPath()[len("recall "):]]
			assert.True(t, ok, "%s is not checked here", cmd.CommandPath())
			assert.NotNil(t, cmd.Flags().Lookup("output"), "%s has no --output", cmd.CommandPath())
		}
	}
	walk((&app{getenv: func(string) string { return "" }}).rootCommand())
}

// Roles are validated: set-role and the rules refuse a role that does not exist, with the ones
// that do; add starts a new role (saying so) but refuses a near miss of one that exists.
func TestCLIRefusesUnknownRoles(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	c.ok("admin", "principal", "add", "alice")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"admin", "principal", "set-role", "alice", "--role", "superhero"}, `unknown role "superhero": the roles are admin, member`},
		{[]string{"admin", "rule", "revoke", "--role", "membr", "--rule", "ai.memory.read"}, `unknown role "membr" (did you mean member?)`},
		{[]string{"admin", "rule", "restore", "--role", "automation", "--rule", "ai.memory.read"}, `unknown role "automation"`},
		{[]string{"admin", "principal", "add", "root", "--role", "admn"}, `role "admn" does not exist: did you mean admin?`},
		{[]string{"admin", "grant", "add", "--system", "billing", "--level", "write", "--team", "t"}, "must be one of read, manage"},
		{[]string{"admin", "project", "add-member", "apollo", "--principal", "alice", "--level", "manage"}, "must be one of read, write"},
	} {
		_, errOut, err := c.run("", tc.args...)
		require.Error(t, err, "%v", tc.args)
		assert.Equal(t, 2, exitCode(err), "%v", tc.args)
		assert.Contains(t, err.Error()+errOut, tc.msg, "%v", tc.args)
	}
	var n int
	require.NoError(t, c.db.Pool.QueryRow(ctx, `select (select count(*) from rule_revocations) + (select count(*) from principals where role <> 'member')`).Scan(&n))
	assert.Zero(t, n, "the refusals changed nothing")

	_, errOut, err := c.run("", "admin", "principal", "add", "nightly-bot", "--service", "--role", "automation")
	require.NoError(t, err)
	assert.Contains(t, errOut, "role automation is new: nightly-bot is the first principal to hold it")
	c.ok("admin", "rule", "revoke", "--role", "automation", "--rule", "ai.memory.manage")
	c.ok("admin", "rule", "revoke", "--role", "contractor", "--rule", "ai.memory.read", "--new-role")
	assert.Contains(t, c.ok("admin", "principal", "set-role", "alice", "--role", "contractor"), "now has role contractor (was member)")
	assert.Contains(t, c.ok("admin", "principal", "set-role", "alice", "--role", "reviewer", "--new-role"), "now has role reviewer")
	_, errOut, err = c.run("", "admin", "principal", "add", "root", "--role", "admn", "--new-role")
	require.NoError(t, err, "--new-role says the near miss is meant")
	assert.Contains(t, errOut, "role admn is new")
}

// A usage error is printed first, then the usage; main adds nothing after it.
func TestUsageErrorComesFirst(t *testing.T) {
	t.Parallel()
	_, errOut, err := runEnv(nil, "", "admin", "token", "create", "--bogus")
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(errOut, "recall: recall admin token create: unknown flag: --bogus\n\nUsage:\n"), "%q", errOut)

	bin := recallBinary(t)
	cmd := exec.Command(bin+"/recall", "admin", "project", "add-member", "--principal", "alice")
	cmd.Env = []string{"RECALL_DATABASE_URL=postgres://nobody@127.0.0.1:1/none", "PATH=/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	var exitErr *exec.ExitError
	require.ErrorAs(t, err, &exitErr, "%s", out)
	assert.Equal(t, 2, exitErr.ExitCode())
	s := string(out)
	assert.True(t, strings.HasPrefix(s, "recall: recall admin project add-member: give exactly 1 PROJECT"), "%q", s)
	assert.Equal(t, 1, strings.Count(s, "give exactly 1 PROJECT"), "said once: %q", s)
	assert.Contains(t, s, "\nUsage:\n  recall admin project add-member PROJECT")
}

// principal set says what changed, and that nothing did when every value was already so.
func TestPrincipalSetSaysWhatChanged(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	c.ok("admin", "principal", "add", "nightly-bot", "--service", "--run-cap", "20")
	assert.Equal(t, "principal nightly-bot updated: run cap 20 → 5\n", c.ok("admin", "principal", "set", "nightly-bot", "--run-cap", "5"))
	assert.Equal(t, "principal nightly-bot unchanged: run cap is already 5\n", c.ok("admin", "principal", "set", "nightly-bot", "--run-cap", "5"))
	assert.Equal(t, "principal nightly-bot updated: run cap 5 → none, deletes need approval false → true\nwrite budget none, deletes need approval true\n",
		c.ok("admin", "principal", "set", "nightly-bot", "--run-cap", "none", "--deletes-need-approval"))
	assert.Nil(t, jsonLines(t, c.ok("admin", "principal", "list"))[0]["runCap"])
	for _, v := range []string{"-1", "lots", ""} {
		_, _, err := c.run("", "admin", "principal", "set", "nightly-bot", "--run-cap", v)
		assert.Equal(t, 2, exitCode(err), v)
	}
}
