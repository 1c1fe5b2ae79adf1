package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/recall-mcp/recall/memory"
)

// HookPath is the HTTP hook endpoint: a client's hook event (Claude Code's http hooks) in, the
// context of its prompt out, in the hook protocol of Claude Code and Codex.
const HookPath = "/hooks/context"

// The hook events whose context a hook can add (hookSpecificOutput.additionalContext).
const (
	HookSessionStart     = "SessionStart"
	HookUserPromptSubmit = "UserPromptSubmit"
)

// HookEvent is what Claude Code and Codex send a command hook on stdin (and an HTTP hook as its
// body): the fields the context of a prompt reads. Others are ignored.
type HookEvent struct {
	SessionID     string `json:"session_id"`
	HookEventName string `json:"hook_event_name"`
	Prompt        string `json:"prompt,omitempty"`
	// Source is SessionStart's: startup, resume, clear or compact.
	Source string `json:"source,omitempty"`
}

// ParseHookEvent reads a hook event. An event without a name is a UserPromptSubmit.
func ParseHookEvent(body []byte) (HookEvent, error) {
	var ev HookEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		return HookEvent{}, fmt.Errorf("the hook's input is not the JSON object Claude Code and Codex send (session_id, hook_event_name, prompt): %v", err)
	}
	if ev.HookEventName == "" {
		ev.HookEventName = HookUserPromptSubmit
	}
	return ev, nil
}

// ContextInput is the context request of the event: the prompt of a UserPromptSubmit, none at a
// SessionStart, whose clear and compact left the client's context without what was sent before.
// Other events take no context: the error says so.
func (ev HookEvent) ContextInput(maxTokens int, inject memory.InjectCap) (memory.ContextInput, error) {
	in := memory.ContextInput{SessionID: ev.SessionID, MaxTokens: maxTokens, Inject: inject}
	switch ev.HookEventName {
	case HookUserPromptSubmit:
		in.Prompt = ev.Prompt
	case HookSessionStart:
		in.Fresh = ev.Source == "clear" || ev.Source == "compact"
	default:
		return in, fmt.Errorf("hook event %q takes no context: use recall's context for %s and %s", ev.HookEventName, HookSessionStart, HookUserPromptSubmit)
	}
	return in, nil
}

// HookOutput is the hook's answer that adds context to event: Claude Code's and Codex's
// {"hookSpecificOutput": {"hookEventName", "additionalContext"}}.
func HookOutput(event, context string) []byte {
	out, _ := json.Marshal(map[string]any{"hookSpecificOutput": map[string]string{"hookEventName": event, "additionalContext": context}})
	return out
}

// hookContext answers POST /hooks/context (behind authenticate): the event's JSON in, the hook's
// JSON out, or 200 with an empty body when there is nothing to add (Claude Code's http hooks take
// an empty 2xx as success without output). The budget may be given as ?maxTokens=N. A caller's
// mistake or a refusal is a 4xx with the reason as text, which a client shows as a hook error
// without blocking the prompt.
func (s *Server) hookContext(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "could not read the request body: "+err.Error(), http.StatusBadRequest)
		return
	}
	ev, err := ParseHookEvent(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	maxTokens := 0
	if v := r.URL.Query().Get("maxTokens"); v != "" {
		if maxTokens, err = strconv.Atoi(v); err != nil {
			http.Error(w, fmt.Sprintf("maxTokens %q is not a whole number: give the budget in estimated tokens, 1 to %d", v, memory.MaxContextTokens), http.StatusBadRequest)
			return
		}
	}
	in, err := ev.ContextInput(maxTokens, s.cap)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	res, err := s.hookAnswer(r.Context(), in)
	if err != nil {
		status, msg := s.hookStatus(r, err)
		http.Error(w, msg, status)
		return
	}
	text := contextText(res)
	if text == "" {
		w.WriteHeader(http.StatusOK)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(HookOutput(ev.HookEventName, text)) //nolint:errcheck
}

// hookAnswer is the context of in for the caller, within the request's deadline and one of its
// call slots, in a session whose project binding is checked first, as /mcp checks it.
func (s *Server) hookAnswer(ctx context.Context, in memory.ContextInput) (memory.ContextResult, error) {
	ctx, done, err := s.admit(ctx)
	if err != nil {
		return memory.ContextResult{}, err
	}
	defer done()
	id := identity(ctx)
	if err := s.svc.CheckBinding(ctx, id); err != nil {
		return memory.ContextResult{}, err
	}
	return s.svc.Context(ctx, id, in)
}

// hookStatus maps a failed context request to its HTTP status and message: a domain error keeps
// its message; a timeout or an infrastructure fault is logged and reported without internals.
func (s *Server) hookStatus(r *http.Request, err error) (int, string) {
	if memory.IsDomain(err) {
		status := http.StatusBadRequest
		switch memory.ErrorCode(err) {
		case memory.CodeUnauthenticated:
			status = http.StatusUnauthorized
		case memory.CodeForbidden:
			status = http.StatusForbidden
		case memory.CodeNotFound:
			status = http.StatusNotFound
		case memory.CodeBusy:
			status = http.StatusTooManyRequests
		}
		return status, err.Error()
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return http.StatusServiceUnavailable, s.timeoutErr(r.Context(), "the context of a prompt").Error()
	}
	s.log.ErrorContext(r.Context(), "hook context failed", "err", err, identity(r.Context()).LogAttrs())
	return http.StatusInternalServerError, "the context failed on the server; the error was logged"
}
