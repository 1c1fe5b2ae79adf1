package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/scrub"
)

// contextBudgets are the budgets the context of a prompt is measured at (issue 47).
var contextBudgets = []int{500, 1000, 2000}

// contextQuality measures the context of a prompt (memory.Service.Context) on a LoCoMo split, as
// a hook would get it: every dialogue turn a memory in its conversation's namespace (as -locomo
// stores them), each question of categories 1-4 the prompt, no session (every question alone).
// Asked of its own conversation, it reports the share of the questions' evidence turns inside the
// context at each budget (averaged over questions, as R@k is), the share of questions with all of
// theirs inside, and the mean tokens sent (memory.EstimateTokens of the text); asked of the next
// conversation's memories (unrelated prompts), the mean tokens sent and the share of prompts that
// get nothing. The naive client beside it takes searchMemory's results (limit 50) in rank order,
// framed as the tool frames them, cut at the first that does not fit the budget. With floors,
// it measures each floor instead (for tuning), without the naive client.
func contextQuality(ctx context.Context, path, only, exclude string, floors []float64, keep bool, out io.Writer) error {
	convs, err := readLoCoMo(path, only, exclude)
	if err != nil {
		return err
	}
	base, cleanup, err := benchService(ctx, keep, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	defer cleanup()
	sc, err := scrub.New()
	if err != nil {
		return err
	}
	ids := make([]policy.Identity, len(convs))
	byDia := make([]map[string]string, len(convs))
	questions := 0
	for i, c := range convs {
		if ids[i], byDia[i], _, err = loadConversation(ctx, base, c); err != nil {
			return err
		}
		questions += len(c.questions())
	}
	names := make([]string, len(convs))
	for i, c := range convs {
		names[i] = c.SampleID
	}
	if len(convs) < 2 {
		return fmt.Errorf("-context needs two conversations at least: unrelated prompts are another conversation's questions")
	}
	fmt.Fprintf(out, "context of a prompt, LoCoMo %s (%s): %d questions (categories 1-4), lexical only; unrelated: each asked of the next conversation\n",
		path, strings.Join(names, " "), questions)
	measure := func(svc *memory.Service, naive bool) (map[int]*contextTally, error) {
		t := map[int]*contextTally{}
		for _, b := range contextBudgets {
			t[b] = &contextTally{}
		}
		for i, c := range convs {
			other := ids[(i+1)%len(ids)]
			for _, qa := range c.questions() {
				var own, unrelated []memory.Hit
				if naive {
					if own, err = svc.Search(ctx, ids[i], memory.SearchInput{Query: qa.Question, Limit: memory.MaxLimit}); err != nil {
						return nil, err
					}
					if unrelated, err = svc.Search(ctx, other, memory.SearchInput{Query: qa.Question, Limit: memory.MaxLimit}); err != nil {
						return nil, err
					}
				}
				for _, b := range contextBudgets {
					var sent []string
					var tokens, foreign int
					if naive {
						sent, tokens = naiveCut(own, b)
						_, foreign = naiveCut(unrelated, b)
					} else {
						res, err := svc.Context(ctx, ids[i], memory.ContextInput{Prompt: qa.Question, MaxTokens: b})
						if err != nil {
							return nil, err
						}
						for _, m := range res.Sent {
							sent = append(sent, m.ID)
						}
						tokens = res.Tokens
						if res, err = svc.Context(ctx, other, memory.ContextInput{Prompt: qa.Question, MaxTokens: b}); err != nil {
							return nil, err
						}
						foreign = res.Tokens
					}
					t[b].add(qa.Evidence, byDia[i], sent, tokens, foreign)
				}
			}
		}
		return t, nil
	}
	if len(floors) > 0 {
		fmt.Fprintf(out, "%-6s %-26s %-26s %-26s %s\n", "floor", "500: evidence / all / tok", "1000: evidence / all / tok", "2000: evidence / all / tok", "unrelated at 1000: tokens / nothing")
		for _, f := range floors {
			svc := memory.New(base.DB(), sc, &memory.Options{Logger: slog.New(slog.DiscardHandler), ContextMinRelevance: &f})
			t, err := measure(svc, false)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "%-6.2f %-26s %-26s %-26s %.0f / %.3f\n", f, t[500].quality(), t[1000].quality(), t[2000].quality(),
				t[1000].foreignTokens(), t[1000].nothing())
		}
		return nil
	}
	recall, err := measure(base, false)
	if err != nil {
		return err
	}
	naive, err := measure(base, true)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%-30s %-8s %-14s %-12s %-12s %-16s %s\n", "client, budget", "floor", "evidence in", "all of it", "tokens mean", "unrelated tokens", "unrelated nothing")
	for _, row := range []struct {
		name  string
		floor string
		t     map[int]*contextTally
	}{{"recall context", fmt.Sprintf("%.2f", memory.DefaultContextMinRelevance), recall}, {"naive (search, rank order)", "-", naive}} {
		for _, b := range contextBudgets {
			t := row.t[b]
			fmt.Fprintf(out, "%-30s %-8s %-14.3f %-12.3f %-12.0f %-16.0f %.3f\n", fmt.Sprintf("%s, %d", row.name, b), row.floor,
				t.evidence/t.n, t.all/t.n, t.tokens/t.n, t.foreign/t.n, t.empty/t.n)
		}
	}
	return nil
}

// contextTally adds up one client at one budget.
type contextTally struct {
	n, evidence, all, tokens, foreign, empty float64
}

func (t *contextTally) add(evidence []string, byDia map[string]string, sent []string, tokens, foreign int) {
	in := map[string]bool{}
	for _, id := range sent {
		in[id] = true
	}
	got := 0
	for _, ev := range evidence {
		if in[byDia[ev]] {
			got++
		}
	}
	t.n++
	t.evidence += float64(got) / float64(len(evidence))
	if got == len(evidence) {
		t.all++
	}
	t.tokens += float64(tokens)
	t.foreign += float64(foreign)
	if foreign == 0 {
		t.empty++
	}
}

func (t *contextTally) quality() string {
	return fmt.Sprintf("%.3f / %.3f / %.0f", t.evidence/t.n, t.all/t.n, t.tokens/t.n)
}

func (t *contextTally) foreignTokens() float64 { return t.foreign / t.n }
func (t *contextTally) nothing() float64       { return t.empty / t.n }

// naiveCut is what a client that injects search results in rank order sends within budget: the
// longest first run of hits whose framed text (as searchMemory frames it) fits, and its tokens.
func naiveCut(hits []memory.Hit, budget int) ([]string, int) {
	var ids []string
	tokens := 0
	for k := 1; k <= len(hits); k++ {
		mems, scores := make([]memory.Memory, k), make([]float64, k)
		for i, h := range hits[:k] {
			mems[i], scores[i] = h.Memory, h.Score
		}
		t := memory.EstimateTokens(frame.List("Memories matching the query", mems, scores, ""))
		if t > budget {
			break
		}
		ids, tokens = append(ids, hits[k-1].ID), t
	}
	return ids, tokens
}
