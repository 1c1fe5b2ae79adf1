package main

// heldout-dr is a blind held-out corpus part on observability and logging pipelines: metrics,
// traces and logs vendors' keys, collector and agent configs, alerting integrations, ingest
// endpoints and dashboards' shared links, with traps of the same shapes (ids, masked values,
// references to where a key lives). It was written without reading the scrubber's rules, its
// tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hdrGen is one template and how many samples it yields.
type hdrGen struct {
	n int
	f func() Sample
}

// hdrX builds a sample with secrets.
func hdrX(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hdrT builds a trap: a text with no secret.
func hdrT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hdrKeep adds strings that must survive scrubbing.
func (s Sample) hdrKeep(keep ...string) Sample {
	for _, k := range keep {
		if k != "" {
			s.Keep = append(s.Keep, k)
		}
	}
	return s
}

func hdrAllGens() []hdrGen {
	var gs []hdrGen
	gs = append(gs, hdrCfgGens()...)
	gs = append(gs, hdrCfg2Gens()...)
	gs = append(gs, hdrAlertGens()...)
	gs = append(gs, hdrTalkGens()...)
	gs = append(gs, hdrTalk2Gens()...)
	gs = append(gs, hdrShellGens()...)
	gs = append(gs, hdrShell2Gens()...)
	gs = append(gs, hdrTrapGens()...)
	gs = append(gs, hdrTrap2Gens()...)
	gs = append(gs, hdrExtraGens()...)
	return gs
}

func hdrCheck(s Sample) {
	if s.Text == "" || s.Category == "" || s.Format == "" || s.Secrets == nil {
		panic(fmt.Sprintf("heldout-dr: incomplete sample %+v", s))
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-dr: trap with keep: " + s.Text)
	}
	var spans [][2]int
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dr: secret %q not in text %q", sec, s.Text))
		}
		spans = append(spans, hdrSpans(s.Text, sec)...)
	}
	for _, k := range s.Keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dr: keep %q not in text %q", k, s.Text))
		}
		for _, ks := range hdrSpans(s.Text, k) {
			for _, ss := range spans {
				if ks[0] < ss[1] && ss[0] < ks[1] {
					panic(fmt.Sprintf("heldout-dr: keep %q overlaps a secret in %q", k, s.Text))
				}
			}
		}
	}
}

func hdrSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func heldoutDR() []Sample {
	var out []Sample
	for _, g := range hdrAllGens() {
		for i := 0; i < g.n; i++ {
			hdrCurPrompt, hdrCurChat = "", ""
			s := g.f()
			hdrCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
