package main

// heldout-cl is a blind held-out corpus part on logistics, warehouses and fleet telematics:
// carriers' and freight platforms' API keys, EDI/SFTP accounts, handheld scanner and WMS
// logins, dock-door and yard-gate codes, dispatch chats and driver handover notes, in English,
// Polish and Turkish, plus traps shaped like them. It was written without reading the
// scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hclGen is one template and how many samples it contributes.
type hclGen struct {
	n int
	f func() Sample
}

func heldoutCL() []Sample {
	var gens []hclGen
	gens = append(gens, hclCarrierGens()...)
	gens = append(gens, hclSiteGens()...)
	gens = append(gens, hclEDIGens()...)
	gens = append(gens, hclMoreGens()...)
	gens = append(gens, hclShapeGens()...)
	gens = append(gens, hclTrapGens()...)
	gens = append(gens, hclTrapGens2()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for try := 0; try < 20 && !hclUnique(s); try++ {
				s = g.f()
			}
			hclCheck(s)
			out = append(out, s)
		}
	}
	// Interleave deterministically so one template's samples are not all adjacent.
	for i := len(out) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

func hclCheck(s Sample) {
	if s.Secrets == nil {
		panic(fmt.Sprintf("heldout-cl: nil secrets in %q", s.Text))
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic(fmt.Sprintf("heldout-cl: empty field in %+v", s))
	}
	var spans [][2]int
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cl: secret %q not in text %q", sec, s.Text))
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], sec)
			if i < 0 {
				break
			}
			spans = append(spans, [2]int{off + i, off + i + len(sec)})
			off += i + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cl: keep %q not in text %q", k, s.Text))
		}
		for off := 0; ; {
			i := strings.Index(s.Text[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, sp := range spans {
				if a < sp[1] && sp[0] < b {
					panic(fmt.Sprintf("heldout-cl: keep %q overlaps a secret in %q", k, s.Text))
				}
			}
			off += i + 1
		}
	}
}

// hclUnique reports whether every short secret occurs once only, so a PIN is not also part of
// an order number elsewhere in the text.
func hclUnique(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) <= 8 && strings.Count(s.Text, sec) > 1 {
			return false
		}
	}
	return true
}

// hclS builds a sample with secrets; hclT builds a trap.
func hclS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hclKS builds a sample whose keep strings are the candidates that the chosen wording holds.
func hclKS(cat, format, text string, secrets []string, cand ...string) Sample {
	var keep []string
	for _, k := range cand {
		if strings.Contains(text, k) {
			keep = append(keep, k)
		}
	}
	return hclS(cat, format, text, secrets, keep...)
}

func hclT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hclSec(xs ...string) []string { return xs }

func hclN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hclP(xs ...string) string { return pick(xs) }

func hclR(set string, n int) string { return rnd(set, n) }

func hclChance(pct int) bool { return rng.IntN(100) < pct }
