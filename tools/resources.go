package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

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
	return memory.InjectBlock(set), len(set.Memories) + set.Omitted, nil
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
		Text: frame("Memory", []memory.Memory{m}, nil, "")}}, nil
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
	if memory.IsDomain(err) {
		return err
	}
	s.log.ErrorContext(ctx, "resource read failed", "err", err, identity(ctx).LogAttrs())
	return fmt.Errorf("reading memory failed on the server; the error was logged")
}
