package main

// heldout-di is a blind held-out corpus part on patients and caregivers: patient portals,
// pharmacy and insurance logins, medical device apps (CGM followers, Nightscout, home
// monitoring), caregiver handover notes and family group chats, plus the code and configs
// of the small tools families and clinics build around them. It was written without reading
// the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hdiGen makes one sample.
type hdiGen func() Sample

// heldoutDI builds the part: every generator runs a fixed number of times, secret
// generators and traps interleaved, and each sample is checked before it is returned.
func heldoutDI() []Sample {
	type group struct {
		gens []hdiGen
		reps int
	}
	groups := []group{
		{hdiPortalGens(), 6},
		{hdiCareGens(), 5},
		{hdiTechGens(), 5},
		{hdiShapeGens(), 3},
		{hdiShapeTrapGens(), 3},
		{hdiTrapGens(), 5},
		{hdiTrap2Gens(), 5},
	}
	var out []Sample
	maxReps := 0
	for _, g := range groups {
		if g.reps > maxReps {
			maxReps = g.reps
		}
	}
	for r := 0; r < maxReps; r++ {
		for _, g := range groups {
			if r >= g.reps {
				continue
			}
			for _, gen := range g.gens {
				s := gen()
				for tries := 0; hdiEmbedded(s); tries++ {
					if tries > 100 {
						panic("heldout-di: secret keeps landing inside a word: " + s.Category)
					}
					s = gen()
				}
				hdiCheck(s)
				out = append(out, s)
			}
		}
	}
	return out
}

// hdiCheck panics when a secret or keep string is missing from the text, or a keep
// overlaps a secret.
func hdiCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-di: nil secrets in " + s.Category)
	}
	type span struct{ a, b int }
	var spans []span
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-di: secret %q not in %s text:\n%s", sec, s.Category, s.Text))
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
			panic(fmt.Sprintf("heldout-di: keep %q not in %s text:\n%s", k, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					panic(fmt.Sprintf("heldout-di: keep %q overlaps a secret in %s", k, s.Category))
				}
			}
			i += j + 1
		}
	}
}

// hdiS builds a sample with secrets; keep strings follow.
func hdiS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hdiT builds a trap.
func hdiT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hdiSec is shorthand for a list of secrets.
func hdiSec(v ...string) []string { return v }

const (
	hdiDigits = "0123456789"
	hdiHex    = "0123456789abcdef"
	hdiAlnum  = upper + lower + hdiDigits
	hdiB64URL = upper + lower + hdiDigits + "-_"
	hdiB64    = upper + lower + hdiDigits + "+/"
	hdiB32    = upper + "234567"
	hdiLowNum = lower + hdiDigits
	hdiUpNum  = upper + hdiDigits
)

// hdiN returns a number in [lo, hi].
func hdiN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hdiR returns n characters of the alphabet.
func hdiR(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.IntN(len(alpha))]
	}
	return string(b)
}

// hdiP picks one of the strings.
func hdiP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hdiCoin is true half the time.
func hdiCoin() bool { return rng.IntN(2) == 0 }

// hdiJoin joins lines with newlines.
func hdiJoin(lines ...string) string { return strings.Join(lines, "\n") }

// hdiEmbedded is true when a secret also occurs glued to letters or digits (as in "300ml"
// for a code "300"), which would make the sample unfair; the generator then runs again.
func hdiEmbedded(s Sample) bool {
	isWord := func(c byte) bool {
		return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	for _, sec := range s.Secrets {
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(sec)
			if a > 0 && isWord(s.Text[a-1]) && isWord(sec[0]) || b < len(s.Text) && isWord(s.Text[b]) && isWord(sec[len(sec)-1]) {
				return true
			}
			i = a + 1
		}
	}
	return false
}

// hdiLine returns the first line of text that contains sub.
func hdiLine(text, sub string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, sub) {
			return l
		}
	}
	panic("heldout-di: no line with " + sub)
}
