package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// Every form on every console page an admin can open is submitted once in chromium, as a person
// would (its first button, with whatever the page filled in): none is refused (403) or fails
// (5xx), whatever it does. The rules page comes last (revoking the admin role's rules would turn
// the memory forms' answers into a refusal of the rule), logging out at the very end.
func TestEveryConsoleFormPostsInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	ids := svctest.Identity(s.svc)
	root := s.principal("root", policy.RoleAdmin)
	s.principal("alice", "member")
	require.NoError(t, ids.SetPassword(ctx, cliAdmin, "alice", "correct horse battery"))
	require.NoError(t, ids.AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "root", Level: policy.AccessManage}))
	require.NoError(t, s.svc.AddTeamMember(ctx, cliAdmin, "ops", "alice"))
	require.NoError(t, s.svc.AddProject(ctx, cliAdmin, "apollo"))
	require.NoError(t, s.svc.AddProjectMember(ctx, cliAdmin, memory.ProjectMember{Project: "apollo", Principal: "root", Level: "write"}))
	_, err := ids.CreateToken(ctx, cliAdmin, "root", "laptop")
	require.NoError(t, err)
	mine := s.save(root, memory.SaveInput{Scope: "user", RecallHint: "editor indentation preference", Content: "tabs"})
	doomed := s.save(root, memory.SaveInput{Scope: "user", RecallHint: "lunch order for Fridays", Content: "falafel"})
	// Another run of root's writes the system and project memories: the person's own revert of
	// run-root then touches only their own memories, which is all it may (one of which the
	// crawl deletes before it reverts the run).
	other := root
	other.RunID = "run-root-2"
	asked := s.save(other, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing batch window", Content: "02:00 UTC"})
	_, err = s.svc.RequestDeletion(ctx, other, asked)
	require.NoError(t, err)
	_, err = s.svc.RequestDeletion(ctx, other, s.save(other, memory.SaveInput{Scope: "user", RecallHint: "old VPN notes", Content: "split tunnel"}))
	require.NoError(t, err)
	inApollo := other
	inApollo.ProjectID = "apollo"
	shared := s.save(inApollo, memory.SaveInput{Scope: "project", ProjectID: "apollo", RecallHint: "apollo deploys through the canary", Content: "30 min"})
	callback := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><link rel="icon" href="data:,"><title>back at the client</title>`)) //nolint:errcheck
	}))
	t.Cleanup(callback.Close)
	consent := "/oauth/authorize?" + url.Values{"response_type": {"code"}, "client_id": {registerClient(t, s.url, "An MCP client", callback.URL+"/cb")},
		"redirect_uri": {callback.URL + "/cb"}, "state": {"st"}, "resource": {s.url + "/mcp"}, "prompt": {"consent"},
		"code_challenge": {identity.S256("a-verifier-of-the-client-a-verifier-of-the-client")}, "code_challenge_method": {"S256"}}.Encode()

	p := newPage(t, s.url)
	p.open(s.link("root"))
	// posted holds each kind of form posted (its action, ids elided) and the answer's status.
	posted := map[string]int64{}
	uuidRE := regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`)
	submit := func(path string) {
		t.Helper()
		for {
			p.open(path)
			ctx, cancel := p.step()
			actions, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('main form[method=post]')].map(f => f.getAttribute("action"))`))
			cancel()
			require.NoError(t, err)
			i := slices.IndexFunc(actions, func(a string) bool { _, done := posted[uuidRE.ReplaceAllString(a, "{id}")]; return !done })
			if i < 0 {
				return
			}
			// Mark the form, and let it skip the browser's own checks of required fields, as a
			// server must expect anyway.
			ctx, cancel = p.step()
			_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
				const f = document.querySelectorAll('main form[method=post]')[%d];
				f.noValidate = true;
				f.setAttribute("data-crawl", "");
				return true;
			})()`, i)))
			cancel()
			require.NoError(t, err)
			status := p.click(`form[data-crawl] button`)
			posted[uuidRE.ReplaceAllString(actions[i], "{id}")] = status
			assert.NotEqual(t, int64(http.StatusForbidden), status, "%s: %s", path, actions[i])
			assert.Less(t, status, int64(500), "%s: %s", path, actions[i])
		}
	}
	for _, path := range []string{
		"/memories/" + mine, "/memories/" + mine + "/edit", "/memories/" + doomed + "/delete", "/pending",
		"/projects/apollo/memories/" + shared, "/projects/apollo/memories/" + shared + "/edit",
		"/runs/" + root.RunID, "/admin/runs/" + root.RunID + "?principal=root",
		"/admin/principals", "/admin/principals/root/tokens", "/admin/grants", "/admin/projects", "/admin/deletions",
		consent, "/admin/rules",
	} {
		submit(path)
	}
	status := p.click("header form button")
	assert.EqualValues(t, http.StatusOK, status, "log out")
	assert.Equal(t, "/login?notice=loggedout", p.location())

	var kinds []string
	for a, st := range posted {
		kinds = append(kinds, fmt.Sprintf("%s %d", a, st))
	}
	slices.Sort(kinds)
	t.Logf("posted %d kinds of form: %s", len(posted), strings.Join(kinds, ", "))
	assert.GreaterOrEqual(t, len(posted), 25, "the forms of every page were found")
}
