// heldout-dh is a blind held-out corpus part themed on translation and localisation agencies:
// CAT tools (memoQ, Trados, Phrase, XTM), client portals, machine-translation API keys, shared
// FTP and cloud folders and freelancer onboarding. It was written without reading the
// scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// heldoutDH builds the part: theme samples with secrets, theme traps, and the four extra
// shapes (Discord bot token, "login is user / pw", a key split over two lines, a service
// account's private_key_id in prose) with their own traps.
func heldoutDH() []Sample {
	var out []Sample
	add := func(tpls []func() Sample, n int) {
		for i := 0; i < n; i++ {
			out = append(out, tpls[i%len(tpls)]())
		}
	}
	secret := append(hdhChatTpls(), hdhConfigTpls()...)
	secret = append(secret, hdhDocTpls()...)
	add(secret, 414)
	add(hdhShapeTpls(), 36)
	add(append(hdhTrapTpls(), hdhTrapTpls2()...), 264)
	add(hdhShapeTrapTpls(), 24)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for i := range out {
		hdhCheck(&out[i])
	}
	return out
}

// hdhCheck panics when a sample is mislabelled: a secret or keep missing from the text, or a
// keep overlapping a secret.
func hdhCheck(s *Sample) {
	if s.Secrets == nil {
		s.Secrets = []string{}
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic(fmt.Sprintf("heldout-dh: incomplete sample %+v", *s))
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic(fmt.Sprintf("heldout-dh: keep on a trap %q", s.Category))
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dh: %s: secret %q not in text %q", s.Category, sec, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dh: %s: keep %q not in text %q", s.Category, k, s.Text))
		}
		for _, sec := range s.Secrets {
			if strings.Contains(sec, k) || strings.Contains(k, sec) {
				panic(fmt.Sprintf("heldout-dh: %s: keep %q overlaps secret %q", s.Category, k, sec))
			}
			for ki := hdhIndexAll(s.Text, k); len(ki) > 0; ki = ki[1:] {
				for _, si := range hdhIndexAll(s.Text, sec) {
					if ki[0] < si+len(sec) && si < ki[0]+len(k) {
						panic(fmt.Sprintf("heldout-dh: %s: keep %q overlaps secret %q", s.Category, k, sec))
					}
				}
			}
		}
	}
}

func hdhIndexAll(text, sub string) []int {
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

// hdhS is a sample with secrets; hdhT a trap.
func hdhS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdhT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdhSec(s ...string) []string { return s }
