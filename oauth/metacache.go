package oauth

import (
	"container/list"
	"sync"
	"time"

	"github.com/recall-mcp/recall/identity"
)

// metadataCacheSize bounds the fetched metadata documents kept in memory. A document is stored
// in the database only when a person consents to its client; until then it lives here, so
// anonymous authorization requests naming any number of new client_ids cost a bounded amount
// of memory and no rows (issue 35).
const metadataCacheSize = 256

// metaCache is a small least-recently-used cache of fetched metadata documents, each valid
// until its CacheUntil.
type metaCache struct {
	mu    sync.Mutex
	max   int
	order *list.List // of *identity.OAuthClient, most recently used first
	byID  map[string]*list.Element
}

func newMetaCache(max int) *metaCache {
	return &metaCache{max: max, order: list.New(), byID: map[string]*list.Element{}}
}

// get returns the document of client id while it is valid.
func (m *metaCache) get(id string, now time.Time) (identity.OAuthClient, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.byID[id]
	if !ok {
		return identity.OAuthClient{}, false
	}
	c := e.Value.(*identity.OAuthClient)
	if c.CacheUntil == nil || !c.CacheUntil.After(now) {
		m.order.Remove(e)
		delete(m.byID, id)
		return identity.OAuthClient{}, false
	}
	m.order.MoveToFront(e)
	return *c, true
}

// put keeps c, evicting the least recently used document when full.
func (m *metaCache) put(c identity.OAuthClient) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.byID[c.ID]; ok {
		e.Value = &c
		m.order.MoveToFront(e)
		return
	}
	m.byID[c.ID] = m.order.PushFront(&c)
	for m.order.Len() > m.max {
		last := m.order.Back()
		m.order.Remove(last)
		delete(m.byID, last.Value.(*identity.OAuthClient).ID)
	}
}

// len is how many documents are kept.
func (m *metaCache) len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.order.Len()
}
