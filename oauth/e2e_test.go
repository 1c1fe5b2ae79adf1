package oauth_test

import (
	"bufio"
	"context"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/recall-mcp/recall/internal/svctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium on PATH and CI is set: the OAuth browser test must run (scripts/chromium.sh installs it)")
	}
	t.Skip("no chromium on PATH: `make test` installs it (scripts/chromium.sh), or `apt-get install chromium`")
	return ""
}

// interop is tools/interop with the official TypeScript SDK installed (tools' interop test
// installs it with npm ci; without it this test skips unless CI is set).
func interop(t *testing.T) string {
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	dir, err := filepath.Abs("../tools/interop")
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "npm ci in tools/interop: %s", out)
	}
	return dir
}

// signIn completes an authorization URL as a person in headless Chromium: the console's real
// login page (password), then the consent page, picking agent; it ends on the client's callback.
func signIn(t *testing.T, authURL, principal, password, agent string) {
	path := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.UserDataDir(t.TempDir()))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancelT := context.WithTimeout(bctx, 60*time.Second)
	defer cancelT()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(authURL)))
	loc, err := chromedp.Run(ctx, chromedp.Location())
	require.NoError(t, err)
	require.Contains(t, loc, "/login?next=", "an unauthenticated person is sent to the console's login")
	require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("principal"), principal)))
	require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("password"), password)))
	_, err = chromedp.RunResponse(ctx, chromedp.Click(chromedp.ID("login")))
	require.NoError(t, err)
	name, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID("client-name")))
	require.NoError(t, err, "the consent page follows the login")
	assert.Contains(t, name, "SDK")
	host, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID("redirect-host")))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(host, "127.0.0.1:"), host)
	require.NoError(t, chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("agent"), agent)))
	if dir := os.Getenv("RECALL_SCREENSHOTS"); dir != "" { // the README's docs/, when asked
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "oauth-consent.png"), png, 0o644))
	}
	resp, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.ID("allow")))
	require.NoError(t, err)
	assert.Equal(t, int64(200), resp.Status)
	body, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("body")))
	require.NoError(t, err)
	assert.Contains(t, body, "signed in")
}

// TestTypeScriptSDKSignsIn: the official SDK discovers recall from a 401, registers (by a client
// metadata document on a local TLS server, and by DCR), is sent through the real login and
// consent pages in Chromium, gets tokens, calls the tools, refreshes, and is refused after
// revoking.
func TestTypeScriptSDKSignsIn(t *testing.T) {
	dir := interop(t)
	chromium(t)
	var metaDoc string
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(metaDoc)) //nolint:errcheck
	}))
	t.Cleanup(ts.Close)
	roots := ts.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs
	ca := filepath.Join(t.TempDir(), "ca.pem")
	require.NoError(t, os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ts.Certificate().Raw}), 0o600))
	metaURL := ts.URL + "/oauth/client.json"
	metaDoc = `{"client_id":"` + metaURL + `","client_name":"SDK cimd client","redirect_uris":["http://127.0.0.1/callback"],` +
		`"grant_types":["authorization_code","refresh_token"],"response_types":["code"],"token_endpoint_auth_method":"none"}`

	s := newSite(t, siteOpts{allowPrivate: true, roots: roots})
	s.person("hana", "member")
	require.NoError(t, svctest.Identity(s.svc).SetPassword(context.Background(), cliAdmin, "hana", "correct horse battery"))

	for _, mode := range []string{"cimd", "dcr"} {
		t.Run(mode, func(t *testing.T) {
			args := []string{"oauth.mjs", s.url + "/mcp", mode}
			if mode == "cimd" {
				args = append(args, metaURL)
			}
			cmd := exec.Command("node", args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "NODE_EXTRA_CA_CERTS="+ca)
			out, err := cmd.StdoutPipe()
			require.NoError(t, err)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			require.NoError(t, cmd.Start())
			t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() }) //nolint:errcheck
			var lines []string
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				line := sc.Text()
				if u, ok := strings.CutPrefix(line, "AUTHORIZE "); ok {
					assert.Contains(t, u, "code_challenge_method=S256")
					assert.Contains(t, u, "resource=")
					signIn(t, u, "hana", "correct horse battery", "sdk-"+mode)
					continue
				}
				lines = append(lines, line)
			}
			require.NoError(t, cmd.Wait(), "node oauth.mjs: %s", stderr.String())
			want := []string{
				"callback state-ok=true error=",
				"registered by=" + map[string]string{"cimd": "metadata-document", "dcr": "dcr"}[mode] + " client=true",
				"tokens access=rat_ refresh=rrt_",
				"save isError=false",
				"search found=true",
				"refreshed rotated=true",
				"search-after-refresh found=true",
				"revoke status=200",
				"after-revoke refused=true",
			}
			assert.Equal(t, want, lines, stderr.String())
			// The memory was written under the agent namespace picked on the consent page.
			var n int
			require.NoError(t, s.db.Pool.QueryRow(context.Background(),
				`select count(*) from memories where agent_id = $1`, "sdk-"+mode).Scan(&n))
			assert.Equal(t, 1, n)
		})
	}
}
