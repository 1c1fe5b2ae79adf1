package scrub_test

import (
	"strings"
	"testing"
)

// The misses and false positives a red team found on text the rules had never seen (issue 35),
// and the vendor formats a corpus of real credential formats holds. Every value is made up.
func TestRedactsSecretsPastedInProseAndInParts(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"telegram bot token in prose", "the alert bot is live, BotFather gave me 123456789:AAHfk2Lq9vR3xYw8ZtB1nC4mD7pE0sU6gJo and it posts to #ops",
			[]string{"AAHfk2Lq9vR3xYw8ZtB1nC4mD7pE0sU6gJo"}},
		{"telegram bot token in a Bot API URL", "curl https://api.telegram.org/bot5829134470:AAE0xQ7rT2uY5iO8pA1sD4fG7hJ0kL3zX6c/getMe",
			[]string{"AAE0xQ7rT2uY5iO8pA1sD4fG7hJ0kL3zX6c"}},
		{"split over two lines", "chat cuts long messages, so:\npart 1: ghp_Zq8Kx2Lm9Pw4Rt7Yv1\npart 2: Bn5Cs3Df6Gh0Jk4Lm8Np2Q",
			[]string{"Zq8Kx2Lm9Pw4Rt7Yv1", "Bn5Cs3Df6Gh0Jk4Lm8Np2Q"}},
		{"split password", "db password part 1: Xk9#mQ2$\ndb password part 2: vR7!pL4&",
			[]string{"Xk9#mQ2$", "vR7!pL4&"}},
		{"split, numbered halves", "token (1/2): 9f8e7d6c5b4a39281706\ntoken (2/2): f5e4d3c2b1a098877665",
			[]string{"9f8e7d6c5b4a39281706", "f5e4d3c2b1a098877665"}},
		{"split, label after", "the key in pieces:\nQw3rTy8UiOp2 (part 1)\nAs5DfG7hJk9L (part 2)",
			[]string{"Qw3rTy8UiOp2", "As5DfG7hJk9L"}},
		{"discord bot token", "bot login uses MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.Gh3kLm.q7Rz2Xv9Lp4Nw8Kt1Ys6Bd3Fh5Jm0Cx2Ve7Ua", []string{"Gh3kLm.q7Rz2Xv9Lp4Nw8Kt1Ys6"}},
		{"discord webhook", "alerts go to https://discord.com/api/webhooks/123456789012345678/" + strings.Repeat("aB3-cD4_eF5", 6) + "gH", []string{"aB3-cD4_eF5"}},
		{"sentry dsn", "SENTRY_DSN=https://4f2a9c8e1b7d4e6fa3c5b9d2e8f1a7c4@o123456.ingest.sentry.io/7654321", []string{"4f2a9c8e1b7d4e6fa3c5b9d2e8f1a7c4"}},
		{"putty key file", "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ci\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIHq8Zx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk\nZz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8Nn7Mm6Ll5Kk4Jj3Ii2Hh1Gg0\nPrivate-Lines: 1\nAAAAIGm3Tq7Rz2Xv9Lp4Nw8Kt1Ys6Bd3Fh5Jm0Cx2Ve7UaQb8\nPrivate-MAC: 5b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a09887",
			[]string{"AAAAIGm3Tq7Rz2Xv9Lp4Nw8Kt1Ys6Bd3Fh5Jm0Cx2Ve7UaQb8"}},
		{"aws session token", "paste: IQoJb3JpZ2luX2VjE" + strings.Repeat("Hq8Zx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk/", 5) + "=", []string{"Lm9Pw4Rt7Yv1Bn5"}},
		{"okta token", "Authorization: SSWS 00Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7Oi2", []string{"00Qk7Wz3Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge3Ua7Oi2"}},
		{"azure sas in json", `{"url": "https://acme.blob.core.windows.net/x?sv=2022-11-02\u0026sp=r\u0026sig=Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk4Lm8Np2Q%3D"}`, []string{"Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk"}},
		{"mailgun key", "use key-3e4fb2fde5299ae9eca585d03d7a4a2e for the sandbox", []string{"3e4fb2fde5299ae9eca585d03d7a4a2e"}},
		{"mailchimp key", "sure, 1ac82468e5de9b384b43cba861c0efd1-us6", []string{"1ac82468e5de9b384b43cba861c0efd1"}},
		{"azure devops pat", "sure, jmiatn2axzmil3tflvifydxntzkyknglqx2tclw674ferrpktplx", []string{"jmiatn2axzmil3tflvifydxntzkyknglqx2tclw674ferrpktplx"}},
		{"atlassian token", "ATATT3xFfGF0" + strings.Repeat("Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0", 6) + "=A1B2C3D4", []string{"Zq8Kx2Lm9Pw4Rt7"}},
		{"google refresh token", "refresh with 1//0gZq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk4Lm8Np2QrStUvWxYz", []string{"Zq8Kx2Lm9Pw4Rt7Yv1"}},
		{"new relic key", "NRAK-2S8HE16CLFI6T4XK4JLIABFJUAZ in the agent", []string{"2S8HE16CLFI6T4XK4JLIABFJUAZ"}},
		{"groq key", "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 works", []string{"rbQ6uJYjXuPV4Ap3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// assertRedacted fails when any of secrets survives scrubbing in.
func assertRedacted(t *testing.T, in string, secrets []string) {
	t.Helper()
	res := sharedScrubber.Scrub(in)
	for _, s := range secrets {
		if strings.Contains(res.Text, s) {
			t.Errorf("%q survived:\n in: %q\nout: %q", s, in, res.Text)
		}
	}
}

// assertUnchanged fails when scrubbing changes any of ins.
func assertUnchanged(t *testing.T, ins ...string) {
	t.Helper()
	for _, in := range ins {
		if res := sharedScrubber.Scrub(in); res.Text != in {
			t.Errorf("changed:\n in: %q\nout: %q", in, res.Text)
		}
	}
}

// Ordinary notes that the rules must leave exactly as they are.
func TestLeavesBrandNamesAndAddressesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"my favourite password manager is 1Password",
		"The team password manager is 1Password 8; before that it was LastPass.",
		"password vault: Bitwarden",
		"password: 1Password (the Engineering vault)",
		"printer MAC is 3c:22:fb:7a:11:90, reserved in DHCP",
		"3C-22-FB-7A-11-90 and 3c22.fb7a.1190 are the same card",
		"link/ether 3c:22:fb:7a:11:90 brd ff:ff:ff:ff:ff:ff",
		"AAAA 2001:db8:85a3::8a2e:370:7334, link-local fe80::1ff:fe23:4567:890a%eth0, mapped ::ffff:192.0.2.128",
		"full form 2001:0db8:85a3:0000:0000:8a2e:0370:7334 and fd12:3456:789a:1::1",
		"request 123e4567-e89b-12d3-a456-426614174000 failed; the api key id is 550e8400-e29b-41d4-a716-446655440000",
		"commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed the token refresh (short 9fceb02)",
		"host key fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 (ED25519)",
		"started 2026-03-14T08:22:31.044512Z, ended 12:03:44 +0100, epoch 1773489824123",
		"part 1: introduction\npart 2: setting up the API key",
		"See part 2 of the password guide; pt1 is done.",
		"Chapter 3 (part 2/3): 2026-04-01",
		"Roadmap, part 1: Q3-2026-planning; part 2: v2-migration",
		"segment 2: s3://acme-logs/2026/03/14/part-00002.gz",
		"Half 1: 4f2a9c8e, half 2: 1b7d4e6f (the short hashes of the two merges)",
		"The bot is @acme_alerts_bot on Telegram; its id is 123456789.",
	)
}
