package scrub_test

import (
	"strings"
	"testing"
)

// The mechanisms added after heldout-o's blind run, each in wordings of its own (none of the
// corpus's). Every value is made up.
func TestRedactsGeneralMechanisms(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		secrets  []string
	}{
		// The word for password, in more languages and forms.
		{"English possessive", "the vpn password's Hx7!pLq2Zr, don't share it", []string{"Hx7!pLq2Zr"}},
		{"Indonesian two words", "Kata sandi router: Mawar#2291", []string{"Mawar#2291"}},
		{"Vietnamese with diacritics", "mật khẩu wifi: Sen!Hong883", []string{"Sen!Hong883"}},
		{"French Wi-Fi code and c'est", "ici le code wifi c'est Tulipe7Rouge! merci", []string{"Tulipe7Rouge!"}},
		{"romanised Japanese with a macron", "kyōyū pasuwādo wa Sakura#5512 desu", []string{"Sakura#5512"}},
		{"a password that ends in !", "kyōyū pasuwādo wa Momiji5512! desu", []string{"Momiji5512!"}},
		{"stray bracket inside the value", "kiosk pw: Zq8)Lw2(mN4!x", []string{"Zq8)", ")Lw2(mN4!x"}},
		{"generated dotted passphrase after a short word", "Hasło do NAS to willow.copper.meadow.42 ok", []string{"willow.copper.meadow.42"}},
		// Logins in other languages, and the words joining a user to a password.
		{"German login with und", "Einloggen am Router mit root und Kaffee!Tasse9", []string{"Kaffee!Tasse9"}},
		{"Dutch login with the word for password", "aanmelden met beheer en wachtwoord fietsbelrood^K", []string{"fietsbelrood^K"}},
		{"English login with a plus", "sign in with deploy + Harbor!Light7 for now", []string{"Harbor!Light7"}},
		{"Polish login data", "Dane logowania: serwis / lipa.klon.jesion.3", []string{"lipa.klon.jesion.3"}},
		{"reset on an account's line", "ticket 8812: account unlocked, reset to Pear!Tree204", []string{"Pear!Tree204"}},
		// Tables of any separator.
		{"semicolon CSV", "host;user;pwd\ndb1;app;Vq9!rTz2Lm", []string{"Vq9!rTz2Lm"}},
		{"pipe-delimited export", "name|login|password|note\nmail|ops|Lk2#Wq8Zp5|main", []string{"Lk2#Wq8Zp5"}},
		{"key/value table aligned with blanks", "Key            Value\n---            -----\napi_token      Tq8Zw2Lk9Rv4Xm7N\nregion         eu-1",
			[]string{"Tq8Zw2Lk9Rv4Xm7N"}},
		{"aligned table with a password column", "NAME      USER     PASSWORD\nbilling   app      Rb7!kQz2Wn\n", []string{"Rb7!kQz2Wn"}},
		// Continuations.
		{"backslash after a blank", "export DEPLOY_TOKEN=Qw8Er2Ty6Ui4 \\\nOp0As3Df7Gh9 ./deploy.sh", []string{"Qw8Er2Ty6Ui4", "Op0As3Df7Gh9"}},
		{"cmd caret", "set API_SECRET=Zx7Cv3Bn9Mq2Wl^\n5Kp8Jt4Hr6Fd && call run.cmd", []string{"Zx7Cv3Bn9Mq2Wl", "5Kp8Jt4Hr6Fd"}},
		{"PowerShell backtick", "$env:CLIENT_SECRET = 'Gh4Jk8Lz2Xc6'`\nVb9Nm3Qw7Er1", []string{"Gh4Jk8Lz2Xc6", "Vb9Nm3Qw7Er1"}},
		{"concatenation on the next line", "const authToken = \"Rt5Yu9Io3Pa7Sd\"\n  + \"Fg2Hj6Kl0Zx4Cv\";", []string{"Rt5Yu9Io3Pa7Sd", "Fg2Hj6Kl0Zx4Cv"}},
		{"Lua concatenation at the line's end", "local api_secret = \"Mn3Bv7Cx1Zl5Kj\" ..\n  \"Hg9Fd2Sa6Qw8Er\"", []string{"Mn3Bv7Cx1Zl5Kj", "Hg9Fd2Sa6Qw8Er"}},
		{"log wrap with a hanging indent", "W 08:00 retry, token=Xb4Nq8LwZr6TpQ\n        m9Kp3VyQ2wE7 — giving up", []string{"Xb4Nq8LwZr6TpQ", "m9Kp3VyQ2wE7"}},
		// Commands that take a credential.
		{"comma-joined user and password", "lftp -u mirror,Qz8!wLk3Tn ftp://files.lan", []string{"Qz8!wLk3Tn"}},
		{"any tool's -a user:pass", "hey -n 100 -a bench:Pr4!mZx9Lq http://api.lan/", []string{"Pr4!mZx9Lq"}},
		// The output of a generator.
		{"pwgen output", "$ pwgen -sy 20 1\nk#8Lq!zW2m^Rt6Vn&Xp4", []string{"k#8Lq!zW2m^Rt6Vn&Xp4"}},
		{"urandom piped to base64", "head -c 32 /dev/urandom | base64\nqL8zW2mRt6VnXp4kF9sJ3hGd0cBa7eYu1iO5oP2lKmN=", []string{"qL8zW2mRt6VnXp4kF9sJ3hGd0cBa7eYu1iO5oP2lKmN="}},
		// Hashes with their scheme.
		{"salted SHA in LDIF", "userPassword: {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g+Nx4w", []string{"W6ph5Mm5Pz8GgiULbPgzG37mj9g+Nx4w"}},
		{"MD5 in htpasswd", "backup:{MD5}Xr7gB2kLq9Wz3Nv8Tm4YpA==", []string{"Xr7gB2kLq9Wz3Nv8Tm4YpA=="}},
		// Vendor formats and header directives.
		{"a test index's PyPI token", "uploaded with pypi-AgENdGVzdC5weXBpLm9yZwIkZmQ3Yjk4YTEtNjM4Ny00ZGM1LWI2NjMtMjk3OGE0ZjU3MTcw",
			[]string{"pypi-AgENdGVzdC5weXBpLm9yZwIkZmQ3Yjk4YTEtNjM4Ny00ZGM1LWI2NjMtMjk3OGE0ZjU3MTcw"}},
		{"nginx header set by name", "add_header X-Api-Key \"Wq2Er6Ty0Ui4Op8As\";", []string{"Wq2Er6Ty0Ui4Op8As"}},
		{"presigned URL signature", "https://b.s3.amazonaws.com/f?X-Amz-Date=20260101T000000Z&X-Goog-Signature=9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c", []string{"9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// What those mechanisms must leave alone: keys public by design, templates, the rest of a URL,
// ids, user:group pairs, blobs, and tables and commands that hold no secret.
func TestLeavesPublicAndLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"NEXT_PUBLIC_STRIPE_KEY=pk_live_51Hq8Zw2Lk9Rv4Xm7NbT3yP6sD1fG5hJ8kL0zX2cV4bN6mQ9wE",
		"const stripe = Stripe('pk_test_51Hq8Zw2Lk9Rv4Xm7NbT3yP6sD1fG5hJ8kL0zX2cV4bN6mQ9wE');",
		"MAPBOX_ACCESS_TOKEN=pk.eyJ1Ijoib3BzIiwiYSI6ImNrOHF6dzJsazlydjR4bTduYnQzeXA2In0.Zx7Cv3Bn9Mq2Wl5Kp8Jt4H",
		`<div class="h-captcha" data-sitekey="Zk4Wq8Lm2Np6Rt0Yv3Bx7Hd9Jf1Gs5Ka"></div>`,
		"RECAPTCHA_SITE_KEY=6LcQz8wLk3TnVb9Nm3Qw7Er1Gh4Jk8Lz2Xc6Rt5Y",
		"const firebaseConfig = { apiKey: \"AIzaSyBq8Zw2Lk9Rv4Xm7NbT3yP6sD1fG5hJ8kL\", authDomain: \"ops-app.firebaseapp.com\" };",
		"GITHUB_TOKEN=ghp_your-token-here",
		"SLACK_APP_TOKEN=xapp-your_app_token",
		"SLACK_USER_TOKEN=xoxp-your-user-token",
		"docker run -u 1000:1000 -v $PWD:/src builder",
		"sudo -u postgres:postgres psql",
		"Name   Value\n----   -----\nregion eu-west-1\nreplicas  3",
		"$ openssl rand -help\nUsage: rand [options] num",
		"$ uuidgen\n3f2b8c1e-9a47-4d2e-b6f1-0c8e7a5d9b34",
		"favicon.ico: AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAA/Kq8ZrW3xN2vLm5TpY7dHc",
		"the password's length is checked at login",
		"log in with your SSO account and the usual MFA",
	)
}

// A query parameter's secret ends at the next "&": the parameters after it are kept.
func TestQuerySecretEndsAtAmpersand(t *testing.T) {
	t.Parallel()
	in := "GET /export?access_token=Tq8Zw2Lk9Rv4Xm7NbT3yP6sD&fmt=json&page=2 HTTP/1.1"
	assertRedacted(t, in, []string{"Tq8Zw2Lk9Rv4Xm7NbT3yP6sD"})
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "&fmt=json&page=2 HTTP/1.1") {
		t.Errorf("the parameters after the secret were lost: %q", out)
	}
}
