package tools

import (
	"context"
	"log/slog"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/dbtest"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// listenSession is a subscriptions/listen stream's session whose notifications a test reads.
type listenSession struct{ ch chan mcp.JSONRPCNotification }

func (l listenSession) Initialize()                                         {}
func (l listenSession) Initialized() bool                                   { return true }
func (l listenSession) NotificationChannel() chan<- mcp.JSONRPCNotification { return l.ch }
func (l listenSession) SessionID() string                                   { return "" }

// A change to a project's memories is announced only to subscribers who may read the project
// now, as a read checks: one removed from the project since it subscribed hears nothing more of
// its memories. A change to its members reaches every session bound to it, so one who left
// re-reads and drops what it may no longer see.
func TestProjectChangesReachOnlyTheProjectsReaders(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.New(t)
	sc, err := scrub.New()
	require.NoError(t, err)
	log := slog.New(slog.DiscardHandler)
	svc := svctest.Memory(db.Pool, sc, &memory.Options{Logger: log})
	ids := svctest.Identity(svc)
	s := New(svc, &Options{Logger: log, Identity: ids})
	admin := policy.Identity{Principal: "test-admin", Transport: "cli"}
	require.NoError(t, svc.AddProject(ctx, admin, "apollo"))
	sessions := map[string]listenSession{}
	for _, name := range []string{"alice", "bob"} {
		p, err := ids.AddPrincipal(ctx, admin, name, "member", false, nil)
		require.NoError(t, err)
		require.NoError(t, svc.AddProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: name, Level: policy.ProjectRead}))
		sess := listenSession{ch: make(chan mcp.JSONRPCNotification, 4)}
		s.subs.subs[sess] = subscriber{id: policy.Identity{PrincipalID: p.ID, Principal: name, AgentID: "default", ProjectID: "apollo"}, listen: 1}
		sessions[name] = sess
	}
	require.NoError(t, svc.RemoveProjectMember(ctx, admin, memory.ProjectMember{Project: "apollo", Principal: "bob"}))

	heard := func(name string) int {
		n := len(sessions[name].ch)
		for range n {
			<-sessions[name].ch
		}
		return n
	}
	s.announce(memory.Change{Scope: memory.ScopeProject, ProjectID: "apollo"})
	assert.Equal(t, 1, heard("alice"), "a member hears of a change to the project's memories")
	assert.Equal(t, 0, heard("bob"), "one removed from the project does not")
	s.announce(memory.Change{Scope: memory.ScopeProject, ProjectID: "apollo", Membership: true})
	assert.Equal(t, 1, heard("alice"))
	assert.Equal(t, 1, heard("bob"), "a change to the members reaches everyone bound to the project")
}

var _ server.ClientSession = listenSession{}
