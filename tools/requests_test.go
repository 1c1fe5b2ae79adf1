package tools_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/tools"
)

// silentHuman is a person who never answers a delete confirmation until released: each question
// holds the call, and its connection, open.
type silentHuman struct {
	asked   chan struct{}
	release chan struct{}
}

func (h *silentHuman) Elicit(ctx context.Context, _ mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	h.asked <- struct{}{}
	select {
	case <-h.release:
	case <-ctx.Done():
	}
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionDecline}}, nil
}

// A delete waiting for a person's answer over HTTP counts against its principal's
// confirmations: a principal that leaves its questions unanswered holds at most
// ConfirmationsPerPrincipal connections that way; past it nobody is asked and nothing is
// deleted, while its other calls, its answers and another principal's calls go on.
func TestWaitingConfirmationsCountAgainstThePrincipalsBudget(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{ConfirmationsPerPrincipal: 2, RequestsPerPrincipal: 2}})
	h := &silentHuman{asked: make(chan struct{}, 4), release: make(chan struct{})}
	mallory := e.httpClient(e.token("mallory", ""), nil, mcp.ProtocolVersion20251125, client.WithElicitationHandler(h))
	bob := e.httpClient(e.token("bob", ""), nil, mcp.ProtocolVersion20251125)
	var saved tools.SaveResult
	callOK(t, mallory, "saveMemory", map[string]any{"scope": "user", "recallHint": "a memory to ask about", "content": "x"}, &saved)

	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			req := mcp.CallToolRequest{}
			req.Params.Name, req.Params.Arguments = "deleteMemory", map[string]any{"id": saved.ID}
			res, err := mallory.CallTool(ctx, req)
			if assert.NoError(t, err) {
				assert.Contains(t, text(res), "the human answered \"decline\"", "the answer got through")
			}
		}()
		<-h.asked
	}

	res := call(t, mallory, "deleteMemory", map[string]any{"id": saved.ID})
	assert.True(t, res.IsError, "a third confirmation while two wait")
	assert.Contains(t, text(res), "RECALL_CONFIRMATIONS_PER_PRINCIPAL")
	assert.Len(t, h.asked, 0, "nobody was asked")
	callOK(t, mallory, "searchMemory", map[string]any{"query": "anything"}, nil)
	callOK(t, bob, "searchMemory", map[string]any{"query": "anything"}, nil)

	close(h.release)
	wg.Wait()
	assert.True(t, memoryExists(t, e, saved.ID))
}

// A principal's requests in progress over HTTP are bounded before their bodies are read: with
// two bodies of its still arriving, its next request is refused at once (429), and another
// principal's calls go on.
func TestRequestsInProgressArePerPrincipal(t *testing.T) {
	t.Parallel()
	e := newEnv(t, &tools.Options{Limits: tools.Limits{RequestsPerPrincipal: 2}})
	token := e.token("mallory", "")
	mallory := e.httpClient(token, nil, mcp.ProtocolVersion20251125)
	bob := e.httpClient(e.token("bob", ""), nil, mcp.ProtocolVersion20251125)
	u, err := url.Parse(e.url)
	require.NoError(t, err)
	for range 2 {
		c, err := net.Dial("tcp", u.Host)
		require.NoError(t, err)
		t.Cleanup(func() { c.Close() })
		_, err = fmt.Fprintf(c, "POST /mcp HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\n"+
			"Accept: application/json, text/event-stream\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n", u.Host, token)
		require.NoError(t, err)
		// The server asks for the body once the request holds its place, and then waits for it.
		require.NoError(t, c.SetReadDeadline(time.Now().Add(20*time.Second)))
		line, err := bufio.NewReader(c).ReadString('\n')
		require.NoError(t, err)
		require.Contains(t, line, "100 Continue")
	}

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = "searchMemory", map[string]any{"query": "anything"}
	_, err = mallory.CallTool(ctx, req)
	require.Error(t, err, "a third request while two bodies arrive")
	assert.Contains(t, err.Error(), "429")
	assert.Contains(t, err.Error(), "RECALL_REQUESTS_PER_PRINCIPAL")
	callOK(t, bob, "searchMemory", map[string]any{"query": "anything"}, nil)
}
