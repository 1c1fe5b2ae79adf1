package scrub_test

import "testing"

// A token with a password's shape and all four kinds of character is a secret wherever it
// stands, with no word for password, no key name and no vendor prefix beside it.
func TestRedactsStrongTokensAnywhere(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in string }{
		{"in a sentence", "use Tr0ub4dor&3 for the vpn until friday"},
		{"after a word no rule knows", "creds admin / 15Lq#pVx, ask Ines"},
		{"alone on a chat line", "[09:12] noor: Xk9#mQ2$vL"},
		{"in parentheses", "the new one (Gm7^wPz2Rk) works on staging"},
		{"in other words", "nimm einfach Wq4!Ls8Kd2 fürs NAS"},
		{"with an @ that is no host", "P@ssw0rd42 is still the kiosk's"},
		{"with a capital word and a number", "it was Summer&2024 on the old box"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := sharedScrubber.Scrub(c.in)
			if out.Redactions != 1 {
				t.Errorf("%q: %d redactions, want 1: %q", c.in, out.Redactions, out.Text)
			}
		})
	}
}

// What has all four kinds of character and is no secret: code's expressions, Windows paths,
// escaped addresses, versions after @, base64, query strings, sops values, public keys, connection strings' pairs.
func TestLeavesStrongLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"ctx, cancel := context.WithTimeout(ctx, 5*time.Second)",
		"if r&0xFFFE == 0xFFFE || n > o.TTL*2/3 {",
		"delay := 2*backoffJitter*j + 10*24*time.Hour",
		"sha256sum -c $dir/SHA256SUMS",
		"in D:\\a\\1\\s\\Startup.cs:line 54",
		"GET /files/no%2Fsuch%2FDir9 returned 404",
		"pipeline ci:build@42.x_1-a failed; bump Lodash@4.17.21",
		"Ctrl+Alt+F4 closes it; Win+Shift+S takes a shot",
		"github.com/jackc/pgx/v5 v5.7.1 h1:x+IgZL/Nj0UO/3ZBJ7OEmmxONNL+Ch9dWcdvP5vJ6GE=",
		"GET /v1/report?format=csv&Page=2&sort=Name1 HTTP/1.1",
		"ENC[AES256_GCM,data:Zm9vYmFy,iv:kCcw1U+JRUU7bP/ioQZl=,tag:Ab9=,type:str]",
		"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq8Wm2Pz/Lk4Rt9+Vb3Nc7Xy1Qs6Dj0Hf5Ue8Ti2Oa dana@laptop",
		"Server=sql01;User Id=sa;Database=crm;Encrypt=True",
	)
}
