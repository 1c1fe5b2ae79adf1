package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 8, item 1, through the command: `printf 'api_key: …' | recall scrub` printed the secret
// unchanged (only "api_key=…" was redacted). Each reproduction of the issue must come out
// redacted, with the count on stderr and never the secret.
func TestScrubCommandRedactsKeyValueSecrets(t *testing.T) {
	t.Parallel()
	const tok = "MwMgek5iRlEEtmpK6d7t5WRiQlfeqTCB"
	cases := []struct{ in, secret string }{
		{"api_key: " + tok, tok},
		{"token: " + tok, tok},
		{"secret: " + tok, tok},
		{"auth_token: " + tok, tok},
		{`{"apiKey": "` + tok + `"}`, tok},
		{"service:\n  credentials:\n    user: app\n    password: Zq8-Kx2Lm9\n", "Zq8-Kx2Lm9"},
		{"mysql -uroot -pS3cretPass shop", "S3cretPass"},
		{"my password is: correct horse battery staple", "correct horse battery staple"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		err := run(context.Background(), []string{"scrub"}, func(string) string { return "" }, strings.NewReader(c.in), &out, &errb)
		require.NoError(t, err)
		assert.NotContains(t, out.String(), c.secret, "input %q", c.in)
		assert.Contains(t, out.String(), "[REDACTED:", "input %q", c.in)
		assert.Contains(t, errb.String(), "1 redaction(s)", "input %q", c.in)
		assert.NotContains(t, errb.String(), c.secret)
	}
	// Placeholders pass through untouched.
	for _, in := range []string{"token: none", "api_key: <redacted>", "password: ${DB_PASSWORD}", "secret: true"} {
		var out, errb bytes.Buffer
		require.NoError(t, run(context.Background(), []string{"scrub"}, func(string) string { return "" }, strings.NewReader(in), &out, &errb))
		assert.Equal(t, in, out.String())
		assert.Contains(t, errb.String(), "0 redaction(s)")
	}
}
