// Part heldout-cb: a blind held-out corpus part on IT helpdesk tickets and chats written by
// office end users (forgotten passwords, printers, VPN and MFA trouble, starters and leavers,
// password-manager exports pasted by mistake, phishing reports) and the helpdesk's replies.
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

type hcbGen struct {
	f func() Sample
	n int
}

func hcbSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcbTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcbHi(name string) string {
	return pick([]string{"Hi", "Hello", "Hiya", "Morning", "Hi team", "Good afternoon", "Hey"}) +
		pick([]string{" " + name + ",", ",", "!", " all,", ""})
}

func hcbBye(name string) string {
	return pick([]string{"Thanks", "Many thanks", "Cheers", "Thx", "Kind regards", "Best", "Ta"}) +
		pick([]string{",\n", "\n", ",\n\n"}) + name
}

// hcbCheck panics when a sample's labels do not fit its text.
func hcbCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cb: nil secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cb: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(sec)})
			i += j + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cb: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		if len(s.Secrets) == 0 {
			panic("heldout-cb: keep on a trap in " + s.Category)
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-cb: keep %q overlaps a secret in %s:\n%s", k, s.Category, s.Text))
				}
			}
			i += j + 1
		}
	}
}

// hcbOnce reports whether every secret occurs exactly once in the text, so that no ordinary
// word (a date, a ticket number) happens to contain a secret by chance.
func hcbOnce(s Sample) bool {
	for _, sec := range s.Secrets {
		if strings.Count(s.Text, sec) != 1 {
			return false
		}
	}
	return true
}

func heldoutCB() []Sample {
	var gens []hcbGen
	for _, f := range hcbTicketGens {
		gens = append(gens, hcbGen{f, 5})
	}
	for _, f := range hcbDeviceGens {
		gens = append(gens, hcbGen{f, 5})
	}
	for _, f := range hcbPasteGens {
		gens = append(gens, hcbGen{f, 4})
	}
	for _, f := range hcbTrapGens {
		gens = append(gens, hcbGen{f, 5})
	}
	for _, f := range hcbTrap2Gens {
		gens = append(gens, hcbGen{f, 5})
	}
	gens = append(gens, hcbShapeGens...)
	var out []Sample
	for _, g := range gens {
		for range g.n {
			hcbMin = hcbNum(7*60, 17*60)
			s := g.f()
			for try := 0; try < 50 && !hcbOnce(s); try++ {
				s = g.f()
			}
			if !hcbOnce(s) {
				panic("heldout-cb: a secret occurs more than once in " + s.Category + ":\n" + s.Text)
			}
			hcbCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
