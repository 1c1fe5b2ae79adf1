package tools_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// logInbox collects the notifications/message a client receives, in order.
type logInbox struct {
	mu      sync.Mutex
	msgs    []map[string]any
	arrived chan struct{}
}

func newInbox(c *client.Client) *logInbox {
	in := &logInbox{arrived: make(chan struct{}, 100)}
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method != string(mcp.MethodNotificationMessage) {
			return
		}
		b, _ := json.Marshal(n.Params.AdditionalFields)
		var m map[string]any
		_ = json.Unmarshal(b, &m)
		in.mu.Lock()
		in.msgs = append(in.msgs, m)
		in.mu.Unlock()
		in.arrived <- struct{}{}
	})
	return in
}

// waitFor waits until a message with data.event == event has arrived and returns every message
// received so far, and clears them.
func (in *logInbox) waitFor(t *testing.T, event string) []map[string]any {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		in.mu.Lock()
		for _, m := range in.msgs {
			if d, ok := m["data"].(map[string]any); ok && d["event"] == event {
				out := in.msgs
				in.msgs = nil
				in.mu.Unlock()
				return out
			}
		}
		in.mu.Unlock()
		select {
		case <-in.arrived:
		case <-timeout:
			t.Fatalf("no %s log message arrived", event)
		}
	}
}

func events(msgs []map[string]any) []string {
	var out []string
	for _, m := range msgs {
		d, _ := m["data"].(map[string]any)
		out = append(out, fmt.Sprint(m["level"], " ", d["event"]))
	}
	return out
}

func setLevel(t *testing.T, c *client.Client, level mcp.LoggingLevel) {
	t.Helper()
	req := mcp.SetLevelRequest{}
	req.Params.Level = level
	require.NoError(t, c.SetLevel(context.Background(), req))
}

// TestLoggingNotifications runs `recall serve` on stdio with an embedder that is down and a
// principal with a save cap of 1, and checks what the client is told at each level it sets.
// Messages are checked in arrival order: one session's notifications travel in order, so a
// message that was filtered out would have arrived before the one waited for.
func TestLoggingNotifications(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	deadAddr := ln.Addr().String()
	ln.Close()
	e := newEnv(t, nil)
	e.token("bot-logging", "", service(1))
	c := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "bot-logging", "RECALL_EMBED_MODEL": "nomic-embed-text",
		"OLLAMA_HOST": "http://" + deadAddr, "RECALL_EMBED_TIMEOUT": "2s"}, mcp.ProtocolVersion20251125)
	inbox := newInbox(c)
	secret := "ghp_" + strings.Repeat("aB3dE5fG7h", 3) + "xYz789"

	// The default level is error: the degraded search says nothing. Then, at warning, the save
	// degrades too (warning) and the cap refuses the next one (warning).
	callOK(t, c, "searchMemory", map[string]any{"query": "anything"}, nil)
	setLevel(t, c, mcp.LoggingLevelWarning)
	callOK(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "bot token note", "content": "uses " + secret}, nil)
	res := call(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": "second note", "content": "refused by the cap " + secret})
	require.True(t, res.IsError)
	msgs := inbox.waitFor(t, "save_refused")
	assert.Equal(t, []string{"warning embedder_degraded", "warning embedder_degraded", "warning save_refused"}, events(msgs),
		"nothing from the search at level error; both saves degraded; the second refused")
	degraded := msgs[0]["data"].(map[string]any)
	assert.Equal(t, "recall", msgs[0]["logger"])
	assert.NotContains(t, degraded["message"], deadAddr, "the embedder's address is not the client's business")
	refusal := msgs[2]["data"].(map[string]any)
	assert.Equal(t, "cap_reached", refusal["code"])
	assert.Equal(t, text(res), refusal["message"], "the same words as the tool result")
	for _, m := range msgs {
		b, _ := json.Marshal(m)
		assert.NotContains(t, string(b), secret)
		assert.NotContains(t, string(b), "bot token note")
		assert.NotContains(t, string(b), "refused by the cap")
	}

	// At error, warnings stop; back at debug, an invalid save's refusal comes without its
	// message (validation messages can quote input).
	setLevel(t, c, mcp.LoggingLevelError)
	callOK(t, c, "searchMemory", map[string]any{"query": "anything"}, nil)
	setLevel(t, c, mcp.LoggingLevelDebug)
	res = call(t, c, "saveMemory", map[string]any{"scope": "user", "recallHint": strings.Repeat("long ", 100), "content": "x"})
	require.True(t, res.IsError)
	msgs = inbox.waitFor(t, "save_refused")
	assert.Equal(t, []string{"warning save_refused"}, events(msgs), "the search at level error sent nothing; validation precedes embedding")
	last := msgs[0]["data"].(map[string]any)
	assert.Equal(t, "invalid", last["code"])
	assert.NotContains(t, last, "message")
}

func TestLoggingCapabilityDeclared(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	tr := e.token("alice", "")
	c := e.httpClient(tr, nil, mcp.ProtocolVersion20251125)
	setLevel(t, c, mcp.LoggingLevelInfo)
	caps := c.GetServerCapabilities()
	assert.NotNil(t, caps.Logging, "initialize declares logging")
}
