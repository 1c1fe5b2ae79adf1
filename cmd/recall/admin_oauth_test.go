package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
)

func TestAdminOAuthClientCLI(t *testing.T) {
	t.Parallel()
	c := cli{t, dbtest.New(t)}
	svc := c.service()
	ctx := context.Background()
	assert.Empty(t, c.ok("admin", "oauth", "client", "list"))
	reg, _, err := svctest.Identity(svc).RegisterOAuthClient(ctx, identity.OAuthClient{Name: "Claude", RedirectURIs: []string{"https://claude.ai/cb"}, AuthMethod: "none"}, "192.0.2.1")
	require.NoError(t, err)

	out := c.ok("admin", "oauth", "client", "list")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 1)
	var got identity.OAuthClient
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &got))
	assert.Equal(t, reg.ID, got.ID)
	assert.Equal(t, "Claude", got.Name)
	assert.Equal(t, "192.0.2.1", got.RegisteredFrom)
	assert.NotContains(t, out, "secret")

	assert.Equal(t, "OAuth client "+reg.ID+" removed\n", c.ok("admin", "oauth", "client", "remove", reg.ID))
	assert.Empty(t, c.ok("admin", "oauth", "client", "list"))
	_, _, err = c.run("", "admin", "oauth", "client", "remove", reg.ID)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no OAuth client")
	assert.Equal(t, 2, exitCode(err))
	_, _, err = c.run("", "admin", "oauth", "client", "remove")
	assert.Equal(t, 2, exitCode(err), "usage")
}
