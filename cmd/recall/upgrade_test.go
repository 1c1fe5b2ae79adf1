package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/tools"
)

// A rolling upgrade from the previous release, on one database: the previous release migrates
// it, makes a principal and a token, and serves over HTTP; this release's `recall migrate` runs
// while it saves; this release serves beside it; the previous release stops. Every save either
// server acknowledged, before, during and after the migration, is then found by a search through
// this release (the leader indexes what the search index lacks), and so is a memory written
// without an index entry, as a release whose index triggers a migration dropped wrote them. The
// migration removed nothing the previous release's schema had. What the previous release's command
// line does after the migration is recorded: it must not take the schema back.
func TestRollingUpgradeFromThePreviousReleaseLosesNoSave(t *testing.T) {
	t.Parallel()
	old := previousRelease(t)
	bin := recallBinary(t) + "/recall"
	ctx := context.Background()
	// A database of its own, laid out as a real installation (extensions and tables in public):
	// the previous release's baseline names the extensions' types in public.
	db := dbtest.NewEmptyDatabase(t)
	env := []string{"RECALL_DATABASE_URL=" + db.URL, "RECALL_LOG_FORMAT=json", "PATH=/usr/bin:/bin"}
	run := func(binary string, args ...string) (string, error) {
		cmd := exec.Command(binary, args...)
		cmd.Env = env
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return string(out), fmt.Errorf("%s %s: %w: %s", filepath.Base(binary), strings.Join(args, " "), err, stderr.String())
		}
		return string(out), nil
	}
	must := func(binary string, args ...string) string {
		t.Helper()
		out, err := run(binary, args...)
		require.NoError(t, err)
		return out
	}

	must(old, "migrate")
	must(old, "admin", "principal", "add", "alice")
	token := strings.TrimSpace(must(old, "admin", "token", "create", "--principal", "alice", "--agent", "default"))
	before := catalog(t, db)

	oldSrv, oldLog, oldURL := startServer(t, old, env)
	oldMCP := connectMCP(t, oldURL, token)
	l := ledger{added: make(chan struct{}, 1)}
	stop, saving := make(chan struct{}), make(chan struct{})
	go func() { // the previous release saves throughout, as its clients would
		defer close(saving)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			l.save(oldMCP, "old", i)
		}
	}()
	l.waitFor(t, "old", 5)

	// This release migrates while the previous one serves.
	migrateStart := time.Now()
	assert.Equal(t, "schema is up to date\n", must(bin, "migrate"))
	migrateEnd := time.Now()
	l.waitFor(t, "old", l.acknowledged("old")+5)
	record := schemaRecord(t, db)

	// The previous release's command line after the migration: it migrates implicitly, which
	// the guard on the schema's record refuses when its definitions differ from the schema's.
	oldOut, oldErr := run(old, "admin", "token", "create", "--principal", "alice", "--agent", "cli")
	t.Logf("the previous release's `recall admin token create` after this release's migrate: out %q, err %v", oldOut, oldErr)
	if oldErr != nil {
		assert.Contains(t, oldErr.Error(), "this database was migrated by a newer recall (")
	}
	assert.Equal(t, record, schemaRecord(t, db), "the previous release took nothing back")
	// After a release that changed one of its functions, it is refused, and changes nothing.
	const changed = "definitions/23_recall_search_sweep.sql"
	var sum string
	require.NoError(t, db.Pool.QueryRow(ctx, `select checksum from schema_definitions where name = $1`, changed).Scan(&sum))
	asNewerMigrator(t, db, `update schema_definitions set checksum = 'a newer text' where name = $1`, changed)
	_, oldErr = run(old, "admin", "principal", "add", "bob")
	require.Error(t, oldErr)
	assert.Contains(t, oldErr.Error(), "this database was migrated by a newer recall (recall ")
	assert.Contains(t, oldErr.Error(), "use that binary or newer")
	var bobs int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from principals where name = 'bob'`).Scan(&bobs))
	assert.Zero(t, bobs)
	asNewerMigrator(t, db, `update schema_definitions set checksum = $2 where name = $1`, changed, sum)
	assert.Equal(t, record, schemaRecord(t, db))
	s, err := migrations.Check(ctx, db.Pool)
	require.NoError(t, err)
	require.NoError(t, s.Err(), "the schema is this release's")

	// A memory written without its index entry, as a release whose index triggers a migration
	// dropped wrote its saves.
	var unindexed string
	require.NoError(t, db.Pool.QueryRow(ctx, `insert into memories (id, scope, owner_id, agent_id, recall_hint, content)
		select gen_random_uuid(), 'user', id, 'default', 'zqtriggerless upgrade note', 'written with no index entry'
		from principals where name = 'alice' returning id::text`).Scan(&unindexed))

	// This release serves beside the previous one, and saves; then the previous one stops.
	_, newLog, newURL := startServer(t, bin, env)
	newMCP := connectMCP(t, newURL, token)
	for i := range 10 {
		l.save(newMCP, "new", i)
	}
	l.waitFor(t, "old", l.acknowledged("old")+5)
	close(stop)
	<-saving
	require.NoError(t, oldSrv.Process.Signal(syscall.SIGTERM))
	require.NoError(t, oldSrv.Wait())
	oldLog.wait(t, "shutdown complete: every call in flight finished", 10*time.Second)

	// Every acknowledged save is found through this release, once its leader has repaired what
	// the index lacks (it leads within seconds of the previous release's resignation).
	l.mu.Lock()
	want := map[string]string{"zqtriggerless": unindexed}
	during := 0
	for _, s := range l.saved {
		want[s.word] = s.id
		if s.at.After(migrateStart) && s.at.Before(migrateEnd) {
			during++
		}
	}
	counts := map[string]int{"old": l.count("old"), "new": l.count("new")}
	failed := l.failed
	l.mu.Unlock()
	assert.Empty(t, failed, "every save through either release was acknowledged")
	found := map[string]bool{}
	deadline := time.Now().Add(60 * time.Second)
	for tick := time.NewTicker(200 * time.Millisecond); len(found) < len(want); <-tick.C {
		for word, id := range want {
			if !found[word] && searchFinds(t, newMCP, word, id) {
				found[word] = true
			}
		}
		if time.Now().After(deadline) {
			break
		}
	}
	var lost []string
	for word := range want {
		if !found[word] {
			lost = append(lost, word)
		}
	}
	t.Logf("saves acknowledged: %d through the previous release (%d while `recall migrate` ran), %d through this one; found %d of %d (with the memory written unindexed)",
		counts["old"], during, counts["new"], len(found), len(want))
	assert.Empty(t, lost, "acknowledged saves a search through this release does not find")
	newLog.wait(t, "leader: elected; background work runs here", time.Second)
	newLog.wait(t, "search index repaired: memories written without their index entry are searchable now", time.Second)

	// The storage the triggers kept is what the rows cost: the migration counted the previous
	// release's memories again, with this release's model, and no save of either release, during
	// the count or after it, was counted twice or by the previous model.
	var kept, recounted int64
	require.NoError(t, db.Pool.QueryRow(ctx, `select coalesce(sum(bytes), 0) from principal_usage`).Scan(&kept))
	require.NoError(t, db.Pool.QueryRow(ctx, `select
		(select coalesce(sum(recall_memory_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id),
		                                        length(search), cardinality(hint_tokens))), 0) from memories)
		+ (select coalesce(sum(recall_version_cost(recall_memory_bytes(recall_hint, content, tags, source_conversation_id))), 0)
		   from memory_versions where owner_id is not null)`).Scan(&recounted))
	assert.Equal(t, recounted, kept, "the storage the triggers kept, against a count from the rows")

	// The migration was additive: everything the previous release's schema had is there, and
	// every column it added to a table of the previous release can be left out of an insert.
	after := catalog(t, db)
	var removed, required []string
	for entry := range before {
		if !after[entry] {
			removed = append(removed, entry)
		}
	}
	assert.Empty(t, removed, "the migration removed or changed what the previous release uses")
	for entry := range after {
		table, _, _ := strings.Cut(strings.TrimPrefix(entry, "required column "), ".")
		if strings.HasPrefix(entry, "required column ") && !before[entry] && before["table "+table] {
			required = append(required, entry)
		}
	}
	assert.Empty(t, required, "a column the previous release does not write must be nullable, defaulted or generated")
}

// previousRelease returns the previous release's recall binary (migrations.PreviousRelease),
// built from this clone's history once and kept in the user's cache directory under its commit.
// A clone without that commit (a shallow one) skips the test, saying how to get it.
func previousRelease(t *testing.T) string {
	t.Helper()
	prevOnce.Do(func() { prevBin, prevErr, prevSkip = buildRelease(migrations.PreviousRelease) })
	if prevSkip != "" {
		t.Skip(prevSkip)
	}
	require.NoError(t, prevErr)
	return prevBin
}

var (
	prevOnce          sync.Once
	prevBin, prevSkip string
	prevErr           error
)

func buildRelease(rev string) (bin string, err error, skip string) {
	full, err := exec.Command("git", "rev-parse", "--verify", "--quiet", rev+"^{commit}").Output()
	if err != nil {
		return "", nil, fmt.Sprintf("the previous release %s is not in this clone (%v): run `git fetch --unshallow` (or fetch that commit) to run the upgrade test", rev, err)
	}
	commit := strings.TrimSpace(string(full))
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	bin = filepath.Join(cache, "recall-test", "release-"+commit, "recall")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil, ""
	}
	src, err := os.MkdirTemp("", "recall-release-")
	if err != nil {
		return "", err, ""
	}
	defer os.RemoveAll(src)
	tarball := filepath.Join(src, "release.tar")
	// From the top of the work tree: in a subdirectory, git archive takes only that subtree.
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return "", err, ""
	}
	if out, err := exec.Command("git", "-C", strings.TrimSpace(string(top)), "archive", "--format=tar", "-o", tarball, commit).CombinedOutput(); err != nil {
		return "", fmt.Errorf("git archive %s: %v: %s", commit, err, out), ""
	}
	if out, err := exec.Command("tar", "-x", "-f", tarball, "-C", src).CombinedOutput(); err != nil {
		return "", fmt.Errorf("untar %s: %v: %s", commit, err, out), ""
	}
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		return "", err, ""
	}
	tmp := fmt.Sprintf("%s.%d.tmp", bin, os.Getpid())
	build := exec.Command("go", "build", "-buildvcs=false", "-o", tmp,
		"-ldflags", "-X github.com/recall-mcp/recall/internal/buildinfo.version="+rev+" -X github.com/recall-mcp/recall/internal/buildinfo.commit="+commit,
		"./cmd/recall")
	build.Dir = src
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build recall %s: %v: %s", rev, err, out), ""
	}
	return bin, os.Rename(tmp, bin), ""
}

// startServer starts binary's `recall serve --transport http` and returns it, its log and the
// address it serves at.
func startServer(t *testing.T, binary string, env []string) (*exec.Cmd, *serverLog, string) {
	t.Helper()
	cmd := exec.Command(binary, "serve", "--transport", "http", "--addr", "127.0.0.1:0")
	cmd.Env = env
	log := startLogged(t, cmd)
	url := strings.TrimSuffix(log.wait(t, "serving MCP over streamable HTTP, and the console", 30*time.Second)["url"].(string), "/mcp")
	return cmd, log, url
}

func connectMCP(t *testing.T, base, token string, opts ...client.ClientOption) *client.Client {
	t.Helper()
	ctx := context.Background()
	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	require.NoError(t, err)
	c := client.NewClient(tr, opts...)
	require.NoError(t, c.Start(ctx))
	t.Cleanup(func() { c.Close() })
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	_, err = c.Initialize(ctx, init)
	require.NoError(t, err)
	return c
}

// ledger is every save the servers acknowledged, and every one they did not.
type ledger struct {
	mu     sync.Mutex
	saved  []saved
	failed []string
	added  chan struct{}
}

type saved struct {
	by, word, id string
	at           time.Time
}

func (l *ledger) acknowledged(by string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.count(by)
}

// count is acknowledged, with l.mu held.
func (l *ledger) count(by string) int {
	n := 0
	for _, s := range l.saved {
		if s.by == by {
			n++
		}
	}
	return n
}

// save saves one memory through c, with a word of its own to find it by.
func (l *ledger) save(c *client.Client, by string, i int) {
	word := fmt.Sprintf("zq%sx%d", by, i)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = map[string]any{"scope": "user", "recallHint": word + " upgrade note " + word + "b",
		"content": fmt.Sprintf("saved through the %s release, number %d", by, i)}
	res, err := c.CallTool(ctx, req)
	var out tools.SaveResult
	if err == nil && !res.IsError {
		b, _ := json.Marshal(res.StructuredContent)
		err = json.Unmarshal(b, &out)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case err != nil:
		l.failed = append(l.failed, fmt.Sprintf("%s: %v", word, err))
	case res.IsError || out.Updated || out.ID == "":
		l.failed = append(l.failed, fmt.Sprintf("%s: %+v %+v", word, res.Content, out))
	default:
		l.saved = append(l.saved, saved{by: by, word: word, id: out.ID, at: time.Now()})
	}
	select {
	case l.added <- struct{}{}:
	default:
	}
}

// waitFor waits until by's acknowledged saves number n, for at most 30 s.
func (l *ledger) waitFor(t *testing.T, by string, n int) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		got := l.acknowledged(by)
		if got >= n {
			return
		}
		select {
		case <-l.added:
		case <-deadline:
			l.mu.Lock()
			defer l.mu.Unlock()
			t.Fatalf("%d of %d saves through %s within 30 s (failed: %v)", got, n, by, l.failed)
		}
	}
}

func searchFinds(t *testing.T, c *client.Client, word, id string) bool {
	t.Helper()
	var found tools.SearchResult
	callTool(t, c, "searchMemory", map[string]any{"query": word}, &found)
	for _, m := range found.Memories {
		if m.ID == id {
			return true
		}
	}
	return false
}

// catalog lists what a schema holds that a release's statements use: tables, columns with their
// types and nullability, functions with their signatures, triggers, constraints and unique
// indexes; and, as "required column …", the columns an insert must name (NOT NULL with no
// default, not generated or an identity).
func catalog(t *testing.T, db *dbtest.DB) map[string]bool {
	t.Helper()
	rows, err := db.Pool.Query(context.Background(), `
		with rel as (select c.oid, c.relname from pg_class c
		             where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p'))
		select 'table ' || relname from rel
		union all
		select 'column ' || r.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
		       case when a.attnotnull then ' not null' else '' end
		from pg_attribute a join rel r on r.oid = a.attrelid where a.attnum > 0 and not a.attisdropped
		union all
		select 'required column ' || r.relname || '.' || a.attname
		from pg_attribute a join rel r on r.oid = a.attrelid
		where a.attnum > 0 and not a.attisdropped and a.attnotnull and not a.atthasdef and a.attgenerated = '' and a.attidentity = ''
		union all
		select 'function ' || p.oid::regprocedure::text || ' returns ' || pg_get_function_result(p.oid)
		from pg_proc p where p.pronamespace = current_schema()::regnamespace
		  and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
		union all
		select 'trigger ' || t.tgname || ' on ' || r.relname from pg_trigger t join rel r on r.oid = t.tgrelid where not t.tgisinternal
		union all
		select 'constraint ' || c.conname || ' on ' || r.relname from pg_constraint c join rel r on r.oid = c.conrelid
		union all
		select 'unique index ' || i.indexrelid::regclass::text || ' on ' || r.relname || ' ' || pg_get_indexdef(i.indexrelid)
		from pg_index i join rel r on r.oid = i.indrelid where i.indisunique`)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var entry string
		require.NoError(t, rows.Scan(&entry))
		out[entry] = true
	}
	require.NoError(t, rows.Err())
	return out
}
