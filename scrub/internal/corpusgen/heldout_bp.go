// Part heldout-bp: a blind held-out corpus part themed on game studios and live
// streamers (Unity/Unreal projects, Steamworks and console dev kits, Epic Online
// Services, PlayFab, Nakama, crash reporters, OBS stream keys, Discord bots, Patreon
// and merch shops, contractors and QA test accounts). It was written without reading
// the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hbpGen is one text template with how many samples to draw from it.
type hbpGen struct {
	n int
	f func() Sample
}

func heldoutBP() []Sample {
	var gens []hbpGen
	gens = append(gens, hbpStreamGens()...)
	gens = append(gens, hbpBackendGens()...)
	gens = append(gens, hbpCommunityGens()...)
	gens = append(gens, hbpTeamGens()...)
	gens = append(gens, hbpShapeGens()...)
	gens = append(gens, hbpTrapGens()...)
	gens = append(gens, hbpTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hbpCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbpCheck panics when a secret or keep string is missing from the text or a keep
// string overlaps a secret.
func hbpCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bp: nil secrets in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-bp: secret %q not in text of %s:\n%s", x, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bp: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for _, ki := range hbpIndexAll(s.Text, k) {
			for _, x := range s.Secrets {
				for _, xi := range hbpIndexAll(s.Text, x) {
					if ki < xi+len(x) && xi < ki+len(k) {
						panic(fmt.Sprintf("heldout-bp: keep %q overlaps secret %q in %s", k, x, s.Category))
					}
				}
			}
		}
	}
}

func hbpIndexAll(text, sub string) []int {
	var idx []int
	for off := 0; ; {
		i := strings.Index(text[off:], sub)
		if i < 0 {
			return idx
		}
		idx = append(idx, off+i)
		off += i + 1
	}
}

// hbpS builds a sample with secrets; keep may be empty.
func hbpS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbpT builds a trap: a text with no secret.
func hbpT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}
