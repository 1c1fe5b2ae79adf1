package main

// heldout-dm is a blind held-out corpus part: Turkish, Arabic, Hebrew and Persian offices
// (e-government and bank logins, office and Wi-Fi codes, IT tickets and chats, right-to-left
// and mixed-script text), plus variants of four shapes (Discord bot token, "login is user / pw",
// a key split over two lines, a quoted private_key_id). It was written without reading the
// scrubber's rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

func hdmSec(cat, format, text string, secrets []string, keep ...string) Sample {
	if len(keep) == 0 {
		keep = nil
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdmTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdmOccur(text, sub string) []int {
	var at []int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return at
		}
		at = append(at, i+j)
		i += j + 1
	}
}

func hdmCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dm: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-dm: trap with keep in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dm: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dm: keep %q not in text of %s", k, s.Category))
		}
		for _, sec := range s.Secrets {
			for _, p := range hdmOccur(s.Text, k) {
				for _, q := range hdmOccur(s.Text, sec) {
					if p < q+len(sec) && q < p+len(k) {
						panic(fmt.Sprintf("heldout-dm: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func heldoutDM() []Sample {
	var out []Sample
	add := func(gens []func() Sample, rounds int) {
		for r := 0; r < rounds; r++ {
			for _, g := range gens {
				out = append(out, g())
			}
		}
	}
	add(hdmGovGens, 4)
	add(hdmOfficeGens, 4)
	add(hdmITGens, 5)
	add(hdmConfGens, 4)
	add(hdmShapeGens, 4)
	add(hdmTrapGens, 5)
	add(hdmTrap2Gens, 5)
	for _, s := range out {
		hdmCheck(s)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
