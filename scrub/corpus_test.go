package scrub_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/recall-mcp/recall/scrub"
)

type sample struct {
	Category string   `json:"category"`
	Format   string   `json:"format"`
	Text     string   `json:"text"`
	Secrets  []string `json:"secrets"`
	Keep     []string `json:"keep"` // ordinary text beside the secrets, which must survive
}

func loadCorpus(t testing.TB, path string) []sample {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []sample
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var s sample
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

var sharedScrubber = func() *scrub.Scrubber {
	s, err := scrub.New()
	if err != nil {
		panic(err)
	}
	return s
}()

// Held-out thresholds. Each held-out part was written before the rules ran on it; its first
// run is the honest estimate of how the rules do on text nobody has looked at, and those figures
// are in docs/benchmarks.md (Scrubber). The gates hold what each part reached once its misses
// were fixed, a little below it, so they catch a regression without claiming the first runs.
const (
	heldoutMinRecall = 0.98
	heldoutMaxFP     = 0.01
)

type tally struct{ n, hit int }

// Thresholds per part. The tuned part is what the rules were developed against, so it must be
// near perfect; the held-out part (its own formats, key names, wordings and secret generators,
// never tuned on) measures generalization, and its thresholds sit just under what it measured
// (see the README): they catch a regression without pretending the rules are perfect.
var parts = []struct {
	name, path        string
	minRecall, maxFP  float64
	minCategoryRecall float64 // 0: not gated per category
}{
	{"tuned", "testdata/corpus-tuned.jsonl", 0.99, 0.01, 0.95},
	{"heldout", "testdata/corpus-heldout.jsonl", heldoutMinRecall, heldoutMaxFP, 0},
	{"heldout-b", "testdata/corpus-heldout-b.jsonl", heldoutMinRecall, heldoutMaxFP, 0},
	{"heldout-c", "testdata/corpus-heldout-c.jsonl", heldoutMinRecall, heldoutMaxFP, 0},
	{"tuned-46", "testdata/corpus-tuned-46.jsonl", 0.99, 0.01, 0.95},
	{"heldout-d", "testdata/corpus-heldout-d.jsonl", 0.997, 0.003, 0},
	{"heldout-e", "testdata/corpus-heldout-e.jsonl", 0.997, 0.003, 0},
	{"heldout-f", "testdata/corpus-heldout-f.jsonl", 0.997, 0.003, 0},
	{"heldout-g", "testdata/corpus-heldout-g.jsonl", 0.997, 0.003, 0},
	{"heldout-h", "testdata/corpus-heldout-h.jsonl", 0.991, 0.003, 0},
	{"heldout-i", "testdata/corpus-heldout-i.jsonl", 0.997, 0.003, 0},
	{"heldout-j", "testdata/corpus-heldout-j.jsonl", 0.997, 0.003, 0},
	{"heldout-k", "testdata/corpus-heldout-k.jsonl", 0.997, 0.003, 0},
	{"heldout-l", "testdata/corpus-heldout-l.jsonl", 0.997, 0.003, 0},
	{"heldout-m", "testdata/corpus-heldout-m.jsonl", 0.997, 0.003, 0},
	{"heldout-n", "testdata/corpus-heldout-n.jsonl", 0.993, 0.003, 0},
	{"heldout-o", "testdata/corpus-heldout-o.jsonl", 0.991, 0.003, 0},
	{"heldout-p", "testdata/corpus-heldout-p.jsonl", 0.997, 0.003, 0},
	{"heldout-q", "testdata/corpus-heldout-q.jsonl", 0.994, 0.003, 0},
	// Blind parts developed on after their first runs: a floor just under what they measure,
	// against a regression (docs/benchmarks.md has their first runs and history).
	{"heldout-r", "testdata/corpus-heldout-r.jsonl", 0.995, 0.01, 0},
	{"heldout-s", "testdata/corpus-heldout-s.jsonl", 0.993, 0.003, 0},
	{"heldout-t", "testdata/corpus-heldout-t.jsonl", 0.994, 0.003, 0},
	{"heldout-u", "testdata/corpus-heldout-u.jsonl", 0.99, 0.003, 0},
	{"heldout-v", "testdata/corpus-heldout-v.jsonl", 0.99, 0.003, 0},
	{"heldout-w", "testdata/corpus-heldout-w.jsonl", 0.994, 0.003, 0},
	{"heldout-x", "testdata/corpus-heldout-x.jsonl", 0.986, 0.003, 0},
	{"heldout-y", "testdata/corpus-heldout-y.jsonl", 0.983, 0.003, 0},
	{"heldout-z", "testdata/corpus-heldout-z.jsonl", 0.992, 0.003, 0},
	{"heldout-aa", "testdata/corpus-heldout-aa.jsonl", 0.997, 0.003, 0},
	{"heldout-ab", "testdata/corpus-heldout-ab.jsonl", 0.99, 0.003, 0},
	{"heldout-ac", "testdata/corpus-heldout-ac.jsonl", 0.99, 0.003, 0},
	{"heldout-ad", "testdata/corpus-heldout-ad.jsonl", 0.992, 0.003, 0},
	{"heldout-ae", "testdata/corpus-heldout-ae.jsonl", 0.985, 0.003, 0},
	{"heldout-af", "testdata/corpus-heldout-af.jsonl", 0.989, 0.003, 0},
	{"heldout-ag", "testdata/corpus-heldout-ag.jsonl", 0.988, 0.003, 0},
	{"heldout-ah", "testdata/corpus-heldout-ah.jsonl", 0.995, 0.003, 0},
	{"heldout-ai", "testdata/corpus-heldout-ai.jsonl", 0.976, 0.009, 0},
	{"heldout-aj", "testdata/corpus-heldout-aj.jsonl", 0.988, 0.003, 0},
	{"heldout-ak", "testdata/corpus-heldout-ak.jsonl", 0.985, 0.003, 0},
	{"heldout-al", "testdata/corpus-heldout-al.jsonl", 0.987, 0.003, 0},
	{"heldout-am", "testdata/corpus-heldout-am.jsonl", 0.985, 0.003, 0},
	{"heldout-an", "testdata/corpus-heldout-an.jsonl", 0.991, 0.003, 0},
	{"heldout-ao", "testdata/corpus-heldout-ao.jsonl", 0.975, 0.003, 0},
	{"heldout-ap", "testdata/corpus-heldout-ap.jsonl", 0.997, 0.003, 0},
	{"heldout-aq", "testdata/corpus-heldout-aq.jsonl", 0.987, 0.003, 0},
	{"heldout-ar", "testdata/corpus-heldout-ar.jsonl", 0.997, 0.003, 0},
	{"heldout-as", "testdata/corpus-heldout-as.jsonl", 0.997, 0.009, 0},
	{"heldout-at", "testdata/corpus-heldout-at.jsonl", 0.995, 0.003, 0},
	{"heldout-au", "testdata/corpus-heldout-au.jsonl", 0.989, 0.003, 0},
	{"heldout-av", "testdata/corpus-heldout-av.jsonl", 0.99, 0.003, 0},
	{"heldout-aw", "testdata/corpus-heldout-aw.jsonl", 0.995, 0.003, 0},
	{"heldout-ax", "testdata/corpus-heldout-ax.jsonl", 0.99, 0.003, 0},
	{"heldout-ay", "testdata/corpus-heldout-ay.jsonl", 0.982, 0.003, 0},
	{"heldout-az", "testdata/corpus-heldout-az.jsonl", 0.991, 0.003, 0},
	{"heldout-ba", "testdata/corpus-heldout-ba.jsonl", 0.99, 0.003, 0},
	{"heldout-bb", "testdata/corpus-heldout-bb.jsonl", 0.99, 0.003, 0},
	{"heldout-bc", "testdata/corpus-heldout-bc.jsonl", 0.994, 0.003, 0},
	{"heldout-bd", "testdata/corpus-heldout-bd.jsonl", 0.98, 0.003, 0},
	{"heldout-be", "testdata/corpus-heldout-be.jsonl", 0.988, 0.003, 0},
	{"heldout-bf", "testdata/corpus-heldout-bf.jsonl", 0.994, 0.003, 0},
	{"heldout-bg", "testdata/corpus-heldout-bg.jsonl", 0.995, 0.006, 0},
	{"heldout-bh", "testdata/corpus-heldout-bh.jsonl", 0.988, 0.003, 0},
	{"heldout-bm", "testdata/corpus-heldout-bm.jsonl", 0.984, 0.003, 0},
	{"heldout-bi", "testdata/corpus-heldout-bi.jsonl", 0.99, 0.003, 0},
	{"heldout-bj", "testdata/corpus-heldout-bj.jsonl", 0.975, 0.01, 0},
	{"heldout-bk", "testdata/corpus-heldout-bk.jsonl", 0.985, 0.006, 0},
	{"heldout-bl", "testdata/corpus-heldout-bl.jsonl", 0.985, 0.043, 0},
	{"heldout-bn", "testdata/corpus-heldout-bn.jsonl", 0.957, 0.021, 0},
	{"heldout-bo", "testdata/corpus-heldout-bo.jsonl", 0.948, 0.038, 0},
	{"heldout-bp", "testdata/corpus-heldout-bp.jsonl", 0.961, 0.037, 0},
	{"heldout-bq", "testdata/corpus-heldout-bq.jsonl", 0.93, 0.033, 0},
	{"heldout-br", "testdata/corpus-heldout-br.jsonl", 0.937, 0.015, 0},
	{"heldout-bs", "testdata/corpus-heldout-bs.jsonl", 0.934, 0.012, 0},
	{"heldout-bt", "testdata/corpus-heldout-bt.jsonl", 0.99, 0.049, 0},
	{"heldout-bu", "testdata/corpus-heldout-bu.jsonl", 0.98, 0.014, 0},
	{"heldout-bv", "testdata/corpus-heldout-bv.jsonl", 0.929, 0.058, 0},
	{"heldout-bw", "testdata/corpus-heldout-bw.jsonl", 0.946, 0.068, 0},
	{"heldout-bx", "testdata/corpus-heldout-bx.jsonl", 0.966, 0.01, 0},
	{"heldout-by", "testdata/corpus-heldout-by.jsonl", 0.972, 0.005, 0},
	{"heldout-cb", "testdata/corpus-heldout-cb.jsonl", 0.94, 0.03, 0},
	{"heldout-bz", "testdata/corpus-heldout-bz.jsonl", 0.942, 0.008, 0},
	{"heldout-ca", "testdata/corpus-heldout-ca.jsonl", 0.977, 0.003, 0},
	{"heldout-cc", "testdata/corpus-heldout-cc.jsonl", 0.99, 0.005, 0},
	{"heldout-cd", "testdata/corpus-heldout-cd.jsonl", 0.949, 0.041, 0},
	{"heldout-ce", "testdata/corpus-heldout-ce.jsonl", 0.949, 0.003, 0},
	{"heldout-cf", "testdata/corpus-heldout-cf.jsonl", 0.941, 0.026, 0},
	{"heldout-cg", "testdata/corpus-heldout-cg.jsonl", 0.957, 0.014, 0},
	{"heldout-ch", "testdata/corpus-heldout-ch.jsonl", 0.968, 0.031, 0},
	{"heldout-ci", "testdata/corpus-heldout-ci.jsonl", 0.959, 0.014, 0},
	{"heldout-cj", "testdata/corpus-heldout-cj.jsonl", 0.985, 0.024, 0},
	{"heldout-ck", "testdata/corpus-heldout-ck.jsonl", 0.959, 0.018, 0},
	{"heldout-cl", "testdata/corpus-heldout-cl.jsonl", 0.958, 0.012, 0},
	{"heldout-cm", "testdata/corpus-heldout-cm.jsonl", 0.964, 0.009, 0},
	{"heldout-cn", "testdata/corpus-heldout-cn.jsonl", 0.964, 0.016, 0},
	{"heldout-co", "testdata/corpus-heldout-co.jsonl", 0.928, 0.018, 0},
	{"heldout-cp", "testdata/corpus-heldout-cp.jsonl", 0.987, 0.005, 0},
	{"heldout-cq", "testdata/corpus-heldout-cq.jsonl", 0.96, 0.032, 0},
	{"heldout-cr", "testdata/corpus-heldout-cr.jsonl", 0.958, 0.005, 0},
	{"heldout-cs", "testdata/corpus-heldout-cs.jsonl", 0.988, 0.009, 0},
	{"heldout-dv", "testdata/corpus-heldout-dv.jsonl", 0.97, 0.014, 0},
	{"heldout-do", "testdata/corpus-heldout-do.jsonl", 0.925, 0.027, 0},
	{"heldout-du", "testdata/corpus-heldout-du.jsonl", 0.94, 0.015, 0},
	{"heldout-ds", "testdata/corpus-heldout-ds.jsonl", 0.991, 0.013, 0},
	{"heldout-dt", "testdata/corpus-heldout-dt.jsonl", 0.968, 0.003, 0},
	{"heldout-dq", "testdata/corpus-heldout-dq.jsonl", 0.957, 0.027, 0},
	{"heldout-dr", "testdata/corpus-heldout-dr.jsonl", 0.891, 0.023, 0},
	{"heldout-dk", "testdata/corpus-heldout-dk.jsonl", 0.968, 0.024, 0},
	{"heldout-dl", "testdata/corpus-heldout-dl.jsonl", 0.991, 0.008, 0},
	{"heldout-dm", "testdata/corpus-heldout-dm.jsonl", 0.884, 0.013, 0},
	{"heldout-dp", "testdata/corpus-heldout-dp.jsonl", 0.951, 0.021, 0},
	{"heldout-dn", "testdata/corpus-heldout-dn.jsonl", 0.991, 0.003, 0},
	{"heldout-dd", "testdata/corpus-heldout-dd.jsonl", 0.949, 0.026, 0},
	{"heldout-dh", "testdata/corpus-heldout-dh.jsonl", 0.968, 0.009, 0},
	{"heldout-df", "testdata/corpus-heldout-df.jsonl", 0.925, 0.012, 0},
	{"heldout-cu", "testdata/corpus-heldout-cu.jsonl", 0.942, 0.012, 0},
	{"heldout-cv", "testdata/corpus-heldout-cv.jsonl", 0.938, 0.031, 0},
	{"heldout-cw", "testdata/corpus-heldout-cw.jsonl", 0.979, 0.011, 0},
	{"heldout-cx", "testdata/corpus-heldout-cx.jsonl", 0.935, 0.018, 0},
	{"heldout-cy", "testdata/corpus-heldout-cy.jsonl", 0.981, 0.003, 0},
	{"heldout-cz", "testdata/corpus-heldout-cz.jsonl", 0.94, 0.014, 0},
	{"heldout-da", "testdata/corpus-heldout-da.jsonl", 0.989, 0.01, 0},
	{"heldout-db", "testdata/corpus-heldout-db.jsonl", 0.966, 0.015, 0},
	{"heldout-dc", "testdata/corpus-heldout-dc.jsonl", 0.97, 0.011, 0},
	{"heldout-de", "testdata/corpus-heldout-de.jsonl", 0.823, 0.047, 0},
	{"heldout-dg", "testdata/corpus-heldout-dg.jsonl", 0.96, 0.036, 0},
	{"heldout-di", "testdata/corpus-heldout-di.jsonl", 0.966, 0.011, 0},
	{"heldout-dj", "testdata/corpus-heldout-dj.jsonl", 0.885, 0.022, 0},
}

// TestCorpusRecallAndFalsePositives measures the scrubber on both parts of the labelled corpus,
// separately: per category, recall (secrets of which no 6-character run survives) and, for
// traps, the false-positive rate (traps changed at all). SCRUB_CORPUS names another corpus,
// measured against the held-out thresholds. SCRUB_REPORT=1 prints the tables.
func TestCorpusRecallAndFalsePositives(t *testing.T) {
	t.Parallel()
	todo := parts
	if p := os.Getenv("SCRUB_CORPUS"); p != "" {
		todo = parts[1:2:2]
		todo[0].name, todo[0].path = "other", p
	}
	for _, part := range todo {
		t.Run(part.name, func(t *testing.T) {
			recall, fp := measureCorpus(t, part.path, part.name, part.minCategoryRecall)
			if recall < part.minRecall {
				t.Errorf("%s recall %.4f is below %.2f", part.name, recall, part.minRecall)
			}
			if fp > part.maxFP {
				t.Errorf("%s false-positive rate %.4f is above %.3f", part.name, fp, part.maxFP)
			}
		})
	}
}

func measureCorpus(t *testing.T, path, name string, minCategory float64) (recall, fp float64) {
	per := map[string]*tally{}
	var secrets, caught, trapN, trapFP, exact, exactN int
	for _, s := range loadCorpus(t, path) {
		res := sharedScrubber.Scrub(s.Text)
		tl := per[s.Category]
		if tl == nil {
			tl = &tally{}
			per[s.Category] = tl
		}
		if len(s.Secrets) == 0 {
			trapN++
			tl.n++
			if res.Text != s.Text {
				trapFP++
				tl.hit++
				t.Logf("false positive (%s): %q -> %q", s.Category, s.Text, res.Text)
			}
			continue
		}
		// An ordinary line beside a secret that does not survive is a false positive too.
		if len(s.Keep) > 0 {
			kt := per["keep:"+s.Category]
			if kt == nil {
				kt = &tally{}
				per["keep:"+s.Category] = kt
			}
			for _, k := range s.Keep {
				trapN++
				kt.n++
				if !strings.Contains(res.Text, k) {
					trapFP++
					kt.hit++
					t.Logf("false positive (%s): %q lost %q -> %q", s.Category, s.Text, k, res.Text)
				}
			}
		}
		want := s.Text
		for _, sec := range s.Secrets {
			secrets++
			tl.n++
			if !leaks(stripMarkers(res.Text), sec, strings.ReplaceAll(s.Text, sec, "§")) {
				caught++
				tl.hit++
			} else {
				t.Logf("missed (%s/%s): %q", s.Category, s.Format, s.Text)
			}
			want = strings.ReplaceAll(want, sec, "§")
		}
		// Exactness: only the secret bytes were replaced (reported, not gated: some rules take
		// a little more, such as a whole key block).
		exactN++
		if stripMarkers(res.Text) == want {
			exact++
		}
	}
	var cats []string
	for c := range per {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	report := []string{fmt.Sprintf("%s part (%s)", name, path), fmt.Sprintf("%-26s %6s %8s", "category", "n", "rate")}
	for _, c := range cats {
		tl := per[c]
		rate := float64(tl.hit) / float64(tl.n)
		label := "recall"
		if strings.HasPrefix(c, "trap:") || strings.HasPrefix(c, "keep:") {
			label = "FP"
		} else if rate < minCategory {
			t.Errorf("category %s: recall %.3f is below %.2f", c, rate, minCategory)
		}
		report = append(report, fmt.Sprintf("%-26s %6d %7.1f%% %s", c, tl.n, 100*rate, label))
	}
	recall = float64(caught) / float64(secrets)
	fp = float64(trapFP) / float64(trapN)
	report = append(report, fmt.Sprintf("overall: recall %.2f%% (%d/%d secrets), false positives %.2f%% (%d/%d traps and kept lines), exact redactions %.1f%%",
		100*recall, caught, secrets, 100*fp, trapFP, trapN, 100*float64(exact)/float64(exactN)))
	t.Log("\n" + strings.Join(report, "\n"))
	if os.Getenv("SCRUB_REPORT") != "" {
		fmt.Println(strings.Join(report, "\n"))
	}
	return recall, fp
}

// leaks reports whether any 6-character run of secret survives in text, not counting runs that
// also stand in the sample's context (a key named github_pat holding a github_pat_… token).
func leaks(text, secret, context string) bool {
	if len(secret) <= 6 {
		return strings.Contains(text, secret)
	}
	for i := 0; i+6 <= len(secret); i++ {
		run := secret[i : i+6]
		if strings.Contains(text, run) && !strings.Contains(context, run) {
			return true
		}
	}
	return false
}

func stripMarkers(s string) string {
	for {
		i := strings.Index(s, "[REDACTED:")
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], ']')
		s = s[:i] + "§" + s[i+j+1:]
	}
}
