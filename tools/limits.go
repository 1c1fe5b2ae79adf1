package tools

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Limits bound what one request may take from the server. Zero values mean defaults.
type Limits struct {
	// RequestTimeout is every request's deadline (tools, resources, prompts, authentication,
	// tools/list): a frozen or unreachable database answers with a clear error by then instead
	// of holding the request. Default 15s.
	RequestTimeout time.Duration
	// ConfirmTimeout is how long a delete waits for the human's answer; unanswered, nothing is
	// deleted. Default 2m.
	ConfirmTimeout time.Duration
	// TokenRecheck is how often the streams held open by bearer tokens (notification streams)
	// are checked against revocation; a revoked token's streams are closed. Default 10s.
	TokenRecheck time.Duration
	// StreamsPerPrincipal and MaxStreams bound the notification streams (GET /mcp,
	// subscriptions/listen) open at once, per principal and in all: a stream holds a connection
	// for as long as its client likes, so without a bound one token could take every connection.
	// Beyond them a stream is refused (429, 503). Defaults 8 and 512.
	StreamsPerPrincipal int
	MaxStreams          int
	// SessionIdleTimeout ends an MCP session that has had no request and no open stream for that
	// long; SessionsPerPrincipal bounds one principal's live sessions (its least recently used
	// one is ended to make room). Defaults 30m and 100.
	SessionIdleTimeout   time.Duration
	SessionsPerPrincipal int
	// RequestsPerPrincipal bounds the other HTTP requests one principal has in progress at once
	// (RECALL_REQUESTS_PER_PRINCIPAL): calls, calls waiting for a call slot and bodies still
	// arriving each hold a connection. Beyond it a request is refused (429) before its body is
	// read. Default 32.
	RequestsPerPrincipal int
	// ConfirmationsPerPrincipal bounds one principal's deletes waiting for a person's answer at
	// once (RECALL_CONFIRMATIONS_PER_PRINCIPAL): on protocols before 2026-07-28 each holds its
	// connection for up to ConfirmTimeout. Beyond it the person is not asked and nothing is
	// deleted. Default 8.
	ConfirmationsPerPrincipal int
}

func (l Limits) withDefaults() Limits {
	if l.RequestTimeout <= 0 {
		l.RequestTimeout = 15 * time.Second
	}
	if l.ConfirmTimeout <= 0 {
		l.ConfirmTimeout = 2 * time.Minute
	}
	if l.TokenRecheck <= 0 {
		l.TokenRecheck = 10 * time.Second
	}
	if l.StreamsPerPrincipal <= 0 {
		l.StreamsPerPrincipal = 8
	}
	if l.MaxStreams <= 0 {
		l.MaxStreams = 512
	}
	if l.SessionIdleTimeout <= 0 {
		l.SessionIdleTimeout = 30 * time.Minute
	}
	if l.SessionsPerPrincipal <= 0 {
		l.SessionsPerPrincipal = 100
	}
	if l.RequestsPerPrincipal <= 0 {
		l.RequestsPerPrincipal = 32
	}
	if l.ConfirmationsPerPrincipal <= 0 {
		l.ConfirmationsPerPrincipal = 8
	}
	return l
}

// limitMiddlewares give every tool call, resource read and prompt its deadline and one of the
// principal's call slots (memory.Service.Admit). A tool that asks a person (deleteMemory) takes
// its own: it must not hold a slot while a human thinks.
func (s *Server) limitMiddlewares() []server.ServerOption {
	return []server.ServerOption{
		server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if asksPerson(req.Params.Name) {
					return next(ctx, req)
				}
				ctx, done, err := s.admit(ctx)
				if err != nil {
					return s.limitErr(ctx, req.Params.Name, err)
				}
				defer done()
				res, err := next(ctx, req)
				if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
					return nil, s.timeoutErr(ctx, req.Params.Name)
				}
				return res, err
			}
		}),
		server.WithResourceHandlerMiddleware(func(next server.ResourceHandlerFunc) server.ResourceHandlerFunc {
			return func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
				ctx, done, err := s.admit(ctx)
				if err != nil {
					return nil, s.resourceErr(ctx, err)
				}
				defer done()
				res, err := next(ctx, req)
				if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
					return nil, s.timeoutErr(ctx, "reading "+req.Params.URI)
				}
				return res, err
			}
		}),
		server.WithPromptHandlerMiddleware(func(next server.PromptHandlerFunc) server.PromptHandlerFunc {
			return func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				ctx, done, err := s.admit(ctx)
				if err != nil {
					return nil, s.resourceErr(ctx, err)
				}
				defer done()
				res, err := next(ctx, req)
				if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
					return nil, s.timeoutErr(ctx, "prompt "+req.Params.Name)
				}
				return res, err
			}
		}),
	}
}

// admit sets the request deadline and takes one of the caller's call slots (waiting counts
// against the deadline too).
func (s *Server) admit(ctx context.Context) (context.Context, func(), error) {
	ctx, cancel := context.WithTimeout(ctx, s.lim.RequestTimeout)
	release, err := s.svc.Admit(ctx, identity(ctx))
	if err != nil {
		cancel()
		return ctx, nil, err
	}
	return ctx, func() { release(); cancel() }, nil
}

func (s *Server) limitErr(ctx context.Context, tool string, err error) (*mcp.CallToolResult, error) {
	if errors.Is(err, context.DeadlineExceeded) {
		return nil, s.timeoutErr(ctx, tool)
	}
	return s.fail(ctx, tool, err)
}

// timeoutError is the clear error of a request that ran out of time: what happened and what to
// do, nothing about internals.
type timeoutError struct {
	what string
	d    time.Duration
}

func (e *timeoutError) Error() string {
	return fmt.Sprintf("%s timed out after %s: the memory store did not answer in time; retry later", e.what, e.d)
}

func (s *Server) timeoutErr(ctx context.Context, what string) error {
	s.log.ErrorContext(ctx, "request timed out", "what", what, "timeout", s.lim.RequestTimeout, identity(ctx).LogAttrs())
	return &timeoutError{what: what, d: s.lim.RequestTimeout}
}
