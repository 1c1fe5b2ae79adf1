package memory

import (
	"bytes"
	"unicode/utf8"
)

// notUTF8 is U+FDD0, a Unicode noncharacter, in UTF-8. JSON decoders silently replace bytes that
// are not UTF-8 with U+FFFD, which a client may also send on purpose; so before a request is
// decoded each such byte becomes this noncharacter instead, and the memory service refuses any
// text field holding one (IsText), naming the field.
const notUTF8 = "\uFDD0"

// MarkInvalidUTF8 returns b with every byte that is not part of valid UTF-8 replaced by U+FDD0,
// and every lone surrogate escape in a JSON string ("\ud800" without its pair, which decoders
// also turn into U+FFFD) replaced by the escape of U+FDD0; valid input is returned as is.
func MarkInvalidUTF8(b []byte) []byte {
	b = markLoneSurrogates(b)
	if utf8.Valid(b) {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			out = append(out, notUTF8...)
		} else {
			out = append(out, b[:n]...)
		}
		b = b[n:]
	}
	return out
}

// markLoneSurrogates rewrites each \uXXXX escape of a surrogate that is not half of a high-low
// pair to \uFDD0. It follows JSON strings (an escaped backslash is not the start of an escape);
// b is JSON or nearly so, and anything else is left for the decoder to refuse.
func markLoneSurrogates(b []byte) []byte {
	if !bytes.Contains(b, []byte(`\u`)) {
		return b
	}
	var out []byte // allocated at the first lone surrogate
	inString := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		if !inString {
			inString = c == '"'
			continue
		}
		switch c {
		case '"':
			inString = false
		case '\\':
			if i+1 < len(b) && b[i+1] != 'u' {
				i++ // a one-character escape, \\ included
				continue
			}
			r, ok := escapedUnit(b, i)
			if !ok || r < 0xD800 || r > 0xDFFF {
				continue
			}
			if r < 0xDC00 {
				if lo, ok := escapedUnit(b, i+6); ok && lo >= 0xDC00 && lo <= 0xDFFF {
					i += 11 // a valid pair
					continue
				}
			}
			if out == nil {
				out = append(make([]byte, 0, len(b)), b...)
			}
			copy(out[i:i+6], `\uFDD0`)
			i += 5
		}
	}
	if out == nil {
		return b
	}
	return out
}

// escapedUnit decodes the \uXXXX escape at b[i:], if there is one.
func escapedUnit(b []byte, i int) (rune, bool) {
	if i+6 > len(b) || b[i] != '\\' || b[i+1] != 'u' {
		return 0, false
	}
	var r rune
	for _, h := range b[i+2 : i+6] {
		switch {
		case h >= '0' && h <= '9':
			r = r<<4 | rune(h-'0')
		case h >= 'a' && h <= 'f':
			r = r<<4 | rune(h-'a'+10)
		case h >= 'A' && h <= 'F':
			r = r<<4 | rune(h-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// validLine reports whether a line of a file to import is text as it is written: valid UTF-8,
// and no lone surrogate escape that a JSON decoder would quietly turn into U+FFFD.
func validLine(b []byte) bool {
	return utf8.Valid(b) && bytes.Equal(markLoneSurrogates(b), b)
}
