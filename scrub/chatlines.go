package scrub

import "strings"

// Lines of chat and notes: what starts a line before its content (indentation, quote marks,
// a timestamp, a speaker), so that a secret wrapped onto the next line is read past it.

// skipLineMarks skips what starts a line before its content: indentation, quote markers
// ("> > ") and a timestamp ("[10:02] ").
func skipLineMarks(text string, ls int) int {
	q := skipBlanks(text, ls)
	for q < len(text) && text[q] == '>' {
		q = skipBlanks(text, q+1)
	}
	if q < len(text) && text[q] == '[' {
		if e := strings.IndexByte(text[q:min(len(text), q+32)], ']'); e > 0 {
			q = skipBlanks(text, q+e+1)
		}
	}
	return q
}

// linePrefix returns the chat prefix of the line holding p ("[10:02] kai: ", "kai> ",
// "<kai> ", "**kai**: ", "01/03/2025, 12:46 - kai: "), so that the same speaker's next line
// can be read past it.
func linePrefix(text string, p int) string {
	q := skipLineMarks(text, strings.LastIndexByte(text[:p], '\n')+1)
	if e := speakerEnd(text, q); e > q && e <= p {
		return text[q:e]
	}
	return ""
}

// speakerEnd returns where a speaker's prefix that starts at q ends, or q: a name (maybe in
// <> or **) and ": " or "> " (or a log's source and "| "), after at most a date and a time.
func speakerEnd(text string, q int) int {
	e := q
	if e < len(text) && text[e] == '<' {
		e++ // IRC: <kai> …
	}
	for e < len(text) && e-q < 48 && (isWordByte(text[e]) || strings.IndexByte(".-*/, ", text[e]) >= 0 ||
		text[e] == ':' && e+1 < len(text) && isDigit(text[e+1])) {
		e++
	}
	for e > q && text[e-1] == ' ' {
		e--
	}
	if e > q && e+1 < len(text) && (text[e] == ':' || text[e] == '>') && text[e+1] == ' ' {
		return e + 2
	}
	if e > q && strings.HasPrefix(text[e:], " | ") {
		return e + 3
	}
	return q
}

// samePrefix returns the length of the speaker's prefix at q when it is speaker's, a timestamp
// aside (12:46 and 12:47 are one speaker's lines); 0 when the line has another or none.
func samePrefix(text string, q int, speaker string) int {
	e := speakerEnd(text, q)
	if e == q || stripDigits(text[q:e]) != stripDigits(speaker) {
		return 0
	}
	return e - q
}

func stripDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, s)
}

// loneToken finds the one token on the line that starts at ls, past indentation, quote
// markers, a timestamp, the speaker's prefix and an opening quote, and before closing quotes
// and punctuation.
func loneToken(text string, ls int, speaker string) (int, int, bool) {
	q := skipLineMarks(text, ls)
	if speaker != "" {
		q += samePrefix(text, q, speaker)
	}
	q = skipBlanks(text, q)
	// A concatenation operator that starts the line joins it to the string before: + (Java,
	// JS, C#), .. (Lua), . (PHP), & (VB), || (SQL).
	for _, op := range []string{"+ ", ".. ", ". ", "& ", "|| "} {
		if strings.HasPrefix(text[q:], op) && q+len(op) < len(text) && strings.IndexByte("\"'`", text[q+len(op)]) >= 0 {
			q += len(op)
			break
		}
	}
	if q < len(text) && strings.IndexByte("\"'`", text[q]) >= 0 {
		q++
	}
	e := q
	for e < len(text) && text[e] > ' ' && strings.IndexByte("\"'`", text[e]) < 0 {
		e++
	}
	for e > q && strings.IndexByte(",;", text[e-1]) >= 0 {
		e--
	}
	if e == q {
		return 0, 0, false
	}
	if r, ok := closesLine(text, e); !ok && r < len(text) {
		return 0, 0, false
	}
	return q, e, true
}
