package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"

	"github.com/recall-mcp/recall/frame"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// hookCost measures `recall context` as Claude Code runs a command hook: a new process for every
// prompt, the UserPromptSubmit event's JSON on stdin, its output read to the end. The bench
// principal holds memories synthetic memories; the hook answers from the database (the stdio
// identity: RECALL_PRINCIPAL) and through --url from a `recall serve` this bench started, the two
// alternated, each prompt in a client session of its own (so nothing is withheld as sent before).
// Beside them, the same context asked of the service in this process, and `recall version`, a
// process start alone: what the hook adds is the process, its connection and, locally, the schema
// check every command makes.
func hookCost(ctx context.Context, bin string, memories, runs int, out io.Writer) error {
	if _, err := os.Stat(bin); err != nil {
		return fmt.Errorf("%s: %w (run `make build`, or pass -recall)", bin, err)
	}
	b, err := newBench(ctx, false, bin, false)
	if err != nil {
		return err
	}
	defer b.close()
	if err := b.load(ctx, "bench", memories); err != nil {
		return err
	}
	if _, _, err := b.svc.CountPendingWords(ctx); err != nil {
		return err
	}
	srv, err := b.startServer(ctx)
	if err != nil {
		return err
	}
	local := append(append([]string{}, b.env...), "RECALL_PRINCIPAL=bench", "RECALL_AGENT=default")
	remote := append(append([]string{}, b.env...), "RECALL_URL="+srv.url, "RECALL_TOKEN="+b.token)
	p, err := identity.New(b.svc.DB(), nil).PrincipalByName(ctx, "bench")
	if err != nil {
		return err
	}
	id := policy.Identity{PrincipalID: p.ID, Principal: "bench", AgentID: "default", Transport: "bench"}

	const ways = 4
	var lat [ways][]time.Duration // local, remote, in-process, a process alone
	var sent [ways]int
	var tokens [ways]int
	for i := range ways * runs {
		rng := mrand.New(mrand.NewPCG(uint64(i/ways), 17))
		prompt := synthQuery(rng)
		way := (i + i/ways) % ways // each way first in turn
		session := fmt.Sprintf("hook-bench-%d-%d", way, i/ways)
		t0 := time.Now()
		var text string
		if way == 3 {
			if err := exec.CommandContext(ctx, bin, "version").Run(); err != nil {
				return err
			}
		} else if way == 2 {
			res, err := b.svc.Context(ctx, id, memory.ContextInput{Prompt: prompt, SessionID: session})
			if err != nil {
				return err
			}
			text = frame.Block(res.Sections...)
		} else {
			env := local
			if way == 1 {
				env = remote
			}
			if text, err = runHook(ctx, bin, env, session, prompt); err != nil {
				return err
			}
		}
		lat[way] = append(lat[way], time.Since(t0))
		if text != "" {
			sent[way]++
			tokens[way] += memory.EstimateTokens(text)
		}
	}
	fmt.Fprintf(out, "recall context as a command hook, %d memories in the principal's namespace, %d prompts each way, alternated (a new process per prompt):\n", memories, runs)
	for way, name := range []string{"local (the database, RECALL_PRINCIPAL)", "--url (POST /hooks/context)", "in-process (memory.Service.Context)", "recall version (a process start alone)"} {
		fmt.Fprintf(out, "  %-40s p50 %-9s p90 %-9s", name, pct(lat[way], 0.5), pct(lat[way], 0.9))
		if way < 3 {
			fmt.Fprintf(out, " context for %d of %d prompts, %.0f tokens mean", sent[way], runs, float64(tokens[way])/float64(max(sent[way], 1)))
		}
		fmt.Fprintln(out)
	}
	return nil
}

// runHook runs `recall context` once as a hook would and returns the context it printed. The hook
// exits 0 even when it fails, so a line on its stderr is the bench's error.
func runHook(ctx context.Context, bin string, env []string, session, prompt string) (string, error) {
	in, _ := json.Marshal(map[string]string{"session_id": session, "hook_event_name": "UserPromptSubmit", "prompt": prompt,
		"cwd": "/tmp", "transcript_path": "/tmp/transcript.jsonl"})
	cmd := exec.CommandContext(ctx, bin, "context")
	cmd.Env = env
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("recall context: %w: %s", err, stderr.String())
	}
	if s := strings.TrimSpace(stderr.String()); s != "" {
		return "", fmt.Errorf("recall context failed: %s", s)
	}
	if stdout.Len() == 0 {
		return "", nil
	}
	var o struct {
		HookSpecificOutput struct {
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &o); err != nil {
		return "", fmt.Errorf("recall context printed something other than a hook's JSON: %v", err)
	}
	return o.HookSpecificOutput.AdditionalContext, nil
}

// pct is the p-th quantile of lat, rounded for reading.
func pct(lat []time.Duration, p float64) time.Duration {
	s := slices.Clone(lat)
	slices.Sort(s)
	return s[min(len(s)-1, int(p*float64(len(s))))].Round(100 * time.Microsecond)
}
