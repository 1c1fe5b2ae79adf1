// Part heldout-cw: a blind held-out corpus part themed on VoIP and telephony administrators
// (Asterisk and FreePBX configs, SIP trunks and registrations, voicemail and conference PINs,
// call-centre softphones, carrier portals), plus variants of four shared shapes (Discord bot
// token, "login is user / pw" prose, a key split over two lines, a private_key_id in prose).
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hcwGen makes one sample; it may be called again when a random draw collides.
type hcwGen func() Sample

// hcwS builds a sample with secrets (or a trap when secrets is empty).
func hcwS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	var k []string
	for _, x := range keep {
		if x != "" {
			k = append(k, x)
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: k}
}

// hcwTrap builds a sample with no secret.
func hcwTrap(cat, format, text string) Sample {
	return hcwS(cat, format, text, []string{})
}

// hcwSec is shorthand for a list of secrets.
func hcwSec(xs ...string) []string { return xs }

// hcwOpt drops, one time in two, the lines holding secret idx (when no other secret shares
// them) together with that secret and any keep string no longer in the text.
func hcwOpt(s Sample, idx int) Sample {
	if rng.IntN(2) == 0 {
		return s
	}
	x := s.Secrets[idx]
	var lines []string
	for _, l := range strings.Split(s.Text, "\n") {
		if strings.Contains(l, x) {
			for i, y := range s.Secrets {
				if i != idx && strings.Contains(l, y) {
					return s
				}
			}
			continue
		}
		lines = append(lines, l)
	}
	text := strings.Join(lines, "\n")
	var secs, keep []string
	for i, y := range s.Secrets {
		if i != idx {
			secs = append(secs, y)
		}
	}
	for _, k := range s.Keep {
		if strings.Contains(text, k) {
			keep = append(keep, k)
		}
	}
	return hcwS(s.Category, s.Format, text, secs, keep...)
}

func hcwSpans(text, sub string) [][2]int {
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

// hcwCheck panics when a listed string is missing, and reports a collision (a keep string
// overlapping a secret, or a short secret occurring twice) so the caller draws again.
func hcwCheck(s Sample) error {
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-cw: secret %q not in text (%s):\n%s", x, s.Category, s.Text))
		}
	}
	for _, x := range s.Keep {
		if !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-cw: keep %q not in text (%s):\n%s", x, s.Category, s.Text))
		}
	}
	for _, x := range s.Secrets {
		sp := hcwSpans(s.Text, x)
		if len(x) <= 8 && len(sp) > 1 {
			return fmt.Errorf("short secret %q occurs %d times", x, len(sp))
		}
		for _, k := range s.Keep {
			for _, a := range hcwSpans(s.Text, k) {
				for _, b := range sp {
					if a[0] < b[1] && b[0] < a[1] {
						return fmt.Errorf("keep %q overlaps secret %q", k, x)
					}
				}
			}
		}
	}
	return nil
}

func hcwRun(g hcwGen) Sample {
	var err error
	for try := 0; try < 40; try++ {
		s := g()
		if err = hcwCheck(s); err == nil {
			return s
		}
	}
	panic("heldout-cw: cannot draw a clean sample: " + err.Error())
}

func heldoutCW() []Sample {
	var out []Sample
	add := func(gens []hcwGen, n int) {
		for i := 0; i < n; i++ {
			out = append(out, hcwRun(gens[i%len(gens)]))
		}
	}
	var sec []hcwGen
	sec = append(sec, hcwConfGens()...)
	sec = append(sec, hcwTalkGens()...)
	sec = append(sec, hcwAPIGens()...)
	sec = append(sec, hcwCodeGens()...)
	var traps []hcwGen
	traps = append(traps, hcwTrapGensA()...)
	traps = append(traps, hcwTrapGensB()...)
	add(sec, 396)
	add(hcwShapeGens(), 36)
	add(traps, 275)
	add(hcwShapeTrapGens(), 23)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
