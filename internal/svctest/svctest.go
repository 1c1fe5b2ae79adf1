// Package svctest builds, for tests, a memory service with the identity service beside it, wired
// as cmd/recall wires them: one token cache, kept by the memory service's change listener.
package svctest

import (
	"sync"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
)

// identities holds the identity service built beside each memory service.
var identities sync.Map

// Memory is memory.New with an identity service beside it; Identity returns that one.
func Memory(pool *pgxpool.Pool, sc memory.Scrubber, opts *memory.Options) *memory.Service {
	o := memory.Options{}
	if opts != nil {
		o = *opts
	}
	var svc *memory.Service
	ids := identity.New(pool, &identity.Options{Logger: o.Logger, CheckRunID: func(run string) error { return svc.CheckRunID(run) }})
	if o.AuthCache == nil {
		o.AuthCache = ids
	}
	svc = memory.New(pool, sc, &o)
	identities.Store(svc, ids)
	return svc
}

// Identity is the identity service beside svc (Memory), or a new one over its pool.
func Identity(svc *memory.Service) *identity.Service {
	if ids, ok := identities.Load(svc); ok {
		return ids.(*identity.Service)
	}
	return identity.New(svc.DB(), nil)
}
