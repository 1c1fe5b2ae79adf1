package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/buildinfo"
)

func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := run(context.Background(), args, func(string) string { return "" }, strings.NewReader(""), &out, io.Discard)
	return out.String(), err
}

func TestVersionCommand(t *testing.T) {
	t.Parallel()
	in := buildinfo.Get()
	want := "recall " + in.Version + "\ncommit: " + in.Commit + "\nbuilt: " + in.Date + "\ngo: " + in.GoVersion + "\nplatform: " + in.Platform + "\n"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		out, err := runCLI(t, args...)
		require.NoError(t, err, args)
		assert.Equal(t, want, out, args)
	}

	out, err := runCLI(t, "version", "--json")
	require.NoError(t, err)
	var got buildinfo.Info
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, in, got)

	_, err = runCLI(t, "version", "extra")
	assert.Equal(t, 2, exitCode(err), "an argument is a usage error")
}

func TestHealthcheck(t *testing.T) {
	t.Parallel()
	var status atomic.Int32
	status.Store(http.StatusOK)
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(int(status.Load()))
	}))
	defer hs.Close()

	_, err := runCLI(t, "healthcheck", "--url", hs.URL+"/readyz")
	require.NoError(t, err)

	status.Store(http.StatusServiceUnavailable)
	_, err = runCLI(t, "healthcheck", "--url", hs.URL+"/readyz")
	require.Error(t, err)
	assert.Equal(t, 1, exitCode(err), "not ready exits 1")
	assert.Contains(t, err.Error(), "503")

	hs.Close()
	_, err = runCLI(t, "healthcheck", "--url", hs.URL+"/readyz")
	assert.Equal(t, 1, exitCode(err), "nothing listening exits 1")

	_, err = runCLI(t, "healthcheck", "--url", "ftp://x/readyz")
	assert.Equal(t, 2, exitCode(err), "a bad URL is a usage error")
}
