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
	return logStamp(text, q)
}

// chatHeader reports whether the line at ls is a chat export's header of a message, a name and
// a time on a line of their own ("Tomás, Today at 16:45", "Sana — 16:22", "Kai - 9:05 AM"), and
// returns where the line ends (the message goes on below it) and the name.
func chatHeader(text string, ls int) (int, string, bool) {
	le := lineEnd(text, ls)
	line := strings.TrimRight(text[ls:le], " \r")
	i := strings.LastIndexByte(line, ' ')
	if i < 0 {
		return 0, "", false
	}
	clock := line[i+1:]
	if clock == "AM" || clock == "PM" {
		line = line[:i]
		if i = strings.LastIndexByte(line, ' '); i < 0 {
			return 0, "", false
		}
		clock = line[i+1:]
	}
	h, m, ok := strings.Cut(clock, ":")
	if !ok || len(h) < 1 || len(h) > 2 || len(m) != 2 || !allDigits(h) || !allDigits(m) {
		return 0, "", false
	}
	name := line[:i]
	for _, joint := range []string{", Today at", ", Yesterday at", " —", " –", " -"} {
		if n, ok := strings.CutSuffix(name, joint); ok && n != "" && len(n) <= 40 && !strings.ContainsAny(n, ":=/<>[]") && strings.Count(n, " ") <= 2 {
			return le, n, true
		}
	}
	return 0, "", false
}

// speakerName is the name in a speaker's prefix or a header's name, lower-case, without the
// marks around it ("<Sana> ", "**sana**: ", "Sana").
func speakerName(s string) string {
	return strings.ToLower(strings.Trim(s, "<>[]*:> \t"))
}

// speakerOf returns the speaker of the line holding p: its prefix, or the name of the chat
// header right above it.
func speakerOf(text string, p int) string {
	if pre := linePrefix(text, p); pre != "" {
		return pre
	}
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	if ls == 0 {
		return ""
	}
	if _, name, ok := chatHeader(text, strings.LastIndexByte(text[:ls-1], '\n')+1); ok {
		return name
	}
	return ""
}

// logStamp skips a log line's date, time and level at q ("2025-06-10 18:16 INFO  "), so that
// the message is what the line says; q when the line starts with none.
func logStamp(text string, q int) int {
	p := q
	digitsThen := func(n int, sep string) bool {
		for range n {
			if p >= len(text) || !isDigit(text[p]) {
				return false
			}
			p++
		}
		if sep == "" {
			return true
		}
		if p < len(text) && strings.IndexByte(sep, text[p]) >= 0 {
			p++
			return true
		}
		return false
	}
	if !digitsThen(4, "-/") || !digitsThen(2, "-/") || !digitsThen(2, " T") || !digitsThen(2, ":") || !digitsThen(2, "") {
		return q
	}
	for p < len(text) && (isDigit(text[p]) || strings.IndexByte(":.,Z+", text[p]) >= 0) {
		p++ // seconds, fractions, a zone
	}
	if p >= len(text) || text[p] != ' ' {
		return q
	}
	p = skipBlanks(text, p)
	w := p + letterRun(text[p:])
	if logLevels[strings.ToLower(text[p:w])] && w < len(text) && text[w] == ' ' {
		p = skipBlanks(text, w)
		if strings.HasPrefix(text[p:], "... ") || strings.HasPrefix(text[p:], "… ") {
			p = skipBlanks(text, p+strings.IndexByte(text[p:], ' ')) // a wrapped message's mark
		}
	}
	return p
}

var logLevels = setOf(`trace debug info notice warn warning error err fatal critical crit`)

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
	for e < len(text) && e-q < 48 && (isWordByte(text[e]) || text[e] >= 0x80 || strings.IndexByte(".-*/, ", text[e]) >= 0 ||
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
		if n := samePrefix(text, q, speaker); n > 0 {
			q += n
		} else if e := speakerEnd(text, q); e > q && speakerName(text[q:e]) == speakerName(speaker) {
			q = e // the same speaker in another of the export's formats: "Sana — 16:22" / "<sana> "
		}
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

// headedToken returns the token that ends the line at ls after a header: a chat export's time
// and name ("[오후 3:12] 김민수 : "), a log's stamp and source ("… WARN config: (cont) "), a
// table's empty cell ("|  | "), "(line 2): ", or an indent. A table's closing bar and a remark in
// parentheses after the token ("(continued)") may end the line.
func headedToken(text string, ls int) (int, int, bool) {
	t := strings.TrimRight(text[ls:lineEnd(text, ls)], " \t\r")
	if strings.HasSuffix(t, "|") {
		t = strings.TrimRight(t[:len(t)-1], " \t")
	} else if o := strings.LastIndex(t, " ("); o > 0 && strings.HasSuffix(t, ")") && !strings.ContainsAny(t[o+2:len(t)-1], "()") {
		t = strings.TrimRight(t[:o], " \t")
	}
	s := strings.LastIndexAny(t, " \t") + 1
	if s == 0 || s > 64 {
		return 0, 0, false
	}
	// A header has a time, a number or a bracket; "region: " alone is a key, not one.
	head := t[:s]
	if strings.Trim(head, " \t") != "" && (!strings.HasSuffix(head, ": ") && !strings.HasSuffix(head, "| ") &&
		!strings.HasSuffix(head, ") ") && !strings.HasSuffix(head, "] ") || !strings.ContainsAny(head, "0123456789[(|")) {
		return 0, 0, false
	}
	return ls + s, ls + len(t), true
}
