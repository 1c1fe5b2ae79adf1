package scrub_test

import (
	"strings"
	"testing"
)

// The shapes a red team found raw (issue 46). Every value is made up.
func TestRedactsIssue46Shapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		{"discord token, first part not a user id", "the bot runs on MzQxVk9pTmZ3bGQ0cW1SdXBO.Gx7kPq.r8Vt2Lw9nQz4Hs6Ky1Dm3Fb5Xc0Jp7Ua2Ze",
			[]string{"MzQxVk9pTmZ3bGQ0cW1SdXBO", "r8Vt2Lw9nQz4Hs6Ky1Dm3Fb5Xc0Jp7Ua2Ze"}},
		{"login pair in prose", "router login admin / 9Qk#vL2pTx", []string{"9Qk#vL2pTx"}},
		{"login pair in a chat line", "[08:02] ana: login is admin / Wn4!tr8Zq", []string{"Wn4!tr8Zq"}},
		{"login pair in a YAML note", "office:\n  router:\n    notes: login is admin / Pb7$kQ2mv\n", []string{"Pb7$kQ2mv"}},
		{"login pair without spaces", "the NVR login: root/Hv8wKp3sQ", []string{"Hv8wKp3sQ"}},
		{"login pair answered on the next line", "me: what's the login?\nops: admin / Zr5&mQ9kT", []string{"Zr5&mQ9kT"}},
		{"login pair in a Markdown table", "| device | login |\n|---|---|\n| UPS | admin / Kq8!vN2xw |", []string{"Kq8!vN2xw"}},
		{"second line of a wrapped token", "GITHUB_TOKEN=ghp_Zq8Kx2Lm9Pw4Rt7Yv1Bn\n5Cs3Df6Gh0Jk4Lm8Np2Q",
			[]string{"ghp_Zq8Kx2Lm9Pw4Rt7Yv1Bn", "5Cs3Df6Gh0Jk4Lm8Np2Q"}},
		{"wrapped value after a key that ends its line", "api key:\n9f8e7d6c5b4a39281706f5e4\nd3c2b1a0988776655443322",
			[]string{"9f8e7d6c5b4a39281706f5e4", "d3c2b1a0988776655443322"}},
		{"wrapped quoted value", "\"client_secret\": \"Qk7Wz3Lp9Xv2Nr\n8Ty5Bm1Hd6Fs4J\",", []string{"Qk7Wz3Lp9Xv2Nr", "8Ty5Bm1Hd6Fs4J"}},
		{"wrapped in a chat", "[10:02] kai: OPENAI_API_KEY=sk-proj-Qk7Wz3Lp9Xv2Nr8Ty5Bm1H\n[10:02] kai: d6Fs4Jc0Ge3Ua7Oi2Zq8Kx2Lm9",
			[]string{"Qk7Wz3Lp9Xv2Nr8Ty5Bm1H", "d6Fs4Jc0Ge3Ua7Oi2Zq8Kx2Lm9"}},
		{"token cut short of its format", "CI token glpat-x5_TqC\nBCHY0oRUCR2FxI\nsorry, phone keyboard", []string{"x5_TqC", "BCHY0oRUCR2FxI"}},
		{"shell line continuation", "echo glpat-m7Qc4ShL\\\nTUV8dfoL-7wW | docker login registry.gitlab.com --password-stdin", []string{"m7Qc4ShL", "TUV8dfoL-7wW"}},
		{"private_key_id in prose", `the leaked file had "private_key_id": "8ddfc0c75f99790337751f6eba974aa942289f16" in it`,
			[]string{"8ddfc0c75f99790337751f6eba974aa942289f16"}},
		{"private_key_id without separator", "sa.json -> private_key_id 3bd3790a4e4d43762a1654235e504070e98679d0",
			[]string{"3bd3790a4e4d43762a1654235e504070e98679d0"}},
		{"private_key_id in an HTML table", "<td>private_key_id</td><td>c469de9e3a194e96fc2da21ef146821ba6a5be1b</td>",
			[]string{"c469de9e3a194e96fc2da21ef146821ba6a5be1b"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// Look-alikes of those shapes stay as they are; ordinary lines next to a secret stay too.
func TestLeavesIssue46LookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Go to Admin / Settings / Users and untick \"allow login\".",
		"login / logout events are in the audit table",
		"The login is SSO / SAML since March.",
		"login 14 / 20 succeeded during the load test",
		"admin / editor / viewer are the three roles",
		"login roles: admin / Owner2 / viewer",
		"The printer login is admin / (blank) until someone sets one.",
		"router login admin / the password is on the sticker",
		"login: admin / read-only split is enforced by RBAC",
		"login page: https://grafana.example.com/login?redirect=%2Fd%2Fabc",
		"Router login at 192.168.1.1 / 192.168.0.1 depending on the model",
		"module MainWindowControllerView.render.componentDidMountWithOptions",
		"Build cache key: node-modules.5fz0gt.4dc3398d919b90c901701eb3f327897a",
		"private_key_id is listed in the service account JSON, next to client_id",
		"the api key id is 550e8400-e29b-41d4-a716-446655440000",
		"Discord user id 123456789012345678 reported the bug",
		"API key (see 1Password):\nBilling-Prod-Key\nask before using",
		"password: changeme\nuser: admin",
	)
	for _, c := range []struct{ in, keep string }{
		{"api_secret: dcBiDDccXhQTuimLP4yYJBUT\nExpiresOn2027", "ExpiresOn2027"},
		{"client_secret: Y8Kp2BxIMEAxbo5NF7rlFyhuQLS7Vgy0\n856ccf1c-e09a-4dd3-9957-e103db74f00f", "856ccf1c-e09a-4dd3-9957-e103db74f00f"},
		{"secret: 8MhLTvkagqIvr9MYbUKaVqH72jMM\nc0ffee251ca37394de7f6314f5550c349d297080", "c0ffee251ca37394de7f6314f5550c349d297080"},
		{"SENTRY_AUTH_TOKEN=Qk7Wz3_Lp9Xv2Nr8Ty5Bm1Hd6Fs4Jc0Ge\nFEATURE_FLAGS", "FEATURE_FLAGS"},
		{"password: Xk9#mQ2$vR\nReboot scheduled at 02:00", "Reboot scheduled at 02:00"},
	} {
		res := sharedScrubber.Scrub(c.in)
		if !strings.Contains(res.Text, c.keep) || res.Redactions == 0 {
			t.Errorf("lost %q (or the secret):\n in: %q\nout: %q", c.keep, c.in, res.Text)
		}
	}
}
