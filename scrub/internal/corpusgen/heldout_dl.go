package main

// Part heldout-dl: a blind held-out corpus part on payroll and HR administration (HRIS and
// payroll portals, benefits and pension providers, onboarding sheets, timeclock kiosks, bank
// file uploads), plus variants of four shapes (Discord bot tokens, "login is user / pw" prose,
// keys split across two lines, service-account private_key_id in prose). It was written
// without reading the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

type hdlGen struct {
	f func() Sample
	n int
}

func hdlSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdlTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdlS(xs ...string) []string { return xs }

func hdlGens() []hdlGen {
	var g []hdlGen
	g = append(g, hdlPortalGens()...)
	g = append(g, hdlConfigGens()...)
	g = append(g, hdlKioskGens()...)
	g = append(g, hdlBankGens()...)
	g = append(g, hdlExtraGens()...)
	g = append(g, hdlShapeGens()...)
	g = append(g, hdlTrapGens()...)
	g = append(g, hdlTrap2Gens()...)
	return g
}

func hdlOccur(text, sub string) [][2]int {
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

func hdlCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dl: nil secrets in " + s.Category)
	}
	if strings.Contains(s.Text, "%!") {
		panic("heldout-dl: format error in " + s.Category + ":\n" + s.Text)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dl: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dl: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for _, ko := range hdlOccur(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, so := range hdlOccur(s.Text, sec) {
					if ko[0] < so[1] && so[0] < ko[1] {
						panic(fmt.Sprintf("heldout-dl: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func heldoutDL() []Sample {
	var out []Sample
	for _, g := range hdlGens() {
		for i := 0; i < g.n; i++ {
			s := g.f()
			hdlCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
