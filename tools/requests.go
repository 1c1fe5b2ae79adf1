package tools

import (
	"context"
	"fmt"
	"sync"

	"github.com/recall-mcp/recall/policy"
)

// perPrincipal counts what each principal holds at once on this server, against a limit.
type perPrincipal struct {
	mu sync.Mutex
	n  map[string]int
}

// take counts one for id's principal and returns the function that gives it back (once), or
// false when the principal already holds limit.
func (p *perPrincipal) take(id policy.Identity, limit int) (func(), bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n[id.PrincipalID] >= limit {
		return nil, false
	}
	if p.n == nil {
		p.n = map[string]int{}
	}
	p.n[id.PrincipalID]++
	var once sync.Once
	return func() {
		once.Do(func() {
			p.mu.Lock()
			defer p.mu.Unlock()
			if p.n[id.PrincipalID]--; p.n[id.PrincipalID] <= 0 {
				delete(p.n, id.PrincipalID)
			}
		})
	}, true
}

// Every HTTP request holds a connection, and a principal holding the server's connections — with
// bodies sent a byte at a time, calls queued for a call slot, or delete confirmations nobody
// answers — would leave none for the others. So each principal's requests in progress are
// bounded (RequestsPerPrincipal; notification streams have their own budget), and a delete
// waiting for a person's answer moves from that budget to one of its own
// (ConfirmationsPerPrincipal): the client's answers, which arrive as requests of their own, then
// still get through.

type heldRequestKey struct{}

// holdRequest counts an HTTP request of id's principal; end gives it back (once).
func (s *Server) holdRequest(ctx context.Context, id policy.Identity) (_ context.Context, end func(), err error) {
	end, ok := s.requests.take(id, s.lim.RequestsPerPrincipal)
	if !ok {
		return ctx, nil, fmt.Errorf("%s already has %d requests in progress on this server, the most one principal may (RECALL_REQUESTS_PER_PRINCIPAL): wait for them to finish",
			id.Principal, s.lim.RequestsPerPrincipal)
	}
	return context.WithValue(ctx, heldRequestKey{}, end), end, nil
}

// awaitConfirmation counts a delete that waits for a person's answer against its principal's
// confirmations, in place of its request; done gives it back. Past the limit, the person is not
// asked.
func (s *Server) awaitConfirmation(ctx context.Context, id policy.Identity) (done func(), err error) {
	done, ok := s.confirming.take(id, s.lim.ConfirmationsPerPrincipal)
	if !ok {
		return nil, fmt.Errorf("nothing was deleted: %d deletions of yours already wait for a person's answer, the most one principal may (RECALL_CONFIRMATIONS_PER_PRINCIPAL); ask again once they are answered",
			s.lim.ConfirmationsPerPrincipal)
	}
	if end, ok := ctx.Value(heldRequestKey{}).(func()); ok {
		end()
	}
	return done, nil
}
