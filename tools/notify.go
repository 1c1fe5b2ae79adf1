package tools

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// subscriptions tracks the sessions subscribed to the always-inject resource, with the identity
// they subscribed under, so a change is announced only to sessions it can concern. Sessions are
// keyed by object: on the sessionless 2026-07-28 protocol a subscriptions/listen stream has no
// session id.
type subscriptions struct {
	mu   sync.Mutex
	subs map[server.ClientSession]subscriber
}

type subscriber struct {
	id     policy.Identity
	listen any // the subscriptions/listen request id (2026-07-28); nil for resources/subscribe
}

func (s *Server) trackSubscriptions(h *server.Hooks) {
	s.subs = &subscriptions{subs: map[server.ClientSession]subscriber{}}
	add := func(ctx context.Context, sub subscriber) {
		if sess := server.ClientSessionFromContext(ctx); sess != nil {
			s.subs.mu.Lock()
			s.subs.subs[sess] = sub
			s.subs.mu.Unlock()
		}
	}
	remove := func(sess server.ClientSession) {
		s.subs.mu.Lock()
		delete(s.subs.subs, sess)
		s.subs.mu.Unlock()
	}
	h.AddAfterSubscribe(func(ctx context.Context, _ any, req *mcp.SubscribeRequest, _ *mcp.EmptyResult) {
		if req.Params.URI == AlwaysInjectURI {
			add(ctx, subscriber{id: identity(ctx)})
		}
	})
	h.AddAfterUnsubscribe(func(ctx context.Context, _ any, req *mcp.UnsubscribeRequest, _ *mcp.EmptyResult) {
		if sess := server.ClientSessionFromContext(ctx); sess != nil && req.Params.URI == AlwaysInjectURI {
			remove(sess)
		}
	})
	h.AddOnUnregisterSession(func(ctx context.Context, sess server.ClientSession) { remove(sess) })
	h.AddBeforeSubscriptionsListen(func(ctx context.Context, reqID any, req *mcp.SubscriptionsListenRequest) {
		sess := server.ClientSessionFromContext(ctx)
		if sess == nil || !slices.Contains(req.Params.Notifications.ResourceSubscriptions, AlwaysInjectURI) {
			return
		}
		add(ctx, subscriber{id: identity(ctx), listen: reqID})
		go func() { // the stream lives as long as the request
			<-ctx.Done()
			remove(sess)
		}()
	})
}

// announce sends notifications/resources/updated for the always-inject resource to every
// subscribed session the change can concern: user changes to the owner's sessions in that agent
// namespace, project changes (memories or membership) to the sessions bound to that project,
// system changes to every subscriber (the notification carries no content; a re-read returns only
// what the subscriber may see).
func (s *Server) announce(c memory.Change) {
	s.subs.mu.Lock()
	targets := map[server.ClientSession]subscriber{}
	for sess, sub := range s.subs.subs {
		switch {
		case c.Scope == memory.ScopeSystem,
			c.Scope == memory.ScopeProject && sub.id.ProjectID != "" && sub.id.ProjectID == c.ProjectID,
			c.Scope == memory.ScopeUser && sub.id.PrincipalID == c.OwnerID && sub.id.AgentID == c.AgentID:
			targets[sess] = sub
		}
	}
	s.subs.mu.Unlock()
	params := map[string]any{"uri": AlwaysInjectURI}
	for sess, sub := range targets {
		if sub.listen == nil {
			if err := s.mcp.SendNotificationToSpecificClient(sess.SessionID(), mcp.MethodNotificationResourceUpdated, params); err != nil {
				s.log.Debug("resource update not delivered", "session", sess.SessionID(), "err", err)
			}
			continue
		}
		// A subscriptions/listen stream: tag the notification with its subscription id. mcp-go
		// v1.2 filters resources/updated out of its own broadcast to such streams.
		n := mcp.JSONRPCNotification{JSONRPC: mcp.JSONRPC_VERSION, Notification: mcp.Notification{
			Method: mcp.MethodNotificationResourceUpdated,
			Params: mcp.NotificationParams{Meta: map[string]any{mcp.MetaKeySubscriptionID: sub.listen}, AdditionalFields: params},
		}}
		select {
		case sess.NotificationChannel() <- n:
		default:
			s.log.Debug("resource update dropped: listen stream is full")
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
