package scrub

import "strings"

// Codes asked for in chat and given on the next line: "what's the code for the cold room
// again?" / "Lina: try 960489", "the printer asks for a PIN" / "Tom: 6758". The asking line
// names the code; the answer is another speaker's line that holds the digits and at most a
// remark on what to do next.

// answerLine returns the end of the line after le when it answers a code: a speaker's prefix,
// maybe a lead-in ("try", "it's"), then 3 to 8 digits (maybe closed by # or *), then nothing
// or a remark after a comma or "then".
func answerLine(text string, le int) (int, bool) {
	if le+1 >= len(text) {
		return 0, false
	}
	ls := le + 1
	p := skipLineMarks(text, ls)
	sp := speakerEnd(text, p)
	if sp == p {
		return 0, false
	}
	p = sp
	lower := asciiLower(text[p:min(len(text), p+12)])
	for _, lead := range codeAnswerLeads {
		if strings.HasPrefix(lower, lead) {
			p = skipBlanks(text, p+len(lead))
			break
		}
	}
	if p < len(text) && text[p] == '*' {
		p++
	}
	n := digitRun(text, p)
	if n < 3 || n > 8 {
		return 0, false
	}
	e := p + n
	if e < len(text) && (text[e] == '#' || text[e] == '*') {
		e++
	}
	end := lineEnd(text, e)
	rest := asciiLower(strings.TrimRight(text[e:end], " \r"))
	if rest == "" || strings.IndexByte(",.;!(", rest[0]) >= 0 {
		return end, true
	}
	for _, r := range codeAnswerRemarks {
		if strings.HasPrefix(rest, r) {
			return end, true
		}
	}
	return 0, false
}

var codeAnswerLeads = []string{"try ", "it's ", "it is ", "its ", "use ", "es ", "é ", "ist "}

// codeAnswerRemarks follow a code with what to do next: "then the green button".
var codeAnswerRemarks = []string{" then ", " and then ", " sonra", " potem", " dann ", " puis ", " luego ", " depois ",
	" poi ", " – ", " — ", " - ", " (", " and press ", " + "}

// askedCode: the line that names a code at s asks for it ("what's the code for the cold room
// again?", "which code for the battery room"), not for an error's, a postcode's or a discount's, and the next line answers.
func askedCode(text, lower string, ls, s, le int) bool {
	q := strings.TrimRight(lower[ls:le], " \t\r")
	asks := strings.HasSuffix(q, "?") || questionWords[nextWord(lower, skipLineMarks(lower, ls)+len(linePrefix(lower, s)))]
	if !asks || codeQualifiers[prevWord(lower, s)] {
		return false
	}
	_, ok := answerLine(text, le)
	return ok
}

var codeQualifiers = setOf(`error status exit zip post postal area country promo discount coupon voucher tracking
	reference product sort source qr bar iso swift bank branch tax dial http response return colour color airport
	language currency course class booking confirmation order invite referral gift shipping`)
