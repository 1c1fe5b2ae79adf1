package oauth

import (
	"fmt"
	"testing"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/stretchr/testify/assert"
)

// TestMetaCacheBounded: fetched documents wait for a consent in a cache of bounded size, the
// least recently used going first, each only while its max-age lasts.
func TestMetaCacheBounded(t *testing.T) {
	now := time.Now()
	later := now.Add(time.Hour)
	m := newMetaCache(4)
	doc := func(i int) identity.OAuthClient {
		return identity.OAuthClient{ID: fmt.Sprintf("https://c.example/%d", i), Kind: identity.ClientMetadata, CacheUntil: &later}
	}
	for i := range 4 {
		m.put(doc(i))
	}
	_, ok := m.get(doc(0).ID, now) // 0 is now the most recently used
	assert.True(t, ok)
	for i := 4; i < 100; i++ {
		m.put(doc(i))
		if i == 5 {
			_, ok := m.get(doc(0).ID, now)
			assert.True(t, ok, "used recently, so kept")
			_, ok = m.get(doc(1).ID, now)
			assert.False(t, ok, "the least recently used went first")
		}
	}
	assert.Equal(t, 4, m.len(), "never more than its size")
	_, ok = m.get(doc(99).ID, now)
	assert.True(t, ok)
	_, ok = m.get(doc(99).ID, later.Add(time.Second))
	assert.False(t, ok, "past its max-age")
	assert.Equal(t, 3, m.len(), "and dropped")
}
