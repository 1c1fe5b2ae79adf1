package main

// heldout_bk.go: a blind held-out part written without reading the scrubber's rules, leaning
// towards mobile app developers and small app studios (Firebase, Expo/EAS, React Native and
// Flutter .env files, Android signing, App Store Connect, Play Console, push and analytics SDKs).
// This file holds the shared helpers and the list of generators; the shapes live in
// heldout_bk_*.go files.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// heldoutBK is the part's entry point.
func heldoutBK() []Sample {
	hbkSeen = map[string]bool{}
	var out []Sample
	for _, g := range []func() []Sample{
		hbkDiscordSamples,
		hbkLoginPairSamples,
		hbkSplitKeySamples,
		hbkKeyIDSamples,
		hbkMobileSamples,
		hbkMobileSamples2,
		hbkGeneralSamples,
		hbkGeneralSamples2,
		hbkProseSamples,
		hbkTrapSamples,
		hbkTrapSamples2,
		hbkTrapSamples3,
	} {
		out = append(out, g()...)
	}
	return out
}

// hbkR returns n random characters of set.
func hbkR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

// hbkN returns a random int in [lo, hi].
func hbkN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hbkP picks one of its arguments.
func hbkP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hbkPL picks one element of a list.
func hbkPL(xs []string) string { return xs[rng.IntN(len(xs))] }

// hbkF is fmt.Sprintf.
func hbkF(f string, a ...any) string { return fmt.Sprintf(f, a...) }

// hbkSec builds a sample with secrets.
func hbkSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hbkSecK builds a sample with secrets and lines to keep.
func hbkSecK(cat, format, text string, keep []string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hbkTrap builds a trap.
func hbkTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hbkLines joins lines with newlines.
func hbkLines(ls ...string) string { return strings.Join(ls, "\n") }

var hbkWords = []string{
	"sunflower", "tractor", "mango", "pelican", "harbor", "violet", "biscuit", "falcon",
	"meadow", "orbit", "pepper", "lantern", "walrus", "cobalt", "juniper", "rocket", "maple",
	"thunder", "kiwi", "saffron", "puffin", "gravel", "noodle", "coral", "otter", "velvet",
	"pixel", "banjo", "tundra", "quokka", "marble", "cactus", "nebula", "raven", "paprika",
}

var hbkSyms = "!@#$%&*?+=_-"

func hbkCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hbkHumanPw is a human-chosen password: words, digits and a symbol.
func hbkHumanPw() string {
	w1, w2 := hbkPL(hbkWords), hbkPL(hbkWords)
	sym := string(hbkSyms[rng.IntN(len(hbkSyms))])
	switch rng.IntN(7) {
	case 0:
		return hbkCap(w1) + hbkR(digits, hbkN(2, 4)) + sym
	case 1:
		return w1 + sym + hbkCap(w2) + hbkR(digits, 1)
	case 2:
		return hbkCap(w1) + "_" + hbkCap(w2) + hbkP("2019", "2021", "2023", "2024", "2025")
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return hbkCap(r.Replace(w1)) + hbkR(digits, 2) + sym
	case 4:
		return strings.ToUpper(w1[:2]) + w2 + hbkR(digits, 3) + sym + sym
	case 5:
		return hbkCap(w1) + "-" + w2 + "-" + hbkR(digits, 2)
	default:
		return w1 + hbkR(digits, 4) + hbkCap(w2) + sym
	}
}

// hbkRandPw is a generated password (password manager style).
func hbkRandPw() string {
	switch rng.IntN(3) {
	case 0:
		return hbkR(alnum, hbkN(14, 22))
	case 1:
		return hbkR(alnum+"!#%&*+=?", hbkN(12, 20)) + hbkR(digits, 1)
	default: // grouped, like an Apple generated password
		return hbkR(lower+digits, 6) + "-" + hbkR(alnum, 6) + "-" + hbkR(lower+upper, 6)
	}
}

// hbkPw is either kind of password.
func hbkPw() string {
	if rng.IntN(2) == 0 {
		return hbkHumanPw()
	}
	return hbkRandPw()
}

// hbkURLPw is a password that needs no escaping inside a URL.
func hbkURLPw() string {
	if rng.IntN(2) == 0 {
		return hbkCap(hbkPL(hbkWords)) + hbkR(digits, 3) + hbkP("", "-", "_", ".") + hbkPL(hbkWords)
	}
	return hbkR(alnum, hbkN(12, 24))
}

var hbkUsers = []string{
	"admin", "root", "dev", "ci-bot", "qa", "tester", "studio", "marta", "kenji", "priya",
	"ops", "deploy", "jonas", "amelie", "build", "support", "lucas.m", "sam_k", "reviewer",
}

var hbkApps = []string{
	"pocketchef", "tinyledger", "runbuddy", "plantpal", "snapnote", "busybee", "moodtrack",
	"parkit", "fitloop", "readly", "cartwheel", "petcare", "tripsy", "habitly", "soundbox",
}

var hbkStudios = []string{"acme", "brightpixel", "northapps", "lemonlabs", "kitestudio", "bluefin", "octo"}

// hbkBundle is a bundle id / application id.
func hbkBundle() string {
	return hbkP("com", "io", "app", "dev", "de", "fr") + "." + hbkPL(hbkStudios) + "." + hbkPL(hbkApps)
}

// hbkB64 encodes s with standard base64.
func hbkB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// hbkUUID is a random v4 UUID.
func hbkUUID() string {
	return hbkR(hexs, 8) + "-" + hbkR(hexs, 4) + "-4" + hbkR(hexs, 3) + "-" +
		hbkP("8", "9", "a", "b") + hbkR(hexs, 3) + "-" + hbkR(hexs, 12)
}

// hbkDate is a date in 2024/2025.
func hbkDate() string {
	return hbkF("%d-%02d-%02d", hbkN(2024, 2025), hbkN(1, 12), hbkN(1, 28))
}

// hbkTime is a log time stamp.
func hbkTime() string {
	return hbkF("%sT%02d:%02d:%02d.%03dZ", hbkDate(), hbkN(0, 23), hbkN(0, 59), hbkN(0, 59), hbkN(0, 999))
}

var hbkNames = []string{"Marta", "Kenji", "Priya", "Jonas", "Amélie", "Lucas", "Sam", "Noor", "Tomás", "Ana", "Ole", "Yuki"}

// hbkChatPrefix is the head of a chat line.
func hbkChatPrefix() string {
	switch rng.IntN(4) {
	case 0:
		return hbkF("[%02d:%02d] %s: ", hbkN(7, 22), hbkN(0, 59), hbkPL(hbkNames))
	case 1:
		return hbkPL(hbkNames) + ": "
	case 2:
		return "<" + strings.ToLower(hbkPL(hbkNames)) + "> "
	default:
		return ""
	}
}

// hbkSeen holds the texts written so far, so that no text repeats.
var hbkSeen = map[string]bool{}

// hbkFrame puts ordinary context around a text: a question, a file name or a fence.
func hbkFrame(s Sample) Sample {
	app := hbkPL(hbkApps)
	switch rng.IntN(6) {
	case 0:
		s.Text = hbkPL(hbkNames) + hbkP(": can someone look at this?\n", " asked in #mobile:\n", ": from the "+app+" repo\n") + s.Text
	case 1:
		s.Text = "```\n" + s.Text + "\n```\n" + hbkP("thoughts?", "this is what I have so far", "(pasted from "+app+")")
	case 2:
		s.Text = hbkF("%s, line %d:\n", hbkP("see", "in", "from"), hbkN(3, 420)) + s.Text
	case 3:
		s.Text = s.Text + "\n" + hbkP("-- ", "— ") + hbkPL(hbkNames) + ", " + hbkDate()
	case 4:
		s.Text = hbkF("[%s] ", hbkDate()) + s.Text
	default:
		s.Text = s.Text + "\n\n" + hbkP("Thanks!", "Any ideas?", "Will update the ticket.", "Merci !", "Danke!", "ありがとう")
	}
	return s
}

// hbkRun calls the generators in turn n times, retrying or framing a sample whose text was
// already written.
func hbkRun(n int, gens []func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		g := gens[i%len(gens)]
		s := g()
		for try := 0; hbkSeen[s.Text] && try < 6; try++ {
			if try < 3 {
				s = g()
			} else {
				s = hbkFrame(g())
			}
		}
		if hbkSeen[s.Text] {
			continue
		}
		hbkSeen[s.Text] = true
		out = append(out, s)
	}
	return out
}
