package tools

import (
	"context"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/policy"
)

// bindings remembers the sessions whose project binding was accepted. A session bound to a
// project its principal is not a member of is refused at its first call (tool, resource or
// prompt) with the service's error, and again on every call until the binding is fixed. Once
// accepted, a session keeps working if its principal is later removed from the project: the
// service then simply shows it no project memory (membership is read in every query), as seed
// 000 puts it, "back to the non-project pool".
type bindings struct {
	mu sync.Mutex
	ok map[any]bool
}

// bindingKey is the session: the MCP session, or, for sessionless requests, the run the client
// names or else its credential, with the principal and project.
func bindingKey(ctx context.Context, id policy.Identity) any {
	if sess := server.ClientSessionFromContext(ctx); sess != nil && sess.SessionID() != "" {
		return sess
	}
	return "run|" + id.PrincipalID + "|" + id.RunID + "|" + id.Client + "|" + id.ProjectID
}

// checkBinding asks the service whether the session's project binding holds, once per session.
func (s *Server) checkBinding(ctx context.Context) error {
	id := identity(ctx)
	if id.ProjectID == "" {
		return nil
	}
	key := bindingKey(ctx, id)
	s.binds.mu.Lock()
	done := s.binds.ok[key]
	s.binds.mu.Unlock()
	if done {
		return nil
	}
	if err := s.svc.CheckBinding(ctx, id); err != nil {
		return err
	}
	s.binds.mu.Lock()
	if len(s.binds.ok) >= maxBindings {
		// Sessionless clients naming a new run per request could grow this without bound;
		// forgetting only costs a re-check.
		clear(s.binds.ok)
	}
	s.binds.ok[key] = true
	s.binds.mu.Unlock()
	return nil
}

// maxBindings bounds the sessions remembered as checked.
const maxBindings = 10000

func (s *Server) forgetBinding(sess server.ClientSession) {
	s.binds.mu.Lock()
	delete(s.binds.ok, sess)
	s.binds.mu.Unlock()
}

// bindingOptions are the middlewares that check the binding before every tool, resource and
// prompt handler.
func (s *Server) bindingOptions() []server.ServerOption {
	s.binds = &bindings{ok: map[any]bool{}}
	return []server.ServerOption{
		server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if err := s.checkBinding(ctx); err != nil {
					return s.fail(ctx, req.Params.Name, err)
				}
				return next(ctx, req)
			}
		}),
		server.WithResourceHandlerMiddleware(func(next server.ResourceHandlerFunc) server.ResourceHandlerFunc {
			return func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
				if err := s.checkBinding(ctx); err != nil {
					return nil, s.resourceErr(ctx, err)
				}
				return next(ctx, req)
			}
		}),
		server.WithPromptHandlerMiddleware(func(next server.PromptHandlerFunc) server.PromptHandlerFunc {
			return func(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				if err := s.checkBinding(ctx); err != nil {
					return nil, s.resourceErr(ctx, err)
				}
				return next(ctx, req)
			}
		}),
	}
}
