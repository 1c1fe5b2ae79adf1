package main

// heldout-bt is a blind held-out corpus part: AI coding agents at work (tool-call JSON, command
// output pasted back, memories the agent saves, plans, proposed diffs, quoted errors and what the
// developer types into the chat). It was written without reading the scrubber's rules, its tests
// or any other corpus part.

import (
	"fmt"
	"strings"
)

type hbtTpl func() Sample

// hbtMk builds a sample with secrets; keep lists the ordinary values next to them.
func hbtMk(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbtTrap builds a sample without a secret.
func hbtTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbtCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bt: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bt: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bt: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for _, ks := range hbtSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hbtSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-bt: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

// hbtSpans lists every [start, end) occurrence of sub in text, overlapping ones included.
func hbtSpans(text, sub string) [][2]int {
	var out [][2]int
	for i := 0; i+len(sub) <= len(text); i++ {
		if text[i:i+len(sub)] == sub {
			out = append(out, [2]int{i, i + len(sub)})
		}
	}
	return out
}

func hbtRun(out []Sample, tpls []hbtTpl, n int) []Sample {
	for i := 0; i < n; i++ {
		out = append(out, tpls[i%len(tpls)]())
	}
	return out
}

func heldoutBT() []Sample {
	var out []Sample
	sec := append(append(append([]hbtTpl{}, hbtToolSecrets()...), hbtNoteSecrets()...), hbtCodeSecrets()...)
	out = hbtRun(out, sec, 410)
	traps := append(append([]hbtTpl{}, hbtTraps()...), hbtTraps2()...)
	out = hbtRun(out, traps, 262)
	for _, sh := range hbtShapes() {
		out = hbtRun(out, sh.sec, sh.nSec)
		out = hbtRun(out, sh.trap, sh.nTrap)
	}
	for _, s := range out {
		hbtCheck(s)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbtKeepOut returns keep unless it sits inside the secret (a vendor name inside its token).
func hbtKeepOut(keep, secret string) []string {
	if strings.Contains(secret, keep) {
		return nil
	}
	return []string{keep}
}

// hbtMaybeDrop removes, half of the time, the lines holding secret i (and keeps no longer in
// the text), so a template gives both one- and two-secret texts.
func hbtMaybeDrop(s Sample, i int) Sample {
	if rng.IntN(2) == 0 {
		return s
	}
	var lines []string
	for _, l := range strings.Split(s.Text, "\n") {
		if !strings.Contains(l, s.Secrets[i]) {
			lines = append(lines, l)
		}
	}
	s.Text = strings.Join(lines, "\n")
	s.Secrets = append(append([]string{}, s.Secrets[:i]...), s.Secrets[i+1:]...)
	var keep []string
	for _, k := range s.Keep {
		if strings.Contains(s.Text, k) {
			keep = append(keep, k)
		}
	}
	s.Keep = keep
	return s
}
