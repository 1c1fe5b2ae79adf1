package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/recall-mcp/recall/capture"
	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// captureBench measures the capture extractor: precision and recall on the labelled sets of
// capture/testdata (eval2, held out: never used to tune; eval, written before the first rules and
// seen since; tuning, the rules' own), then, with a LoCoMo split, how many memories capture saves
// per session of its conversations, each session's turns of one speaker taken as the user's,
// through the memory service as `recall capture` saves them (dedup and all).
func captureBench(ctx context.Context, sets, locomoPath string, keep bool, out io.Writer) error {
	fmt.Fprintln(out, "capture extractor on the labelled sets (sentences):")
	fmt.Fprintf(out, "  %-8s %6s %7s %6s %10s %7s\n", "set", "turns", "wanted", "found", "precision", "recall")
	for _, name := range []string{"eval2", "eval", "tuning"} {
		path := filepath.Join(sets, name+".jsonl")
		raw, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("%w (run from the repository's root, or pass -capture-sets)", err)
		}
		cases, err := capture.ParseCases(path, raw)
		if err != nil {
			return err
		}
		sc := capture.Evaluate(cases)
		fmt.Fprintf(out, "  %-8s %6d %7d %6d %10.3f %7.3f\n", name, sc.Cases, sc.Wanted, sc.Found, sc.Precision(), sc.Recall())
	}
	if locomoPath == "" {
		return nil
	}
	return captureLocomo(ctx, locomoPath, keep, out)
}

// captureLocomo runs one capture per session of every LoCoMo conversation, for each speaker in
// turn, and reports the memories saved per session (new and updated in place) and what kind.
func captureLocomo(ctx context.Context, path string, keep bool, out io.Writer) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var convs []struct {
		SampleID     string                     `json:"sample_id"`
		Conversation map[string]json.RawMessage `json:"conversation"`
	}
	if err := json.Unmarshal(raw, &convs); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	svc, cleanup, err := benchService(ctx, keep, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	defer cleanup()
	ids := identity.New(svc.DB(), nil)
	admin := policy.Identity{Principal: "capture-bench", Transport: policy.TransportCLI}
	on := true
	fmt.Fprintf(out, "capture on LoCoMo (%s): each session's turns of one speaker as the user's, one capture a session\n", filepath.Base(path))
	fmt.Fprintf(out, "  %-9s %8s %6s %10s %9s %12s %s\n", "speaker", "sessions", "turns", "statements", "memories", "per session", "kinds")
	for _, who := range []string{"speaker_a", "speaker_b"} {
		sessions, turns, statements, memories := 0, 0, 0, 0
		kinds := map[string]int{}
		var took time.Duration
		for _, c := range convs {
			var speaker string
			json.Unmarshal(c.Conversation[who], &speaker) //nolint:errcheck // checked below
			if speaker == "" {
				return fmt.Errorf("%s: no %s", c.SampleID, who)
			}
			name := fmt.Sprintf("cap-%s-%s", c.SampleID, who[len(who)-1:])
			p, err := ids.AddPrincipal(ctx, admin, name, "member", false, nil)
			if err != nil {
				return err
			}
			if _, err := ids.SetPrincipalGovernance(ctx, admin, identity.GovernanceUpdate{Name: name, Capture: &on}); err != nil {
				return err
			}
			id := policy.Identity{PrincipalID: p.ID, Principal: name, AgentID: "default", Transport: "bench"}
			for n := 1; ; n++ {
				v, ok := c.Conversation[fmt.Sprintf("session_%d", n)]
				if !ok {
					break
				}
				var session []struct{ Speaker, Text string }
				if err := json.Unmarshal(v, &session); err != nil {
					return fmt.Errorf("%s session_%d: %w", c.SampleID, n, err)
				}
				var in memory.CaptureInput
				for _, t := range session {
					if t.Speaker != speaker {
						continue
					}
					end := memory.CaptureCursor{Offset: int64(len(in.Turns) + 1)}
					in.Turns = append(in.Turns, memory.CaptureTurn{Text: t.Text, End: end})
					for _, st := range capture.Extract(t.Text) {
						statements++
						kinds[string(st.Kind)]++
					}
				}
				in.Session = fmt.Sprintf("%s-session-%d", c.SampleID, n)
				in.End = memory.CaptureCursor{Offset: int64(len(in.Turns))}
				t0 := time.Now()
				st, err := svc.BeginCapture(ctx, id, in.Session)
				if err != nil {
					return err
				}
				in.Lease = st.Lease
				res, err := svc.Capture(ctx, id, in)
				if err != nil {
					return err
				}
				took += time.Since(t0)
				sessions++
				turns += len(in.Turns)
				memories += res.Saved + res.Updated
			}
		}
		var ks []string
		for k, n := range kinds {
			ks = append(ks, fmt.Sprintf("%s %d", k, n))
		}
		sort.Strings(ks)
		fmt.Fprintf(out, "  %-9s %8d %6d %10d %9d %12.2f %v\n", who, sessions, turns, statements, memories,
			float64(memories)/float64(sessions), ks)
		fmt.Fprintf(out, "  %-9s mean capture call (begin + capture, saves included): %s\n", "", (took / time.Duration(sessions)).Round(time.Microsecond))
	}
	return nil
}
