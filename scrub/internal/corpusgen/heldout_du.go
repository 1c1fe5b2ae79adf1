package main

// heldout-du is a blind held-out corpus part on backup and disaster-recovery administration
// (Veeam, restic, borg, rclone, tape libraries, offsite object storage, encryption
// passphrases, DR runbooks). It was written without reading the scrubber's rules, its tests
// or any other corpus part.

import (
	"fmt"
	"strings"
)

// hduS builds a sample with secrets; keep lists ordinary substrings that must survive.
func hduS(cat, format, text string, secrets []string, keep ...string) Sample {
	if keep == nil {
		keep = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hduT builds a trap: a text with no secret.
func hduT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hduIdx(text, sub string) []int {
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

func hduCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-du: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-du: secret %q not in %s text:\n%s", sec, s.Category, s.Text))
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-du: keep on a trap in " + s.Category)
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-du: keep %q not in %s text:\n%s", k, s.Category, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, a := range hduIdx(s.Text, k) {
				for _, b := range hduIdx(s.Text, sec) {
					if a < b+len(sec) && b < a+len(k) {
						panic(fmt.Sprintf("heldout-du: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

// hduAmbiguous reports a short secret that by chance also occurs elsewhere in its text (a PIN
// inside a phone number, say); such a draw is made again.
func hduAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && len(hduIdx(s.Text, sec)) > 1 {
			return true
		}
	}
	return false
}

// heldoutDU returns the samples of the part: each generator is called a fixed number of times.
func heldoutDU() []Sample {
	var out []Sample
	run := func(gens []func() Sample, n int) {
		for _, g := range gens {
			for i := 0; i < n; i++ {
				s := g()
				for hduAmbiguous(s) {
					s = g()
				}
				hduCheck(s)
				out = append(out, s)
			}
		}
	}
	run(hduResticGens, 6)
	run(hduRcloneGens, 4)
	run(hduVeeamGens, 6)
	run(hduRunbookGens, 5)
	run(hduShapeGens, 5)
	run(hduTrapGens1, 6)
	run(hduTrapGens2, 6)
	run(hduShapeTraps, 6)
	// Interleave so that neighbouring samples differ in kind.
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
