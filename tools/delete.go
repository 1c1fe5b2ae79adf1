package tools

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
)

// DeleteArgs is deleteMemory's input. It deliberately has no field that could stand for a
// human's confirmation: only the human, through the client's elicitation or an admin, confirms.
type DeleteArgs struct {
	ID string `json:"id" jsonschema:"The id of the memory to delete."`
}

// DeleteResult is deleteMemory's structured output.
type DeleteResult struct {
	Deleted   bool   `json:"deleted" jsonschema:"true when a human confirmed and the memory is gone."`
	Pending   bool   `json:"pending" jsonschema:"true when no human could be asked now: the deletion waits for a human to approve it."`
	PendingID string `json:"pendingId,omitempty" jsonschema:"The pending deletion's id, for the human who approves it."`
}

var deleteTool = mcp.NewTool("deleteMemory",
	mcp.WithDescription(`Delete a memory that is genuinely stale or wrong. A human always confirms: the client asks
them, or, when it cannot, the deletion waits until a human approves it. To correct a memory,
prefer saveMemory with the same recallHint, which updates it in place and keeps its history.`),
	mcp.WithInputSchema[DeleteArgs](),
	mcp.WithOutputSchema[DeleteResult](),
	annotations("Delete memory", false, true, true),
)

const confirmKey = "confirm"

// deleteMemory asks the human before deleting. With a client that can elicit, it returns an
// input request (a multi round-trip result; mcp-go turns it into a server-initiated
// elicitation for clients older than 2026-07-28) carrying signed state, and deletes only when
// the retry brings the human's "accept". Without elicitation it records a pending deletion.
func (s *Server) deleteMemory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args DeleteArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError("invalid arguments: " + err.Error() + "; deleteMemory takes {id}"), nil
	}
	id := identity(ctx)
	mid := strings.TrimSpace(args.ID)
	// Authorize first, whatever the round: owner for user scope, manage grant for system scope,
	// never a service principal.
	m, err := s.svc.PrepareDelete(ctx, id, mid)
	if err != nil {
		return s.fail(ctx, "deleteMemory", err)
	}
	key, err := s.signingKey(ctx)
	if err != nil {
		return s.fail(ctx, "deleteMemory", err)
	}

	if req.Params.RequestState != "" || len(req.Params.InputResponses) > 0 {
		st, err := verifyState(key, req.Params.RequestState)
		if err != nil || st.MemoryID != m.ID || st.PrincipalID != id.PrincipalID || st.AgentID != id.AgentID {
			s.log.WarnContext(ctx, "deleteMemory: forged or stale confirmation refused", "memory", mid, id.LogAttrs())
			return mcp.NewToolResultError(errBadState.Error()), nil
		}
		answer := server.ElicitationResponse(req.Params.InputResponses, confirmKey)
		if answer == nil {
			return mcp.NewToolResultError("the confirmation carries no answer from the human; call deleteMemory again"), nil
		}
		ok, err := s.svc.RedeemNonce(ctx, st.Nonce, time.Unix(st.Expires, 0))
		if err != nil {
			return s.fail(ctx, "deleteMemory", err)
		}
		if !ok {
			return mcp.NewToolResultError("this confirmation was already used; call deleteMemory again"), nil
		}
		if !accepted(answer) {
			s.log.InfoContext(ctx, "deleteMemory: human did not confirm", "memory", mid, "action", answer.Action, id.LogAttrs())
			return mcp.NewToolResultStructured(DeleteResult{},
				fmt.Sprintf("Nothing was deleted: the human answered %q. Memory %s is kept.", answer.Action, mid)), nil
		}
		if err := s.svc.Delete(ctx, id, m.ID, memory.Confirmation{Via: "elicitation"}); err != nil {
			return s.fail(ctx, "deleteMemory", err)
		}
		return mcp.NewToolResultStructured(DeleteResult{Deleted: true}, fmt.Sprintf("Memory %s was deleted after the human confirmed.", mid)), nil
	}

	if clientCanElicit(ctx) {
		st := signState(key, newConfirmState(m.ID, id.PrincipalID, id.AgentID))
		return server.NewInputRequestBuilder(st).Elicit(confirmKey, mcp.ElicitationParams{
			Message: confirmMessage(m),
			RequestedSchema: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"confirm": map[string]any{"type": "boolean", "title": "Delete this memory", "default": true,
						"description": "Delete the memory shown above. It cannot be undone from the assistant."},
				},
			},
		}).ToolResult(), nil
	}

	pid, err := s.svc.RequestDeletion(ctx, id, m.ID)
	if err != nil {
		return s.fail(ctx, "deleteMemory", err)
	}
	return mcp.NewToolResultStructured(DeleteResult{Pending: true, PendingID: pid}, fmt.Sprintf(
		"Nothing was deleted yet: this client cannot ask the human to confirm. The deletion of memory %s is pending "+
			"(id %s) until a human approves it with `recall admin deletion approve %s` (or rejects it with "+
			"`recall admin deletion reject %s`). Tell the user.", mid, pid, pid, pid)), nil
}

// accepted is true for "accept" unless the form explicitly said confirm=false.
func accepted(r *mcp.ElicitationResult) bool {
	if r.Action != mcp.ElicitationResponseActionAccept {
		return false
	}
	if c, ok := r.Content.(map[string]any); ok {
		if v, ok := c["confirm"].(bool); ok && !v {
			return false
		}
	}
	return true
}

// clientCanElicit reports whether the client declared the elicitation capability: per request
// on the 2026-07-28 protocol, at initialize on earlier ones. mcp-go does not check it.
func clientCanElicit(ctx context.Context) bool {
	if info := server.RequestProtocolInfoFromContext(ctx); info != nil && info.Modern {
		return info.ClientCapabilities != nil && info.ClientCapabilities.Elicitation != nil
	}
	if sess, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo); ok {
		return sess.GetClientCapabilities().Elicitation != nil
	}
	return false
}

// confirmMessage shows the human what would be deleted (stored text is already scrubbed).
func confirmMessage(m memory.Memory) string {
	where := "your private memory"
	if m.Scope == memory.ScopeSystem {
		where = fmt.Sprintf("a shared memory about system %q", m.SystemID)
	}
	if m.Scope == memory.ScopeProject {
		where = fmt.Sprintf("a memory shared in project %q", m.ProjectID)
	}
	content := m.Content
	if len(content) > 1500 {
		content = content[:1500] + "…"
	}
	return fmt.Sprintf("The assistant asks to delete %s.\n\nRecall hint: %s\n\nContent:\n%s\n\nDelete it?", where, m.RecallHint, content)
}
