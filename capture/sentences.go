package capture

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// prose returns the lines of a turn that the user wrote as prose: fenced code blocks, quoted
// lines ("> …") and indented code are left out (a rule quoted or pasted is not the user's), and
// list markers are dropped.
func prose(turn string) []string {
	var out []string
	fence := ""
	for _, line := range strings.Split(turn, "\n") {
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		if t == "" || strings.HasPrefix(t, ">") || strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "    ") {
			continue
		}
		out = append(out, dropListMarker(t))
	}
	return out
}

// dropListMarker removes a leading "- ", "* ", "• " or "1. " / "1) ".
func dropListMarker(t string) string {
	for _, m := range []string{"- ", "* ", "• ", "+ "} {
		if strings.HasPrefix(t, m) {
			return strings.TrimSpace(t[len(m):])
		}
	}
	i := 0
	for i < len(t) && i < 3 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' ' {
		return strings.TrimSpace(t[i+2:])
	}
	return t
}

// abbreviations end with a period that does not end a sentence.
var abbreviations = map[string]bool{"e.g": true, "i.e": true, "etc": true, "vs": true, "mr": true, "mrs": true,
	"ms": true, "dr": true, "approx": true, "incl": true, "cf": true, "no": true, "fig": true, "st": true}

// sentences splits a line of prose at sentence ends: '.', '!' or '?' (and any closing quotes or
// brackets) followed by a space, outside inline code, and not after an abbreviation. A period
// inside a word (main.go, 1.22, a URL) is not followed by a space, so it never splits.
func sentences(line string) []string {
	var out []string
	start, code := 0, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c == '`' {
			code = !code
			continue
		}
		if code || (c != '.' && c != '!' && c != '?') {
			continue
		}
		j := i + 1
		for j < len(line) && strings.IndexByte(`.!?"')]`, line[j]) >= 0 {
			j++
		}
		if j < len(line) && line[j] != ' ' {
			continue
		}
		if c == '.' && abbreviations[strings.ToLower(lastWord(line[start:i]))] {
			continue
		}
		if s := strings.TrimSpace(line[start:j]); s != "" {
			out = append(out, s)
		}
		start, i = j, j
	}
	if s := strings.TrimSpace(line[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return r == ' ' || r == '(' })
	return s[i+1:]
}

// normalize lower-cases s, straightens quotes and collapses spaces, for matching.
func normalize(s string) string {
	s = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "\t", " ").Replace(s)
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// words counts the words of s.
func words(s string) int { return len(strings.Fields(s)) }

// proseLike reports whether most of s is letters: a line of code, a path or a log line pasted
// without a fence is not.
func proseLike(s string) bool {
	letters, other := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r):
		default:
			other++
		}
	}
	return letters >= 2*other && letters > 0
}

// clip shortens s to at most n bytes at a word boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n-len("…")], ' ')
	if cut <= 0 {
		cut = n - len("…")
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}
