package tools_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// readMemory reads memory://memories/{id}; an error when the session may not see it.
func readMemory(c *client.Client, id string) (string, error) {
	res, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "memory://memories/" + id}})
	if err != nil {
		return "", err
	}
	return res.Contents[0].(mcp.TextResourceContents).Text, nil
}

func searchIDs(t *testing.T, c *client.Client, args map[string]any) []string {
	t.Helper()
	var found tools.SearchResult
	callOK(t, c, "searchMemory", args, &found)
	ids := []string{}
	for _, m := range found.Memories {
		ids = append(ids, m.ID)
		if m.Scope == "project" {
			assert.NotEmpty(t, m.ProjectID, "a project memory names its project")
		}
	}
	return ids
}

// TestProjectBindingOverMCP: alice and bob are in project apollo (alice directly, bob through
// team qa), carol is outside it (in zeus). Sessions bound to apollo by the token (alice), by the
// X-Recall-Project header (bob over HTTP) and by RECALL_PROJECT (bob on stdio), bound to zeus
// (carol) and to nothing (alice): what each can search, save, read as a resource and receive as
// always-inject, before and after bob's team is removed from apollo.
func TestProjectBindingOverMCP(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx := context.Background()
			e.token("alice", "")
			bobToken := e.token("bob", "")
			e.token("carol", "")
			require.NoError(t, e.svc.AddProject(ctx, admin, "apollo"))
			require.NoError(t, e.svc.AddProject(ctx, admin, "zeus"))
			require.NoError(t, e.svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "alice", Level: policy.ProjectWrite}))
			require.NoError(t, e.svc.AddTeamMember(ctx, admin, "qa", "bob"))
			require.NoError(t, e.svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Team: "qa", Level: policy.ProjectWrite}))
			require.NoError(t, e.svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "zeus", Principal: "carol", Level: policy.ProjectWrite}))

			aliceTok, err := svctest.Identity(e.svc).CreateProjectToken(ctx, admin, "alice", "", "apollo")
			require.NoError(t, err)
			carolTok, err := svctest.Identity(e.svc).CreateProjectToken(ctx, admin, "carol", "", "zeus")
			require.NoError(t, err)
			projectHeader := map[string]string{tools.ProjectHeader: "apollo"}

			aliceX := e.httpClient(aliceTok, nil, proto)                         // bound by the token
			bobX, bobUpdates := subscriber(t, e, bobToken, proto, projectHeader) // bound by the header
			bobStdio := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "bob", "RECALL_PROJECT": "apollo"}, protocols[1])
			carolY := e.httpClient(carolTok, nil, proto)                // bound to zeus
			aliceNone := e.httpClient(e.token("alice", ""), nil, proto) // unbound

			var fact, rule tools.SaveResult
			callOK(t, aliceX, "saveMemory", map[string]any{"scope": "project", "projectId": "apollo",
				"recallHint": "apollo release procedure", "content": "APOLLO-FACT: tag, then deploy canary"}, &fact)
			callOK(t, bobStdio, "saveMemory", map[string]any{"scope": "project", "projectId": "apollo",
				"recallHint": "apollo code style", "content": "APOLLO-RULE: no force pushes", "alwaysInject": true}, &rule)
			awaitUpdate(t, bobUpdates, "a project always-inject save in another process")
			callOK(t, carolY, "saveMemory", map[string]any{"scope": "project", "projectId": "zeus",
				"recallHint": "zeus release procedure", "content": "ZEUS-FACT"}, nil)
			callOK(t, aliceNone, "saveMemory", map[string]any{"scope": "user", "recallHint": "alice release notes style",
				"content": "ALICE-PRIVATE", "alwaysInject": true}, nil)

			query := map[string]any{"query": "release procedure code style"}
			inX := []*client.Client{aliceX, bobX, bobStdio}
			for i, c := range inX {
				ids := searchIDs(t, c, query)
				assert.Contains(t, ids, fact.ID, "session %d in apollo", i)
				assert.Contains(t, ids, rule.ID, "session %d in apollo", i)
				text, err := readMemory(c, fact.ID)
				require.NoError(t, err)
				assert.Contains(t, text, "APOLLO-FACT")
				assert.Contains(t, text, `projectId="apollo"`)
				assert.Contains(t, readInject(t, c), "APOLLO-RULE")
				assert.NotContains(t, strings.Join(searchIDs(t, c, map[string]any{"query": "zeus release"}), ","), "ZEUS")
			}
			assert.Contains(t, readInject(t, aliceX), "ALICE-PRIVATE", "a bound session keeps its own user memories")
			for name, c := range map[string]*client.Client{"bound to zeus": carolY, "unbound": aliceNone} {
				ids := searchIDs(t, c, query)
				assert.NotContains(t, ids, fact.ID, name)
				assert.NotContains(t, ids, rule.ID, name)
				_, err := readMemory(c, fact.ID)
				assert.ErrorContains(t, err, fact.ID+" (no memory with this id is visible to you", name)
				assert.NotContains(t, readInject(t, c), "APOLLO", name)
				res := call(t, c, "saveMemory", map[string]any{"scope": "project", "projectId": "apollo", "recallHint": "intruder note", "content": "x"})
				assert.True(t, res.IsError, name)
				assert.Contains(t, text(res), `project "apollo" is unknown, is not the project this session is bound to, or you have no write access to it`, name)
			}
			var z tools.SearchResult
			callOK(t, carolY, "searchMemory", map[string]any{"query": "zeus release procedure"}, &z)
			require.NotEmpty(t, z.Memories)
			assert.Equal(t, "zeus", z.Memories[0].ProjectID)

			// Binding to a project the principal is not a member of is refused at the first call.
			carolInX := e.httpClient(e.token("carol", ""), projectHeader, proto)
			res := call(t, carolInX, "searchMemory", query)
			assert.True(t, res.IsError)
			assert.Contains(t, text(res), `this session is bound to project "apollo", which does not exist or of which principal "carol" is not a member`)
			_, err = carolInX.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: tools.AlwaysInjectURI}})
			assert.ErrorContains(t, err, "not a member")
			carolStdio := e.stdioClient(map[string]string{"RECALL_PRINCIPAL": "carol", "RECALL_PROJECT": "apollo"}, protocols[1])
			res = call(t, carolStdio, "saveMemory", map[string]any{"scope": "user", "recallHint": "h", "content": "c"})
			assert.True(t, res.IsError)
			assert.Contains(t, text(res), "not a member")

			// Bob's team leaves apollo: his open sessions stop seeing the project on their next
			// call, his subscriber is told, alice keeps it.
			require.NoError(t, e.svc.RemoveProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Team: "qa"}))
			awaitUpdate(t, bobUpdates, "bob's team left the project")
			for name, c := range map[string]*client.Client{"http": bobX, "stdio": bobStdio} {
				ids := searchIDs(t, c, query)
				assert.NotContains(t, ids, fact.ID, name)
				assert.NotContains(t, ids, rule.ID, name)
				_, err := readMemory(c, fact.ID)
				assert.Error(t, err, name)
				assert.NotContains(t, readInject(t, c), "APOLLO-RULE", name)
				res := call(t, c, "saveMemory", map[string]any{"scope": "project", "projectId": "apollo", "recallHint": "late note", "content": "x"})
				assert.True(t, res.IsError, name)
			}
			assert.Contains(t, searchIDs(t, aliceX, query), fact.ID)
			assert.Contains(t, readInject(t, aliceX), "APOLLO-RULE")
		})
	}
}

// TestProjectHeaderAgainstToken: a header naming another project than the token's is refused;
// the same project, or a malformed name, as expected.
func TestProjectHeaderAgainstToken(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	ctx := context.Background()
	e.token("alice", "")
	require.NoError(t, e.svc.AddProject(ctx, admin, "apollo"))
	tok, err := svctest.Identity(e.svc).CreateProjectToken(ctx, admin, "alice", "", "apollo")
	require.NoError(t, err)
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`
	post := func(project string) (int, string) {
		req, err := http.NewRequest("POST", e.url, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set(tools.ProjectHeader, project)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode, string(b)
	}
	code, msg := post("zeus")
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, msg, `X-Recall-Project "zeus" disagrees with the project "apollo" this token is bound to`)
	code, _ = post("apollo")
	assert.Equal(t, http.StatusOK, code)
	code, _ = post("bad name!")
	assert.Equal(t, http.StatusBadRequest, code)
}

// TestSubscribingNeedsTheProjectsMembership: a session bound (by the X-Recall-Project header) to
// a project its principal is not a member of cannot subscribe to the always-inject resource, as
// it cannot read it: resources/subscribe on 2025-11-25 and subscriptions/listen on 2026-07-28
// are refused, so the project's changes never reach it.
func TestSubscribingNeedsTheProjectsMembership(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			e.token("alice", "")
			require.NoError(t, e.svc.AddProject(ctx, admin, "apollo"))
			require.NoError(t, e.svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "alice", Level: policy.ProjectWrite}))
			carol := e.httpClient(e.token("carol", ""), map[string]string{tools.ProjectHeader: "apollo"}, proto)

			sub := mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: tools.AlwaysInjectURI}}
			err := carol.Subscribe(ctx, sub)
			if proto == mcp.ProtocolVersion20260728 {
				require.NoError(t, err, "recorded in the client's filter, for its subscriptions/listen")
				err = carol.Listen(ctx, carol.PendingSubscriptionFilter())
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), `this session is bound to project "apollo", which does not exist or of which principal "carol" is not a member`)

			// A member subscribes as before.
			_, updates := subscriber(t, e, e.token("alice", ""), proto, map[string]string{tools.ProjectHeader: "apollo"})
			alice := e.httpClient(e.token("alice", ""), map[string]string{tools.ProjectHeader: "apollo"}, proto)
			callOK(t, alice, "saveMemory", map[string]any{"scope": "project", "projectId": "apollo",
				"recallHint": "apollo on-call rota", "content": "weekly, Monday 9:00", "alwaysInject": true}, nil)
			awaitUpdate(t, updates, "a member's subscription")
		})
	}
}
