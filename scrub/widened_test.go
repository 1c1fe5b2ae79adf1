package scrub_test

import "testing"

// The mechanisms widened after heldout-q was opened, each in wordings of its own (none of the
// corpus's). Every value is made up.
func TestRedactsWidenedMechanisms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		// The line detector: labels, blocks under a heading, calls, more words.
		{"a weak word opening a label", "Key Fastly (staging): Wn4Tq8Lz2Rx6Bv0Pm3Yk\nrotates monthly",
			[]string{"Wn4Tq8Lz2Rx6Bv0Pm3Yk"}},
		{"an indented block under the heading", "Break-glass passwords:\n  - Hq3Lw8Zp2Ty6\n  - 7Vn2Kx9Rm4Qd\n  - Pj6Ws1Fb8Gz3",
			[]string{"Hq3Lw8Zp2Ty6", "7Vn2Kx9Rm4Qd", "Pj6Ws1Fb8Gz3"}},
		{"a call's quoted argument", "seed = otp.TOTP(\"MZXW6YTBOI4GKZ3PMRQXE2LV\")", []string{"MZXW6YTBOI4GKZ3PMRQXE2LV"}},
		{"bearer as a setting", "proxy:\n  bearer: Ql7Vz2Nw9Kt4Xr8Bm", []string{"Ql7Vz2Nw9Kt4Xr8Bm"}},
		{"Swedish short word for password", "Konto: lager\nLösen: Gran!Tall58", []string{"Gran!Tall58"}},
		{"a prompt's command output", "$ vault kv get -field=db-password kv/app\nXr7Kw2Lq9Zt4Bn6V", []string{"Xr7Kw2Lq9Zt4Bn6V"}},
		{"base64 padding in the output", "$ kubectl get secret app -o jsonpath='{.data.api-token}'\nTmV2ZXJVc2VkSW5Qcm9kdWN0aW9uMQ==",
			[]string{"TmV2ZXJVc2VkSW5Qcm9kdWN0aW9uMQ=="}},
		// Codes, tables, vendors, logins, commands.
		{"backup codes in digit groups", "Recovery codes (print and keep):\n3917 2284\n6150 8843", []string{"3917 2284", "6150 8843"}},
		{"a Value column past the next", "KeyName   Scope   Value\nkey1      all     Vb9Nm3Qw7Er1Gh4Jk8Lz2Xc6Rt5Yu9Io3Pa7Sd==",
			[]string{"Vb9Nm3Qw7Er1Gh4Jk8Lz2Xc6Rt5Yu9Io3Pa7Sd=="}},
		{"Google access token with a one-letter part", "pasted ya29.b.Kp9Lz3Wq7Xr2Tn6Bv0Mh4Dj8Fs1Gc5 into the job",
			[]string{"ya29.b.Kp9Lz3Wq7Xr2Tn6Bv0Mh4Dj8Fs1Gc5"}},
		{"an account's user and password", "Kiosk account: kiosk3 / Linde#Ahorn55", []string{"Linde#Ahorn55"}},
		{"user with password", "the build box's local admin is WORKGRP\\builder with Ost!Wind2031 today", []string{"Ost!Wind2031"}},
		{"Oracle EZConnect", "rman target sys/Tq7Lw3Zp9Xv2@//orcl-db.corp.lan:1521/PROD", []string{"Tq7Lw3Zp9Xv2"}},
		{"any tool's -u then -P", "amqp-publish -u ingest -P Wq4!Ls8Kd2 -e logs", []string{"Wq4!Ls8Kd2"}},
		{"echoed into --password-stdin", "printf 'Harbor55_Dock7' | podman login quay.io -u bot --password-stdin", []string{"Harbor55_Dock7"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// What the widened mechanisms must leave alone.
func TestLeavesWidenedLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"deployed image ops/api:2.18.6-alpine3.20 to staging",
		"mailer_password: '%env(MAILER_PASS)%'",
		"SMTP_PASSWORD=SET_ME",
		"Code signing key fingerprint: 9A31 0C81 4D6A 2E5C 7BAD 3F2E 18E9 C5F0 0B9D 6E41",
		"Sentry.init({ dsn: \"https://7c1e9a3b5d2f4e6a8b0c1d3e5f7a9b2c@o99812.ingest.sentry.io/40211\" });",
		`{"keys":[{"kty":"RSA","kid":"k1","e":"AQAB","n":"u0x9Q-Wq7AyUZbHpcADbHdQnaYRtVMhrOGfc21pa6KBx9L_Lm4"}]}`,
		"mysql -h db.lan -u report -P 3307 reports",
		"Meeting at 1030 1130 and 1400",
		"Token rotation (weekly): see the runbook",
		"$ kubectl get secrets -n app\nNAME   TYPE     DATA   AGE\napp    Opaque   2      3d",
		"go get example.org/lib/Tool2@v1.4.0",
		`secret := "ghp_" + strings.Repeat("Zx9Wq2Lm7P", 4)`,
		`line := "GET /v1/me HTTP/1.1\" 401 auth=\"Bearer "+tok`,
	)
}

// A secret redacted to its last byte: a password's own final *, a vendor's token past the
// length its format once had.
func TestRedactsTokenToItsEnd(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Router-Schlüssel: Birke77*":                             "Router-Schlüssel: [REDACTED:secret-assignment]",
		"GH_RT=ghr_Zq8Lw2Xn6Tb4Rv9Km3Py7Hd1Fs5Jc0Gu8Ea2Wo6Qi4Nl": "GH_RT=[REDACTED:github-refresh-token]",
	} {
		if got := sharedScrubber.Scrub(in).Text; got != want {
			t.Errorf("Scrub(%q) = %q, want %q", in, got, want)
		}
	}
}
