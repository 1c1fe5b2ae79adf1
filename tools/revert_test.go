package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// A service principal's run writes over MCP; an admin reverts it through the service; an open
// always-inject subscription hears about it and re-reads the set as it was before the run.
func TestRevertRunOverMCPNotifiesSubscribers(t *testing.T) {
	t.Parallel()
	for _, proto := range protocols {
		t.Run(proto, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, nil)
			ctx := context.Background()
			aliceTok := e.token("alice", "")
			botTok := e.token("bot", "", service(10))
			require.NoError(t, svctest.Identity(e.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "alice", Level: "manage"}))
			// Updating alice's system memory in place is a manager's change (issue 35, M1).
			require.NoError(t, svctest.Identity(e.svc).AddGrant(ctx, admin, identity.Grant{SystemID: "billing", Principal: "bot", Level: "manage"}))

			sub, updates := subscriber(t, e, aliceTok, proto)
			alice := e.httpClient(aliceTok, nil, protocols[1])
			var freeze tools.SaveResult
			callOK(t, alice, "saveMemory", map[string]any{"scope": "system", "systemId": "billing",
				"recallHint": "billing deploy freeze", "content": "No deploys on Fridays.", "alwaysInject": true}, &freeze)
			awaitInject(t, sub, updates, "alice's save", func(block string) bool {
				return strings.Contains(block, "No deploys on Fridays.")
			})
			require.Contains(t, readInject(t, sub), "No deploys on Fridays.")

			// The unattended run: one new memory of its own, one in-place update of alice's.
			bot := e.httpClient(botTok, map[string]string{tools.RunIDHeader: "nightly-42"}, protocols[1])
			var own, upd tools.SaveResult
			callOK(t, bot, "saveMemory", map[string]any{"scope": "user", "recallHint": "nightly build owner",
				"content": "The release team.", "alwaysInject": true}, &own)
			callOK(t, bot, "saveMemory", map[string]any{"scope": "system", "systemId": "billing",
				"recallHint": "the billing deploy freeze", "content": "Deploy any day.", "alwaysInject": true}, &upd)
			require.True(t, upd.Updated)
			require.Equal(t, freeze.ID, upd.ID)
			awaitInject(t, sub, updates, "the run's update of a system memory", func(block string) bool {
				return strings.Contains(block, "Deploy any day.")
			})

			ops := policy.CLIAdmin("ops")
			d, err := e.svc.ShowRun(ctx, ops, "nightly-42", "")
			require.NoError(t, err)
			assert.Equal(t, "bot", d.Principal)
			assert.Equal(t, "http", d.Transport)
			require.Len(t, d.Changes, 2)

			drain(updates)
			res, err := e.svc.RevertRun(ctx, ops, "nightly-42", memory.RevertOptions{})
			require.NoError(t, err)
			assert.Equal(t, 2, res.Applied)
			awaitInject(t, sub, updates, "the revert", func(block string) bool {
				return strings.Contains(block, "No deploys on Fridays.") && !strings.Contains(block, "Deploy any day.")
			})

			// The bot's own memory is gone from its view too.
			var found struct {
				Memories []map[string]any `json:"memories"`
			}
			callOK(t, bot, "searchMemory", map[string]any{"query": "nightly build owner"}, &found)
			assert.Empty(t, found.Memories)
			res2, err := e.svc.RevertRun(ctx, ops, "nightly-42", memory.RevertOptions{})
			require.NoError(t, err)
			assert.Equal(t, 0, res2.Applied, "reverting twice changes nothing")
		})
	}
}

// awaitInject waits for notifications/resources/updated until, re-read after one, the
// always-inject block satisfies ok. Announcing
// goes by the NOTIFY channel, which is database-wide: another test's system-scope change may
// announce to this subscriber too, which is why each notification is followed by a re-read.
func awaitInject(t *testing.T, sub *client.Client, updates <-chan string, why string, ok func(string) bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case <-updates:
			if ok(readInject(t, sub)) {
				return
			}
		case <-deadline:
			t.Fatalf("no notifications/resources/updated announcing %s (block now: %q)", why, readInject(t, sub))
		}
	}
}

// drain empties the notifications already received.
func drain(updates <-chan string) {
	for {
		select {
		case <-updates:
		default:
			return
		}
	}
}
