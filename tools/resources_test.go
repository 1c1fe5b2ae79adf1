package tools_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/tools"
)

func readInject(t *testing.T, c *client.Client) string {
	t.Helper()
	res, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: tools.AlwaysInjectURI}})
	require.NoError(t, err)
	require.Len(t, res.Contents, 1)
	return res.Contents[0].(mcp.TextResourceContents).Text
}

// subscriber opens a client that subscribes to the always-inject resource and reports updates.
// headers are sent besides the token (X-Recall-Project, for one).
func subscriber(t *testing.T, e *env, token, proto string, headers ...map[string]string) (*client.Client, <-chan string) {
	t.Helper()
	updates := make(chan string, 16)
	h := map[string]string{"Authorization": "Bearer " + token}
	for _, more := range headers {
		for k, v := range more {
			h[k] = v
		}
	}
	opts := []transport.StreamableHTTPCOption{transport.WithHTTPHeaders(h)}
	if proto != mcp.ProtocolVersion20260728 {
		opts = append(opts, transport.WithContinuousListening()) // the GET stream of 2025-11-25
	}
	tr, err := transport.NewStreamableHTTP(e.url, opts...)
	require.NoError(t, err)
	c := client.NewClient(tr)
	acked := make(chan struct{}, 1)
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		switch n.Method {
		case mcp.MethodNotificationResourceUpdated:
			uri, _ := n.Params.AdditionalFields["uri"].(string)
			updates <- uri
		case mcp.MethodNotificationSubscriptionsAcknowledged:
			acked <- struct{}{}
		}
	})
	initClient(t, c, proto)
	require.NoError(t, c.Subscribe(context.Background(), mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: tools.AlwaysInjectURI}}))
	if proto == mcp.ProtocolVersion20260728 {
		stop, err := c.ListenAsync(context.Background(), c.PendingSubscriptionFilter(), func(err error) { t.Log("listen:", err) })
		require.NoError(t, err)
		t.Cleanup(stop)
		select { // the server acknowledges once the stream's subscription is in place
		case <-acked:
		case <-time.After(10 * time.Second):
			t.Fatal("subscriptions/listen was not acknowledged")
		}
	}
	// On 2025-11-25 resources/subscribe is acknowledged by its response; notifications wait in
	// the session until the GET stream takes them.
	return c, updates
}

func awaitUpdate(t *testing.T, updates <-chan string, why string) {
	t.Helper()
	select {
	case uri := <-updates:
		assert.Equal(t, tools.AlwaysInjectURI, uri)
	case <-time.After(10 * time.Second):
		t.Fatalf("no notifications/resources/updated after %s", why)
	}
}

func TestAlwaysInjectResourceAndNotifications(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx := context.Background()
			tok := e.token("alice", "")
			sub, updates := subscriber(t, e, tok, proto)
			writer := e.httpClient(tok, nil, protocols[1])

			var saved tools.SaveResult
			callOK(t, writer, "saveMemory", map[string]any{"scope": "user", "recallHint": "answer style preference",
				"content": "Answer in British English, briefly.", "alwaysInject": true}, &saved)
			awaitUpdate(t, updates, "a save in another session")
			assert.Contains(t, readInject(t, sub), "Answer in British English, briefly.")

			callOK(t, writer, "setMemoryAlwaysInject", map[string]any{"id": saved.ID, "alwaysInject": false}, nil)
			awaitUpdate(t, updates, "a flip in another session")
			assert.NotContains(t, readInject(t, sub), "British English")

			// Another server process (recall serve on stdio) changes the set: PostgreSQL NOTIFY
			// carries it to this process's subscribers.
			other := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "alice"}, protocols[1])
			callOK(t, other, "saveMemory", map[string]any{"scope": "user", "recallHint": "code review tone",
				"content": "Be direct in code reviews.", "alwaysInject": true}, nil)
			awaitUpdate(t, updates, "a save in another process")
			assert.Contains(t, readInject(t, sub), "Be direct in code reviews.")

			prompt, err := sub.GetPrompt(ctx, mcp.GetPromptRequest{Params: mcp.GetPromptParams{Name: "memory-context"}})
			require.NoError(t, err)
			require.Len(t, prompt.Messages, 1)
			assert.Contains(t, prompt.Messages[0].Content.(mcp.TextContent).Text, "Be direct in code reviews.")

			// Expiry changes the set too: the expiry notifier announces it.
			_, err = e.db.Pool.Exec(ctx, `update memories set expires_at = now() - interval '1 second' where content = 'Be direct in code reviews.'`)
			require.NoError(t, err)
			_, n, err := e.svc.NotifyExpired(ctx, time.Now().Add(-time.Minute))
			require.NoError(t, err)
			assert.Equal(t, 1, n)
			awaitUpdate(t, updates, "an expiry")
			assert.NotContains(t, readInject(t, sub), "Be direct in code reviews.")

			one, err := sub.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "memory://memories/" + saved.ID}})
			require.NoError(t, err)
			assert.Contains(t, one.Contents[0].(mcp.TextResourceContents).Text, "British English")
		})
	}
}

func TestAlwaysInjectOrderAndCap(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{InjectCap: memory.InjectCap{MaxItems: 3, MaxTokens: 10000}})
	ctx := context.Background()
	c := e.httpClient(e.token("alice", ""), nil, protocols[1])
	// An always-inject system memory is a manager's to add (issue 35, M1).
	require.NoError(t, svctest.Identity(e.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "alice", Level: "manage"}))
	callOK(t, c, "saveMemory", map[string]any{"scope": "system", "systemId": "billing", "recallHint": "billing deploy rule",
		"content": "SYSTEM-FACT", "alwaysInject": true}, nil)
	for i := range 4 {
		callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": fmt.Sprintf("preference number %d about %c", i, 'a'+i),
			"content": fmt.Sprintf("PREF-%d", i), "alwaysInject": true}, nil)
	}
	block := readInject(t, c)
	assert.Contains(t, block, "PREF-3", "most recent user preference first")
	assert.Contains(t, block, "PREF-1")
	assert.NotContains(t, block, "PREF-0", "the cap leaves out the oldest")
	assert.NotContains(t, block, "SYSTEM-FACT", "user preferences come before system facts")
	assert.Contains(t, block, "2 more always-inject memories were left out")

	// Other principals see none of alice's user preferences and no billing fact without a grant.
	bob := e.httpClient(e.token("bob", ""), nil, protocols[1])
	assert.NotContains(t, readInject(t, bob), "PREF-")
	assert.NotContains(t, readInject(t, bob), "SYSTEM-FACT")
}
