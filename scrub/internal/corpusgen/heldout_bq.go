// heldout-bq is a blind held-out corpus part about schools and universities: teachers, school
// administrators, university IT, researchers and students (LMSs, student information systems,
// proctoring, EZproxy, eduroam and campus Wi-Fi, lab machines, printers, parent portals, grant
// systems, HPC allocations, class Discord servers, substitute handover notes, enrolment CSVs).
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hbqGen is one template and how many samples to draw from it.
type hbqGen struct {
	n int
	f func() Sample
}

func hbqS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbqT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func heldoutBQ() []Sample {
	var gens []hbqGen
	gens = append(gens, hbqLMSGens()...)
	gens = append(gens, hbqCampusGens()...)
	gens = append(gens, hbqResearchGens()...)
	gens = append(gens, hbqShapeGens()...)
	gens = append(gens, hbqExtraGens()...)
	gens = append(gens, hbqTrapGens()...)
	gens = append(gens, hbqTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hbqCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hbqSpans(text, sub string) [][2]int {
	var r [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return r
		}
		r = append(r, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func hbqCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bq: nil secrets in " + s.Category)
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic("heldout-bq: empty field in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-bq: trap with keep in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if len(sec) < 4 || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bq: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bq: keep %q not in text of %s", k, s.Category))
		}
		for _, ks := range hbqSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hbqSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-bq: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}
