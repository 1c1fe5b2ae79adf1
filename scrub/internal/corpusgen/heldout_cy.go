// Part heldout-cy: a blind held-out corpus part themed on aviation and airline operations
// (crew and dispatch portals, maintenance systems, hangar and gate codes, EFB tablets,
// flight-school schedulers, ops chat between shifts). It was written without reading the
// scrubber's rules, its tests or any other corpus part.

package main

import (
	"fmt"
	"strings"
)

// hcyGen builds one labelled sample.
type hcyGen func() Sample

// hcyS builds a sample with secrets (and optional keeps).
func hcyS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hcyT builds a trap: a text with no secret.
func hcyT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hcyCheck panics when a secret or keep is missing, or a keep overlaps a secret.
func hcyCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cy: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cy: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cy: keep %q not in text (%s)", k, s.Category))
		}
		for _, ki := range hcyIndexes(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, si := range hcyIndexes(s.Text, sec) {
					if ki < si+len(sec) && si < ki+len(k) {
						panic(fmt.Sprintf("heldout-cy: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

// hcyClean reports whether every short secret occurs once only, so that a stray
// copy of its digits elsewhere in the text cannot blur the measurement.
func hcyClean(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) != 1 {
			return false
		}
	}
	for _, k := range s.Keep {
		for _, sec := range s.Secrets {
			if strings.Contains(sec, k) || strings.Contains(k, sec) {
				return false
			}
		}
	}
	return true
}

func hcyIndexes(text, sub string) []int {
	var out []int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, i+j)
		i += j + 1
	}
}

// hcyRun cycles through gens until n samples are made.
func hcyRun(gens []hcyGen, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; len(out) < n; i++ {
		g := gens[i%len(gens)]
		s := g()
		for tries := 0; !hcyClean(s); tries++ {
			if tries > 50 {
				panic("heldout-cy: cannot build a clean sample for " + s.Category)
			}
			s = g()
		}
		hcyCheck(s)
		out = append(out, s)
	}
	return out
}

func heldoutCY() []Sample {
	var secretGens, trapGens []hcyGen
	secretGens = append(secretGens, hcyCrewGens()...)
	secretGens = append(secretGens, hcyMxGens()...)
	secretGens = append(secretGens, hcyGroundGens()...)
	secretGens = append(secretGens, hcySchoolGens()...)
	trapGens = append(trapGens, hcyTrapGens()...)
	trapGens = append(trapGens, hcyTrapGens2()...)

	var out []Sample
	out = append(out, hcyRun(secretGens, 420)...)
	out = append(out, hcyRun(hcyShapeGens(), 34)...)
	out = append(out, hcyRun(trapGens, 260)...)
	out = append(out, hcyRun(hcyShapeTrapGens(), 26)...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
