package tools

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"sync"
	"time"

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
	listen any    // the subscriptions/listen request id (2026-07-28); nil for resources/subscribe
	token  string // the bearer token it subscribed with (HTTP); "" on stdio
}

func (s *Server) trackSubscriptions(h *server.Hooks) {
	s.subs = &subscriptions{subs: map[server.ClientSession]subscriber{}}
	h.AddOnRequestInitialization(s.checkSubscription)
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
			add(ctx, subscriber{id: identity(ctx), token: tokenFrom(ctx)})
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
		add(ctx, subscriber{id: identity(ctx), listen: reqID, token: tokenFrom(ctx)})
		go func() { // the stream lives as long as the request
			<-ctx.Done()
			remove(sess)
		}()
	})
}

// checkSubscription refuses a subscription (resources/subscribe, subscriptions/listen) from a
// session bound to a project its principal may not read, as a read of the resource is refused:
// otherwise the session would hear of every change to that project. The membership is asked of
// the service each time, not taken from the session's earlier calls.
func (s *Server) checkSubscription(ctx context.Context, _ any, message any) error {
	raw, ok := message.(json.RawMessage)
	if !ok {
		return nil
	}
	var m struct {
		Method string `json:"method"`
	}
	if json.Unmarshal(raw, &m) != nil || (m.Method != string(mcp.MethodResourcesSubscribe) && m.Method != string(mcp.MethodSubscriptionsListen)) {
		return nil
	}
	id := identity(ctx)
	if id.ProjectID == "" {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, s.lim.RequestTimeout)
	defer cancel()
	if err := s.svc.CheckBinding(ctx, id); err != nil {
		if memory.IsDomain(err) {
			return err
		}
		s.log.ErrorContext(ctx, "checking a subscription's project", "err", err, id.LogAttrs())
		return errors.New("could not check this session's project membership: the memory store did not answer; retry later")
	}
	return nil
}

// forgetToken drops the subscriptions made with a revoked token.
func (s *Server) forgetToken(token string) {
	s.subs.mu.Lock()
	defer s.subs.mu.Unlock()
	for sess, sub := range s.subs.subs {
		if sub.token == token {
			delete(s.subs.subs, sess)
		}
	}
}

// announce sends notifications/resources/updated for the always-inject resource to every
// subscribed session the change can concern: user changes to the owner's sessions in that agent
// namespace, project changes (memories or membership) to the sessions bound to that project,
// system changes to every subscriber (the notification carries no content; a re-read returns only
// what the subscriber may see). A change to a project's memories goes only to the subscribers who
// may read the project now; a change to its members goes to every session bound to it.
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
	if c.Scope == memory.ScopeProject && !c.Membership && len(targets) > 0 {
		s.onlyProjectReaders(c.ProjectID, targets)
	}
	s.notify(targets)
}

// onlyProjectReaders drops from targets the subscribers that may not read project now (removed
// from it since they subscribed), asking the service as a read does. When it cannot answer,
// nobody is told: a re-read after the listener reconnects tells everyone anyway.
func (s *Server) onlyProjectReaders(project string, targets map[server.ClientSession]subscriber) {
	ids := make([]string, 0, len(targets))
	for _, sub := range targets {
		ids = append(ids, sub.id.PrincipalID)
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.lim.RequestTimeout)
	defer cancel()
	readers, err := s.svc.ProjectReaders(ctx, project, ids)
	if err != nil {
		s.log.Warn("project change not announced: could not check its subscribers' membership", "project", project, "err", err)
	}
	for sess, sub := range targets {
		if !readers[sub.id.PrincipalID] {
			delete(targets, sess)
		}
	}
}

// notify sends notifications/resources/updated for the always-inject resource to targets.
func (s *Server) notify(targets map[server.ClientSession]subscriber) {
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

// WatchChanges announces always-inject changes made by any server process (heard through the
// memory service's PostgreSQL listener) to this process's subscribed sessions, until ctx ends.
// After a reconnect every subscriber is told to re-read, since changes made while the listener
// was away were never heard; so is every subscriber after any change while the listener polls
// (no connection to LISTEN on). Listening reports when the listener is in place.
func (s *Server) WatchChanges(ctx context.Context) {
	s.WatchChangesWith(ctx, s.listen)
}

// WatchChangesWith is WatchChanges with other listen options than Options.Listen (tests tune the
// reconnect timings).
func (s *Server) WatchChangesWith(ctx context.Context, o memory.ListenOptions) {
	defer s.listening.set(false)
	s.svc.ListenChanges(ctx, memory.ListenHandler{
		Listening: func(reconnected bool) {
			s.listening.set(true)
			if reconnected {
				s.log.Info("change listener reconnected; subscribers re-read the always-inject set")
				s.announceAll()
			}
		},
		Lost:    func(error, time.Duration) { s.listening.set(false) },
		Change:  s.announce,
		Changed: s.announceAll,
	}, o)
}

// Listening reports whether the change listener is listening now, and returns a channel that is
// closed when it next starts listening (already closed if it is). /readyz reports it; tests wait
// on it instead of sleeping.
func (s *Server) Listening() (bool, <-chan struct{}) { return s.listening.get() }

// announceAll tells every subscriber to re-read the always-inject set.
func (s *Server) announceAll() {
	s.subs.mu.Lock()
	targets := maps.Clone(s.subs.subs)
	s.subs.mu.Unlock()
	s.notify(targets)
}

// listenState is whether the change listener is listening, with a channel closed while it is.
type listenState struct {
	mu sync.Mutex
	on bool
	ch chan struct{}
}

func (l *listenState) init() { l.ch = make(chan struct{}) }

func (l *listenState) set(on bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if on == l.on {
		return
	}
	l.on = on
	if on {
		close(l.ch)
	} else {
		l.ch = make(chan struct{})
	}
}

func (l *listenState) get() (bool, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.on, l.ch
}
