package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// Resource URIs.
const (
	AlwaysInjectURI     = "memory://always-inject"
	memoryURIPrefix     = "memory://memories/"
	memoryURITemplate   = "memory://memories/{id}"
	memoryContextPrompt = "memory-context"
)

func (s *Server) addResources() {
	s.mcp.AddResource(mcp.NewResource(AlwaysInjectURI, "always-inject memories",
		mcp.WithResourceDescription("Your alwaysInject memories (your preferences first, then facts about systems you can read and, in a session bound to a project, the project's), framed as context data and bounded per turn. Put it in front of every turn; subscribe to be told when it changes."),
		mcp.WithMIMEType("text/plain"),
	), s.readAlwaysInject)
	s.mcp.AddResourceTemplate(mcp.NewResourceTemplate(memoryURITemplate, "memory",
		mcp.WithTemplateDescription("One memory you may read, framed as context data."),
		mcp.WithTemplateMIMEType("text/plain"),
	), s.readMemory)
	s.mcp.AddPrompt(mcp.NewPrompt(memoryContextPrompt,
		mcp.WithPromptDescription("The always-inject memory block, for clients that use prompts instead of resources."),
	), s.memoryContext)
}

// resourceHooks answers a read of a memory the caller cannot see with the protocol's
// resource-not-found error instead of an internal error. mcp-go v1.2.1 reports every error a
// resource handler returns as -32603 and keeps the not-found code (-32002 before 2026-07-28,
// -32602 from it, chosen per request) for URIs that no resource or template matches. So before
// the read, a URI naming no visible memory is pointed at a URI no template matches, with the
// reason in it: mcp-go then answers with the code of the client's protocol era.
func (s *Server) resourceHooks(h *server.Hooks) {
	h.AddBeforeReadResource(func(ctx context.Context, _ any, req *mcp.ReadResourceRequest) {
		mid, ok := strings.CutPrefix(req.Params.URI, memoryURIPrefix)
		if !ok {
			return
		}
		ctx, cancel := context.WithTimeout(ctx, s.lim.RequestTimeout)
		defer cancel()
		_, err := s.svc.Get(ctx, identity(ctx), mid)
		if c := memory.ErrorCode(err); c == memory.CodeNotFound || c == memory.CodeInvalid {
			req.Params.URI = memoryURIPrefix + mid + " (no memory with this id is visible to you: it does not exist, has expired, or is not yours to read)"
		}
	})
}

// InjectBlock is the always-inject block for id exactly as the memory://always-inject resource
// and the memory-context prompt serve it: the caller's visible alwaysInject memories framed as
// data, bounded by limit. Count is how many memories it covers, those the cap left out included:
// 0 means there is nothing to inject, so a client hook can print nothing. `recall inject` calls it
// for stdio identities and reads the resource (with its count in _meta) from a remote server.
func InjectBlock(ctx context.Context, svc *memory.Service, id policy.Identity, limit memory.InjectCap) (text string, count int, err error) {
	set, err := svc.AlwaysInject(ctx, id, limit)
	if err != nil {
		return "", 0, err
	}
	return frame.Inject(set.Memories, set.Omitted), len(set.Memories) + set.Omitted, nil
}

// InjectMetaCount is the resource _meta key that counts the memories in the always-inject block
// (those left out by the cap included): 0 means the block is empty.
const InjectMetaCount = "recall/count"

func (s *Server) injectBlock(ctx context.Context) (string, int, error) {
	return InjectBlock(ctx, s.svc, identity(ctx), s.cap)
}

func (s *Server) readAlwaysInject(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	text, n, err := s.injectBlock(ctx)
	if err != nil {
		return nil, s.resourceErr(ctx, err)
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: AlwaysInjectURI, MIMEType: "text/plain", Text: text,
		Meta: map[string]any{InjectMetaCount: n}}}, nil
}

func (s *Server) readMemory(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	uri := req.Params.URI
	mid := strings.TrimPrefix(uri, memoryURIPrefix)
	m, err := s.svc.Get(ctx, identity(ctx), mid)
	if err != nil {
		return nil, s.resourceErr(ctx, err)
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: "text/plain",
		Text: frame.List("Memory", []memory.Memory{m}, nil, "")}}, nil
}

func (s *Server) memoryContext(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	text, _, err := s.injectBlock(ctx)
	if err != nil {
		return nil, s.resourceErr(ctx, err)
	}
	return mcp.NewGetPromptResult("Always-inject memories, as context data",
		[]mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(text))}), nil
}

// resourceErr turns a service error into a JSON-RPC error: a caller's mistake keeps its
// message; an infrastructure fault is logged and reported without internals.
func (s *Server) resourceErr(ctx context.Context, err error) error {
	if err = memory.Unavailable(err); memory.IsDomain(err) {
		return err
	}
	s.log.ErrorContext(ctx, "resource read failed", "err", err, identity(ctx).LogAttrs())
	return fmt.Errorf("reading memory failed on the server; the error was logged")
}
