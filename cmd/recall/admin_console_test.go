package main

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

func TestAdminConsoleCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	ctx := context.Background()
	svc := c.service()

	assert.Equal(t, "principal root added (role admin, service false)\n", c.ok("admin", "principal", "add", "root", "--role", "admin"))
	c.ok("admin", "principal", "add", "alice")
	c.ok("admin", "principal", "add", "bot", "--service")

	// passwd reads stdin; a short password changes nothing.
	_, errOut, err := c.run("short\n", "admin", "principal", "passwd", "alice")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "too short")
	_, err = svctest.Identity(svc).LoginPassword(ctx, "alice", "short", "127.0.0.1")
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), errOut)
	out, _, err := c.run("correct horse battery\n", "admin", "principal", "passwd", "alice")
	require.NoError(t, err)
	assert.Equal(t, "password of alice set\n", out)
	sess, err := svctest.Identity(svc).LoginPassword(ctx, "alice", "correct horse battery", "127.0.0.1")
	require.NoError(t, err)
	assert.Equal(t, "alice", sess.Principal)
	_, _, err = c.run("correct horse battery\n", "admin", "principal", "passwd", "bot")
	require.Error(t, err, "a service principal cannot have a password")

	// login-link prints the URL alone, from RECALL_PUBLIC_URL's default.
	link := c.ok("admin", "login-link", "--principal", "alice")
	assert.Regexp(t, `^http://127\.0\.0\.1:8080/login/link/rll_[A-Za-z0-9_-]{43}\n$`, link)
	secret := strings.TrimPrefix(strings.TrimSpace(link), "http://127.0.0.1:8080/login/link/")
	_, err = svctest.Identity(svc).RedeemLoginLink(ctx, secret, "127.0.0.1")
	require.NoError(t, err)
	_, err = svctest.Identity(svc).RedeemLoginLink(ctx, secret, "127.0.0.1")
	assert.Equal(t, memory.CodeUnauthenticated, memory.ErrorCode(err), "single use")
	_, _, err = c.run("", "admin", "login-link", "--principal", "bot")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot log in")
	_, _, err = c.run("", "admin", "login-link")
	require.Error(t, err)

	// The CLI's changes are audited as transport cli.
	entries, err := svc.Audit(ctx, policy.CLIAdmin("t"), memory.AuditFilter{Action: "principal.password"})
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "cli", entries[0].Transport)
}

func TestPublicURL(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"", "http://127.0.0.1:8080", ""},
		{"https://recall.example.com/", "https://recall.example.com", ""},
		{"https://example.com/recall", "https://example.com/recall", ""},
		{"recall.example.com", "", "not valid"},
		{"ftp://x", "", "not valid"},
	} {
		u, err := publicURL(tc.in)
		if tc.err != "" {
			require.ErrorContains(t, err, "RECALL_PUBLIC_URL")
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tc.want, u.String())
	}
}
