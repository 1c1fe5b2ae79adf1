package memory

import (
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/policy"
)

// The context of a prompt is what a client hook (Claude Code's and Codex's SessionStart and
// UserPromptSubmit) puts in front of the model without the model asking: the caller's
// always-inject memories and the memories relevant to the prompt, framed as data, within a token
// budget, each sent once per client session unless it changed. It is a search through Search's
// own path (every scope, rule, grant, project binding and expiry applies), asked to measure each
// hit's relevance (package search, relevance.go) so that a prompt about nothing in memory gets
// nothing: a search ranks whatever shares a word with its query.
const (
	// DefaultContextMaxTokens is the budget when neither the caller nor RECALL_CONTEXT_MAX_TOKENS
	// sets one: the knee on LoCoMo (docs/context.md), where doubling 500 to 1,000 tokens added
	// three times the evidence per token that doubling 1,000 to 2,000 did.
	DefaultContextMaxTokens = 1000
	// MaxContextTokens bounds a budget: Claude Code keeps 10,000 characters of a hook's context.
	MaxContextTokens = 100_000
	// DefaultContextMinRelevance is the relevance (Hit.Relevance) a prompt's best match must reach
	// for the prompt to get relevant memories at all (aboveFloor), chosen on LoCoMo's tuning
	// conversations (docs/context.md).
	DefaultContextMinRelevance = 0.35
	// MaxSessionIDLen bounds a client's session id, in bytes.
	MaxSessionIDLen = 256
	// contextCandidates is how many hits a prompt's search returns to fill the budget from.
	contextCandidates = MaxLimit
)

// ContextInput asks for the context of one prompt (Service.Context).
type ContextInput struct {
	// Prompt is the user's prompt. Empty (a session's start), the context is the always-inject
	// block alone. Only its first and last MaxQueryLen/2 bytes are searched.
	Prompt string
	// SessionID is the client's session id. Empty, nothing is remembered: everything relevant is
	// sent every time.
	SessionID string
	// MaxTokens bounds the whole context in estimated tokens (EstimateTokens of the block), always-inject
	// included; 0 is the service's budget (Options.ContextMaxTokens).
	MaxTokens int
	// Fresh says the client's context no longer holds what this session was sent (it was cleared
	// or compacted): the session's record is forgotten first, so everything is sent again.
	Fresh bool
	// Inject caps the always-inject memories as the memory://always-inject resource does.
	Inject InjectCap
}

// ContextResult is the context of one prompt.
type ContextResult struct {
	// Sections are the lists to send, for an adapter to render as one block (frame.Block); none
	// when there is nothing to send.
	Sections []frame.Section
	Tokens   int // EstimateTokens of the rendered block
	// Sent is what Text holds: always-inject memories first, then the relevant ones, best first.
	Sent []ContextMemory
	// Repeated counts memories left out because this session was sent them, unchanged, before;
	// Omitted, relevant memories the budget left out.
	Repeated, Omitted int
}

// ContextMemory is one memory a context sent: always-inject (Relevant false), or relevant to the
// prompt with its relevance.
type ContextMemory struct {
	Memory
	Relevant  bool
	Relevance float64
}

// Titles of the context's two lists.
const (
	contextInjectTitle   = frame.InjectTitle
	contextRelevantTitle = "Memories relevant to the prompt"
)

// Context returns the context of a prompt for the caller: its visible always-inject memories
// (capped by in.Inject), then the memories relevant to the prompt, best first, above the floor
// (Options.ContextMinRelevance, aboveFloor), all within in.MaxTokens, of which at least one relevant memory when any
// reaches the floor. With a session id, a memory this session was sent before and that has not
// changed since is not sent again (context_session.go). Nothing to send is no section.
//
// Errors: CodeUnauthenticated, CodeInvalid (a budget out of 1..MaxContextTokens, a session id
// over MaxSessionIDLen bytes or not text), CodeForbidden (ai.memory.read revoked).
func (s *Service) Context(ctx context.Context, id policy.Identity, in ContextInput) (ContextResult, error) {
	if err := s.checkIdentity(ctx, id, policy.OpContext); err != nil {
		return ContextResult{}, err
	}
	if in.MaxTokens == 0 {
		in.MaxTokens = s.opts.ContextMaxTokens
	}
	if in.MaxTokens < 1 || in.MaxTokens > MaxContextTokens {
		return ContextResult{}, errorf(CodeInvalid, "invalid input: maxTokens %d is out of range: give 1 to %d (estimated tokens, about 4 bytes each), or 0 for the server's default", in.MaxTokens, MaxContextTokens)
	}
	if len(in.SessionID) > MaxSessionIDLen || !IsText(in.SessionID) {
		return ContextResult{}, errorf(CodeInvalid, "invalid input: sessionId must be text of at most %d bytes", MaxSessionIDLen)
	}
	always, err := s.AlwaysInject(ctx, id, in.Inject)
	if err != nil {
		return ContextResult{}, err
	}
	var hits []Hit
	if q := PromptQuery(in.Prompt); q != "" {
		if hits, err = s.search(ctx, id, SearchInput{Query: q, Limit: contextCandidates, relevance: true}); err != nil {
			return ContextResult{}, err
		}
		hits = aboveFloor(hits, *s.opts.ContextMinRelevance)
	}
	if len(always.Memories) == 0 && len(hits) == 0 {
		if in.SessionID != "" && in.Fresh {
			return ContextResult{}, s.forgetSession(ctx, id, in.SessionID)
		}
		return ContextResult{}, nil
	}
	pick := func(sent sentBefore) contextPick { return pickContext(always, hits, sent, in.MaxTokens) }
	var p contextPick
	if in.SessionID == "" {
		p = pick(nil)
	} else if p, err = s.pickOnce(ctx, id, in, candidateIDs(always, hits), pick); err != nil {
		return ContextResult{}, err
	}
	return p.result(), nil
}

// aboveFloor keeps the hits a context may send. A prompt is about something in memory when its
// best match holds at least floor of its information; then every hit holding at least half of
// that is sent, as it shares the prompt's subject (a question's answer often holds fewer of its
// words than the best match). A hit the vector ranking found, within its similarity bound, is
// sent whatever its words. On LoCoMo's tuning conversations this kept more of the evidence than
// one floor for every hit, and sent nothing for more of the unrelated prompts (docs/context.md).
func aboveFloor(hits []Hit, floor float64) []Hit {
	best := 0.0
	for _, h := range hits {
		best = max(best, h.Relevance)
	}
	kept := hits[:0]
	for _, h := range hits {
		if h.Vector || best >= floor && h.Relevance >= floor/2 {
			kept = append(kept, h)
		}
	}
	return kept
}

// candidateIDs are the ids of the memories a context may send.
func candidateIDs(always InjectSet, hits []Hit) []string {
	ids := make([]string, 0, len(always.Memories)+len(hits))
	for _, m := range always.Memories {
		ids = append(ids, m.ID)
	}
	for _, h := range hits {
		ids = append(ids, h.ID)
	}
	return ids
}

// sentBefore reports whether this session was sent memory m as it is now.
type sentBefore func(m Memory) bool

// contextPick is what fits the budget, in the order it is shown.
type contextPick struct {
	inject, relevant  []ContextMemory
	injectOmitted     int // always-inject memories the cap or the budget left out
	repeated, omitted int
}

// pickContext chooses what to send: the always-inject memories not sent before, while they fit,
// then the relevant ones not sent before and not already in the block, best first, each that
// fits (a long one is passed over for a shorter one after it), and the first of them even when it
// alone is over the budget. The budget counts the whole rendered text, preamble and fence included.
func pickContext(always InjectSet, hits []Hit, sent sentBefore, budget int) contextPick {
	var p contextPick
	inBlock := map[string]bool{}
	limit := budget * 4 // bytes: EstimateTokens(text) <= budget exactly when len(text) <= 4*budget
	used := frame.Overhead
	p.injectOmitted = always.Omitted
	for _, m := range always.Memories {
		if sent != nil && sent(m) {
			p.repeated++
			inBlock[m.ID] = true
			continue
		}
		cost := frame.EntryLen(len(p.inject)+1, m)
		if len(p.inject) == 0 {
			cost += frame.SectionLen(contextInjectTitle, injectFooter(999))
		}
		if used+cost > limit {
			p.injectOmitted++
			continue
		}
		used += cost
		p.inject = append(p.inject, ContextMemory{Memory: m})
		inBlock[m.ID] = true
	}
	for _, h := range hits {
		if inBlock[h.ID] {
			continue
		}
		if sent != nil && sent(h.Memory) {
			p.repeated++
			continue
		}
		cost := frame.EntryLen(len(p.relevant)+1, h.Memory)
		if len(p.relevant) == 0 {
			cost += frame.SectionLen(contextRelevantTitle, relevantFooter(999))
		}
		if used+cost > limit && len(p.relevant) > 0 {
			p.omitted++
			continue
		}
		used += cost
		p.relevant = append(p.relevant, ContextMemory{Memory: h.Memory, Relevant: true, Relevance: h.Relevance})
	}
	return p
}

// sent is what the pick sends, in order.
func (p contextPick) sent() []ContextMemory {
	return append(append(make([]ContextMemory, 0, len(p.inject)+len(p.relevant)), p.inject...), p.relevant...)
}

// result is the pick as the lists to send.
func (p contextPick) result() ContextResult {
	var secs []frame.Section
	if len(p.inject) > 0 {
		secs = append(secs, frame.Section{Title: contextInjectTitle, Memories: memoriesOf(p.inject), Footer: injectFooter(p.injectOmitted)})
	}
	if len(p.relevant) > 0 {
		secs = append(secs, frame.Section{Title: contextRelevantTitle, Memories: memoriesOf(p.relevant), Footer: relevantFooter(p.omitted)})
	}
	return ContextResult{Sections: secs, Tokens: tokensOfBytes(frame.Len(secs...)), Sent: p.sent(),
		Repeated: p.repeated, Omitted: p.omitted}
}

func memoriesOf(cs []ContextMemory) []Memory {
	out := make([]Memory, len(cs))
	for i, c := range cs {
		out[i] = c.Memory
	}
	return out
}

func injectFooter(omitted int) string {
	if omitted == 0 {
		return ""
	}
	return fmt.Sprintf("(%d more always-inject memories were left out by the per-turn cap or the token budget; search memory to reach them)\n", omitted)
}

func relevantFooter(omitted int) string {
	if omitted == 0 {
		return ""
	}
	return fmt.Sprintf("(%d more relevant memories were left out by the token budget; search memory to reach them)\n", omitted)
}

// PromptQuery turns a prompt into the query its context searches for: text a query may hold
// (bytes that are not UTF-8, NUL and noncharacters become spaces), and of a prompt longer than a
// query may be, its first and last MaxQueryLen/2 bytes, cut between words. A long prompt is
// mostly what was pasted into it; what is asked tends to come first or last.
func PromptQuery(prompt string) string {
	q := strings.Map(func(r rune) rune {
		if r == utf8.RuneError || r == 0 || r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE || unicode.IsControl(r) {
			return ' '
		}
		return r
	}, prompt)
	q = strings.TrimSpace(q)
	if len(q) <= MaxQueryLen {
		return q
	}
	half := MaxQueryLen/2 - 1
	head, tail := q[:half], q[len(q)-half:]
	if i := strings.LastIndexFunc(head, unicode.IsSpace); i > 0 {
		head = head[:i]
	}
	if i := strings.IndexFunc(tail, unicode.IsSpace); i >= 0 {
		tail = tail[i:]
	}
	return strings.ToValidUTF8(strings.TrimSpace(head), "") + " " + strings.ToValidUTF8(strings.TrimSpace(tail), "")
}
