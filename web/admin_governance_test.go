package web_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An admin sets a principal's write budget and delete approval on the principals page (issue 35,
// M6 and M7); a bad budget is answered next to the row and changes nothing; a member cannot.
func TestConsoleSetsWriteBudgetAndDeleteApproval(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	root := f.browser().login("root")

	require.Equal(t, http.StatusSeeOther, root.post("/admin/principals/alice/governance",
		url.Values{"writeBudget": {"100/1h"}, "deletesNeedApproval": {"on"}}, nil).StatusCode)
	p, err := svctest.Identity(f.svc).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	require.NotNil(t, p.WriteBudget)
	assert.Equal(t, "100/1h", p.WriteBudget.String())
	assert.True(t, p.DeletesNeedApproval)
	require.Equal(t, http.StatusOK, root.get("/admin/principals").StatusCode)
	assert.Contains(t, root.body, `id="principals-alice-budget" value="100/1h"`)

	assert.Equal(t, http.StatusBadRequest, root.post("/admin/principals/alice/governance",
		url.Values{"writeBudget": {"lots"}}, nil).StatusCode)
	assert.Contains(t, root.body, "write budget &#34;lots&#34;")
	p, err = svctest.Identity(f.svc).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	assert.True(t, p.DeletesNeedApproval, "a refused form changes nothing")

	// Cleared: an empty budget and an unticked box.
	require.Equal(t, http.StatusSeeOther, root.post("/admin/principals/alice/governance", url.Values{"writeBudget": {""}}, nil).StatusCode)
	p, err = svctest.Identity(f.svc).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	assert.Nil(t, p.WriteBudget)
	assert.False(t, p.DeletesNeedApproval)

	alice := f.browser().login("alice")
	assert.NotEqual(t, http.StatusSeeOther, alice.post("/admin/principals/bob/governance", url.Values{"writeBudget": {"1/1h"}}, nil).StatusCode)
	p, err = svctest.Identity(f.svc).PrincipalByName(ctx, "bob")
	require.NoError(t, err)
	assert.Nil(t, p.WriteBudget, "a member governs nothing")
}
