package web_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// runFixture: root (admin), alice and bob (members), bot (a service principal, cap 10). alice
// and bot manage system "billing". Before bot's run "nightly-7": alice's system memory S and
// bot's own user memory U. The run creates N (with markup in its text), updates U in place and
// flips S into the always-inject set. alice's agent "laptop" has run "agent-1" (creates A,
// updates alice's memory M); bob has run "bob-1" (creates B).
type runFixture struct {
	*site
	root, alice, bob, bot policy.Identity
	s, u, n, a, m, b      string
	beforeRun             map[string]memRow
	afterRun              map[string]memRow
}

// memRow is a memory as stored; Version and Updated tell whether anything touched it.
type memRow struct {
	Hint, Content string
	Tags          []string
	Inject        bool
	Version       int
	Updated       time.Time
}

func (s *site) memories() map[string]memRow {
	s.t.Helper()
	rows, err := s.db.Pool.Query(context.Background(), `select id::text, recall_hint, content, tags, always_inject, version, updated_at from memories`)
	require.NoError(s.t, err)
	defer rows.Close()
	out := map[string]memRow{}
	for rows.Next() {
		var id string
		var r memRow
		require.NoError(s.t, rows.Scan(&id, &r.Hint, &r.Content, &r.Tags, &r.Inject, &r.Version, &r.Updated))
		out[id] = r
	}
	require.NoError(s.t, rows.Err())
	return out
}

// sameText compares two snapshots by what a person sees (not versions or times).
func sameText(t *testing.T, want, got map[string]memRow, msg string) {
	t.Helper()
	strip := func(m map[string]memRow) map[string]memRow {
		out := map[string]memRow{}
		for k, v := range m {
			out[k] = memRow{Hint: v.Hint, Content: v.Content, Tags: v.Tags, Inject: v.Inject}
		}
		return out
	}
	assert.Equal(t, strip(want), strip(got), msg)
}

func newRunFixture(t *testing.T) *runFixture {
	t.Helper()
	s := newSite(t, memory.InjectCap{})
	ctx := context.Background()
	f := &runFixture{site: s}
	f.root = s.principal("root", policy.RoleAdmin)
	f.alice = s.principal("alice", "member")
	f.bob = s.principal("bob", "member")
	runCap := 10
	bp, err := svctest.Identity(s.svc).AddPrincipal(ctx, cliAdmin, "bot", "member", true, &runCap)
	require.NoError(t, err)
	f.bot = policy.Identity{PrincipalID: bp.ID, Principal: "bot", AgentID: "default", RunID: "setup", Transport: "http"}
	for _, p := range []string{"alice", "bot"} {
		require.NoError(t, svctest.Identity(s.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: p, Level: policy.AccessManage}))
	}
	f.s = s.save(f.alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing retry policy", Content: "Retry 3 times."})
	f.u = s.save(f.bot, memory.SaveInput{Scope: "user", RecallHint: "nightly report recipients", Content: "Send to ops@."})
	f.m = s.save(f.alice, memory.SaveInput{Scope: "user", RecallHint: "alice editor settings", Content: "tabs"})
	f.beforeRun = s.memories()

	f.bot.RunID = "nightly-7"
	f.n = s.save(f.bot, memory.SaveInput{Scope: "user", RecallHint: "nightly job duration", Content: `About 40 minutes. <script>alert("run")</script>`})
	res, err := s.svc.Save(ctx, f.bot, memory.SaveInput{Scope: "user", RecallHint: "the nightly report recipients", Content: "Send to ops@ and finance@."})
	require.NoError(t, err)
	require.True(t, res.Updated)
	require.Equal(t, f.u, res.ID)
	require.NoError(t, s.svc.SetAlwaysInject(ctx, f.bot, f.s, true))
	f.afterRun = s.memories()

	laptop := f.alice
	laptop.AgentID, laptop.RunID = "laptop", "agent-1"
	f.a = s.save(laptop, memory.SaveInput{Scope: "user", RecallHint: "laptop build cache path", Content: "~/.cache/build"})
	// alice's own run updates M, then agent-1 (writing in her default namespace too) updates it.
	_, err = s.svc.Save(ctx, f.alice, memory.SaveInput{Scope: "user", RecallHint: "the alice editor settings", Content: "spaces, width 2"})
	require.NoError(t, err)
	up := laptop
	up.AgentID = "default"
	res, err = s.svc.Save(ctx, up, memory.SaveInput{Scope: "user", RecallHint: "alice editor settings", Content: "spaces, width 4"})
	require.NoError(t, err)
	require.Equal(t, f.m, res.ID)
	bobRun := f.bob
	bobRun.RunID = "bob-1"
	f.b = s.save(bobRun, memory.SaveInput{Scope: "user", RecallHint: "bob on-call notes", Content: "page the platform rotation"})
	return f
}

func TestRunPagesNeedASession(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	b := f.browser()
	for _, p := range []string{"/runs", "/runs/agent-1", "/admin/runs", "/admin/runs/nightly-7", "/admin/runs/nightly-7?principal=bot"} {
		resp := b.get(p)
		assert.Equal(t, http.StatusSeeOther, resp.StatusCode, p)
		assert.Equal(t, "/login?next="+url.QueryEscape(p), resp.Header.Get("Location"), p)
	}
	before := f.memories()
	for _, p := range []string{"/runs/agent-1/revert", "/admin/runs/nightly-7/revert"} {
		assert.Equal(t, http.StatusUnauthorized, b.post(p, url.Values{"confirm": {"revert"}, "conflicts": {"force"}}, nil).StatusCode, p)
	}
	assert.Equal(t, before, f.memories(), "nothing changed")
}

func TestMembersCannotSeeAdminRuns(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	alice := f.browser().login("alice")
	for _, p := range []string{"/admin/runs", "/admin/runs?principal=bot", "/admin/runs/nightly-7", "/admin/runs/bob-1"} {
		assert.Equal(t, http.StatusForbidden, alice.get(p).StatusCode, p)
		assert.Contains(t, alice.body, "needs the admin role", p)
		assert.NotContains(t, alice.body, "nightly job duration", p)
	}
	before := f.memories()
	for _, form := range []url.Values{{}, {"confirm": {"revert"}, "conflicts": {"force"}, "principal": {"bot"}}} {
		assert.Equal(t, http.StatusForbidden, alice.post("/admin/runs/nightly-7/revert", form, nil).StatusCode)
	}
	assert.Equal(t, before, f.memories(), "nothing changed")
	// The navigation offers her own runs, not the admin's.
	require.Equal(t, http.StatusOK, alice.get("/runs").StatusCode)
	assert.Contains(t, alice.body, `href="/runs"`)
	assert.NotContains(t, alice.body, `href="/admin/runs"`)
}

func TestOwnRunsOfOtherPeopleAnswerNotFound(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	alice := f.browser().login("alice")

	require.Equal(t, http.StatusOK, alice.get("/runs").StatusCode)
	assert.Contains(t, alice.body, `href="/runs/agent-1"`)
	assert.NotContains(t, alice.body, "bob-1")
	assert.NotContains(t, alice.body, "nightly-7")

	require.Equal(t, http.StatusNotFound, alice.get("/runs/no-such-run").StatusCode)
	notFound := alice.body
	for _, run := range []string{"bob-1", "nightly-7", "setup", "no%2Fsuch"} {
		assert.Equal(t, http.StatusNotFound, alice.get("/runs/"+run).StatusCode, run)
		assert.Equal(t, notFound, alice.body, "the same answer for %s", run)
		for _, form := range []url.Values{{}, {"confirm": {"revert"}, "conflicts": {"force"}}} {
			assert.Equal(t, http.StatusNotFound, alice.post("/runs/"+run+"/revert", form, nil).StatusCode, run)
			assert.Equal(t, notFound, alice.body, "the same answer for POST %s", run)
		}
	}
	_, err := f.svc.Get(context.Background(), f.bob, f.b)
	require.NoError(t, err, "bob's run is not reverted")
	m, err := f.svc.Get(context.Background(), f.bot, f.n)
	require.NoError(t, err, "bot's run is not reverted")
	assert.Contains(t, m.Content, "About 40 minutes")
}

func TestRunRevertPostsNeedCrossOriginProtection(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	admin := f.browser().login("root")
	alice := f.browser().login("alice")
	before := f.memories()
	forgeries := map[string]map[string]string{
		"another origin":   {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
		"cross-site fetch": {"Sec-Fetch-Site": "cross-site", "Origin": ""},
		"no origin at all": {"Origin": "", "Sec-Fetch-Site": ""},
		"same-site other":  {"Origin": "http://other.localhost", "Sec-Fetch-Site": "same-site"},
	}
	for name, headers := range forgeries {
		for _, mode := range []string{"refuse", "skip", "force"} {
			form := url.Values{"confirm": {"revert"}, "conflicts": {mode}, "principal": {"bot"}}
			assert.Equal(t, http.StatusForbidden, admin.post("/admin/runs/nightly-7/revert", form, headers).StatusCode, name)
			assert.Equal(t, http.StatusForbidden, alice.post("/runs/agent-1/revert", form, headers).StatusCode, name)
		}
	}
	assert.Equal(t, before, f.memories(), "nothing changed")
	runs, err := f.svc.ListRuns(context.Background(), cliAdmin, memory.RunFilter{Principal: "root"})
	require.NoError(t, err)
	assert.Empty(t, runs, "no revert run")
}

func TestAdminRunsList(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	admin := f.browser().login("root")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs").StatusCode)
	for _, want := range []string{`href="/admin/runs/nightly-7?principal=bot"`, `href="/admin/runs/agent-1?principal=alice"`, "bob-1", "service", "2 of 10"} {
		assert.Contains(t, admin.body, want)
	}
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?principal=bob").StatusCode)
	assert.Contains(t, admin.body, "bob-1")
	assert.NotContains(t, admin.body, "nightly-7")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?services=1").StatusCode)
	assert.Contains(t, admin.body, "nightly-7")
	assert.NotContains(t, admin.body, "agent-1")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?since=1h").StatusCode)
	assert.Contains(t, admin.body, "nightly-7")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?since=2999-01-01").StatusCode)
	assert.NotContains(t, admin.body, "nightly-7")
	assert.Equal(t, http.StatusBadRequest, admin.get("/admin/runs?since=last+tuesday").StatusCode)
	assert.Contains(t, admin.body, `id="since-error"`)
	// Run ids are names (letters, digits, . _ : @ -); one with every punctuation mark the charset
	// allows still travels as one path segment.
	odd := f.bot
	odd.RunID = "ci:build@42.x_1-a"
	odd.Transport = "http"
	f.save(odd, memory.SaveInput{Scope: "user", RecallHint: "odd run memory", Content: "x"})
	require.Equal(t, http.StatusOK, admin.get("/admin/runs?principal=bot").StatusCode)
	assert.Contains(t, admin.body, `href="/admin/runs/ci:build@42.x_1-a?principal=bot"`)
	require.Equal(t, http.StatusOK, admin.get("/admin/runs/ci:build@42.x_1-a?principal=bot").StatusCode)
	assert.Contains(t, admin.body, "odd run memory")
	assert.Contains(t, admin.body, `action="/admin/runs/ci:build@42.x_1-a/revert"`)
	require.Equal(t, http.StatusOK, admin.post("/admin/runs/ci:build@42.x_1-a/revert", url.Values{"principal": {"bot"}}, nil).StatusCode)
	assert.Contains(t, admin.body, "Dry run")

	// The old "unattended runs" view is this page now: the admin menu leads here.
	require.Equal(t, http.StatusOK, admin.get("/admin/audit").StatusCode)
	assert.Contains(t, admin.body, `<a href="/admin/runs">Runs</a>`)
	assert.NotContains(t, admin.body, "Unattended runs")
}

func TestAdminRunPageShowsBeforeAndAfter(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	admin := f.browser().login("root")
	require.Equal(t, http.StatusOK, admin.get("/admin/runs/nightly-7").StatusCode, "one principal used the id: no need to name it")
	page := admin.body
	for _, want := range []string{`id="change-` + f.n, `id="change-` + f.u, `id="change-` + f.s,
		"nightly report recipients", "Send to ops@.", "Send to ops@ and finance@.", "replaced version 1", "always inject"} {
		assert.Contains(t, page, want)
	}
	// Memory text is escaped, never raw.
	assert.NotContains(t, page, `<script>alert`)
	assert.Contains(t, page, `&lt;script&gt;alert(&#34;run&#34;)&lt;/script&gt;`)
	assert.Equal(t, http.StatusNotFound, admin.get("/admin/runs/nope").StatusCode)
	assert.Equal(t, http.StatusNotFound, admin.get("/admin/runs/nightly-7?principal=alice").StatusCode)
}

// revert posts the admin's revert form for nightly-7.
func revertNightly(b *browser, form url.Values) *http.Response {
	form.Set("principal", "bot")
	return b.post("/admin/runs/nightly-7/revert", form, nil)
}

func TestAdminRevertDryRunConflictSkipForceTwice(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	ctx := context.Background()
	admin := f.browser().login("root")

	// The dry run shows the plan and changes nothing.
	before := f.memories()
	require.Equal(t, http.StatusOK, revertNightly(admin, url.Values{}).StatusCode, admin.body)
	assert.Contains(t, admin.body, "Dry run")
	assert.Contains(t, admin.body, `id="confirm-revert"`)
	assert.Contains(t, admin.body, `value="refuse" id="conflicts-refuse" checked`, "refuse is the default")
	assert.Contains(t, admin.body, "0 conflicts")
	assert.Equal(t, before, f.memories(), "a dry run changes nothing")

	// alice writes S after the run: a conflict.
	res, err := f.svc.Save(ctx, f.alice, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "the billing retry policy", Content: "Retry 5 times."})
	require.NoError(t, err)
	require.Equal(t, f.s, res.ID)
	withConflict := f.memories()
	require.Equal(t, http.StatusOK, revertNightly(admin, url.Values{}).StatusCode)
	assert.Contains(t, admin.body, "1 conflict")
	assert.Contains(t, admin.body, `id="plan-`+f.s+`" class="conflict"`)
	assert.Contains(t, admin.body, "alice/run-alice")

	// Refused: the conflicts are shown, nothing changes.
	require.Equal(t, http.StatusConflict, revertNightly(admin, url.Values{"confirm": {"revert"}, "conflicts": {"refuse"}}).StatusCode)
	assert.Contains(t, admin.body, `id="refused"`)
	assert.Contains(t, admin.body, "Nothing was reverted")
	assert.Equal(t, withConflict, f.memories(), "a refused revert changes nothing")
	// A confirm without a choice refuses too; an unknown choice is a bad request.
	require.Equal(t, http.StatusConflict, revertNightly(admin, url.Values{"confirm": {"revert"}}).StatusCode)
	require.Equal(t, http.StatusBadRequest, revertNightly(admin, url.Values{"confirm": {"revert"}, "conflicts": {"yolo"}}).StatusCode)
	assert.Contains(t, admin.body, `id="revert-error"`)
	assert.Equal(t, withConflict, f.memories())

	// Skip: N is deleted, U restored, S left as alice wrote it.
	resp := revertNightly(admin, url.Values{"confirm": {"revert"}, "conflicts": {"skip"}})
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, admin.body)
	assert.Equal(t, "/admin/runs/nightly-7?principal=bot&notice=revertskipped", resp.Header.Get("Location"))
	now := f.memories()
	assert.NotContains(t, now, f.n)
	assert.Equal(t, f.beforeRun[f.u].Content, now[f.u].Content)
	assert.Equal(t, "Retry 5 times.", now[f.s].Content)
	assert.Equal(t, withConflict[f.s], now[f.s], "skipped: still as alice left it")
	require.Equal(t, http.StatusOK, admin.get(resp.Header.Get("Location")).StatusCode)
	assert.Contains(t, admin.body, "except the conflicting memories")
	assert.Contains(t, admin.body, `id="reverted-by"`)

	// Force: S goes back to before the run; alice's later version stays in history.
	resp = revertNightly(admin, url.Values{"confirm": {"revert"}, "conflicts": {"force"}})
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, admin.body)
	assert.Contains(t, resp.Header.Get("Location"), "notice=reverted")
	now = f.memories()
	sameText(t, withoutKeys(f.beforeRun, f.m), withoutKeys(now, f.a, f.b, f.m), "everything nightly-7 touched is as before the run")
	d, err := f.svc.MemoryDetail(ctx, f.alice, f.s)
	require.NoError(t, err)
	var history []string
	for _, v := range d.Versions {
		history = append(history, v.Content)
	}
	assert.Contains(t, history, "Retry 5 times.")

	// Twice: nothing to do, nothing changes.
	require.Equal(t, http.StatusOK, revertNightly(admin, url.Values{}).StatusCode)
	assert.Contains(t, admin.body, `id="nothing-to-revert"`)
	assert.NotContains(t, admin.body, `id="confirm-revert"`)
	resp = revertNightly(admin, url.Values{"confirm": {"revert"}, "conflicts": {"force"}})
	require.Equal(t, http.StatusSeeOther, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Location"), "notice=revertnoop")
	assert.Equal(t, now, f.memories(), "the second revert changes nothing")

	// Audited as transport web with the admin's identity; each revert is a run of root's.
	entries, err := f.svc.Audit(ctx, cliAdmin, memory.AuditFilter{Action: memory.ActRunRevert})
	require.NoError(t, err)
	require.Len(t, entries, 3, "skip, force and the empty one; the refused one left no trace")
	assert.EqualValues(t, 0, entries[2].Detail["applied"], "the second revert applied nothing")
	for _, e := range entries {
		assert.Equal(t, "root", e.Principal)
		assert.Equal(t, "web", e.Transport)
		assert.True(t, strings.HasPrefix(e.RunID, "revert-"), e.RunID)
	}
	runs, err := f.svc.ListRuns(ctx, cliAdmin, memory.RunFilter{Principal: "root"})
	require.NoError(t, err)
	require.Len(t, runs, 2)
	for _, r := range runs {
		assert.Equal(t, "nightly-7", r.Reverts)
		assert.Equal(t, "web", r.Transport)
	}
}

// withoutKeys is m without the memories written after the run by other runs.
func withoutKeys(m map[string]memRow, ids ...string) map[string]memRow {
	out := map[string]memRow{}
	for k, v := range m {
		out[k] = v
	}
	for _, id := range ids {
		delete(out, id)
	}
	return out
}

func TestOwnerRevertsTheirAgentsRun(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	ctx := context.Background()
	alice := f.browser().login("alice")

	require.Equal(t, http.StatusOK, alice.get("/runs/agent-1").StatusCode)
	assert.Contains(t, alice.body, "laptop build cache path")
	assert.Contains(t, alice.body, "spaces, width 4")
	assert.Contains(t, alice.body, "spaces, width 2", "before: what her default agent had written")

	before := f.memories()
	require.Equal(t, http.StatusOK, alice.post("/runs/agent-1/revert", nil, nil).StatusCode, alice.body)
	assert.Contains(t, alice.body, "Dry run")
	assert.Equal(t, before, f.memories(), "a dry run changes nothing")

	resp := alice.post("/runs/agent-1/revert", url.Values{"confirm": {"revert"}, "conflicts": {"refuse"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, alice.body)
	assert.Equal(t, "/runs/agent-1?notice=reverted", resp.Header.Get("Location"))
	_, err := f.svc.Get(ctx, f.alice, f.a)
	assert.Equal(t, memory.CodeNotFound, memory.ErrorCode(err), "what the run created is gone")
	m, err := f.svc.Get(ctx, f.alice, f.m)
	require.NoError(t, err)
	assert.Equal(t, "spaces, width 2", m.Content, "what it updated is back")

	// Her revert is her own run, audited as transport web.
	entries, err := f.svc.Audit(ctx, cliAdmin, memory.AuditFilter{Action: memory.ActRunRevert})
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "alice", entries[0].Principal)
	assert.Equal(t, "web", entries[0].Transport)
	require.Equal(t, http.StatusOK, alice.get("/runs").StatusCode)
	assert.Contains(t, alice.body, `href="/runs/`+entries[0].RunID+`"`)
	require.Equal(t, http.StatusOK, alice.get("/runs/"+entries[0].RunID).StatusCode)
	assert.Contains(t, alice.body, "agent-1", "the revert names what it reverts")

	// A run of hers that wrote a system memory is hers to revert while she manages the system, as
	// any other change to it would be (issue 35, M1); once she can only read it, an admin's.
	sys := f.alice
	sys.RunID = "agent-2"
	f.save(sys, memory.SaveInput{Scope: "system", SystemID: "billing", RecallHint: "billing cutoff hour", Content: "23:00"})
	require.NoError(t, svctest.Identity(f.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "alice", Level: policy.AccessRead}))
	before = f.memories()
	assert.Equal(t, http.StatusForbidden, alice.post("/runs/agent-2/revert", url.Values{"confirm": {"revert"}, "conflicts": {"force"}}, nil).StatusCode)
	assert.Contains(t, alice.body, "only an admin can revert this run")
	assert.Equal(t, before, f.memories())
	require.NoError(t, svctest.Identity(f.svc).AddGrant(ctx, cliAdmin, identity.Grant{SystemID: "billing", Principal: "alice", Level: policy.AccessManage}))
	assert.Equal(t, http.StatusSeeOther, alice.post("/runs/agent-2/revert", url.Values{"confirm": {"revert"}, "conflicts": {"force"}}, nil).StatusCode, alice.body)
	assert.NotEqual(t, before, f.memories(), "her revert took the memory back out")
}

// TestConsoleRevertNotifiesSubscribers: the bot's run "nightly-8" flips its memory U into the
// always-inject set; an admin reverts the run in the console, and the bot's open MCP
// subscription hears notifications/resources/updated and re-reads a block without U. A user
// memory, because a change to one is announced only to its owner's sessions in its agent
// namespace: system changes are announced to every subscriber, and other tests' on the shared
// database would make this test pass without the revert's own notification.
func TestConsoleRevertNotifiesSubscribers(t *testing.T) {
	t.Parallel()
	f := newRunFixture(t)
	ctx := context.Background()
	tok, err := svctest.Identity(f.svc).CreateToken(ctx, cliAdmin, "bot", "")
	require.NoError(t, err)
	sub, updates := injectSubscriber(t, f.url, tok)
	run := f.bot
	run.RunID = "nightly-8"
	require.NoError(t, f.svc.SetAlwaysInject(ctx, run, f.u, true))
	awaitBlock(t, sub, updates, "the run's flip", func(block string) bool { return strings.Contains(block, "nightly report recipients") })

	admin := f.browser().login("root")
	resp := admin.post("/admin/runs/nightly-8/revert", url.Values{"confirm": {"revert"}, "conflicts": {"refuse"}}, nil)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode, admin.body)
	awaitBlock(t, sub, updates, "the console revert", func(block string) bool { return !strings.Contains(block, "nightly report recipients") })
	m, err := f.svc.Get(ctx, f.bot, f.u)
	require.NoError(t, err)
	assert.False(t, m.AlwaysInject)
}

// awaitBlock waits for notifications/resources/updated until, re-read after one, the
// always-inject block satisfies ok.
func awaitBlock(t *testing.T, sub *client.Client, updates <-chan string, why string, ok func(string) bool) {
	t.Helper()
	deadline := time.After(15 * time.Second)
	for {
		select {
		case uri := <-updates:
			assert.Equal(t, tools.AlwaysInjectURI, uri)
			if ok(readInjectBlock(t, sub)) {
				return
			}
		case <-deadline:
			t.Fatalf("no notifications/resources/updated announcing %s (block: %q)", why, readInjectBlock(t, sub))
		}
	}
}

// injectSubscriber opens an MCP session over streamable HTTP (2025-11-25, with the GET stream)
// subscribed to the always-inject resource, and reports each resource update.
func injectSubscriber(t *testing.T, base, token string) (*client.Client, <-chan string) {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}),
		transport.WithContinuousListening())
	require.NoError(t, err)
	c := client.NewClient(tr)
	updates := make(chan string, 64)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == mcp.MethodNotificationResourceUpdated {
			uri, _ := n.Params.AdditionalFields["uri"].(string)
			select {
			case updates <- uri:
			default:
			}
		}
	})
	require.NoError(t, c.Start(context.Background()))
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	req.Params.ClientInfo = mcp.Implementation{Name: "recall-console-test", Version: "1"}
	_, err = c.Initialize(ctx, req)
	require.NoError(t, err)
	require.NoError(t, c.Subscribe(ctx, mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: tools.AlwaysInjectURI}}))
	return c, updates
}

func readInjectBlock(t *testing.T, c *client.Client) string {
	t.Helper()
	res, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: tools.AlwaysInjectURI}})
	require.NoError(t, err)
	require.Len(t, res.Contents, 1)
	return res.Contents[0].(mcp.TextResourceContents).Text
}
