package memory_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/memory"
)

// A save tells the leader of the work it left: words to count, and an expiry to watch.
func TestASaveTellsTheLeaderOfTheWorkItLeft(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var told []string
	svc, _ := newService(t, &memory.Options{Work: func(topic string) {
		mu.Lock()
		told = append(told, topic)
		mu.Unlock()
	}})
	alice := principal(t, svc, "alice")
	in := userSave("rotation of the pager", "team blue this week")
	_, err := svc.Save(context.Background(), alice, in)
	require.NoError(t, err)
	mu.Lock()
	assert.Equal(t, []string{memory.WorkCount}, told, "no embedder, no expiry")
	told = nil
	mu.Unlock()
	soon := time.Now().Add(time.Hour)
	in = userSave("office plants", "water them on fridays")
	in.ExpiresAt = &soon
	_, err = svc.Save(context.Background(), alice, in)
	require.NoError(t, err)
	mu.Lock()
	assert.Equal(t, []string{memory.WorkCount, memory.WorkExpiry}, told)
	mu.Unlock()
}

// The expiry service sleeps until the next expiry it knows of. When it comes, it announces the
// always-inject set that lost a memory (a NOTIFY on Channel) and takes the memory out of the
// search statistics; with no expiry left it asks for nothing sooner than its interval.
func TestTheExpiryServiceWakesForTheNextExpiry(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, db := newService(t, nil)
	alice := principal(t, svc, "alice")
	in := userSave("answer in british english", "colour, not color")
	in.AlwaysInject = true
	inAnHour := time.Now().Add(time.Hour)
	in.ExpiresAt = &inAnHour
	saved, err := svc.Save(ctx, alice, in)
	require.NoError(t, err)

	x := svc.Expiries()
	next, err := x.RunOnce(ctx)
	require.NoError(t, err)
	assert.InDelta(t, time.Hour.Seconds(), next.Seconds(), 60, "asks to run again at the expiry, an hour away (%s)", next)

	cfg, err := pgxpool.ParseConfig(db.URL)
	require.NoError(t, err)
	conn, err := pgx.ConnectConfig(ctx, cfg.ConnConfig)
	require.NoError(t, err)
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "listen "+memory.Channel)
	require.NoError(t, err)
	// The hour has passed.
	_, err = db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where id = $1`, saved.ID)
	require.NoError(t, err)
	_, err = db.Pool.Exec(ctx, `update search_docs set expires_at = now() - interval '1 second' where memory_id = $1`, saved.ID)
	require.NoError(t, err)
	next, err = x.RunOnce(ctx)
	require.NoError(t, err)
	assert.Zero(t, next, "no expiry left to wait for")
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for {
		n, err := conn.WaitForNotification(wctx)
		require.NoError(t, err, "the always-inject set's change was announced")
		if n.Channel == memory.Channel && strings.Contains(n.Payload, alice.PrincipalID) && strings.Contains(n.Payload, db.Schema) {
			break
		}
	}
	var docs int
	require.NoError(t, db.Pool.QueryRow(ctx, `select count(*) from search_docs where memory_id = $1`, saved.ID).Scan(&docs))
	assert.Zero(t, docs, "the expired memory left the search statistics")
}
