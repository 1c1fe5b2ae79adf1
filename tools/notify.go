package tools

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// subscriptions tracks which sessions subscribed to the always-inject resource, with the identity
// they subscribed under, so a change is announced only to sessions it can concern.
type subscriptions struct {
	mu   sync.Mutex
	subs map[string]policy.Identity // session id -> identity
}

func (s *Server) trackSubscriptions(h *server.Hooks) {
	s.subs = &subscriptions{subs: map[string]policy.Identity{}}
	h.AddAfterSubscribe(func(ctx context.Context, _ any, req *mcp.SubscribeRequest, _ *mcp.EmptyResult) {
		sess := server.ClientSessionFromContext(ctx)
		if sess == nil || req.Params.URI != AlwaysInjectURI {
			return
		}
		s.subs.mu.Lock()
		s.subs.subs[sess.SessionID()] = identity(ctx)
		s.subs.mu.Unlock()
	})
	h.AddAfterUnsubscribe(func(ctx context.Context, _ any, req *mcp.UnsubscribeRequest, _ *mcp.EmptyResult) {
		if sess := server.ClientSessionFromContext(ctx); sess != nil && req.Params.URI == AlwaysInjectURI {
			s.subs.mu.Lock()
			delete(s.subs.subs, sess.SessionID())
			s.subs.mu.Unlock()
		}
	})
	h.AddOnUnregisterSession(func(ctx context.Context, sess server.ClientSession) {
		s.subs.mu.Lock()
		delete(s.subs.subs, sess.SessionID())
		s.subs.mu.Unlock()
	})
}

// announce sends notifications/resources/updated for the always-inject resource to every
// subscribed session the change can concern: user changes to the owner's sessions in that agent
// namespace, system changes to every subscriber (the notification carries no content; a re-read
// returns only what the subscriber may see).
func (s *Server) announce(c memory.Change) {
	s.subs.mu.Lock()
	var targets []string
	for sid, id := range s.subs.subs {
		if c.Scope == memory.ScopeSystem || (id.PrincipalID == c.OwnerID && id.AgentID == c.AgentID) {
			targets = append(targets, sid)
		}
	}
	s.subs.mu.Unlock()
	for _, sid := range targets {
		if err := s.mcp.SendNotificationToSpecificClient(sid, "notifications/resources/updated", map[string]any{"uri": AlwaysInjectURI}); err != nil {
			s.log.Debug("resource update not delivered", "session", sid, "err", err)
		}
	}
}

// WatchChanges listens on PostgreSQL for always-inject changes made by any server process and
// announces them to this process's subscribed sessions, until ctx ends. It reconnects after a
// lost connection.
func (s *Server) WatchChanges(ctx context.Context, pool *pgxpool.Pool) {
	backoff := time.Second
	for ctx.Err() == nil {
		err := s.listen(ctx, pool)
		if ctx.Err() != nil {
			return
		}
		s.log.Warn("change listener stopped; reconnecting", "err", err, "in", backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 30*time.Second)
	}
}

func (s *Server) listen(ctx context.Context, pool *pgxpool.Pool) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "listen "+memory.Channel); err != nil {
		return err
	}
	defer conn.Exec(context.WithoutCancel(ctx), "unlisten "+memory.Channel) //nolint:errcheck
	for {
		n, err := conn.Conn().WaitForNotification(ctx)
		if err != nil {
			return err
		}
		var c memory.Change
		if err := json.Unmarshal([]byte(n.Payload), &c); err != nil {
			continue
		}
		s.announce(c)
	}
}
