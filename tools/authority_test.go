package tools_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/tools"
)

// TestReaderCannotRewriteAManagersMemoryOverMCP is issue 35's M1 reproduction: a system reader's
// saveMemory with the manager's recallHint and alwaysInject false answered updated: true,
// replaced the content and cleared the flag. It is now a tool error that changes nothing, and a
// reader cannot add an always-inject system memory either.
func TestReaderCannotRewriteAManagersMemoryOverMCP(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	ctx := context.Background()
	manager := e.httpClient(e.token("manager", ""), nil, protocols[1])
	reader := e.httpClient(e.token("reader", ""), nil, protocols[0])
	require.NoError(t, svctest.Identity(e.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "manager", Level: "manage"}))
	require.NoError(t, svctest.Identity(e.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "reader", Level: "read"}))

	var fact tools.SaveResult
	callOK(t, manager, "saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "billing deploy freeze",
		"content": "No deploys on Fridays.", "alwaysInject": true}, &fact)

	res := call(t, reader, "saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "billing deploy freeze",
		"content": "Deploy any day.", "alwaysInject": false})
	require.True(t, res.IsError, text(res))
	assert.Contains(t, text(res), fact.ID)
	assert.Contains(t, text(res), "belongs to the system's managers")
	m, err := e.svc.Get(ctx, policyIdentity(t, e, "manager"), fact.ID)
	require.NoError(t, err)
	assert.Equal(t, "No deploys on Fridays.", m.Content)
	assert.True(t, m.AlwaysInject)

	res = call(t, reader, "saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "billing on-call phone",
		"content": "+1 555 0100", "alwaysInject": true})
	require.True(t, res.IsError, text(res))
	assert.Contains(t, text(res), "needs manage access")
	callOK(t, reader, "saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "billing on-call phone",
		"content": "+1 555 0100"}, nil)
}
