package tools

import (
	"encoding/json"
	"net/http"

	"github.com/recall-mcp/recall/memory"
)

// CapturePath serves `recall capture --url`: a client's transcript is on the client's machine, so
// the command reads it there and sends its new user turns here, where the memory service
// extracts and saves them (memory.Service.Capture), the same code path as a local capture.
const CapturePath = "/hooks/capture"

// CaptureHookRequest is the body of POST /hooks/capture: the hook's own JSON (session_id,
// hook_event_name, and whatever else the client sent, ignored) and, under "recall", the step of
// the capture. A body without it (a client's http hook posting its event as is) is refused: the
// turns are in a transcript only a command on the client's machine can read.
type CaptureHookRequest struct {
	SessionID string       `json:"session_id"`
	Event     string       `json:"hook_event_name"`
	Recall    *CaptureStep `json:"recall"`
}

// CaptureStep is one of the two calls of a capture: {"begin": true} answers a
// memory.CaptureStart (whether capture is on, the lease, the cursor to read from); then the turns
// read from that cursor, under the lease, answer a memory.CaptureResult.
type CaptureStep struct {
	Begin  bool                 `json:"begin,omitempty"`
	Lease  string               `json:"lease,omitempty"`
	Turns  []memory.CaptureTurn `json:"turns,omitempty"`
	End    memory.CaptureCursor `json:"end"`
	Reread bool                 `json:"reread,omitempty"`
}

// captureHook is POST /hooks/capture, behind authenticate (bearer token, body cap, deadline).
func (s *Server) captureHook(w http.ResponseWriter, r *http.Request) {
	id := identity(r.Context())
	id.Transport = "hook"
	var req CaptureHookRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		hookError(w, http.StatusBadRequest, "the body must be the hook's JSON: "+err.Error())
		return
	}
	if req.Recall == nil {
		hookError(w, http.StatusBadRequest, `this endpoint takes the transcript's new user turns, which "recall capture --url URL" reads and sends; run that command from the client's hook instead of posting the event here`)
		return
	}
	var out any
	var err error
	if req.Recall.Begin {
		out, err = s.svc.BeginCapture(r.Context(), id, req.SessionID)
	} else {
		out, err = s.svc.Capture(r.Context(), id, memory.CaptureInput{Session: req.SessionID, Lease: req.Recall.Lease, Event: req.Event,
			Turns: req.Recall.Turns, End: req.Recall.End, Reread: req.Recall.Reread})
	}
	if err != nil {
		if !memory.IsDomain(err) {
			s.log.ErrorContext(r.Context(), "capture hook failed", "err", err, id.LogAttrs())
			hookError(w, http.StatusInternalServerError, "the memory store failed; nothing more was captured, retry at the next turn")
			return
		}
		hookError(w, hookStatus(memory.ErrorCode(err)), err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out) //nolint:errcheck // the client went away
}

// hookStatus is the HTTP status of a domain error of a hook endpoint.
func hookStatus(c memory.Code) int {
	switch c {
	case memory.CodeInvalid:
		return http.StatusBadRequest
	case memory.CodeUnauthenticated:
		return http.StatusUnauthorized
	case memory.CodeForbidden:
		return http.StatusForbidden
	case memory.CodeConflict:
		return http.StatusConflict
	case memory.CodeBusy:
		return http.StatusTooManyRequests
	}
	return http.StatusUnprocessableEntity
}

// HookError is the body of a hook endpoint's refusal.
type HookError struct {
	Error string `json:"error"`
}

func hookError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(HookError{Error: msg}) //nolint:errcheck
}
