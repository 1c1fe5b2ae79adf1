package tools

import (
	"bufio"
	"io"

	"github.com/recall-mcp/recall/memory"
)

// MarkInvalidUTF8 is memory.MarkInvalidUTF8: before a request is decoded, each byte that is not
// UTF-8 and each lone surrogate escape becomes a noncharacter the memory service refuses, naming
// the field, instead of the U+FFFD a JSON decoder would quietly put there.
func MarkInvalidUTF8(b []byte) []byte { return memory.MarkInvalidUTF8(b) }

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
