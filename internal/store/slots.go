package store

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Slots is a counting semaphore per key (a principal's calls, a namespace's saves). Entries exist
// only while someone holds or waits for a slot, so the map does not grow with the number of keys
// ever seen. Waiters are served in arrival order.
type Slots struct {
	mu   sync.Mutex
	keys map[string]*keySlots
}

type keySlots struct {
	ch    chan struct{}
	users int
}

// ErrSlotWait is Take's error when giveUp fired first.
var ErrSlotWait = errors.New("no slot came free in time")

// Take takes one of key's n slots and returns the function that gives it back (once, however
// often it is called). It waits until a slot is free, ctx ends (ctx's error) or giveUp fires
// (ErrSlotWait; a nil giveUp never does).
func (a *Slots) Take(ctx context.Context, key string, n int, giveUp <-chan time.Time) (func(), error) {
	a.mu.Lock()
	if a.keys == nil {
		a.keys = map[string]*keySlots{}
	}
	ks := a.keys[key]
	if ks == nil {
		ks = &keySlots{ch: make(chan struct{}, n)}
		a.keys[key] = ks
	}
	ks.users++
	a.mu.Unlock()
	leave := func() {
		a.mu.Lock()
		if ks.users--; ks.users == 0 {
			delete(a.keys, key)
		}
		a.mu.Unlock()
	}
	select {
	case ks.ch <- struct{}{}:
		var once sync.Once
		return func() { once.Do(func() { <-ks.ch; leave() }) }, nil
	case <-giveUp:
		leave()
		return nil, ErrSlotWait
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}

// Users is how many hold or wait for key's slots.
func (a *Slots) Users(key string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	if ks := a.keys[key]; ks != nil {
		return ks.users
	}
	return 0
}
