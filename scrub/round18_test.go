package scrub_test

import "testing"

// The look-alikes of the eighteenth round, each in a wording of its own: a log's user field after
// a failed password check, base64 of a JSON document without blanks.
func TestLeavesEighteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"09:14:02 ERROR login: password rejected for username=bar_staff7 (locked after 3)",
		"{\"kind\": \"event\", \"body\": \"eyJzZWF0IjoiQTEiLCJyb3ciOjQsImdhdGUiOjd9\"}",
	)
}

// More look-alikes beside the eighteenth round's mechanisms.
func TestLeavesEighteenthRoundPartsLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Codes from the scan with Xentry:\n- C1422\n- U0101",
		"var secret = await vault.GetSecretAsync(\"m365-client-secret\");\nvar c = new ClientSecretCredential(tenant, app, secret.Value.Value);",
		"the wiki page is team-wiki-home-page / see the login docs",
		"trace a1b2-c3d4-e5f6-a7b8 | login ok",
		"| user | Qw8Lm2Zt7Vx |",
		"total: open | Closed2Won |",
		"branches: MAIN / Hotfix2x1a",
		"ADMIN / Settings2Page",
		"basic auth is on for /admin; see the runbook",
		"recovery codes are in the binder on shelf 2",
	)
}

// The shapes of the eighteenth round's parts, each in a wording of its own.
func TestRedactsEighteenthRoundPartsShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a Twilio token after its account id", "const sms = require('twilio')(\"AC0123456789abcdef0123456789abcdef\", \"0f1e2d3c4b5a69788796a5b4c3d2e1f0\")", []string{"0f1e2d3c4b5a69788796a5b4c3d2e1f0"}},
		{"a password whose percent is no escape", "type Lantern%47 at the kiosk prompt", []string{"Lantern%47"}},
		{"a car radio's code", "the radio code for the Polo is 4471", []string{"4471"}},
		{"a generated password of four groups", "type 'qwzt-7brm-kvnd-p2sy' as the pass when the intranet asks", []string{"qwzt-7brm-kvnd-p2sy"}},
		{"a user and a password apart by a bar", "Parts portal -> workshop | Zt8Qm2Lk9VxR", []string{"Zt8Qm2Lk9VxR"}},
		{"backup codes without a colon", "backup codes 7h2k-q9zw m4pd-x8rt c1vb-n6yf — two used", []string{"7h2k-q9zw", "m4pd-x8rt", "c1vb-n6yf"}},
		{"a recovery code after is", "the Slack recovery code is QZ7M-2KXW-R8TB-4NVC", []string{"QZ7M-2KXW-R8TB-4NVC"}},
		{"a user in capitals after a login word", "creds -> MBAUER // Nordwind=2024", []string{"Nordwind=2024"}},
		{"a Basic login's base64 after its word", "the basic auth header cm9vdDpUaGlzSXNTZWNyZXQ5 works for QAS", []string{"cm9vdDpUaGlzSXNTZWNyZXQ5"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// A password with one = before a short tail, after a name with capitals, is one token; a query's
// lower-case parameter is not.
func TestRedactsAPasswordWithItsEquals(t *testing.T) {
	t.Parallel()
	assertUnchanged(t, "the api key page=2 shows the rest")
	assertRedacted(t, "le wifi c'est Atelier-5G et le code HibouLune=73", []string{"HibouLune=73"})
}

// A service's backup codes may mix two shapes in one list; order numbers beside phone numbers
// are no such list.
func TestRedactsCodeListsOfTwoShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t, "Open orders\n- PO-4471\n- PO-4472\n- 0800 5550\n- 0800 5551")
	assertRedacted(t, "## Dropbox (shop)\n\n- 4821 7730\n- q8zt2-m4kvx\n- 0193 5562\n- 7hb2p-xw9re\n- 6640 1287",
		[]string{"4821 7730", "q8zt2-m4kvx", "0193 5562", "7hb2p-xw9re", "6640 1287"})
}

// Formats of telecom and security work, each in a wording of its own.
func TestRedactsVoicemailPINsFlagsAndGeneratedLetters(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"exten => 200,1,Voicemail(200@default)",
		"answers look like CTF{[A-Za-z0-9_]+} here",
		"open the password ResetPasswordPage in the admin",
	)
	cases := []struct{ name, in, secret string }{
		{"a voicemail box's PIN", "[office]\n4410 => 918273,Reception,desk@example.org", "918273"},
		{"a box's flag", "cat /root/root.txt gives HTB{sh4d0w_c4ch3_9f2e1a}", "HTB{sh4d0w_c4ch3_9f2e1a}"},
		{"a generated password of letters", "the handset's admin password XqTvRmPzKbWs was printed on the box", "XqTvRmPzKbWs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}
