package main

// heldout_av*.go: a blind held-out part with a transport-operations flavour
// (airline ops, maintenance tracking, ships' bridges, ports, rail and trucking).
// Written without reading the scrubber's rules or running it.

import (
	"fmt"
	"strings"
)

const (
	havUpperDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	havB64         = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	havLowerDigits = "abcdefghijklmnopqrstuvwxyz0123456789"
)

func havN(n int) int { return rng.IntN(n) }

func havBetween(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func havR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func havP[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

func havChance(pct int) bool { return rng.IntN(100) < pct }

// havSec builds a sample whose secrets must not survive.
func havSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// havTrap builds a sample that must come back unchanged.
func havTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func havWithKeep(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

// havLines joins non-empty lines with newlines.
func havLines(ls ...string) string {
	out := make([]string, 0, len(ls))
	for _, l := range ls {
		if l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func havRepeat(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, f())
	}
	return out
}

func heldoutAV() []Sample {
	var all []Sample
	all = append(all, havDiscordSamples(28)...)
	all = append(all, havLoginPairSamples(32)...)
	all = append(all, havSplitKeySamples(28)...)
	all = append(all, havKeyIDSamples(28)...)
	all = append(all, havProseSamples()...)
	all = append(all, havConfigSamples()...)
	all = append(all, havCodeSamples()...)
	all = append(all, havTrapSamples()...)
	all = append(all, havTrapSamples2()...)
	for i, s := range all {
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-av sample %d (%s): secret %q not in text %q", i, s.Category, sec, s.Text))
			}
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-av sample %d (%s): keep %q not in text", i, s.Category, k))
			}
		}
		if s.Secrets == nil {
			all[i].Secrets = []string{}
		}
	}
	return all
}
