package memory_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/dbroute"
	"github.com/recall-mcp/recall/internal/pgcluster"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/internal/tcpproxy"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/migrations"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// lagging is a primary with a streaming replica that applies nothing committed after the setup
// (recovery_min_apply_delay of an hour), reached through a proxy the test can cut, and a memory
// service whose reads a router sends to it.
type lagging struct {
	primary, replica *pgcluster.Cluster
	primaryDB        *pgxpool.Pool
	replicaDB        *pgxpool.Pool
	proxy            *tcpproxy.Proxy
	svc              *memory.Service
	router           *dbroute.Router
	alice, bob       policy.Identity
}

func startLagging(t *testing.T) *lagging {
	t.Helper()
	ctx := context.Background()
	l := &lagging{}
	l.primary = pgcluster.StartPrimary(t, nil)
	l.primary.CreateDatabase(t, "recall")
	l.primaryDB = openPool(t, l.primary.URL("recall"))
	_, err := migrations.Apply(ctx, l.primaryDB)
	require.NoError(t, err)
	sc, err := scrub.New()
	require.NoError(t, err)
	l.svc = svctest.Memory(l.primaryDB, sc, &memory.Options{Logger: testLogger(t)})
	l.alice, l.bob = principal(t, l.svc, "alice"), principal(t, l.svc, "bob")
	ids := idsOf(l.svc)
	require.NoError(t, ids.AddGrant(ctx, admin, identity.Grant{SystemID: "infra", Principal: "alice", Level: policy.AccessManage}))
	require.NoError(t, ids.AddGrant(ctx, admin, identity.Grant{SystemID: "infra", Principal: "bob", Level: policy.AccessRead}))
	_, err = l.svc.Save(ctx, l.bob, userSave("bob's standing note about the coffee machine", "descale it monthly"))
	require.NoError(t, err)

	l.replica = l.primary.StartReplica(t, "replica1", nil)
	l.replica.WaitReplayed(t, "recall", l.primary.LSN(t, "recall"))
	l.replica.SetAuto(t, "recovery_min_apply_delay", "'1h'")

	l.proxy = tcpproxy.New(t, l.replica.Addr())
	l.replicaDB = openPool(t, l.proxy.URL(t, l.replica.URL("recall")))
	l.router = l.route(t)
	return l
}

// route starts a router over the primary and the replica, as `recall serve` does, and waits until
// it may send reads to the replica.
func (l *lagging) route(t *testing.T) *dbroute.Router {
	t.Helper()
	r := dbroute.New(l.primaryDB, []*pgxpool.Pool{l.replicaDB}, dbroute.Options{Logger: testLogger(t),
		MinBackoff: 50 * time.Millisecond, MaxBackoff: 200 * time.Millisecond})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); r.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-r.Started():
	case <-time.After(time.Minute):
		t.Fatal("the router did not start within a minute")
	}
	s := r.Stats()
	require.True(t, s.Listening && s.Replicas[0].Up, "started: listening, and the replica checked and up (%+v)", s)
	return r
}

func openPool(t *testing.T, url string) *pgxpool.Pool {
	t.Helper()
	p, err := pgxpool.New(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(p.Close)
	return p
}

// waitFor polls cond until it holds (a state the router reaches on its own), for up to a minute.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// reads is how many reads the router sent to the replica and to the primary so far.
func reads(r *dbroute.Router) (replica, primary uint64) {
	s := r.Stats()
	return s.Replicas[0].Reads, s.PrimaryReads
}

func TestReplicaReads(t *testing.T) {
	ctx := context.Background()
	l := startLagging(t)
	l.svc.RouteReads(l.router)

	t.Run("another principal reads from the replica", func(t *testing.T) {
		rep, pri := reads(l.router)
		hits, err := l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "coffee machine"})
		require.NoError(t, err)
		require.Len(t, hits, 1, "what was written before the replica lagged is there")
		rep2, pri2 := reads(l.router)
		require.Equal(t, rep+1, rep2, "bob wrote nothing since: his search ran on the replica")
		require.Equal(t, pri, pri2)
	})

	var saved string
	t.Run("the writer reads its writes, from the primary", func(t *testing.T) {
		for i := range 5 {
			res, err := l.svc.Save(ctx, l.alice, memory.SaveInput{Scope: "system", SystemID: "infra",
				RecallHint: "deploy key rotation " + string(rune('a'+i)), Content: "the deploy key rotates on Fridays"})
			require.NoError(t, err)
			saved = res.ID
			rep, pri := reads(l.router)
			hits, err := l.svc.Search(ctx, l.alice, memory.SearchInput{Query: "deploy key rotation " + string(rune('a'+i)), SystemID: "infra"})
			require.NoError(t, err)
			require.Contains(t, svctest.HitIDs(hits), res.ID, "save then search never misses the save")
			rep2, pri2 := reads(l.router)
			require.Equal(t, rep, rep2, "the replica has not replayed alice's save: not asked")
			require.Equal(t, pri+1, pri2)
		}
		m, err := l.svc.Get(ctx, l.alice, saved)
		require.NoError(t, err, "memory://memories/{id} of one's own write")
		require.Equal(t, saved, m.ID)
		page, err := l.svc.ListMemories(ctx, l.alice, memory.ListFilter{})
		require.NoError(t, err)
		require.Contains(t, svctest.HitIDs(page.Memories), saved, "the console's list")
	})

	t.Run("others read the replica's older state, and a memory by id from the primary", func(t *testing.T) {
		rep, _ := reads(l.router)
		hits, err := l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "deploy key rotation", SystemID: "infra"})
		require.NoError(t, err)
		require.Empty(t, hits, "bounded staleness: the lagging replica has not replayed alice's saves")
		rep2, _ := reads(l.router)
		require.Equal(t, rep+1, rep2)

		confirmed := l.router.Stats().FellBackConfirm
		m, err := l.svc.Get(ctx, l.bob, saved)
		require.NoError(t, err, "an absence on the replica is confirmed on the primary")
		require.Equal(t, saved, m.ID)
		require.Equal(t, confirmed+1, l.router.Stats().FellBackConfirm)
	})

	t.Run("another process learns the fence from the table", func(t *testing.T) {
		sc, err := scrub.New()
		require.NoError(t, err)
		other := svctest.Memory(l.primaryDB, sc, &memory.Options{Logger: testLogger(t)})
		r2 := l.route(t)
		other.RouteReads(r2)
		hits, err := other.Search(ctx, l.alice, memory.SearchInput{Query: "deploy key rotation e", SystemID: "infra"})
		require.NoError(t, err)
		require.Contains(t, svctest.HitIDs(hits), saved, "alice's save through one server, her search through another")
		rep, _ := reads(r2)
		require.Zero(t, rep)

		// And hears the fences of writes made after it started.
		before := r2.Fence(l.alice.PrincipalID)
		_, err = l.svc.Save(ctx, l.alice, userSave("a note alice saves through the first server", "it is heard by the second"))
		require.NoError(t, err)
		waitFor(t, "the second server to hear alice's fence", func() bool { return r2.Fence(l.alice.PrincipalID) > before })
		require.Equal(t, l.router.Fence(l.alice.PrincipalID), r2.Fence(l.alice.PrincipalID))
	})

	t.Run("a dead replica is skipped and used again once it is back", func(t *testing.T) {
		l.proxy.SetDown(true)
		l.proxy.Drop()
		rep, pri := reads(l.router)
		_, err := l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "coffee machine"})
		require.NoError(t, err, "the read that found the replica gone ran again on the primary")
		s := l.router.Stats()
		require.Equal(t, uint64(1), s.FellBackFailed)
		require.False(t, s.Replicas[0].Up, "skipped from now on")
		require.Equal(t, rep+1, s.Replicas[0].Reads)
		require.Equal(t, pri+1, s.PrimaryReads)

		_, err = l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "coffee machine"})
		require.NoError(t, err)
		require.Equal(t, rep+1, l.router.Stats().Replicas[0].Reads, "a skipped replica is not asked")

		l.proxy.SetDown(false)
		waitFor(t, "the replica to be checked again and found up", func() bool { return l.router.Stats().Replicas[0].Up })
		_, err = l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "coffee machine"})
		require.NoError(t, err)
		require.Equal(t, rep+2, l.router.Stats().Replicas[0].Reads, "back in use")
	})

	t.Run("an always-inject change fences the readers its subscribers are", func(t *testing.T) {
		require.Zero(t, l.router.Fence(l.bob.PrincipalID), "bob has written nothing the replica lacks")
		require.NoError(t, l.svc.SetAlwaysInject(ctx, l.alice, saved, true))
		waitFor(t, "the change's announcement", func() bool { return l.router.Fence(l.bob.PrincipalID) > 0 })
		set, err := l.svc.AlwaysInject(ctx, l.bob, memory.InjectCap{})
		require.NoError(t, err)
		require.Len(t, set.Memories, 1, "bob's re-read after the change finds it")
		require.Equal(t, saved, set.Memories[0].ID)
	})

	t.Run("a change to who may read what fences every reader", func(t *testing.T) {
		before := l.router.Fence(l.bob.PrincipalID)
		require.NoError(t, idsOf(l.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "ops", Principal: "bob", Level: policy.AccessRead}))
		waitFor(t, "the grant's announcement", func() bool { return l.router.Fence(l.bob.PrincipalID) > before })
		_, pri := reads(l.router)
		hits, err := l.svc.Search(ctx, l.bob, memory.SearchInput{Query: "deploy key rotation", SystemID: "infra"})
		require.NoError(t, err)
		require.NotEmpty(t, hits, "on the primary, bob sees alice's saves")
		_, pri2 := reads(l.router)
		require.Equal(t, pri+1, pri2)
	})
}
