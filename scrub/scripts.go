package scrub

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Passwords stated in a language of another script, where the value is the one ASCII token
// among the language's own words: the verb or particle may come after it or before it.
//
//	کمپیوٹر کا پاس ورڈ cricketmango8_ ہے        ওয়াইফাই পাসওয়ার্ড হলো laddu_6006
//	ကွန်ပျူတာ စကားဝှက်က $unny846 ပါ              கணினி கடவுச்சொல் Jaipur*1995

// scriptValue reads the value after the word for a password at [i, e) when the word is written
// in another script: past a particle joined to the word and at most one word of its script,
// an ASCII token that its script's words, a sentence's end or the line's end follow. A Wi-Fi
// password may be digits alone, and so may the code of what has a keypad.
func scriptValue(text, lower string, i, e int) (Span, bool) {
	if text[i] < 0xC0 {
		return Span{}, false
	}
	p := e
	for p < len(text) && text[p] >= 0x80 && p-e < 64 {
		p++ // a particle joined to the word (စကားဝှက်က), or what it opens: รหัสประตูห้องเซิร์ฟเวอร์
	}
	if p >= len(text) || text[p] != ' ' {
		return Span{}, false
	}
	q := p + 1
	if q < len(text) && text[q] >= 0x80 {
		r := q
		for r < len(text) && text[r] >= 0x80 {
			r++
		}
		if r-q > 24 || r >= len(text) || text[r] != ' ' {
			return Span{}, false
		}
		q = r + 1 // one word of the script: হলো, ที่, là
	}
	ve := tokenEnd(text, q)
	for ve > q && text[ve-1] >= 0x80 {
		ve-- // a particle joined to the value
	}
	for _, sep := range statedSeparators {
		if strings.HasPrefix(text[ve:], sep) {
			return Span{}, false // "รหัสไวไฟ Loja_Centro_2G คือ …": a name, then the value
		}
	}
	after := skipBlanks(text, ve)
	if after < len(text) && text[after] < 0x80 && strings.IndexByte(".,;!?\r\n)", text[after]) < 0 {
		return Span{}, false // ASCII words go on: an English sentence, not a value
	}
	v := text[q:ve]
	ls := strings.LastIndexByte(lower[:i], '\n') + 1
	digitsOK := allDigits(v) && (len(v) >= 8 && len(v) <= 63 && wifiLine(lower, i) || // a Wi-Fi password is 8 or more
		len(v) >= 4 && len(v) <= 8 && !yearLike(v) && containsAny(lower[ls:lineEnd(lower, i)], lockContexts)) // a safe's code
	if v == "" || !isASCII(v) || !statedShape(v) && !digitsOK {
		return Span{}, false
	}
	return Span{Start: q, End: ve, Rule: "password"}, true
}

// nativeDigits finds a code written in another script's digits on a PIN's line: 4 to 8
// Arabic-Indic, Persian, Devanagari or Bengali digits standing alone (٦٧٤٠٩٧, ۲۰۷۳).
func nativeDigits(text string, s, e int) []Span {
	var out []Span
	for i := s; i < e; {
		r, n := utf8.DecodeRuneInString(text[i:])
		if r < 0x80 || !unicode.IsDigit(r) {
			i += n
			continue
		}
		j := i
		var ascii []byte // the digits' values, to tell a year (٢٠٢٤) from a code
		for j < e {
			r, m := utf8.DecodeRuneInString(text[j:])
			if r < 0x80 || !unicode.IsDigit(r) {
				break
			}
			j += m
			ascii = append(ascii, byte('0'+digitValue(r)))
		}
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[j:])
		if len(ascii) >= 4 && len(ascii) <= 8 && !yearLike(string(ascii)) && !unicode.IsLetter(before) && !unicode.IsLetter(after) {
			out = append(out, Span{Start: i, End: j, Rule: "password"})
		}
		i = j
	}
	return out
}

// digitValue is the value of a decimal digit of any script: each script's digits are ten
// code points in a row, from zero.
func digitValue(r rune) int {
	for z := r; z > r-10; z-- {
		if !unicode.IsDigit(z - 1) {
			return int(r - z)
		}
	}
	return 0
}

// nativeWordNumber reads a password made of a word in Cyrillic or Greek letters and a number,
// the way people there make one up (Ласточка075!, Берёза480), when the ASCII token at [i, j)
// is the number's part: its start, and its end past the trailing marks of the sentence.
func nativeWordNumber(text string, ls, i, j int) (int, int, bool) {
	s, n := i, 0
	for s > ls {
		r, m := utf8.DecodeLastRuneInString(text[:s])
		if !unicode.Is(unicode.Cyrillic, r) && !unicode.Is(unicode.Greek, r) || !unicode.IsLetter(r) {
			break
		}
		s -= m
		n++
	}
	if n < 4 || s > ls && !isSpaceOrQuote(text[s-1]) {
		return 0, 0, false
	}
	e := j
	for e > i && strings.IndexByte(".,;:)\"'`»", text[e-1]) >= 0 {
		e--
	}
	d := i
	for d < e && isDigit(text[d]) {
		d++
	}
	if d-i < 2 || d-i > 6 || e-d > 2 || strings.Trim(text[d:e], "!#$%&*+?@^~_") != "" {
		return 0, 0, false
	}
	return s, e, true
}

// isSpaceOrQuote: a blank or a quote, which stands before a word.
func isSpaceOrQuote(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '"' || c == '\'' || c == '`'
}

// scriptEnd cuts the value at [vs, ve) where another script's punctuation or a CJK word
// starts (Lyon_2024，是不是…); letters of a Latin, Greek or Cyrillic script go on (Kış78!).
func scriptEnd(text string, vs, ve int) int {
	if vs >= ve || text[vs] >= 0x80 {
		return ve
	}
	if k := strings.IndexFunc(text[vs:ve], func(r rune) bool {
		return r >= 0x80 && (!unicode.IsLetter(r) || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul))
	}); k > 0 {
		return vs + k
	}
	return ve
}
