package main

// Part heldout-cm: a blind held-out corpus part themed on restaurants, cafés and hotels (POS
// manager and void codes, booking engine and channel manager keys, guest and staff Wi-Fi, safe
// and cold-room codes, delivery tablets' logins, shift handovers and WhatsApp threads, in
// English, Spanish and Vietnamese), plus variants of Discord bot tokens, "login is user / pw"
// prose, keys split over two lines and quoted private_key_ids. It was written without reading
// the scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

// hcmS builds a sample; secrets nil means a trap.
func hcmS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcmTrap(cat, format, text string) Sample {
	return hcmS(cat, format, text, []string{})
}

type hcmGroup struct {
	gens []func() Sample
	n    int
}

func heldoutCM() []Sample {
	groups := []hcmGroup{
		{hcmPOSGens, 6},
		{hcmWifiGens, 5},
		{hcmBookingGens, 5},
		{hcmVendorGens, 4},
		{hcmDeliveryGens, 5},
		{hcmNotesGens, 5},
		{hcmShapeGens, 4},
		{hcmShapeTraps, 4},
		{hcmTrapGens, 5},
		{hcmTrapGens2, 5},
	}
	var out []Sample
	for _, g := range groups {
		for _, gen := range g.gens {
			for i := 0; i < g.n; i++ {
				out = append(out, gen())
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for i, s := range out {
		hcmCheck(i, s)
	}
	return out
}

func hcmCheck(i int, s Sample) {
	if s.Secrets == nil {
		panic(fmt.Sprintf("heldout-cm sample %d (%s): nil secrets", i, s.Category))
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic(fmt.Sprintf("heldout-cm sample %d: empty field", i))
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cm sample %d (%s): secret %q not in text:\n%s", i, s.Category, sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cm sample %d (%s): keep %q not in text:\n%s", i, s.Category, k, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, ks := range hcmSpans(s.Text, k) {
				for _, ss := range hcmSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-cm sample %d (%s): keep %q overlaps secret %q", i, s.Category, k, sec))
					}
				}
			}
		}
	}
}

func hcmSpans(text, sub string) [][2]int {
	var out [][2]int
	for start := 0; ; {
		j := strings.Index(text[start:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{start + j, start + j + len(sub)})
		start += j + 1
	}
}
