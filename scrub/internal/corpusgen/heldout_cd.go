// heldout-cd is a blind held-out corpus part: telecom and ISP field technicians and their NOC
// (PPPoE and SIP accounts, ONT/CPE and router logins, RADIUS shared secrets, SNMP communities,
// provisioning portals' API keys, work orders and handover notes), in English with some Spanish
// and Portuguese. It was written without reading the scrubber's rules, its tests or any other
// corpus part.
package main

import (
	"fmt"
	"strings"
)

// hcdGen is one text template and how many samples to draw from it.
type hcdGen struct {
	n int
	f func() Sample
}

func heldoutCD() []Sample {
	var gens []hcdGen
	gens = append(gens, hcdAccessGens()...)
	gens = append(gens, hcdVoiceGens()...)
	gens = append(gens, hcdCoreGens()...)
	gens = append(gens, hcdOpsGens()...)
	gens = append(gens, hcdNotesGens()...)
	gens = append(gens, hcdShapeGens()...)
	gens = append(gens, hcdTrapGens()...)
	gens = append(gens, hcdTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hcdCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hcdSec builds a sample whose secrets are listed.
func hcdSec(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hcdK adds strings that must survive scrubbing.
func hcdK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

// hcdTrap builds a sample without any secret.
func hcdTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcdIndexes(text, sub string) []int {
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

func hcdCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cd: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && !strings.HasPrefix(s.Category, "trap-") {
		panic("heldout-cd: trap category without trap- prefix: " + s.Category)
	}
	if len(s.Secrets) > 0 && strings.HasPrefix(s.Category, "trap-") {
		panic("heldout-cd: secrets in a trap: " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cd: secret %q not in text (%s)\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cd: keep %q not in text (%s)\n%s", k, s.Category, s.Text))
		}
		for _, ki := range hcdIndexes(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, si := range hcdIndexes(s.Text, sec) {
					if ki < si+len(sec) && si < ki+len(k) {
						panic(fmt.Sprintf("heldout-cd: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}
