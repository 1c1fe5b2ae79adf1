package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"github.com/recall-mcp/recall/capture"
	"github.com/recall-mcp/recall/memory"
)

// What one capture reads of a transcript. Lines beyond a bound are left for the next capture:
// the cursor stops before them.
const (
	// cursorTail is how many bytes before a cursor its hash covers: enough to tell a rewritten
	// transcript from the one the cursor was taken in, without reading a long line back.
	cursorTail = 256
	// captureSendBytes bounds the user text one capture sends (a remote server caps bodies at
	// RECALL_MAX_BODY_BYTES, 1 MiB by default, and JSON may escape text to twice its size).
	captureSendBytes = 256 << 10
)

// transcriptRead is what readTranscript found after a cursor.
type transcriptRead struct {
	turns  []memory.CaptureTurn
	end    memory.CaptureCursor // past the last line consumed
	reread bool                 // the transcript did not match the cursor: read from its start
}

// readTranscript reads the transcript at path from cur: the user turns of its complete lines
// (a last line without its newline is still being written, and is left), at most maxBytes of it,
// memory.MaxCaptureTurns turns and captureSendBytes of their text. When the bytes before the
// cursor do not hash to its hash (the transcript was compacted, truncated or replaced), it reads
// from the start and says so; the server skips what it has already captured.
func readTranscript(path string, cur memory.CaptureCursor, maxBytes int64) (transcriptRead, error) {
	f, err := os.Open(path)
	if err != nil {
		return transcriptRead{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return transcriptRead{}, err
	}
	if !st.Mode().IsRegular() {
		return transcriptRead{}, fmt.Errorf("%s is not a regular file", path)
	}
	out := transcriptRead{end: memory.CaptureCursor{Offset: 0, Hash: tailHash(nil)}}
	var tail []byte
	if cur.Offset > 0 {
		if cur.Offset <= st.Size() {
			if tail, err = readTail(f, cur.Offset); err != nil {
				return transcriptRead{}, err
			}
		}
		if cur.Offset > st.Size() || tailHash(tail) != cur.Hash {
			out.reread, tail = true, nil
		} else {
			out.end = cur
		}
	}
	if _, err := f.Seek(out.end.Offset, io.SeekStart); err != nil {
		return transcriptRead{}, err
	}
	r := bufio.NewReaderSize(io.LimitReader(f, maxBytes), 64<<10)
	offset, sent := out.end.Offset, 0
	for len(out.turns) < memory.MaxCaptureTurns {
		line, n, complete, err := readLine(r)
		if !complete {
			if err != nil && !errors.Is(err, io.EOF) {
				return transcriptRead{}, err
			}
			break // the end of what may be read, or a line still being written
		}
		offset += n
		if line == nil { // a line too long to be a turn (tool output): consumed unread
			if tail, err = readTail(f, offset); err != nil {
				return transcriptRead{}, err
			}
		} else if tail = append(tail, line...); len(tail) > cursorTail {
			tail = append(tail[:0], tail[len(tail)-cursorTail:]...)
		}
		end := memory.CaptureCursor{Offset: offset, Hash: tailHash(tail)}
		if t, ok := capture.ParseLine(line); ok {
			text := clipUTF8(t.Text, memory.MaxCaptureTurnLen)
			if sent > 0 && sent+len(text) > captureSendBytes {
				break // the next capture starts with this turn
			}
			sent += len(text)
			out.turns = append(out.turns, memory.CaptureTurn{Text: text, End: end})
		}
		out.end = end
	}
	return out, nil
}

// maxLine is the longest line read as a possible turn; a user's turn is far shorter than the tool
// output that makes lines this long.
const maxLine = 4 << 20

// readLine reads one line with its newline. A line longer than maxLine is consumed and returned
// as nil; n counts its bytes either way. complete is false at the end of the input (a last line
// without a newline is not consumed).
func readLine(r *bufio.Reader) (line []byte, n int64, complete bool, err error) {
	var buf bytes.Buffer
	for {
		chunk, err := r.ReadSlice('\n')
		n += int64(len(chunk))
		if n <= maxLine {
			buf.Write(chunk)
		}
		switch {
		case err == nil && n > maxLine:
			return nil, n, true, nil
		case err == nil:
			return buf.Bytes(), n, true, nil
		case !errors.Is(err, bufio.ErrBufferFull):
			return nil, n, false, err
		}
	}
}

// readTail reads the bytes a cursor at offset hashes.
func readTail(f *os.File, offset int64) ([]byte, error) {
	n := min(offset, cursorTail)
	tail := make([]byte, n)
	_, err := f.ReadAt(tail, offset-n)
	return tail, err
}

// tailHash is a cursor's hash of the bytes before it.
func tailHash(tail []byte) string {
	sum := sha256.Sum256(tail)
	return hex.EncodeToString(sum[:16])
}

// clipUTF8 cuts s to at most n bytes at a rune boundary.
func clipUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
