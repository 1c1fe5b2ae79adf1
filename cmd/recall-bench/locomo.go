package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// locomo measures retrieval quality on a LoCoMo split (../shared/data/locomo): every dialogue
// turn is one memory in its conversation's own namespace, the question is the query, and a hit
// is an evidence turn in the top k. Recall@k = |gold ∩ top-k| / |gold|, averaged over the
// questions of categories 1-4. Lexical ranking only: no embedding model is reachable here.
func locomo(ctx context.Context, path, only, exclude, tune string, keep bool, out io.Writer) error {
	convs, err := readLoCoMo(path, only, exclude)
	if err != nil {
		return err
	}
	svc, cleanup, err := benchService(ctx, keep, &memory.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	defer cleanup()
	if tune != "" {
		var k1, b, hw float64
		if _, err := fmt.Sscanf(tune, "%g,%g,%g", &k1, &b, &hw); err != nil {
			return fmt.Errorf("-bm25 %q: want k1,b,hintWeight", tune)
		}
		if err := svc.SearchEngine().SetParams(ctx, k1, b, hw); err != nil {
			return err
		}
	}
	ks := []int{1, 5, 10}
	sum := map[int]float64{}
	questions, turns := 0, 0
	var lat []time.Duration
	for _, c := range convs {
		id, byDia, n, err := loadConversation(ctx, svc, c)
		if err != nil {
			return err
		}
		turns += n
		for _, qa := range c.questions() {
			t0 := time.Now()
			hits, err := svc.Search(ctx, id, memory.SearchInput{Query: qa.Question, Limit: 10})
			if err != nil {
				return err
			}
			lat = append(lat, time.Since(t0))
			questions++
			for _, k := range ks {
				top := map[string]bool{}
				for i, h := range hits {
					if i < k {
						top[h.ID] = true
					}
				}
				got := 0
				for _, ev := range qa.Evidence {
					if top[byDia[ev]] {
						got++
					}
				}
				sum[k] += float64(got) / float64(len(qa.Evidence))
			}
		}
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	names := make([]string, len(convs))
	for i, c := range convs {
		names[i] = c.SampleID
	}
	fmt.Fprintf(out, "LoCoMo %s (%s): %d conversations, %d turns, %d questions (categories 1-4), lexical only\n", path, strings.Join(names, " "), len(convs), turns, questions)
	fmt.Fprintf(out, "R@1 %.3f  R@5 %.3f  R@10 %.3f  search p50 %s p99 %s\n", sum[1]/float64(questions), sum[5]/float64(questions),
		sum[10]/float64(questions), lat[len(lat)/2].Round(100*time.Microsecond), lat[len(lat)*99/100].Round(100*time.Microsecond))
	return nil
}

// locomoConv is one conversation of a LoCoMo split.
type locomoConv struct {
	SampleID     string                     `json:"sample_id"`
	Conversation map[string]json.RawMessage `json:"conversation"`
	QA           []locomoQA                 `json:"qa"`
}

type locomoQA struct {
	Question string   `json:"question"`
	Evidence []string `json:"evidence"`
	Category int      `json:"category"`
}

// questions are the conversation's questions that are measured: categories 1-4 (5 is
// adversarial), with evidence.
func (c locomoConv) questions() []locomoQA {
	var out []locomoQA
	for _, qa := range c.QA {
		if qa.Category >= 1 && qa.Category <= 4 && len(qa.Evidence) > 0 {
			out = append(out, qa)
		}
	}
	return out
}

// readLoCoMo reads the split at path, narrowed to the conversations only names, or to all but
// those exclude names (sample ids, comma-separated).
func readLoCoMo(path, only, exclude string) ([]locomoConv, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var convs []locomoConv
	if err := json.Unmarshal(raw, &convs); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if only == "" && exclude == "" {
		return convs, nil
	}
	list := map[string]bool{}
	for _, id := range strings.Split(only+exclude, ",") {
		list[strings.TrimSpace(id)] = true
	}
	var sel = convs[:0]
	for _, c := range convs {
		if list[c.SampleID] == (only != "") {
			sel = append(sel, c)
		}
	}
	if len(sel) == 0 {
		return nil, fmt.Errorf("-conv %q / -conv-exclude %q: no conversation left in %s", only, exclude, path)
	}
	return sel, nil
}

// loadConversation imports every dialogue turn of c as one memory of principal conv-<id> (agent
// default), and returns that principal's identity, each dia_id's memory id and the turns' count.
func loadConversation(ctx context.Context, svc *memory.Service, c locomoConv) (policy.Identity, map[string]string, int, error) {
	owner := "conv-" + strings.ReplaceAll(c.SampleID, "_", "-")
	byDia := map[string]string{} // dia_id -> memory id
	var items []memory.Exported
	// Sessions in order, ids derived from the dialogue ids and one second between turns, so
	// a run is reproducible (ties in rank break on recency).
	base := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	for n := 1; ; n++ {
		v, ok := c.Conversation[fmt.Sprintf("session_%d", n)]
		if !ok {
			break
		}
		var session []struct {
			Speaker string `json:"speaker"`
			DiaID   string `json:"dia_id"`
			Text    string `json:"text"`
		}
		if err := json.Unmarshal(v, &session); err != nil {
			return policy.Identity{}, nil, 0, fmt.Errorf("%s session_%d: %w", c.SampleID, n, err)
		}
		var date string
		if raw, ok := c.Conversation[fmt.Sprintf("session_%d_date_time", n)]; ok {
			json.Unmarshal(raw, &date) //nolint:errcheck // a missing date leaves it empty
		}
		for _, t := range session {
			id := uuid.NewSHA1(uuid.NameSpaceURL, []byte(c.SampleID+"/"+t.DiaID)).String()
			byDia[t.DiaID] = id
			// As ../shared/data/locomo/README.md describes the workload (the same for every
			// server compared): the hint is the turn's text, the content
			// "dia_id | speaker (date): text".
			hint := []rune(t.Text)
			if len(hint) > memory.MaxHintLen {
				hint = hint[:memory.MaxHintLen]
			}
			if len(hint) == 0 {
				hint = []rune(t.Speaker)
			}
			at := base.Add(time.Duration(len(items)) * time.Second)
			items = append(items, memory.Exported{Owner: owner, Memory: memory.Memory{ID: id, Namespace: memory.Namespace{Scope: memory.ScopeUser, AgentID: "default"}, State: memory.State{RecallHint: string(hint), Content: fmt.Sprintf("%s | %s (%s): %s", t.DiaID, t.Speaker, date, t.Text)}, CreatedAt: at, UpdatedAt: at}})
		}
	}
	if _, err := svc.Import(ctx, policy.Identity{Principal: "locomo", Transport: "cli"}, items); err != nil {
		return policy.Identity{}, nil, 0, err
	}
	// What the import left for the leader to count (a batch of one memory), counted now, as
	// the leader would within a tick.
	if _, _, err := svc.CountPendingWords(ctx); err != nil {
		return policy.Identity{}, nil, 0, err
	}
	p, err := identity.New(svc.DB(), nil).PrincipalByName(ctx, owner)
	if err != nil {
		return policy.Identity{}, nil, 0, err
	}
	return policy.Identity{PrincipalID: p.ID, Principal: owner, AgentID: "default", RunID: "locomo", Transport: "bench"}, byDia, len(items), nil
}
