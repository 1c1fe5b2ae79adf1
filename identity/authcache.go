package identity

import (
	"sync"
	"time"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// AuthChannel is the NOTIFY channel of changes to tokens or principals (store.AuthChannel).
const AuthChannel = store.AuthChannel

// authCacheTTL bounds how long a remembered identity is used, and authCacheMax how many are kept
// (all are forgotten when it is reached).
const (
	authCacheTTL = 10 * time.Second
	authCacheMax = 10000
)

// authCache remembers the identity behind each recall token Authenticate accepted, so an HTTP
// request (every one authenticates) costs no round trip for it, a large share of a ping and a
// visible part of a search (docs/benchmarks.md). It is used only while this process's change
// listener is listening: every change to tokens or principals empties it when its NOTIFY arrives
// (and at once in this process for the changes it makes itself), and it starts empty whenever the
// listener starts or stops, so nothing remembered can outlive a revocation it could not hear.
// Each entry also lapses after authCacheTTL. A lookup that began before a change and ends after
// its NOTIFY is not remembered (gen). Refused tokens are never remembered, and OAuth access
// tokens are not cached: their check records the grant's use.
type authCache struct {
	mu      sync.Mutex
	live    bool
	gen     uint64
	entries map[[32]byte]authEntry
}

type authEntry struct {
	id    policy.Identity
	until time.Time
}

// get returns the identity remembered for a token hash.
func (c *authCache) get(h [32]byte, now time.Time) (policy.Identity, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[h]
	if !ok || !c.live || now.After(e.until) {
		return policy.Identity{}, false
	}
	return e.id, true
}

// begin is called before a token is looked up in the database: put remembers the result only if
// nothing changed in between.
func (c *authCache) begin() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

func (c *authCache) put(h [32]byte, id policy.Identity, gen uint64, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.live || gen != c.gen {
		return
	}
	if c.entries == nil || len(c.entries) >= authCacheMax {
		c.entries = map[[32]byte]authEntry{}
	}
	c.entries[h] = authEntry{id: id, until: now.Add(authCacheTTL)}
}

// reset forgets everything and turns the cache on (the listener is listening) or off.
func (c *authCache) reset(live bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.live = live
	c.gen++
	c.entries = nil
}

// invalidate forgets everything: tokens or principals changed.
func (c *authCache) invalidate() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = nil
}
