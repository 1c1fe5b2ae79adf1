// Part heldout-bn: a blind held-out corpus part. Its theme is Spanish and Portuguese speakers
// (gestorías and accountants, clinics, schools and their IT providers in Spain, Mexico,
// Argentina, Colombia, Chile, Portugal and Brazil), plus new variants of four shapes: Discord
// bot tokens, "login user / password" prose, keys split across two lines and a service
// account's private_key_id quoted in prose. It was written without reading the scrubber's
// rules, its tests or any other corpus part.

package main

import (
	"fmt"
	"strings"
)

func heldoutBN() []Sample {
	var gens []hbnGen
	gens = append(gens, hbnChatGens()...)
	gens = append(gens, hbnChatTrapGens()...)
	gens = append(gens, hbnMailGens()...)
	gens = append(gens, hbnConfigGens()...)
	gens = append(gens, hbnShellGens()...)
	gens = append(gens, hbnNotesGens()...)
	gens = append(gens, hbnShapeGens()...)
	gens = append(gens, hbnMoreGens()...)
	var out []Sample
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			out = append(out, hbnDraw(g.f))
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbnDraw draws a sample, redrawing when a random value happens to collide with other text
// (a short code that also occurs elsewhere, a keep that overlaps a secret); it panics on a
// sample that is wrong by construction.
func hbnDraw(f func() Sample) Sample {
	for try := 0; try < 30; try++ {
		s := f()
		hbnHardCheck(s)
		if err := hbnSoftCheck(s); err == "" {
			return s
		} else if try == 29 {
			panic(fmt.Sprintf("heldout-bn: %s in %q", err, s.Text))
		}
	}
	panic("unreachable")
}

func hbnHardCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-bn: nil secrets in " + s.Category)
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-bn: keep on a trap in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-bn: secret %q not in text %q", x, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-bn: keep %q not in text %q", k, s.Text))
		}
	}
}

func hbnSoftCheck(s Sample) string {
	for _, k := range s.Keep {
		for _, kr := range hbnSpans(s.Text, k) {
			for _, x := range s.Secrets {
				for _, xr := range hbnSpans(s.Text, x) {
					if kr[0] < xr[1] && xr[0] < kr[1] {
						return fmt.Sprintf("keep %q overlaps secret %q", k, x)
					}
				}
			}
		}
	}
	for i, x := range s.Secrets {
		if len(x) < 10 && len(hbnSpans(s.Text, x)) > 1 {
			return fmt.Sprintf("short secret %q occurs twice", x)
		}
		for j, y := range s.Secrets {
			if i != j && strings.Contains(y, x) {
				return fmt.Sprintf("secret %q inside secret %q", x, y)
			}
		}
	}
	return ""
}

func hbnSpans(text, sub string) [][2]int {
	var r [][2]int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return r
		}
		r = append(r, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}
