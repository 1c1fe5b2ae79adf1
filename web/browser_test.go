package web_test

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/audits"
	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
)

// chromium finds Debian's chromium (or another Chrome). Without one the browser tests skip, with
// a message saying how to get it, unless CI is set: there they must run, and fail instead.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium on PATH and CI is set: the console's browser tests must run (scripts/chromium.sh installs it)")
	}
	t.Skip("no chromium on PATH: `make test` installs it (scripts/chromium.sh), or `apt-get install chromium`")
	return ""
}

// page drives one headless chromium tab.
type page struct {
	t    *testing.T
	ctx  context.Context
	base string
}

func newPage(t *testing.T, base string) *page { return newPageSized(t, base, 1100, 720) }

// newPageSized is newPage in a window width x height pixels.
func newPageSized(t *testing.T, base string, width, height int) *page {
	path := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.WindowSize(width, height), chromedp.UserDataDir(t.TempDir()))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	watchConsole(t, ctx)
	// The first run starts the browser; it lives as long as ctx. Then the issues DevTools shows
	// (a form field's autocomplete misused, a cookie refused) are reported too.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, audits.Enable, cdp.Empty{})
		return err
	})))
	return &page{t: t, ctx: ctx, base: base}
}

// watchConsole fails the test, when it ends, on anything the browser reported as an error on any
// page it showed: a Content-Security-Policy violation, a script error, a console error, a page's
// stylesheet, image or icon that did not load, a recommendation of Chromium's (a password form
// without a username field), or an issue of DevTools' Issues panel. A page answered with an
// error status on purpose (a 404, a form's 400) is not one: only its subresources count.
func watchConsole(t *testing.T, ctx context.Context) {
	var mu sync.Mutex
	var problems []string
	err := chromedp.Listen(ctx, func(ev any) {
		var problem string
		switch ev := ev.(type) {
		case *cdplog.EventEntryAdded:
			e := ev.Entry
			if e.Level != cdplog.EntryLevelError && e.Source != cdplog.EntrySourceRecommendation {
				return
			}
			if e.Source == cdplog.EntrySourceNetwork && !isSubresource(e.URL) {
				return
			}
			problem = fmt.Sprintf("%s: %s (%s)", e.Source, e.Text, e.URL)
		case *audits.EventIssueAdded:
			problem = "DevTools issue " + string(ev.Issue.Code)
			if g := ev.Issue.Details.GenericIssueDetails; g != nil {
				problem += ": " + string(g.ErrorType)
			}
		case *cdpruntime.EventExceptionThrown:
			problem = "script exception: " + ev.ExceptionDetails.Text
		case *cdpruntime.EventConsoleAPICalled:
			if ev.Type != cdpruntime.ConsoleAPICalledTypeError {
				return
			}
			problem = "console.error"
		default:
			return
		}
		mu.Lock()
		problems = append(problems, problem)
		mu.Unlock()
	})
	require.NoError(t, err)
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		assert.Empty(t, problems, "the browser reported errors on the console's pages")
	})
}

func isSubresource(u string) bool {
	parsed, err := url.Parse(u)
	return err == nil && (strings.HasPrefix(parsed.Path, "/static/") || parsed.Path == "/favicon.ico")
}

func (p *page) step() (context.Context, context.CancelFunc) {
	return context.WithTimeout(p.ctx, 30*time.Second)
}

func (p *page) open(url string) {
	p.t.Helper()
	if strings.HasPrefix(url, "/") {
		url = p.base + url
	}
	ctx, cancel := p.step()
	defer cancel()
	require.NoError(p.t, chromedp.Do(ctx, chromedp.Navigate(url)), url)
}

// click clicks what sel selects and waits for the page it leads to.
func (p *page) click(sel string) int64 {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	resp, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.CSS(sel)))
	require.NoError(p.t, err, "click %s", sel)
	return resp.Status
}

// tap clicks what sel selects when that leads to no new page (a checkbox).
func (p *page) tap(sel string) {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	require.NoError(p.t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))), "tap %s", sel)
}

func (p *page) clickID(id string) int64 {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	resp, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.ID(id)))
	require.NoError(p.t, err, "click #%s", id)
	return resp.Status
}

func (p *page) text(sel string) string {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	require.NoError(p.t, err, "text of %s", sel)
	return s
}

func (p *page) set(id, value string) {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	require.NoError(p.t, chromedp.Do(ctx, chromedp.SetValue(chromedp.ID(id), value)), "set #%s", id)
}

func (p *page) location() string {
	p.t.Helper()
	ctx, cancel := p.step()
	defer cancel()
	loc, err := chromedp.Run(ctx, chromedp.Location())
	require.NoError(p.t, err)
	return strings.TrimPrefix(loc, p.base)
}

// shot saves a PNG of the viewport into RECALL_SCREENSHOTS (the README's docs/), when set.
func (p *page) shot(name string) {
	p.t.Helper()
	dir := os.Getenv("RECALL_SCREENSHOTS")
	if dir == "" {
		return
	}
	ctx, cancel := p.step()
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(p.t, err)
	require.NoError(p.t, os.WriteFile(filepath.Join(dir, name), png, 0o644))
}

func mcpSession(t *testing.T, url, token string) *client.Client {
	tr, err := transport.NewStreamableHTTP(url+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	require.NoError(t, err)
	c := client.NewClient(tr)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	require.NoError(t, c.Start(context.Background()))
	t.Cleanup(func() { c.Close() })
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	req.Params.ClientInfo = mcp.Implementation{Name: "recall-console-test", Version: "1"}
	_, err = c.Initialize(ctx, req)
	require.NoError(t, err)
	return c
}

func saveOverMCP(t *testing.T, c *client.Client, hint string) *mcp.CallToolResult {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = map[string]any{"scope": "user", "recallHint": hint, "content": "saved over MCP"}
	res, err := c.CallTool(ctx, req)
	require.NoError(t, err)
	return res
}

func resultText(res *mcp.CallToolResult) string {
	var s string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			s += tc.Text
		}
	}
	return s
}

// TestConsoleInABrowser is a person's tour of the console in headless chromium: in by a printed
// link, search, open, edit (and a bad edit), flip, delete, approve a pending deletion, the
// always-inject preview, out, in by password; then an admin revokes ai.memory.manage for the
// member role and an open MCP session of that role is refused on its next save.
func TestConsoleInABrowser(t *testing.T) {
	chromium(t)
	s := newSite(t, memory.InjectCap{MaxItems: 3})
	ctx := context.Background()
	alice := s.principal("alice", "member")
	s.principal("root", "admin")
	require.NoError(t, svctest.Identity(s.svc).SetPassword(ctx, cliAdmin, "alice", "correct horse battery"))
	require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "alice", Level: "manage"}))
	for _, m := range []memory.SaveInput{
		{Scope: "user", RecallHint: "editor indentation preference", Content: "Alice indents with tabs, width 4.", Tags: []string{"style"}, AlwaysInject: true},
		{Scope: "user", RecallHint: "commit message conventions", Content: "Imperative mood, a short subject line, the why in the body.", AlwaysInject: true},
		{Scope: "user", RecallHint: "preferred test database setup", Content: "One schema per test on the shared cluster.", AlwaysInject: true},
		{Scope: "user", RecallHint: "old VPN configuration notes", Content: "vpn.example.com, split tunnel."},
		{Scope: "user", RecallHint: "code review tone", Content: "Direct, specific, kind; suggest a fix with every problem.", AlwaysInject: true},
		{Scope: "user", RecallHint: "on-call escalation contact", Content: "Page the platform rotation, then the team lead.", AlwaysInject: true},
		{Scope: "system", SystemID: "billing", RecallHint: "billing batch runs nightly", Content: "The invoice batch runs at 02:00 UTC; do not deploy then.", Tags: []string{"ops"}},
	} {
		s.save(alice, m)
	}
	lunch := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "lunch order for Fridays", Content: "Falafel wrap, no onions.", AlwaysInject: true})
	vpn := s.save(alice, memory.SaveInput{Scope: "user", RecallHint: "old VPN configuration notes", Content: "vpn.example.com, split tunnel."})
	hits, err := s.svc.Search(ctx, alice, memory.SearchInput{Query: "editor indentation", Limit: 1})
	require.NoError(t, err)
	tabs := hits[0].ID
	pending, err := s.svc.RequestDeletion(ctx, alice, vpn)
	require.NoError(t, err)

	// An agent of alice (role member) with an open MCP session; its save works for now.
	tok, err := svctest.Identity(s.svc).CreateToken(ctx, cliAdmin, "alice", "")
	require.NoError(t, err)
	agent := mcpSession(t, s.url, tok)
	res := saveOverMCP(t, agent, "first note over MCP")
	require.False(t, res.IsError, resultText(res))

	p := newPage(t, s.url)

	// In through a printed login link.
	p.open(s.link("alice"))
	assert.Equal(t, "/memories", p.location())
	assert.Contains(t, p.text("#memories"), "editor indentation preference")
	assert.Contains(t, p.text("#memories"), "billing batch runs nightly")
	p.shot("console-memories.png")

	// Search, ranked like searchMemory.
	p.set("q", "indentation tabs")
	p.clickID("search")
	assert.Contains(t, p.text("#memories tbody tr:first-child"), "editor indentation preference")

	// Open it, edit it.
	p.click(`a[href="/memories/` + tabs + `"]`)
	assert.Equal(t, "Alice indents with tabs, width 4.", p.text("#content"))
	p.clickID("edit")
	p.set("content", "Alice indents with tabs, width 2 (changed in the console).")
	p.clickID("save")
	assert.Equal(t, "Saved.", p.text(".notice"))
	assert.Equal(t, "Alice indents with tabs, width 2 (changed in the console).", p.text("#content"))
	assert.Contains(t, p.text("#versions"), "Alice indents with tabs, width 4.", "the previous version")

	// A bad edit says what to fix next to the field and changes nothing.
	p.clickID("edit")
	p.set("recallHint", "   ")
	assert.EqualValues(t, 400, p.clickID("save"))
	assert.Contains(t, p.text("#recallHint-error"), "recallHint must not be blank")
	p.open("/memories/" + tabs)
	assert.Equal(t, "editor indentation preference", p.text("#hint"))

	// Flip alwaysInject off.
	assert.Equal(t, "true", p.text("#inject"))
	p.clickID("flip")
	assert.Equal(t, "false", p.text("#inject"))
	p.shot("console-memory.png")

	// Delete, with the person's confirmation.
	p.open("/memories/" + lunch)
	p.clickID("delete")
	p.clickID("confirm-delete")
	assert.Equal(t, "Memory deleted.", p.text(".notice"))
	_, err = s.svc.Get(ctx, alice, lunch)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))

	// Approve the deletion her agent asked for.
	p.open("/pending")
	assert.Contains(t, p.text("#pending"), "old VPN configuration notes")
	p.click("#pending button.approve")
	assert.Equal(t, "Deletion approved: the memory is deleted.", p.text(".notice"))
	_, err = s.svc.Get(ctx, alice, vpn)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err))
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(s.svc.ResolveDeletion(ctx, cliAdmin, pending, true)), "resolved once")

	// The always-inject preview: exactly the agents' block, under the cap.
	p.open("/inject?agent=default")
	block := p.text("#block")
	set, err := s.svc.AlwaysInject(ctx, alice, memory.InjectCap{MaxItems: 3})
	require.NoError(t, err)
	assert.Equal(t, stripNonce(frame.Inject(set.Memories, set.Omitted)), stripNonce(block))
	assert.Contains(t, block, "code review tone")
	assert.Equal(t, 3, len(set.Memories))
	assert.Equal(t, "1", p.text("#omitted"), "four always-inject memories, a cap of three")
	assert.Contains(t, block, "(1 more always-inject memories were left out by the per-turn cap")
	assert.Contains(t, p.text("#left-out"), "commit message conventions", "the one the cap left out")
	p.shot("console-inject.png")

	// Out, and in again with the password.
	p.click("header form button")
	assert.Equal(t, "/login", strings.SplitN(p.location(), "?", 2)[0])
	p.set("principal", "alice")
	p.set("password", "correct horse battery")
	p.clickID("login")
	assert.Equal(t, "/memories", p.location())
	p.click("header form button")

	// An admin revokes ai.memory.manage for the member role...
	p.open(s.link("root"))
	p.open("/admin/rules")
	p.clickID("revoke-member-ai-memory-manage")
	assert.Contains(t, p.text(".notice"), "Rule revoked")
	assert.Contains(t, p.text("#rules"), "revoked")
	p.shot("console-admin-rules.png")
	// ...and the open MCP session of that role is refused on its next save.
	res = saveOverMCP(t, agent, "second note over MCP")
	assert.True(t, res.IsError)
	assert.Contains(t, resultText(res), "ai.memory.manage is revoked")

	// The audit log shows every console action with transport web.
	p.open("/admin/audit?principal=alice&action=memory.")
	audit := p.text("#audit")
	for _, action := range []string{"memory.update", "memory.always_inject", "memory.delete"} {
		assert.Contains(t, audit, action)
	}
	assert.Contains(t, audit, "web")
}

// stripNonce removes the frame's random nonce, new for every response.
func stripNonce(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "<recall-data ") || strings.HasPrefix(l, "</recall-data ") {
			lines[i] = strings.SplitN(l, " ", 2)[0]
		}
	}
	return strings.Join(lines, "\n")
}
