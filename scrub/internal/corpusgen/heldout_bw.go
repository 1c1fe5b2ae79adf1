// Blind held-out part heldout-bw: Japanese, Chinese and Korean offices and developers (LINE,
// WeChat, DingTalk, Feishu, KakaoTalk and Slack chats, Backlog/Redmine tickets, keigo mails,
// configs and code with CJK comments, Asian cloud and payment vendors), plus variants of four
// shapes (Discord bot tokens, "login is user / pw", keys split over two lines, private_key_id in
// prose). It was written without reading the scrubber's rules, tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hbwGen is one template and how many samples to draw from it.
type hbwGen struct {
	n int
	f func() Sample
}

func heldoutBW() []Sample {
	var gens []hbwGen
	gens = append(gens, hbwJaSecrets()...)
	gens = append(gens, hbwJaTraps()...)
	gens = append(gens, hbwZhSecrets()...)
	gens = append(gens, hbwZhTraps()...)
	gens = append(gens, hbwKoSecrets()...)
	gens = append(gens, hbwKoTraps()...)
	gens = append(gens, hbwCfgSecrets()...)
	gens = append(gens, hbwCfgTraps()...)
	gens = append(gens, hbwFour()...)
	var out []Sample
	seen := map[string]bool{}
	for gi, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for try := 0; seen[s.Text]; try++ { // draw again rather than repeat a text
				if try == 50 {
					panic(fmt.Sprintf("heldout-bw: template %d keeps repeating a text: %q", gi, s.Text))
				}
				s = g.f()
			}
			hbwCheck(gi, s)
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hbwSec builds a sample with secrets; keep lists the ordinary values next to them.
func hbwSec(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbwTrap builds a sample without any secret.
func hbwTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbwCheck(gi int, s Sample) {
	bad := func(msg string, v string) {
		panic(fmt.Sprintf("heldout-bw: template %d (%s/%s): %s %q in %q", gi, s.Category, s.Format, msg, v, s.Text))
	}
	if s.Secrets == nil {
		bad("nil secrets", "")
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		bad("keep on a trap", s.Keep[0])
	}
	for _, x := range s.Secrets {
		if strings.TrimSpace(x) == "" || !strings.Contains(s.Text, x) {
			bad("secret not in text", x)
		}
		if len(x) <= 6 && strings.Count(s.Text, x) > 1 {
			bad("short secret occurs twice", x)
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			bad("keep not in text", k)
		}
		for _, x := range s.Secrets {
			if hbwOverlap(s.Text, k, x) {
				bad("keep overlaps secret", k)
			}
		}
	}
}

// hbwOverlap reports whether any occurrence of a overlaps any occurrence of b in text.
func hbwOverlap(text, a, b string) bool {
	for _, ia := range hbwIndexes(text, a) {
		for _, ib := range hbwIndexes(text, b) {
			if ia < ib+len(b) && ib < ia+len(a) {
				return true
			}
		}
	}
	return false
}

func hbwIndexes(text, s string) []int {
	var out []int
	for i := 0; i+len(s) <= len(text); {
		j := strings.Index(text[i:], s)
		if j < 0 {
			break
		}
		out = append(out, i+j)
		i += j + 1
	}
	return out
}
