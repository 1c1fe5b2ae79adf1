package main

import (
	"net/netip"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// Every command's help comes from its definition, with examples, and exits 0.
func TestHelpForEveryCommand(t *testing.T) {
	t.Parallel()
	out, _, err := runEnv(nil, "", "--help")
	require.NoError(t, err)
	for _, want := range []string{"serve", "migrate", "scrub", "admin", "inject", "completion", "recall help environment"} {
		assert.Contains(t, out, want)
	}

	a := &app{getenv: func(string) string { return "" }}
	var walk func(cmd *cobra.Command)
	n := 0
	walk = func(cmd *cobra.Command) {
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
		// A help topic (recall help environment) runs nothing: TestEverySettingIsDocumented reads it.
		if cmd.HasSubCommands() || cmd.Hidden || !cmd.Runnable() || cmd.Name() == "help" || strings.HasPrefix(cmd.CommandPath(), "recall completion") {
			return
		}
		n++
		path := strings.Fields(cmd.CommandPath())[1:]
		out, errOut, err := runEnv(nil, "", append(path, "--help")...)
		require.NoError(t, err, "%v: %s", path, errOut)
		assert.Contains(t, out, "Usage:", path)
		assert.Contains(t, out, "Examples:", "%v has no example", path)
		assert.NotEmpty(t, cmd.Short, path)
	}
	walk(a.rootCommand())
	assert.GreaterOrEqual(t, n, 20, "every command of the contract is defined")

	out, _, err = runEnv(nil, "", "admin", "--help")
	require.NoError(t, err)
	for _, sub := range []string{"principal", "token", "rule", "team", "grant", "deletion", "audit", "export", "import", "purge"} {
		assert.Regexp(t, `(?m)^  `+sub+` `, out)
	}
	out, _, err = runEnv(nil, "", "admin", "token", "--help")
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^  create +Create a bearer token`, out)
	assert.Regexp(t, `(?m)^  revoke `, out)
}

// A bad command line fails before anything runs, with the command's usage, exit 2.
func TestBadCommandLinesPrintUsage(t *testing.T) {
	t.Parallel()
	env := map[string]string{"RECALL_DATABASE_URL": "postgres://nobody@127.0.0.1:1/none"} // never reached
	cases := []struct {
		args  []string
		msg   string
		usage string
	}{
		{[]string{"admin", "token", "create", "--principal", "a", "--bogus"}, "unknown flag: --bogus", "recall admin token create --principal NAME"},
		{[]string{"admin", "principal", "add", "x", "--run-cap", "abc"}, `invalid argument "abc" for "--run-cap"`, "recall admin principal add NAME"},
		{[]string{"admin", "grant", "add", "--system", "s", "--level", "root", "--team", "t"}, "must be one of read, manage", "recall admin grant add"},
		{[]string{"admin", "grant", "add", "--system", "s", "--level", "read", "--team", "t", "--principal", "p"}, "none of the others can be", "recall admin grant add"},
		{[]string{"serve", "--transport", "carrier-pigeon"}, "must be one of stdio, http", "recall serve"},
		{[]string{"admin", "token", "create"}, `required flag(s) "principal" not set`, "recall admin token create"},
		{[]string{"admin", "rule", "revoke", "--role", "member", "--rule", "ai.memory.everything"}, "must be one of ai.memory.read, ai.memory.manage", "recall admin rule revoke"},
		{[]string{"admin", "deletion", "approve"}, "give exactly 1 ID, as the argument or --id ID", "recall admin deletion approve ID"},
		{[]string{"admin", "audit", "--since", "last tuesday"}, "neither an RFC 3339 time nor a duration", "recall admin audit"},
		{[]string{"admin", "purge", "--dry-run=maybe"}, `invalid argument "maybe"`, "recall admin purge"},
		{[]string{"admin", "import", "--from", "mem0", "f"}, "must be one of recall, mcp-memory", "recall admin import"},
		{[]string{"admin", "tokn"}, `unknown command "tokn"; did you mean token?`, "recall admin [command]"},
		{[]string{"bogus"}, `unknown command "bogus"`, "recall [command]"},
		{[]string{"inject", "--url", "ftp://x", "--token", "t"}, "not an http(s) URL", "recall inject"},
		{[]string{"inject", "--url", "http://127.0.0.1:1/mcp"}, "needs a bearer token", "recall inject"},
	}
	for _, c := range cases {
		_, errOut, err := runEnv(env, "", c.args...)
		require.Error(t, err, "%v", c.args)
		assert.Equal(t, 2, exitCode(err), "%v: %v", c.args, err)
		assert.Contains(t, err.Error(), c.msg, "%v", c.args)
		assert.Contains(t, errOut, "Usage:\n", "%v: the command's usage", c.args)
		assert.Contains(t, errOut, "\n  "+c.usage, "%v: the command's usage", c.args)
	}
}

func TestShellCompletion(t *testing.T) {
	t.Parallel()
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, _, err := runEnv(nil, "", "completion", shell)
		require.NoError(t, err, shell)
		assert.Contains(t, out, "recall", shell)
		assert.Greater(t, len(out), 1000, shell)
	}
	// The completion the scripts ask for: subcommands, and an enum flag's values.
	out, _, err := runEnv(nil, "", "__complete", "admin", "")
	require.NoError(t, err)
	assert.Contains(t, out, "purge")
	out, _, err = runEnv(nil, "", "__complete", "admin", "grant", "add", "--level", "")
	require.NoError(t, err)
	assert.Contains(t, out, "read\nmanage\n")
}

// Settings fail fast: a malformed or out-of-range environment value stops the command at start
// with a message naming the variable, before any database is touched.
func TestSettingsFailFast(t *testing.T) {
	t.Parallel()
	bad := map[string]string{
		"RECALL_EMBED_TIMEOUT":     "abc",
		"RECALL_INJECT_MAX_ITEMS":  "-3",
		"RECALL_INJECT_MAX_TOKENS": "lots",
		"RECALL_LOG_LEVEL":         "chatty",
		"RECALL_LOG_FORMAT":        "xml",
		"RECALL_PURGE_GRACE":       "-1h",
		"RECALL_HISTORY_RETENTION": "forever",
		"RECALL_AUDIT_RETENTION":   "12x",
		"RECALL_PURGE_INTERVAL":    "1s",
		"RECALL_PRINCIPAL":         "bad name!",
		"RECALL_AGENT":             "a/b",
		"RECALL_TRUSTED_PROXIES":   "10.0.0.0/8, proxy.internal",
	}
	for name, value := range bad {
		env := map[string]string{name: value, "RECALL_DATABASE_URL": "postgres://nobody@127.0.0.1:1/none"}
		for _, args := range [][]string{{"serve"}, {"admin", "purge"}, {"inject"}} {
			_, errOut, err := runEnv(env, "", args...)
			require.Error(t, err, "%s=%s %v", name, value, args)
			assert.Equal(t, 2, exitCode(err), "%s=%s", name, value)
			assert.Contains(t, err.Error(), name+"=", "%s=%s: the message names the variable", name, value)
			assert.NotContains(t, err.Error(), "database", "%s=%s: stopped before the database", name, value)
			assert.NotContains(t, errOut, "Usage:", "a setting is not a command line")
		}
	}
	// Every bad variable is named at once.
	_, _, err := runEnv(map[string]string{"RECALL_EMBED_TIMEOUT": "abc", "RECALL_INJECT_MAX_ITEMS": "-3"}, "", "serve")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "RECALL_EMBED_TIMEOUT")
	assert.Contains(t, err.Error(), "RECALL_INJECT_MAX_ITEMS")

	// Good values parse; unset ones take their defaults.
	c, err := loadEnv(func(k string) string {
		return map[string]string{"RECALL_EMBED_TIMEOUT": "750ms", "RECALL_INJECT_MAX_ITEMS": "5", "RECALL_PURGE_GRACE": "7d",
			"RECALL_AUDIT_RETENTION": "0", "RECALL_LOG_LEVEL": "debug", "RECALL_LOG_FORMAT": "JSON"}[k]
	})
	require.NoError(t, err)
	assert.Equal(t, 750*time.Millisecond, c.EmbedTimeout)
	assert.Equal(t, 5, c.InjectItems)
	assert.Equal(t, 7*24*time.Hour, c.Retention.Grace)
	assert.Equal(t, time.Duration(0), c.Retention.Audit, "0 keeps audit rows forever")
	assert.Equal(t, memory.DefaultRetention.History, c.Retention.History)
	assert.Equal(t, "json", c.LogFormat)
	assert.Equal(t, "default", c.Agent)
	assert.Equal(t, defaultDatabaseURL, c.DatabaseURL)
	assert.Empty(t, c.TrustedProxies, "no proxy is trusted unless named")

	for _, v := range []string{"10.0.0.1/8", "10.0.0.0/33", "fe80::1%eth0", "10.0.0.0/8;192.0.2.1"} {
		_, err := loadEnv(func(k string) string { return map[string]string{"RECALL_TRUSTED_PROXIES": v}[k] })
		assert.ErrorContains(t, err, "RECALL_TRUSTED_PROXIES=", v)
	}
	c, err = loadEnv(func(k string) string {
		return map[string]string{"RECALL_TRUSTED_PROXIES": " 10.0.0.0/8, 192.0.2.9 ,2001:db8::/32,::ffff:172.16.0.0/108"}[k]
	})
	require.NoError(t, err)
	assert.Equal(t, []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.9/32"),
		netip.MustParsePrefix("2001:db8::/32"), netip.MustParsePrefix("172.16.0.0/12")}, c.TrustedProxies)
}

// The real binary, as an operator starts it: a malformed setting stops `recall serve` at once.
func TestServeStopsOnMalformedSetting(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t)
	cmd := exec.Command(bin+"/recall", "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = []string{"RECALL_EMBED_TIMEOUT=abc", "RECALL_INJECT_MAX_ITEMS=-3", "PATH=/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	var exitErr *exec.ExitError
	require.ErrorAs(t, err, &exitErr, "%s", out)
	assert.Equal(t, 2, exitErr.ExitCode())
	assert.Contains(t, string(out), `environment variable RECALL_EMBED_TIMEOUT="abc" is not valid`)
	assert.Contains(t, string(out), `environment variable RECALL_INJECT_MAX_ITEMS="-3" is not valid: use a whole number from 1 to 1000`)
}
