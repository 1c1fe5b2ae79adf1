package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/pgcluster"
	"github.com/recall-mcp/recall/tools"
)

// A primary with a synchronous standby (remote_apply), served by `recall serve` through a
// multi-host URL with target_session_attrs=read-write and the standby as its read replica. While a
// client saves without pause, the primary is killed (pg_ctl stop -m immediate) and the standby
// promoted: recall reconnects on its own, every save it acknowledged is on the new primary, the
// saves that failed said the database was failing over and to retry, and the leader renews its
// lease on the new primary. How long no save was acknowledged is logged (docs/operations.md).
func TestFailoverLosesNoAcknowledgedSave(t *testing.T) {
	t.Parallel()
	bin := recallBinary(t) + "/recall"
	ctx := context.Background()
	primary := pgcluster.StartPrimary(t, nil)
	primary.CreateDatabase(t, "recall")
	standby := primary.StartReplica(t, "standby", nil)
	// Zero loss needs every acknowledged commit on the standby before the acknowledgement
	// (docs/operations.md): synchronous replication, applied there so reads find it too.
	primary.SetAuto(t, "synchronous_standby_names", "'*'")
	primary.SetAuto(t, "synchronous_commit", "remote_apply")
	waitUntil(t, "the standby to be synchronous", func() bool {
		var n int
		primary.Query(t, "postgres", `select count(*) from pg_stat_replication where sync_state = 'sync'`, &n)
		return n == 1
	})

	url := fmt.Sprintf("postgres://postgres@%s,%s/recall?sslmode=disable&target_session_attrs=read-write", primary.Addr(), standby.Addr())
	env := []string{"RECALL_DATABASE_URL=" + url, "RECALL_DATABASE_REPLICA_URLS=" + standby.URL("recall"),
		"RECALL_LOG_FORMAT=json", "PATH=/usr/bin:/bin"}
	must := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		require.NoError(t, err, "recall %s: %s", strings.Join(args, " "), stderr.String())
		return strings.TrimSpace(string(out))
	}
	must("migrate")
	must("admin", "principal", "add", "alice")
	must("admin", "principal", "add", "bob")
	aliceToken := must("admin", "token", "create", "--principal", "alice", "--agent", "default")
	bobToken := must("admin", "token", "create", "--principal", "bob", "--agent", "default")

	srv, srvLog, base := startServer(t, bin, env)
	alice, bob := connectMCP(t, base, aliceToken), connectMCP(t, base, bobToken)
	replicaReads := regexp.MustCompile(`(?m)^recall_db_reads_total\{server="` + regexp.QuoteMeta(standby.Addr()) + `"\} (\d+)$`)
	// recall serve serves once the router has had its first look: the first reads go to replicas.
	m := metrics(t, base)
	require.Contains(t, m, "recall_db_fence_listener_up 1")
	require.Contains(t, m, `recall_db_replica_up{replica="`+standby.Addr()+`"} 1`)
	var found tools.SearchResult
	callTool(t, bob, "searchMemory", map[string]any{"query": "anything at all"}, &found)
	assert.Equal(t, "1", replicaReads.FindStringSubmatch(metrics(t, base))[1], "bob's search ran on the replica")

	s := &saver{c: alice, added: make(chan struct{}, 1)}
	stop, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			s.save(i)
		}
	}()
	t.Cleanup(func() {
		select {
		case <-stop:
		default:
			close(stop)
		}
		<-stopped
	})
	s.waitFor(t, 20)

	primary.Kill(t)
	killed := time.Now()
	standby.Promote(t)
	promoted := time.Now()
	var promotedAt time.Time
	standby.Query(t, "recall", `select now()`, &promotedAt)
	acked := s.acknowledged()
	s.waitFor(t, acked+20)
	close(stop)
	<-stopped

	saves, failures := s.result()
	var lastBefore, firstAfter time.Time
	for _, sv := range saves {
		if sv.at.Before(killed) {
			lastBefore = sv.at
		} else if firstAfter.IsZero() {
			firstAfter = sv.at
		}
	}
	t.Logf("no save acknowledged for %s (from the last one before the kill to the first after it); "+
		"the promotion took %s; recall's first save after it came %s later; %d saves acknowledged, %d failed",
		firstAfter.Sub(lastBefore).Round(time.Millisecond), promoted.Sub(killed).Round(time.Millisecond),
		firstAfter.Sub(promoted).Round(time.Millisecond), len(saves), len(failures))

	// Every acknowledged save is on the new primary.
	ids := make([]string, len(saves))
	for i, sv := range saves {
		ids[i] = sv.id
	}
	var present int
	conn, err := pgx.Connect(ctx, standby.URL("recall"))
	require.NoError(t, err)
	defer conn.Close(ctx)
	require.NoError(t, conn.QueryRow(ctx, `select count(*) from memories where id = any($1::uuid[])`, ids).Scan(&present))
	require.Equal(t, len(saves), present, "acknowledged saves lost in the failover")

	// The saves that failed said to retry; none was an unexplained server error. Once a save
	// went through again, none failed: no dead connection was handed out after it.
	require.NotEmpty(t, failures, "no save failed: the failover went unseen")
	for _, f := range failures {
		assert.Contains(t, f, "failing over", "a failed save must say the database is failing over and to retry")
	}
	assert.True(t, s.failedAt.Before(firstAfter), "a save failed after saves went through again")

	// The leader renews its lease on the new primary.
	waitUntil(t, "the leader to renew its lease on the new primary", func() bool {
		var renewed bool
		standby.Query(t, "recall", fmt.Sprintf(`select coalesce((select expires_at >= '%s'::timestamptz + interval '5 seconds'
			and about like '%% pid %d' from leader_leases where name = 'background'), false)`,
			promotedAt.Format(time.RFC3339Nano), srv.Process.Pid), &renewed)
		return renewed
	})
	assert.Contains(t, metrics(t, base), "recall_leader 1")

	// Reads work again, from the primary now that the standby is one.
	last := saves[len(saves)-1]
	assert.True(t, searchFinds(t, alice, last.word, last.id), "the last save is found")
	srvLog.wait(t, "replica skipped: reads go to the primary or other replicas", 30*time.Second)
}

// saver saves one memory at a time and keeps what was acknowledged and how the rest failed.
type saver struct {
	c        *client.Client
	mu       sync.Mutex
	saves    []saved
	failures []string
	failedAt time.Time // the last failure
	added    chan struct{}
}

func (s *saver) save(i int) {
	word := fmt.Sprintf("zqfailover%d", i)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name = "saveMemory"
	req.Params.Arguments = map[string]any{"scope": "user", "recallHint": word + " failover note",
		"content": fmt.Sprintf("saved while the database fails over, number %d", i)}
	res, err := s.c.CallTool(ctx, req)
	var out tools.SaveResult
	failure := ""
	switch {
	case err != nil:
		failure = err.Error()
	case res.IsError:
		b, _ := json.Marshal(res.Content)
		failure = string(b)
	default:
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &out); err != nil || out.ID == "" || out.Updated {
			failure = "unexpected result: " + string(b)
		}
	}
	s.mu.Lock()
	if failure == "" {
		s.saves = append(s.saves, saved{word: word, id: out.ID, at: time.Now()})
	} else {
		s.failures, s.failedAt = append(s.failures, failure), time.Now()
	}
	s.mu.Unlock()
	if failure != "" {
		time.Sleep(10 * time.Millisecond) // a client retrying after a failure waits a little
	}
	select {
	case s.added <- struct{}{}:
	default:
	}
}

func (s *saver) acknowledged() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.saves)
}

func (s *saver) result() ([]saved, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]saved(nil), s.saves...), append([]string(nil), s.failures...)
}

// waitFor waits until n saves are acknowledged, for at most a minute.
func (s *saver) waitFor(t *testing.T, n int) {
	t.Helper()
	deadline := time.After(time.Minute)
	for s.acknowledged() < n {
		select {
		case <-s.added:
		case <-deadline:
			_, failures := s.result()
			t.Fatalf("%d of %d saves acknowledged within a minute; failures: %v", s.acknowledged(), n, failures[max(0, len(failures)-5):])
		}
	}
}

func metrics(t *testing.T, base string) string {
	t.Helper()
	res, err := http.Get(base + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(b)
}

// waitUntil polls cond, a state the processes reach on their own, for up to a minute.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		require.True(t, time.Now().Before(deadline), "timed out waiting for %s", what)
		time.Sleep(20 * time.Millisecond)
	}
}
