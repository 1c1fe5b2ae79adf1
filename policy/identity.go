package policy

import "log/slog"

// Identity is who is calling: established by the transport (a bearer token over HTTP, the
// environment on stdio, the operator on the CLI), never by anything the model says.
type Identity struct {
	PrincipalID string // UUID of the principal; empty means unauthenticated
	Principal   string // the principal's name, for logs and audit
	AgentID     string // the agent namespace for user-scope memories
	RunID       string // one unattended run: the unit of the save cap and of revert
	Transport   string // stdio, http, cli, web
	// ProjectID is the project the session is bound to (token, X-Recall-Project header or
	// RECALL_PROJECT); empty: unbound, and the session sees no project memory.
	ProjectID string
}

// LogAttrs returns the namespace tuple for audit logging. It never carries content.
func (id Identity) LogAttrs() slog.Attr {
	return slog.Group("ns",
		slog.String("principal", id.Principal),
		slog.String("agent", id.AgentID),
		slog.String("run", id.RunID),
		slog.String("transport", id.Transport),
		slog.String("project", id.ProjectID))
}
