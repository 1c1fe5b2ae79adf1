package web_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// An admin turns capture on for a principal on the principals page; the owner reviews what was
// captured on the "Captured" page: keep (the memory leaves the list), edit, delete.
func TestConsoleCaptureToggleAndReview(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	root := f.browser().login("root")
	require.Equal(t, http.StatusSeeOther, root.post("/admin/principals/alice/governance",
		url.Values{"writeBudget": {""}, "capture": {"on"}}, nil).StatusCode)
	p, err := svctest.Identity(f.svc).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	assert.True(t, p.Capture)
	require.Equal(t, http.StatusOK, root.get("/admin/principals").StatusCode)
	assert.Regexp(t, `id="principals-alice-capture" checked`, root.body)

	// A session's capture, as `recall capture` sends it.
	id := f.alice
	st, err := f.svc.BeginCapture(ctx, id, "sess-web")
	require.NoError(t, err)
	_, err = f.svc.Capture(ctx, id, memory.CaptureInput{Session: "sess-web", Lease: st.Lease, End: memory.CaptureCursor{Offset: 20},
		Turns: []memory.CaptureTurn{{Text: "Remember that the VPN is needed for staging. Always run the linter first.", End: memory.CaptureCursor{Offset: 20}}}})
	require.NoError(t, err)

	alice := f.browser().login("alice")
	require.Equal(t, http.StatusOK, alice.get("/captured").StatusCode)
	assert.Contains(t, alice.body, "Captured for review")
	assert.Contains(t, alice.body, "Asked to remember: The VPN is needed for staging")
	assert.Contains(t, alice.body, "Standing instruction: Always run the linter first")
	assert.NotContains(t, alice.body, "alice prefers tabs", "only what capture saved")

	page, err := f.svc.ListMemories(ctx, id, memory.ListFilter{Tag: "captured", Query: "VPN staging"})
	require.NoError(t, err)
	require.NotEmpty(t, page.Memories)
	vpn := page.Memories[0].ID
	require.Equal(t, http.StatusOK, alice.get("/memories/"+vpn).StatusCode)
	assert.Contains(t, alice.body, `id="keep"`)
	require.Equal(t, http.StatusSeeOther, alice.post("/memories/"+vpn+"/keep", url.Values{}, nil).StatusCode)
	require.Equal(t, http.StatusOK, alice.get("/memories/"+vpn).StatusCode)
	assert.NotContains(t, alice.body, `id="keep"`, "kept: no longer for review")
	assert.Contains(t, alice.body, "VPN is needed for staging", "the memory itself stays")
	require.Equal(t, http.StatusOK, alice.get("/captured").StatusCode)
	assert.NotContains(t, alice.body, "VPN")
	assert.Contains(t, alice.body, "Always run the linter first")

	// Another owner cannot keep (or see) it.
	bob := f.browser().login("bob")
	assert.Equal(t, http.StatusNotFound, bob.post("/memories/"+vpn+"/keep", url.Values{}, nil).StatusCode)

	// Capture off again from the same form (an unticked box).
	require.Equal(t, http.StatusSeeOther, root.post("/admin/principals/alice/governance", url.Values{"writeBudget": {""}}, nil).StatusCode)
	p, err = svctest.Identity(f.svc).PrincipalByName(ctx, "alice")
	require.NoError(t, err)
	assert.False(t, p.Capture)
}
