package capture

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Case is one labelled user turn: the sentences of it capture should keep (testdata/README.md).
type Case struct {
	Turn string   `json:"turn"`
	Want []string `json:"want"`
}

// Score is how Extract does on a set of cases, counted in sentences.
type Score struct {
	Cases, Wanted, Found, Right int
	Missed, Wrong               []string // wanted and not found; found and not wanted
}

// Precision is the share of what was found that was wanted (1 when nothing was found).
func (s Score) Precision() float64 {
	if s.Found == 0 {
		return 1
	}
	return float64(s.Right) / float64(s.Found)
}

// Recall is the share of what was wanted that was found (1 when nothing was wanted).
func (s Score) Recall() float64 {
	if s.Wanted == 0 {
		return 1
	}
	return float64(s.Right) / float64(s.Wanted)
}

// Evaluate runs Extract on every case. A statement found matches a wanted sentence when either
// contains the other, compared lower-cased without end punctuation (so a sentence split a word
// early or late still counts); each wanted sentence matches once.
func Evaluate(cases []Case) Score {
	var sc Score
	key := func(s string) string { return strings.Trim(normalize(s), " .!?") }
	for _, c := range cases {
		sc.Cases++
		sc.Wanted += len(c.Want)
		left := make([]string, len(c.Want))
		for i, w := range c.Want {
			left[i] = key(w)
		}
		for _, st := range Extract(c.Turn) {
			sc.Found++
			got, hit := key(st.Text), -1
			for i, w := range left {
				if w != "" && (strings.Contains(got, w) || strings.Contains(w, got)) {
					hit = i
					break
				}
			}
			if hit < 0 {
				sc.Wrong = append(sc.Wrong, st.Text)
				continue
			}
			sc.Right++
			left[hit] = ""
		}
		for i, w := range left {
			if w != "" {
				sc.Missed = append(sc.Missed, c.Want[i])
			}
		}
	}
	return sc
}

// ParseCases reads a labelled set: one Case a line (testdata/README.md); name is for errors.
func ParseCases(name string, raw []byte) ([]Case, error) {
	var out []Case
	for i, line := range bytes.Split(raw, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var c Case
		if err := json.Unmarshal(line, &c); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, i+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}
