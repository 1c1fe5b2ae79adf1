// heldout-dj is a blind held-out corpus part: texts from Finnish, Estonian, Latvian and
// Lithuanian offices (accounting and bank portals, e-residency and ID-card logins, door, alarm
// and safe codes, IT tickets in those languages), plus new variants of four shapes (Discord bot
// tokens, "login is admin / pw", keys split over two lines, private_key_id in prose). It was
// written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hdjGen makes one sample with fresh random values.
type hdjGen func() Sample

func heldoutDJ() []Sample {
	var out []Sample
	add := func(gens []hdjGen, n int) {
		for i := 0; i < n; i++ {
			out = append(out, hdjRun(gens[i%len(gens)]))
		}
	}
	add(hdjShapeSecretGens(), 40)
	add(hdjShapeTrapGens(), 18)
	var sec []hdjGen
	sec = append(sec, hdjFIGens()...)
	sec = append(sec, hdjEEGens()...)
	sec = append(sec, hdjLVGens()...)
	sec = append(sec, hdjLTGens()...)
	sec = append(sec, hdjTechGens()...)
	add(sec, 385)
	var traps []hdjGen
	traps = append(traps, hdjTrapGensA()...)
	traps = append(traps, hdjTrapGensB()...)
	add(traps, 275)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hdjSec builds a sample with secrets; hdjTrap one without.
func hdjSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdjTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hdjRun draws a sample, drawing again when random values collide (a short secret that also
// occurs elsewhere in the text, a keep that happens to overlap a secret); a template that never
// produces a valid sample panics.
func hdjRun(g hdjGen) Sample {
	var problem string
	for try := 0; try < 40; try++ {
		s := g()
		if problem = hdjProblem(s); problem == "" {
			return s
		}
	}
	panic("heldout-dj: " + problem)
}

func hdjIdx(text, sub string) []int {
	var at []int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return at
		}
		at = append(at, i+j)
		i += j + 1
	}
}

func hdjProblem(s Sample) string {
	if s.Secrets == nil {
		return fmt.Sprintf("nil secrets in %q", s.Text)
	}
	if s.Category == "" || s.Format == "" {
		return "empty category or format"
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		return fmt.Sprintf("trap with keep: %q", s.Text)
	}
	for _, x := range s.Secrets {
		if strings.TrimSpace(x) == "" || !strings.Contains(s.Text, x) {
			return fmt.Sprintf("secret %q not in %q", x, s.Text)
		}
		if len(x) < 10 && strings.Count(s.Text, x) > 1 {
			return fmt.Sprintf("short secret %q occurs twice in %q", x, s.Text)
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			return fmt.Sprintf("keep %q not in %q", k, s.Text)
		}
		for _, x := range s.Secrets {
			for _, a := range hdjIdx(s.Text, k) {
				for _, b := range hdjIdx(s.Text, x) {
					if a < b+len(x) && b < a+len(k) {
						return fmt.Sprintf("keep %q overlaps secret %q", k, x)
					}
				}
			}
		}
	}
	return ""
}

// hdjDrop replaces old (which holds a value being left out of the text) and panics when old is
// not there, so a value can never stay in the text unlabelled.
func hdjDrop(t, old, new string) string {
	if !strings.Contains(t, old) {
		panic(fmt.Sprintf("heldout-dj: %q not in %q", old, t))
	}
	return strings.Replace(t, old, new, 1)
}
