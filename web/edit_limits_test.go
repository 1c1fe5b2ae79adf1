package web_test

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// usageBytes is what the principal stores, as the quota counts it.
func (s *site) usageBytes(principalID string) int64 {
	s.t.Helper()
	var b int64
	require.NoError(s.t, s.db.Pool.QueryRow(context.Background(),
		`select coalesce(sum(bytes), 0)::bigint from principal_usage where principal_id = $1`, principalID).Scan(&b))
	return b
}

// TestConsoleEditCannotPassTheStorageQuota is issue 46's red-team finding: three console edits
// took a principal to 3.2 times its storage quota, since the edit wrote outside the save path. An
// edit now goes through it: the edit that would pass the quota is the form again, 403 with the
// quota's message, and the memory is as it was.
func TestConsoleEditCannotPassTheStorageQuota(t *testing.T) {
	t.Parallel()
	s := newSiteWith(t, memory.InjectCap{}, memory.Options{Limits: memory.Limits{MaxBytes: 40_000}})
	alice := s.principal("alice", "member")
	mid := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "alice's notes on the release", Content: "short"})
	b := s.browser().login("alice")

	var refused *http.Response
	for i := range 10 {
		content := strings.Repeat(string(rune('a'+i))+"word ", memory.MaxContentLen/6)
		resp := b.post("/memories/"+mid+"/edit", url.Values{"recallHint": {"alice's notes on the release"}, "content": {content}}, nil)
		if resp.StatusCode != http.StatusSeeOther {
			refused = resp
			break
		}
	}
	require.NotNil(t, refused, "ten edits of 8 KB each fit in a 40 KB quota: usage %d", s.usageBytes(alice.PrincipalID))
	assert.Equal(t, http.StatusForbidden, refused.StatusCode)
	assert.Contains(t, html.UnescapeString(b.body), "storage quota is used up")
	assert.Contains(t, b.body, `id="content"`, "the form again, with what was typed")
	assert.LessOrEqual(t, s.usageBytes(alice.PrincipalID), int64(40_000), "the quota holds")
	m, err := s.svc.Get(context.Background(), alice, mid)
	require.NoError(t, err)
	assert.NotContains(t, m.Content, "kword", "the refused edit changed nothing")
}

// TestConsoleEditPastTheWriteBudgetIsAFormError: an edit past the principal's write budget was an
// HTTP 500; it is the form again, 429, saying when the next save fits.
func TestConsoleEditPastTheWriteBudgetIsAFormError(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	alice := s.principal("alice", "member")
	mid := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "alice's notes on the release", Content: "v0"})
	_, err := svctest.Identity(s.svc).SetPrincipalGovernance(context.Background(), cliAdmin, identity.GovernanceUpdate{Name: "alice",
		SetWriteBudget: true, WriteBudget: &memory.WriteBudget{Saves: 2, Window: time.Hour}})
	require.NoError(t, err)
	b := s.browser().login("alice")
	for _, v := range []string{"v1", "v2"} {
		require.Equal(t, http.StatusSeeOther, b.post("/memories/"+mid+"/edit", url.Values{"recallHint": {"alice's notes on the release"}, "content": {v}}, nil).StatusCode, b.body)
	}
	resp := b.post("/memories/"+mid+"/edit", url.Values{"recallHint": {"alice's notes on the release"}, "content": {"v3"}}, nil)
	assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode)
	assert.Contains(t, html.UnescapeString(b.body), "has used its write budget (2 saves per 1h")
	assert.Contains(t, b.body, `class="problem"`)
	m, err := s.svc.Get(context.Background(), alice, mid)
	require.NoError(t, err)
	assert.Equal(t, "v2", m.Content)
	require.Equal(t, http.StatusOK, b.get("/memories/"+mid).StatusCode)
	assert.Contains(t, b.body, `<dd id="source">console</dd>`, "the memory page says what wrote it")
}
