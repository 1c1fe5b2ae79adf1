package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/memory"
)

// MCP logging: the server declares the logging capability, so a client can set its session's
// level with logging/setLevel (mcp-go keeps the level per session; on the sessionless
// 2026-07-28 protocol the level travels with each request). recall sends the client what it
// should know about its own calls and can act on; everything else stays in the operator's slog
// on stderr. A message never carries a secret or a memory's text: only what happened, the
// domain error code, and the refusal message the tool result itself returns.

// clientLogger names recall's messages in notifications/message.
const clientLogger = "recall"

// clientLog sends one log message to the session behind ctx, if its level lets it through.
// Sending is best effort: a session that is gone or never initialized is not an error.
func (s *Server) clientLog(ctx context.Context, level mcp.LoggingLevel, data map[string]any) {
	if server.ClientSessionFromContext(ctx) == nil {
		return // not an MCP call (the CLI, a background job)
	}
	err := s.mcp.SendLogMessageToClient(ctx, mcp.NewLoggingMessageNotification(level, clientLogger, data))
	if err != nil && !errors.Is(err, server.ErrNotificationNotInitialized) {
		s.log.DebugContext(ctx, "log notification not sent", "err", err)
	}
}

// embedderDegraded tells the caller that the embedder failed and its call ran without vectors.
// The embedder's error is not included: it can name internal hosts.
func (s *Server) embedderDegraded(ctx context.Context) {
	s.clientLog(ctx, mcp.LoggingLevelWarning, map[string]any{
		"event":   "embedder_degraded",
		"message": "the embedding service did not answer: search ranks lexically only (no vector ranking) and new memories are embedded later",
	})
}

// saveRefused tells the caller why a save was refused. The message is the same one the tool
// result carries (the service's domain message, which never quotes memory text); a malformed
// input's message is left out, as it can quote what was sent.
func (s *Server) saveRefused(ctx context.Context, err error) {
	data := map[string]any{"event": "save_refused", "code": string(memory.ErrorCode(err))}
	if memory.ErrorCode(err) != memory.CodeInvalid {
		data["message"] = err.Error()
	}
	s.clientLog(ctx, mcp.LoggingLevelWarning, data)
}
