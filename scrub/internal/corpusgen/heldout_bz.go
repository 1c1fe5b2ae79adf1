// Part heldout-bz: a blind held-out corpus part about freelance web developers and small
// agencies (WordPress, WooCommerce, hosting panels, FTP, DNS, Cloudflare, client handovers,
// ad and payment accounts). It was written without reading the scrubber's rules, its tests or
// any other corpus part; every value is generated from the shared rng.
package main

import (
	"fmt"
	"regexp"
	"strings"
)

// hbzGen is one generator and how many samples it contributes.
type hbzGen struct {
	n int
	f func() Sample
}

func heldoutBZ() []Sample {
	var gens []hbzGen
	gens = append(gens, hbzWPGens()...)
	gens = append(gens, hbzHostGens()...)
	gens = append(gens, hbzHandoverGens()...)
	gens = append(gens, hbzAdsGens()...)
	gens = append(gens, hbzShapeGens()...)
	gens = append(gens, hbzTrapGens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			var s Sample
			// Retry only on accidental collisions of random values (a short secret that
			// happens to occur twice); real mistakes still panic in hbzCheck below.
			for try := 0; try < 20; try++ {
				hbzNewCast()
				s = g.f()
				s.Text = hbzFixWA(s.Text)
				if hbzClean(s) {
					break
				}
			}
			hbzCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbzClean reports whether no secret occurs more than once by accident and no keep string
// touches a secret.
func hbzClean(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) > 1 {
			return false
		}
	}
	return !hbzOverlap(s)
}

func hbzOverlap(s Sample) bool {
	for _, k := range s.Keep {
		for _, ks := range hbzIndexes(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hbzIndexes(s.Text, sec) {
					if ks < ss+len(sec) && ss < ks+len(k) {
						return true
					}
				}
			}
		}
	}
	return false
}

func hbzIndexes(text, sub string) []int {
	var idx []int
	if sub == "" {
		return idx
	}
	for off := 0; ; {
		i := strings.Index(text[off:], sub)
		if i < 0 {
			return idx
		}
		idx = append(idx, off+i)
		off += i + 1
	}
}

func hbzCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bz: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-bz: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bz: keep %q not in text (%s)", k, s.Category))
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-bz: trap with keep in " + s.Category)
	}
	if hbzOverlap(s) {
		panic(fmt.Sprintf("heldout-bz: keep overlaps secret (%s): %q", s.Category, s.Text))
	}
}

// hbzS builds a sample with secrets; hbzT builds a trap.
func hbzS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbzT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hbzCast holds the two people talking in one sample; hbzPerson alternates between them.
var (
	hbzCast [2]string
	hbzTurn int
)

func hbzNewCast() {
	hbzCast[0] = pick(hbzFirsts)
	hbzCast[1] = pick(hbzFirsts)
	for hbzCast[1] == hbzCast[0] {
		hbzCast[1] = pick(hbzFirsts)
	}
	hbzTurn = 0
}

var hbzWAStamp = regexp.MustCompile(`\[\d\d/\d\d/\d\d, \d\d:\d\d\]`)

// hbzFixWA gives a WhatsApp export one date and rising times.
func hbzFixWA(text string) string {
	day, mon, yr := 1+rng.IntN(28), 1+rng.IntN(12), 22+rng.IntN(4)
	mins := (8 + rng.IntN(10)) * 60
	return hbzWAStamp.ReplaceAllStringFunc(text, func(string) string {
		mins += rng.IntN(9)
		return fmt.Sprintf("[%02d/%02d/%02d, %02d:%02d]", day, mon, yr, mins/60%24, mins%60)
	})
}
