package main

// heldout-ci is a blind held-out corpus part on QA and test automation: test accounts' passwords
// in fixtures and Gherkin feature files, Selenium/Playwright configs, BrowserStack, Sauce Labs and
// LambdaTest keys, Postman collections and environments, CI logs with leaked values, bug reports,
// TestRail notes and mock servers' tokens, in English and Polish, with traps of the same shapes.
// It was written without reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

type hciGen struct {
	f func() Sample
	n int
}

func heldoutCI() []Sample {
	gens := []hciGen{}
	gens = append(gens, hciFixtureGens()...)
	gens = append(gens, hciCloudGens()...)
	gens = append(gens, hciLogGens()...)
	gens = append(gens, hciPLGens()...)
	gens = append(gens, hciShapeGens()...)
	gens = append(gens, hciTrapGens()...)
	gens = append(gens, hciTrap2Gens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, hciCheck(g.f()))
		}
	}
	return out
}

func hciCheck(s Sample) Sample {
	if s.Secrets == nil {
		panic("heldout-ci: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-ci: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ci: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for _, sec := range s.Secrets {
			if hciOverlap(s.Text, k, sec) {
				panic(fmt.Sprintf("heldout-ci: keep %q overlaps secret %q in %s", k, sec, s.Category))
			}
		}
	}
	return s
}

func hciSpans(text, sub string) [][2]int {
	var sp [][2]int
	for i := 0; i+len(sub) <= len(text); {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			break
		}
		sp = append(sp, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
	return sp
}

func hciOverlap(text, a, b string) bool {
	for _, x := range hciSpans(text, a) {
		for _, y := range hciSpans(text, b) {
			if x[0] < y[1] && y[0] < x[1] {
				return true
			}
		}
	}
	return false
}

// hciS builds a sample with secrets; hciT a trap.
func hciS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hciT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hciL(xs ...string) []string { return xs }

func hciP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hciR returns an int in [lo, hi].
func hciR(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hciCoin() bool { return rng.IntN(2) == 0 }

func hciJoin(lines ...string) string { return strings.Join(lines, "\n") }
