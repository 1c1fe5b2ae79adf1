package main

import (
	"context"
	"fmt"
	"io"
)

// readHookJSON reads a hook's JSON from stdin, at most limit bytes, giving up when ctx ends: a
// client that never closes the hook's standard input, or a hook run by hand from a terminal, must
// not hold the command past its bound. hint ends the error when nothing came.
func readHookJSON(ctx context.Context, stdin io.Reader, limit int64, hint string) ([]byte, error) {
	type read struct {
		raw []byte
		err error
	}
	done := make(chan read, 1)
	go func() {
		raw, err := io.ReadAll(io.LimitReader(stdin, limit))
		done <- read{raw, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			return nil, fmt.Errorf("read the hook's JSON on stdin: %w", r.err)
		}
		return r.raw, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("no hook JSON on stdin %s", hint)
	}
}
