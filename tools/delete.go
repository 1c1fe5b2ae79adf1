package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

var deleteTool = register(toolSpec{
	Name:       "deleteMemory",
	Title:      "Delete memory",
	Op:         policy.OpDelete,
	Idempotent: true,
	AsksPerson: true,
	Description: `Delete a memory that is genuinely stale or wrong. A human always confirms: the client asks
them, or, when it cannot, the deletion waits until a human approves it. To correct a memory,
prefer saveMemory with the same recallHint, which updates it in place and keeps its history.`,
}, (*Server).deleteMemory)

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

const confirmKey = "confirm"

// deleteMemory asks the human before deleting. With a client that can elicit, it returns an
// input request (a multi round-trip result; mcp-go turns it into a server-initiated
// elicitation for clients older than 2026-07-28) carrying signed state, and deletes only when
// the retry brings the human's "accept" and the memory is still the version they were shown.
// Without elicitation it records a pending deletion; so it does, without asking, when an admin
// requires a person's approval for this principal's deletes, since the client's answer could
// change nothing.
func (s *Server) deleteMemory(ctx context.Context, req mcp.CallToolRequest, args DeleteArgs) (*mcp.CallToolResult, DeleteResult, error) {
	id := identity(ctx)
	mid := strings.TrimSpace(args.ID)
	// Authorize first, whatever the round: owner for user scope, manage grant for system scope,
	// never a service principal. The database work holds one of the caller's call slots and has
	// the request deadline; waiting for the human holds no call slot but one of the principal's
	// confirmations (ConfirmationsPerPrincipal), so its unanswered questions hold few connections.
	var p memory.DeletePreview
	err := s.limited(ctx, func(ctx context.Context) (err error) {
		p, err = s.svc.PrepareDelete(ctx, id, mid)
		return err
	})
	if err != nil {
		return nil, DeleteResult{}, err
	}
	var key []byte
	if err := s.limited(ctx, func(ctx context.Context) (err error) {
		key, err = s.signingKey(ctx)
		return err
	}); err != nil {
		return nil, DeleteResult{}, err
	}

	if req.Params.RequestState != "" || len(req.Params.InputResponses) > 0 {
		st, err := verifyState(key, req.Params.RequestState)
		if err != nil || st.MemoryID != p.ID || st.PrincipalID != id.PrincipalID || st.AgentID != id.AgentID {
			s.log.WarnContext(ctx, "deleteMemory: forged or stale confirmation refused", "memory", mid, id.LogAttrs())
			return mcp.NewToolResultError(errBadState.Error()), DeleteResult{}, nil
		}
		answer := server.ElicitationResponse(req.Params.InputResponses, confirmKey)
		if answer == nil {
			return mcp.NewToolResultError("the confirmation carries no answer from the human; call deleteMemory again"), DeleteResult{}, nil
		}
		var redeemed bool
		if err := s.limited(ctx, func(ctx context.Context) (err error) {
			redeemed, err = s.ids.RedeemNonce(ctx, st.Nonce, time.Unix(st.Expires, 0))
			return err
		}); err != nil {
			return nil, DeleteResult{}, err
		}
		if !redeemed {
			return mcp.NewToolResultError("this confirmation was already used; call deleteMemory again"), DeleteResult{}, nil
		}
		return s.answered(ctx, id, p.Memory, st.Version, answer)
	}

	if p.NeedsApproval {
		return s.requestDeletion(ctx, id, p.ID, pendingNeedsApproval)
	}
	if clientCanElicit(ctx) {
		if info := server.RequestProtocolInfoFromContext(ctx); info == nil || !info.Modern {
			return s.elicitNow(ctx, id, p)
		}
		// 2026-07-28: ask through an input request; the client retries with the answer. Its
		// signed state expires with the confirmation timeout.
		st := newConfirmState(p.ID, p.Version, id.PrincipalID, id.AgentID)
		st.Expires = time.Now().Add(s.lim.ConfirmTimeout).Unix()
		return server.NewInputRequestBuilder(signState(key, st)).Elicit(confirmKey, confirmParams(p)).ToolResult(), DeleteResult{}, nil
	}
	return s.requestDeletion(ctx, id, p.ID, pendingCannotAsk)
}

// Why a deletion is pending: the two answers of deleteMemory that record one.
const (
	pendingCannotAsk = "Nothing was deleted yet: this client cannot ask the human to confirm. The deletion of memory %s is pending " +
		"(id %s) until a human approves it with `recall admin deletion approve %s` (or rejects it with " +
		"`recall admin deletion reject %s`). Tell the user."
	pendingNeedsApproval = "Nothing was deleted yet: an admin requires a person's approval for every deletion by this principal. The deletion of memory %s is pending " +
		"(id %s) until a person approves it in the console or with `recall admin deletion approve %s` (or rejects it with " +
		"`recall admin deletion reject %s`). Tell the user."
)

// requestDeletion records a pending deletion of memory mid and says why with msg.
func (s *Server) requestDeletion(ctx context.Context, id policy.Identity, mid, msg string) (*mcp.CallToolResult, DeleteResult, error) {
	var pid string
	if err := s.limited(ctx, func(ctx context.Context) (err error) {
		pid, err = s.svc.RequestDeletion(ctx, id, mid)
		return err
	}); err != nil {
		return nil, DeleteResult{}, err
	}
	return mcp.NewToolResultText(fmt.Sprintf(msg, mid, pid, pid, pid)), DeleteResult{Pending: true, PendingID: pid}, nil
}

// elicitNow asks the human with a server-initiated elicitation (protocols before 2026-07-28)
// and waits at most the confirmation timeout. Unanswered, nothing is deleted.
func (s *Server) elicitNow(ctx context.Context, id policy.Identity, p memory.DeletePreview) (*mcp.CallToolResult, DeleteResult, error) {
	done, err := s.awaitConfirmation(ctx, id)
	if err != nil {
		s.log.WarnContext(ctx, "deleteMemory: too many confirmations waiting", "memory", p.ID, id.LogAttrs())
		return mcp.NewToolResultError(err.Error()), DeleteResult{}, nil
	}
	defer done()
	ectx, cancel := context.WithTimeout(ctx, s.lim.ConfirmTimeout)
	defer cancel()
	answer, err := s.mcp.RequestElicitation(ectx, mcp.ElicitationRequest{
		Request: mcp.Request{Method: string(mcp.MethodElicitationCreate)},
		Params:  confirmParams(p),
	})
	if err != nil {
		if ctx.Err() != nil {
			return nil, DeleteResult{}, ctx.Err()
		}
		if errors.Is(ectx.Err(), context.DeadlineExceeded) {
			s.log.InfoContext(ctx, "deleteMemory: nobody answered the confirmation", "memory", p.ID, "timeout", s.lim.ConfirmTimeout, id.LogAttrs())
			return mcp.NewToolResultText(fmt.Sprintf(
				"Nothing was deleted: nobody answered the confirmation within %s. Memory %s is kept; call deleteMemory again when the human is there.",
				s.lim.ConfirmTimeout, p.ID)), DeleteResult{}, nil
		}
		s.log.WarnContext(ctx, "deleteMemory: confirmation failed", "memory", p.ID, "err", err, id.LogAttrs())
		return mcp.NewToolResultText(fmt.Sprintf(
			"Nothing was deleted: the human could not be asked (%v). Memory %s is kept.", err, p.ID)), DeleteResult{}, nil
	}
	return s.answered(ctx, id, p.Memory, p.Version, answer)
}

// answered deletes when the human accepted and the memory is still at the version they were
// shown, and keeps it otherwise.
func (s *Server) answered(ctx context.Context, id policy.Identity, m memory.Memory, version int64, answer *mcp.ElicitationResult) (*mcp.CallToolResult, DeleteResult, error) {
	if !accepted(answer) {
		s.log.InfoContext(ctx, "deleteMemory: human did not confirm", "memory", m.ID, "action", answer.Action, id.LogAttrs())
		return mcp.NewToolResultText(fmt.Sprintf("Nothing was deleted: the human answered %q. Memory %s is kept.", answer.Action, m.ID)), DeleteResult{}, nil
	}
	var out memory.DeleteOutcome
	if err := s.limited(ctx, func(ctx context.Context) (err error) {
		out, err = s.svc.DeleteConfirmed(ctx, id, m.ID, memory.Confirmation{Via: memory.ConfirmedByElicitation, Version: version})
		return err
	}); err != nil {
		return nil, DeleteResult{}, err
	}
	if !out.Deleted {
		// An admin came to require a person's approval for this principal's deletes after the
		// question was asked: the client's answer is not enough.
		return mcp.NewToolResultText(fmt.Sprintf(pendingNeedsApproval, m.ID, out.PendingID, out.PendingID, out.PendingID)),
			DeleteResult{Pending: true, PendingID: out.PendingID}, nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Memory %s was deleted after the human confirmed.", m.ID)), DeleteResult{Deleted: true}, nil
}

// limited runs f with the request deadline and one of the caller's call slots.
func (s *Server) limited(ctx context.Context, f func(context.Context) error) error {
	ctx, done, err := s.admit(ctx)
	if err != nil {
		return err
	}
	defer done()
	err = f(ctx)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return s.timeoutErr(ctx, "deleteMemory")
	}
	return err
}

func confirmParams(p memory.DeletePreview) mcp.ElicitationParams {
	return mcp.ElicitationParams{
		Message: confirmMessage(p),
		RequestedSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"confirm": map[string]any{"type": "boolean", "title": "Delete this memory", "default": true,
					"description": "Delete the memory shown above. It cannot be undone from the assistant."},
			},
		},
	}
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

// confirmMessage shows the human what would be deleted, at the version the confirmation is bound
// to (stored text is already scrubbed).
func confirmMessage(p memory.DeletePreview) string {
	m := p.Memory
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
	return fmt.Sprintf("The assistant asks to delete %s (version %d).\n\nRecall hint: %s\n\nContent:\n%s\n\nDelete it?", where, p.Version, m.RecallHint, content)
}
