package policy

import "log/slog"

// Identity is who is calling: established by the transport (a bearer token over HTTP, the
// environment on stdio, the operator on the CLI), never by anything the model says.
type Identity struct {
	PrincipalID string // UUID of the principal; empty means unauthenticated
	Principal   string // the principal's name, for logs and audit
	AgentID     string // the agent namespace for user-scope memories
	RunID       string // one unattended run: the unit of the save cap and of revert
	// RunFrom says where RunID came from, so a refusal can say how to start the next run.
	RunFrom   RunSource
	Transport string // stdio, http, cli, web
	// ProjectID is the project the session is bound to (token, X-Recall-Project header or
	// RECALL_PROJECT); empty: unbound, and the session sees no project memory.
	ProjectID string
	// Client is the credential an HTTP caller presented ("token:<token id>", "oauth:<grant id>").
	// A call that names no run and has no session (the 2026-07-28 protocol) has its run decided
	// by the memory service from it: the client's current run, or a new one after an idle gap.
	Client string
}

// RunSource is where a call's run came from.
type RunSource string

const (
	RunFromToken   RunSource = "token"   // the bearer token pins it (token create --run)
	RunFromClient  RunSource = "client"  // the client named it: X-Recall-Run-Id, _meta, RECALL_RUN_ID
	RunFromSession RunSource = "session" // one MCP session, or one stdio process
	RunFromIdle    RunSource = "idle"    // a sessionless client's current run, ended by an idle gap
)

// LogAttrs returns the namespace tuple for audit logging. It never carries content.
func (id Identity) LogAttrs() slog.Attr {
	return slog.Group("ns",
		slog.String("principal", id.Principal),
		slog.String("agent", id.AgentID),
		slog.String("run", id.RunID),
		slog.String("transport", id.Transport),
		slog.String("project", id.ProjectID))
}
