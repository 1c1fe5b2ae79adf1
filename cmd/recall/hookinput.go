package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/recall-mcp/recall/tools"
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

// hookEndpoint is the server's hook endpoint at path, from --url given as the server's base URL
// or its /mcp endpoint (or the endpoint itself).
func hookEndpoint(raw, path string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("--url %q is not an http(s) URL", raw)
	}
	p := strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), "/mcp")
	if !strings.HasSuffix(p, path) {
		p += path
	}
	u.Path, u.RawQuery, u.Fragment = p, "", ""
	return u, nil
}

// postHook posts body as JSON to a hook endpoint with the bearer token (and the project, when
// one is set), and returns the answer's body, at most limit bytes, when it is 200. Any other
// answer is an error that names the endpoint (redacted) and what to do about a refused token.
func postHook(ctx context.Context, u *url.URL, token, project string, body any, limit int64) ([]byte, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	if project != "" {
		req.Header.Set(tools.ProjectHeader, project)
	}
	resp, err := http.DefaultClient.Do(req)
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // the URL is said once, redacted
	}
	if err != nil {
		return nil, fmt.Errorf("reach %s: %w", u.Redacted(), err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(io.LimitReader(resp.Body, limit))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", u.Redacted(), err)
	}
	switch {
	case resp.StatusCode == http.StatusUnauthorized:
		return nil, fmt.Errorf("%s refused the token (401): create one with `recall admin token create`", u.Redacted())
	case resp.StatusCode != http.StatusOK:
		var e tools.HookError
		if json.Unmarshal(out, &e) != nil || e.Error == "" {
			e.Error = strings.TrimSpace(string(out))
		}
		return nil, fmt.Errorf("%s answered %s: %s", u.Redacted(), resp.Status, e.Error)
	}
	return out, nil
}
