// Part heldout-ca: a blind held-out corpus part about online sellers on marketplaces and
// their logistics (Amazon SP-API, eBay, Etsy, Shopify, Mercado Libre, Allegro, Rakuten,
// Zalando, carriers, 3PL portals, ERP tools, repricers, VAT filings, virtual assistants).
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

type hcaGen func() Sample

// hcaS builds a sample with secrets; keep lists ordinary neighbours that must survive.
func hcaS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hcaT builds a trap: a text with no secret.
func hcaT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcaCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-ca: nil secrets in " + s.Category)
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic("heldout-ca: empty field in " + s.Category)
	}
	seen := map[string]bool{}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-ca: secret %q not in text (%s)", x, s.Category))
		}
		if seen[x] {
			panic(fmt.Sprintf("heldout-ca: secret %q listed twice (%s)", x, s.Category))
		}
		seen[x] = true
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-ca: trap with keep in " + s.Category)
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ca: keep %q not in text (%s)", k, s.Category))
		}
		for _, ks := range hcaSpans(s.Text, k) {
			for _, x := range s.Secrets {
				for _, xs := range hcaSpans(s.Text, x) {
					if ks[0] < xs[1] && xs[0] < ks[1] {
						panic(fmt.Sprintf("heldout-ca: keep %q overlaps secret %q (%s)", k, x, s.Category))
					}
				}
			}
		}
	}
}

func hcaSpans(text, sub string) [][2]int {
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

// hcaRun calls the generators round-robin until n samples are made.
func hcaRun(gens []hcaGen, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		s := gens[i%len(gens)]()
		hcaCheck(s)
		out = append(out, s)
	}
	return out
}

func heldoutCA() []Sample {
	var sec, trap []hcaGen
	sec = append(sec, hcaAmazonSec()...)
	sec = append(sec, hcaMarketSec()...)
	sec = append(sec, hcaShipSec()...)
	sec = append(sec, hcaOpsSec()...)
	trap = append(trap, hcaTrapsA()...)
	trap = append(trap, hcaTrapsB()...)
	var out []Sample
	out = append(out, hcaRun(sec, 398)...)
	out = append(out, hcaRun(trap, 268)...)
	out = append(out, hcaRun(hcaShapeSec(), 40)...)
	out = append(out, hcaRun(hcaShapeTrap(), 22)...)
	// interleave deterministically so texts of one kind do not cluster
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
