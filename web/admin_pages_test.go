package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The navigation shows where one is: the Admin tab on every admin page (the principals'
// tokens, a run, the deletion queue included), the admin page itself in the admin navigation,
// and My memories, not Admin, on a memory's page.
func TestNavigationHighlightsTheSection(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	root := f.browser().login("root")
	on := regexp.MustCompile(`<a href="(/[^"]*)"(?: id="[^"]*")? class="on">`)
	tabs := func() []string {
		var out []string
		for _, m := range on.FindAllStringSubmatch(root.body, -1) {
			out = append(out, m[1])
		}
		return out
	}
	for path, want := range map[string][]string{
		"/admin/principals":              {"/admin/principals", "/admin/principals"},
		"/admin/principals/alice/tokens": {"/admin/principals", "/admin/principals"},
		"/admin/rules":                   {"/admin/principals", "/admin/rules"},
		"/admin/grants":                  {"/admin/principals", "/admin/grants"},
		"/admin/projects":                {"/admin/principals", "/admin/projects"},
		"/admin/deletions":               {"/admin/principals", "/admin/deletions"},
		"/admin/audit":                   {"/admin/principals", "/admin/audit"},
		"/admin/runs":                    {"/admin/principals", "/admin/runs"},
		"/admin/runs/" + f.bob.RunID + "?principal=bob": {"/admin/principals"},
		"/memories":               {"/memories"},
		"/memories/" + f.aliceMem: nil, // root cannot see alice's memory: the error page highlights nothing
		"/pending":                {"/pending"},
		"/oauth/connections":      {"/oauth/connections"},
	} {
		root.get(path)
		assert.Equal(t, want, tabs(), path)
	}
	assert.Contains(t, root.body, `id="admin-tab"`)
	alice := f.browser().login("alice")
	alice.get("/memories/" + f.aliceMem)
	assert.Contains(t, alice.body, `<a href="/memories" class="on">My memories</a>`)
	assert.NotContains(t, alice.body, `admin-tab`, "no Admin tab for a member")
}

// The principals list pages by name (each page's forms come back to it), and a principal's
// tokens beyond the few its row shows are a page of their own, which pages too.
func TestPrincipalsAndTokensPage(t *testing.T) {
	t.Parallel()
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	ids := svctest.Identity(s.svc)
	s.principal("root", policy.RoleAdmin)
	for i := range 60 {
		_, err := ids.AddPrincipal(ctx, cliAdmin, fmt.Sprintf("p%03d", i), "member", false, nil)
		require.NoError(t, err)
	}
	var tokens []string
	for i := range 53 {
		_, err := ids.CreateToken(ctx, cliAdmin, "p055", fmt.Sprintf("agent-%02d", i))
		require.NoError(t, err)
	}
	all, err := ids.ListTokens(ctx, cliAdmin, "p055", false)
	require.NoError(t, err)
	for _, tk := range all {
		tokens = append(tokens, tk.ID)
	}
	b := s.browser().login("root")
	rowRE := regexp.MustCompile(`<td class="wrap"><strong>([^<]+)</strong>`)
	rows := func() []string {
		var out []string
		for _, m := range rowRE.FindAllStringSubmatch(b.body, -1) {
			out = append(out, m[1])
		}
		return out
	}

	require.Equal(t, http.StatusOK, b.get("/admin/principals").StatusCode)
	first := rows()
	require.Len(t, first, 50)
	assert.Equal(t, "p000", first[0])
	assert.Equal(t, "p049", first[49])
	assert.Contains(t, b.body, `href="/admin/principals?from=p050" id="next"`)
	assert.NotContains(t, b.body, `id="first"`)
	require.Equal(t, http.StatusOK, b.get("/admin/principals?from=p050").StatusCode)
	second := rows()
	assert.Equal(t, []string{"p050", "p051", "p052", "p053", "p054", "p055", "p056", "p057", "p058", "p059", "root"}, second)
	assert.NotContains(t, b.body, `id="next"`)
	assert.Contains(t, b.body, `id="first"`)
	// p055's row shows its newest five tokens and links the rest.
	assert.Contains(t, b.body, `<a href="/admin/principals/p055/tokens" id="all-tokens-p055">53 live</a>`)
	assert.Equal(t, 5, strings.Count(b.body, `action="/admin/principals/p055/tokens/`)-1, "five revoke forms and the create form")
	assert.Contains(t, b.body, `id="revoke-`+tokens[0]+`"`, "the newest")
	assert.NotContains(t, b.body, `id="revoke-`+tokens[5]+`"`)

	// A form on the second page comes back to it.
	resp := b.post("/admin/principals/p052", url.Values{"role": {"member"}, "runCap": {"3"}, "from": {"p050"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, b.body)
	assert.Equal(t, "/admin/principals?from=p050&notice=updated", resp.Header.Get("Location"))
	resp = b.post("/admin/principals", url.Values{"name": {"p0505"}, "role": {"member"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, b.body)
	assert.Equal(t, "/admin/principals?from=p0505&notice=added", resp.Header.Get("Location"), "the page that starts with it")

	// The tokens page: 50, then the other 3, newest first; a revoke there comes back there.
	require.Equal(t, http.StatusOK, b.get("/admin/principals/p055/tokens").StatusCode)
	revokeRE := regexp.MustCompile(`id="revoke-([0-9a-f-]{36})"`)
	listed := func() []string {
		var out []string
		for _, m := range revokeRE.FindAllStringSubmatch(b.body, -1) {
			out = append(out, m[1])
		}
		return out
	}
	page1 := listed()
	assert.Equal(t, tokens[:50], page1)
	assert.Contains(t, b.body, `href="/admin/principals/p055/tokens?before=`+tokens[49]+`" id="next"`)
	require.Equal(t, http.StatusOK, b.get("/admin/principals/p055/tokens?before="+tokens[49]).StatusCode)
	assert.Equal(t, tokens[50:], listed())
	assert.NotContains(t, b.body, `id="next"`)
	resp = b.post("/admin/principals/p055/tokens/"+tokens[51]+"/revoke", url.Values{"back": {"tokens"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, b.body)
	assert.Equal(t, "/admin/principals/p055/tokens?notice=revokedtoken", resp.Header.Get("Location"))
	assert.Equal(t, http.StatusBadRequest, b.get("/admin/principals/p055/tokens?before=nope").StatusCode)
	assert.Contains(t, b.body, "before must be a token id")
	assert.Equal(t, http.StatusNotFound, b.get("/admin/principals/nobody/tokens").StatusCode)
	alice := s.browser().login("p001")
	assert.Equal(t, http.StatusForbidden, alice.get("/admin/principals/p055/tokens").StatusCode, "an admin page")
}

// A memory an agent asked to delete says so on its row of the owner's list, in a search too,
// with a link to where she approves it.
func TestMemoryListMarksAPendingDeletion(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	bob := f.browser().login("bob")
	mark := regexp.MustCompile(`(?s)<td class="wrap"><a href="/memories/([0-9a-f-]{36})">[^<]*</a> <a class="pill pending" href="/pending"`)
	for _, path := range []string{"/memories", "/memories?q=deploy+checklist+billing"} {
		require.Equal(t, http.StatusOK, bob.get(path).StatusCode)
		marks := mark.FindAllStringSubmatch(bob.body, -1)
		require.Len(t, marks, 1, path)
		assert.Equal(t, f.bobMem, marks[0][1], path)
		assert.Contains(t, bob.body, "billing runs nightly", "his other memories are listed, unmarked")
	}
	alice := f.browser().login("alice")
	require.Equal(t, http.StatusOK, alice.get("/memories").StatusCode)
	assert.NotContains(t, alice.body, "deletion pending")
}
