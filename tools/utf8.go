package tools

import (
	"bufio"
	"io"
	"unicode/utf8"
)

// notUTF8 is U+FDD0, a Unicode noncharacter, in UTF-8. JSON decoders silently replace bytes that
// are not UTF-8 with U+FFFD, which a client may also send on purpose; so before a request is
// decoded each such byte becomes this noncharacter instead, and the memory service refuses any
// text field holding one (memory.IsText), naming the field.
const notUTF8 = "\uFDD0"

// MarkInvalidUTF8 returns b with every byte that is not part of valid UTF-8 replaced by U+FDD0;
// valid input is returned as is.
func MarkInvalidUTF8(b []byte) []byte {
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

// MarkInvalidUTF8Lines wraps a line-delimited JSON-RPC stream (stdio) so that each line gets
// MarkInvalidUTF8.
func MarkInvalidUTF8Lines(r io.Reader) io.Reader {
	return &utf8Lines{r: bufio.NewReaderSize(r, 64<<10)}
}

type utf8Lines struct {
	r   *bufio.Reader
	buf []byte
	err error
}

func (u *utf8Lines) Read(p []byte) (int, error) {
	for len(u.buf) == 0 {
		if u.err != nil {
			return 0, u.err
		}
		line, err := u.r.ReadBytes('\n')
		u.buf, u.err = MarkInvalidUTF8(line), err
	}
	n := copy(p, u.buf)
	u.buf = u.buf[n:]
	return n, nil
}
